"""The desk's figures (issue 6): launch to window shown; keystroke to standings update on 500 pairs (target
under 100 ms); keystrokes to enter one table's result (target: the digits plus at most 4).

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/gui.py [launch | phases | thread]
        [--bundle dist/fibur-director] [--runs 7] [--against EXPORT_OF_AN_EARLIER_COMMIT [--against-bundle DIR]]
        [--against-python OTHER_VENV/bin/python]

Launch: a fresh interpreter builds the desk on a new database file and shows it, as the entry point does (the
cyclic collector off until then, fibur_director/__main__.py); the time runs from just before the process is
spawned to the window exposed. That is when the desk is usable: its window on screen with the first page
filled from the database (the tournament list read, the child checks it) and the event loop next, taking keys
and menus; nothing of the first page is left for later. Floor, same run: a fresh interpreter that imports
PySide6 and shows an empty QWidget. The package's bytecode is compiled first, as pip does at install: where
PYTHONDONTWRITEBYTECODE is set no launch would ever write it, and each would compile some 70 modules again. Then the same on a database already at the head (the desk's every launch after the
first). Then the installed command itself, ``fibur-director --smoke-test FILE`` (venv entry point, and the
PyInstaller bundle with ``--bundle``), on an up-to-date database: the time runs to FILE appearing, which the
desk writes once its event loop runs with the window shown. ``launch`` alone skips the latency figures;
``phases`` prints where one launch goes (imports in the desk's order, building, showing); ``thread`` compares
the launch with the same launch importing the database layer in a second thread from its first line.

Latency: 500 pairs, 9 Danish rounds played, round 10 published, the score page open. Timed: the Enter that
ends a table's result (the result service writes and commits, the score page lists the VP and the missing
tables) plus the standings page recomputing and refilling its model. Floor, same run: the services alone
(enter_result then live_standings), no Qt. Medians over many tables.
"""

from __future__ import annotations

import compileall
import gc
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ENTRIES, ROUNDS, TABLES = 500, 10, 60
TREE = Path(__file__).resolve().parents[1]
PROFILE = os.environ.get("BENCH_PROFILE") == "1"

CHILD = """
import gc, os, sys, time
gc.disable()
from fibur_director.app import build
from PySide6.QtTest import QTest
desk = build(["--database", sys.argv[1]])
desk.window.show()
QTest.qWaitForWindowExposed(desk.window)
shown, cpu = time.time(), time.process_time()
assert desk.window.tournament_page.summaries is not None  # the first page read the database
print(shown - float(os.environ["BENCH_T0"]), cpu)
"""

# ``thread``: the idea of importing SQLAlchemy and the database layer in a thread started with the process, while
# the main thread loads Qt (issue 23, not done: docs/architecture.md, "The launch"). Same child otherwise.
THREAD_CHILD = CHILD.replace(
    "gc.disable()\n",
    "gc.disable()\nimport threading\n"
    "threading.Thread(target=lambda: __import__('fibur_director.services.actions')).start()\n"
    "import PySide6.QtWidgets\n",
)

# Where a launch goes, in one process (``phases``): each import in the order the desk makes it, then build and show.
PHASES_CHILD = """
import gc, sys, time
gc.disable()
t = [time.perf_counter()]
import sqlalchemy.orm
t.append(time.perf_counter())
import fibur_director.db.database
t.append(time.perf_counter())
import fibur_director.services.journal, fibur_director.services.actions
t.append(time.perf_counter())
import PySide6.QtWidgets
t.append(time.perf_counter())
import fibur_director.app
from PySide6.QtTest import QTest
t.append(time.perf_counter())
desk = fibur_director.app.build(["--database", sys.argv[1]])
t.append(time.perf_counter())
desk.window.show()
QTest.qWaitForWindowExposed(desk.window)
t.append(time.perf_counter())
print(" ".join(f"{(b - a) * 1000:.1f}" for a, b in zip(t, t[1:])))
"""

FLOOR_CHILD = """
import os, time
from PySide6.QtWidgets import QApplication, QWidget
from PySide6.QtTest import QTest
app = QApplication([])
w = QWidget()
w.show()
QTest.qWaitForWindowExposed(w)
print(time.time() - float(os.environ["BENCH_T0"]), time.process_time())
"""


