"""Results and sanctions: score sheets entered, corrected (IT Art. 19–20) and the sanctions of DIGEST §4.

Every write is validated against the domain first — the tournament with the new result or sanction must still
pass ``check`` — so a mistake is refused with the place named and nothing is written.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.orm import Session

from fibur_director.db import models as db
from fibur_director.domain import tournament as dom
from fibur_director.domain.errors import FiburError
from fibur_director.domain.vocabulary import plays_team_matches
from fibur_director.games.burraco import regulation as rules
from fibur_director.games.burraco.check import check as burraco_check
from fibur_director.games.burraco.formats import format_of
from fibur_director.games.burraco.standings import Score, round_scores
from fibur_director.services.actions import ConflictError, Desk, ServiceError
from fibur_director.services.readmodel import (
    burraco_ruleset,
    definitive_round,
    get_tournament,
    load,
    tournament_in,
    verification_minutes,
)
from fibur_director.services.registration import entry_by_number, last_round_played, refuse_withdrawal
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


def _questions(t: db.Tournament, ns_points: int, ew_points: int) -> tuple[tuple[str, str], ...]:
    try:
        return burraco_ruleset(t.kind, t.ruleset_id).questions(
            ns_points, ew_points, t.deals_per_round, teams=format_of(t.kind).team_matches
        )
    except FiburError:
        return ()  # no VP table for this deal count: the sheet is refused by the check anyway


def question_score(
    desk: Desk, tournament_id: int, ns_points: int, ew_points: int, language: str = "it"
) -> list[str]:
    """Why a score sheet looks implausible by the ruleset's ``[plausibility]``, in the referee's language;
    empty when it does not. The desk asks before saving such a sheet; nothing is refused for it."""
    with desk.read() as session:
        t = get_tournament(session, tournament_id)
        reasons = _questions(t, ns_points, ew_points)
    return [italian if language.startswith("it") else english for english, italian in reasons]


def _table(session: Session, rnd: db.Round, number: int) -> db.RoundTable:
    table = next((t for t in rnd.tables if t.number == number), None)
    if table is None:
        raise ServiceError(
            f"round {rnd.number} has no table {number}", f"il turno {rnd.number} non ha il tavolo {number}"
        )
    return table


def _with_result(
    tournament: dom.Tournament, round_number: int, table_number: int, result: dom.Result
) -> dom.Tournament:
    rounds = []
    for rnd in tournament.rounds:
        if rnd.number == round_number:
            tables = tuple(
                dataclasses.replace(t, result=result) if t.number == table_number else t for t in rnd.tables
            )
            rnd = dataclasses.replace(rnd, tables=tables)
        rounds.append(rnd)
    return dataclasses.replace(tournament, rounds=tuple(rounds))


def _outcome(tournament: dom.Tournament, round_number: int, table_number: int) -> TableOutcome:
    rnd = tournament.round(round_number)
    assert rnd is not None
    table = rnd.table(table_number)
    assert table is not None
    scores: dict[int, Score] = {
        s.entry: s
        for s in round_scores(tournament, burraco_ruleset(tournament.setup.kind, tournament.setup.ruleset))
        if s.round == round_number
    }
    ns, ew = scores.get(table.ns[0]), scores.get(table.ew[0])
    return TableOutcome(
        table_number,
        table.ns,
        table.ew,
        ns.vp if ns else None,
        ew.vp if ew else None,
        ns.mp if ns else None,
        ew.mp if ew else None,
    )


def _plan(t: db.Tournament) -> str:
    return next((str(p) for p in t.pairing_plan if isinstance(p, str)), "")


def _needs_countersignature(session: Session, t: db.Tournament, rnd: db.Round) -> bool:
    """From the plan (``games.burraco.regulation.needs_countersignature``), and from the rounds themselves for a merit
    split the referee made outside the plan."""
    in_groups = any(table.group_label for table in rnd.tables)
    later_grouped = session.scalar(
        select(db.RoundTable.id)
        .join(db.Round)
        .where(
            db.Round.tournament_id == t.id,
            db.Round.number > rnd.number,
            db.RoundTable.group_label.is_not(None),
        )
        .limit(1)
    )
    return later_grouped is not None or rules.needs_countersignature(
        _plan(t), t.planned_rounds, rnd.number, in_groups=in_groups
    )


def needs_countersignature(desk: Desk, tournament_id: int, round_number: int) -> bool:
    """Whether a correction in this round also needs the referee's countersignature (IT Art. 20): the desk
    asks for it before sending the correction."""
    with desk.read() as session:
        t = get_tournament(session, tournament_id)
        return _needs_countersignature(session, t, round_by_number(session, tournament_id, round_number))


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
    first: Callable[[Session, db.RoundTable], None] | None = None,
) -> TableOutcome:
    """Enter a score sheet, or correct one (IT Art. 19–20): a correction needs the opponents' confirmation;
    in the last single-group round and in merit rounds also the referee's countersignature; after the next
    positions are published an inverted result swaps only the two entries' places in the next round.

    The totals may be left out (None) when every deal is given: they are then the sums of the deals, as on a
    sheet filled in deal by deal. Given both, the deals must add up to the totals.

    An implausible sheet (``question_score``) is saved marked "questioned", or "confirmed" when ``checked``
    says the referee has compared it with the paper already.

    ``first`` runs inside the transaction, under its write lock, before anything is written: a caller's own
    check and record that must commit or roll back with the sheet (a table's phones agreeing, issue 26)."""
    ns_points, ew_points = _totals(round_number, table_number, ns_points, ew_points, deals)
    with desk.action("enter_result", "table", tournament_id=tournament_id) as (session, note):
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
        table = _table(session, rnd, table_number)
        _refuse_if_written_since(session, desk, tournament_id, round_number, table_number, table.id)
        if first is not None:
            first(session, table)
        ruleset = burraco_ruleset(t.kind, t.ruleset_id)
        rules.refuse_found_score_sheet(ruleset, tournament, round_number, table_number)
        rules.refuse_sheet_of_absent_entry(ruleset, tournament, round_number, table_number)
        result = dom.Result(ns_points, ew_points, tuple((int(a), int(b)) for a, b in deals))
        changed = _with_result(tournament, round_number, table_number, result)
        try:
            burraco_check(changed, ruleset)
        except dom.TournamentError as error:
            raise ServiceError(
                f"round {round_number}, table {table_number}: {error.english.split(': ', 1)[-1]}",
                f"turno {round_number}, tavolo {table_number}: {error.italian.split(': ', 1)[-1]}",
            ) from None
        swapped = None
        oddity = ("confirmed" if checked else "questioned") if _questions(t, ns_points, ew_points) else None
        if table.result is not None:
            before = _outcome(tournament, round_number, table_number)
            after = _outcome(changed, round_number, table_number)
            rules.refuse_correction(
                ruleset,
                round_number,
                definitive_round=definitive_round(session, t),
                confirmed=confirmed_by_opponents,
                countersignature_needed=_needs_countersignature(session, t, rnd),
                countersigned=countersigned,
                next_published=_next_published(session, tournament_id, round_number),
                inverts=_inverts(before, after),
            )
            swapped = _swap_next_if_inverted(session, tournament_id, round_number, before, after)
            table.result.ns_points, table.result.ew_points = ns_points, ew_points
            table.result.deals = [list(d) for d in deals] or None
            table.result.confirmed_by_opponents = confirmed_by_opponents
            table.result.countersigned = countersigned
            table.result.oddity = oddity
            note["correction"] = True
        else:
            session.add(
                db.Result(
                    table_id=table.id,
                    ns_points=ns_points,
                    ew_points=ew_points,
                    deals=[list(d) for d in deals] or None,
                    oddity=oddity,
                )
            )
        outcome = dataclasses.replace(
            _outcome(changed, round_number, table_number), swapped_next_round=swapped, oddity=oddity
        )
    if swapped is None:
        # The model just checked is exactly what was committed: the next standings need not re-read the file.
        desk.cache[tournament_id] = (desk.last.audit_id, changed)
    return outcome


def confirm_oddity(desk: Desk, tournament_id: int, round_number: int, table_number: int) -> None:
    """The referee has checked a questioned sheet against the paper: it stays as it is, marked confirmed."""
    with desk.action("confirm_oddity", "table", tournament_id=tournament_id) as (session, _note):
        table = _table(session, round_by_number(session, tournament_id, round_number), table_number)
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


def _next_published(session: Session, tournament_id: int, round_number: int) -> bool:
    """Whether the next round's positions are out (IT Art. 20: then only an inversion may be corrected)."""
    status = session.scalar(
        select(db.Round.status).where(
            db.Round.tournament_id == tournament_id, db.Round.number == round_number + 1
        )
    )
    return status is not None and status != "proposed"


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


def _inverts(before: TableOutcome, after: TableOutcome) -> bool:
    """Whether a correction changes the table's winner (the VP's sign)."""
    if before.ns_vp is None or after.ns_vp is None or before.ew_vp is None or after.ew_vp is None:
        return False
    return (before.ns_vp - before.ew_vp) * (after.ns_vp - after.ew_vp) < 0


def _swap_next_if_inverted(
    session: Session, tournament_id: int, round_number: int, before: TableOutcome, after: TableOutcome
) -> tuple[int, int] | None:
    """IT Art. 19/20: after the next positions are published, an inverted result swaps only the two entries'
    places in the next round when that round was seated by the standings; the standings catch up by
    themselves."""
    inverted = _inverts(before, after)
    following = session.scalar(
        select(db.Round).where(db.Round.tournament_id == tournament_id, db.Round.number == round_number + 1)
    )
    if not inverted or following is None or following.status == "proposed":
        return None
    # Only where the next positions came from the standings (a Danish round) did the inversion seat anyone in
    # the wrong place; a Mitchell or round-robin round seats by the movement, and nobody moves.
    if not following.system.startswith("danish"):
        return None
    a = entry_by_number(session, tournament_id, before.ns[0])
    b = entry_by_number(session, tournament_id, before.ew[0])
    seats = [s for table in following.tables for s in table.seats if s.entry_id in (a.id, b.id)]
    if len(seats) != 2:
        return None
    seats[0].entry_id, seats[1].entry_id = seats[1].entry_id, seats[0].entry_id
    return (before.ns[0], before.ew[0])


SANCTION_FIELDS = ("entry", "round", "table", "minutes", "from_round", "quarrel", "points", "article", "note")


def preview_sanction(
    desk: Desk, tournament_id: int, sanction: dom.Sanction
) -> list[tuple[Score | None, Score | None]]:
    """The scores the sanction would change, (before, after) per entry and round, without writing anything:
    the desk shows this before the referee confirms."""
    with desk.read() as session:
        t = get_tournament(session, tournament_id)
        tournament = load(session, tournament_id)
    ruleset = burraco_ruleset(t.kind, t.ruleset_id)
    changed = dataclasses.replace(tournament, sanctions=(*tournament.sanctions, sanction))
    burraco_check(changed, ruleset)
    before = {(s.entry, s.round): s for s in round_scores(tournament, ruleset)}
    after = {(s.entry, s.round): s for s in round_scores(changed, ruleset)}
    return [
        (before.get(key), after.get(key))
        for key in sorted(set(before) | set(after))
        if before.get(key) != after.get(key)
    ]


@dataclass(frozen=True)
class WithdrawalPreview:
    """What a withdrawal from ``from_round`` would change, for the desk to show before it asks (IT/REV Art. 38):
    the scores of rounds already seated that change, and the awards of every later round: the entry's for its
    first ``first_rounds`` absent rounds and after, and each of its opponents'."""

    from_round: int
    planned_rounds: int
    changes: list[tuple[Score | None, Score | None]]
    first_rounds: int
    absent_first: tuple[int, int]  # VP, MP
    absent_later: tuple[int, int]
    opponent: tuple[int, int]
    article: str


def preview_withdrawal(
    desk: Desk, tournament_id: int, number: int, from_round: int, *, quarrel: bool = False
) -> WithdrawalPreview:
    """Nothing is written: the withdrawal as ``registration.withdraw`` would record it, and its effect."""
    with desk.read() as session:
        t = get_tournament(session, tournament_id)
        refuse_withdrawal(session, t, number, from_round, quarrel=quarrel)
    sanction = dom.Sanction("withdrawal", entry=number, from_round=from_round, quarrel=quarrel)
    changes = preview_sanction(desk, tournament_id, sanction)
    ruleset = burraco_ruleset(t.kind, t.ruleset_id)
    teams = plays_team_matches(t.kind)

    def figures(name: str) -> tuple[int, int]:
        award = ruleset.award(name, t.deals_per_round, teams=teams)
        return award.vp, award.mp

    return WithdrawalPreview(
        from_round,
        t.planned_rounds,
        changes,
        ruleset.absent_first_rounds,
        figures("absent_first"),
        figures("absent_later"),
        figures("withdrawal_opponent"),
        ruleset.articles["withdrawal"],
    )


def add_sanction(desk: Desk, tournament_id: int, sanction: dom.Sanction) -> int:
    """Record a sanction (TOURNAMENT-FILE.md types); withdrawals go through ``registration.withdraw``."""
    if sanction.type == "withdrawal":
        raise ServiceError("use withdraw() for a withdrawal", "usare il ritiro per un abbandono")
    with desk.action("add_sanction", "sanction", tournament_id=tournament_id) as (session, _note):
        t = get_tournament(session, tournament_id)
        tournament = load(session, tournament_id)
        changed = dataclasses.replace(tournament, sanctions=(*tournament.sanctions, sanction))
        ruleset = burraco_ruleset(t.kind, t.ruleset_id)
        # The desk's own sentence first (it also knows a closed round is played); the file check below would
        # refuse the same absence over an entered sheet, in the file's words.
        if sanction.type == "absent" and sanction.entry is not None and sanction.round is not None:
            rules.refuse_rewriting_played_rounds(
                ruleset,
                entry=sanction.entry,
                first_round=sanction.round,
                last_played=last_round_played(
                    session, tournament_id, entry_by_number(session, tournament_id, sanction.entry).id
                ),
                absence=True,
            )
        try:
            burraco_check(changed, ruleset)
        except dom.TournamentError as error:
            raise ServiceError(error.english.split(": ", 1)[-1], error.italian.split(": ", 1)[-1]) from None
        rnd = round_by_number(session, tournament_id, sanction.round) if sanction.round is not None else None
        row = db.Sanction(
            tournament_id=tournament_id,
            type=sanction.type,
            entry_id=entry_by_number(session, tournament_id, sanction.entry).id
            if sanction.entry is not None
            else None,
            round_id=rnd.id if rnd else None,
            table_id=_table(session, rnd, sanction.table).id if rnd and sanction.table is not None else None,
            minutes=sanction.minutes,
            points=sanction.points,
            article=sanction.article,
            note=sanction.note,
        )
        session.add(row)
        session.flush()
        return row.id


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
    """A warning for one of the ruleset's infractions (``warnings.infractions``), recorded with its article, or
    for any other reason the referee gives with its ``article``: the codes' list is not closed (DIGEST §4), and
    FED85 has none. Every second warning costs a VP in the standings (IT Definizioni). A pair that sat at the wrong table
    (``wrong_table``, IT Art. 2) keeps its result and must have played that round; nothing else changes, and
    next round it sits where its own seating puts it."""
    with desk.read() as session:
        found = get_tournament(session, tournament_id)
        ruleset = burraco_ruleset(found.kind, found.ruleset_id)
        rnd = round_by_number(session, tournament_id, round_number)
        seated = {
            number
            for (number,) in session.execute(
                select(db.Entry.number)
                .join(db.Seat, db.Seat.entry_id == db.Entry.id)
                .join(db.RoundTable, db.RoundTable.id == db.Seat.table_id)
                .where(db.RoundTable.round_id == rnd.id)
            )
        }
    known = ruleset.warnings.infraction(infraction)
    reason = infraction.strip()
    article = (article or "").strip() or None
    if known is None and (not reason or article is None):
        raise ServiceError(
            "a warning needs one of the ruleset's infractions, or a reason and its article",
            "un'ammonizione richiede un'infrazione del regolamento, oppure il motivo e il suo articolo",
        )
    if infraction == "wrong_table" and entry not in seated:
        raise ServiceError(
            f"entry {entry} did not play in round {round_number}: it cannot have sat at the wrong table",
            f"la formazione {entry} non ha giocato il turno {round_number}: non può essersi seduta al tavolo "
            "sbagliato",
        )
    return add_sanction(
        desk,
        tournament_id,
        dom.Sanction(
            "warning",
            entry=entry,
            round=round_number,
            table=table,
            article=known.article if known else article,
            note=infraction if known else reason,
        ),
    )


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
    until: dt.datetime  # UTC
    definitive: bool


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
            return Publication(latest.kind, latest.after_round, latest.published_at, False)
        until = latest.published_at + dt.timedelta(minutes=minutes)
        return Publication(latest.kind, latest.after_round, until, now >= until)


def check_correction(
    desk: Desk, tournament_id: int, round_number: int, table_number: int, ns_points: int, ew_points: int
) -> None:
    """Refuse now, with its article, a correction the rules would refuse whatever the confirmations
    (definitive standings; the next round published and the winner unchanged): the desk asks for the
    opponents' confirmation and the countersignature only for a correction that can be made."""
    with desk.read() as session:
        t = get_tournament(session, tournament_id)
        tournament = load(session, tournament_id)
        rnd = round_by_number(session, tournament_id, round_number)
        table = _table(session, rnd, table_number)
        if table.result is None:
            return
        changed = _with_result(tournament, round_number, table_number, dom.Result(ns_points, ew_points))
        rules.refuse_correction(
            burraco_ruleset(t.kind, t.ruleset_id),
            round_number,
            definitive_round=definitive_round(session, t),
            confirmed=True,
            countersignature_needed=False,
            countersigned=True,
            next_published=_next_published(session, tournament_id, round_number),
            inverts=_inverts(
                _outcome(tournament, round_number, table_number),
                _outcome(changed, round_number, table_number),
            ),
        )


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
        return rules.prizes_after_interruption(t.planned_rounds, t.interrupted_after_round)
