"""Issue 26's property: over random sequences of phone submissions, confirmations, desk entries and a round's
close, a result is recorded only from two matching lines or by the desk, and a phone never overwrites one; and
whatever a code sends writes nothing outside its own table."""

from __future__ import annotations

import contextlib
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import text

from fibur_director.db.database import Database, open_database
from fibur_director.domain.errors import FiburError
from fibur_director.services import results as res
from fibur_director.services import rounds as rnd
from fibur_director.services import table_entry as tab
from fibur_director.services.actions import Desk
from tests.support.builders import all_rows, phones_room

SHEETS = [(1200, 800), (800, 1200), (1000, 1005), (5000, -800), (1250, 900)]
TABLES = 4


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[tab.TableCodes]]:
    """One room built once: 8 pairs, round 1 closed, round 2 published with 4 tables, table entry on."""
    path = tmp_path_factory.mktemp("room") / "room.sqlite3"
    with open_database(path) as db:
        codes = phones_room(Desk(db, actor="banco"))[1]
    return path, codes


@pytest.fixture
def fresh(template: tuple[Path, list[tab.TableCodes]], tmp_path: Path) -> Iterator[Any]:
    counter = iter(range(10_000))

    def make() -> tuple[Database, Desk]:
        path = tmp_path / f"copy-{next(counter)}.sqlite3"
        shutil.copy(template[0], path)
        db = open_database(path)
        opened.append(db)
        return db, Desk(db, actor="banco")

    opened: list[Database] = []
    yield make
    for db in opened:
        db.close()


def _table_ids(db: Database) -> dict[int, int]:
    with db.engine.connect() as connection:
        rows = connection.execute(
            text(
                "SELECT round_tables.number, round_tables.id FROM round_tables JOIN rounds ON rounds.id = "
                "round_tables.round_id WHERE rounds.number = 2"
            )
        ).all()
    return {int(n): int(i) for n, i in rows}


def _results(db: Database, ids: dict[int, int]) -> dict[int, tuple[int, int]]:
    by_id = {v: k for k, v in ids.items()}
    with db.engine.connect() as connection:
        rows = connection.execute(text("SELECT table_id, ns_points, ew_points FROM results")).all()
    return {by_id[t]: (int(a), int(b)) for t, a, b in rows if t in by_id}


def _sent(db: Database, table_id: int) -> list[tuple[str, int | None, int | None]]:
    with db.engine.connect() as connection:
        rows = connection.execute(
            text("SELECT line, ns_points, ew_points FROM table_submissions WHERE table_id = :t ORDER BY id"),
            {"t": table_id},
        ).all()
    return [(str(line), ns, ew) for line, ns, ew in rows]


def _agreed_by_both(sent: list[tuple[str, int | None, int | None]], sheet: tuple[int, int]) -> bool:
    """Two lines agree on ``sheet``: one sent it and the other sent the same figures or confirmed after it."""
    for i, (line, ns, ew) in enumerate(sent):
        if (ns, ew) != sheet:
            continue
        for other, ns2, ew2 in sent[i + 1 :]:
            if other != line and ((ns2, ew2) == sheet or ns2 is None):
                return True
    return False


def _touched_tables(before: dict[str, list[Any]], after: dict[str, list[Any]]) -> set[int]:
    """The table ids whose results or phone rows changed; the audit log aside, nothing else may change."""
    changed = {name for name in before if before[name] != after[name]} - {"audit_log"}
    assert changed <= {"results", "table_submissions"}, changed
    ids: set[int] = set()
    for name in changed:
        for row in set(before[name]) ^ set(after[name]):
            ids.add(int(row[1]))  # table_id is the second column of both tables
    return ids


# The phones play on two tables, so that sequences often meet on one; the desk on all four (a round closes
# only with every table's result).
operation = st.one_of(
    st.tuples(st.just("send"), st.integers(1, 2), st.sampled_from(["ns", "ew"]), st.sampled_from(SHEETS)),
    st.tuples(st.just("confirm"), st.integers(1, 2), st.sampled_from(["ns", "ew"]), st.just(None)),
    st.tuples(st.just("desk"), st.integers(1, TABLES), st.just(""), st.sampled_from(SHEETS[:3])),
    st.tuples(st.just("close"), st.just(0), st.just(""), st.just(None)),
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(operation, min_size=1, max_size=14))
def test_results_come_from_two_lines_or_the_desk_and_phones_never_overwrite(
    template: tuple[Path, list[tab.TableCodes]], fresh: Any, operations: list[Any]
) -> None:
    db, desk = fresh()
    codes = {c.table: c for c in template[1]}
    ids = _table_ids(db)
    by_desk: dict[int, tuple[int, int]] = {}
    closed = False
    for kind, table, line, sheet in operations:
        before = all_rows(db)
        was = _results(db, ids)
        if kind == "desk":
            try:
                res.enter_result(desk, 1, 2, table, *sheet, confirmed_by_opponents=table in was)
                by_desk[table] = sheet
            except FiburError:
                pass
        elif kind == "close":
            try:
                rnd.close_round(desk, 1, 2)
                closed = True
            except FiburError:
                pass
        else:
            code = getattr(codes[table], line)
            try:
                if kind == "send":
                    tab.send(desk, code, *sheet)
                else:
                    tab.send(desk, code)
            except FiburError:
                assert all_rows(db) == before  # a refusal writes nothing
            assert _touched_tables(before, all_rows(db)) <= {ids[table]}  # only its own table
        now = _results(db, ids)
        for number, result in now.items():
            if number in was and kind != "desk":
                assert result == was[number], "a phone overwrote a recorded result"
            if by_desk.get(number) != result:
                assert _agreed_by_both(_sent(db, ids[number]), result), (number, result)
        if closed:
            assert now == was or kind == "desk"


def test_every_code_against_every_table_writes_only_its_own(
    template: tuple[Path, list[tab.TableCodes]], fresh: Any
) -> None:
    """On a fresh room per code: the code sends a sheet, then every code sends the same figures and a
    confirmation. Each call writes nothing outside the table of the code it used (its token posted to another
    table's page is refused before any of this: tests/web)."""
    codes = template[1]
    table_of = {code: c.table for c in codes for code in (c.ns, c.ew)}
    for first in table_of:
        db, desk = fresh()
        ids = _table_ids(db)
        for code, figures in [(first, (1200, 800))] + [(c, f) for c in table_of for f in ((1200, 800), None)]:
            before = all_rows(db)
            with contextlib.suppress(FiburError):
                tab.send(desk, code, *(figures or ()))
            assert _touched_tables(before, all_rows(db)) <= {ids[table_of[code]]}
        # Every table ends recorded by its two lines, none by another table's codes.
        assert _results(db, ids) == {t: (1200, 800) for t in range(1, TABLES + 1)}
