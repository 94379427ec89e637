"""Burraco's part of the services (issue 36): what the shared use cases ask of a burraco tournament — the settings
it is stored with, the next round's proposal by the plan's pairing method, the entry page's table list, the table
board, a circuit stage's rows and the printed forms' book. Registered by ``services/games.py``; the shared
services find it through ``services.parts.store_of`` and never name the game."""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Mapping, Sequence
from typing import Any

from sqlalchemy.orm import Session

from fibur_director.db import models as db
from fibur_director.domain import tournament as dom
from fibur_director.domain.circuit_standings import StageRow
from fibur_director.domain.errors import FiburError
from fibur_director.domain.pairing.teams import team_rooms
from fibur_director.games.burraco import regulation as rules
from fibur_director.games.burraco.formats import format_of
from fibur_director.games.burraco.orchestration import (
    METHODS,
    default_method,
    next_round,
    parse_plan,
    phase_end,
    plan_departure,
    planned_method,
    refuse_later_method,
    refuse_plan,
    split_groups,
)
from fibur_director.games.burraco.ruleset import Ruleset, builtin_rulesets, get_ruleset
from fibur_director.games.burraco.standings import Standing, round_scores
from fibur_director.games.burraco.standings import standings as burraco_standings
from fibur_director.services.actions import Desk, ServiceError
from fibur_director.services.audit_text import NO_WORDS
from fibur_director.services.burraco import rounds as burraco_rounds
from fibur_director.services.burraco.results import SHEETS
from fibur_director.services.burraco.ruleset import burraco_ruleset
from fibur_director.services.circuit_stages import people_of
from fibur_director.services.journal import BoardRound, TableRow, result_marks, rounds, table_state
from fibur_director.services.readmodel import definitive_round, get_tournament
from fibur_director.services.registration import TournamentSettings
from fibur_director.services.rounds import Proposal, current_groups, missing_in, write_tables

# Sanctions that decide or change a table's score; a warning or a withdrawal does not by itself.
DECIDING = frozenset(t for t in ("late", "absent", "left_during_round", "lost_score_sheet",
                                 "suspended_misconduct", "both_abandoned", "unmonitored_difference",
                                 "referee_award"))  # fmt: skip


def settings(settings: TournamentSettings) -> TournamentSettings:
    """A burraco tournament is stored as the referee set it (its format's checks are the game's ``check``), but
    for a plan its code refuses."""
    if settings.plan and settings.ruleset_id in builtin_rulesets():
        # The code's pairing after the first round (FED85 Art. 9: by the VP obtained): a plan that pairs
        # otherwise is refused now, not at its first round that does.
        try:
            refuse_plan(get_ruleset(settings.ruleset_id), settings.plan, settings.planned_rounds)
        except FiburError as refusal:
            raise ServiceError(
                f"tournament.plan: {refusal.english}", f"tournament.plan: {refusal.italian}"
            ) from None
    return settings


