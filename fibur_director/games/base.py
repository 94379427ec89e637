"""What a game provides to the shared program: the interface every game implements (``Game``).

Pure: no Qt, no database, no printing (the import contracts say so). Members are admitted by the behaviour they
carry, never as flags: a capability the game lacks is a refusal sentence (``refusal``), not a boolean the caller
tests, so that the caller can say why.
"""

from __future__ import annotations

from typing import Protocol

from fibur_director.domain.errors import FiburError
from fibur_director.domain.tournament import Tournament

# The operations of the shared program that a game may refuse (``Game.refusal``).
OPERATIONS = (
    "late_entry",
    "withdrawal",
    "substitution",
    "rest",
    "burraco_sheet",
    "burraco_sanction",
    "claims",
)


class Game(Protocol):
    """One game: its identity, its rulesets and the rules the shared program must ask it."""

    @property
    def id(self) -> str:
        """The ruleset files' ``game`` key."""

    @property
    def name(self) -> str:
        """Its name in the desk's Italian, as printed ("burraco", "tarocchi siciliani")."""

    @property
    def kinds(self) -> tuple[str, ...]:
        """The tournament kinds it plays (a tournament's ``kind`` names one of them)."""

    @property
    def default_ruleset(self) -> str: ...

    def ruleset_ids(self) -> list[str]:
        """Its shipped rulesets, by id."""

    def check_ruleset(self, ruleset_id: str) -> None:
        """Refuse (FiburError, naming the game) a ruleset that is not one of its own."""

    def check(self, tournament: Tournament) -> None:
        """The whole tournament's consistency by this game's rules (TournamentError naming the place)."""

    def verification_minutes(self, ruleset_id: str) -> int | None:
        """How long published standings stay open to claims before they become definitive; None: never."""

    def refusal(self, operation: str, kind: str) -> FiburError | None:
        """Why this game (in this kind) refuses one of ``OPERATIONS``, in a sentence naming its article; None
        when it allows it."""
