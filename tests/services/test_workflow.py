"""The services a tournament day runs on: setup, registration, rounds, results, sanctions, corrections,
undo/redo, audit and the tournament file. Every refusal is checked to change nothing."""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

import pytest
from sqlalchemy import select

from fibur_director.db import models
from fibur_director.db.database import Database
from fibur_director.domain.errors import FiburError
from fibur_director.domain.tournament import Sanction
from fibur_director.domain.tournament_file import loads
from fibur_director.games.burraco.ruleset import get_ruleset
from fibur_director.games.burraco.standings import standings
from fibur_director.services import journal
from fibur_director.services import registration as reg
from fibur_director.services import results as res
from fibur_director.services import rounds as rnd
from fibur_director.services.actions import Desk, ServiceError
from fibur_director.services.burraco import results as burraco_results
from fibur_director.services.exchange import export_text, import_text
from fibur_director.services.readmodel import current_standings, load
from tests.conftest import TODAY
from tests.support.builders import all_rows, make_tournament, play_round, refused


def test_a_whole_day_mitchell_then_danish(desk: Desk, db: Database) -> None:
    tid = make_tournament(desk)
    for _ in range(3):
        play_round(desk, tid)
    with desk.read() as session:
        tournament = load(session, tid)
    assert [r.system for r in tournament.rounds] == ["mitchell"] * 3
    order = [s.entry for s in standings(tournament, get_ruleset("burraco-italiano"))]
    number = rnd.propose_round(desk, tid)
    view = rnd.view_round(desk, tid, number)
    assert view.system == "danish"
    # Pure Danish: 1st v 2nd, 3rd v 4th ... by the standings after round 3.
    assert [(t.ns[0], t.ew[0]) for t in view.tables] == [(order[i], order[i + 1]) for i in range(0, 10, 2)]
    rnd.publish_round(desk, tid, number)
    for table in view.tables:
        res.enter_result(desk, tid, number, table.number, 1000, 1000)
    rnd.close_round(desk, tid, number)
    with desk.read() as session:
        table = current_standings(session, tid)
    assert sum(s.vp for s in table) == 4 * 10 * 10  # every table gives 20 VP
    # Every round close left a snapshot beside the file; on a server, a tournament file in the desk's folder.
    assert db.backup_dir is not None
    copies = list(db.backup_dir.glob("*-round-*-closed.sqlite3" if db.path else "*-round-*-closed.json"))
    assert len(copies) == 4
    if not db.path:
        assert export_text(desk, tid) == max(copies).read_text(encoding="utf-8")
        listed = journal.backups(desk)
        assert [b.reason for b in listed] == [f"round-{n}-closed" for n in (4, 3, 2, 1)]
        with pytest.raises(FiburError, match="tournament file"):
            journal.restore_backup(listed[0].path, db.backup_dir / "restored.sqlite3")


def test_result_shows_vp_and_bad_scores_change_nothing(desk: Desk, db: Database) -> None:
    tid = make_tournament(desk, pairs=4)
    number = rnd.propose_round(desk, tid, seed=1)
    refused(db, lambda: res.enter_result(desk, tid, number, 1, 1000, 650), "round 1 is not published yet")
    rnd.publish_round(desk, tid, number)
    outcome = res.enter_result(desk, tid, number, 1, 1000, 650)
    assert (outcome.ns_vp, outcome.ew_vp, outcome.ns_mp) == (12, 8, 350)  # 4 deals: 305..500 -> 12-8
    refused(
        db,
        lambda: res.enter_result(desk, tid, number, 2, 1003, 650),
        "round 1, table 2: .*1003 is not a multiple of 5",
    )
    refused(db, lambda: res.enter_result(desk, tid, number, 9, 1000, 650), "round 1 has no table 9")
    refused(
        db,
        lambda: res.enter_result(desk, tid, number, 2, 1000, 650, deals=[(500, 300), (400, 350)]),
        "the deals add up to 900-650, the totals say 1000-650",
    )
    refused(db, lambda: rnd.close_round(desk, tid, number), r"misses the result of table\(s\) 2")


