"""Builders of the tournaments the tests play: a database's rows, a tournament of pairs, a round played, merit
groups reached, a table's result read back, a refusal that must change nothing."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest
from sqlalchemy import text, update

from fibur_director.db import models
from fibur_director.db.database import Database
from fibur_director.domain.errors import FiburError
from fibur_director.services import registration as reg
from fibur_director.services import results as res
from fibur_director.services import rounds as rnd
from fibur_director.services import table_entry as tab
from fibur_director.services.actions import Desk
from fibur_director.services.readmodel import cached_tournament
from tests.conftest import TODAY


def phones_room(desk: Desk) -> tuple[int, list[tab.TableCodes]]:
    """The room the phones' tests play in: 8 pairs, round 1 closed, round 2 published (4 tables, seed 7), table
    entry on; the tournament and round 2's codes."""
    tid = make_tournament(desk, pairs=8)
    play_round(desk, tid)
    rnd.publish_round(desk, tid, rnd.propose_round(desk, tid, seed=7))
    tab.set_table_entry(desk, tid, True)
    return tid, tab.round_codes(desk, tid)


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


def verification_over(database: Database, tid: int) -> None:
    """The publication's verification minutes have passed (the clock moved on, not the rule)."""
    with database.sessions.begin() as session:
        session.execute(
            update(models.StandingsPublication)
            .where(models.StandingsPublication.tournament_id == tid)
            .values(published_at=dt.datetime(2000, 1, 1))
        )


def to_groups(desk: Desk, db: Database, **settings: Any) -> tuple[int, int]:
    """Eight pairs, one Mitchell round, then merit groups of four for a Danish round."""
    tid = make_tournament(desk, pairs=8, planned_rounds=2, plan="mitchell:1,groups:4,danish:1", **settings)
    play_round(desk, tid)
    res.publish_standings(desk, tid, "provisional")
    verification_over(db, tid)
    number = rnd.propose_round(desk, tid, seed=1)
    rnd.publish_round(desk, tid, number)
    return tid, number


def result_of(desk: Desk, tid: int, number: int, table: int) -> tuple[int, int] | None:
    played = cached_tournament(desk, tid).round(number)
    assert played is not None
    found = played.table(table)
    assert found is not None
    return None if found.result is None else (found.result.ns_points, found.result.ew_points)
