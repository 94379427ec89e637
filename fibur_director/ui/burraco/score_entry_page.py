"""Score entry: table number, Enter, NS points, Tab, EW points, Enter. The VP appear, the next missing table
is proposed (Enter takes it, typing a number replaces it), and a list shows the tables still missing.

A number that is not a multiple of 5 is refused on the spot, before the cursor moves on. With the deal detail
on (Ctrl+D) each deal is typed instead of the totals, which are then the deals' sums.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QCoreApplication, QEvent, QModelIndex, QObject, QRegularExpression, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QRegularExpressionValidator, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from fibur_director.domain import table_entry as te
from fibur_director.services import journal
from fibur_director.services import table_entry as tab
from fibur_director.services.burraco.results import check_correction, needs_countersignature, question_score
from fibur_director.services.results import TableOutcome, confirm_oddity, enter_result
from fibur_director.ui import context as dialogs
from fibur_director.ui.context import DeskContext, Feedback
from fibur_director.ui.page import Page
from fibur_director.ui.printing import file_name, print_pdfs
from fibur_director.ui.table_board import TableBoard
from fibur_director.ui.table_entry_panel import phone_board
from fibur_director.ui.table_model import RowsModel, table_view

POINTS = QRegularExpression(r"^-?\d{0,5}$")
ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
# One key per version the phones sent for a table, to take it as the sheet (issue 38): a third version is the most
# a table can have (domain.table_entry.MAX_VERSIONS + 1).
VERSION_KEYS = ("F2", "F3", "F4")


def state_words() -> dict[str, tuple[str, str]]:
    """A table's state (``journal.TABLE_STATES``) in the referee's words, with its colour on the desk. Translated
    under the page's context by name: lupdate files ``x.tr(...)`` under the variable's name, which no lookup at
    run time would use."""
    return {
        "missing": (QCoreApplication.translate("ScoreEntryPage", "manca"), "#ffe0b2"),
        "entered": (QCoreApplication.translate("ScoreEntryPage", "inserito"), "#c8e6c9"),
        "questioned": (QCoreApplication.translate("ScoreEntryPage", "da verificare"), "#ffcdd2"),
        "corrected": (QCoreApplication.translate("ScoreEntryPage", "corretto"), "#bbdefb"),
        "sanction": (QCoreApplication.translate("ScoreEntryPage", "deciso da sanzione"), "#e1bee7"),
        "phone_pending": (
            QCoreApplication.translate("ScoreEntryPage", "dal tavolo, da confermare"),
            "#fff9c4",
        ),
        "phone_check": (QCoreApplication.translate("ScoreEntryPage", "dal tavolo, da verificare"), "#ffcdd2"),
        # Recorded, but both lines wrote from one phone (issue 39): the paper sheet is the check.
        # Its own colour (cyan), not a shade of the plain ✓'s green: the referee must see it (found from outside).
        "phone_one_device": (QCoreApplication.translate("ScoreEntryPage", "stesso telefono"), "#b2ebf2"),
    }


class ScoreEntryPage(Page):
    entered = Signal(object)  # the TableOutcome of each accepted score sheet

    def __init__(self, context: DeskContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.number: int | None = None  # the published round being scored
        # The round the referee chose in the selector (None: follow the newest), for the Art. 20 complaint about
        # an earlier round that arrives while the next one is played.
        self.chosen: int | None = None
        self.rows: list[journal.TableRow] = []
        self.names: dict[int, str] = {}
        # What the tables' phones sent for this round's tables (issue 26), table -> state; empty when off.
        self.phones: dict[int, te.PhoneState] = {}
        # The table and VP the big result line shows, so it goes when they no longer hold (another table, undo).
        self.shown: tuple[int, int, int | None, int | None] | None = None
        self.deals_count = 4
        self.title = QLabel()
        self.title.setObjectName("scoreTitle")
        font = self.title.font()
        font.setPointSize(font.pointSize() + 4)
        font.setBold(True)
        self.title.setFont(font)
        self.round_choice = QComboBox()
        self.round_choice.setObjectName("roundChoice")
        self.round_choice.activated.connect(self.choose_round)

        big = self.font()
        big.setPointSize(big.pointSize() + 8)
        self.table_edit = QLineEdit()
        self.table_edit.setObjectName("tableNumber")
        self.table_edit.setValidator(QRegularExpressionValidator(QRegularExpression(r"^\d{0,4}$")))
        self.ns_edit = QLineEdit()
        self.ns_edit.setObjectName("nsPoints")
        self.ew_edit = QLineEdit()
        self.ew_edit.setObjectName("ewPoints")
        for edit in (self.table_edit, self.ns_edit, self.ew_edit):
            edit.setFont(big)
            edit.setMaximumWidth(160)
            edit.installEventFilter(self)
        for edit in (self.ns_edit, self.ew_edit):
            edit.setValidator(QRegularExpressionValidator(POINTS))
        self.seats = QLabel()
        self.seats.setObjectName("seats")
        self.seats.setWordWrap(True)
        self.outcome = QLabel()
        self.outcome.setObjectName("outcome")
        self.outcome.setFont(big)
        self.feedback = Feedback()
        self.detail = QCheckBox(self.tr("&Dettaglio smazzate (Ctrl+D)"))
        self.detail.setObjectName("dealDetail")
        self.detail.toggled.connect(self.show_detail)
        QShortcut(QKeySequence("Ctrl+D"), self, self.detail.toggle)
        self.deals_box = QGroupBox(self.tr("Smazzate (Nord-Sud, Est-Ovest)"))
        self.deals_grid = QGridLayout(self.deals_box)
        self.deal_edits: list[tuple[QLineEdit, QLineEdit]] = []
        self.deals_box.hide()
        # A table whose two lines' phones disagree: both versions side by side, one key takes either.
        self.versions_box = QGroupBox(self.tr("Referti dai telefoni"))
        self.versions_box.setObjectName("phoneVersions")
        self.versions_grid = QGridLayout(self.versions_box)
        self.versions_box.hide()
        self.versions: tuple[tuple[str, int, int, te.Deals], ...] = ()
        self.version_buttons: list[QPushButton] = []
        for number, key in enumerate(VERSION_KEYS):
            QShortcut(QKeySequence(key), self, lambda n=number: self.take_version(n))

        self.model = RowsModel(
            [
                self.tr("Tavolo"),
                self.tr("Nord-Sud"),
                self.tr("Est-Ovest"),
                self.tr("Punti NS"),
                self.tr("Punti EO"),
                self.tr("PV NS"),
                self.tr("PV EO"),
                self.tr("Stato"),
            ]
        )
        # The words and colours of a table's state, shared with the table board (board_page.py).
        self.state_words = state_words()
        self.view = table_view(self.model, "roundResults", stretch=2)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keyboard stays in the three fields
        self.view.doubleClicked.connect(self.open_row)  # a row opens for correction
        self.missing = QLabel()
        self.missing.setObjectName("missing")
        self.missing.setWordWrap(True)
        self.check_button = QPushButton(self.tr("Verificato sul f&oglio"))
        self.check_button.setObjectName("confirmOddity")
        self.check_button.setToolTip(
            self.tr("Il risultato insolito del tavolo scelto è stato confrontato con il foglio: resta com'è.")
        )
        self.check_button.clicked.connect(self.confirm_oddity)
        self.check_button.setEnabled(False)
        self.table_edit.textChanged.connect(
            lambda _text: self.check_button.setEnabled(self.chosen_row_state() == "questioned")
        )
        self.results_button = QPushButton(self.tr("Stampa i &risultati del turno"))
        self.results_button.setObjectName("printResults")
        self.results_button.clicked.connect(self.print_results)
        self.double_entry = QCheckBox(self.tr("Doppia di&gitazione"))
        self.double_entry.setObjectName("doubleEntry")
        self.double_entry.setToolTip(
            self.tr("Ogni foglio si scrive due volte; si registra solo se le due volte coincidono.")
        )
        self.double_entry.toggled.connect(lambda _on: self.forget_first_typing())
        self.first_typing: tuple[int, tuple[int, int] | None, tuple[tuple[int, int], ...]] | None = None

        entry = QGridLayout()
        for column, (text, field) in enumerate(
            (
                (self.tr("&Tavolo"), self.table_edit),
                (self.tr("Punti &Nord-Sud"), self.ns_edit),
                (self.tr("Punti &Est-Ovest"), self.ew_edit),
            )
        ):
            label = QLabel(text)
            label.setBuddy(field)
            entry.addWidget(label, 0, column)
        entry.addWidget(self.table_edit, 1, 0)
        entry.addWidget(self.ns_edit, 1, 1)
        entry.addWidget(self.ew_edit, 1, 2)
        entry.setColumnStretch(3, 1)
        hint = QLabel(
            self.tr("Tavolo ⏎  punti NS ⇥  punti EO ⏎ — il cursore passa al tavolo mancante successivo.")
        )
        hint.setStyleSheet("QLabel { color: #555; }")
        hint.setWordWrap(True)  # else its one line sets the page's width, too wide for a 1024-pixel laptop
        left = QVBoxLayout()
        heading = QHBoxLayout()
        heading.addWidget(self.title, 1)
        round_label = QLabel(self.tr("T&urno"))
        round_label.setBuddy(self.round_choice)
        heading.addWidget(round_label)
        heading.addWidget(self.round_choice)
        left.addLayout(heading)
        left.addLayout(entry)
        left.addWidget(hint)
        options = QHBoxLayout()
        options.addWidget(self.detail)
        options.addWidget(self.double_entry)
        options.addStretch(1)
        left.addLayout(options)
        left.addWidget(self.deals_box)
        left.addWidget(self.seats)
        left.addWidget(self.versions_box)
        left.addWidget(self.outcome)
        left.addWidget(self.feedback)
        left.addWidget(self.missing)
        actions = QHBoxLayout()
        actions.addWidget(self.check_button)
        actions.addWidget(self.results_button)
        actions.addStretch(1)
        left.addLayout(actions)
        left.addStretch(1)
        self.board = TableBoard(self.state_words)
        self.board.opened.connect(self.open_from_board)
        self.board.undo_phone.connect(self.undo_phone_sheet)
        self.lists = QTabWidget()
        self.lists.setObjectName("scoreLists")
        self.lists.addTab(self.view, self.tr("&Lista del turno"))
        self.lists.addTab(self.board, self.tr("Ta&bellone"))
        self.lists.currentChanged.connect(lambda _i: self.show_board())
        layout = QHBoxLayout(self)
        layout.addLayout(left, 2)
        layout.addWidget(self.lists, 3)

    # -- reading ----------------------------------------------------------------------------------------------

    def refresh(self) -> None:
        if self.context.tournament_id is None:
            self.number = None
            self.title.setText(self.tr("Nessun torneo aperto."))
            self.model.set_rows([])
            return
        states = journal.rounds(self.context.desk, self.context.tid)
        published = [r for r in states if r.status != "proposed"]
        open_rounds = [r for r in published if r.status == "published"]
        current = open_rounds[-1] if open_rounds else published[-1] if published else None
        chosen = next((r for r in published if r.number == self.chosen), None)
        if chosen is not None:
            current = chosen
        self.round_choice.blockSignals(True)
        self.round_choice.clear()
        for state in published:
            self.round_choice.addItem(str(state.number), state.number)
        if current is not None:
            self.round_choice.setCurrentIndex(self.round_choice.findData(current.number))
        self.round_choice.blockSignals(False)
        if not self.deal_edits or self.context.changed_any("tournaments"):
            deals = journal.settings_of(self.context.desk, self.context.tid).deals_per_round
            if deals != self.deals_count or not self.deal_edits:
                self.build_deal_fields(deals)
        if current is None:
            self.number = None
            self.title.setText(self.tr("Nessun turno pubblicato."))
            self.model.set_rows([])
            self.missing.setText("")
            for edit in (self.table_edit, self.ns_edit, self.ew_edit):
                edit.setEnabled(False)
            return
        for edit in (self.table_edit, self.ns_edit, self.ew_edit):
            edit.setEnabled(True)
        if self.number != current.number:
            # Another round: what was said about the last sheet of the previous one no longer applies.
            self.outcome.clear()
            self.seats.clear()
        self.number = current.number
        closed = self.tr(" (chiuso: ogni cambio è una correzione)") if current.status == "closed" else ""
        self.title.setText(self.tr("Risultati del turno %1").replace("%1", str(current.number)) + closed)
        self.names = {number: name for number, (name, _players) in self.entry_names().items()}
        self.show_rows()

    def show_rows(self) -> None:
        assert self.number is not None
        self.rows = self.with_phones(journal.table_results(self.context.desk, self.context.tid, self.number))
        self.model.set_rows(
            [
                (
                    r.number,
                    self.side(r.ns),
                    self.side(r.ew),
                    r.ns_points,
                    r.ew_points,
                    r.ns_vp,
                    r.ew_vp,
                    self.state_words[r.state][0] if r.state != "entered" else "",
                )
                for r in self.rows
            ],
            [r.number for r in self.rows],
            {i for i, r in enumerate(self.rows) if r.missing},
            {i: self.state_words[r.state][1] for i, r in enumerate(self.rows) if r.state != "entered"},
        )
        missing = [r.number for r in self.rows if r.missing]
        if len(missing) == 1:
            text = self.tr("Manca il tavolo %1").replace("%1", str(missing[0]))
        elif missing:
            text = (
                self.tr("Mancano %1 tavoli: %2")
                .replace("%1", str(len(missing)))
                .replace("%2", ", ".join(map(str, missing)))
            )
        else:
            text = self.tr("Tutti i tavoli hanno il risultato: il turno si può chiudere.")
        odd = [r.number for r in self.rows if r.state == "questioned"]
        disputed = [r.number for r in self.rows if r.state == "phone_check"]
        if (odd or disputed) and not text.endswith("."):
            text += "."  # a sentence follows: "Mancano 3 tavoli: 4, 5, 6. Da verificare …"
        if odd:
            # "Every table has a result" is not the whole story while a sheet still waits to be checked.
            text += " " + self.tr("Da verificare sul foglio: %1.").replace("%1", ", ".join(map(str, odd)))
        if disputed:
            text += " " + self.tr("Da verificare, i telefoni non coincidono: %1.").replace(
                "%1", ", ".join(map(str, disputed))
            )
        self.missing.setText(text)
        self.forget_outcome_if_gone()
        self.missing.setStyleSheet(
            "QLabel { color: #c62828; }" if missing or odd else "QLabel { color: #1b5e20; }"
        )
        self.check_button.setEnabled(self.chosen_row_state() == "questioned")
        self.show_board()

    def with_phones(self, rows: list[journal.TableRow]) -> list[journal.TableRow]:
        """The round's rows with what the phones sent laid over the missing ones (issue 38): a table whose two
        lines disagree is "da verificare", one waiting for its other line "da confermare", one recorded from a
        single phone "stesso telefono", as on the board."""
        self.phones = {}
        tid = self.context.tid
        if self.number is None or not tab.table_entry_on(self.context.desk, tid):
            return rows
        self.phones = {
            table: state
            for (number, table), state in tab.phone_states(self.context.desk, tid).items()
            if number == self.number and state.phase != te.OPEN
        }
        laid = []
        for row in rows:
            phones = self.phones.get(row.number)
            if row.state == "missing" and phones is not None:
                row = dataclasses.replace(
                    row, state="phone_pending" if phones.phase == te.PENDING else "phone_check"
                )
            elif row.state == "entered" and phones is not None and phones.one_device:
                # Recorded, both lines from one phone (issue 39): said in the list too, for the paper check.
                row = dataclasses.replace(row, state="phone_one_device")
            laid.append(row)
        return laid

    def show_versions(self, row: journal.TableRow) -> None:
        """The versions the phones sent for the chosen table, side by side with their deals, each under its
        key; the deals where they part in red. Hidden for a table the phones did not write about."""
        phones = self.phones.get(row.number) if row.state in ("phone_check", "phone_pending") else None
        while self.versions_grid.count():
            item = self.versions_grid.takeAt(0)
            if item is not None and item.widget() is not None:
                item.widget().deleteLater()  # type: ignore[union-attr]
        self.version_buttons = []
        self.versions = phones.versions if phones is not None else ()
        self.versions_box.setVisible(bool(self.versions))
        if not self.versions:
            return
        self.versions_box.setTitle(
            self.tr("Referti dai telefoni: non coincidono")
            if phones is not None and phones.phase == te.DISPUTED and len(self.versions) > 1
            else self.tr("Referto dai telefoni: in attesa dell'altra linea")
            if phones is not None and phones.phase == te.PENDING
            else self.tr("Referto dai telefoni")
        )
        rows = max(len(deals) for _line, _ns, _ew, deals in self.versions)
        for i in range(rows):
            self.versions_grid.addWidget(QLabel(self.tr("Smazzata %1").replace("%1", str(i + 1))), i + 1, 0)
        self.versions_grid.addWidget(QLabel(self.tr("<b>Totale</b>")), rows + 1, 0)
        for column, (line, ns, ew, deals) in enumerate(self.versions, start=1):
            head = QLabel(self.tr("<b>%1 ha inviato</b>").replace("%1", te.LINE_WORDS[line]))
            self.versions_grid.addWidget(head, 0, column)
            for i, deal in enumerate(deals):
                cell = QLabel(f"{deal[0]} – {deal[1]}")
                if any(len(other) > i and other[i] != deal for _l, _n, _e, other in self.versions):
                    cell.setStyleSheet("QLabel { color: #c62828; font-weight: bold; }")
                self.versions_grid.addWidget(cell, i + 1, column)
            total = QLabel(f"<b>{ns} – {ew}</b>")
            self.versions_grid.addWidget(total, rows + 1, column)
            key = VERSION_KEYS[column - 1]
            button = QPushButton(self.tr("Prendi questo (%1)").replace("%1", key))
            button.setObjectName(f"takeVersion{column}")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keyboard stays in the fields
            button.clicked.connect(lambda _checked=False, n=column - 1: self.take_version(n))
            self.versions_grid.addWidget(button, rows + 2, column)
            self.version_buttons.append(button)

    def take_version(self, number: int) -> None:
        """The key under a version: that sheet typed in as the desk's own (every check of a typed sheet, the
        plausibility question included), which closes the table to the phones."""
        if number >= len(self.versions) or not self.versions_box.isVisible():
            return
        _line, ns, ew, deals = self.versions[number]
        detail = self.detail.isChecked()
        if deals and len(deals) == len(self.deal_edits):
            self.detail.setChecked(True)
            for (ns_edit, ew_edit), (a, b) in zip(self.deal_edits, deals, strict=True):
                ns_edit.setText(str(a))
                ew_edit.setText(str(b))
        else:
            self.detail.setChecked(False)
            self.ns_edit.setText(str(ns))
            self.ew_edit.setText(str(ew))
        try:
            self.submit()
        finally:
            self.detail.setChecked(detail)

    def forget_outcome_if_gone(self) -> None:
        """The big result line says the last sheet saved; once that table's VP are no longer those (undone,
        corrected elsewhere) it says nothing rather than a result the round does not hold."""
        if self.shown is None:
            return
        table, number, ns_vp, ew_vp = self.shown
        row = self.row(table)
        if number != self.number or row is None or (row.ns_vp, row.ew_vp) != (ns_vp, ew_vp) or row.missing:
            self.clear_outcome()

    def clear_outcome(self) -> None:
        self.shown = None
        self.outcome.clear()
        self.feedback.clear_message()

    def show_board(self) -> None:
        """Read only while the board is shown: after every score sheet it costs the whole tournament's scores."""
        if self.lists.currentWidget() is not self.board or self.context.tournament_id is None:
            return
        board = journal.table_board(self.context.desk, self.context.tid)
        tips = {
            (table, column.number): self.tr("NS: %1 · EO: %2")
            .replace("%1", self.side(ns))
            .replace("%2", self.side(ew))
            for column in board
            for table, (ns, ew) in column.seats.items()
        }
        phones = phone_board(self.context.desk, self.context.tid, board, tips)
        self.board.show_board(board, tips, phones)

    def undo_phone_sheet(self, number: int, table: int) -> None:
        """The board's "Annulla il referto dai telefoni": the phones' sheet taken back under the desk's name,
        leaving the table to the desk."""
        _done, error = self.context.act(
            tab.undo_phone_sheet, self.context.desk, self.context.tid, number, table
        )
        self.feedback.show_outcome(
            error,
            self.tr(
                "Turno %1, tavolo %2: referto dai telefoni annullato; il risultato si inserisce al banco."
            )
            .replace("%1", str(number))
            .replace("%2", str(table)),
        )

    def open_from_board(self, number: int, table: int) -> None:
        """A cell of the board: that round in the selector and its sheet in the fields, for correction."""
        index = self.round_choice.findData(number)
        if index >= 0:
            self.round_choice.setCurrentIndex(index)
            self.choose_round(index)
        self.table_edit.setText(str(table))
        self.choose_table()

    def chosen_row_state(self) -> str | None:
        text = self.table_edit.text()
        row = self.row(int(text)) if text.isdigit() else None
        return row.state if row is not None else None

    def side(self, entries: tuple[int, ...]) -> str:
        return " + ".join(f"{e} {self.names.get(e, '')}" for e in entries)

    def build_deal_fields(self, count: int) -> None:
        for ns, ew in self.deal_edits:
            ns.deleteLater()
            ew.deleteLater()
        self.deal_edits = []
        self.deals_count = count
        for i in range(count):
            ns, ew = QLineEdit(), QLineEdit()
            for edit, side in ((ns, "ns"), (ew, "ew")):
                edit.setObjectName(f"deal{i + 1}{side}")
                edit.setValidator(QRegularExpressionValidator(POINTS))
                edit.installEventFilter(self)
            self.deals_grid.addWidget(QLabel(str(i + 1)), i, 0)
            self.deals_grid.addWidget(ns, i, 1)
            self.deals_grid.addWidget(ew, i, 2)
            self.deal_edits.append((ns, ew))

    def show_detail(self, on: bool) -> None:
        self.deals_box.setVisible(on)
        self.ns_edit.setEnabled(not on)
        self.ew_edit.setEnabled(not on)

    # -- the keyboard flow ------------------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.KeyPress:
            return super().eventFilter(watched, event)
        assert isinstance(event, QKeyEvent)
        key = event.key()
        if watched is self.table_edit and key in ENTER_KEYS:
            self.choose_table()
            return True
        fields = (
            [self.ns_edit, self.ew_edit]
            if not self.detail.isChecked()
            else [edit for pair in self.deal_edits for edit in pair]
        )
        if watched in fields and key in (*ENTER_KEYS, Qt.Key.Key_Tab):
            assert isinstance(watched, QLineEdit)
            if not self.check_points(watched):
                return True  # refused on the spot: the cursor stays on the wrong number
            position = fields.index(watched)
            if key == Qt.Key.Key_Tab and position + 1 < len(fields):
                fields[position + 1].setFocus()
                fields[position + 1].selectAll()
            elif (key in ENTER_KEYS and position + 1 == len(fields)) or (
                key in ENTER_KEYS and self.detail.isChecked()
            ):
                self.submit()
            elif key in ENTER_KEYS:
                fields[position + 1].setFocus()
                fields[position + 1].selectAll()
            return True
        if key == Qt.Key.Key_Escape and watched in (
            self.ns_edit,
            self.ew_edit,
            *[e for p in self.deal_edits for e in p],
        ):
            self.table_edit.setFocus()
            self.table_edit.selectAll()
            return True
        return super().eventFilter(watched, event)

    def choose_round(self, index: int) -> None:
        """Show another published or closed round: its results can be corrected (by the rules of Art. 20,
        which the services apply) and its tables are listed."""
        number = self.round_choice.itemData(index)
        newest = self.round_choice.itemData(self.round_choice.count() - 1)
        self.chosen = None if number == newest else number
        self.refresh()
        self.table_edit.setFocus()
        self.table_edit.selectAll()

    def open_row(self, index: QModelIndex) -> None:
        """Double-click on a table of the grid: its sheet opens in the fields, for correction."""
        number = self.model.key(index.row())
        if number is None:
            return
        self.table_edit.setText(str(number))
        self.choose_table()

    def row(self, number: int) -> journal.TableRow | None:
        return next((r for r in self.rows if r.number == number), None)

    def choose_table(self) -> None:
        text = self.table_edit.text()
        row = self.row(int(text)) if text.isdigit() else None
        if self.number is None:
            return
        if row is None:
            self.feedback.bad(
                self.tr("Il turno %1 non ha il tavolo %2.")
                .replace("%1", str(self.number))
                .replace("%2", text or "–")
            )
            self.table_edit.selectAll()
            return
        if self.shown is not None and self.shown[0] != row.number:
            self.clear_outcome()  # the line named the previous table; this one is being typed now
        self.feedback.clear_message()
        self.show_versions(row)
        self.seats.setText(
            self.tr("Tavolo %1 — NS: %2 · EO: %3")
            .replace("%1", str(row.number))
            .replace("%2", self.side(row.ns))
            .replace("%3", self.side(row.ew))
        )
        self.ns_edit.setText("" if row.ns_points is None else str(row.ns_points))
        self.ew_edit.setText("" if row.ew_points is None else str(row.ew_points))
        for ns, ew in self.deal_edits:
            ns.clear()
            ew.clear()
        if row.state == "questioned":
            self.feedback.bad(
                self.tr(
                    "Risultato insolito, da verificare sul foglio: correggerlo, o «Verificato sul foglio»."
                )
            )
        elif len(self.versions) > 1:
            keys = ", ".join(
                self.tr("%1 quello di %2")
                .replace("%1", VERSION_KEYS[i])
                .replace("%2", te.LINE_WORDS[version[0]])
                for i, version in enumerate(self.versions)
            )
            self.feedback.bad(
                self.tr("I telefoni non coincidono: %1; oppure scrivere il referto di carta.").replace(
                    "%1", keys
                )
            )
        elif self.versions:
            self.feedback.bad(
                self.tr("Dai telefoni: F2 prende quello inviato; oppure scrivere il referto di carta.")
            )
        self.check_button.setEnabled(row.state == "questioned")
        self.forget_first_typing()
        first = self.deal_edits[0][0] if self.detail.isChecked() and self.deal_edits else self.ns_edit
        first.setFocus()
        first.selectAll()
        self.view.selectRow(self.model.row_of(row.number))

    def check_points(self, edit: QLineEdit) -> bool:
        text = edit.text().strip()
        if not text or text == "-":
            self.feedback.bad(self.tr("Scrivere i punti (anche 0)."))
            return False
        if int(text) % 5:
            self.feedback.bad(
                self.tr("%1 non è un multiplo di 5: i punti del burraco lo sono sempre.").replace("%1", text)
            )
            edit.selectAll()
            return False
        self.feedback.clear_message()
        return True

    def typed_sheet(self) -> tuple[tuple[int | None, int | None], list[tuple[int, int]]] | None:
        """The sheet as typed: the two totals, or deal by deal (then no totals); None, said, when a deal lacks
        a side's points."""
        if self.detail.isChecked():
            filled = [(ns.text().strip(), ew.text().strip()) for ns, ew in self.deal_edits]
            if any(not a or not b for a, b in filled):
                self.feedback.bad(self.tr("Scrivere i punti di ogni smazzata (anche 0)."))
                return None
            return (None, None), [(int(a), int(b)) for a, b in filled]
        return (int(self.ns_edit.text()), int(self.ew_edit.text())), []

    def correction_allowed(self, table: int, points: tuple[int, int]) -> bool:
        # A correction the rules refuse anyway is refused before anyone is asked to confirm it.
        _none, refused = self.context.read(
            check_correction, self.context.desk, self.context.tid, self.number, table, *points
        )
        if refused is not None:
            self.feedback.bad(refused)
            return False
        return True

    def plausible(self, table: int, points: tuple[int, int]) -> dict[str, bool] | None:
        """Asks about an unusual sheet (the ruleset's plausibility): {} when nothing is unusual, {"checked": ...}
        when the referee saves it (verified on the sheet or to verify), None when they correct it."""
        reasons, unreadable = self.context.read(
            question_score, self.context.desk, self.context.tid, *points, self.context.language
        )
        if unreadable is not None:
            self.feedback.bad(unreadable)
            return None
        if not reasons:
            return {}
        answer = dialogs.choose(
            self,
            self.tr("Risultato insolito"),
            self.tr("Tavolo %1: %2 – %3 sembra insolito:\n%4\n\nÈ proprio quello scritto sul foglio?")
            .replace("%1", str(table))
            .replace("%2", str(points[0]))
            .replace("%3", str(points[1]))
            .replace("%4", "\n".join("• " + r for r in reasons)),
            [
                self.tr("Sì, verificato sul foglio: salva"),
                self.tr("Salva da verificare"),
                self.tr("No, correggo"),
            ],
            default=2,
        )
        if answer not in (0, 1):
            self.ns_edit.setFocus()
            self.ns_edit.selectAll()
            self.feedback.bad(self.tr("Non salvato: correggere i punti."))
            return None
        return {"checked": answer == 0}

    def correction_confirmed(self, table: int, ns: int | None, ew: int | None) -> dict[str, bool] | None:
        """A correction of an entered sheet: the opponents confirm it (Art. 20), and the referee countersigns
        when the round needs it; None when either says no."""
        question = (
            self.tr(
                "Il tavolo %1 ha già il risultato %2 – %3. Gli avversari confermano la correzione (Art. 20)?"
            )
            .replace("%1", str(table))
            .replace("%2", str(ns))
            .replace("%3", str(ew))
        )
        if not self.confirm(question):
            return None
        confirmed = {"confirmed_by_opponents": True}
        assert self.number is not None  # its caller checked: a published round is being scored
        if needs_countersignature(self.context.desk, self.context.tid, self.number):
            if not self.confirm(
                self.tr("Questa correzione richiede la controfirma dell'arbitro. Controfirmata?")
            ):
                return None
            confirmed["countersigned"] = True
        return confirmed

    def submit(self) -> None:
        if self.number is None or not self.table_edit.text().isdigit():
            return
        table = int(self.table_edit.text())
        row = self.row(table)
        if row is None:
            self.choose_table()
            return
        typed = self.typed_sheet()
        if typed is None:
            return
        totals, deals = typed
        if self.double_entry.isChecked() and not self.typed_twice(table, totals, deals):
            return
        points = (
            (totals[0], totals[1])
            if totals[0] is not None and totals[1] is not None
            else (sum(a for a, _ in deals), sum(b for _, b in deals))
        )
        if row.ns_points is not None and not self.correction_allowed(table, points):
            return
        checked = self.plausible(table, points)
        if checked is None:
            return
        correction: dict[str, bool] = dict(checked)
        if row.ns_points is not None:
            confirmed = self.correction_confirmed(table, row.ns_points, row.ew_points)
            if confirmed is None:
                return
            correction.update(confirmed)
        outcome, error = self.context.act(
            enter_result,
            self.context.desk,
            self.context.tid,
            self.number,
            table,
            *totals,
            deals=deals,
            **correction,
        )
        if outcome is None:
            self.feedback.bad(error or "")
            return
        self.show_outcome(outcome)
        self.entered.emit(outcome)
        self.next_table(table)

    def typed_twice(
        self, table: int, totals: tuple[int | None, int | None], deals: list[tuple[int, int]]
    ) -> bool:
        """Double entry: the first typing of a sheet is kept and the fields cleared for the second; only two
        equal typings go on to be saved. A difference starts the sheet over."""
        typed = (table, (totals[0], totals[1]) if totals[0] is not None else None, tuple(deals))
        first, self.first_typing = self.first_typing, None
        if first is None:
            self.first_typing = typed  # type: ignore[assignment]
            self.feedback.good(
                self.tr("Tavolo %1: prima digitazione presa; scrivere di nuovo il foglio.").replace(
                    "%1", str(table)
                )
            )
            self.clear_points()
            return False
        if first != typed:
            self.feedback.bad(
                self.tr(
                    "Tavolo %1: le due digitazioni non coincidono; nulla è salvato, riscrivere il foglio."
                ).replace("%1", str(table))
            )
            self.clear_points()
            return False
        return True

    def clear_points(self) -> None:
        self.ns_edit.clear()
        self.ew_edit.clear()
        for ns, ew in self.deal_edits:
            ns.clear()
            ew.clear()
        first = self.deal_edits[0][0] if self.detail.isChecked() and self.deal_edits else self.ns_edit
        first.setFocus()

    def forget_first_typing(self) -> None:
        self.first_typing = None

    def print_results(self) -> None:
        """The chosen round's results, table by table, for the wall or the file (also an earlier round)."""
        number = self.number
        if number is None:
            return
        from fibur_director.reports.burraco.listings import results_pdf  # reportlab loads on the first print

        done, error = print_pdfs(
            self,
            self.context,
            self.tr("Risultati del turno %1").replace("%1", str(number)),
            file_name(self.context, "risultati", number),
            [lambda book, out: results_pdf(book, out, round_number=number)],
        )
        if done is not None:
            self.feedback.good(done)
        elif error is not None:
            self.feedback.bad(error)

    def confirm_oddity(self) -> None:
        """The questioned sheet of the table in the table field was compared with the paper: it stays."""
        text = self.table_edit.text()
        if self.number is None or not text.isdigit():
            return
        _done, error = self.context.act(
            confirm_oddity, self.context.desk, self.context.tid, self.number, int(text)
        )
        if self.feedback.show_outcome(
            error, self.tr("Tavolo %1: risultato verificato sul foglio.").replace("%1", text)
        ):
            self.next_table(int(text))

    def confirm(self, question: str) -> bool:
        answer = QMessageBox.question(self, self.tr("Correzione"), question)
        return answer == QMessageBox.StandardButton.Yes

    def show_outcome(self, outcome: TableOutcome) -> None:
        self.show_vp(outcome)
        if outcome.oddity == "questioned":
            self.feedback.bad(
                self.tr(
                    "Registrato da verificare: il tavolo %1 resta segnato finché non si verifica il foglio."
                ).replace("%1", str(outcome.table))
            )

    def show_vp(self, outcome: TableOutcome) -> None:
        self.shown = (outcome.table, self.number or 0, outcome.ns_vp, outcome.ew_vp)
        self.outcome.setText(
            self.tr("Tavolo %1: PV %2 – %3")
            .replace("%1", str(outcome.table))
            .replace("%2", "–" if outcome.ns_vp is None else str(outcome.ns_vp))
            .replace("%3", "–" if outcome.ew_vp is None else str(outcome.ew_vp))
        )
        self.feedback.good(
            self.tr("Registrato: NS %1 PV, EO %2 PV.")
            .replace("%1", str(outcome.ns_vp))
            .replace("%2", str(outcome.ew_vp))
        )
        if outcome.swapped_next_round:
            a, b = outcome.swapped_next_round
            self.feedback.good(
                self.tr(
                    "Registrato; risultato invertito: %1 e %2 si scambiano il posto nel turno successivo (Art. 19)."
                )
                .replace("%1", str(a))
                .replace("%2", str(b))
            )

    def next_table(self, after: int) -> None:
        missing = [r.number for r in self.rows if r.missing]
        following = [n for n in missing if n > after] or missing
        self.table_edit.setText(str(following[0]) if following else "")
        self.seats.setText("")
        self.versions = ()
        self.versions_box.hide()
        self.ns_edit.clear()
        self.ew_edit.clear()
        for ns, ew in self.deal_edits:
            ns.clear()
            ew.clear()
        self.table_edit.setFocus()
        self.table_edit.selectAll()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self.table_edit.text() and self.rows:
            missing = [r.number for r in self.rows if r.missing]
            if missing:
                self.table_edit.setText(str(missing[0]))
        self.table_edit.setFocus()
        self.table_edit.selectAll()
