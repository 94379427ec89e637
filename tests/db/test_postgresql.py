"""The same program on a real PostgreSQL server: every alembic revision, refused upgrades, an unreachable server."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import create_engine, text

from fibur_director.cli import main as cli
from fibur_director.db import program
from fibur_director.db.database import CannotOpen, open_database, open_location
from fibur_director.db.engine import normalise_url
from fibur_director.db.migrate import DatabaseTooNew, MigrationFailed, head_revision
from fibur_director.db.models import Base
from fibur_director.locations import migrations_dir
from fibur_director.services.actions import Desk
from fibur_director.services.registration import add_player
from tests.db.helpers import alembic_upgrade
from tests.postgres import PostgresServer


def _empty(postgres: PostgresServer) -> str:
    return postgres.url(postgres.create_database())


def _indexes(url: str) -> dict[str, str]:
    engine = create_engine(normalise_url(url))
    try:
        with engine.connect() as connection:
            rows = connection.execute(
                text("SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public'")
            ).all()
    finally:
        engine.dispose()
    return {name: definition for name, definition in rows}


@pytest.mark.filterwarnings("ignore:.*expression-based index")
def test_every_revision_runs_on_postgresql_and_matches_the_models(postgres: PostgresServer) -> None:
    migrated = _empty(postgres)
    alembic_upgrade(migrated, "head")  # 0001 ... head, as alembic runs them, no create_all shortcut
    engine = create_engine(normalise_url(migrated))
    with engine.connect() as connection:
        diff = compare_metadata(
            MigrationContext.configure(connection, opts={"compare_type": True}), Base.metadata
        )
    engine.dispose()
    assert diff == []
    created = _empty(postgres)
    with open_database(url=created) as database:
        assert (database.migration.before, database.migration.after) == (None, head_revision())
    # The coalesce(...) unique indexes, which reflection cannot compare, are the same too.
    assert _indexes(migrated) == _indexes(created)


def _at_0003_with_rows(url: str, *, duplicate_round: bool = False) -> None:
    alembic_upgrade(url, "0003")
    engine = create_engine(normalise_url(url))
    with engine.begin() as connection:
        for statement in (
            "INSERT INTO players (id, surname, name, ranking_points, created_at, search_key) VALUES"
            " (1, 'Šimić', 'Ana', 0, '2026-01-01', ''), (2, 'Rossi', 'Niccolò', 0, '2026-01-01', ''),"
            " (3, 'Verdi', 'Ugo', 0, '2026-01-01', ''), (4, 'Neri', 'Eva', 0, '2026-01-01', '')",
            "INSERT INTO tournaments (id, name, date, ruleset_id, kind, deals_per_round, planned_rounds, sessions,"
            " pairing_plan, round_time_reduction, created_at, bye_vp) VALUES"
            " (1, 'Torneo', '2026-12-20', 'burraco-italiano', 'pairs', 4, 4, '[]', '[]', 0, '2026-01-01', 12)",
            "INSERT INTO entries (id, tournament_id, number, kind, name, status, late_entry, registered_at) VALUES"
            " (1, 1, 1, 'pair', 'Šimić - Rossi', 'active', false, '2026-01-01'),"
            " (2, 1, 2, 'pair', 'I Gabbiani', 'active', false, '2026-01-01')",
            "INSERT INTO entry_players (entry_id, player_id, position, from_round) VALUES"
            " (1, 1, 1, 1), (1, 2, 2, 1), (2, 3, 1, 1), (2, 4, 2, 1)",
            "INSERT INTO rounds (id, tournament_id, number, system, status, warnings) VALUES"
            " (1, 1, 1, 'mitchell', 'closed', '[]')",
        ):
            connection.execute(text(statement))
        if duplicate_round:
            connection.execute(
                text(
                    "INSERT INTO rounds (id, tournament_id, number, system, status, warnings)"
                    " VALUES (2, 1, 1, 'mitchell', 'closed', '[]')"
                )
            )
    engine.dispose()


def _scalar(url: str, query: str) -> object:
    engine = create_engine(normalise_url(url))
    try:
        with engine.connect() as connection:
            return connection.execute(text(query)).scalar()
    finally:
        engine.dispose()


def test_upgrade_of_a_populated_database_to_head(postgres: PostgresServer) -> None:
    url = _empty(postgres)
    _at_0003_with_rows(url)
    with open_database(url=url) as database:
        assert (database.migration.before, database.migration.after) == ("0003", head_revision())
        assert database.migration.backup is None  # the server's owner backs up with pg_dump
        with database.engine.connect() as connection:
            assert connection.execute(text("SELECT id, name FROM entries ORDER BY id")).all() == [
                (1, None),
                (2, "I Gabbiani"),
            ]


def test_a_refused_upgrade_leaves_the_database_as_it_was(postgres: PostgresServer) -> None:
    """PostgreSQL's DDL is transactional: the refusal rolls the half-done revision back, schema and all."""
    url = _empty(postgres)
    _at_0003_with_rows(url, duplicate_round=True)
    with pytest.raises(MigrationFailed) as caught:
        open_database(url=url)
    assert "tournament 1 round 1" in str(caught.value)
    assert _scalar(url, "SELECT version_num FROM alembic_version") == "0003"
    assert _scalar(url, "SELECT count(*) FROM information_schema.columns WHERE column_name = 'bye_vp'") == 1


