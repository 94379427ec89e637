"""Sicilian Tarot's part of the standings page (``ui.parts.StandingsPanel``): jochi and the TAROT §7 coefficients,
which criterion broke a tie, the chain of criteria said under the table; the Tarot workbook (standings,
head-to-head, the rounds' deals), with no federation sheet to check.

Its words keep the standings page's translation context: they were the page's and the English catalogue has them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QTableView, QWidget

from fibur_director.games.tarot.ruleset import get_tarot_ruleset
from fibur_director.games.tarot.scoring import CRITERION_NAMES, CRITERION_NAMES_EN
from fibur_director.services.tarot import turn_sheets as tarot_service
from fibur_director.ui.parts import StandingsSlots
from fibur_director.ui.printing import file_name, print_to
from fibur_director.ui.table_model import RowsModel, table_view

if TYPE_CHECKING:
    from fibur_director.ui.standings_page import StandingsPage


class TarotStandingsPanel:
    def __init__(self, page: StandingsPage, slots: StandingsSlots) -> None:
        self.page = page
        self.model = RowsModel(
            [
                QCoreApplication.translate("StandingsPage", "Pos."),
                QCoreApplication.translate("StandingsPage", "N."),
                QCoreApplication.translate("StandingsPage", "Giocatore"),
                QCoreApplication.translate("StandingsPage", "Jochi"),
                QCoreApplication.translate("StandingsPage", "Coeff. chiamata"),
                QCoreApplication.translate("StandingsPage", "Coeff. impegno"),
                QCoreApplication.translate("StandingsPage", "Pigliate"),
                QCoreApplication.translate("StandingsPage", "Smazzate"),
                QCoreApplication.translate("StandingsPage", "Parità decisa da"),
            ]
        )
        self.view: QTableView = table_view(self.model, "tarotStandings", stretch=2)
        self.view.hide()
        self.chain = QLabel()
        self.chain.setObjectName("tarotChain")
        self.chain.setWordWrap(True)
        self.chain.hide()
        slots.table.addWidget(self.view, 1)
        slots.table.addWidget(self.chain)

    def widgets(self) -> Sequence[QWidget]:
        return (self.view, self.chain)

    def show_look(self) -> None:
        for widget in self.widgets():
            widget.setVisible(True)

    def clear(self) -> None:
        self.model.set_rows([])

    def criterion(self, key: str | None) -> str:
        if key is None:
            return ""
        names = CRITERION_NAMES if self.page.context.language == "it" else CRITERION_NAMES_EN
        return names.get(key, key)

    def show_standings(self, ruleset_id: str) -> None:
        context = self.page.context
        rows = tarot_service.tarot_standings(context.desk, context.tid)
        tied = {i for i, row in enumerate(rows) if row.line.decided_by is not None}
        self.model.set_rows(
            [
                (
                    row.line.rank,
                    row.line.entry,
                    row.name,
                    row.line.jochi,
                    row.line.calls,
                    row.line.commitments,
                    row.line.pigliate,
                    row.line.deals,
                    self.criterion(row.line.decided_by),
                )
                for row in rows
            ],
            [row.line.entry for row in rows],
            tied,
        )
        ruleset = get_tarot_ruleset(ruleset_id)
        self.chain.setText(
            QCoreApplication.translate(
                "StandingsPage",
                "Classifica per jochi; a parità decide, nell'ordine: %1 (%2). Evidenziate le righe la cui "
                "parità con la precedente è decisa da un criterio.",
            )
            .replace("%1", ", ".join(self.criterion(k) for k in ruleset.tie_break))
            .replace("%2", ruleset.standings_article)
        )

    def export_excel(self) -> None:
        from fibur_director.reports.tarot import workbook as tarot_workbook

        page = self.page
        path, error = print_to(
            page,
            page.context,
            QCoreApplication.translate("StandingsPage", "Esporta in Excel"),
            file_name(page.context, "classifica", suffix="xlsx"),
            tarot_workbook.write_xlsx,
        )
        page.report(path, error)
