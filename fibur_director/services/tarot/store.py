"""Sicilian Tarot's part of the services (issue 36): the settings a Tarot tournament is stored with (its rounds
and deals from the ruleset), the next round (round 1 by the trumps drawn, then by the standings), the check
before publishing (everyone seated), the entry page's table list, the table board, a circuit stage's rows and
the printed forms' book. Registered by ``services/games.py``."""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Sequence
from typing import Any

from sqlalchemy.orm import Session

from fibur_director.db import models as db
from fibur_director.domain import tournament as dom
from fibur_director.domain.circuit_standings import StageRow
from fibur_director.domain.errors import FiburError
from fibur_director.games.tarot import scoring as tarot
from fibur_director.games.tarot.rules import TAROT as TAROT_RULES
from fibur_director.games.tarot.ruleset import get_tarot_ruleset, tarot_rulesets
from fibur_director.services.actions import Desk, ServiceError
from fibur_director.services.circuit_stages import people_of
from fibur_director.services.journal import plain_board, plain_table_results
from fibur_director.services.plain_store import PlainStore
from fibur_director.services.registration import TournamentSettings
from fibur_director.services.rounds import Proposal, write_tables
from fibur_director.services.tarot import turn_sheets
from fibur_director.services.tarot.audit import WORDS as AUDIT_WORDS
from fibur_director.services.tarot.ruleset import tarot_ruleset


def settings(settings: TournamentSettings) -> TournamentSettings:
    """A Sicilian Tarot tournament takes its rounds and deals from its ruleset (TAROT §3: 3 rounds of 4 deals,
    each player dealing once), in one session; a burraco ruleset, a pairing plan or a VP tie-break is refused."""
    if settings.ruleset_id not in tarot_rulesets():
        raise ServiceError(
            f"tournament.ruleset: a Sicilian Tarot tournament needs a Tarot ruleset ({', '.join(sorted(tarot_rulesets()))}), "
            f"not {settings.ruleset_id!r}",
            f"tournament.ruleset: un torneo di tarocchi siciliani vuole un regolamento dei tarocchi "
            f"({', '.join(sorted(tarot_rulesets()))}), non {settings.ruleset_id!r}",
        )
    if settings.plan or settings.tie_break:
        raise ServiceError(
            "tournament.plan: a Sicilian Tarot tournament is seated by the draw and the standings (TAROT §2-3) "
            "and ranked by its own chain (TAROT §7): no pairing plan, no tie-break of its own",
            "tournament.plan: un torneo di tarocchi siciliani si siede per sorteggio e per classifica (TAROT "
            "§2-3) e si ordina con la sua catena (TAROT §7): niente piano di abbinamento né spareggi propri",
        )
    ruleset = get_tarot_ruleset(settings.ruleset_id)
    rounds = ruleset.rounds
    return dataclasses.replace(
        settings,
        deals_per_round=ruleset.deals_per_round,
        planned_rounds=rounds,
        sessions=settings.sessions if settings.sessions else (tuple(range(1, rounds + 1)),),
    )


def propose(
    session: Session, t: db.Tournament, tournament: dom.Tournament, how: Proposal, _note: dict[str, Any]
) -> int:
    """A Sicilian Tarot round: round 1 is seated by the trumps drawn
    (``services.tarot.turn_sheets.record_draw``), every later one by the provisional standings with the whole
    TAROT §7 chain (``games.tarot.scoring.next_round``)."""
    ruleset = tarot_ruleset(t)
    number = max((r.number for r in tournament.rounds), default=0) + 1
    if number == 1:
        raise ServiceError(
            "round 1 is seated by the trumps drawn (TAROT §2): record the draw first",
            "il turno 1 si siede secondo i trionfi pescati (TAROT §2): registrare prima il sorteggio dei trionfi",
        )
    if number > t.planned_rounds:
        raise ServiceError(
            f"all {t.planned_rounds} planned rounds have been played",
            f"tutti i {t.planned_rounds} turni previsti sono stati giocati",
        )
    try:
        proposed = tarot.next_round(tournament, ruleset, number - 1)
    except FiburError as error:
        raise ServiceError(error.english, error.italian) from None
    rnd = db.Round(tournament_id=t.id, number=number, system="tarot", status="proposed")
    session.add(rnd)
    session.flush()
    write_tables(session, t, rnd, proposed)
    return number


def before_publishing(t: db.Tournament, rnd: db.Round) -> None:
    """Sicilian Tarot seats its whole field at tables of four (TAROT §2): a round proposed before a player was
    registered leaves them out, and is proposed (or drawn) again before it is published."""
    number = rnd.number
    seated = {seat.entry_id for table in rnd.tables for seat in table.seats}
    unseated = sorted(e.number for e in t.entries if e.id not in seated)
    if unseated:
        listed = ", ".join(map(str, unseated))
        again, ancora = (
            ("record the draw again", "registrare di nuovo il sorteggio")
            if number == 1
            else ("undo the proposal and propose again", "annullare la proposta e riproporla")
        )
        raise ServiceError(
            f"round {number} does not seat entry {listed}, registered after it was proposed: {again}",
            f"il turno {number} non fa sedere l'iscritto {listed}, registrato dopo la proposta: {ancora}",
        )


def circuit_rows(tournament: dom.Tournament, standings: Sequence[Any]) -> list[StageRow]:
    """Sicilian Tarot: the jochi are the stage's points (TAROT §7); the game has no MP."""
    people = people_of(tournament)
    out = []
    for line in standings:
        assert isinstance(line, tarot.Line)
        out.append(StageRow(line.rank, people.get(line.entry, ()), line.jochi, None))
    return out


def book(desk: Desk, tournament_id: int) -> Any:
    from fibur_director.services.tarot.printing import book as tarot_book

    return tarot_book(desk, tournament_id)


class TarotStore(PlainStore):
    """Sicilian Tarot's ``GameStore`` (``services/parts.py``)."""

    settings = staticmethod(settings)
    propose = staticmethod(propose)
    before_publishing = staticmethod(before_publishing)
    audit = AUDIT_WORDS
    # A Tarot table's result is its turn sheet (services.tarot.turn_sheets): missing until every deal is entered.
    table_results = staticmethod(plain_table_results)
    board = staticmethod(plain_board)
    circuit_rows = staticmethod(circuit_rows)
    draw_first_round = staticmethod(turn_sheets.record_draw)
    book = staticmethod(book)
    sheets = None  # turn sheets (services.tarot.turn_sheets): it refuses enter_sheet

    # A Tarot tournament refuses late entries, withdrawals and substitutions (``Tarot.refusal``): the shared
    # services ask that first, and never reach ``PlainStore``'s answers to them. TAROT §2-3 seats every round by
    # the draw and the standings: no plan, no calendar fixed in advance.
    @staticmethod
    def federation_text(book: Any, today: dt.date, member_list: dt.date | None) -> str:
        refusal = TAROT_RULES.refusal("federation_file", "tarot")
        assert refusal is not None  # the Tarot is not played under the federation (``Tarot.refusal``)
        raise refusal

    @staticmethod
    def standings(tournament: dom.Tournament, up_to_round: int | None) -> list[Any]:
        ruleset = get_tarot_ruleset(tournament.setup.ruleset)
        return list(tarot.standings(tournament, ruleset, up_to_round=up_to_round))


TAROT = TarotStore()