def propose(
    session: Session, t: db.Tournament, tournament: dom.Tournament, how: Proposal, note: dict[str, Any]
) -> int:
    """A burraco round by the plan's method (or the one asked), inside the merit groups when there are; a
    method other than the plan's is warned and noted in the journal (``plan_departure``)."""
    tournament_id = t.id
    method, seed, seating, step = how.method, how.seed, how.seating, how.step
    fixed_from, moving_from, merit_sizes = how.fixed_from, how.moving_from, how.merit_sizes
    ruleset = burraco_ruleset(t.kind, t.ruleset_id)

    number = max((r.number for r in tournament.rounds), default=0) + 1
    if number > t.planned_rounds:
        raise ServiceError(
            f"all {t.planned_rounds} planned rounds have been played",
            f"tutti i {t.planned_rounds} turni previsti sono stati giocati",
        )
    if len(tournament.entries) < 2:
        raise ServiceError("register at least two entries first", "registrare prima almeno due iscritti")
    plan = next((str(p) for p in t.pairing_plan if isinstance(p, str)), "")
    plan_method, plan_split = planned_method(
        plan, t.kind, t.planned_rounds, number, default_method(ruleset, t.kind)
    )
    method = method or plan_method
    if method not in METHODS:
        raise ServiceError(
            f"unknown pairing method {method!r}; one of {', '.join(METHODS)}",
            f"metodo di abbinamento sconosciuto {method!r}; uno tra {', '.join(METHODS)}",
        )
    refuse_later_method(ruleset, method, number)
    departure = plan_departure(ruleset, plan, number, plan_method, method)
    if seating == "draw" and seed is None:
        seed = t.draw_seed if t.draw_seed is not None else int(dt.datetime.now().timestamp()) % 1_000_000
    groups = current_groups(t)
    split = tuple(merit_sizes) if merit_sizes else plan_split
    if split:
        rules.refuse_group_split(ruleset, number, definitive_round(session, t))
        groups = split_groups(tournament, ruleset, number, split, exact=bool(merit_sizes))
        t.pairing_plan = [*t.pairing_plan, {"groups": groups, "from_round": number}]
    proposed = next_round(
        tournament,
        ruleset,
        number,
        method,
        groups,
        seed=seed,
        seating=seating,
        step=step,
        fixed_from=fixed_from,
        moving_from=moving_from,
        # The plan's phase length, when the round follows the plan; a departure's phase has no announced end.
        phase_rounds=(
            phase_end(plan, t.kind, t.planned_rounds, number, default_method(ruleset, t.kind)) - number + 1
            if method == plan_method
            else None
        ),
    )
    if format_of(t.kind).team_matches:
        proposed = team_rooms(proposed)
    if departure is not None:
        proposed = dataclasses.replace(proposed, warnings=(*proposed.warnings, departure))
        note["departs_from_plan"] = {
            "plan": plan or plan_method,
            "planned": plan_method,
            "method": method,
            "article": ruleset.articles["plan"],
        }
    if number == 1 and seating == "draw":
        t.draw_seed = seed
    rnd = db.Round(tournament_id=tournament_id, number=number, system=method, status="proposed", seed=seed)
    session.add(rnd)
    session.flush()
    write_tables(session, t, rnd, proposed)
    return number


def table_results(
    desk: Desk, tournament_id: int, tournament: dom.Tournament, played: dom.Round
) -> list[TableRow]:
    number = played.number
    ruleset = burraco_ruleset(tournament.setup.kind, tournament.setup.ruleset)
    scores = round_scores(tournament, ruleset, up_to_round=number)
    vp = {s.entry: s.vp for s in scores if s.round == number}
    missing = set(missing_in(tournament, number, scores))
    marks = result_marks(desk, tournament_id, number)
    return [
        TableRow(
            t.number,
            t.ns,
            t.ew,
            t.result.ns_points if t.result else None,
            t.result.ew_points if t.result else None,
            vp.get(t.ns[0]),
            vp.get(t.ew[0]),
            t.number in missing,
            table_state(
                t.number in missing,
                marks.get((number, t.number)),
                _sanctioned(tournament, ruleset, number, t),
            ),
        )
        for t in played.tables
    ]


def _sanctioned(tournament: dom.Tournament, ruleset: Ruleset, number: int, table: dom.PlayedTable) -> bool:
    """Whether a sanction decides or changes the table's score; a lateness within the ruleset's warning
    minutes (``[late] warning_up_to_minutes``) is only a warning."""
    return any(
        s.type in DECIDING
        and not (s.type == "late" and (s.minutes or 0) <= ruleset.late.warning_up_to_minutes)
        and s.round == number
        and (s.table == table.number or (s.entry is not None and s.entry in table.entries()))
        for s in tournament.sanctions
    )


def board(desk: Desk, tournament_id: int, tournament: dom.Tournament) -> list[BoardRound]:
    ruleset = burraco_ruleset(tournament.setup.kind, tournament.setup.ruleset)
    scores = round_scores(tournament, ruleset)
    marks = result_marks(desk, tournament_id)
    statuses = {r.number: r.status for r in rounds(desk, tournament_id)}
    board: dict[int, BoardRound] = {}
    for played in tournament.rounds:
        status = statuses.get(played.number, "proposed")
        if status == "proposed":
            continue
        missing = set(missing_in(tournament, played.number, scores))
        # The groups of a merit round share its number: one column, their tables together.
        column = board.setdefault(played.number, BoardRound(played.number, status, {}, {}))
        for t in played.tables:
            column.seats[t.number] = (t.ns, t.ew)
            column.states[t.number] = table_state(
                t.number in missing,
                marks.get((played.number, t.number)),
                _sanctioned(tournament, ruleset, played.number, t),
            )
    return list(board.values())