def spawn(code: str, *args: str) -> tuple[float, float]:
    """Seconds from just before the spawn to the window shown, and the CPU the process had used by then (all
    its threads): the second moves less than the first when other processes share the cores."""
    env = dict(os.environ, BENCH_T0=repr(time.time()), QT_QPA_PLATFORM="offscreen")
    out = subprocess.run(
        [sys.executable, "-c", code, *args], env=env, capture_output=True, text=True, check=True
    )
    wall, cpu = out.stdout.strip().splitlines()[-1].split()
    return float(wall), float(cpu)


def launch_command(
    program: str | list[str], database: Path, marker: Path, pythonpath: Path | None = None
) -> float:
    """``program --database DATABASE --smoke-test MARKER``: spawn to MARKER written (the window shown).
    ``pythonpath``: run another tree's code (``--against``), from the database's folder."""
    marker.unlink(missing_ok=True)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    if pythonpath is not None:
        env["PYTHONPATH"] = str(pythonpath)
    argv = [program] if isinstance(program, str) else program
    start = time.time()
    process = subprocess.Popen(
        [*argv, "--database", str(database), "--smoke-test", str(marker)],
        env=env,
        cwd=database.parent,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    while not marker.exists():
        if process.poll() is not None and not marker.exists():
            raise RuntimeError(f"{program} exited with {process.returncode} before showing its window")
        if time.time() - start > 60:  # a dialog waiting for an answer nobody gives offscreen
            process.kill()
            raise RuntimeError(f"{program} showed no window within 60 s")
        time.sleep(0.001)
    shown = time.time() - start
    process.wait(timeout=60)
    return shown


def compile_package() -> None:
    """The bytecode of fibur_director, as an installed wheel has it (see the module's docstring)."""
    import fibur_director

    compileall.compile_dir(Path(fibur_director.__file__).parent, quiet=1)


def _line(what: str, times: list[float], floor_times: list[float]) -> None:
    desk, floor = statistics.median(times), statistics.median(floor_times)
    print(
        f"{what}: {desk * 1000:.0f} ms (min {min(times) * 1000:.0f}, max {max(times) * 1000:.0f}; floor, empty "
        f"PySide6 window: {floor * 1000:.0f} ms, {desk / floor:.1f}x)"
    )


def _cpu_line(what: str, samples: list[tuple[float, float]], floor: list[tuple[float, float]]) -> None:
    desk_cpu, floor_cpu = statistics.median(c for _w, c in samples), statistics.median(c for _w, c in floor)
    print(f"  CPU by then: {desk_cpu * 1000:.0f} ms (floor {floor_cpu * 1000:.0f} ms) {what}")


def phases(runs: int = 7) -> None:
    """Median ms of each step of a launch on an up-to-date database (what is left to make lazy, issue 23)."""
    names = ["SQLAlchemy ORM", "db layer (models, engine)", "services and domain", "PySide6.QtWidgets", "ui",
             "build", "show"]  # fmt: skip
    compile_package()
    with tempfile.TemporaryDirectory() as folder:
        os.environ["XDG_CONFIG_HOME"] = os.environ["XDG_DATA_HOME"] = folder
        existing = str(Path(folder) / "existing.sqlite3")
        spawn(CHILD, existing)
        samples = []
        for _ in range(runs):
            env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
            done = subprocess.run(
                [sys.executable, "-c", PHASES_CHILD, existing],
                env=env,
                capture_output=True,
                text=True,
                check=True,
            )
            samples.append([float(x) for x in done.stdout.strip().splitlines()[-1].split()])
    for i, name in enumerate(names):
        print(f"{name}: {statistics.median(sample[i] for sample in samples):.0f} ms")


def thread_import(runs: int = 7) -> None:
    """The desk's launch as it is against the same launch with the database layer imported by a second thread
    from the first line (alternating, same database at the head)."""
    plain, threaded, floor = [], [], []
    compile_package()
    with tempfile.TemporaryDirectory() as folder:
        os.environ["XDG_CONFIG_HOME"] = os.environ["XDG_DATA_HOME"] = folder
        existing = str(Path(folder) / "existing.sqlite3")
        spawn(CHILD, existing)
        for _ in range(runs):
            plain.append(spawn(CHILD, existing))
            threaded.append(spawn(THREAD_CHILD, existing))
            floor.append(spawn(FLOOR_CHILD))
    floor_times = [w for w, _c in floor]
    _line("launch to window shown, database at the head", [w for w, _c in plain], floor_times)
    _cpu_line("as it is", plain, floor)
    _line(
        "the same, SQLAlchemy and the db layer imported by a thread", [w for w, _c in threaded], floor_times
    )
    _cpu_line("with the thread", threaded, floor)


def launch(
    bundle: Path | None,
    runs: int = 7,
    against: Path | None = None,
    against_bundle: Path | None = None,
    against_python: Path | None = None,
) -> None:
    """``against``: also ``python -m fibur_director`` from another tree (an export of an earlier commit, its
    bytecode compiled too), alternating with the same command from this one; ``against_bundle``: that commit's
    bundle; ``against_python``: ``-m fibur_director`` of this tree run by another venv's interpreter (the
    same 3.11 bytecode), alternating with this one's. Before and after in one run, on the same database."""
    new, existing_runs, floor = [], [], []
    command_times: list[float] = []
    bundle_times: list[float] = []
    module_times: list[float] = []
    against_times: list[float] = []
    against_bundle_times: list[float] = []
    module = [sys.executable, "-m", "fibur_director"]
    if against is not None:
        compileall.compile_dir(against / "fibur_director", quiet=1)
    venv_command = Path(sys.executable).with_name("fibur-director")
    compile_package()
    with tempfile.TemporaryDirectory() as folder:
        os.environ["XDG_CONFIG_HOME"] = os.environ["XDG_DATA_HOME"] = folder
        existing = Path(folder) / "existing.sqlite3"
        spawn(CHILD, str(existing))  # created once at the head: every later launch finds it up to date
        marker = Path(folder) / "shown.txt"
        for i in range(runs):
            new.append(spawn(CHILD, str(Path(folder) / f"launch{i}.sqlite3")))
            floor.append(spawn(FLOOR_CHILD))
            existing_runs.append(spawn(CHILD, str(existing)))
            if venv_command.exists():
                command_times.append(launch_command(str(venv_command), existing, marker))
            if bundle is not None:
                bundle_times.append(launch_command(str(bundle / "fibur-director"), existing, marker))
            if against is not None or against_python is not None:
                module_times.append(launch_command(module, existing, marker))
            if against_python is not None:
                # This tree on PYTHONPATH: the other venv may have installed another one.
                against_times.append(
                    launch_command(
                        [str(against_python), "-m", "fibur_director"], existing, marker, pythonpath=TREE
                    )
                )
            if against is not None:
                against_times.append(launch_command(module, existing, marker, pythonpath=against))
            if against_bundle is not None:
                against_bundle_times.append(
                    launch_command(str(against_bundle / "fibur-director"), existing, marker)
                )
    floor_times = [w for w, _c in floor]
    _line("launch to window shown (usable), new database", [w for w, _c in new], floor_times)
    _cpu_line("new database", new, floor)
    _line(
        "launch to window shown (usable), database at the head", [w for w, _c in existing_runs], floor_times
    )
    _cpu_line("database at the head", existing_runs, floor)
    if command_times:
        _line("venv fibur-director --smoke-test, database at the head", command_times, floor_times)
    if bundle_times:
        _line(f"bundle {bundle}/fibur-director --smoke-test, database at the head", bundle_times, floor_times)
    if module_times:
        _line(
            "python -m fibur_director --smoke-test (this tree), database at the head",
            module_times,
            floor_times,
        )
        _line(
            f"python -m fibur_director --smoke-test ({against or against_python}), database at the head",
            against_times,
            floor_times,
        )
    if against_bundle_times:
        _line(f"bundle {against_bundle}/fibur-director --smoke-test", against_bundle_times, floor_times)


def latency() -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from fibur_director.db.database import open_database
    from fibur_director.domain.tournament_file import dumps
    from fibur_director.games.burraco.simulation import simulate
    from fibur_director.services import journal, readmodel, results, rounds
    from fibur_director.services.actions import Desk
    from fibur_director.services.exchange import import_text
    from fibur_director.ui.context import DeskContext
    from fibur_director.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    tournament = simulate(entries=ENTRIES, rounds=ROUNDS - 1, plan=f"danish:{ROUNDS - 1}", seed=1)
    with tempfile.TemporaryDirectory() as folder, open_database(Path(folder) / "bench.sqlite3") as database:
        desk = Desk(database, "bench")
        tid = import_text(desk, dumps(tournament))
        # The simulated file plans as many rounds as it played: the desk's tenth round needs one more.
        with database.engine.begin() as connection:
            connection.exec_driver_sql(f"UPDATE tournaments SET planned_rounds = {ROUNDS} WHERE id = {tid}")
            connection.exec_driver_sql(
                f"UPDATE tournaments SET sessions = '[[{','.join(map(str, range(1, ROUNDS + 1)))}]]'"
            )
        number = rounds.propose_round(desk, tid, "danish")
        rounds.publish_round(desk, tid, number)
        window = MainWindow(DeskContext(desk), "bench")
        window.show()
        window.open_tournament(tid)
        window.go(window.score_page)
        window.standings_page.refresh()
        page = window.score_page
        tables = journal.table_results(desk, tid, number)
        samples, keystrokes = [], []
        for table in tables[:TABLES]:
            ns, ew = str(900 + 5 * table.number), "700"
            page.table_edit.selectAll()  # the desk leaves the proposed next table selected: typing replaces it
            QTest.keyClicks(page.table_edit, str(table.number))
            QTest.keyClick(page.table_edit, Qt.Key.Key_Return)
            QTest.keyClicks(page.ns_edit, ns)
            QTest.keyClick(page.ns_edit, Qt.Key.Key_Tab)
            QTest.keyClicks(page.ew_edit, ew)
            keystrokes.append(
                (len(str(table.number)) + len(ns) + len(ew), len(str(table.number)) + len(ns) + len(ew) + 3)
            )
            start = time.perf_counter()
            QTest.keyClick(page.ew_edit, Qt.Key.Key_Return)
            window.standings_page.refresh()
            samples.append(time.perf_counter() - start)
            if PROFILE and len(samples) == 5:
                import cProfile
                import pstats

                profiler = cProfile.Profile()
                profiler.enable()
                QTest.keyClick(page.ew_edit, Qt.Key.Key_Return)
                window.standings_page.refresh()
                profiler.disable()
                pstats.Stats(profiler).sort_stats("cumulative").print_stats(35)
            app.processEvents()
        assert not any(r.ns_points is None for r in journal.table_results(desk, tid, number)[:TABLES])
        shown = [(row[1], row[4]) for row in window.standings_page.model.rows]
        assert shown == [(s.entry, s.vp) for s in readmodel.live_standings(desk, tid)]
        later = tables[TABLES : TABLES * 2]
        floor_samples = []
        for table in later:
            start = time.perf_counter()
            results.enter_result(desk, tid, number, table.number, 900, 700)
            readmodel.live_standings(desk, tid)
            floor_samples.append(time.perf_counter() - start)
        window.close()
        # The window goes while the application and the database still exist: left to the interpreter's
        # finalization, PySide6 would delete its widgets after QApplication and abort ("none_dealloc").
        window.deleteLater()
        app.processEvents()
        del window, page
        gc.collect()
    median, floor = statistics.median(samples), statistics.median(floor_samples)
    print(
        f"keystroke to standings update, {ENTRIES} pairs: {median * 1000:.0f} ms "
        f"(floor, the services alone: {floor * 1000:.0f} ms, {median / floor:.1f}x; target 100 ms)"
    )
    digits, total = keystrokes[0]
    print(
        f"keystrokes for one table (e.g. table {tables[0].number}): {total} = {digits} digits + "
        f"{total - digits} (Enter, Tab, Enter); target digits + 4"
    )


def main() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    print(
        f"machine: {platform.machine()}, {platform.python_implementation()} {platform.python_version()}, "
        f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}"
    )
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 7
    if "phases" in sys.argv[1:]:
        phases()
        return
    if "thread" in sys.argv[1:]:
        thread_import(runs)
        return
    bundle = Path(sys.argv[sys.argv.index("--bundle") + 1]).resolve() if "--bundle" in sys.argv else None
    against = Path(sys.argv[sys.argv.index("--against") + 1]).resolve() if "--against" in sys.argv else None
    against_bundle = (
        Path(sys.argv[sys.argv.index("--against-bundle") + 1]).resolve()
        if "--against-bundle" in sys.argv
        else None
    )
    against_python = (
        Path(sys.argv[sys.argv.index("--against-python") + 1]) if "--against-python" in sys.argv else None
    )
    if against is not None and against_python is not None:
        sys.exit("--against and --against-python compare one thing each: give one of them")
    if not PROFILE:
        launch(bundle, runs, against, against_bundle, against_python)
        print(f"load average after the launches: {os.getloadavg()[0]:.1f} (other processes share the cores)")
    if "launch" not in sys.argv[1:]:
        latency()


if __name__ == "__main__":
    main()
