"""Publishing to the club's site (issue 40, docs/performance.md): a Sanremo-size tournament (300 pairs, 11
rounds) regenerated and pushed to a loopback FTP server (pyftpdlib, the tests' own), in full and after one
corrected score; and the time from a round's close to the manifest on the target, the desk's debouncing and
its one-second tick included.

    .venv/bin/python benchmarks/publishing.py
"""

from __future__ import annotations

import datetime as dt
import json
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
from fibur_director.web import export
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


if __name__ == "__main__":
    main_()
