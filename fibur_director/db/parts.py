"""What a game keeps in the database of its own (issue 36): its part of this layer, a ``GameTables``, written in
the game's folder (``db/<game>/``) on the shared ``Base`` and listed by the layer's one dispatch module,
``db/games.py``. The shared loader and the tournament file's import ask it; the shared models name no game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    from fibur_director.db.models import Base
    from fibur_director.domain.tournament import PlayedTable, SheetDeal


class GameTables(Protocol):
    """A game's own tables: its rows of a table that the shared tables do not hold (the Sicilian Tarot's turn
    sheet, deal by deal)."""

    @property
    def models(self) -> tuple[type[Base], ...]:
        """Its mapped classes, on the shared ``Base`` (so create_all, alembic, the copy and undo see them)."""

    def deals(self, session: Session, round_ids: Sequence[int]) -> dict[int, list[SheetDeal]]:
        """The deals of the tables of these rounds, by the table's id (``PlayedTable.deals``); {} for a game that
        keeps none."""

    def rows(
        self, tables: Sequence[tuple[int, PlayedTable]]
    ) -> list[tuple[type[Base], list[dict[str, Any]]]]:
        """The rows an imported tournament's tables (each with its id in the database) add to its tables, by
        mapped class in ``models``' order."""


class NoTables:
    """A game with no table of its own (burraco: a score sheet is a shared ``results`` row)."""

    models: tuple[type[Base], ...] = ()

    def deals(self, session: Session, round_ids: Sequence[int]) -> dict[int, list[SheetDeal]]:
        return {}

    def rows(
        self, tables: Sequence[tuple[int, PlayedTable]]
    ) -> list[tuple[type[Base], list[dict[str, Any]]]]:
        return []


NO_TABLES = NoTables()
