"""The installed package's launch, cold and warm (issue 38: under 1.5 s cold): ``fibur-director --smoke-test`` from
the .deb on a real X display (Xvfb at 1366x768 with a window manager, openbox, when installed), timed from just
before the spawn to the marker file the desk writes once its event loop runs with the window shown.

    sudo .venv/bin/python benchmarks/cold_launch.py [--bin /usr/bin] [--runs 7] [--against OTHER_BUNDLE_DIR]

Cold: the kernel's page cache dropped before each launch (``sync; echo 3 > /proc/sys/vm/drop_caches``, as root:
every file the launch reads, the bundle's 220 MB and the system's Qt and X libraries, comes from the disk again),
as the first launch after installing or after a reboot. Warm: the same command again, the files in memory.
Floor, same run and same two ways: a fresh interpreter of this venv showing an empty PySide6 window on the same
display (what Qt alone costs here). Launches alternate desk and floor, so a change of the machine's load shows
in both. The database is made by a first launch (not timed), so every timed launch opens one at the head.
CPU time (user + system, from /proc, by the window shown) beside each wall time: on a machine other work loads, the
wall time is what a referee would wait there, the CPU time the launch's own work.
``--against``: another build's folder (``fibur-director`` in it, e.g. an earlier commit's ``make frozen``),
launched the same ways in turn with this one, on its own database: a before and after in the same minutes.
Dropping the page cache slows every other process of the machine for a moment: run it on a quiet one.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

FLOOR = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication([])
w = QWidget()
w.resize(800, 600)
w.show()
def report():
    open(sys.argv[1], "w").write("shown\\n")
    app.quit()
QTimer.singleShot(0, report)
app.exec()
"""


def drop_caches() -> None:
    os.sync()
    Path("/proc/sys/vm/drop_caches").write_text("3\n")


TICK = os.sysconf("SC_CLK_TCK")


def cpu_of(pid: int) -> float:
    """CPU seconds (user + system) a process and its children still running have used so far, from /proc."""
    used = 0.0
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue  # gone meanwhile
        if int(stat.parent.name) == pid or int(fields[1]) == pid:
            used += (int(fields[11]) + int(fields[12])) / TICK  # utime, stime
    return used


