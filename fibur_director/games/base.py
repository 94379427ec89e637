"""What a game provides to the shared program: the interface every game implements (``Game``).

Pure: no Qt, no database, no printing (the import contracts say so). Members are admitted by the behaviour they
carry, never as flags: a capability the game lacks is a refusal sentence (``refusal``), not a boolean the caller
tests, so that the caller can say why.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol

from fibur_director.domain.errors import FiburError
from fibur_director.domain.file_schema import GameSchema
from fibur_director.domain.pairing.model import History
from fibur_director.domain.prizes import Ranking
from fibur_director.domain.tournament import PlayedTable, Setup, Tournament
from fibur_director.domain.tournament_file import Codec
from fibur_director.domain.vocabulary import Kind

# The operations of the shared program that a game may refuse (``Game.refusal``), named by what they do, never
# by the game that has them (issue 36): a game declares what it supports by refusing the rest in its own words.
OPERATIONS = (
    "late_entry",
    "withdrawal",
    "substitution",
    "rest",
    "enter_sheet",  # a table's score sheet: each line's total (or deal by deal), scored by the game's tables
    "sanction_in_points",  # a sanction or warning that awards or changes a table's score
    "claims",
    "team_lineup",
    "enter_turn_sheet",  # a turn sheet: every deal with the players who bid, called and won it
    "table_entry",
    "federation_file",  # the results file for the FIBur (docs/federation.md)
)


@dataclass(frozen=True)
class Practice:
    """The practice tournament a game offers the newcomer on the first evening (issue 23, item 7;
    ``services/practice.py``): a simulated ``sample`` whose players and entries the desk registers through the
    ordinary services, the rounds planned and the plan they follow, and the seed of the first round's proposal (the
    same tables on every computer, so the guide can describe them)."""

    sample: Tournament
    rounds: int
    plan: str
    seed: int


def protocol_members(protocol: type) -> set[str]:
    """The members a part of ``protocol`` must have: its annotated attributes and its public methods and
    properties, its parent protocols' too."""
    names: set[str] = set()
    for cls in protocol.__mro__:
        if cls in (object, Protocol, Generic):
            continue
        names |= set(getattr(cls, "__annotations__", {}))
        names |= {
            n
            for n, v in vars(cls).items()
            if not n.startswith("_") and (callable(v) or isinstance(v, property))
        }
    return names


def refuse_incomplete(game_id: str, part: object, protocol: type) -> None:
    """Refuse, at registration, a game's part lacking a member of its layer's ``protocol``: a game written against
    an older interface was registered and then failed deep inside the desk with a raw AttributeError (a fourth
    game checked from outside in session 45: its desk part lacked ``kind_labels``, added since)."""
    missing = sorted(m for m in protocol_members(protocol) if not hasattr(part, m))
    if missing:
        listed = ", ".join(missing)
        raise FiburError(
            f"the game {game_id!r} cannot be registered: its {protocol.__name__} lacks {listed}",
            f"il gioco {game_id!r} non si può registrare: al suo {protocol.__name__} manca {listed}",
        )


def federated(games: Sequence[Game]) -> list[Game]:
    """The games whose tournaments the federation credits: some kind of theirs does not refuse ``federation_file``
    (burraco's; the federation's file carries no game key, since one game keeps one)."""
    return [g for g in games if any(g.refusal("federation_file", k.id) is None for k in g.kinds)]


