"""Nothing committed is ever lost: kill -9 mid-write, stale locks, backups of a live WAL database."""

from __future__ import annotations

import signal
import sqlite3
from pathlib import Path

import pytest
from sqlalchemy import select

from fibur_director.db.backup import snapshot
from fibur_director.db.database import Database, open_database
from fibur_director.db.lock import DatabaseInUse
from fibur_director.db.models import Result
from tests.db.helpers import small_tournament
from tests.support.children import ROOT, child_process

pytestmark = pytest.mark.slow


@pytest.mark.parametrize("commits_before_kill", [1, 37, 250])
def test_kill_9_during_a_burst_of_results_loses_nothing(db_path: Path, commits_before_kill: int) -> None:
    child = child_process(str(ROOT / "tests" / "db" / "writer_child.py"), str(db_path))
    assert child.stdout is not None
    committed: list[int] = []
    try:
        while len(committed) < commits_before_kill:
            line = child.stdout.readline()
            assert line, f"writer died early: {child.stderr.read() if child.stderr else ''}"
            committed.append(int(line))
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()
    assert child.returncode == -signal.SIGKILL
    # Ids the child printed before it died but the parent had not read yet are in the pipe; each was printed
    # after its commit returned, so each must survive too (without them, "at most one more" fails whenever
    # the writer ran ahead of the reader).
    committed.extend(int(line) for line in child.stdout.read().split())

    # The dead writer's lock is stale (its PID is gone), so the desk can reopen the file at once.
    with open_database(db_path) as database:
        assert database.integrity_check() == "ok"
        with database.engine.connect() as connection:
            assert connection.exec_driver_sql("PRAGMA foreign_key_check").fetchall() == []
        with database.sessions() as session:
            stored = set(session.scalars(select(Result.id)).all())
            # Every result the child reported as committed is there; at most one more (committed, not yet printed).
            assert set(committed) <= stored
            assert len(stored) - 1 - len(committed) in (0, 1)  # minus the result of the setup tournament
            for result in session.scalars(select(Result)):
                assert result.deals is None or result.deals == [[result.ns_points, result.ew_points]]


def test_second_desk_on_the_same_file_is_refused(db: Database, db_path: Path) -> None:
    probe = child_process(
        "-c",
        f"from pathlib import Path\nfrom fibur_director.db.database import open_database\nopen_database(Path({str(db_path)!r}))",
    )
    _out, err = probe.communicate(timeout=60)
    assert probe.returncode != 0 and "DatabaseInUse" in err and "already open" in err

    with pytest.raises(DatabaseInUse) as caught:
        open_database(db_path)
    assert str(db_path) in str(caught.value) and "già aperto" in caught.value.italian


def test_lock_is_released_on_close(db_path: Path) -> None:
    open_database(db_path).close()
    open_database(db_path).close()


def test_snapshot_of_a_live_wal_database(db: Database, db_path: Path, tmp_path: Path) -> None:
    with db.sessions.begin() as session:
        small_tournament(session)
    assert Path(f"{db_path}-wal").exists()  # the rows may still live only in the WAL
    copy = snapshot(db_path, "round-close", tmp_path / "snaps")
    assert copy.name.startswith("torneo-") and copy.name.endswith("-round-close.sqlite3")
    assert not list((tmp_path / "snaps").glob("*.partial"))
    with sqlite3.connect(copy) as connection:
        assert connection.execute("SELECT ns_points, ew_points FROM results").fetchall() == [(1250, 900)]
        assert connection.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    connection.close()
