"""Score sheets from the tables (issue 26): the switch, the codes, and what a table's phones send.

A sheet exists only when both lines agree (``domain.table_entry``): what each line sends is stored as a
``table_submissions`` row in an audited action of its own (actor "tavolo 7 NS"), so it moves the change counter
and the desk's board shows it within a poll; the agreement itself is ``results.record_sheet``, the desk's own
service, with the actor "tavolo 7 NS/EW", so the sheet is checked, audited and undone like a typed one.

The desk always wins: a table with a result (typed, corrected or agreed) or decided by a sanction takes nothing
from the phones, whatever they send; so does a round that is closed, or a tournament whose switch is off.
Every check is made again inside the transaction that writes, under the desk's write lock.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from sqlalchemy import insert, select
from sqlalchemy.orm import Session

from fibur_director.db import models as db
from fibur_director.db.engine import WRITE_LOCK
from fibur_director.domain import table_entry as te
from fibur_director.domain import tournament as dom
from fibur_director.domain.errors import FiburError
from fibur_director.games.registry import game_of
from fibur_director.services import results
from fibur_director.services.actions import Desk, ServiceError
from fibur_director.services.readmodel import cached_tournament, get_tournament, tournament_in
from fibur_director.services.results import TableOutcome
from fibur_director.services.rounds import missing_in, round_by_number

ACTOR = "tavolo"  # "tavolo 7 NS": the audit log's actor for what a table's line sent


class UnknownCode(ServiceError):
    """No table has this code: the page answers 404 and nothing is written."""


def _unknown() -> UnknownCode:
    return UnknownCode("no table has this code", "nessun tavolo ha questo codice")


def actor(table: int, line: str | None) -> str:
    """ "tavolo 7 NS" for one line's sheet, "tavolo 7 NS/EW" for the sheet both lines agreed."""
    lines = "NS/EW" if line is None else te.LINE_NAMES[line]
    return f"{ACTOR} {table} {lines}"


# -- the switch -----------------------------------------------------------------------------------------------


def _refuse_game(t: db.Tournament) -> None:
    refusal = game_of(t.kind).refusal("table_entry", t.kind)
    if refusal is not None:
        raise ServiceError(refusal.english, refusal.italian)


def set_table_entry(desk: Desk, tournament_id: int, on: bool) -> None:
    """Turn "Inserimento dai tavoli" on or off: one audited action, undone with Ctrl+Z like any other."""
    with desk.action("table_entry", "tournament", tournament_id, tournament_id) as (session, note):
        t = get_tournament(session, tournament_id)
        if on:
            _refuse_game(t)
        t.table_entry = on
        note["on"] = on


def table_entry_on(desk: Desk, tournament_id: int) -> bool:
    with desk.read() as session:
        return bool(get_tournament(session, tournament_id).table_entry)


# -- the codes ------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class TableCodes:
    """One table of a round and its two lines' codes (``round codes``: ``TABLE NS_CODE EW_CODE``)."""

    table: int
    ns: str
    ew: str
    group: str | None = None
    room: str | None = None


def _published(session: Session, tournament_id: int, number: int | None) -> db.Round:
    if number is None:
        number = session.scalar(
            select(db.Round.number)
            .where(db.Round.tournament_id == tournament_id, db.Round.status == "published")
            .order_by(db.Round.number.desc())
        )
        if number is None:
            raise ServiceError(
                "no round is being played: the codes are made for a published round",
                "nessun turno in gioco: i codici si creano per un turno pubblicato",
            )
    rnd = round_by_number(session, tournament_id, number)
    if rnd.status != "published":
        raise ServiceError(
            f"round {number} is {rnd.status}: the codes are made for a published round being played",
            f"il turno {number} è {'chiuso' if rnd.status == 'closed' else 'solo proposto'}: i codici si "
            "creano per un turno pubblicato in gioco",
        )
    return rnd


