"""Sicilian Tarot tournaments (issue 17).

- ``tournaments.kind`` accepts ``tarot`` (an individual tournament at tables of four, TAROT §2).
- ``tarot_deals``: the turn sheet ("Scheda di Turno"), one row per deal per table, kept by sides as
  ``domain.tarot.Deal`` is: the declarer's seat (0-3 = N, W, S, E) and call, the partner, the commitments
  declared, either the jochi realised by each side (``jucate``, JSON) or the side difference with the pigliate
  and the realised flags, and the §6 penalties (JSON). Each player's jochi are derived, never stored.
- ``rounds.draw``: round 1's trumps drawn, ``[[entry id, trump], ...]``, which seat the first round.

The vocabularies are spelled out here, not imported: a migration describes the schema of its own day.

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-23
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0007"
down_revision: str | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

KINDS = ("pairs", "teams", "individual", "giallo", "tarot")
CALLS = ("S5", "SV", "SF", "CV", "CF")


def _in(column: str, values: tuple[str, ...]) -> str:
    return f"{column} IN ({', '.join(repr(v) for v in values)})"


def upgrade() -> None:
    sqlite = op.get_bind().dialect.name == "sqlite"
    recreate = {"recreate": "always", "table_kwargs": {"sqlite_autoincrement": True}} if sqlite else {}
    # SQLite cannot alter a CHECK in place: the table is copied (tournaments has no expression index).
    with op.batch_alter_table("tournaments", **recreate) as batch_op:  # type: ignore[arg-type]
        batch_op.drop_constraint(op.f("ck_tournaments_kind"), type_="check")
        batch_op.create_check_constraint("kind", _in("kind", KINDS))
    # A plain ADD COLUMN on both engines: rounds keeps its expression index uq_rounds_number untouched.
    op.add_column("rounds", sa.Column("draw", sa.JSON(none_as_null=True), nullable=True))
    op.create_table(
        "tarot_deals",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("table_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("declarer", sa.Integer(), nullable=True),
        sa.Column("call", sa.String(length=2), nullable=True),
        sa.Column("partner", sa.Integer(), nullable=True),
        sa.Column("scommessa", sa.Boolean(), nullable=False),
        sa.Column("rivanto", sa.Integer(), nullable=True),
        sa.Column("jucate", sa.JSON(none_as_null=True), nullable=True),
        sa.Column("difference", sa.Integer(), nullable=True),
        sa.Column("pigliate_declarers", sa.Integer(), nullable=False),
        sa.Column("pigliate_defenders", sa.Integer(), nullable=False),
        sa.Column("scommessa_realised", sa.Boolean(), nullable=False),
        sa.Column("rivanto_realised", sa.Boolean(), nullable=False),
        sa.Column("penalties", sa.JSON(none_as_null=True), nullable=False),
        sa.CheckConstraint("number >= 1", name=op.f("ck_tarot_deals_number")),
        sa.CheckConstraint(
            "declarer IS NULL OR declarer BETWEEN 0 AND 3", name=op.f("ck_tarot_deals_declarer")
        ),
        sa.CheckConstraint("partner IS NULL OR partner BETWEEN 0 AND 3", name=op.f("ck_tarot_deals_partner")),
        sa.CheckConstraint("rivanto IS NULL OR rivanto BETWEEN 0 AND 3", name=op.f("ck_tarot_deals_rivanto")),
        sa.CheckConstraint("call IS NULL OR " + _in("call", CALLS), name=op.f("ck_tarot_deals_call")),
        sa.CheckConstraint("(call IS NULL) = (declarer IS NULL)", name=op.f("ck_tarot_deals_call_declarer")),
        sa.CheckConstraint(
            "pigliate_declarers >= 0 AND pigliate_defenders >= 0", name=op.f("ck_tarot_deals_pigliate")
        ),
        sa.ForeignKeyConstraint(
            ["table_id"],
            ["round_tables.id"],
            name=op.f("fk_tarot_deals_table_id_round_tables"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_tarot_deals")),
        sa.UniqueConstraint("table_id", "number", name=op.f("uq_tarot_deals_table_id")),
        sqlite_autoincrement=True,
    )
    op.create_index(op.f("ix_tarot_deals_table_id"), "tarot_deals", ["table_id"], unique=False)


def downgrade() -> None:
    raise NotImplementedError("schema 0007 is not downgraded: restore the snapshot taken before the upgrade")
