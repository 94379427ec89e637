"""What every benchmark script shares: the median of repeated timings (benchmarks/ sits on sys.path when a
script in it runs, so `from timing import median_seconds` finds this file)."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable


def median_seconds(action: Callable[[], object], repeats: int, inner: int = 1) -> float:
    """Median over ``repeats`` samples of the time per call, each sample averaging ``inner`` calls (for
    actions too short to time one by one)."""
    samples = []
    for _ in range(repeats):
        start = time.perf_counter()
        for _ in range(inner):
            action()
        samples.append((time.perf_counter() - start) / inner)
    return statistics.median(samples)
