"""IT/REV Art. 2: the pairing system is announced to the players before the start. A round proposed by the
plan's method says nothing; one proposed by another method is allowed (the referee decides) but carries a
warning naming the plan, and the journal records the departure (issue 35, item 2)."""

from __future__ import annotations

from pathlib import Path

import pytest

from fibur_director.db.database import Database
from fibur_director.services import journal
from fibur_director.services import rounds as rnd
from fibur_director.services.actions import Desk
from tests.support.builders import make_tournament, play_round
from tests.support.cli import cli

PLAN = "round 2 is paired by danish, not by mitchell as the announced plan mitchell:4 says (IT Art. 2)"


def test_a_round_by_another_method_warns_naming_the_plan(desk: Desk, db: Database) -> None:
    tid = make_tournament(desk, pairs=9, planned_rounds=4, plan="mitchell:4")
    play_round(desk, tid)
    number = rnd.propose_round(desk, tid, "danish")
    view = rnd.view_round(desk, tid, number)
    assert view.system == "danish"
    [departure] = [w for w in view.warnings if w.code == "plan"]
    assert departure.english == PLAN
    assert departure.italian == (
        "il turno 2 è abbinato con il metodo «danese», non con «mitchell» come dice il piano annunciato "
        "mitchell:4 (IT Art. 2)"
    )
    logged = journal.audit_log(desk, tid)[0]
    assert logged.action == "propose_round"
    assert logged.summary.italian == (
        "Turno 2 proposto (danese), diversamente dal piano annunciato mitchell:4 (mitchell; IT Art. 2)"
    )
    # Undone and proposed by the plan: no warning, a plain journal line.
    desk.undo(tid)
    number = rnd.propose_round(desk, tid)
    view = rnd.view_round(desk, tid, number)
    assert view.system == "mitchell" and not [w for w in view.warnings if w.code == "plan"]
    assert journal.audit_log(desk, tid)[0].summary.italian == "Turno 2 proposto (mitchell)"
    # The plan's own method asked by name is no departure.
    desk.undo(tid)
    view = rnd.view_round(desk, tid, rnd.propose_round(desk, tid, "mitchell"))
    assert not [w for w in view.warnings if w.code == "plan"]


def test_without_a_plan_the_kind_s_system_is_the_announced_one(desk: Desk, db: Database) -> None:
    """No plan given: every round is a Mitchell (the default the desk shows); a Danish round says so."""
    tid = make_tournament(desk, pairs=4, planned_rounds=2, plan="")
    play_round(desk, tid)
    view = rnd.view_round(desk, tid, rnd.propose_round(desk, tid, "danish-norepeat"))
    [departure] = [w for w in view.warnings if w.code == "plan"]
    assert departure.english == (
        "round 2 is paired by danish-norepeat, not by mitchell as the announced plan mitchell says (IT Art. 2)"
    )


def test_a_departure_on_the_command_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    database = tmp_path / "torneo.sqlite3"
    tid = cli(
        capsys, database, "tournament", "create", "--name", "Piano", "--rounds", "4", "--plan", "mitchell:4"
    )
    players = [cli(capsys, database, "player", "add", "--surname", f"A{i}", "--name", "B") for i in range(18)]
    for i in range(0, 18, 2):
        cli(capsys, database, "entry", "add", tid, players[i], players[i + 1])
    assert cli(capsys, database, "round", "propose", tid, "--seed", "1") == "1"
    cli(capsys, database, "round", "publish", tid)
    for table in range(1, 5):
        cli(capsys, database, "result", tid, "1", str(table), "1000", "900")
    cli(capsys, database, "round", "close", tid)
    assert cli(capsys, database, "round", "propose", tid, "--method", "danish") == f"2; {PLAN}"
