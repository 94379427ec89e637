"""The database read back as the domain's ``Tournament``: standings, reports and exports compute from it.

Entry numbers (the ones printed on score sheets) are the domain's entry ids; players are ``p<database id>``.
Only published and closed rounds count; a proposed round is not yet part of the tournament.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from fibur_director.db import models as db
from fibur_director.domain import rules, tarot
from fibur_director.domain import tournament as dom
from fibur_director.domain.errors import FiburError
from fibur_director.domain.ruleset import Ruleset
from fibur_director.domain.rulesets import get_ruleset, get_tarot_ruleset
from fibur_director.domain.standings import Standing, standings
from fibur_director.domain.tarot_ruleset import TarotRuleset
from fibur_director.services.actions import Desk, ServiceError


def get_tournament(session: Session, tournament_id: int) -> db.Tournament:
    found = session.get(db.Tournament, tournament_id)
    if found is None:
        raise ServiceError(
            f"tournament {tournament_id} does not exist", f"il torneo {tournament_id} non esiste"
        )
    return found


@dataclass(frozen=True)
class TournamentSummary:
    """One line of the list of tournaments in a file (the desk's "open" page, the CLI's ``tournament list``)."""

    id: int
    name: str
    date: str
    ruleset: str
    kind: str
    entries: int
    rounds: int
    planned: int = 0  # planned rounds: a tournament is in progress until they are all closed
    closed: int = 0


def list_tournaments(desk: Desk) -> list[TournamentSummary]:
    """Newest first."""
    entries = (
        select(func.count(db.Entry.id)).where(db.Entry.tournament_id == db.Tournament.id).scalar_subquery()
    )
    rounds = (
        select(func.count(db.Round.id))
        .where(db.Round.tournament_id == db.Tournament.id, db.Round.status != "proposed")
        .scalar_subquery()
    )
    closed = (
        select(func.count(db.Round.id))
        .where(db.Round.tournament_id == db.Tournament.id, db.Round.status == "closed")
        .scalar_subquery()
    )
    with desk.read() as session:
        rows = session.execute(
            select(
                db.Tournament.id,
                db.Tournament.name,
                db.Tournament.date,
                db.Tournament.ruleset_id,
                db.Tournament.kind,
                entries,
                rounds,
                db.Tournament.planned_rounds,
                closed,
                db.Tournament.interrupted_after_round,
            ).order_by(db.Tournament.date.desc(), db.Tournament.id.desc())
        ).all()
    return [
        # An interrupted tournament is over (IT Art. 40): counted as if every planned round were closed.
        TournamentSummary(
            tid,
            name,
            date.isoformat(),
            ruleset,
            kind,
            count,
            played,
            planned,
            planned if stop is not None else done,
        )
        for tid, name, date, ruleset, kind, count, played, planned, done, stop in rows
    ]


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
        select(db.Entry.id, db.Entry.number, db.Entry.name)
        .where(db.Entry.tournament_id == tournament_id)
        .order_by(db.Entry.number)
    ).all()
    number_of = {row.id: row.number for row in entries}
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
        )
        .join(db.Player, db.Player.id == db.EntryPlayer.player_id)
        .join(db.Entry, db.Entry.id == db.EntryPlayer.entry_id)
        .where(db.Entry.tournament_id == tournament_id)
    ):
        players[row.id] = dom.Player(
            player_key(row.id),
            row.surname,
            row.name,
            row.card,
            row.club,
            row.category,
            row.ranking_points or 0,
        )
        if row.to_round is None:
            members.setdefault(row.entry_id, []).append((row.position, row.id))
        else:
            former.setdefault(row.entry_id, []).append((row.position, row.id, row.to_round))
    statuses = ("published", "closed", "proposed") if include_proposed else ("published", "closed")
    rounds = session.execute(
        select(db.Round.id, db.Round.number, db.Round.system, db.Round.group_label, db.Round.draw)
        .where(db.Round.tournament_id == tournament_id, db.Round.status.in_(statuses))
        .order_by(db.Round.number)
    ).all()
    round_ids = [r.id for r in rounds]
    round_number = {r.id: r.number for r in rounds}
    tables = session.execute(
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
    table_number = {row.id: row.number for row in tables}
    sides: dict[int, dict[str, list[tuple[int, int]]]] = {row.id: {"ns": [], "ew": []} for row in tables}
    for table_id, side, position, entry_id in session.execute(
        select(db.Seat.table_id, db.Seat.side, db.Seat.position, db.Seat.entry_id)
        .join(db.RoundTable, db.RoundTable.id == db.Seat.table_id)
        .where(db.RoundTable.round_id.in_(round_ids))
    ):
        sides[table_id][side].append((position, number_of[entry_id]))
    rests: dict[int, list[int]] = {}
    for round_id, entry_id in session.execute(
        select(db.Rest.round_id, db.Rest.entry_id).where(db.Rest.round_id.in_(round_ids))
    ):
        rests.setdefault(round_id, []).append(number_of[entry_id])
    deals: dict[int, list[tarot.Deal]] = {}
    if t.kind == "tarot":
        for deal_row in session.scalars(
            select(db.TarotDeal)
            .join(db.RoundTable, db.RoundTable.id == db.TarotDeal.table_id)
            .where(db.RoundTable.round_id.in_(round_ids))
            .order_by(db.TarotDeal.table_id, db.TarotDeal.number)
        ):
            deals.setdefault(deal_row.table_id, []).append(deal_of(deal_row))
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
    played = tuple(
        dom.Round(
            r.number,
            r.system,
            tuple(by_round[r.id]),
            tuple(sorted(rests.get(r.id, ()))),
            r.group_label,
            tuple((number_of[int(entry)], int(trump)) for entry, trump in r.draw or ()),
        )
        for r in rounds
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
    setup = dom.Setup(
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
    )
    return dom.Tournament(
        setup,
        tuple(players[k] for k in sorted(players)),
        tuple(
            dom.Entry(
                e.number,
                entry_name(e.name, (players[p].surname for _, p in sorted(members.get(e.id, [])))),
                tuple(player_key(p) for _, p in sorted(members.get(e.id, []))),
                _substitutions(members.get(e.id, []), former.get(e.id, [])),
            )
            for e in entries
        ),
        played,
        tuple(sanctions),
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


def definitive_round(session: Session, t: db.Tournament) -> int | None:
    """The last round covered by definitive standings (``domain.rules.definitive_after``), or None."""
    if verification_minutes(t.kind, t.ruleset_id) is None:
        return None
    publications = session.execute(
        select(db.StandingsPublication.after_round, db.StandingsPublication.published_at).where(
            db.StandingsPublication.tournament_id == t.id
        )
    ).all()
    now = dt.datetime.now(dt.UTC).replace(tzinfo=None)
    return rules.definitive_after(publications, burraco_ruleset(t.kind, t.ruleset_id), now)


def current_standings(
    session: Session, tournament_id: int, *, up_to_round: int | None = None
) -> list[Standing]:
    tournament = load(session, tournament_id)
    return standings(
        tournament, burraco_ruleset(tournament.setup.kind, tournament.setup.ruleset), up_to_round=up_to_round
    )


def tournament_in(session: Session, desk: Desk, tournament_id: int) -> dom.Tournament:
    """The tournament as this transaction sees it: the cached model when no action (of any desk) has been
    logged since it was read, else read again here. Used inside an action, under its write lock, so what a
    result is checked against is what it is written into."""
    version = session.scalar(select(func.max(db.AuditEntry.id)))
    cached = desk.cache.get(tournament_id)
    if cached is not None and version is not None and cached[0] == version:
        tournament: dom.Tournament = cached[1]
        return tournament
    tournament = _caught_up(session, cached, version, tournament_id) or load(session, tournament_id)
    desk.cache[tournament_id] = (version, tournament)
    return tournament


# More logged actions than this since the cached model: read the tournament again rather than the log.
CATCH_UP_LIMIT = 200


def _caught_up(
    session: Session, cached: tuple[int | None, Any] | None, version: int | None, tournament_id: int
) -> dom.Tournament | None:
    """The cached model brought up to ``version`` from the audit log, when everything logged since is score
    sheets entered, corrected or undone (results rows only): with several desks on one database, each desk's
    model is otherwise invalidated by every other desk's sheet, and reading the whole tournament again under
    the write lock would make two desks slower than one (benchmarks/multidesk.py). Anything else logged
    (a seat swapped, a sanction, a name): None, and the caller reads the tournament again."""
    if cached is None or cached[0] is None or version is None or version - cached[0] > CATCH_UP_LIMIT:
        return None
    results: dict[int, dict[str, Any] | None] = {}  # table id -> the result row now (None: no result)
    for before, after in session.execute(
        select(db.AuditEntry.before, db.AuditEntry.after)
        .where(db.AuditEntry.id > cached[0], db.AuditEntry.id <= version)
        .order_by(db.AuditEntry.id)
    ):
        old = {(t, pk): values for t, pk, values in (before or {}).get("rows", [])}
        for table, pk, values in (after or {}).get("rows", []):
            if table != db.Result.__tablename__:
                return None
            row = values or old.get((table, pk))
            if row is None:
                return None
            results[int(row["table_id"])] = values
    if not results:
        return None
    places = session.execute(
        select(
            db.RoundTable.id, db.RoundTable.number, db.RoundTable.room, db.Round.number, db.Round.group_label
        )
        .join(db.Round, db.Round.id == db.RoundTable.round_id)
        .where(
            db.RoundTable.id.in_(results),
            db.Round.tournament_id == tournament_id,
            db.Round.status.in_(("published", "closed")),
        )
    ).all()
    if any(room is not None for _id, _n, room, _r, _g in places):
        return None  # two rooms share a table number: leave team matches to a full read
    tournament: dom.Tournament = cached[1]
    changed = {(r, g, n): results[table_id] for table_id, n, _room, r, g in places}
    if not changed:
        return tournament  # only other tournaments' sheets
    rounds = []
    for rnd in tournament.rounds:
        tables = []
        for t in rnd.tables:
            key = (rnd.number, rnd.group, t.number)
            if key in changed:
                row = changed.pop(key)
                result = (
                    None
                    if row is None
                    else dom.Result(
                        row["ns_points"],
                        row["ew_points"],
                        tuple((int(a), int(b)) for a, b in row["deals"] or ()),
                    )
                )
                t = dataclasses.replace(t, result=result)
            tables.append(t)
        rounds.append(dataclasses.replace(rnd, tables=tuple(tables)))
    if changed:
        return None  # a table the model does not hold (a round published since): read it all
    return dataclasses.replace(tournament, rounds=tuple(rounds))


def cached_tournament(desk: Desk, tournament_id: int) -> dom.Tournament:
    """The tournament as of the latest action, read again only when an action has happened since."""
    version = desk.version()
    cached = desk.cache.get(tournament_id)
    if cached is not None and cached[0] == version and version is not None:
        tournament: dom.Tournament = cached[1]
        return tournament
    with desk.read() as session:
        tournament = _caught_up(session, cached, version, tournament_id) or load(session, tournament_id)
    desk.cache[tournament_id] = (version, tournament)
    return tournament


def live_standings(desk: Desk, tournament_id: int, *, up_to_round: int | None = None) -> list[Standing]:
    """What the desk shows after each keystroke that enters a result."""
    tournament = cached_tournament(desk, tournament_id)
    return standings(
        tournament, burraco_ruleset(tournament.setup.kind, tournament.setup.ruleset), up_to_round=up_to_round
    )


# -- Sicilian Tarot ------------------------------------------------------------------------------------------


def tarot_ruleset(t: db.Tournament) -> TarotRuleset:
    """The Tarot ruleset of a Tarot tournament; any other kind is refused with a sentence, never a crash."""
    if t.kind != "tarot":
        raise ServiceError(
            f"tournament {t.id} is a {t.kind} burraco tournament, not a Sicilian Tarot one",
            f"il torneo {t.id} è un torneo di burraco ({t.kind}), non di tarocchi siciliani",
        )
    try:
        return get_tarot_ruleset(t.ruleset_id)
    except FiburError as error:
        raise ServiceError(error.english, error.italian) from None


def burraco_ruleset(kind: str, ruleset_id: str) -> Ruleset:
    """The burraco ruleset of a burraco tournament; a Sicilian Tarot one is refused with a sentence: what
    asks for it (VP, score sheets, burraco sanctions) has no meaning at the Tarot, whose turn sheets, penalties
    and standings are ``services.tarot``'s."""
    if kind == "tarot":
        raise ServiceError(
            "this is a burraco operation (score sheets, VP, burraco sanctions): a Sicilian Tarot tournament "
            "uses its turn sheets, the TAROT §6 penalties and its own standings",
            "questa è un'operazione del burraco (referti, P.V., sanzioni del burraco): un torneo di tarocchi "
            "siciliani usa le schede di turno, le penalità di TAROT §6 e la sua classifica",
        )
    return get_ruleset(ruleset_id)


