"""Upgrades from older files, failing migrations, newer and foreign files: nothing half-done, nothing lost."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from fibur_director import __version__
from fibur_director.db import program
from fibur_director.db.database import CannotOpen, open_database
from fibur_director.db.migrate import (
    DatabaseTooNew,
    MigrationFailed,
    NotOurDatabase,
    alembic_config,
    head_revision,
)
from fibur_director.db.revisions import read_chain
from fibur_director.locations import migrations_dir
from tests.db.helpers import alembic_upgrade, fingerprint, revision_of, small_tournament


def _populate_first_revision(path: Path) -> None:
    """A file as schema 0001 wrote it: players referenced by an entry (children that batch mode must keep)."""
    alembic_upgrade(path, "0001")
    with sqlite3.connect(path) as connection:
        connection.executescript(
            """
            INSERT INTO players (id, surname, name, card, ranking_points, created_at)
                VALUES (1, 'Šimić', 'Ana', 'FIB001', 0, '2026-01-01'), (2, 'Rossi', 'Niccolò', NULL, 10, '2026-01-01');
            INSERT INTO tournaments (id, name, date, ruleset_id, kind, deals_per_round, planned_rounds, sessions,
                                     pairing_plan, round_time_reduction, created_at)
                VALUES (1, 'Torneo', '2026-12-20', 'burraco-italiano', 'pairs', 4, 4, '[]', '[]', 0, '2026-01-01');
            INSERT INTO entries (id, tournament_id, number, kind, name, status, late_entry, registered_at)
                VALUES (1, 1, 1, 'pair', 'Šimić - Rossi', 'active', 0, '2026-01-01');
            INSERT INTO entry_players (entry_id, player_id, position, from_round) VALUES (1, 1, 1, 1), (1, 2, 2, 1);
            """
        )
    connection.close()


def test_upgrade_from_first_revision(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    _populate_first_revision(path)
    with open_database(path) as database:
        assert (database.migration.before, database.migration.after) == ("0001", head_revision())
        backup = database.migration.backup
        assert backup is not None and backup.exists() and backup.parent == tmp_path / "backups"
        assert database.integrity_check() == "ok"
        with database.engine.connect() as connection:
            rows = connection.exec_driver_sql("SELECT id, search_key FROM players ORDER BY id").fetchall()
            assert rows == [(1, "simic ana fib001"), (2, "rossi niccolo")]
            # The batch copy of `players` ran with foreign keys off: the entry's members are still there.
            assert connection.exec_driver_sql("SELECT COUNT(*) FROM entry_players").scalar() == 2
            assert connection.exec_driver_sql("PRAGMA foreign_key_check").fetchall() == []
    # The snapshot is the file as it was before migrating.
    assert revision_of(backup) == "0001"


def _scripts_with(tmp_path: Path, body: str) -> Path:
    """The shipped migrations plus a revision after the head whose upgrade() is ``body``."""
    scripts = tmp_path / "migrations"
    shutil.copytree(migrations_dir(), scripts, ignore=shutil.ignore_patterns("__pycache__"))
    (scripts / "versions" / f"{NEXT}_broken.py").write_text(
        f'import sqlalchemy as sa\nfrom alembic import op\n\nrevision = "{NEXT}"\ndown_revision = "{head_revision()}"\n'
        "branch_labels = None\ndepends_on = None\n\n\ndef upgrade():\n"
        + body
        + "\n\ndef downgrade():\n    pass\n",
        encoding="utf-8",
    )
    return scripts


NEXT = f"{int(head_revision()) + 1:04d}"

FAILING = {
    "error-midway": (
        '    with op.batch_alter_table("players") as batch:\n'
        '        batch.add_column(sa.Column("nickname", sa.String(40)))\n'
        '    op.execute("UPDATE players SET nickname = surname")\n'
        '    raise RuntimeError("disk full while copying")\n',
        "disk full while copying",
    ),
    "dangling-foreign-key": (
        "    op.execute(\"DELETE FROM players WHERE card = 'FIB001'\")\n",
        "rows pointing at missing rows",
    ),
    "bad-sql": ('    op.execute("ALTER TABLE nowhere ADD COLUMN x INTEGER")\n', "no such table"),
}


@pytest.mark.parametrize("case", sorted(FAILING))
def test_failing_migration_leaves_the_file_untouched(tmp_path: Path, case: str) -> None:
    path = tmp_path / "torneo.sqlite3"
    with open_database(path) as database, database.sessions.begin() as session:
        small_tournament(session)
    before = fingerprint(path)
    body, words = FAILING[case]

    with pytest.raises(MigrationFailed) as caught:
        open_database(path, script_location=_scripts_with(tmp_path, body))

    assert words in str(caught.value)
    assert "Nothing was changed" in str(caught.value) and "Nulla è stato modificato" in caught.value.italian
    assert fingerprint(path) == before
    assert revision_of(path) == head_revision()
    assert list(
        (tmp_path / "backups").glob(f"torneo-*-before-{NEXT}.sqlite3")
    )  # the snapshot was taken first
    # The file still opens with the shipped program, and the lock was released.
    with open_database(path) as database:
        assert database.integrity_check() == "ok"


def test_unknown_revision_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "future.sqlite3"
    open_database(path).close()
    with sqlite3.connect(path) as connection:
        connection.execute("UPDATE alembic_version SET version_num = '0099'")
    connection.close()
    before = fingerprint(path)
    with pytest.raises(DatabaseTooNew) as caught:
        open_database(path)
    assert str(caught.value) == (
        f"this database was written by a newer FIBur Director (schema 0099); this program is {__version__}: "
        "update the program to open it. Nothing was changed."
    )
    assert "versione più recente di FIBur Director (schema 0099)" in caught.value.italian
    assert fingerprint(path) == before


def _recorded(path: Path) -> str:
    with sqlite3.connect(path) as connection:
        found = connection.execute("SELECT version FROM program").fetchall()
    connection.close()
    assert len(found) == 1
    return str(found[0][0])


def test_a_database_written_by_a_newer_version_is_refused_naming_both(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Same schema, newer program: its rules may differ, so the older program does not write to the file."""
    path = tmp_path / "torneo.sqlite3"
    monkeypatch.setattr(program, "OWN", "0.9.0")
    with open_database(path) as database, database.sessions.begin() as session:
        small_tournament(session)
    assert _recorded(path) == "0.9.0"
    before = path.read_bytes()

    monkeypatch.setattr(program, "OWN", "0.8.0")
    with pytest.raises(DatabaseTooNew) as caught:
        open_database(path)
    assert caught.value.italian == (
        "questo database è stato scritto da FIBur Director 0.9.0; questo programma è la 0.8.0: aggiornare il "
        "programma per aprirlo. Nulla è stato modificato."
    )
    assert str(caught.value) == (
        "this database was written by FIBur Director 0.9.0; this program is 0.8.0: update the program to open "
        "it. Nothing was changed."
    )
    assert path.read_bytes() == before  # byte for byte: not even the WAL switch or a lock left behind
    assert not (tmp_path / "backups").exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["torneo.sqlite3"]

    # 0.10.0 is newer than 0.9.0 (numbers, not text): it opens the file and records itself.
    monkeypatch.setattr(program, "OWN", "0.10.0")
    with open_database(path) as database:
        assert (database.migration.before, database.migration.backup) == (head_revision(), None)
        assert database.migration.written_by == "0.9.0"
    assert _recorded(path) == "0.10.0"