def round_codes(desk: Desk, tournament_id: int, number: int | None = None) -> list[TableCodes]:
    """The codes of every table of a published round (the newest by default), made the first time they are
    asked for. Written outside the audit log under the write lock, as the round clocks: a code is a key to a
    page, not a fact of the tournament for Ctrl+Z to take back."""
    with desk.database.sessions() as session, session.begin():
        session.connection(execution_options=WRITE_LOCK)
        t = get_tournament(session, tournament_id)
        _refuse_game(t)
        if not t.table_entry:
            raise ServiceError(
                "table entry is off for this tournament: turn it on first (tournament table-entry T on)",
                "l'inserimento dai tavoli non è attivo per questo torneo: attivarlo prima",
            )
        rnd = _published(session, tournament_id, number)
        tables = sorted(rnd.tables, key=lambda x: (x.group_label or "", x.number, x.room or ""))
        ids = [x.id for x in tables]
        found = {
            (table_id, line): code
            for table_id, line, code in session.execute(
                select(db.TableCode.table_id, db.TableCode.line, db.TableCode.code).where(
                    db.TableCode.table_id.in_(ids)
                )
            )
        }

        def taken(code: str) -> bool:
            return (
                code in found.values()
                or session.scalar(select(db.TableCode.id).where(db.TableCode.code == code)) is not None
            )

        for table in tables:
            for line in te.LINES:
                if (table.id, line) not in found:
                    code = te.new_code(taken)
                    session.add(db.TableCode(table_id=table.id, line=line, code=code))
                    found[(table.id, line)] = code
        return [
            TableCodes(x.number, found[(x.id, "ns")], found[(x.id, "ew")], x.group_label, x.room)
            for x in tables
        ]


def printed_codes(desk: Desk, tournament_id: int) -> dict[tuple[int, int], tuple[str, str]]:
    """(round, table) -> (NS, EW) codes to print on the score sheets of the round being played (made if
    need be); empty when the switch is off, the game has no table entry or no round is being played, and the
    sheets print as they always did."""
    with desk.read() as session:
        t = get_tournament(session, tournament_id)
        if not t.table_entry or game_of(t.kind).refusal("table_entry", t.kind) is not None:
            return {}
        playing = session.scalars(
            select(db.Round.number).where(
                db.Round.tournament_id == tournament_id, db.Round.status == "published"
            )
        ).all()
    return {
        (number, c.table): (c.ns, c.ew)
        for number in playing
        for c in round_codes(desk, tournament_id, number)
    }


# -- the phone page -------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class PhoneSheet:
    """What a line's phone page shows: its table, the names, the sheet as the desk holds it, the phones' state,
    and why nothing can be sent (``closed``, in both languages) when that is so."""

    code: str
    line: str
    tournament_id: int
    tournament: str
    round: int
    table: int
    deals: int
    sheet_deals: int  # rows of the form: the deals of a sheet written deal by deal, 0 for totals only
    ns: tuple[tuple[int, str], ...]  # (entry number, name)
    ew: tuple[tuple[int, str], ...]
    recorded: tuple[int, int] | None  # the sheet the desk holds: NS and EW points
    result: TableOutcome | None  # its VP
    state: te.PhoneState
    preview: TableOutcome | None  # the pending or agreed sheet's VP
    closed: FiburError | None
    kind: str  # the tournament's kind: its game's live pages say which page shows the sheet


@dataclass(frozen=True)
class _Place:
    code: str
    line: str
    tournament_id: int
    round: int
    table: int
    table_id: int
    status: str


def _place(session: Session, code: str) -> _Place:
    normal = te.normal_code(code)
    if normal is None:
        raise _unknown()
    found = session.execute(
        select(
            db.TableCode.line,
            db.TableCode.table_id,
            db.RoundTable.number,
            db.Round.number,
            db.Round.status,
            db.Round.tournament_id,
        )
        .join(db.RoundTable, db.RoundTable.id == db.TableCode.table_id)
        .join(db.Round, db.Round.id == db.RoundTable.round_id)
        .where(db.TableCode.code == normal)
    ).first()
    if found is None:
        raise _unknown()
    line, table_id, table, number, status, tid = found
    return _Place(normal, str(line), int(tid), int(number), int(table), int(table_id), str(status))


def code_exists(desk: Desk, code: str) -> bool:
    """Whether a table has this code (one indexed look-up: what the page asks before anything else)."""
    with desk.read() as session:
        return session.scalar(select(db.TableCode.id).where(db.TableCode.code == code)) is not None


