"""First-round seating (IT/REV Art. 2; FED85 Art. 9; TAROT §2): who sits in the fixed line (North-South, stays)
and who in the moving line (East-West). The result also serves as the lines of a Mitchell movement.

Methods: ``alphabetical`` (fixed line from one letter, moving line from another, e.g. C and L), ``draw``
(seeded: the seed is stored so the draw can be shown and repeated), ``category``, ``registration`` and
``ranking`` (national ranking points, best first). With an odd number of entries the last table of the fixed
line is incomplete: whoever faces it rests (IT Art. 39).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from fibur_director.domain.pairing.model import PairingError, ProposedRound, Table, check_entries
from fibur_director.domain.text import fold
from fibur_director.domain.vocabulary import FIRST_ROUND_SEATINGS

METHODS = FIRST_ROUND_SEATINGS


@dataclass(frozen=True)
class Candidate:
    """What first-round seating may look at; ``registration`` is the order of registration (1, 2, ...)."""

    entry: int
    name: str = ""
    category: str = ""
    ranking_points: int = 0
    registration: int = 0


@dataclass(frozen=True)
class Lines:
    """The two lines of a Mitchell movement; ``None`` marks the missing side of the incomplete table."""

    fixed: tuple[int | None, ...]
    moving: tuple[int | None, ...]

    @property
    def tables(self) -> int:
        return len(self.fixed)


def _rotate_to_letter(ordered: list[Candidate], letter: str) -> list[Candidate]:
    start = next((i for i, c in enumerate(ordered) if fold(c.name)[:1] >= fold(letter)), 0)
    return ordered[start:] + ordered[:start]


def order_for(
    candidates: Sequence[Candidate],
    method: str,
    *,
    seed: int | None = None,
    category_order: Sequence[str] = (),
) -> list[Candidate]:
    """The candidates in the order the method lays them out (before splitting into lines)."""
    pool = list(candidates)
    if method == "draw":
        if seed is None:
            raise PairingError(
                "a draw needs a seed (stored so it can be repeated)",
                "il sorteggio richiede un seme (conservato per poterlo ripetere)",
            )
        pool.sort(key=lambda c: c.entry)
        random.Random(seed).shuffle(pool)
        return pool
    if method == "alphabetical":
        return sorted(pool, key=lambda c: (fold(c.name), c.entry))
    if method == "category":
        rank = {name: i for i, name in enumerate(category_order)}
        return sorted(
            pool, key=lambda c: (rank.get(c.category, len(rank)), c.category, -c.ranking_points, c.entry)
        )
    if method == "registration":
        return sorted(pool, key=lambda c: (c.registration, c.entry))
    if method == "ranking":
        return sorted(pool, key=lambda c: (-c.ranking_points, c.registration, c.entry))
    raise PairingError(
        f"unknown seating method {method!r}; choose among {', '.join(METHODS)}",
        f"metodo di composizione sconosciuto {method!r}; scegliere tra {', '.join(METHODS)}",
    )


def seat_lines(
    candidates: Sequence[Candidate],
    method: str,
    *,
    seed: int | None = None,
    fixed_from: str = "A",
    moving_from: str = "A",
    category_order: Sequence[str] = (),
) -> Lines:
    """Split the entries into the fixed line (the first half of the method's order) and the moving line.

    For ``alphabetical`` the fixed line is taken in alphabetical order starting at ``fixed_from`` and the moving
    line, from the remaining entries, starting at ``moving_from`` (both wrap round the alphabet).
    """
    check_entries([c.entry for c in candidates])
    ordered = order_for(candidates, method, seed=seed, category_order=category_order)
    tables = (len(ordered) + 1) // 2
    if method == "alphabetical":
        ordered = _rotate_to_letter(ordered, fixed_from)
        fixed, rest = ordered[:tables], ordered[tables:]
        moving = _rotate_to_letter(sorted(rest, key=lambda c: (fold(c.name), c.entry)), moving_from)
    else:
        fixed, moving = ordered[:tables], ordered[tables:]
    fixed_line: list[int | None] = [c.entry for c in fixed]
    moving_line: list[int | None] = [c.entry for c in moving]
    if len(moving_line) < tables:
        # Odd count: the incomplete table is the last table of the fixed line (it stays put, so each moving
        # entry reaches it, and rests, once per cycle); its would-be fixed entry joins the moving line.
        fixed_line, moving_line = [*fixed_line[:-1], None], [*moving_line, fixed_line[-1]]
    return Lines(tuple(fixed_line), tuple(moving_line))


def lines_by_standing(order: Sequence[int]) -> Lines:
    """A Mitchell started mid-tournament: the first half of the standings fixed, the second half moving."""
    return seat_lines([Candidate(entry, registration=i) for i, entry in enumerate(order)], "registration")


def first_round(lines: Lines) -> ProposedRound:
    """Round one: table i seats fixed[i] v moving[i]; the entry facing the incomplete table rests."""
    tables: list[Table] = []
    rests: list[int] = []
    for number, (ns, ew) in enumerate(zip(lines.fixed, lines.moving, strict=True), start=1):
        if ns is None or ew is None:
            rests.extend(e for e in (ns, ew) if e is not None)
            continue
        tables.append(Table(number, (ns,), (ew,)))
    return ProposedRound(tuple(tables), tuple(rests))
