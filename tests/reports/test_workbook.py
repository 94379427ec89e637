"""The standings workbook and the CSV files, reloaded: numbers as numbers, widths, frozen header, autofilter,
formula-looking texts escaped, and the federation file with cards, ranks and VP."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import openpyxl

from fibur_director.games.burraco.ruleset import get_ruleset
from fibur_director.games.burraco.simulation import simulate
from fibur_director.reports.burraco.book import Book
from fibur_director.reports.burraco.workbook import federation_sheet, write_csv, write_xlsx
from fibur_director.reports.workbook import csv_text, safe


def test_safe_escapes_only_formula_starts() -> None:
    assert [safe(v) for v in ("=1+1", "+39 333", "-5", "@SUM", "\tx", "Rossi", 12, -5, None)] == [
        "'=1+1",
        "'+39 333",
        "'-5",
        "'@SUM",
        "'\tx",
        "Rossi",
        12,
        -5,
        None,
    ]


def test_workbook_sheets_and_figures(book: Book, tmp_path: Path) -> None:
    path = tmp_path / "torneo.xlsx"
    write_xlsx(book, path)
    workbook = openpyxl.load_workbook(path)
    assert workbook.sheetnames == [
        "Torneo",
        "Classifica",
        "Turno 1",
        "Turno 2",
        "Giocatori",
        "Federazione",
        "Premiati",
        "Sanzioni",  # issue 38: every sanction, as the printed list
    ]
    # The prize winners (three by default) and the order the standings use.
    winners = [[c.value for c in row] for row in workbook["Premiati"].iter_rows(min_row=2)]
    assert [r[1:3] for r in winners[:3]] == [[1, 4], [2, 1], [3, 3]]
    assert winners[-1][0] == "Ordine della classifica: P.V., poi M.P."
    standings = workbook["Classifica"]
    assert standings.freeze_panes == "A2" and standings.auto_filter.ref == "A1:K6"
    assert standings.column_dimensions["D"].width == 44
    assert [c.value for c in standings[1]][:8] == [
        "Pos.",
        "N.",
        "Coppia",
        "Giocatori",
        "Circolo",
        "V.P.",
        "M.P.",
        "Punti",
    ]
    rows = [[c.value for c in row] for row in standings.iter_rows(min_row=2)]
    # Hand-computed in conftest: 29, 24, 22 (after -1), 15, 13; numbers stored as numbers.
    assert [(r[0], r[1], r[5], r[6], r[8], r[9]) for r in rows] == [
        (1, 4, 29, 1900, 0, 0),
        (2, 1, 24, 655, 0, 0),
        (3, 3, 22, 700, 1, 2),
        (4, 2, 15, -1050, 0, 0),
        (5, 5, 13, -1595, 0, 0),
    ]
    assert rows[0][2] == "'=Gialli - Blu" and rows[0][4] == "'+Circolo Dora / @Circolo Dora"
    assert standings["C2"].data_type == "s"  # text, not a formula
    round_two = [[c.value for c in row] for row in workbook["Turno 2"].iter_rows(min_row=2)]
    assert round_two[1][:11] == [
        2,
        None,
        4,
        "'=Gialli Franca – Blu Carlo",
        5,
        "Marrone Elena – Viola Dario",
        2700,
        600,
        1900,
        19,
        1,
    ]
    assert round_two[1][11] == "ritardo" and round_two[2][2] == 1 and round_two[2][9] == 12  # the bye
    players = workbook["Giocatori"]
    assert players.max_row == 11 and players["A2"].value == "'=Gialli"


def test_federation_file_lists_every_player_with_card_rank_and_vp(book: Book) -> None:
    sheet = federation_sheet(book)
    assert sheet.header[:7] == ["Tessera", "Cognome", "Nome", "Circolo", "Girone", "Posizione", "V.P."]
    assert [(r[0], r[5], r[6]) for r in sheet.rows][:4] == [
        ("FIB007", 1, 29),
        ("FIB008", 1, 29),
        ("FIB001", 2, 24),
        ("FIB002", 2, 24),
    ]
    assert len(sheet.rows) == 10 and sheet.rows[-1][0] is None  # Viola has no card: listed, left blank
    text = csv_text(sheet)
    parsed = list(csv.reader(io.StringIO(text), delimiter=";"))
    assert parsed[1][:2] == ["FIB007", "'=Gialli"] and parsed[-1][0] == ""


def test_csv_folder_mirrors_the_workbook(book: Book, tmp_path: Path) -> None:
    written = write_csv(book, tmp_path / "csv")
    assert [p.name for p in written] == [
        "torneo.csv",
        "classifica.csv",
        "turno-1.csv",
        "turno-2.csv",
        "giocatori.csv",
        "federazione.csv",
        "premiati.csv",
        "sanzioni.csv",
    ]
    raw = (tmp_path / "csv" / "classifica.csv").read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")  # the BOM Excel needs to read UTF-8
    rows = list(csv.reader(io.StringIO(raw.decode("utf-8-sig")), delimiter=";"))
    assert rows[2][:3] == ["2", "1", "Šimić - Kowalski"] and rows[2][5] == "24"


def test_groups_get_one_sheet_each() -> None:
    grouped = simulate(entries=16, rounds=3, plan="mitchell:2,groups:8,danish:1", seed=5)
    book = Book(grouped, get_ruleset(grouped.setup.ruleset))
    buffer = io.BytesIO()
    write_xlsx(book, buffer)
    workbook = openpyxl.load_workbook(io.BytesIO(buffer.getvalue()))
    assert workbook.sheetnames[:3] == ["Torneo", "Girone A", "Girone B"]
    assert workbook["Girone A"].max_row == 9 and workbook["Girone A"]["A2"].value == 1
