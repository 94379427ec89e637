"""How long `make test` takes, split by stage (issue 24: under 3 minutes on the 2-core machine).

    .venv/bin/python benchmarks/test_loop.py [--runs N] [--target test]

Runs make with benchmarks/timed-shell.sh as its SHELL, which logs the wall time of every recipe line, and sums
them by stage (lint, typecheck, contracts, pytest, bundle, smoke, packages, smoke-deb). Stages that make runs side
by side (`make -j`) overlap, so the total is measured separately. Printed next to a floor measured in the same run:
a fixed pure-Python loop timed before each make, whose rise shows other work sharing the cores, with the load
average. The venv is expected installed (the clean-clone time is `make clean` and the same command).
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


def floor() -> float:
    """Seconds for a fixed amount of pure-Python work: about 0.3 s on an idle core of this machine."""
    started = time.perf_counter()
    total = 0
    for i in range(5_000_000):
        total += i & 7
    return time.perf_counter() - started


def one_run(target: str, jobs: int, output: Path) -> tuple[float, dict[str, float], float, tuple[float, ...]]:
    reference = floor()
    load = os.getloadavg()
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
        stages = dict.fromkeys([name for name, _ in STAGES], 0.0)
        for row in log.read().splitlines():
            begin, end, command = row.split("\t", 2)
            for name, pattern in STAGES:
                if pattern.search(command):
                    stages[name] += float(end) - float(begin)
                    break
    return total, stages, reference, load


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
    args = parser.parse_args()
    print(f"machine: {platform.platform()}, {os.cpu_count()} cores, Python {platform.python_version()}")
    totals, floors = [], []
    per_stage: dict[str, list[float]] = {name: [] for name, _ in STAGES}
    for run in range(args.runs):
        total, stages, reference, load = one_run(args.target, args.jobs, args.output)
        totals.append(total)
        floors.append(reference)
        for name, seconds in stages.items():
            per_stage[name].append(seconds)
        shown = ", ".join(f"{name} {seconds:.0f}" for name, seconds in stages.items() if seconds)
        print(
            f"run {run + 1}: make {args.target} {total:.0f} s ({shown}); floor {reference:.2f} s, "
            f"load {load[0]:.2f} {load[1]:.2f}",
            flush=True,
        )
    print(
        f"median of {args.runs}: make {args.target} {statistics.median(totals):.0f} s, "
        f"floor {statistics.median(floors):.2f} s"
    )
    for name, values in per_stage.items():
        if any(values):
            print(f"  {name:10} {statistics.median(values):6.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
