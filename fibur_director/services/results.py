"""Results and sanctions, shared by every game: a table's score sheet entered or corrected in one transaction
(the game's own rules through its store: ``record_sheet``), a questioned sheet confirmed, a sanction removed, the
standings published and their claims window, the tournament interrupted.

The game's score service (burraco's: ``services/burraco/results.py``) is asked through ``services.parts``; a game
that has no score sheets of this kind refuses ``enter_sheet`` or ``sanction_in_points`` in its own words.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from fibur_director.db import models as db
from fibur_director.domain import tournament as dom
from fibur_director.games.registry import game_of
from fibur_director.services.actions import ConflictError, Desk, ServiceError
from fibur_director.services.errors import refuse_by_game
from fibur_director.services.parts import ScoreSheets, store_of
from fibur_director.services.readmodel import get_tournament, tournament_in, verification_minutes
from fibur_director.services.rounds import round_by_number


@dataclass(frozen=True)
class TableOutcome:
    """What the desk shows after a score is entered: both sides' VP and MP, and anything else it did."""

    table: int
    ns: tuple[int, ...]
    ew: tuple[int, ...]
    ns_vp: int | None
    ew_vp: int | None
    ns_mp: int | None
    ew_mp: int | None
    swapped_next_round: tuple[int, int] | None = None
    oddity: str | None = None  # "questioned" or "confirmed" for an implausible sheet saved all the same


@dataclass(frozen=True)
class Recorded:
    """A sheet written by ``record_sheet``: what the desk shows, and the tournament as now written when it is
    exactly the model just checked (None when the write moved more, a swap in the next round)."""

    outcome: TableOutcome
    tournament: dom.Tournament | None


@dataclass(frozen=True)
class WithdrawalPreview:
    """What a withdrawal from ``from_round`` would change, for the desk to show before it asks (IT/REV Art. 38):
    the scores of rounds already seated that change, and the awards of every later round: the entry's for its
    first ``first_rounds`` absent rounds and after, and each of its opponents'."""

    from_round: int
    planned_rounds: int
    changes: list[tuple[Any, Any]]  # (before, after): the game's round scores that change
    first_rounds: int
    absent_first: tuple[int, int]  # VP, MP
    absent_later: tuple[int, int]
    opponent: tuple[int, int]
    article: str


def sheets_of(kind: str) -> ScoreSheets:
    """The score service of a tournament's game; a game without one refuses ``enter_sheet`` in its words."""
    refuse_by_game(kind, "enter_sheet")
    found = store_of(kind).sheets
    if found is None:  # a game that allows the operation declares the service that does it
        raise ServiceError(
            f"the game of a {kind} tournament has no score sheet service",
            f"il gioco di un torneo {kind} non ha il servizio dei referti",
        )
    return found


def sanctions_of(kind: str) -> ScoreSheets:
    """As ``sheets_of``, for a sanction in points: the game refuses ``sanction_in_points`` in its words."""
    refuse_by_game(kind, "sanction_in_points")
    return sheets_of(kind)


def table_of(session: Session, rnd: db.Round, number: int) -> db.RoundTable:
    table = next((t for t in rnd.tables if t.number == number), None)
    if table is None:
        raise ServiceError(
            f"round {rnd.number} has no table {number}", f"il turno {rnd.number} non ha il tavolo {number}"
        )
    return table


