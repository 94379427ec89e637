"""One pairing orchestration for the desk and the rehearsal: which method plays round N by the plan, which
entries are still in, how a phase (a Mitchell movement, a round-robin calendar) continues from the rounds
already played, and the engine's proposal. ``services.rounds.propose_round`` and ``simulation.simulate``
both call ``next_round``, so the rehearsal rehearses the desk (rests per session, planned rounds, the
Mitchell step and the first-round seating are the same).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Sequence
from dataclasses import dataclass

from fibur_director.domain import tournament as dom
from fibur_director.domain.pairing.danish import VARIANTS, danish
from fibur_director.domain.pairing.first_round import Candidate, Lines, lines_by_standing, seat_lines
from fibur_director.domain.pairing.fours import giallo
from fibur_director.domain.pairing.groups import merit_groups, pair_groups, serpentine_groups, sizes_of
from fibur_director.domain.pairing.mitchell import mitchell
from fibur_director.domain.pairing.model import (
    History,
    PairingError,
    PairingWarning,
    ProposedRound,
    Table,
    meeting,
)
from fibur_director.domain.pairing.round_robin import berger_calendar, round_robin_round
from fibur_director.games.burraco.ruleset import Ruleset
from fibur_director.games.burraco.standings import standings

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


def _rested(history: History, max_rests: int) -> set[int]:
    return {entry for entry, count in history.rests_in_session.items() if count >= max_rests}


def _spare(slots: list[int | None], rest_round: dict[int, int], rested: set[int]) -> list[int | None]:
    """``slots`` with the entries that already rested this session moved to the places that rest latest (or
    never: places missing from ``rest_round``) in the phase about to start, each by one swap with an entry
    that has not rested (IT Art. 39: a pair rests once per session; a phase started after a rest must not
    hand the same pair a second one)."""
    slots = list(slots)
    never = len(slots) + 1

    def when(place: int) -> int:
        return rest_round.get(place, never)

    latest = sorted(range(len(slots)), key=when, reverse=True)
    for place in sorted(rest_round, key=when):
        if slots[place] not in rested:
            continue
        other = next(
            (o for o in latest if when(o) > when(place) and slots[o] is not None and slots[o] not in rested),
            None,
        )
        if other is not None:
            slots[place], slots[other] = slots[other], slots[place]
    return slots


def _spare_lines(lines: Lines, step: int, rested: set[int]) -> Lines:
    """A Mitchell started mid-tournament, with whoever already rested this session off the resting seats."""
    if not rested or None not in lines.fixed + lines.moving:
        return lines
    count = lines.tables
    index = Lines(
        tuple(None if e is None else i + 1 for i, e in enumerate(lines.fixed)),
        tuple(None if e is None else count + i + 1 for i, e in enumerate(lines.moving)),
    )
    rest_round = {
        place - 1: number for number in range(count) for place in mitchell(index, number, step=step).rests
    }
    slots = _spare([*lines.fixed, *lines.moving], rest_round, rested)
    return Lines(tuple(slots[:count]), tuple(slots[count:]))


def _spare_ring(members: list[int], rested: set[int]) -> list[int]:
    """A round-robin group's ring with whoever already rested this session on the places whose bye comes
    last in the calendar."""
    if len(members) % 2 == 0 or not rested & set(members):
        return members
    rest_round = {
        place - 1: number
        for number, pairs in enumerate(berger_calendar(list(range(1, len(members) + 1))))
        for pair in pairs
        if None in pair
        for place in pair
        if place is not None
    }
    return [e for e in _spare(list(members), rest_round, rested) if e is not None]


def _robin_start(tournament: dom.Tournament, number: int, groups: dict[str, list[int]] | None) -> int:
    """The first round of the round-robin phase that round ``number`` continues: the run of italian rounds
    just before it, stopping at a merit-group split (a round whose tables mix entries of different groups
    belongs to an earlier phase)."""
    start = number
    for rnd in sorted(tournament.rounds, key=lambda r: -r.number):
        if rnd.system != "italian" or rnd.number != start - 1:
            break
        if groups and any(not set(t.entries()) <= set(groups.get(t.group or "", ())) for t in rnd.tables):
            break
        start = rnd.number
    return start


def _leg(
    tournament: dom.Tournament, number: int, groups: dict[str, list[int]] | None, active: Collection[int]
) -> tuple[int, int, dict[str, list[int]] | None]:
    """The first round of the round-robin phase, the first round of the calendar round ``number`` plays, and
    that calendar's rings (None: round ``number`` starts a new one). A run of round-robin rounds longer than one calendar is several legs (a
    double round robin, ``italian:7,italian:7`` for 8 pairs): once a calendar is played out the next round
    starts a new one from the standings, so every pair meets once in each leg."""
    phase = start = _robin_start(tournament, number, groups)
    while start < number:
        first = tournament.round(start)
        assert first is not None
        rings = calendar_of(first, groups, active)
        length = max(len(berger_calendar(ring)) for ring in rings.values())
        if number - start < length:
            return phase, start, rings
        start += length
    return phase, number, None


def calendar_of(
    first: dom.Round, groups: dict[str, list[int]] | None, active: Collection[int]
) -> dict[str, list[int]]:
    """Each group's Berger ring read back from the phase's first round, so that every later round of the phase
    only reads the calendar fixed when it started (IT/REV Art. 2) and never rebuilds it from the standings.

    Round 0 of ``berger_calendar(ring)`` pairs ring[i] with ring[-1-i], the odd ring's extra place being the
    bye of ring[0]; any first round, edited by the referee or not, is round 0 of exactly one such ring."""
    rings: dict[str, list[int]] = {}
    seen: set[int] = set()
    labels = list(dict.fromkeys(t.group or "A" for t in sorted(first.tables, key=lambda t: t.number)))
    for label in labels:
        # A team match sits at two tables (open and closed room): one pairing of the calendar.
        matches: dict[object, dom.PlayedTable] = {}
        for table in sorted(first.tables, key=lambda t: t.number):
            if (table.group or "A") == label:
                matches.setdefault(table.match if table.match is not None else ("table", table.number), table)
        members = set(groups[label]) if groups and label in groups else None
        byes = [e for e in first.rest if (e in members if members is not None else len(labels) == 1)]
        if len(byes) > 1:
            raise PairingError(
                f"round {first.number} rests {len(byes)} entries of group {label}: a round-robin calendar rests "
                "one at most, so the later rounds cannot be read from it (IT/REV Art. 2)",
                f"il turno {first.number} fa riposare {len(byes)} iscritti del girone {label}: un calendario "
                "all'italiana ne fa riposare al più uno, quindi i turni seguenti non si possono ricavare "
                "(IT/REV Art. 2)",
            )
        home = [t.ns[0] for t in matches.values()]
        away = [t.ew[0] for t in matches.values()]
        rings[label] = [*byes, *home, *reversed(away)]
        seen.update(rings[label])
    newcomers = sorted(set(active) - seen)
    if newcomers:
        raise PairingError(
            f"entries {', '.join(map(str, newcomers))} joined after round {first.number}, where the round-robin "
            "calendar was fixed: they cannot enter it (IT/REV Art. 2); seat the next rounds with another method",
            f"gli iscritti {', '.join(map(str, newcomers))} sono entrati dopo il turno {first.number}, in cui è "
            "stato fissato il calendario all'italiana: non possono entrarvi (IT/REV Art. 2); abbinare i turni "
            "seguenti con un altro metodo",
        )
    return rings


def phase_end(plan: str, kind: str, planned_rounds: int, number: int) -> int:
    """The last round of the plan's phase that round ``number`` belongs to (the same method, no split)."""
    method, _ = planned_method(plan, kind, planned_rounds, number)
    last = number
    while last < planned_rounds and planned_method(plan, kind, planned_rounds, last + 1) == (method, None):
        last += 1
    return last


