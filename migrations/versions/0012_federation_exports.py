"""When each tournament's federation file was last written (issue 27).

- ``federation_exports``: one row per tournament, the time (UTC) its federation file was last written and the
  fingerprint of the round it reports, so the desk's tournament list reminds the referee of the files still to
  send within 10 days of the tournament's date (docs/federation.md). Written outside the audit log: writing a
  file is not a tournament action to undo.

Revision ID: 0012
Revises: 0011
Create Date: 2026-11-25
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0012"
down_revision: str | None = "0011"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "federation_exports",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("exported_at", sa.DateTime(), nullable=False),
        sa.Column("fingerprint", sa.String(length=64), nullable=False),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_federation_exports_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_federation_exports")),
        sa.UniqueConstraint("tournament_id", name=op.f("uq_federation_exports_tournament_id")),
        sqlite_autoincrement=True,
    )


def downgrade() -> None:
    op.drop_table("federation_exports")
