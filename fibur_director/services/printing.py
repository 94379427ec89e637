"""The database's tournament as the reports print it: the desk's print and export buttons start here."""

from __future__ import annotations

from fibur_director.games.tarot.ruleset import get_tarot_ruleset
from fibur_director.reports.books import open_book
from fibur_director.reports.burraco.book import Book
from fibur_director.reports.tarot.book import TarotBook
from fibur_director.services.actions import Desk
from fibur_director.services.errors import refuse_by_game
from fibur_director.services.readmodel import burraco_ruleset, cached_tournament


def any_book(desk: Desk, tournament_id: int) -> Book | TarotBook:
    """The tournament's book, burraco or Sicilian Tarot (``reports.books.open_book``)."""
    # The referee printed is the tournament's own (issue 38: ``Setup.referee``), not the desk's actor: a desk's
    # name in the journal ("arbitro", "banco 2") is not who directs the tournament.
    return open_book(cached_tournament(desk, tournament_id))


def book(desk: Desk, tournament_id: int) -> Book:
    """A burraco tournament's book; a Tarot tournament is refused with a sentence (``burraco_ruleset``): its
    pages are the Scheda di Turno, the Schema Riassuntivo and its standings (``tarot_book``)."""
    tournament = cached_tournament(desk, tournament_id)
    ruleset = burraco_ruleset(tournament.setup.kind, tournament.setup.ruleset)
    return Book(tournament, ruleset)


def tarot_book(desk: Desk, tournament_id: int) -> TarotBook:
    """A Sicilian Tarot tournament's book (the Scheda di Turno, the Schema Riassuntivo, the standings); a
    burraco tournament is refused with a sentence."""
    tournament = cached_tournament(desk, tournament_id)
    refuse_by_game(
        tournament.setup.kind, "tarot_sheet", f"tournament {tournament_id}", f"torneo {tournament_id}"
    )
    return TarotBook(tournament, get_tarot_ruleset(tournament.setup.ruleset))
