"""Issue 17 figures: how long the largest plausible Sicilian Tarot file (1,000 players, the file's entry limit,
x 3 rounds of 4 deals) takes to read and check, to write, and to rank (``standings FILE``), each next to a floor
measured in the same run.

    .venv/bin/python benchmarks/tarot_file.py

Floors: ``json.loads`` of the same text (the least any reader does) and ``json.dumps`` of the same document (the
least any writer does). Medians of 5.
"""

from __future__ import annotations

import json
import platform

from timing import median_seconds

from fibur_director.domain.tournament import Tournament
from fibur_director.domain.tournament_file import dumps, loads, write_document
from fibur_director.games.tarot import scoring as tarot
from fibur_director.games.tarot.ruleset import TarotRuleset, get_tarot_ruleset
from fibur_director.games.tarot.simulation import simulate_tarot


def _totals(tournament: Tournament, ruleset: TarotRuleset) -> dict[int, int]:
    totals: dict[int, int] = {}
    for rnd in tournament.rounds:
        for table in rnd.tables:
            for deal in table.deals:
                score = tarot.score_deal(deal, ruleset)
                for seat, entry in enumerate(table.ns):
                    totals[entry] = totals.get(entry, 0) + score.total(seat)
    return totals


def main() -> None:
    ruleset = get_tarot_ruleset()
    tournament = simulate_tarot(entries=1000, seed=1)
    text = dumps(tournament)
    document = write_document(tournament)
    deals = sum(len(t.deals) for r in tournament.rounds for t in r.tables)
    read = median_seconds(lambda: loads(text), 5)
    floor_read = median_seconds(lambda: json.loads(text), 5)
    write = median_seconds(lambda: dumps(tournament), 5)
    floor_write = median_seconds(lambda: json.dumps(document, ensure_ascii=False, indent=2), 5)
    rank = median_seconds(lambda: tarot.standings(tournament, ruleset), 5)
    # The floor of ranking: each player's total jochi from every deal, a plain sum with no coefficient, no
    # head-to-head and no sort.
    floor_rank = median_seconds(lambda: _totals(tournament, ruleset), 5)
    print(f"machine: {platform.processor() or platform.machine()}, Python {platform.python_version()}")
    print(
        f"1,000 players x 3 rounds ({len(text):,} bytes, {deals:,} deals): read and check {read * 1000:.0f} ms "
        f"(floor json.loads {floor_read * 1000:.0f} ms); write {write * 1000:.0f} ms (floor json.dumps "
        f"{floor_write * 1000:.0f} ms); standings {rank * 1000:.0f} ms (floor plain totals {floor_rank * 1000:.0f} ms)"
    )


if __name__ == "__main__":
    main()
