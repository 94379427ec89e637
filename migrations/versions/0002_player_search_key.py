"""Players get an accent- and case-free search key for the archive's incremental search.

"simic" must find "Šimić" and "niccolo" must find "Niccolò" when the referee types at the desk. The key is
backfilled here for players written by schema 0001.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-22
"""

import unicodedata
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002"
down_revision: str | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _fold(text: str) -> str:
    # Frozen copy of fibur_director.domain.text.fold as it was at this revision: a migration must keep
    # producing the same data even if the application's helper changes later.
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    stripped = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return stripped.translate(str.maketrans({"ł": "l", "ø": "o", "đ": "d", "ß": "ss", "æ": "ae", "œ": "oe"}))


def upgrade() -> None:
    with op.batch_alter_table("players") as batch_op:
        batch_op.add_column(sa.Column("search_key", sa.String(length=300), nullable=False, server_default=""))
        batch_op.create_index(batch_op.f("ix_players_search_key"), ["search_key"], unique=False)

    players = sa.table(
        "players",
        sa.column("id", sa.Integer),
        sa.column("surname", sa.String),
        sa.column("name", sa.String),
        sa.column("card", sa.String),
        sa.column("search_key", sa.String),
    )
    bind = op.get_bind()
    for row in bind.execute(sa.select(players.c.id, players.c.surname, players.c.name, players.c.card)).all():
        key = " ".join(
            _fold(part).strip() for part in (row.surname, row.name, row.card or "") if part and part.strip()
        )
        bind.execute(players.update().where(players.c.id == row.id).values(search_key=key))


def downgrade() -> None:
    with op.batch_alter_table("players") as batch_op:
        batch_op.drop_index(batch_op.f("ix_players_search_key"))
        batch_op.drop_column("search_key")
