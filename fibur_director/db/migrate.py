"""Bringing a database file to the code's schema, all or nothing.

A fresh file gets ``create_all`` and is stamped at head. An older file is first snapshotted, then migrated
on its own connection (foreign keys off, ``BEGIN IMMEDIATE``, alembic batch mode), checked with
``PRAGMA foreign_key_check`` and committed; any error rolls everything back and leaves the file as it was.
A file written by a newer version of the program is refused untouched.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Connection, inspect

from fibur_director.db.backup import snapshot
from fibur_director.db.engine import make_migration_engine
from fibur_director.db.models import Base
from fibur_director.domain.errors import FiburError
from fibur_director.locations import migrations_dir


class DatabaseTooNew(FiburError):
    pass


class NotOurDatabase(FiburError):
    pass


class MigrationFailed(FiburError):
    pass


@dataclass(frozen=True)
class MigrationReport:
    before: str | None  # revision found, None for a fresh file
    after: str
    backup: Path | None  # snapshot taken before migrating


def alembic_config(connection: Connection | None = None, script_location: Path | None = None) -> Config:
    # No ini file on purpose: alembic's fileConfig() would reconfigure (and silence) the app's loggers.
    config = Config()
    config.set_main_option("script_location", str(script_location or migrations_dir()))
    if connection is not None:
        config.attributes["connection"] = connection
    return config


def script_directory(script_location: Path | None = None) -> ScriptDirectory:
    """The migration scripts, read once per process while their files stay as they are: alembic compiles and
    runs every script each time it reads the folder, which was most of the time of opening a database (about
    50 ms of 90 on the 2-core machine, issue 24), paid by every command and every test."""
    location = Path(script_location or migrations_dir())
    versions = location / "versions"
    files = sorted(versions.glob("*.py*")) if versions.is_dir() else []
    return _read_scripts(
        str(location), tuple((f.name, f.stat().st_mtime_ns, f.stat().st_size) for f in files)
    )


@functools.lru_cache(maxsize=8)
def _read_scripts(location: str, _files: tuple[tuple[str, int, int], ...]) -> ScriptDirectory:
    script = ScriptDirectory.from_config(alembic_config(script_location=Path(location)))
    script.get_heads()  # builds the revision map now, so threads sharing the cached folder only read it
    return script


def head_revision(script_location: Path | None = None) -> str:
    heads = script_directory(script_location).get_heads()
    if len(heads) != 1:
        raise RuntimeError(f"the migrations must have exactly one head, found {heads}")
    return heads[0]


def _known(script: ScriptDirectory, revision: str) -> bool:
    try:
        return script.get_revision(revision) is not None
    except Exception:
        return False


def upgrade_database(
    url: str,
    *,
    database_file: Path | None,
    backup_dir: Path | None = None,
    script_location: Path | None = None,
) -> MigrationReport:
    """Create or migrate the database at ``url`` to the head revision; see the module docstring."""
    script = script_directory(script_location)
    head = head_revision(script_location)
    engine = make_migration_engine(url)
    try:
        with engine.connect() as connection:
            current = MigrationContext.configure(connection).get_current_revision()
            tables = set(inspect(connection).get_table_names())
            if current is None and tables - {"alembic_version"}:
                raise NotOurDatabase(
                    "this file holds tables but is not a FIBur Director database",
                    "questo file contiene tabelle ma non è un database di FIBur Director",
                )
            if current is not None and not _known(script, current):
                raise DatabaseTooNew(
                    f"this database was written by a newer FIBur Director (schema {current}); "
                    "update the program to open it. Nothing was changed.",
                    f"questo database è stato scritto da una versione più recente di FIBur Director (schema {current}); "
                    "aggiornare il programma per aprirlo. Nulla è stato modificato.",
                )
            if current == head:
                return MigrationReport(current, head, None)
            connection.rollback()  # end the read transaction opened by the checks above

            backup = None
            if current is not None and database_file is not None:
                backup = snapshot(database_file, f"before-{head}", backup_dir)
            config = alembic_config(connection, script_location)
            try:
                with connection.begin():
                    # Read again under the write lock: on a server another desk may have created or migrated
                    # the database since the check above (both started a new program version at once).
                    now = MigrationContext.configure(connection).get_current_revision()
                    if now == head:
                        return MigrationReport(current, head, backup)
                    if now is None:
                        Base.metadata.create_all(connection)
                        command.stamp(config, "head")
                    else:
                        command.upgrade(config, "head")
                        if connection.dialect.name == "sqlite":
                            problems = connection.exec_driver_sql("PRAGMA foreign_key_check").fetchall()
                            if problems:
                                raise RuntimeError(
                                    f"it would leave rows pointing at missing rows (table, row, parent): {problems[:5]}"
                                )
            except Exception as error:
                raise MigrationFailed(
                    f"the database could not be updated from schema {current} to {head}: {error}. "
                    "Nothing was changed." + (f" A copy was saved in {backup}." if backup else ""),
                    f"non è stato possibile aggiornare il database dallo schema {current} al {head}: {error}. "
                    "Nulla è stato modificato."
                    + (f" Una copia è stata salvata in {backup}." if backup else ""),
                ) from error
            return MigrationReport(current, head, backup)
    finally:
        engine.dispose()
