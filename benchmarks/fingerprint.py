"""Issue 27 figures: the fingerprints of 500 pairs x 10 rounds (target: ``verify FILE`` in at most 1 s), each next
to a floor measured in the same run.

    .venv/bin/python benchmarks/fingerprint.py [--quick]

Timed: ``fingerprints`` alone (the canonical form of every round through the game's codec, who played, the
sanctions, and the chained SHA-256), what ``verify FILE`` does end to end (``verify_text``: the strict read and
check of the file, then the fingerprints and the comparison), and ``dumps`` (the writer, fingerprints included).
Floors: SHA-256 of the file's bytes once (the least any fingerprint of the file costs) and ``loads`` (the read and
check every command does anyway). Medians of 7; ``--quick`` (20 pairs x 3 rounds, 3 repeats) is what the test suite
runs to see that the script works.
"""

from __future__ import annotations

import hashlib
import platform
import sys

from timing import median_seconds

from fibur_director.domain.fingerprint import verify_text
from fibur_director.domain.tournament_file import dumps, fingerprints, loads
from fibur_director.games.burraco.simulation import simulate


def main(argv: list[str]) -> None:
    quick = "--quick" in argv
    entries, rounds, repeats = (20, 3, 3) if quick else (500, 10, 7)
    tournament = simulate(entries=entries, rounds=rounds, plan=f"danish:{rounds}", seed=1)
    text = dumps(tournament)
    data = text.encode("utf-8")
    assert verify_text(text).intact
    chain = median_seconds(lambda: fingerprints(tournament), repeats)
    verify = median_seconds(lambda: verify_text(text), repeats)
    write = median_seconds(lambda: dumps(tournament), repeats)
    floor_hash = median_seconds(lambda: hashlib.sha256(data).hexdigest(), repeats, inner=10)
    floor_read = median_seconds(lambda: loads(text), repeats)
    print(f"machine: {platform.processor() or platform.machine()}, Python {platform.python_version()}")
    print(
        f"{entries} pairs x {rounds} rounds ({len(data):,} bytes): fingerprints {chain * 1000:.1f} ms "
        f"(floor sha256 of the file {floor_hash * 1000:.2f} ms); verify FILE {verify * 1000:.0f} ms "
        f"(floor loads {floor_read * 1000:.0f} ms); write with fingerprints {write * 1000:.0f} ms"
    )


if __name__ == "__main__":
    main(sys.argv[1:])
