"""One pairing orchestration for the desk and the rehearsal: which method plays round N by the plan, which
entries are still in, how a phase (a Mitchell movement, a round-robin calendar) continues from the rounds
already played, and the engine's proposal. ``services.rounds.propose_round`` and ``simulation.simulate``
both call ``next_round``, so the rehearsal rehearses the desk (rests per session, planned rounds, the
Mitchell step and the first-round seating are the same).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from fibur_director.domain import tournament as dom
from fibur_director.domain.pairing.danish import VARIANTS, danish
from fibur_director.domain.pairing.first_round import Candidate, Lines, lines_by_standing, seat_lines
from fibur_director.domain.pairing.fours import giallo
from fibur_director.domain.pairing.groups import merit_groups, pair_groups, serpentine_groups, sizes_of
from fibur_director.domain.pairing.mitchell import mitchell
from fibur_director.domain.pairing.model import History, PairingError, ProposedRound, Table
from fibur_director.domain.pairing.round_robin import round_robin_round
from fibur_director.domain.ruleset import Ruleset
from fibur_director.domain.standings import standings

METHODS = ("mitchell", *VARIANTS, "italian", "giallo")


class PlanError(PairingError):
    """A plan the simulator cannot play; says which step and why."""


@dataclass(frozen=True)
class Step:
    method: str
    count: int


def parse_plan(plan: str, rounds: int) -> list[Step]:
    """``mitchell:3,danish:1`` -> steps; the rounds they play must add up to ``rounds``."""
    steps = []
    for index, part in enumerate(p.strip() for p in plan.split(",")):
        method, _, number = part.partition(":")
        if method not in (*METHODS, "groups") or not number.isdigit() or int(number) < 1:
            raise PlanError(
                f"plan step {index + 1} ({part!r}) must be METHOD:N with METHOD one of "
                f"{', '.join((*METHODS, 'groups'))} and N at least 1",
                f"il passo {index + 1} del piano ({part!r}) deve essere METODO:N con METODO tra "
                f"{', '.join((*METHODS, 'groups'))} e N almeno 1",
            )
        steps.append(Step(method, int(number)))
    played = sum(s.count for s in steps if s.method != "groups")
    if played != rounds:
        raise PlanError(
            f"the plan plays {played} rounds, but {rounds} are asked for",
            f"il piano gioca {played} turni, ma ne sono richiesti {rounds}",
        )
    return steps


def planned_method(
    plan: str, kind: str, planned_rounds: int, number: int
) -> tuple[str, tuple[int, ...] | None]:
    """The plan's method for round ``number`` and the merit-group sizes to split into before it, if any."""
    if not plan:
        return ("mitchell" if kind != "giallo" else "giallo"), None
    steps = parse_plan(plan, planned_rounds)
    played = 0
    split: tuple[int, ...] | None = None
    for step in steps:
        if step.method == "groups":
            split = (step.count,)
            continue
        if played < number <= played + step.count:
            return step.method, (split if number == played + 1 else None)
        played += step.count
        split = None
    return steps[-1].method, None


def history_before(tournament: dom.Tournament, number: int) -> History:
    history = History()
    session_of_next = tournament.setup.session_of(number)
    for rnd in tournament.rounds:
        history.add_round(
            ProposedRound(tuple(Table(t.number, t.ns, t.ew, t.room, t.match) for t in rnd.tables), rnd.rest)
        )
        if tournament.setup.session_of(rnd.number) != session_of_next:
            history.rests_in_session.clear()
    return history


def _phase_start(tournament: dom.Tournament, number: int, method: str) -> int:
    start = number
    for rnd in sorted(tournament.rounds, key=lambda r: -r.number):
        if rnd.system != method or rnd.number != start - 1:
            break
        start = rnd.number
    return start


def _lines_from_round(rnd: dom.Round) -> Lines:
    tables = sorted(rnd.tables, key=lambda t: t.number)
    fixed: list[int | None] = [t.ns[0] for t in tables]
    moving: list[int | None] = [t.ew[0] for t in tables]
    if rnd.rest:
        fixed.append(None)
        moving.append(rnd.rest[0])
    return Lines(tuple(fixed), tuple(moving))


