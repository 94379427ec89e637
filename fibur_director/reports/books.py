"""The right book for a tournament: each game's forms read their own book (burraco's ``Book``, the Sicilian
Tarot's ``TarotBook``). Every entry point that prints or exports (the command line, the desk's services, the
live pages) opens its tournament here, so a tournament never reaches another game's report."""

from __future__ import annotations

from typing import Any

from fibur_director.domain.tournament import Tournament
from fibur_director.games.registry import game_of
from fibur_director.reports.parts import forms_of


def open_book(tournament: Tournament, referee: str = "", *, checked: bool = False) -> Any:
    """The tournament's book; ``checked`` refuses an inconsistent tournament first (a file from outside)."""
    if checked:
        game_of(tournament.setup.kind).check(tournament)
    return forms_of(tournament.setup.kind).book(tournament, referee)
