"""A sheet both phones were told is recorded is in the file, whatever runs beside the server (issue 39, item 1).

Found from outside: ``serve`` opened its check-in writer at a device's first post, reading the file's header with
Python's ``open()`` while it already held SQLite connections to it; closing that descriptor dropped the process's
locks, so the next process to open and close the file (any command line, even ``tournament list``) took itself for
the last user, checkpointed and deleted ``-wal`` and ``-shm`` under the server, whose later commits went to an
unlinked WAL: the phones read "registrato", the file never had it. One wrong check-in code from anyone on the
Wi-Fi was enough. Here the room runs as it really does, in several processes on one file."""

from __future__ import annotations

import os
import re
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from fibur_director.db.database import Database
from fibur_director.services import rounds as rnd
from fibur_director.services import table_entry as tab
from fibur_director.services.actions import Desk
from fibur_director.web.server import ServerProcess
from tests.support.builders import make_tournament
from tests.support.phones import Phone

CLI = [sys.executable, "-m", "fibur_director.cli"]
DEALS = [(300, 100), (200, 50), (150, 200), (100, 0)]  # 750 - 350


def _room(database: Database) -> tuple[int, list[tab.TableCodes]]:
    desk = Desk(database, actor="arbitro")
    tid = make_tournament(desk, pairs=8, plan="mitchell:4")
    tab.set_table_entry(desk, tid, True)
    number = rnd.propose_round(desk, tid, seed=3)
    rnd.publish_round(desk, tid, number)
    return tid, tab.round_codes(desk, tid, number)


def _in_file(path: Path) -> tuple[list[tuple[int, int]], str]:
    """The results and the integrity verdict, read by a plain SQLite connection after everyone has gone."""
    connection = sqlite3.connect(path)
    try:
        rows = connection.execute("SELECT ns_points, ew_points FROM results ORDER BY id").fetchall()
        return rows, str(connection.execute("PRAGMA integrity_check").fetchone()[0])
    finally:
        connection.close()


def _beside(path: Path, *command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*CLI, *command, "--database", str(path)], capture_output=True, text=True, timeout=60
    )


def _the_evening(base: str, path: Path, codes: list[tab.TableCodes]) -> None:
    """A guest's wrong check-in code, a command line beside the server, then a table's two lines."""
    status, _page = Phone(base).pair_door("ZZZZZZ")
    assert status == 403  # refused, and the server opened nothing for it
    _beside(path, "tournament", "list")
    table = codes[0]
    assert Phone(base).send_sheet(table.ns, DEALS) == "inviato"
    _beside(path, "tournament", "list")
    assert Phone(base).confirm(table.ew) == "registrato"
    _beside(path, "tournament", "list")
    status, _page = Phone(base).get("/")
    assert status == 200


@pytest.fixture
def serve(db: Database, db_path: Path) -> Iterator[tuple[subprocess.Popen[str], str, list[tab.TableCodes]]]:
    _tid, codes = _room(db)
    db.close()  # the referee's desk is closed: serve alone on the file, the command line beside it
    server = subprocess.Popen(
        [*CLI, "serve", "--database", str(db_path), "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=dict(os.environ, PYTHONUNBUFFERED="1"),
    )
    try:
        assert server.stdout is not None
        found = re.search(r"http://127\.0\.0\.1:\d+/", server.stdout.readline())
        assert found, server.stderr.read() if server.stderr else ""
        yield server, found.group(0), codes
    finally:
        server.terminate()
        server.wait(10)


@pytest.mark.slow
def test_serve_keeps_a_recorded_sheet_with_a_command_line_beside_it(
    serve: tuple[subprocess.Popen[str], str, list[tab.TableCodes]], db_path: Path
) -> None:
    server, base, codes = serve
    _the_evening(base, db_path, codes)
    server.terminate()
    assert server.wait(10) == 0 or server.returncode is not None
    assert _in_file(db_path) == ([(750, 350)], "ok")


@pytest.mark.slow
def test_the_desk_s_own_server_keeps_a_recorded_sheet(db: Database, db_path: Path) -> None:
    """The same evening with the referee's desk holding the file and its built-in server (``ServerProcess``, what
    "Pubblica in sala" starts); the command line beside them is refused by the desk's lock, as it should."""
    _tid, codes = _room(db)
    server = ServerProcess(db_path, "127.0.0.1", 0)
    try:
        _the_evening(server.address, db_path, codes)
    finally:
        server.stop()
    db.close()
    assert _in_file(db_path) == ([(750, 350)], "ok")
