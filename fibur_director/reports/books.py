"""The right book for a tournament: burraco pages read a ``Book`` (burraco ruleset, VP), Sicilian Tarot pages
a ``TarotBook`` (jochi, TAROT). Every entry point that prints or exports (the CLI, the desk's services) opens
its tournament here, so a Tarot tournament never reaches a burraco report and crashes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from fibur_director.domain.errors import FiburError
from fibur_director.domain.tournament import Tournament
from fibur_director.games.burraco.ruleset import get_ruleset
from fibur_director.games.registry import game_of
from fibur_director.games.tarot.ruleset import get_tarot_ruleset
from fibur_director.reports.burraco.book import Book
from fibur_director.reports.tarot.book import TarotBook

# Each game's book, by the game's id (games.registry): the printing layer's registry.
BOOKS: Final[dict[str, Callable[[Tournament, str], Book | TarotBook]]] = {
    "burraco": lambda t, referee: Book(t, get_ruleset(t.setup.ruleset), referee=referee),
    "tarot": lambda t, referee: TarotBook(t, get_tarot_ruleset(t.setup.ruleset), referee=referee),
}


def open_book(tournament: Tournament, referee: str = "", *, checked: bool = False) -> Book | TarotBook:
    """The tournament's book; ``checked`` refuses an inconsistent tournament first (a file from outside)."""
    game = game_of(tournament.setup.kind)
    if checked:
        game.check(tournament)
    return BOOKS[game.id](tournament, referee)


def not_for_tarot(what: str, italian: str) -> FiburError:
    """A burraco page asked of a Tarot tournament: say which and what to print instead."""
    return FiburError(
        f"{what} is for burraco tournaments; a Sicilian Tarot tournament prints score-sheets (the Scheda di "
        "Turno), summary (the Schema Riassuntivo) and standings, and exports --xlsx or --csv",
        f"{italian} è per i tornei di burraco; un torneo di tarocchi siciliani stampa la Scheda di Turno, lo "
        "Schema Riassuntivo e la classifica, ed esporta il foglio Excel o i CSV",
    )
