"""Rounds: propose with the chosen engine, edit, publish (seating frozen, time recorded), close (snapshot).

A round is ``proposed`` (editable, not yet part of the tournament), ``published`` (players seated, results may
be entered) or ``closed`` (every table scored; a snapshot of the file is taken). One round at a time is open.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import sqlite3
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import select
from sqlalchemy.exc import DBAPIError
from sqlalchemy.orm import Session

from fibur_director.db import models as db
from fibur_director.db.backup import snapshot
from fibur_director.db.engine import WRITE_LOCK
from fibur_director.domain import tournament as dom
from fibur_director.domain.errors import FiburError
from fibur_director.domain.pairing import edit
from fibur_director.domain.pairing.model import History, PairingWarning, ProposedRound, Table, review
from fibur_director.domain.pairing.teams import Lineup, check_lineup
from fibur_director.games.registry import game_of
from fibur_director.services.actions import Desk, ServiceError
from fibur_director.services.errors import refuse_by_game
from fibur_director.services.parts import store_of
from fibur_director.services.readmodel import (
    get_tournament,
    load,
)
from fibur_director.services.registration import entry_by_number


@dataclass(frozen=True)
class RoundView:
    id: int
    number: int
    system: str
    status: str
    tables: tuple[Table, ...]
    rests: tuple[int, ...]
    warnings: tuple[PairingWarning, ...]


def _open_round(session: Session, tournament_id: int) -> db.Round | None:
    return session.scalar(
        select(db.Round).where(
            db.Round.tournament_id == tournament_id, db.Round.status.in_(("proposed", "published"))
        )
    )


def current_groups(t: db.Tournament) -> dict[str, list[int]] | None:
    for item in reversed(t.pairing_plan):
        if isinstance(item, dict) and "groups" in item:
            return {str(k): [int(e) for e in v] for k, v in item["groups"].items()}
    return None


def propose_round(
    desk: Desk,
    tournament_id: int,
    method: str | None = None,
    *,
    seed: int | None = None,
    seating: str = "draw",
    step: int = 1,
    fixed_from: str = "A",
    moving_from: str = "A",
    merit_sizes: Sequence[int] | None = None,
) -> int:
    """Propose the next round (status ``proposed``); returns its number. The method defaults to the plan's."""
    with desk.action("propose_round", "round", tournament_id=tournament_id) as (session, note):
        t = get_tournament(session, tournament_id)
        open_round = _open_round(session, tournament_id)
        if open_round is not None:
            raise ServiceError(
                f"round {open_round.number} is still open: close it first",
                f"il turno {open_round.number} è ancora aperto: chiuderlo prima",
            )
        freeze_as_played(session, tournament_id)
        tournament = load(session, tournament_id)
        how = Proposal(method, seed, seating, step, fixed_from, moving_from, merit_sizes)
        return store_of(t.kind).propose(session, t, tournament, how, note)


def freeze_as_played(session: Session, tournament_id: int) -> None:
    """Each member not frozen yet takes the archive's category and points as the tournament's own, as played
    (revision 0019; docs/architecture.md, "Categories as played"): done as a round is proposed, so the first
    round's seating by category or points and the prizes read the same values, and a member list imported
    later changes neither. Through the ORM, so undoing the proposal thaws them again."""
    members = session.scalars(
        select(db.EntryPlayer)
        .join(db.Entry, db.Entry.id == db.EntryPlayer.entry_id)
        .where(db.Entry.tournament_id == tournament_id, db.EntryPlayer.played_points.is_(None))
    ).all()
    for member in members:
        member.played_category = member.player.category
        member.played_points = member.player.ranking_points or 0


@dataclass(frozen=True)
class Proposal:
    """What the referee asked of a proposal; a game that seats by its own rule ignores it (Tarot)."""

    method: str | None
    seed: int | None
    seating: str
    step: int
    fixed_from: str
    moving_from: str
    merit_sizes: Sequence[int] | None


