"""Which version of FIBur Director last wrote a database, and whether this one may open it (issue 23).

The version lives in ``fibur_director.__version__`` alone; the database keeps the last writer's in the one-row
``program`` table (revision 0008). A program never writes a database recorded by a newer one (it could not
know the newer rules and would "upgrade it down"); it says so, naming both versions, and changes nothing.
"""

from __future__ import annotations

import datetime as dt
import re

from sqlalchemy import Connection, text

from fibur_director import __version__
from fibur_director.domain.errors import FiburError

OWN = __version__

# A PEP 440 version as releases spell it: 1.2.3, 1.2.3rc1, 1.2.3.post1, 1.2.3.dev4, with a +local label ignored.
_VERSION = re.compile(
    r"^v?(\d+(?:\.\d+)*)(?:[-_.]?(a|b|rc)(\d*))?(?:[-_.]?post(\d*))?(?:[-_.]?dev(\d*))?(?:\+[a-z0-9.]+)?$"
)
_PRE_RANK = {"a": 0, "b": 1, "rc": 2}


class DatabaseTooNew(FiburError):
    pass


def version_key(version: str) -> tuple[tuple[int, ...], tuple[int, int], int, float] | None:
    """A sort key ordering versions as PEP 440 does for these forms; None when the text is none of them."""
    found = _VERSION.match(version.strip().lower())
    if found is None:
        return None
    release, pre, pre_number, post, dev = found.groups()
    numbers = [int(part) for part in release.split(".")]
    while len(numbers) > 1 and numbers[-1] == 0:
        numbers.pop()  # 1.0 == 1.0.0
    # A dev release comes before its pre-releases, which come before the final release.
    if pre is not None:
        stage: tuple[int, int] = (_PRE_RANK[pre], int(pre_number or 0))
    elif dev is not None and post is None:
        stage = (-1, 0)
    else:
        stage = (3, 0)
    return (
        tuple(numbers),
        stage,
        int(post or 0) if post is not None else -1,
        int(dev or 0) if dev is not None else float("inf"),
    )


def is_newer(recorded: str, own: str | None = None) -> bool:
    """Whether ``recorded`` is a later version than ``own``; a version this program cannot read counts as later
    (it can only come from a program it does not know)."""
    own = OWN if own is None else own
    recorded_key, own_key = version_key(recorded), version_key(own)
    if recorded_key is None or own_key is None:
        return recorded != own
    return recorded_key > own_key


def recorded_version(connection: Connection, tables: set[str]) -> str | None:
    """The version recorded in the database, None before revision 0008 or when no program has recorded one."""
    if "program" not in tables:
        return None
    found = connection.execute(text("SELECT version FROM program WHERE id = 1")).scalar()
    return None if found is None else str(found)


def record(connection: Connection) -> None:
    """Record this program as the database's last writer, inside the caller's transaction."""
    values = {"version": OWN, "at": dt.datetime.now(dt.UTC).replace(tzinfo=None)}
    updated = connection.execute(
        text("UPDATE program SET version = :version, updated_at = :at WHERE id = 1"), values
    )
    if updated.rowcount == 0:
        connection.execute(
            text("INSERT INTO program (id, version, updated_at) VALUES (1, :version, :at)"), values
        )


def too_new(recorded: str | None, schema: str, *, on_server: bool = False) -> DatabaseTooNew:
    """The refusal, naming both versions (the schema when the writer recorded none: before revision 0008)."""
    writer_en = f"FIBur Director {recorded}" if recorded else f"a newer FIBur Director (schema {schema})"
    writer_it = (
        f"FIBur Director {recorded}"
        if recorded
        else f"una versione più recente di FIBur Director (schema {schema})"
    )
    if on_server:
        return DatabaseTooNew(
            f"the database on the server was updated by {writer_en}; this program is {OWN}: update this program "
            "to work beside the other desks. Nothing was changed.",
            f"il database sul server è stato aggiornato da {writer_it}; questo programma è la {OWN}: aggiorna "
            "questo programma per lavorare con gli altri banchi. Nulla è stato modificato.",
        )
    return DatabaseTooNew(
        f"this database was written by {writer_en}; this program is {OWN}: update the program to open it. "
        "Nothing was changed.",
        f"questo database è stato scritto da {writer_it}; questo programma è la {OWN}: aggiornare il programma "
        "per aprirlo. Nulla è stato modificato.",
    )


def check_beside_other_desks(connection: Connection) -> None:
    """On a server, under the write lock of an action: refuse to write when another desk has since opened the
    database with a different program version (a newer desk records itself when it opens the database; the
    older desks still running then stop writing, rather than write by rules the schema no longer follows)."""
    recorded = connection.execute(text("SELECT version FROM program WHERE id = 1")).scalar()
    if recorded is None or str(recorded) == OWN:
        return
    if is_newer(str(recorded)):
        raise too_new(str(recorded), "?", on_server=True)
    raise DatabaseTooNew(
        f"the database on the server was opened by FIBur Director {recorded}; this desk runs {OWN}: every desk "
        "must run the same version. Close and reopen this desk. Nothing was changed.",
        f"il database sul server è stato aperto da FIBur Director {recorded}; questo banco usa la {OWN}: tutti "
        "i banchi devono usare la stessa versione. Chiudere e riaprire questo banco. Nulla è stato modificato.",
    )
