"""Score sheets from the tables (issue 26).

- ``tournaments.table_entry``: whether the tables may enter their own sheets from a phone (false: off).
- ``table_codes``: the two codes (NS, EW) of each table of a published round, the phone page's address.
- ``table_submissions``: what each line sent from its phone, in order; the table's phone state is derived.

Revision ID: 0010
Revises: 0009
Create Date: 2026-11-25
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0010"
down_revision: str | None = "0009"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

SIDES = ("ns", "ew")


def _in(column: str, values: tuple[str, ...]) -> str:
    return f"{column} IN ({', '.join(repr(v) for v in values)})"


def upgrade() -> None:
    sqlite = op.get_bind().dialect.name == "sqlite"
    recreate = {"recreate": "always", "table_kwargs": {"sqlite_autoincrement": True}} if sqlite else {}
    # Copied on SQLite so the stored DDL reads as a created file's (tournaments has no expression index).
    with op.batch_alter_table("tournaments", **recreate) as batch_op:  # type: ignore[arg-type]
        batch_op.add_column(sa.Column("table_entry", sa.Boolean(), nullable=False, server_default=sa.false()))
    op.create_table(
        "table_codes",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("table_id", sa.Integer(), nullable=False),
        sa.Column("line", sa.String(length=2), nullable=False),
        sa.Column("code", sa.String(length=8), nullable=False),
        sa.CheckConstraint(_in("line", SIDES), name=op.f("ck_table_codes_line")),
        sa.ForeignKeyConstraint(
            ["table_id"],
            ["round_tables.id"],
            name=op.f("fk_table_codes_table_id_round_tables"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_table_codes")),
        sa.UniqueConstraint("code", name=op.f("uq_table_codes_code")),
        sa.UniqueConstraint("table_id", "line", name=op.f("uq_table_codes_table_id")),
        sqlite_autoincrement=True,
    )
    op.create_table(
        "table_submissions",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("table_id", sa.Integer(), nullable=False),
        sa.Column("line", sa.String(length=2), nullable=False),
        sa.Column("ns_points", sa.Integer(), nullable=True),
        sa.Column("ew_points", sa.Integer(), nullable=True),
        sa.Column("submitted_at", sa.DateTime(), nullable=False),
        sa.CheckConstraint(_in("line", SIDES), name=op.f("ck_table_submissions_line")),
        sa.CheckConstraint(
            "ns_points IS NULL OR ns_points % 5 = 0", name=op.f("ck_table_submissions_ns_points")
        ),
        sa.CheckConstraint(
            "ew_points IS NULL OR ew_points % 5 = 0", name=op.f("ck_table_submissions_ew_points")
        ),
        sa.ForeignKeyConstraint(
            ["table_id"],
            ["round_tables.id"],
            name=op.f("fk_table_submissions_table_id_round_tables"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_table_submissions")),
        sqlite_autoincrement=True,
    )
    op.create_index(op.f("ix_table_submissions_table_id"), "table_submissions", ["table_id"], unique=False)


def downgrade() -> None:
    raise NotImplementedError("schema 0009 is not downgraded: restore the snapshot taken before the upgrade")
