"""Burraco's score service (issue 36: out of the shared ``services/results.py``): a score sheet recorded and
corrected by the regulation (IT Art. 19–20), its VP and MP, the implausible sheet's questions, the sanctions and
warnings in points (DIGEST §4) and a withdrawal's preview. The shared ``results`` opens the transaction and asks
this through the game's store (``store.BurracoStore.sheets``); the burraco pages of the desk call it directly.

Every write is validated against the domain first — the tournament with the new result or sanction must still
pass ``check`` — so a mistake is refused with the place named and nothing is written.
"""

from __future__ import annotations

import dataclasses
from typing import Any

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
from fibur_director.services.actions import Desk, ServiceError
from fibur_director.services.burraco.ruleset import burraco_ruleset
from fibur_director.services.readmodel import definitive_round, get_tournament, load
from fibur_director.services.registration import entry_by_number, last_round_played, refuse_withdrawal
from fibur_director.services.results import Recorded, TableOutcome, WithdrawalPreview, table_of
from fibur_director.services.rounds import round_by_number


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


def outcome(
    tournament: dom.Tournament, round_number: int, table_number: int, sheet: tuple[int, int]
) -> TableOutcome:
    """The VP and MP the sheet would give the table, as the desk computes them (the phones' preview)."""
    changed = _with_result(tournament, round_number, table_number, dom.Result(*sheet))
    return _outcome(changed, round_number, table_number)


def questions(t: db.Tournament, ns_points: int, ew_points: int) -> tuple[tuple[str, str], ...]:
    return _questions(t, ns_points, ew_points)


def sheet_deals(t: db.Tournament) -> int:
    """How many deal rows a phone's sheet has: the round's deals when the ruleset's paper sheet is written deal
    by deal (``[score_sheet] deals``), 0 when it carries the totals only."""
    try:
        return t.deals_per_round if burraco_ruleset(t.kind, t.ruleset_id).sheet_deals else 0
    except FiburError:
        return 0


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


def record_sheet(
    session: Session,
    t: db.Tournament,
    tournament: dom.Tournament,
    rnd: db.Round,
    table: db.RoundTable,
    result: dom.Result,
    *,
    confirmed_by_opponents: bool,
    countersigned: bool,
    checked: bool,
    note: dict[str, Any],
) -> Recorded:
    """A burraco score sheet written in the caller's transaction (``results.record_sheet``): refused by the
    regulation (a found sheet, an absent entry's, the tournament's check, a correction the rules forbid) with
    nothing written; a correction that inverts the winner after the next round's seating swaps the two entries
    there (IT Art. 19–20)."""
    tournament_id, round_number, table_number = t.id, rnd.number, table.number
    ns_points, ew_points = result.ns_points, result.ew_points
    ruleset = burraco_ruleset(t.kind, t.ruleset_id)
    rules.refuse_found_score_sheet(ruleset, tournament, round_number, table_number)
    rules.refuse_sheet_of_absent_entry(ruleset, tournament, round_number, table_number)
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
        table.result.deals = [list(d) for d in result.deals] or None
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
                deals=[list(d) for d in result.deals] or None,
                oddity=oddity,
            )
        )
    outcome = dataclasses.replace(
        _outcome(changed, round_number, table_number), swapped_next_round=swapped, oddity=oddity
    )
    # The model just checked is exactly what is written, unless a swap moved the next round's seats.
    return Recorded(outcome, changed if swapped is None else None)


def _next_published(session: Session, tournament_id: int, round_number: int) -> bool:
    """Whether the next round's positions are out (IT Art. 20: then only an inversion may be corrected)."""
    status = session.scalar(
        select(db.Round.status).where(
            db.Round.tournament_id == tournament_id, db.Round.number == round_number + 1
        )
    )
    return status is not None and status != "proposed"


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
            table_id=table_of(session, rnd, sanction.table).id
            if rnd and sanction.table is not None
            else None,
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
        table = table_of(session, rnd, table_number)
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


def refuse_points(ns: int, ew: int, where: tuple[str, str]) -> None:
    """A phone's figures, each a multiple of 5: burraco points always are."""
    for name, nome, value in (("North-South", "Nord-Sud", ns), ("East-West", "Est-Ovest", ew)):
        if value % 5:
            raise ServiceError(
                f"{where[0]}{name} {value} is not a multiple of 5: burraco points always are",
                f"{where[1]}{nome} {value} non è un multiplo di 5: i punti del burraco lo sono sempre",
            )


class BurracoSheets:
    """Burraco's ``ScoreSheets`` (``services/parts.py``)."""

    record_sheet = staticmethod(record_sheet)
    outcome = staticmethod(outcome)
    questions = staticmethod(questions)
    sheet_deals = staticmethod(sheet_deals)
    refuse_points = staticmethod(refuse_points)
    add_sanction = staticmethod(add_sanction)
    give_warning = staticmethod(give_warning)
    preview_withdrawal = staticmethod(preview_withdrawal)


SHEETS = BurracoSheets()
