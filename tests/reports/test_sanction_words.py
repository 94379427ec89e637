"""Every sanction the desk records is printed in Italian words, never as its key (issue 35, item 8): the
sanctions report, the results' notes and the journal name a cancelled correction (IT Art. 20, REV Art. 19)
«Correzione annullata», as they name every other sanction and every rule a score comes from."""

from __future__ import annotations

import dataclasses
import io
import re

from pypdf import PdfReader

from fibur_director.domain.tournament import Sanction
from fibur_director.domain.vocabulary import SANCTION_TYPES
from fibur_director.games.burraco.ruleset import SANCTION_AWARDS, get_ruleset
from fibur_director.reports.burraco import listings
from fibur_director.reports.burraco.book import HOW_NAMES, SANCTION_NAMES, Book
from fibur_director.reports.burraco.sanctions import sanction_lines
from fibur_director.services.audit_text import SANCTION_ENGLISH
from tests.reports.conftest import hand_made


def _text(build: object, book: Book) -> str:
    buffer = io.BytesIO()
    build(book, buffer)  # type: ignore[operator]
    return re.sub(r"\s+", " ", " ".join(p.extract_text() for p in PdfReader(buffer).pages))


def test_every_sanction_type_and_award_has_its_words() -> None:
    assert set(SANCTION_TYPES) <= set(SANCTION_NAMES)
    assert set(SANCTION_TYPES) <= set(SANCTION_ENGLISH)
    assert set(SANCTION_AWARDS) <= set(HOW_NAMES)


def test_a_cancelled_correction_is_printed_in_italian() -> None:
    """Round 1, table 1 of the hand-made tournament (1000-650, 12-8): the referee cancels an uncountersigned
    correction (IT Art. 20): 7-7 to both, -505 MP each on 4 deals (the ruleset's figure)."""
    hand = hand_made()
    cancelled = Sanction("correction_cancelled", round=1, table=1)
    book = Book(
        dataclasses.replace(hand, sanctions=(*hand.sanctions, cancelled)), get_ruleset("burraco-italiano")
    )
    sanctions = _text(listings.sanctions_pdf, book)
    assert "correction_cancelled" not in sanctions
    assert "1 1 tutto il tavolo Correzione annullata IT Art. 20" in sanctions
    results = _text(listings.results_pdf, book)
    assert "correction_cancelled" not in results
    assert "1000 650 -505 7-7 correzione annullata" in results


def test_a_sanction_naming_only_its_entry_prints_the_table_it_sat_at() -> None:
    """The outside attack on issue 35: an absence names the entry, not the table, and its row left the «Tavolo»
    column blank. Entry 4 sat at table 2 in round 2 of the hand-made tournament, so its absence prints table 2;
    the warning of entry 3 in round 1 prints its table 2 too, and a sanction naming its table keeps it."""
    hand = hand_made()
    absent = Sanction("absent", entry=4, round=2)
    book = Book(
        dataclasses.replace(hand, sanctions=(*hand.sanctions, absent)), get_ruleset("burraco-italiano")
    )
    rows = {(r[0], r[2], r[3]): r[1] for r in sanction_lines(book)}
    assert rows[("2", "4 =Gialli - Blu", SANCTION_NAMES["absent"])] == "2"
    assert rows[("1", "3 Verdi - Neri", SANCTION_NAMES["warning"])] == "2"
