"""Every user text is data (issue 14): markup in a name, a date or a group reaches the PDF as the text itself,
control characters and sheet-name characters never break the workbook."""

from __future__ import annotations

import dataclasses
import io
from pathlib import Path

import pytest
from openpyxl import load_workbook
from pypdf import PdfReader

from fibur_director.domain.tournament import Player
from fibur_director.games.burraco.ruleset import get_ruleset
from fibur_director.reports import pdf, workbook
from fibur_director.reports.burraco import listings
from fibur_director.reports.burraco import workbook as burraco_workbook
from fibur_director.reports.burraco.book import Book
from fibur_director.reports.burraco.score_sheets import score_sheets
from fibur_director.reports.burraco.seating import seating
from fibur_director.reports.pdf import markup

from .conftest import PLAYERS, ROUNDS, hand_made

IMAGE = '<img src="/usr/share/pixmaps/debian-logo.png" width="50" height="50"/>'
LINK = '<a href="javascript:alert(1)">clic</a>'


def hostile_book(tmp_path: Path) -> Book:
    image = tmp_path / "secret.png"
    image.write_bytes(b"\x89PNG\r\n\x1a\n")  # a file any markup could try to embed
    name = f'{IMAGE.replace("/usr/share/pixmaps/debian-logo.png", str(image))} {LINK} <Natale> & "ok"'
    tournament = hand_made()
    setup = dataclasses.replace(tournament.setup, name=name, date="<b>2026-12-13</b>")
    rounds = tuple(dataclasses.replace(r, group="<Natale> [A]/?*:") for r in ROUNDS)
    players = tuple(
        dataclasses.replace(p, surname=p.surname + "\x1b[31m\x07\x00") if p.id == "p1" else p for p in PLAYERS
    )
    tournament = dataclasses.replace(tournament, setup=setup, rounds=rounds, players=players)
    return Book(tournament, get_ruleset("burraco-italiano"))


def test_markup_escapes_everything_reportlab_parses() -> None:
    assert markup('<img src="x"/> & <Natale>') == "&lt;img src=&quot;x&quot;/&gt; &amp; &lt;Natale&gt;"
    assert markup("a\x00b\x1b\ud800c") == "a\ufffdb\ufffd\ufffdc"


@pytest.mark.parametrize("what", ["standings", "results", "sanctions", "seating", "score-sheets"])
def test_markup_in_user_text_is_printed_as_text(tmp_path: Path, what: str) -> None:
    book = hostile_book(tmp_path)
    buffer = io.BytesIO()
    if what == "standings":
        listings.standings_pdf(book, buffer)
    elif what == "results":
        listings.results_pdf(book, buffer)
    elif what == "sanctions":
        listings.sanctions_pdf(book, buffer)
    elif what == "seating":
        seating(book, 1, buffer)
    else:
        score_sheets(book, 1, buffer)
    data = buffer.getvalue()
    reader = PdfReader(io.BytesIO(data))
    text = " ".join(page.extract_text() for page in reader.pages).replace("\n", " ")
    for page in reader.pages:
        resources = page.get("/Resources") or {}
        # The one object a page may place is the footer's QR code, drawn once per document (reports/pdf.py).
        placed = set(resources.get("/XObject") or {})
        assert placed <= {f"/FormXob.{pdf.QR_FORM}"}, "an image was embedded from user text"
        assert "/Annots" not in page, "a link was made from user text"
    assert b"/URI" not in data and b"/Annot" not in data and b"/Subtype /Image" not in data
    if what in ("standings", "results", "sanctions", "seating"):
        assert "<Natale>" in text and "&" in text and "<b>2026-12-13</b>" in text
    if what in ("standings", "score-sheets"):
        assert "<Natale> [A]/?*:" in text


def test_workbook_with_control_characters_and_sheet_name_characters(tmp_path: Path) -> None:
    book = hostile_book(tmp_path)
    tournament = dataclasses.replace(
        book.tournament,
        players=(
            *book.tournament.players[1:],
            Player("p1", "Šimić\x0b\x1f", "Ana\x00", "FIB001", "=cmd|' /C'"),
        ),
    )
    groups = tuple(
        dataclasses.replace(r, group=label)
        for r, label in zip(ROUNDS, ["A/B?*[1]:x", "A\\B" + "x" * 40], strict=True)
    )
    tournament = dataclasses.replace(tournament, rounds=groups)
    book = Book(tournament, get_ruleset("burraco-italiano"))
    buffer = io.BytesIO()
    written = burraco_workbook.write_xlsx(book, buffer)
    loaded = load_workbook(io.BytesIO(buffer.getvalue()))
    titles = loaded.sheetnames
    assert len(titles) == len(written) == len({t.lower() for t in titles})
    for title in titles:
        assert not set(title) & set("/\\?*[]:") and 0 < len(title) <= 31
    cells = [str(c) for ws in loaded.worksheets for row in ws.iter_rows(values_only=True) for c in row if c]
    assert any(c.startswith("Šimić") for c in cells)
    assert not any(ch in c for c in cells for ch in "\x00\x0b\x1f\x1b\x07")
    folder = tmp_path / "csv"
    burraco_workbook.write_csv(book, folder)
    assert all("\x00" not in p.read_text(encoding="utf-8-sig") for p in folder.iterdir())


def test_sheet_titles_are_valid_and_unique() -> None:
    used: set[str] = set()
    titles = [
        workbook.sheet_title(name, used) for name in ["Girone A", "girone a", "x" * 40, "x" * 40, "[]", "'a'"]
    ]
    assert titles[0] == "Girone A" and titles[1] != titles[0]
    assert len({t.lower() for t in titles}) == len(titles)
    assert all(0 < len(t) <= 31 and not t.startswith("'") and not set(t) & set("/\\?*[]:") for t in titles)


def test_a_long_tournament_name_is_cut_in_the_page_header(tmp_path: Path) -> None:
    tournament = hand_made()
    long_name = "Torneo " + "lunghissimo " * 16  # 199 characters, within the file's limit of 200
    setup = dataclasses.replace(tournament.setup, name=long_name)
    book = Book(dataclasses.replace(tournament, setup=setup), get_ruleset("burraco-italiano"))
    buffer = io.BytesIO()
    score_sheets(book, 1, buffer)
    text = PdfReader(io.BytesIO(buffer.getvalue())).pages[0].extract_text()
    header = [line for line in text.splitlines() if line.endswith("…")]
    assert header and long_name.startswith(header[0][:-1]) and len(header[0]) < 100