def verification_minutes(kind: str, ruleset_id: str) -> int | None:
    """How long published standings stay open to claims before they become definitive (IT Art. 20 and the
    codes' equivalents); None for Sicilian Tarot, whose regulation has no such window: its standings never
    lock the rounds they cover (docs/architecture.md, "Sicilian Tarot (issue 17)")."""
    if kind == "tarot":
        return None
    return get_ruleset(ruleset_id).verification_minutes


def deal_columns(deal: tarot.Deal) -> dict[str, Any]:
    """A turn-sheet deal as the columns of ``tarot_deals`` (the one place the two shapes meet)."""
    return {
        "number": deal.number,
        "declarer": deal.declarer,
        "call": deal.call,
        "partner": deal.partner,
        "scommessa": deal.scommessa,
        "rivanto": deal.rivanto,
        "jucate": [side.items() for side in deal.jucate] if deal.jucate is not None else None,
        "difference": deal.difference,
        "pigliate_declarers": deal.pigliate[0],
        "pigliate_defenders": deal.pigliate[1],
        "scommessa_realised": deal.scommessa_realised,
        "rivanto_realised": deal.rivanto_realised,
        "penalties": [
            {"seat": p.seat, "kind": p.kind, **({"self_reported": True} if p.self_reported else {})}
            for p in deal.penalties
        ],
    }


def deal_of(row: db.TarotDeal) -> tarot.Deal:
    jucate = None
    if row.jucate is not None:
        first, second = (tarot.Jucate(**{str(k): int(v) for k, v in side.items()}) for side in row.jucate)
        jucate = (first, second)
    return tarot.Deal(
        number=row.number,
        declarer=row.declarer,
        call=row.call,
        partner=row.partner,
        scommessa=row.scommessa,
        rivanto=row.rivanto,
        jucate=jucate,
        difference=row.difference,
        pigliate=(row.pigliate_declarers, row.pigliate_defenders),
        scommessa_realised=row.scommessa_realised,
        rivanto_realised=row.rivanto_realised,
        penalties=tuple(
            tarot.Penalty(int(p["seat"]), str(p["kind"]), bool(p.get("self_reported", False)))
            for p in row.penalties or ()
        ),
    )