def _refuse_if_written_since(
    session: Session, desk: Desk, tournament_id: int, round_number: int, table_number: int, table_id: int
) -> None:
    """Optimistic concurrency between desks: a sheet typed for a table whose result another desk entered,
    corrected or removed after this desk last refreshed (``desk.seen``) is refused, never written over what
    the typist has not seen. Read inside the action, under its write lock, so exactly one of two desks wins."""
    if desk.seen is None:
        return
    for audit_id, actor, action, before, after in session.execute(
        select(
            db.AuditEntry.id,
            db.AuditEntry.actor,
            db.AuditEntry.action,
            db.AuditEntry.before,
            db.AuditEntry.after,
        )
        .where(
            db.AuditEntry.id > desk.seen,
            db.AuditEntry.tournament_id == tournament_id,
            db.AuditEntry.actor != desk.actor,
        )
        .order_by(db.AuditEntry.id.desc())
    ):
        rows = [*(before or {}).get("rows", []), *(after or {}).get("rows", [])]
        if any(t == db.Result.__tablename__ and (v or {}).get("table_id") == table_id for t, _pk, v in rows):
            raise ConflictError(
                f"round {round_number}, table {table_number}: desk {actor} has just written this table's "
                f"result ({action}, log #{audit_id}); this sheet was not saved: check the result shown now "
                "and, if it must change, enter it again as a correction",
                f"turno {round_number}, tavolo {table_number}: il banco {actor} ha appena scritto il risultato "
                f"di questo tavolo ({action}, registro n. {audit_id}); questo foglio non è stato salvato: "
                "controllare il risultato ora mostrato e, se va cambiato, reinserirlo come correzione",
            )


def record_sheet(
    session: Session,
    desk: Desk,
    tournament_id: int,
    round_number: int,
    table_number: int,
    result: dom.Result,
    *,
    confirmed_by_opponents: bool = False,
    countersigned: bool = False,
    checked: bool = False,
    note: dict[str, Any],
) -> Recorded:
    """A table's score sheet written inside the caller's transaction (``desk.action("enter_result", ...)``):
    the desk's own entry (``enter_result``) and a table's phones agreeing (``table_entry``, with its own rows in
    the same transaction) both write through here, so a refusal rolls back everything the caller wrote too.
    The round must be published and the table's result unwritten by another desk since this one looked; the
    rest is the game's (``ScoreSheets.record_sheet``)."""
    # Checked against the tournament as this transaction sees it (under its write lock); the model of the
    # previous result is reused when nothing was logged since, instead of re-reading it per score sheet.
    tournament = tournament_in(session, desk, tournament_id)
    t = get_tournament(session, tournament_id)
    rnd = round_by_number(session, tournament_id, round_number)
    if rnd.status == "proposed":
        raise ServiceError(
            f"round {round_number} is not published yet: no results can be entered",
            f"il turno {round_number} non è ancora pubblicato: non si possono inserire risultati",
        )
    table = table_of(session, rnd, table_number)
    _refuse_if_written_since(session, desk, tournament_id, round_number, table_number, table.id)
    return sheets_of(t.kind).record_sheet(
        session,
        t,
        tournament,
        rnd,
        table,
        result,
        confirmed_by_opponents=confirmed_by_opponents,
        countersigned=countersigned,
        checked=checked,
        note=note,
    )


def enter_result(
    desk: Desk,
    tournament_id: int,
    round_number: int,
    table_number: int,
    ns_points: int | None,
    ew_points: int | None,
    *,
    deals: Sequence[tuple[int, int]] = (),
    confirmed_by_opponents: bool = False,
    countersigned: bool = False,
    checked: bool = False,
) -> TableOutcome:
    """Enter a score sheet, or correct one (IT Art. 19–20): a correction needs the opponents' confirmation;
    in the last single-group round and in merit rounds also the referee's countersignature; after the next
    positions are published an inverted result swaps only the two entries' places in the next round.

    The totals may be left out (None) when every deal is given: they are then the sums of the deals, as on a
    sheet filled in deal by deal. Given both, the deals must add up to the totals.

    An implausible sheet (``question_score``) is saved marked "questioned", or "confirmed" when ``checked``
    says the referee has compared it with the paper already."""
    ns_points, ew_points = _totals(round_number, table_number, ns_points, ew_points, deals)
    result = dom.Result(ns_points, ew_points, tuple((int(a), int(b)) for a, b in deals))
    with desk.action("enter_result", "table", tournament_id=tournament_id) as (session, note):
        recorded = record_sheet(
            session,
            desk,
            tournament_id,
            round_number,
            table_number,
            result,
            confirmed_by_opponents=confirmed_by_opponents,
            countersigned=countersigned,
            checked=checked,
            note=note,
        )
    remember(desk, tournament_id, recorded)
    return recorded.outcome


