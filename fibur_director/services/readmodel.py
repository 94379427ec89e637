"""The database read back as the domain's ``Tournament``: standings, reports and exports compute from it.

Entry numbers (the ones printed on score sheets) are the domain's entry ids; players are ``p<database id>``.
Only published and closed rounds count; a proposed round is not yet part of the tournament.
"""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session, selectinload

from fibur_director.db import models as db
from fibur_director.domain import tournament as dom
from fibur_director.domain.rulesets import get_ruleset
from fibur_director.domain.standings import Standing, standings
from fibur_director.services.actions import ServiceError


def get_tournament(session: Session, tournament_id: int) -> db.Tournament:
    found = session.get(db.Tournament, tournament_id)
    if found is None:
        raise ServiceError(
            f"tournament {tournament_id} does not exist", f"il torneo {tournament_id} non esiste"
        )
    return found


def player_key(player_id: int) -> str:
    return f"p{player_id}"


def load(session: Session, tournament_id: int, *, include_proposed: bool = False) -> dom.Tournament:
    t = get_tournament(session, tournament_id)
    entries = session.scalars(
        select(db.Entry)
        .where(db.Entry.tournament_id == tournament_id)
        .options(selectinload(db.Entry.members).selectinload(db.EntryPlayer.player))
        .order_by(db.Entry.number)
    ).all()
    number_of = {e.id: e.number for e in entries}
    players: dict[int, db.Player] = {}
    for entry in entries:
        for member in entry.members:
            players[member.player_id] = member.player
    statuses = ("published", "closed", "proposed") if include_proposed else ("published", "closed")
    rounds = session.scalars(
        select(db.Round)
        .where(db.Round.tournament_id == tournament_id, db.Round.status.in_(statuses))
        .options(
            selectinload(db.Round.tables).selectinload(db.RoundTable.seats),
            selectinload(db.Round.tables).selectinload(db.RoundTable.result),
            selectinload(db.Round.rests),
        )
        .order_by(db.Round.number)
    ).all()
    round_number = {r.id: r.number for r in rounds}
    table_number = {table.id: table.number for r in rounds for table in r.tables}
    played = []
    for r in rounds:
        tables = []
        for table in r.tables:
            sides: dict[str, list[tuple[int, int]]] = {"ns": [], "ew": []}
            for seat in table.seats:
                sides[seat.side].append((seat.position, number_of[seat.entry_id]))
            result = None
            if table.result is not None:
                result = dom.Result(
                    table.result.ns_points,
                    table.result.ew_points,
                    tuple((int(a), int(b)) for a, b in table.result.deals or ()),
                )
            tables.append(
                dom.PlayedTable(
                    table.number,
                    tuple(n for _, n in sorted(sides["ns"])),
                    tuple(n for _, n in sorted(sides["ew"])),
                    result,
                    table.room,
                    table.match,
                    table.group_label,
                    tuple(player_key(p) for p in table.ns_players or ()),
                    tuple(player_key(p) for p in table.ew_players or ()),
                )
            )
        played.append(
            dom.Round(
                r.number,
                r.system,
                tuple(tables),
                tuple(sorted(number_of[rest.entry_id] for rest in r.rests)),
                r.group_label,
            )
        )
    sanctions = []
    for s in session.scalars(
        select(db.Sanction).where(db.Sanction.tournament_id == tournament_id).order_by(db.Sanction.id)
    ):
        number = round_number.get(s.round_id) if s.round_id is not None else None
        if s.round_id is not None and number is None:
            continue  # a sanction on a round not yet published
        sanctions.append(
            dom.Sanction(
                s.type,
                entry=number_of.get(s.entry_id) if s.entry_id is not None else None,
                round=number if s.type != "withdrawal" else None,
                table=table_number.get(s.table_id) if s.table_id is not None else None,
                minutes=s.minutes,
                from_round=s.from_round,
                quarrel=s.quarrel,
                points=s.points,
                article=s.article,
                note=s.note,
            )
        )
    setup = dom.Setup(
        t.name,
        t.date.isoformat(),
        t.ruleset_id,
        t.kind,
        t.deals_per_round,
        t.planned_rounds,
        tuple(tuple(s) for s in t.sessions) or (tuple(range(1, t.planned_rounds + 1)),),
        t.round_time_reduction,
    )
    return dom.Tournament(
        setup,
        tuple(
            dom.Player(player_key(p.id), p.surname, p.name, p.card, p.club, p.category, p.ranking_points or 0)
            for p in sorted(players.values(), key=lambda p: p.id)
        ),
        tuple(
            dom.Entry(
                e.number, e.name, tuple(player_key(m.player_id) for m in e.members if m.to_round is None)
            )
            for e in entries
        ),
        tuple(played),
        tuple(sanctions),
    )


def current_standings(
    session: Session, tournament_id: int, *, up_to_round: int | None = None
) -> list[Standing]:
    tournament = load(session, tournament_id)
    return standings(tournament, get_ruleset(tournament.setup.ruleset), up_to_round=up_to_round)