def _deals(stored: Any) -> te.Deals:
    return tuple((int(a), int(b)) for a, b in stored or ())


def _sent(session: Session, table_id: int) -> list[te.Sent]:
    return [
        te.Sent(line, ns, ew, _deals(deals), device)
        for line, ns, ew, deals, device in session.execute(
            select(
                db.TableSubmission.line,
                db.TableSubmission.ns_points,
                db.TableSubmission.ew_points,
                db.TableSubmission.deals,
                db.TableSubmission.device,
            )
            .where(db.TableSubmission.table_id == table_id)
            .order_by(db.TableSubmission.id)
        )
    ]


def sheet_deals(t: db.Tournament) -> int:
    """How many deal rows a phone's sheet has: the round's deals when the ruleset's paper sheet is written deal
    by deal (``[score_sheet] deals``), 0 when it carries the totals only (or the game has no phone sheet)."""
    if game_of(t.kind).refusal("table_entry", t.kind) is not None:
        return 0
    try:
        return results.sheets_of(t.kind).sheet_deals(t)
    except FiburError:
        return 0


def _implausible(t: db.Tournament) -> Any:
    try:
        sheets = results.sheets_of(t.kind)
    except FiburError:
        return lambda ns, ew: False
    return lambda ns, ew: bool(sheets.questions(t, ns, ew))


def _closed(
    t: db.Tournament, tournament: dom.Tournament, place: _Place, state: te.PhoneState
) -> FiburError | None:
    """Why the phones may send nothing more for this table, or None. In the order the desk's authority goes:
    the tournament's switch, the round, the desk's own result or sanction, then the phones' own state."""
    refusal = game_of(t.kind).refusal("table_entry", t.kind)
    if refusal is not None:
        return refusal
    if not t.table_entry:
        return FiburError(
            "table entry is off for this tournament: hand the score sheet in at the desk",
            "l'inserimento dai tavoli non è attivo per questo torneo: consegnare il referto al banco",
        )
    if place.status == "proposed":  # its publication undone: the seating may still change
        return FiburError(
            f"round {place.round} is not published yet: wait for the seating to be announced",
            f"il turno {place.round} non è ancora pubblicato: attendere l'annuncio della disposizione",
        )
    if place.status != "published":
        return FiburError(
            f"round {place.round} is closed: hand the score sheet in at the desk",
            f"il turno {place.round} è chiuso: consegnare il referto al banco",
        )
    played = tournament.round(place.round)
    table = played.table(place.table) if played is not None else None
    if table is not None and table.result is not None:
        return FiburError(
            f"the desk holds this table's result ({table.result.ns_points} – {table.result.ew_points}): "
            "a correction is made at the desk",
            f"il banco ha già il risultato di questo tavolo ({table.result.ns_points} – "
            f"{table.result.ew_points}): una correzione si chiede all'arbitro",
        )
    if place.table not in missing_in(tournament, place.round):
        return FiburError(
            "the desk has decided this table (a sanction): ask the referee",
            "il banco ha deciso questo tavolo (una sanzione): rivolgersi all'arbitro",
        )
    if state.phase == te.DISPUTED:
        return FiburError(
            "the two lines' sheets differ or look unusual: the referee checks the paper sheet",
            "i referti delle due linee non coincidono o sono insoliti: l'arbitro verifica il referto di carta",
        )
    if state.phase == te.AGREED:
        return FiburError(
            "both lines agreed this sheet; the desk is checking it",
            "le due linee hanno concordato il referto; il banco lo sta verificando",
        )
    return None


def _preview(
    t: db.Tournament, tournament: dom.Tournament, place: _Place, sheet: tuple[int, int] | None
) -> TableOutcome | None:
    """The VP the sheet would give, as the desk computes them (the game's score service, the desk's own)."""
    if sheet is None:
        return None
    try:
        return results.sheets_of(t.kind).outcome(tournament, place.round, place.table, sheet)
    except FiburError:
        return None


