"""Printing from the desk: the PDFs the reports make, shown in Qt's print preview and printed on paper, or
saved (the same bytes) in a remembered folder under a name that says tournament, round and what it is.

The PDF pages are rendered with PDFium (pypdfium2) onto the printer's pages: Qt's own PDF module ships in
PySide6-Addons, some 200 MB the desk does not otherwise need.
"""

from __future__ import annotations

import io
import re
import unicodedata
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QRect, QSettings, Qt
from PySide6.QtGui import QImage, QPageLayout, QPageSize, QPainter
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QFileDialog, QToolBar, QWidget

from fibur_director.domain.errors import FiburError
from fibur_director.domain.room_address import for_phones
from fibur_director.reports.files import write_atomically
from fibur_director.services import journal
from fibur_director.services.printing import any_book
from fibur_director.services.table_entry import printed_codes
from fibur_director.ui import context as dialogs
from fibur_director.ui.context import DeskContext
from fibur_director.ui.settings import settings

FOLDER_KEY = "printing/folder"
# Enough for small print and the score sheets' grid; a 600 dpi laser would only make the job slower.
MAX_DPI = 200


def _settings() -> QSettings:
    return settings()


def remembered_folder() -> Path:
    """The folder the referee last saved into (else the home folder, never the program's own folder)."""
    folder = Path(str(_settings().value(FOLDER_KEY, "") or Path.home()))
    return folder if folder.is_dir() else Path.home()


def remember_folder(path: Path) -> None:
    store = _settings()
    store.setValue(FOLDER_KEY, str(path.parent))
    store.sync()


def slug(text: str) -> str:
    """ "Torneo d'Autunno" -> "torneo-d-autunno": a file name every system and e-mail keeps intact."""
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", plain.lower()).strip("-") or "torneo"


def file_name(context: DeskContext, what: str, round_number: int | None = None, suffix: str = "pdf") -> str:
    """ "torneo-d-autunno_2026-11-22_turno-3_score.pdf": tournament, date, round, what."""
    settings = journal.settings_of(context.desk, context.tid)
    parts = [slug(settings.name), settings.date.isoformat()]
    if round_number is not None:
        parts.append(f"turno-{round_number}")
    parts.append(what)
    return "_".join(parts) + f".{suffix}"


def ask_path(parent: QWidget, title: str, suggested: str, pattern: str) -> Path | None:
    path, _ = QFileDialog.getSaveFileName(parent, title, str(remembered_folder() / suggested), pattern)
    if not path:
        return None
    chosen = Path(path)
    remember_folder(chosen)
    return chosen


def print_to(
    parent: QWidget,
    context: DeskContext,
    title: str,
    suggested: str,
    write: Callable[[Any, io.BytesIO], object],
) -> tuple[Path | None, str | None]:
    """Save to a file the referee names: (path written, None), (None, None) when cancelled, or (None, why)."""
    pattern = "Excel (*.xlsx)" if suggested.endswith(".xlsx") else "PDF (*.pdf)"
    path = ask_path(parent, title, suggested, pattern)
    if path is None:
        return None, None
    try:
        buffer = io.BytesIO()
        printed = with_codes(context, any_book(context.desk, context.tid))
        write(printed, buffer)
        write_atomically(path, buffer.getvalue())
    except FiburError as error:
        return None, context.message(error)
    return path, None


def with_codes(context: DeskContext, printed: Any, *, codes: bool = True) -> Any:
    """A book that prints the room's address and the tables' codes (burraco's: ``live_address`` and
    ``table_codes``) gets the address (the seating list's QR code) when a phone can reach it, and, when the tables
    enter their own score sheets (issue 26) and ``codes``, the codes printed on each sheet; another game's book
    prints neither and is left as it is."""
    if hasattr(printed, "live_address") and hasattr(printed, "table_codes"):
        printed.live_address = for_phones(context.live_address)
        printed.table_codes = printed_codes(context.desk, context.tid) if codes else {}
    return printed


