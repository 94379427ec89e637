"""Check-in at the door (issue 26, items 7-8).

- ``tournaments.fee_cents``: what each player pays at the door, in euro cents; existing tournaments get the
  documented default, 1000 (10 euro), written here as a number so a later change of the default cannot change
  an old upgrade.
- ``checkins``: one row per player a helper or the desk has marked (present, paid); no row means not here.
- ``checkin_devices``: the phones paired for a tournament's check-in, by the hash of their one-time code until
  paired and of their token after; never the secrets themselves.

Revision ID: 0011
Revises: 0010
Create Date: 2026-11-25
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0011"
down_revision: str | None = "0010"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

FEE_CENTS = 1000  # frozen copy of domain.checkin.DEFAULT_FEE_CENTS as of this revision


def upgrade() -> None:
    op.add_column(
        "tournaments",
        sa.Column("fee_cents", sa.Integer(), nullable=False, server_default=str(FEE_CENTS)),
    )
    op.create_table(
        "checkins",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.Column("present", sa.Boolean(), nullable=False),
        sa.Column("paid_cents", sa.Integer(), nullable=False),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.CheckConstraint("paid_cents >= 0", name=op.f("ck_checkins_paid")),
        sa.ForeignKeyConstraint(
            ["player_id"], ["players.id"], name=op.f("fk_checkins_player_id_players"), ondelete="RESTRICT"
        ),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_checkins_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_checkins")),
        sa.UniqueConstraint("tournament_id", "player_id", name=op.f("uq_checkins_tournament_id")),
        sqlite_autoincrement=True,
    )
    op.create_index(op.f("ix_checkins_player_id"), "checkins", ["player_id"])
    op.create_index(op.f("ix_checkins_tournament_id"), "checkins", ["tournament_id"])
    op.create_table(
        "checkin_devices",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("code_hash", sa.String(length=64), nullable=True),
        sa.Column("token_hash", sa.String(length=64), nullable=True),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("paired_at", sa.DateTime(), nullable=True),
        sa.Column("revoked_at", sa.DateTime(), nullable=True),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_checkin_devices_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_checkin_devices")),
        sa.UniqueConstraint("code_hash", name=op.f("uq_checkin_devices_code_hash")),
        sa.UniqueConstraint("token_hash", name=op.f("uq_checkin_devices_token_hash")),
        sa.UniqueConstraint("tournament_id", "number", name=op.f("uq_checkin_devices_tournament_id")),
        sqlite_autoincrement=True,
    )
    op.create_index(op.f("ix_checkin_devices_tournament_id"), "checkin_devices", ["tournament_id"])


def downgrade() -> None:
    raise NotImplementedError("schema 0010 is not downgraded: restore the snapshot taken before the upgrade")
