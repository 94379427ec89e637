"""Equivalent MP, errors of the scoring API, and the properties every VP table must have."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fibur_director.domain.errors import ScoreError
from fibur_director.games.burraco.ruleset import get_ruleset, ruleset_ids
from fibur_director.games.burraco.scoring import equivalent_mp, victory_points

# Every (ruleset, deals, teams) that has a table, from the rulesets themselves (checked by test_vp_tables).
COMBINATIONS = [
    (rid, deals, table.teams)
    for rid in ruleset_ids()
    for table in get_ruleset(rid).vp_tables
    for deals in table.deals
]
combination = st.sampled_from(COMBINATIONS)
difference = st.integers(min_value=-1000, max_value=1000).map(lambda n: n * 5)


@given(combination, difference)
def test_vp_sum_to_20(combo: tuple[str, int, bool], mp: int) -> None:
    rid, deals, teams = combo
    assert sum(victory_points(rid, deals, mp, teams=teams)) == 20


@given(combination, difference)
def test_symmetric(combo: tuple[str, int, bool], mp: int) -> None:
    rid, deals, teams = combo
    mine, theirs = victory_points(rid, deals, mp, teams=teams)
    assert victory_points(rid, deals, -mp, teams=teams) == (theirs, mine)


@given(combination, difference, difference)
def test_monotone(combo: tuple[str, int, bool], a: int, b: int) -> None:
    rid, deals, teams = combo
    low, high = sorted((a, b))
    assert victory_points(rid, deals, low, teams=teams)[0] <= victory_points(rid, deals, high, teams=teams)[0]


@given(combination, st.integers(min_value=0, max_value=20))
def test_equivalent_mp_gives_back_its_vp(combo: tuple[str, int, bool], vp: int) -> None:
    rid, deals, teams = combo
    mp = equivalent_mp(rid, deals, vp, teams=teams)
    assert victory_points(rid, deals, mp, teams=teams)[0] == vp
    assert equivalent_mp(rid, deals, 20 - vp, teams=teams) == -mp


@pytest.mark.parametrize(
    ("ruleset", "deals", "teams", "vp", "mp"),
    [
        # The figures the codes print (DIGEST §3): the lower bound of the VP's range.
        ("burraco-italiano", 4, False, 13, 505),
        ("burraco-italiano", 3, False, 14, 355),
        ("burraco-italiano", 2, False, 14, 305),
        ("burraco-italiano", 4, True, 13, 555),
        ("burraco-italiano", 4, False, 7, -505),
        ("burraco-italiano", 4, False, 10, 0),
        ("burraco-italiano", 4, False, 20, 2005),
        ("burraco-italiano", 4, False, 0, -2005),
        ("burraco-revolution", 4, False, 13, 555),
        ("burraco-revolution", 2, False, 12, 105),
        ("fedibur-1985", 3, False, 13, 255),
    ],
)
def test_equivalent_mp(ruleset: str, deals: int, teams: bool, vp: int, mp: int) -> None:
    assert equivalent_mp(ruleset, deals, vp, teams=teams) == mp


@pytest.mark.parametrize(
    ("call", "words"),
    [
        (lambda: victory_points("burraco-italiano", 4, 352), ["352", "multiple of 5", "350", "355"]),
        (lambda: victory_points("burraco-italiano", 4, -7), ["-7", "multiple of 5"]),
        (
            lambda: victory_points("scopa", 4, 0),
            ["scopa", "burraco-italiano", "burraco-revolution", "fedibur-1985"],
        ),
        (lambda: victory_points("burraco-italiano", 5, 0), ["5 deals", "2 deals, 3 deals, 4 deals, teams"]),
        (lambda: victory_points("fedibur-1985", 2, 0), ["2 deals", "3 deals, 4 deals"]),
        (lambda: victory_points("fedibur-1985", 3, 0, teams=True), ["teams", "3 deals, 4 deals"]),
        (lambda: victory_points("burraco-revolution", 4, 0, teams=True), ["teams on 4 deals", "teams"]),
        (lambda: victory_points("burraco-italiano", 4, 35.0), ["whole number"]),  # type: ignore[arg-type]
        (lambda: victory_points("burraco-italiano", True, 0), ["whole number"]),
        (lambda: equivalent_mp("burraco-italiano", 4, 21), ["between 0 and 20", "21"]),
        (lambda: equivalent_mp("burraco-italiano", 4, -1), ["between 0 and 20"]),
    ],
)
def test_errors_say_what_is_wrong_and_what_is_allowed(call: object, words: list[str]) -> None:
    with pytest.raises(ScoreError) as caught:
        call()  # type: ignore[operator]
    assert isinstance(caught.value, ValueError)
    for word in words:
        assert word in str(caught.value)
    assert caught.value.italian and caught.value.italian != str(caught.value)


def test_italian_message() -> None:
    with pytest.raises(ScoreError) as caught:
        victory_points("burraco-italiano", 4, 352)
    assert "non è un multiplo di 5" in caught.value.message("it")
