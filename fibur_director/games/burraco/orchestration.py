"""One pairing orchestration for the desk and the rehearsal: which method plays round N by the plan, which
entries are still in, how a phase (a Mitchell movement, a round-robin calendar) continues from the rounds
already played, and the engine's proposal. ``services.rounds.propose_round`` and ``simulation.simulate``
both call ``next_round``, so the rehearsal rehearses the desk (rests per session, planned rounds, the
Mitchell step and the first-round seating are the same).
"""

from __future__ import annotations

import itertools
import math
from collections import Counter
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, replace

from fibur_director.domain import tournament as dom
from fibur_director.domain.pairing.danish import VARIANTS, danish
from fibur_director.domain.pairing.first_round import Candidate, Lines, lines_by_standing, seat_lines
from fibur_director.domain.pairing.fours import giallo
from fibur_director.domain.pairing.groups import merit_groups, pair_groups, serpentine_groups, sizes_of
from fibur_director.domain.pairing.history import played_history
from fibur_director.domain.pairing.mitchell import mitchell
from fibur_director.domain.pairing.model import (
    History,
    PairingError,
    PairingWarning,
    ProposedRound,
    meeting,
)
from fibur_director.domain.pairing.round_robin import berger_calendar, round_robin_round
from fibur_director.games.burraco.formats import FORMATS, format_of
from fibur_director.games.burraco.ruleset import Ruleset
from fibur_director.games.burraco.standings import standings
from fibur_director.games.burraco.systems import SYSTEM_NAMES

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
    plan: str, kind: str, planned_rounds: int, number: int, default: str | None = None
) -> tuple[str, tuple[int, ...] | None]:
    """The plan's method for round ``number`` and the merit-group sizes to split into before it, if any.
    Without a plan, ``default`` (``default_method``: the kind's, or the one the ruleset's code asks for)."""
    if not plan:
        return (default or format_of(kind).plan_system), None
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
    kind = tournament.setup.kind
    # Burraco's individual format changes opponent every round (IT/REV Art. 2); a round of another game edited
    # at the desk (Sicilian Tarot, seated by its own rule) is reviewed only for repeats.
    return played_history(
        tournament, number, new_opponent=kind in FORMATS and format_of(kind).new_opponent_each_round
    )


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
    slots = _spare([*lines.fixed, *lines.moving], _rest_rounds(lines, step), rested)
    return Lines(tuple(slots[: lines.tables]), tuple(slots[lines.tables :]))


def _rest_rounds(lines: Lines, step: int) -> dict[int, int]:
    """For a Mitchell's lines, the round of the movement in which each resting place (from 0, the fixed line's
    first) rests."""
    count = lines.tables
    index = Lines(
        tuple(None if e is None else i + 1 for i, e in enumerate(lines.fixed)),
        tuple(None if e is None else count + i + 1 for i, e in enumerate(lines.moving)),
    )
    return {
        place - 1: number for number in range(count) for place in mitchell(index, number, step=step).rests
    }


RestsToCome = Callable[[Sequence[int | None], Sequence[int | None]], list[float]]


def _new_opponents(
    home: Sequence[int | None],
    away: Sequence[int | None],
    history: History,
    rested: set[int],
    rests_to_come: RestsToCome,
) -> list[int | None]:
    """``away`` reordered so that home[i] and away[i] did not meet in the previous round: an individual
    tournament changes opponent every round (IT/REV Art. 2), and a phase's first round (a Mitchell's lines, a
    calendar's ring) is laid out from the standings, which may put last round's opponents face to face. Each
    clash swaps its away entry with the nearest other place that clashes with neither, a playing place first.

    A swap never brings forward a rest of someone who already rested in the session: ``rests_to_come(home,
    away)`` gives, for the layout, the rounds of the phase in which those entries would rest again, and each of
    them must come no sooner than before the swap. IT Art. 39 («una coppia può riposare solo una volta per
    sessione») is a rule and Art. 2's sentence describes the format, so where only such a swap would avoid the
    clash (three players, everyone rested but one) the repeat is played and review() warns of it
    ("consecutive")."""
    if not history.new_opponent:
        return list(away)
    away = list(away)

    def clash(h: int | None, a: int | None) -> bool:
        return h is not None and a is not None and a in history.previous_opponents.get(h, ())

    def playing(j: int) -> bool:
        return home[j] is not None and away[j] is not None

    for i in range(len(home)):
        if not clash(home[i], away[i]):
            continue
        before = rests_to_come(home, away)
        for j in sorted(
            (j for j in range(len(home)) if j != i),
            key=lambda j: (not playing(j), (away[j] in rested) != (away[i] in rested), abs(j - i), j),
        ):
            if clash(home[i], away[j]) or clash(home[j], away[i]):
                continue
            swapped = list(away)
            swapped[i], swapped[j] = swapped[j], swapped[i]
            if all(a >= b for a, b in zip(rests_to_come(home, swapped), before, strict=True)):
                away = swapped
                break
    return away