def test_an_unreachable_server_is_a_clear_message(postgres: PostgresServer) -> None:
    nowhere = f"postgresql://fibur@/torneo?host={postgres.folder}/gone"
    with pytest.raises(CannotOpen) as caught:
        open_location(nowhere)
    assert "impossibile raggiungere il server del database" in caught.value.italian
    assert "nulla è stato modificato" in caught.value.italian
    with pytest.raises(CannotOpen) as caught:
        open_location("postgresql://fibur:segreto@/nessuno?host=" + str(postgres.folder))
    assert "segreto" not in str(caught.value) and "segreto" not in caught.value.italian


def test_the_cli_opens_a_server_database(
    postgres: PostgresServer, capsys: pytest.CaptureFixture[str]
) -> None:
    url = _empty(postgres)
    assert cli(["database", url]) == 0
    assert f"created at schema {head_revision()}" in capsys.readouterr().out
    assert cli(["tournament", "create", "--name", "Nazionale", "--rounds", "4", "--database", url]) == 0
    assert cli(["tournament", "list", "--database", url]) == 0
    assert "Nazionale" in capsys.readouterr().out


def test_desks_starting_together_on_an_empty_database_take_turns(postgres: PostgresServer) -> None:
    """Four desks open a new event's empty database at the same moment: one creates it, none fails."""
    from concurrent.futures import ThreadPoolExecutor

    url = _empty(postgres)

    def open_and_close(_: int) -> str:
        with open_database(url=url) as database:
            return database.migration.after

    with ThreadPoolExecutor(4) as pool:
        assert list(pool.map(open_and_close, range(4))) == [head_revision()] * 4
    assert _scalar(url, "SELECT count(*) FROM alembic_version") == 1


def _older_scripts(tmp_path: Path) -> Path:
    """The migrations an older program shipped: the chain up to 0007, before the program row existed."""
    scripts = tmp_path / "migrations-0007"
    shutil.copytree(
        migrations_dir(), scripts, ignore=shutil.ignore_patterns("__pycache__", "0008_*", "0009_*")
    )
    return scripts


def test_desks_at_different_versions_refuse_to_work_side_by_side(
    postgres: PostgresServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The rule (docs/architecture.md): the newest desk to open the database records its version, migrating
    first if its schema is newer; from then on an older desk is refused, at opening and at its next action,
    naming both versions, and writes nothing."""
    url = _empty(postgres)
    alembic_upgrade(url, "0007")  # as the previous release left it
    monkeypatch.setattr(program, "OWN", "0.8.0")
    older = open_database(url=url)
    newer = None
    try:
        assert (older.migration.before, older.migration.after) == ("0007", head_revision())
        add_player(Desk(older, "banco 1"), "Rossi", "Anna")

        monkeypatch.setattr(program, "OWN", "0.9.0")  # a second desk, updated, joins
        newer = open_database(url=url)
        assert newer.migration.written_by == "0.8.0"
        assert _scalar(url, "SELECT version FROM program") == "0.9.0"

        monkeypatch.setattr(program, "OWN", "0.8.0")  # the first desk, still running, acts again
        with pytest.raises(DatabaseTooNew) as caught:
            add_player(Desk(older, "banco 1"), "Bianchi", "Luca")
        assert caught.value.italian == (
            "il database sul server è stato aggiornato da FIBur Director 0.9.0; questo programma è la 0.8.0: "
            "aggiorna questo programma per lavorare con gli altri banchi. Nulla è stato modificato."
        )
        assert "updated by FIBur Director 0.9.0; this program is 0.8.0" in str(caught.value)
        with pytest.raises(DatabaseTooNew, match=r"0\.9\.0; this program is 0\.8\.0"):
            open_database(url=url)  # nor may it open the database again
        assert _scalar(url, "SELECT count(*) FROM players") == 1
        assert _scalar(url, "SELECT version FROM program") == "0.9.0"

        monkeypatch.setattr(program, "OWN", "0.9.0")
        add_player(Desk(newer, "banco 2"), "Bianchi", "Luca")
        assert _scalar(url, "SELECT count(*) FROM players") == 2
    finally:
        older.close()
        if newer is not None:
            newer.close()


def test_a_desk_whose_scripts_stop_before_the_servers_schema_is_refused(
    postgres: PostgresServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A release that knows only revisions up to 0007 meets the server at 0008: refused, naming the version
    recorded there and its own, with nothing changed."""
    url = _empty(postgres)
    monkeypatch.setattr(program, "OWN", "0.9.0")
    open_database(url=url).close()
    monkeypatch.setattr(program, "OWN", "0.8.0")
    with pytest.raises(DatabaseTooNew) as caught:
        open_database(url=url, script_location=_older_scripts(tmp_path))
    assert "aggiornato da FIBur Director 0.9.0; questo programma è la 0.8.0: aggiorna" in caught.value.italian
    assert _scalar(url, "SELECT version_num FROM alembic_version") == head_revision()
    assert _scalar(url, "SELECT version FROM program") == "0.9.0"
