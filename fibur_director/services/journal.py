"""What the desk lists: entries, players, rounds, sanctions, the audit log and the backups, as plain rows.

The GUI never holds an ORM object or a session (ARCHITECTURE.md, GUI); these read-models are what its item
models show. Restoring a backup is the one write here, and it writes a new file, never the open one.
"""

from __future__ import annotations

import datetime as dt
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import func, select

from fibur_director.db import models as db
from fibur_director.db.backup import copy_database
from fibur_director.domain import tournament as dom
from fibur_director.domain.text import natural_key
from fibur_director.services import audit_text, registration
from fibur_director.services.actions import Desk, ServiceError
from fibur_director.services.audit_text import Words
from fibur_director.services.parts import store_of
from fibur_director.services.readmodel import (
    cached_tournament,
    entry_name,
    entry_status,
    get_tournament,
    withdrawals,
)
from fibur_director.services.registration import TournamentSettings
from fibur_director.services.rounds import missing_in


@dataclass(frozen=True)
class ArchivePlayer:
    id: int
    surname: str
    name: str
    card: str
    club: str


def find_players(desk: Desk, text: str, limit: int = 200) -> list[ArchivePlayer]:
    """The archive's incremental search (surname, name, card, club; accents and case ignored)."""
    found = [
        ArchivePlayer(p.id, p.surname, p.name, p.card or "", p.club or "")
        for p in registration.search_players(desk, text, limit)
    ]
    # As people read a list of names: "De Luca" with the Ds, "Rossi2" before "Rossi10" (SQL's order is
    # by code point: capitals, accents and digits one by one).
    return sorted(found, key=lambda p: (natural_key(p.surname), natural_key(p.name), natural_key(p.card)))


def clubs(desk: Desk) -> list[str]:
    """The clubs of the archive's players, the most common first: what the club field completes from (issue 38:
    the club was typed in full for every player)."""
    p = db.Player.__table__.c
    with desk.read() as session:
        rows = session.execute(
            select(p.club, func.count()).where(p.club.is_not(None), p.club != "").group_by(p.club)
        ).all()
    return [club for club, _count in sorted(rows, key=lambda row: (-row[1], natural_key(row[0])))]


@dataclass(frozen=True)
class EntryRow:
    number: int
    name: str
    players: tuple[str, ...]  # "Surname Name", present members first, substituted ones after
    player_ids: tuple[int, ...]  # present members
    status: str  # domain.vocabulary.ENTRY_STATUSES: active | withdrawn | excluded
    late: bool


def entries(desk: Desk, tournament_id: int) -> list[EntryRow]:
    # One query for every member of every entry: the standings page lists 500 pairs after each result.
    with desk.read() as session:
        get_tournament(session, tournament_id)
        heads = session.execute(
            select(db.Entry.id, db.Entry.number, db.Entry.name, db.Entry.late_entry)
            .where(db.Entry.tournament_id == tournament_id)
            .order_by(db.Entry.number)
        ).all()
        gone = withdrawals(session, tournament_id)
        members: dict[int, list[tuple[bool, int, int, str, str]]] = {}
        for entry_id, player_id, position, to_round, surname, name in session.execute(
            select(
                db.EntryPlayer.entry_id,
                db.EntryPlayer.player_id,
                db.EntryPlayer.position,
                db.EntryPlayer.to_round,
                db.Player.surname,
                db.Player.name,
            )
            .join(db.Player, db.Player.id == db.EntryPlayer.player_id)
            .join(db.Entry, db.Entry.id == db.EntryPlayer.entry_id)
            .where(db.Entry.tournament_id == tournament_id)
        ):
            label = f"{surname} {name}" + ("" if to_round is None else " (sostituito)")
            members.setdefault(entry_id, []).append(
                (to_round is not None, position, player_id, label, surname)
            )
    rows = []
    for entry_id, number, stored_name, late in heads:
        ordered = sorted(members.get(entry_id, []))  # present members first, in seat order
        rows.append(
            EntryRow(
                number,
                entry_name(stored_name, (surname for out, *_, surname in ordered if not out)),
                tuple(label for _gone, _position, _player, label, _surname in ordered),
                tuple(player for gone, _position, player, _label, _surname in ordered if not gone),
                entry_status(gone.get(entry_id)),
                late,
            )
        )
    return rows