def test_corrections_follow_articles_19_and_20(desk: Desk, db: Database) -> None:
    tid = make_tournament(desk, pairs=4, plan="mitchell:1,danish:3")
    play_round(desk, tid, {1: (1500, 1000), 2: (1000, 1000)})
    refused(db, lambda: res.enter_result(desk, tid, 1, 1, 1000, 1500), "needs the opponents' confirmation")
    res.enter_result(desk, tid, 1, 1, 1400, 1000, confirmed_by_opponents=True)
    # The next round is published; the result of table 1 round 1 is then inverted: only those two swap places.
    number = rnd.propose_round(desk, tid)
    rnd.publish_round(desk, tid, number)
    before = rnd.view_round(desk, tid, number)
    first = load_table(desk, tid, 1, 1)
    outcome = res.enter_result(desk, tid, 1, 1, 1000, 1400, confirmed_by_opponents=True)
    assert outcome.swapped_next_round == (first[0], first[1])
    after = rnd.view_round(desk, tid, number)
    swap = {first[0]: first[1], first[1]: first[0]}
    assert [(swap.get(t.ns[0], t.ns[0]), swap.get(t.ew[0], t.ew[0])) for t in before.tables] == [
        (t.ns[0], t.ew[0]) for t in after.tables
    ]


def test_an_inversion_moves_nobody_in_a_mitchell_round(desk: Desk, db: Database) -> None:
    # IT Art. 20: the positions of a Mitchell round do not depend on results; the correction stands, the
    # seating stays as published.
    tid = make_tournament(desk, pairs=4, plan="mitchell:4")
    play_round(desk, tid, {1: (1500, 1000), 2: (1000, 1000)})
    number = rnd.propose_round(desk, tid)
    rnd.publish_round(desk, tid, number)
    before = rnd.view_round(desk, tid, number)
    outcome = res.enter_result(desk, tid, 1, 1, 1000, 1400, confirmed_by_opponents=True)
    assert outcome.swapped_next_round is None and (outcome.ns_vp, outcome.ew_vp) == (8, 12)
    assert rnd.view_round(desk, tid, number).tables == before.tables


def load_table(desk: Desk, tid: int, number: int, table: int) -> tuple[int, int]:
    view = rnd.view_round(desk, tid, number)
    found = next(t for t in view.tables if t.number == table)
    return found.ns[0], found.ew[0]


def test_last_round_correction_needs_countersignature(desk: Desk, db: Database) -> None:
    tid = make_tournament(desk, pairs=4, planned_rounds=1, plan="mitchell:1")
    play_round(desk, tid)
    refused(
        db,
        lambda: res.enter_result(desk, tid, 1, 1, 900, 1000, confirmed_by_opponents=True),
        "needs the referee's countersignature",
    )
    res.enter_result(desk, tid, 1, 1, 900, 1000, confirmed_by_opponents=True, countersigned=True)


def test_definitive_standings_lock_the_rounds(desk: Desk, db: Database) -> None:
    tid = make_tournament(desk, pairs=4, plan="mitchell:4")
    play_round(desk, tid)
    res.publish_standings(desk, tid, "provisional")
    state, until = res.standings_state(desk, tid)
    assert state == "provisional" and until is not None
    assert res.standings_state(desk, tid, until + dt.timedelta(seconds=1))[0] == "definitive"
    with db.sessions.begin() as session:  # ten minutes later
        for publication in session.scalars(select(db_publication())):
            publication.published_at -= dt.timedelta(minutes=11)
    refused(
        db,
        lambda: res.enter_result(desk, tid, 1, 1, 900, 1000, confirmed_by_opponents=True),
        "are definitive: no more corrections",
    )


def db_publication() -> type[models.StandingsPublication]:
    return models.StandingsPublication


def test_sanctions_preview_then_apply(desk: Desk, db: Database) -> None:
    tid = make_tournament(desk, pairs=4)
    number = rnd.propose_round(desk, tid, seed=2)
    rnd.publish_round(desk, tid, number)
    ns, ew = load_table(desk, tid, number, 1)
    res.enter_result(desk, tid, number, 1, 1000, 1000)
    late = Sanction("late", entry=ew, round=number, minutes=7)
    changes = burraco_results.preview_sanction(desk, tid, late)
    # 7 minutes: +200 to the present pair; 4 deals 105..300 -> 11-9.
    assert [(b.vp if b else None, a.vp if a else None) for b, a in changes] == [(10, 11), (10, 9)] or [
        (b.vp if b else None, a.vp if a else None) for b, a in changes
    ] == [(10, 9), (10, 11)]
    assert all_rows(db)["sanctions"] == []  # a preview writes nothing
    res.add_sanction(desk, tid, late)
    with desk.read() as session:
        table = {s.entry: s for s in current_standings(session, tid)}
    assert (table[ns].vp, table[ew].vp) == (11, 9)
    refused(
        db,
        lambda: res.add_sanction(desk, tid, Sanction("late", entry=99, round=number, minutes=3)),
        "unknown entry 99",
    )
    refused(
        db,
        lambda: res.add_sanction(desk, tid, Sanction("lost_score_sheet", round=number, table=7)),
        "round 1 has no table 7",
    )