def circuit_rows(tournament: dom.Tournament, standings: Sequence[Any]) -> list[StageRow]:
    """Burraco: VP and MP per entry. Ranks restart in each merit group; the stage's position is the place in
    the whole list (group A first), a tie keeping its shared place."""
    people = people_of(tournament)
    out: list[StageRow] = []
    offset, group, in_group = 0, object(), 0
    for s in standings:
        assert isinstance(s, Standing)
        if s.group != group:
            offset, group, in_group = offset + in_group, s.group, 0
        in_group += 1
        out.append(StageRow(offset + s.rank, people.get(s.entry, ()), s.vp, s.mp))
    return out


def book(desk: Desk, tournament_id: int) -> Any:
    """The tournament as burraco's printed forms read it (``reports/burraco/book.Book``)."""
    from fibur_director.services.burraco.printing import book as burraco_book

    return burraco_book(desk, tournament_id)


def federation_text(book: Any, today: dt.date, member_list: dt.date | None) -> str:
    """Burraco's federation file (``reports/burraco/federation.py``, docs/federation.md)."""
    from fibur_director.reports.burraco.federation import federation_text as burraco_file

    return burraco_file(book, today, member_list)


def check_plan(settings: TournamentSettings) -> None:
    parse_plan(settings.plan, settings.planned_rounds)


def refuse_late_entry(t: db.Tournament, *, active_entries: int, admitted: bool) -> None:
    rules.refuse_late_entry(
        burraco_ruleset(t.kind, t.ruleset_id), active_entries=active_entries, kind=t.kind, admitted=admitted
    )


def refuse_withdrawal(t: db.Tournament, number: int, from_round: int, last_played: int) -> None:
    rules.refuse_rewriting_played_rounds(
        burraco_ruleset(t.kind, t.ruleset_id), entry=number, first_round=from_round, last_played=last_played
    )


def withdrawal_article(t: db.Tournament) -> str | None:
    return burraco_ruleset(t.kind, t.ruleset_id).articles["withdrawal"]


def refuse_substitution(t: db.Tournament, *, played: int, done: int, entry: int) -> str:
    ruleset = burraco_ruleset(t.kind, t.ruleset_id)
    rules.refuse_substitution(ruleset, played=played, planned=t.planned_rounds, done=done, entry=entry)
    return ruleset.substitutions.article


def standings(tournament: dom.Tournament, up_to_round: int | None) -> list[Any]:
    ruleset = burraco_ruleset(tournament.setup.kind, tournament.setup.ruleset)
    return list(burraco_standings(tournament, ruleset, up_to_round=up_to_round))


class BurracoStore:
    """Burraco's ``GameStore`` (``services/parts.py``)."""

    settings = staticmethod(settings)
    propose = staticmethod(propose)
    audit = NO_WORDS  # its rounds, results and sanctions are the shared services' actions
    table_results = staticmethod(table_results)
    board = staticmethod(board)
    circuit_rows = staticmethod(circuit_rows)
    book = staticmethod(book)
    federation_text = staticmethod(federation_text)
    check_plan = staticmethod(check_plan)
    sheets = SHEETS
    standings = staticmethod(standings)
    refuse_late_entry = staticmethod(refuse_late_entry)
    refuse_withdrawal = staticmethod(refuse_withdrawal)
    withdrawal_article = staticmethod(withdrawal_article)
    refuse_substitution = staticmethod(refuse_substitution)
    calendar_warnings = staticmethod(burraco_rounds.calendar_warnings)
    first_round_seatings = staticmethod(burraco_rounds.first_round_seatings)
    late_entry_outlook = staticmethod(burraco_rounds.late_entry_outlook)
    refuse_completing = staticmethod(burraco_rounds.refuse_completing)
    declaring_first = staticmethod(burraco_rounds.declaring_first)
    completing = staticmethod(burraco_rounds.completing)

    @staticmethod
    def before_publishing(t: db.Tournament, rnd: db.Round) -> None:
        """Nothing: a burraco round is published as the referee left it."""

    @staticmethod
    def draw_first_round(
        desk: Desk, tournament_id: int, cards: Mapping[int, int] | None, seed: int | None
    ) -> int:
        """Refused: burraco's first round is proposed (``round propose``, its seating by draw, alphabet, ...),
        never seated by cards the players drew. The sentence the command gave before it asked the game."""
        with desk.read() as session:
            t = get_tournament(session, tournament_id)
        raise ServiceError(
            f"tournament {t.id} is a {t.kind} burraco tournament, not a Sicilian Tarot one",
            f"il torneo {t.id} è un torneo di burraco ({t.kind}), non di tarocchi siciliani",
        )


BURRACO = BurracoStore()
