"""A Sicilian Tarot tournament of the database as its printed forms read it."""

from __future__ import annotations

from fibur_director.games.tarot.ruleset import get_tarot_ruleset
from fibur_director.reports.tarot.book import TarotBook
from fibur_director.services.actions import Desk
from fibur_director.services.errors import refuse_by_game
from fibur_director.services.readmodel import cached_tournament


def book(desk: Desk, tournament_id: int) -> TarotBook:
    """A Sicilian Tarot tournament's book (the Scheda di Turno, the Schema Riassuntivo, the standings); a
    burraco tournament is refused with a sentence."""
    tournament = cached_tournament(desk, tournament_id)
    refuse_by_game(
        tournament.setup.kind, "enter_turn_sheet", f"tournament {tournament_id}", f"torneo {tournament_id}"
    )
    return TarotBook(
        tournament, get_tarot_ruleset(tournament.setup.ruleset)
    )  # the tournament's referee (issue 38)