def make_pdfs(
    context: DeskContext, writers: Sequence[Callable[[Any, io.BytesIO], object]], *, codes: bool = True
) -> list[bytes]:
    """Each writer's PDF, from one read of the tournament (the book of its game, whose forms the writers are)."""
    printed = with_codes(context, any_book(context.desk, context.tid), codes=codes)
    pdfs = []
    for write in writers:
        buffer = io.BytesIO()
        write(printed, buffer)
        pdfs.append(buffer.getvalue())
    return pdfs


def joined(pdfs: Sequence[bytes]) -> bytes:
    """Several PDFs as one file (the round pack saved in one go)."""
    if len(pdfs) == 1:
        return pdfs[0]
    import pypdfium2 as pdfium  # PDFium loads when the desk first prints, not with the window

    target = pdfium.PdfDocument.new()
    for pdf in pdfs:
        target.import_pages(pdfium.PdfDocument(pdf))
    out = io.BytesIO()
    target.save(out)
    return out.getvalue()


def page_count(pdfs: Sequence[bytes]) -> int:
    import pypdfium2 as pdfium

    return sum(len(pdfium.PdfDocument(pdf)) for pdf in pdfs)


def paint(printer: QPrinter, pdfs: Sequence[bytes]) -> int:
    """Every page of every PDF on the printer's pages, scaled to fit and centred; returns the pages painted."""
    import pypdfium2 as pdfium

    painter = QPainter()
    if not painter.begin(printer):
        return 0
    dpi = min(printer.resolution(), MAX_DPI)
    painted = 0
    try:
        for pdf in pdfs:
            document = pdfium.PdfDocument(pdf)
            for index in range(len(document)):
                if painted:
                    printer.newPage()
                page = document[index]
                bitmap = page.render(scale=dpi / 72, rev_byteorder=True)
                image = QImage(
                    bitmap.buffer,
                    bitmap.width,
                    bitmap.height,
                    bitmap.stride,
                    QImage.Format.Format_RGBA8888 if bitmap.n_channels == 4 else QImage.Format.Format_RGB888,
                )
                area = painter.viewport()
                size = image.size().scaled(area.size(), Qt.AspectRatioMode.KeepAspectRatio)
                target = QRect(
                    area.x() + (area.width() - size.width()) // 2,
                    area.y() + (area.height() - size.height()) // 2,
                    size.width(),
                    size.height(),
                )
                painter.drawImage(target, image)
                painted += 1
    finally:
        painter.end()
    return painted


def a4_printer(name: str) -> QPrinter:
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    printer.setPageOrientation(QPageLayout.Orientation.Portrait)
    printer.setFullPage(True)  # the PDFs carry their own margins
    printer.setDocName(name)
    return printer


class PdfPreview(QPrintPreviewDialog):
    """Qt's print preview of ready-made PDFs, with one more button: save them as a PDF file instead."""

    def __init__(self, parent: QWidget | None, title: str, suggested: str, pdfs: Sequence[bytes]) -> None:
        printer = a4_printer(suggested)
        super().__init__(printer, parent)
        # The dialog does not own its printer: without this reference Python frees it and the preview
        # paints on freed memory (a crash as soon as the dialog is shown).
        self.held_printer = printer
        self.setWindowTitle(title)
        self.pdfs = list(pdfs)
        self.suggested = suggested
        self.saved: Path | None = None
        self.paintRequested.connect(lambda printer: paint(printer, self.pdfs))
        toolbar = self.findChild(QToolBar)
        self.save_action = (toolbar.addAction if toolbar is not None else self.addAction)(
            self.tr("Salva in PDF…")
        )
        self.save_action.setObjectName("savePdf")
        self.save_action.triggered.connect(self.save)
        self.resize(900, 700)

    def save(self) -> None:
        path = ask_path(self, self.windowTitle(), self.suggested, "PDF (*.pdf)")
        if path is None:
            return
        write_atomically(path, joined(self.pdfs))
        self.saved = path
        self.accept()


