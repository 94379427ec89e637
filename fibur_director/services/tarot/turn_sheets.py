"""Sicilian Tarot at the desk (issue 17): the first-round draw, the turn sheet deal by deal, the standings by
the TAROT §7 chain and each player's Schema Riassuntivo.

Every write is one action of the desk (one transaction, audited, undoable) and every refusal names the place
in English and Italian and changes nothing. The rules live in ``games.tarot.scoring``; this module reads the database
as the domain's ``Tournament`` (``readmodel.load``), checks with the domain and writes rows.
"""

from __future__ import annotations

import datetime as dt
import random
from collections.abc import Mapping
from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.orm import Session

from fibur_director.db import models as db
from fibur_director.db.tarot.deals import TarotDeal, deal_columns, deals_of
from fibur_director.domain.errors import FiburError
from fibur_director.domain.tournament import TournamentError
from fibur_director.games.tarot import scoring as tarot
from fibur_director.games.tarot.sheet import turn_deals
from fibur_director.services.actions import Desk, ServiceError
from fibur_director.services.readmodel import get_tournament, load
from fibur_director.services.rounds import round_by_number, write_tables
from fibur_director.services.tarot.ruleset import tarot_ruleset


@dataclass(frozen=True)
class TurnSheet:
    """One table's Scheda di Turno: the players in seat order N, W, S, E and the deals entered so far."""

    round: int
    table: int
    players: tuple[tuple[int, str], ...]  # (entry number, display name), seat order
    deals: tuple[tarot.Deal, ...]  # by number
    scores: tuple[tarot.DealScore, ...]  # one per deal
    running: tuple[tuple[int, int, int, int], ...]  # per deal, the four running totals of the round


@dataclass(frozen=True)
class TarotRow:
    """One row of the Tarot standings: the domain's line and the player's name."""

    line: tarot.Line
    name: str


def _refused(error: FiburError) -> ServiceError:
    return ServiceError(error.english, error.italian)


def _tarot_tournament(session: Session, tournament_id: int) -> db.Tournament:
    t = get_tournament(session, tournament_id)
    tarot_ruleset(t)  # refuses a burraco tournament with a sentence
    return t


def record_draw(
    desk: Desk, tournament_id: int, trumps: Mapping[int, int] | None, seed: int | None = None
) -> int:
    """Record the trumps drawn (entry number -> trump; None: the desk draws 1..N shuffled with ``seed``) and
    seat round 1 by them (TAROT §2: highest North at table A, counter-clockwise). Writes round 1 as a proposed
    round, replacing a proposed one; refused once round 1 is published. Returns the round's id."""
    with desk.action("tarot_draw", "round", tournament_id=tournament_id) as (session, _note):
        t = _tarot_tournament(session, tournament_id)
        ids = {e.number: e.id for e in t.entries}
        try:
            tarot.check_field(len(ids))
        except FiburError as error:
            raise _refused(error) from None
        existing = session.scalar(
            select(db.Round).where(db.Round.tournament_id == tournament_id, db.Round.number == 1)
        )
        if existing is not None and existing.status != "proposed":
            raise ServiceError(
                f"round 1 is {existing.status}: its seating is frozen, the draw cannot be recorded again",
                f"il turno 1 è {_status_it(existing.status)}: la disposizione è bloccata, il sorteggio non si "
                "può registrare di nuovo",
            )
        by_desk = trumps is None
        if trumps is None:
            if seed is None:
                seed = int(dt.datetime.now().timestamp()) % 1_000_000
            cards = list(range(1, len(ids) + 1))
            random.Random(seed).shuffle(cards)
            trumps = dict(zip(sorted(ids), cards, strict=True))
            t.draw_seed = seed
        drawn = dict(trumps)
        unknown = sorted(set(drawn) - set(ids))
        if unknown:
            raise ServiceError(
                f"draw: entry {unknown[0]} is not registered in this tournament",
                f"sorteggio: l'iscritto {unknown[0]} non è registrato in questo torneo",
            )
        missing = sorted(set(ids) - set(drawn))
        if missing:
            listed = ", ".join(map(str, missing))
            raise ServiceError(
                f"draw: every player draws a trump; missing for entry {listed}",
                f"sorteggio: ogni giocatore pesca un trionfo; manca per l'iscritto {listed}",
            )
        try:
            proposed = tarot.first_round(drawn)
        except FiburError as error:
            raise ServiceError(f"draw: {error.english}", f"sorteggio: {error.italian}") from None
        draw = [[ids[e], drawn[e]] for e in tarot.draw_order(drawn)]
        if existing is not None:
            for table in list(existing.tables):
                session.delete(table)
            session.flush()
            rnd = existing
            rnd.system, rnd.seed, rnd.draw = "tarot", seed if by_desk else None, draw
        else:
            # Every value given at construction: the audit capture reads a column's value before an update
            # from what was loaded, and a column left out of the INSERT was never loaded.
            rnd = db.Round(
                tournament_id=tournament_id,
                number=1,
                system="tarot",
                status="proposed",
                seed=seed if by_desk else None,
                draw=draw,
            )
            session.add(rnd)
            session.flush()
        write_tables(session, t, rnd, proposed)
        return rnd.id


def _status_it(status: str) -> str:
    return {"proposed": "proposto", "published": "pubblicato", "closed": "chiuso"}.get(status, status)


