"""A tournament's prize list (issue 37, items 5-6).

- ``tournaments.prize_list``: the list as TOML (``domain.prizes.prize_list_toml``), written by the desk's table
  editor or ``prizes --tournament T --list PRIZES.toml --save``. NULL for every existing tournament: its prizes
  go by the default list, the first ``prizes`` of each group, as they did before.

Revision ID: 0017
Revises: 0016
Create Date: 2026-11-28
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0017"
down_revision: str | None = "0016"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("tournaments", sa.Column("prize_list", sa.Text(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("tournaments") as batch:
        batch.drop_column("prize_list")
