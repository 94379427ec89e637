"""Helpers for database tests: alembic on a bare file, file fingerprints, a small tournament."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

from alembic import command
from sqlalchemy.orm import Session

from fibur_director.db.engine import make_migration_engine, sqlite_url
from fibur_director.db.migrate import alembic_config
from fibur_director.db.models import Entry, EntryPlayer, Player, Result, Round, RoundTable, Seat, Tournament
from tests.conftest import TODAY


def alembic_upgrade(path: Path | str, revision: str, script_location: Path | None = None) -> None:
    """Run alembic directly (no create_all shortcut) on a file (or a server URL), as an older program version
    would have."""
    engine = make_migration_engine(path if isinstance(path, str) else sqlite_url(path))
    try:
        with engine.connect() as connection, connection.begin():
            command.upgrade(alembic_config(connection, script_location), revision)
    finally:
        engine.dispose()


def fingerprint(path: Path) -> str:
    """SHA-256 of the main file; only meaningful once every connection is closed (no -wal left)."""
    assert not Path(f"{path}-wal").exists() or Path(f"{path}-wal").stat().st_size == 0
    return hashlib.sha256(path.read_bytes()).hexdigest()


def revision_of(path: Path) -> str | None:
    with sqlite3.connect(path) as connection:
        row = connection.execute("SELECT version_num FROM alembic_version").fetchone()
    connection.close()
    return row[0] if row else None


def small_tournament(session: Session) -> Tournament:
    """Two pairs at one table with a result, players with accents in their names."""
    players = [
        Player(surname="Šimić", name="Ana", card="FIB001", club="Circolo Aurora"),
        Player(surname="Rossi", name="Niccolò", card="FIB002", club="Circolo Aurora"),
        Player(surname="Wałęsa", name="Łukasz", card="FIB003"),
        Player(surname="Bianchi", name="Maria", card="FIB004", ranking_points=120),
    ]
    for player in players:
        player.refresh_search_key()
    tournament = Tournament(
        name="Torneo di Natale",
        date=TODAY,
        ruleset_id="burraco-italiano",
        deals_per_round=4,
        planned_rounds=4,
    )
    one = Entry(
        number=1,
        name="Šimić - Rossi",
        members=[EntryPlayer(player=players[0], position=1), EntryPlayer(player=players[1], position=2)],
    )
    two = Entry(
        number=2,
        name="Wałęsa - Bianchi",
        members=[EntryPlayer(player=players[2], position=1), EntryPlayer(player=players[3], position=2)],
    )
    tournament.entries = [one, two]
    table = RoundTable(number=1, seats=[Seat(side="ns", entry=one), Seat(side="ew", entry=two)])
    table.result = Result(ns_points=1250, ew_points=900)
    tournament.rounds = [Round(number=1, system="mitchell", status="published", tables=[table])]
    session.add(tournament)
    return tournament
