"""Issue 14 figures: how long the strict reader takes to refuse the largest file its limits allow, and how long
the largest legal tournament (500 pairs x 10 rounds) takes to read and to import, each next to a floor measured
in the same run.

    .venv/bin/python benchmarks/hostile.py

Floors: ``json.loads`` of the same text (the least any reader can do), and a bare bulk insert of the same
number of rows with the same widths into plain SQLite tables, in one transaction, WAL and synchronous=FULL like
the desk's file (the least an import can write). Medians of repeated runs.
"""

from __future__ import annotations

import json
import platform
import shutil
import sqlite3
import tempfile
from pathlib import Path
from typing import Any

from timing import median_seconds

from fibur_director.db.database import open_database
from fibur_director.domain import file_schema
from fibur_director.domain.tournament import TournamentError
from fibur_director.domain.tournament_file import dumps, loads
from fibur_director.games.burraco.simulation import simulate
from fibur_director.services.actions import Desk
from fibur_director.services.exchange import import_text


def largest_refused() -> str:
    """A file at every limit at once (players, entries, rounds, tables, sanctions, text lengths), just under
    the size limit, whose one mistake is in its very last sanction: the reader must check everything first."""
    limits = file_schema
    planned = limits.MAX_ROUNDS
    entries = [
        {"id": e, "name": "N" * 200, "players": [f"p{2 * e - 1}", f"p{2 * e}"]}
        for e in range(1, limits.MAX_ENTRIES + 1)
    ]
    players = [
        {"id": f"p{i}", "surname": "S" * 100, "name": "N" * 100, "card": f"C{i:031}", "club": "K" * 100}
        for i in range(1, limits.MAX_PLAYERS + 1)
    ]
    rounds = [
        {
            "number": r,
            "system": "danish",
            "tables": [
                {
                    "table": t,
                    "ns": 2 * t - 1,
                    "ew": 2 * t,
                    "result": {"ns_points": 1000, "ew_points": 500, "deals": [[250, 125]] * 4},
                }
                for t in range(1, limits.MAX_ENTRIES // 2 + 1)
            ],
        }
        for r in range(1, planned + 1)
    ]
    document: dict[str, Any] = {
        "format": "fibur-director-tournament",
        "version": 1,
        "tournament": {
            "name": "T" * 200,
            "date": "2026-12-20",
            "ruleset": "burraco-italiano",
            "kind": "pairs",
            "deals_per_round": 4,
            "planned_rounds": planned,
        },
        "players": players,
        "entries": entries,
        "rounds": rounds,
        "sanctions": [],
    }
    text = json.dumps(document)
    sanction = {"type": "warning", "entry": 1, "round": 1, "note": "n" * 1000}
    room = limits.MAX_FILE_BYTES - len(text) - 2000
    count = min(limits.MAX_SANCTIONS - 1, room // (len(json.dumps(sanction)) + 2))
    document["sanctions"] = [sanction] * count + [{"type": "warning", "entry": 99999, "round": 1}]
    text = json.dumps(document)
    assert len(text) <= limits.MAX_FILE_BYTES, len(text)
    return text


def refuse(text: str) -> None:
    try:
        loads(text)
    except TournamentError:
        return
    raise AssertionError("accepted")


def floor_insert(path: Path, rows: dict[str, tuple[int, int]]) -> None:
    """``rows``: table -> (row count, column count)."""
    connection = sqlite3.connect(path, isolation_level=None)
    connection.execute("PRAGMA journal_mode = WAL")
    connection.execute("PRAGMA synchronous = FULL")
    for table, (_count, width) in rows.items():
        columns = ", ".join(f"c{i}" for i in range(width))
        connection.execute(f"CREATE TABLE IF NOT EXISTS {table} (id INTEGER PRIMARY KEY, {columns})")
    connection.execute("BEGIN")
    for table, (count, width) in rows.items():
        marks = ", ".join("?" * width)
        connection.executemany(
            f"INSERT INTO {table} VALUES (NULL, {marks})", [(i,) + ("x",) * (width - 1) for i in range(count)]
        )
    connection.execute("COMMIT")
    connection.close()


def main() -> None:
    big = largest_refused()
    refuse_big = median_seconds(lambda: refuse(big), 5)
    floor_big = median_seconds(lambda: json.loads(big), 5)
    oversized = "x" * (file_schema.MAX_FILE_BYTES + 1)
    refuse_size = median_seconds(lambda: refuse(oversized), 5)
    deep = "[" * 1_000_000 + "]" * 1_000_000
    refuse_deep = median_seconds(lambda: refuse(deep), 5)

    tournament = simulate(
        entries=500, rounds=10, plan="mitchell:2,danish:8", ruleset_id="burraco-italiano", seed=1
    )
    legal = dumps(tournament)
    read_legal = median_seconds(lambda: loads(legal), 5)
    floor_read = median_seconds(lambda: json.loads(legal), 5)
    tables = sum(len(r.tables) for r in tournament.rounds)
    rows = {
        "tournament": (1, 9),
        "player": (len(tournament.players), 7),
        "entry": (len(tournament.entries), 4),
        "entry_player": (2 * len(tournament.entries), 3),
        "round": (len(tournament.rounds), 5),
        "round_table": (tables, 7),
        "seat": (2 * tables, 4),
        "result": (tables, 4),
        "rest": (sum(len(r.rest) for r in tournament.rounds), 2),
        "audit_log": (1, 9),
    }
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        empty = folder / "empty.sqlite3"
        open_database(empty).close()
        counter = iter(range(1000))

        def import_once() -> None:
            path = folder / f"import-{next(counter)}.sqlite3"
            shutil.copy(empty, path)
            with open_database(path) as database:
                import_text(Desk(database), legal)

        def floor_once() -> None:
            floor_insert(folder / f"floor-{next(counter)}.sqlite3", rows)

        import_seconds = median_seconds(import_once, 5)
        floor_seconds = median_seconds(floor_once, 5)

    print(f"machine: {platform.processor() or platform.machine()}, Python {platform.python_version()}")
    print(
        f"largest file the limits allow ({len(big):,} bytes), refused at its last sanction: "
        f"{refuse_big * 1000:.0f} ms (floor json.loads {floor_big * 1000:.0f} ms)"
    )
    print(f"a file one byte over the size limit: {refuse_size * 1000:.1f} ms")
    print(f"1,000,000 nested lists: {refuse_deep * 1000:.0f} ms")
    print(
        f"500 pairs x 10 rounds ({len(legal):,} bytes, {tables:,} tables): read and check "
        f"{read_legal * 1000:.0f} ms (floor json.loads {floor_read * 1000:.0f} ms); "
        f"import {import_seconds * 1000:.0f} ms (floor bare bulk insert {floor_seconds * 1000:.0f} ms)"
    )


if __name__ == "__main__":
    main()
