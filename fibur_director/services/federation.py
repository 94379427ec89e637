"""The federation file of a tournament in the database (issue 27, item 6; docs/federation.md): written from the
tournament's book and checked before it is handed back, the time it was written recorded, and the reminder of
the files still to send within ``DAYS_TO_SEND`` days of a tournament's date."""

from __future__ import annotations

import datetime as dt
import json
import re
from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.exc import DBAPIError

from fibur_director.db import models as db
from fibur_director.db.engine import WRITE_LOCK
from fibur_director.games.registry import game_of
from fibur_director.services.actions import Desk, ServiceError

DAYS_TO_SEND = 10  # clubs send their standings to the federation within 10 days of the tournament


@dataclass(frozen=True)
class Exported:
    text: str
    fingerprint: str  # of the round the file reports, as the file says it
    entries: int
    file_name: (
        str  # what to call it when the referee names no file: "torneo-di-natale-2026-12-20-federazione.json"
    )


def _slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.casefold()).strip("-")[:60] or "torneo"


class NoReferee(ServiceError):
    """The file would pass but for who directed the tournament, which it does not name (issue 38)."""


def export(desk: Desk, tournament_id: int, today: dt.date, referee: str | None = None) -> Exported:
    """The tournament's federation file, checked as the federation checks it (``games.burraco.federation.check``);
    refused with the place when it would not pass, and by the game when it has none (Sicilian Tarot)."""
    # Imported here: the desk's tournament list asks for the reminders at start-up, which need none of these.
    from fibur_director.services.parts import store_of
    from fibur_director.services.readmodel import cached_tournament

    tournament = cached_tournament(desk, tournament_id)
    kind = tournament.setup.kind
    game = game_of(kind)
    refusal = game.refusal("federation_file", kind)
    if refusal is not None:
        raise refusal
    setup = tournament.setup
    played = {rnd.number for rnd in tournament.rounds}
    if setup.interrupted_after is None and len(played) < setup.planned_rounds:
        # A file sent now would be credited as the final standings and would silence the reminder.
        to_play = [n for n in range(1, setup.planned_rounds + 1) if n not in played]
        listed = ", ".join(map(str, to_play))
        raise ServiceError(
            f"{setup.name}: round {listed} of {setup.planned_rounds} still to play: the federation file is written "
            "when the tournament is over (or after it is declared interrupted)",
            f"{setup.name}: turno {listed} di {setup.planned_rounds} ancora da giocare: il file per la federazione "
            "si scrive a torneo finito (o dopo averlo dichiarato interrotto)",
        )
    store = store_of(kind)
    found = store.book(desk, tournament_id)
    # Results are sent once every table counted has its result: a round still being played is refused with the
    # game's own sentence, naming the tables.
    record = tournament.setup.record_round()
    scores = found.scores(record)
    for rnd in tournament.rounds:
        missing = (
            game.missing_tables(tournament, rnd.number, scores)
            if record is None or rnd.number <= record
            else []
        )
        if missing:
            raise game.missing_refusal(rnd.number, missing)
    if referee is not None:
        found.referee = " ".join(referee.split())
    nameless = not found.referee
    if nameless:
        found.referee = (
            "-"  # the rest checked first: a card the federation would refuse is said before the name
        )
    from fibur_director.services.roster import list_date

    text = store.federation_text(found, today, list_date(desk, dt.date.fromisoformat(setup.date)))
    if nameless:
        # The federation credits results to who directed the tournament: a placeholder would be a false record.
        raise NoReferee(
            f"{setup.name}: the tournament has no referee: give it one (tournament edit {tournament_id} --referee "
            "NAME, or at the desk) or name one with --referee",
            f"{setup.name}: il torneo non ha il direttore di gara: indicarlo (tournament edit {tournament_id} "
            "--referee NOME, o al banco) oppure darlo con --referee",
        )
    written = json.loads(text)
    return Exported(
        text,
        written["tournament"]["fingerprint"]["value"],
        len(written["entries"]),
        f"{_slug(tournament.setup.name)}-{tournament.setup.date}-federazione.json",
    )


