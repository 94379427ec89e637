"""Burraco's part of the printing layer (``reports.parts.GameForms``): its book, the forms ``print`` makes, the
workbook, CSV files and federation file ``export`` writes, the standings ``standings FILE`` prints, and the
simulated tournament ``simulate`` plays. The report modules are imported when a form is asked for, so that
starting the desk does not load reportlab's forms."""

from __future__ import annotations

import io
import json
from typing import TYPE_CHECKING, Any

from fibur_director.domain.errors import FiburError
from fibur_director.reports.parts import ExportRequest, FormRequest, Rehearsal, Said

if TYPE_CHECKING:
    from fibur_director.domain.tournament import Tournament
    from fibur_director.reports.burraco.book import Book


class BurracoForms:
    prints = ("score-sheets", "seating", "standings", "results", "sanctions")

    @staticmethod
    def commands(commands: Any) -> None:
        from fibur_director.reports.burraco.commands import add_commands

        add_commands(commands)

    @staticmethod
    def book(tournament: Tournament, referee: str) -> Book:
        from fibur_director.games.burraco.ruleset import get_ruleset
        from fibur_director.reports.burraco.book import Book

        return Book(tournament, get_ruleset(tournament.setup.ruleset), referee=referee)

    @staticmethod
    def print_form(book: Book, request: FormRequest, out: io.BytesIO) -> int:
        from fibur_director.reports.burraco import listings, score_sheets, seating

        kind = "final" if request.final else "provisional"
        if request.what == "score-sheets":
            assert request.round is not None  # the command asks for it first
            return score_sheets.score_sheets(book, request.round, out)
        if request.what == "seating":
            assert request.round is not None
            return seating.seating(book, request.round, out)
        if request.what == "standings":
            return listings.standings_pdf(
                book, out, kind=kind, up_to_round=request.round, verifying_until=request.verifying_until
            )
        if request.what == "results":
            return listings.results_pdf(book, out, round_number=request.round)
        if request.what == "sanctions":
            return listings.sanctions_pdf(book, out)
        raise FiburError(
            f"print {request.what} is not a burraco form: one of {', '.join(BurracoForms.prints)}",
            f"la stampa {request.what} non è un modulo del burraco: uno tra {', '.join(BurracoForms.prints)}",
        )

    @staticmethod
    def export(book: Book, request: ExportRequest, write: Any) -> Said:
        from fibur_director.reports.burraco import workbook
        from fibur_director.reports.workbook import csv_bytes, export_sheets

        said = export_sheets(workbook, book, request, write)
        if request.federation:
            write(request.federation, csv_bytes(workbook.federation_sheet(book)))
            said.out.append(f"{request.federation}: federation results")
            missing = workbook.missing_cards(book)
            if missing:
                said.err.append(
                    f"warning: {len(missing)} player(s) without a card, the federation cannot credit them: "
                    + ", ".join(missing)
                )
        return said

    @staticmethod
    def standings_text(tournament: Tournament, up_to_round: int | None, as_json: bool) -> str:
        from fibur_director.games.burraco.ruleset import get_ruleset
        from fibur_director.games.burraco.standings import standings

        table = standings(tournament, get_ruleset(tournament.setup.ruleset), up_to_round=up_to_round)
        if as_json:
            rows = [
                {
                    "rank": s.rank,
                    "entry": s.entry,
                    "vp": s.vp,
                    "mp": s.mp,
                    "vp_deduction": s.vp_deduction,
                    "group": s.group,
                }
                for s in table
            ]
            return json.dumps(rows, ensure_ascii=False)
        names = {e.id: e.name for e in tournament.entries}
        lines = [f"{'group':<6}{'rank':>5}  {'entry':>5}  {'name':<32}{'VP':>5}{'MP':>8}{'ded.':>6}"]
        for s in table:
            mark = "" if s.status == "active" else f"  ({s.status})"
            lines.append(
                f"{s.group or '':<6}{s.rank:>5}  {s.entry:>5}  {names[s.entry][:31]:<32}{s.vp:>5}{s.mp:>8}"
                f"{s.vp_deduction:>6}{mark}"
            )
        return "\n".join(lines)

    @staticmethod
    def rehearse(rehearsal: Rehearsal) -> tuple[str, str]:
        from fibur_director.domain.tournament_file import dumps
        from fibur_director.games.burraco.ruleset import DEFAULT_RULESET, get_ruleset
        from fibur_director.games.burraco.simulation import simulate
        from fibur_director.games.burraco.standings import standings

        given = {"entries": rehearsal.entries, "rounds": rehearsal.rounds, "plan": rehearsal.plan}
        missing = [f"--{k}" for k, v in given.items() if v is None]
        if missing:
            raise FiburError(
                f"simulate --kind {rehearsal.kind} needs {', '.join(missing)}",
                f"simulate --kind {rehearsal.kind} richiede {', '.join(missing)}",
            )
        assert rehearsal.entries is not None and rehearsal.rounds is not None and rehearsal.plan is not None
        ruleset_id = rehearsal.ruleset or DEFAULT_RULESET
        tournament = simulate(
            entries=rehearsal.entries,
            rounds=rehearsal.rounds,
            plan=rehearsal.plan,
            ruleset_id=ruleset_id,
            deals=4 if rehearsal.deals is None else rehearsal.deals,
            seed=rehearsal.seed,
            kind=rehearsal.kind,
        )
        document = dumps(tournament, standings(tournament, get_ruleset(ruleset_id)))
        played = sum(len(r.tables) for r in tournament.rounds)
        return (
            document,
            f"{len(tournament.entries)} entries, {len(tournament.rounds)} rounds, {played} tables",
        )


FORMS = BurracoForms()
