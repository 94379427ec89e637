"""The database's tournament as the reports print it: the desk's print and export buttons start here."""

from __future__ import annotations

from fibur_director.domain.errors import FiburError
from fibur_director.reports.book import Book
from fibur_director.reports.books import open_book
from fibur_director.reports.tarot_book import TarotBook
from fibur_director.services.actions import Desk
from fibur_director.services.readmodel import cached_tournament


def any_book(desk: Desk, tournament_id: int) -> Book | TarotBook:
    """The tournament's book, burraco or Sicilian Tarot (``reports.books.open_book``)."""
    # The referee named in the workbook is the desk's actor (``--actor``/the default "arbitro"): the
    # tournament itself does not record who directs it.
    return open_book(cached_tournament(desk, tournament_id), referee=desk.actor)


def book(desk: Desk, tournament_id: int) -> Book:
    """A burraco tournament's book; a Tarot tournament is refused with the pages it prints instead."""
    found = any_book(desk, tournament_id)
    if isinstance(found, TarotBook):
        raise FiburError(
            "this page is a burraco one; a Sicilian Tarot tournament prints the Scheda di Turno, the Schema "
            "Riassuntivo and its standings",
            "questa stampa è del burraco; un torneo di tarocchi siciliani stampa la Scheda di Turno, lo Schema "
            "Riassuntivo e la sua classifica",
        )
    return found


def tarot_book(desk: Desk, tournament_id: int) -> TarotBook:
    """A Sicilian Tarot tournament's book (the Scheda di Turno, the Schema Riassuntivo, the standings)."""
    found = any_book(desk, tournament_id)
    if not isinstance(found, TarotBook):
        raise FiburError(
            "this tournament is not a Sicilian Tarot one",
            "questo torneo non è di tarocchi siciliani",
        )
    return found
