"""Audit log and backups: every change listed (newest first, with what it wrote), and the snapshots taken
before migrations and at each round close, any of which can be restored (after confirming) into a new file."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from fibur_director.services import journal
from fibur_director.ui.context import DeskContext, Feedback
from fibur_director.ui.page import Page
from fibur_director.ui.table_model import RowsModel, table_view

TOURNAMENT, ARCHIVE = "tournament", "archive"


class JournalPage(Page):
    def __init__(self, context: DeskContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.scope = QComboBox()
        self.scope.addItem(self.tr("azioni del torneo"), TOURNAMENT)
        self.scope.addItem(self.tr("azioni sull'archivio giocatori"), ARCHIVE)
        self.scope.currentIndexChanged.connect(self.refresh)
        self.audit_model = RowsModel(
            [self.tr("N."), self.tr("Quando"), self.tr("Chi"), self.tr("Che cosa"), self.tr("Dettaglio")]
        )
        self.audit = table_view(self.audit_model, "audit")
        self.audit.setWordWrap(False)
        self.backups_model = RowsModel(
            [self.tr("Copia"), self.tr("Quando"), self.tr("Motivo"), self.tr("Dimensione")]
        )
        self.backups = table_view(self.backups_model, "backups")
        self.restore_button = QPushButton(self.tr("&Ripristina la copia scelta in un nuovo file…"))
        self.restore_button.clicked.connect(self.choose_restore)
        self.feedback = Feedback()

        top = QWidget()
        top_layout = QVBoxLayout(top)
        header = QHBoxLayout()
        header.addWidget(QLabel(self.tr("Registro delle modifiche")))
        header.addWidget(self.scope)
        header.addStretch(1)
        top_layout.addLayout(header)
        top_layout.addWidget(self.audit)
        bottom = QWidget()
        bottom_layout = QVBoxLayout(bottom)
        bottom_layout.addWidget(
            QLabel(self.tr("Copie di sicurezza (prima di ogni aggiornamento e a ogni chiusura di turno)"))
        )
        bottom_layout.addWidget(self.backups)
        row = QHBoxLayout()
        row.addWidget(self.restore_button)
        row.addStretch(1)
        bottom_layout.addLayout(row)
        bottom_layout.addWidget(self.feedback)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(top)
        splitter.addWidget(bottom)
        splitter.setSizes([400, 220])
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)

    def refresh(self) -> None:
        archive = self.scope.currentData() == ARCHIVE
        if self.context.tournament_id is None and not archive:
            self.audit_model.set_rows([])
        else:
            rows = journal.audit_log(self.context.desk, None if archive else self.context.tournament_id)
            self.audit_model.set_rows(
                [
                    (
                        r.id,
                        r.at.replace(tzinfo=None).strftime("%d/%m %H:%M:%S"),
                        r.actor,
                        r.summary.text(self.context.language),
                        r.detail.text(self.context.language),
                    )
                    for r in rows
                ],
                [r.id for r in rows],
            )
        self.found = journal.backups(self.context.desk)
        self.backups_model.set_rows(
            [
                (
                    b.path.name,
                    b.taken.strftime("%d/%m/%Y %H:%M:%S"),
                    self.reason(b.reason),
                    f"{b.size // 1024} KB",
                )
                for b in self.found
            ],
            [str(b.path) for b in self.found],
        )
        self.restore_button.setEnabled(bool(self.found))

    def reason(self, code: str) -> str:
        """Why a copy was taken, in words: "round-3-closed" -> "chiusura del turno 3" (db.backup.snapshot names)."""
        closed = re.fullmatch(r"round-(\d+)-closed", code)
        if closed:
            return self.tr("chiusura del turno %1").replace("%1", closed.group(1))
        migration = re.fullmatch(r"before-(.+)", code)
        if migration:
            return self.tr("prima dell'aggiornamento del file (versione %1)").replace(
                "%1", migration.group(1)
            )
        return code

    def choose_restore(self) -> None:
        row = self.backups.currentIndex().row()
        if not 0 <= row < len(self.found):
            self.feedback.bad(self.tr("Scegliere prima una copia."))
            return
        chosen = self.found[row]
        target, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Ripristina in un nuovo file"),
            f"ripristino-{chosen.path.stem}.sqlite3",
            self.tr("Database (*.sqlite3)"),
        )
        if not target:
            return
        answer = QMessageBox.question(
            self,
            self.tr("Ripristino"),
            self.tr("Ripristinare la copia %1 nel nuovo file %2? Il database aperto non cambia.")
            .replace("%1", chosen.path.name)
            .replace("%2", target),
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.restore(chosen.path, Path(target))

    def restore(self, snapshot: Path, target: Path) -> None:
        written, error = self.context.read(journal.restore_backup, snapshot, target)
        self.feedback.show_outcome(
            error,
            self.tr('Ripristinata in %1: aprirla con fibur-director --database "%1".').replace(
                "%1", str(written)
            ),
        )
