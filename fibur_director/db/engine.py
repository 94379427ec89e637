"""Engine factory: SQLite with WAL and synchronous=FULL by default, PostgreSQL (psycopg 3) for several desks.

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
# Execution options for a connection whose transaction will write: SQLite's BEGIN IMMEDIATE, and on PostgreSQL
# the database-wide write lock below, taken by the same "begin" listener.
WRITE_LOCK = {"sqlite_begin": "BEGIN IMMEDIATE", "fibur_write_lock": True}
# pg_advisory_xact_lock key of the one write lock of a FIBur Director database (docs/multidesk.md): every user
# action takes it before its first read, as BEGIN IMMEDIATE does on SQLite, so everything an action checks is
# still true when it commits. Readers never wait for it (MVCC). The number is "FIBUR" in ASCII.
PG_WRITE_LOCK_KEY = 0x4649425552
# A desk on the room's network must not hang on a server that went away: fail fast and say so.
PG_CONNECT_TIMEOUT_S = 5


def sqlite_url(path: Path) -> str:
    return f"sqlite:///{path}"


def is_server_url(location: str) -> bool:
    """A database server's URL (``postgresql://...``) rather than a file path."""
    return "://" in location and not location.startswith("sqlite:")


def normalise_url(url: str) -> str:
    """What the user types (``postgresql://user@host/db``, ``postgres://``) as SQLAlchemy's psycopg 3 URL."""
    for prefix in ("postgresql+psycopg://", "postgresql://", "postgres://"):
        if url.startswith(prefix):
            return "postgresql+psycopg://" + url[len(prefix) :]
    return url


def _postgresql_listeners(engine: Engine) -> None:
    @event.listens_for(engine, "begin")
    def _on_begin(connection: Any) -> None:
        if connection.get_execution_options().get("fibur_write_lock"):
            connection.exec_driver_sql(f"SELECT pg_advisory_xact_lock({PG_WRITE_LOCK_KEY})")


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


def _connect_args(url: str) -> dict[str, Any]:
    if not url.startswith("postgresql"):
        return {}
    # sslmode=prefer (libpq's default, kept unless the URL or a service file says otherwise): TLS whenever the
    # server offers it. application_name shows the desks in pg_stat_activity.
    return {"connect_timeout": PG_CONNECT_TIMEOUT_S, "application_name": "fibur-director"}


def make_engine(url: str) -> Engine:
    """The application's engine: foreign keys on, one transaction per user action."""
    url = normalise_url(url)
    # pool_pre_ping: a desk whose server restarted (or whose network blinked) gets a fresh connection.
    engine = create_engine(url, connect_args=_connect_args(url), pool_pre_ping=url.startswith("postgresql"))
    if engine.dialect.name == "sqlite":
        _sqlite_listeners(engine, foreign_keys=True, begin="BEGIN")
    elif engine.dialect.name == "postgresql":
        _postgresql_listeners(engine)
    return engine


def make_migration_engine(url: str) -> Engine:
    """A separate engine for migrations: foreign keys off (batch "move and copy" would otherwise
    cascade-delete child rows) and ``BEGIN IMMEDIATE`` so no other writer slips in mid-migration.
    NullPool: its connection must never be handed back to the application with foreign keys off."""
    url = normalise_url(url)
    engine = create_engine(url, poolclass=NullPool, connect_args=_connect_args(url))
    if engine.dialect.name == "sqlite":
        _sqlite_listeners(engine, foreign_keys=False, begin="BEGIN IMMEDIATE")
    elif engine.dialect.name == "postgresql":
        # Two desks starting a new program version at once: the second waits, then finds the schema at head.
        @event.listens_for(engine, "begin")
        def _on_begin(connection: Any) -> None:
            connection.exec_driver_sql(f"SELECT pg_advisory_xact_lock({PG_WRITE_LOCK_KEY})")

    return engine
