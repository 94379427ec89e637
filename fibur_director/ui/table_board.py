"""The table board: tables × rounds, each cell missing, entered, questioned, corrected or decided by a
sanction, with the count still missing: the scorer's control grid of wireless bridge scoring, for paper
score sheets. It sits beside the round's list on the Risultati page; a double click opens that sheet."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPoint,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QHeaderView, QLabel, QMenu, QTableView, QVBoxLayout, QWidget

from fibur_director.services import journal

Index = QModelIndex | QPersistentModelIndex

# One sign per state, so the grid reads at a glance even printed in black and white.
SIGNS = {"missing": "—", "entered": "✓", "questioned": "?", "corrected": "✎", "sanction": "§"}
# A missing table the phones wrote about (issue 26): one line's sheet waiting for the other's confirmation, or
# two lines that disagree (or agreed on a sheet the desk's check refused) for the referee to decide.
SIGNS.update({"phone_pending": "☎", "phone_check": "☎?"})
# A result the phones recorded with both lines writing from one device (issue 39): it counts, the paper checks it.
SIGNS["phone_one_device"] = "✓☎"


class BoardModel(QAbstractTableModel):
    def __init__(self, words: dict[str, tuple[str, str]], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.words = words  # state -> (word, colour)
        self.rounds: list[int] = []
        self.tables: list[int] = []
        self.cells: dict[tuple[int, int], str] = {}  # (table, round) -> state
        self.tips: dict[tuple[int, int], str] = {}

    def set_board(self, board: list[journal.BoardRound], tips: dict[tuple[int, int], str]) -> None:
        self.beginResetModel()
        self.rounds = [column.number for column in board]
        self.tables = sorted({table for column in board for table in column.states})
        self.cells = {(t, column.number): s for column in board for t, s in column.states.items()}
        self.tips = dict(tips)
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        return 0 if parent.isValid() else len(self.tables)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rounds)

    def place(self, index: Index) -> tuple[int, int] | None:
        """(table, round) of a cell."""
        if not index.isValid() or index.row() >= len(self.tables) or index.column() >= len(self.rounds):
            return None
        return self.tables[index.row()], self.rounds[index.column()]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        place = self.place(index)
        if place is None:
            return None
        state = self.cells.get(place)
        if state is None:
            return None  # a table this round did not have
        if role == Qt.ItemDataRole.DisplayRole:
            return f"{SIGNS[state]} {self.words[state][0]}" if state != "entered" else SIGNS[state]
        if role == Qt.ItemDataRole.BackgroundRole:
            return QBrush(QColor(self.words[state][1]))
        if role == Qt.ItemDataRole.ToolTipRole:
            return f"{self.words[state][0]} — {self.tips.get(place, '')}".rstrip(" —")
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return (
                self.tr("T%1").replace("%1", str(self.rounds[section]))
                if section < len(self.rounds)
                else None
            )
        return (
            self.tr("Tav. %1").replace("%1", str(self.tables[section]))
            if section < len(self.tables)
            else None
        )


class TableBoard(QWidget):
    opened = Signal(int, int)  # (round, table) double-clicked: open that sheet
    undo_phone = Signal(int, int)  # (round, table): take back the sheet the table's phones recorded

    def __init__(self, words: dict[str, tuple[str, str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableBoard")
        self.model = BoardModel(words, self)
        self.view = QTableView()
        self.view.setObjectName("boardGrid")
        self.view.setModel(self.model)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keyboard stays in the entry fields
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.view.horizontalHeader().setMinimumSectionSize(56)
        self.view.verticalHeader().setDefaultSectionSize(24)
        self.view.doubleClicked.connect(self._open)
        self.view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.view.customContextMenuRequested.connect(self._menu)
        self.phone_sheets: set[tuple[int, int]] = set()  # (table, round) whose result the phones recorded
        self.count = QLabel()
        self.count.setObjectName("boardMissing")
        self.count.setWordWrap(True)
        legend = QLabel(
            "   ".join(
                f"{SIGNS[s]} {words[s][0]}"
                for s in (
                    "entered",
                    "missing",
                    "questioned",
                    "corrected",
                    "sanction",
                    "phone_pending",
                    "phone_check",
                    "phone_one_device",
                )
            )
        )
        legend.setWordWrap(True)
        legend.setStyleSheet("QLabel { color: #555; }")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.count)
        layout.addWidget(self.view, 1)
        layout.addWidget(legend)

    def show_board(
        self,
        board: list[journal.BoardRound],
        tips: dict[tuple[int, int], str],
        phone_sheets: set[tuple[int, int]] | None = None,
    ) -> None:
        self.model.set_board(board, tips)
        self.phone_sheets = set(phone_sheets or ())
        missing = [
            (column.number, t)
            for column in board
            for t, s in sorted(column.states.items())
            if s in ("missing", "phone_pending", "phone_check")
        ]
        questioned = sum(
            1 for column in board for s in column.states.values() if s in ("questioned", "phone_check")
        )
        if not missing:
            text = self.tr("Nessun tavolo manca.")
        elif len(missing) == 1:
            text = (
                self.tr("Manca ancora 1 tavolo (turno %1, tavolo %2).")
                .replace("%1", str(missing[0][0]))
                .replace("%2", str(missing[0][1]))
            )
        else:
            text = self.tr("Mancano ancora %1 tavoli.").replace("%1", str(len(missing)))
        if questioned == 1:
            text += " " + self.tr("Da verificare: 1 tavolo.")
        elif questioned:
            # A count, said as one: "Da verificare: 3." read as table 3 (issue 38).
            text += " " + self.tr("Da verificare: %1 tavoli.").replace("%1", str(questioned))
        self.count.setText(text)

    def _open(self, index: QModelIndex) -> None:
        place = self.model.place(index)
        if place is not None and place in self.model.cells:
            self.opened.emit(place[1], place[0])

    def menu_for(self, index: QModelIndex) -> QMenu | None:
        """The cell's context menu: only a table whose result came from the phones has one (its undo, which the
        desk's own Ctrl+Z does not reach: that takes back the desk's last action)."""
        place = self.model.place(index)
        if place is None or place not in self.phone_sheets:
            return None
        menu = QMenu(self)
        action = menu.addAction(self.tr("Annulla il referto dai telefoni"))
        table, number = place
        action.triggered.connect(lambda: self.undo_phone.emit(number, table))
        return menu

    def _menu(self, pos: QPoint) -> None:
        menu = self.menu_for(self.view.indexAt(pos))
        if menu is not None:
            menu.exec(self.view.viewport().mapToGlobal(pos))
