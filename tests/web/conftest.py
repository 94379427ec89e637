"""A played tournament in a real database file, the desk holding it, and a reader beside it as the live
pages use it."""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from dataclasses import dataclass
from html import unescape
from pathlib import Path

import pytest
from playwright.sync_api import Browser, sync_playwright
from starlette.testclient import TestClient

from fibur_director.db.database import Database, open_database
from fibur_director.services import registration as reg
from fibur_director.services import rounds
from fibur_director.services import table_entry as tab
from fibur_director.services.actions import Desk
from fibur_director.services.live import reader, writer
from fibur_director.services.readmodel import cached_tournament
from fibur_director.web.app import create_app
from tests.conftest import isolate_user_data
from tests.support.builders import make_tournament, phones_room, play_round


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


TIMEOUT_MS = 10_000


def chromium_path() -> str:
    found = shutil.which("chromium") or shutil.which("chromium-browser")
    if found is None:
        pytest.fail("Chromium is not installed: run `apt-get install chromium` (`make test` does as root)")
    return found


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=chromium_path(), args=["--no-sandbox"])
        yield launched
        launched.close()


def text_of(html: str) -> str:
    """What a reader sees: tags out, entities decoded, spaces collapsed."""
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


def pages_of(room: Room) -> list[str]:
    t = room.tid
    entries = [e.id for e in cached_tournament(room.desk, t).entries]
    return [
        "/",
        f"/t/{t}",
        f"/t/{t}/posti",
        f"/t/{t}/posti?turno=1",
        f"/t/{t}/classifica",
        f"/t/{t}/risultati",
        f"/t/{t}/risultati?turno=1",
        f"/t/{t}/proiettore",
        *(f"/t/{t}/iscritto/{e}" for e in entries),
    ]


@dataclass
class Tables:
    desk: Desk  # the referee's
    db: Database
    tid: int
    codes: list[tab.TableCodes]
    web: Desk
    sheets: Desk


def build_tables(db: Database, path: Path | None) -> Tables:
    """8 pairs, round 1 closed, round 2 published (4 tables), table entry on. On a file the server reads and
    writes through handles of its own beside the desk; on a server, through the desk's engine, as the desk's
    thread does."""
    desk = Desk(db, actor="banco")
    tid, codes = phones_room(desk)
    if path is not None and not db.on_server:
        return Tables(desk, db, tid, codes, reader(path), writer(path))
    return Tables(desk, db, tid, codes, Desk(db, actor="web"), Desk(db, actor="web"))


@pytest.fixture
def tables(any_db: Database, db_path: Path) -> Iterator[Tables]:
    built = build_tables(any_db, db_path)
    yield built
    for handle in (built.web, built.sheets):
        if handle.database is not any_db:
            handle.database.close()


def result(tables: Tables, table: int) -> tuple[int, int] | None:
    played = cached_tournament(tables.desk, tables.tid).round(2)
    assert played is not None
    found = played.table(table)
    assert found is not None
    return None if found.result is None else (found.result.ns_points, found.result.ew_points)
