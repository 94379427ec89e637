"""Danish pairings by current standings (IT/REV Art. 2 "danese"; FED85 Art. 9: equal or similar VP meet).

- ``danish``: 1st v 2nd, 3rd v 4th, ... — "puro": a repeat meeting is allowed.
- ``danish-modified``: as pure, but nobody meets the opponent of the previous round.
- ``danish-norepeat``: no repeat meeting at all when such a pairing exists, the fewest repeats otherwise,
  moving as few positions as possible from the pure order.

"Must not meet" pairs (same family, same club) are avoided like repeats in every variant. With an odd count
the rest goes to the lowest-placed entry that has not rested in the session (IT Art. 39). Table 1 hosts the
top match; the better-placed entry sits North-South.

``History.new_opponent`` (an individual tournament: «cambia avversario ad ogni turno», IT/REV Art. 2) makes the
previous round's opponent a meeting no variant chooses while any pairing avoids it: the first rule, before the
variant's own (danish-norepeat's fewest repeats come after the fewest previous-round meetings). The rest follows
it only as far as IT Art. 39 allows: among the entries that may still rest, the lowest-placed whose resting leaves
a field that can avoid it. A second rest in the session is never given to find a new opponent — Art. 39 says «può
riposare solo una volta per sessione», a rule; Art. 2's sentence describes the format — so a field of three whose
only new meeting needs someone to rest twice plays the repeat, and review() warns of it ("consecutive").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fibur_director.domain.pairing.model import (
    History,
    PairingWarning,
    ProposedRound,
    Table,
    check_entries,
    meeting,
    review,
)
from fibur_director.domain.pairing.ordered import Budget, BudgetExceeded, fewest_costly_pairing, pair_in_order

VARIANTS = ("danish", "danish-modified", "danish-norepeat")


def choose_rest(standing: Sequence[int], history: History, max_rests_per_session: int) -> int:
    """The lowest-placed entry that may still rest in this session; failing that, the lowest-placed one with
    the fewest rests (review() then warns about the second rest)."""
    for entry in reversed(standing):
        if history.rests_in_session[entry] < max_rests_per_session:
            return entry
    return min(reversed(standing), key=lambda e: history.rests_in_session[e])


def _may_rest(standing: Sequence[int], history: History, max_rests_per_session: int) -> list[int]:
    """The entries IT Art. 39 still lets rest in this session, lowest-placed first; once everyone has had the
    rests allowed, those with the fewest."""
    free = [e for e in reversed(standing) if history.rests_in_session[e] < max_rests_per_session]
    if free:
        return free
    fewest = min(history.rests_in_session[e] for e in standing)
    return [e for e in reversed(standing) if history.rests_in_session[e] == fewest]


def _avoids(order: Sequence[int], previous: Callable[[int, int], bool], node_budget: int) -> bool:
    """Whether ``order`` can be paired with no previous-round meeting (within the node budget)."""
    try:
        found = pair_in_order(order, lambda a, b: int(previous(a, b)), 0, Budget(node_budget))
    except BudgetExceeded:
        return False
    return found is not None


def _previous(history: History) -> Callable[[int, int], bool]:
    return lambda a, b: b in history.previous_opponents.get(a, ())


def danish(
    standing: Sequence[int],
    history: History | None = None,
    *,
    variant: str = "danish",
    max_rests_per_session: int = 1,
    node_budget: int = 200_000,
) -> ProposedRound:
    if variant not in VARIANTS:
        raise ValueError(f"unknown Danish variant {variant!r}")
    check_entries(list(standing))
    history = history or History()
    order = list(standing)
    rests: tuple[int, ...] = ()
    previous = _previous(history)
    new_opponent = history.new_opponent
    if len(order) % 2:
        rest = choose_rest(order, history, max_rests_per_session)
        if new_opponent and not _avoids([e for e in order if e != rest], previous, node_budget):
            # A small field (three players): whoever rests decides whether the two left met last round —
            # among those Art. 39 still lets rest.
            rest = next(
                (
                    e
                    for e in _may_rest(order, history, max_rests_per_session)
                    if _avoids([x for x in order if x != e], previous, node_budget)
                ),
                rest,
            )
        order.remove(rest)
        rests = (rest,)

    # Chosen once: cost() runs for every candidate pair the search looks at.
    avoided: Callable[[int, int], bool]
    if variant == "danish-norepeat":
        avoided = history.met
    elif variant == "danish-modified":
        avoided = lambda a, b: b in history.previous_opponents.get(a, ())  # noqa: E731
    else:
        avoided = lambda _a, _b: False  # noqa: E731

    def cost(a: int, b: int) -> int:
        return 1 if meeting(a, b) in history.banned or avoided(a, b) else 0

    if new_opponent and _avoids(order, previous, node_budget):
        # The previous opponent costs more than any pairing can spend (at most one per table), so no search
        # level chooses it: a pairing without it, otherwise the variant's fewest costly meetings.
        never = len(order) + 1
        pairs, exact = fewest_costly_pairing(
            order, lambda a, b: never if previous(a, b) else cost(a, b), node_budget
        )
    else:
        pairs, exact = fewest_costly_pairing(order, cost, node_budget)
    position = {entry: index for index, entry in enumerate(standing)}
    pairs.sort(key=lambda p: min(position[p[0]], position[p[1]]))
    tables = []
    for number, (a, b) in enumerate(pairs, start=1):
        better, worse = (a, b) if position[a] < position[b] else (b, a)
        tables.append(Table(number, (better,), (worse,)))
    notes: tuple[PairingWarning, ...] = ()
    if not exact:
        notes = (
            PairingWarning(
                "search_limit",
                (),
                "the search for a pairing without repeats took too long; the pure standing order is proposed",
                "la ricerca di un abbinamento senza ripetizioni è durata troppo; si propone l'ordine puro di classifica",
            ),
        )
    return review(
        ProposedRound(tuple(tables), rests, notes), history, max_rests_per_session=max_rests_per_session
    )
