"""Tables of four by standing: giallo and the Sicilian Tarot individual (DIGEST §1–2; TAROT §2–3).

- ``giallo``: players register alone and change partner every round (IT/REV Art. 2). By standings the first
  four sit at table 1 as 1st + 4th (North-South) v 2nd + 3rd (East-West), the next four at table 2, and so on.
  Nobody partners the same player twice when a seating without repeated partners exists: the search keeps
  the pure standing order where it can and changes the lowest tables first, and with no repeat-free seating
  it takes the one with the fewest repeated partners (each listed as a warning).
- ``in_order`` (the Sicilian Tarot individual): after rounds I and II the first four of the standings sit at
  table A (1st North, then counter-clockwise 2nd West, 3rd South, 4th East, who deals first), the next four at
  table B (TAROT §3); the first round is a draw (``drawn_order``). The regulation fixes the seats by standing alone, so there
  is no search.

Players beyond a multiple of four rest (IT Art. 39: the lowest-placed who have not rested in the session).
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator, Sequence

from fibur_director.domain.pairing.danish import choose_rest
from fibur_director.domain.pairing.model import (
    History,
    PairingError,
    PairingWarning,
    ProposedRound,
    Table,
    check_entries,
    meeting,
    review,
)
from fibur_director.domain.pairing.ordered import Budget, BudgetExceeded

Side = tuple[int, int]


def _rests(standing: Sequence[int], history: History, max_rests_per_session: int) -> list[int]:
    check_entries(list(standing))
    if len(standing) < 4:
        raise PairingError(
            f"tables of four need at least four players ({len(standing)} given)",
            f"i tavoli da quattro richiedono almeno quattro giocatori ({len(standing)} presenti)",
        )
    order = list(standing)
    rests = []
    for _ in range(len(order) % 4):
        rest = choose_rest(order, history, max_rests_per_session)
        order.remove(rest)
        rests.append(rest)
    return rests


def splits(quartet: Sequence[int]) -> tuple[tuple[Side, Side], ...]:
    """The three ways to make two sides of a quartet in standing order, the regulation's 1+4 v 2+3 first,
    then 1+3 v 2+4, then 1+2 v 3+4."""
    a, b, c, d = quartet
    return (((a, d), (b, c)), ((a, c), (b, d)), ((a, b), (c, d)))


def _seat_quartets(
    order: Sequence[int], history: History, max_cost: int, budget: Budget
) -> list[tuple[Side, Side]] | None:
    """Quartets covering ``order`` with at most ``max_cost`` repeated partnerships, the first in the
    top-down nearest-first order; None if there is none. Iterative so a large field cannot overflow."""
    n = len(order)
    used = [False] * n

    def cost(side: Side) -> int:
        return 1 if history.partners[meeting(*side)] else 0

    def options(top: int, spent: int) -> Iterator[tuple[tuple[int, ...], Side, Side, int]]:
        below = [i for i in range(top + 1, n) if not used[i]]
        for trio in itertools.combinations(below, 3):
            picked = (top, *trio)
            for ns, ew in splits([order[i] for i in picked]):
                c = cost(ns) + cost(ew)
                if spent + c <= max_cost:
                    yield picked, ns, ew, c

    stack: list[tuple[Iterator[tuple[tuple[int, ...], Side, Side, int]], tuple[int, ...], int]] = []
    chosen: list[tuple[Side, Side]] = []
    spent = 0
    current = options(0, 0)
    while True:
        try:
            picked, ns, ew, c = next(current)
        except StopIteration:
            if not stack:
                return None
            current, undone, c = stack.pop()
            for i in undone:
                used[i] = False
            spent -= c
            chosen.pop()
            continue
        budget.spend()
        for i in picked:
            used[i] = True
        spent += c
        chosen.append((ns, ew))
        stack.append((current, picked, c))
        top = next((i for i in range(n) if not used[i]), None)
        if top is None:
            return chosen
        current = options(top, spent)


def giallo(
    standing: Sequence[int],
    history: History | None = None,
    *,
    max_rests_per_session: int = 1,
    node_budget: int = 200_000,
) -> ProposedRound:
    history = history or History()
    rests = _rests(standing, history, max_rests_per_session)
    order = [e for e in standing if e not in rests]
    notes: tuple[PairingWarning, ...] = ()
    quartets: list[tuple[Side, Side]] | None = None
    budget = Budget(node_budget)
    try:
        for max_cost in range(len(order) // 2 + 1):
            quartets = _seat_quartets(order, history, max_cost, budget)
            if quartets is not None:
                break
    except BudgetExceeded:
        quartets = None
    if quartets is None:
        quartets = [splits(order[i : i + 4])[0] for i in range(0, len(order), 4)]
        notes = (
            PairingWarning(
                "search_limit",
                (),
                "the search for a seating without repeated partners took too long; the pure standing order is "
                "proposed",
                "la ricerca di una disposizione senza compagni ripetuti è durata troppo; si propone l'ordine "
                "puro di classifica",
            ),
        )
    tables = tuple(Table(number, ns, ew) for number, (ns, ew) in enumerate(quartets, start=1))
    return review(
        ProposedRound(tables, tuple(rests), notes), history, max_rests_per_session=max_rests_per_session
    )


def drawn_order(entries: Sequence[int], seed: int) -> list[int]:
    """A repeatable draw (the seed is stored with the round)."""
    check_entries(list(entries))
    pool = sorted(entries)
    random.Random(seed).shuffle(pool)
    return pool


def in_order(
    standing: Sequence[int], history: History | None = None, *, max_rests_per_session: int = 1
) -> ProposedRound:
    """Tables of four in the order given (the standings, or a draw), seats North, West, South, East (TAROT §3:
    the Sicilian Tarot seats every round so)."""
    history = history or History()
    rests = _rests(standing, history, max_rests_per_session)
    order = [e for e in standing if e not in rests]
    tables = tuple(
        Table(number, tuple(order[i : i + 4]), ())
        for number, i in enumerate(range(0, len(order), 4), start=1)
    )
    return review(ProposedRound(tables, tuple(rests)), history, max_rests_per_session=max_rests_per_session)


SEATS = ("N", "W", "S", "E")  # TAROT §3: counter-clockwise from North; East deals first
