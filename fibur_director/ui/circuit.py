"""The desk's circuit standings (issue 27): File → "Classifica di un circuito…" asks for a circuit file (TOML,
docs/circuits.md), computes its standings (its stages from files or from this database's tournaments) and saves
the PDF where the referee says. The desk neither edits nor stores a circuit: the file is the circuit, written by
hand from the example in docs/examples/circuit.
"""

from __future__ import annotations

import io
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QWidget

from fibur_director.domain.errors import FiburError
from fibur_director.reports.circuit import circuit_pdf
from fibur_director.reports.files import write_atomically
from fibur_director.services.circuits import circuit_standings
from fibur_director.ui.context import DeskContext
from fibur_director.ui.printing import ask_path, remember_folder, remembered_folder, slug


def circuit_pdf_bytes(context: DeskContext, path: Path) -> tuple[str, bytes | None, str | None]:
    """(circuit name, the PDF, None), or ("", None, why refused in the desk's language). Reads only."""
    try:
        standings = circuit_standings(path, context.desk)
        buffer = io.BytesIO()
        circuit_pdf(standings, buffer)
    except FiburError as error:
        return "", None, context.message(error)
    return standings.circuit.name, buffer.getvalue(), None


def print_circuit(parent: QWidget, context: DeskContext) -> tuple[str | None, bool]:
    """Ask for the circuit file and where to save its PDF: (status line, refused); (None, False) if cancelled."""
    chosen, _ = QFileDialog.getOpenFileName(
        parent,
        QCoreApplication.translate("CircuitPrinting", "Classifica di un circuito"),
        str(remembered_folder()),
        QCoreApplication.translate("CircuitPrinting", "Circuito (*.toml)"),
    )
    if not chosen:
        return None, False
    path = Path(chosen)
    remember_folder(path)
    name, pdf, why = circuit_pdf_bytes(context, path)
    if pdf is None:
        return why, True
    target = ask_path(
        parent,
        QCoreApplication.translate("CircuitPrinting", "Salva la classifica del circuito"),
        f"{slug(name)}_circuito.pdf",
        "PDF (*.pdf)",
    )
    if target is None:
        return None, False
    try:
        write_atomically(target, pdf)
    except FiburError as error:
        return context.message(error), True
    return QCoreApplication.translate("CircuitPrinting", "Classifica del circuito salvata in %1").replace(
        "%1", str(target)
    ), False
