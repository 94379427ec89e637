"""Every engine, every plan, every kind, through the orchestration the desk and ``simulate`` share
(``games.burraco.orchestration.next_round``): the guarantees the regulation asks of a seating, checked on whole
tournaments rather than on one engine call (issue 28: a refactor broke the round robin and no test noticed).

- every entry plays or rests exactly once in every round;
- a round-robin phase, from round 1 or later, meets each pair of its group at most once, and exactly once
  when the phase plays the whole calendar (IT/REV Art. 2);
- nobody rests twice in a session while the field allows otherwise (IT Art. 39);
- the Danish variants keep their repeat guarantees against brute force (danish-norepeat: the fewest repeats
  possible; danish-modified: the fewest meetings with the previous opponent possible).
"""

from __future__ import annotations

import itertools
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings

from fibur_director.domain.pairing.model import meeting
from fibur_director.domain.tournament import Round, Tournament
from fibur_director.games.burraco.orchestration import parse_plan
from fibur_director.games.burraco.simulation import simulate
from tests.domain.pairing.strategies import (
    Case,
    calendar_rounds,
    cases,
    fewest_possible,
    perfect_matchings,
)


def matches(rnd: Round) -> list[tuple[int, int, str | None]]:
    """One line per pairing: a team match plays at two tables (open and closed room)."""
    return [(t.ns[0], t.ew[0], t.group) for t in rnd.tables if t.room != "closed" and len(t.ns) == 1]


def phases(case: Case) -> list[tuple[str, range]]:
    result = []
    start = 1
    for step in parse_plan(case.plan, case.rounds):
        if step.method == "groups":
            continue
        result.append((step.method, range(start, start + step.count)))
        start += step.count
    return result


def assert_everyone_once(tournament: Tournament) -> None:
    ids = sorted(tournament.entry_ids())
    for rnd in tournament.rounds:
        seated = [e for t in rnd.tables if t.room != "closed" for e in t.entries()]
        assert sorted(seated + list(rnd.rest)) == ids, f"round {rnd.number}: {seated} + rest {rnd.rest}"


def assert_round_robin(tournament: Tournament, case: Case) -> None:
    for method, numbers in phases(case):
        if method != "italian":
            continue
        met: Counter[frozenset[int]] = Counter()
        members: dict[str | None, set[int]] = {}
        for number in numbers:
            rnd = tournament.rounds[number - 1]
            for ns, ew, group in matches(rnd):
                met[meeting(ns, ew)] += 1
                members.setdefault(group, set()).update((ns, ew))
        assert max(met.values(), default=1) == 1, f"a meeting repeats inside the round robin {numbers}"
        first = tournament.rounds[numbers.start - 1]
        for group, seated in members.items():
            group_entries = seated | {e for e in first.rest if e in seated or len(members) == 1}
            if len(numbers) == calendar_rounds(len(group_entries)):
                expected = {meeting(a, b) for a, b in itertools.combinations(group_entries, 2)}
                assert {m for m in met if m <= group_entries} == expected, (
                    f"group {group}: not every pair met"
                )


def assert_one_rest_while_possible(tournament: Tournament, case: Case) -> None:
    """Nobody rests twice in the session (``simulate`` plays one) while the arithmetic allows it: as long
    as the rests handed out so far do not exceed the field."""
    if "groups" in case.plan:
        return  # inside merit groups a small odd group's calendar decides; covered by the round-robin check
    rests: Counter[int] = Counter()
    for rnd in tournament.rounds:
        rests.update(rnd.rest)
        if sum(rests.values()) <= case.entries:
            assert max(rests.values(), default=0) <= 1, f"round {rnd.number}: rests {dict(rests)}"


def fewest_first_avoiding(
    entries: list[int], previous: set[frozenset[int]], costly: set[frozenset[int]]
) -> tuple[int, int]:
    """The fewest previous-round meetings possible, and with that the fewest costly ones."""
    return min(
        (sum(meeting(a, b) in previous for a, b in m), sum(meeting(a, b) in costly for a, b in m))
        for m in perfect_matchings(entries)
    )


