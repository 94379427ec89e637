"""Sicilian Tarot's part of the printing layer (``reports.parts.GameForms``): its book, the Scheda di Turno, the
Schema Riassuntivo and the standings ``print`` makes, the workbook and CSV files ``export`` writes (no federation
file: the TAROT regulation has none), the standings ``standings FILE`` prints, and the simulated tournament
``simulate`` plays. The report modules are imported when a form is asked for."""

from __future__ import annotations

import io
import json
from typing import TYPE_CHECKING, Any

from fibur_director.domain.errors import FiburError
from fibur_director.reports.parts import ExportRequest, FormRequest, Rehearsal, Said

if TYPE_CHECKING:
    from fibur_director.domain.tournament import Tournament
    from fibur_director.reports.tarot.book import TarotBook


def not_for_tarot(what: str, italian: str) -> FiburError:
    """A burraco page asked of a Tarot tournament: say which and what to print instead."""
    return FiburError(
        f"{what} is for burraco tournaments; a Sicilian Tarot tournament prints score-sheets (the Scheda di "
        "Turno), summary (the Schema Riassuntivo) and standings, and exports --xlsx or --csv",
        f"{italian} è per i tornei di burraco; un torneo di tarocchi siciliani stampa la Scheda di Turno, lo "
        "Schema Riassuntivo e la classifica, ed esporta il foglio Excel o i CSV",
    )


class TarotForms:
    prints = ("score-sheets", "standings", "summary")

    @staticmethod
    def commands(commands: Any) -> None:
        return None  # no commands of its own: its rulesets and standings are the shared commands'

    @staticmethod
    def book(tournament: Tournament, referee: str) -> TarotBook:
        from fibur_director.games.tarot.ruleset import get_tarot_ruleset
        from fibur_director.reports.tarot.book import TarotBook

        return TarotBook(tournament, get_tarot_ruleset(tournament.setup.ruleset), referee=referee)

    @staticmethod
    def print_form(book: TarotBook, request: FormRequest, out: io.BytesIO) -> int:
        from fibur_director.reports.tarot import sheets

        kind = "final" if request.final else "provisional"
        if request.what == "score-sheets":
            assert request.round is not None  # the command asks for it first
            return sheets.turn_sheets(book, request.round, out, table_number=request.table)
        if request.what == "summary":
            entries = [request.entry] if request.entry is not None else None
            return sheets.summaries(book, out, entries=entries, up_to_round=request.round)
        if request.what == "standings":
            return sheets.standings_pdf(book, out, kind=kind, up_to_round=request.round)
        raise not_for_tarot(f"print {request.what}", f"la stampa {request.what}")

    @staticmethod
    def export(book: TarotBook, request: ExportRequest, write: Any) -> Said:
        from fibur_director.reports.tarot import workbook
        from fibur_director.reports.workbook import export_sheets

        if request.federation:
            raise not_for_tarot("export --federation", "il file per la federazione")
        return export_sheets(workbook, book, request, write)

    @staticmethod
    def standings_text(tournament: Tournament, up_to_round: int | None, as_json: bool) -> str:
        """Jochi and the values of the §7 chain per player; each tie names the criterion that broke it."""
        from fibur_director.games.tarot import scoring as tarot
        from fibur_director.games.tarot.file import tarot_standing
        from fibur_director.games.tarot.ruleset import get_tarot_ruleset

        ruleset = get_tarot_ruleset(tournament.setup.ruleset)
        lines = tarot.standings(tournament, ruleset, up_to_round=up_to_round)
        if as_json:
            return json.dumps([tarot_standing(line) for line in lines], ensure_ascii=False)
        names = {e.id: e.name for e in tournament.entries}
        text = [
            f"{'rank':>4}  {'entry':>5}  {'name':<32}{'jochi':>6}{'calls':>6}{'commit.':>8}{'pigl.':>6}"
            f"{'h2h':>5}  decided by"
        ]
        for line in lines:
            decided = tarot.CRITERION_NAMES_EN[line.decided_by] if line.decided_by else ""
            text.append(
                f"{line.rank:>4}  {line.entry:>5}  {names[line.entry][:31]:<32}{line.jochi:>6}{line.calls:>6}"
                f"{line.commitments:>8}{line.pigliate:>6}{line.head_to_head:>5}  {decided}"
            )
        chain = ", then ".join(tarot.CRITERION_NAMES_EN[k] for k in ruleset.chain)
        text.append(f"order: {chain} ({ruleset.standings_article})")
        return "\n".join(text)

    @staticmethod
    def rehearse(rehearsal: Rehearsal) -> tuple[str, str]:
        from fibur_director.domain.tournament_file import dumps_with_standings
        from fibur_director.games.tarot.ruleset import DEFAULT_TAROT_RULESET, get_tarot_ruleset
        from fibur_director.games.tarot.simulation import simulate_tarot

        ruleset = get_tarot_ruleset(rehearsal.ruleset or DEFAULT_TAROT_RULESET)
        # The regulation fixes the rounds, the deals and the seating (TAROT §2-3): no burraco plan applies.
        if rehearsal.plan is not None:
            raise FiburError(
                "a Sicilian Tarot tournament has no plan: round 1 by the draw, later rounds by the standings "
                "(TAROT §2-3)",
                "un torneo di tarocchi siciliani non ha piano: turno 1 per sorteggio, i seguenti per classifica "
                "(TAROT §2-3)",
            )
        fixed = (
            ("--rounds", rehearsal.rounds, ruleset.rounds),
            ("--deals", rehearsal.deals, ruleset.deals_per_round),
        )
        for option, given, wanted in fixed:
            if given is not None and given != wanted:
                raise FiburError(
                    f"{option} {given}: a Sicilian Tarot tournament is {ruleset.rounds} rounds of "
                    f"{ruleset.deals_per_round} deals ({ruleset.rounds_article})",
                    f"{option} {given}: un torneo di tarocchi siciliani è di {ruleset.rounds} turni da "
                    f"{ruleset.deals_per_round} smazzate ({ruleset.rounds_article})",
                )
        entries = 8 if rehearsal.entries is None else rehearsal.entries  # the regulation is written for 8
        tournament = simulate_tarot(entries=entries, seed=rehearsal.seed, ruleset_id=ruleset.id)
        tables = sum(len(r.tables) for r in tournament.rounds)
        deals = sum(len(t.deals) for r in tournament.rounds for t in r.tables)
        return dumps_with_standings(tournament), (
            f"{len(tournament.entries)} players, {len(tournament.rounds)} rounds, {tables} tables, {deals} deals"
        )


FORMS = TarotForms()