def test_an_equal_version_writes_nothing_and_an_older_record_is_updated(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "torneo.sqlite3"
    monkeypatch.setattr(program, "OWN", "1.0.0rc1")
    open_database(path).close()
    assert _recorded(path) == "1.0.0rc1"
    monkeypatch.setattr(program, "OWN", "1.0.0")
    before = fingerprint(path)
    with open_database(path) as database:
        assert database.migration.written_by == "1.0.0rc1"
    assert _recorded(path) == "1.0.0"
    after = fingerprint(path)
    assert after != before
    open_database(path).close()
    assert fingerprint(path) == after  # the same version again: nothing written


@pytest.mark.parametrize(
    ("older", "newer"),
    [
        ("0.8.0", "0.9.0"),
        ("0.9.0", "0.10.0"),
        ("1.0", "1.0.1"),
        ("1.0.0.dev1", "1.0.0a1"),
        ("1.0.0a2", "1.0.0b1"),
        ("1.0.0rc1", "1.0.0"),
        ("1.0.0", "1.0.0.post1"),
        ("1.2.3+local", "1.2.4"),
    ],
)
def test_versions_compare_as_releases_do(older: str, newer: str) -> None:
    assert program.is_newer(newer, older) and not program.is_newer(older, newer)


def test_equal_versions_and_unreadable_ones() -> None:
    assert not program.is_newer("1.0", "1.0.0") and not program.is_newer("1.0.0", "1.0")
    assert program.is_newer("nightly", "1.0.0")  # only a program this one does not know writes that


def test_the_scripts_text_gives_alembics_chain() -> None:
    """db/revisions.py reads the chain without alembic; alembic itself must agree."""
    from alembic.script import ScriptDirectory

    scripts = ScriptDirectory.from_config(alembic_config())
    chain = read_chain()
    assert [chain.head] == scripts.get_heads()
    assert chain.down == {s.revision: s.down_revision for s in scripts.walk_revisions()}


def test_foreign_files_are_refused_untouched(tmp_path: Path) -> None:
    spreadsheet = tmp_path / "iscritti.xlsx"
    spreadsheet.write_bytes(b"PK\x03\x04 not a database")
    with pytest.raises(NotOurDatabase):
        open_database(spreadsheet)
    assert spreadsheet.read_bytes() == b"PK\x03\x04 not a database"

    other = tmp_path / "other-app.sqlite3"
    with sqlite3.connect(other) as connection:
        connection.execute("CREATE TABLE notes (body TEXT)")
    connection.close()
    before = fingerprint(other)
    with pytest.raises(NotOurDatabase):
        open_database(other)
    assert fingerprint(other) == before


def test_damaged_folder_and_unreadable_paths_are_explained(tmp_path: Path) -> None:
    damaged = tmp_path / "damaged.sqlite3"
    damaged.write_bytes(b"SQLite format 3\x00" + b"\xff" * 4000)
    with pytest.raises(CannotOpen) as caught:
        open_database(damaged)
    assert "damaged.sqlite3" in str(caught.value) and "nulla è stato modificato" in caught.value.italian
    assert damaged.read_bytes() == b"SQLite format 3\x00" + b"\xff" * 4000

    with pytest.raises(NotOurDatabase, match="is a folder"):
        open_database(tmp_path)

    blocker = tmp_path / "a-file"
    blocker.write_text("x", encoding="utf-8")
    with pytest.raises(CannotOpen, match="cannot open"):
        open_database(blocker / "inside" / "torneo.sqlite3")  # its parent cannot be created


def _populate_third_revision(path: Path, *, duplicate_round: bool = False) -> None:
    """A file as schema 0003 wrote it: a derived and a given entry name, a withdrawal kept twice (status and
    sanction), and optionally the same round number twice (NULL group: the old UNIQUE never fired)."""
    alembic_upgrade(path, "0003")
    with sqlite3.connect(path) as connection:
        connection.executescript(
            """
            INSERT INTO players (id, surname, name, card, ranking_points, created_at, search_key) VALUES
                (1, 'Šimić', 'Ana', 'FIB001', 0, '2026-01-01', ''), (2, 'Rossi', 'Niccolò', NULL, 0, '2026-01-01', ''),
                (3, 'Verdi', 'Ugo', NULL, 0, '2026-01-01', ''), (4, 'Neri', 'Eva', NULL, 0, '2026-01-01', '');
            INSERT INTO tournaments (id, name, date, ruleset_id, kind, deals_per_round, planned_rounds, sessions,
                                     pairing_plan, round_time_reduction, created_at, bye_vp)
                VALUES (1, 'Torneo', '2026-12-20', 'burraco-italiano', 'pairs', 4, 4, '[]', '[]', 0, '2026-01-01', 12);
            INSERT INTO entries (id, tournament_id, number, kind, name, status, withdrawn_from_round, late_entry,
                                 registered_at) VALUES
                (1, 1, 1, 'pair', 'Šimić - Rossi', 'active', NULL, 0, '2026-01-01'),
                (2, 1, 2, 'pair', 'I Gabbiani', 'withdrawn', 2, 0, '2026-01-01');
            INSERT INTO entry_players (entry_id, player_id, position, from_round) VALUES
                (1, 1, 1, 1), (1, 2, 2, 1), (2, 3, 1, 1), (2, 4, 2, 1);
            INSERT INTO sanctions (tournament_id, type, entry_id, from_round, quarrel, created_at)
                VALUES (1, 'withdrawal', 2, 2, 0, '2026-01-01');
            INSERT INTO rounds (id, tournament_id, number, system, status, warnings) VALUES
                (1, 1, 1, 'mitchell', 'closed', '[]');
            """
        )
        if duplicate_round:
            connection.execute(
                "INSERT INTO rounds (id, tournament_id, number, system, status, warnings)"
                " VALUES (2, 1, 1, 'mitchell', 'closed', '[]')"
            )
    connection.close()


def test_upgrade_to_0004_keeps_one_fact_in_one_place(tmp_path: Path) -> None:
    path = tmp_path / "torneo.sqlite3"
    _populate_third_revision(path)
    with open_database(path) as database, database.engine.connect() as connection:
        assert connection.exec_driver_sql("SELECT id, name FROM entries ORDER BY id").fetchall() == [
            (1, None),  # was exactly the members' surnames: now derived when read
            (2, "I Gabbiani"),  # a name the referee gave stays
        ]
        columns = {row[1] for row in connection.exec_driver_sql("PRAGMA table_info(entries)")}
        assert "status" not in columns and "withdrawn_from_round" not in columns
        assert connection.exec_driver_sql("SELECT count(*) FROM sanctions").scalar() == 1
        assert connection.exec_driver_sql("PRAGMA foreign_key_check").fetchall() == []
        # Ids are never handed out again: delete the last round, the next one gets a new id.
        connection.exec_driver_sql("DELETE FROM rounds WHERE id = 1")
        connection.exec_driver_sql(
            "INSERT INTO rounds (tournament_id, number, system, status, warnings)"
            " VALUES (1, 1, 'mitchell', 'closed', '[]')"
        )
        assert connection.exec_driver_sql("SELECT id FROM rounds").scalar() == 2
        connection.rollback()


def test_upgrade_to_0004_refuses_a_file_with_duplicate_numbers_untouched(tmp_path: Path) -> None:
    path = tmp_path / "torneo.sqlite3"
    _populate_third_revision(path, duplicate_round=True)
    before = fingerprint(path)
    with pytest.raises(MigrationFailed) as caught:
        open_database(path)
    assert "tournament 1 round 1" in str(caught.value)
    assert fingerprint(path) == before and revision_of(path) == "0003"


def test_a_new_file_is_stamped_as_alembic_stamps(tmp_path: Path) -> None:
    """The desk writes alembic's version table itself on a new file (no alembic import at the first launch):
    the same table, the same row, as alembic's own upgrade leaves."""

    def version_table(path: Path) -> tuple[object, ...]:
        with sqlite3.connect(path) as connection:
            sql = connection.execute(
                "SELECT sql FROM sqlite_master WHERE name = 'alembic_version'"
            ).fetchone()
            rows = connection.execute("SELECT * FROM alembic_version").fetchall()
            index = connection.execute("PRAGMA index_list(alembic_version)").fetchall()
        connection.close()
        return sql, rows, index

    created, migrated = tmp_path / "created.sqlite3", tmp_path / "migrated.sqlite3"
    open_database(created).close()
    alembic_upgrade(migrated, "head")
    assert version_table(created) == version_table(migrated)
    assert version_table(created)[1] == [(head_revision(),)]