def assert_danish_guarantees(tournament: Tournament, case: Case) -> None:
    """danish-norepeat: the fewest repeats possible; danish-modified: the fewest meetings with the previous
    opponent possible. An individual tournament changes opponent every round (IT/REV Art. 2), first: its rounds
    have the fewest previous-round meetings possible, and among those the variant's fewest (the decision of
    issue 35: Art. 2's new opponent before a variant's repeats, Art. 39's one rest before both)."""
    met: set[frozenset[int]] = set()
    previous: set[frozenset[int]] = set()
    for rnd in tournament.rounds:
        pairs = [(ns, ew) for ns, ew, _ in matches(rnd)]
        if (
            rnd.system in ("danish-norepeat", "danish-modified")
            and len(pairs) <= 6
            and not any(t.group for t in rnd.tables)
        ):
            playing = [e for pair in pairs for e in pair]
            costly = met if rnd.system == "danish-norepeat" else previous
            got = sum(meeting(a, b) in costly for a, b in pairs)
            if case.kind == "individual":
                again = sum(meeting(a, b) in previous for a, b in pairs)
                assert (again, got) == fewest_first_avoiding(playing, previous, costly), (
                    f"round {rnd.number} ({rnd.system}, individual)"
                )
            else:
                assert got == fewest_possible(playing, costly), f"round {rnd.number} ({rnd.system})"
        previous = {meeting(a, b) for a, b in pairs}
        met |= previous


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(cases())
def test_every_engine_and_plan_keeps_the_seating_guarantees(case: Case) -> None:
    tournament = simulate(
        kind=case.kind, entries=case.entries, rounds=case.rounds, plan=case.plan, seed=case.seed
    )
    assert [r.number for r in tournament.rounds] == list(range(1, case.rounds + 1))
    assert_everyone_once(tournament)
    assert_round_robin(tournament, case)
    assert_one_rest_while_possible(tournament, case)
    assert_danish_guarantees(tournament, case)


def test_a_round_robin_from_round_one_meets_every_pair_once_by_hand() -> None:
    """IT/REV Art. 2 with plan italian:7 and 8 pairs: 28 meetings, none twice (the broken calendar gave 22,
    6 of them twice); with 7 pairs each pair rests exactly once (it gave three pairs two rests)."""
    eight = simulate(entries=8, rounds=7, plan="italian:7", seed=3)
    meetings = Counter(meeting(ns, ew) for rnd in eight.rounds for ns, ew, _ in matches(rnd))
    assert len(meetings) == 28 and set(meetings.values()) == {1}
    seven = simulate(entries=7, rounds=7, plan="italian:7", seed=3)
    assert sorted(e for rnd in seven.rounds for e in rnd.rest) == [1, 2, 3, 4, 5, 6, 7]
    assert len({meeting(ns, ew) for rnd in seven.rounds for ns, ew, _ in matches(rnd)}) == 21


@pytest.mark.parametrize(("entries", "legs"), [(8, 2), (7, 2), (6, 3)])
def test_a_round_robin_longer_than_its_calendar_plays_it_in_legs(entries: int, legs: int) -> None:
    """A double (or triple) round robin, ``italian:7,italian:7`` for 8 pairs: once a calendar is played out the
    next round starts a new one (IT/REV Art. 2), so each pair meets once per leg; it used to stop at round 8
    with "a round robin of 8 entries has 7 rounds, not 8"."""
    length = entries - 1 if entries % 2 == 0 else entries
    plan = ",".join([f"italian:{length}"] * legs)
    tournament = simulate(entries=entries, rounds=length * legs, plan=plan, seed=2)
    for leg in range(legs):
        rounds = tournament.rounds[leg * length : (leg + 1) * length]
        met = Counter(frozenset((t.ns[0], t.ew[0])) for r in rounds for t in r.tables)
        assert set(met) == {frozenset(p) for p in itertools.combinations(range(1, entries + 1), 2)}
        assert set(met.values()) == {1}
        assert sorted(e for r in rounds for e in r.rest) == (
            [] if entries % 2 == 0 else list(range(1, entries + 1))
        )


def test_the_second_leg_warns_no_repeat_of_the_first() -> None:
    """Meeting everyone again is what a second leg is for: its proposals carry no "repeat" warning for the first
    leg's meetings (review of issue 28), only for a meeting repeated within the leg."""
    from dataclasses import replace

    from fibur_director.games.burraco.orchestration import next_round
    from fibur_director.games.burraco.ruleset import get_ruleset

    whole = simulate(entries=8, rounds=14, plan="italian:7,italian:7", seed=2)
    ruleset = get_ruleset(whole.setup.ruleset)
    for played in (7, 8, 10):
        before = replace(whole, rounds=whole.rounds[:played])
        proposed = next_round(before, ruleset, played + 1, "italian", None)
        assert [w for w in proposed.warnings if w.code == "repeat"] == []
