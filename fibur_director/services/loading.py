"""The tournament read from the database into the domain model (``load``), and the few lookups it is made of.

Apart from ``readmodel`` (the desk's read-models, built on the ``Desk``) so that the write path itself can read
a tournament, to check what an undo leaves (``actions._refuse_if_untrue``), without an import circle.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from sqlalchemy import Row, func, select
from sqlalchemy.orm import Session

from fibur_director.db import models as db
from fibur_director.db.games import tables_of
from fibur_director.domain import tournament as dom
from fibur_director.domain.tournament import SheetDeal
from fibur_director.services.errors import ServiceError


def get_tournament(session: Session, tournament_id: int) -> db.Tournament:
    found = session.get(db.Tournament, tournament_id)
    if found is None:
        raise ServiceError(
            f"tournament {tournament_id} does not exist", f"il torneo {tournament_id} non esiste"
        )
    return found


def entry_name(stored: str | None, surnames: Iterable[str]) -> str:
    """The name shown for an entry: the one the referee gave, else its present members' surnames in seat
    order, read now (never frozen at registration, so an edited surname shows everywhere)."""
    return stored if stored else " - ".join(surnames)


def withdrawals(session: Session, tournament_id: int) -> dict[int, tuple[int | None, bool]]:
    """Entry id → (first round out, quarrel) from the withdrawal sanctions, the only place that fact lives."""
    rows = session.execute(
        select(db.Sanction.entry_id, db.Sanction.from_round, db.Sanction.quarrel).where(
            db.Sanction.tournament_id == tournament_id, db.Sanction.type == "withdrawal"
        )
    )
    return {
        entry_id: (from_round, bool(quarrel))
        for entry_id, from_round, quarrel in rows
        if entry_id is not None
    }


def entry_status(withdrawal: tuple[int | None, bool] | None) -> str:
    """active | withdrawn | excluded (domain.vocabulary.ENTRY_STATUSES), from the entry's withdrawal."""
    if withdrawal is None:
        return "active"
    return "excluded" if withdrawal[1] else "withdrawn"


def player_key(player_id: int) -> str:
    return f"p{player_id}"


def load(session: Session, tournament_id: int, *, include_proposed: bool = False) -> dom.Tournament:
    """Read with plain column queries rather than ORM objects: this runs after every result the desk enters
    (benchmarks/standings.py), and building thousands of ORM objects cost ten times the computation."""
    t = get_tournament(session, tournament_id)
    entries = session.execute(
        select(db.Entry.id, db.Entry.number, db.Entry.name, db.Entry.late_entry)
        .where(db.Entry.tournament_id == tournament_id)
        .order_by(db.Entry.number)
    ).all()
    number_of = {row.id: row.number for row in entries}
    players, members, former = _members(session, tournament_id)
    statuses = ("published", "closed", "proposed") if include_proposed else ("published", "closed")
    rounds = session.execute(
        select(db.Round.id, db.Round.number, db.Round.system, db.Round.group_label, db.Round.draw)
        .where(db.Round.tournament_id == tournament_id, db.Round.status.in_(statuses))
        .order_by(db.Round.number)
    ).all()
    round_ids = [r.id for r in rounds]
    round_number = {r.id: r.number for r in rounds}
    tables = _tables(session, round_ids)
    table_number = {row.id: row.number for row in tables}
    sides = _seats(session, round_ids, tables, number_of)
    rests = _rests(session, round_ids, number_of)
    # A sheet kept deal by deal (the Sicilian Tarot's), from the game's own tables; none for a game without.
    deals = tables_of(t.kind).deals(session, round_ids)
    played = _played_rounds(rounds, tables, sides, rests, deals, number_of, exchanges(t))
    return dom.Tournament(
        _setup(t),
        tuple(players[k] for k in sorted(players)),
        tuple(
            dom.Entry(
                e.number,
                entry_name(e.name, (players[p].surname for _, p in sorted(members.get(e.id, [])))),
                tuple(player_key(p) for _, p in sorted(members.get(e.id, []))),
                _substitutions(members.get(e.id, []), former.get(e.id, [])),
                late=bool(e.late_entry),
            )
            for e in entries
        ),
        played,
        _sanctions(session, tournament_id, number_of, round_number, table_number),
    )