def phone_sheet(desk: Desk, code: str) -> PhoneSheet:
    """The phone page of a line's code; ``UnknownCode`` when no table has it."""
    with desk.read() as session:
        place = _place(session, code)
        t = get_tournament(session, place.tournament_id)
        sent = _sent(session, place.table_id)
        name, deals, rows, kind = t.name, t.deals_per_round, sheet_deals(t), t.kind
        implausible = _implausible(t)
        state = te.fold(sent, implausible)
    tournament = cached_tournament(desk, place.tournament_id)
    closed = _closed(t, tournament, place, state)
    played = tournament.round(place.round)
    table = played.table(place.table) if played is not None else None
    names = {e.id: e.name for e in tournament.entries}
    result = recorded = None
    if table is not None and table.result is not None:
        recorded = (table.result.ns_points, table.result.ew_points)
        result = _preview(t, tournament, place, recorded)
    return PhoneSheet(
        place.code,
        place.line,
        place.tournament_id,
        name,
        place.round,
        place.table,
        deals,
        rows,
        tuple((e, names.get(e, "")) for e in (table.ns if table else ())),
        tuple((e, names.get(e, "")) for e in (table.ew if table else ())),
        recorded,
        result,
        state,
        _preview(t, tournament, place, state.sheet) if result is None else None,
        closed,
        kind,
    )


# -- what a line sends ----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Sent:
    """What became of a line's sheet or confirmation: the table's state after it, and the recorded outcome
    when the two lines agreed."""

    state: te.PhoneState
    recorded: TableOutcome | None = None


def _refusal(state: te.PhoneState, row: te.Sent) -> ServiceError:
    if row.confirms and state.phase == te.OPEN:
        return ServiceError(
            "there is no sheet to confirm yet: enter the totals",
            "non c'è ancora un referto da confermare: inserire i totali",
        )
    if row.confirms:
        return ServiceError(
            "the other line confirms this sheet, not the one that sent it",
            "questo referto lo conferma l'altra linea, non quella che l'ha inviato",
        )
    return ServiceError("this sheet was already sent", "questo referto è già stato inviato")


def _points_check(kind: str) -> Callable[[int, int, tuple[str, str]], None]:
    """The game's check of a sheet's figures (burraco's: multiples of 5); none for a game without score sheets,
    which the table's closed state refuses anyway."""
    try:
        return results.sheets_of(kind).refuse_points
    except FiburError:
        return lambda ns, ew, where: None


def _sheet(
    count: int,
    ns: int | None,
    ew: int | None,
    deals: te.Deals,
    check: Callable[[int, int, tuple[str, str]], None],
) -> tuple[int | None, int | None, te.Deals]:
    """The figures a line sent, checked as the desk checks a typed sheet: every figure by the game's `check`; deal by
    deal, every deal of the round given (``count``) and the totals their sums (given or left out)."""
    if not deals:
        if (ns is None) != (ew is None):
            raise ServiceError("enter both totals", "inserire entrambi i totali")
        if ns is not None and ew is not None:
            check(ns, ew, ("", ""))
        return ns, ew, ()
    if len(deals) != count:
        raise ServiceError(
            f"enter all {count} deals of the sheet ({len(deals)} given)",
            f"inserire tutte le {count} smazzate del referto (ne sono state date {len(deals)})",
        )
    for number, (a, b) in enumerate(deals, 1):
        check(a, b, (f"deal {number}: ", f"smazzata {number}: "))
    sums = sum(a for a, _ in deals), sum(b for _, b in deals)
    if (ns, ew) != (None, None) and (ns, ew) != sums:
        raise ServiceError(
            f"the deals add up to {sums[0]} – {sums[1]}, not to the totals {ns} – {ew}",
            f"le smazzate danno {sums[0]} – {sums[1]}, non i totali {ns} – {ew}",
        )
    return *sums, deals


