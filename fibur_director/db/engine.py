"""Engine factory: SQLite with WAL and synchronous=FULL by default, any SQLAlchemy URL otherwise.

Python 3.11's sqlite3 "legacy transaction control" opens transactions lazily and never around DDL, which
would make migrations and savepoints non-transactional. So the driver is put in autocommit mode
(``isolation_level = None``) and the engine emits ``BEGIN`` itself when SQLAlchemy begins a transaction.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.pool import NullPool

BUSY_TIMEOUT_MS = 5000
# Execution options for a connection whose transaction will write: SQLite's BEGIN IMMEDIATE.
WRITE_LOCK = {"sqlite_begin": "BEGIN IMMEDIATE"}


def sqlite_url(path: Path) -> str:
    return f"sqlite:///{path}"


def _sqlite_listeners(engine: Engine, *, foreign_keys: bool, begin: str) -> None:
    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        # busy_timeout first, so that switching to WAL waits for another connection instead of failing.
        cursor.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        cursor.execute("PRAGMA journal_mode = WAL")
        cursor.execute("PRAGMA synchronous = FULL")
        cursor.execute(f"PRAGMA foreign_keys = {'ON' if foreign_keys else 'OFF'}")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(connection: Any) -> None:
        # A connection may ask for its own BEGIN: a user action takes the write lock at once (WRITE_LOCK), so
        # what it checks cannot change before it writes, even with another desk or process on the file.
        connection.exec_driver_sql(connection.get_execution_options().get("sqlite_begin", begin))


def make_engine(url: str) -> Engine:
    """The application's engine: foreign keys on, one transaction per user action."""
    engine = create_engine(url)
    if engine.dialect.name == "sqlite":
        _sqlite_listeners(engine, foreign_keys=True, begin="BEGIN")
    return engine


def make_migration_engine(url: str) -> Engine:
    """A separate engine for migrations: foreign keys off (batch "move and copy" would otherwise
    cascade-delete child rows) and ``BEGIN IMMEDIATE`` so no other writer slips in mid-migration.
    NullPool: its connection must never be handed back to the application with foreign keys off."""
    engine = create_engine(url, poolclass=NullPool)
    if engine.dialect.name == "sqlite":
        _sqlite_listeners(engine, foreign_keys=False, begin="BEGIN IMMEDIATE")
    return engine
