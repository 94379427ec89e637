"""Several desks entering one round's score sheets at once: results per second and p95 latency per result for
1, 2 and 3 desk processes, on PostgreSQL and on SQLite (issue 18).

    .venv/bin/python benchmarks/multidesk.py

The round: 125 pairs, round 1 published (62 tables), imported into a fresh database for every run. Each desk is
its own process and enters its share of the tables (table t goes to desk t mod N) through
``results.enter_result``, one action per sheet, timing each. On PostgreSQL (a real server from the
distribution's package, started here with fsync on, as a server would run) each desk stays connected; on one
SQLite file each sheet opens the file as a one-shot ``fibur-director-cli result`` does, waiting for its lock
(one writer per file), and the club's single desk, which keeps its file open, is shown too.
Floor, measured in the same run over the same kind of connection: one bare single-row INSERT per transaction.
Medians of REPEATS runs.
"""

from __future__ import annotations

import datetime as dt
import json
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from sqlalchemy import text  # noqa: E402

from fibur_director.db.database import open_location  # noqa: E402
from fibur_director.services import registration as reg  # noqa: E402
from fibur_director.services import results as res  # noqa: E402
from fibur_director.services import rounds as rnd  # noqa: E402
from fibur_director.services.actions import Desk  # noqa: E402
from fibur_director.services.exchange import export_text, import_text  # noqa: E402

PAIRS, REPEATS, FLOOR_INSERTS = 125, 3, 300


def child(location: str, name: str, tid: int, tables: str, go: str, reopen: bool) -> None:
    keep = None if reopen else open_location(location)
    kept_desk = Desk(keep, actor=name) if keep is not None else None
    while not Path(go).exists():
        time.sleep(0.001)
    latencies = []
    started = time.time()
    for table in map(int, tables.split(",")):
        begin = time.perf_counter()
        database = keep or open_location(location, wait_s=120)
        # A desk that stays open keeps its Desk (and the tournament it has read); a one-shot command starts cold.
        desk = kept_desk or Desk(database, actor=name)
        res.enter_result(desk, tid, 1, table, 1000 + 5 * (table % 40), 900)
        if keep is None:
            database.close()
        latencies.append(time.perf_counter() - begin)
    ended = time.time()
    if keep is not None:
        keep.close()
    print(json.dumps({"latencies": latencies, "started": started, "ended": ended}))


def round_file() -> tuple[str, list[int]]:
    """The tournament with round 1 published and no results, as a tournament file, and its tables."""
    with tempfile.TemporaryDirectory() as folder, open_location(Path(folder) / "setup.sqlite3") as database:
        desk = Desk(database, actor="setup")
        tid = reg.create_tournament(
            desk,
            reg.TournamentSettings(
                name="Nazionale", date=dt.date(2026, 12, 20), planned_rounds=4, plan="mitchell:4"
            ),
        )
        for number in range(1, PAIRS + 1):
            a = reg.add_player(desk, f"Rossi{number}", "Maria", card=f"A{number}")
            b = reg.add_player(desk, f"Bianchi{number}", "Luca", card=f"B{number}")
            reg.register_entry(desk, tid, [a, b])
        rnd.propose_round(desk, tid, seed=1)
        rnd.publish_round(desk, tid, 1)
        tables = [t.number for t in rnd.view_round(desk, tid, 1).tables]
        return export_text(desk, tid), tables


def run(location: str, text_file: str, tables: list[int], desks: int, reopen: bool) -> tuple[float, float]:
    """(results per second, p95 latency in ms) of ``desks`` desk processes entering every table."""
    with open_location(location) as database:
        tid = import_text(Desk(database, actor="setup"), text_file)
    with tempfile.TemporaryDirectory() as folder:
        go = Path(folder) / "go"
        processes = [
            subprocess.Popen(
                [
                    sys.executable,
                    __file__,
                    "--child",
                    location,
                    f"desk {i}",
                    str(tid),
                    ",".join(str(t) for t in tables if t % desks == i),
                    str(go),
                    "1" if reopen else "0",
                ],
                stdout=subprocess.PIPE,
                text=True,
            )
            for i in range(desks)
        ]
        time.sleep(3)  # every desk imported and connected
        start = time.time()
        go.touch()
        reports = [json.loads(p.communicate()[0]) for p in processes]
    assert all(p.returncode == 0 for p in processes)
    latencies = sorted(x for r in reports for x in r["latencies"])
    wall = max(r["ended"] for r in reports) - start
    return len(latencies) / wall, latencies[int(0.95 * (len(latencies) - 1))] * 1000


def floor(location: str) -> float:
    """Bare single-row INSERTs, one transaction each, over one connection: inserts per second (median)."""
    with open_location(location) as database, database.engine.connect() as connection:
        serial = "SERIAL" if database.on_server else "INTEGER"
        connection.execute(text(f"CREATE TABLE floor (id {serial} PRIMARY KEY, ns INTEGER, ew INTEGER)"))
        connection.commit()
        times = []
        for i in range(FLOOR_INSERTS):
            begin = time.perf_counter()
            connection.execute(text("INSERT INTO floor (ns, ew) VALUES (:a, 900)"), {"a": i})
            connection.commit()
            times.append(time.perf_counter() - begin)
        connection.execute(text("DROP TABLE floor"))
        connection.commit()
    return 1 / statistics.median(times)


def main() -> None:
    from tests.postgres import PostgresServer

    print(f"machine: {platform.machine()}, {platform.python_implementation()} {platform.python_version()}")
    text_file, tables = round_file()
    print(f"{PAIRS} pairs, {len(tables)} tables; medians of {REPEATS} runs")
    rows = []
    with PostgresServer(durable=True) as server, tempfile.TemporaryDirectory() as folder:
        engines = {
            "PostgreSQL": lambda: server.url(server.create_database()),
            "SQLite": lambda: str(Path(tempfile.mkdtemp(dir=folder)) / "torneo.sqlite3"),
        }
        for engine, fresh in engines.items():
            floor_rate = floor(fresh())
            # On a server the desks stay connected; on a file a second desk can only take turns on its lock.
            plans = [(1, False), (2, False), (3, False)]
            if engine == "SQLite":
                plans = [(1, False), (1, True), (2, True), (3, True)]
            for desks, reopen in plans:
                figures = [run(fresh(), text_file, tables, desks, reopen) for _ in range(REPEATS)]
                rate = statistics.median(f[0] for f in figures)
                p95 = statistics.median(f[1] for f in figures)
                how = "opens per sheet" if reopen else "stays open"
                rows.append((engine, desks, how, rate, p95, floor_rate))
                print(
                    f"{engine:<10} {desks} desk(s), {how:<15}: {rate:6.1f} results/s, p95 {p95:6.1f} ms; "
                    f"floor {floor_rate:7.1f} bare INSERTs/s ({floor_rate / rate:.0f}x)",
                    flush=True,
                )


if __name__ == "__main__":
    if sys.argv[1:2] == ["--child"]:
        location, name, tid, tables, go, reopen = sys.argv[2:8]
        child(location, name, int(tid), tables, go, reopen == "1")
    else:
        main()
