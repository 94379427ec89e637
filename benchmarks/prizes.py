"""1,000 entries x 40 prizes recomputed (issue 37, item 6: target 50 ms), against a floor measured in the same run.

    .venv/bin/python benchmarks/prizes.py

The field: 1,000 pairs in four merit groups of 250, VP and MP, each pair's two players' categories drawn from A-D,
every entry's VP and MP over rounds 9-10. The list: 40 prizes as a national notice has them — the first 25 of
group A one prize each (25 prizes of one place), the first 3 of groups B, C and D, the best of categories B, C and
D, the best pair over the last two rounds of each group, the last pair of each group, a «premio tecnico» for the
best category D pair over the last two rounds — with one prize per entry. Timed: ``domain.prizes.allocate`` (every
award with its reason in words), and the whole ``reports.prizes.tournament_awards`` over a simulated tournament
of 1,000 pairs, which adds the game's standings. Floor: for each of the 40 prizes, one pass over the 1,000 placings
picking those of its group — the least any allocation must look at. Medians of repeated runs.
"""

from __future__ import annotations

import os
import platform
import random
import statistics

from timing import median_seconds

from fibur_director.domain.prizes import Placing, Prize, PrizeList, Ranking, allocate

ENTRIES, REPEATS = 1000, 21


def field(seed: int = 1) -> tuple[Ranking, dict[int, list[str | None]]]:
    rng = random.Random(seed)
    placings = []
    for g, group in enumerate("ABCD"):
        for rank in range(1, 251):
            entry = g * 250 + rank
            placings.append(Placing(entry, rank, group, "active", 300 - rank, 5000 - 10 * rank))
    span = {p.entry: (rng.randrange(0, 41), rng.randrange(-2000, 2000)) for p in placings}
    categories = {p.entry: [rng.choice("ABCD"), rng.choice("ABCD")] for p in placings}
    return Ranking(tuple(placings), ("VP", "V.P."), ("MP", "M.P."), 3, {(9, 10): span}), categories


def notice() -> PrizeList:
    prizes = [Prize(f"{n}° girone A", 1, group="A") for n in range(1, 26)]
    prizes += [Prize(f"Girone {g}", 3, group=g) for g in "BCD"]
    prizes += [Prize(f"Categoria {c}", 1, (c,)) for c in "BCD"]
    prizes += [Prize(f"Ultimi due turni, girone {g}", 1, group=g, rounds=(9, 10)) for g in "ABCD"]
    prizes += [Prize(f"Ultima coppia, girone {g}", 1, group=g, from_bottom=True) for g in "ABCD"]
    prizes += [Prize("Premio tecnico", 1, ("D",), rounds=(9, 10))]
    assert len(prizes) == 40
    return PrizeList(tuple(prizes))


def floor(plist: PrizeList, ranking: Ranking) -> int:
    picked = 0
    for prize in plist.prizes:
        picked += len([p for p in ranking.placings if prize.group is None or p.group == prize.group])
    return picked


def main() -> None:
    ranking, categories = field()
    plist = notice()
    awards = allocate(plist, ranking, categories)
    took = median_seconds(lambda: allocate(plist, ranking, categories), REPEATS)
    base = median_seconds(lambda: floor(plist, ranking), REPEATS)
    print(
        f"{platform.node()} · Python {platform.python_version()} · {os.cpu_count()} cores · load {os.getloadavg()[0]:.2f}"
    )
    print(
        f"allocate: {ENTRIES} entries x {len(plist.prizes)} prizes -> {len(awards)} awards: median {took * 1000:.1f} ms"
    )
    print(
        f"floor:    one pass per prize over the placings: median {base * 1000:.2f} ms (ratio {took / base:.1f}x)"
    )

    from fibur_director.games.burraco.simulation import simulate
    from fibur_director.reports.prizes import tournament_awards

    tournament = simulate(entries=ENTRIES, rounds=4, plan="danish:4", seed=1)
    four = PrizeList(
        tuple(
            p if not p.rounds else Prize(p.name, p.places, p.categories, p.group, (3, 4))
            for p in plist.prizes
        )
    )
    samples = []
    for _ in range(5):
        start = __import__("time").perf_counter()
        tournament_awards(tournament, four)
        samples.append(__import__("time").perf_counter() - start)
    print(
        f"tournament_awards over a simulated tournament of {ENTRIES} pairs, 4 rounds (standings included): median "
        f"{statistics.median(samples) * 1000:.0f} ms"
    )


if __name__ == "__main__":
    main()
