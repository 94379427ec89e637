"""One danish-norepeat round after 9 rounds, for 100, 500 and 2,000 entries (issue target: under 0.2 s for 500).

    .venv/bin/python benchmarks/pairing.py

The nine earlier rounds are played with the same engine on standings that drift like real ones (each round the
winners of a table move up a little, with noise), so the history is as dense near the top as in a tournament.
Floor, measured in the same run: pairing the standings in order (1v2, 3v4, ...) into tables and looking each
meeting up in the history, in plain Python: the least any engine must do. Also a worst case: a field in which
everybody has already met everybody (no repeat-free pairing exists). Medians of repeated runs.
"""

from __future__ import annotations

import platform
import random
from functools import partial

from timing import median_seconds

from fibur_director.domain.pairing.danish import danish
from fibur_director.domain.pairing.model import History, Table, meeting

ROUNDS_BEFORE = 9


def played_history(entries: int, seed: int) -> tuple[list[int], History]:
    rng = random.Random(seed)
    score = {e: 0.0 for e in range(1, entries + 1)}
    history = History()
    for _ in range(ROUNDS_BEFORE):
        standing = sorted(score, key=lambda e: -score[e])
        proposed = danish(standing, history, variant="danish-norepeat")
        for a, b in proposed.opponents():
            winner = a if rng.random() < 0.5 else b
            score[winner] += 10 + rng.random() * 10
            score[a if winner == b else b] += rng.random() * 10
        history.add_round(proposed)
    return sorted(score, key=lambda e: -score[e]), history


def floor_round(standing: list[int], history: History) -> int:
    tables = [Table(i // 2 + 1, (standing[i],), (standing[i + 1],)) for i in range(0, len(standing) - 1, 2)]
    return sum(history.meetings[meeting(t.ns[0], t.ew[0])] > 0 for t in tables)


def main() -> None:
    print(f"machine: {platform.machine()}, {platform.python_implementation()} {platform.python_version()}")
    for entries in (100, 500, 2000):
        standing, history = played_history(entries, seed=entries)
        proposed = danish(standing, history, variant="danish-norepeat")
        repeats = sum(1 for w in proposed.warnings if w.code == "repeat")
        repeats_pure = sum(1 for w in danish(standing, history).warnings if w.code == "repeat")
        search = median_seconds(partial(danish, standing, history, variant="danish-norepeat"), 9)
        floor = median_seconds(partial(floor_round, standing, history), 9)
        print(
            f"{entries:>5} entries, round {ROUNDS_BEFORE + 1}: danish-norepeat {search * 1e3:8.1f} ms "
            f"(floor {floor * 1e3:6.2f} ms, {search / floor:5.1f}x); "
            f"repeats {repeats} (pure order would have {repeats_pure})"
        )
    for entries in (20, 40):
        field = list(range(1, entries + 1))
        history = History()
        for a in field:
            for b in field[a:]:
                history.meetings[meeting(a, b)] = 1
        search = median_seconds(partial(danish, field, history, variant="danish-norepeat"), 9)
        floor = median_seconds(partial(floor_round, field, history), 9)
        print(
            f"{entries:>5} entries who have all met: danish-norepeat {search * 1e3:6.1f} ms (floor {floor * 1e3:5.2f} ms)"
        )


if __name__ == "__main__":
    main()
