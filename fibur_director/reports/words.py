"""What every game's printed pages and live pages name alike: the pairing methods in the referee's words, dates
as Italians write them, a round asked for by number. Each game's book
(``reports/burraco/book.py``, ``reports/tarot/book.py``) reads them here, so neither imports the other."""

from __future__ import annotations

import datetime as dt

from fibur_director.domain.errors import FiburError
from fibur_director.domain.tournament import Round, Tournament


def local_clock(utc: dt.datetime) -> str:
    """hh:mm on this computer's clock (stored times are naive UTC): the time a printout names."""
    return utc.replace(tzinfo=dt.UTC).astimezone().strftime("%H:%M")


def italian_date(iso: str) -> str:
    try:
        return dt.date.fromisoformat(iso).strftime("%d/%m/%Y")
    except ValueError:
        return iso


def round_of(tournament: Tournament, number: int) -> Round:
    """A round of the tournament, or a refusal listing the rounds it has (burraco and Tarot books alike)."""
    found = tournament.round(number)
    if found is None:
        listed = ", ".join(str(r.number) for r in sorted(tournament.rounds, key=lambda r: r.number))
        raise FiburError(
            f"round {number} is not in the tournament (rounds: {listed or 'none'})",
            f"il turno {number} non è nel torneo (turni: {listed or 'nessuno'})",
        )
    return found
