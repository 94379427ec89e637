"""Sicilian Tarot's part of the round page (``ui.parts.RoundPanel``): the draw of the trumps for round 1 (TAROT §2),
the tables A, B, … with their four seats, and the Schema Riassuntivo. The seating leaves no choice (the draw, then
the standings, TAROT §2-3): no method, no first-round seating, and before publication only swaps of two players
(no rests, tables of four; the field is 4n, so no late player completes a table).

Its words keep the round page's translation context: they were the page's and the English catalogue has them."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from fibur_director.services import journal
from fibur_director.services.rounds import RoundView
from fibur_director.services.tarot import turn_sheets as tarot_service
from fibur_director.ui.context import Feedback
from fibur_director.ui.parts import PrintJob, RoundSlots
from fibur_director.ui.table_model import RowsModel, table_view
from fibur_director.ui.tarot.page import table_letter

if TYPE_CHECKING:
    from fibur_director.ui.round_page import RoundPage


class TrumpDialog(QDialog):
    """The draw of a Sicilian Tarot tournament (TAROT §2): each player's trump typed as drawn."""

    def __init__(self, players: Sequence[tuple[int, str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Sorteggio dei trionfi"))
        self.players = list(players)
        self.table = QTableWidget(len(self.players), 3)
        self.table.setObjectName("trumps")
        self.table.setHorizontalHeaderLabels([self.tr("N."), self.tr("Giocatore"), self.tr("Trionfo")])
        self.table.verticalHeader().setVisible(False)
        for row, (number, name) in enumerate(self.players):
            for column, text in enumerate((str(number), name)):
                item = QTableWidgetItem(text)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                self.table.setItem(row, column, item)
            self.table.setItem(row, 2, QTableWidgetItem(""))
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.resizeColumnsToContents()
        self.table.setCurrentCell(0, 2)
        explain = QLabel(
            self.tr(
                "Ogni giocatore pesca un trionfo: il più alto siede Nord al tavolo A, poi Ovest, Sud ed Est "
                "(il più basso dei quattro, che dà le carte per primo), e così via tavolo per tavolo."
            )
        )
        explain.setWordWrap(True)
        self.feedback = Feedback()
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.check_and_accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(explain)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.feedback)
        layout.addWidget(buttons)
        self.resize(480, 520)

    def trumps(self) -> dict[int, int] | None:
        """Entry number -> trump, or None (and the reason shown) while a cell is empty or not a number."""
        out: dict[int, int] = {}
        for row, (number, name) in enumerate(self.players):
            item = self.table.item(row, 2)
            text = item.text().strip() if item is not None else ""
            if not text.isdigit():
                self.feedback.bad(
                    self.tr("%1 %2: scrivere il numero del trionfo pescato.")
                    .replace("%1", str(number))
                    .replace("%2", name)
                )
                self.table.setCurrentCell(row, 2)
                return None
            out[number] = int(text)
        return out

    def check_and_accept(self) -> None:
        if self.trumps() is not None:
            self.accept()


def ask_trumps(parent: QWidget, players: Sequence[tuple[int, str]]) -> Mapping[int, int] | None:
    """The trumps drawn, typed by the referee; None if the dialog is closed. Tests replace this function."""
    dialog = TrumpDialog(players, parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return dialog.trumps()


class TarotRoundPanel:
    def __init__(self, page: RoundPage, slots: RoundSlots) -> None:
        self.page = page
        self.model = RowsModel(
            [
                QCoreApplication.translate("RoundPage", "Tavolo"),
                QCoreApplication.translate("RoundPage", "Nord"),
                QCoreApplication.translate("RoundPage", "Ovest"),
                QCoreApplication.translate("RoundPage", "Sud"),
                QCoreApplication.translate("RoundPage", "Est"),
            ]
        )
        self.view: QTableView = table_view(self.model, "tarotSeating", stretch=1)
        for column in range(2, 5):
            self.view.horizontalHeader().setSectionResizeMode(
                column, self.view.horizontalHeader().ResizeMode.Stretch
            )
        self.view.hide()
        slots.seating.addWidget(self.view, 1)
        self.trumps_button = QPushButton(QCoreApplication.translate("RoundPage", "Sorte&ggio dei trionfi…"))
        self.trumps_button.setObjectName("tarotDraw")
        self.trumps_button.setToolTip(
            QCoreApplication.translate(
                "RoundPage", "Scrivere il trionfo pescato da ogni giocatore (TAROT §2)"
            )
        )
        self.trumps_button.clicked.connect(self.draw_trumps)
        self.desk_draw_button = QPushButton(
            QCoreApplication.translate("RoundPage", "Sort&eggia il programma")
        )
        self.desk_draw_button.setObjectName("tarotDeskDraw")
        self.desk_draw_button.setToolTip(
            QCoreApplication.translate("RoundPage", "Il programma sorteggia i trionfi al posto dei giocatori")
        )
        self.desk_draw_button.clicked.connect(lambda: self.record_trumps(None))
        slots.draw.addWidget(self.trumps_button)
        slots.draw.addWidget(self.desk_draw_button)
        # Every player's Schema Riassuntivo up to the round shown (TAROT §4, note 1).
        self.summary_button = QPushButton(QCoreApplication.translate("RoundPage", "Sc&hema riassuntivo"))
        self.summary_button.setObjectName("printSummary")
        self.summary_button.clicked.connect(self.print_summary)
        slots.prints.addWidget(self.summary_button)

    def widgets(self) -> Sequence[QWidget]:
        return (self.view, self.trumps_button, self.desk_draw_button, self.summary_button)

    def show_look(self) -> None:
        page = self.page
        self.view.setVisible(True)
        self.summary_button.setVisible(True)
        self.trumps_button.setVisible(False)
        self.desk_draw_button.setVisible(False)
        # The round prints its Scheda di Turno per table (the seats are on it): no seating list or poster.
        page.sheets_button.setText(QCoreApplication.translate("RoundPage", "Stampa le schede di turn&o"))
        page.first_label.setText(QCoreApplication.translate("RoundPage", "Giocatore"))
        page.edits.setTitle(
            QCoreApplication.translate(
                "RoundPage", "Modifica (prima della pubblicazione): scambiare due giocatori"
            )
        )

    def system_name(self, system: str) -> str:
        return {"tarot": QCoreApplication.translate("RoundPage", "tarocchi")}.get(system, system)

    def empty_title(self) -> str:
        return QCoreApplication.translate(
            "RoundPage", "Nessun turno ancora: sorteggio dei trionfi per il turno 1."
        )

    def proposal(self) -> tuple[str | None, str]:
        return None, "draw"  # rounds 2 on are seated by the standings; round 1 by the draw of the trumps

    def enable(self, *, drawable: bool) -> None:
        page = self.page
        drawable = drawable or (page.latest == 1 and page.latest_status == "proposed")
        self.trumps_button.setVisible(drawable)
        self.desk_draw_button.setVisible(drawable)
        if page.latest is None:
            page.propose_button.setEnabled(False)

    def show_round(self, view: RoundView, names: Mapping[int, str], *, editable: bool) -> None:
        """Tables A, B, … with the four seats N, W, S, E (counter-clockwise; East deals first)."""
        tables = sorted(view.tables, key=lambda t: t.number)
        self.model.set_rows(
            [(table_letter(t.number), *(f"{e} {names.get(e, '')}" for e in t.ns)) for t in tables],
            [t.number for t in tables],
        )
        how = (
            QCoreApplication.translate(
                "RoundPage", "seduti per il sorteggio dei trionfi: il più alto Nord al tavolo A"
            )
            if view.number == 1
            else QCoreApplication.translate(
                "RoundPage", "seduti per la classifica provvisoria: 1°–4° al tavolo A, Nord-Ovest-Sud-Est"
            )
        )
        self.page.warnings.setText(
            QCoreApplication.translate("RoundPage", "Turno %1: %2; Est dà le carte per primo.")
            .replace("%1", str(view.number))
            .replace("%2", how)
        )

    def draw_trumps(self) -> None:
        context = self.page.context
        players = [(e.number, e.name) for e in journal.entries(context.desk, context.tid)]
        trumps = ask_trumps(self.page, players)
        if trumps is not None:
            self.record_trumps(trumps)

    def record_trumps(self, trumps: Mapping[int, int] | None) -> None:
        """The draw recorded (typed, or drawn by the desk with a seed kept with it): round 1 is proposed."""
        context = self.page.context
        seed = None if trumps is not None else random.SystemRandom().randrange(1, 2**31)
        _, error = context.act(tarot_service.record_draw, context.desk, context.tid, trumps, seed=seed)
        self.page.feedback.show_outcome(
            error,
            QCoreApplication.translate(
                "RoundPage", "Sorteggio registrato: turno 1 proposto, controllare e pubblicare."
            ),
        )
        self.view.setFocus()

    # The report writers (reportlab) load when the referee first prints, not with the desk's window.
    def sheets(self) -> PrintJob:
        from fibur_director.reports.tarot.sheets import turn_sheets

        return PrintJob(
            QCoreApplication.translate("RoundPage", "Schede di turno del turno"), "schede", [turn_sheets]
        )

    def pack(self) -> PrintJob:
        """The Scheda di Turno of each table: the seats are on it."""
        from fibur_director.reports.tarot.sheets import turn_sheets

        return PrintJob(
            QCoreApplication.translate("RoundPage", "Pacchetto del turno"), "pacchetto", [turn_sheets]
        )

    def pack_tip(self) -> str:
        return QCoreApplication.translate(
            "RoundPage", "Le schede di turno di tutti i tavoli in una sola stampa (i posti sono sulle schede)"
        )

    def print_summary(self) -> None:
        from fibur_director.reports.tarot.sheets import summaries

        self.page.print_job(
            PrintJob(
                QCoreApplication.translate("RoundPage", "Schema riassuntivo dopo il turno"),
                "schema-riassuntivo",
                [lambda book, number, out: summaries(book, out, up_to_round=number)],
            )
        )