def _table_of(session: Session, tournament_id: int, round_number: int, table_number: int) -> db.RoundTable:
    """The table of a published (or closed) round of a Tarot tournament, or a refusal naming it."""
    rnd = round_by_number(session, tournament_id, round_number)
    if rnd.status == "proposed":
        raise ServiceError(
            f"round {round_number} is not published yet: no deals can be entered",
            f"il turno {round_number} non è ancora pubblicato: non si possono inserire smazzate",
        )
    table = next((x for x in rnd.tables if x.number == table_number), None)
    if table is None:
        raise ServiceError(
            f"round {round_number} has no table {table_number}",
            f"il turno {round_number} non ha il tavolo {table_number}",
        )
    later = session.scalar(
        select(db.Round.number).where(
            db.Round.tournament_id == tournament_id,
            db.Round.number > round_number,
            db.Round.status.in_(("published", "closed")),
        )
    )
    if later is not None:
        # The next round was seated by the standings these deals make (TAROT §3): changing them now would
        # leave its seating unexplained.
        raise ServiceError(
            f"round {later} is published and was seated by the standings after round {round_number}: its "
            "deals can no longer change",
            f"il turno {later} è pubblicato ed è stato disposto secondo la classifica dopo il turno "
            f"{round_number}: le sue smazzate non possono più cambiare",
        )
    return table


def enter_deal(
    desk: Desk, tournament_id: int, round_number: int, table_number: int, deal: tarot.Deal
) -> None:
    """Enter one deal of a table's turn sheet, or replace the one with that number: one undoable action."""
    with desk.action("enter_deal", "table", tournament_id=tournament_id) as (session, note):
        t = _tarot_tournament(session, tournament_id)
        table = _table_of(session, tournament_id, round_number, table_number)
        try:
            tarot.check_deal(deal, t.deals_per_round, "deal")
        except TournamentError as error:
            raise ServiceError(
                f"round {round_number}, table {table_number}, {error.english}",
                f"turno {round_number}, tavolo {table_number}, {error.italian}",
            ) from None
        columns = deal_columns(deal)
        row = next((d for d in deals_of(session, table.id) if d.number == deal.number), None)
        if row is None:
            session.add(TarotDeal(table_id=table.id, **columns))
        else:
            note["correction"] = True
            for key, value in columns.items():
                setattr(row, key, value)


def remove_deal(
    desk: Desk, tournament_id: int, round_number: int, table_number: int, deal_number: int
) -> None:
    with desk.action("remove_deal", "table", tournament_id=tournament_id) as (session, _note):
        _tarot_tournament(session, tournament_id)
        table = _table_of(session, tournament_id, round_number, table_number)
        if table.round.status == "closed":
            raise ServiceError(
                f"round {round_number} is closed: every table keeps its {len(deals_of(session, table.id))} deals; enter "
                "the corrected deal instead",
                f"il turno {round_number} è chiuso: ogni tavolo conserva le sue smazzate; inserire invece la "
                "smazzata corretta",
            )
        row = next((d for d in deals_of(session, table.id) if d.number == deal_number), None)
        if row is None:
            raise ServiceError(
                f"round {round_number}, table {table_number} has no deal {deal_number} entered",
                f"turno {round_number}, tavolo {table_number}: la smazzata {deal_number} non è inserita",
            )
        session.delete(row)


def turn_sheet(desk: Desk, tournament_id: int, round_number: int, table_number: int) -> TurnSheet:
    with desk.read() as session:
        ruleset = tarot_ruleset(get_tournament(session, tournament_id))
        tournament = load(session, tournament_id, include_proposed=True)
    rnd = tournament.round(round_number)
    if rnd is None:
        raise ServiceError(f"round {round_number} does not exist", f"il turno {round_number} non esiste")
    table = rnd.table(table_number)
    if table is None:
        raise ServiceError(
            f"round {round_number} has no table {table_number}",
            f"il turno {round_number} non ha il tavolo {table_number}",
        )
    names = {e.id: e.name for e in tournament.entries}
    deals = tuple(sorted(turn_deals(table), key=lambda d: d.number))
    scores = tuple(tarot.score_deal(d, ruleset) for d in deals)
    running: list[tuple[int, int, int, int]] = []
    totals = [0, 0, 0, 0]
    for score in scores:
        totals = [totals[seat] + score.total(seat) for seat in range(4)]
        running.append((totals[0], totals[1], totals[2], totals[3]))
    return TurnSheet(
        round_number,
        table_number,
        tuple((entry, names.get(entry, "")) for entry in table.ns),
        deals,
        scores,
        tuple(running),
    )


def tarot_standings(desk: Desk, tournament_id: int, up_to_round: int | None = None) -> list[TarotRow]:
    """The standings by total jochi, ties broken by the TAROT §7 chain (published and closed rounds)."""
    with desk.read() as session:
        ruleset = tarot_ruleset(get_tournament(session, tournament_id))
        tournament = load(session, tournament_id)
    names = {e.id: e.name for e in tournament.entries}
    return [
        TarotRow(line, names.get(line.entry, ""))
        for line in tarot.standings(tournament, ruleset, up_to_round=up_to_round)
    ]


def summary(
    desk: Desk, tournament_id: int, entry_number: int, up_to_round: int | None = None
) -> list[tarot.PlayerDeal]:
    """The player's Schema Riassuntivo: every deal played, with the jochi received from each opponent."""
    with desk.read() as session:
        ruleset = tarot_ruleset(get_tournament(session, tournament_id))
        tournament = load(session, tournament_id)
    if entry_number not in tournament.entry_ids():
        raise ServiceError(f"entry {entry_number} does not exist", f"l'iscritto {entry_number} non esiste")
    return tarot.player_deals(tournament, ruleset, up_to_round).get(entry_number, [])
