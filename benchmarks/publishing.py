"""Publishing to the club's site (issue 40, docs/performance.md): a Sanremo-size tournament (300 pairs, 11
rounds) regenerated and pushed to a loopback FTP server (pyftpdlib, the tests' own), in full and after one
corrected score; and the time from a round's close to the manifest on the target, the desk's debouncing and
its one-second tick included.

    .venv/bin/python benchmarks/publishing.py
    .venv/bin/python benchmarks/publishing.py regeneration [--burners 2] [--runs 9]

``regeneration``: only the regeneration after one correction, under load: ``--burners`` processes spinning on
the CPU for the whole measurement (on the 2-core machine, 2 burners leave the desk a third of the cores), then
``--runs`` corrections each in its own table of round 11, each timed as the desk regenerates after it (the
tournament read again, the pages of before kept), median and spread, wall and CPU time; with the burners' load
average, and a floor timed after each (the tournament read again into its book). The imported modules'
objects are frozen first, as the desk's launch freezes its own (app.py). Uses
only ``export.site`` and the command line, so the same file copied into an earlier tree (``git archive``)
measures that tree the same way.
"""

from __future__ import annotations

import datetime as dt
import gc
import json
import multiprocessing
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from fibur_director.cli import main
from fibur_director.publishing import queue
from fibur_director.publishing.run import publish_to
from fibur_director.publishing.targets import parse
from fibur_director.services.live import reader
from fibur_director.web import export, pages
from tests.publishing import servers


def timed(call):  # type: ignore[no-untyped-def]
    start = time.perf_counter()
    value = call()
    return value, time.perf_counter() - start


def main_() -> None:
    folder = Path(tempfile.mkdtemp(prefix="fibur-publishing-"))
    file, database = folder / "sanremo.json", folder / "torneo.sqlite3"
    assert main(["simulate", "--entries", "300", "--rounds", "11", "--plan", "mitchell:1,danish:10",
                 "--out", str(file)]) == 0  # fmt: skip
    assert main(["tournament", "import", str(file), "--database", str(database)]) == 0
    root = folder / "ftp"
    root.mkdir()
    server = servers.ftp_server(root)
    url = server.url()
    try:
        desk = reader(database)
        _, cold = timed(lambda: export.site(desk, 1))
        _, warm = timed(lambda: export.site(desk, 1))
        print(f"regeneration, whole site: first {cold:.2f} s, again {warm:.2f} s")
        pushed, took = timed(lambda: publish_to(desk, 1, parse(url)))
        outcome = pushed.outcome
        print(
            f"push, whole site: {len(outcome.sent)} files, {outcome.bytes_sent / 1e6:.2f} MB in {took:.2f} s"
        )
        desk.database.close()
        for table in (5, 7):
            main(["result", "1", "11", str(table), "2565", "2110", "--database", str(database), "--confirmed",
                  "--countersigned"])  # fmt: skip
            desk = reader(database)
            export.site(desk, 1)  # the desk has the tournament read before the correction
            desk.database.close()
            desk = reader(database)
            _found, again = timed(lambda: export.site(desk, 1))  # noqa: B023
            pushed, took = timed(lambda: publish_to(desk, 1, parse(url)))  # noqa: B023
            outcome = pushed.outcome
            print(
                f"one correction (round 11, table {table}): regeneration {again:.2f} s; push {len(outcome.sent)} "
                f"files, {outcome.bytes_sent / 1e3:.0f} kB in {took:.2f} s ({', '.join(outcome.sent[:4])}, ...)"
            )
            desk.database.close()
        # A round's close to the manifest on the target: the desk marks the job at the close, its one-second
        # tick finds it due after QUIET_S of quiet, the push runs and the manifest lands.
        main(["result", "1", "11", "9", "2565", "2110", "--database", str(database), "--confirmed",
              "--countersigned"])  # fmt: skip
        desk = reader(database)
        qfolder = queue.folder_of(desk.database)
        job = queue.find(qfolder, desk.database.label, 1, parse(url).shown)
        assert job is not None
        closed = dt.datetime.now(dt.UTC)
        start = time.perf_counter()
        job.changed(closed)
        queue.save(qfolder, job)
        while not job.due():
            time.sleep(1.0)
        publish_to(desk, 1, parse(url))
        landed = json.loads((root / "sito" / "manifest.json").read_text())
        elapsed = time.perf_counter() - start
        assert landed["fingerprint"]["value"] == export.site(desk, 1).stamp.fingerprint
        print(
            f"round close to manifest on the target (debouncing {queue.QUIET_S:.0f} s, tick 1 s): {elapsed:.1f} s"
        )
        desk.database.close()
    finally:
        server.stop()


