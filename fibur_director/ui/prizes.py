"""The tournament's prize list at the desk (issue 37, item 5): a table editor, one row per prize in the order they
are given, with the list's three rules above it and, below, who would take each prize now (the same awards the
definitive standings print). «Salva» keeps the list as one action (Ctrl+Z takes it back); a list that cannot be
used is refused in words naming the row and the column, and nothing is kept. The TOML file of the command line
opens into the table and the table saves as one."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from fibur_director.domain.errors import FiburError
from fibur_director.domain.prizes import PrizeList, PrizeListError, prize_list_of, prize_list_toml
from fibur_director.reports.prizes import Awarded, entry_names
from fibur_director.services import journal, prizes
from fibur_director.services.readmodel import cached_tournament
from fibur_director.ui import context as dialogs
from fibur_director.ui.context import DeskContext, Feedback

# The table's columns and the list's key each one writes.
KEYS = ("name", "places", "category", "group", "rounds", "from_bottom")


class PrizeListDialog(QDialog):
    """Edit the open tournament's prize list."""

    def __init__(self, context: DeskContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("prizeList")
        self.context = context
        self.setWindowTitle(self.tr("Elenco dei premi"))
        self.columns = (
            self.tr("Premio"),
            self.tr("Posti"),
            self.tr("Categoria"),
            self.tr("Girone"),
            self.tr("Turni"),
            self.tr("Dal fondo"),
        )
        self.one = QCheckBox(self.tr("Un solo premio per formazione (il primo nell'ordine dell'elenco)"))
        self.one.setObjectName("onePerEntry")
        self.pair = QComboBox()
        self.pair.setObjectName("pairCategory")
        self.pair.addItem(self.tr("quella del giocatore migliore"), "better")
        self.pair.addItem(self.tr("quella del giocatore peggiore"), "worse")
        self.ties = QComboBox()
        self.ties.setObjectName("ties")
        self.ties.addItem(self.tr("premiati tutti"), "share")
        self.ties.addItem(self.tr("l'ordine della classifica"), "standings")
        self.table = QTableWidget(0, len(KEYS))
        self.table.setObjectName("prizes")
        self.table.setHorizontalHeaderLabels(list(self.columns))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, len(KEYS)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setToolTip(
            self.tr(
                "Categoria: una o più, separate da virgole (C, D). Girone: la lettera di un girone di merito. "
                "Turni: la classifica sui soli turni indicati (4, 5). Dal fondo: gli ultimi posti."
            )
        )
        self.add_button = QPushButton(self.tr("&Aggiungi"))
        self.add_button.setObjectName("addPrize")
        self.add_button.clicked.connect(lambda: self.add_row())
        self.remove_button = QPushButton(self.tr("&Togli"))
        self.remove_button.clicked.connect(self.remove_row)
        self.up_button = QPushButton(self.tr("S&u"))
        self.up_button.clicked.connect(lambda: self.move_row(-1))
        self.down_button = QPushButton(self.tr("&Giù"))
        self.down_button.clicked.connect(lambda: self.move_row(1))
        self.open_button = QPushButton(self.tr("Apri &file…"))
        self.open_button.clicked.connect(self.open_file)
        self.write_button = QPushButton(self.tr("Scri&vi file…"))
        self.write_button.clicked.connect(self.write_file)
        self.preview_button = QPushButton(self.tr("A&nteprima"))
        self.preview_button.setObjectName("previewPrizes")
        self.preview_button.clicked.connect(self.preview)
        self.default_button = QPushButton(self.tr("&Predefinito"))
        self.default_button.setToolTip(self.tr("Torna all'elenco predefinito: i primi di ogni girone"))
        self.default_button.clicked.connect(self.use_default)
        self.save_button = QPushButton(self.tr("&Salva"))
        self.save_button.setObjectName("savePrizes")
        self.save_button.setDefault(True)
        self.save_button.clicked.connect(self.save)
        self.close_button = QPushButton(self.tr("&Chiudi"))
        self.close_button.clicked.connect(self.reject)
        self.awards = QPlainTextEdit()
        self.awards.setObjectName("prizeAwards")
        self.awards.setReadOnly(True)
        self.feedback = Feedback()
        form = QFormLayout()
        form.addRow(self.one)
        form.addRow(self.tr("Categoria di una coppia"), self.pair)
        form.addRow(self.tr("Pari merito all'ultimo posto premiato"), self.ties)
        rows = QHBoxLayout()
        for button in (self.add_button, self.remove_button, self.up_button, self.down_button):
            rows.addWidget(button)
        rows.addStretch(1)
        for button in (self.open_button, self.write_button):
            rows.addWidget(button)
        bottom = QHBoxLayout()
        for button in (self.preview_button, self.default_button):
            bottom.addWidget(button)
        bottom.addStretch(1)
        bottom.addWidget(self.save_button)
        bottom.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.table, 2)
        layout.addLayout(rows)
        layout.addWidget(QLabel(self.tr("Premiati con questo elenco, sulla classifica di adesso:")))
        layout.addWidget(self.awards, 1)
        layout.addWidget(self.feedback)
        layout.addLayout(bottom)
        self.resize(900, 620)
        self.loaded = ""
        QShortcut(QKeySequence(QKeySequence.StandardKey.Undo), self, self.undo_save)
        self.load()

    # The list in and out of the table ---------------------------------------------------------------------
    def load(self) -> None:
        """The tournament's own list, or the default one it goes by until it has its own."""
        tid = self.context.tournament_id
        if tid is None:
            return
        awarded, error = self.context.read(prizes.awards, self.context.desk, tid)
        if awarded is None:
            self.feedback.bad(error or "")
            return
        self.show_list(awarded.plist)
        self.loaded = prize_list_toml(awarded.plist)  # what «Chiudi» compares the table with
        self.show_awards(awarded)
        if not awarded.own:
            self.feedback.good(self.tr("Il torneo non ha un elenco suo: è mostrato quello predefinito."))

    def show_list(self, plist: PrizeList) -> None:
        self.one.setChecked(plist.one_per_entry)
        self.pair.setCurrentIndex(max(0, self.pair.findData(plist.pair_category)))
        self.ties.setCurrentIndex(max(0, self.ties.findData(plist.ties)))
        self.table.setRowCount(0)
        for prize in plist.prizes:
            self.add_row(
                [
                    prize.name,
                    str(prize.places),
                    ", ".join(prize.categories),
                    prize.group or "",
                    ", ".join(map(str, prize.rounds)),
                ],
                prize.from_bottom,
            )

    def add_row(self, texts: list[str] | None = None, from_bottom: bool = False) -> None:
        row = self.table.rowCount()
        self.table.insertRow(row)
        for column, value in enumerate(texts or ["", "1", "", "", ""]):
            self.table.setItem(row, column, QTableWidgetItem(value))
        check = QTableWidgetItem()
        check.setFlags(
            Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        )
        check.setCheckState(Qt.CheckState.Checked if from_bottom else Qt.CheckState.Unchecked)
        self.table.setItem(row, len(KEYS) - 1, check)
        if texts is None:
            self.table.setCurrentCell(row, 0)
            first = self.table.item(row, 0)
            if first is not None:  # made just above
                self.table.editItem(first)

    def remove_row(self) -> None:
        row = self.table.currentRow()
        if row >= 0:
            self.table.removeRow(row)

    def move_row(self, step: int) -> None:
        row = self.table.currentRow()
        other = row + step
        if row < 0 or not 0 <= other < self.table.rowCount():
            return
        for column in range(len(KEYS)):
            a, b = self.table.takeItem(row, column), self.table.takeItem(other, column)
            self.table.setItem(row, column, b)
            self.table.setItem(other, column, a)
        self.table.setCurrentCell(other, self.table.currentColumn())

    def data(self) -> dict[str, Any]:
        """What the table says, as the TOML file would (checked by ``prize_list_of``)."""
        rows = []
        for row in range(self.table.rowCount()):
            cells = [(item.text().strip() if (item := self.table.item(row, c)) else "") for c in range(5)]
            if not any(cells):
                continue  # an empty row added and left: nothing
            name, places, category, group, rounds = cells
            entry: dict[str, Any] = {"name": name, "places": int(places) if places.isdigit() else places}
            if category:
                entry["category"] = [c.strip() for c in category.split(",") if c.strip()] or category
            if group:
                entry["group"] = group
            if rounds:
                words = [w.strip() for w in rounds.replace(";", ",").split(",") if w.strip()]
                entry["rounds"] = [int(w) if w.isdigit() else w for w in words]
            bottom = self.table.item(row, 5)
            if bottom is not None and bottom.checkState() == Qt.CheckState.Checked:
                entry["from_bottom"] = True
            rows.append(entry)
        return {
            "one_per_entry": self.one.isChecked(),
            "pair_category": self.pair.currentData(),
            "ties": self.ties.currentData(),
            "prize": rows,
        }

    def edited(self) -> PrizeList | None:
        """The list of the table, or None after saying in words which row and column is wrong."""
        try:
            return prize_list_of(self.data(), "")
        except PrizeListError as error:
            self.feedback.bad(self.in_words(error.italian))
            return None

    def in_words(self, message: str) -> str:
        """«prize[1].places: …» as the referee sees the table: «riga 2, Posti: …»."""

        def place(match: re.Match[str]) -> str:
            key = match.group(2)
            column = self.columns[KEYS.index(key)] if key in KEYS else key
            return self.tr("riga %1, %2").replace("%1", str(int(match.group(1)) + 1)).replace("%2", column)

        return re.sub(r"prize\[(\d+)\]\.(\w+)", place, message)

    # Actions ----------------------------------------------------------------------------------------------
    def preview(self) -> None:
        plist = self.edited()
        tid = self.context.tournament_id
        if plist is None or tid is None:
            return
        awarded, error = self.context.read(prizes.awards, self.context.desk, tid, plist)
        if awarded is None:
            self.feedback.bad(self.in_words(error or ""))
            return
        self.show_awards(awarded)
        self.feedback.good(self.tr("Anteprima: l'elenco non è ancora salvato."))

    def save(self) -> None:
        plist = self.edited()
        tid = self.context.tournament_id
        if plist is None or tid is None:
            return
        saved, error = self.context.act(prizes.set_prize_list, self.context.desk, tid, plist)
        if saved is None:
            self.feedback.bad(self.in_words(error or ""))
            return
        if not saved.changed:  # nothing recorded: Ctrl+Z would take back an earlier action, not this one
            self.feedback.note(self.tr("Nessuna modifica da salvare: il torneo ha già questo elenco."))
            return
        self.load()
        message = self.tr("Elenco dei premi salvato (Ctrl+Z lo annulla).")
        if not saved.definitive:
            self.feedback.good(message)
            return
        self.feedback.warn(
            message
            + " "
            + self.tr(
                "La classifica finale è già definitiva: i «Premiati» stampati ora possono differire da quelli "
                "consegnati."
            )
        )

    def undo_save(self) -> None:
        """Ctrl+Z in the editor takes back the latest save of a prize list, when it is the tournament's latest
        action; any other action is the main window's to undo, and the editor says so."""
        desk, tid = self.context.desk, self.context.tournament_id
        if tid is None:
            return
        done = desk.stacks(tid)[0]
        latest = journal.action_of(desk, done[-1]) if done else None
        if latest is None or latest[0] != "prize_list":
            self.feedback.note(
                self.tr(
                    "Qui Ctrl+Z annulla solo un elenco dei premi salvato: l'ultima azione del torneo è un'altra, "
                    "si annulla dalla finestra principale."
                )
            )
            return
        _done, error = self.context.act(desk.undo, tid)
        if error is not None:
            self.feedback.bad(error)
            return
        self.load()
        self.feedback.good(self.tr("Annullato: l'elenco dei premi è tornato com'era prima del salvataggio."))

    def unsaved(self) -> bool:
        """The table differs from the list the tournament goes by (a wrong cell counts as a change)."""
        try:
            shown = prize_list_toml(prize_list_of(self.data(), ""))
        except PrizeListError:
            return True
        return shown != self.loaded

    def reject(self) -> None:
        """«Chiudi» and Esc ask before throwing away edits not saved."""
        if self.unsaved():
            answer = dialogs.choose(
                self,
                self.tr("Modifiche non salvate"),
                self.tr("L'elenco dei premi ha modifiche non salvate: chiudendo si perdono."),
                [self.tr("Chiudi senza salvare"), self.tr("Torna all'elenco")],
                default=1,
            )
            if answer != 0:
                return
        super().reject()

    def use_default(self) -> None:
        tid = self.context.tournament_id
        if tid is None:
            return
        _done, error = self.context.act(prizes.set_prize_list, self.context.desk, tid, None)
        if error is not None:
            self.feedback.bad(error)
            return
        self.load()

    def open_file(self) -> None:
        name, _filter = QFileDialog.getOpenFileName(
            self, self.tr("Apri un elenco dei premi"), "", self.tr("Elenco dei premi (*.toml)")
        )
        if not name:
            return
        try:
            plist = prizes.read_list_file(Path(name))
        except FiburError as error:
            self.feedback.bad(error.italian)
            return
        self.show_list(plist)
        self.feedback.good(
            self.tr("Letto %1: «Salva» lo tiene per il torneo.").replace("%1", Path(name).name)
        )

    def write_file(self) -> None:
        plist = self.edited()
        if plist is None:
            return
        name, _filter = QFileDialog.getSaveFileName(
            self, self.tr("Scrivi l'elenco dei premi"), "premi.toml", self.tr("Elenco dei premi (*.toml)")
        )
        if not name:
            return
        from fibur_director.reports.files import write_atomically

        try:
            write_atomically(Path(name), prize_list_toml(plist).encode("utf-8"))
        except FiburError as error:
            self.feedback.bad(error.italian)
            return
        self.feedback.good(self.tr("Scritto %1.").replace("%1", name))

    def show_awards(self, awarded: Awarded) -> None:
        tid = self.context.tournament_id
        if tid is None:
            return
        if awarded.no_prizes is not None:
            self.awards.setPlainText(awarded.no_prizes[1])
            return
        tournament, _error = self.context.read(cached_tournament, self.context.desk, tid)
        names = entry_names(tournament) if tournament is not None else {}
        lines = []
        for index, prize in enumerate(awarded.plist.prizes):
            mine = [a for a in awarded.awards if a.index == index]
            for a in mine:
                name = names.get(a.entry, (str(a.entry), ""))[0]
                lines.append(f"{prize.name} · {a.rank} · {a.entry} {name}: {a.perche}")
            if not mine:
                lines.append(f"{prize.name}: " + self.tr("nessun premiabile"))
        self.awards.setPlainText("\n".join(lines))
