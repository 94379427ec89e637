"""Foundation figures: one MP→VP conversion, and opening an up-to-date database (the desk's start-up cost),
each next to a floor measured in the same run.

    .venv/bin/python benchmarks/foundation.py

Floors: a bisect over a plain list of range bounds (the least a VP lookup can cost in Python), and a bare
sqlite3.connect + one SELECT (the least opening a file can cost). Medians of repeated runs.
"""

from __future__ import annotations

import bisect
import platform
import sqlite3
import tempfile
from pathlib import Path

from timing import median_seconds

from fibur_director.db.database import open_database
from fibur_director.games.burraco.scoring import victory_points


def main() -> None:
    differences = [(i * 35) % 4000 - 2000 for i in range(1000)]
    differences = [d - d % 5 for d in differences]

    def convert() -> None:
        for d in differences:
            victory_points("burraco-italiano", 4, d)

    bounds = [100, 300, 500, 700, 900, 1100, 1300, 1500, 1700, 2000]

    def floor_convert() -> None:
        for d in differences:
            v = 10 + bisect.bisect_left(bounds, abs(d))
            (v, 20 - v) if d >= 0 else (20 - v, v)

    vp = median_seconds(convert, 21) / len(differences)
    vp_floor = median_seconds(floor_convert, 21) / len(differences)

    with tempfile.TemporaryDirectory() as scratch:
        path = Path(scratch) / "torneo.sqlite3"
        open_database(path).close()

        def open_close() -> None:
            open_database(path).close()

        def floor_open() -> None:
            connection = sqlite3.connect(path)
            connection.execute("SELECT version_num FROM alembic_version").fetchone()
            connection.close()

        opening = median_seconds(open_close, 15)
        opening_floor = median_seconds(floor_open, 15)

    print(
        f"machine: {platform.processor() or platform.machine()}, {platform.python_implementation()} {platform.python_version()}"
    )
    print(
        f"victory_points, one conversion: {vp * 1e6:.2f} µs (floor {vp_floor * 1e6:.2f} µs, {vp / vp_floor:.1f}x)"
    )
    print(
        f"open an up-to-date database (lock, checks, engine): {opening * 1e3:.1f} ms (floor {opening_floor * 1e3:.2f} ms)"
    )


if __name__ == "__main__":
    main()