def write_tables(session: Session, t: db.Tournament, rnd: db.Round, proposed: ProposedRound) -> None:
    write_tables_only(session, t, rnd, proposed)
    ids = {e.number: e.id for e in t.entries}
    for entry in proposed.rests:
        session.add(db.Rest(round_id=rnd.id, entry_id=ids[entry]))
    rnd.warnings = [
        {"code": w.code, "entries": list(w.entries), "english": w.english, "italian": w.italian}
        for w in proposed.warnings
    ]


def write_tables_only(session: Session, t: db.Tournament, rnd: db.Round, proposed: ProposedRound) -> None:
    """The proposal's tables and seats added to ``rnd`` (its rests and warnings are the caller's)."""
    ids = {e.number: e.id for e in t.entries}
    for table in proposed.tables:
        row = db.RoundTable(
            round_id=rnd.id, number=table.number, room=table.room, match=table.match, group_label=table.group
        )
        session.add(row)
        session.flush()
        for side, entries in (("ns", table.ns), ("ew", table.ew)):
            for position, entry in enumerate(entries, start=1):
                session.add(db.Seat(table_id=row.id, side=side, position=position, entry_id=ids[entry]))


def round_by_number(session: Session, tournament_id: int, number: int) -> db.Round:
    rnd = session.scalar(
        select(db.Round).where(db.Round.tournament_id == tournament_id, db.Round.number == number)
    )
    if rnd is None:
        raise ServiceError(f"round {number} does not exist", f"il turno {number} non esiste")
    return rnd


def view_round(desk: Desk, tournament_id: int, number: int) -> RoundView:
    with desk.read() as session:
        rnd = round_by_number(session, tournament_id, number)
        tournament = load(session, tournament_id, include_proposed=True)
        played = tournament.round(number)
        assert played is not None
        return RoundView(
            rnd.id,
            number,
            rnd.system,
            rnd.status,
            tuple(Table(t.number, t.ns, t.ew, t.room, t.match, t.group) for t in played.tables),
            played.rest,
            tuple(
                PairingWarning(w["code"], tuple(w["entries"]), w["english"], w["italian"])
                for w in rnd.warnings
            ),
        )


def _with_calendar(
    t: db.Tournament,
    tournament: dom.Tournament,
    number: int,
    edited: ProposedRound,
    *,
    published: bool = False,
) -> ProposedRound:
    """The edited round with the warnings of the game's own calendar (``GameStore.calendar_warnings``)."""
    return store_of(t.kind).calendar_warnings(t, tournament, number, edited, published=published)


def _seating(
    session: Session, tournament_id: int, number: int
) -> tuple[ProposedRound, History, dom.Tournament]:
    """Round ``number`` as seated now, the history before it, for an edit to be reviewed against, and the
    tournament they were read from."""
    tournament = load(session, tournament_id, include_proposed=True)
    played = tournament.round(number)
    assert played is not None
    before = tuple(r for r in tournament.rounds if r.number != number)
    history = game_of(tournament.setup.kind).history_before(
        dataclasses.replace(tournament, rounds=before), number
    )
    current = ProposedRound(
        tuple(Table(x.number, x.ns, x.ew, x.room, x.match, x.group) for x in played.tables), played.rest
    )
    return current, history, tournament


def edit_round(
    desk: Desk, tournament_id: int, number: int, operation: str, a: int, b: int | None = None
) -> None:
    """``swap`` a and b, ``seat_together`` a and b, or ``send_to_rest`` a; only before publication."""
    with desk.action("edit_round", "round", tournament_id=tournament_id) as (session, _note):
        t = get_tournament(session, tournament_id)
        rnd = round_by_number(session, tournament_id, number)
        if rnd.status != "proposed":
            raise ServiceError(
                f"round {number} is published: its seating is frozen",
                f"il turno {number} è pubblicato: la disposizione è bloccata",
            )
        current, history, tournament = _seating(session, tournament_id, number)
        game = game_of(t.kind)
        refusal = game.refusal("rest", t.kind) if operation != "swap" else None
        if refusal is not None:
            raise ServiceError(refusal.english, refusal.italian)
        rests = game.max_rests_per_session(t.kind, t.ruleset_id)
        if operation == "swap" and b is not None:
            edited = edit.swap(current, a, b, history, max_rests_per_session=rests)
        elif operation == "seat_together" and b is not None:
            edited = edit.seat_together(current, a, b, history, max_rests_per_session=rests)
        elif operation == "send_to_rest":
            edited = edit.send_to_rest(current, a, history, max_rests_per_session=rests)
        else:
            raise ValueError(f"unknown edit {operation!r}")
        edited = _with_calendar(t, tournament, number, edited)
        for table in list(rnd.tables):
            session.delete(table)
        for rest in list(rnd.rests):
            session.delete(rest)
        session.flush()
        rnd.system = game.edited_system(rnd.system)
        write_tables(session, t, rnd, edited)


