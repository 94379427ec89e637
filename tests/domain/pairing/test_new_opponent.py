"""IT/REV Art. 2: «Nei tornei individuali (uno contro uno) ogni giocatore si iscrive singolarmente e cambia
avversario ad ogni turno». Every method the plan can name keeps an individual player from meeting the same
opponent in two consecutive rounds (issue 35, item 3): the Danish engines avoid the previous opponent (the rest
included), a Mitchell or a calendar started after other rounds lays out its first round so, and review() warns
("consecutive") of an edit that brings one back. Pairs and teams may meet again (the pure Danish allows it)."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import HealthCheck, given, settings

from fibur_director.domain.pairing.danish import danish
from fibur_director.domain.pairing.edit import swap
from fibur_director.domain.pairing.model import History, ProposedRound, Table
from fibur_director.domain.tournament import Entry, PlayedTable, Player, Result, Round, Setup, Tournament
from fibur_director.games.burraco.orchestration import history_before, next_round
from fibur_director.games.burraco.ruleset import get_ruleset
from fibur_director.games.burraco.simulation import simulate
from tests.domain.pairing.strategies import Case, cases

IT = get_ruleset("burraco-italiano")


def _played(
    kind: str, entries: int, tables: list[tuple[int, int, int, int]], rest: tuple[int, ...] = ()
) -> Tournament:
    """Round 1 by hand: (ns, ew, ns points, ew points) per table, 4 deals, Burraco Italiano."""
    size = 1 if kind == "individual" else 2
    players = tuple(Player(f"p{i}", f"S{i}", "N") for i in range(1, entries * size + 1))
    field = tuple(
        Entry(e, f"E{e}", tuple(f"p{(e - 1) * size + k}" for k in range(1, size + 1)))
        for e in range(1, entries + 1)
    )
    played = Round(
        1,
        "danish",
        tuple(PlayedTable(n, (a,), (b,), Result(x, y)) for n, (a, b, x, y) in enumerate(tables, start=1)),
        rest,
    )
    setup = Setup("Prova", "2026-12-20", IT.id, kind, 4, 3, ((1, 2, 3),))
    return Tournament(setup, players, field, (played,))


def _pairs(proposed: ProposedRound) -> list[tuple[int, int]]:
    return [(t.ns[0], t.ew[0]) for t in proposed.tables]


def test_the_pure_danish_takes_the_nearest_new_opponent() -> None:
    """Four players, round 1 drawn 1-2 and 3-4, both 1000-1000: all 10 VP and 0 MP, ranked by number. The pure
    Danish (1st v 2nd, 3rd v 4th) would bring back both meetings: an individual tournament plays 1-3 and 2-4,
    the nearest new opponents; a pairs tournament plays 1-2 and 3-4 again, warned as repeats."""
    scores = [(1, 2, 1000, 1000), (3, 4, 1000, 1000)]
    individual = next_round(_played("individual", 4, scores), IT, 2, "danish", None)
    assert _pairs(individual) == [(1, 3), (2, 4)] and individual.warnings == ()
    pairs = next_round(_played("pairs", 4, scores), IT, 2, "danish", None)
    assert _pairs(pairs) == [(1, 2), (3, 4)]
    assert [w.code for w in pairs.warnings] == ["repeat", "repeat"]


def test_a_mitchell_started_after_the_first_round_lays_out_new_opponents() -> None:
    """Six players, round 1: 1-2 1200-1000 (MP 200), 3-4 1250-1000 (250), 5-6 1300-1000 (300): all 11-9 on 4
    deals (IT Art. 18: 105-300). Standings 5, 3, 1, 2, 4, 6: the lines by standing are fixed 5 3 1, moving 2 4
    6, so table 2 would seat 3 against 4 again. Its moving entry changes place with table 1's: 5-4, 3-2, 1-6."""
    scores = [(1, 2, 1200, 1000), (3, 4, 1250, 1000), (5, 6, 1300, 1000)]
    individual = next_round(_played("individual", 6, scores), IT, 2, "mitchell", None)
    assert _pairs(individual) == [(5, 4), (3, 2), (1, 6)] and individual.warnings == ()
    pairs = next_round(_played("pairs", 6, scores), IT, 2, "mitchell", None)
    assert _pairs(pairs) == [(5, 2), (3, 4), (1, 6)]