def _fresh_lines(lines: Lines, history: History, rested: set[int], step: int, horizon: int | None) -> Lines:
    """A Mitchell started after other rounds: its round 0 seats fixed[i] against moving[i]; the phase plays
    ``horizon`` rounds of it (None: the whole movement)."""

    def rests_to_come(fixed: Sequence[int | None], moving: Sequence[int | None]) -> list[float]:
        when = _rest_rounds(Lines(tuple(fixed), tuple(moving)), step)
        slots = [*fixed, *moving]
        return sorted(_within(when.get(place), horizon) for place, e in enumerate(slots) if e in rested)

    return Lines(
        lines.fixed, tuple(_new_opponents(lines.fixed, lines.moving, history, rested, rests_to_come))
    )


def _ring_of(home: Sequence[int | None], away: Sequence[int | None]) -> list[int]:
    """The ring whose calendar's round 0 plays home[i] against away[i] (a None, the bye)."""
    home, away = list(home), list(away)
    if None in away and away.index(None) != 0:
        # The bye moved to another home entry: a ring's bye is ring[0]'s, so that entry leads the ring.
        k = away.index(None)
        home[0], home[k] = home[k], home[0]
        away[0], away[k] = away[k], away[0]
    return [e for e in (*home, *away[::-1]) if e is not None]


def _bye_rounds(size: int) -> dict[int, int]:
    """For a ring of ``size`` places, the calendar round in which each place (from 0) has its bye."""
    return {
        place - 1: number
        for number, pairs in enumerate(berger_calendar(list(range(1, size + 1))))
        for pair in pairs
        if None in pair
        for place in pair
        if place is not None
    }


def _within(number: int | None, horizon: int | None) -> float:
    """A rest in round ``number`` of a phase (from 0) that plays ``horizon`` rounds: past its end, or never,
    it is no rest of this phase."""
    if number is None or (horizon is not None and number >= horizon):
        return math.inf
    return number


def _fresh_ring(ring: list[int], history: History, rested: set[int], horizon: int | None) -> list[int]:
    """A calendar started after other rounds: its round 0 pairs ring[i] with ring[-1-i] (an odd ring's extra
    place, the bye, last); the phase plays ``horizon`` rounds of it (None: the whole calendar)."""
    padded: list[int | None] = [*ring, None] if len(ring) % 2 else list(ring)
    half = len(padded) // 2
    byes = _bye_rounds(len(ring)) if len(ring) % 2 else {}

    def rests_to_come(home: Sequence[int | None], away: Sequence[int | None]) -> list[float]:
        laid = _ring_of(home, away)
        return sorted(_within(byes.get(place), horizon) for place, e in enumerate(laid) if e in rested)

    home = padded[:half]
    laid = _ring_of(home, _new_opponents(home, padded[half:][::-1], history, rested, rests_to_come))
    if history.new_opponent and len(ring) <= SEARCHED_RING and _ring_clashes(laid, history):
        # Swapping one away place at a time can leave a clash that a wider reshuffle clears (a round robin after
        # Danish rounds, five or seven players, whose free places rest sooner): a small ring tries every order.
        laid = _calmest_ring(ring, history, rests_to_come, half)
    return laid


# Up to this many entries, a round robin's first round still clashing after the swaps tries every order of its
# ring (7! = 5,040 orders at most).
SEARCHED_RING = 7


