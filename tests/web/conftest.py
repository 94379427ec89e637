"""A played tournament in a real database file, the desk holding it, and a reader beside it as the live
pages use it."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from fibur_director.db.database import Database
from fibur_director.services import registration as reg
from fibur_director.services import rounds
from fibur_director.services.actions import Desk
from fibur_director.services.live import reader
from fibur_director.web.app import create_app
from tests.services.test_workflow import make_tournament, play_round


@dataclass
class Room:
    desk: Desk  # the referee's desk, holding the file's lock
    web: Desk  # what the live pages read through
    tid: int
    path: Path


def build_room(db: Database, db_path: Path, *, pairs: int = 8) -> Room:
    desk = Desk(db, actor="test")
    tid = make_tournament(desk, pairs=pairs)
    # A player with a category: it must never reach a page.
    p = reg.add_player(desk, "Šimić", "Ana", card="SECRET-CARD-77", club="Circolo Zagara", category="Master")
    q = reg.add_player(desk, "Verdi", "Lia", card="SECRET-CARD-78", category="Cadetti")
    reg.register_entry(desk, tid, [p, q])
    play_round(desk, tid)
    number = rounds.propose_round(desk, tid, seed=7)
    rounds.publish_round(desk, tid, number)
    return Room(desk, reader(db_path), tid, db_path)


@pytest.fixture
def room(db: Database, db_path: Path) -> Iterator[Room]:
    built = build_room(db, db_path)
    yield built
    built.web.database.close()


@pytest.fixture
def client(room: Room) -> Iterator[TestClient]:
    with TestClient(create_app(room.web), raise_server_exceptions=False) as test_client:
        yield test_client