def _members(
    session: Session, tournament_id: int
) -> tuple[dict[int, dom.Player], dict[int, list[tuple[int, int]]], dict[int, list[tuple[int, int, int]]]]:
    """The tournament's players by id, each entry's present members (position, player) and its former ones
    (position, player, last round played)."""
    members: dict[int, list[tuple[int, int]]] = {}
    former: dict[int, list[tuple[int, int, int]]] = {}  # (position, player, last round played)
    players: dict[int, dom.Player] = {}
    for row in session.execute(
        select(
            db.EntryPlayer.entry_id,
            db.EntryPlayer.position,
            db.EntryPlayer.from_round,
            db.EntryPlayer.to_round,
            db.Player.id,
            db.Player.surname,
            db.Player.name,
            db.Player.card,
            db.Player.club,
            db.Player.category,
            db.Player.ranking_points,
            db.EntryPlayer.played_category,
            db.EntryPlayer.played_points,
        )
        .join(db.Player, db.Player.id == db.EntryPlayer.player_id)
        .join(db.Entry, db.Entry.id == db.EntryPlayer.entry_id)
        .where(db.Entry.tournament_id == tournament_id)
    ):
        # As played once the member's first round was proposed (revision 0019), else the archive's current.
        played = row.played_points is not None
        players[row.id] = dom.Player(
            player_key(row.id),
            row.surname,
            row.name,
            row.card,
            row.club,
            row.played_category if played else row.category,
            row.played_points if played else (row.ranking_points or 0),
        )
        if row.to_round is None:
            members.setdefault(row.entry_id, []).append((row.position, row.id))
        else:
            former.setdefault(row.entry_id, []).append((row.position, row.id, row.to_round))
    return players, members, former


def _tables(session: Session, round_ids: list[int]) -> Sequence[Row[Any]]:
    """The rounds' tables with their results, in round and table order."""
    return session.execute(
        select(
            db.RoundTable.id,
            db.RoundTable.round_id,
            db.RoundTable.number,
            db.RoundTable.room,
            db.RoundTable.match,
            db.RoundTable.group_label,
            db.RoundTable.ns_players,
            db.RoundTable.ew_players,
            db.RoundTable.declares_first_id,
            db.Result.ns_points,
            db.Result.ew_points,
            db.Result.deals,
        )
        .outerjoin(db.Result, db.Result.table_id == db.RoundTable.id)
        .where(db.RoundTable.round_id.in_(round_ids))
        .order_by(db.RoundTable.round_id, db.RoundTable.number)
    ).all()


def _seats(
    session: Session, round_ids: list[int], tables: Sequence[Row[Any]], number_of: dict[int, int]
) -> dict[int, dict[str, list[tuple[int, int]]]]:
    """Each table's sides: (position, entry number) on "ns" and "ew"."""
    sides: dict[int, dict[str, list[tuple[int, int]]]] = {row.id: {"ns": [], "ew": []} for row in tables}
    for table_id, side, position, entry_id in session.execute(
        select(db.Seat.table_id, db.Seat.side, db.Seat.position, db.Seat.entry_id)
        .join(db.RoundTable, db.RoundTable.id == db.Seat.table_id)
        .where(db.RoundTable.round_id.in_(round_ids))
    ):
        sides[table_id][side].append((position, number_of[entry_id]))
    return sides


def _rests(session: Session, round_ids: list[int], number_of: dict[int, int]) -> dict[int, list[int]]:
    """The entries resting in each round (round id -> entry numbers)."""
    rests: dict[int, list[int]] = {}
    for round_id, entry_id in session.execute(
        select(db.Rest.round_id, db.Rest.entry_id).where(db.Rest.round_id.in_(round_ids))
    ):
        rests.setdefault(round_id, []).append(number_of[entry_id])
    return rests


