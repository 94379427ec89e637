"""Storage faults (issue 14): one desk per file whatever path reaches it, stale locks recognised, damaged, empty
and foreign files refused, a vanished, read-only or full database stopping the desk with a clear message and
losing nothing confirmed, outputs written whole in their own folder, personal data readable by the user only.

The read-only and disk-full cases need a file system that really is read-only or full: as root (CI) they mount
a small tmpfs; without root a read-only file is made with chmod, and the disk-full case fails loudly rather than
pass without running.
"""

from __future__ import annotations

import os
import shutil
import socket
import sqlite3
import stat
import subprocess
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QLockFile

from fibur_director.cli import main
from fibur_director.db.backup import snapshot
from fibur_director.db.database import (
    DatabaseDamaged,
    DatabaseGone,
    NotOurDatabase,
    default_database_path,
    open_database,
)
from fibur_director.db.lock import DatabaseInUse
from fibur_director.domain.errors import FiburError
from fibur_director.reports.files import write_atomically
from fibur_director.services.actions import Desk
from fibur_director.services.registration import add_player, search_players


def players(path: Path) -> list[str]:
    with open_database(path) as database:
        return sorted(p.surname for p in search_players(Desk(database), ""))


def remount(mount: Path, mode: str) -> None:
    subprocess.run(["mount", "-o", f"remount,{mode}", str(mount)], check=True)


# -- files that are not a usable database ------------------------------------------------------------------


def test_an_empty_file_is_refused_not_initialised(tmp_path: Path) -> None:
    empty = tmp_path / "torneo.sqlite3"
    empty.write_bytes(b"")
    with pytest.raises(NotOurDatabase, match="is empty"):
        open_database(empty)
    assert empty.read_bytes() == b""


