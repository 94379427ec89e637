"""An unannounced late pair loses its seat and is re-seated by the referee so as to avoid incomplete tables
(IT/REV Art. 38, Assenze), also once the round is published (issue 28, item 4): a service the desk and the
command share, one transaction, audited, undoable, with the warnings the other seating edits give; a table
whose sheet is entered and a closed round are refused with nothing changed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from fibur_director.db.database import Database
from fibur_director.services import journal
from fibur_director.services import results as res
from fibur_director.services import rounds as rnd
from fibur_director.services.actions import Desk
from tests.support.builders import make_tournament, refused
from tests.support.cli import cli
from tests.support.cli import refused as cli_refused


def _published(desk: Desk, tid: int) -> rnd.RoundView:
    number = rnd.propose_round(desk, tid, seed=5)
    rnd.publish_round(desk, tid, number)
    return rnd.view_round(desk, tid, number)


def test_the_late_pair_gives_its_seat_to_the_resting_one(desk: Desk, db: Database) -> None:
    tid = make_tournament(desk, pairs=5, planned_rounds=3, plan="danish:3")
    view = _published(desk, tid)
    [resting] = view.rests
    table = view.tables[0]
    late, waiting = table.ns[0], table.ew[0]
    warnings = rnd.reseat_late(desk, tid, 1, late, resting)
    assert warnings == []  # nobody has rested yet this session
    after = rnd.view_round(desk, tid, 1)
    assert after.status == "published" and after.rests == (late,)
    moved = next(t for t in after.tables if t.number == table.number)
    assert (moved.ns[0], moved.ew[0]) == (resting, waiting)
    # Every other table as printed: same numbers, same entries.
    assert [(t.number, t.ns, t.ew) for t in after.tables if t.number != table.number] == [
        (t.number, t.ns, t.ew) for t in view.tables if t.number != table.number
    ]
    [logged] = [row for row in journal.audit_log(desk, tid) if row.action == "reseat_late"]
    assert logged.summary.italian == (
        f"Turno 1: formazione in ritardo non annunciato risistemata ({min(late, resting)} ↔ {max(late, resting)}; "
        "Art. 38)"
    )
    desk.undo(tid)
    assert rnd.view_round(desk, tid, 1).tables == view.tables and rnd.view_round(desk, tid, 1).rests == (
        resting,
    )
    desk.redo(tid)
    assert rnd.view_round(desk, tid, 1).rests == (late,)


def test_a_second_rest_is_warned_and_played_tables_are_refused(desk: Desk, db: Database) -> None:
    tid = make_tournament(desk, pairs=5, planned_rounds=3, plan="danish:3")
    first = _published(desk, tid)
    [rested] = first.rests
    for table in first.tables:
        res.enter_result(desk, tid, 1, table.number, 1350, 1000)
    refused(
        db,
        lambda: rnd.reseat_late(desk, tid, 1, first.tables[0].ns[0], rested),
        f"round 1, table {first.tables[0].number}: its score sheet is entered",
    )
    rnd.close_round(desk, tid, 1)
    refused(db, lambda: rnd.reseat_late(desk, tid, 1, rested, first.tables[0].ns[0]), "round 1 is closed")
    second = _published(desk, tid)
    [resting] = second.rests
    # The pair that rested in round 1 is late in round 2: resting again is its second rest in the session.
    warnings = rnd.reseat_late(desk, tid, 2, rested, resting)
    assert [w.code for w in warnings] == ["second_rest"]
    assert f"{rested}" in warnings[0].italian
    assert rnd.view_round(desk, tid, 2).warnings == tuple(warnings)
    refused(db, lambda: rnd.reseat_late(desk, tid, 2, 99, resting), "entry 99 does not exist")
    table = rnd.view_round(desk, tid, 2).tables[0]
    refused(db, lambda: rnd.reseat_late(desk, tid, 2, table.ns[0], table.ew[0]), "sit at the same table")


def test_the_command_moves_the_late_pair(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    database = tmp_path / "torneo.sqlite3"
    tid = cli(
        capsys, database, "tournament", "create", "--name", "Ritardi", "--rounds", "2", "--plan", "danish:2"
    )
    players = [cli(capsys, database, "player", "add", "--surname", f"R{i}", "--name", "U") for i in range(10)]
    for i in range(0, 10, 2):
        cli(capsys, database, "entry", "add", tid, players[i], players[i + 1])
    cli(capsys, database, "round", "propose", tid, "--seed", "3")
    cli_refused(capsys, database, "entry 9 does not exist", "round", "reseat-late", tid, "9", "1")
    cli(capsys, database, "round", "publish", tid)
    out = tmp_path / "prima.json"
    cli(capsys, database, "tournament", "export", tid, "--out", str(out))

    document = json.loads(out.read_text(encoding="utf-8"))
    [resting] = document["rounds"][0]["rest"]
    late = document["rounds"][0]["tables"][0]["ns"]
    assert cli(capsys, database, "round", "reseat-late", tid, str(late), str(resting)) == "1"
    cli(capsys, database, "tournament", "export", tid, "--out", str(out))
    document = json.loads(out.read_text(encoding="utf-8"))
    assert document["rounds"][0]["rest"] == [late]
    assert document["rounds"][0]["tables"][0]["ns"] == resting
    assert cli(capsys, database, "undo", tid).startswith("undone: reseat_late")