def settings_of(desk: Desk, tournament_id: int) -> TournamentSettings:
    with desk.read() as session:
        t = get_tournament(session, tournament_id)
        plan = next((str(p) for p in t.pairing_plan if isinstance(p, str)), "")
        return TournamentSettings(
            t.name,
            t.date,
            t.ruleset_id,
            t.kind,
            t.deals_per_round,
            t.planned_rounds,
            tuple(tuple(s) for s in t.sessions),
            plan,
            t.round_time_reduction,
            t.level,
            t.announced_800,
            t.prizes,
            tuple(t.tie_break or ()),
            t.referee,
        )


def last_referee(desk: Desk) -> str | None:
    """The referee of the newest tournament that names one: what a new tournament's form proposes, so a club's
    referee types the name once. Through the table, as the first page's other reads (no mapper configured)."""
    t = db.Tournament.__table__.c
    with desk.read() as session:
        found = session.scalar(
            select(t.referee).where(t.referee.is_not(None)).order_by(t.date.desc(), t.id.desc()).limit(1)
        )
    return None if found is None else str(found)


@dataclass(frozen=True)
class RoundState:
    number: int
    system: str
    status: str  # proposed | published | closed


def rounds(desk: Desk, tournament_id: int) -> list[RoundState]:
    with desk.read() as session:
        found = session.execute(
            select(db.Round.number, db.Round.system, db.Round.status)
            .where(db.Round.tournament_id == tournament_id)
            .order_by(db.Round.number)
        ).all()
    return [RoundState(n, s, st) for n, s, st in found]


@dataclass(frozen=True)
class SanctionRow:
    id: int
    type: str
    entry: int | None
    round: int | None
    table: int | None
    minutes: int | None
    from_round: int | None
    points: int | None
    quarrel: bool
    article: str
    note: str


def sanctions(desk: Desk, tournament_id: int) -> list[SanctionRow]:
    with desk.read() as session:
        t = get_tournament(session, tournament_id)
        numbers = {e.id: e.number for e in t.entries}
        rounds_by_id = {r.id: r.number for r in t.rounds}
        tables = {
            table_id: number
            for table_id, number in session.execute(
                select(db.RoundTable.id, db.RoundTable.number)
                .join(db.Round)
                .where(db.Round.tournament_id == tournament_id)
            )
        }
        found = session.scalars(
            select(db.Sanction).where(db.Sanction.tournament_id == tournament_id).order_by(db.Sanction.id)
        ).all()
        return [
            SanctionRow(
                s.id,
                s.type,
                numbers.get(s.entry_id) if s.entry_id is not None else None,
                rounds_by_id.get(s.round_id) if s.round_id is not None else s.from_round,
                tables.get(s.table_id) if s.table_id is not None else None,
                s.minutes,
                s.from_round,
                s.points,
                bool(s.quarrel),
                s.article or "",
                s.note or "",
            )
            for s in found
        ]


# -- the audit log ------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class AuditRow:
    id: int
    at: dt.datetime
    actor: str
    action: str
    summary: Words  # "Risultato del tavolo 3, turno 2: 1250–900"
    detail: Words  # every row the action wrote, in words


def audit_log(desk: Desk, tournament_id: int | None, limit: int = 2000) -> list[AuditRow]:
    """Newest first: the tournament's actions (``None``: the player archive's), in the referee's words."""
    scope = (
        db.AuditEntry.tournament_id.is_(None)
        if tournament_id is None
        else db.AuditEntry.tournament_id == tournament_id
    )
    with desk.read() as session:
        found = session.execute(
            select(
                db.AuditEntry.id,
                db.AuditEntry.at,
                db.AuditEntry.actor,
                db.AuditEntry.action,
                db.AuditEntry.before,
                db.AuditEntry.after,
            )
            .where(scope)
            .order_by(db.AuditEntry.id.desc())
            .limit(limit)
        ).all()
        return [
            AuditRow(
                audit_id,
                at,
                actor,
                action,
                audit_text.summary(session, action, before, after),
                audit_text.details(before, after),
            )
            for audit_id, at, actor, action, before, after in found
        ]


def action_of(desk: Desk, audit_id: int) -> tuple[str, int | None] | None:
    """(action, tournament id) of one audit row: what an undo would take back, asked before it does."""
    with desk.read() as session:
        row = session.get(db.AuditEntry, audit_id)
        return None if row is None else (row.action, row.tournament_id)


