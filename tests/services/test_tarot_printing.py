"""The desk prints a Sicilian Tarot tournament from what the database holds: the Scheda di Turno, the Schema
Riassuntivo, the standings and the workbook read the same figures as from the tournament itself, and a
burraco page asked of it is refused with a sentence."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader

from fibur_director.db.database import Database
from fibur_director.domain.tournament_file import dumps
from fibur_director.games.tarot.ruleset import get_tarot_ruleset
from fibur_director.games.tarot.scoring import Deal
from fibur_director.reports.tarot import sheets as tarot_sheets
from fibur_director.reports.tarot import workbook as tarot_workbook
from fibur_director.reports.tarot.book import TarotBook
from fibur_director.services import printing, registration
from fibur_director.services import rounds as rnd
from fibur_director.services.actions import Desk, ServiceError
from fibur_director.services.burraco import printing as burraco_printing
from fibur_director.services.exchange import import_text
from fibur_director.services.tarot import printing as tarot_printing
from fibur_director.services.tarot import turn_sheets as svc
from tests.pdf_text import page_texts
from tests.reports.tarot_fixture import tarot_tournament
from tests.support.builders import make_tournament
from tests.support.tarot import TRUMPS, make_tarot


def texts(build: object, *args: object, **kwargs: object) -> list[str]:
    out = io.BytesIO()
    build(*args, out, **kwargs)  # type: ignore[operator]
    return [page.extract_text() for page in PdfReader(out).pages]


def whole(build: object, *args: object) -> list[str]:
    """The pages' texts for comparing two PDFs whole (PDFium: tests/pdf_text.py)."""
    out = io.BytesIO()
    build(*args, out)  # type: ignore[operator]
    pages = page_texts(out.getvalue())
    assert pages and all(pages)  # no comparison of two empty documents
    return pages


def test_the_database_prints_as_the_tournament_does(db: Database) -> None:
    desk = Desk(db, actor="test")
    tournament = tarot_tournament()
    tid = import_text(desk, dumps(tournament))
    printed = tarot_printing.book(desk, tid)
    assert isinstance(printing.any_book(desk, tid), TarotBook)
    direct = TarotBook(tournament, get_tarot_ruleset())
    assert printed.standings() == direct.standings()
    for number in (1, 2, 3):
        assert whole(tarot_sheets.turn_sheets, printed, number) == whole(
            tarot_sheets.turn_sheets, direct, number
        )
    assert whole(tarot_sheets.summaries, printed) == whole(tarot_sheets.summaries, direct)
    assert whole(tarot_sheets.standings_pdf, printed) == whole(tarot_sheets.standings_pdf, direct)
    assert [s.rows for s in tarot_workbook.sheets(printed)][1:] == [
        s.rows for s in tarot_workbook.sheets(direct)
    ][1:]
    # The tournament's own referee (issue 38), not the desk's name in the journal.
    assert tarot_workbook.tournament_sheet(printed).rows[-1] == ["Direttore di gara", "(non indicato)"]
    registration.set_referee(desk, tid, "Ada Neri")
    assert tarot_workbook.tournament_sheet(tarot_printing.book(desk, tid)).rows[-1] == [
        "Direttore di gara",
        "Ada Neri",
    ]
    assert (
        "Direttore di gara: Ada Neri" in whole(tarot_sheets.standings_pdf, tarot_printing.book(desk, tid))[0]
    )


def test_a_deal_entered_at_the_desk_is_on_the_reprinted_sheet(db: Database) -> None:
    desk = Desk(db, actor="test")
    tid = make_tarot(desk)
    svc.record_draw(desk, tid, TRUMPS)
    rnd.publish_round(desk, tid, 1)
    (blank,) = texts(tarot_sheets.turn_sheets, tarot_printing.book(desk, tid), 1, table_number=1)
    assert "NORD (trionfo 18)" in blank and "+18" not in blank
    svc.enter_deal(desk, tid, 1, 1, Deal(1, 0, "S5", difference=3))
    (sheet,) = texts(tarot_sheets.turn_sheets, tarot_printing.book(desk, tid), 1, table_number=1)
    assert "GIOC. 8 – Giocatore8 Turi" in sheet and "S5 X" in sheet
    assert "+18" in sheet and sheet.count("-6") == 6  # PARZ. and the running total of each opponent


def test_burraco_and_tarot_pages_refuse_the_other_kind(db: Database) -> None:
    desk = Desk(db, actor="test")
    tarot_id = import_text(desk, dumps(tarot_tournament()))
    with pytest.raises(ServiceError) as refused:
        burraco_printing.book(desk, tarot_id)
    assert "tarocchi siciliani" in refused.value.italian
    burraco_id = make_tournament(desk, pairs=6)
    with pytest.raises(ServiceError) as refused:
        tarot_printing.book(desk, burraco_id)
    assert "non di tarocchi siciliani" in refused.value.italian
