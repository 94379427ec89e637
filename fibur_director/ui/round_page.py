"""Round page: propose the next round with the plan's engine, look at the warnings (repeats, second rests),
swap or move entries by keyboard or by dragging one entry onto another, publish, print the score sheets and the
seating list, close the round."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QMimeData, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from fibur_director.domain.roster import line
from fibur_director.domain.vocabulary import FIRST_ROUND_SEATINGS
from fibur_director.games.burraco.simulation import METHODS
from fibur_director.services import checkin, journal, roster, rounds
from fibur_director.services.results import questioned_tables
from fibur_director.services.tarot import turn_sheets as tarot_service
from fibur_director.ui import context as dialogs
from fibur_director.ui.checkin_panel import ClosingDialog
from fibur_director.ui.context import DeskContext, Feedback
from fibur_director.ui.page import Page
from fibur_director.ui.printing import file_name, print_pdfs
from fibur_director.ui.table_model import RowsModel, table_view
from fibur_director.ui.tarot.page import table_letter

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
            text = self.table.item(row, 2).text().strip()
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


class RoundPage(Page):
    published = Signal(int)

    def __init__(self, context: DeskContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.number: int | None = None  # the round shown (printed, edited while proposed)
        self.status = ""
        self.latest: int | None = None  # the newest round: the one published or closed by the buttons
        self.latest_status = ""
        self.chosen: int | None = None  # an earlier round the referee chose to see or reprint
        self.title = QLabel()
        self.title.setObjectName("roundTitle")
        font = self.title.font()
        font.setPointSize(font.pointSize() + 4)
        font.setBold(True)
        self.title.setFont(font)
        # Methods in the referee's words, never the code's ("danish-norepeat").
        self.method_names = {
            "mitchell": self.tr("mitchell"),
            "danish": self.tr("danese"),
            "danish-modified": self.tr("danese modificato"),
            "danish-norepeat": self.tr("danese senza reincontri"),
            "italian": self.tr("all'italiana"),
            "manual": self.tr("modificato a mano"),
            "giallo": self.tr("giallo"),
            "tarot": self.tr("tarocchi"),
        }
        self.method = QComboBox()
        self.method.addItem(self.tr("secondo il piano"), None)
        for method in METHODS:
            self.method.addItem(self.method_names.get(method, method), method)
        self.seating = QComboBox()
        for key, label in zip(
            SEATINGS,
            (
                self.tr("sorteggio"),
                self.tr("alfabetico"),
                self.tr("ordine d'iscrizione"),
                self.tr("punti ranking"),
                self.tr("categoria"),
            ),
            strict=True,
        ):
            self.seating.addItem(label, key)
        self.propose_button = QPushButton(self.tr("&Proponi il turno"))
        self.propose_button.setObjectName("propose")
        self.propose_button.clicked.connect(self.propose)
        self.publish_button = QPushButton(self.tr("P&ubblica"))
        self.publish_button.setObjectName("publish")
        self.publish_button.clicked.connect(self.publish)
        self.close_button = QPushButton(self.tr("&Chiudi il turno"))
        self.close_button.setObjectName("closeRound")
        self.close_button.clicked.connect(self.close_round)
        self.round_choice = QComboBox()
        self.round_choice.setObjectName("roundChoice")
        self.round_choice.activated.connect(self.choose_round)
        self.sheets_button = QPushButton(self.tr("Stampa gli sc&ore"))
        self.sheets_button.clicked.connect(self.print_sheets)
        self.seating_button = QPushButton(self.tr("Stampa la &disposizione"))
        self.seating_button.clicked.connect(self.print_seating)
        self.poster_button = QPushButton(self.tr("Manifesto a caratteri grand&i"))
        self.poster_button.setObjectName("printPoster")
        self.poster_button.setToolTip(self.tr("La disposizione in grande, da appendere al muro"))
        self.poster_button.clicked.connect(self.print_poster)
        # Tarot: every player's Schema Riassuntivo up to the round shown (TAROT §4, note 1).
        self.summary_button = QPushButton(self.tr("Sc&hema riassuntivo"))
        self.summary_button.setObjectName("printSummary")
        self.summary_button.clicked.connect(self.print_summary)
        self.pack_button = QPushButton(self.tr("Pacchetto de&l turno"))
        self.pack_button.setObjectName("printPack")
        self.pack_button.setToolTip(self.tr("Score, disposizione e manifesto del turno in una sola stampa"))
        self.pack_button.clicked.connect(self.print_pack)

        self.model = SeatingModel(
            [self.tr("Tavolo"), self.tr("Girone"), self.tr("Nord-Sud"), self.tr("Est-Ovest")]
        )
        self.model.swapRequested.connect(lambda a, b: self.edit("swap", a, b))
        self.view = table_view(self.model, "seating")
        self.view.setDragEnabled(True)
        self.view.setAcceptDrops(True)
        self.view.setDropIndicatorShown(True)
        self.view.setDragDropMode(QTableView.DragDropMode.DragDrop)
        self.view.setDefaultDropAction(Qt.DropAction.MoveAction)
        # Teams: who declares the rooms first in each match (IT Art. 3), and the captains' draw of round 1.
        self.declaring = QLabel()
        self.declaring.setObjectName("declaringFirst")
        self.declaring.setWordWrap(True)
        self.draw_button = QPushButton(self.tr("Sorteggio: carta più &bassa…"))
        self.draw_button.setObjectName("captainsDraw")
        self.draw_button.clicked.connect(self.record_draw)
        self.trumps_button = QPushButton(self.tr("Sorte&ggio dei trionfi…"))
        self.trumps_button.setObjectName("tarotDraw")
        self.trumps_button.setToolTip(self.tr("Scrivere il trionfo pescato da ogni giocatore (TAROT §2)"))
        self.trumps_button.clicked.connect(self.draw_trumps)
        self.desk_draw_button = QPushButton(self.tr("Sort&eggia il programma"))
        self.desk_draw_button.setObjectName("tarotDeskDraw")
        self.desk_draw_button.setToolTip(self.tr("Il programma sorteggia i trionfi al posto dei giocatori"))
        self.desk_draw_button.clicked.connect(lambda: self.record_trumps(None))
        self.tarot_model = RowsModel(
            [self.tr("Tavolo"), self.tr("Nord"), self.tr("Ovest"), self.tr("Sud"), self.tr("Est")]
        )
        self.tarot_view = table_view(self.tarot_model, "tarotSeating", stretch=1)
        for column in range(2, 5):
            self.tarot_view.horizontalHeader().setSectionResizeMode(
                column, self.tarot_view.horizontalHeader().ResizeMode.Stretch
            )
        self.tarot_view.hide()
        self.warnings = QLabel()
        self.warnings.setObjectName("pairingWarnings")
        self.warnings.setWordWrap(True)

        self.first = QSpinBox()
        self.first.setObjectName("editFirst")
        self.second = QSpinBox()
        self.second.setObjectName("editSecond")
        for spin in (self.first, self.second):
            spin.setRange(0, 9999)
            spin.setSpecialValueText("–")
        # An edit fires only from an explicit key (Enter in "con") or click, never when a field loses focus:
        # editingFinished also fires on focus-out, and swapped a second time after a click elsewhere.
        line = self.second.lineEdit()
        assert line is not None
        line.returnPressed.connect(self.swap_from_keys)
        self.swap_button = QPushButton(self.tr("&Scambia"))
        self.swap_button.clicked.connect(self.swap_from_keys)
        self.together_button = QPushButton(self.tr("Allo stesso &tavolo"))
        self.together_button.clicked.connect(lambda: self.edit_from_fields("seat_together", both=True))
        self.rest_button = QPushButton(self.tr("Manda a &riposo la prima"))
        self.rest_button.clicked.connect(lambda: self.edit_from_fields("send_to_rest", both=False))
        # After publication only one move is left (IT/REV Art. 38, Assenze): an entry late without notice
        # gives its seat to another, seated or resting; the tables keep their printed numbers.
        self.late_button = QPushButton(self.tr("In ritardo sen&za avviso: cede il posto"))
        self.late_button.clicked.connect(self.reseat_late)
        # Or two that sat at each other's places (IT/REV Art. 2): the game stands where they sat, and the next
        # round seats them where the published seating puts them.
        self.wrong_button = QPushButton(self.tr("Al tavolo sbagliato: scambio per &questo turno"))
        self.wrong_button.clicked.connect(self.wrong_table)
        # A late entry admitted to complete the incomplete table (IT/REV Art. 39) sits there now.
        self.complete_button = QPushButton(self.tr("In ritardo: completa il tavolo incompleto"))
        self.complete_button.clicked.connect(self.complete_table)
        self.feedback = Feedback()
        # Before the round-1 draw: who may not play and who is entered twice, against the member list (issue 37).
        self.roster_box = QGroupBox(self.tr("Prima del sorteggio: controllo dei tesserati"))
        self.roster_box.setObjectName("rosterBox")
        self.roster_summary = QLabel()
        self.roster_summary.setObjectName("rosterSummary")
        self.roster_summary.setWordWrap(True)
        self.roster_problems = QPlainTextEdit()
        self.roster_problems.setObjectName("rosterProblems")
        self.roster_problems.setReadOnly(True)
        self.roster_problems.setMaximumHeight(120)
        roster_layout = QVBoxLayout(self.roster_box)
        roster_layout.addWidget(self.roster_summary)
        roster_layout.addWidget(self.roster_problems)
        self.roster_box.hide()

        top = QHBoxLayout()
        # The title on a line of its own: "Turno 3 di 4 — danese senza reincontri (pubblicato)" beside the
        # controls made the page wider than a 1024-pixel club laptop.
        top.addStretch(1)
        self.method_label = QLabel(self.tr("Metodo"))
        self.seating_label = QLabel(self.tr("Primo turno"))
        top.addWidget(self.method_label)
        top.addWidget(self.method)
        top.addWidget(self.seating_label)
        top.addWidget(self.seating)
        top.addWidget(self.propose_button)
        top.addWidget(self.publish_button)
        top.addWidget(self.close_button)
        edits = QGroupBox(
            self.tr(
                "Modifica (prima della pubblicazione, anche trascinando una formazione su un'altra; "
                "dopo, solo i casi qui sotto)"
            )
        )
        edit_row = QHBoxLayout()
        self.first_label = QLabel(self.tr("Formazione"))
        edit_row.addWidget(self.first_label)
        edit_row.addWidget(self.first)
        edit_row.addWidget(QLabel(self.tr("con")))
        edit_row.addWidget(self.second)
        edit_row.addWidget(self.swap_button)
        edit_row.addWidget(self.together_button)
        edit_row.addWidget(self.rest_button)
        edit_row.addStretch(1)
        # The moves left after publication on a row of their own: beside the others the page would be wider
        # than a 1024-pixel club laptop.
        after_row = QHBoxLayout()
        after_row.addWidget(self.late_button)
        after_row.addWidget(self.wrong_button)
        after_row.addWidget(self.complete_button)
        after_row.addStretch(1)
        edit_rows = QVBoxLayout(edits)
        edit_rows.addLayout(edit_row)
        edit_rows.addLayout(after_row)
        prints = QHBoxLayout()
        # Next to the print buttons: an earlier round is shown to be reprinted (the title stays unclipped).
        shown_label = QLabel(self.tr("Vedi il tur&no"))
        shown_label.setBuddy(self.round_choice)
        prints.addWidget(shown_label)
        prints.addWidget(self.round_choice)
        prints.addWidget(self.sheets_button)
        prints.addWidget(self.seating_button)
        prints.addWidget(self.poster_button)
        prints.addWidget(self.summary_button)
        prints.addWidget(self.pack_button)
        prints.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.roster_box)
        layout.addLayout(top)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.tarot_view, 1)
        layout.addWidget(self.warnings)
        draw_row = QHBoxLayout()
        draw_row.addWidget(self.declaring, 1)
        draw_row.addWidget(self.draw_button)
        draw_row.addWidget(self.trumps_button)
        draw_row.addWidget(self.desk_draw_button)
        layout.addLayout(draw_row)
        self.edits = edits
        layout.addWidget(edits)
        layout.addLayout(prints)
        layout.addWidget(self.feedback)

    def refresh(self) -> None:
        tarot = self.tarot()
        self.show_game_look(tarot)
        if self.context.tournament_id is None:
            self.number, self.status, self.latest, self.latest_status = None, "", None, ""
            self.model.set_rows([])
            self.title.setText(self.tr("Nessun torneo aperto."))
            return
        latest = self.current_round()
        planned = journal.settings_of(self.context.desk, self.context.tid).planned_rounds
        self.enable_actions(planned, tarot, drawable=latest is None)
        self.show_roster_check(
            before_draw=self.latest is None or (self.latest == 1 and self.latest_status == "proposed")
        )
        if latest is None:
            self.title.setText(
                self.tr("Nessun turno ancora: sorteggio dei trionfi per il turno 1.")
                if tarot
                else self.tr("Nessun turno ancora: proporre il turno 1.")
            )
            self.model.set_rows([])
            self.tarot_model.set_rows([])
            self.warnings.setText("")
            return
        state = {
            "proposed": self.tr("proposto"),
            "published": self.tr("pubblicato"),
            "closed": self.tr("chiuso"),
        }
        self.title.setText(
            self.tr("Turno %1 di %2 — %3 (%4)")
            .replace("%1", str(latest.number))
            .replace("%2", str(planned))
            .replace("%3", self.method_names.get(latest.system, latest.system))
            .replace("%4", state.get(latest.status, latest.status))
        )
        view = rounds.view_round(self.context.desk, self.context.tid, latest.number)
        names = {e.number: e.name for e in journal.entries(self.context.desk, self.context.tid)}
        if tarot:
            self.show_tarot(view, names)
            return
        self.show_tables(view, names, latest.status == "proposed")
        self.show_warnings(view)

    def show_roster_check(self, *, before_draw: bool) -> None:
        """The tournament's players against the member list in force on its date, one line per problem by card,
        until round 1 is published (``services.roster.check``); it never stops the draw: the referee decides."""
        self.roster_box.setVisible(before_draw)
        if not before_draw:
            return
        found, error = self.context.read(roster.check, self.context.desk, self.context.tid)
        if found is None:
            self.roster_summary.setText((error or "") + " " + self.tr("(File → Importa l'elenco tesserati…)"))
            self.roster_problems.hide()
            return
        italian = self.context.language == "it"
        listed = found.roster.listed_on.strftime("%d/%m/%Y")
        self.roster_summary.setText(
            (
                self.tr("%1 giocatori controllati sull'elenco tesserati del %2: %3 problemi.")
                if found.problems
                else self.tr("%1 giocatori controllati sull'elenco tesserati del %2: nessun problema.")
            )
            .replace("%1", str(found.players))
            .replace("%2", listed)
            .replace("%3", str(len(found.problems)))
        )
        self.roster_summary.setStyleSheet("color: #b00020;" if found.problems else "")
        self.roster_problems.setPlainText("\n".join(line(p, italian=italian) for p in found.problems))
        self.roster_problems.setVisible(bool(found.problems))

    def show_game_look(self, tarot: bool) -> None:
        """The widgets the open game's round page has (ui/games.py)."""
        self.declaring.setVisible(False)
        self.draw_button.setVisible(False)
        # Tarot seating leaves no choice (TAROT §2-3): the draw, then the standings; no method, no edits.
        for widget in (self.method, self.seating, self.method_label, self.seating_label):
            widget.setVisible(not tarot)
        # Before publication a Tarot seating can only be changed by swapping two players (no rests, tables
        # of four): the other edits are hidden.
        for widget in (self.together_button, self.rest_button):
            widget.setVisible(not tarot)
        # The Tarot round prints its Scheda di Turno per table (the sheets button, and the pack: the seats are
        # on it); seating lists and the poster are burraco pages (docs/reports.md).
        for button in (self.seating_button, self.poster_button):
            button.setVisible(not tarot)
        self.summary_button.setVisible(tarot)
        self.complete_button.setVisible(not tarot)  # TAROT §2: the field is 4n, no late player completes
        self.sheets_button.setText(
            self.tr("Stampa le schede di turn&o") if tarot else self.tr("Stampa gli sc&ore")
        )
        self.first_label.setText(self.tr("Giocatore") if tarot else self.tr("Formazione"))
        self.edits.setTitle(
            self.tr("Modifica (prima della pubblicazione): scambiare due giocatori")
            if tarot
            else self.tr(
                "Modifica (prima della pubblicazione, anche trascinando una formazione su un'altra; "
                "dopo, solo i casi qui sotto)"
            )
        )
        self.view.setVisible(not tarot)
        self.tarot_view.setVisible(tarot)
        self.trumps_button.setVisible(False)
        self.desk_draw_button.setVisible(False)

    def current_round(self) -> journal.RoundState | None:
        """The round shown (the one chosen, else the newest) and the newest one's state; fills the round box."""
        states = journal.rounds(self.context.desk, self.context.tid)
        newest = states[-1] if states else None
        self.latest, self.latest_status = (newest.number, newest.status) if newest else (None, "")
        latest = next((s for s in states if s.number == self.chosen), newest)  # the round shown
        self.number, self.status = (latest.number, latest.status) if latest else (None, "")
        self.round_choice.blockSignals(True)
        self.round_choice.clear()
        for round_state in states:
            self.round_choice.addItem(str(round_state.number), round_state.number)
        if latest is not None:
            self.round_choice.setCurrentIndex(self.round_choice.findData(latest.number))
        self.round_choice.blockSignals(False)
        return latest

    def enable_actions(self, planned: int, tarot: bool, *, drawable: bool) -> None:
        """What the round's state allows: propose, publish, close, the edits before publication, the late pair
        after it, the first-round seatings the code allows, and the Tarot's draw of round 1."""
        self.propose_button.setEnabled(self.latest_status in ("", "closed") and (self.latest or 0) < planned)
        self.publish_button.setEnabled(self.latest_status == "proposed")
        self.close_button.setEnabled(self.latest_status == "published")
        self.seating.setEnabled(self.latest is None)
        if self.latest is None and not tarot:
            self.offer_seatings(rounds.first_round_seatings(self.context.desk, self.context.tid))
        for widget in (self.sheets_button, self.seating_button):
            widget.setEnabled(self.status in ("published", "closed"))
        for widget in (self.swap_button, self.together_button, self.rest_button):
            widget.setEnabled(self.status == "proposed")
        late = self.status == "published" and self.number == self.latest
        self.late_button.setEnabled(late)
        self.wrong_button.setEnabled(late)
        self.complete_button.setEnabled(
            self.status in ("proposed", "published") and self.number == self.latest
        )
        for widget in (self.first, self.second):
            widget.setEnabled(self.status == "proposed" or late)
        if tarot:
            drawable = drawable or (self.latest == 1 and self.latest_status == "proposed")
            self.trumps_button.setVisible(drawable)
            self.desk_draw_button.setVisible(drawable)
            if self.latest is None:
                self.propose_button.setEnabled(False)

    def show_tables(self, view: rounds.RoundView, names: Mapping[int, str], editable: bool) -> None:
        """The burraco tables and rests, each entry a cell that can be dragged onto another before publication."""

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
            rows.append((self.tr("riposo"), "", side((entry,)), ""))
        self.show_declaring(view)
        warned = {e for w in view.warnings for e in w.entries}
        marked = {i for i, t in enumerate(view.tables) if warned & set(t.entries())}
        self.model.set_cells(cells, editable)
        self.model.set_rows(rows, list(range(len(rows))), marked)
        self.view.setColumnHidden(1, not any(t.group for t in view.tables))

    def show_warnings(self, view: rounds.RoundView) -> None:
        if view.warnings:
            italian = self.context.language == "it"
            self.warnings.setText(
                "⚠ " + "\n⚠ ".join(w.italian if italian else w.english for w in view.warnings)
            )
            self.warnings.setStyleSheet("QLabel { color: #e65100; font-weight: bold; }")
        else:
            self.warnings.setText(self.tr("Nessun avviso: nessuna ripetizione, nessun secondo riposo."))
            self.warnings.setStyleSheet("QLabel { color: #1b5e20; }")

    def show_tarot(self, view: rounds.RoundView, names: Mapping[int, str]) -> None:
        """Tables A, B, … with the four seats N, W, S, E (counter-clockwise; East deals first)."""
        self.tarot_model.set_rows(
            [
                (table_letter(t.number), *(f"{e} {names.get(e, '')}" for e in t.ns))
                for t in sorted(view.tables, key=lambda t: t.number)
            ],
            [t.number for t in sorted(view.tables, key=lambda t: t.number)],
        )
        how = (
            self.tr("seduti per il sorteggio dei trionfi: il più alto Nord al tavolo A")
            if view.number == 1
            else self.tr("seduti per la classifica provvisoria: 1°–4° al tavolo A, Nord-Ovest-Sud-Est")
        )
        self.warnings.setText(
            self.tr("Turno %1: %2; Est dà le carte per primo.")
            .replace("%1", str(view.number))
            .replace("%2", how)
        )
        self.warnings.setStyleSheet("QLabel { color: #1b5e20; }")

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

    def draw_trumps(self) -> None:
        players = [(e.number, e.name) for e in journal.entries(self.context.desk, self.context.tid)]
        trumps = ask_trumps(self, players)
        if trumps is not None:
            self.record_trumps(trumps)

    def record_trumps(self, trumps: Mapping[int, int] | None) -> None:
        """The draw recorded (typed, or drawn by the desk with a seed kept with it): round 1 is proposed."""
        seed = None if trumps is not None else random.SystemRandom().randrange(1, 2**31)
        _, error = self.context.act(
            tarot_service.record_draw, self.context.desk, self.context.tid, trumps, seed=seed
        )
        self.feedback.show_outcome(
            error, self.tr("Sorteggio registrato: turno 1 proposto, controllare e pubblicare.")
        )
        self.tarot_view.setFocus()

    def show_declaring(self, view: rounds.RoundView) -> None:
        declaring = rounds.declaring_first(self.context.desk, self.context.tid, view.number)
        self.declaring.setVisible(bool(declaring))
        self.draw_button.setVisible(bool(declaring) and view.number == 1)
        lines = []
        for match, (team, why) in declaring.items():
            if team is None:
                lines.append(
                    self.tr("Incontro %1: sorteggio dei capitani da registrare").replace("%1", str(match))
                )
            else:
                reason = self.tr("sorteggio") if why == "draw" else self.tr("più indietro in classifica")
                lines.append(
                    self.tr("Incontro %1: dichiara per prima la squadra %2 (%3)")
                    .replace("%1", str(match))
                    .replace("%2", str(team))
                    .replace("%3", reason)
                )
        self.declaring.setText(self.tr("Art. 3 — ") + "; ".join(lines) if lines else "")

    def record_draw(self) -> None:
        """The captains drew at the table: the referee picks the team that turned up the lower card."""
        row = self.view.currentIndex().row()
        if self.number != 1 or row < 0:
            self.feedback.bad(self.tr("Scegliere nel turno 1 il tavolo dell'incontro."))
            return
        view = rounds.view_round(self.context.desk, self.context.tid, 1)
        if row >= len(view.tables) or view.tables[row].match is None:
            self.feedback.bad(self.tr("Scegliere nel turno 1 il tavolo dell'incontro."))
            return
        table = view.tables[row]
        names = {e.number: e.name for e in journal.entries(self.context.desk, self.context.tid)}
        teams = [table.ns[0], table.ew[0]]
        labels = [f"{t} {names.get(t, '')}" for t in teams]
        chosen, ok = QInputDialog.getItem(
            self,
            self.tr("Sorteggio dei capitani"),
            self.tr("Squadra che ha scoperto la carta più bassa:"),
            labels,
            0,
            False,
        )
        if not ok:
            return
        _, error = self.context.act(
            rounds.record_draw, self.context.desk, self.context.tid, table.match, teams[labels.index(chosen)]
        )
        self.feedback.show_outcome(error, self.tr("Sorteggio registrato."))

    def propose(self) -> None:
        if not self.latest:
            self.offer_closing()
        number, error = self.context.act(
            rounds.propose_round,
            self.context.desk,
            self.context.tid,
            self.method.currentData(),
            seating=str(self.seating.currentData()),
        )
        self.feedback.show_outcome(
            error, self.tr("Turno %1 proposto: controllare e pubblicare.").replace("%1", str(number))
        )
        self.view.setFocus()

    def offer_closing(self) -> None:
        """Before the first draw, when the door was kept and someone has not arrived: "Chiudi l'accoglienza", so
        the draw does not seat an absent entry by oversight. The referee may leave everyone in."""
        desk, tid = self.context.desk, self.context.tid
        used, _error = self.context.read(checkin.in_use, desk, tid)
        if not used:
            return
        state, _error = self.context.read(checkin.closing, desk, tid)
        if state is None or not state.absent or state.refusal is not None:
            return
        dialog = ClosingDialog(state, self.context, self)
        self.closing_dialog = dialog  # the tests answer it
        if dialog.exec() == QDialog.DialogCode.Accepted and dialog.chosen():
            self.context.act(checkin.strike_absent, desk, tid, dialog.chosen())

    def edit(self, operation: str, a: int, b: int | None) -> bool:
        if self.number is None:
            return False
        _, error = self.context.act(
            rounds.edit_round, self.context.desk, self.context.tid, self.number, operation, a, b
        )
        return self.feedback.show_outcome(error, self.tr("Disposizione modificata."))

    def edit_from_fields(self, operation: str, *, both: bool) -> None:
        """One edit from the two fields, then the fields are emptied: the same click or key cannot repeat it."""
        first, second = self.first.value(), self.second.value()
        if self.status != "proposed" or not first or (both and not second):
            self.feedback.bad(self.tr("Indicare le formazioni da spostare nei campi «Formazione» e «con»."))
            return
        if self.edit(operation, first, second if both else None):
            self.first.setValue(0)
            self.second.setValue(0)

    def swap_from_keys(self) -> None:
        if self.status == "published":
            self.reseat_late()
        else:
            self.edit_from_fields("swap", both=True)

    def reseat_late(self) -> None:
        """The entry in «Formazione» arrived late without notice: it changes places with the one in «con»."""
        late, other = self.first.value(), self.second.value()
        if self.status != "published" or self.number is None or not late or not other:
            self.feedback.bad(
                self.tr(
                    "Indicare nei campi la formazione in ritardo e, in «con», quella che prende il suo posto."
                )
            )
            return
        warnings, error = self.context.act(
            rounds.reseat_late, self.context.desk, self.context.tid, self.number, late, other
        )
        done = (
            self.tr("La formazione %1 (in ritardo) ha ceduto il posto alla %2 (Art. 38).")
            .replace("%1", str(late))
            .replace("%2", str(other))
        )
        if warnings:
            done += " " + " ".join(w.italian for w in warnings)
        if self.feedback.show_outcome(error, done):
            self.first.setValue(0)
            self.second.setValue(0)

    def complete_table(self) -> None:
        """The entry in «Formazione», registered late, completes the round's incomplete table (Art. 39)."""
        entry = self.first.value()
        if self.number is None or not entry:
            self.feedback.bad(self.tr("Indicare nel campo «Formazione» la formazione arrivata in ritardo."))
            return
        warnings, error = self.context.act(
            rounds.complete_table, self.context.desk, self.context.tid, self.number, entry, None
        )
        done = self.tr("La formazione %1 completa il tavolo incompleto (Art. 39).").replace("%1", str(entry))
        if warnings:
            done += " " + " ".join(w.italian for w in warnings)
        if self.feedback.show_outcome(error, done):
            self.first.setValue(0)
            self.second.setValue(0)

    def wrong_table(self) -> None:
        """The entries in «Formazione» and «con» played at each other's places: recorded for this round only."""
        a, b = self.first.value(), self.second.value()
        if self.status != "published" or self.number is None or not a or not b:
            self.feedback.bad(
                self.tr("Indicare nei campi le due formazioni che hanno giocato l'una al posto dell'altra.")
            )
            return
        warnings, error = self.context.act(
            rounds.wrong_table, self.context.desk, self.context.tid, self.number, a, b
        )
        done = (
            self.tr(
                "Le formazioni %1 e %2 hanno giocato l'una al posto dell'altra: i risultati vanno dove hanno "
                "giocato, dal turno successivo ognuna torna al suo posto (Art. 2). Ammonire chi ha sbagliato "
                "(pagina Sanzioni)."
            )
            .replace("%1", str(a))
            .replace("%2", str(b))
        )
        if warnings:
            done += " " + " ".join(w.italian for w in warnings)
        if self.feedback.show_outcome(error, done):
            self.first.setValue(0)
            self.second.setValue(0)

    def publish(self) -> None:
        if self.latest is None:
            return
        number = self.latest
        _, error = self.context.act(rounds.publish_round, self.context.desk, self.context.tid, number)
        if self.feedback.show_outcome(
            error, self.tr("Turno %1 pubblicato: si gioca.").replace("%1", str(number))
        ):
            self.published.emit(number)

    def choose_round(self, index: int) -> None:
        """See (and reprint) an earlier round; the newest round again follows every new one."""
        number = self.round_choice.itemData(index)
        self.chosen = None if number == self.latest else number
        self.refresh()

    def close_round(self) -> None:
        if self.latest is None:
            return
        number = self.latest
        odd = questioned_tables(self.context.desk, self.context.tid, number)
        if odd:
            # Listed before closing: a slip like 80015 for 800 and 15 is cheapest to fix before the next round.
            answer = dialogs.choose(
                self,
                self.tr("Risultati da verificare"),
                (
                    self.tr(
                        "Il turno %1 ha un risultato insolito non ancora verificato sul foglio: tavolo %2.\n"
                        "Verificarlo (pagina Risultati) prima di chiudere?"
                    )
                    if len(odd) == 1
                    else self.tr(
                        "Il turno %1 ha risultati insoliti non ancora verificati sul foglio: tavoli %2.\n"
                        "Verificarli (pagina Risultati) prima di chiudere?"
                    )
                )
                .replace("%1", str(number))
                .replace("%2", ", ".join(map(str, odd))),
                [self.tr("Chiudi comunque"), self.tr("Torna a verificare")],
                default=1,
            )
            if answer != 0:
                self.feedback.bad(
                    self.tr("Turno %1 non chiuso: da verificare sul foglio: %2.")
                    .replace("%1", str(number))
                    .replace("%2", ", ".join(map(str, odd)))
                )
                return
        closed, error = self.context.act(rounds.close_round, self.context.desk, self.context.tid, number)
        if closed is not None and closed.backup_failed is not None:
            self.feedback.bad(self.context.message(closed.backup_failed))
            return
        self.feedback.show_outcome(
            error, self.tr("Turno %1 chiuso; copia di sicurezza fatta.").replace("%1", str(number))
        )

    def tarot(self) -> bool:
        """The open game seats by its own rule (ui/games.py): the Tarot's round page."""
        look = self.context.look
        return look is not None and look.seated_by_rule

    # The report writers (reportlab) load when the referee first prints, not with the desk's window.
    def print_sheets(self) -> None:
        from fibur_director.reports.burraco.score_sheets import score_sheets
        from fibur_director.reports.tarot.sheets import turn_sheets

        if self.tarot():
            self._print(self.tr("Schede di turno del turno"), "schede", [turn_sheets])
            return
        self._print(self.tr("Score del turno"), "score", [score_sheets], codes=True)

    def print_summary(self) -> None:
        from fibur_director.reports.tarot.sheets import summaries

        self._print(
            self.tr("Schema riassuntivo dopo il turno"),
            "schema-riassuntivo",
            [lambda book, number, out: summaries(book, out, up_to_round=number)],
        )

    def print_seating(self) -> None:
        from fibur_director.reports.burraco.seating import seating

        self._print(self.tr("Disposizione del turno"), "disposizione", [seating], address=True)

    def print_poster(self) -> None:
        from fibur_director.reports.burraco.seating import seating_poster

        self._print(self.tr("Manifesto della disposizione"), "manifesto", [seating_poster])

    def print_pack(self) -> None:
        """Everything the round needs on paper, in one go: the score sheets, the seating and the poster (at the
        Tarot, the Scheda di Turno of each table: the seats are on it)."""
        from fibur_director.reports.burraco.score_sheets import score_sheets
        from fibur_director.reports.burraco.seating import seating, seating_poster
        from fibur_director.reports.tarot.sheets import turn_sheets

        if self.tarot():
            self._print(self.tr("Pacchetto del turno"), "pacchetto", [turn_sheets])
            return
        self._print(
            self.tr("Pacchetto del turno"),
            "pacchetto",
            [score_sheets, seating, seating_poster],
            codes=True,
            address=True,
        )

    def _print(
        self, title: str, what: str, writers: list[Any], *, codes: bool = False, address: bool = False
    ) -> None:
        number = self.number
        if number is None:
            return
        done, error = print_pdfs(
            self,
            self.context,
            self.tr("%1 %2").replace("%1", title).replace("%2", str(number)),
            file_name(self.context, what, number),
            [lambda book, out, write=write: write(book, number, out) for write in writers],
            codes=codes,
            address=address,
        )
        if done is not None:
            self.feedback.good(done)
        elif error is not None:
            self.feedback.bad(error)