def record_export(desk: Desk, tournament_id: int, fingerprint: str, now: dt.datetime | None = None) -> None:
    """Remember that the file was written (outside the audit log: writing a file is not an action to undo)."""
    try:
        with desk.database.sessions() as session, session.begin():
            session.connection(execution_options=WRITE_LOCK)
            row = session.scalar(
                select(db.FederationExport).where(db.FederationExport.tournament_id == tournament_id)
            )
            if row is None:
                row = db.FederationExport(tournament_id=tournament_id)
                session.add(row)
            row.exported_at = now or dt.datetime.now(dt.UTC).replace(tzinfo=None)
            row.fingerprint = fingerprint
    except DBAPIError as error:
        raise ServiceError(
            f"the file was written, but the database could not record it ({error.orig})",
            f"il file è stato scritto, ma il database non ha potuto registrarlo ({error.orig})",
        ) from None


@dataclass(frozen=True)
class Reminder:
    """A tournament whose federation file was never written: by ``due`` (its date + 10 days), or ``late``; or
    whose file was written and the tournament then ``changed`` (the file the federation holds is stale)."""

    tournament_id: int
    name: str
    due: dt.date
    late: bool
    changed: bool = False


def current_fingerprint(desk: Desk, tournament_id: int) -> str:
    """The fingerprint a federation file written now would carry: of the last round of the classification of
    record (``reports.burraco.federation.document``)."""
    from fibur_director.domain.fingerprint import stamp
    from fibur_director.services.readmodel import cached_tournament

    tournament = cached_tournament(desk, tournament_id)
    record = tournament.setup.record_round()
    played = [r.number for r in tournament.rounds if record is None or r.number <= record]
    return stamp(tournament, max(played, default=0)).fingerprint


def _changed_since_export(desk: Desk, today: dt.date) -> list[tuple[int, str, dt.date, str]]:
    """The exported tournaments whose fingerprint of the round of record is no longer the one sent. Only those
    with an action logged since the export are recomputed: the desk asks at start-up."""
    t, export, audit = db.Tournament.__table__.c, db.FederationExport.__table__.c, db.AuditEntry.__table__.c
    with desk.read() as session:
        rows = session.execute(
            select(t.id, t.name, t.date, t.kind)
            .join(db.FederationExport.__table__, export.tournament_id == t.id)
            .where(
                t.date <= today,
                select(audit.id).where(audit.tournament_id == t.id, audit.at >= export.exported_at).exists(),
            )
        ).all()
        sent = {
            tid: fingerprint
            for tid, fingerprint in session.execute(select(export.tournament_id, export.fingerprint))
        }
    return [
        (tid, name, date, kind)
        for tid, name, date, kind in rows
        if game_of(kind).refusal("federation_file", kind) is None
        and current_fingerprint(desk, tid) != sent[tid]
    ]


def reminders(desk: Desk, today: dt.date) -> list[Reminder]:
    """The played tournaments whose game has a federation file, dated up to today and never exported, or
    exported and changed since (a correction after the file was sent), the oldest first: the desk's tournament
    list names them until the file is written again."""
    # Through the tables, as the other reads of the desk's first page (readmodel.list_tournaments says why).
    t, round_, export = db.Tournament.__table__.c, db.Round.__table__.c, db.FederationExport.__table__.c
    with desk.read() as session:
        played = select(round_.tournament_id).where(round_.status == "closed").distinct().scalar_subquery()
        exported = select(export.tournament_id).scalar_subquery()
        rows = session.execute(
            select(t.id, t.name, t.date, t.kind)
            .where(t.id.in_(played), t.id.not_in(exported), t.date <= today)
            .order_by(t.date, t.id)
        ).all()
    found = []
    for tid, name, date, kind in rows:
        if game_of(kind).refusal("federation_file", kind) is not None:
            continue
        due = date + dt.timedelta(days=DAYS_TO_SEND)
        found.append(Reminder(tid, name, due, today > due))
    for tid, name, date, _ in _changed_since_export(desk, today):
        due = date + dt.timedelta(days=DAYS_TO_SEND)
        found.append(Reminder(tid, name, due, today > due, changed=True))
    return sorted(found, key=lambda r: (r.due, r.tournament_id))
