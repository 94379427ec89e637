"""What every game's printed pages and live pages name alike: the pairing methods in the referee's words, dates
as Italians write them, a round asked for by number. Each game's book
(``reports/burraco/book.py``, ``reports/tarot/book.py``) reads them here, so neither imports the other."""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

from fibur_director.domain.errors import FiburError
from fibur_director.domain.tournament import Round, Tournament

if TYPE_CHECKING:
    from fibur_director.games.burraco.regulation import Claims


def local_clock(utc: dt.datetime) -> str:
    """hh:mm on this computer's clock (stored times are naive UTC): the time a printout names."""
    return utc.replace(tzinfo=dt.UTC).astimezone().strftime("%H:%M")


def claims_words(claims: Claims) -> tuple[str, str, str]:
    """The final standings' state for the title, its tail, and the line where the prize list would be (IT
    Art. 20; REV Art. 19): "provvisoria", " – reclami fino alle 18:40 (IT Art. 20)" and "Premiazione sulla
    classifica definitiva, dopo le 18:40 (IT Art. 20)."; definitive standings say "definitiva", have no tail
    and carry their prizes."""
    article = claims.article
    if claims.state == "definitive":
        return "definitiva", "", ""
    if claims.state == "open" and claims.until is not None:
        until = local_clock(claims.until)
        return (
            "provvisoria",
            f" – reclami fino alle {until} ({article})",
            f"Premiazione sulla classifica definitiva, dopo le {until} ({article}).",
        )
    return (
        "provvisoria",
        f" – da esporre: {claims.minutes} minuti per i reclami ({article})",
        f"Premiazione sulla classifica definitiva ({article}).",
    )


def claims_sentence(claims: Claims) -> str:
    """The same state in one sentence, for a sheet or a line of its own."""
    if claims.state == "definitive" and claims.until is not None:
        return f"definitiva dalle {local_clock(claims.until)} ({claims.article})"
    if claims.state == "open" and claims.until is not None:
        return f"reclami aperti fino alle {local_clock(claims.until)} ({claims.article})"
    return f"la classifica finale non è ancora esposta ({claims.article})"


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