def draw_first_round(
    desk: Desk, tournament_id: int, cards: Mapping[int, int] | None, seed: int | None = None
) -> int:
    """Seat round 1 by the cards the entries drew, as the tournament's game does (``GameStore.draw_first_round``:
    the Sicilian Tarot's trumps; a game that seats round 1 otherwise refuses); the round's id."""
    with desk.read() as session:
        kind = get_tournament(session, tournament_id).kind
    return store_of(kind).draw_first_round(desk, tournament_id, cards, seed)


def first_round_seatings(desk: Desk, tournament_id: int) -> tuple[str, ...]:
    """The first-round seatings the tournament's code allows (IT/REV Art. 2); the desk offers only these."""
    with desk.read() as session:
        t = get_tournament(session, tournament_id)
        return store_of(t.kind).first_round_seatings(t)


def reseat_late(desk: Desk, tournament_id: int, number: int, late: int, other: int) -> list[PairingWarning]:
    """An entry that arrived late without having announced it loses its seat and is re-seated by the referee so
    as to avoid incomplete tables (IT/REV Art. 38, Assenze), also once the round is published: it changes
    places with ``other`` (an entry at another table, or one resting). Table numbers stay as printed; only
    tables without a score sheet may change. Returns the warnings the edit brings (repeat meetings, a second
    rest in the session), the same the other seating edits list. In a published round the exchange lasts
    that round: a movement or a calendar goes on from the seating published (``exchange_places``)."""
    with desk.action("reseat_late", "round", tournament_id=tournament_id) as (session, _note):
        return exchange_places(session, tournament_id, number, late, other)


def wrong_table(desk: Desk, tournament_id: int, number: int, a: int, b: int) -> list[PairingWarning]:
    """Two entries played at each other's places in a published round (or one at a resting entry's): the game
    stands and its score is entered where they sat, the pair that sat wrong is warned (``wrong_table``, given
    apart), and «al turno successivo riprenderà la posizione normalmente spettante» (IT/REV Art. 2): the
    seats record where they played, the next round seats them by the seating published. Only tables without a
    score sheet; the warnings are those of any other exchange."""
    with desk.action("wrong_table", "round", tournament_id=tournament_id) as (session, _note):
        if round_by_number(session, tournament_id, number).status != "published":
            raise ServiceError(
                f"round {number} is not being played: only a published round has entries at a wrong table",
                f"il turno {number} non è in gioco: solo in un turno pubblicato si siede al tavolo sbagliato",
            )
        return exchange_places(session, tournament_id, number, a, b)


