"""What every PDF shares: the DejaVu fonts, the styles, and a page with the tournament's header and a
"pagina x di y" footer (ARCHITECTURE.md, Reports).

The base-14 PDF fonts cannot print "Š" or "ł", so every text is set in DejaVu Sans, shipped in
``resources/fonts/`` and embedded (subset) in each file.
"""

from __future__ import annotations

import io
import itertools
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.enums import TA_LEFT
from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas
from reportlab.platypus import BaseDocTemplate, Flowable, Frame, PageTemplate, Paragraph, Table, TableStyle

from fibur_director.domain.fingerprint import Stamp, stamp
from fibur_director.domain.tournament import Tournament
from fibur_director.held_files import refuse_output
from fibur_director.locations import fonts_dir

FONT = "DejaVuSans"
BOLD = "DejaVuSans-Bold"
MARGIN = 15 * mm
GRID = colors.Color(0.55, 0.55, 0.55)
SHADE = colors.Color(0.9, 0.92, 0.95)


def register_fonts() -> None:
    """Idempotent: reportlab keeps registered fonts for the life of the process."""
    registered = set(pdfmetrics.getRegisteredFontNames())
    for name, file in ((FONT, "DejaVuSans.ttf"), (BOLD, "DejaVuSans-Bold.ttf")):
        if name not in registered:
            pdfmetrics.registerFont(TTFont(name, str(fonts_dir() / file)))
    pdfmetrics.registerFontFamily(FONT, normal=FONT, bold=BOLD, italic=FONT, boldItalic=BOLD)


def style(
    size: float = 9, *, bold: bool = False, leading: float | None = None, align: int = TA_LEFT
) -> ParagraphStyle:
    return ParagraphStyle(
        f"s{size}{bold}{align}",
        fontName=BOLD if bold else FONT,
        fontSize=size,
        leading=leading or size * 1.25,
        alignment=align,
    )


# Styles name the fonts, and paragraphs look them up as soon as they are built: register before anything else.
register_fonts()

TITLE = style(14, bold=True, leading=18)
HEADING = style(11, bold=True, leading=15)
BODY = style(9)
SMALL = style(7.5)


_UNPRINTABLE = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff]")


def markup(value: object) -> str:
    """Any text as reportlab paragraph markup that shows exactly that text.

    Paragraph parses its text as XML-like markup: a tournament name such as ``<img src="/etc/x.png"/>`` would
    embed a file, ``<a href="javascript:...">`` a link, and ``<Natale>`` vanish. Every user text reaches a
    Paragraph through here (``text``); control characters and lone surrogates, which a PDF string cannot hold,
    become U+FFFD.
    """
    return escape(plain(value), {'"': "&quot;"})


def plain(value: object) -> str:
    """A text a PDF string can hold: control characters and lone surrogates become U+FFFD."""
    return _UNPRINTABLE.sub("\ufffd", str(value))


def text(value: object, paragraph_style: ParagraphStyle = BODY) -> Paragraph:
    """A paragraph that shows ``value`` as written, whatever characters it holds (see ``markup``)."""
    return Paragraph(markup(value), paragraph_style)


def referee_line(referee: str) -> list[Flowable]:
    """ "Direttore di gara: …" under a standings' title (issue 38); nothing when the tournament names none."""
    return [text(f"Direttore di gara: {referee}", BODY)] if referee else []


def grid_table(
    rows: Sequence[Sequence[Any]],
    widths: Sequence[float],
    *,
    header_rows: int = 1,
    numeric_columns: Sequence[int] = (),
    size: float = 8.5,
    extra: Sequence[tuple[Any, ...]] = (),
) -> Table:
    """A listing table: shaded header repeated on every page (``repeatRows``), numbers right-aligned."""
    table = Table(list(map(list, rows)), colWidths=list(widths), repeatRows=header_rows, hAlign="LEFT")
    commands: list[tuple[Any, ...]] = [
        ("FONT", (0, 0), (-1, -1), FONT, size),
        ("FONT", (0, 0), (-1, header_rows - 1), BOLD, size),
        ("BACKGROUND", (0, 0), (-1, header_rows - 1), SHADE),
        ("GRID", (0, 0), (-1, -1), 0.4, GRID),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("TOPPADDING", (0, 0), (-1, -1), 2),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
    ]
    commands += [("ALIGN", (column, 0), (column, -1), "RIGHT") for column in numeric_columns]
    commands += list(extra)
    table.setStyle(TableStyle(commands))
    return table


def _fitted(text: str, font: str, size: float, room: float) -> str:
    """``text`` cut with an ellipsis to fit ``room`` points: a long tournament name must not run over the date."""
    if pdfmetrics.stringWidth(text, font, size) <= room:
        return text
    low, high = 0, len(text)
    while low < high:  # the longest prefix that fits with its ellipsis
        middle = (low + high + 1) // 2
        if pdfmetrics.stringWidth(text[:middle] + "…", font, size) <= room:
            low = middle
        else:
            high = middle - 1
    return text[:low] + "…"


QR_SIZE = 11 * mm  # with its quiet zone: modules of 0.33 mm, which a phone reads from a printed sheet


def fingerprint_of(tournament: Tournament, up_to_round: int | None) -> Stamp:
    """The fingerprint a printout carries (docs/fingerprint.md): of the round it shows results or standings of,
    of the round before for the forms of a round still to be played (score sheets, seating), so that the sheet
    can be checked against the tournament file later."""
    return stamp(tournament, up_to_round)


