"""The answers of a game whose regulation has no rule of its own on late entries, withdrawals, substitutions,
completing tables, a calendar fixed in advance or who declares first (the Sicilian Tarot's, the tests' duel):
the neutral member of ``GameStore`` (``services/parts.py``) for each. A game's store inherits them and writes
only what its regulation says (issue 36: they were copied from one game's store to the next)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from fibur_director.domain.pairing.model import ProposedRound, Table
from fibur_director.services.audit_text import NO_WORDS

if TYPE_CHECKING:
    from fibur_director.db import models as db
    from fibur_director.domain import tournament as dom
    from fibur_director.services.registration import TournamentSettings
    from fibur_director.services.rounds import LateOutlook


class PlainStore:
    audit = NO_WORDS  # every action of the game is a shared one; a game with its own overrides it

    @staticmethod
    def check_plan(settings: TournamentSettings) -> None:
        return None  # the game's ``settings`` refused or cleared any pairing plan

    @staticmethod
    def refuse_late_entry(t: db.Tournament, *, active_entries: int, admitted: bool) -> None:
        return None

    @staticmethod
    def refuse_withdrawal(t: db.Tournament, number: int, from_round: int, last_played: int) -> None:
        return None

    @staticmethod
    def withdrawal_article(t: db.Tournament) -> str | None:
        return None

    @staticmethod
    def refuse_substitution(t: db.Tournament, *, played: int, done: int, entry: int) -> str:
        return ""

    @staticmethod
    def calendar_warnings(
        t: db.Tournament, tournament: dom.Tournament, number: int, edited: ProposedRound, *, published: bool
    ) -> ProposedRound:
        return edited  # no calendar fixed in advance: nothing to depart from

    @staticmethod
    def first_round_seatings(t: db.Tournament) -> tuple[str, ...]:
        return ()

    @staticmethod
    def late_entry_outlook(
        t: db.Tournament, tournament: dom.Tournament, states: dict[int, str], entry: int | None
    ) -> LateOutlook | None:
        return None

    @staticmethod
    def completing(rnd: db.Round, table: Table) -> ProposedRound:
        return ProposedRound((table,))  # never asked: ``refuse_completing`` refuses every table

    @staticmethod
    def refuse_completing(
        t: db.Tournament, rnd: db.Round, entry: int, entry_id: int, opponent: int | None
    ) -> tuple[str, str] | None:
        return (
            f"round {rnd.number} has no incomplete table for entry {entry} to complete",
            f"il turno {rnd.number} non ha un tavolo incompleto che l'iscritto {entry} possa completare",
        )

    @staticmethod
    def declaring_first(tournament: dom.Tournament, number: int) -> dict[int, tuple[int | None, str]]:
        return {}
