"""The tournament's referee (issue 38, item 4).

- ``tournaments.referee``: the name of the referee (direttore di gara) who directs the tournament, asked when it
  is created and changed by ``tournament edit T --referee NAME``; printed on the standings, the workbook and
  the federation file. NULL for every existing tournament: the desk then asks before writing the federation
  file, and the printouts leave the line out.

Revision ID: 0015
Revises: 0014
Create Date: 2026-11-28
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0015"
down_revision: str | None = "0014"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("tournaments", sa.Column("referee", sa.String(length=100), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("tournaments") as batch:
        batch.drop_column("referee")
