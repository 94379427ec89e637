"""The closed vocabularies of a tournament, defined once.

The database CHECK constraints, the tournament file, the services, the reports, the command line and the desk all
take their lists from here; a new sanction type or pairing method is added here, in the ruleset data and in
the translations (docs/architecture.md counts the files).
"""

from __future__ import annotations

KINDS = ("pairs", "teams", "individual", "giallo", "tarot")
# The game each kind plays (games.registry: each game's ``kinds``; a test keeps the two in step). The domain's
# own registries (the tournament file's codecs) are keyed by the game, never by comparing the kind.
GAME_OF_KIND = {
    "pairs": "burraco",
    "teams": "burraco",
    "individual": "burraco",
    "giallo": "burraco",
    "tarot": "tarot",
}
# What one registration is in each kind of tournament: a giallo is played by single players paired each round.
ENTRY_KIND = {
    "pairs": "pair",
    "teams": "team",
    "individual": "individual",
    "giallo": "individual",
    "tarot": "individual",
}
ENTRY_KINDS = ("pair", "team", "individual")


def plays_team_matches(kind: str) -> bool:
    """A team tournament plays matches over two rooms and scores them by the team VP table (IT Art. 3, 18)."""
    return ENTRY_KIND.get(kind) == "team"


# Players in one entry, (fewest, most); a team has at least four (two rooms) and the codes set no maximum.
ENTRY_SIZE: dict[str, tuple[int, int | None]] = {
    "pairs": (2, 2),
    "teams": (4, None),
    "individual": (1, 1),
    "giallo": (1, 1),
    "tarot": (1, 1),
}
SYSTEMS = (
    "mitchell",
    "danish",
    "danish-modified",
    "danish-norepeat",
    "italian",
    "manual",
    "giallo",
    "tarot",
)
SANCTION_TYPES = (
    "warning",
    "late",
    "absent",
    "withdrawal",
    "left_during_round",
    "lost_score_sheet",
    "suspended_misconduct",
    "both_abandoned",
    "unmonitored_difference",
    "referee_award",
    "correction_cancelled",
)
# First-round seating methods (IT/REV Art. 2): alphabetical, draw, categories, registration order, national ranking
# points. A ruleset lists those its code allows (``[first_round] seating``).
FIRST_ROUND_SEATINGS = ("draw", "alphabetical", "registration", "ranking", "category")
# The tournament's level (IT/REV Art. 6, Poteri dell'arbitro g): the round cut and the 800-MP rule depend on it.
LEVELS = ("club", "federal", "regional", "national")
LEVEL_NAMES = {"club": "di circolo", "federal": "federale", "regional": "regionale", "national": "nazionale"}
# The standings criteria as the desk and the printouts name them (the order is the tournament's chain).
TIE_BREAK_NAMES = {
    "vp": "P.V.",
    "mp": "M.P.",
    "points": "punti realizzati",
    "head_to_head": "scontro diretto",
}


def chain_words(chain: tuple[str, ...]) -> str:
    """``("vp", "head_to_head", "mp")`` -> "P.V., poi scontro diretto, poi M.P."."""
    return ", poi ".join(TIE_BREAK_NAMES.get(k, k) for k in chain)


ROOMS = ("open", "closed")
SIDES = ("ns", "ew")
ROUND_STATUSES = ("proposed", "published", "closed")
PUBLICATION_KINDS = ("provisional", "final")
# A score sheet the desk questioned as implausible (ruleset [plausibility]): not yet checked, or checked.
ODDITIES = ("questioned", "confirmed")
# An entry's standing in the tournament, derived from its withdrawal sanction (never stored on the entry):
# "withdrawn" left and told the director (IT/REV Art. 38), "excluded" left after a quarrel.
ENTRY_STATUSES = ("active", "withdrawn", "excluded")


def sql_in(column: str, values: tuple[str, ...]) -> str:
    """``column IN ('a', 'b')`` for a CHECK constraint; the values are ours, never user text."""
    return f"{column} IN ({', '.join(repr(v) for v in values)})"