def _played_rounds(
    rounds: Sequence[Row[Any]],
    tables: Sequence[Row[Any]],
    sides: dict[int, dict[str, list[tuple[int, int]]]],
    rests: dict[int, list[int]],
    deals: dict[int, list[SheetDeal]],
    number_of: dict[int, int],
    exchanged: dict[int, list[tuple[int, int]]],
) -> tuple[dom.Round, ...]:
    """The rounds as the domain holds them: tables with their seats, result and deals, rests and draw."""
    by_round: dict[int, list[dom.PlayedTable]] = {r.id: [] for r in rounds}
    for row in tables:
        result = None
        if row.ns_points is not None:
            result = dom.Result(
                row.ns_points, row.ew_points, tuple((int(a), int(b)) for a, b in row.deals or ())
            )
        by_round[row.round_id].append(
            dom.PlayedTable(
                row.number,
                tuple(n for _, n in sorted(sides[row.id]["ns"])),
                tuple(n for _, n in sorted(sides[row.id]["ew"])),
                result,
                row.room,
                row.match,
                row.group_label,
                tuple(player_key(p) for p in row.ns_players or ()),
                tuple(player_key(p) for p in row.ew_players or ()),
                number_of.get(row.declares_first_id) if row.declares_first_id is not None else None,
                tuple(deals.get(row.id, ())),
            )
        )
    return tuple(
        dom.Round(
            r.number,
            r.system,
            tuple(by_round[r.id]),
            tuple(sorted(rests.get(r.id, ()))),
            r.group_label,
            tuple((number_of[int(entry)], int(trump)) for entry, trump in r.draw or ()),
            tuple(exchanged.get(r.number, ())),
        )
        for r in rounds
    )


def exchanges(t: db.Tournament) -> dict[int, list[tuple[int, int]]]:
    """The places exchanged after publication, per round in order, as ``services.rounds`` records them in
    the tournament's ``pairing_plan`` (entry numbers): ``{"round": 3, "exchanged": [4, 5]}``."""
    found: dict[int, list[tuple[int, int]]] = {}
    for item in t.pairing_plan:
        if isinstance(item, dict) and "exchanged" in item:
            a, b = item["exchanged"]
            found.setdefault(int(item["round"]), []).append((int(a), int(b)))
    return found


def _sanctions(
    session: Session,
    tournament_id: int,
    number_of: dict[int, int],
    round_number: dict[int, int],
    table_number: dict[int, int],
) -> tuple[dom.Sanction, ...]:
    """The sanctions in the order given, leaving out those on a round not yet published."""
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
                round=number,
                table=table_number.get(s.table_id) if s.table_id is not None else None,
                minutes=s.minutes,
                from_round=s.from_round,
                quarrel=s.quarrel,
                points=s.points,
                article=s.article,
                note=s.note,
            )
        )
    return tuple(sanctions)


def _setup(t: db.Tournament) -> dom.Setup:
    return dom.Setup(
        t.name,
        t.date.isoformat(),
        t.ruleset_id,
        t.kind,
        t.deals_per_round,
        t.planned_rounds,
        tuple(tuple(s) for s in t.sessions) or (tuple(range(1, t.planned_rounds + 1)),),
        t.round_time_reduction,
        t.level,
        t.announced_800,
        t.prizes,
        tuple(t.tie_break or ()),
        t.interrupted_after_round,
        t.referee,
        prize_list=t.prize_list,
    )


def _substitutions(
    members: list[tuple[int, int]], former: list[tuple[int, int, int]]
) -> tuple[dom.Substitution, ...]:
    """Each player substituted out and who took their place (the current member in the same position)."""
    at = dict(members)
    return tuple(
        dom.Substitution(player_key(out), player_key(at[position]), to_round)
        for position, out, to_round in sorted(former)
        if position in at
    )


def last_round_played(
    session: Session, tournament_id: int, entry_id: int, *, closed_only: bool = False
) -> int:
    """The last round the entry has played: a closed round, or one where its table's sheet is entered; 0 before
    any. A withdrawal or an absence can only start after it (IT/REV Art. 38). A quarrel (``closed_only``)
    happens during a round whose sheet may stand for the opponents: only the closed rounds are behind it."""
    closed = session.scalar(
        select(func.max(db.Round.number)).where(
            db.Round.tournament_id == tournament_id, db.Round.status == "closed"
        )
    )
    scored = session.scalar(
        select(func.max(db.Round.number))
        .join(db.RoundTable, db.RoundTable.round_id == db.Round.id)
        .join(db.Result, db.Result.table_id == db.RoundTable.id)
        .join(db.Seat, db.Seat.table_id == db.RoundTable.id)
        .where(db.Round.tournament_id == tournament_id, db.Seat.entry_id == entry_id)
    )
    return max(closed or 0, 0 if closed_only else scored or 0)
