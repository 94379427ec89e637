"""Danish pairings: properties with hypothesis, checked against brute force on small fields."""

from __future__ import annotations

import itertools

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from fibur_director.domain.pairing.danish import danish
from fibur_director.domain.pairing.model import History, ProposedRound, meeting
from tests.domain.pairing.strategies import fewest_possible


def assert_everyone_once(proposed: ProposedRound, standing: list[int]) -> None:
    seated = proposed.seated()
    assert len(seated) == len(set(seated))
    assert sorted(seated + list(proposed.rests)) == sorted(standing)
    assert len(proposed.rests) == len(standing) % 2
    assert [t.number for t in proposed.tables] == list(range(1, len(proposed.tables) + 1))


@st.composite
def field_and_history(draw: st.DrawFn, max_entries: int = 12) -> tuple[list[int], History]:
    n = draw(st.integers(min_value=2, max_value=max_entries))
    standing = draw(st.permutations(list(range(1, n + 1))))
    history = History()
    pairs = list(itertools.combinations(standing, 2))
    for a, b in draw(st.lists(st.sampled_from(pairs), max_size=3 * n)):
        history.meetings[meeting(a, b)] += 1
    for a, b in draw(st.lists(st.sampled_from(pairs), max_size=n // 2)):
        history.previous_opponents.setdefault(a, set()).add(b)
        history.previous_opponents.setdefault(b, set()).add(a)
    return list(standing), history


@given(field_and_history(max_entries=40))
def test_pure_danish_follows_the_standing_order_exactly(case: tuple[list[int], History]) -> None:
    standing, history = case
    proposed = danish(standing, history, variant="danish")
    assert_everyone_once(proposed, standing)
    playing = [e for e in standing if e not in proposed.rests]
    assert [(t.ns[0], t.ew[0]) for t in proposed.tables] == list(
        zip(playing[::2], playing[1::2], strict=True)
    )
    if proposed.rests:
        assert proposed.rests == (standing[-1],)  # nobody has rested yet in this history
    repeats = {w.entries for w in proposed.warnings if w.code == "repeat"}
    assert repeats == {(t.ns[0], t.ew[0]) for t in proposed.tables if history.met(t.ns[0], t.ew[0])}


@settings(max_examples=150)
@given(field_and_history())
def test_norepeat_has_zero_repeats_whenever_brute_force_finds_a_pairing(
    case: tuple[list[int], History],
) -> None:
    standing, history = case
    proposed = danish(standing, history, variant="danish-norepeat")
    assert_everyone_once(proposed, standing)
    playing = [e for e in standing if e not in proposed.rests]
    met = {m for m, times in history.meetings.items() if times}
    repeats = sum(history.met(a, b) for a, b in proposed.opponents())
    assert repeats == fewest_possible(playing, met)
    assert len([w for w in proposed.warnings if w.code == "repeat"]) == repeats


@settings(max_examples=100)
@given(field_and_history())
def test_modified_avoids_the_previous_opponent_when_possible(case: tuple[list[int], History]) -> None:
    standing, history = case
    proposed = danish(standing, history, variant="danish-modified")
    assert_everyone_once(proposed, standing)
    playing = [e for e in standing if e not in proposed.rests]
    previous = {meeting(a, b) for a, bs in history.previous_opponents.items() for b in bs}
    again = sum(meeting(a, b) in previous for a, b in proposed.opponents())
    assert again == fewest_possible(playing, previous)


@given(field_and_history(max_entries=10), st.data())
def test_banned_meetings_are_avoided_like_repeats(
    case: tuple[list[int], History], data: st.DataObject
) -> None:
    standing, history = case
    assume(len(standing) >= 4)
    a, b = data.draw(st.permutations(standing))[:2]
    history.banned = History.ban([(a, b)])
    proposed = danish(standing, history, variant="danish")
    playing = [e for e in standing if e not in proposed.rests]
    if fewest_possible(playing, history.banned) == 0:
        assert meeting(a, b) not in {meeting(x, y) for x, y in proposed.opponents()}


def test_norepeat_moves_as_little_as_possible() -> None:
    history = History()
    history.meetings[meeting(1, 2)] = 1
    # 1 cannot meet 2: the nearest fix is 1 v 3 and 2 v 4; the rest of the order is untouched.
    proposed = danish([1, 2, 3, 4, 5, 6], history, variant="danish-norepeat")
    assert [(t.ns[0], t.ew[0]) for t in proposed.tables] == [(1, 3), (2, 4), (5, 6)]


def test_table_one_hosts_the_top_match_and_better_placed_sits_north_south() -> None:
    history = History()
    history.meetings[meeting(1, 2)] = 1
    proposed = danish([4, 2, 1, 3], history, variant="danish")
    assert [(t.number, t.ns[0], t.ew[0]) for t in proposed.tables] == [(1, 4, 2), (2, 1, 3)]


@given(st.integers(min_value=3, max_value=31).filter(lambda n: n % 2 == 1), st.randoms(use_true_random=False))
def test_nobody_rests_twice_in_a_session_while_arithmetic_allows(n: int, rng: object) -> None:
    standing = list(range(1, n + 1))
    history = History()
    for _round in range(n):  # a session of n rounds: each entry can rest exactly once
        rng.shuffle(standing)  # type: ignore[attr-defined]
        proposed = danish(standing, history, variant="danish")
        assert not [w for w in proposed.warnings if w.code == "second_rest"]
        history.add_round(proposed)
    assert set(history.rests_in_session.values()) == {1}
    proposed = danish(standing, history)  # round n+1 in the same session: somebody must rest twice
    assert [w.code for w in proposed.warnings if w.code == "second_rest"] == ["second_rest"]
    history.add_round(proposed, new_session=True)
    assert sum(history.rests_in_session.values()) == 1
