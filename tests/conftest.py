"""Shared fixtures: every test that touches a database gets a fresh temporary file."""

from __future__ import annotations

import datetime as dt
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

from fibur_director.db.database import Database, open_database

# Tests never assert timings (benchmarks/ measures them): no per-example deadline.
settings.register_profile("fibur", deadline=None)
settings.load_profile("fibur")

# Tests never need a screen: a bare `pytest` (without make's QT_QPA_PLATFORM) must not try to open a display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "torneo.sqlite3"


@pytest.fixture
def db(db_path: Path) -> Iterator[Database]:
    database = open_database(db_path)
    yield database
    database.close()


@pytest.fixture(autouse=True)
def _isolated_user_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Nothing a test does may touch the real user's data folder or settings.
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg-config"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))


TODAY = dt.date(2026, 12, 20)
