"""A table's points are the game's to check (issue 36, revision 0018): the ``results`` table has no multiple-of-5
CHECK any more, and burraco still refuses such a sheet with its own words, nothing written, on both engines."""

from __future__ import annotations

import pytest
from sqlalchemy import text

from fibur_director.db.database import Database
from fibur_director.domain.errors import FiburError
from fibur_director.services import results as res
from fibur_director.services import rounds as rnd
from fibur_director.services.actions import Desk
from tests.support.builders import make_tournament, refused


def _table_id(database: Database, tid: int, number: int, table: int) -> int:
    with database.engine.connect() as connection:
        found = connection.execute(
            text(
                "SELECT round_tables.id FROM round_tables JOIN rounds ON rounds.id = round_tables.round_id"
                " WHERE rounds.tournament_id = :t AND rounds.number = :n AND round_tables.number = :x"
            ),
            {"t": tid, "n": number, "x": table},
        ).scalar_one()
    return int(found)


@pytest.mark.filterwarnings("ignore:.*expression-based index")
def test_burraco_refuses_points_not_in_fives_which_the_schema_leaves_to_it(any_db: Database) -> None:
    desk = Desk(any_db, "banco")
    tid = make_tournament(desk, pairs=4)
    number = rnd.propose_round(desk, tid, seed=1)
    rnd.publish_round(desk, tid, number)
    refused(
        any_db,
        lambda: res.enter_result(desk, tid, number, 1, 1003, 650),
        "round 1, table 1: .*1003 is not a multiple of 5 \\(burraco points always are\\)",
    )
    with pytest.raises(FiburError) as refusal:
        res.enter_result(desk, tid, number, 1, 1003, 650)
    assert refusal.value.italian.startswith("turno 1, tavolo 1: ")
    assert "1003 non è un multiplo di 5 (i punti del burraco lo sono sempre)" in refusal.value.italian
    # The schema itself no longer holds burraco's rule: a row written past the services is stored.
    with any_db.engine.begin() as connection:
        connection.execute(
            text(
                "INSERT INTO results (table_id, ns_points, ew_points, confirmed_by_opponents, countersigned,"
                " entered_at) VALUES (:t, 1003, 651, false, false, '2026-01-01')"
            ),
            {"t": _table_id(any_db, tid, number, 2)},
        )
        assert connection.execute(text("SELECT count(*) FROM results WHERE ns_points = 1003")).scalar() == 1