Pairs = list[tuple[int | None, int | None]]


def _meetings(rounds: Sequence[Sequence[tuple[int | None, int | None]]]) -> Counter[frozenset[int]]:
    """How often each pair meets over ``rounds`` (byes left out), once per round: a team match sits at two
    tables (open and closed room) and is one meeting."""
    return Counter(
        m for pairs in rounds for m in {meeting(a, b) for a, b in pairs if a is not None and b is not None}
    )


def calendar_warnings(
    tournament: dom.Tournament,
    number: int,
    edited: ProposedRound,
    groups: dict[str, list[int]] | None,
    last_round: int,
) -> tuple[PairingWarning, ...]:
    """The warning an edit of a round-robin round gives when it departs from the calendar (IT/REV Art. 2).
    The phase's later rounds keep reading the calendar from its first round (``calendar_of``), so an edit of
    any other round, or one that seats entries of two groups together, makes meetings repeat and others never
    happen: the referee is told which, up to ``last_round`` (the phase's end by the plan), before publishing.
    An edit of the phase's first round defines the calendar and warns nothing; neither does an edit that
    reproduces it."""
    rnd = tournament.round(number)
    if rnd is None or rnd.system != "italian":
        return ()
    earlier = dom.Tournament(
        tournament.setup,
        tournament.players,
        tournament.entries,
        tuple(r for r in tournament.rounds if r.number < number),
        tournament.sanctions,
    )
    try:
        _phase, start, rings = _leg(earlier, number, groups, active_entries(tournament, number))
    except PairingError:
        return ()  # the calendar cannot be read back: the next proposal says why
    if rings is None:
        return ()
    calendars = [berger_calendar(ring) for ring in rings.values()]
    index = number - start
    # A calendar ends where it is played out: a longer phase goes on in a new leg (``_leg``).
    last_round = min(last_round, start + max(len(c) for c in calendars) - 1)
    now: Pairs = list(edited.opponents())
    if _meetings([now]) == _meetings([[pairs for c in calendars if index < len(c) for pairs in c[index]]]):
        return ()
    played = [
        [(t.ns[0], t.ew[0]) for t in r.tables if t.ns and t.ew]
        for r in tournament.rounds
        if start <= r.number < number
    ]
    later = [pairs for c in calendars for pairs in c[index + 1 : index + 1 + last_round - number]]
    counts = _meetings(played) + _meetings([now]) + _meetings(later)
    scheduled = set(_meetings([pairs for c in calendars for pairs in c[: last_round - start + 1]]))
    twice = sorted((sorted(m) for m, times in counts.items() if times > 1), key=tuple)
    never = sorted((sorted(m) for m in scheduled - set(counts)), key=tuple)
    return (_calendar_warning(number, start, last_round, twice, never),)