def _under_lock(session: Session, desk: Desk, place: _Place, row: te.Sent) -> te.PhoneState:
    """Everything that decides, read again inside the transaction that writes: (tournament, state after)."""
    t = get_tournament(session, place.tournament_id)
    status = session.scalar(
        select(db.Round.status)
        .join(db.RoundTable, db.RoundTable.round_id == db.Round.id)
        .where(db.RoundTable.id == place.table_id)
    )
    if status is None:  # the round was edited since the page was read: its tables are new
        raise _unknown()
    place = dataclasses.replace(place, status=str(status))
    implausible = _implausible(t)
    state = te.fold(_sent(session, place.table_id), implausible)
    closed = _closed(t, tournament_in(session, desk, place.tournament_id), place, state)
    if closed is not None:
        raise ServiceError(closed.english, closed.italian)
    after = te.step(state, row, implausible)
    if after is None:
        raise _refusal(state, row)
    return after


def send(
    desk: Desk,
    code: str,
    ns: int | None = None,
    ew: int | None = None,
    deals: te.Deals = (),
    device: str | None = None,
) -> Sent:
    """A line sends its sheet: the totals (``ns``, ``ew``), or the ``deals`` (the totals then their sums) on a
    sheet written deal by deal; or, with none, confirms the other line's. Refused, with nothing written, when
    the table takes nothing more from the phones (``PhoneSheet.closed``). Two lines agree only on the same
    totals and the same deals. ``device``: the client address the row came from (kept, so that a table both
    lines wrote for from one device is marked at the desk)."""
    with desk.read() as session:
        place = _place(session, code)
        found = get_tournament(session, place.tournament_id)
        count, kind = found.deals_per_round, found.kind
    ns, ew, deals = _sheet(count, ns, ew, tuple(deals), _points_check(kind))
    row = te.Sent(place.line, ns, ew, deals, device[:64] if device else None)
    try:
        return Sent(_store(desk, place, row, agreeing=False))
    except _Agreed:
        pass
    return _record(desk, place, row)


class _Agreed(Exception):
    """Raised inside a submission's transaction (rolling it back) when the row makes the two lines agree."""


def _store(desk: Desk, place: _Place, row: te.Sent, *, agreeing: bool) -> te.PhoneState:
    """One line's row, in an audited action of its own (actor "tavolo 7 NS"). A row that completes an
    agreement is recorded with the sheet instead (``_record``), unless ``agreeing``: the sheet could not be
    recorded, and the agreement waits for the desk."""
    phone = Desk(desk.database, actor(place.table, place.line))
    phone.cache = desk.cache
    with phone.action("table_submission", "table", place.table_id, place.tournament_id) as (session, note):
        after = _under_lock(session, phone, place, row)
        if after.phase == te.AGREED and not agreeing:
            raise _Agreed
        session.add(
            db.TableSubmission(
                table_id=place.table_id,
                line=row.line,
                ns_points=row.ns,
                ew_points=row.ew,
                deals=[list(d) for d in row.deals] or None,
                device=row.device,
            )
        )
        note["line"] = row.line
    return after


def _record(desk: Desk, place: _Place, row: te.Sent) -> Sent:
    """The two lines agree: this line's row and the sheet in one transaction, the sheet written by the desk's
    own service (``results.record_sheet``, checked and audited as a typed one). The row is written outside the
    audit capture, so undoing the sheet at the desk leaves the phones' agreement behind and the table closed to
    them: the desk has taken it over. A sheet the desk's service refuses (the tournament's check) stays agreed
    and waits for the desk."""
    phone = Desk(desk.database, actor(place.table, None))
    phone.cache = desk.cache
    with desk.read() as session:
        t = get_tournament(session, place.tournament_id)
        figures = te.fold(_sent(session, place.table_id), _implausible(t)).figures
    if figures is None:
        raise ServiceError(
            "the table's sheet changed meanwhile: reload the page",
            "il referto del tavolo è cambiato nel frattempo: ricaricare la pagina",
        )
    ns, ew, deals = figures
    agreed: te.PhoneState | None = None
    try:
        with phone.action("enter_result", "table", tournament_id=place.tournament_id) as (session, note):
            after = _under_lock(session, phone, place, row)
            # The sheet confirmed must be the one read before (the first line may have corrected it since).
            if after.phase != te.AGREED or after.figures != figures:
                raise ServiceError(
                    "the table's sheet changed meanwhile: reload the page",
                    "il referto del tavolo è cambiato nel frattempo: ricaricare la pagina",
                )
            session.execute(
                insert(db.TableSubmission).values(
                    table_id=place.table_id,
                    line=row.line,
                    ns_points=row.ns,
                    ew_points=row.ew,
                    deals=[list(d) for d in row.deals] or None,
                    device=row.device,
                )
            )
            agreed = after
            recorded = results.record_sheet(
                session,
                phone,
                place.tournament_id,
                place.round,
                place.table,
                dom.Result(ns, ew, tuple((int(a), int(b)) for a, b in deals)),
                note=note,
            )
    except ServiceError:
        if agreed is None:
            raise  # refused before the sheet: closed, or changed meanwhile
        return Sent(_store(desk, place, row, agreeing=True))
    results.remember(phone, place.tournament_id, recorded)
    return Sent(agreed, recorded.outcome)