class Game(Protocol):
    """One game: its identity, its rulesets and the rules the shared program must ask it."""

    @property
    def id(self) -> str:
        """The ruleset files' ``game`` key."""

    @property
    def name(self) -> str:
        """Its name in the desk's Italian, as printed ("burraco", "tarocchi siciliani")."""

    @property
    def systems(self) -> Mapping[str, str]:
        """The round systems its rounds record (``Round.system``), with their Italian names; declared to the
        vocabulary by the registry, so a tournament file reads and writes them."""

    @property
    def kinds(self) -> tuple[Kind, ...]:
        """The tournament kinds it plays (a tournament's ``kind`` names one of them), declared to the
        vocabulary by the registry."""

    @property
    def default_ruleset(self) -> str: ...

    def parse_ruleset(self, file: str, data: Mapping[str, Any]) -> Any:
        """Its ruleset model from a parsed ruleset file whose ``game`` key is its id (RulesetError naming the
        field); the domain's ``rulesets`` reads the folder with it."""

    @property
    def document(self) -> GameSchema:
        """Its tournament file's schema (the shared envelope with its tables and rounds)."""

    @property
    def codec(self) -> Codec:
        """How its tournament file's tables and rounds read and write, its check and its standings' rows."""

    def ruleset_ids(self) -> list[str]:
        """Its shipped rulesets, by id."""

    def ruleset_names(self) -> dict[str, str]:
        """Its shipped rulesets' names, by id, as the desk lists them."""

    def check_ruleset(self, ruleset_id: str) -> None:
        """Refuse (FiburError, naming the game) a ruleset that is not one of its own."""

    def check(self, tournament: Tournament) -> None:
        """The whole tournament's consistency by this game's rules (TournamentError naming the place)."""

    def verification_minutes(self, ruleset_id: str) -> int | None:
        """How long published standings stay open to claims before they become definitive; None: never."""

    def refusal(self, operation: str, kind: str) -> FiburError | None:
        """Why this game (in this kind) refuses one of ``OPERATIONS``, in a sentence naming its article; None
        when it allows it."""

    def max_rests_per_session(self, kind: str, ruleset_id: str) -> int:
        """How often an entry may rest in one session (IT Art. 39); 0 where nobody rests."""

    def edited_system(self, system: str) -> str:
        """The system a round of ``system`` is recorded with once the referee edits its seating: its own when
        the next rounds read the phase back from it, else "manual" (a phase ends there)."""

    def plan_system(self, kind: str, ruleset_id: str | None = None) -> str:
        """The pairing system a new tournament of ``kind`` plans its rounds with, before the referee edits it,
        under the ruleset ``ruleset_id`` when given (a code may pair the later rounds its own way)."""

    def sheet_complete(self, table: PlayedTable, setup: Setup) -> bool:
        """Whether the table's sheet is all entered (a score sheet's totals; a turn sheet's every deal)."""

    def missing_tables(
        self, tournament: Tournament, number: int, scores: Sequence[Any] | None = None
    ) -> list[int]:
        """The tables of round ``number`` still without what decides them; ``scores``: the round scores when the
        caller has them already."""

    def missing_refusal(self, number: int, tables: Sequence[int]) -> FiburError:
        """Why round ``number`` cannot close while ``tables`` are missing, in the game's words."""

    def prize_ranking(self, tournament: Tournament, spans: Collection[tuple[int, ...]]) -> Ranking:
        """Its final standings as the prize list reads them (issue 37): placings in the final order, the words
        of its score, each entry's figures over every span of rounds in ``spans``, why nobody is awarded."""

    def history_before(self, tournament: Tournament, number: int) -> History:
        """The pairing history before round ``number`` that an edited round is reviewed against
        (``domain.pairing.history.played_history``, with the game's rule on meeting a new opponent)."""

    def definitive_article(self, ruleset_id: str) -> str | None:
        """The article by which published standings become definitive once the claims window has passed (the
        undo guard quotes it); None where they never do (``verification_minutes`` None)."""

    def refuse_rewriting(
        self, ruleset_id: str, *, entry: int, first_round: int, last_played: int, absence: bool = False
    ) -> None:
        """Refuse (FiburError with its article) a withdrawal or an absence from ``first_round`` that would rewrite
        rounds the entry has played by ``last_played`` (an undo or a redo bringing one back asks this too)."""

    def prizes_after_interruption(self, ruleset_id: str, planned_rounds: int, closed_rounds: int) -> bool:
        """Whether a tournament interrupted after ``closed_rounds`` of ``planned_rounds`` gives its prizes by the
        last published standings (otherwise none are awarded)."""

    def practice(self, name: str) -> Practice | None:
        """Its practice tournament, named ``name``; None for a game that offers none (the desk then says so)."""

    def sample(self, kind: str, entries: int, seed: int) -> Tournament:
        """A small tournament of ``kind`` played to the end, every sheet complete, with about ``entries`` entries
        (the game rounds the number to a field its kind can seat), the same for the same ``seed``: what the
        shared tests play every game by (``tests/test_games_seam.py``), without naming a game's simulator."""

    def check_federation_file(self, text: str, today: dt.date) -> dict[str, Any]:
        """The federation file in ``text`` (docs/federation.md) if the federation can credit it, else FiburError
        naming the first place that stops it; a game not played under the federation refuses as its
        ``refusal("federation_file")`` does (the command line's ``federation check`` asks the games that keep one)."""
