"""A burraco tournament of the database as its printed forms read it."""

from __future__ import annotations

from fibur_director.games.burraco.regulation import final_claims
from fibur_director.reports.burraco.book import Book
from fibur_director.services.actions import Desk
from fibur_director.services.burraco.ruleset import burraco_ruleset
from fibur_director.services.readmodel import cached_tournament


def book(desk: Desk, tournament_id: int) -> Book:
    """A burraco tournament's book; a Tarot tournament is refused with a sentence (``burraco_ruleset``): its
    pages are the Scheda di Turno, the Schema Riassuntivo and its standings (``services/tarot/printing``)."""
    tournament = cached_tournament(desk, tournament_id)
    ruleset = burraco_ruleset(tournament.setup.kind, tournament.setup.ruleset)
    # Its referee is the tournament's own (issue 38), not the desk's actor.
    return _with_claims(desk, tournament_id, Book(tournament, ruleset))


def _with_claims(desk: Desk, tournament_id: int, printed: Book) -> Book:
    """The book with where its final standings stand with the players' claims (IT Art. 20; REV Art. 19), read
    from the database's publications: every printout and export of the desk and the command line says
    «provvisoria» or «definitiva» from this one reading, and lists the prizes only when definitive."""
    from fibur_director.services.results import latest_publication

    printed.claims = final_claims(
        printed.ruleset, printed.last_recorded_round(), latest_publication(desk, tournament_id)
    )
    return printed
