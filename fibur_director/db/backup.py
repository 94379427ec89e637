"""Snapshots of a SQLite database with the sqlite3 backup API.

Copying the ``.db`` file while a ``-wal`` file exists could miss committed pages; the backup API copies
a consistent image through SQLite itself. The snapshot is written under a temporary name and renamed,
so a crash never leaves a half-written backup that looks complete.
"""

from __future__ import annotations

import datetime as dt
import os
import sqlite3
from pathlib import Path

from fibur_director.locations import private


def default_backup_dir(database: Path) -> Path:
    return database.parent / "backups"


def latest_backup(database: Path, backup_dir: Path | None = None) -> Path | None:
    """The newest complete snapshot of ``database`` (its name carries the UTC time, so names sort by age)."""
    folder = backup_dir or default_backup_dir(database)
    try:
        found = sorted(folder.glob(f"{database.stem}-*.sqlite3"))
    except OSError:
        return None
    return found[-1] if found else None


def snapshot(database: Path, reason: str, backup_dir: Path | None = None) -> Path:
    """Copy ``database`` into ``backup_dir`` as ``<stem>-<UTC timestamp>-<reason>.sqlite3``; return the path."""
    target_dir = private(backup_dir or default_backup_dir(database))
    stamp = dt.datetime.now(dt.UTC).strftime("%Y%m%d-%H%M%S-%f")
    safe_reason = "".join(ch if ch.isalnum() or ch in "-_" else "-" for ch in reason)
    target = target_dir / f"{database.stem}-{stamp}-{safe_reason}.sqlite3"
    return copy_database(database, target)


def copy_database(source_file: Path, target: Path) -> Path:
    """Copy ``source_file`` (opened read-only) to ``target`` through SQLite's backup API, under a temporary
    name renamed at the end."""
    partial = target.with_name(target.name + ".partial")
    try:
        source = sqlite3.connect(f"file:{source_file}?mode=ro", uri=True)
        try:
            # Created 0600 before SQLite writes a byte into it: a snapshot holds the same personal data.
            os.close(os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600))
            destination = sqlite3.connect(partial)
            try:
                source.backup(destination)
            finally:
                destination.close()
        finally:
            source.close()
        os.replace(partial, target)
    except BaseException:
        # A copy that failed half-way (disk full) is no backup: leave nothing behind that could pass for one.
        partial.unlink(missing_ok=True)
        raise
    return target


def restore_backup(database: Path, backup: Path) -> Path:
    """Put ``backup`` in place of a damaged ``database``, which is kept beside it as
    ``<name>.damaged-<UTC time>`` (never deleted: it may hold the day's last results); return that path.

    The copy goes through SQLite's backup API under a temporary name renamed at the end (``copy_database``), so
    a failure leaves the damaged file where it was and nothing half-restored."""
    stamp = dt.datetime.now(dt.UTC).strftime("%Y%m%d-%H%M%S")
    kept = database.with_name(f"{database.name}.damaged-{stamp}")
    restored = copy_database(backup, database.with_name(f"{database.name}.restoring"))
    os.chmod(restored, 0o600)
    for suffix in ("-wal", "-shm"):
        stale = Path(f"{database}{suffix}")
        if stale.exists():
            os.replace(stale, Path(f"{kept}{suffix}"))
    os.replace(database, kept)
    os.replace(restored, database)
    return kept
