"""Mitchell movement (IT/REV Art. 2): the fixed line stays, the moving line moves ``step`` tables each round.

With T tables the moving entry that started at table j sits, in round r (0 = the first round), at table
(j + r·step) mod T. Two entries meet again only after T / gcd(T, step) rounds, so the step must be coprime to T;
1 (the usual "move one table up") is chosen when none is given. With an odd number of entries the last table
of the fixed line is incomplete and the moving entry that reaches it rests: each moving entry rests once every
T rounds, so nobody rests twice in a session of at most T rounds (IT Art. 39).
"""

from __future__ import annotations

from math import gcd

from fibur_director.domain.pairing.first_round import Lines
from fibur_director.domain.pairing.model import (
    History,
    PairingError,
    PairingWarning,
    ProposedRound,
    Table,
    review,
)


def rounds_without_repeat(tables: int, step: int) -> int:
    return tables // gcd(tables, step)


def check_step(tables: int, step: int) -> int:
    if tables == 1:
        return step
    if step <= 0 or gcd(tables, step) != 1:
        coprime = [k for k in range(1, tables) if gcd(tables, k) == 1][:6]
        raise PairingError(
            f"a Mitchell step of {step} with {tables} tables brings entries back to the same opponents after "
            f"{rounds_without_repeat(tables, step) if step > 0 else 0} rounds; use a step coprime to {tables}, e.g. "
            f"{', '.join(map(str, coprime))}",
            f"un passo Mitchell di {step} con {tables} tavoli riporta gli stessi avversari dopo "
            f"{rounds_without_repeat(tables, step) if step > 0 else 0} turni; usare un passo primo con {tables}, "
            f"per esempio {', '.join(map(str, coprime))}",
        )
    return step


def mitchell(
    lines: Lines,
    round_index: int,
    *,
    step: int = 1,
    planned_rounds: int | None = None,
    history: History | None = None,
    max_rests_per_session: int = 1,
) -> ProposedRound:
    """The ``round_index``-th round (0-based) of the movement started by ``lines``."""
    count = lines.tables
    if count == 0:
        raise PairingError("no tables to move", "nessun tavolo da muovere")
    check_step(count, step)
    tables: list[Table] = []
    rests: list[int] = []
    for number in range(count):
        ns = lines.fixed[number]
        ew = lines.moving[(number - round_index * step) % count]
        if ns is None or ew is None:
            rests.extend(e for e in (ns, ew) if e is not None)
            continue
        tables.append(Table(number + 1, (ns,), (ew,)))
    notes: list[PairingWarning] = []
    limit = rounds_without_repeat(count, step)
    if planned_rounds is not None and planned_rounds > limit:
        notes.append(
            PairingWarning(
                "cycle",
                (),
                f"with {count} tables a Mitchell movement gives new opponents for {limit} rounds only; "
                f"{planned_rounds} are planned, so meetings will repeat",
                f"con {count} tavoli il Mitchell dà avversari nuovi solo per {limit} turni; "
                f"ne sono previsti {planned_rounds}, quindi ci saranno incontri ripetuti",
            )
        )
    proposed = ProposedRound(tuple(tables), tuple(rests), tuple(notes))
    return review(proposed, history or History(), max_rests_per_session=max_rests_per_session)
