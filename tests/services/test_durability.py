"""kill -9 during a burst of result entries through the services: nothing committed is lost, the file stays
consistent and the tournament still passes every domain check."""

from __future__ import annotations

import signal
from pathlib import Path

import pytest
from sqlalchemy import select

from fibur_director.db import models
from fibur_director.db.database import open_database
from fibur_director.games.burraco.check import check as burraco_check
from fibur_director.games.burraco.ruleset import get_ruleset
from fibur_director.services.readmodel import load
from tests.support.children import ROOT, child_process

pytestmark = pytest.mark.slow


@pytest.mark.parametrize("commits_before_kill", [3, 47])
def test_kill_9_while_entering_results(db_path: Path, commits_before_kill: int) -> None:
    child = child_process(str(ROOT / "tests" / "services" / "service_writer_child.py"), str(db_path))
    assert child.stdout is not None
    committed: list[tuple[int, int]] = []
    try:
        while len(committed) < commits_before_kill:
            line = child.stdout.readline()
            assert line and line != "done\n", (
                f"writer ended early: {child.stderr.read() if child.stderr else ''}"
            )
            number, table = map(int, line.split())
            committed.append((number, table))
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()
    with open_database(db_path) as database:
        assert database.integrity_check() == "ok"
        with database.engine.connect() as connection:
            assert connection.exec_driver_sql("PRAGMA foreign_key_check").fetchall() == []
        with database.sessions() as session:
            tid = session.scalars(select(models.Tournament.id)).one()
            tournament = load(session, tid)
            burraco_check(tournament, get_ruleset("burraco-italiano"))
            for number, table_number in committed:
                played = tournament.round(number)
                assert played is not None
                table = played.table(table_number)
                assert table is not None and table.result is not None
                assert table.result.ns_points == 1000 + 5 * table_number
            # One audit row per committed action, never a half action: every result has its log line.
            results = session.scalars(select(models.Result)).all()
            logged = session.scalars(
                select(models.AuditEntry).where(models.AuditEntry.action == "enter_result")
            ).all()
            assert len(logged) == len(results)
