"""A withdrawal or an absence never rewrites a round already played (IT/REV Art. 38: «restano confermati i
risultati conseguiti precedentemente»). Issue 28, item 3: ``entry withdraw T E --from-round 1`` after round 2
was played turned real wins into 7-VP absences.

Four pairs, 3 rounds, Burraco Italiano with 4 deals (IT Art. 18): 1350-1000 is +350, 12-8; 1000-1000 is 10-10.
An absent pair's first absent round scores 7 VP and -505 MP, its opponent 13 VP and +505 (IT Art. 38; DIGEST §4).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from fibur_director.db.database import Database
from fibur_director.domain.tournament import Sanction
from fibur_director.games.burraco.ruleset import get_ruleset
from fibur_director.games.burraco.standings import round_scores
from fibur_director.services import registration as reg
from fibur_director.services import results as res
from fibur_director.services import rounds as rnd
from fibur_director.services.actions import Desk
from fibur_director.services.readmodel import load
from tests.support.builders import make_tournament, refused
from tests.support.cli import cli
from tests.support.cli import refused as cli_refused

VP = {(1350, 1000): (12, 8), (1000, 1000): (10, 10)}


def _play(
    capsys: pytest.CaptureFixture[str], database: Path, tid: str, sheets: dict[str, tuple[int, int]]
) -> None:
    number = cli(capsys, database, "round", "propose", tid, "--seed", "3")
    cli(capsys, database, "round", "publish", tid)
    for table, (ns, ew) in sheets.items():
        cli(capsys, database, "result", tid, number, table, str(ns), str(ew))
    cli(capsys, database, "round", "close", tid)


def test_the_command_refuses_a_played_round_and_keeps_the_results(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    database = tmp_path / "torneo.sqlite3"
    tid = cli(
        capsys, database, "tournament", "create", "--name", "Ritiri", "--rounds", "3", "--plan", "danish:3"
    )
    players = [cli(capsys, database, "player", "add", "--surname", f"R{i}", "--name", "U") for i in range(8)]
    for i in range(0, 8, 2):
        cli(capsys, database, "entry", "add", tid, players[i], players[i + 1])
    _play(capsys, database, tid, {"1": (1350, 1000), "2": (1000, 1000)})
    _play(capsys, database, tid, {"1": (1000, 1000), "2": (1350, 1000)})

    words = "entry 1 has played round 2: a withdrawal counts from round 3 on, not from round 1"
    cli_refused(capsys, database, words, "entry", "withdraw", tid, "1", "--from-round", "1")
    cli_refused(capsys, database, "not from round 2", "entry", "withdraw", tid, "1", "--from-round", "2")
    cli_refused(
        capsys,
        database,
        "entry 1 has played round 2: an absence counts from round 3 on",
        "sanction",
        "add",
        tid,
        "--type",
        "absent",
        "--entry",
        "1",
        "--round",
        "2",
    )
    # Without --from-round the command takes the first round the pair has not played, as the desk does.
    assert cli(capsys, database, "entry", "withdraw", tid, "1") == "1"
    number = cli(capsys, database, "round", "propose", tid, "--seed", "3")
    cli(capsys, database, "round", "publish", tid)
    out = tmp_path / "ritiri.json"
    cli(capsys, database, "tournament", "export", tid, "--out", str(out))
    document = json.loads(out.read_text(encoding="utf-8"))
    assert [(s["type"], s["entry"], s["from_round"]) for s in document["sanctions"]] == [("withdrawal", 1, 3)]
    for played in document["rounds"][:2]:
        for table in played["tables"]:
            ns_vp, ew_vp = VP[(table["result"]["ns_points"], table["result"]["ew_points"])]
            if 1 in (table["ns"], table["ew"]):
                mine = ns_vp if table["ns"] == 1 else ew_vp
                assert mine in (12, 10, 8)  # a real result, not the 7 of an absence
    [third] = [t for t in document["rounds"][2]["tables"] if 1 in (t["ns"], t["ew"])]
    opponent = third["ew"] if third["ns"] == 1 else third["ns"]
    earned = {row["entry"]: row["vp"] for row in document["standings"]}
    before = {e: 0 for e in range(1, 5)}
    for played in document["rounds"][:2]:
        for table in played["tables"]:
            ns_vp, ew_vp = VP[(table["result"]["ns_points"], table["result"]["ew_points"])]
            before[table["ns"]] += ns_vp
            before[table["ew"]] += ew_vp
    # Round 3 is decided by the absence: 7 to the pair that left, 13 to its opponent.
    assert earned[1] == before[1] + 7 and earned[opponent] == before[opponent] + 13
    assert number == "3"


def test_a_sheet_entered_this_round_counts_as_played(desk: Desk, db: Database) -> None:
    tid = make_tournament(desk, pairs=4, planned_rounds=3, plan="danish:3")
    number = rnd.propose_round(desk, tid, seed=3)
    rnd.publish_round(desk, tid, number)
    first, second = rnd.view_round(desk, tid, number).tables
    res.enter_result(desk, tid, number, first.number, 1350, 1000)
    played, waiting = first.ns[0], second.ns[0]
    refused(db, lambda: reg.withdraw(desk, tid, played, 1), f"entry {played} has played round 1")
    refused(
        db,
        lambda: res.add_sanction(desk, tid, Sanction("absent", entry=played, round=1)),
        f"entry {played} has played round 1: an absence counts from round 2 on",
    )
    # The other table has no sheet yet: its pair may still be absent, or leave, from this round.
    assert reg.first_unplayed_round(desk, tid, waiting) == 1
    assert reg.first_unplayed_round(desk, tid, played) == 2
    reg.withdraw(desk, tid, waiting, 1)
    refused(
        db,
        lambda: res.enter_result(desk, tid, number, second.number, 1000, 1000),
        f"round 1, table {second.number}: entry {waiting} withdrew from round 1: the table is decided by the "
        "absence, not by a score sheet",
    )
    with desk.read() as session:
        scores = {
            s.entry: (s.vp, s.mp) for s in round_scores(load(session, tid), get_ruleset("burraco-italiano"))
        }
    assert scores[played] == (12, 350) and scores[first.ew[0]] == (8, -350)
    assert scores[waiting] == (7, -505) and scores[second.ew[0]] == (13, 505)


def test_a_quarrel_happens_in_a_round_whose_sheet_may_be_entered(desk: Desk, db: Database) -> None:
    """After a quarrel (IT Art. 38 Abbandono) the guilty pair loses the quarrel round 0 VP and the innocent side
    keeps the better of its real score and 13 VP: the sheet of that round may be entered already, so only a
    closed round is behind a quarrel. 1350-1000 on 4 deals was 12-8 and +350; now 0 and -505 against 13 and
    +505 (the innocent side's 8 VP and -350 are worse than the award)."""
    tid = make_tournament(desk, pairs=4, planned_rounds=3, plan="danish:3")
    number = rnd.propose_round(desk, tid, seed=3)
    rnd.publish_round(desk, tid, number)
    first, second = rnd.view_round(desk, tid, number).tables
    res.enter_result(desk, tid, number, first.number, 1350, 1000)
    guilty, innocent = first.ns[0], first.ew[0]
    reg.withdraw(desk, tid, guilty, 1, quarrel=True)
    res.enter_result(desk, tid, number, second.number, 1000, 1000)
    rnd.close_round(desk, tid, number)
    with desk.read() as session:
        scores = {
            s.entry: (s.vp, s.mp) for s in round_scores(load(session, tid), get_ruleset("burraco-italiano"))
        }
    assert scores[guilty] == (0, -505) and scores[innocent] == (13, 505)
    late = second.ns[0]
    refused(
        db,
        lambda: reg.withdraw(desk, tid, late, 1, quarrel=True),
        f"entry {late} has played round 1: a withdrawal counts from round 2 on",
    )


def test_a_redo_cannot_bring_back_a_withdrawal_over_a_sheet_entered_since(desk: Desk, db: Database) -> None:
    """Two desks: the first withdraws a pair from round 2 and takes it back; the second enters that pair's
    round-2 sheet (2500-600, +1900: 19-1 on 4 deals); the first desk's redo would turn the sheet into an absence (IT Art. 38),
    so it is refused and nothing changes. The sheet's rows were never the withdrawal's, so only a check of the
    whole tournament sees it."""
    tid = make_tournament(desk, pairs=4, planned_rounds=3, plan="danish:3")
    number = rnd.propose_round(desk, tid, seed=3)
    rnd.publish_round(desk, tid, number)
    for table in rnd.view_round(desk, tid, number).tables:
        res.enter_result(desk, tid, number, table.number, 1000, 1000)
    rnd.close_round(desk, tid, number)
    number = rnd.propose_round(desk, tid, seed=3)
    rnd.publish_round(desk, tid, number)
    table = rnd.view_round(desk, tid, number).tables[0]
    leaving = table.ns[0]
    other = Desk(db, actor="banco 2")
    reg.withdraw(desk, tid, leaving, 2)
    desk.undo(tid)
    res.enter_result(other, tid, number, table.number, 2500, 600)
    refused(
        db,
        lambda: desk.redo(tid),
        f"cannot redo withdraw: entry {leaving} has played round 2: a withdrawal counts from round 3 on, not "
        "from round 2, since the results already obtained stand \\(IT Art. 38\\); nothing was changed",
    )
    with desk.read() as session:
        scores = {
            (s.entry, s.round): s.vp
            for s in round_scores(load(session, tid), get_ruleset("burraco-italiano"))
        }
    assert scores[leaving, 2] == 19 and scores[table.ew[0], 2] == 1


def test_a_redo_cannot_bring_back_a_withdrawal_over_a_bye_closed_since(desk: Desk, db: Database) -> None:
    """Five pairs, one resting each round. The first desk withdraws round 2's resting pair from round 2 and takes
    it back; the second desk enters round 2's sheets and closes it: the bye is played (IT Art. 38, a closed
    round), though no sheet of the pair's exists. Redoing the withdrawal would turn the bye into an absence: it
    is refused with the desk's own sentence, and nothing changes (review of issue 28)."""
    tid = make_tournament(desk, pairs=5, planned_rounds=3, plan="danish:3")
    for number in (1, 2):
        rnd.propose_round(desk, tid, seed=3)
        rnd.publish_round(desk, tid, number)
        if number == 2:
            break
        for table in rnd.view_round(desk, tid, number).tables:
            res.enter_result(desk, tid, number, table.number, 1000, 1000)
        rnd.close_round(desk, tid, number)
    (resting,) = rnd.view_round(desk, tid, 2).rests
    other = Desk(db, actor="banco 2")
    reg.withdraw(desk, tid, resting, 2)
    desk.undo(tid)
    for table in rnd.view_round(other, tid, 2).tables:
        res.enter_result(other, tid, 2, table.number, 1000, 1000)
    rnd.close_round(other, tid, 2)
    refused(
        db,
        lambda: desk.redo(tid),
        f"cannot redo withdraw: entry {resting} has played round 2: a withdrawal counts from round 3 on",
    )


def test_an_old_inconsistency_does_not_block_an_unrelated_undo(desk: Desk, db: Database) -> None:
    """A database written by a version whose check was looser holds a withdrawal over a played sheet; undoing a
    sheet entered since, at another table, is still possible: only a failure the undo itself brings is refused."""
    from sqlalchemy import insert, text

    from fibur_director.db import models

    tid = make_tournament(desk, pairs=4, planned_rounds=3, plan="danish:3")
    number = rnd.propose_round(desk, tid, seed=3)
    rnd.publish_round(desk, tid, number)
    first = rnd.view_round(desk, tid, number).tables[0]
    res.enter_result(desk, tid, number, first.number, 1350, 1000)
    with db.engine.begin() as connection:
        entry_id = connection.execute(
            text("SELECT id FROM entries WHERE tournament_id = :t AND number = :n"),
            {"t": tid, "n": first.ns[0]},
        ).scalar_one()
        # Written around the services, as an older version's looser check let it through.
        connection.execute(
            insert(models.Sanction),
            {
                "tournament_id": tid,
                "type": "withdrawal",
                "entry_id": entry_id,
                "from_round": 1,
                "quarrel": False,
            },
        )
    desk.undo(tid)  # the sheet of table 1 goes; the old withdrawal stays as it was
    with desk.read() as session:
        tables = load(session, tid).rounds[0].tables
    assert all(t.result is None for t in tables)


def test_a_redo_cannot_bring_back_a_sheet_under_a_withdrawal_recorded_since(desk: Desk, db: Database) -> None:
    """The reverse order: the first desk enters a sheet and takes it back; the second desk records the pair's
    withdrawal from that round (allowed: nothing of its round is played); redoing the sheet would leave a
    withdrawal over an entered sheet, a tournament no file could hold, so it is refused and nothing changes."""
    tid = make_tournament(desk, pairs=4, planned_rounds=3, plan="danish:3")
    number = rnd.propose_round(desk, tid, seed=3)
    rnd.publish_round(desk, tid, number)
    table = rnd.view_round(desk, tid, number).tables[0]
    res.enter_result(desk, tid, number, table.number, 1350, 1000)
    desk.undo(tid)
    other = Desk(db, actor="banco 2")
    reg.withdraw(other, tid, table.ns[0], 1)
    refused(
        db,
        lambda: desk.redo(tid),
        f"cannot redo enter_result: a withdrawal of entry {table.ns[0]} covers round 1, whose sheet at table "
        f"{table.number} is entered",
    )
