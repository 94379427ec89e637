"""Regulation fidelity (issue 13): the tournament's level, the announced 800-MP rule, prizes and tie-break
chain; the 7-7 cancellation of a correction as a sanction type of its own.

- ``tournaments.level``: club, federal, regional or national (IT/REV Art. 6; Poteri dell'arbitro g).
  Existing tournaments become club tournaments, the level at which everything they could do stays allowed.
- ``tournaments.announced_800``: whether the referee announced the 800-MP rule (false for existing ones).
- ``tournaments.prizes`` (NULL: the ruleset's default) and ``tournaments.tie_break`` (NULL: the ruleset's
  chain).
- ``sanctions.type`` accepts ``correction_cancelled`` (IT Art. 20; REV Art. 19).
- ``round_tables.declares_first_id``: in a team match of round 1, the team whose captain turned up the lower
  card, which declares its rooms first (IT Art. 3).

The vocabularies are spelled out here, not imported: a migration describes the schema of its own day.

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-23
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0005"
down_revision: str | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

LEVELS = ("club", "federal", "regional", "national")
SANCTION_TYPES = (
    "warning",
    "late",
    "absent",
    "withdrawal",
    "left_during_round",
    "lost_score_sheet",
    "suspended_misconduct",
    "both_abandoned",
    "unmonitored_difference",
    "referee_award",
    "correction_cancelled",
)


def _in(column: str, values: tuple[str, ...]) -> str:
    return f"{column} IN ({', '.join(repr(v) for v in values)})"


def upgrade() -> None:
    sqlite = op.get_bind().dialect.name == "sqlite"
    recreate = {"recreate": "always", "table_kwargs": {"sqlite_autoincrement": True}} if sqlite else {}
    with op.batch_alter_table("tournaments", **recreate) as batch_op:  # type: ignore[arg-type]
        batch_op.add_column(sa.Column("level", sa.String(length=16), nullable=False, server_default="club"))
        batch_op.add_column(
            sa.Column("announced_800", sa.Boolean(), nullable=False, server_default=sa.false())
        )
        batch_op.add_column(sa.Column("prizes", sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column("tie_break", sa.JSON(none_as_null=True), nullable=True))
        batch_op.create_check_constraint("level", _in("level", LEVELS))
        batch_op.create_check_constraint("prizes", "prizes IS NULL OR prizes >= 0")
    with op.batch_alter_table("round_tables", **recreate) as batch_op:  # type: ignore[arg-type]
        batch_op.add_column(sa.Column("declares_first_id", sa.Integer(), nullable=True))
        batch_op.create_foreign_key(
            op.f("fk_round_tables_declares_first_id_entries"),
            "entries",
            ["declares_first_id"],
            ["id"],
            ondelete="RESTRICT",
        )
    if sqlite:
        # The copy of round_tables cannot carry its expression index (SQLAlchemy does not reflect it): rebuilt.
        op.create_index(
            "uq_round_tables_number",
            "round_tables",
            ["round_id", "number", sa.text("coalesce(room, '')")],
            unique=True,
        )
    with op.batch_alter_table("sanctions", **recreate) as batch_op:  # type: ignore[arg-type]
        batch_op.drop_constraint(op.f("ck_sanctions_type"), type_="check")
        batch_op.create_check_constraint("type", _in("type", SANCTION_TYPES))


def downgrade() -> None:
    raise NotImplementedError("schema 0005 is not downgraded: restore the snapshot taken before the upgrade")
