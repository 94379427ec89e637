"""Groups: round-robin groups formed by serpentine or draw, merit groups split from the standings, and
pairing inside each group (IT Art. 19/20, 40 g; REV Art. 37; DIGEST §2).

Tables are numbered across groups in group order (group A from table 1), so the hall reads top to bottom.
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace

from fibur_director.domain.pairing.model import (
    PairingError,
    PairingWarning,
    ProposedRound,
    Table,
    check_entries,
)


def labels(count: int) -> list[str]:
    return list(string.ascii_uppercase[:count]) if count <= 26 else [f"G{i + 1}" for i in range(count)]


def serpentine_groups(standing: Sequence[int], group_count: int) -> dict[str, list[int]]:
    """1st to A, 2nd to B, ..., then back: the k-th group gets positions k, 2g-1-k, 2g+k, ... (balanced)."""
    check_entries(list(standing))
    if not 1 <= group_count <= len(standing) // 2:
        raise PairingError(
            f"{group_count} groups need at least two entries each ({len(standing)} entries)",
            f"{group_count} gironi richiedono almeno due iscritti ciascuno ({len(standing)} iscritti)",
        )
    names = labels(group_count)
    groups: dict[str, list[int]] = {name: [] for name in names}
    for index, entry in enumerate(standing):
        lap, offset = divmod(index, group_count)
        groups[names[offset if lap % 2 == 0 else group_count - 1 - offset]].append(entry)
    return groups


def drawn_groups(entries: Sequence[int], group_count: int, seed: int) -> dict[str, list[int]]:
    """Groups by a seeded draw: shuffle (repeatably), then deal out like the serpentine."""
    pool = sorted(entries)
    random.Random(seed).shuffle(pool)
    return serpentine_groups(pool, group_count)


def merit_groups(standing: Sequence[int], sizes: Sequence[int]) -> dict[str, list[int]]:
    """Split the standings into groups A, B, ... of the given sizes, best first (gironi di merito)."""
    check_entries(list(standing))
    if sum(sizes) != len(standing) or any(size < 2 for size in sizes):
        raise PairingError(
            f"group sizes {list(sizes)} must each be at least 2 and add up to the {len(standing)} entries",
            f"le dimensioni dei gironi {list(sizes)} devono essere almeno 2 e sommare ai {len(standing)} iscritti",
        )
    groups: dict[str, list[int]] = {}
    start = 0
    for name, size in zip(labels(len(sizes)), sizes, strict=True):
        groups[name] = list(standing[start : start + size])
        start += size
    return groups


def sizes_of(count: int, size: int, smallest: int = 2) -> list[int]:
    """Merit groups of ``size`` entries from ``count``, best first; a last group smaller than ``smallest`` (a
    group of one; of two where they would meet every round) joins the one before."""
    sizes = [size] * (count // size)
    if count % size:
        sizes.append(count % size)
    if len(sizes) > 1 and sizes[-1] < smallest:
        # Not `sizes[-2] += sizes.pop()`: the target index is resolved after the pop shortens the list.
        last = sizes.pop()
        sizes[-1] += last
    return sizes


def pair_groups(
    groups: Mapping[str, Sequence[int]], pair: Callable[[str, list[int]], ProposedRound]
) -> ProposedRound:
    """Run an engine inside each group and join the results, renumbering tables across groups."""
    tables: list[Table] = []
    rests: list[int] = []
    warnings: list[PairingWarning] = []
    number = 0
    for name, members in groups.items():
        proposed = pair(name, list(members))
        for table in proposed.tables:
            number += 1
            tables.append(replace(table, number=number, group=name))
        rests.extend(proposed.rests)
        warnings.extend(proposed.warnings)
    return ProposedRound(tuple(tables), tuple(rests), tuple(warnings))
