"""How long `make test` takes, split by stage (issue 24: under 3 minutes on the 2-core machine).

    .venv/bin/python benchmarks/test_loop.py [--runs N] [--target test] [--touch fibur_director/cli.py]

Runs make with benchmarks/timed-shell.sh as its SHELL, which logs the wall time and the CPU time of every recipe
line, and sums them by stage (lint, typecheck, contracts, pytest, bundle, smoke, packages, smoke-deb). Stages that
make runs side by side (`make -j`) overlap, so the total is measured separately. CPU time counts the processes a
stage waited for, not daemons (the tests' PostgreSQL servers). The venv is expected installed (the clean-clone time
is `make clean` and the same command).

The floor, measured before each run: a fixed pure-Python loop, alone and as two processes at once. On an idle
2-core machine both take the same time; when the cores are shared with other work (other virtual machines on the
same host do not show in the load average) the pair takes up to twice as long, and so does everything else.
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

STAGES = [
    ("lint", re.compile(r"ruff|shellcheck|actionlint")),
    ("typecheck", re.compile(r"\bmypy\b")),
    ("contracts", re.compile(r"lint-imports")),
    ("pytest", re.compile(r"-m pytest|test-system-packages\.sh$")),
    ("bundle", re.compile(r"pyinstaller|\[packaging\]")),
    ("smoke", re.compile(r"smoke\.py")),
    ("packages", re.compile(r"build-linux-packages")),
    ("smoke-deb", re.compile(r"smoke-deb")),
]
LOOP = "t = 0\nfor i in range(5_000_000):\n    t += i & 7\n"


def floor() -> tuple[float, float]:
    """Seconds for the fixed loop in one process, then for two processes running it at once."""
    timings = []
    for processes in (1, 2):
        started = time.perf_counter()
        running = [subprocess.Popen([sys.executable, "-c", LOOP]) for _ in range(processes)]
        for process in running:
            process.wait()
        timings.append(time.perf_counter() - started)
    return timings[0], timings[1]


Stages = dict[str, tuple[float, float]]


def one_run(
    target: str, jobs: int, output: Path, touch: list[Path]
) -> tuple[float, Stages, tuple[float, float]]:
    for path in touch:
        path.touch()  # as an edit would: PyInstaller's analysis runs again
    reference = floor()
    with tempfile.NamedTemporaryFile("r", suffix=".log") as log, output.open("w") as out:
        env = dict(os.environ, FIBUR_TIMING_LOG=log.name)
        started = time.monotonic()
        done = subprocess.run(
            ["make", f"-j{jobs}", target, f"SHELL={ROOT / 'benchmarks' / 'timed-shell.sh'}"],
            cwd=ROOT,
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
        )
        total = time.monotonic() - started
        if done.returncode != 0:
            sys.exit(f"make {target} failed: see {output}")
        stages = {name: (0.0, 0.0) for name, _ in STAGES}
        for row in log.read().splitlines():
            begin, end, cpu, command = row.split("\t", 3)
            if command.startswith("make "):
                continue  # a make inside make: its own lines are logged one by one
            for name, pattern in STAGES:
                if pattern.search(command):
                    wall, used = stages[name]
                    stages[name] = (wall + float(end) - float(begin), used + float(cpu))
                    break
    return total, stages, reference


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--target", default="test")
    parser.add_argument("-j", "--jobs", type=int, default=1)
    parser.add_argument(
        "--output",
        type=Path,
        default=Path(tempfile.gettempdir()) / "test_loop.out",
        help="make's output (pytest's --durations with PYTEST_ADDOPTS) goes here",
    )
    parser.add_argument(
        "--touch",
        type=Path,
        action="append",
        default=[],
        help="files to touch before each run (fibur_director/cli.py: the loop after an edit)",
    )
    args = parser.parse_args()
    print(f"machine: {platform.platform()}, {os.cpu_count()} cores, Python {platform.python_version()}")
    totals, floors = [], []
    per_stage: dict[str, list[tuple[float, float]]] = {name: [] for name, _ in STAGES}
    for run in range(args.runs):
        load = os.getloadavg()
        total, stages, reference = one_run(args.target, args.jobs, args.output, args.touch)
        totals.append(total)
        floors.append(reference)
        for name, seconds in stages.items():
            per_stage[name].append(seconds)
        shown = ", ".join(
            f"{name} {wall:.0f} ({cpu:.0f} CPU)" for name, (wall, cpu) in stages.items() if wall
        )
        print(
            f"run {run + 1}: make {args.target} {total:.0f} s; {shown}; floor {reference[0]:.2f} s alone, "
            f"{reference[1]:.2f} s two at once; load before {load[0]:.2f}",
            flush=True,
        )
    print(
        f"median of {args.runs}: make {args.target} {statistics.median(totals):.0f} s; floor "
        f"{statistics.median(f[0] for f in floors):.2f} s alone, {statistics.median(f[1] for f in floors):.2f} s "
        "two at once"
    )
    for name, values in per_stage.items():
        if any(wall for wall, _ in values):
            wall = statistics.median(w for w, _ in values)
            cpu = statistics.median(c for _, c in values)
            print(f"  {name:10} {wall:6.1f} s wall {cpu:6.1f} s CPU")
    return 0


if __name__ == "__main__":
    sys.exit(main())