def test_registration_refusals_name_the_rule(desk: Desk, db: Database) -> None:
    tid = make_tournament(desk, pairs=3, plan="mitchell:4")
    refused(
        db,
        lambda: reg.add_player(desk, "Verdi", "Anna", card="FIB0001a"),
        "card FIB0001a already belongs to Rossi1 Maria",
    )
    with desk.read() as session:
        taken = session.scalar(select(models.Player.id).where(models.Player.card == "FIB0001a"))
    newcomer = reg.add_player(desk, "Verdi", "Anna", card="FIB9999")
    refused(
        db, lambda: reg.register_entry(desk, tid, [taken, newcomer]), "Rossi1 Maria is already in entry 1"
    )
    refused(db, lambda: reg.register_entry(desk, tid, [newcomer]), "a pairs entry has 2 players, not 1")
    # Substitution: before half the rounds, once, by someone who has not played.
    with desk.read() as session:
        other = session.scalar(select(models.Player.id).where(models.Player.card == "FIB0002a"))
    refused(db, lambda: reg.substitute(desk, tid, 1, taken, other), "two half-pairs are never merged")
    reg.substitute(desk, tid, 1, taken, newcomer)
    spare = reg.add_player(desk, "Neri", "Luca")
    with desk.read() as session:
        partner = session.scalar(select(models.Player.id).where(models.Player.card == "FIB0001b"))
    refused(
        db, lambda: reg.substitute(desk, tid, 1, partner, spare), "entry 1 has already had its substitution"
    )
    # Late entry: with three pairs (odd) one more may complete the incomplete table once play has started.
    play_round(desk, tid)
    late_a, late_b = reg.add_player(desk, "Gallo", "Sara"), reg.add_player(desk, "Conti", "Marco")
    assert reg.register_entry(desk, tid, [late_a, late_b]) == 4
    more = [reg.add_player(desk, "Costa", "Elena"), reg.add_player(desk, "Greco", "Paolo")]
    refused(
        db,
        lambda: reg.register_entry(desk, tid, more),
        "registration is closed: a late entry is admitted by the referee to complete an incomplete table, or "
        r"by the organiser's choice \(IT Art. 39\)",
    )
    # The organiser admits it all the same: the desk asked, and the choice is in the journal.
    assert reg.register_entry(desk, tid, more, admitted=True) == 5
    with desk.read() as session:
        notes = [
            a.before or {} for a in session.scalars(select(models.AuditEntry).order_by(models.AuditEntry.id))
        ]
    assert [n["late"] for n in notes if "late" in n] == ["completes_table", "organiser"]
    play_round(desk, tid)
    refused(
        db, lambda: reg.substitute(desk, tid, 2, other, spare), "substitutions are allowed only before half"
    )


def test_search_ignores_accents_and_case(desk: Desk) -> None:
    reg.add_player(desk, "Šimić", "Ana", card="HR1", club="Circolo Aurora")
    reg.add_player(desk, "Rossi", "Niccolò", club="Club Zeta")
    assert [p.surname for p in reg.search_players(desk, "simic")] == ["Šimić"]
    assert [p.name for p in reg.search_players(desk, "NICCOLO")] == ["Niccolò"]
    assert [p.surname for p in reg.search_players(desk, "aurora")] == ["Šimić"]


