"""Which device wrote for a table's lines (issue 39): the sheet counts either way, and one device writing for
both lines is said (``PhoneState.one_device``) so the desk marks it for the paper check."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from fibur_director.domain import table_entry as te

NEVER = lambda _ns, _ew: False  # noqa: E731


def _fold(*rows: te.Sent) -> te.PhoneState:
    return te.fold(rows, NEVER)


def test_two_phones_agree_and_nothing_is_marked() -> None:
    state = _fold(te.Sent("ns", 750, 350, device="10.0.0.7"), te.Sent("ew", device="10.0.0.9"))
    assert state.phase == te.AGREED and not state.one_device


def test_one_phone_sending_and_confirming_is_marked() -> None:
    state = _fold(te.Sent("ns", 750, 350, device="10.0.0.7"), te.Sent("ew", device="10.0.0.7"))
    assert state.phase == te.AGREED and state.one_device


def test_one_phone_sending_both_lines_figures_is_marked() -> None:
    state = _fold(te.Sent("ns", 750, 350, device="10.0.0.7"), te.Sent("ew", 750, 350, device="10.0.0.7"))
    assert state.phase == te.AGREED and state.one_device


def test_a_line_that_corrected_from_another_phone_is_still_seen() -> None:
    """NS sends from A, corrects from B; EW confirms from A: A wrote for both lines."""
    state = _fold(
        te.Sent("ns", 750, 350, device="A"),
        te.Sent("ns", 755, 350, device="B"),
        te.Sent("ew", device="A"),
    )
    assert state.phase == te.AGREED and state.one_device


def test_rows_refused_say_nothing_and_unknown_devices_are_not_a_match() -> None:
    # A confirmation of one's own sheet is not accepted: it leaves no trace of its device.
    state = _fold(te.Sent("ns", 750, 350, device="A"), te.Sent("ns", device="B"), te.Sent("ew", device="C"))
    assert state.phase == te.AGREED and not state.one_device
    state = _fold(te.Sent("ns", 750, 350), te.Sent("ew"))
    assert state.phase == te.AGREED and not state.one_device


rows = st.lists(
    st.builds(
        te.Sent,
        st.sampled_from(te.LINES),
        st.one_of(st.none(), st.sampled_from([750, 755])),
        st.just(350),
        st.just(()),
        st.one_of(st.none(), st.sampled_from(["A", "B", "C"])),
    ),
    max_size=6,
)


@given(rows)
def test_the_device_never_changes_the_sheet_and_the_mark_is_exactly_a_shared_device(
    sent: list[te.Sent],
) -> None:
    """With or without devices the phones reach the same state; the mark is true exactly when some device
    wrote an accepted row for each line."""
    fixed = [te.Sent(r.line, r.ns, r.ew if r.ns is not None else None, r.deals, r.device) for r in sent]
    with_devices = _fold(*fixed)
    without = _fold(*(te.Sent(r.line, r.ns, r.ew, r.deals) for r in fixed))
    assert (with_devices.phase, with_devices.sheet, with_devices.versions) == (
        without.phase,
        without.sheet,
        without.versions,
    )
    state, accepted = te.PhoneState(), []
    for row in fixed:
        after = te.step(state, row, NEVER)
        if after is not None:
            accepted.append(row)
            state = after
    devices = {line: {r.device for r in accepted if r.line == line and r.device} for line in te.LINES}
    assert with_devices.one_device == bool(devices["ns"] & devices["ew"])
