"""The desk's print and Excel buttons on a Sicilian Tarot tournament print the Tarot forms (the Scheda di
Turno per table, the standings with jochi and coefficients, the Tarot workbook), never a burraco page."""

from __future__ import annotations

import io
from pathlib import Path

import openpyxl
import pytest
from pypdf import PdfReader
from PySide6.QtWidgets import QFileDialog

from fibur_director.ui import printing
from fibur_director.ui.main_window import MainWindow
from tests.support.tarot_desk import drawn, full_round, tarot_opened
from tests.ui.conftest import opened


def previewing(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str, list[bytes]]]:
    shown: list[tuple[str, str, list[bytes]]] = []

    def preview(_parent: object, title: str, suggested: str, pdfs: list[bytes]) -> tuple[bool, None]:
        shown.append((title, suggested, list(pdfs)))
        return True, None

    monkeypatch.setattr(printing, "show_preview", preview)
    return shown


def pages(pdf: bytes) -> list[str]:
    return [page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages]


def test_the_pack_buttons_tooltip_names_the_open_games_printouts(window: MainWindow) -> None:
    """«Pacchetto del turno» says what it prints: the Tarot's turn sheets, burraco's score sheets, seating and poster
    (the words come from the game's round panel; before, burraco's were said over a Tarot round too)."""
    page = window.round_page
    tarot_opened(window)
    window.go(page)
    assert page.pack_button.toolTip() == (
        "Le schede di turno di tutti i tavoli in una sola stampa (i posti sono sulle schede)"
    )
    opened(window)
    window.go(page)
    assert page.pack_button.toolTip() == "Score, disposizione e manifesto del turno in una sola stampa"


def test_the_round_prints_its_turn_sheets_and_the_standings_their_jochi(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    tid = tarot_opened(window)
    drawn(window, tid)
    full_round(window, tid, 1)
    window.context.changed.emit()
    page = window.round_page
    window.go(page)
    assert (
        not page.panels["burraco"].seating_button.isVisible()
        and not page.panels["burraco"].poster_button.isVisible()
    )
    shown = previewing(monkeypatch)
    page.sheets_button.click()
    page.pack_button.click()
    (_, suggested, (sheets,)), (_, _, (pack,)) = shown
    assert suggested.endswith("_turno-1_schede.pdf")
    first, second = pages(sheets)
    assert "Scheda di Turno – Tavolo A (n. 1) – Turno I" in first and "NORD (trionfo 21)" in first
    assert "GIOC. 1 – Giocatore1 Turi" in first and "Tavolo B (n. 2)" in second
    assert "SV X" in first  # the deals entered at the desk are on the reprint
    assert pages(pack) == [first, second]
    assert (
        page.sheets_button.text() == "Stampa le schede di turn&o" and page.panel().summary_button.isVisible()
    )
    page.panel().summary_button.click()
    _, suggested, (summary,) = shown[-1]
    assert suggested.endswith("_turno-1_schema-riassuntivo.pdf")
    text = "".join(pages(summary))
    assert "Schema Riassuntivo dopo il turno I" in text and "Giocatore 8: Giocatore8" in text

    window.go(window.standings_page)
    window.standings_page.print_button.click()
    (standings,) = pages(shown[-1][2][0])
    assert "Classifica provvisoria dopo il turno I" in standings and "Coeff." in standings
    assert "Ordine della classifica (TAROT §7)" in standings

    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_args: (str(tmp_path / "tarocchi.xlsx"), ""))
    window.standings_page.excel_button.click()
    workbook = openpyxl.load_workbook(tmp_path / "tarocchi.xlsx")
    assert workbook.sheetnames == ["Torneo", "Classifica", "Scontri diretti", "Turno I", "Premiati"]
    assert window.standings_page.feedback.text() == f"Scritto {tmp_path / 'tarocchi.xlsx'}."
