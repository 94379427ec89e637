"""Both edges of every range of every VP table in DIGEST §3, transcribed here by hand from the digest."""

from __future__ import annotations

import pytest

from fibur_director.games.burraco.scoring import victory_points

VP_ROWS = [(10, 10), (11, 9), (12, 8), (13, 7), (14, 6), (15, 5), (16, 4), (17, 3), (18, 2), (19, 1)]

# Upper edge of each range 10-10 .. 19-1; each range starts 5 after the previous one ends; 20-0 is "over" the last.
IT_2 = [40, 120, 200, 300, 400, 500, 620, 740, 870, 1000]
IT_3 = [50, 150, 250, 350, 500, 650, 800, 1000, 1250, 1500]
IT_4 = [100, 300, 500, 700, 900, 1100, 1300, 1500, 1700, 2000]
IT_TEAMS = [150, 350, 550, 800, 1050, 1300, 1600, 1900, 2200, 2500]
REV_2 = [50, 100, 150, 250, 350, 500, 650, 850, 1000, 1150]
REV_3 = [150, 350, 550, 800, 1050, 1300, 1600, 1900, 2200, 2500]
REV_4 = [150, 350, 550, 800, 1050, 1450, 1950, 2450, 2950, 3450]
REV_TEAMS = REV_4
FED85 = [50, 150, 250, 350, 500, 650, 800, 1000, 1250, 1500]

TABLES = [
    ("burraco-italiano", 2, False, IT_2),
    ("burraco-italiano", 3, False, IT_3),
    ("burraco-italiano", 4, False, IT_4),
    ("burraco-italiano", 2, True, IT_TEAMS),
    ("burraco-italiano", 3, True, IT_TEAMS),
    ("burraco-italiano", 4, True, IT_TEAMS),
    ("burraco-revolution", 2, False, REV_2),
    ("burraco-revolution", 3, False, REV_3),
    ("burraco-revolution", 4, False, REV_4),
    ("burraco-revolution", 3, True, REV_TEAMS),
    ("fedibur-1985", 3, False, FED85),
    ("fedibur-1985", 4, False, FED85),
]


def edges(upper: list[int]) -> list[tuple[int, tuple[int, int]]]:
    """(difference, expected VP) at the lower and upper edge of every range, and past the last one."""
    cases = []
    lower = 0
    for high, vp in zip(upper, VP_ROWS, strict=True):
        cases += [(lower, vp), (high, vp)]
        lower = high + 5
    cases += [(lower, (20, 0)), (lower + 10_000, (20, 0))]
    return cases


CASES = [
    pytest.param(
        ruleset, deals, teams, difference, vp, id=f"{ruleset}-{'teams' if teams else deals}-{difference}"
    )
    for ruleset, deals, teams, upper in TABLES
    for difference, vp in edges(upper)
]


@pytest.mark.parametrize(("ruleset", "deals", "teams", "difference", "vp"), CASES)
def test_range_edges(ruleset: str, deals: int, teams: bool, difference: int, vp: tuple[int, int]) -> None:
    assert victory_points(ruleset, deals, difference, teams=teams) == vp
    assert victory_points(ruleset, deals, -difference, teams=teams) == (vp[1], vp[0])


def test_fed85_worked_example() -> None:
    # FED85 Art. 9: 1250 v 900 -> MP +350 / -350 -> VP 13 / 7.
    assert victory_points("fedibur-1985", 3, 1250 - 900) == (13, 7)
    assert victory_points("fedibur-1985", 3, 900 - 1250) == (7, 13)


def test_command_line_examples_of_the_issue() -> None:
    assert victory_points("burraco-italiano", 4, 350) == (12, 8)
    assert victory_points("burraco-italiano", 4, -350) == (8, 12)
