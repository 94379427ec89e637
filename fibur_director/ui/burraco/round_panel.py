"""Burraco's part of the round page (``ui.parts.RoundPanel``): the method and first-round seating chosen before
«Proponi», the tables and rests whose entries are dragged onto each other, the teams' captains' draw (IT Art. 3),
the edits only pairs have (same table, to rest, completing the incomplete table), and the seating list and poster.

Its words keep the round page's translation context: they were the page's and the English catalogue has them."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QMimeData, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import QComboBox, QInputDialog, QLabel, QPushButton, QTableView, QWidget

from fibur_director.domain.vocabulary import FIRST_ROUND_SEATINGS
from fibur_director.games.burraco.simulation import METHODS
from fibur_director.services import journal, rounds
from fibur_director.ui.parts import PrintJob, RoundSlots
from fibur_director.ui.table_model import RowsModel, table_view

if TYPE_CHECKING:
    from fibur_director.ui.round_page import RoundPage

ENTRY_MIME = "application/x-fibur-director-entry"
SEATINGS = FIRST_ROUND_SEATINGS
Index = QModelIndex | QPersistentModelIndex


class SeatingModel(RowsModel):
    """The round's tables; a side holding one entry can be dragged onto another to swap them."""

    swapRequested = Signal(int, int)

    def __init__(self, headers: list[str]) -> None:
        super().__init__(headers)
        self.cells: dict[tuple[int, int], int] = {}
        self.editable = False

    def set_cells(self, cells: dict[tuple[int, int], int], editable: bool) -> None:
        self.cells = cells
        self.editable = editable

    def entry_at(self, index: Index) -> int | None:
        return self.cells.get((index.row(), index.column())) if index.isValid() else None

    def flags(self, index: Index) -> Qt.ItemFlag:
        flags = super().flags(index)
        if self.editable and self.entry_at(index) is not None:
            flags |= Qt.ItemFlag.ItemIsDragEnabled | Qt.ItemFlag.ItemIsDropEnabled
        return flags

    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction

    def mimeTypes(self) -> list[str]:
        return [ENTRY_MIME]

    def mimeData(self, indexes: Any) -> QMimeData:
        data = QMimeData()
        entries = [e for e in (self.entry_at(i) for i in indexes) if e is not None]
        if entries:
            data.setData(ENTRY_MIME, str(entries[0]).encode())
        return data

    def canDropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: Index
    ) -> bool:
        return self.editable and data.hasFormat(ENTRY_MIME) and self.entry_at(parent) is not None

    def dropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: Index
    ) -> bool:
        if not self.canDropMimeData(data, action, row, column, parent):
            return False
        source = int(bytes(data.data(ENTRY_MIME).data()).decode())
        target = self.entry_at(parent)
        if target is not None and target != source:
            self.swapRequested.emit(source, target)
        return False  # the seating is rewritten by the service; the view must not move anything itself