def remember(desk: Desk, tournament_id: int, recorded: Recorded) -> None:
    """After the commit: the model just checked is exactly what was committed, so the next standings need not
    re-read the file."""
    if recorded.tournament is not None:
        desk.cache[tournament_id] = (desk.last.audit_id, recorded.tournament)


def confirm_oddity(desk: Desk, tournament_id: int, round_number: int, table_number: int) -> None:
    """The referee has checked a questioned sheet against the paper: it stays as it is, marked confirmed."""
    with desk.action("confirm_oddity", "table", tournament_id=tournament_id) as (session, _note):
        table = table_of(session, round_by_number(session, tournament_id, round_number), table_number)
        if table.result is None or table.result.oddity != "questioned":
            raise ServiceError(
                f"round {round_number}, table {table_number} has no questioned score to confirm",
                f"turno {round_number}, tavolo {table_number}: nessun risultato da verificare",
            )
        table.result.oddity = "confirmed"


def questioned_tables(desk: Desk, tournament_id: int, round_number: int) -> list[int]:
    """The tables of a round whose implausible sheet nobody has checked yet: the desk lists them at close."""
    with desk.read() as session:
        rnd = round_by_number(session, tournament_id, round_number)
        return [t.number for t in rnd.tables if t.result is not None and t.result.oddity == "questioned"]


def _totals(
    round_number: int,
    table_number: int,
    ns_points: int | None,
    ew_points: int | None,
    deals: Sequence[tuple[int, int]],
) -> tuple[int, int]:
    if ns_points is not None and ew_points is not None:
        return ns_points, ew_points
    if ns_points is not None or ew_points is not None or not deals:
        raise ServiceError(
            f"round {round_number}, table {table_number}: give both totals, or leave both out and give the deals",
            f"turno {round_number}, tavolo {table_number}: indicare entrambi i totali, oppure nessuno e le "
            "smazzate",
        )
    return sum(int(d[0]) for d in deals), sum(int(d[1]) for d in deals)


def remove_sanction(desk: Desk, tournament_id: int, sanction_id: int) -> None:
    with desk.action("remove_sanction", "sanction", sanction_id, tournament_id) as (session, _note):
        row = session.get(db.Sanction, sanction_id)
        if row is None or row.tournament_id != tournament_id:
            raise ServiceError(
                f"sanction {sanction_id} does not exist", f"la sanzione {sanction_id} non esiste"
            )
        session.delete(row)


def publish_standings(desk: Desk, tournament_id: int, kind: str) -> None:
    """Show provisional (before a group split) or final standings; they become definitive after the ruleset's
    verification minutes (IT Art. 20)."""
    if kind not in ("provisional", "final"):
        raise ValueError(kind)
    with desk.action("publish_standings", "standings", tournament_id=tournament_id) as (session, _note):
        closed = session.scalars(
            select(db.Round.number).where(
                db.Round.tournament_id == tournament_id, db.Round.status == "closed"
            )
        ).all()
        if not closed:
            raise ServiceError("no round is closed yet", "nessun turno è ancora chiuso")
        # An interrupted tournament's standings are those after its last round shown (IT/REV Art. 40), whatever
        # was closed since: the publication says so, as the standings, the PDF and the live page do.
        t = get_tournament(session, tournament_id)
        after = (
            max(closed) if t.interrupted_after_round is None else min(max(closed), t.interrupted_after_round)
        )
        session.add(db.StandingsPublication(tournament_id=tournament_id, after_round=after, kind=kind))


