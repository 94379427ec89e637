"""Sicilian Tarot's side of ``games.base.Game``, delegating to ``domain.tarot`` and its ruleset model."""

from __future__ import annotations

from dataclasses import dataclass

from fibur_director.domain import tarot
from fibur_director.domain.errors import FiburError
from fibur_director.domain.rulesets import DEFAULT_TAROT_RULESET, get_tarot_ruleset, tarot_rulesets
from fibur_director.domain.tournament import Tournament

# What the Sicilian Tarot regulation has no room for, in its words (TAROT §2: tables of four from the first
# round's draw; no withdrawal, substitution or rest; its own turn sheets, penalties and standings).
_REFUSALS: dict[str, tuple[str, str]] = {
    "late_entry": (
        "registration is closed: a Sicilian Tarot tournament seats its field at tables of four from the first "
        "round's draw (TAROT §2), and a late player would leave a table short",
        "le iscrizioni sono chiuse: un torneo di tarocchi siciliani siede i giocatori a tavoli da quattro dal "
        "sorteggio del primo turno (TAROT §2), e un ritardatario lascerebbe un tavolo incompleto",
    ),
    "withdrawal": (
        "the Sicilian Tarot regulation has no withdrawal; a table of four cannot play on with three (TAROT §2)",
        "il regolamento dei tarocchi siciliani non prevede ritiri; un tavolo da quattro non prosegue in tre "
        "(TAROT §2)",
    ),
    "substitution": (
        "substitutions apply to burraco pairs; the Sicilian Tarot regulation has none",
        "le sostituzioni riguardano le coppie del burraco; il regolamento dei tarocchi non le prevede",
    ),
    "rest": (
        "at the Tarot a round's seating is edited only by swapping two players: tables of four, nobody rests",
        "ai tarocchi la disposizione si modifica solo scambiando due giocatori: tavoli da quattro, nessun "
        "riposo",
    ),
    "burraco_sheet": (
        "this is a burraco operation (score sheets, VP, burraco sanctions): a Sicilian Tarot tournament uses "
        "its turn sheets, the TAROT §6 penalties and its own standings",
        "questa è un'operazione del burraco (referti, P.V., sanzioni del burraco): un torneo di tarocchi "
        "siciliani usa le schede di turno, le penalità di TAROT §6 e la sua classifica",
    ),
}


@dataclass(frozen=True)
class Tarot:
    id: str = "tarot"
    name: str = "tarocchi siciliani"
    kinds: tuple[str, ...] = ("tarot",)
    default_ruleset: str = DEFAULT_TAROT_RULESET

    def ruleset_ids(self) -> list[str]:
        return sorted(tarot_rulesets())

    def check_ruleset(self, ruleset_id: str) -> None:
        get_tarot_ruleset(ruleset_id)

    def check(self, tournament: Tournament) -> None:
        tarot.check(tournament, get_tarot_ruleset(tournament.setup.ruleset))

    def verification_minutes(self, ruleset_id: str) -> int | None:
        # The regulation has no claims window: its standings never lock the rounds they cover
        # (docs/architecture.md, "Sicilian Tarot (issue 17)").
        return None

    def refusal(self, operation: str, kind: str) -> FiburError | None:
        words = _REFUSALS.get(operation)
        return FiburError(*words) if words else None


TAROT = Tarot()
