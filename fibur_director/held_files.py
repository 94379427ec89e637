"""The database files this process holds SQLite connections to, and the check every Python file operation on a
path the user named makes first (issue 39).

Why: POSIX advisory locks belong to the process and the file, not to the descriptor. When a process that holds
SQLite connections to a file opens that same file with Python's own ``open()`` (or ``os.open``) and closes it,
the kernel drops every lock the process holds on it, SQLite's included. The next process that opens and closes
the file then believes it is the last user, checkpoints, and deletes ``-wal`` and ``-shm`` under the first,
whose later commits go to an unlinked WAL: reported as saved, never in the file (SQLite's "How To Corrupt An
SQLite Database File", section 2.2). SQLite itself never does this to its own locks (it keeps such descriptors
open until the locks are let go), so the program reads and copies its databases only through SQLite, and every
file a person names (a tournament file to import, a report to write, a list of players) is checked here first:
naming the open database, or its ``-wal``/``-shm``/``-journal``, is refused in words before any descriptor is
opened on it.

``tests/conftest.py`` installs an audit hook that fails any test in which the program's own code opens a held
file with Python's ``open``.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path

from fibur_director.domain.errors import FiburError

# SQLite's own files beside a database: opening any of them with Python drops the process's locks on it too.
COMPANIONS = ("-wal", "-shm", "-journal")

_lock = threading.Lock()
_held: dict[str, int] = {}  # resolved path of a held database -> how many open handles name it


def _identity(path: Path) -> tuple[int, int] | None:
    try:
        status = os.stat(path)
    except OSError:
        return None
    return status.st_dev, status.st_ino


def hold(path: Path) -> str:
    """Record that this process now holds connections to the database at ``path``; returns the key to give back
    to ``let_go``."""
    key = str(Path(path).resolve())
    with _lock:
        _held[key] = _held.get(key, 0) + 1
    return key


def let_go(key: str) -> None:
    with _lock:
        count = _held.get(key, 0) - 1
        if count > 0:
            _held[key] = count
        else:
            _held.pop(key, None)


def held() -> list[Path]:
    """The databases this process holds connections to now."""
    with _lock:
        return [Path(key) for key in _held]


def held_file(path: Path | str) -> Path | None:
    """The held database that ``path`` is (or is a companion of), by name or by identity (a link, another
    spelling of the same file), or None. Only ``stat``: no descriptor is opened."""
    databases = held()
    if not databases:
        return None
    candidate = Path(path)
    try:
        resolved = candidate.resolve()
    except (OSError, RuntimeError):
        resolved = candidate
    identity = _identity(resolved)
    for database in databases:
        names = {database, *(Path(f"{database}{suffix}") for suffix in COMPANIONS)}
        if resolved in names:
            return database
        if identity is not None and any(identity == _identity(name) for name in names):
            return database
    return None


SQLITE_HEADER = b"SQLite format 3\x00"


def _is_database(path: Path) -> bool:
    """Whether ``path`` is an SQLite database file, read from its first bytes. Only for a file this process holds
    no connection to (``held_file`` first): reading it with Python then drops nobody's locks, another process's
    locks being its own."""
    try:
        with open(path, "rb") as handle:
            return handle.read(16) == SQLITE_HEADER
    except OSError:
        return False


def refuse_output(path: Path | str) -> None:
    """Refuse, before anything is written, a report or export named over a database: one this process holds,
    or any SQLite database file on disk (or one of its companions), held by another process or by nobody. A
    command line that has read its tournament and closed the file would otherwise write the report over it
    (issue 39, found from outside: ``export --database T.sqlite3 --xlsx T.sqlite3``)."""
    refuse_if_held(path)
    target = Path(path)
    for suffix in COMPANIONS:
        if target.name.endswith(suffix):
            target = target.with_name(target.name[: -len(suffix)])
            break
    if target.is_file() and _is_database(target):
        raise FiburError(
            f"{path} is a database file: a report is never written over a database; choose another file; "
            "nothing was changed",
            f"{path} è un file di database: un resoconto non si scrive mai sopra un database; scegliere un "
            "altro file; nulla è stato modificato",
        )


def refuse_if_held(path: Path | str) -> None:
    """Refuse, in both languages and before anything is opened, a file the user named that is a database this
    process holds open (or one of its companions): reading it with Python would drop SQLite's locks, writing
    it would replace the tournament database."""
    database = held_file(path)
    if database is None:
        return
    raise FiburError(
        f"{path} is the tournament database this program has open ({database}): choose another file; "
        "nothing was changed",
        f"{path} è il database dei tornei aperto da questo programma ({database}): scegliere un altro file; "
        "nulla è stato modificato",
    )
