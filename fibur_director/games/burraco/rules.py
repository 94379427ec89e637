"""Burraco's side of ``games.base.Game``, delegating to burraco's rules (``games.burraco.ruleset``, ``check``,
``standings``) over the shared records (``domain.tournament``)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from fibur_director.domain.errors import FiburError
from fibur_director.domain.file_schema import GameSchema
from fibur_director.domain.pairing.model import History
from fibur_director.domain.prizes import Ranking
from fibur_director.domain.tournament import PlayedTable, Setup, Tournament
from fibur_director.domain.tournament_file import Codec
from fibur_director.domain.vocabulary import Kind
from fibur_director.games.base import Practice
from fibur_director.games.burraco import file
from fibur_director.games.burraco.check import check as burraco_check
from fibur_director.games.burraco.formats import KINDS, format_of, only_in
from fibur_director.games.burraco.orchestration import default_method
from fibur_director.games.burraco.ruleset import (
    DEFAULT_RULESET,
    Ruleset,
    builtin_rulesets,
    get_ruleset,
    ruleset_ids,
)
from fibur_director.games.burraco.ruleset_loader import parse_burraco
from fibur_director.games.burraco.standings import round_scores
from fibur_director.games.burraco.systems import SYSTEM_NAMES


@dataclass(frozen=True)
class Burraco:
    id: str = "burraco"
    name: str = "burraco"
    kinds: tuple[Kind, ...] = KINDS
    systems: Mapping[str, str] = field(default_factory=lambda: SYSTEM_NAMES)
    default_ruleset: str = DEFAULT_RULESET
    document: GameSchema = file.DOCUMENT
    codec: Codec = file.CODEC

    def parse_ruleset(self, file: str, data: Mapping[str, Any]) -> Ruleset:
        return parse_burraco(file, data)

    def ruleset_ids(self) -> list[str]:
        return ruleset_ids()

    def ruleset_names(self) -> dict[str, str]:
        return {r.id: r.name for r in builtin_rulesets().values()}

    def check_ruleset(self, ruleset_id: str) -> None:
        get_ruleset(ruleset_id)

    def check(self, tournament: Tournament) -> None:
        burraco_check(tournament, get_ruleset(tournament.setup.ruleset))

    def verification_minutes(self, ruleset_id: str) -> int | None:
        return get_ruleset(ruleset_id).verification_minutes

    def refusal(self, operation: str, kind: str) -> FiburError | None:
        # Every operation of the shared program is burraco's; some belong to one format only.
        words = only_in(operation, kind)
        return FiburError(*words) if words else None

    def max_rests_per_session(self, kind: str, ruleset_id: str) -> int:
        return get_ruleset(ruleset_id).max_rests_per_session

    def edited_system(self, system: str) -> str:
        # An edited round-robin round stays in its calendar (IT/REV Art. 2): the phase reads the calendar back
        # from its first round as played, and a "manual" round would end the phase and start a new calendar.
        return system if system == "italian" else "manual"

    def plan_system(self, kind: str, ruleset_id: str | None = None) -> str:
        if ruleset_id is None or ruleset_id not in builtin_rulesets():
            return format_of(kind).plan_system
        return default_method(get_ruleset(ruleset_id), kind)

    def sheet_complete(self, table: PlayedTable, setup: Setup) -> bool:
        return table.result is not None

    def missing_tables(
        self, tournament: Tournament, number: int, scores: Sequence[Any] | None = None
    ) -> list[int]:
        """Tables with neither a result nor a sanction deciding them; an entry that has left is not waited for."""
        if scores is None:
            scores = round_scores(tournament, get_ruleset(tournament.setup.ruleset), up_to_round=number)
        scored = {s.entry for s in scores if s.round == number}
        played = tournament.round(number)
        if played is None:
            return []
        out = {
            s.entry
            for s in tournament.sanctions
            if s.type == "withdrawal"
            and s.entry is not None
            and s.from_round is not None
            and s.from_round <= number
        }
        return [t.number for t in played.tables if any(e not in scored and e not in out for e in t.entries())]

    def prize_ranking(self, tournament: Tournament, spans: Collection[tuple[int, ...]]) -> Ranking:
        from fibur_director.games.burraco.prizes import prize_ranking

        return prize_ranking(tournament, spans)

    def history_before(self, tournament: Tournament, number: int) -> History:
        from fibur_director.games.burraco.orchestration import history_before

        return history_before(tournament, number)

    def definitive_article(self, ruleset_id: str) -> str | None:
        return get_ruleset(ruleset_id).articles["corrections"]

    def refuse_rewriting(
        self, ruleset_id: str, *, entry: int, first_round: int, last_played: int, absence: bool = False
    ) -> None:
        from fibur_director.games.burraco.regulation import refuse_rewriting_played_rounds

        refuse_rewriting_played_rounds(
            get_ruleset(ruleset_id),
            entry=entry,
            first_round=first_round,
            last_played=last_played,
            absence=absence,
        )

    def prizes_after_interruption(self, ruleset_id: str, planned_rounds: int, closed_rounds: int) -> bool:
        from fibur_director.games.burraco.regulation import prizes_after_interruption

        return prizes_after_interruption(planned_rounds, closed_rounds)

    def check_federation_file(self, text: str, today: dt.date) -> dict[str, Any]:
        from fibur_director.games.burraco.federation import check_text

        return check_text(text, today)

    def sample(self, kind: str, entries: int, seed: int) -> Tournament:
        from fibur_director.games.burraco.simulation import simulate

        # Three rounds: a Mitchell then a Danish (the giallo, individual, plays its own system throughout).
        plan = "giallo:3" if kind == "giallo" else "mitchell:2,danish:1"
        return simulate(entries=max(entries, 4), rounds=3, plan=plan, seed=seed, kind=kind)

    def practice(self, name: str) -> Practice:
        # Twelve pairs, six tables: enough to see a Mitchell move, few enough to type in ten minutes; seed 23, the
        # same twelve pairs and the same first round on every computer (docs/manuale.md describes them).
        from fibur_director.games.burraco.simulation import simulate

        rounds, plan, seed = 4, "mitchell:3,danish:1", 23
        return Practice(
            simulate(entries=12, rounds=rounds, plan=plan, seed=seed, name=name), rounds, plan, seed
        )

    def missing_refusal(self, number: int, tables: Sequence[int]) -> FiburError:
        listed = ", ".join(map(str, tables))
        return FiburError(
            f"round {number} still misses the result of table(s) {listed}",
            f"al turno {number} manca ancora il risultato dei tavoli {listed}",
        )


BURRACO = Burraco()
