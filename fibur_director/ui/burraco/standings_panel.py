"""Burraco's part of the standings page (``ui.parts.StandingsPanel``): VP and MP, the VP taken away and the
warnings, per group when the tournament has groups; the sanctions report; the workbook with the federation's sheet,
whose missing cards are asked about first.

Its words keep the standings page's translation context: they were the page's and the English catalogue has them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QLabel, QPushButton, QTableView, QWidget

from fibur_director.games.burraco.standings import Standing
from fibur_director.services import readmodel
from fibur_director.services.burraco.printing import book
from fibur_director.ui import context as dialogs
from fibur_director.ui.parts import StandingsSlots
from fibur_director.ui.printing import file_name, print_pdfs, print_to
from fibur_director.ui.table_model import RowsModel, table_view

if TYPE_CHECKING:
    from fibur_director.ui.standings_page import StandingsPage

ALL = "*"


class BurracoStandingsPanel:
    def __init__(self, page: StandingsPage, slots: StandingsSlots) -> None:
        self.page = page
        self.standings: list[Standing] = []
        self.names: dict[int, tuple[str, str]] = {}
        self.group = QComboBox()
        self.group.setObjectName("group")
        self.group.currentIndexChanged.connect(self.show_rows)
        self.model = RowsModel(
            [
                QCoreApplication.translate("StandingsPage", "Pos."),
                QCoreApplication.translate("StandingsPage", "N."),
                QCoreApplication.translate("StandingsPage", "Formazione"),
                QCoreApplication.translate("StandingsPage", "Giocatori"),
                QCoreApplication.translate("StandingsPage", "PV"),
                QCoreApplication.translate("StandingsPage", "MP"),
                QCoreApplication.translate("StandingsPage", "PV tolti"),
                QCoreApplication.translate("StandingsPage", "Ammonizioni"),
                QCoreApplication.translate("StandingsPage", "Girone"),
                QCoreApplication.translate("StandingsPage", "Stato"),
            ]
        )
        self.view: QTableView = table_view(self.model, "standings", stretch=3)
        self.sanctions_button = QPushButton(
            QCoreApplication.translate("StandingsPage", "Stampa le san&zioni")
        )
        self.sanctions_button.setObjectName("printSanctions")
        self.sanctions_button.clicked.connect(self.print_sanctions)
        self.group_label = QLabel(QCoreApplication.translate("StandingsPage", "Girone"))
        slots.top.addWidget(self.group_label)
        slots.top.addWidget(self.group)
        slots.table.addWidget(self.view, 1)
        slots.buttons.addWidget(self.sanctions_button)

    def widgets(self) -> Sequence[QWidget]:
        return (self.group_label, self.group, self.view, self.sanctions_button)

    def show_look(self) -> None:
        for widget in self.widgets():
            widget.setVisible(True)

    def clear(self) -> None:
        self.standings = []
        self.model.set_rows([])

    def show_standings(self, ruleset_id: str) -> None:
        page = self.page
        self.names = page.entry_names()
        self.standings = readmodel.live_standings(page.context.desk, page.context.tid)
        groups = sorted({s.group for s in self.standings if s.group})
        chosen = self.group.currentData()
        self.group.blockSignals(True)
        self.group.clear()
        self.group.addItem(QCoreApplication.translate("StandingsPage", "tutti"), ALL)
        for group in groups:
            self.group.addItem(group, group)
        self.group.setCurrentIndex(max(0, self.group.findData(chosen)))
        self.group.blockSignals(False)
        self.view.setColumnHidden(8, not groups)  # the group column only once groups exist
        self.show_rows()

    def show_rows(self) -> None:
        chosen = self.group.currentData()
        shown = [s for s in self.standings if chosen in (None, ALL) or s.group == chosen]
        status = {
            "active": "",
            "withdrawn": QCoreApplication.translate("StandingsPage", "ritirata"),
            "excluded": QCoreApplication.translate("StandingsPage", "esclusa"),
        }
        self.model.set_rows(
            [
                (
                    s.rank,
                    s.entry,
                    self.names.get(s.entry, ("", ""))[0],
                    self.names.get(s.entry, ("", ""))[1],
                    s.vp,
                    s.mp,
                    s.vp_deduction or None,
                    s.warnings or None,
                    s.group or "",
                    status.get(s.status, s.status),
                )
                for s in shown
            ],
            [s.entry for s in shown],
            {i for i, s in enumerate(shown) if s.status != "active"},
        )

    def print_sanctions(self) -> None:
        """The sanctions report (every sanction with its article), printed from the desk."""
        from fibur_director.reports.burraco.listings import sanctions_pdf

        page = self.page
        done, error = print_pdfs(
            page,
            page.context,
            QCoreApplication.translate("StandingsPage", "Sanzioni del torneo"),
            file_name(page.context, "sanzioni"),
            [sanctions_pdf],
        )
        if done is not None:
            page.feedback.good(done)
        elif error is not None:
            page.feedback.bad(error)

    def export_excel(self) -> None:
        from fibur_director.reports.burraco.workbook import missing_cards, write_xlsx

        page = self.page
        missing = missing_cards(book(page.context.desk, page.context.tid))
        if missing:
            shown = ", ".join(missing[:8]) + (
                QCoreApplication.translate("StandingsPage", " e altri %1").replace(
                    "%1", str(len(missing) - 8)
                )
                if len(missing) > 8
                else ""
            )
            answer = dialogs.choose(
                page,
                QCoreApplication.translate("StandingsPage", "Tessere mancanti"),
                QCoreApplication.translate(
                    "StandingsPage",
                    "Il foglio per la federazione elenca %1 giocatori senza tessera: %2.\n"
                    "La federazione non potrà attribuire loro il risultato.",
                )
                .replace("%1", str(len(missing)))
                .replace("%2", shown),
                [
                    QCoreApplication.translate("StandingsPage", "Esporta comunque"),
                    QCoreApplication.translate("StandingsPage", "Annulla"),
                ],
                default=1,
            )
            if answer != 0:
                page.feedback.bad(
                    QCoreApplication.translate(
                        "StandingsPage", "Non esportato: %1 giocatori senza tessera."
                    ).replace("%1", str(len(missing)))
                )
                return
        path, error = print_to(
            page,
            page.context,
            QCoreApplication.translate("StandingsPage", "Esporta in Excel"),
            file_name(page.context, "classifica", suffix="xlsx"),
            write_xlsx,
        )
        page.report(path, error)
