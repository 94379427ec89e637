"""Burraco's side of ``games.base.Game``, delegating to the domain's burraco rules (``domain.tournament``,
``domain.rulesets``, ``domain.standings``)."""

from __future__ import annotations

from dataclasses import dataclass

from fibur_director.domain import tournament as dom
from fibur_director.domain.errors import FiburError
from fibur_director.domain.rulesets import DEFAULT_RULESET, get_ruleset, ruleset_ids
from fibur_director.domain.tournament import Tournament


@dataclass(frozen=True)
class Burraco:
    id: str = "burraco"
    name: str = "burraco"
    kinds: tuple[str, ...] = ("pairs", "teams", "individual", "giallo")
    default_ruleset: str = DEFAULT_RULESET

    def ruleset_ids(self) -> list[str]:
        return ruleset_ids()

    def check_ruleset(self, ruleset_id: str) -> None:
        get_ruleset(ruleset_id)

    def check(self, tournament: Tournament) -> None:
        dom.check(tournament, get_ruleset(tournament.setup.ruleset))

    def verification_minutes(self, ruleset_id: str) -> int | None:
        return get_ruleset(ruleset_id).verification_minutes

    def refusal(self, operation: str, kind: str) -> FiburError | None:
        return None


BURRACO = Burraco()