def _ring_clashes(ring: Sequence[int], history: History) -> int:
    """The previous-round meetings round 0 of ``ring``'s calendar would play again."""
    padded: list[int | None] = [*ring, None] if len(ring) % 2 else list(ring)
    return sum(
        1
        for i in range(len(padded) // 2)
        if (a := padded[i]) is not None
        and (b := padded[-1 - i]) is not None
        and b in history.previous_opponents.get(a, ())
    )


def _calmest_ring(ring: list[int], history: History, rests_to_come: RestsToCome, half: int) -> list[int]:
    """The order of ``ring`` with the fewest previous-round meetings in its first round among those that bring
    no rest of someone who already rested sooner than the standings' layout did, then the fewest places moved."""
    padded: list[int | None] = [*ring, None] if len(ring) % 2 else list(ring)
    laid_out = rests_to_come(padded[:half], padded[half:][::-1])
    best, best_key = ring, (_ring_clashes(ring, history), 0)
    for order in itertools.permutations(ring):
        key = (_ring_clashes(order, history), sum(a != b for a, b in zip(order, ring, strict=True)))
        if key >= best_key:
            continue
        candidate: list[int | None] = [*order, None] if len(order) % 2 else list(order)
        if all(
            a >= b
            for a, b in zip(rests_to_come(candidate[:half], candidate[half:][::-1]), laid_out, strict=True)
        ):
            best, best_key = list(order), key
    return best


def _spare_ring(members: list[int], rested: set[int]) -> list[int]:
    """A round-robin group's ring with whoever already rested this session on the places whose bye comes
    last in the calendar."""
    if len(members) % 2 == 0 or not rested & set(members):
        return members
    return [e for e in _spare(list(members), _bye_rounds(len(members)), rested) if e is not None]


def _robin_start(tournament: dom.Tournament, number: int, groups: dict[str, list[int]] | None) -> int:
    """The first round of the round-robin phase that round ``number`` continues: the run of italian rounds
    just before it, stopping at a merit-group split (a round whose tables mix entries of different groups
    belongs to an earlier phase)."""
    start = number
    for rnd in sorted(tournament.rounds, key=lambda r: -r.number):
        if rnd.system != "italian" or rnd.number != start - 1:
            break
        published = rnd.as_published()  # an exchange across groups after publication lasts its round
        if groups and any(
            not set(t.entries()) <= set(groups.get(t.group or "", ())) for t in published.tables
        ):
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
        # The calendar as published: an exchange after publication lasts its round (IT/REV Art. 2).
        rings = calendar_of(first.as_published(), groups, active)
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


def phase_end(plan: str, kind: str, planned_rounds: int, number: int, default: str | None = None) -> int:
    """The last round of the plan's phase that round ``number`` belongs to (the same method, no split)."""
    method, _ = planned_method(plan, kind, planned_rounds, number, default)
    last = number
    while last < planned_rounds and planned_method(plan, kind, planned_rounds, last + 1, default) == (
        method,
        None,
    ):
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
    *,
    published: bool = False,
) -> tuple[PairingWarning, ...]:
    """The warning an edit of a round-robin round gives when it departs from the calendar (IT/REV Art. 2).
    The phase's later rounds keep reading the calendar from its first round (``calendar_of``), so an edit of
    any other round, or one that seats entries of two groups together, makes meetings repeat and others never
    happen: the referee is told which, up to ``last_round`` (the phase's end by the plan), before publishing.
    An edit of the phase's first round before it is ``published`` defines the calendar and warns nothing;
    once published, the calendar is that round as published (an exchange lasts its round), so an exchange
    there departs from it too. An edit that reproduces the calendar warns nothing."""
    found = _calendar_in_force(tournament, number, groups, published=published)
    if found is None:
        return ()
    start, rings = found
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


def _calendar_in_force(
    tournament: dom.Tournament, number: int, groups: dict[str, list[int]] | None, *, published: bool
) -> tuple[int, dict[str, list[int]]] | None:
    """The first round of the calendar round ``number`` (an italian round) plays, and its rings; None when the
    round is no round-robin round, when it starts a calendar not yet published (its edits define it), or when
    the calendar cannot be read back (the next proposal says why)."""
    rnd = tournament.round(number)
    if rnd is None or rnd.system != "italian":
        return None
    earlier = dom.Tournament(
        tournament.setup,
        tournament.players,
        tournament.entries,
        tuple(r for r in tournament.rounds if r.number < number),
        tournament.sanctions,
    )
    try:
        _phase, start, rings = _leg(earlier, number, groups, active_entries(tournament, number))
        if rings is None and published:
            rings = calendar_of(rnd.as_published(), groups, active_entries(tournament, number))
    except PairingError:
        return None
    return None if rings is None else (start, rings)


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


