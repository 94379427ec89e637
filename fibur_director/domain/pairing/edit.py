"""Manual edits of a proposed round before it is published. A proposed round holds only complete tables (an
incomplete table's entry is in the rests), so three edits reach any arrangement:

- ``swap(a, b)``: exchange two entries' places, at tables or resting;
- ``seat_together(a, b)``: move two entries to a new table (a North-South); partners they leave behind rest;
- ``send_to_rest(a)``: the entry rests, and so does the opponent it leaves without a table.

No edit hides what it introduces: the round comes back through review(), listing repeat meetings, banned
meetings and second rests in the session as warnings.
"""

from __future__ import annotations

from dataclasses import replace

from fibur_director.domain.pairing.model import History, PairingError, ProposedRound, Table, review


def _check(proposed: ProposedRound, *entries: int) -> None:
    present = set(proposed.seated()) | set(proposed.rests)
    for entry in entries:
        if entry not in present:
            raise PairingError(
                f"entry {entry} is not in this round", f"l'iscritto {entry} non è in questo turno"
            )


def swap(
    proposed: ProposedRound, a: int, b: int, history: History, *, max_rests_per_session: int = 1
) -> ProposedRound:
    _check(proposed, a, b)
    exchange = {a: b, b: a}

    def swapped(seats: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(exchange.get(e, e) for e in seats)

    tables = tuple(replace(t, ns=swapped(t.ns), ew=swapped(t.ew)) for t in proposed.tables)
    edited = ProposedRound(tables, swapped(proposed.rests), proposed.warnings)
    return review(edited, history, max_rests_per_session=max_rests_per_session)


def _without(proposed: ProposedRound, leaving: set[int]) -> tuple[list[Table], list[int]]:
    """Tables that lose an entry are dissolved; whoever is left at them rests."""
    tables, rests = [], [e for e in proposed.rests if e not in leaving]
    for table in proposed.tables:
        if leaving & set(table.entries()):
            rests.extend(e for e in table.entries() if e not in leaving)
        else:
            tables.append(table)
    return tables, rests


def _renumbered(tables: list[Table]) -> tuple[Table, ...]:
    return tuple(replace(t, number=i) for i, t in enumerate(tables, start=1))


def seat_together(
    proposed: ProposedRound, a: int, b: int, history: History, *, max_rests_per_session: int = 1
) -> ProposedRound:
    if a == b:
        raise PairingError(
            "an entry cannot play against itself", "un iscritto non può giocare contro se stesso"
        )
    _check(proposed, a, b)
    tables, rests = _without(proposed, {a, b})
    tables.append(Table(0, (a,), (b,)))
    edited = ProposedRound(_renumbered(tables), tuple(rests), proposed.warnings)
    return review(edited, history, max_rests_per_session=max_rests_per_session)


def send_to_rest(
    proposed: ProposedRound, entry: int, history: History, *, max_rests_per_session: int = 1
) -> ProposedRound:
    _check(proposed, entry)
    tables, rests = _without(proposed, {entry})
    edited = ProposedRound(_renumbered(tables), (*rests, entry), proposed.warnings)
    return review(edited, history, max_rests_per_session=max_rests_per_session)