def test_a_calendar_started_after_the_first_round_lays_out_new_opponents() -> None:
    """Four players, round 1: 1-2 1100-1000 (MP 100), 3-4 1050-1000 (50): all 10-10, standings 1, 3, 4, 2. The
    ring 1 3 4 2 would open with 1-2 and 3-4 again; its away half is reordered: ring 1 3 2 4, so round 2 plays
    1-4 and 3-2 and the calendar still meets everyone once (round 3: 2-1, 4-3; round 4: 1-3, 4-2)."""
    scores = [(1, 2, 1100, 1000), (3, 4, 1050, 1000)]
    played = _played("individual", 4, scores)
    second = next_round(played, IT, 2, "italian", None)
    assert _pairs(second) == [(1, 4), (3, 2)]


def test_an_edit_that_brings_back_the_previous_opponent_is_warned() -> None:
    scores = [(1, 2, 1000, 1000), (3, 4, 1000, 1000)]
    played = _played("individual", 4, scores)
    history = history_before(played, 2)
    proposed = next_round(played, IT, 2, "danish", None)
    edited = swap(proposed, 3, 2, history)
    assert _pairs(edited) == [(1, 2), (3, 4)]
    assert [w.italian for w in edited.warnings if w.code == "consecutive"] == [
        "1 e 2 si sono incontrati nel turno precedente: nei tornei individuali ogni giocatore cambia avversario "
        "ad ogni turno (IT/REV Art. 2)",
        "3 e 4 si sono incontrati nel turno precedente: nei tornei individuali ogni giocatore cambia avversario "
        "ad ogni turno (IT/REV Art. 2)",
    ]


def test_three_players_rest_so_the_two_left_did_not_just_meet() -> None:
    """Three players, one rest each so far: round 1 1-2 (3 rests), round 2 1-3 (2 rests), round 3 2-3 (1
    rests). Round 4 by the standings 2, 3, 1: everyone has rested, so the lowest placed, 1, would rest again
    and leave 2-3, last round's meeting. An individual tournament rests the next lowest, 3, and plays 2-1; a
    pairs tournament rests 1 and plays 2-3 again."""
    for new_opponent, table, rest in ((True, (2, 1), (3,)), (False, (2, 3), (1,))):
        history = History(new_opponent=new_opponent)
        history.add_round(ProposedRound((Table(1, (1,), (2,)),), (3,)))
        history.add_round(ProposedRound((Table(1, (1,), (3,)),), (2,)))
        history.add_round(ProposedRound((Table(1, (2,), (3,)),), (1,)))
        fourth = danish([2, 3, 1], history)
        assert ([(t.ns[0], t.ew[0]) for t in fourth.tables], fourth.rests) == ([table], rest)
        assert [w.code for w in fourth.warnings] == ["repeat", "second_rest"]


def test_a_second_rest_is_never_given_for_a_new_opponent() -> None:
    """IT Art. 39 before Art. 2 (the decision of issue 35). Five players: round 1 rests 1, round 2 rests 2,
    round 3 plays 1-2 (5 rests). A merit group of 1, 2 and 3 in round 4: only 3 may still rest, and resting 1 or
    2 instead would give them a second rest in the session to avoid last round's meeting. 3 rests, 1 and 2 meet
    again, and the referee is warned of it."""
    history = History(new_opponent=True)
    history.add_round(ProposedRound((Table(1, (2,), (3,)), Table(2, (4,), (5,))), (1,)))
    history.add_round(ProposedRound((Table(1, (1,), (3,)), Table(2, (5,), (4,))), (2,)))
    history.add_round(ProposedRound((Table(1, (1,), (2,)), Table(2, (3,), (4,))), (5,)))
    fourth = danish([1, 2, 3], history)
    assert ([(t.ns[0], t.ew[0]) for t in fourth.tables], fourth.rests) == ([(1, 2)], (3,))
    assert "consecutive" in [w.code for w in fourth.warnings]
    assert "second_rest" not in [w.code for w in fourth.warnings]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(cases(kinds=("individual",)))
