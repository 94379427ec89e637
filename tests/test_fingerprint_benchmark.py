"""benchmarks/fingerprint.py runs (issue 27): its quick form, as a script from the repository, prints its figures.
No timing is asserted (docs/performance.md holds the measurements)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).parents[1]


def test_the_fingerprint_benchmark_runs() -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "fingerprint.py"), "--quick"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "20 pairs x 3 rounds" in done.stdout and "verify FILE" in done.stdout