def next_round(
    tournament: dom.Tournament,
    ruleset: Ruleset,
    number: int,
    method: str,
    groups: dict[str, list[int]] | None,
    *,
    seed: int | None = None,
    seating: str = "draw",
    step: int = 1,
    fixed_from: str = "A",
    moving_from: str = "A",
) -> ProposedRound:
    """The engine's proposal for round ``number`` with ``method`` (inside ``groups`` when given), from the
    rounds played so far: a Mitchell or round-robin phase continues from its first round."""
    history = history_before(tournament, number)
    rests = ruleset.max_rests_per_session
    active = active_entries(tournament, number)
    if number == 1 or not tournament.rounds:
        order = _first_order(tournament, active, seating, seed, fixed_from, moving_from)
    else:
        order = [s.entry for s in standings(tournament, ruleset) if s.entry in active]
    if method == "mitchell":
        start = _phase_start(tournament, number, "mitchell")
        if start == number:
            if number == 1:
                candidates = _candidates(tournament, active)
                lines = seat_lines(
                    candidates, seating, seed=seed, fixed_from=fixed_from, moving_from=moving_from
                )
            else:
                lines = lines_by_standing(order)
            return mitchell(
                lines,
                0,
                step=step,
                planned_rounds=tournament.setup.planned_rounds,
                history=history,
                max_rests_per_session=rests,
            )
        first = tournament.round(start)
        assert first is not None
        return mitchell(
            _lines_from_round(first),
            number - start,
            step=step,
            planned_rounds=tournament.setup.planned_rounds,
            history=history,
            max_rests_per_session=rests,
        )
    if method == "italian":
        start = _phase_start(tournament, number, "italian")
        base = [s.entry for s in standings(tournament, ruleset, up_to_round=start - 1) if s.entry in active]
        robin = groups or serpentine_groups(base if start > 1 else order, 1)
        return round_robin_round(robin, number - start, history, max_rests_per_session=rests)

    def pair(_group: str, members: list[int]) -> ProposedRound:
        if method == "giallo":
            return giallo(members, history, max_rests_per_session=rests)
        return danish(members, history, variant=method, max_rests_per_session=rests)

    if groups:
        position = {e: i for i, e in enumerate(order)}
        return pair_groups({g: sorted(m, key=position.__getitem__) for g, m in groups.items()}, pair)
    return pair("", order)


def active_entries(tournament: dom.Tournament, round_number: int) -> set[int]:
    """Entry numbers seated in ``round_number``. A pair, team or player that withdrew keeps its seat as an absent
    entry (IT/REV Art. 38: the opponents it "would have played" in later rounds score 13 VP, and it keeps its
    place in the standings, also for a group split), so a Mitchell movement stays whole. Only a giallo player
    leaves the seating, because a seat there is half of someone else's side."""
    if tournament.setup.kind != "giallo":
        return {e.id for e in tournament.entries}
    gone = {
        s.entry
        for s in tournament.sanctions
        if s.type == "withdrawal" and (s.from_round is None or s.from_round <= round_number)
    }
    return {e.id for e in tournament.entries if e.id not in gone}


def _candidates(tournament: dom.Tournament, active: Collection[int]) -> list[Candidate]:
    players = {p.id: p for p in tournament.players}
    result = []
    for index, entry in enumerate(tournament.entries):
        if entry.id not in active:
            continue
        members = [players[p] for p in entry.players if p in players]
        result.append(
            Candidate(
                entry.id,
                name=entry.name,
                category=min((p.category or "" for p in members), default=""),
                ranking_points=sum(p.ranking_points for p in members),
                registration=index,
            )
        )
    return result


def _first_order(
    tournament: dom.Tournament,
    active: Collection[int],
    seating: str,
    seed: int | None,
    fixed_from: str,
    moving_from: str,
) -> list[int]:
    lines = seat_lines(
        _candidates(tournament, active), seating, seed=seed, fixed_from=fixed_from, moving_from=moving_from
    )
    return [e for pair in zip(lines.fixed, lines.moving, strict=True) for e in pair if e is not None]


def split_groups(
    tournament: dom.Tournament, ruleset: Ruleset, number: int, sizes: tuple[int, ...], *, exact: bool
) -> dict[str, list[int]]:
    """Merit groups before round ``number`` from the standings of the entries still in: ``exact`` sizes as the
    referee gave them, else groups of ``sizes[0]`` (a last group too small joins the one before)."""
    active = active_entries(tournament, number)
    order = [s.entry for s in standings(tournament, ruleset) if s.entry in active]
    return merit_groups(order, list(sizes) if exact else sizes_of(len(order), sizes[0]))
