"""A played tournament in a real database file, the desk holding it, and a reader beside it as the live
pages use it."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from fibur_director.db.database import Database, open_database
from fibur_director.services import registration as reg
from fibur_director.services import rounds
from fibur_director.services.actions import Desk
from fibur_director.services.live import reader
from fibur_director.web.app import create_app
from tests.conftest import isolate_user_data
from tests.support.builders import make_tournament, play_round


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


@pytest.fixture(scope="module")
def shared_client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient]:
    """One room for a module's requests that only read or are refused (a 404, a 405, a 400 per case): built once
    for the module instead of once per case (issue 24, item 7). A test that writes takes ``room``/``client``."""
    folder = tmp_path_factory.mktemp("shared-room")
    with pytest.MonkeyPatch.context() as patch:  # as _isolated_user_data, for the module's life
        isolate_user_data(folder, patch)
        database = open_database(folder / "torneo.sqlite3")
        built = build_room(database, folder / "torneo.sqlite3")
        try:
            with TestClient(create_app(built.web), raise_server_exceptions=False) as test_client:
                yield test_client
        finally:
            built.web.database.close()
            database.close()


@pytest.fixture
def client(room: Room) -> Iterator[TestClient]:
    with TestClient(create_app(room.web), raise_server_exceptions=False) as test_client:
        yield test_client
