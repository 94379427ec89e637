"""Giallo, Sicilian Tarot tables of four, team matches and individual play."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fibur_director.domain.pairing.danish import danish
from fibur_director.domain.pairing.first_round import Lines
from fibur_director.domain.pairing.fours import SEATS, drawn_order, giallo, in_order
from fibur_director.domain.pairing.mitchell import mitchell
from fibur_director.domain.pairing.model import History, PairingError, ProposedRound, Table, meeting
from fibur_director.domain.pairing.teams import Lineup, declares_first, team_rooms
from tests.domain.pairing.strategies import fewest_possible


def assert_fours(proposed: ProposedRound, standing: list[int]) -> None:
    seated = proposed.seated()
    assert len(seated) == len(set(seated))
    assert sorted(seated + list(proposed.rests)) == sorted(standing)
    assert len(proposed.rests) == len(standing) % 4
    assert all(len(t.entries()) == 4 for t in proposed.tables)


def test_giallo_first_round_is_one_four_against_two_three() -> None:
    proposed = giallo([11, 12, 13, 14, 15, 16, 17, 18])
    assert [(t.number, t.ns, t.ew) for t in proposed.tables] == [
        (1, (11, 14), (12, 13)),
        (2, (15, 18), (16, 17)),
    ]
    assert proposed.warnings == ()


def test_giallo_changes_partner_inside_the_table_when_it_can() -> None:
    history = History()
    history.add_round(ProposedRound((Table(1, (1, 4), (2, 3)),)))
    proposed = giallo([1, 2, 3, 4], history)
    # 1+4 and 2+3 have played together; 1+3 v 2+4 is the next choice (the regulation's order first).
    assert (proposed.tables[0].ns, proposed.tables[0].ew) == ((1, 3), (2, 4))
    assert proposed.warnings == ()


def test_giallo_with_no_way_out_warns_about_the_repeated_partner() -> None:
    history = History()
    for ns, ew in (((1, 4), (2, 3)), ((1, 3), (2, 4)), ((1, 2), (3, 4))):
        history.add_round(ProposedRound((Table(1, ns, ew),)))
    proposed = giallo([1, 2, 3, 4], history)
    codes = [w.code for w in proposed.warnings]
    assert codes == ["repeat_partner", "repeat_partner"]


def test_giallo_rests_the_lowest_who_have_not_rested() -> None:
    history = History()
    history.rests_in_session[7] = 1
    proposed = giallo([1, 2, 3, 4, 5, 6, 7], history)
    assert 7 not in proposed.rests and len(proposed.rests) == 3
    assert set(proposed.rests) == {4, 5, 6}


@given(st.integers(min_value=4, max_value=12), st.integers(min_value=1, max_value=5), st.data())
def test_giallo_never_repeats_a_partner_when_a_fresh_seating_exists(
    n: int, rounds: int, data: st.DataObject
) -> None:
    players = list(range(1, n + 1))
    history = History()
    for _ in range(rounds):
        standing = data.draw(st.permutations(players))
        proposed = giallo(standing, history, max_rests_per_session=99)
        assert_fours(proposed, standing)
        active = [p for p in standing if p not in proposed.rests]
        repeats = sum(history.partners[meeting(a, b)] > 0 for a, b in proposed.partners())
        costly = {pair for pair, times in history.partners.items() if times}
        assert repeats == fewest_possible(active, costly)
        history.add_round(proposed)


@given(st.permutations(list(range(1, 13))))
def test_tarot_seats_by_standing_north_west_south_east(standing: list[int]) -> None:
    proposed = in_order(standing)
    assert_fours(proposed, standing)
    for index, table in enumerate(proposed.tables):
        assert table.ns == tuple(standing[4 * index : 4 * index + 4])
        assert dict(zip(SEATS, table.ns, strict=True))["N"] == standing[4 * index]
        assert dict(zip(SEATS, table.ns, strict=True))["E"] == standing[4 * index + 3]
    assert proposed.partners() == []  # everyone plays against everyone at a Tarot table
    assert len(proposed.opponents()) == 6 * len(proposed.tables)


def test_tarot_draw_is_repeatable_and_needs_four() -> None:
    assert drawn_order(range(1, 9), seed=5) == drawn_order(range(1, 9), seed=5)
    assert sorted(drawn_order(range(1, 9), seed=5)) == list(range(1, 9))
    assert drawn_order(range(1, 9), seed=5) != drawn_order(range(1, 9), seed=6)
    with pytest.raises(PairingError, match="at least four"):
        in_order([1, 2, 3])


def test_team_match_plays_both_rooms_with_the_declared_pairs() -> None:
    matches = danish([10, 20, 30, 40])
    lineups = {
        10: Lineup(("a1", "a2"), ("a3", "a4")),
        20: Lineup(("b1", "b2"), ("b3", "b4")),
    }
    rooms = team_rooms(matches, lineups, {10: ["a1", "a2", "a3", "a4"], 20: ["b1", "b2", "b3", "b4", "b5"]})
    first, second = rooms.tables[0], rooms.tables[1]
    assert (first.number, first.room, first.match, first.ns, first.ew) == (1, "open", 1, (10,), (20,))
    assert (second.number, second.room, second.match, second.ns, second.ew) == (2, "closed", 1, (20,), (10,))
    assert (first.ns_players, first.ew_players) == (("a1", "a2"), ("b1", "b2"))
    assert (second.ns_players, second.ew_players) == (("b3", "b4"), ("a3", "a4"))
    assert rooms.tables[2].ns_players == () and rooms.tables[3].room == "closed"
    history = History()
    history.add_round(rooms)
    assert history.meetings[meeting(10, 20)] == 1  # a match is one meeting, not one per room


def test_team_lineup_refusals_name_the_team() -> None:
    matches = danish([10, 20])
    with pytest.raises(PairingError, match="team 10: the two rooms need four different players"):
        team_rooms(matches, {10: Lineup(("a1", "a2"), ("a2", "a3"))}, {10: ["a1", "a2", "a3"]})
    with pytest.raises(PairingError, match="team 20: x9 not in the team"):
        team_rooms(matches, {20: Lineup(("b1", "b2"), ("b3", "x9"))}, {20: ["b1", "b2", "b3", "b4"]})


def test_lower_placed_team_declares_first() -> None:
    assert declares_first(10, 20, [20, 30, 10]) == 10
    assert declares_first(10, 20, [10, 20]) == 20
    assert declares_first(10, 20, []) == 20  # first round: by entry number


@given(st.integers(min_value=2, max_value=30))
def test_odd_team_count_gives_one_team_a_bye(n: int) -> None:
    rooms = team_rooms(danish(list(range(1, n + 1))))
    assert len(rooms.rests) == n % 2
    assert len(rooms.tables) == 2 * (n // 2)
    for team in range(1, n + 1):
        if team not in rooms.rests:
            sides = [("ns" if team in t.ns else "ew") for t in rooms.tables if team in t.entries()]
            assert sorted(sides) == ["ew", "ns"]  # each team plays both lines


def test_individual_play_uses_the_pairs_engines_on_single_players() -> None:
    # Uno contro uno: each player is an entry; Mitchell and Danish seat one player a side.
    proposed = mitchell(Lines((1, 2, 3), (4, 5, 6)), 1)
    assert [(t.ns, t.ew) for t in proposed.tables] == [((1,), (6,)), ((2,), (4,)), ((3,), (5,))]
    assert danish([5, 3, 1, 2]).tables[0].entries() == (5, 3)
