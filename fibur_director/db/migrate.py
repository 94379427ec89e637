"""Bringing a database file to the code's schema, all or nothing.

A fresh file gets ``create_all`` and is stamped at head. An older file is first snapshotted, then migrated
on its own connection (foreign keys off, ``BEGIN IMMEDIATE``, alembic batch mode), checked with
``PRAGMA foreign_key_check`` and committed; any error rolls everything back and leaves the file as it was.
A file written by a newer version of the program (a revision this code does not know, or a newer version in
the ``program`` row) is refused untouched, naming both versions. In the same transaction as any change, the
``program`` row records this version as the last writer (``db/program.py``).

Alembic is imported only when something is to be created or migrated: a database already at the head, written by
this version, is checked with two plain SELECTs and the scripts' text (``db/revisions.py``), so the desk's first
window does not wait for alembic (issue 23).
"""

from __future__ import annotations

import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import Column, Connection, MetaData, PrimaryKeyConstraint, String, Table, inspect, text

from fibur_director.db import program
from fibur_director.db.backup import snapshot
from fibur_director.db.engine import make_migration_engine
from fibur_director.db.games import METADATA
from fibur_director.db.program import DatabaseTooNew
from fibur_director.db.revisions import Chain, read_chain
from fibur_director.domain.errors import FiburError
from fibur_director.locations import migrations_dir

if TYPE_CHECKING:
    from alembic.config import Config

__all__ = ["DatabaseTooNew", "MigrationFailed", "MigrationReport", "NotOurDatabase", "upgrade_database"]


class NotOurDatabase(FiburError):
    pass


class MigrationFailed(FiburError):
    pass


@dataclass(frozen=True)
class MigrationReport:
    before: str | None  # revision found, None for a fresh file
    after: str
    backup: Path | None  # snapshot taken before migrating
    written_by: str | None = None  # the program version recorded before this one opened it


def alembic_config(connection: Connection | None = None, script_location: Path | None = None) -> Config:
    from alembic.config import Config

    # No ini file on purpose: alembic's fileConfig() would reconfigure (and silence) the app's loggers.
    config = Config()
    config.set_main_option("script_location", str(script_location or migrations_dir()))
    if connection is not None:
        config.attributes["connection"] = connection
    return config


def head_revision(script_location: Path | None = None) -> str:
    return read_chain(script_location).head


@dataclass(frozen=True)
class _State:
    revision: str | None
    recorded: str | None  # the program version in the ``program`` row


def _state(connection: Connection, chain: Chain) -> _State:
    """What the database holds, refusing what this program must not touch."""
    tables = set(inspect(connection).get_table_names())
    revision = None
    if "alembic_version" in tables:
        revision = connection.execute(text("SELECT version_num FROM alembic_version")).scalar()
    if revision is None and tables - {"alembic_version"}:
        raise NotOurDatabase(
            "this file holds tables but is not a FIBur Director database",
            "questo file contiene tabelle ma non è un database di FIBur Director",
        )
    recorded = program.recorded_version(connection, tables)
    on_server = connection.dialect.name != "sqlite"
    if revision is not None and not chain.knows(revision):
        writer = recorded if recorded is not None and program.is_newer(recorded) else None
        raise program.too_new(writer, revision, on_server=on_server)
    if recorded is not None and program.is_newer(recorded):
        raise program.too_new(recorded, revision or "?", on_server=on_server)
    return _State(revision, recorded)


def upgrade_database(
    url: str,
    *,
    database_file: Path | None,
    backup_dir: Path | None = None,
    script_location: Path | None = None,
) -> MigrationReport:
    """Create or migrate the database at ``url`` to the head revision; see the module docstring."""
    chain = read_chain(script_location)
    head = chain.head
    engine = make_migration_engine(url)
    try:
        with engine.connect() as connection:
            found = _state(connection, chain)
            current = found.revision
            if current == head and found.recorded == program.OWN:
                return MigrationReport(current, head, None, found.recorded)
            connection.rollback()  # end the read transaction opened by the checks above

            backup = None
            if current not in (None, head) and database_file is not None:
                backup = snapshot(database_file, f"before-{head}", backup_dir)
            try:
                with connection.begin():
                    # Read again under the write lock: on a server another desk may have created or migrated
                    # the database since the check above (both started a new program version at once), or a
                    # newer desk may have recorded itself.
                    now = _state(connection, chain).revision
                    if now is None:
                        METADATA.create_all(connection)
                        _stamp(connection, head)
                    elif now != head:
                        _upgrade(connection, script_location)
                        if connection.dialect.name == "sqlite":
                            problems = connection.exec_driver_sql("PRAGMA foreign_key_check").fetchall()
                            if problems:
                                raise RuntimeError(
                                    f"it would leave rows pointing at missing rows (table, row, parent): {problems[:5]}"
                                )
                    program.record(connection)
            except FiburError:
                raise
            except Exception as error:
                raise MigrationFailed(
                    f"the database could not be updated from schema {current} to {head}: {error}. "
                    "Nothing was changed." + (f" A copy was saved in {backup}." if backup else ""),
                    f"non è stato possibile aggiornare il database dallo schema {current} al {head}: {error}. "
                    "Nulla è stato modificato."
                    + (f" Una copia è stata salvata in {backup}." if backup else ""),
                ) from error
            return MigrationReport(current, head, backup, found.recorded)
    finally:
        engine.dispose()


def _stamp(connection: Connection, head: str) -> None:
    """What ``alembic stamp head`` writes on a fresh database (its version table, named as alembic names it),
    without importing alembic: a new file is the desk's first launch."""
    version = Table(
        "alembic_version",
        MetaData(),
        Column("version_num", String(32), nullable=False),
        PrimaryKeyConstraint("version_num", name="alembic_version_pkc"),
    )
    version.create(connection)
    connection.execute(version.insert().values(version_num=head))


def _upgrade(connection: Connection, script_location: Path | None) -> None:
    from alembic import command
    from sqlalchemy.exc import SAWarning

    with warnings.catch_warnings():
        # Batch mode reflects each table it rebuilds; SQLite's expression indexes (uq_rounds_number, ...) cannot
        # be reflected, and the migrations that need them create them by name. The warning is noise on the
        # referee's terminal, not a fault.
        warnings.filterwarnings(
            "ignore", r"Skipped unsupported reflection of expression-based index", SAWarning
        )
        command.upgrade(alembic_config(connection, script_location), "head")
