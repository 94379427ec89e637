"""All'italiana (IT/REV Art. 2): every entry meets every other entry of its group once, on a calendar fixed in
advance. The calendar is Berger's (the circle method): one entry stays, the others turn; with an odd group
a bye is added and whoever draws it rests that round (one bye per round, each entry once)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from fibur_director.domain.pairing.groups import pair_groups
from fibur_director.domain.pairing.model import (
    History,
    PairingError,
    ProposedRound,
    Table,
    check_entries,
    review,
)

Pairing = tuple[int | None, int | None]


def berger_calendar(entries: Sequence[int]) -> list[list[Pairing]]:
    """Rounds of (ns, ew) pairs; None is the bye. n entries give n-1 rounds (n even) or n rounds (n odd)."""
    check_entries(list(entries))
    ring: list[int | None] = list(entries)
    if len(ring) % 2:
        ring.append(None)
    size = len(ring)
    calendar = []
    for number in range(size - 1):
        pairs = [(ring[i], ring[size - 1 - i]) for i in range(size // 2)]
        if number % 2:  # the entry that never moves alternates sides
            pairs[0] = (pairs[0][1], pairs[0][0])
        calendar.append(pairs)
        ring = [ring[0], ring[-1], *ring[1:-1]]
    return calendar


def round_robin_round(
    groups: Mapping[str, Sequence[int]],
    round_index: int,
    history: History | None = None,
    *,
    max_rests_per_session: int = 1,
) -> ProposedRound:
    """Round ``round_index`` (0-based) of every group's calendar, tables numbered across the groups."""

    def one_group(_name: str, members: list[int]) -> ProposedRound:
        calendar = berger_calendar(members)
        if not 0 <= round_index < len(calendar):
            raise PairingError(
                f"a round robin of {len(members)} entries has {len(calendar)} rounds, not {round_index + 1}",
                f"un girone all'italiana di {len(members)} iscritti ha {len(calendar)} turni, non {round_index + 1}",
            )
        tables: list[Table] = []
        rests: list[int] = []
        for ns, ew in calendar[round_index]:
            if ns is None or ew is None:
                rests.extend(e for e in (ns, ew) if e is not None)
            else:
                tables.append(Table(len(tables) + 1, (ns,), (ew,)))
        return ProposedRound(tuple(tables), tuple(rests))

    joined = pair_groups(groups, one_group)
    # The calendar gives each entry one bye; review() still flags a second rest in the session (IT Art. 39),
    # e.g. after an earlier phase of the same session.
    return review(joined, history or History(), max_rests_per_session=max_rests_per_session)
