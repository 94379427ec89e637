"""The desk prints what the database holds: the reports' Book built from the services."""

from __future__ import annotations

import io

from pypdf import PdfReader

from fibur_director.db.database import Database
from fibur_director.reports.burraco.listings import standings_pdf
from fibur_director.services.actions import Desk
from fibur_director.services.burraco.printing import book
from fibur_director.services.readmodel import live_standings
from tests.support.builders import make_tournament, play_round


def test_book_of_the_database_prints_the_live_standings(db: Database) -> None:
    desk = Desk(db, actor="test")
    tid = make_tournament(desk, pairs=6)
    play_round(desk, tid)
    printed = book(desk, tid)
    assert [(s.entry, s.vp) for s in printed.standings()] == [
        (s.entry, s.vp) for s in live_standings(desk, tid)
    ]
    out = io.BytesIO()
    standings_pdf(printed, out)
    text = PdfReader(out).pages[0].extract_text()
    assert "Torneo di Natale" in text and "Rossi1 Maria – Bianchi1 Niccolò" in text