def test_a_damaged_database_is_refused_naming_the_latest_backup(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "torneo.sqlite3"
    with open_database(path) as database:
        desk = Desk(database)
        for i in range(300):
            add_player(desk, f"Cognome{i:03}", "Nome", card=f"FIB{i}")
    backup = snapshot(path, "test")
    data = bytearray(path.read_bytes())
    page = 4096
    for offset in range(3 * page, len(data) - page, page):
        data[offset + 8 : offset + 200] = b"\xa5" * 192  # headers and cells of every later page
    path.write_bytes(bytes(data))
    before = path.read_bytes()
    with pytest.raises(DatabaseDamaged) as caught:
        open_database(path)
    assert caught.value.backup == backup and str(backup) in str(caught.value)
    assert "danneggiato" in caught.value.italian and "\n" not in str(caught.value)
    assert path.read_bytes() == before
    # The referee restores it (the desk asks; the command line: database FILE --restore-latest).
    assert main(["database", str(path), "--restore-latest"]) == 0
    assert "integrity: ok" in capsys.readouterr().out
    kept = [p for p in tmp_path.iterdir() if ".damaged-" in p.name]
    assert [p.read_bytes() for p in kept if not p.name.endswith(("-wal", "-shm"))] == [before]
    with sqlite3.connect(path) as connection:
        assert connection.execute("SELECT count(*) FROM players").fetchone()[0] == 300
    connection.close()
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_restore_without_a_backup_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "torneo.sqlite3"
    open_database(path).close()
    assert main(["database", str(path), "--restore-latest"]) == 2
    assert "no backup to restore" in capsys.readouterr().err


# -- one desk per file -------------------------------------------------------------------------------------


def test_a_hard_link_to_an_open_database_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "torneo.sqlite3"
    other = tmp_path / "elsewhere" / "copia.sqlite3"
    other.parent.mkdir()
    with open_database(path):
        os.link(path, other)
        with pytest.raises(DatabaseInUse, match="another path"):
            open_database(other)
    # closed: the other path opens, and the first one is free again afterwards
    open_database(other).close()
    open_database(path).close()


def test_a_symbolic_link_to_an_open_database_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "torneo.sqlite3"
    link = tmp_path / "link.sqlite3"
    with open_database(path):
        link.symlink_to(path)
        with pytest.raises(DatabaseInUse):
            open_database(link)


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b"", "empty or damaged"),
        (b"\x00\xff garbage \n\n\n", "empty or damaged"),
        (b"4242\nfibur-director\nanother-computer-xyz\n", "another-computer-xyz"),
    ],
)
def test_a_lock_that_cannot_be_judged_is_taken_over_only_when_asked(
    tmp_path: Path, content: bytes, words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "torneo.sqlite3"
    open_database(path).close()
    lock = Path(f"{path}.lock")
    lock.write_bytes(content)
    with pytest.raises(DatabaseInUse, match=words) as caught:
        open_database(path)
    assert caught.value.may_take_over
    assert lock.read_bytes() == content  # nothing taken without the referee's word
    code = main(["player", "add", "--surname", "R", "--name", "A", "--database", str(path)])
    assert code == 2 and "--take-over-lock" in capsys.readouterr().err and lock.read_bytes() == content
    with open_database(path, take_over_lock=True) as database:
        assert database.integrity_check() == "ok"
        assert socket.gethostname().encode() in lock.read_bytes()
    lock.write_bytes(content)
    assert main(["database", str(path), "--take-over-lock"]) == 0


def test_a_lock_caught_while_its_owner_writes_it_is_judged_by_what_it_then_says(tmp_path: Path) -> None:
    """QLockFile makes the lock file, then writes its owner into it: a process that finds it in between reads an
    empty file. It is given a moment, and judged by what it says then, not called damaged (two desk processes
    started together on one file were told "empty or damaged": test_multidesk, 2026-11-26)."""
    path = tmp_path / "torneo.sqlite3"
    open_database(path).close()
    lock = Path(f"{path}.lock")
    # What a live desk on this computer writes: this process's own lock on another file, read back.
    other = QLockFile(str(tmp_path / "other.lock"))
    assert other.tryLock(0)
    owner = (tmp_path / "other.lock").read_bytes()
    lock.write_bytes(b"")
    writer = threading.Timer(0.05, lock.write_bytes, (owner,))
    writer.start()
    try:
        with pytest.raises(DatabaseInUse, match="already open") as caught:
            open_database(path)
    finally:
        writer.join()
        other.unlock()
    assert not caught.value.may_take_over and lock.read_bytes() == owner


def test_a_lock_caught_empty_and_then_let_go_is_taken(tmp_path: Path) -> None:
    path = tmp_path / "torneo.sqlite3"
    open_database(path).close()
    lock = Path(f"{path}.lock")
    lock.write_bytes(b"")
    remover = threading.Timer(0.05, lock.unlink)
    remover.start()
    try:
        with open_database(path) as database:
            assert database.integrity_check() == "ok"
            assert socket.gethostname().encode() in lock.read_bytes()
    finally:
        remover.join()


def test_a_live_desk_on_this_computer_cannot_be_taken_over(tmp_path: Path) -> None:
    path = tmp_path / "torneo.sqlite3"
    with open_database(path), pytest.raises(DatabaseInUse) as caught:
        open_database(path)
    assert not caught.value.may_take_over


# -- the file disappears or cannot be written --------------------------------------------------------------


def test_a_database_deleted_while_open_refuses_the_next_write(tmp_path: Path) -> None:
    folder = tmp_path / "gara"
    folder.mkdir()
    path = folder / "torneo.sqlite3"
    database = open_database(path)
    try:
        desk = Desk(database)
        add_player(desk, "Rossi", "Anna")
        shutil.rmtree(folder)
        with pytest.raises(DatabaseGone, match="moved or deleted"):
            add_player(desk, "Bianchi", "Luca")
    finally:
        database.close()


def test_a_database_moved_while_open_keeps_what_was_confirmed(tmp_path: Path) -> None:
    path = tmp_path / "torneo.sqlite3"
    moved = tmp_path / "moved" / "torneo.sqlite3"
    moved.parent.mkdir()
    database = open_database(path)
    try:
        desk = Desk(database)
        add_player(desk, "Rossi", "Anna")
        for suffix in ("", "-wal", "-shm"):
            if Path(f"{path}{suffix}").exists():
                os.rename(f"{path}{suffix}", f"{moved}{suffix}")
        with pytest.raises(DatabaseGone):
            add_player(desk, "Bianchi", "Luca")
    finally:
        database.close()
    assert players(moved) == ["Rossi"]


def test_a_read_only_database_gives_a_clear_message(tmpfs: Path) -> None:
    # (A file system cannot be remounted read-only under an open writer: a write failing while the desk runs
    # is the full-disk case below.)
    path = tmpfs / "torneo.sqlite3"
    with open_database(path) as database:
        add_player(Desk(database), "Rossi", "Anna")
    remount(tmpfs, "ro")
    try:
        with pytest.raises(FiburError) as caught:
            open_database(path)
        assert "torneo.sqlite3" in str(caught.value) and "\n" not in str(caught.value)
    finally:
        remount(tmpfs, "rw")
    assert players(path) == ["Rossi"]


def test_a_full_disk_gives_a_clear_message_and_keeps_what_was_confirmed(tmpfs: Path) -> None:
    path = tmpfs / "torneo.sqlite3"
    database = open_database(path)
    try:
        desk = Desk(database)
        add_player(desk, "Rossi", "Anna")
        filler = tmpfs / "filler"
        with filler.open("wb", buffering=0) as out:  # unbuffered: closing has nothing left to write
            try:
                while True:
                    out.write(b"\0" * 65536)
            except OSError:
                pass
        with pytest.raises(FiburError) as caught:
            for i in range(2000):
                add_player(desk, "X" * 60 + str(i), "Y" * 60, club="Z" * 60)
        assert "nothing was changed" in str(caught.value) and "\n" not in str(caught.value)
        # In the referee's words, with what to do, and no name of the program's own (issue 39).
        assert caught.value.italian.startswith("non salvato: il disco è pieno: liberare spazio")
        assert "add_player" not in caught.value.italian and "add_player" not in str(caught.value)
        filler.unlink()
    finally:
        database.close()
    names = players(path)
    assert names[0] == "Rossi" and len(names) < 2001


def test_a_report_on_a_full_disk_leaves_no_temporary_file(tmpfs: Path) -> None:
    out = tmpfs / "reports" / "classifica.pdf"
    out.parent.mkdir()
    with pytest.raises(FiburError, match="cannot write"):
        write_atomically(out, b"x" * (8 * 1024 * 1024))
    assert list(out.parent.iterdir()) == [] and list(tmpfs.iterdir()) == [out.parent]


# -- outputs -----------------------------------------------------------------------------------------------


def test_out_naming_a_folder_is_refused_and_leaves_nothing(tmp_path: Path) -> None:
    folder = tmp_path / "reports"
    folder.mkdir()
    with pytest.raises(FiburError, match="is a folder"):
        write_atomically(folder, b"data")
    assert list(folder.iterdir()) == [] and sorted(p.name for p in tmp_path.iterdir()) == ["reports"]


def test_reports_are_shared_files_and_the_database_is_private(tmp_path: Path) -> None:
    old = os.umask(0o022)
    try:
        report = tmp_path / "classifica.pdf"
        write_atomically(report, b"%PDF")
        assert stat.S_IMODE(report.stat().st_mode) == 0o644
        with open_database() as database:  # the desk's own data folder
            assert database.path == default_database_path().resolve()
            assert stat.S_IMODE(database.path.parent.stat().st_mode) == 0o700
            assert stat.S_IMODE(database.path.stat().st_mode) == 0o600
            add_player(Desk(database), "Rossi", "Anna")
            backup = snapshot(database.path, "test")
        assert stat.S_IMODE(backup.stat().st_mode) == 0o600
        assert stat.S_IMODE(backup.parent.stat().st_mode) == 0o700
        with sqlite3.connect(backup) as connection:
            assert connection.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        connection.close()
    finally:
        os.umask(old)
