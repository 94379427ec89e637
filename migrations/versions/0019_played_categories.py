"""The category and points a tournament's players had when they played (issue 37's attack, F2).

- ``entry_players.played_category``, ``entry_players.played_points``: the player's category and national
  ranking points as this tournament played them, copied from the archive (``players``) when the first round the
  member plays is proposed (``services.rounds.propose_round``), or from the tournament file on import. NULL
  ``played_points``: not frozen yet (registration before the draw), and the archive's current values are read.
  The archive holds the current value, the tournament the value as played: a member list imported after the
  day refreshes the archive and changes neither the prizes nor the exported file of a played tournament
  (docs/architecture.md, "Categories as played").
- Existing tournaments that have rounds are frozen with the archive's values of today: the best there is.

Written beside revision 0018 (the results' CHECK, another branch) and put after it when both were merged.

Revision ID: 0019
Revises: 0018
Create Date: 2026-11-28
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0019"
down_revision: str | None = "0018"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("entry_players", sa.Column("played_category", sa.String(length=32), nullable=True))
    op.add_column("entry_players", sa.Column("played_points", sa.Integer(), nullable=True))
    op.execute(
        """
        UPDATE entry_players SET
            played_category = (SELECT p.category FROM players p WHERE p.id = entry_players.player_id),
            played_points = (SELECT COALESCE(p.ranking_points, 0) FROM players p WHERE p.id = entry_players.player_id)
        WHERE entry_id IN (
            SELECT e.id FROM entries e WHERE EXISTS (SELECT 1 FROM rounds r WHERE r.tournament_id = e.tournament_id)
        )
        """
    )


def downgrade() -> None:
    with op.batch_alter_table("entry_players") as batch:
        batch.drop_column("played_points")
        batch.drop_column("played_category")
