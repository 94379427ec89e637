"""The federation's member list (issue 37): who may play.

- ``roster_lists``: each list read from a file, with its own date (``listed_on``), the file's name and the
  SHA-256 of its bytes; ``roster_members``: its rows (card, names, club, category, card type, expiry, points,
  birth date). Both are snapshots, written once outside the audit log and never changed.
- ``roster_imports``: a list put in use; the newest row's list is the one in use. Audited, so an import is one
  undoable action of one row.

Tables of people, not of a game: nothing here names burraco or the Tarot.

Revision ID: 0016
Revises: 0015
Create Date: 2026-11-28
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0016"
down_revision: str | None = "0015"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "roster_lists",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("listed_on", sa.Date(), nullable=False),
        sa.Column("source", sa.String(length=255), nullable=False),
        sa.Column("digest", sa.String(length=64), nullable=False),
        sa.Column("members", sa.Integer(), nullable=False),
        sa.Column("read_at", sa.DateTime(), nullable=False),
        sa.CheckConstraint("members >= 0", name=op.f("ck_roster_lists_members")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_roster_lists")),
        sqlite_autoincrement=True,
    )
    op.create_index(op.f("ix_roster_lists_digest"), "roster_lists", ["digest"])
    op.create_table(
        "roster_members",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("list_id", sa.Integer(), nullable=False),
        sa.Column("card", sa.String(length=32), nullable=False),
        sa.Column("card_key", sa.String(length=32), nullable=False),
        sa.Column("surname", sa.String(length=80), nullable=False),
        sa.Column("name", sa.String(length=80), nullable=False),
        sa.Column("club", sa.String(length=120), nullable=True),
        sa.Column("category", sa.String(length=32), nullable=True),
        sa.Column("card_type", sa.String(length=32), nullable=True),
        sa.Column("expires_on", sa.Date(), nullable=True),
        sa.Column("points", sa.Integer(), nullable=False),
        sa.Column("born_on", sa.Date(), nullable=True),
        sa.Column("search_key", sa.String(length=300), nullable=False),
        sa.ForeignKeyConstraint(
            ["list_id"],
            ["roster_lists.id"],
            name=op.f("fk_roster_members_list_id_roster_lists"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_roster_members")),
        sa.UniqueConstraint("list_id", "card_key", name=op.f("uq_roster_members_list_id")),
        sqlite_autoincrement=True,
    )
    op.create_table(
        "roster_imports",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("list_id", sa.Integer(), nullable=False),
        sa.Column("imported_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["list_id"],
            ["roster_lists.id"],
            name=op.f("fk_roster_imports_list_id_roster_lists"),
            ondelete="RESTRICT",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_roster_imports")),
        sqlite_autoincrement=True,
    )
    op.create_index(op.f("ix_roster_imports_list_id"), "roster_imports", ["list_id"])


def downgrade() -> None:
    op.drop_table("roster_imports")
    op.drop_table("roster_members")
    op.drop_table("roster_lists")
