"""Which device sent each line's score sheet (issue 39).

- ``table_submissions.device``: the client address the row came from (the room's Wi-Fi gives each phone its
  own), so the desk's board can mark a sheet both lines sent and confirmed from one phone for the paper check.
  NULL for every existing row and for rows the desk or a test writes without one.

Revision ID: 0014
Revises: 0013
Create Date: 2026-11-28
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0014"
down_revision: str | None = "0013"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("table_submissions", sa.Column("device", sa.String(64), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("table_submissions") as batch:
        batch.drop_column("device")
