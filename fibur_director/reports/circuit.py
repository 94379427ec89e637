"""A circuit's standings on paper and in a workbook (issue 27): the same columns in both, from
``domain.circuit_standings``.

Each stage's column shows the points a row scored there: plain when they count, in brackets when dropped as the
worst results beyond the best N, a dash when absent. The last column names the criterion that placed a row
below the one above with the same points ("pari" when the whole chain left them tied). Rows below the minimum
presences follow the ranked ones under their own heading; then the name matches to confirm and what the imported
stages' check found.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.platypus import Flowable, Paragraph, Spacer

from fibur_director.domain.circuit import TIE_BREAK_NAMES_IT, Circuit
from fibur_director.domain.circuit_standings import CircuitRow, CircuitStandings, number
from fibur_director.reports import pdf
from fibur_director.reports.workbook import Sheet, write_sheets


def rule_text(circuit: Circuit, stages: int) -> str:
    """The rule in one Italian line, as the header of every output says it."""
    parts = [f"migliori {circuit.best} di {stages} tappe" if circuit.best else f"tutte le {stages} tappe"]
    parts.append("punti per piazzamento" if circuit.points == "placing" else "V.P. delle tappe")
    if circuit.min_presences:
        parts.append(f"minimo {circuit.min_presences} presenze")
    chain = ", ".join(TIE_BREAK_NAMES_IT[c] for c in circuit.tie_break) or "nessuno"
    parts.append(f"spareggi: {chain}; poi pari merito")
    if circuit.finalists is not None:
        parts.append(f"finalisti: {circuit.finalists}")
    elif circuit.finalists_percent is not None:
        parts.append(f"finalisti: {number(circuit.finalists_percent)}% dei classificati")
    return " · ".join(parts)


def who(row: CircuitRow) -> str:
    return " - ".join(f"{p.surname} {p.name}".strip() for p in row.people)


def cards(row: CircuitRow) -> str:
    return " - ".join(p.card or "—" for p in row.people)


def _shown(points: float) -> str:
    value = number(points)
    return f"{value:g}" if isinstance(value, float) else str(value)


def stage_cells(row: CircuitRow, stages: Sequence[int]) -> list[str]:
    """Each stage's cell: "40" counted, "(40)" dropped as a worst result, "–" absent (the row's results read
    once: a season of 10,000 players prints in one pass)."""
    played = {r.stage: r for r in row.results}
    out = []
    for stage in stages:
        found = played.get(stage)
        if found is None:
            out.append("–")
        else:
            out.append(_shown(found.points) if found.status == "counted" else f"({_shown(found.points)})")
    return out


def _stage_values(row: CircuitRow, stages: Sequence[int]) -> list[int | float | str]:
    """A counted result stays a number in the workbook; the dropped and the absent are marks."""
    cells = stage_cells(row, stages)
    counted = {r.stage: r.points for r in row.results if r.status == "counted"}
    return [number(counted[s]) if s in counted else cell for s, cell in zip(stages, cells, strict=True)]


def stage_summary(row: CircuitRow) -> str:
    """The stages in words, for a season too long for a column per stage."""
    parts = []
    if row.counted:
        parts.append("valide " + ", ".join(map(str, row.counted)))
    if row.worst:
        parts.append("scartate " + ", ".join(map(str, row.worst)))
    if row.absent:
        parts.append("assente " + ", ".join(map(str, row.absent)))
    return " · ".join(parts)


def decided(row: CircuitRow) -> str:
    words = [TIE_BREAK_NAMES_IT.get(row.decided_by or "", ""), "pari merito" if row.shared else ""]
    return ", ".join(w for w in words if w)


def _table_rows(
    standings: CircuitStandings, rows: list[CircuitRow], *, per_stage: bool = True
) -> list[list[Any]]:
    # Points may carry a half (a coefficient of 1.5): a number cell either way, wider than ``Cell`` says.
    out: list[list[Any]] = []
    numbers = [s.number for s in standings.stages]
    for row in rows:
        out.append(
            [row.rank, who(row), cards(row), number(row.points), row.mp, row.played]
            + (_stage_values(row, numbers) if per_stage else [stage_summary(row)])
            + [" · ".join(w for w in (decided(row), "finalista" if row.finalist else "") if w)]
        )
    return out


def _header(standings: CircuitStandings, *, per_stage: bool = True) -> list[str]:
    stages = [f"T{s.number}" for s in standings.stages] if per_stage else ["Tappe valide e scartate"]
    return ["Pos.", "Giocatori", "Tessere", "Punti", "M.P.", "Tappe", *stages, "Spareggio"]


def _notes(standings: CircuitStandings) -> list[tuple[str, str]]:
    """(heading, line) pairs: the name matches to confirm, the identity notes, the imported stages' findings."""
    out = []
    for match in standings.matches:
        p = match.person
        joined = f"unito alla tessera {match.card}" if match.card else "senza tessera"
        stages = ", ".join(map(str, match.stages))
        out.append(
            (
                "Abbinamenti per cognome, nome e circolo (da confermare)",
                f"{p.surname} {p.name} ({p.club or 'nessun circolo'}): tappe {stages}, {joined}",
            )
        )
    out += [("Giocatori", italian) for _english, italian in standings.notes]
    for stage in standings.stages:
        out += [(f"Controllo della tappa {stage.number} ({stage.title})", it) for _en, it in stage.findings]
    return out


