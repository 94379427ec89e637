"""The kinds of tournament come from the games (issue 24).

- ``tournaments.kind`` loses its CHECK: the list of kinds is declared by the games (``games.registry``) and
  checked where a tournament is created or read (``games.registry.game_of``, the file's schema). A CHECK written
  in a migration freezes the list of its day, so every new game would need a migration for nothing but its kind,
  and a game registered at run time (the tests' third game) could never store a tournament.

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-25
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0009"
down_revision: str | None = "0008"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    sqlite = op.get_bind().dialect.name == "sqlite"
    recreate = {"recreate": "always", "table_kwargs": {"sqlite_autoincrement": True}} if sqlite else {}
    # SQLite cannot drop a CHECK in place: the table is copied (tournaments has no expression index).
    with op.batch_alter_table("tournaments", **recreate) as batch_op:  # type: ignore[arg-type]
        batch_op.drop_constraint(op.f("ck_tournaments_kind"), type_="check")


def downgrade() -> None:
    raise NotImplementedError("schema 0009 is not downgraded: restore the snapshot taken before the upgrade")
