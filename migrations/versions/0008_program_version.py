"""The program that last wrote the database (issue 23).

- ``program``: one row (``id = 1``) with the version of FIBur Director that last created, migrated or opened
  the database to write, and when. The migration creates the table empty; the program fills the row in the
  same transaction (``fibur_director.db.program.record``), since a migration describes the schema of its own
  day and not the program running it.

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-25
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0008"
down_revision: str | None = "0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "program",
        sa.Column("id", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("version", sa.String(length=64), nullable=False),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.CheckConstraint("id = 1", name=op.f("ck_program_one_row")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_program")),
    )


def downgrade() -> None:
    op.drop_table("program")
