"""The agreement of a table's two lines on a sheet sent deal by deal (issue 26, item 2), pure: equal totals are
not enough, every deal must match."""

from __future__ import annotations

from fibur_director.domain import table_entry as te

SHEET = ((300, 150), (450, 200), (250, 400), (250, 150))  # 1250 - 900
OTHER = ((300, 150), (450, 200), (200, 400), (300, 150))  # 1250 - 900 too, deals 3 and 4 differ


def never(_ns: int, _ew: int) -> bool:
    return False


def test_the_same_deals_agree_and_the_agreed_sheet_keeps_them() -> None:
    state = te.fold([te.Sent("ns", 1250, 900, SHEET), te.Sent("ew", 1250, 900, SHEET)], never)
    assert (state.phase, state.sheet, state.deals, state.by) == (te.AGREED, (1250, 900), SHEET, "ns")
    confirmed = te.fold([te.Sent("ew", 1250, 900, SHEET), te.Sent("ns")], never)
    assert (confirmed.phase, confirmed.figures) == (te.AGREED, (1250, 900, SHEET))


def test_one_deal_different_or_no_deals_is_a_mismatch_with_both_versions() -> None:
    state = te.fold([te.Sent("ns", 1250, 900, SHEET), te.Sent("ew", 1250, 900, OTHER)], never)
    assert (state.phase, state.why) == (te.DISPUTED, "mismatch")
    assert state.versions == (("ns", 1250, 900, SHEET), ("ew", 1250, 900, OTHER))
    totals = te.fold([te.Sent("ns", 1250, 900, SHEET), te.Sent("ew", 1250, 900)], never)
    assert (totals.phase, totals.versions[1]) == (te.DISPUTED, ("ew", 1250, 900, ()))


def test_a_line_correcting_one_deal_is_a_new_pending_sheet_and_the_same_deals_again_are_not_stored() -> None:
    first = te.step(te.PhoneState(), te.Sent("ns", 1250, 900, SHEET), never)
    assert first is not None
    assert te.step(first, te.Sent("ns", 1250, 900, SHEET), never) is None  # sent twice: nothing stored
    fixed = te.step(first, te.Sent("ns", 1250, 900, OTHER), never)
    assert fixed is not None and (fixed.phase, fixed.deals, len(fixed.versions)) == (te.PENDING, OTHER, 2)
