"""One fact in one place, ids never reused, unique numbers that hold.

- Every table becomes AUTOINCREMENT on SQLite: a deleted last row's id was handed to the next row, and undo
  (which names rows by id) could then rewrite another tournament's row. PostgreSQL needs nothing: its
  sequences never hand an id out twice, so the tables are altered in place there (no batch copy).
- ``audit_log.tournament_id`` is no longer a foreign key: the journal outlives what it describes (undoing the
  creation of a tournament deletes the tournament and is logged under it).
- ``entries.status`` and ``entries.withdrawn_from_round`` are dropped: a withdrawal lives only in its
  ``sanctions`` row (removing it brings the entry back). ``entries.name`` becomes optional: NULL means the
  current members' surnames, read when shown, so an edited surname shows everywhere; stored names that are
  exactly the members' surnames become NULL.
- ``tournaments.bye_vp`` / ``bye_mp`` are dropped: never read; the bye score is the ruleset's ``[bye]``.
- Round numbers and table numbers are unique also when the group or the room is NULL (a unique index on
  ``coalesce(...)``: NULL never equals NULL in a UNIQUE constraint, so duplicates were accepted). A file that
  already holds duplicates is refused with their place named, and left unchanged.

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-22
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

TABLES = (
    "players",
    "tournaments",
    "entries",
    "entry_players",
    "rounds",
    "round_tables",
    "seats",
    "rests",
    "results",
    "sanctions",
    "standings_publications",
    "audit_log",
)


def _refuse_duplicates() -> None:
    bind = op.get_bind()
    rounds = bind.exec_driver_sql(
        "SELECT tournament_id, number, coalesce(group_label, '') FROM rounds"
        " GROUP BY 1, 2, 3 HAVING count(*) > 1"
    ).fetchall()
    tables = bind.exec_driver_sql(
        "SELECT r.tournament_id, r.number, t.number FROM round_tables t JOIN rounds r ON r.id = t.round_id"
        # Grouped by r.* too: PostgreSQL (unlike SQLite) refuses selected columns outside the GROUP BY.
        " GROUP BY r.tournament_id, r.number, t.round_id, t.number, coalesce(t.room, '') HAVING count(*) > 1"
    ).fetchall()
    if rounds or tables:
        places = [f"tournament {t} round {n}" for t, n, _ in rounds]
        places += [f"tournament {t} round {n} table {x}" for t, n, x in tables]
        raise RuntimeError(
            "the file holds the same number twice (" + "; ".join(places) + "): "
            "ask for help before upgrading / il file contiene due volte lo stesso numero"
        )


def _derived_names_to_null() -> None:
    bind = op.get_bind()
    members: dict[int, list[tuple[int, str]]] = {}
    for entry_id, position, surname in bind.exec_driver_sql(
        "SELECT ep.entry_id, ep.position, p.surname FROM entry_players ep JOIN players p ON p.id = ep.player_id"
        " WHERE ep.to_round IS NULL"
    ):
        members.setdefault(entry_id, []).append((position, surname))
    for entry_id, name in bind.exec_driver_sql("SELECT id, name FROM entries").fetchall():
        derived = " - ".join(surname for _, surname in sorted(members.get(entry_id, [])))
        if name == derived:
            # Bound through SQLAlchemy: the drivers' placeholders differ (sqlite3 "?", psycopg "%s").
            bind.execute(sa.text("UPDATE entries SET name = NULL WHERE id = :id"), {"id": entry_id})


def upgrade() -> None:
    _refuse_duplicates()
    sqlite = op.get_bind().dialect.name == "sqlite"
    recreate = {"recreate": "always", "table_kwargs": {"sqlite_autoincrement": True}} if sqlite else {}
    for table in TABLES:
        with op.batch_alter_table(table, **recreate) as batch_op:  # type: ignore[arg-type]
            if table == "tournaments":
                batch_op.drop_column("bye_vp")
                batch_op.drop_column("bye_mp")
            elif table == "entries":
                batch_op.drop_constraint(op.f("ck_entries_status"), type_="check")
                batch_op.drop_column("status")
                batch_op.drop_column("withdrawn_from_round")
                batch_op.alter_column("name", existing_type=sa.String(length=200), nullable=True)
            elif table == "rounds":
                batch_op.drop_constraint(op.f("uq_rounds_tournament_id"), type_="unique")
            elif table == "round_tables":
                batch_op.drop_constraint(op.f("uq_round_tables_round_id"), type_="unique")
            elif table == "audit_log":
                batch_op.drop_constraint(op.f("fk_audit_log_tournament_id_tournaments"), type_="foreignkey")
    op.create_index(
        "uq_rounds_number",
        "rounds",
        ["tournament_id", "number", sa.text("coalesce(group_label, '')")],
        unique=True,
    )
    op.create_index(
        "uq_round_tables_number",
        "round_tables",
        ["round_id", "number", sa.text("coalesce(room, '')")],
        unique=True,
    )
    _derived_names_to_null()


def downgrade() -> None:
    raise NotImplementedError("schema 0004 is not downgraded: restore the snapshot taken before the upgrade")