def complete_lines(lines: Lines, active: Collection[int]) -> tuple[Lines, tuple[int, ...]]:
    """A movement's lines with the entries admitted late (in ``active``, in neither line) at the incomplete
    table: «se è presente già un tavolo incompleto, è facoltà dell'arbitro ammettere la coppia ritardataria
    per completarlo» (IT/REV Art. 39). The incomplete table's missing seat is the fixed line's, so the late
    entry stays there and the moving line comes to it; no entry rests from then on. Returns the entries left
    without a place (a movement has one incomplete table at most): they wait for the movement's end."""
    seated = {e for e in (*lines.fixed, *lines.moving) if e is not None}
    newcomers = sorted(set(active) - seated)
    fixed = list(lines.fixed)
    for slot, entry in enumerate(fixed):
        if entry is None and newcomers:
            fixed[slot] = newcomers.pop(0)
    return Lines(tuple(fixed), lines.moving), tuple(newcomers)


def _no_place(entries: tuple[int, ...], start: int) -> PairingWarning:
    listed = ", ".join(map(str, entries))
    return PairingWarning(
        "late",
        entries,
        f"entries {listed}, admitted late, have no place in the Mitchell movement laid out at round {start}: it "
        "has no incomplete table left to complete (IT/REV Art. 39); they are seated once the movement ends",
        f"gli iscritti {listed}, ammessi in ritardo, non hanno posto nel Mitchell disposto al turno {start}: non "
        "ha più un tavolo incompleto da completare (IT/REV Art. 39); siederanno quando il movimento finisce",
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
    phase_rounds: int | None = None,
) -> ProposedRound:
    """The engine's proposal for round ``number`` with ``method`` (inside ``groups`` when given), from the
    rounds played so far: a Mitchell or round-robin phase continues from its first round. ``phase_rounds``:
    how many rounds the phase that round ``number`` starts will play, by the plan (None: a whole movement or
    calendar), so that its layout keeps IT Art. 39's one rest only over the rounds it will play."""
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
                rested = _rested(history, rests)
                lines = _fresh_lines(
                    _spare_lines(lines_by_standing(order), step, rested), history, rested, step, phase_rounds
                )
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
        # The movement as published: a wrong-table or late exchange lasts its round (IT/REV Art. 2).
        lines, left_out = complete_lines(_lines_from_round(first.as_published()), active)
        proposed = mitchell(
            lines,
            number - start,
            step=step,
            planned_rounds=tournament.setup.planned_rounds,
            history=history,
            max_rests_per_session=rests,
        )
        if left_out:
            proposed = replace(proposed, warnings=(*proposed.warnings, _no_place(left_out, start)))
        return proposed
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
            # The round just before the leg still counts for "a new opponent every round" (IT/REV Art. 2).
            leg.previous_opponents = history.previous_opponents
            history = leg
        if robin is None:
            # The calendar is fixed here, once: from the first round's seating order, or from the standings
            # before the phase (IT/REV Art. 2: «secondo un calendario prestabilito»).
            spared = _rested(history, rests)
            robin = {
                g: _fresh_ring(_spare_ring(m, spared), history, spared, phase_rounds)
                for g, m in (
                    _with_newcomers(groups, order) if groups else serpentine_groups(order, 1)
                ).items()
            }
        return round_robin_round(robin, number - start, history, max_rests_per_session=rests)

    def pair(_group: str, members: list[int]) -> ProposedRound:
        if method == "giallo":
            return giallo(members, history, max_rests_per_session=rests)
        return danish(members, history, variant=method, max_rests_per_session=rests)

    if groups:
        position = {e: i for i, e in enumerate(order)}
        return pair_groups(
            {g: sorted(m, key=position.__getitem__) for g, m in _with_newcomers(groups, order).items()}, pair
        )
    return pair("", order)