def _layout(standings: CircuitStandings, wide: bool) -> tuple[bool, list[float], list[int]]:
    """Whether each stage gets a column, the column widths and the numeric columns. A column per stage is as
    wide as the widest result ("(38.75)" with a coefficient), at least 11 mm; a season too long for that gets one
    column saying which stages counted."""
    count = len(standings.stages)
    room = (297 if wide else 210) * mm - 2 * pdf.MARGIN - 5 * mm  # the frame's own padding
    fixed = [10 * mm, 0, 22 * mm, 13 * mm, 15 * mm, 12 * mm]
    last = 34 * mm
    numbers = [s.number for s in standings.stages]
    widest = max(
        (pdfmetrics.stringWidth(t, pdf.FONT, 7.5) for r in standings.rows for t in stage_cells(r, numbers)),
        default=0,
    )
    stage_width = max(11 * mm, widest + 3 * mm)
    if room - sum(fixed) - stage_width * count - last >= 30 * mm:
        fixed[1] = room - sum(fixed) - stage_width * count - last
        return True, fixed + [stage_width] * count + [last], list(range(3, 6 + count))
    fixed[1] = 45 * mm
    return False, [*fixed, room - sum(fixed) - last, last], [3, 4, 5]


def _table(standings: CircuitStandings, rows: list[CircuitRow], per_stage: bool, widths: list[float],
           numeric: list[int], finalists_line: bool) -> Flowable:  # fmt: skip
    cells: list[list[object]] = [list(_header(standings, per_stage=per_stage))]
    for values in _table_rows(standings, rows, per_stage=per_stage):
        last_column = len(values) - 1
        texts = (1, 2, last_column) if per_stage else (1, 2, 6, last_column)
        cells.append(
            [pdf.text(v, pdf.SMALL) if i in texts else ("" if v is None else v) for i, v in enumerate(values)]
        )
    finalists = sum(r.finalist for r in rows)
    extra = []
    if finalists and finalists_line:
        extra.append(("LINEBELOW", (0, finalists), (-1, finalists), 1.5, colors.black))
    return pdf.grid_table(cells, widths, numeric_columns=numeric, size=7.5, extra=extra)


def circuit_pdf(standings: CircuitStandings, out: Path | io.BytesIO) -> int:
    circuit = standings.circuit
    count = len(standings.stages)
    story: list[Flowable] = [
        pdf.text(f"Classifica del circuito – {circuit.name}", pdf.TITLE),
        pdf.text(rule_text(circuit, count), pdf.SMALL),
        pdf.text(
            " · ".join(
                f"T{s.number} {s.title}" + (f" (×{number(s.coefficient)})" if s.coefficient != 1 else "")
                for s in standings.stages
            ),
            pdf.SMALL,
        ),
        pdf.text(
            "(40) = scartata tra i risultati peggiori · – = assente · la linea spessa chiude i finalisti",
            pdf.SMALL,
        ),
    ]
    wide = count > 6
    per_stage, widths, numeric = _layout(standings, wide)
    if not per_stage:
        story.append(
            pdf.text("Troppe tappe per una colonna ciascuna: il dettaglio è nel foglio Excel.", pdf.SMALL)
        )
    story.append(Spacer(1, 3 * mm))
    ranked = [r for r in standings.rows if r.ranked]
    below = [r for r in standings.rows if not r.ranked]
    if ranked:
        story.append(_table(standings, ranked, per_stage, widths, numeric, True))
    if below:
        story += [
            Spacer(1, 4 * mm),
            pdf.text(f"Sotto il minimo di {circuit.min_presences} presenze", pdf.HEADING),
        ]
        story.append(_table(standings, below, per_stage, widths, numeric, False))
    heading = None
    for section, line in _notes(standings):
        if section != heading:
            story += [Spacer(1, 3 * mm), pdf.text(section, pdf.HEADING)]
            heading = section
        story.append(pdf.text(line, pdf.BODY))
    if not standings.rows:
        story.append(Paragraph("Nessun risultato nelle tappe.", pdf.BODY))
    return pdf.build(
        out, pdf.Header(circuit.name, f"{count} tappe", "Classifica del circuito"), story, wide=wide
    )


def circuit_sheets(standings: CircuitStandings) -> list[Sheet]:
    count = len(standings.stages)
    table = Sheet(
        "Classifica",
        [*_header(standings), "Classificato", "Finalista", "Abbinato per nome (tappe)"],
        [6, 34, 18, 9, 9, 7] + [8] * count + [22, 12, 10, 22],
    )
    for row, values in zip(standings.rows, _table_rows(standings, list(standings.rows)), strict=True):
        values[-1] = decided(row)
        table.rows.append(
            [
                *values,
                "sì" if row.ranked else "no",
                "sì" if row.finalist else "",
                ", ".join(map(str, row.matched_by_name)),
            ]
        )
    stages = Sheet("Tappe", ["Tappa", "Nome", "Coefficiente", "Righe", "Controlli"], [7, 40, 12, 8, 80])
    for stage in standings.stages:
        stages.rows.append(
            [stage.number, stage.title, number(stage.coefficient), len(stage.rows),  # type: ignore[list-item]
             "; ".join(it for _en, it in stage.findings)]
        )  # fmt: skip
    notes = Sheet("Da verificare", ["Argomento", "Dettaglio"], [50, 90])
    notes.rows = [[section, line] for section, line in _notes(standings)]
    return [table, stages, notes]


def circuit_xlsx(standings: CircuitStandings, out: Path | io.BytesIO) -> list[Sheet]:
    return write_sheets(circuit_sheets(standings), out)
