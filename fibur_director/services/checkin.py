"""Check-in at the door (issue 26, items 7-8): helpers' phones paired with the desk, presence and payment marks,
and closing the door before the first round.

A mark is a user action like any other (one transaction, audited, under the write lock): from a phone its actor
is the device, "accoglienza N", and the desk can take it back (``take_back``). Pairing and revoking devices are
written outside the audit log, like the round clock (``db.models.CheckInDevice`` says why). The same services
serve every game: entries and players are shared, nothing here asks the tournament's kind.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field

from sqlalchemy import func, select
from sqlalchemy.exc import DBAPIError
from sqlalchemy.orm import Session

from fibur_director.db import models as db
from fibur_director.db.database import Database, open_writer_beside
from fibur_director.db.engine import WRITE_LOCK
from fibur_director.domain import checkin as door_rules
from fibur_director.domain.checkin import Arrival, Door
from fibur_director.domain.errors import FiburError
from fibur_director.services.actions import Desk, Done, ServiceError
from fibur_director.services.loading import entry_name, get_tournament, withdrawals

ACTION = "checkin"
DEVICE_ACTOR = "accoglienza {n}"


def _utcnow() -> dt.datetime:
    return dt.datetime.now(dt.UTC).replace(tzinfo=None)


# -- reading the door ----------------------------------------------------------------------------------------


def _arrivals(session: Session, tournament_id: int) -> tuple[Arrival, ...]:
    gone = withdrawals(session, tournament_id)
    marks = {
        row.player_id: row
        for row in session.scalars(select(db.CheckIn).where(db.CheckIn.tournament_id == tournament_id))
    }
    rows = session.execute(
        select(db.Entry, db.EntryPlayer, db.Player)
        .join(db.EntryPlayer, db.EntryPlayer.entry_id == db.Entry.id)
        .join(db.Player, db.Player.id == db.EntryPlayer.player_id)
        .where(db.Entry.tournament_id == tournament_id, db.EntryPlayer.to_round.is_(None))
        .order_by(db.Entry.number, db.EntryPlayer.position)
    ).all()
    surnames: dict[int, list[str]] = {}
    for entry, _member, player in rows:
        surnames.setdefault(entry.id, []).append(player.surname)
    arrivals = []
    for entry, _member, player in rows:
        if entry.id in gone:
            continue  # a withdrawn entry is expected at no door
        mark = marks.get(player.id)
        arrivals.append(
            Arrival(
                player_id=player.id,
                surname=player.surname,
                name=player.name,
                card=player.card,
                club=player.club,
                entry=entry.number,
                entry_name=entry_name(entry.name, surnames[entry.id]),
                present=bool(mark and mark.present),
                paid_cents=mark.paid_cents if mark else 0,
            )
        )
    return tuple(sorted(arrivals, key=lambda a: (a.surname.casefold(), a.name.casefold(), a.entry)))


def _departed(session: Session, tournament_id: int, expected: tuple[Arrival, ...]) -> tuple[Arrival, ...]:
    """The players who paid at the door and are no longer expected: their entry struck at the closing (the
    check-in row belongs to the tournament and the player, so it outlives the entry), withdrawn, or replaced.
    Their entry's number is their last one's, 0 when the entry is gone."""
    here = {a.player_id for a in expected}
    rows = session.execute(
        select(db.CheckIn, db.Player)
        .join(db.Player, db.Player.id == db.CheckIn.player_id)
        .where(db.CheckIn.tournament_id == tournament_id, db.CheckIn.paid_cents > 0)
    ).all()
    departed = []
    for mark, player in rows:
        if player.id in here:
            continue
        entry = session.scalar(
            select(db.Entry)
            .join(db.EntryPlayer, db.EntryPlayer.entry_id == db.Entry.id)
            .where(db.Entry.tournament_id == tournament_id, db.EntryPlayer.player_id == player.id)
            .order_by(db.Entry.number.desc())
        )
        departed.append(
            Arrival(
                player_id=player.id,
                surname=player.surname,
                name=player.name,
                card=player.card,
                club=player.club,
                entry=entry.number if entry is not None else 0,
                entry_name=entry.name or "" if entry is not None else "",
                present=mark.present,
                paid_cents=mark.paid_cents,
            )
        )
    return tuple(sorted(departed, key=lambda a: (a.surname.casefold(), a.name.casefold(), a.entry)))


def door(desk: Desk, tournament_id: int) -> Door:
    """Every player expected at the door (the members of the entries still in), marked or not, by surname; and
    who paid but is no longer expected."""
    with desk.read() as session:
        t = get_tournament(session, tournament_id)
        arrivals = _arrivals(session, tournament_id)
        return Door(
            t.id,
            t.name,
            t.fee_cents,
            arrivals,
            t.date.strftime("%d/%m/%Y"),
            _departed(session, tournament_id, arrivals),
        )


def find(arrivals: tuple[Arrival, ...] | list[Arrival], text: str) -> list[Arrival]:
    """The players whose surname starts with, or whose card is, what the helper typed (case and accents
    ignored); everyone for an empty search."""
    from fibur_director.domain.text import fold

    wanted = fold(text).strip()
    if not wanted:
        return list(arrivals)
    return [
        a
        for a in arrivals
        if fold(a.surname).startswith(wanted)
        or fold(f"{a.surname} {a.name}").startswith(wanted)
        or (a.card is not None and fold(a.card) == wanted)
        or str(a.entry) == wanted
    ]


# -- marking ---------------------------------------------------------------------------------------------------


def _expected_player(session: Session, tournament_id: int, player_id: int) -> db.Player:
    """The player, if a member of an entry of this tournament that is still in; else the refusal."""
    player = session.get(db.Player, player_id)
    member = session.execute(
        select(db.Entry.id)
        .join(db.EntryPlayer, db.EntryPlayer.entry_id == db.Entry.id)
        .where(
            db.Entry.tournament_id == tournament_id,
            db.EntryPlayer.player_id == player_id,
            db.EntryPlayer.to_round.is_(None),
        )
    ).scalar()
    if player is None or member is None or member in withdrawals(session, tournament_id):
        raise ServiceError(
            f"player {player_id} is not expected in tournament {tournament_id}; nothing was changed",
            "questo giocatore non è tra gli iscritti attesi al torneo; nulla è stato modificato",
        )
    return player


def _refuse_amount(paid_cents: int) -> None:
    if not 0 <= paid_cents <= door_rules.MAX_AMOUNT_CENTS:
        raise ServiceError(
            f"amount {paid_cents / 100:.2f} euro is not possible; nothing was changed",
            f"l'importo di {door_rules.euro(paid_cents)} non è possibile; nulla è stato modificato",
        )


def _device_in(session: Session, token: str, tournament_id: int) -> db.CheckInDevice:
    device = session.scalar(
        select(db.CheckInDevice).where(db.CheckInDevice.token_hash == door_rules.digest(token))
    )
    if device is None or device.revoked_at is not None or device.tournament_id != tournament_id:
        raise ServiceError(
            "this device is not paired, or has been revoked at the desk; nothing was changed",
            "questo dispositivo non è abbinato o è stato revocato al banco; nulla è stato registrato",
        )
    return device


def mark(
    desk: Desk,
    tournament_id: int,
    player_id: int,
    *,
    present: bool,
    paid_cents: int | None = None,
    token: str | None = None,
) -> None:
    """Mark a player here (or not) and, when given, what they have paid in all (not an increment: a second tap
    of the same form changes nothing). ``token``: the phone's, checked again inside the transaction, so a
    device revoked a moment ago writes nothing."""
    if paid_cents is not None:
        _refuse_amount(paid_cents)
    with desk.action("checkin", "player", player_id, tournament_id) as (session, note):
        if token is not None:
            _device_in(session, token, tournament_id)
        get_tournament(session, tournament_id)
        player = _expected_player(session, tournament_id, player_id)
        row = session.scalar(
            select(db.CheckIn).where(
                db.CheckIn.tournament_id == tournament_id, db.CheckIn.player_id == player_id
            )
        )
        if row is None:
            row = db.CheckIn(tournament_id=tournament_id, player_id=player_id, present=False, paid_cents=0)
            session.add(row)
        if row.present != present or (paid_cents is not None and row.paid_cents != paid_cents):
            row.present = present
            if paid_cents is not None:
                row.paid_cents = paid_cents
            row.updated_at = _utcnow()
        note["player"] = f"{player.surname} {player.name}"


def mark_entry(
    desk: Desk, tournament_id: int, number: int, *, present: bool, paid_cents: int | None = None
) -> int:
    """Every current member of entry ``number`` (the command line's ``entry checkin``); ``paid_cents`` is each
    member's. One action per player, as the door marks them. Returns how many players were marked."""
    with desk.read() as session:
        entry = session.scalar(
            select(db.Entry).where(db.Entry.tournament_id == tournament_id, db.Entry.number == number)
        )
        if entry is None:
            get_tournament(session, tournament_id)
            raise ServiceError(f"entry {number} does not exist", f"l'iscritto {number} non esiste")
        players = [m.player_id for m in entry.members if m.to_round is None]
    for player in players:
        mark(desk, tournament_id, player, present=present, paid_cents=paid_cents)
    return len(players)


def set_fee(desk: Desk, tournament_id: int, fee_cents: int) -> None:
    """What each player pays at the door (an audited action: the owed totals follow it)."""
    _refuse_amount(fee_cents)
    with desk.action("checkin_fee", "tournament", tournament_id, tournament_id) as (session, _note):
        get_tournament(session, tournament_id).fee_cents = fee_cents


# -- the devices -----------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Device:
    """A phone paired for one tournament's check-in."""

    tournament_id: int
    number: int
    paired_at: dt.datetime | None
    revoked_at: dt.datetime | None

    @property
    def actor(self) -> str:
        return DEVICE_ACTOR.format(n=self.number)


def _device(row: db.CheckInDevice) -> Device:
    return Device(row.tournament_id, row.number, row.paired_at, row.revoked_at)


def _unwritten(error: DBAPIError) -> ServiceError:
    reason = " ".join(str(error.orig or error).split())
    return ServiceError(
        f"the check-in devices could not be written ({reason}); nothing was changed",
        f"i dispositivi dell'accoglienza non si sono potuti registrare ({reason}); nulla è stato modificato",
    )


def show_code(desk: Desk, tournament_id: int) -> tuple[int, str]:
    """A new one-time pairing code for the next device (its number, the code): the desk shows it. A code shown
    before and never used stops working, so only the code on the screen opens anything."""
    code = door_rules.new_code()
    desk.database.check_in_place()
    try:
        with desk.database.sessions() as session, session.begin():
            session.connection(execution_options=WRITE_LOCK)
            get_tournament(session, tournament_id)
            for unused in session.scalars(
                select(db.CheckInDevice).where(
                    db.CheckInDevice.tournament_id == tournament_id,
                    db.CheckInDevice.token_hash.is_(None),
                    db.CheckInDevice.revoked_at.is_(None),
                )
            ):
                unused.code_hash = None
                unused.revoked_at = _utcnow()
            number = (
                session.scalar(
                    select(func.max(db.CheckInDevice.number)).where(
                        db.CheckInDevice.tournament_id == tournament_id
                    )
                )
                or 0
            ) + 1
            session.add(
                db.CheckInDevice(
                    tournament_id=tournament_id, number=number, code_hash=door_rules.digest(code)
                )
            )
    except DBAPIError as error:
        raise _unwritten(error) from error
    return number, code


def pair(desk: Desk, typed: str, now: dt.datetime | None = None) -> tuple[str, Device]:
    """The device's token and what it may open, for a code the desk is showing; the code is then spent. A code
    that is wrong, used, replaced, revoked or older than ``CODE_MINUTES`` opens nothing."""
    code = door_rules.normalise_code(typed)
    refused = ServiceError(
        "this code opens nothing: ask the desk for the code on its screen",
        "questo codice non apre nulla: chiedere al banco il codice che mostra ora",
    )
    if len(code) != door_rules.CODE_LENGTH or any(c not in door_rules.CODE_ALPHABET for c in code):
        raise refused
    token = door_rules.new_token()
    moment = now or _utcnow()
    desk.database.check_in_place()
    try:
        with desk.database.sessions() as session, session.begin():
            session.connection(execution_options=WRITE_LOCK)
            row = session.scalar(
                select(db.CheckInDevice).where(db.CheckInDevice.code_hash == door_rules.digest(code))
            )
            if (
                row is None
                or row.revoked_at is not None
                or row.token_hash is not None
                or moment - row.created_at > dt.timedelta(minutes=door_rules.CODE_MINUTES)
            ):
                raise refused
            row.code_hash = None
            row.token_hash = door_rules.digest(token)
            row.paired_at = moment
            return token, _device(row)
    except DBAPIError as error:
        raise _unwritten(error) from error


def device_of(desk: Desk, token: str) -> Device | None:
    """The device holding ``token``, while paired and not revoked; None otherwise."""
    if not token or len(token) > 100:
        return None
    with desk.read() as session:
        row = session.scalar(
            select(db.CheckInDevice).where(db.CheckInDevice.token_hash == door_rules.digest(token))
        )
        if row is None or row.revoked_at is not None:
            return None
        return _device(row)


def devices(desk: Desk, tournament_id: int) -> list[Device]:
    """The paired devices of a tournament, revoked ones too, by number (a code never used is not one)."""
    with desk.read() as session:
        return [
            _device(row)
            for row in session.scalars(
                select(db.CheckInDevice)
                .where(
                    db.CheckInDevice.tournament_id == tournament_id, db.CheckInDevice.paired_at.is_not(None)
                )
                .order_by(db.CheckInDevice.number)
            )
        ]


def revoke(desk: Desk, tournament_id: int, number: int | None = None) -> int:
    """Revoke device ``number`` (None: every device and the code on show) of a tournament: from now on its
    token opens nothing and its next write is refused. Returns how many were revoked."""
    desk.database.check_in_place()
    try:
        with desk.database.sessions() as session, session.begin():
            session.connection(execution_options=WRITE_LOCK)
            query = select(db.CheckInDevice).where(
                db.CheckInDevice.tournament_id == tournament_id, db.CheckInDevice.revoked_at.is_(None)
            )
            if number is not None:
                query = query.where(db.CheckInDevice.number == number)
            rows = list(session.scalars(query))
            if number is not None and not rows:
                raise ServiceError(
                    f"device {number} of tournament {tournament_id} is not paired or already revoked",
                    f"il dispositivo {number} del torneo {tournament_id} non è abbinato o è già revocato",
                )
            for row in rows:
                row.code_hash = None
                row.revoked_at = _utcnow()
            return len(rows)
    except DBAPIError as error:
        raise _unwritten(error) from error


# -- the desk over the devices' marks ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Marked:
    """A check-in mark in the journal: who made it, on whom, and whether the desk can still take it back."""

    audit_id: int
    at: dt.datetime
    actor: str
    player: str


def device_marks(desk: Desk, tournament_id: int, limit: int = 50) -> list[Marked]:
    """The devices' latest marks, newest first (those an undo has taken back are left out)."""
    with desk.read() as session:
        undone = {
            (before or {}).get("target")
            for (before,) in session.execute(
                select(db.AuditEntry.before).where(
                    db.AuditEntry.tournament_id == tournament_id, db.AuditEntry.action == "undo"
                )
            )
        }
        rows = session.execute(
            select(db.AuditEntry.id, db.AuditEntry.at, db.AuditEntry.actor, db.AuditEntry.before)
            .where(
                db.AuditEntry.tournament_id == tournament_id,
                db.AuditEntry.action == ACTION,
                db.AuditEntry.actor.like(DEVICE_ACTOR.format(n="%")),
            )
            .order_by(db.AuditEntry.id.desc())
            .limit(limit)
        ).all()
    return [
        Marked(int(i), at, str(actor), str((before or {}).get("player", "?")))
        for i, at, actor, before in rows
        if i not in undone
    ]


def take_back(desk: Desk, tournament_id: int, audit_id: int) -> Done:
    """Undo a device's mark at the desk (recorded under the desk's own name); refused, changing nothing, when
    the player's mark has been changed again since."""
    with desk.read() as session:
        entry = session.get(db.AuditEntry, audit_id)
        if entry is None or entry.action != ACTION or entry.tournament_id != tournament_id:
            raise ServiceError(
                f"log #{audit_id} is not a check-in mark of this tournament",
                f"la riga {audit_id} del registro non è una segnatura dell'accoglienza di questo torneo",
            )
    return desk.undo_action(audit_id, tournament_id)


# -- closing the door ------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Closing:
    """What "Chiudi l'accoglienza" shows: the entries with a member not here, and why they cannot be taken out
    now (a round already drawn), if so."""

    absent: list[tuple[int, str, list[str]]]
    refusal: FiburError | None
    # by entry number, "Surname Name" and amount of its members who paid at the door: struck, they are owed it
    paid: dict[int, list[tuple[str, int]]] = field(default_factory=dict)


def _refuse_after_the_draw(session: Session, tournament_id: int) -> ServiceError | None:
    drawn = session.scalar(
        select(func.count()).select_from(db.Round).where(db.Round.tournament_id == tournament_id)
    )
    if not drawn:
        return None
    return ServiceError(
        "the first round is already drawn: an absent entry now withdraws (Sanctions tab) and keeps its seat "
        "as an absent entry (Art. 38); undo the round first to leave it out of the seating",
        "il primo turno è già sorteggiato: ora un iscritto assente si ritira (scheda Sanzioni) e resta al suo "
        "posto come assente (Art. 38); annullare prima il turno per lasciarlo fuori dalla disposizione",
    )


def in_use(desk: Desk, tournament_id: int) -> bool:
    """Whether the door was kept for this tournament: anyone marked, by a phone or at the desk."""
    with desk.read() as session:
        return bool(
            session.scalar(select(db.CheckIn.id).where(db.CheckIn.tournament_id == tournament_id).limit(1))
        )


def closing(desk: Desk, tournament_id: int) -> Closing:
    with desk.read() as session:
        t = get_tournament(session, tournament_id)
        arrivals = _arrivals(session, tournament_id)
        absent = Door(t.id, t.name, t.fee_cents, arrivals).absent_entries()
        numbers = {number for number, _name, _people in absent}
        paid: dict[int, list[tuple[str, int]]] = {}
        for a in arrivals:
            if a.entry in numbers and a.paid_cents:
                paid.setdefault(a.entry, []).append((f"{a.surname} {a.name}", a.paid_cents))
        return Closing(absent, _refuse_after_the_draw(session, tournament_id), paid)


def strike_absent(desk: Desk, tournament_id: int, numbers: list[int]) -> list[int]:
    """Take these entries, with a member not here, out of the tournament before the first round is drawn: their
    registration is cancelled, so the draw seats only who is in the room. One action (one Ctrl+Z puts them all
    back). Not a withdrawal: a withdrawn entry keeps its seat as an absent one in every later round (IT/REV
    Art. 38, ``games.burraco.orchestration.active_entries``), which is right once play has begun and wrong before it."""
    with desk.action("checkin_close", "tournament", tournament_id, tournament_id) as (session, note):
        get_tournament(session, tournament_id)
        refusal = _refuse_after_the_draw(session, tournament_id)
        if refusal is not None:
            raise refusal
        t = get_tournament(session, tournament_id)
        absent = {
            n
            for n, _name, _people in Door(
                t.id, t.name, t.fee_cents, _arrivals(session, t.id)
            ).absent_entries()
        }
        for number in numbers:
            if number not in absent:
                raise ServiceError(
                    f"entry {number} is not an entry with a member absent; nothing was changed",
                    f"l'iscritto {number} non è tra quelli con un assente; nulla è stato modificato",
                )
        for number in numbers:
            entry = session.scalar(
                select(db.Entry).where(db.Entry.tournament_id == tournament_id, db.Entry.number == number)
            )
            assert entry is not None
            session.delete(entry)
        note["entries"] = list(numbers)
    return list(numbers)


# -- writing beside the desk -------------------------------------------------------------------------------------


class Writers:
    """Desks that write for the room's devices, beside the desk handle the live pages read through: the writer
    the server was given (``services.live.writer``, the tables' sheets go through it too), else the same
    database on a server (PostgreSQL: the advisory write lock), else the file opened once more to write
    (``db.database.open_writer_beside``: SQLite's BEGIN IMMEDIATE, the desk's own lock). Opened with the
    server, never at a device's first post (issue 39: what a process opens while it already holds connections
    to the file is the place locks get lost), and closed with it."""

    def __init__(self, reading: Desk, writing: Desk | None = None) -> None:
        self._own: Database | None = None
        if writing is not None:
            self._database = writing.database
        elif reading.database.on_server or reading.database.path is None:
            self._database = reading.database
        else:
            self._own = self._database = open_writer_beside(reading.database.path)

    def desk(self, actor: str) -> Desk:
        return Desk(self._database, actor=actor)

    def close(self) -> None:
        if self._own is not None:
            self._own.close()
            self._own = None


def sheet_pdf(desk: Desk, tournament_id: int, path: str) -> int:
    """Write the check-in sheet (``reports.checkin_sheet``) to ``path`` whole or not at all; the page count."""
    import io
    from pathlib import Path

    from fibur_director.reports.checkin_sheet import checkin_sheet
    from fibur_director.reports.files import write_atomically

    buffer = io.BytesIO()
    pages = checkin_sheet(door(desk, tournament_id), buffer)
    try:
        write_atomically(Path(path), buffer.getvalue())
    except OSError as error:
        raise ServiceError(
            f"cannot write {path}: {error.strerror or error}",
            f"impossibile scrivere {path}: {error.strerror or error}",
        ) from None
    return pages
