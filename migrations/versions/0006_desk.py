"""The desk on tournament day (issue 15).

- ``results.oddity``: a score sheet the desk questioned as implausible (ruleset ``[plausibility]``) and saved
  all the same: ``questioned`` until the referee checks it against the paper, then ``confirmed``.
- ``round_clocks``: the round clock of each round, so a restart of the desk finds it where it was.

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-23
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0006"
down_revision: str | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    sqlite = op.get_bind().dialect.name == "sqlite"
    recreate = {"recreate": "always", "table_kwargs": {"sqlite_autoincrement": True}} if sqlite else {}
    with op.batch_alter_table("results", **recreate) as batch_op:  # type: ignore[arg-type]
        batch_op.add_column(sa.Column("oddity", sa.String(length=16), nullable=True))
        batch_op.create_check_constraint("oddity", "oddity IS NULL OR oddity IN ('questioned', 'confirmed')")
    op.create_table(
        "round_clocks",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("round_id", sa.Integer(), nullable=False),
        sa.Column("total_seconds", sa.Integer(), nullable=False),
        sa.Column("left_seconds", sa.Integer(), nullable=False),
        sa.Column("started_at", sa.DateTime(), nullable=True),
        sa.CheckConstraint("total_seconds >= 0 AND left_seconds >= 0", name=op.f("ck_round_clocks_seconds")),
        sa.ForeignKeyConstraint(
            ["round_id"], ["rounds.id"], name=op.f("fk_round_clocks_round_id_rounds"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_round_clocks")),
        sa.UniqueConstraint("round_id", name=op.f("uq_round_clocks_round_id")),
        sqlite_autoincrement=True,
    )


def downgrade() -> None:
    raise NotImplementedError("schema 0006 is not downgraded: restore the snapshot taken before the upgrade")