class Header:
    """What the header and footer of every page say; ``fingerprint``, when given, is printed in the footer with
    its QR code (issue 27)."""

    def __init__(self, tournament: str, date: str, title: str, fingerprint: Stamp | None = None) -> None:
        self.tournament = plain(tournament)
        self.date = plain(date)
        self.title = plain(title)
        self.fingerprint = fingerprint

    def draw(self, page: canvas.Canvas, number: int, total: int) -> None:
        width, height = page._pagesize
        page.saveState()
        right = f"{self.date} · {self.title}"
        room = width - 2 * MARGIN - pdfmetrics.stringWidth(right, FONT, 9) - 6 * mm
        page.setFont(BOLD, 9)
        page.drawString(MARGIN, height - 10 * mm, _fitted(self.tournament, BOLD, 9, room))
        page.setFont(FONT, 9)
        page.drawRightString(width - MARGIN, height - 10 * mm, right)
        page.setStrokeColor(GRID)
        page.setLineWidth(0.5)
        page.line(MARGIN, height - 11.5 * mm, width - MARGIN, height - 11.5 * mm)
        right_end = width - MARGIN - (QR_SIZE + 2 * mm if self.fingerprint else 0)
        page.line(MARGIN, 11.5 * mm, right_end, 11.5 * mm)
        page.setFont(FONT, 8)
        page.drawString(MARGIN, 8 * mm, "FIBur Director")
        page.drawRightString(right_end, 8 * mm, f"pagina {number} di {total}")
        if self.fingerprint is not None:
            page.drawCentredString(width / 2, 8 * mm, self.fingerprint.words)
            _draw_qr(page, self.fingerprint, width - MARGIN - QR_SIZE, 3.5 * mm)
        page.restoreState()


def draw_qr(page: canvas.Canvas, data: str, x: float, y: float, size: float) -> None:
    """``data``'s QR code as a ``size`` square at (x, y), its quiet zone of 4 modules included: one filled
    path of the dark modules, run by run along each row. segno makes the matrix (its low error level, raised for
    free where the code's size allows, as reportlab's did not); reportlab's own QR widget took some 20 ms a
    code through its graphics layer, 0.9 s for the 42 codes of 21 score sheets with the phones' codes."""
    import segno  # with its writers some 10 ms: loaded when a form with a code is first printed

    code = segno.make(data, error="l")
    module = size / code.symbol_size(scale=1, border=4)[0]
    path = page.beginPath()
    for number, row in enumerate(code.matrix_iter(scale=1, border=4)):
        bottom = y + size - (number + 1) * module
        column = 0
        for dark, run in itertools.groupby(row):
            length = len(list(run))
            if dark:
                path.rect(x + column * module, bottom, length * module, module)
            column += length
    page.saveState()
    page.setFillColor(colors.black)
    page.drawPath(path, stroke=0, fill=1)
    page.restoreState()


class QrCode(Flowable):  # type: ignore[misc]  # reportlab ships no types
    """A QR code in a story (a score sheet's phone codes, the seating poster's address)."""

    def __init__(self, data: str, size: float) -> None:
        super().__init__()
        self.data = data
        self.size = size

    def wrap(self, _available_width: float, _available_height: float) -> tuple[float, float]:
        self.width = self.height = self.size
        return self.size, self.size

    def draw(self) -> None:
        draw_qr(self.canv, self.data, 0, 0, self.size)


# A document's pages all show one fingerprint: its QR code is drawn once, into a form (a PDF XObject) that each
# page's footer places; the file holds one copy.
QR_FORM = "fingerprint"


def _draw_qr(page: canvas.Canvas, fingerprint: Stamp, x: float, y: float) -> None:
    """The round and the first 32 digits of its fingerprint, upper case so the code uses the alphanumeric mode:
    ``fibur-director-cli verify FILE`` reads it as it reads the 12 digits printed beside it."""
    if not page.hasForm(QR_FORM):
        page.beginForm(QR_FORM, 0, 0, QR_SIZE, QR_SIZE)
        draw_qr(page, fingerprint.claim, 0, 0, QR_SIZE)
        page.endForm()
    page.saveState()
    page.translate(x, y)
    page.doForm(QR_FORM)
    page.restoreState()


def _numbered_canvas(header: Header) -> type[canvas.Canvas]:
    """A canvas that holds its pages until the end, so each footer can say "of y" (the reportlab recipe)."""

    class NumberedCanvas(canvas.Canvas):  # type: ignore[misc]  # reportlab ships no types
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self._pages: list[dict[str, Any]] = []

        def showPage(self) -> None:
            self._pages.append(dict(self.__dict__))
            self._startPage()

        def save(self) -> None:
            total = len(self._pages)
            for number, state in enumerate(self._pages, start=1):
                self.__dict__.update(state)
                header.draw(self, number, total)
                super().showPage()
            super().save()

    return NumberedCanvas


def build(
    out: Path | io.BytesIO,
    header: Header,
    story: list[Flowable],
    *,
    wide: bool = False,
) -> int:
    """Lay the story out on A4 pages (landscape when ``wide``) and write it; returns the page count."""
    size = landscape(A4) if wide else A4
    if isinstance(out, Path):
        refuse_output(out)
    target: Any = str(out) if isinstance(out, Path) else out
    document = BaseDocTemplate(
        target,
        pagesize=size,
        leftMargin=MARGIN,
        rightMargin=MARGIN,
        topMargin=16 * mm,
        bottomMargin=16 * mm,
        title=f"{header.title} – {header.tournament}",
        author="FIBur Director",
    )
    frame = Frame(MARGIN, 15 * mm, size[0] - 2 * MARGIN, size[1] - 31 * mm, id="body", showBoundary=0)
    document.addPageTemplates([PageTemplate(id="page", frames=[frame])])
    document.build(story, canvasmaker=_numbered_canvas(header))
    return int(document.page)
