"""Sessions as the referee types them, for the desk's form and the command line alike."""

from __future__ import annotations

from fibur_director.domain.errors import FiburError


def parse_sessions(text: str, rounds: int) -> tuple[tuple[int, ...], ...]:
    """ "1-2; 3-4" or "1,2;3,4" → ((1, 2), (3, 4)); empty → one session of every round."""
    if not text.strip():
        return (tuple(range(1, rounds + 1)),)
    sessions = []
    for part in text.split(";"):
        numbers: list[int] = []
        for piece in part.replace(" ", "").split(","):
            if not piece:
                continue
            low, _, high = piece.partition("-")
            if not low.isdigit() or (high and not high.isdigit()):
                raise FiburError(
                    f"sessions: {piece!r} is not a round or a range such as 1-3",
                    f"sessioni: {piece!r} non è un turno né un intervallo come 1-3",
                )
            numbers.extend(range(int(low), int(high or low) + 1))
        if numbers:
            sessions.append(tuple(numbers))
    return tuple(sessions)