def test_undo_redo_and_audit(desk: Desk, db: Database) -> None:
    tid = make_tournament(desk, pairs=4)
    number = rnd.propose_round(desk, tid, seed=3)
    rnd.publish_round(desk, tid, number)
    before = all_rows(db)
    res.enter_result(desk, tid, number, 1, 1200, 1000)
    after = all_rows(db)
    assert len(after["results"]) == 1
    res_undone = desk.undo(tid)
    assert "results" in res_undone.tables
    rows = all_rows(db)
    assert rows["results"] == [] and rows["rounds"] == before["rounds"]
    desk.redo(tid)
    assert all_rows(db)["results"] == after["results"]
    # Undo twice: the result, then the publication.
    desk.undo(tid)
    desk.undo(tid)
    with desk.read() as session:
        assert (
            session.scalar(select(models.Round.status).where(models.Round.tournament_id == tid)) == "proposed"
        )
    # A new action clears the redo stack.
    rnd.publish_round(desk, tid, number)
    with pytest.raises(ServiceError, match="nothing to redo"):
        desk.redo(tid)
    with desk.read() as session:
        log = session.scalars(
            select(models.AuditEntry)
            .where(models.AuditEntry.tournament_id == tid)
            .order_by(models.AuditEntry.id)
        ).all()
    actions = [entry.action for entry in log]
    assert actions[-6:] == ["enter_result", "undo", "redo", "undo", "undo", "publish_round"]
    result_entry = next(e for e in log if e.action == "enter_result")
    assert result_entry.actor == "test"
    assert result_entry.after is not None and result_entry.after["rows"][0][0] == "results"
    assert result_entry.after["rows"][0][2]["ns_points"] == 1200


def test_undo_of_a_proposed_round_removes_every_table(desk: Desk, db: Database) -> None:
    tid = make_tournament(desk, pairs=5)
    before = all_rows(db)
    rnd.propose_round(desk, tid, seed=4)
    assert (len(all_rows(db)["seats"]), len(all_rows(db)["rests"])) == (4, 1)
    desk.undo(tid)
    after = all_rows(db)
    for table in ("rounds", "round_tables", "seats", "rests", "tournaments"):
        assert after[table] == before[table], table


def test_export_import_export_gives_the_same_document(desk: Desk, db: Database) -> None:
    tid = make_tournament(desk, pairs=5)
    play_round(desk, tid)
    number = rnd.propose_round(desk, tid)
    rnd.publish_round(desk, tid, number)
    res.add_sanction(desk, tid, Sanction("warning", entry=2, round=number, article="IT 28"))
    reg.withdraw(desk, tid, 3, from_round=3)
    first = export_text(desk, tid)
    copy_id = import_text(desk, first)
    assert copy_id != tid
    second = export_text(desk, copy_id)
    assert second == first
    document = json.loads(first)
    assert document["standings"][0]["rank"] == 1
    assert loads(first).sanctions[-1].type == "withdrawal"


def test_bad_file_imports_nothing(desk: Desk, db: Database) -> None:
    tid = make_tournament(desk, pairs=4)
    play_round(desk, tid)
    document = json.loads(export_text(desk, tid))
    document["rounds"][0]["tables"][1]["ns"] = document["rounds"][0]["tables"][0]["ns"]
    refused(
        db,
        lambda: import_text(desk, json.dumps(document)),
        r"rounds\[0\].tables\[1\]: entry \d+ is twice in round 1",
    )


def test_propose_refusals(desk: Desk, db: Database) -> None:
    tid = make_tournament(desk, pairs=4, planned_rounds=1, plan="mitchell:1")
    rnd.propose_round(desk, tid, seed=1)
    refused(db, lambda: rnd.propose_round(desk, tid), "round 1 is still open: close it first")
    rnd.publish_round(desk, tid, 1)
    refused(
        db, lambda: rnd.edit_round(desk, tid, 1, "swap", 1, 2), "round 1 is published: its seating is frozen"
    )


def test_manual_edit_lists_what_it_introduces(desk: Desk) -> None:
    tid = make_tournament(desk, pairs=4, plan="mitchell:1,danish:3")
    play_round(desk, tid)
    number = rnd.propose_round(desk, tid)
    view = rnd.view_round(desk, tid, number)
    first = load_table(desk, tid, 1, 1)
    # Seat round 1's table-1 opponents together again: the edit warns about the repeat meeting.
    rnd.edit_round(desk, tid, number, "seat_together", first[0], first[1])
    edited = rnd.view_round(desk, tid, number)
    assert edited.system == "manual" and view.system == "danish"
    assert any(w.code == "repeat" and set(w.entries) == set(first) for w in edited.warnings)


