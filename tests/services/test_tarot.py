"""Sicilian Tarot through the services (issue 17), on SQLite and PostgreSQL: a whole 8-player, 3-round
tournament from the draw to the standings, each action undone and redone, each refusal leaving the database as
it was, and the tournament file round trip.

Round 1's figures are worked out by hand in the comments of tests/support/tarot.py (TAROT; ruleset tarocchi-siciliani: S5 doubled, a
Scommessa or Rivanto realised counts 2 for who declared it and 1 for each partner, penalties 2 / 2 / 2 and 1).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from fibur_director.db.database import Database
from fibur_director.domain import tournament as dom
from fibur_director.domain.tournament_file import loads
from fibur_director.games.tarot import scoring as tarot
from fibur_director.games.tarot.ruleset import get_tarot_ruleset
from fibur_director.games.tarot.scoring import Deal
from fibur_director.services import journal
from fibur_director.services import registration as reg
from fibur_director.services import results as res
from fibur_director.services import rounds as rnd
from fibur_director.services.actions import Desk
from fibur_director.services.exchange import export_text, import_text
from fibur_director.services.readmodel import load
from fibur_director.services.tarot import turn_sheets as svc
from tests.conftest import TODAY
from tests.support.builders import all_rows, refused
from tests.support.tarot import AFTER_ROUND_1, ROUND_1, TRUMPS, make_tarot

RULESET = get_tarot_ruleset()


@pytest.fixture
def desk(db: Database) -> Iterator[Desk]:
    yield Desk(db, actor="test")


def plain_deals(shift: int) -> tuple[Deal, ...]:
    """Four plausible deals: each seat declares once, calling the player opposite, by varied differences."""
    return tuple(
        Deal(n, n - 1, "CV", partner=(n + 1) % 4, difference=((n * 3 + shift) % 7) - 3) for n in range(1, 5)
    )


def play(desk: Desk, tid: int, number: int, deals: dict[int, tuple[Deal, ...]]) -> None:
    rnd.publish_round(desk, tid, number)
    for table, sheet in deals.items():
        for deal in sheet:
            svc.enter_deal(desk, tid, number, table, deal)
    rnd.close_round(desk, tid, number)


def test_a_whole_tournament_draw_deals_reseating_standings(desk: Desk, db: Database) -> None:
    tid = make_tarot(desk)
    refused(db, lambda: rnd.propose_round(desk, tid), "record the draw first")
    svc.record_draw(desk, tid, TRUMPS)
    view = rnd.view_round(desk, tid, 1)
    assert (view.system, view.status) == ("tarot", "proposed")
    assert [t.ns for t in view.tables] == [(8, 7, 6, 5), (4, 3, 2, 1)] and all(
        t.ew == () for t in view.tables
    )
    play(desk, tid, 1, ROUND_1)

    sheet = svc.turn_sheet(desk, tid, 1, 1)
    assert [p[0] for p in sheet.players] == [8, 7, 6, 5] and sheet.players[0][1] == "Giocatore8"
    assert [d.number for d in sheet.deals] == [1, 2, 3, 4]
    assert [s.total(0) for s in sheet.scores] == [18, 2, 4, 1]
    assert sheet.running[-1] == (25, -11, -1, -15)
    assert [s.succeeded for s in sheet.scores] == [True, False, True, False]
    assert svc.turn_sheet(desk, tid, 1, 2).running[-1] == (3, -15, 23, -11)

    rows = svc.tarot_standings(desk, tid)
    assert [(r.line.entry, r.line.jochi) for r in rows] == AFTER_ROUND_1
    by_entry = {r.line.entry: r.line for r in rows}
    assert (by_entry[7].decided_by, by_entry[7].commitments) == (None, 2)
    assert (by_entry[1].decided_by, by_entry[3].decided_by) == ("commitments", "pigliate")
    assert (by_entry[5].pigliate, by_entry[3].pigliate) == (5, 4)
    assert (by_entry[8].calls, by_entry[6].calls, by_entry[6].commitments) == (5, 1, 2 + 1)
    assert rows[0].name == "Giocatore8"

    # The Schema Riassuntivo of player 8: received 6 from each opponent in deal 1 (S5 doubled), and so on.
    lines = svc.summary(desk, tid, 8)
    assert [line.total for line in lines] == [18, 2, 4, 1]
    assert lines[0].versus == {7: 6, 6: 6, 5: 6} and lines[2].scommessa == 1

    # Re-seating after round I by the provisional standings with the whole chain: 1st-4th table A, N-W-S-E.
    assert rnd.propose_round(desk, tid) == 2
    order = [e for e, _ in AFTER_ROUND_1]
    assert [t.ns for t in rnd.view_round(desk, tid, 2).tables] == [tuple(order[:4]), tuple(order[4:])]
    play(desk, tid, 2, {1: plain_deals(0), 2: plain_deals(2)})

    after_two = [r.line.entry for r in svc.tarot_standings(desk, tid, up_to_round=2)]
    with desk.read() as session:
        tournament = load(session, tid)
    assert after_two == tarot.seating_order(tournament, RULESET, 2)
    assert rnd.propose_round(desk, tid) == 3
    assert [t.ns for t in rnd.view_round(desk, tid, 3).tables] == [tuple(after_two[:4]), tuple(after_two[4:])]
    play(desk, tid, 3, {1: plain_deals(1), 2: plain_deals(5)})

    with desk.read() as session:
        tournament = load(session, tid)
    tarot.check(tournament, RULESET)
    assert tournament.rounds[0].draw == tuple((e, TRUMPS[e]) for e in range(8, 0, -1))
    final = svc.tarot_standings(desk, tid)
    assert [r.line for r in final] == tarot.standings(tournament, RULESET)
    assert sum(r.line.jochi for r in final) == -2  # zero-sum but for the one exposure
    refused(db, lambda: rnd.propose_round(desk, tid), "all 3 planned rounds")
    refused(
        db, lambda: svc.enter_deal(desk, tid, 2, 1, plain_deals(4)[0]), "round 3 is published and was seated"
    )
    refused(
        db, lambda: svc.remove_deal(desk, tid, 3, 1, 1), "round 3 is closed: every table keeps its 4 deals"
    )
    svc.enter_deal(desk, tid, 3, 1, plain_deals(1)[0])  # the same deal again: a closed round may be corrected
    # Paths written for burraco answer with a sentence on a Tarot tournament, never a crash.
    refused(
        db,
        lambda: res.enter_result(desk, tid, 3, 1, 100, 100),
        "no score sheets of two totals scored in VP: it uses its turn sheets",
    )
    refused(
        db,
        lambda: res.add_sanction(desk, tid, dom.Sanction("late", entry=1, round=3, minutes=20)),
        "no sanctions awarding a table's score: its penalties are those of TAROT §6",
    )
    assert res.latest_publication(desk, tid) is None
    res.publish_standings(desk, tid, "final")
    publication = res.latest_publication(desk, tid)
    assert publication is not None and not publication.definitive
    assert [row.state for row in journal.table_results(desk, tid, 3)] == ["entered", "entered"]
    assert [board.missing for board in journal.table_board(desk, tid)] == [0, 0, 0]


def test_the_tournament_file_round_trips(desk: Desk, db: Database) -> None:
    tid = make_tarot(desk)
    svc.record_draw(desk, tid, TRUMPS)
    play(desk, tid, 1, ROUND_1)
    assert rnd.propose_round(desk, tid) == 2
    rnd.publish_round(desk, tid, 2)
    svc.enter_deal(desk, tid, 2, 1, plain_deals(3)[0])  # a round in progress travels too
    text = export_text(desk, tid)
    with desk.read() as session:
        original = load(session, tid)
    assert loads(text).rounds == original.rounds
    copy = import_text(desk, text)
    assert export_text(desk, copy) == text
    with desk.read() as session:
        assert load(session, copy).rounds == original.rounds
    assert [
        (r.line.entry, r.line.jochi) for r in svc.tarot_standings(desk, copy, up_to_round=1)
    ] == AFTER_ROUND_1


def _without_log(database: Database) -> dict[str, Any]:
    rows = all_rows(database)
    rows.pop("audit_log")
    return rows


def undone_and_redone(desk: Desk, db: Database, tid: int, call: Callable[[], object]) -> None:
    before = _without_log(db)
    call()
    after = _without_log(db)
    assert after != before
    desk.undo(tid)
    assert _without_log(db) == before
    desk.redo(tid)
    assert _without_log(db) == after


def test_every_action_undoes_and_redoes(desk: Desk, db: Database) -> None:
    tid = make_tarot(desk)
    undone_and_redone(desk, db, tid, lambda: svc.record_draw(desk, tid, TRUMPS))
    # A second draw (the desk's own, seeded) replaces the proposed round 1 and is undone to the first.
    undone_and_redone(desk, db, tid, lambda: svc.record_draw(desk, tid, None, seed=7))
    undone_and_redone(desk, db, tid, lambda: rnd.publish_round(desk, tid, 1))
    first, second = ROUND_1[1][0], ROUND_1[1][1]
    undone_and_redone(desk, db, tid, lambda: svc.enter_deal(desk, tid, 1, 1, first))
    # Replacing a deal is one undoable change of its row.
    undone_and_redone(desk, db, tid, lambda: svc.enter_deal(desk, tid, 1, 1, Deal(1, 0, "SV", difference=2)))
    undone_and_redone(desk, db, tid, lambda: svc.enter_deal(desk, tid, 1, 1, second))
    undone_and_redone(desk, db, tid, lambda: svc.remove_deal(desk, tid, 1, 1, 2))
    for table, sheet in ROUND_1.items():
        for deal in sheet:
            svc.enter_deal(desk, tid, 1, table, deal)
    undone_and_redone(desk, db, tid, lambda: rnd.close_round(desk, tid, 1))
    undone_and_redone(desk, db, tid, lambda: rnd.propose_round(desk, tid))
    # The journal tells each Tarot action in the referee's words.
    said = [row.summary.italian for row in journal.audit_log(desk, tid)]
    assert "Trionfi pescati da 8 giocatori: turno 1 disposto (tarocchi siciliani)" in said
    assert "Smazzata 1 del tavolo 1, turno 1 corretta (SV)" in said
    assert "Tolta la smazzata 2 del tavolo 1, turno 1" in said
    assert "Annullato: Smazzata 1 del tavolo 1, turno 1 inserita (S5)" in said


def test_refusals_name_the_place_and_change_nothing(desk: Desk, db: Database) -> None:
    refused(
        db,
        lambda: reg.create_tournament(
            desk, reg.TournamentSettings("T", TODAY, "burraco-italiano", kind="tarot")
        ),
        "'burraco-italiano' is a ruleset of burraco, not of tarocchi siciliani",
    )
    refused(
        db,
        lambda: reg.create_tournament(
            desk, reg.TournamentSettings("T", TODAY, "tarocchi-siciliani", kind="pairs")
        ),
        "'tarocchi-siciliani' is a ruleset of tarocchi siciliani, not of burraco",
    )
    tid = make_tarot(desk, players=7)
    with desk.read() as session:
        setup = load(session, tid).setup
    assert (setup.kind, setup.deals_per_round, setup.planned_rounds) == ("tarot", 4, 3)
    refused(
        db,
        lambda: svc.record_draw(desk, tid, {e: e for e in range(1, 8)}),
        "7 players leave 3 without a table",
    )
    pid = reg.add_player(desk, "Giocatore8", "Turi")
    reg.register_entry(desk, tid, [pid])
    refused(
        db,
        lambda: svc.record_draw(desk, tid, {**TRUMPS, 2: TRUMPS[1]}),
        "trump 11 was drawn twice",
    )
    refused(db, lambda: svc.record_draw(desk, tid, {**TRUMPS, 9: 40}), "entry 9 is not registered")
    refused(
        db, lambda: svc.record_draw(desk, tid, {e: TRUMPS[e] for e in range(1, 8)}), "missing for entry 8"
    )
    svc.record_draw(desk, tid, {e: TRUMPS[e] for e in range(1, 9)})
    # Four more players registered after the draw: round 1 is not published without them.
    for number in range(9, 13):
        reg.register_entry(desk, tid, [reg.add_player(desk, f"Giocatore{number}", "Turi")])
    refused(
        db,
        lambda: rnd.publish_round(desk, tid, 1),
        "does not seat entry 9, 10, 11, 12, .* record the draw again",
    )
    for _ in range(4):
        desk.undo(tid)  # the four registrations (the players stay in the archive)
    svc.record_draw(desk, tid, TRUMPS)
    refused(db, lambda: svc.enter_deal(desk, tid, 1, 1, ROUND_1[1][0]), "round 1 is not published yet")
    # Before publication the referee may swap two players (and only that: tables of four, nobody rests).
    refused(db, lambda: rnd.edit_round(desk, tid, 1, "send_to_rest", 8), "only by swapping two players")
    rnd.edit_round(desk, tid, 1, "swap", 8, 1)
    view = rnd.view_round(desk, tid, 1)
    assert ([t.ns for t in view.tables], view.system) == ([(1, 7, 6, 5), (4, 3, 2, 8)], "tarot")
    rnd.publish_round(desk, tid, 1)
    refused(db, lambda: svc.record_draw(desk, tid, TRUMPS), "round 1 is published")
    refused(db, lambda: svc.enter_deal(desk, tid, 1, 3, ROUND_1[1][0]), "round 1 has no table 3")
    refused(db, lambda: svc.enter_deal(desk, tid, 4, 1, ROUND_1[1][0]), "round 4 does not exist")
    refused(
        db,
        lambda: svc.enter_deal(desk, tid, 1, 1, Deal(2, 1, "CV", difference=1)),
        r"round 1, table 1, deal.partner: a caller \(CV\) needs the partner",
    )
    refused(
        db,
        lambda: svc.enter_deal(desk, tid, 1, 1, Deal(5, 1, "SV", difference=1)),
        "deal 5 is not one of 1 to 4",
    )
    refused(db, lambda: svc.remove_deal(desk, tid, 1, 1, 1), "has no deal 1 entered")
    for deal in ROUND_1[1]:
        svc.enter_deal(desk, tid, 1, 1, deal)
    svc.enter_deal(desk, tid, 1, 2, ROUND_1[2][0])
    refused(db, lambda: rnd.close_round(desk, tid, 1), "round 1 still misses deals at table\\(s\\) 2:")
    late = reg.add_player(desk, "Tardi", "Turi")
    refused(
        db,
        lambda: reg.register_entry(desk, tid, [late]),
        "registration is closed",
    )
    refused(db, lambda: reg.withdraw(desk, tid, 1, 2), "has no withdrawal")
    refused(db, lambda: svc.summary(desk, tid, 12), "entry 12 does not exist")


def test_a_draw_recorded_again_with_the_same_trumps_is_said_as_such(desk: Desk, db: Database) -> None:
    """Issue 36's attack, S10: the same trumps drawn a second time (round 1 still proposed) were journaled as
    «pescati da 0 giocatori», the round's row having no change of its draw to count."""
    tid = make_tarot(desk)
    svc.record_draw(desk, tid, TRUMPS)
    svc.record_draw(desk, tid, TRUMPS)
    said = [row.summary.italian for row in journal.audit_log(desk, tid)]
    drawn = [s for s in said if s.startswith("Trionfi pescati")]
    assert drawn == ["Trionfi pescati da 8 giocatori: turno 1 disposto (tarocchi siciliani)"] * 2, drawn
