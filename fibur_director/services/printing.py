"""The database's tournament as the reports print it: the desk's print and export buttons start here."""

from __future__ import annotations

from fibur_director.reports.book import Book
from fibur_director.services.actions import Desk
from fibur_director.services.readmodel import burraco_ruleset, cached_tournament


def book(desk: Desk, tournament_id: int) -> Book:
    tournament = cached_tournament(desk, tournament_id)
    # The referee named in the workbook is the desk's actor (``--actor``/the default "arbitro"): the
    # tournament itself does not record who directs it.
    return Book(
        tournament, burraco_ruleset(tournament.setup.kind, tournament.setup.ruleset), referee=desk.actor
    )
