"""Burraco's formats (its kinds of tournament) and what each one changes, in one place.

The shared burraco paths (seating, score sheets, the book, the desk's plan editor) read a kind's ``Format``
instead of comparing the kind with a literal outside ``games/`` (issue 24, item 2): "teams play two rooms" is said
here once. Operations a format does not have are refusal sentences (``Burraco.refusal``), not flags.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from fibur_director.domain.vocabulary import Kind


@dataclass(frozen=True)
class Format:
    kind: str
    # Each match is two tables, an open and a closed room, scored together by the team VP table (IT Art. 3, 18).
    team_matches: bool
    # Giallo: single players paired at each round, two a side, tables of four (IT Art. 2, Giallo).
    fours: bool
    # The pairing system a new tournament's plan starts from at the desk.
    plan_system: str
    # Each entry changes opponent every round: «Nei tornei individuali (uno contro uno) ogni giocatore si
    # iscrive singolarmente e cambia avversario ad ogni turno» (IT/REV Art. 2). Pairs and teams may meet again
    # (the pure Danish allows it); a giallo changes partner, not opponent.
    new_opponent_each_round: bool = False


# Burraco's kinds as the vocabulary knows them: who registers and how many (IT Art. 3: a team has at least four
# players, two rooms, and no maximum).
KINDS: Final[tuple[Kind, ...]] = (
    Kind("pairs", "burraco", entry="pair", size=(2, 2), name="a coppie"),
    Kind("teams", "burraco", entry="team", size=(4, None), name="a squadre"),
    Kind("individual", "burraco", entry="individual", size=(1, 1), name="individuale"),
    Kind("giallo", "burraco", entry="individual", size=(1, 1), name="giallo"),
)

FORMATS: Final[dict[str, Format]] = {
    "pairs": Format("pairs", team_matches=False, fours=False, plan_system="mitchell"),
    "teams": Format("teams", team_matches=True, fours=False, plan_system="mitchell"),
    "individual": Format(
        "individual", team_matches=False, fours=False, plan_system="mitchell", new_opponent_each_round=True
    ),
    "giallo": Format("giallo", team_matches=False, fours=True, plan_system="giallo"),
}

# The operations only some formats have, and the sentence the others give (``Burraco.refusal``).
_ONLY_IN: Final[dict[str, tuple[tuple[str, ...], str, str]]] = {
    "substitution": (
        ("pairs",),
        "substitutions apply to pairs (Art. 38, Sostituzioni); teams change their line-up each round and a "
        "single player is not replaced",
        "le sostituzioni riguardano le coppie (Art. 38, Sostituzioni); le squadre cambiano formazione a ogni "
        "turno e un giocatore singolo non si sostituisce",
    ),
    "team_lineup": (
        ("teams",),
        "line-ups and the captains' draw are for team tournaments (Art. 3)",
        "le formazioni e il sorteggio dei capitani riguardano i tornei a squadre (Art. 3)",
    ),
    "enter_turn_sheet": (
        (),
        "this is a burraco tournament, not a Sicilian Tarot one: it has score sheets, not turn sheets",
        "è un torneo di burraco, non di tarocchi siciliani: ha referti, non schede di turno",
    ),
}


def format_of(kind: str) -> Format:
    return FORMATS[kind]


def only_in(operation: str, kind: str) -> tuple[str, str] | None:
    """The sentence refusing ``operation`` in a burraco tournament of ``kind``; None where the format has it."""
    found = _ONLY_IN.get(operation)
    if found is None or kind in found[0]:
        return None
    return found[1], found[2]
