"""The service tests run on both engines: SQLite (the club's file) and a real PostgreSQL server."""

from __future__ import annotations

import pytest

from fibur_director.db.database import Database


@pytest.fixture
def db(any_db: Database) -> Database:
    return any_db