def test_team_lineups_seat_the_declared_pairs(desk: Desk, db: Database) -> None:
    tid = reg.create_tournament(
        desk, reg.TournamentSettings("Squadre", TODAY, kind="teams", planned_rounds=2, plan="danish:2")
    )
    rosters = {}
    for team in range(1, 5):
        players = [reg.add_player(desk, f"S{team}", f"G{i}") for i in range(4)]
        rosters[team] = players
        reg.register_entry(desk, tid, players, name=f"Squadra {team}")
    number = rnd.propose_round(desk, tid, seed=8)
    rnd.publish_round(desk, tid, number)
    view = rnd.view_round(desk, tid, number)
    home = view.tables[0].ns[0]
    team_players = rosters[home]
    rnd.declare_lineup(desk, tid, number, home, team_players[:2], team_players[2:])
    with desk.read() as session:
        tables = session.scalars(
            select(models.RoundTable)
            .join(models.Round)
            .where(models.Round.tournament_id == tid)
            .order_by(models.RoundTable.number)
        ).all()
        assert (tables[0].room, tables[0].ns_players) == ("open", team_players[:2])
        assert (tables[1].room, tables[1].ew_players) == ("closed", team_players[2:])
    stranger = rosters[home % 4 + 1][0]
    refused(
        db,
        lambda: rnd.declare_lineup(desk, tid, number, home, [team_players[0], stranger], team_players[2:]),
        f"team {home}: {stranger} not in the team",
    )
    # Team results: the two rooms are summed into one match and scored on the team table.
    res.enter_result(desk, tid, number, 1, 1500, 1000)
    outcome = res.enter_result(desk, tid, number, 2, 1000, 1200)
    assert outcome.table == 2
    with desk.read() as session:
        table = {s.entry: s for s in current_standings(session, tid)}
    # Home team: +500 in the open room, +200 as East-West in the closed room = +700 -> teams 555..800 -> 13-7.
    assert table[home].vp == 13 and table[home].mp == 700


def test_deal_by_deal_sheet_gives_the_totals(desk: Desk, db: Database) -> None:
    tid = make_tournament(desk, pairs=4)
    number = rnd.propose_round(desk, tid, seed=1)
    rnd.publish_round(desk, tid, number)
    # 4 deals: 300+250+200+250 = 1000 against 150+100+300+100 = 650 -> 350 MP -> 12-8.
    deals = [(300, 150), (250, 100), (200, 300), (250, 100)]
    outcome = res.enter_result(desk, tid, number, 1, None, None, deals=deals)
    assert (outcome.ns_vp, outcome.ew_vp, outcome.ns_mp) == (12, 8, 350)
    with desk.read() as session:
        stored = load(session, tid).rounds[0].tables[0].result
    assert stored is not None and (stored.ns_points, stored.ew_points, stored.deals) == (
        1000,
        650,
        tuple(deals),
    )
    refused(db, lambda: res.enter_result(desk, tid, number, 2, 1000, None), "give both totals")
    refused(db, lambda: res.enter_result(desk, tid, number, 2, None, None), "give both totals")
    refused(
        db,
        lambda: res.enter_result(desk, tid, number, 2, None, None, deals=[(300, 152)]),
        r"round 1, table 2: .*152 is not a multiple of 5",
    )


def test_wrong_table_keeps_the_result_and_warns(desk: Desk, db: Database) -> None:
    tid = make_tournament(desk, pairs=5)
    number = rnd.propose_round(desk, tid, seed=1)
    rnd.publish_round(desk, tid, number)
    view = rnd.view_round(desk, tid, number)
    for table in view.tables:
        res.enter_result(desk, tid, number, table.number, 1000, 650)
    resting = view.rests[0]
    playing = view.tables[0].ns[0]
    refused(
        db,
        lambda: res.give_warning(desk, tid, resting, number, "wrong_table"),
        f"entry {resting} did not play in round 1",
    )
    refused(
        db,
        lambda: res.give_warning(desk, tid, playing, number, "smoking"),
        "a warning needs one of the ruleset's infractions, or a reason and its article",
    )
    before = {s.entry: s for s in current_standings_of(desk, tid)}
    res.give_warning(desk, tid, playing, number, "wrong_table")
    with desk.read() as session:
        tournament = load(session, tid)
    (warning,) = tournament.sanctions
    assert (warning.type, warning.entry, warning.article, warning.note) == (
        "warning",
        playing,
        "IT Art. 2",
        "wrong_table",
    )
    after = {s.entry: s for s in current_standings_of(desk, tid)}
    # The result stands; one warning costs nothing yet (every second one costs 1 VP).
    assert after[playing].vp == before[playing].vp and after[playing].warnings == 1
    res.give_warning(desk, tid, playing, number, "slow_play")
    assert {s.entry: s for s in current_standings_of(desk, tid)}[playing].vp == before[playing].vp - 1


def current_standings_of(desk: Desk, tid: int) -> list[Any]:
    with desk.read() as session:
        return current_standings(session, tid)
