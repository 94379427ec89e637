"""Score sheets from the tables (issue 26), through the services, on both engines: the switch, the codes, two
lines agreeing, a mismatch, and the desk always winning, each refusal writing nothing."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

import pytest
from sqlalchemy import select

from fibur_director.db import models
from fibur_director.db.database import Database
from fibur_director.domain import table_entry as te
from fibur_director.games.burraco.ruleset import builtin_rulesets, get_ruleset
from fibur_director.services import results as res
from fibur_director.services import rounds as rnd
from fibur_director.services import table_entry as tab
from fibur_director.services.actions import Desk
from tests.support.builders import all_rows, make_tournament, play_round, refused, result_of


def _room(desk: Desk, *, on: bool = True) -> tuple[int, list[tab.TableCodes]]:
    """8 pairs, round 1 played and closed, round 2 published: 4 tables with codes."""
    tid = make_tournament(desk, pairs=8)
    play_round(desk, tid)
    number = rnd.propose_round(desk, tid, seed=7)
    rnd.publish_round(desk, tid, number)
    if not on:
        return tid, []
    tab.set_table_entry(desk, tid, True)
    return tid, tab.round_codes(desk, tid)


def test_codes_only_when_on_six_letters_without_look_alikes_stable(desk: Desk, db: Database) -> None:
    tid, _ = _room(desk, on=False)
    refused(db, lambda: tab.round_codes(desk, tid), "table entry is off")
    tab.set_table_entry(desk, tid, True)
    codes = tab.round_codes(desk, tid)
    assert [c.table for c in codes] == [1, 2, 3, 4]
    every = [c.ns for c in codes] + [c.ew for c in codes]
    assert len(set(every)) == 8
    assert all(re.fullmatch("[ABCDEFGHJKMNPRSTUVWXYZ]{6}", c) for c in every)
    assert tab.round_codes(desk, tid, 2) == codes  # made once, then read back
    refused(db, lambda: tab.round_codes(desk, tid, 1), "round 1 is closed")
    # The switch is an action like any other: Ctrl+Z turns it off again.
    desk.undo(tid)
    assert not tab.table_entry_on(desk, tid)


def test_two_lines_agree_and_the_sheet_goes_in_as_a_typed_one(desk: Desk, db: Database) -> None:
    tid, codes = _room(desk)
    table = codes[1]
    first = tab.send(desk, table.ns, 1250, 900)
    assert (first.state.phase, first.state.sheet, first.recorded) == (te.PENDING, (1250, 900), None)
    assert result_of(desk, tid, 2, table.table) is None
    page = tab.phone_sheet(desk, table.ew)
    assert (page.line, page.table, page.round, page.state.by, page.closed) == (
        "ew",
        table.table,
        2,
        "ns",
        None,
    )
    # The preview is the desk's own figures: +350 on 4 deals in Burraco Italiano's table is 12-8.
    assert page.preview is not None and (page.preview.ns_vp, page.preview.ew_vp) == (12, 8)

    done = tab.send(desk, table.ew)  # EW confirms
    assert done.state.phase == te.AGREED
    assert done.recorded is not None and (done.recorded.ns_vp, done.recorded.ew_vp) == (12, 8)
    assert result_of(desk, tid, 2, table.table) == (1250, 900)
    with desk.read() as session:
        log = session.execute(
            select(models.AuditEntry.actor, models.AuditEntry.action)
            .order_by(models.AuditEntry.id.desc())
            .limit(2)
        ).all()
    assert [tuple(r) for r in log] == [
        (f"tavolo {table.table} NS/EW", "enter_result"),
        (f"tavolo {table.table} NS", "table_submission"),
    ]
    # Recorded: the phones can send nothing more, from either line.
    refused(db, lambda: tab.send(desk, table.ns, 1300, 900), "the desk holds this table's result")
    assert tab.phone_sheet(desk, table.ns).result is not None


def test_matching_figures_from_the_other_line_agree_too(desk: Desk, db: Database) -> None:
    tid, codes = _room(desk)
    tab.send(desk, codes[0].ew, 1000, 1005)
    done = tab.send(desk, codes[0].ns, 1000, 1005)
    assert done.recorded is not None
    assert result_of(desk, tid, 2, codes[0].table) == (1000, 1005)


def test_a_mismatch_goes_to_the_desk_and_records_nothing(desk: Desk, db: Database) -> None:
    tid, codes = _room(desk)
    tab.send(desk, codes[2].ns, 1200, 800)
    done = tab.send(desk, codes[2].ew, 800, 1200)
    assert (done.state.phase, done.state.why) == (te.DISPUTED, "mismatch")
    assert done.state.versions == (("ns", 1200, 800, ()), ("ew", 800, 1200, ()))
    assert result_of(desk, tid, 2, codes[2].table) is None
    refused(db, lambda: tab.send(desk, codes[2].ns), "differ or look unusual")
    assert tab.phone_states(desk, tid)[(2, codes[2].table)].phase == te.DISPUTED
    # The desk decides: typed there, the table is recorded, and the phones stay out.
    res.enter_result(desk, tid, 2, codes[2].table, 1200, 800)
    refused(db, lambda: tab.send(desk, codes[2].ew, 1200, 800), "the desk holds this table's result")


def test_an_implausible_sheet_goes_to_the_desk_at_once(desk: Desk, db: Database) -> None:
    _tid, codes = _room(desk)
    done = tab.send(desk, codes[0].ns, 5000, -800)
    assert (done.state.phase, done.state.why) == (te.DISPUTED, "implausible")
    refused(db, lambda: tab.send(desk, codes[0].ew), "differ or look unusual")


def test_a_third_different_sheet_goes_to_the_desk(desk: Desk, db: Database) -> None:
    _tid, codes = _room(desk)
    tab.send(desk, codes[0].ns, 1200, 800)
    assert tab.send(desk, codes[0].ns, 1200, 805).state.phase == te.PENDING  # a mis-tap corrected
    assert tab.send(desk, codes[0].ns, 1200, 810).state.why == "versions"


@pytest.mark.parametrize(
    "call, message",
    [
        (lambda desk, c: tab.send(desk, c.ns), "no sheet to confirm"),
        (lambda desk, c: tab.send(desk, c.ns, 1201, 800), "not a multiple of 5"),
        (lambda desk, c: tab.send(desk, "ZZZZZZ", 1200, 800), "no table has this code"),
        (lambda desk, c: tab.send(desk, "0OIL1Q", 1200, 800), "no table has this code"),
    ],
)
def test_refusals_write_nothing(desk: Desk, db: Database, call: Any, message: str) -> None:
    _tid, codes = _room(desk)
    refused(db, lambda: call(desk, codes[0]), message)


def test_one_line_cannot_confirm_its_own_sheet(desk: Desk, db: Database) -> None:
    _tid, codes = _room(desk)
    tab.send(desk, codes[0].ns, 1200, 800)
    refused(db, lambda: tab.send(desk, codes[0].ns), "the other line confirms")
    refused(db, lambda: tab.send(desk, codes[0].ns, 1200, 800), "already sent")


def test_the_desk_always_wins(desk: Desk, db: Database) -> None:
    tid, codes = _room(desk)
    # Typed at the desk while a line's sheet was pending: the confirmation is refused, the result stays.
    tab.send(desk, codes[0].ns, 1200, 800)
    res.enter_result(desk, tid, 2, codes[0].table, 1100, 900)
    refused(db, lambda: tab.send(desk, codes[0].ew), "the desk holds this table's result")
    assert result_of(desk, tid, 2, codes[0].table) == (1100, 900)
    # A phone sheet undone at the desk leaves the table to the desk: the phones cannot send it again.
    tab.send(desk, codes[1].ns, 1200, 800)
    tab.send(desk, codes[1].ew)
    with desk.read() as session:
        audit_id = session.scalar(select(models.AuditEntry.id).order_by(models.AuditEntry.id.desc()))
    tab.undo_phone_sheet(desk, tid, 2, codes[1].table)
    assert result_of(desk, tid, 2, codes[1].table) is None
    assert audit_id is not None
    refused(db, lambda: tab.send(desk, codes[1].ew), "both lines agreed this sheet")
    # Table entry turned off, and a round closed: nothing from the phones.
    tab.set_table_entry(desk, tid, False)
    refused(db, lambda: tab.send(desk, codes[2].ns, 1200, 800), "table entry is off")
    tab.set_table_entry(desk, tid, True)
    for table in codes:
        if result_of(desk, tid, 2, table.table) is None:
            res.enter_result(desk, tid, 2, table.table, 1000, 1000)
    rnd.close_round(desk, tid, 2)
    refused(db, lambda: tab.send(desk, codes[3].ns, 1200, 800), "round 2 is closed")
    before = all_rows(db)
    assert tab.phone_sheet(desk, codes[3].ns).closed is not None
    assert all_rows(db) == before


def test_the_journal_tells_what_the_phones_did(desk: Desk, db: Database) -> None:
    from fibur_director.services import journal

    tid, codes = _room(desk)
    tab.send(desk, codes[0].ns, 1250, 900)
    tab.send(desk, codes[0].ew)
    words = [(r.actor, r.summary.italian) for r in journal.audit_log(desk, tid)[:3]]
    assert words[::-1] == [
        ("test", "Inserimento dai tavoli attivato"),
        (
            f"tavolo {codes[0].table} NS",
            f"Tavolo {codes[0].table}, turno 2: NS ha inviato 1250–900 dal telefono",
        ),
        (f"tavolo {codes[0].table} NS/EW", f"Risultato del tavolo {codes[0].table}, turno 2: 1250–900"),
    ]


# Deal by deal (issue 26, item 2): the Italian code's paper sheet is written deal by deal ([score_sheet] deals
# defaults to true), so the phone page has one row per deal; 4 deals per round here.
# 300 + 450 + 250 + 250 = 1250 against 150 + 200 + 400 + 150 = 900: 350 MP, 12-8 on 4 deals.
DEALS = ((300, 150), (450, 200), (250, 400), (250, 150))


def _stored_deals(db: Database, tid: int, number: int, table: int) -> Any:
    with db.sessions() as session:
        return session.scalar(
            select(models.Result.deals)
            .join(models.RoundTable, models.RoundTable.id == models.Result.table_id)
            .join(models.Round, models.Round.id == models.RoundTable.round_id)
            .where(models.Round.tournament_id == tid, models.Round.number == number)
            .where(models.RoundTable.number == table)
        )


def test_deal_by_deal_entered_and_confirmed_records_the_deals(desk: Desk, db: Database) -> None:
    tid, codes = _room(desk)
    sheet = tab.phone_sheet(desk, codes[0].ns)
    assert (sheet.deals, sheet.sheet_deals) == (4, 4)
    pending = tab.send(desk, codes[0].ns, deals=DEALS)
    assert (pending.state.phase, pending.state.sheet, pending.state.deals) == (te.PENDING, (1250, 900), DEALS)
    shown = tab.phone_sheet(desk, codes[0].ew)
    assert shown.preview is not None and (shown.preview.ns_vp, shown.preview.ew_vp) == (12, 8)
    done = tab.send(desk, codes[0].ew)  # confirm=1
    assert done.recorded is not None and (done.recorded.ns_vp, done.recorded.ew_vp) == (12, 8)
    assert result_of(desk, tid, 2, codes[0].table) == (1250, 900)
    assert _stored_deals(db, tid, 2, codes[0].table) == [list(d) for d in DEALS]


def test_the_same_deals_from_the_other_line_agree_with_the_totals_or_without(
    desk: Desk, db: Database
) -> None:
    tid, codes = _room(desk)
    tab.send(desk, codes[1].ew, deals=DEALS)
    done = tab.send(desk, codes[1].ns, 1250, 900, DEALS)  # the totals given too: the deals' sums
    assert done.recorded is not None
    assert _stored_deals(db, tid, 2, codes[1].table) == [list(d) for d in DEALS]


def test_one_deal_different_is_a_mismatch_for_the_desk_with_both_versions(desk: Desk, db: Database) -> None:
    tid, codes = _room(desk)
    other = (
        (300, 150),
        (450, 200),
        (200, 400),
        (300, 150),
    )  # the same totals, 1250 - 900, deals 3 and 4 differ
    tab.send(desk, codes[2].ns, deals=DEALS)
    done = tab.send(desk, codes[2].ew, deals=other)
    assert (done.state.phase, done.state.why) == (te.DISPUTED, "mismatch")
    assert done.state.versions == (("ns", 1250, 900, DEALS), ("ew", 1250, 900, other))
    assert tab.phone_states(desk, tid)[(2, codes[2].table)].versions == done.state.versions
    assert result_of(desk, tid, 2, codes[2].table) is None
    # Totals alone do not agree with a sheet sent deal by deal either: the deals were not seen.
    tab.send(desk, codes[3].ns, deals=DEALS)
    assert tab.send(desk, codes[3].ew, 1250, 900).state.phase == te.DISPUTED


def test_a_deal_by_deal_sheet_is_checked_as_at_the_desk_and_refused_with_nothing_written(
    desk: Desk, db: Database
) -> None:
    tid, codes = _room(desk)
    code = codes[0].ns
    refused(db, lambda: tab.send(desk, code, deals=((300, 150), (453, 200), (250, 400), (250, 150))),
            "deal 2: North-South 453 is not a multiple of 5")  # fmt: skip
    refused(db, lambda: tab.send(desk, code, deals=DEALS[:3]), r"enter all 4 deals of the sheet \(3 given\)")
    refused(db, lambda: tab.send(desk, code, 1300, 900, DEALS), "the deals add up to 1250 – 900, not to")
    with pytest.raises(tab.ServiceError) as error:
        tab.send(desk, code, deals=DEALS[:3])
    assert error.value.italian == "inserire tutte le 4 smazzate del referto (ne sono state date 3)"
    assert tab.phone_states(desk, tid) == {}


def test_a_ruleset_whose_sheet_has_totals_only_keeps_the_two_totals(
    desk: Desk, db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A club's copy of the Italian code saying ``[score_sheet] deals = false`` (its paper sheets carry totals):
    the phone page asks for the two totals, and they agree and are recorded as before, without deals."""
    club = replace(get_ruleset("burraco-italiano"), id="club-totali", sheet_deals=False)
    monkeypatch.setitem(builtin_rulesets(), "club-totali", club)
    tid = make_tournament(desk, pairs=8, ruleset_id="club-totali")
    play_round(desk, tid)
    number = rnd.propose_round(desk, tid, seed=7)
    rnd.publish_round(desk, tid, number)
    tab.set_table_entry(desk, tid, True)
    codes = tab.round_codes(desk, tid)
    assert tab.phone_sheet(desk, codes[0].ns).sheet_deals == 0
    tab.send(desk, codes[0].ns, 1250, 900)
    assert tab.send(desk, codes[0].ew).recorded is not None
    assert result_of(desk, tid, 2, codes[0].table) == (1250, 900)
    assert _stored_deals(db, tid, 2, codes[0].table) is None
