"""Real database files written at every earlier schema revision (tests/db/make_fixtures.py, the same tournament in
each) open through the program's normal path, losing nothing (issue 23): a snapshot is taken before migrating and
holds the file as it was, and the tournament then exports exactly as tests/db/fixtures/expected-export.json.

The expected standings, worked out by hand from the fixture's four results (4 deals, Burraco Italiano's table):
round 1, 1250-900 (+350: 12-8) and 600-1400 (-800: 6-14); round 2, 1005-1005 (10-10) and 2100-150 (+1950: 19-1).
Entry 3: 6 + 19 = 25 VP, -800 + 1950 = 1150 MP; entry 4: 14 + 10 = 24, 800; entry 1: 12 + 10 = 22, 350;
entry 2: 8 + 1 = 9, -350 - 1950 = -2300.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from fibur_director import __version__
from fibur_director.db.database import open_location
from fibur_director.db.revisions import read_chain
from fibur_director.services.actions import Desk
from fibur_director.services.exchange import export_text
from tests.db.helpers import revision_of
from tests.db.make_fixtures import EXPECTED, FIXTURES, fixture_path

CHAIN = read_chain()
EARLIER = sorted(set(CHAIN.down) - {CHAIN.head})


def _content(path: Path) -> list[str]:
    """Schema and rows as SQL, read without writing (the backup API may renumber pages, never content)."""
    connection = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return list(connection.iterdump())
    finally:
        connection.close()


def test_every_earlier_revision_has_a_fixture() -> None:
    """A new revision makes the previous head an earlier one: its fixture is due (python -m tests.db.make_fixtures)."""
    assert sorted(p.name for p in FIXTURES.glob("revision-*.sqlite3")) == [
        fixture_path(r).name for r in EARLIER
    ]


def test_the_expected_standings_are_the_ones_worked_out_by_hand() -> None:
    standings = json.loads(EXPECTED.read_text(encoding="utf-8"))["standings"]
    assert [(s["rank"], s["entry"], s["vp"], s["mp"]) for s in standings] == [
        (1, 3, 25, 1150),
        (2, 4, 24, 800),
        (3, 1, 22, 350),
        (4, 2, 9, -2300),
    ]


@pytest.mark.parametrize("revision", EARLIER)
def test_a_file_written_at_an_earlier_revision_upgrades_losing_nothing(tmp_path: Path, revision: str) -> None:
    fixture = fixture_path(revision)
    original = fixture.read_bytes()
    path = tmp_path / "torneo.sqlite3"
    path.write_bytes(original)

    with open_location(path) as database:  # what --database and the desk open a file with
        report = database.migration
        exported = export_text(Desk(database), 1)
    assert (report.before, report.after, report.written_by) == (revision, CHAIN.head, None)

    assert report.backup is not None and report.backup.parent == tmp_path / "backups"
    assert revision_of(report.backup) == revision
    assert _content(report.backup) == _content(fixture)
    assert exported == EXPECTED.read_text(encoding="utf-8")
    assert revision_of(path) == CHAIN.head
    with sqlite3.connect(path) as connection:
        assert connection.execute("SELECT version FROM program").fetchall() == [(__version__,)]
    connection.close()
    assert fixture.read_bytes() == original