def _with_newcomers(groups: dict[str, list[int]], order: Sequence[int]) -> dict[str, list[int]]:
    """The merit groups with the entries admitted after the split (IT/REV Art. 39) in the last group, where
    their standing puts them (the groups, a decision taken once, are otherwise kept as they were)."""
    grouped = {e for members in groups.values() for e in members}
    late = [e for e in order if e not in grouped]
    if not late or not groups:
        return groups
    last = list(groups)[-1]
    return {g: [*members, *late] if g == last else members for g, members in groups.items()}


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


def plan_departure(
    ruleset: Ruleset, plan: str, number: int, planned: str, method: str
) -> PairingWarning | None:
    """The warning of a round paired by ``method`` where the announced plan (``plan``; none: every round by
    ``planned``) says ``planned`` (IT/REV Art. 2: the system is announced to the players before the start).
    The referee may depart from it; the proposal says so, naming the plan, and the journal keeps it."""
    if method == planned:
        return None
    article = ruleset.articles["plan"]
    announced = plan or f"{planned}"
    return PairingWarning(
        "plan",
        (),
        f"round {number} is paired by {method}, not by {planned} as the announced plan {announced} says "
        f"({article})",
        f"il turno {number} è abbinato con il metodo «{SYSTEM_NAMES.get(method, method)}», non con "
        f"«{SYSTEM_NAMES.get(planned, planned)}» come dice il piano annunciato {announced} ({article})",
    )


def default_method(ruleset: Ruleset, kind: str) -> str:
    """The method of the rounds a tournament without a plan plays: its kind's (a Mitchell; giallo's tables of
    four), unless its code pairs the rounds after the first otherwise (FED85 Art. 9: by the VP obtained, so
    the first of ``[later_rounds] methods``, the pure Danish)."""
    system = format_of(kind).plan_system
    allowed = ruleset.later_round_methods
    if not allowed or system in allowed:
        return system
    return allowed[0]


def refuse_later_method(ruleset: Ruleset, method: str, number: int) -> None:
    """A round after the first paired only by a method the tournament's code allows (FED85 Art. 9: «tutte le
    successive saranno stabilite dai V.P. ottenuti nei turni precedenti», the Danish ones); round 1 is the
    first-round seating, whatever lays it out (``refuse_first_round_seating``)."""
    allowed = ruleset.later_round_methods
    if number < 2 or not allowed or method in allowed:
        return
    listed = ", ".join(allowed)
    raise PlanError(
        f"{ruleset.name} pairs round {number} and every round after the first by the VP obtained "
        f"({ruleset.later_rounds_article}), not by {method!r}: one of {listed}",
        f"il {ruleset.name} abbina il turno {number}, come ogni turno dopo il primo, secondo i V.P. ottenuti "
        f"({ruleset.later_rounds_article}), non con {method!r}: uno tra {listed}",
    )


def refuse_plan(ruleset: Ruleset, plan: str, planned_rounds: int) -> None:
    """A plan whose rounds after the first all use a method the code allows (``refuse_later_method``), refused
    naming the first step that does not: at creation, at the desk and in a rehearsal alike."""
    if not plan or not ruleset.later_round_methods:
        return
    played = 0
    for step in parse_plan(plan, planned_rounds):
        if step.method == "groups":
            continue
        last = played + step.count
        if last >= 2:
            try:
                refuse_later_method(ruleset, step.method, max(2, played + 1))
            except PlanError as refusal:
                raise PlanError(
                    f"plan step {step.method}:{step.count}: {refusal.english}",
                    f"passo del piano {step.method}:{step.count}: {refusal.italian}",
                ) from None
        played = last


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
    # Two players alone in a group would meet every round: an individual tournament changes opponent every
    # round (IT/REV Art. 2), so its groups have three at least.
    smallest = 3 if format_of(tournament.setup.kind).new_opponent_each_round else 2
    if exact and any(size < smallest for size in sizes):
        raise PairingError(
            f"merit groups of {', '.join(map(str, sizes))}: an individual tournament's groups need "
            f"{smallest} players at least, since two alone would meet every round (IT/REV Art. 2)",
            f"gironi di merito da {', '.join(map(str, sizes))}: i gironi di un torneo individuale vogliono "
            f"almeno {smallest} giocatori, perché due soli si incontrerebbero a ogni turno (IT/REV Art. 2)",
        )
    return merit_groups(order, list(sizes) if exact else sizes_of(len(order), sizes[0], smallest))