def describe(desk: Desk, audit_id: int | None) -> Words | None:
    """The sentence of one audit row: the desk says what an undo undid ("Annullato: risultato del tavolo 3")."""
    if audit_id is None:
        return None
    with desk.read() as session:
        row = session.get(db.AuditEntry, audit_id)
        return None if row is None else audit_text.summary(session, row.action, row.before, row.after)


# -- backups ------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class BackupRow:
    path: Path
    taken: dt.datetime  # local time of the file
    reason: str  # "round-3-closed", "before-migration-...", as the snapshot named it
    size: int


def backups(desk: Desk) -> list[BackupRow]:
    """The snapshots of the open file (taken before migrations and at each round close), newest first; on a
    server, the tournament files this desk exported at each round close (rounds.close_round)."""
    folder = desk.database.backup_dir
    path = desk.database.path
    if folder is None or not folder.is_dir():
        return []
    rows = []
    if path is None:
        for file in folder.glob("tournament-*-round-*-closed.json"):
            # tournament-<T>-<YYYYmmdd>-<HHMMSS>-<micro>-round-<N>-closed.json
            reason = "-".join(file.stem.split("-")[5:])
            stat = file.stat()
            rows.append(BackupRow(file, dt.datetime.fromtimestamp(stat.st_mtime), reason, stat.st_size))
        return sorted(rows, key=lambda r: (r.taken, r.path.name), reverse=True)
    for file in folder.glob(f"{path.stem}-*.sqlite3"):
        # <stem>-<YYYYmmdd>-<HHMMSS>-<micro>-<reason>.sqlite3 (db.backup.snapshot)
        parts = file.stem[len(path.stem) + 1 :].split("-", 3)
        reason = parts[3] if len(parts) == 4 else ""
        stat = file.stat()
        rows.append(BackupRow(file, dt.datetime.fromtimestamp(stat.st_mtime), reason, stat.st_size))
    return sorted(rows, key=lambda r: (r.taken, r.path.name), reverse=True)


def restore_backup(snapshot_file: Path, target: Path) -> Path:
    """Copy a snapshot into a new file ``target`` (never over an existing one) with SQLite's backup API, after
    checking the snapshot's integrity. The open database is not touched: the referee opens the restored file
    with ``fibur-director --database TARGET``."""
    if target.exists():
        raise ServiceError(
            f"{target} already exists: restore into a new file",
            f"{target} esiste già: ripristinare in un file nuovo",
        )
    if not snapshot_file.is_file():
        raise ServiceError(f"backup {snapshot_file} does not exist", f"la copia {snapshot_file} non esiste")
    if snapshot_file.suffix == ".json":
        raise ServiceError(
            f"{snapshot_file.name} is a tournament file: import it with "
            f"fibur-director-cli tournament import {snapshot_file} --database FILE-OR-URL; nothing was changed",
            f"{snapshot_file.name} è un file di torneo: importarlo con "
            f"fibur-director-cli tournament import {snapshot_file} --database FILE-O-URL; nulla è stato modificato",
        )
    try:
        source = sqlite3.connect(f"file:{snapshot_file}?mode=ro", uri=True)
        try:
            verdict = source.execute("PRAGMA integrity_check").fetchone()[0]
        finally:
            source.close()
    except sqlite3.DatabaseError as error:
        raise ServiceError(
            f"backup {snapshot_file.name} is not a database ({error})",
            f"la copia {snapshot_file.name} non è un database ({error})",
        ) from None
    if verdict != "ok":
        raise ServiceError(
            f"backup {snapshot_file.name} is damaged ({verdict})",
            f"la copia {snapshot_file.name} è danneggiata ({verdict})",
        )
    return copy_database(snapshot_file, target)


# -- one round's score sheets ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class TableRow:
    """One table of a published round as the score-entry page lists it."""

    number: int
    ns: tuple[int, ...]
    ew: tuple[int, ...]
    ns_points: int | None
    ew_points: int | None
    ns_vp: int | None
    ew_vp: int | None
    missing: bool  # neither a result nor a sanction decides it yet
    state: str = "entered"  # one of TABLE_STATES


