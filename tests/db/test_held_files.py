"""A process holding SQLite connections never opens the database file with Python's own ``open()`` (issue 39).

Closing any descriptor of a file drops every POSIX lock the process holds on it, SQLite's included; the next
process to close the file then deletes the WAL under the first, whose later commits are lost
(``fibur_director.held_files``). Here: every file a person names is refused when it is the open database (or
its ``-wal``/``-shm``, or a link to it) with nothing changed; the audit hook that judges every test
(``tests/support/held_files_audit``) does catch the program opening a held file; and the failure itself, in the
room as it runs (tests/web/test_room_locks.py, several processes on one file)."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from fibur_director import held_files
from fibur_director.db.database import Database, open_database, open_reader, open_writer_beside
from fibur_director.domain import rulesets
from fibur_director.domain.errors import FiburError
from fibur_director.reports import pdf
from fibur_director.reports.files import read_tournament_file, write_atomically
from fibur_director.reports.player_list import read_player_list
from fibur_director.reports.workbook import Sheet, write_sheets
from fibur_director.services.actions import Desk
from fibur_director.services.circuit_sheet import read_stage_sheet
from fibur_director.services.circuits import read_circuit_file
from tests.support import held_files_audit
from tests.support.builders import all_rows, make_tournament


def _named_files(path: Path) -> dict[str, Callable[[], object]]:
    """Every place the program opens a file a person named, given ``path``."""
    return {
        "tournament file": lambda: read_tournament_file(path),
        "report": lambda: write_atomically(path, b"{}"),
        "workbook": lambda: write_sheets([Sheet("Classifica", ["A"], [10], [["1"]])], path),
        "pdf": lambda: pdf.build(path, pdf.Header("Torneo", "oggi", "Classifica"), [pdf.text("x")]),
        "player list": lambda: read_player_list(path),
        "circuit file": lambda: read_circuit_file(path),
        "stage sheet": lambda: read_stage_sheet(path),
    }


@pytest.mark.parametrize("which", ["", "-wal", "-shm", "link"])
def test_every_file_a_person_names_is_refused_when_it_is_the_open_database(
    db: Database, db_path: Path, tmp_path: Path, which: str
) -> None:
    desk = Desk(db, actor="arbitro")
    make_tournament(desk, pairs=4)
    if which == "link":
        named = tmp_path / "torneo-importato.json"
        named.symlink_to(db_path)
    else:
        named = Path(f"{db_path}{which}")
        assert named.exists()
    before = all_rows(db)
    for place, call in _named_files(named).items():
        with pytest.raises(FiburError, match="tournament database this program has open") as refused:
            call()
        assert "nulla è stato modificato" in refused.value.italian, place
    assert all_rows(db) == before
    assert db.integrity_check() == "ok"
    assert held_files_audit.take() == []  # refused before any descriptor was opened


def test_once_closed_the_same_file_is_a_file_like_any_other(db_path: Path) -> None:
    with open_database(db_path):
        assert held_files.held_file(db_path) == db_path.resolve()
    assert held_files.held_file(db_path) is None
    with pytest.raises(FiburError, match="not UTF-8"):
        read_tournament_file(db_path)  # read, and refused for what it holds


def test_the_reader_and_the_writer_beside_count_as_held_until_both_are_closed(
    db: Database, db_path: Path
) -> None:
    db.close()
    reader = open_reader(db_path)
    writer = open_writer_beside(db_path)
    reader.close()
    assert held_files.held_file(db_path) is not None
    writer.close()
    assert held_files.held_file(db_path) is None


def test_the_audit_hook_catches_the_program_opening_a_held_database(db: Database, db_path: Path) -> None:
    """The hook is what keeps this true from now on: it must see the program's own open() of a held file. A
    ruleset is read with Python's open (shipped files, never checked): named the database, it is caught."""
    with pytest.raises(FiburError):
        rulesets.read_toml(db_path)
    found = held_files_audit.take()
    assert len(found) == 1 and "domain/rulesets.py" in found[0] and str(db_path) in found[0]
    # A test's own read is the test's business, not the program's.
    assert db_path.read_bytes()[:16] == b"SQLite format 3\x00"
    assert held_files_audit.take() == []


def test_opening_a_writer_beside_a_reader_keeps_the_readers_locks(db: Database, db_path: Path) -> None:
    """The live server's order: its reader's connections exist, then it opens its writer (once with Python's
    open() to read the header, which dropped the reader's locks). Another process's open and close must then
    find the file in use and leave its WAL alone."""
    desk = Desk(db, actor="arbitro")
    make_tournament(desk, pairs=4)
    db.close()
    reader = open_reader(db_path)
    try:
        Desk(reader).version()  # a connection in the pool, holding SQLite's shared lock on -shm
        writer = open_writer_beside(db_path)
        try:
            Desk(writer).version()
            closing = "import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute('select count(*) from sqlite_master'); c.close()"
            subprocess.run([sys.executable, "-c", closing, str(db_path)], check=True)
            assert Path(f"{db_path}-wal").exists() and Path(f"{db_path}-shm").exists()
        finally:
            writer.close()
    finally:
        reader.close()


def _cli(*argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "fibur_director.cli", *argv], capture_output=True, text=True, timeout=120
    )


def test_no_command_writes_a_report_over_a_database(db: Database, db_path: Path, tmp_path: Path) -> None:
    """Found from outside (issue 39): the command line read its tournament, closed the file and then wrote the
    report over it. Any SQLite database named as an output is refused, held or not, and stays as it was."""
    desk = Desk(db, actor="arbitro")
    make_tournament(desk, pairs=4)
    db.close()
    before = db_path.read_bytes()
    other = tmp_path / "altro.sqlite3"
    open_database(other).close()
    where = ["--tournament", "1", "--database", str(db_path)]
    for target in (db_path, other):
        for argv in (
            ["export", *where, "--xlsx", str(target)],
            ["export", *where, "--federation", str(target)],
            ["print", "standings", *where, "--out", str(target)],
            ["simulate", "--entries", "8", "--rounds", "2", "--plan", "mitchell:2", "--out", str(target)],
        ):
            done = _cli(*argv)
            assert done.returncode == 2 and "is a database file" in done.stderr, (argv, done.stderr)
    assert db_path.read_bytes() == before
    assert other.read_bytes()[:16] == held_files.SQLITE_HEADER


def test_restore_latest_replaces_only_a_damaged_file_under_its_lock(db: Database, db_path: Path) -> None:
    """Found from outside (issue 39): `--restore-latest` swapped a healthy file that `serve` or the desk had
    open. A healthy file is refused, and one a desk holds is refused before anything is touched."""
    from fibur_director.db.backup import snapshot

    desk = Desk(db, actor="arbitro")
    make_tournament(desk, pairs=4)
    snapshot(db_path, "test")
    done = _cli("database", str(db_path), "--restore-latest")  # the desk holds the file
    assert done.returncode == 2 and "already open" in done.stderr
    db.close()
    before = db_path.read_bytes()
    done = _cli("database", str(db_path), "--restore-latest")
    assert done.returncode == 2 and "is not damaged: nothing was restored" in done.stderr
    assert db_path.read_bytes() == before
    assert not list(db_path.parent.glob("*.damaged-*"))
