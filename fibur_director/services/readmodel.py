"""The database read back as the domain's ``Tournament``: standings, reports and exports compute from it.

Entry numbers (the ones printed on score sheets) are the domain's entry ids; players are ``p<database id>``.
Only published and closed rounds count; a proposed round is not yet part of the tournament.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
from dataclasses import dataclass
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from fibur_director.db import models as db
from fibur_director.domain import tournament as dom
from fibur_director.games.registry import game_of
from fibur_director.services.actions import Desk
from fibur_director.services.loading import (
    entry_name as entry_name,
)
from fibur_director.services.loading import (
    entry_status as entry_status,
)
from fibur_director.services.loading import (
    get_tournament as get_tournament,
)
from fibur_director.services.loading import (
    load as load,
)
from fibur_director.services.loading import (
    player_key as player_key,
)
from fibur_director.services.loading import (
    withdrawals as withdrawals,
)
from fibur_director.services.parts import store_of


@dataclass(frozen=True)
class TournamentSummary:
    """One line of the list of tournaments in a file (the desk's "open" page, the CLI's ``tournament list``)."""

    id: int
    name: str
    date: str
    ruleset: str
    kind: str
    entries: int
    rounds: int  # published or closed
    planned: int = 0  # planned rounds: a tournament is in progress until they are all closed
    closed: int = 0  # closed, or every planned round once the tournament is declared interrupted
    playing: int = 0  # published and not yet closed: being played, not played (issue 38)


def list_tournaments(desk: Desk) -> list[TournamentSummary]:
    """Newest first. Read through the tables, not the mapped classes: the desk's first page lists them before
    anything else touches the ORM, whose first statement configures every mapper (issue 23, the launch)."""
    t, entry, round_ = db.Tournament.__table__.c, db.Entry.__table__.c, db.Round.__table__.c
    entries = select(func.count(entry.id)).where(entry.tournament_id == t.id).scalar_subquery()
    rounds = (
        select(func.count(round_.id))
        .where(round_.tournament_id == t.id, round_.status != "proposed")
        .scalar_subquery()
    )
    closed = (
        select(func.count(round_.id))
        .where(round_.tournament_id == t.id, round_.status == "closed")
        .scalar_subquery()
    )
    playing = (
        select(func.count(round_.id))
        .where(round_.tournament_id == t.id, round_.status == "published")
        .scalar_subquery()
    )
    with desk.read() as session:
        rows = session.execute(
            select(
                t.id,
                t.name,
                t.date,
                t.ruleset_id,
                t.kind,
                entries,
                rounds,
                t.planned_rounds,
                closed,
                t.interrupted_after_round,
                playing,
            ).order_by(t.date.desc(), t.id.desc())
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
            in_play,
        )
        for tid, name, date, ruleset, kind, count, played, planned, done, stop, in_play in rows
    ]


def definitive_round(session: Session, t: db.Tournament) -> int | None:
    """The last round covered by definitive standings (``domain.tournament.definitive_after``), or None."""
    minutes = verification_minutes(t.kind, t.ruleset_id)
    if minutes is None:
        return None
    publications = session.execute(
        select(db.StandingsPublication.after_round, db.StandingsPublication.published_at).where(
            db.StandingsPublication.tournament_id == t.id
        )
    ).all()
    now = dt.datetime.now(dt.UTC).replace(tzinfo=None)
    return dom.definitive_after(publications, minutes, now)


def current_standings(session: Session, tournament_id: int, *, up_to_round: int | None = None) -> list[Any]:
    """The tournament's standings by its game's rules (``GameStore.standings``), read in ``session``."""
    tournament = load(session, tournament_id)
    return store_of(tournament.setup.kind).standings(tournament, up_to_round)


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


def _logged_results(
    session: Session, since: int, version: int
) -> tuple[dict[int, dict[str, Any] | None], bool] | None:
    """(table id -> its result row now, None when removed; whether a table's phone sent anything) from the
    actions logged after ``since``; None when anything else was logged."""
    results: dict[int, dict[str, Any] | None] = {}
    sent = False  # what a table's phone sent (issue 26) is not part of the tournament: nothing to catch up
    for before, after in session.execute(
        select(db.AuditEntry.before, db.AuditEntry.after)
        .where(db.AuditEntry.id > since, db.AuditEntry.id <= version)
        .order_by(db.AuditEntry.id)
    ):
        old = {(t, pk): values for t, pk, values in (before or {}).get("rows", [])}
        for table, pk, values in (after or {}).get("rows", []):
            if table == db.TableSubmission.__tablename__:
                sent = True
                continue
            if table != db.Result.__tablename__:
                return None
            row = values or old.get((table, pk))
            if row is None:
                return None
            results[int(row["table_id"])] = values
    return results, sent


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
    logged = _logged_results(session, cached[0], version)
    if logged is None:
        return None
    results, sent = logged
    if not results:
        return cached[1] if sent else None
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


def live_standings(desk: Desk, tournament_id: int, *, up_to_round: int | None = None) -> list[Any]:
    """What the desk shows after each keystroke that enters a result: the standings by the tournament's game
    (``GameStore.standings``: burraco's ``Standing`` rows, the Tarot's ``Line``)."""
    tournament = cached_tournament(desk, tournament_id)
    return store_of(tournament.setup.kind).standings(tournament, up_to_round)


def verification_minutes(kind: str, ruleset_id: str) -> int | None:
    """How long published standings stay open to claims before they become definitive (IT Art. 20 and the
    codes' equivalents); None for a game without such a window (Sicilian Tarot: docs/architecture.md,
    "Sicilian Tarot (issue 17)")."""
    return game_of(kind).verification_minutes(ruleset_id)
