"""The database's tournament as the reports print it: the desk's print and export buttons start here."""

from __future__ import annotations

from fibur_director.games.burraco.regulation import final_claims
from fibur_director.games.tarot.ruleset import get_tarot_ruleset
from fibur_director.reports.books import open_book
from fibur_director.reports.burraco.book import Book
from fibur_director.reports.tarot.book import TarotBook
from fibur_director.services.actions import Desk
from fibur_director.services.errors import refuse_by_game
from fibur_director.services.readmodel import burraco_ruleset, cached_tournament
from fibur_director.services.results import latest_publication


def any_book(desk: Desk, tournament_id: int) -> Book | TarotBook:
    """The tournament's book, burraco or Sicilian Tarot (``reports.books.open_book``)."""
    # The referee named in the workbook is the desk's actor (``--actor``/the default "arbitro"): the
    # tournament itself does not record who directs it.
    opened = open_book(cached_tournament(desk, tournament_id), referee=desk.actor)
    if isinstance(opened, Book):
        _with_claims(desk, tournament_id, opened)
    return opened


def book(desk: Desk, tournament_id: int) -> Book:
    """A burraco tournament's book; a Tarot tournament is refused with a sentence (``burraco_ruleset``): its
    pages are the Scheda di Turno, the Schema Riassuntivo and its standings (``tarot_book``)."""
    tournament = cached_tournament(desk, tournament_id)
    ruleset = burraco_ruleset(tournament.setup.kind, tournament.setup.ruleset)
    return _with_claims(desk, tournament_id, Book(tournament, ruleset, referee=desk.actor))


def _with_claims(desk: Desk, tournament_id: int, printed: Book) -> Book:
    """The book with where its final standings stand with the players' claims (IT Art. 20; REV Art. 19), read
    from the database's publications: every printout and export of the desk and the command line says
    «provvisoria» or «definitiva» from this one reading, and lists the prizes only when definitive."""
    record = printed.setup.record_round()
    last = max((r.number for r in printed.rounds() if record is None or r.number <= record), default=0)
    printed.claims = final_claims(printed.ruleset, last, latest_publication(desk, tournament_id))
    return printed


def tarot_book(desk: Desk, tournament_id: int) -> TarotBook:
    """A Sicilian Tarot tournament's book (the Scheda di Turno, the Schema Riassuntivo, the standings); a
    burraco tournament is refused with a sentence."""
    tournament = cached_tournament(desk, tournament_id)
    refuse_by_game(
        tournament.setup.kind, "tarot_sheet", f"tournament {tournament_id}", f"torneo {tournament_id}"
    )
    return TarotBook(tournament, get_tarot_ruleset(tournament.setup.ruleset), referee=desk.actor)
