"""The closed vocabularies of a tournament, defined once.

The database CHECK constraints, the tournament file, the services, the reports, the command line and the desk all
take their lists from here; a new sanction type is added here, in the ruleset data and in the translations
(docs/architecture.md counts the files). The kinds and the round systems are the games': each game declares its
own (``games/registry.py``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

ENTRY_KINDS = ("pair", "team", "individual")


@dataclass(frozen=True)
class Kind:
    """A kind of tournament, declared by the game that plays it (``games.<game>``): the games' registry
    declares every game's kinds here when the package is imported (``fibur_director/__init__.py``), so the
    domain, the database and the file check read one list without importing the games, which import them."""

    id: str
    game: str
    # What one registration is: a giallo and a Tarot tournament register single players.
    entry: str
    # Players in one entry, (fewest, most); a team has at least four (two rooms) and the codes set no maximum.
    size: tuple[int, int | None]
    # The kind in the referee's words, as the printouts and the live pages name it ("a coppie"), never the code's.
    name: str


_DECLARED: dict[str, Kind] = {}


def declare_kinds(kinds: Iterable[Kind]) -> None:
    """Add a game's kinds to the vocabulary (the registry does, once per game); a kind of another game is a
    programming error."""
    for kind in kinds:
        if kind.entry not in ENTRY_KINDS:
            raise ValueError(f"kind {kind.id!r}: unknown entry {kind.entry!r}")
        found = _DECLARED.setdefault(kind.id, kind)
        if found != kind:
            raise ValueError(f"kind {kind.id!r} is declared twice: {found} and {kind}")


def withdraw_kinds(game: str) -> None:
    """Forget a game's kinds (a game registered for a while, as the tests' third game is)."""
    for key in [k for k, v in _DECLARED.items() if v.game == game]:
        del _DECLARED[key]


# The round systems the games record (``Round.system``), each with its game and its Italian name, declared by the
# games as their kinds are: a game's own system is read and written like any other (issue 36).
_SYSTEMS: dict[str, tuple[str, str]] = {}


def declare_systems(game: str, names: Mapping[str, str]) -> None:
    """Add a game's round systems with their names (the registry does, once per game)."""
    for system, name in names.items():
        found = _SYSTEMS.setdefault(system, (game, name))
        if found != (game, name):
            raise ValueError(f"system {system!r} is declared twice: {found} and {(game, name)}")


def withdraw_systems(game: str) -> None:
    for key in [k for k, (owner, _name) in _SYSTEMS.items() if owner == game]:
        del _SYSTEMS[key]


def systems() -> tuple[str, ...]:
    """Every declared round system, in the order the games declared them."""
    return tuple(_SYSTEMS)


def system_name(system: str) -> str:
    """A round system as the desk and the printouts name it (its id when no game declares it)."""
    found = _SYSTEMS.get(system)
    return found[1] if found is not None else system


def kinds() -> tuple[str, ...]:
    """Every declared kind, in the order the games declared them."""
    return tuple(_DECLARED)


def kind_of(kind: str) -> Kind | None:
    return _DECLARED.get(kind)


def kind_name(kind: str) -> str:
    """A kind as the printouts and the live pages name it (its id when no game declares it)."""
    found = _DECLARED.get(kind)
    return found.name if found is not None else kind


def entry_kind(kind: str) -> str:
    return _DECLARED[kind].entry


def entry_size(kind: str) -> tuple[int, int | None]:
    return _DECLARED[kind].size


def plays_team_matches(kind: str) -> bool:
    """A team tournament plays matches over two rooms and scores them by the team VP table (IT Art. 3, 18)."""
    found = _DECLARED.get(kind)
    return found is not None and found.entry == "team"


# A new tournament's kind unless told (the desk, the command line): its game's default ruleset goes with it.
DEFAULT_KIND = "pairs"

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
# Their names, in one place for the printed forms, the live pages and the audit log's sentences.
SANCTION_NAMES = {
    "warning": "Ammonizione",
    "late": "Ritardo",
    "absent": "Assenza",
    "withdrawal": "Abbandono",
    "left_during_round": "Abbandono durante il turno",
    "lost_score_sheet": "Score smarrito",
    "suspended_misconduct": "Tavolo sospeso per scorrettezza",
    "both_abandoned": "Tavolo abbandonato da entrambe",
    "unmonitored_difference": "Differenza non monitorata",
    "referee_award": "Decisione arbitrale",
    "correction_cancelled": "Correzione annullata",
}
SANCTION_ENGLISH = {
    "warning": "Warning",
    "late": "Lateness",
    "absent": "Absence",
    "withdrawal": "Withdrawal",
    "left_during_round": "Left during the round",
    "lost_score_sheet": "Lost score sheet",
    "suspended_misconduct": "Table suspended for misconduct",
    "both_abandoned": "Table abandoned by both",
    "unmonitored_difference": "Unmonitored difference",
    "referee_award": "Referee's decision",
    "correction_cancelled": "Correction cancelled",
}
# First-round seating methods (IT/REV Art. 2): alphabetical, draw, categories, registration order, national ranking
# points. A ruleset lists those its code allows (``[first_round] seating``).
FIRST_ROUND_SEATINGS = ("draw", "alphabetical", "registration", "ranking", "category")
# The tournament's level (IT/REV Art. 6, Poteri dell'arbitro g): the round cut and the 800-MP rule depend on it.
LEVELS = ("club", "federal", "regional", "national")
LEVEL_NAMES = {"club": "di circolo", "federal": "federale", "regional": "regionale", "national": "nazionale"}
# The standings criteria a burraco tournament's chain may list (its set-up's ``tie_break``, its ruleset's
# ``[standings] tie_break``): vp, after warning deductions; mp; points, the total points scored; head_to_head, VP
# won in the meetings among the entries still tied (a mini-table).
TIE_BREAK_KEYS = ("vp", "mp", "points", "head_to_head")
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
