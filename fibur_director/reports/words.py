"""What every game's printed pages and live pages name alike: the kinds of tournament and the pairing methods in
the referee's words, dates as Italians write them, a round asked for by number. Each game's book
(``reports/burraco/book.py``, ``reports/tarot/book.py``) reads them here, so neither imports the other."""

from __future__ import annotations

import datetime as dt

from fibur_director.domain.errors import FiburError
from fibur_director.domain.tournament import Round, Tournament

# Kinds of tournament in the referee's words (domain.vocabulary.kinds()), never the code's ("pairs").
KIND_NAMES = {
    "pairs": "a coppie",
    "teams": "a squadre",
    "individual": "individuale",
    "giallo": "giallo",
    "tarot": "tarocchi siciliani",
}
# Pairing methods in the referee's words (domain.vocabulary.SYSTEMS).
SYSTEM_NAMES = {
    "mitchell": "mitchell",
    "danish": "danese",
    "danish-modified": "danese modificato",
    "danish-norepeat": "danese senza reincontri",
    "italian": "all'italiana",
    "manual": "modificato a mano",
    "giallo": "giallo",
    "tarot": "tarocchi",
}


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
