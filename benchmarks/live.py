"""The live pages under a full room (issue 16): 300 phones on loopback while the desk enters results.

    .venv/bin/python benchmarks/live.py [--phones 300] [--seconds 40]

The desk's process holds a 500-pair tournament (``danish:10``, imported as in benchmarks/standings.py) and runs
the live server on a thread, as "Pubblica in sala" does. A second process plays the phones: each holds the
Server-Sent Events connection and loads a page (seating, standings or results, new connection each time) every
2–4 s; one load in ten is the floor, a static file served by the same server. Meanwhile the desk enters a
result every second (a correction of a round-10 table, the service path of one score sheet) and recomputes the
standings, the desk's keystroke-to-standings work without its widgets.

Printed: page latency p50/p95 and the static floor in the same run; for each result, the time until the last
of the phones had its event (median and worst); the desk's enter+standings median before the server starts and
under the load; the desk process's resident memory before the server, with 300 phones connected, and after.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PAGES = ("t/1/posti", "t/1/classifica", "t/1/risultati")
FLOOR = "static/style.css"


def rss_mib(pid: int | str = "self") -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


# -- the phones (a separate process) --------------------------------------------------------------------------


async def _get(host: str, port: int, path: str) -> float:
    start = time.perf_counter()
    reader, writer = await asyncio.open_connection(host, port)
    writer.write(f"GET /{path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n".encode())
    await writer.drain()
    data = await reader.read()
    writer.close()
    if not data.startswith(b"HTTP/1.1 200"):
        raise RuntimeError(data[:80])
    return time.perf_counter() - start


async def _phone(
    host: str, port: int, until: float, events: list[tuple[int, float]], loads: dict[str, list[float]]
) -> None:
    reader, writer = await asyncio.open_connection(host, port)
    writer.write(f"GET /eventi HTTP/1.1\r\nHost: {host}\r\nAccept: text/event-stream\r\n\r\n".encode())
    await writer.drain()

    async def listen() -> None:
        while True:
            line = await reader.readline()
            if not line:
                return
            if line.startswith(b"data: "):
                events.append((json.loads(line[6:])["version"], time.time()))

    listening = asyncio.create_task(listen())
    await asyncio.sleep(random.uniform(0, 3))
    while time.time() < until:
        path = FLOOR if random.random() < 0.1 else random.choice(PAGES)
        try:
            loads["floor" if path == FLOOR else "page"].append(await _get(host, port, path))
        except (OSError, RuntimeError):
            loads["failed"].append(0.0)
        await asyncio.sleep(random.uniform(2, 4))
    listening.cancel()
    writer.close()


async def _phones(host: str, port: int, count: int, seconds: float, out: Path) -> None:
    until = time.time() + seconds
    events: list[list[tuple[int, float]]] = [[] for _ in range(count)]
    loads: dict[str, list[float]] = {"page": [], "floor": [], "failed": []}
    phones = [asyncio.create_task(_phone(host, port, until, events[i], loads)) for i in range(count)]
    await asyncio.gather(*phones)
    out.write_text(json.dumps({"events": events, "loads": loads}))


def phones_main(address: str, count: int, seconds: float, out: str) -> None:
    host, port = address.split(":")
    asyncio.run(_phones(host, int(port), count, seconds, Path(out)))


# -- the desk ---------------------------------------------------------------------------------------------------


def desk_main(phones: int, seconds: float, separate: bool) -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from fibur_director.db.database import open_database
    from fibur_director.domain.tournament_file import dumps
    from fibur_director.games.burraco.simulation import simulate
    from fibur_director.services import results
    from fibur_director.services.actions import Desk
    from fibur_director.services.exchange import import_text
    from fibur_director.services.live import reader
    from fibur_director.services.readmodel import live_standings
    from fibur_director.web.server import LiveServer

    print(f"machine: {platform.machine()}, {platform.python_implementation()} {platform.python_version()}")
    tournament = simulate(entries=500, rounds=10, plan="danish:10", seed=1)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.sqlite3"
        database = open_database(path)
        desk = Desk(database, "bench")
        tid = import_text(desk, dumps(tournament))
        corrections = iter(range(1, 100_000))

        def keystroke() -> tuple[float, int | None, float]:
            """One score sheet and the standings after it; returns (seconds, the change counter, commit time)."""
            start = time.perf_counter()
            results.enter_result(
                desk,
                tid,
                10,
                1 + next(corrections) % 200,
                1500,
                900 + 5 * next(corrections),
                confirmed_by_opponents=True,
                countersigned=True,
            )
            committed = time.time()
            live_standings(desk, tid)
            return time.perf_counter() - start, desk.last.audit_id, committed

        keystroke()
        alone = [keystroke()[0] for _ in range(20)]
        memory_before = rss_mib()

        web = reader(path)
        # As "Pubblica in sala" does: the pages reuse the tournament the desk committed.
        web.cache = desk.cache
        server = LiveServer(web, "127.0.0.1", 0)
        served: subprocess.Popen[str] | None = None
        if separate:
            # fibur-director-cli serve beside the desk: same pages, its own process (and its own re-read).
            command = [
                sys.executable,
                "-m",
                "fibur_director.cli",
                "serve",
                "--database",
                str(path),
                "--port",
                "0",
            ]
            served = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
            assert served.stdout is not None
            address = served.stdout.readline().split("http://", 1)[1].split("/", 1)[0]
        else:
            address = server.start().removeprefix("http://").rstrip("/")
            while not server.started:
                time.sleep(0.05)
        out = Path(folder) / "phones.json"
        load = subprocess.Popen(
            [sys.executable, __file__, "--phones-process", address, str(phones), str(seconds), str(out)]
        )
        time.sleep(5)  # every phone connected and loading
        memory_loaded = rss_mib()
        server_loaded = rss_mib(served.pid) if served is not None else float("nan")
        commits: list[tuple[int, float]] = []
        loaded: list[float] = []
        while load.poll() is None and len(loaded) < seconds - 10:
            spent, version, committed = keystroke()
            loaded.append(spent)
            if version is not None:
                commits.append((version, committed))
            time.sleep(max(0.0, 1.0 - spent))
        listeners = phones if separate else server.app.state.hub.listeners
        load.wait()
        memory_after = rss_mib()
        server_after = rss_mib(served.pid) if served is not None else float("nan")
        if served is not None:
            served.terminate()
            served.wait()
        else:
            server.stop()
        web.database.close()
        database.close()

        data = json.loads(out.read_text())
        pages, floor, failed = data["loads"]["page"], data["loads"]["floor"], data["loads"]["failed"]
        reach: list[float] = []
        for version, committed in commits:
            arrivals = []
            for phone in data["events"]:
                first = next((at for seen, at in phone if seen >= version), None)
                if first is not None:
                    arrivals.append(first - committed)
            if len(arrivals) == phones:
                reach.append(max(arrivals))
        ms = 1000
        where = "fibur-director-cli serve, its own process" if separate else "a thread of the desk's process"
        print(f"server: {where}")
        print(
            f"{phones} phones on loopback for {seconds:.0f} s, {len(commits)} results entered (one a second)"
        )
        print(f"SSE connections held at the peak: {listeners}")
        for name, times in (("page load", pages), ("floor, static file", floor)):
            slow = sum(t > 1 for t in times) / len(times)
            print(
                f"{name}: p50 {statistics.median(times) * ms:.1f} ms, p95 {percentile(times, 0.95) * ms:.1f} ms, "
                f"p99 {percentile(times, 0.99) * ms:.1f} ms, over 1 s {slow:.1%} ({len(times)} loads)"
            )
        print(f"failed loads: {len(failed)}")
        print(
            f"result to every phone: median {statistics.median(reach) * ms:.0f} ms, worst {max(reach) * ms:.0f} ms "
            f"({len(reach)} of {len(commits)} results reached all {phones} phones)"
        )
        print(
            f"desk, enter one result + standings (500 pairs): median {statistics.median(alone) * ms:.1f} ms alone, "
            f"{statistics.median(loaded) * ms:.1f} ms with {phones} phones (p95 {percentile(loaded, 0.95) * ms:.1f} ms)"
        )
        print(
            f"desk process memory: {memory_before:.0f} MiB before the server, {memory_loaded:.0f} MiB with "
            f"{phones} phones connected, {memory_after:.0f} MiB at the end"
        )
        if separate:
            print(
                f"server process memory: {server_loaded:.0f} MiB with {phones} phones connected, "
                f"{server_after:.0f} MiB at the end"
            )


def gui_main(phones: int) -> None:
    """The desk's keystroke-to-standings (as benchmarks/gui.py times it: the Enter that ends a table's result,
    then the standings page refilled; 500 pairs) before "Pubblica in sala" and then with it on and the phones
    loading, one result a second, in the same run."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from fibur_director.db.database import open_database
    from fibur_director.domain.tournament_file import dumps
    from fibur_director.games.burraco.simulation import simulate
    from fibur_director.services import journal, rounds
    from fibur_director.services.actions import Desk
    from fibur_director.services.exchange import import_text
    from fibur_director.ui.context import DeskContext
    from fibur_director.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    tournament = simulate(entries=500, rounds=9, plan="danish:9", seed=1)
    with tempfile.TemporaryDirectory() as folder, open_database(Path(folder) / "bench.sqlite3") as database:
        os.environ["XDG_CONFIG_HOME"] = os.environ["XDG_DATA_HOME"] = folder
        desk = Desk(database, "bench")
        tid = import_text(desk, dumps(tournament))
        with database.engine.begin() as connection:
            connection.exec_driver_sql(f"UPDATE tournaments SET planned_rounds = 10 WHERE id = {tid}")
            connection.exec_driver_sql("UPDATE tournaments SET sessions = '[[1,2,3,4,5,6,7,8,9,10]]'")
        number = rounds.propose_round(desk, tid, "danish")
        rounds.publish_round(desk, tid, number)
        window = MainWindow(DeskContext(desk), "bench")
        window.show()
        window.open_tournament(tid)
        window.go(window.score_page)
        window.standings_page.refresh()
        page = window.score_page
        tables = iter(journal.table_results(desk, tid, number))

        def keystroke() -> float:
            table = next(tables)
            page.table_edit.selectAll()
            QTest.keyClicks(page.table_edit, str(table.number))
            QTest.keyClick(page.table_edit, Qt.Key.Key_Return)
            QTest.keyClicks(page.ns_edit, str(900 + 5 * table.number))
            QTest.keyClick(page.ns_edit, Qt.Key.Key_Tab)
            QTest.keyClicks(page.ew_edit, "700")
            start = time.perf_counter()
            QTest.keyClick(page.ew_edit, Qt.Key.Key_Return)
            window.standings_page.refresh()
            spent = time.perf_counter() - start
            app.processEvents()
            return spent

        def paced(count: int) -> list[float]:
            samples = []
            for _ in range(count):
                samples.append(keystroke())
                time.sleep(max(0.0, 1.0 - samples[-1]))
            return samples

        keystroke()
        alone = paced(30)
        panel = window.live_panel
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            panel.port.setValue(probe.getsockname()[1])
        panel.toggle_button.click()
        panel.wait_started()
        assert panel.server is not None
        while not panel.server.started:
            time.sleep(0.05)
        address = panel.server.address.removeprefix("http://").rstrip("/")
        out = Path(folder) / "phones.json"
        load = subprocess.Popen(
            [sys.executable, __file__, "--phones-process", address, str(phones), "45", str(out)]
        )
        time.sleep(5)
        loaded = paced(30)
        load.wait()
        panel.stop()
        window.close()
    ms = 1000
    print(
        f"desk keystroke to standings, 500 pairs (GUI): median {statistics.median(alone) * ms:.0f} ms without "
        f"the server, {statistics.median(loaded) * ms:.0f} ms publishing to {phones} phones "
        f"(p95 {percentile(alone, 0.95) * ms:.0f} -> {percentile(loaded, 0.95) * ms:.0f} ms); target 100 ms"
    )


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--phones-process":
        phones_main(sys.argv[2], int(sys.argv[3]), float(sys.argv[4]), sys.argv[5])
        return
    parser = argparse.ArgumentParser()
    parser.add_argument("--phones", type=int, default=300)
    parser.add_argument("--seconds", type=float, default=40)
    parser.add_argument(
        "--separate", action="store_true", help="serve from fibur-director-cli serve in its own process"
    )
    parser.add_argument(
        "--gui", action="store_true", help="the desk's keystroke to standings, with and without"
    )
    args = parser.parse_args()
    if args.gui:
        gui_main(args.phones)
        # The figures are printed. Leave without the interpreter's finalization, which in this script aborts in
        # PySide6 ("none_dealloc"), with or without the server started (benchmarks/gui.py does not).
        sys.stdout.flush()
        os._exit(0)
    else:
        desk_main(args.phones, args.seconds, args.separate)


if __name__ == "__main__":
    main()