def complete_table(
    desk: Desk, tournament_id: int, number: int, entry: int, opponent: int | None = None
) -> list[PairingWarning]:
    """A late entry admitted to complete the incomplete table (IT/REV Art. 39: «se è presente già un tavolo
    incompleto, è facoltà dell'arbitro ammettere la coppia ritardataria per completarlo») sits there in the
    running round, proposed or published: a new table, the late entry North-South (the incomplete table's
    missing seat is the fixed line's) against the entry that was to rest (``opponent`` when several rest). A
    Mitchell takes it there from then on (``orchestration.complete_lines``). Refused where no table is
    incomplete, in a round-robin round (its calendar is fixed in advance) and at tables of four."""
    with desk.action("complete_table", "round", tournament_id=tournament_id) as (session, _note):
        t = get_tournament(session, tournament_id)
        refuse_by_game(t.kind, "late_entry")
        rnd = round_by_number(session, tournament_id, number)
        late = entry_by_number(session, tournament_id, entry)
        if rnd.status == "closed":
            raise ServiceError(
                f"round {number} is closed: entry {entry} joins from the next round",
                f"il turno {number} è chiuso: l'iscritto {entry} entra dal turno successivo",
            )
        refusal = store_of(t.kind).refuse_completing(t, rnd, entry, late.id, opponent)
        if refusal is not None:
            raise ServiceError(*refusal)
        numbers = {e.id: e.number for e in t.entries}
        resting = next(r for r in rnd.rests if opponent is None or numbers[r.entry_id] == opponent)
        other = numbers[resting.entry_id]
        session.delete(resting)
        session.flush()
        tables = [x.number for x in rnd.tables]
        completed = store_of(t.kind).completing(rnd, Table(max(tables, default=0) + 1, (entry,), (other,)))
        write_tables_only(session, t, rnd, completed)
        _current, history, _tournament = _seating(session, tournament_id, number)
        rests = game_of(t.kind).max_rests_per_session(t.kind, t.ruleset_id)
        reviewed = review(_current, history, max_rests_per_session=rests)
        rnd.warnings = [
            {"code": w.code, "entries": list(w.entries), "english": w.english, "italian": w.italian}
            for w in reviewed.warnings
        ]
        return list(reviewed.warnings)


@dataclass(frozen=True)
class LateOutlook:
    """Where an entry registered after the first round was published will play (IT/REV Art. 39), in both
    languages: the desk shows it when the entry is registered, the command line prints it."""

    english: str
    italian: str


def late_entry_outlook(desk: Desk, tournament_id: int, entry: int | None = None) -> LateOutlook | None:
    """What the running round and the next proposal do with ``entry`` (None: an entry about to be registered),
    by the game's own seating (``GameStore.late_entry_outlook``). None when registration is still open (no
    round published) or the game has no late entries."""
    with desk.read() as session:
        t = get_tournament(session, tournament_id)
        if game_of(t.kind).refusal("late_entry", t.kind) is not None:
            return None
        states = {r.number: r.status for r in t.rounds}
        if not any(s != "proposed" for s in states.values()):
            return None
        tournament = load(session, tournament_id, include_proposed=True)
        return store_of(t.kind).late_entry_outlook(t, tournament, states, entry)


def _place(session: Session, rnd: db.Round, entry: int, entry_id: int) -> db.Seat | db.Rest:
    """Where ``entry`` is in the round: its one seat at a table without a sheet, or its rest."""
    number = rnd.number
    seats = [s for table in rnd.tables for s in table.seats if s.entry_id == entry_id]
    rest = next((r for r in rnd.rests if r.entry_id == entry_id), None)
    if len(seats) > 1:
        # A team sits at two tables with the line-up it declared for each (IT Art. 3).
        raise ServiceError(
            f"entry {entry} plays at {len(seats)} tables: a team is re-seated by declaring its line-up "
            "again, not by moving it",
            f"l'iscritto {entry} gioca a {len(seats)} tavoli: una squadra si risiede dichiarando di nuovo "
            "la formazione, non spostandola",
        )
    for seat in seats:
        if seat.table.result is not None:
            raise ServiceError(
                f"round {number}, table {seat.table.number}: its score sheet is entered, so entry "
                f"{entry} stays where it played",
                f"turno {number}, tavolo {seat.table.number}: lo score è già registrato, quindi "
                f"l'iscritto {entry} resta dove ha giocato",
            )
    place = seats[0] if seats else rest
    if place is None:
        raise ServiceError(
            f"entry {entry} is not in round {number}", f"l'iscritto {entry} non è nel turno {number}"
        )
    return place


