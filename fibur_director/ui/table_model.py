"""The one item model of the desk: a read-only table of plain rows, fed with ``set_rows`` (Vorta's pattern).

Pages never hand a widget an ORM object: they turn service read-models into tuples of str/int and a key per
row (an entry number, a sanction id) that actions use.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QEvent, QModelIndex, QObject, QPersistentModelIndex, Qt
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
    way together (their text elides, whole in the tooltip) instead of pushing columns out of sight, and the
    column that takes the spare width gives way with them rather than being squeezed to nothing or keeping
    width it does not need (seen under Xvfb at 1024x700, issue 38: the round's list left «Est-Ovest» 30 pixels
    beside a whole «Nord-Sud», the archive elided every surname beside a wide, near-empty «Iscritto»)."""

    MIN_TEXT = 90

    def fit(self) -> None:
        header = self.horizontalHeader()
        visible = [c for c in range(header.count()) if not header.isSectionHidden(c)]
        stretched = {visible[-1]} if visible and header.stretchLastSection() else set()
        stretched |= {c for c in visible if header.sectionResizeMode(c) == QHeaderView.ResizeMode.Stretch}
        text = [
            c
            for c in visible
            if c not in stretched and header.sectionResizeMode(c) == QHeaderView.ResizeMode.Interactive
        ]
        for column in text:
            # The stretched column keeps the spare width: sizing it to its contents would undo the stretch.
            self.resizeColumnToContents(column)
        available = self.viewport().width()
        if available <= 0:
            return
        # What each column would need whole: the text columns their contents; a stretched one its contents too.
        wanted = {c: header.sectionSize(c) for c in text}
        for column in stretched:
            wanted[column] = max(self.sizeHintForColumn(column), header.sectionSizeHint(column))
            if header.stretchLastSection() and column == visible[-1]:
                # Qt stretches a last section no narrower than it was first (the default section size).
                wanted[column] = max(wanted[column], header.defaultSectionSize())
        room = available - sum(header.sectionSize(c) for c in visible if c not in wanted)
        # The text columns whole while the stretched one keeps two columns' worth (or all it needs); else the
        # widest of them all, stretched one included, cut to one width.
        least = sum(min(wanted[c], 2 * self.MIN_TEXT) for c in stretched)
        if sum(wanted[c] for c in text) + least <= room:
            return
        cap = _even_cap(list(wanted.values()), room)
        if cap is None:
            return  # everything whole: the stretched column takes what is left
        for column in text:
            if wanted[column] > cap:
                header.resizeSection(column, max(self.MIN_TEXT, cap))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def viewportEvent(self, event: QEvent) -> bool:
        # The vertical scroll bar appearing narrows the viewport, not the view: fit again to the narrower width.
        handled = super().viewportEvent(event)
        if event.type() == QEvent.Type.Resize:
            self.fit()
        return handled


def _even_cap(wanted: list[int], room: int) -> int | None:
    """The width at which the widest columns are cut so that all of them fit ``room`` (each cut to the same
    width, the narrower ones whole), or None when all fit whole."""
    if sum(wanted) <= room:
        return None
    left, count = room, len(wanted)
    for width in sorted(wanted):
        if width * count > left:
            return max(0, left // count)
        left -= width
        count -= 1
    return None


def table_view(model: RowsModel, name: str, *, stretch: int = -1) -> QTableView:
    """The desk's list look: compact rows, whole-row selection, no row numbers, one column (by default the
    last) taking the spare width, every column in view (``FittingTableView``)."""
    view = FittingTableView()
    view.setObjectName(name)
    view.setModel(model)
    view.setAlternatingRowColors(True)
    view.verticalHeader().setVisible(False)
    view.verticalHeader().setDefaultSectionSize(24)
    # In Stretch mode, not as Qt's stretched last section: that one never gets narrower than its first width.
    column = stretch if stretch >= 0 else model.columnCount() - 1
    if column >= 0:
        view.horizontalHeader().setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
    view.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QTableView.SelectionMode.SingleSelection)
    # Widths follow the first rows only: measuring 500 standings rows after every score sheet costs more
    # than computing the standings.
    view.horizontalHeader().setResizeContentsPrecision(40)
    model.modelReset.connect(view.fit)
    return view
