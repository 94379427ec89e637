"""The one item model of the desk: a read-only table of plain rows, fed with ``set_rows`` (Vorta's pattern).

Pages never hand a widget an ORM object: they turn service read-models into tuples of str/int and a key per
row (an entry number, a sanction id) that actions use.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QResizeEvent
from PySide6.QtWidgets import QHeaderView, QTableView

Index = QModelIndex | QPersistentModelIndex
KEY_ROLE = Qt.ItemDataRole.UserRole


class RowsModel(QAbstractTableModel):
    def __init__(self, headers: Sequence[str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.headers = list(headers)
        self.rows: list[tuple[Any, ...]] = []
        self.keys: list[Any] = []
        self.marked: set[int] = set()  # rows drawn with the warning background
        self.colours: dict[int, str] = {}  # rows drawn with a background of their own (a state's colour)

    def set_rows(
        self,
        rows: Sequence[Sequence[Any]],
        keys: Sequence[Any] | None = None,
        marked: set[int] | None = None,
        colours: dict[int, str] | None = None,
    ) -> None:
        self.beginResetModel()
        self.rows = [tuple(r) for r in rows]
        self.keys = list(keys) if keys is not None else list(range(len(self.rows)))
        self.marked = set(marked or ())
        self.colours = dict(colours or {})
        self.endResetModel()

    def key(self, row: int) -> Any:
        return self.keys[row] if 0 <= row < len(self.keys) else None

    def row_of(self, key: Any) -> int:
        return self.keys.index(key) if key in self.keys else -1

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.headers)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self.rows) or index.column() >= len(self.headers):
            return None
        value = (
            self.rows[index.row()][index.column()] if index.column() < len(self.rows[index.row()]) else None
        )
        if role == Qt.ItemDataRole.DisplayRole:
            return "" if value is None else str(value)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if isinstance(value, int) and not isinstance(value, bool):
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.BackgroundRole and index.row() in self.colours:
            return QBrush(QColor(self.colours[index.row()]))
        if role == Qt.ItemDataRole.BackgroundRole and index.row() in self.marked:
            return QBrush(QColor("#ffe0b2"))
        if role == Qt.ItemDataRole.ToolTipRole and value is not None and str(value):
            # The whole text, for a cell the column elides (1024-pixel screens, long team names).
            return str(value)
        if role == KEY_ROLE:
            return self.key(index.row())
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self.headers[section] if 0 <= section < len(self.headers) else None
        return str(section + 1)


class FittingTableView(QTableView):
    """A list whose columns always fit its width: on a 1024-pixel club laptop the widest text columns give
    way (their text elides, whole in the tooltip) instead of pushing columns out of sight."""

    MIN_TEXT = 90

    def fit(self) -> None:
        header = self.horizontalHeader()
        visible = [c for c in range(header.count()) if not header.isSectionHidden(c)]
        stretched = {visible[-1]} if visible and header.stretchLastSection() else set()
        for column in visible:
            # The stretched column keeps the spare width: sizing it to its contents would undo the stretch.
            mode = header.sectionResizeMode(column)
            if column not in stretched and mode == QHeaderView.ResizeMode.Interactive:
                self.resizeColumnToContents(column)
        available = self.viewport().width()
        if available <= 0:
            return
        for _ in range(header.count()):
            excess = header.length() - available
            if excess <= 0:
                return
            shrinkable = [
                c
                for c in visible
                if c not in stretched
                and header.sectionResizeMode(c) == QHeaderView.ResizeMode.Interactive
                and header.sectionSize(c) > self.MIN_TEXT
            ]
            if not shrinkable:
                return
            widest = max(shrinkable, key=header.sectionSize)
            header.resizeSection(widest, max(self.MIN_TEXT, header.sectionSize(widest) - excess))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()


def table_view(model: RowsModel, name: str, *, stretch: int = -1) -> QTableView:
    """The desk's list look: compact rows, whole-row selection, no row numbers, one column (by default the
    last) taking the spare width, every column in view (``FittingTableView``)."""
    view = FittingTableView()
    view.setObjectName(name)
    view.setModel(model)
    view.setAlternatingRowColors(True)
    view.verticalHeader().setVisible(False)
    view.verticalHeader().setDefaultSectionSize(24)
    if stretch < 0:
        view.horizontalHeader().setStretchLastSection(True)
    else:
        view.horizontalHeader().setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    view.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QTableView.SelectionMode.SingleSelection)
    # Widths follow the first rows only: measuring 500 standings rows after every score sheet costs more
    # than computing the standings.
    view.horizontalHeader().setResizeContentsPrecision(40)
    model.modelReset.connect(view.fit)
    return view
