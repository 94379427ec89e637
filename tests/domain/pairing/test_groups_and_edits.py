"""Round robin, group formation, merit groups and manual edits."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fibur_director.domain.pairing.danish import danish
from fibur_director.domain.pairing.edit import seat_together, send_to_rest, swap
from fibur_director.domain.pairing.groups import drawn_groups, merit_groups, pair_groups, serpentine_groups
from fibur_director.domain.pairing.model import History, PairingError, meeting
from fibur_director.domain.pairing.round_robin import berger_calendar, round_robin_round


@given(st.integers(min_value=2, max_value=24))
def test_round_robin_meets_everyone_once(n: int) -> None:
    entries = list(range(101, 101 + n))
    calendar = berger_calendar(entries)
    assert len(calendar) == (n - 1 if n % 2 == 0 else n)
    meetings = [meeting(a, b) for rnd in calendar for a, b in rnd if a is not None and b is not None]
    assert sorted(map(sorted, meetings)) == sorted(map(sorted, itertools.combinations(entries, 2)))
    for rnd in calendar:  # everyone once per round, at most one bye
        seated = [e for pair in rnd for e in pair if e is not None]
        assert sorted(seated) == entries
    byes = [next(e for e in pair if e is not None) for rnd in calendar for pair in rnd if None in pair]
    assert sorted(byes) == (entries if n % 2 else [])


def test_round_robin_round_across_groups() -> None:
    groups = {"A": [1, 2, 3, 4], "B": [5, 6, 7]}
    proposed = round_robin_round(groups, 0)
    assert [t.group for t in proposed.tables] == ["A", "A", "B"]
    assert [t.number for t in proposed.tables] == [1, 2, 3]
    assert len(proposed.rests) == 1 and proposed.rests[0] in groups["B"]
    with pytest.raises(PairingError, match="has 3 rounds"):
        round_robin_round({"A": [1, 2, 3, 4]}, 3)


@given(st.integers(min_value=4, max_value=60), st.data())
def test_serpentine_balances_groups(n: int, data: st.DataObject) -> None:
    count = data.draw(st.integers(min_value=1, max_value=n // 2))
    groups = serpentine_groups(list(range(1, n + 1)), count)
    sizes = [len(g) for g in groups.values()]
    assert max(sizes) - min(sizes) <= 1
    assert sorted(e for g in groups.values() for e in g) == list(range(1, n + 1))
    assert [g[0] for g in groups.values()] == list(range(1, count + 1))  # the top seeds head the groups


def test_serpentine_example_and_draw() -> None:
    assert serpentine_groups([1, 2, 3, 4, 5, 6, 7, 8], 2) == {"A": [1, 4, 5, 8], "B": [2, 3, 6, 7]}
    assert drawn_groups(range(1, 9), 2, seed=7) == drawn_groups(range(8, 0, -1), 2, seed=7)
    with pytest.raises(PairingError):
        serpentine_groups([1, 2, 3], 2)


def test_merit_groups_split_the_standings() -> None:
    standing = [9, 3, 7, 1, 5, 2, 8, 4]
    assert merit_groups(standing, [4, 4]) == {"A": [9, 3, 7, 1], "B": [5, 2, 8, 4]}
    with pytest.raises(PairingError, match="add up"):
        merit_groups(standing, [4, 3])
    proposed = pair_groups(merit_groups(standing, [4, 4]), lambda _g, members: danish(members))
    assert [(t.group, t.ns[0], t.ew[0]) for t in proposed.tables] == [
        ("A", 9, 3),
        ("A", 7, 1),
        ("B", 5, 2),
        ("B", 8, 4),
    ]


def test_edits_list_what_they_introduce() -> None:
    history = History()
    history.meetings[meeting(1, 3)] = 1
    history.rests_in_session[5] = 1
    history.banned = History.ban([(2, 4)])
    proposed = danish([1, 2, 3, 4, 5], history, variant="danish-norepeat")
    # 5 rested already, so 4 (the lowest that has not) rests; then 1 v 2 and 3 v 5 repeat nothing.
    assert proposed.rests == (4,) and proposed.opponents() == [(1, 2), (3, 5)] and proposed.warnings == ()

    swapped = swap(proposed, 2, 3, history)
    assert swapped.opponents() == [(1, 3), (2, 5)] and [w.code for w in swapped.warnings] == ["repeat"]

    second = swap(proposed, 5, 4, history)
    assert second.rests == (5,) and [w.code for w in second.warnings] == ["second_rest"]

    together = seat_together(proposed, 2, 4, history)
    assert together.opponents() == [(3, 5), (2, 4)] and together.rests == (1,)
    assert [t.number for t in together.tables] == [1, 2] and [w.code for w in together.warnings] == ["banned"]

    rested = send_to_rest(proposed, 1, history)
    assert (
        rested.opponents() == [(3, 5)] and sorted(rested.rests) == [1, 2, 4] and rested.tables[0].number == 1
    )
    assert [w.code for w in rested.warnings] == []  # first rests in the session for 1 and 2

    with pytest.raises(PairingError, match="not in this round"):
        swap(proposed, 1, 99, history)
    with pytest.raises(PairingError, match="against itself"):
        seat_together(proposed, 1, 1, history)


def test_merit_group_sizes_fold_a_lonely_last_entry_into_the_group_before() -> None:
    from fibur_director.domain.pairing.groups import sizes_of

    assert sizes_of(7, 6) == [7]
    assert sizes_of(40, 16) == [16, 16, 8]
    assert sizes_of(33, 16) == [16, 17]
    assert sizes_of(4, 6) == [4]
