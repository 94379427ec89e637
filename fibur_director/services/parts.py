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

import datetime as dt
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from fibur_director.games.parts import Parts

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    from fibur_director.db import models as db
    from fibur_director.domain import tournament as dom
    from fibur_director.domain.circuit_standings import StageRow
    from fibur_director.domain.pairing.model import ProposedRound, Table
    from fibur_director.services.actions import Desk
    from fibur_director.services.audit_text import AuditWords
    from fibur_director.services.journal import BoardRound, TableRow
    from fibur_director.services.registration import TournamentSettings
    from fibur_director.services.results import Recorded, TableOutcome, WithdrawalPreview
    from fibur_director.services.rounds import LateOutlook, Proposal


class ScoreSheets(Protocol):
    """A game's score service (issue 36), for the games whose tables hand in a score sheet of two lines' totals
    (``enter_sheet``) and whose sanctions award or change a table's score (``sanction_in_points``): the shared
    ``results`` and the phones' agreement (``table_entry``) open the transaction and ask this."""

    def record_sheet(
        self,
        session: Session,
        t: db.Tournament,
        tournament: dom.Tournament,
        rnd: db.Round,
        table: db.RoundTable,
        result: dom.Result,
        *,
        confirmed_by_opponents: bool,
        countersigned: bool,
        checked: bool,
        note: dict[str, Any],
    ) -> Recorded:
        """Write (or correct) the table's sheet in the caller's transaction, refused by the game's rules with
        nothing written (ServiceError naming the round and table)."""

    def outcome(
        self, tournament: dom.Tournament, round_number: int, table_number: int, sheet: tuple[int, int]
    ) -> TableOutcome:
        """What the sheet would give the table (the phones' preview); FiburError where it cannot be scored."""

    def questions(self, t: db.Tournament, ns_points: int, ew_points: int) -> tuple[tuple[str, str], ...]:
        """Why the sheet looks implausible (English, Italian); empty when it does not."""

    def sheet_deals(self, t: db.Tournament) -> int:
        """How many deal rows a table's phone sheet has; 0 for the totals only."""

    def refuse_points(self, ns: int, ew: int, where: tuple[str, str]) -> None:
        """Refuse (ServiceError, after ``where``'s words) a phone's figures the game's points cannot be."""

    def add_sanction(self, desk: Desk, tournament_id: int, sanction: dom.Sanction) -> int:
        """Record a sanction in its own action; its id."""

    def give_warning(
        self,
        desk: Desk,
        tournament_id: int,
        entry: int,
        round_number: int,
        infraction: str,
        *,
        table: int | None = None,
        article: str | None = None,
    ) -> int:
        """Record a warning in its own action; its id."""

    def preview_withdrawal(
        self, desk: Desk, tournament_id: int, number: int, from_round: int, *, quarrel: bool = False
    ) -> WithdrawalPreview:
        """What a withdrawal would change, nothing written."""


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

    def draw_first_round(
        self, desk: Desk, tournament_id: int, cards: Mapping[int, int] | None, seed: int | None
    ) -> int:
        """Seat round 1 by the card each entry drew (entry number -> card; None: the desk draws with ``seed``)
        in its own action, as the Sicilian Tarot's trumps do (TAROT §2); the round's id. A game that seats its
        first round otherwise refuses (ServiceError) with nothing written (the command line's ``round draw``)."""

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

    def federation_text(self, book: Any, today: dt.date, member_list: dt.date | None) -> str:
        """The federation file's text from the game's ``book`` (``services.federation.export`` asks, after the
        game's ``refusal("federation_file")``), checked as the federation checks it: refused with the place."""

    def check_plan(self, settings: TournamentSettings) -> None:
        """Refuse (FiburError naming the step) a pairing plan the game cannot read; asked after the shared
        checks of the settings (``store.settings`` has seen it first)."""

    def refuse_late_entry(self, t: db.Tournament, *, active_entries: int, admitted: bool) -> None:
        """Refuse (FiburError with its article) a late entry the game's rules do not admit now; the shared
        ``late_entry`` refusal has been asked first."""

    def refuse_withdrawal(self, t: db.Tournament, number: int, from_round: int, last_played: int) -> None:
        """Refuse a withdrawal from ``from_round`` that would rewrite rounds the entry has played."""

    def withdrawal_article(self, t: db.Tournament) -> str | None:
        """The article a withdrawal is recorded with."""

    def refuse_substitution(self, t: db.Tournament, *, played: int, done: int, entry: int) -> str:
        """Refuse a substitution the game's rules forbid now (``played`` rounds, ``done`` substitutions of the
        entry); the article of the rule, for the shared refusals that follow."""

    def calendar_warnings(
        self,
        t: db.Tournament,
        tournament: dom.Tournament,
        number: int,
        edited: ProposedRound,
        *,
        published: bool,
    ) -> ProposedRound:
        """An edited round with the warnings of the game's own calendar (burraco's round robin), or as it is."""

    def first_round_seatings(self, t: db.Tournament) -> tuple[str, ...]:
        """The first-round seatings the tournament's rules allow; none where the game seats round 1 its way."""

    def late_entry_outlook(
        self, t: db.Tournament, tournament: dom.Tournament, states: dict[int, str], entry: int | None
    ) -> LateOutlook | None:
        """Where a late entry will sit (the running round, the next), read in the caller's session; None when
        the game has nothing to say."""

    def refuse_completing(
        self, t: db.Tournament, rnd: db.Round, entry: int, entry_id: int, opponent: int | None
    ) -> tuple[str, str] | None:
        """Why the late ``entry`` cannot complete an incomplete table of ``rnd`` (English, Italian), or None."""

    def completing(self, rnd: db.Round, table: Table) -> ProposedRound:
        """What a late entry completing an incomplete table of ``rnd`` adds to the round: ``table`` (numbered
        after the round's tables), as it is or as the game seats it (a team match: its two rooms)."""

    def declaring_first(self, tournament: dom.Tournament, number: int) -> dict[int, tuple[int | None, str]]:
        """Per match of the round: the team that declares its line-up first, and why."""

    def standings(self, tournament: dom.Tournament, up_to_round: int | None) -> list[Any]:
        """The game's standings of the tournament (after ``up_to_round`` when given): the desk's live view."""

    @property
    def audit(self) -> AuditWords:
        """The journal's words for the game's own actions, tables and fields (``services.audit_text``);
        ``audit_text.NO_WORDS`` for a game whose actions are all the shared ones."""

    @property
    def sheets(self) -> ScoreSheets | None:
        """Its score service; None for a game that refuses ``enter_sheet`` (the shared ``results`` asks)."""


STORES: Parts[GameStore] = Parts(
    (
        "no services registered: it cannot run at this desk",
        "servizi registrati: non si può condurre a questo banco",
    ),
    GameStore,
)
register = STORES.register
unregister = STORES.unregister
# The store of the game a tournament of ``kind`` plays; a game without one is refused in words.
store_of = STORES.of_kind
