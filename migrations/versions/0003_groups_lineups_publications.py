"""Tables know their group and the team players seated there; standings publications; interruption.

- ``round_tables.group_label``: merit or round-robin group of the table (pairing inside groups, per-group
  standings).
- ``round_tables.ns_players`` / ``ew_players``: the pair of a team seated in that room (IT Art. 3).
- ``standings_publications``: when provisional (before a group split) or final standings were shown; they
  become definitive after the ruleset's verification minutes (IT Art. 20).
- ``sanctions.from_round``: the first round a withdrawal takes effect (IT Art. 38).
- ``tournaments.interrupted_after_round``: a tournament stopped early (IT Art. 40): past half the planned
  rounds the last published standings stand.

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-22
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("round_tables") as batch_op:
        batch_op.add_column(sa.Column("group_label", sa.String(length=8), nullable=True))
        batch_op.add_column(sa.Column("ns_players", sa.JSON(), nullable=True))
        batch_op.add_column(sa.Column("ew_players", sa.JSON(), nullable=True))
    with op.batch_alter_table("tournaments") as batch_op:
        batch_op.add_column(sa.Column("interrupted_after_round", sa.Integer(), nullable=True))
    with op.batch_alter_table("sanctions") as batch_op:
        batch_op.add_column(sa.Column("from_round", sa.Integer(), nullable=True))
    op.create_table(
        "standings_publications",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("after_round", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("published_at", sa.DateTime(), nullable=False),
        sa.CheckConstraint("kind IN ('provisional', 'final')", name=op.f("ck_standings_publications_kind")),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_standings_publications_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_standings_publications")),
    )
    op.create_index(
        op.f("ix_standings_publications_tournament_id"),
        "standings_publications",
        ["tournament_id"],
        unique=False,
    )


def downgrade() -> None:
    op.drop_index(op.f("ix_standings_publications_tournament_id"), table_name="standings_publications")
    op.drop_table("standings_publications")
    with op.batch_alter_table("sanctions") as batch_op:
        batch_op.drop_column("from_round")
    with op.batch_alter_table("tournaments") as batch_op:
        batch_op.drop_column("interrupted_after_round")
    with op.batch_alter_table("round_tables") as batch_op:
        batch_op.drop_column("ew_players")
        batch_op.drop_column("ns_players")
        batch_op.drop_column("group_label")
