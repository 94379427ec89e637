"""The desk's window comes up without the report writers, the web stack or PDFium (issue 23: usable within half
a second of launch): they load when the referee first prints, exports or publishes, and so does
our own reports package (issue 38, the cold launch). Nor without alembic, which
only a database to migrate needs: a new one is created and stamped without it, one at the head is only read.
Nor does it configure the ORM's mappers (~20 ms): the first page reads through the tables, and the first
statement on a mapped class pays for the configuration when a tournament is opened. A fresh interpreter builds
and shows the desk, then names what it imported and which mappers are configured."""

from __future__ import annotations

import dataclasses
import datetime as dt
import json
import os
import subprocess
import sys
from pathlib import Path

from fibur_director.db.database import open_database
from fibur_director.domain.tournament_file import dumps
from fibur_director.games.burraco.simulation import simulate
from fibur_director.services import federation
from fibur_director.services.actions import Desk
from fibur_director.services.exchange import import_text
from tests.db.helpers import alembic_upgrade, small_tournament

LATE = ("reportlab", "openpyxl", "starlette", "uvicorn", "jinja2", "pypdfium2", "alembic", "mako", "segno")
# Our own modules the first page does not run (issue 38, the cold launch): the report writers' package (importing
# it registers every game's forms) loads when a file is first printed, exported or imported.
OURS_LATE = ("fibur_director.reports",)

CHILD = """
import json, sys
from fibur_director.app import build
from PySide6.QtTest import QTest
desk = build(["--database", sys.argv[1]])
desk.window.show()
QTest.qWaitForWindowExposed(desk.window)
desk.app.processEvents()
late = sys.argv[2].split(",")
from sqlalchemy import inspect
from fibur_director.db.models import Base
configured = sorted(m.class_.__name__ for m in Base.registry.mappers if inspect(m.class_).configured)
print(json.dumps([sorted(name for name in sys.modules if name.split(".")[0] in late
                         or any(name == ours or name.startswith(ours + ".") for ours in late)), configured]))
desk.window.close()
desk.database.close()
"""


def _start(tmp_path: Path, database: Path) -> tuple[list[str], list[str]]:
    """What the first window imported of ``LATE``, and the mapped classes whose mappers it configured."""
    env = dict(
        os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "c")
    )
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(database), ",".join(LATE + OURS_LATE)],
        capture_output=True,
        text=True,
        env=env,
        check=True,
        timeout=120,
    )
    late, configured = json.loads(done.stdout.strip().splitlines()[-1])
    return list(late), list(configured)


def _imported_at_start(tmp_path: Path, database: Path) -> list[str]:
    return _start(tmp_path, database)[0]


def test_the_first_window_on_a_new_database_loads_no_report_writer_web_stack_or_alembic(
    tmp_path: Path,
) -> None:
    loaded = _imported_at_start(tmp_path, tmp_path / "new.sqlite3")
    assert loaded == [], f"imported at start-up: {loaded}"


def test_the_first_window_on_an_up_to_date_database_loads_none_of_them(tmp_path: Path) -> None:
    path = tmp_path / "torneo.sqlite3"
    with open_database(path) as database, database.sessions.begin() as session:
        small_tournament(session)
    loaded = _imported_at_start(tmp_path, path)
    assert loaded == [], f"imported at start-up: {loaded}"


def test_a_database_to_migrate_does_load_alembic(tmp_path: Path) -> None:
    """The other side of the two tests above: the child would notice alembic, and migrating needs it."""
    path = tmp_path / "old.sqlite3"
    alembic_upgrade(path, "0007")
    loaded = _imported_at_start(tmp_path, path)
    assert "alembic" in loaded and not {"reportlab", "openpyxl", "starlette", "pypdfium2"} & set(loaded)


def test_the_first_window_configures_no_mapper_even_with_tournaments_to_list(tmp_path: Path) -> None:
    """Tournaments of every state the first page reads: one being set up, one played and never sent to the
    federation (a reminder), one played and sent with nothing changed since. One changed since it was sent is
    not here on purpose: the desk then recomputes its fingerprint at start-up, loading the whole tournament
    through the ORM (services/federation.py, ``_changed_since_export``), and configures the mappers for it."""
    path = tmp_path / "torneo.sqlite3"
    with open_database(path) as database:
        with database.sessions.begin() as session:
            small_tournament(session)
        desk = Desk(database, actor="arbitro")
        played = simulate(entries=6, rounds=2, plan="mitchell:2", seed=2)
        past = dataclasses.replace(played, setup=dataclasses.replace(played.setup, date="2026-01-10"))
        never_sent = import_text(desk, dumps(past))
        sent = import_text(desk, dumps(past))
        later = dt.datetime.now(dt.UTC).replace(tzinfo=None) + dt.timedelta(seconds=1)
        federation.record_export(desk, sent, federation.current_fingerprint(desk, sent), now=later)
        assert [r.tournament_id for r in federation.reminders(desk, dt.date(2026, 11, 26))] == [never_sent]
    _late, configured = _start(tmp_path, path)
    assert configured == [], f"configured by the first window: {configured}"
