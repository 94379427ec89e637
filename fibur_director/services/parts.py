"""What each game provides to the shared services, and where they find it (issue 36: the registries inverted).

A game's part of the services is one object, its ``GameStore``, written in the game's own folder of this layer
(``services/<game>/store.py``); the one dispatch module, ``services/games.py``, lists the shipped games' stores
and registers them here when the services are first imported (``services/__init__.py``). The shared services
ask ``store_of(kind)`` and never name a game; a game defined elsewhere (the tests' third game) registers itself
through the same ``register``. This is pluggy's shape (a spec, one registration, a host that never names a
plugin) with a static dict, so PyInstaller and the import contracts see every edge.

This module sits below every service that asks it: it imports no other service but for types.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

from fibur_director.games.parts import Parts

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    from fibur_director.db import models as db
    from fibur_director.domain import tournament as dom
    from fibur_director.domain.circuit_standings import StageRow
    from fibur_director.services.actions import Desk
    from fibur_director.services.journal import BoardRound, TableRow
    from fibur_director.services.registration import TournamentSettings
    from fibur_director.services.rounds import Proposal


class GameStore(Protocol):
    """One game's part of the services: what the shared use cases ask of the tournament's game."""

    def settings(self, settings: TournamentSettings) -> TournamentSettings:
        """The settings as they will be stored for this game (its format, its rulesets), or a refusal naming
        the field (ServiceError)."""

    def propose(
        self,
        session: Session,
        t: db.Tournament,
        tournament: dom.Tournament,
        how: Proposal,
        note: dict[str, Any],
    ) -> int:
        """Write the next round's proposal (in the caller's transaction); its number. ``note`` is the action's
        audit note (a departure from the announced plan is written there)."""

    def before_publishing(self, t: db.Tournament, rnd: db.Round) -> None:
        """Refuse (ServiceError) a proposed round this game cannot publish as it is."""

    def table_results(
        self, desk: Desk, tournament_id: int, tournament: dom.Tournament, played: dom.Round
    ) -> list[TableRow]:
        """One round's tables as the desk's entry page lists them."""

    def board(self, desk: Desk, tournament_id: int, tournament: dom.Tournament) -> list[BoardRound]:
        """The table board: every published round, each table's state."""

    def circuit_rows(self, tournament: dom.Tournament, standings: Sequence[Any]) -> list[StageRow]:
        """A circuit stage's rows from the game's own standings (``recomputed_standings``)."""

    def book(self, desk: Desk, tournament_id: int) -> Any:
        """The tournament as the game's printed forms read it (``reports/<game>/book.py``)."""


STORES: Parts[GameStore] = Parts(
    (
        "no services registered: it cannot run at this desk",
        "servizi registrati: non si può condurre a questo banco",
    )
)
register = STORES.register
unregister = STORES.unregister
# The store of the game a tournament of ``kind`` plays; a game without one is refused in words.
store_of = STORES.of_kind
