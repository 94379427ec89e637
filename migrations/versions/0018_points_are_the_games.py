"""A table's points are the game's to check (issue 36, the data model's bottom).

- ``results`` loses its two CHECKs ``ns_points % 5 = 0`` and ``ew_points % 5 = 0``: a multiple of 5 is burraco's
  rule (a score sheet's totals), checked by burraco's own tournament check (``games.burraco.check``, "points
  must be a multiple of 5") before any sheet is written; another game's table result need not follow it. The
  phones' ``table_submissions`` keep theirs: only burraco's tables send sheets from their phones (the games
  declare ``table_entry``), and they are checked again where they are recorded.

SQLite cannot drop a CHECK in place: the table is copied in batch mode, as 0009 did for the kinds. Taken after
the backup the program makes before every migration (``db.migrate``); not downgraded.

Revision ID: 0018
Revises: 0017
Create Date: 2026-11-28
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0018"
down_revision: str | None = "0017"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    sqlite = op.get_bind().dialect.name == "sqlite"
    recreate = {"recreate": "always", "table_kwargs": {"sqlite_autoincrement": True}} if sqlite else {}
    with op.batch_alter_table("results", **recreate) as batch_op:  # type: ignore[arg-type]
        batch_op.drop_constraint(op.f("ck_results_ns_points_multiple_of_5"), type_="check")
        batch_op.drop_constraint(op.f("ck_results_ew_points_multiple_of_5"), type_="check")


def downgrade() -> None:
    raise NotImplementedError("schema 0018 is not downgraded: restore the snapshot taken before the upgrade")
