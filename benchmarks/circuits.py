"""A circuit of 10,000 players over 50 stages recomputed (issue 27, item 5: target 1 s), against a floor of
plain sums measured in the same run.

    .venv/bin/python benchmarks/circuits.py

Each stage is 5,000 pairs drawn from the 10,000 card-holding players (a new partner every stage), with VP and
MP; the circuit ranks players, best 40 of the 50 stages, minimum 10 presences, ties by MP then stages played,
finalists 10%. Timed: ``circuit_standings.compute`` from the stages' rows, everything the outputs show (players
matched by card, best N with the drops, the chain, ranks, finalists). Floor: plain Python sums of each card's VP
over the same rows into a dict, and one sort of the totals. Medians of repeated runs.
"""

from __future__ import annotations

import os
import platform
import random
import statistics

from timing import median_seconds

from fibur_director.domain.circuit import Circuit, StageSource
from fibur_director.domain.circuit_standings import Person, Stage, StageRow, compute

PLAYERS, STAGES, REPEATS = 10_000, 50, 7


def season(seed: int = 1) -> list[Stage]:
    rnd = random.Random(seed)
    people = [Person(f"Cognome{i}", f"Nome{i}", f"FIB{i:06d}", f"Circolo {i % 300}") for i in range(PLAYERS)]
    stages = []
    for number in range(1, STAGES + 1):
        rnd.shuffle(people)
        vps = sorted((rnd.randint(0, 80) for _ in range(PLAYERS // 2)), reverse=True)
        rows = tuple(
            StageRow(i + 1, (people[2 * i], people[2 * i + 1]), vp, rnd.randint(-3000, 3000) // 5 * 5)
            for i, vp in enumerate(vps)
        )
        stages.append(Stage(number, f"Tappa {number}", rows, 1.5 if number % 10 == 0 else 1.0))
    return stages


def floor(stages: list[Stage]) -> list[tuple[float, str]]:
    totals: dict[str, float] = {}
    for stage in stages:
        for row in stage.rows:
            for person in row.players:
                card = person.card or ""
                totals[card] = totals.get(card, 0.0) + row.vp * stage.coefficient
    return sorted(((-v, k) for k, v in totals.items()))


def main() -> None:
    stages = season()
    rule = Circuit(
        "Benchmark",
        tuple(StageSource(n) for n in range(1, STAGES + 1)),
        best=40,
        min_presences=10,
        tie_break=("mp", "stages"),
        finalists_percent=10.0,
    )
    result = compute(rule, stages)
    assert len(result.rows) == PLAYERS
    # Interleaved, one of each in turn: on a shared machine both see the same load.
    circuit_runs, floor_runs = [], []
    for _ in range(REPEATS):
        circuit_runs.append(median_seconds(lambda: compute(rule, stages), 1))
        floor_runs.append(median_seconds(lambda: floor(stages), 1))
    circuit, plain = statistics.median(circuit_runs), statistics.median(floor_runs)
    ratios = sorted(c / f for c, f in zip(circuit_runs, floor_runs, strict=True))
    print(f"machine: {platform.processor() or platform.machine()}, Python {platform.python_version()}")
    print(f"{PLAYERS:,} players, {STAGES} stages, {sum(len(s.rows) for s in stages):,} stage rows")
    print(f"circuit standings (compute): {circuit * 1000:8.0f} ms (median of {REPEATS})")
    print(f"floor (plain sums + sort):   {plain * 1000:8.0f} ms (median of {REPEATS})")
    print(f"ratio: {circuit / plain:.1f}x the floor (per pair of runs {ratios[0]:.1f}x to {ratios[-1]:.1f}x)")
    print(f"target 1,000 ms: {'met' if circuit <= 1 else 'NOT met'}; load average {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