def _calendar_warning(
    number: int, start: int, last_round: int, twice: list[list[int]], never: list[list[int]]
) -> PairingWarning:
    def listed(pairs: list[list[int]], word: str) -> str:
        return ", ".join(f"{a}{word}{b}" for a, b in pairs) or "-"

    return PairingWarning(
        "calendar",
        tuple(sorted({e for pair in twice + never for e in pair})),
        f"round {number} departs from the round-robin calendar fixed at round {start} (IT/REV Art. 2), "
        f"which the rounds up to {last_round} still follow: met twice {listed(twice, ' v ')}; "
        f"never met {listed(never, ' v ')}",
        f"il turno {number} si discosta dal calendario all'italiana fissato al turno {start} (IT/REV "
        f"Art. 2), che i turni fino al {last_round} seguono ancora: si incontrano due volte "
        f"{listed(twice, '-')}; non si incontrano mai {listed(never, '-')}",
    )


def _lines_from_round(rnd: dom.Round) -> Lines:
    # A team match sits at two tables, the closed room with the sides swapped: the movement is the matches'.
    tables = sorted((t for t in rnd.tables if t.room != "closed"), key=lambda t: t.number)
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
        refuse_first_round_seating(ruleset, seating)
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
                lines = _spare_lines(lines_by_standing(order), step, _rested(history, rests))
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
        phase, start, robin = _leg(tournament, number, groups, active)
        if start > phase:
            # A later leg meets everyone again by design: its repeats are counted from its own first round,
            # its rests over the whole session (Art. 39).
            leg = history_before(
                dom.Tournament(
                    tournament.setup,
                    tournament.players,
                    tournament.entries,
                    tuple(r for r in tournament.rounds if r.number >= start),
                    tournament.sanctions,
                ),
                number,
            )
            leg.rests_in_session = history.rests_in_session
            history = leg
        if robin is None:
            # The calendar is fixed here, once: from the first round's seating order, or from the standings
            # before the phase (IT/REV Art. 2: «secondo un calendario prestabilito»).
            spared = _rested(history, rests)
            robin = {g: _spare_ring(m, spared) for g, m in (groups or serpentine_groups(order, 1)).items()}
        return round_robin_round(robin, number - start, history, max_rests_per_session=rests)

    def pair(_group: str, members: list[int]) -> ProposedRound:
        if method == "giallo":
            return giallo(members, history, max_rests_per_session=rests)
        return danish(members, history, variant=method, max_rests_per_session=rests)

    if groups:
        position = {e: i for i, e in enumerate(order)}
        return pair_groups({g: sorted(m, key=position.__getitem__) for g, m in groups.items()}, pair)
    return pair("", order)


def refuse_first_round_seating(ruleset: Ruleset, seating: str) -> None:
    """The first round is seated only by a method the tournament's code lists (IT Art. 2 five, REV Art. 2
    four: Burraco Revolution has no seating by national ranking points); the list is the ruleset's."""
    if seating in ruleset.first_round_seating:
        return
    allowed = ", ".join(ruleset.first_round_seating)
    raise PairingError(
        f"{ruleset.name} does not seat the first round by {seating!r} ({ruleset.first_round_article}): "
        f"one of {allowed}",
        f"il {ruleset.name} non prevede la formazione del primo turno per {seating!r} "
        f"({ruleset.first_round_article}): uno tra {allowed}",
    )


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
