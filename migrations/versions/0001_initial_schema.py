"""Initial schema: players, tournaments, entries, rounds, tables, results, sanctions, audit log.

Revision ID: 0001
Revises:
Create Date: 2026-11-22
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0001"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "players",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("surname", sa.String(length=80), nullable=False),
        sa.Column("name", sa.String(length=80), nullable=False),
        sa.Column("card", sa.String(length=32), nullable=True),
        sa.Column("club", sa.String(length=120), nullable=True),
        sa.Column("category", sa.String(length=32), nullable=True),
        sa.Column("ranking_points", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_players")),
        sa.UniqueConstraint("card", name=op.f("uq_players_card")),
    )
    op.create_table(
        "tournaments",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("date", sa.Date(), nullable=False),
        sa.Column("ruleset_id", sa.String(length=64), nullable=False),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("deals_per_round", sa.Integer(), nullable=False),
        sa.Column("planned_rounds", sa.Integer(), nullable=False),
        sa.Column("sessions", sa.JSON(), nullable=False),
        sa.Column("pairing_plan", sa.JSON(), nullable=False),
        sa.Column("round_time_reduction", sa.Integer(), nullable=False),
        sa.Column("bye_vp", sa.Integer(), nullable=True),
        sa.Column("bye_mp", sa.Integer(), nullable=True),
        sa.Column("draw_seed", sa.Integer(), nullable=True),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.CheckConstraint(
            "kind IN ('pairs', 'teams', 'individual', 'giallo')", name=op.f("ck_tournaments_kind")
        ),
        sa.CheckConstraint("deals_per_round >= 1", name=op.f("ck_tournaments_deals")),
        sa.CheckConstraint("planned_rounds >= 1", name=op.f("ck_tournaments_rounds")),
        sa.CheckConstraint("round_time_reduction >= 0", name=op.f("ck_tournaments_reduction")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_tournaments")),
    )
    op.create_table(
        "audit_log",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("at", sa.DateTime(), nullable=False),
        sa.Column("actor", sa.String(length=80), nullable=False),
        sa.Column("action", sa.String(length=64), nullable=False),
        sa.Column("entity", sa.String(length=64), nullable=False),
        sa.Column("entity_id", sa.Integer(), nullable=True),
        sa.Column("tournament_id", sa.Integer(), nullable=True),
        sa.Column("before", sa.JSON(), nullable=True),
        sa.Column("after", sa.JSON(), nullable=True),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_audit_log_tournament_id_tournaments"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_audit_log")),
    )
    with op.batch_alter_table("audit_log", schema=None) as batch_op:
        batch_op.create_index("ix_audit_log_tournament_at", ["tournament_id", "at"], unique=False)

    op.create_table(
        "entries",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("withdrawn_from_round", sa.Integer(), nullable=True),
        sa.Column("late_entry", sa.Boolean(), nullable=False),
        sa.Column("registered_at", sa.DateTime(), nullable=False),
        sa.CheckConstraint("kind IN ('pair', 'team', 'individual')", name=op.f("ck_entries_kind")),
        sa.CheckConstraint("status IN ('active', 'withdrawn', 'expelled')", name=op.f("ck_entries_status")),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_entries_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_entries")),
        sa.UniqueConstraint("tournament_id", "number", name=op.f("uq_entries_tournament_id")),
    )
    with op.batch_alter_table("entries", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_entries_tournament_id"), ["tournament_id"], unique=False)

    op.create_table(
        "rounds",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("system", sa.String(length=32), nullable=False),
        sa.Column("group_label", sa.String(length=8), nullable=True),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("seed", sa.Integer(), nullable=True),
        sa.Column("warnings", sa.JSON(), nullable=False),
        sa.Column("published_at", sa.DateTime(), nullable=True),
        sa.Column("closed_at", sa.DateTime(), nullable=True),
        sa.CheckConstraint("status IN ('proposed', 'published', 'closed')", name=op.f("ck_rounds_status")),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_rounds_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_rounds")),
        sa.UniqueConstraint("tournament_id", "number", "group_label", name=op.f("uq_rounds_tournament_id")),
    )
    with op.batch_alter_table("rounds", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_rounds_tournament_id"), ["tournament_id"], unique=False)

    op.create_table(
        "entry_players",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("entry_id", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("from_round", sa.Integer(), nullable=False),
        sa.Column("to_round", sa.Integer(), nullable=True),
        sa.ForeignKeyConstraint(
            ["entry_id"], ["entries.id"], name=op.f("fk_entry_players_entry_id_entries"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["player_id"],
            ["players.id"],
            name=op.f("fk_entry_players_player_id_players"),
            ondelete="RESTRICT",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_entry_players")),
        sa.UniqueConstraint("entry_id", "player_id", name=op.f("uq_entry_players_entry_id")),
    )
    with op.batch_alter_table("entry_players", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_entry_players_entry_id"), ["entry_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_entry_players_player_id"), ["player_id"], unique=False)

    op.create_table(
        "rests",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("round_id", sa.Integer(), nullable=False),
        sa.Column("entry_id", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["entry_id"], ["entries.id"], name=op.f("fk_rests_entry_id_entries"), ondelete="RESTRICT"
        ),
        sa.ForeignKeyConstraint(
            ["round_id"], ["rounds.id"], name=op.f("fk_rests_round_id_rounds"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_rests")),
        sa.UniqueConstraint("round_id", "entry_id", name=op.f("uq_rests_round_id")),
    )
    with op.batch_alter_table("rests", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_rests_entry_id"), ["entry_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_rests_round_id"), ["round_id"], unique=False)

    op.create_table(
        "round_tables",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("round_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("room", sa.String(length=8), nullable=True),
        sa.Column("match", sa.Integer(), nullable=True),
        sa.CheckConstraint("room IS NULL OR room IN ('open', 'closed')", name=op.f("ck_round_tables_room")),
        sa.ForeignKeyConstraint(
            ["round_id"], ["rounds.id"], name=op.f("fk_round_tables_round_id_rounds"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_round_tables")),
        sa.UniqueConstraint("round_id", "number", "room", name=op.f("uq_round_tables_round_id")),
    )
    with op.batch_alter_table("round_tables", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_round_tables_round_id"), ["round_id"], unique=False)

    op.create_table(
        "results",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("table_id", sa.Integer(), nullable=False),
        sa.Column("ns_points", sa.Integer(), nullable=False),
        sa.Column("ew_points", sa.Integer(), nullable=False),
        sa.Column("deals", sa.JSON(), nullable=True),
        sa.Column("confirmed_by_opponents", sa.Boolean(), nullable=False),
        sa.Column("countersigned", sa.Boolean(), nullable=False),
        sa.Column("entered_at", sa.DateTime(), nullable=False),
        sa.CheckConstraint("ew_points % 5 = 0", name=op.f("ck_results_ew_points_multiple_of_5")),
        sa.CheckConstraint("ns_points % 5 = 0", name=op.f("ck_results_ns_points_multiple_of_5")),
        sa.ForeignKeyConstraint(
            ["table_id"],
            ["round_tables.id"],
            name=op.f("fk_results_table_id_round_tables"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_results")),
        sa.UniqueConstraint("table_id", name=op.f("uq_results_table_id")),
    )
    op.create_table(
        "sanctions",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("type", sa.String(length=32), nullable=False),
        sa.Column("entry_id", sa.Integer(), nullable=True),
        sa.Column("round_id", sa.Integer(), nullable=True),
        sa.Column("table_id", sa.Integer(), nullable=True),
        sa.Column("minutes", sa.Integer(), nullable=True),
        sa.Column("points", sa.Integer(), nullable=True),
        sa.Column("quarrel", sa.Boolean(), nullable=False),
        sa.Column("article", sa.String(length=64), nullable=True),
        sa.Column("note", sa.Text(), nullable=True),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.CheckConstraint(
            "type IN ('warning', 'late', 'absent', 'withdrawal', 'left_during_round', 'lost_score_sheet', 'suspended_misconduct', 'both_abandoned', 'unmonitored_difference', 'referee_award')",
            name=op.f("ck_sanctions_type"),
        ),
        sa.ForeignKeyConstraint(
            ["entry_id"], ["entries.id"], name=op.f("fk_sanctions_entry_id_entries"), ondelete="RESTRICT"
        ),
        sa.ForeignKeyConstraint(
            ["round_id"], ["rounds.id"], name=op.f("fk_sanctions_round_id_rounds"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["table_id"],
            ["round_tables.id"],
            name=op.f("fk_sanctions_table_id_round_tables"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_sanctions_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_sanctions")),
    )
    with op.batch_alter_table("sanctions", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_sanctions_entry_id"), ["entry_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_sanctions_round_id"), ["round_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_sanctions_tournament_id"), ["tournament_id"], unique=False)

    op.create_table(
        "seats",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("table_id", sa.Integer(), nullable=False),
        sa.Column("side", sa.String(length=2), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("entry_id", sa.Integer(), nullable=False),
        sa.CheckConstraint("side IN ('ns', 'ew')", name=op.f("ck_seats_side")),
        sa.ForeignKeyConstraint(
            ["entry_id"], ["entries.id"], name=op.f("fk_seats_entry_id_entries"), ondelete="RESTRICT"
        ),
        sa.ForeignKeyConstraint(
            ["table_id"], ["round_tables.id"], name=op.f("fk_seats_table_id_round_tables"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_seats")),
        sa.UniqueConstraint("table_id", "side", "position", name=op.f("uq_seats_table_id")),
    )
    with op.batch_alter_table("seats", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_seats_entry_id"), ["entry_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_seats_table_id"), ["table_id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("seats", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_seats_table_id"))
        batch_op.drop_index(batch_op.f("ix_seats_entry_id"))

    op.drop_table("seats")
    with op.batch_alter_table("sanctions", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_sanctions_tournament_id"))
        batch_op.drop_index(batch_op.f("ix_sanctions_round_id"))
        batch_op.drop_index(batch_op.f("ix_sanctions_entry_id"))

    op.drop_table("sanctions")
    op.drop_table("results")
    with op.batch_alter_table("round_tables", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_round_tables_round_id"))

    op.drop_table("round_tables")
    with op.batch_alter_table("rests", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_rests_round_id"))
        batch_op.drop_index(batch_op.f("ix_rests_entry_id"))

    op.drop_table("rests")
    with op.batch_alter_table("entry_players", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_entry_players_player_id"))
        batch_op.drop_index(batch_op.f("ix_entry_players_entry_id"))

    op.drop_table("entry_players")
    with op.batch_alter_table("rounds", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_rounds_tournament_id"))

    op.drop_table("rounds")
    with op.batch_alter_table("entries", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_entries_tournament_id"))

    op.drop_table("entries")
    with op.batch_alter_table("audit_log", schema=None) as batch_op:
        batch_op.drop_index("ix_audit_log_tournament_at")

    op.drop_table("audit_log")
    op.drop_table("tournaments")
    op.drop_table("players")
