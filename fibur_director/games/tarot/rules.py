"""Sicilian Tarot's side of ``games.base.Game``, delegating to ``games.tarot.scoring`` and its ruleset model."""

from __future__ import annotations

import datetime as dt
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from fibur_director.domain.errors import FiburError
from fibur_director.domain.file_schema import GameSchema
from fibur_director.domain.pairing.history import played_history
from fibur_director.domain.pairing.model import History
from fibur_director.domain.prizes import Ranking
from fibur_director.domain.tournament import PlayedTable, Setup, Tournament
from fibur_director.domain.tournament_file import Codec
from fibur_director.domain.vocabulary import Kind
from fibur_director.games.tarot import file
from fibur_director.games.tarot import scoring as tarot
from fibur_director.games.tarot.ruleset import (
    DEFAULT_TAROT_RULESET,
    TarotRuleset,
    get_tarot_ruleset,
    parse_tarot,
    tarot_rulesets,
)

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
    "enter_sheet": (
        "a Sicilian Tarot tournament has no score sheets of two totals scored in VP: it uses its turn sheets, "
        "the TAROT §6 penalties and its own standings",
        "un torneo di tarocchi siciliani non ha referti a due totali convertiti in P.V.: usa le schede di turno, "
        "le penalità di TAROT §6 e la sua classifica",
    ),
    "sanction_in_points": (
        "a Sicilian Tarot tournament has no sanctions awarding a table's score: its penalties are those of "
        "TAROT §6, written on the turn sheet",
        "un torneo di tarocchi siciliani non ha sanzioni che assegnano il punteggio di un tavolo: le sue "
        "penalità sono quelle di TAROT §6, scritte sulla scheda di turno",
    ),
    "team_lineup": (
        "line-ups and the captains' draw are for burraco team tournaments; the Sicilian Tarot is individual",
        "le formazioni e il sorteggio dei capitani riguardano i tornei di burraco a squadre; i tarocchi "
        "siciliani sono individuali",
    ),
    "table_entry": (
        "the tables enter burraco score sheets (two totals agreed by both lines); a Sicilian Tarot turn sheet, "
        "deal by deal with its four players, is entered at the desk",
        "dai tavoli si inseriscono i referti del burraco (due totali concordati dalle due linee); la scheda di "
        "turno dei tarocchi siciliani, smazzata per smazzata con i suoi quattro giocatori, si inserisce al banco",
    ),
    "federation_file": (
        "the federation file reports burraco results (VP and MP per table, FIBur cards) to the FIBur; a Sicilian "
        "Tarot tournament is not played under it: send its standings (export --xlsx) to whoever organises it",
        "il file per la federazione riporta alla FIBur i risultati del burraco (P.V. e M.P. per tavolo, tessere "
        "FIBur); un torneo di tarocchi siciliani non si gioca sotto di essa: inviarne la classifica (export "
        "--xlsx) a chi lo organizza",
    ),
}


@dataclass(frozen=True)
class Tarot:
    id: str = "tarot"
    name: str = "tarocchi siciliani"
    kinds: tuple[Kind, ...] = (
        Kind("tarot", "tarot", entry="individual", size=(1, 1), name="tarocchi siciliani"),
    )
    # Every Tarot round is seated by its own rule (TAROT §2-3): one system.
    systems: Mapping[str, str] = field(default_factory=lambda: {"tarot": "tarocchi"})
    default_ruleset: str = DEFAULT_TAROT_RULESET
    document: GameSchema = file.DOCUMENT
    codec: Codec = file.CODEC

    def parse_ruleset(self, file: str, data: Mapping[str, Any]) -> TarotRuleset:
        return parse_tarot(file, data)

    def ruleset_ids(self) -> list[str]:
        return sorted(tarot_rulesets())

    def ruleset_names(self) -> dict[str, str]:
        return {r.id: r.name for r in tarot_rulesets().values()}

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

    def max_rests_per_session(self, kind: str, ruleset_id: str) -> int:
        return 0  # tables of four, nobody rests (TAROT §2)

    def edited_system(self, system: str) -> str:
        return (
            system  # a round is seated by the draw or the standings (TAROT §2-3); an edit swaps two players
        )

    def plan_system(self, kind: str, ruleset_id: str | None = None) -> str:
        return "tarot"  # seated by the draw, then by the standings (TAROT §2-3)

    def sheet_complete(self, table: PlayedTable, setup: Setup) -> bool:
        # The turn sheet is the result: complete when every deal of the round is entered.
        return set(range(1, setup.deals_per_round + 1)) <= {d.number for d in table.deals}

    def missing_tables(
        self, tournament: Tournament, number: int, scores: Sequence[Any] | None = None
    ) -> list[int]:
        played = tournament.round(number)
        tables = played.tables if played else ()
        return [t.number for t in tables if not self.sheet_complete(t, tournament.setup)]

    def prize_ranking(self, tournament: Tournament, spans: Collection[tuple[int, ...]]) -> Ranking:
        from fibur_director.games.tarot.prizes import prize_ranking

        return prize_ranking(tournament, spans)

    def history_before(self, tournament: Tournament, number: int) -> History:
        # Seated by the draw and the standings (TAROT §2-3): its edited rounds are reviewed for repeats only.
        return played_history(tournament, number)

    def definitive_article(self, ruleset_id: str) -> str | None:
        return None  # no claims window (verification_minutes): its standings never become definitive

    def refuse_rewriting(
        self, ruleset_id: str, *, entry: int, first_round: int, last_played: int, absence: bool = False
    ) -> None:
        # Withdrawals are refused before any round is touched (``refusal("withdrawal")``, TAROT §2: the four at a
        # table play every deal) and the regulation has no absence in points: nothing to rewrite.
        return None

    def prizes_after_interruption(self, ruleset_id: str, planned_rounds: int, closed_rounds: int) -> bool:
        # The regulation is silent (TAROT §3: the tournament ends after its three rounds). Decided
        # (docs/rulesets.md): as the federation's codes do (IT/REV Art. 40), prizes by the last standings shown
        # only past half the planned rounds, so two of three rounds closed award them and one does not.
        return closed_rounds > planned_rounds / 2

    def check_federation_file(self, text: str, today: dt.date) -> dict[str, Any]:
        refusal = self.refusal("federation_file", "tarot")
        assert refusal is not None  # the Tarot is not played under the federation
        raise refusal

    def sample(self, kind: str, entries: int, seed: int) -> Tournament:
        from fibur_director.games.tarot.simulation import simulate_tarot

        # Four a table, two tables at least.
        return simulate_tarot(entries=4 * max(2, entries // 4), seed=seed)

    def practice(self, name: str) -> None:
        # No practice tournament: the first evening's sample and the guide are burraco's (issue 23, item 7).
        return None

    def missing_refusal(self, number: int, tables: Sequence[int]) -> FiburError:
        listed = ", ".join(map(str, tables))
        return FiburError(
            f"round {number} still misses deals at table(s) {listed}: every table plays all its deals",
            f"al turno {number} mancano ancora smazzate ai tavoli {listed}: ogni tavolo le gioca tutte",
        )


TAROT = Tarot()
