"""The database's tournament as the reports print it: the desk's print and export buttons start here."""

from __future__ import annotations

from typing import Any

from fibur_director.services.actions import Desk
from fibur_director.services.parts import store_of
from fibur_director.services.readmodel import cached_tournament


def any_book(desk: Desk, tournament_id: int) -> Any:
    """The tournament's book, as its game's printed forms read it (its store's ``book``)."""
    # The referee printed is the tournament's own (issue 38: ``Setup.referee``), not the desk's actor: a desk's
    # name in the journal ("arbitro", "banco 2") is not who directs the tournament.
    return store_of(cached_tournament(desk, tournament_id).setup.kind).book(desk, tournament_id)