# A table's state on the desk's board (the scorer's control grid), worst first: what the referee must act on.
TABLE_STATES = ("missing", "questioned", "sanction", "corrected", "entered")
# Sanctions that decide or change a table's score; a warning or a withdrawal does not by itself.
DECIDING = frozenset(t for t in ("late", "absent", "left_during_round", "lost_score_sheet",
                                 "suspended_misconduct", "both_abandoned", "unmonitored_difference",
                                 "referee_award"))  # fmt: skip


def result_marks(
    desk: Desk, tournament_id: int, number: int | None = None
) -> dict[tuple[int, int], tuple[str | None, bool]]:
    """(round, table) -> (oddity, corrected) of the results that have either (of one round, or of all);
    stored only in the database (the tournament model carries the points, not how they came). Most results
    have neither, so the rows read stay few after every score sheet."""
    query = (
        select(db.Round.number, db.RoundTable.number, db.Result.oddity, db.Result.confirmed_by_opponents)
        .join(db.RoundTable, db.RoundTable.round_id == db.Round.id)
        .join(db.Result, db.Result.table_id == db.RoundTable.id)
        .where(
            db.Round.tournament_id == tournament_id,
            db.Result.oddity.is_not(None) | db.Result.confirmed_by_opponents.is_(True),
        )
    )
    if number is not None:
        query = query.where(db.Round.number == number)
    with desk.read() as session:
        found = session.execute(query).all()
    return {(r, t): (oddity, bool(corrected)) for r, t, oddity, corrected in found}


def table_state(missing: bool, mark: tuple[str | None, bool] | None, sanctioned: bool) -> str:
    if missing:
        return "missing"
    if mark is not None and mark[0] == "questioned":
        return "questioned"
    if sanctioned:
        return "sanction"
    if mark is not None and mark[1]:
        return "corrected"
    return "entered"


def table_results(desk: Desk, tournament_id: int, number: int) -> list[TableRow]:
    """Reads the tournament the last action left in the desk's cache, so listing after each score sheet costs
    one round's scores, not a re-read of the file."""
    tournament = cached_tournament(desk, tournament_id)
    played = tournament.round(number)
    if played is None:
        return []
    return store_of(tournament.setup.kind).table_results(desk, tournament_id, tournament, played)


@dataclass(frozen=True)
class BoardRound:
    """One column of the table board: a published or closed round and the state of each of its tables."""

    number: int
    status: str
    states: dict[int, str]  # table number -> one of TABLE_STATES
    seats: dict[int, tuple[tuple[int, ...], tuple[int, ...]]]  # table number -> (NS entries, EW entries)

    @property
    def missing(self) -> int:
        return sum(1 for state in self.states.values() if state == "missing")


def table_board(desk: Desk, tournament_id: int) -> list[BoardRound]:
    """Tables × rounds, as the scorer's control grid of a bridge club shows it, for paper score sheets: every
    published round, each table missing, entered, questioned, corrected or decided by a sanction."""
    tournament = cached_tournament(desk, tournament_id)
    return store_of(tournament.setup.kind).board(desk, tournament_id, tournament)


def plain_table_results(
    desk: Desk, tournament_id: int, tournament: dom.Tournament, played: dom.Round
) -> list[TableRow]:
    """A round's tables, each missing or entered as its game's ``missing_tables`` says, with no points: the list
    of a game whose sheet is not two totals (Sicilian Tarot's turn sheets, the tests' third game)."""
    lacking = set(missing_in(tournament, played.number))
    return [
        TableRow(
            t.number,
            t.ns,
            t.ew,
            None,
            None,
            None,
            None,
            t.number in lacking,
            "missing" if t.number in lacking else "entered",
        )
        for t in played.tables
    ]


def plain_board(desk: Desk, tournament_id: int, tournament: dom.Tournament) -> list[BoardRound]:
    """The board of a game whose tables are missing or entered, nothing between (``plain_table_results``)."""
    statuses = {r.number: r.status for r in rounds(desk, tournament_id)}
    found = []
    for played in tournament.rounds:
        lacking = set(missing_in(tournament, played.number))
        found.append(
            BoardRound(
                played.number,
                statuses.get(played.number, "proposed"),
                {t.number: "missing" if t.number in lacking else "entered" for t in played.tables},
                {t.number: (t.ns, t.ew) for t in played.tables},
            )
        )
    return found


def tournament_exists(desk: Desk, tournament_id: int) -> bool:
    """Whether the tournament is still there: undoing its creation or its import removes it."""
    with desk.read() as session:
        return session.get(db.Tournament, tournament_id) is not None