def standings_state(
    desk: Desk, tournament_id: int, now: dt.datetime | None = None
) -> tuple[str, dt.datetime | None]:
    """("live", None) before any publication; ("provisional", until) during the window; ("definitive", since)."""
    latest = latest_publication(desk, tournament_id, now)
    if latest is None:
        return "live", None
    return ("definitive" if latest.definitive else "provisional"), latest.until


@dataclass(frozen=True)
class Publication:
    """The latest standings shown to the players: its kind, and until when they may verify it (IT Art. 20)."""

    kind: str  # provisional | final
    after_round: int
    until: dt.datetime  # UTC; the time of publication for a game without a claims window
    definitive: bool
    # False for a game without a claims window (Game.verification_minutes None: the Sicilian Tarot): nothing to
    # verify until a time, and never "definitive" (issue 36's attack, S4: the desk said "fino alle" its publication).
    window: bool = True


def latest_publication(desk: Desk, tournament_id: int, now: dt.datetime | None = None) -> Publication | None:
    now = now or dt.datetime.now(dt.UTC).replace(tzinfo=None)
    with desk.read() as session:
        t = get_tournament(session, tournament_id)
        latest = session.scalar(
            select(db.StandingsPublication)
            .where(db.StandingsPublication.tournament_id == tournament_id)
            .order_by(db.StandingsPublication.id.desc())
            .limit(1)
        )
        if latest is None:
            return None
        minutes = verification_minutes(t.kind, t.ruleset_id)
        if (
            minutes is None
        ):  # Sicilian Tarot: no claims window, never definitive (readmodel.verification_minutes)
            return Publication(latest.kind, latest.after_round, latest.published_at, False, window=False)
        until = dom.claims_until(latest.published_at, minutes)
        return Publication(latest.kind, latest.after_round, until, now >= until)


def interrupt(desk: Desk, tournament_id: int) -> bool:
    """Stop the tournament (IT Art. 40). Returns True when prizes go by the last published standings (past half
    the planned rounds), False when no prizes are awarded."""
    with desk.action("interrupt", "tournament", tournament_id, tournament_id) as (session, _note):
        t = get_tournament(session, tournament_id)
        closed = session.scalars(
            select(db.Round.number).where(
                db.Round.tournament_id == tournament_id, db.Round.status == "closed"
            )
        ).all()
        t.interrupted_after_round = max(closed, default=0)
        return game_of(t.kind).prizes_after_interruption(
            t.ruleset_id, t.planned_rounds, t.interrupted_after_round
        )


# -- what the shared desk and command line ask of the game's score service ----------------------------------


def _kind(desk: Desk, tournament_id: int) -> str:
    with desk.read() as session:
        return get_tournament(session, tournament_id).kind


def add_sanction(desk: Desk, tournament_id: int, sanction: dom.Sanction) -> int:
    """Record a sanction (TOURNAMENT-FILE.md types) by the game's rules; withdrawals go through
    ``registration.withdraw``."""
    return sanctions_of(_kind(desk, tournament_id)).add_sanction(desk, tournament_id, sanction)


def give_warning(
    desk: Desk,
    tournament_id: int,
    entry: int,
    round_number: int,
    infraction: str,
    *,
    table: int | None = None,
    article: str | None = None,
) -> int:
    """A warning for one of the ruleset's infractions, or for a reason and its article (the game's rules)."""
    return sanctions_of(_kind(desk, tournament_id)).give_warning(
        desk, tournament_id, entry, round_number, infraction, table=table, article=article
    )


def preview_withdrawal(
    desk: Desk, tournament_id: int, number: int, from_round: int, *, quarrel: bool = False
) -> WithdrawalPreview:
    """Nothing is written: the withdrawal as ``registration.withdraw`` would record it, and its effect."""
    kind = _kind(desk, tournament_id)
    refuse_by_game(kind, "withdrawal", f"entry {number}", f"iscritto {number}")
    return sanctions_of(kind).preview_withdrawal(desk, tournament_id, number, from_round, quarrel=quarrel)