def show_preview(
    parent: QWidget, title: str, suggested: str, pdfs: Sequence[bytes]
) -> tuple[bool, Path | None]:
    """(printed, saved to): the preview runs until the referee prints, saves or closes it. Tests replace this
    function: a dialog never runs in a test."""
    dialog = PdfPreview(parent, title, suggested, pdfs)
    printed = dialog.exec() == PdfPreview.DialogCode.Accepted and dialog.saved is None
    return printed, dialog.saved


class NotPrinted(Exception):
    """The referee chose not to print now (to choose the room's network first, or cancelled)."""


def phones_check(parent: QWidget, context: DeskContext, *, codes: bool, address: bool) -> tuple[bool, str]:
    """Before a printout that shows the phones the room's pages (issue 38): the score sheets' codes and QR codes
    (``codes``), the seating list's address (``address``). Never an address no phone can reach: when the sheets
    would carry codes and the pages are not published on the room's network, the referee chooses the network
    first (``NotPrinted``), or prints without the codes; an address left out is said. Returns (print the codes,
    what to add to the outcome)."""
    if for_phones(context.live_address) is not None or not (codes or address):
        return True, ""
    published = context.live_address is not None
    why = (
        QCoreApplication.translate(
            "Printing",
            "le pagine in sala sono pubblicate solo su questo computer: i telefoni non le raggiungono",
        )
        if published
        else QCoreApplication.translate("Printing", "le pagine in sala non sono pubblicate")
    )
    if codes and printed_codes(context.desk, context.tid):
        answer = dialogs.choose(
            parent,
            QCoreApplication.translate("Printing", "Codici per i telefoni"),
            QCoreApplication.translate(
                "Printing",
                "Gli score del turno portano i codici per inviare il referto dal telefono, con il QR code "
                "dell'indirizzo della sala; ma %1. Scegliere prima la rete della sala (Wi-Fi) e pubblicare, "
                "o stampare gli score senza i codici?",
            ).replace("%1", why),
            [
                QCoreApplication.translate("Printing", "Scegli la rete della sala"),
                QCoreApplication.translate("Printing", "Stampa senza codici"),
                QCoreApplication.translate("Printing", "Annulla"),
            ],
            default=0,
        )
        if answer == 0:
            choose = getattr(parent.window(), "choose_room_network", None)
            if choose is not None:
                choose()
            raise NotPrinted
        if answer != 1:
            raise NotPrinted
        return False, QCoreApplication.translate(
            "Printing", "Score senza i codici dei telefoni: %1."
        ).replace("%1", why)
    if address and published:
        return True, QCoreApplication.translate("Printing", "Senza l'indirizzo della sala: %1.").replace(
            "%1", why
        )
    return True, ""


def print_pdfs(
    parent: QWidget,
    context: DeskContext,
    title: str,
    suggested: str,
    writers: Sequence[Callable[[Any, io.BytesIO], object]],
    *,
    codes: bool = False,
    address: bool = False,
) -> tuple[str | None, str | None]:
    """Preview and print (or save) the reports the writers make: (what was done, None), (None, why it
    failed), or (None, None) when the referee closed the preview. ``codes`` and ``address``: the printout
    carries the tables' phone codes, the room's address (``phones_check``)."""
    try:
        with_phone_codes, note = phones_check(parent, context, codes=codes, address=address)
        pdfs = make_pdfs(context, writers, codes=with_phone_codes)
    except NotPrinted:
        return None, None
    except FiburError as error:
        return None, context.message(error)
    printed, saved = show_preview(parent, title, suggested, pdfs)
    if saved is not None:
        done = QCoreApplication.translate("Printing", "Scritto %1.").replace("%1", str(saved))
    elif printed:
        done = QCoreApplication.translate("Printing", "Mandato in stampa: %1 pagine.").replace(
            "%1", str(page_count(pdfs))
        )
    else:
        return None, None
    return (f"{done} {note}" if note else done), None