def test_no_individual_meets_the_same_opponent_in_consecutive_rounds(case: Case) -> None:
    """Art. 2's new opponent gives way only to Art. 39's one rest a session (the decision of issue 35): a
    repeat of the previous round is played only in a group (or field) of five players at most, two tables, where
    someone has rested already and the rests left to hand out within the phase leave no other layout."""
    tournament = simulate(
        kind=case.kind, entries=case.entries, rounds=case.rounds, plan=case.plan, seed=case.seed
    )
    rested: set[int] = set()
    for before, after in itertools.pairwise(tournament.rounds):
        rested.update(before.rest)
        met = {frozenset(t.entries()) for t in before.tables}
        for table in after.tables:
            if frozenset(table.entries()) not in met:
                continue
            group = {e for t in after.tables if t.group == table.group for e in t.entries()}
            group |= {
                e for e in after.rest if not table.group or e in _members(tournament, after, table.group)
            }
            assert len(group) <= 5 and group & rested, (
                f"round {after.number} ({after.system}) repeats round {before.number}: {table.entries()}"
            )


def _members(tournament: Tournament, rnd: Round, group: str) -> set[int]:
    """A group's members as the rounds so far seated them (its resting members are not at its tables)."""
    return {
        e for r in tournament.rounds[: rnd.number] for t in r.tables if t.group == group for e in t.entries()
    }


def test_an_individual_merit_group_has_three_players_at_least() -> None:
    """Two players alone in a group would meet every round: eight players in groups of three make 3 + 5 for
    an individual tournament (3 + 3 + 2 for pairs), and sizes the referee gives with a 2 are refused."""
    import dataclasses

    import pytest

    from fibur_director.domain.pairing.groups import sizes_of
    from fibur_director.domain.pairing.model import PairingError
    from fibur_director.games.burraco.orchestration import split_groups

    assert sizes_of(8, 3) == [3, 3, 2] and sizes_of(8, 3, smallest=3) == [3, 5]
    played = simulate(kind="individual", entries=8, rounds=2, plan="mitchell:2", seed=1)
    one = dataclasses.replace(played, rounds=played.rounds[:1])
    assert [len(g) for g in split_groups(one, IT, 2, (3,), exact=False).values()] == [3, 5]
    with pytest.raises(
        PairingError,
        match=r"groups need 3 players at least, since two alone would meet every round \(IT/REV Art. 2\)",
    ):
        split_groups(one, IT, 2, (6, 2), exact=True)


@pytest.mark.parametrize(
    ("entries", "plan", "rounds", "seed"),
    [
        (7, "danish:3,italian:2", 5, 5),
        (5, "danish:3,italian:2", 5, 10),
        (5, "danish:2,italian:3", 5, 2),
        (5, "danish:2,italian:3", 5, 11),
        (5, "danish-norepeat:2,italian:3", 5, 10),
    ],
)
def test_a_round_robin_after_danish_rounds_finds_the_new_opponents_a_small_ring_has(
    entries: int, plan: str, rounds: int, seed: int
) -> None:
    """The second outside attack on issue 35: a round robin started after Danish rounds met last round's opponent
    again in its first round although a round of new opponents existed that gave nobody a second rest (seven
    players, `danish:3,italian:2`, seed 5: 1-5 in rounds 3 and 4, while 1-2, 3-5, 6-7 with 4 resting was there).
    Swapping one place at a time could not reach it; a small ring now tries every order."""
    tournament = simulate(kind="individual", entries=entries, rounds=rounds, plan=plan, seed=seed)
    for before, after in itertools.pairwise(tournament.rounds):
        met = {frozenset(t.entries()) for t in before.tables}
        assert not [t.entries() for t in after.tables if frozenset(t.entries()) in met], after.number
    rests = [e for rnd in tournament.rounds for e in rnd.rest]
    assert len(rests) == len(set(rests))  # fewer rests than players: nobody rests twice
