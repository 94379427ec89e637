"""A burraco tournament of the database as its printed forms read it."""

from __future__ import annotations

from fibur_director.reports.burraco.book import Book
from fibur_director.services.actions import Desk
from fibur_director.services.readmodel import burraco_ruleset, cached_tournament


def book(desk: Desk, tournament_id: int) -> Book:
    """A burraco tournament's book; a Tarot tournament is refused with a sentence (``burraco_ruleset``): its
    pages are the Scheda di Turno, the Schema Riassuntivo and its standings (``services/tarot/printing``)."""
    tournament = cached_tournament(desk, tournament_id)
    ruleset = burraco_ruleset(tournament.setup.kind, tournament.setup.ruleset)
    return Book(tournament, ruleset)  # its referee is the tournament's own (issue 38), not the desk's actor
