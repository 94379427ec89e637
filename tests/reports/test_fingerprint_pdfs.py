"""Every PDF carries a round's fingerprint in its footer (issue 27, item 7): the 12 digits of the round it shows
results of (the round before, for the forms of a round still to play), on every page, as verify computes them."""

from __future__ import annotations

import io
import re

from pypdf import PdfReader

from fibur_director.domain.tournament_file import fingerprints
from fibur_director.games.tarot.ruleset import get_tarot_ruleset
from fibur_director.reports.burraco import listings
from fibur_director.reports.burraco.book import Book
from fibur_director.reports.burraco.score_sheets import score_sheets
from fibur_director.reports.burraco.seating import seating, seating_poster
from fibur_director.reports.tarot import sheets as tarot_sheets
from fibur_director.reports.tarot.book import TarotBook
from tests.reports.tarot_fixture import tarot_tournament


def stamps(build: object, *args: object, **kwargs: object) -> set[str]:
    """The fingerprint line of every page (each page must have one)."""
    buffer = io.BytesIO()
    build(*args, buffer, **kwargs)  # type: ignore[operator]
    found = []
    for page in PdfReader(io.BytesIO(buffer.getvalue())).pages:
        line = re.search(r"impronta (iscrizioni|turno \d+): ([0-9a-f]{12})", page.extract_text())
        assert line is not None
        found.append(line.group(0))
    return set(found)


def test_burraco_forms_name_their_round_and_its_fingerprint(book: Book) -> None:
    chain = fingerprints(book.tournament)  # the hand-made tournament of conftest: two rounds
    assert len(chain) == 3
    assert stamps(listings.standings_pdf, book, up_to_round=1) == {f"impronta turno 1: {chain[1][:12]}"}
    assert stamps(listings.standings_pdf, book) == {f"impronta turno 2: {chain[2][:12]}"}
    assert stamps(listings.results_pdf, book, round_number=1) == {f"impronta turno 1: {chain[1][:12]}"}
    assert stamps(listings.sanctions_pdf, book) == {f"impronta turno 2: {chain[2][:12]}"}
    # Forms for a round to play carry the fingerprint of what came before it: round 1's, the entries'.
    assert stamps(score_sheets, book, 2) == {f"impronta turno 1: {chain[1][:12]}"}
    assert stamps(seating, book, 1) == {f"impronta iscrizioni: {chain[0][:12]}"}
    assert stamps(seating_poster, book, 2) == {f"impronta turno 1: {chain[1][:12]}"}


def test_tarot_forms_carry_the_fingerprint_too() -> None:
    book = TarotBook(tarot_tournament(), get_tarot_ruleset())
    chain = fingerprints(book.tournament)
    assert stamps(tarot_sheets.turn_sheets, book, 2) == {f"impronta turno 1: {chain[1][:12]}"}
    assert stamps(tarot_sheets.standings_pdf, book) == {f"impronta turno 3: {chain[3][:12]}"}
    assert stamps(tarot_sheets.summaries, book, up_to_round=2) == {f"impronta turno 2: {chain[2][:12]}"}


def test_every_page_shows_the_same_footer_code(book: Book) -> None:
    """The footer's QR code is drawn once per document and placed on each page: the first and the last page
    show it alike, in the bottom right corner, and it is not blank."""
    import pypdfium2 as pdfium

    from fibur_director.reports.pdf import MARGIN, QR_SIZE

    buffer = io.BytesIO()
    score_sheets(book, 2, buffer)
    document = pdfium.PdfDocument(buffer.getvalue())
    try:
        assert len(document) >= 2
        corners = []
        for index in (0, len(document) - 1):
            page = document[index]
            scale = 4  # 288 dpi: modules of some 4 pixels
            image = page.render(scale=scale).to_pil().convert("L")
            width, height = image.size
            right, bottom = width - MARGIN * scale, height - 3.5 * 72 / 25.4 * scale
            box = (
                round(right - QR_SIZE * scale),
                round(bottom - QR_SIZE * scale),
                round(right),
                round(bottom),
            )
            corners.append(image.crop(box).tobytes())
    finally:
        document.close()
    assert corners[0] == corners[1]
    assert min(corners[0]) < 64 and max(corners[0]) > 192  # dark modules on white