def _burn() -> None:
    while True:
        pass


def regeneration(burners: int, runs: int) -> None:
    # As the desk, which freezes what its launch made (app.py) before any tournament is read: the cyclic
    # collector's full passes then walk what was made since, not every module's objects. Without it, each full
    # pass here took ~0.15 s and fell into whichever regeneration or floor allocated at the time.
    gc.collect()
    gc.freeze()
    folder = Path(tempfile.mkdtemp(prefix="fibur-regeneration-"))
    file, database = folder / "sanremo.json", folder / "torneo.sqlite3"
    assert main(["simulate", "--entries", "300", "--rounds", "11", "--plan", "mitchell:1,danish:10",
                 "--out", str(file), "--seed", "11"]) == 0  # fmt: skip
    assert main(["tournament", "import", str(file), "--database", str(database)]) == 0
    desk = reader(database)
    _, first = timed(lambda: export.site(desk, 1))
    desk.database.close()
    spinning = [multiprocessing.Process(target=_burn, daemon=True) for _ in range(burners)]
    for process in spinning:
        process.start()
    try:
        time.sleep(2.0 if burners else 0.0)
        walls, cpus, changed = [], [], []
        floor_walls, floor_cpus = [], []
        before = None
        for table in range(1, runs + 1):
            main(["result", "1", "11", str(table * 3), str(1000 + 35 * table), "2110", "--database",
                  str(database), "--confirmed", "--countersigned"])  # fmt: skip
            desk = reader(database)
            cpu = time.process_time()
            found, wall = timed(lambda: export.site(desk, 1))  # noqa: B023
            cpus.append(time.process_time() - cpu)
            walls.append(wall)
            if before is not None:
                changed.append(sum(before.get(n) != c for n, c in found.files.items()))
            before = found.files
            desk.database.close()
            # The floor, in the same minutes and under the same load: the tournament read again from the
            # database into its book, which any regeneration after a change must do at least.
            desk = reader(database)
            cpu = time.process_time()
            _, wall = timed(lambda: pages.open_any(desk, 1))  # noqa: B023
            floor_cpus.append(time.process_time() - cpu)
            floor_walls.append(wall)
            desk.database.close()
        load = os.getloadavg()[0]
    finally:
        for process in spinning:
            process.terminate()
    print(f"whole site, first: {first:.2f} s; {burners} CPU burners, load average {load:.1f}")
    print(
        f"regeneration after one correction (round 11), {runs} runs: median {statistics.median(walls):.2f} s "
        f"(min {min(walls):.2f}, max {max(walls):.2f}); CPU median {statistics.median(cpus):.2f} s; "
        f"pages changed per correction: median {statistics.median(changed) if changed else 0:.0f}"
    )
    print(
        f"floor (the tournament read again into its book), same runs: median {statistics.median(floor_walls):.2f} s "
        f"(min {min(floor_walls):.2f}, max {max(floor_walls):.2f}); CPU median {statistics.median(floor_cpus):.2f} s; "
        f"regeneration / floor: wall {statistics.median(walls) / statistics.median(floor_walls):.1f}x, "
        f"CPU {statistics.median(cpus) / statistics.median(floor_cpus):.1f}x"
    )


if __name__ == "__main__":
    if sys.argv[1:2] == ["regeneration"]:
        import argparse

        parser = argparse.ArgumentParser()
        parser.add_argument("what")
        parser.add_argument("--burners", type=int, default=0)
        parser.add_argument("--runs", type=int, default=9)
        args = parser.parse_args()
        regeneration(args.burners, args.runs)
    else:
        main_()
