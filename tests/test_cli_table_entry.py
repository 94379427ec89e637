"""The command line of issue 26: ``tournament table-entry T on|off`` and ``round codes T [--round R]``."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from fibur_director.db.database import open_database
from fibur_director.services.actions import Desk
from fibur_director.services.table_entry import round_codes
from tests.services.test_workflow import make_tournament, play_round
from tests.test_cli import run
from tests.test_cli_desk import cli, refused


@pytest.fixture
def database(tmp_path: Path) -> Path:
    path = tmp_path / "torneo.sqlite3"
    with open_database(path) as db:
        desk = Desk(db, actor="banco")
        tid = make_tournament(desk, pairs=8)
        play_round(desk, tid)
        from fibur_director.services import rounds

        rounds.publish_round(desk, tid, rounds.propose_round(desk, tid, seed=7))
    return path


def test_the_switch_and_the_codes(capsys: pytest.CaptureFixture[str], database: Path) -> None:
    refused(capsys, database, "table entry is off", "round", "codes", "1")
    assert cli(capsys, database, "tournament", "table-entry", "1", "on") == "table entry on"
    code, out, err = run(capsys, "round", "codes", "1", "--database", str(database))
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert [line.split()[0] for line in lines] == ["1", "2", "3", "4"]
    assert all(re.fullmatch(r"\d+ [A-HJKMNP-Z]{6} [A-HJKMNP-Z]{6}", line) for line in lines), lines
    with open_database(database) as db:
        again = round_codes(Desk(db), 1, 2)
    assert [f"{c.table} {c.ns} {c.ew}" for c in again] == lines  # made once, read back the same
    refused(capsys, database, "round 1 is closed", "round", "codes", "1", "--round", "1")
    assert cli(capsys, database, "tournament", "table-entry", "1", "off") == "table entry off"
    refused(capsys, database, "table entry is off", "round", "codes", "1")
