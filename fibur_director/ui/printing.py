"""Printing from the desk: ask where, build the PDF or workbook through reports, write it atomically."""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QWidget

from fibur_director.domain.errors import FiburError
from fibur_director.reports.book import Book
from fibur_director.reports.files import write_atomically
from fibur_director.services.printing import book
from fibur_director.ui.context import DeskContext


def ask_path(parent: QWidget, title: str, suggested: str, pattern: str) -> Path | None:
    path, _ = QFileDialog.getSaveFileName(parent, title, suggested, pattern)
    return Path(path) if path else None


def print_to(
    parent: QWidget,
    context: DeskContext,
    title: str,
    suggested: str,
    write: Callable[[Book, io.BytesIO], object],
) -> tuple[Path | None, str | None]:
    """(path written, None), (None, None) when the referee cancelled, or (None, why it failed)."""
    pattern = "Excel (*.xlsx)" if suggested.endswith(".xlsx") else "PDF (*.pdf)"
    path = ask_path(parent, title, suggested, pattern)
    if path is None:
        return None, None
    try:
        buffer = io.BytesIO()
        printed = book(context.desk, context.tid)
        printed.live_address = context.live_address
        write(printed, buffer)
        write_atomically(path, buffer.getvalue())
    except FiburError as error:
        return None, context.message(error)
    return path, None