class BurracoRoundPanel:
    def __init__(self, page: RoundPage, slots: RoundSlots) -> None:
        self.page = page
        # Methods in the referee's words, never the code's ("danish-norepeat").
        self.method_names = {
            "mitchell": QCoreApplication.translate("RoundPage", "mitchell"),
            "danish": QCoreApplication.translate("RoundPage", "danese"),
            "danish-modified": QCoreApplication.translate("RoundPage", "danese modificato"),
            "danish-norepeat": QCoreApplication.translate("RoundPage", "danese senza reincontri"),
            "italian": QCoreApplication.translate("RoundPage", "all'italiana"),
            "manual": QCoreApplication.translate("RoundPage", "modificato a mano"),
            "giallo": QCoreApplication.translate("RoundPage", "giallo"),
        }
        self.method = QComboBox()
        self.method.addItem(QCoreApplication.translate("RoundPage", "secondo il piano"), None)
        for method in METHODS:
            self.method.addItem(self.method_names.get(method, method), method)
        self.seating = QComboBox()
        for key, label in zip(
            SEATINGS,
            (
                QCoreApplication.translate("RoundPage", "sorteggio"),
                QCoreApplication.translate("RoundPage", "alfabetico"),
                QCoreApplication.translate("RoundPage", "ordine d'iscrizione"),
                QCoreApplication.translate("RoundPage", "punti ranking"),
                QCoreApplication.translate("RoundPage", "categoria"),
            ),
            strict=True,
        ):
            self.seating.addItem(label, key)
        self.method_label = QLabel(QCoreApplication.translate("RoundPage", "Metodo"))
        self.seating_label = QLabel(QCoreApplication.translate("RoundPage", "Primo turno"))
        for widget in (self.method_label, self.method, self.seating_label, self.seating):
            slots.choices.addWidget(widget)

        self.model = SeatingModel(
            [
                QCoreApplication.translate("RoundPage", "Tavolo"),
                QCoreApplication.translate("RoundPage", "Girone"),
                QCoreApplication.translate("RoundPage", "Nord-Sud"),
                QCoreApplication.translate("RoundPage", "Est-Ovest"),
            ]
        )
        self.model.swapRequested.connect(lambda a, b: page.edit("swap", a, b))
        self.view: QTableView = table_view(self.model, "seating")
        self.view.setDragEnabled(True)
        self.view.setAcceptDrops(True)
        self.view.setDropIndicatorShown(True)
        self.view.setDragDropMode(QTableView.DragDropMode.DragDrop)
        self.view.setDefaultDropAction(Qt.DropAction.MoveAction)
        slots.seating.addWidget(self.view, 1)

        # Teams: who declares the rooms first in each match (IT Art. 3), and the captains' draw of round 1.
        self.declaring = QLabel()
        self.declaring.setObjectName("declaringFirst")
        self.declaring.setWordWrap(True)
        self.draw_button = QPushButton(
            QCoreApplication.translate("RoundPage", "Sorteggio: carta più &bassa…")
        )
        self.draw_button.setObjectName("captainsDraw")
        self.draw_button.clicked.connect(self.record_draw)
        slots.draw.addWidget(self.declaring, 1)
        slots.draw.addWidget(self.draw_button)

        self.together_button = QPushButton(QCoreApplication.translate("RoundPage", "Allo stesso &tavolo"))
        self.together_button.clicked.connect(lambda: page.edit_from_fields("seat_together", both=True))
        self.rest_button = QPushButton(QCoreApplication.translate("RoundPage", "Manda a &riposo la prima"))
        self.rest_button.clicked.connect(lambda: page.edit_from_fields("send_to_rest", both=False))
        slots.edits.addWidget(self.together_button)
        slots.edits.addWidget(self.rest_button)
        # A late entry admitted to complete the incomplete table (IT/REV Art. 39) sits there now.
        self.complete_button = QPushButton(
            QCoreApplication.translate("RoundPage", "In ritardo: completa il tavolo incompleto")
        )
        self.complete_button.clicked.connect(page.complete_table)
        slots.after.addWidget(self.complete_button)

        self.seating_button = QPushButton(QCoreApplication.translate("RoundPage", "Stampa la &disposizione"))
        self.seating_button.clicked.connect(self.print_seating)
        self.poster_button = QPushButton(
            QCoreApplication.translate("RoundPage", "Manifesto a caratteri grand&i")
        )
        self.poster_button.setObjectName("printPoster")
        self.poster_button.setToolTip(
            QCoreApplication.translate("RoundPage", "La disposizione in grande, da appendere al muro")
        )
        self.poster_button.clicked.connect(self.print_poster)
        slots.prints.addWidget(self.seating_button)
        slots.prints.addWidget(self.poster_button)

    def widgets(self) -> Sequence[QWidget]:
        return (
            self.method_label,
            self.method,
            self.seating_label,
            self.seating,
            self.view,
            self.declaring,
            self.draw_button,
            self.together_button,
            self.rest_button,
            self.complete_button,
            self.seating_button,
            self.poster_button,
        )

    def show_look(self) -> None:
        page = self.page
        for widget in self.widgets():
            widget.setVisible(widget not in (self.declaring, self.draw_button))
        page.sheets_button.setText(QCoreApplication.translate("RoundPage", "Stampa gli sc&ore"))
        page.first_label.setText(QCoreApplication.translate("RoundPage", "Formazione"))
        page.edits.setTitle(
            QCoreApplication.translate(
                "RoundPage",
                "Modifica (prima della pubblicazione, anche trascinando una formazione su un'altra; "
                "dopo, solo i casi qui sotto)",
            )
        )

    def system_name(self, system: str) -> str:
        return self.method_names.get(system, system)

    def empty_title(self) -> str:
        return QCoreApplication.translate("RoundPage", "Nessun turno ancora: proporre il turno 1.")

    def proposal(self) -> tuple[str | None, str]:
        return self.method.currentData(), str(self.seating.currentData())

    def enable(self, *, drawable: bool) -> None:
        page = self.page
        self.seating.setEnabled(page.latest is None)
        if page.latest is None:
            self.offer_seatings(rounds.first_round_seatings(page.context.desk, page.context.tid))
        self.seating_button.setEnabled(page.status in ("published", "closed"))
        for widget in (self.together_button, self.rest_button):
            widget.setEnabled(page.status == "proposed")
        self.complete_button.setEnabled(
            page.status in ("proposed", "published") and page.number == page.latest
        )

    def offer_seatings(self, allowed: Sequence[str]) -> None:
        """Only the seatings the code allows can be chosen (Burraco Revolution has no ranking points, REV
        Art. 2); the others stay listed, greyed, so the referee sees why they are missing."""
        model = self.seating.model()
        assert isinstance(model, QStandardItemModel)
        for row, key in enumerate(SEATINGS):
            item = model.item(row)
            if item is not None:
                item.setEnabled(key in allowed)
        if self.seating.currentData() not in allowed:
            self.seating.setCurrentIndex(SEATINGS.index(allowed[0]) if allowed[0] in SEATINGS else 0)

    def show_round(self, view: rounds.RoundView, names: Mapping[int, str], *, editable: bool) -> None:
        self.show_tables(view, names, editable)
        self.show_warnings(view)

    def show_tables(self, view: rounds.RoundView, names: Mapping[int, str], editable: bool) -> None:
        """The tables and rests, each entry a cell that can be dragged onto another before publication."""

        def side(entries: tuple[int, ...]) -> str:
            return " + ".join(f"{e} {names.get(e, '')}" for e in entries)

        rows: list[tuple[Any, ...]] = []
        cells: dict[tuple[int, int], int] = {}
        for i, table in enumerate(view.tables):
            label = table.number if table.room is None else f"{table.number} ({table.room})"
            rows.append((label, table.group or "", side(table.ns), side(table.ew)))
            if len(table.ns) == 1:
                cells[(i, 2)] = table.ns[0]
            if len(table.ew) == 1:
                cells[(i, 3)] = table.ew[0]
        for entry in view.rests:
            cells[(len(rows), 2)] = entry
            rows.append((QCoreApplication.translate("RoundPage", "riposo"), "", side((entry,)), ""))
        self.show_declaring(view)
        warned = {e for w in view.warnings for e in w.entries}
        marked = {i for i, t in enumerate(view.tables) if warned & set(t.entries())}
        self.model.set_cells(cells, editable)
        self.model.set_rows(rows, list(range(len(rows))), marked)
        self.view.setColumnHidden(1, not any(t.group for t in view.tables))

    def show_warnings(self, view: rounds.RoundView) -> None:
        warnings = self.page.warnings
        if view.warnings:
            italian = self.page.context.language == "it"
            warnings.setText("⚠ " + "\n⚠ ".join(w.italian if italian else w.english for w in view.warnings))
            warnings.setStyleSheet("QLabel { color: #e65100; font-weight: bold; }")
        else:
            warnings.setText(
                QCoreApplication.translate(
                    "RoundPage", "Nessun avviso: nessuna ripetizione, nessun secondo riposo."
                )
            )
            warnings.setStyleSheet("QLabel { color: #1b5e20; }")

    def show_declaring(self, view: rounds.RoundView) -> None:
        context = self.page.context
        declaring = rounds.declaring_first(context.desk, context.tid, view.number)
        self.declaring.setVisible(bool(declaring))
        self.draw_button.setVisible(bool(declaring) and view.number == 1)
        lines = []
        for match, (team, why) in declaring.items():
            if team is None:
                lines.append(
                    QCoreApplication.translate(
                        "RoundPage", "Incontro %1: sorteggio dei capitani da registrare"
                    ).replace("%1", str(match))
                )
            else:
                reason = (
                    QCoreApplication.translate("RoundPage", "sorteggio")
                    if why == "draw"
                    else QCoreApplication.translate("RoundPage", "più indietro in classifica")
                )
                lines.append(
                    QCoreApplication.translate(
                        "RoundPage", "Incontro %1: dichiara per prima la squadra %2 (%3)"
                    )
                    .replace("%1", str(match))
                    .replace("%2", str(team))
                    .replace("%3", reason)
                )
        self.declaring.setText(
            QCoreApplication.translate("RoundPage", "Art. 3 — ") + "; ".join(lines) if lines else ""
        )

    def record_draw(self) -> None:
        """The captains drew at the table: the referee picks the team that turned up the lower card."""
        page, context = self.page, self.page.context
        row = self.view.currentIndex().row()
        if page.number != 1 or row < 0:
            page.feedback.bad(
                QCoreApplication.translate("RoundPage", "Scegliere nel turno 1 il tavolo dell'incontro.")
            )
            return
        view = rounds.view_round(context.desk, context.tid, 1)
        if row >= len(view.tables) or view.tables[row].match is None:
            page.feedback.bad(
                QCoreApplication.translate("RoundPage", "Scegliere nel turno 1 il tavolo dell'incontro.")
            )
            return
        table = view.tables[row]
        names = {e.number: e.name for e in journal.entries(context.desk, context.tid)}
        teams = [table.ns[0], table.ew[0]]
        labels = [f"{t} {names.get(t, '')}" for t in teams]
        chosen, ok = QInputDialog.getItem(
            page,
            QCoreApplication.translate("RoundPage", "Sorteggio dei capitani"),
            QCoreApplication.translate("RoundPage", "Squadra che ha scoperto la carta più bassa:"),
            labels,
            0,
            False,
        )
        if not ok:
            return
        _, error = context.act(
            rounds.record_draw, context.desk, context.tid, table.match, teams[labels.index(chosen)]
        )
        page.feedback.show_outcome(error, QCoreApplication.translate("RoundPage", "Sorteggio registrato."))

    # The report writers (reportlab) load when the referee first prints, not with the desk's window.
    def sheets(self) -> PrintJob:
        from fibur_director.reports.burraco.score_sheets import score_sheets

        return PrintJob(
            QCoreApplication.translate("RoundPage", "Score del turno"), "score", [score_sheets], codes=True
        )

    def pack(self) -> PrintJob:
        """The score sheets, the seating and the poster."""
        from fibur_director.reports.burraco.score_sheets import score_sheets
        from fibur_director.reports.burraco.seating import seating, seating_poster

        return PrintJob(
            QCoreApplication.translate("RoundPage", "Pacchetto del turno"),
            "pacchetto",
            [score_sheets, seating, seating_poster],
            codes=True,
            address=True,
        )

    def pack_tip(self) -> str:
        return QCoreApplication.translate(
            "RoundPage", "Score, disposizione e manifesto del turno in una sola stampa"
        )

    def print_seating(self) -> None:
        from fibur_director.reports.burraco.seating import seating

        self.page.print_job(
            PrintJob(
                QCoreApplication.translate("RoundPage", "Disposizione del turno"),
                "disposizione",
                [seating],
                address=True,
            )
        )

    def print_poster(self) -> None:
        from fibur_director.reports.burraco.seating import seating_poster

        self.page.print_job(
            PrintJob(
                QCoreApplication.translate("RoundPage", "Manifesto della disposizione"),
                "manifesto",
                [seating_poster],
            )
        )
