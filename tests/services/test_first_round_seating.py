"""The first round is seated only by a method the tournament's code lists (issue 28, item 5): IT Art. 2 lists
five (alphabetical, draw, categories, registration order, national ranking points), REV Art. 2 four — no
seating by national ranking points. The list lives in the ruleset file (``[first_round] seating``)."""

from __future__ import annotations

import pytest

from fibur_director.db.database import Database
from fibur_director.domain.pairing.model import PairingError
from fibur_director.games.burraco.orchestration import next_round
from fibur_director.games.burraco.ruleset import get_ruleset
from fibur_director.games.burraco.simulation import simulate
from fibur_director.services import rounds as rnd
from fibur_director.services.actions import Desk
from tests.support.builders import make_tournament, refused


def test_the_lists_are_the_codes() -> None:
    assert set(get_ruleset("burraco-italiano").first_round_seating) == {
        "alphabetical",
        "draw",
        "category",
        "registration",
        "ranking",
    }
    revolution = get_ruleset("burraco-revolution")
    assert set(revolution.first_round_seating) == {"alphabetical", "draw", "category", "registration"}
    assert revolution.first_round_article == "REV Art. 2"


def test_revolution_refuses_ranking_points_and_changes_nothing(desk: Desk, db: Database) -> None:
    tid = make_tournament(desk, pairs=4, ruleset_id="burraco-revolution", plan="mitchell:4")
    refused(
        db,
        lambda: rnd.propose_round(desk, tid, seating="ranking"),
        r"Burraco Revolution.* does not seat the first round by 'ranking' \(REV Art. 2\): one of ",
    )
    assert rnd.propose_round(desk, tid, seating="registration") == 1
    assert rnd.first_round_seatings(desk, tid) == get_ruleset("burraco-revolution").first_round_seating


def test_italiano_seats_by_ranking_points(desk: Desk, db: Database) -> None:
    tid = make_tournament(desk, pairs=4, plan="mitchell:4")
    assert rnd.propose_round(desk, tid, seating="ranking") == 1


def test_the_rehearsal_refuses_it_too() -> None:
    day = simulate(entries=4, rounds=1, plan="mitchell:1", ruleset_id="burraco-revolution", seed=2)
    empty = type(day)(day.setup, day.players, day.entries)
    with pytest.raises(PairingError, match=r"REV Art\. 2"):
        next_round(empty, get_ruleset("burraco-revolution"), 1, "mitchell", None, seating="ranking")
