"""All'italiana at the desk (issue 28, item 1; IT/REV Art. 2 «incontra una volta tutte le altre formazioni ...
secondo un calendario prestabilito»): 8 pairs on plan italian:7 meet in 28 different pairings, each once, even
when the referee swapped two pairs in round 1; 7 pairs rest once each (Art. 39)."""

from __future__ import annotations

import itertools
from collections import Counter

from fibur_director.services import results as res
from fibur_director.services import rounds as rnd
from fibur_director.services.actions import Desk
from tests.support.builders import make_tournament


def _play_all(
    desk: Desk, tid: int, rounds: int, *, edit_first: bool = False
) -> tuple[Counter[frozenset[int]], Counter[int]]:
    met: Counter[frozenset[int]] = Counter()
    rested: Counter[int] = Counter()
    for _ in range(rounds):
        number = rnd.propose_round(desk, tid, seed=5)
        if edit_first and number == 1:
            first = rnd.view_round(desk, tid, 1).tables
            rnd.edit_round(desk, tid, 1, "swap", first[0].ns[0], first[1].ew[0])
        rnd.publish_round(desk, tid, number)
        view = rnd.view_round(desk, tid, number)
        for table in view.tables:
            met[frozenset((table.ns[0], table.ew[0]))] += 1

            res.enter_result(desk, tid, number, table.number, 1000 + 5 * table.number, 1000)
        rested.update(view.rests)
        rnd.close_round(desk, tid, number)
    return met, rested


def test_eight_pairs_meet_every_other_pair_once(desk: Desk) -> None:
    tid = make_tournament(desk, pairs=8, planned_rounds=7, plan="italian:7")
    met, rested = _play_all(desk, tid, 7, edit_first=True)
    assert set(met) == {frozenset(p) for p in itertools.combinations(range(1, 9), 2)}
    assert set(met.values()) == {1} and not rested


def test_seven_pairs_rest_once_each(desk: Desk) -> None:
    tid = make_tournament(desk, pairs=7, planned_rounds=7, plan="italian:7")
    met, rested = _play_all(desk, tid, 7)
    assert len(met) == 21 and set(met.values()) == {1}
    assert rested == Counter(range(1, 8))


def _pairs(words: str) -> set[frozenset[int]]:
    return {frozenset(map(int, pair.split(" v "))) for pair in words.split(", ") if pair != "-"}


def test_an_edit_after_the_first_round_warns_what_the_calendar_will_do(desk: Desk) -> None:
    """6 pairs on italian:5: swapping two pairs in round 2 departs from the calendar fixed at round 1, which
    rounds 3-5 still follow (IT/REV Art. 2). The warning names the meetings that will come twice and those
    that never will; playing the tournament out proves it, pairing by pairing. An edit of round 1 warns
    nothing (it defines the calendar), and re-seating a late pair in a published round warns the same way."""
    tid = make_tournament(desk, pairs=6, planned_rounds=5, plan="italian:5")
    number = rnd.propose_round(desk, tid, seed=5)
    first = rnd.view_round(desk, tid, 1).tables
    rnd.edit_round(desk, tid, 1, "swap", first[0].ns[0], first[1].ew[0])
    assert not [w for w in rnd.view_round(desk, tid, 1).warnings if w.code == "calendar"]
    met: Counter[frozenset[int]] = Counter()
    predicted: tuple[set[frozenset[int]], set[frozenset[int]]] | None = None
    for number in range(1, 6):
        if number > 1:
            rnd.propose_round(desk, tid, seed=5)
        if number == 2:
            one, two = rnd.view_round(desk, tid, 2).tables[:2]
            rnd.edit_round(desk, tid, 2, "swap", one.ns[0], two.ns[0])
            (warning,) = [w for w in rnd.view_round(desk, tid, 2).warnings if w.code == "calendar"]
            twice, never = warning.english.split("met twice ")[1].split("; never met ")
            predicted = (_pairs(twice), _pairs(never))
            assert "calendario all'italiana fissato al turno 1" in warning.italian
        rnd.publish_round(desk, tid, number)
        if number == 3:
            one, two = rnd.view_round(desk, tid, 3).tables[:2]
            warnings = rnd.reseat_late(desk, tid, 3, one.ns[0], two.ns[0])
            assert [w.code for w in warnings if w.code == "calendar"] == ["calendar"]
            rnd.reseat_late(desk, tid, 3, one.ns[0], two.ns[0])  # back where the calendar had them
        view = rnd.view_round(desk, tid, number)
        for table in view.tables:
            met[frozenset((table.ns[0], table.ew[0]))] += 1
            res.enter_result(desk, tid, number, table.number, 1000, 1000)
        rnd.close_round(desk, tid, number)
    assert predicted is not None and predicted[0]
    assert {m for m, times in met.items() if times > 1} == predicted[0]
    assert {frozenset(p) for p in itertools.combinations(range(1, 7), 2)} - set(met) == predicted[1]
