"""Printing and Excel at the sizes of a big day (issue targets: score sheets for 125 tables under 3 s, standings
of 1,000 entries under 2 s, the workbook of 1,000 entries under 2 s).

    .venv/bin/python benchmarks/reports.py

Each figure is shown next to a floor measured in the same run:
- PDFs: a plain reportlab canvas that writes the same texts with the same embedded DejaVu font on the same
  number of pages (no tables, no grid lines, no layout).
- Workbook: openpyxl in write-only mode with the same cells, no widths, styles, frozen panes or filters.
Medians of repeated runs; the tournaments are simulated (a 250-pair Mitchell; 1,000 pairs over 5 rounds).
"""

from __future__ import annotations

import io
import platform
from collections.abc import Callable

from openpyxl import Workbook
from pypdf import PdfReader
from reportlab.lib.pagesizes import A4, landscape
from reportlab.pdfgen import canvas
from timing import median_seconds

from fibur_director.games.burraco.ruleset import get_ruleset
from fibur_director.games.burraco.simulation import simulate
from fibur_director.reports import pdf
from fibur_director.reports.burraco.book import Book
from fibur_director.reports.burraco.listings import standings_pdf
from fibur_director.reports.burraco.score_sheets import score_sheets
from fibur_director.reports.burraco.workbook import sheets, write_xlsx

REPEATS = 5


def page_texts(build: Callable[[io.BytesIO], object]) -> list[list[str]]:
    """The lines of text on each page of a report, to write again with a bare canvas."""
    buffer = io.BytesIO()
    build(buffer)
    return [page.extract_text().splitlines() for page in PdfReader(io.BytesIO(buffer.getvalue())).pages]


def canvas_floor(pages: list[list[str]], *, wide: bool = False) -> Callable[[], object]:
    size = landscape(A4) if wide else A4

    def draw() -> object:
        out = io.BytesIO()
        page = canvas.Canvas(out, pagesize=size)
        for lines in pages:
            page.setFont(pdf.FONT, 9)
            y = size[1] - 40
            for line in lines:
                page.drawString(40, y, line)
                y -= 11
            page.showPage()
        page.save()
        return out

    return draw


def main() -> None:
    print(f"machine: {platform.machine()}, {platform.python_implementation()} {platform.python_version()}")
    mitchell = simulate(entries=250, rounds=1, plan="mitchell:1", seed=1)
    sheets_book = Book(mitchell, get_ruleset(mitchell.setup.ruleset))
    big = simulate(entries=1000, rounds=5, plan="mitchell:2,danish:3", seed=1)
    big_book = Book(big, get_ruleset(big.setup.ruleset))

    def sheets_pdf(out: io.BytesIO) -> object:
        return score_sheets(sheets_book, 1, out)

    def ranking_pdf(out: io.BytesIO) -> object:
        return standings_pdf(big_book, out)

    rows = []
    for label, build, wide in (
        ("score sheets, 125 tables", sheets_pdf, False),
        ("standings, 1,000 entries", ranking_pdf, True),
    ):
        texts = page_texts(build)
        measured = median_seconds(lambda build=build: build(io.BytesIO()), REPEATS)  # type: ignore[misc]
        floor = median_seconds(canvas_floor(texts, wide=wide), REPEATS)
        rows.append((f"{label} ({len(texts)} pages)", measured, floor))

    tables = sheets(big_book)

    def floor_xlsx() -> object:
        workbook = Workbook(write_only=True)
        for table in tables:
            sheet = workbook.create_sheet(table.name[:31])
            sheet.append(table.header)
            for row in table.rows:
                sheet.append(row)
        out = io.BytesIO()
        workbook.save(out)
        return out

    cells = sum((len(t.rows) + 1) * len(t.header) for t in tables)
    measured = median_seconds(lambda: write_xlsx(big_book, io.BytesIO()), REPEATS)
    rows.append(
        (
            f"workbook, 1,000 entries ({len(tables)} sheets, {cells:,} cells)",
            measured,
            median_seconds(floor_xlsx, REPEATS),
        )
    )
    for label, measured, floor in rows:
        print(f"{label}: {measured:.2f} s (floor {floor:.2f} s, {measured / floor:.1f}x)")


if __name__ == "__main__":
    main()