def exchange_places(
    session: Session, tournament_id: int, number: int, a: int, b: int
) -> list[PairingWarning]:
    """Entries ``a`` and ``b`` exchange their places in round ``number`` (at tables without a sheet, or one
    resting), inside the caller's action. Once the round is published the exchange is recorded with it
    (``dom.Round.exchanged``, in the tournament's ``pairing_plan``): the seats say where each played, the
    next rounds of a Mitchell or a round robin follow the seating published (IT/REV Art. 2). Returns the
    warnings the exchange brings."""
    t = get_tournament(session, tournament_id)
    rnd = round_by_number(session, tournament_id, number)
    if rnd.status == "closed":
        raise ServiceError(
            f"round {number} is closed: nobody can be re-seated in it",
            f"il turno {number} è chiuso: non si può più spostare nessuno",
        )
    if a == b:
        raise ServiceError(
            f"entry {a} cannot change places with itself", f"l'iscritto {a} non può scambiarsi con sé"
        )
    ids = {e.number: e.id for e in t.entries}
    for entry in (a, b):
        entry_by_number(session, tournament_id, entry)
    a_place, b_place = _place(session, rnd, a, ids[a]), _place(session, rnd, b, ids[b])
    if isinstance(a_place, db.Rest) and isinstance(b_place, db.Rest):
        raise ServiceError(
            f"entries {a} and {b} both rest in round {number}: nothing to change",
            f"gli iscritti {a} e {b} riposano entrambi nel turno {number}: non c'è nulla da cambiare",
        )
    if isinstance(a_place, db.Seat) and isinstance(b_place, db.Seat) and a_place.table_id == b_place.table_id:
        raise ServiceError(
            f"entries {a} and {b} sit at the same table", f"gli iscritti {a} e {b} sono allo stesso tavolo"
        )
    current, history, tournament = _seating(session, tournament_id, number)
    rests = game_of(t.kind).max_rests_per_session(t.kind, t.ruleset_id)
    published = rnd.status == "published"
    edited = _with_calendar(
        t,
        tournament,
        number,
        edit.swap(current, a, b, history, max_rests_per_session=rests),
        published=published,
    )
    # Two rows exchange their entry (never two rests: a round's rests are unique per entry).
    a_place.entry_id, b_place.entry_id = ids[b], ids[a]
    if published:
        t.pairing_plan = [*t.pairing_plan, {"round": number, "exchanged": [a, b]}]
    rnd.warnings = [
        {"code": w.code, "entries": list(w.entries), "english": w.english, "italian": w.italian}
        for w in edited.warnings
    ]
    return list(edited.warnings)


def publish_round(desk: Desk, tournament_id: int, number: int) -> None:
    with desk.action("publish_round", "round", tournament_id=tournament_id) as (session, _note):
        rnd = round_by_number(session, tournament_id, number)
        if rnd.status != "proposed":
            raise ServiceError(f"round {number} is already published", f"il turno {number} è già pubblicato")
        t = get_tournament(session, tournament_id)
        store_of(t.kind).before_publishing(t, rnd)
        rnd.status = "published"
        rnd.published_at = dt.datetime.now(dt.UTC).replace(tzinfo=None)


def missing_tables(session: Session, tournament_id: int, number: int) -> list[int]:
    """Tables of a published round that have neither a result nor a sanction deciding them."""
    return missing_in(load(session, tournament_id), number)


def missing_in(tournament: dom.Tournament, number: int, scores: Sequence[Any] | None = None) -> list[int]:
    """``scores``: the tournament's round scores when the caller has them already (the game decides what a
    missing table is: games.base.Game.missing_tables)."""
    return game_of(tournament.setup.kind).missing_tables(tournament, number, scores)


@dataclass(frozen=True)
class RoundClosed:
    """A closed round and its backup: ``backup_failed`` says why there is none (the round is closed anyway:
    the close was committed before the copy, and nothing was lost)."""

    number: int
    backup: Path | None
    backup_failed: FiburError | None = None


