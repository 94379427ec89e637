"""Pairing a list in order with as few "costly" meetings as possible and as little movement as possible.

The search is the referee's own method made exhaustive: the best-placed unpaired entry takes the nearest
entry below it that it may meet; when the rest of the list cannot be paired, step back and let the previous
entry take its next choice. The first complete pairing found this way is the one closest to the pure order
(top matches change last). A budget on repeat meetings (0, then 1, 2, ...) gives the fewest repeats.

The search is iterative (a 2,000-entry field would exceed Python's recursion limit) and bounded by a node
budget; callers fall back to the pure order with warnings when a large, heavily-met field exhausts it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

Cost = Callable[[int, int], int]


class BudgetExceeded(Exception):
    pass


class Budget:
    """Search nodes left, shared by every repeat level of one search so the whole search stays bounded."""

    def __init__(self, nodes: int) -> None:
        self.left = nodes

    def spend(self) -> None:
        self.left -= 1
        if self.left < 0:
            raise BudgetExceeded


def pair_in_order(
    order: Sequence[int], cost: Cost, max_cost: int, budget: Budget
) -> list[tuple[int, int]] | None:
    """Pairs (better placed first) of an even-length ``order`` whose total cost is at most ``max_cost``,
    the first in the top-down nearest-first order; None if none exists. Raises BudgetExceeded."""
    n = len(order)
    if n % 2:
        raise ValueError("pair_in_order needs an even number of entries")
    paired = [False] * n
    stack: list[tuple[int, int, int]] = []  # (top index, partner index, cost of that meeting)
    spent = 0
    top = 0
    start: int | None = None  # first candidate index for `top`; None = top + 1
    while True:
        if start is None:
            while top < n and paired[top]:
                top += 1
            if top == n:
                return [(order[i], order[j]) for i, j, _ in stack]
            start = top + 1
        partner = -1
        for j in range(start, n):
            if not paired[j]:
                c = cost(order[top], order[j])
                if spent + c <= max_cost:
                    partner = j
                    break
        if partner >= 0:
            budget.spend()
            paired[top] = paired[partner] = True
            stack.append((top, partner, c))
            spent += c
            start = None
            continue
        # Dead end: undo the last choice and try its next partner.
        if not stack:
            return None
        top, previous, c = stack.pop()
        paired[top] = paired[previous] = False
        spent -= c
        start = previous + 1


def forced_cost(order: Sequence[int], cost: Cost) -> int:
    """A lower bound on the cost of any pairing: each entry with no cost-free partner sits in a costly meeting,
    and one meeting holds at most two of them. Nearest partners are tried first, so in a normal field each
    entry stops after a few looks; only a heavily-met (hence small) field costs n² looks."""
    n = len(order)
    stuck = 0
    for i, entry in enumerate(order):
        if not any(cost(entry, order[j]) == 0 for j in _nearest_first(i, n)):
            stuck += 1
    return (stuck + 1) // 2


def _nearest_first(i: int, n: int) -> Iterator[int]:
    """i+1, i-1, i+2, i-2, ... within 0..n-1."""
    for distance in range(1, n):
        if i + distance < n:
            yield i + distance
        if i - distance >= 0:
            yield i - distance


def fewest_costly_pairing(
    order: Sequence[int], cost: Cost, node_budget: int = 200_000
) -> tuple[list[tuple[int, int]], bool]:
    """The pairing with the fewest costly meetings (0 first), nearest to the pure order among those.

    Returns (pairs, exact): ``exact`` is False when the node budget ran out and the pure order was used.
    """
    budget = Budget(node_budget)
    for max_cost in range(forced_cost(order, cost), len(order) // 2 + 1):
        try:
            pairs = pair_in_order(order, cost, max_cost, budget)
        except BudgetExceeded:
            break
        if pairs is not None:
            return pairs, True
    return [(order[i], order[i + 1]) for i in range(0, len(order), 2)], False
