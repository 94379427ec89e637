"""Builders of the tournaments the tests play: a database's rows, a tournament of pairs, a round played, a refusal
that must change nothing."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import text

from fibur_director.db import models
from fibur_director.db.database import Database
from fibur_director.domain.errors import FiburError
from fibur_director.services import registration as reg
from fibur_director.services import results as res
from fibur_director.services import rounds as rnd
from fibur_director.services.actions import Desk
from tests.conftest import TODAY


def all_rows(database: Database) -> dict[str, list[Any]]:
    with database.engine.connect() as connection:
        return {
            table: connection.execute(text(f"SELECT * FROM {table} ORDER BY 1")).fetchall()
            for table in models.Base.metadata.tables
        }


def make_tournament(desk: Desk, pairs: int = 10, **settings: Any) -> int:
    values: dict[str, Any] = {
        "name": "Torneo di Natale",
        "date": TODAY,
        "planned_rounds": 4,
        "plan": "mitchell:3,danish:1",
    }
    values.update(settings)
    tid = reg.create_tournament(desk, reg.TournamentSettings(**values))
    for number in range(1, pairs + 1):
        a = reg.add_player(desk, f"Rossi{number}", "Maria", card=f"FIB{number:04d}a", club="Circolo Aurora")
        b = reg.add_player(desk, f"Bianchi{number}", "Niccolò", card=f"FIB{number:04d}b")
        reg.register_entry(desk, tid, [a, b])
    return tid


def play_round(desk: Desk, tid: int, scores: dict[int, tuple[int, int]] | None = None) -> int:
    number = rnd.propose_round(desk, tid, seed=5)
    rnd.publish_round(desk, tid, number)
    view = rnd.view_round(desk, tid, number)
    for table in view.tables:
        ns, ew = (scores or {}).get(table.number, (1000 + 100 * table.number, 900))
        res.enter_result(desk, tid, number, table.number, ns, ew)
    rnd.close_round(desk, tid, number)
    return number


def refused(database: Database, call: Any, message: str) -> None:
    before = all_rows(database)
    with pytest.raises(FiburError, match=message):
        call()
    assert all_rows(database) == before