def close_round(desk: Desk, tournament_id: int, number: int) -> RoundClosed:
    """Close a published round whose tables are all scored, then snapshot the file (ARCHITECTURE: backups at
    each round close)."""
    with desk.action("close_round", "round", tournament_id=tournament_id) as (session, _note):
        rnd = round_by_number(session, tournament_id, number)
        if rnd.status != "published":
            raise ServiceError(
                f"round {number} is {rnd.status}, not published",
                f"il turno {number} è {rnd.status}, non pubblicato",
            )
        missing = missing_tables(session, tournament_id, number)
        if missing:
            refusal = game_of(get_tournament(session, tournament_id).kind).missing_refusal(number, missing)
            raise ServiceError(refusal.english, refusal.italian)
        rnd.status = "closed"
        rnd.closed_at = dt.datetime.now(dt.UTC).replace(tzinfo=None)
    try:
        if desk.database.path is None:
            return RoundClosed(number, _export_copy(desk, tournament_id, number))
        return RoundClosed(
            number, snapshot(desk.database.path, f"round-{number}-closed", desk.database.backup_dir)
        )
    except (OSError, sqlite3.Error) as error:
        reason = getattr(error, "strerror", None) or str(error)
        return RoundClosed(
            number,
            None,
            FiburError(
                f"round {number} is closed and saved, but its backup copy failed ({reason}): free space or "
                "fix the backups folder; the next round close copies again",
                f"il turno {number} è chiuso e salvato, ma la copia di sicurezza non è riuscita ({reason}): "
                "liberare spazio o sistemare la cartella delle copie; alla prossima chiusura si ricopia",
            ),
        )


def _export_copy(desk: Desk, tournament_id: int, number: int) -> Path | None:
    """On a database server the desk cannot copy the database file (it is the server's; its owner backs it up
    with pg_dump, docs/multidesk.md): the closed round's tournament is kept as a tournament file instead, in
    this desk's backups folder, written under a temporary name and renamed."""
    from fibur_director.services.exchange import export_text  # exchange reads rounds' models

    folder = desk.database.backup_dir
    if folder is None:
        return None
    folder.mkdir(parents=True, exist_ok=True)
    stamp = dt.datetime.now(dt.UTC).strftime("%Y%m%d-%H%M%S-%f")
    target = folder / f"tournament-{tournament_id}-{stamp}-round-{number}-closed.json"
    partial = target.with_name(target.name + ".partial")
    try:
        partial.write_text(export_text(desk, tournament_id), encoding="utf-8")
        partial.replace(target)
    except BaseException:
        partial.unlink(missing_ok=True)
        raise
    return target


def declare_lineup(
    desk: Desk,
    tournament_id: int,
    number: int,
    team: int,
    open_pair: Sequence[int],
    closed_pair: Sequence[int],
) -> None:
    """A team's pairs for this round's two rooms (IT Art. 3), before the round is closed: four different
    players of the team, two per room."""
    with desk.action("declare_lineup", "round", tournament_id=tournament_id) as (session, _note):
        t = get_tournament(session, tournament_id)
        refuse_by_game(t.kind, "team_lineup")
        rnd = round_by_number(session, tournament_id, number)
        if rnd.status == "closed":
            raise ServiceError(f"round {number} is closed", f"il turno {number} è chiuso")
        entry = next((e for e in t.entries if e.number == team), None)
        if entry is None:
            raise ServiceError(f"team {team} does not exist", f"la squadra {team} non esiste")
        if len(open_pair) != 2 or len(closed_pair) != 2:
            raise ServiceError(f"team {team}: two players a room", f"squadra {team}: due giocatori per sala")
        roster = [str(m.player_id) for m in entry.members if m.to_round is None]
        lineup = Lineup((str(open_pair[0]), str(open_pair[1])), (str(closed_pair[0]), str(closed_pair[1])))
        check_lineup(team, lineup, roster)
        seated = False
        for table in rnd.tables:
            for seat in table.seats:
                if seat.entry_id != entry.id:
                    continue
                pair = list(open_pair if table.room == "open" else closed_pair)
                if seat.side == "ns":
                    table.ns_players = pair
                else:
                    table.ew_players = pair
                seated = True
        if not seated:
            raise ServiceError(
                f"team {team} does not play in round {number}",
                f"la squadra {team} non gioca nel turno {number}",
            )


