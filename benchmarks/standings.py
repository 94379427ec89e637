"""Standings of 500 pairs after 10 rounds, recomputed after one result changes (issue target: under 50 ms and
within 3x of the floor).

    .venv/bin/python benchmarks/standings.py

The tournament is a simulated one (``danish:10``) imported into a fresh database file. Measured: correct one
result through the service (not timed), then time ``live_standings`` — what the desk calls after each result:
check the file's latest action, reuse the tournament the result service just checked and committed, and
compute every score, sanction and tie-break. Also shown: the same from a cold read of the file
(``current_standings``), as after an undo or on opening. Floor, measured in the same run: one SELECT of all
results with their seats and plain Python sums of the MP difference per entry (no VP, no sanctions, no sort
by tie-breaks). Medians of repeated runs.
"""

from __future__ import annotations

import platform
import tempfile
from collections import defaultdict
from pathlib import Path

from sqlalchemy import event, text
from timing import median_seconds

from fibur_director.db.database import open_database
from fibur_director.domain.tournament_file import dumps
from fibur_director.games.burraco.simulation import simulate
from fibur_director.services import results
from fibur_director.services.actions import Desk
from fibur_director.services.exchange import import_text
from fibur_director.services.readmodel import current_standings, live_standings

ENTRIES, ROUNDS, REPEATS = 500, 10, 15

FLOOR_SQL = """
SELECT r.ns_points, r.ew_points, s.side, e.number
FROM results r JOIN seats s ON s.table_id = r.table_id JOIN entries e ON e.id = s.entry_id
"""


def main() -> None:
    print(f"machine: {platform.machine()}, {platform.python_implementation()} {platform.python_version()}")
    tournament = simulate(entries=ENTRIES, rounds=ROUNDS, plan=f"danish:{ROUNDS}", seed=1)
    with tempfile.TemporaryDirectory() as folder, open_database(Path(folder) / "bench.sqlite3") as database:
        desk = Desk(database, "bench")
        tid = import_text(desk, dumps(tournament))
        results.enter_result(desk, tid, ROUNDS, 1, 1500, 900, confirmed_by_opponents=True, countersigned=True)

        def recompute() -> object:
            return live_standings(desk, tid)

        def cold() -> object:
            with desk.read() as session:
                return current_standings(session, tid)

        def floor() -> object:
            mp: dict[int, int] = defaultdict(int)
            with database.engine.connect() as connection:
                for ns, ew, side, number in connection.execute(text(FLOOR_SQL)):
                    mp[number] += (ns - ew) if side == "ns" else (ew - ns)
            return sorted(mp.items(), key=lambda item: -item[1])

        corrections = iter(range(1, 10_000))

        def enter() -> object:
            # A correction of the same table each time: the desk's path for one score sheet, check included.
            return results.enter_result(
                desk,
                tid,
                ROUNDS,
                2,
                1500,
                900 + 5 * next(corrections),
                confirmed_by_opponents=True,
                countersigned=True,
            )

        statements: list[str] = []

        def count(_conn: object, _cursor: object, statement: str, *_rest: object) -> None:
            statements.append(statement.split(None, 1)[0].upper())

        enter()  # the cache now holds the tournament, as after any earlier sheet
        event.listen(database.engine, "before_cursor_execute", count)
        enter()
        event.remove(database.engine, "before_cursor_execute", count)
        kinds = ", ".join(f"{statements.count(k)} {k}" for k in sorted(set(statements)))
        print(f"SQL statements for one score sheet (a correction, warm cache): {len(statements)} ({kinds})")
        entering = median_seconds(enter, REPEATS)
        measured = median_seconds(recompute, REPEATS)
        base = median_seconds(floor, REPEATS)
        reread = median_seconds(cold, REPEATS)
        print(
            f"{ENTRIES} pairs, {ROUNDS} rounds: standings after one change {measured * 1000:.1f} ms "
            f"(floor {base * 1000:.1f} ms, {measured / base:.1f}x); from a cold read {reread * 1000:.1f} ms; "
            f"entering one result {entering * 1000:.1f} ms"
        )


if __name__ == "__main__":
    main()
