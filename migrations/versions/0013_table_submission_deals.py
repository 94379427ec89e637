"""A phone's score sheet deal by deal (issue 26, item 2).

- ``table_submissions.deals``: the figures of each deal a line sent, ``[[ns, ew], ...]`` as ``results.deals``
  keeps them, or NULL for a sheet of totals only and for a confirmation. Every existing row is NULL: what the
  phones sent before was totals.

Revision ID: 0013
Revises: 0012
Create Date: 2026-11-25
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0013"
down_revision: str | None = "0012"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("table_submissions", sa.Column("deals", sa.JSON(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("table_submissions") as batch:
        batch.drop_column("deals")