def record_draw(desk: Desk, tournament_id: int, match: int, team: int) -> None:
    """Round 1 of a team tournament: at each match the captains draw a card; the team that turned up the lower
    card declares first which pair plays in which room (IT Art. 3). Recorded on the match's tables."""
    with desk.action("record_draw", "round", tournament_id=tournament_id) as (session, _note):
        t = get_tournament(session, tournament_id)
        refuse_by_game(t.kind, "team_lineup")
        rnd = round_by_number(session, tournament_id, 1)
        tables = [table for table in rnd.tables if table.match == match]
        entry = entry_by_number(session, tournament_id, team)
        if not tables or entry.id not in {seat.entry_id for seat in tables[0].seats}:
            raise ServiceError(
                f"team {team} does not play match {match} of round 1",
                f"la squadra {team} non gioca l'incontro {match} del turno 1",
            )
        for table in tables:
            table.declares_first_id = entry.id


def declaring_first(desk: Desk, tournament_id: int, number: int) -> dict[int, tuple[int | None, str]]:
    """Per match of round ``number``: the team that declares its rooms first and why (the game's rule)."""
    with desk.read() as session:
        tournament = load(session, tournament_id, include_proposed=True)
    kind = tournament.setup.kind
    if game_of(kind).refusal("team_lineup", kind) is not None or tournament.round(number) is None:
        return {}
    return store_of(kind).declaring_first(tournament, number)


# -- the round clock ------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ClockState:
    """The clock of the round being played, as stored: seconds left now, and whether it is running."""

    round: int
    total_seconds: int
    left_seconds: float
    running: bool


def _utcnow() -> dt.datetime:
    return dt.datetime.now(dt.UTC).replace(tzinfo=None)


def _playing(session: Session, tournament_id: int) -> db.Round | None:
    """The newest published round, the one being played (the clock is its own)."""
    return session.scalar(
        select(db.Round)
        .where(db.Round.tournament_id == tournament_id, db.Round.status == "published")
        .order_by(db.Round.number.desc(), db.Round.id.desc())
        .limit(1)
    )


def clock_of(desk: Desk, tournament_id: int, now: dt.datetime | None = None) -> ClockState | None:
    """The stored clock of the round being played, or None (no round is played, or its clock never moved)."""
    with desk.read() as session:
        rnd = _playing(session, tournament_id)
        if rnd is None:
            return None
        row = session.scalar(select(db.RoundClock).where(db.RoundClock.round_id == rnd.id))
        if row is None:
            return None
        left = float(row.left_seconds)
        if row.started_at is not None:
            left = max(0.0, left - ((now or _utcnow()) - row.started_at).total_seconds())
        return ClockState(rnd.number, row.total_seconds, left, row.started_at is not None)


def save_clock(
    desk: Desk,
    tournament_id: int,
    total_seconds: int,
    left_seconds: float,
    running: bool,
    now: dt.datetime | None = None,
) -> int | None:
    """Store the clock with the round being played, so a restart of the desk (or a second desk) finds it
    where it was; returns that round's number, or None when no round is being played.

    Written without the audit log, on purpose: starting or pausing a clock is not a tournament action that
    Ctrl+Z should undo, and its row is apart from ``rounds`` so the round's own undo never finds it changed."""
    try:
        with desk.database.sessions() as session, session.begin():
            session.connection(execution_options=WRITE_LOCK)
            rnd = _playing(session, tournament_id)
            if rnd is None:
                return None
            row = session.scalar(select(db.RoundClock).where(db.RoundClock.round_id == rnd.id))
            if row is None:
                row = db.RoundClock(round_id=rnd.id)
                session.add(row)
            row.total_seconds = max(0, int(total_seconds))
            row.left_seconds = max(0, round(left_seconds))
            row.started_at = (now or _utcnow()) if running else None
            return rnd.number
    except DBAPIError as error:
        raise ServiceError(
            f"the round clock could not be stored ({error.orig}); it keeps running on this desk",
            f"l'orologio del turno non si è potuto salvare ({error.orig}); su questo banco continua",
        ) from None