# -- the desk's view ------------------------------------------------------------------------------------------


def phone_states(desk: Desk, tournament_id: int) -> dict[tuple[int, int], te.PhoneState]:
    """(round, table) -> the phones' state, for the tables of published or closed rounds the phones wrote
    about: the board shows "da verificare" with both versions for a disputed or an agreed-but-unrecorded
    table, and what is pending."""
    with desk.read() as session:
        t = get_tournament(session, tournament_id)
        implausible = _implausible(t)
        rows = session.execute(
            select(
                db.Round.number,
                db.RoundTable.number,
                db.TableSubmission.line,
                db.TableSubmission.ns_points,
                db.TableSubmission.ew_points,
                db.TableSubmission.deals,
                db.TableSubmission.device,
            )
            .join(db.RoundTable, db.RoundTable.id == db.TableSubmission.table_id)
            .join(db.Round, db.Round.id == db.RoundTable.round_id)
            .where(db.Round.tournament_id == tournament_id)
            .order_by(db.TableSubmission.id)
        ).all()
    sent: dict[tuple[int, int], list[te.Sent]] = {}
    for number, table, line, ns, ew, deals, device in rows:
        sent.setdefault((int(number), int(table)), []).append(te.Sent(line, ns, ew, _deals(deals), device))
    return {key: te.fold(value, implausible) for key, value in sent.items()}


def undo_phone_sheet(desk: Desk, tournament_id: int, number: int, table: int) -> None:
    """Take back the sheet the table's phones recorded (the desk's undo of another actor's action, checked as
    every undo is: refused if anything has written the row since). The phones' agreement stays, so the table
    is left to the desk."""
    with desk.read() as session:
        rnd = round_by_number(session, tournament_id, number)
        table_id = next((x.id for x in rnd.tables if x.number == table), None)
        found = None
        for audit_id, after in session.execute(
            select(db.AuditEntry.id, db.AuditEntry.after)
            .where(
                db.AuditEntry.tournament_id == tournament_id,
                db.AuditEntry.action == "enter_result",
                db.AuditEntry.actor == actor(table, None),
            )
            .order_by(db.AuditEntry.id.desc())
        ):
            rows = (after or {}).get("rows", [])
            if any(
                t == db.Result.__tablename__ and (v or {}).get("table_id") == table_id for t, _pk, v in rows
            ):
                found = int(audit_id)
                break
    if found is None:
        raise ServiceError(
            f"round {number}, table {table}: no sheet from the table's phones to undo",
            f"turno {number}, tavolo {table}: nessun referto dai telefoni del tavolo da annullare",
        )
    desk.undo_action(found, tournament_id)


def phone_sheet_since(desk: Desk, tournament_id: int, audit_id: int) -> bool:
    """Whether the phones recorded a sheet after log ``audit_id``: the desk's Ctrl+Z, which takes back the desk's
    own latest action, then says where a phone's sheet is undone (the table board)."""
    with desk.read() as session:
        return (
            session.scalar(
                select(db.AuditEntry.id)
                .where(
                    db.AuditEntry.tournament_id == tournament_id,
                    db.AuditEntry.action == "enter_result",
                    db.AuditEntry.actor.like(f"{ACTOR} % NS/EW"),
                    db.AuditEntry.id > audit_id,
                )
                .limit(1)
            )
            is not None
        )
