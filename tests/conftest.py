"""Shared fixtures: every test that touches a database gets a fresh temporary file, or a fresh database on a
real PostgreSQL server (``tests/postgres.py``) for the tests run on both engines (``ENGINES``)."""

from __future__ import annotations

import datetime as dt
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

from fibur_director.db.database import Database, open_database
from fibur_director.services.actions import Desk
from tests.postgres import PostgresMissing, PostgresServer
from tests.support import held_files_audit

ENGINES = ["sqlite", "postgresql"]
# A browser test whose subject is the page's own logic (a refusal, a page without JavaScript), which the services'
# tests check on both engines: run on SQLite alone, so the slow end-to-end checks stay few (issue 24, item 7).
# Overrides the ``engine_name`` fixture's parameters.
SQLITE_ONLY = pytest.mark.parametrize("engine_name", ["sqlite"])

# Tests never assert timings (benchmarks/ measures them): no per-example deadline.
settings.register_profile("fibur", deadline=None)
settings.load_profile("fibur")

# No test may see the program open, with Python's own open(), a database file the process holds connections to
# (issue 39): installed once per process, judged after every test (_no_held_database_opened).
held_files_audit.install()

# Tests never need a screen: a bare `pytest` (without make's QT_QPA_PLATFORM) must not try to open a display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


# Fixtures that make something expensive once per module (a wheel and a venv, Chromium, a TLS PostgreSQL server):
# under pytest-xdist (make test: --dist loadgroup) the tests using one share a worker, so it is made once.
SHARED_FIXTURES = {
    "wheel": "wheel",
    "installed": "wheel",
    "browser": "chromium",
    "network_server": "postgresql-network",
}


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist's own, which reads the marks to group the tests
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        group = next(
            (g for name, g in SHARED_FIXTURES.items() if name in getattr(item, "fixturenames", ())), None
        )
        if group is not None:
            item.add_marker(pytest.mark.xdist_group(group))


def pytest_collection_finish(session: pytest.Session) -> None:
    """Under ``--dist loadgroup`` a worker's grouped tests carry their group in their id, which is how xdist sends
    them to one worker. Found in review: the marks were added after xdist read them, and pytest 9.2 ignores the
    id xdist rewrites (pytest-dev/pytest-xdist#1386; pytest pinned below 9.2), so every group was silently split
    and Chromium, the wheel's venv and the TLS server were made on both workers. Fail loudly instead."""
    config = session.config
    # On a worker, xdist says loadgroup by this option (its "dist" is "no" there).
    if not hasattr(config, "workerinput") or not getattr(config.option, "loadgroup", False):
        return
    for item in session.items:
        mark = item.get_closest_marker("xdist_group")
        if mark is not None and not item.nodeid.endswith(f"@{mark.args[0]}"):
            raise pytest.UsageError(
                f"{item.nodeid}: its xdist group {mark.args[0]!r} is lost; see tests/conftest.py"
            )


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "torneo.sqlite3"


@pytest.fixture
def db(db_path: Path) -> Iterator[Database]:
    database = open_database(db_path)
    yield database
    database.close()


@pytest.fixture(scope="session")
def postgres() -> Iterator[PostgresServer]:
    """One server for the whole run. Missing binaries fail the tests that need it, loudly, never a skip."""
    try:
        server = PostgresServer().start()
    except PostgresMissing as error:
        pytest.fail(str(error), pytrace=False)
    try:
        # A database migrated once to the head, copied for each test (CREATE DATABASE ... TEMPLATE) in
        # milliseconds instead of migrating each time; the migration tests start from empty ones instead.
        template = server.create_database()
        open_database(url=server.url(template)).close()
        server.template = template
        yield server
    finally:
        server.stop()


@pytest.fixture
def pg_url(postgres: PostgresServer) -> Iterator[str]:
    """A fresh PostgreSQL database at the head revision, dropped after the test."""
    name = postgres.create_database(template=postgres.template)
    yield postgres.url(name)
    if (postgres.data / "postmaster.pid").exists():  # running: not stopped or paused by the test
        postgres.drop_database(name)


@pytest.fixture(params=ENGINES)
def engine_name(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def any_db(engine_name: str, request: pytest.FixtureRequest, db_path: Path) -> Iterator[Database]:
    """A fresh database on each engine: the SQLite file of ``db_path``, or a new PostgreSQL database."""
    if engine_name == "sqlite":
        database = open_database(db_path)
    else:
        database = open_database(url=request.getfixturevalue("pg_url"))
    yield database
    database.close()


@pytest.fixture
def tmpfs(tmp_path: Path) -> Iterator[Path]:
    """A real 4 MB file system, for a disk that fills or turns read-only (root only: CI runs as root)."""
    if os.geteuid() != 0:
        pytest.fail("this test mounts a tmpfs and must run as root (CI does); it cannot be run otherwise")
    mount = tmp_path / "mnt"
    mount.mkdir()
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=4m,mode=0755", "tmpfs", str(mount)], check=True)
    try:
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], check=False)


def isolate_user_data(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The user's data folder, settings and home inside ``folder``, for as long as ``monkeypatch`` lasts."""
    monkeypatch.setenv("XDG_DATA_HOME", str(folder / "xdg-data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(folder / "xdg-config"))
    monkeypatch.setenv("HOME", str(folder / "home"))


@pytest.fixture(autouse=True)
def _no_held_database_opened() -> Iterator[None]:
    held_files_audit.take()
    yield
    found = held_files_audit.take()
    assert not found, "the program opened a database it holds with Python's open(): " + "; ".join(found)


@pytest.fixture(autouse=True)
def _isolated_user_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Nothing a test does may touch the real user's data folder or settings.
    isolate_user_data(tmp_path, monkeypatch)


TODAY = dt.date(2026, 12, 20)


@pytest.fixture
def desk(db: Database) -> Iterator[Desk]:
    """The desk's services over the test's database, acting as "test"."""
    yield Desk(db, actor="test")


@pytest.fixture
def database(tmp_path: Path) -> Path:
    """Where a command-line test's database file goes (the commands create it)."""
    return tmp_path / "torneo.sqlite3"