def until_marker(argv: list[str], marker: Path, env: dict[str, str], cwd: Path) -> float:
    """Seconds from just before the spawn to ``marker`` written; the process is then left to exit. The CPU time
    it had used by then goes into ``CPU[argv[0]]``: on a machine others load, the wall time is what a referee
    would wait there, the CPU time the launch's own work."""
    marker.unlink(missing_ok=True)
    start = time.perf_counter()
    process = subprocess.Popen(argv, env=env, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    while not marker.exists():
        if process.poll() is not None and not marker.exists():
            raise RuntimeError(f"{argv[0]} exited with {process.returncode} before showing its window")
        if time.perf_counter() - start > 120:
            process.kill()
            raise RuntimeError(f"{argv[0]} showed no window within 120 s")
        time.sleep(0.002)
    shown = time.perf_counter() - start
    CPU.setdefault(argv[0], []).append(cpu_of(process.pid))
    process.wait(timeout=60)
    return shown


CPU: dict[str, list[float]] = {}


def start_display(number: int, size: str) -> list[subprocess.Popen[bytes]]:
    xvfb = subprocess.Popen(
        ["Xvfb", f":{number}", "-screen", "0", f"{size}x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 20
    while not Path(f"/tmp/.X11-unix/X{number}").exists():
        if xvfb.poll() is not None or time.monotonic() > deadline:
            raise RuntimeError(f"Xvfb :{number} did not start")
        time.sleep(0.05)
    started = [xvfb]
    if shutil.which("openbox"):
        started.append(
            subprocess.Popen(
                ["openbox"],
                env=dict(os.environ, DISPLAY=f":{number}"),
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
        )
        time.sleep(1.0)
    return started


def free_display() -> int:
    for number in range(90, 200):
        if not Path(f"/tmp/.X11-unix/X{number}").exists() and not Path(f"/tmp/.X{number}-lock").exists():
            return number
    raise RuntimeError("no free X display number")


def machine() -> str:
    cpu = next(
        (line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines()
         if line.startswith("model name")),
        platform.machine(),
    )  # fmt: skip
    memory = int(Path("/proc/meminfo").read_text().split()[1]) / 1024 / 1024
    return f"{cpu}, {os.cpu_count()} cores, {memory:.0f} GB, {platform.platform()}"


def line(what: str, times: list[float], floor: list[float], cpu: list[float], floor_cpu: list[float]) -> None:
    median, floor_median = statistics.median(times), statistics.median(floor)
    print(
        f"{what}: {median * 1000:.0f} ms (min {min(times) * 1000:.0f}, max {max(times) * 1000:.0f}), CPU "
        f"{statistics.median(cpu) * 1000:.0f} ms; floor, empty PySide6 window: {floor_median * 1000:.0f} ms (min "
        f"{min(floor) * 1000:.0f}, max {max(floor) * 1000:.0f}), CPU {statistics.median(floor_cpu) * 1000:.0f} ms; "
        f"{median / floor_median:.1f}x"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bin", default="/usr/bin", help="where fibur-director is (default: the .deb's)")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--size", default="1366x768")
    parser.add_argument("--against", help="another bundle's folder, launched in turn with this one")
    args = parser.parse_args()
    if os.geteuid() != 0:
        sys.exit("cold launches drop the kernel's page cache: run as root")
    desk = str(Path(args.bin) / "fibur-director")
    number = free_display()
    started = start_display(number, args.size)
    work = Path(tempfile.mkdtemp(prefix="fibur-cold-"))
    home = work / "home"
    home.mkdir()
    env = dict(os.environ, DISPLAY=f":{number}", HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"),
               XDG_DATA_HOME=str(home / ".local/share"), XDG_CACHE_HOME=str(home / ".cache"))  # fmt: skip
    for key in ("QT_QPA_PLATFORM", "PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV"):
        env.pop(key, None)
    database, marker = work / "torneo.sqlite3", work / "shown.txt"
    programs = {"this": [desk, "--database", str(database), "--smoke-test", str(marker)]}
    if args.against:
        other = str(Path(args.against) / "fibur-director")
        programs["against"] = [
            other,
            "--database",
            str(work / "against.sqlite3"),
            "--smoke-test",
            str(marker),
        ]
    floor_argv = [sys.executable, "-c", FLOOR, str(marker)]
    print(f"machine: {machine()}; load average before: {os.getloadavg()[0]:.2f}")
    print(f"display: Xvfb {args.size}{' with openbox' if len(started) > 1 else ''}; desk {desk}")
    cold: dict[str, list[float]] = {name: [] for name in [*programs, "floor"]}
    warm: dict[str, list[float]] = {name: [] for name in [*programs, "floor"]}
    cold_cpu: dict[str, list[float]] = {name: [] for name in [*programs, "floor"]}
    warm_cpu: dict[str, list[float]] = {name: [] for name in [*programs, "floor"]}
    try:
        for argv in programs.values():
            until_marker(argv, marker, env, work)  # creates the database (and the settings): not timed
        for _ in range(args.runs):
            for name, argv in [*programs.items(), ("floor", floor_argv)]:
                drop_caches()
                cold[name].append(until_marker(argv, marker, env, work))
                cold_cpu[name].append(CPU[argv[0]][-1])
        for _ in range(args.runs):
            for name, argv in [*programs.items(), ("floor", floor_argv)]:
                warm[name].append(until_marker(argv, marker, env, work))
                warm_cpu[name].append(CPU[argv[0]][-1])
    finally:
        for process in reversed(started):
            process.terminate()
            process.wait(timeout=10)
        shutil.rmtree(work, ignore_errors=True)
    print(f"{args.runs} runs each; load average after: {os.getloadavg()[0]:.2f}")
    for name in programs:
        which = desk if name == "this" else str(Path(args.against) / "fibur-director")
        line(f"{which}: cold launch, page cache dropped, to the window shown", cold[name], cold["floor"],
             cold_cpu[name], cold_cpu["floor"])  # fmt: skip
        line(f"{which}: warm launch, to the window shown", warm[name], warm["floor"], warm_cpu[name],
             warm_cpu["floor"])  # fmt: skip


if __name__ == "__main__":
    main()
