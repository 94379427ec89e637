"""What each game provides to the desk, and where the desk finds it (issue 36: the registries inverted, in the desk).

A game's part of the desk is one object, its ``GameDesk``, written in the game's own folder of this layer
(``ui/<game>/desk.py``): how the desk looks for it (``DeskLook``) and its results page (tab 4). The one dispatch
module, ``ui/games.py``, lists the shipped games' parts and registers them here when the desk's package is
imported (``ui/__init__.py``); the shared pages ask ``desk_of(game id)`` and never name a game.

This module sits below every page that asks it: it imports no page but for types.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from fibur_director.ui.context import DeskContext
    from fibur_director.ui.page import Page


@dataclass(frozen=True)
class DeskLook:
    # The game seats every round by its own rule (Sicilian Tarot: the draw, then the standings, TAROT §2-3): the
    # round page offers no method and no first-round seating, its edits are swaps, and each table's turn sheet
    # carries the seats (no seating list or poster).
    seated_by_rule: bool
    # The standings rank by the game's own chain with its coefficients (TAROT §7), shown beside the table, and
    # the workbook is the game's (no federation sheet to check).
    own_standings: bool
    # The burraco sanctions tab applies (the Tarot penalties, TAROT §6, are typed on the turn sheet).
    sanctions_tab: bool
    # The tournament takes its rounds and deals from its ruleset and has none of the burraco settings
    # (sessions, pairing plan, round time, level, prizes, tie-break; TAROT §3).
    fixed_format: bool


class GameDesk(Protocol):
    """One game's part of the desk."""

    @property
    def look(self) -> DeskLook:
        """How the shared pages show the game's tournaments."""

    @property
    def results_page(self) -> str:
        """The main window's name of the game's results page (tab 4), e.g. ``score_page``."""

    def results(self, context: DeskContext) -> Page:
        """The game's results page, built the first time the desk shows it (its module imported then)."""


DESKS: dict[str, GameDesk] = {}


def register(game_id: str, desk: GameDesk) -> None:
    DESKS[game_id] = desk


def unregister(game_id: str) -> None:
    DESKS.pop(game_id, None)


def desk_of(game_id: str) -> GameDesk:
    return DESKS[game_id]


def results_pages() -> set[str]:
    """Every game's results page name: the main window builds one of them, the open game's, in tab 4."""
    return {desk.results_page for desk in DESKS.values()}
