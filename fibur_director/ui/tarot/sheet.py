"""The Sicilian Tarot turn sheet as the referee types it: one row per deal, the four players side by side as on
the paper "Scheda di Turno", a few narrow cells each (call, commitments, jochi +/-, pigliate, penalties) and
the player's running total, read-only.

The cells are plain text the referee types over, spreadsheet-like, without editors: typing replaces a cell
just reached and appends after that, Backspace takes back a character, Tab and Enter move on (skipping the
totals), Enter on a row's last cell asks for the row to be saved. ``parse_cells`` turns one player's texts
into the domain's ``RowEntry`` (``tarot.deal_from_row`` does the rest) and says which player and which cell
when a text is not a code of the sheet.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from fibur_director.games.tarot.scoring import SEAT_NAMES, SEAT_NAMES_EN, RowEntry, TarotError

SEATS_SHORT = ("N", "O", "S", "E")
# One player's cells, in the paper sheet's order; the last is the running total, never typed.
CELLS = ("call", "commitments", "jochi", "pigliate", "penalties")
PER_PLAYER = len(CELLS) + 1
CELL_NAMES = {
    "call": ("Chiamata", "call"),
    "commitments": ("Impegni", "commitments"),
    "jochi": ("Jochi +/-", "jochi +/-"),
    "pigliate": ("Pigliate", "pigliate"),
    "penalties": ("Penalità", "penalties"),
}
REALISED = "*"
# What a cell may hold while typed: codes (S5, CV, P, S*, R/2), signed numbers, separators.
TYPED = re.compile(r"[A-Za-z0-9+\-*/ ,]")
MAX_CELL = 9
_SEPARATORS = re.compile(r"[\s,;]+")


def _cell_error(seat: int, cell: str, english: str, italian: str) -> TarotError:
    it_name, en_name = CELL_NAMES[cell]
    return TarotError(
        f"{SEAT_NAMES_EN[seat]}, {en_name}: {english}",
        f"{SEAT_NAMES[seat]}, {it_name}: {italian}",
    )


def _number(seat: int, cell: str, text: str, *, signed: bool) -> int | None:
    text = text.strip().replace("−", "-").replace(" ", "")
    if not text:
        return None
    if not re.fullmatch(r"[+-]?\d{1,3}" if signed else r"\d{1,2}", text):
        raise _cell_error(
            seat,
            cell,
            f"{text!r} is not a {'signed ' if signed else ''}whole number",
            f"«{text}» non è un numero intero{' con segno' if signed else ''}",
        )
    return int(text)


def parse_cells(seat: int, texts: Sequence[str]) -> RowEntry:
    """One player's five typed cells (call, commitments, jochi, pigliate, penalties) -> the domain's RowEntry.

    Commitments: ``S`` a Scommessa declared, ``R`` a Rivanto declared, ``S*`` / ``R*`` declared and realised.
    Penalties: ``C`` wrong card count, ``E`` exposed card or forbidden communication, ``R`` revoke, ``R/2``
    revoke owned up; several separated by a space or a comma."""
    call, commitments, jochi, pigliate, penalties = (t.strip().upper() for t in texts)
    scommessa = rivanto = scommessa_realised = rivanto_realised = False
    for token in (t for t in _SEPARATORS.split(commitments) if t):
        if token in ("S", "S*"):
            scommessa, scommessa_realised = True, token.endswith(REALISED)
        elif token in ("R", "R*"):
            rivanto, rivanto_realised = True, token.endswith(REALISED)
        else:
            raise _cell_error(
                seat,
                "commitments",
                f"{token!r} is not S, R (declared) or S*, R* (realised)",
                f"«{token}» non è S, R (dichiarato) o S*, R* (realizzato)",
            )
    return RowEntry(
        call=call,
        scommessa=scommessa,
        rivanto=rivanto,
        scommessa_realised=scommessa_realised,
        rivanto_realised=rivanto_realised,
        jochi=_number(seat, "jochi", jochi, signed=True),
        pigliate=_number(seat, "pigliate", pigliate, signed=False),
        penalties=tuple(t for t in _SEPARATORS.split(penalties) if t),
    )


def parse_row(texts: Sequence[Sequence[str]]) -> list[RowEntry]:
    """The four players' cells of one deal row, in seat order N, W, S, E."""
    return [parse_cells(seat, cells) for seat, cells in enumerate(texts)]


def cell_texts(entry: RowEntry) -> tuple[str, str, str, str, str]:
    """The five texts the sheet shows for a stored deal (the inverse of ``parse_cells``)."""
    commitments = []
    if entry.scommessa or entry.scommessa_realised:
        commitments.append("S" + (REALISED if entry.scommessa_realised else ""))
    if entry.rivanto or entry.rivanto_realised:
        commitments.append("R" + (REALISED if entry.rivanto_realised else ""))
    return (
        entry.call,
        " ".join(commitments),
        "" if entry.jochi is None else f"{entry.jochi:+d}" if entry.jochi else "0",
        "" if entry.pigliate is None else str(entry.pigliate),
        " ".join(entry.penalties),
    )


def seat_of_message(message: str) -> int | None:
    """The player a refusal names first ("Ovest, Jochi +/-: ..." or "Ovest: scritto +2, atteso ..."), to
    mark that player's cells on the grid."""
    for seat, (italian, english) in enumerate(zip(SEAT_NAMES, SEAT_NAMES_EN, strict=True)):
        for word in (italian, english):
            if message.startswith((word + ":", word + ",")):
                return seat
    return None


def signed(value: int) -> str:
    return f"{value:+d}" if value else "0"


# --- the grid -------------------------------------------------------------------------------------------------

NAMES_ROW = 0
UNSAVED = QColor("#fff3c4")
REFUSED = QColor("#ffcdd2")
TOTAL = QColor("#eceff1")
VOID = QColor("#e0e0e0")
# Every other player's block tinted, so the eye keeps to one player's column group as on the paper sheet.
BLOCK = QColor("#eef3fb")
NAMES = QColor("#dfe7f2")


class TurnSheetGrid(QTableWidget):
    """The sheet's grid: row 0 names the four players (seat, number, name), rows 1..deals are the deals."""

    submitted = Signal(int)  # deal number: Enter on the row's last cell
    removal = Signal(int)  # deal number: Del on a saved row
    reverted = Signal(int)  # deal number: Esc on a row being typed, back to what is stored

    def __init__(self, deals: int = 4, parent: QWidget | None = None) -> None:
        super().__init__(deals + 1, 4 * PER_PLAYER, parent)
        self.setObjectName("turnSheet")
        self.deals = deals
        self.fresh = True  # the next typed character replaces the cell (it was just reached)
        self.saved: set[int] = set()  # deals stored in the database
        self.dirty: set[int] = set()  # deals typed since they were stored (or never stored)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.setTabKeyNavigation(False)  # Tab is ours: it skips the totals
        self.setWordWrap(False)
        self.verticalHeader().setDefaultSectionSize(30)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(30)
        block = [self.tr("Ch."), self.tr("Imp."), "+/−", self.tr("Pig"), self.tr("Pen"), self.tr("Tot")]
        self.setHorizontalHeaderLabels(block * 4)
        self.setVerticalHeaderLabels(["", *(str(d) for d in range(1, deals + 1))])
        bold = QFont(self.font())
        bold.setBold(True)
        for seat in range(4):
            self.setSpan(NAMES_ROW, seat * PER_PLAYER, 1, PER_PLAYER)
            item = QTableWidgetItem(SEATS_SHORT[seat])
            item.setFont(bold)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            item.setBackground(QBrush(NAMES))
            self.setItem(NAMES_ROW, seat * PER_PLAYER, item)
        for row in range(1, deals + 1):
            for column in range(4 * PER_PLAYER):
                item = QTableWidgetItem("")
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if self.is_total(column):
                    item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                    item.setBackground(QBrush(TOTAL))
                    item.setFont(bold)
                else:
                    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
                self.setItem(row, column, item)
            self.paint_row(row)
        rows_height = self.verticalHeader().length() + self.horizontalHeader().sizeHint().height()
        self.setFixedHeight(rows_height + 2 * self.frameWidth() + 2)
        self.currentCellChanged.connect(lambda *_args: self._arrived())
        self.setCurrentCell(1, 0)

    # -- layout -------------------------------------------------------------------------------------------------

    def cell(self, row: int, column: int) -> QTableWidgetItem:
        """A cell of the grid, every one made when the grid was built."""
        item = self.item(row, column)
        assert item is not None, (row, column)
        return item

    @staticmethod
    def is_total(column: int) -> bool:
        return column % PER_PLAYER == PER_PLAYER - 1

    @staticmethod
    def column_of(seat: int, cell: str) -> int:
        return seat * PER_PLAYER + CELLS.index(cell)

    def editable(self, row: int, column: int) -> bool:
        return 1 <= row <= self.deals and 0 <= column < self.columnCount() and not self.is_total(column)

    def set_players(self, names: Sequence[str]) -> None:
        for seat, name in enumerate(names):
            item = self.cell(NAMES_ROW, seat * PER_PLAYER)
            item.setText(name)
            item.setToolTip(name)

    # -- content ------------------------------------------------------------------------------------------------

    def texts(self, deal: int) -> list[list[str]]:
        """The four players' five typed texts of one deal row."""
        return [
            [self.cell(deal, seat * PER_PLAYER + i).text() for i in range(len(CELLS))] for seat in range(4)
        ]

    def set_texts(self, deal: int, texts: Sequence[Sequence[str]]) -> None:
        for seat, cells in enumerate(texts):
            for i, text in enumerate(cells):
                self.cell(deal, seat * PER_PLAYER + i).setText(text)

    def set_totals(self, deal: int, totals: Sequence[int] | None) -> None:
        for seat in range(4):
            item = self.cell(deal, seat * PER_PLAYER + len(CELLS))
            item.setText("" if totals is None else signed(totals[seat]))

    def clear_row(self, deal: int) -> None:
        self.set_texts(deal, [[""] * len(CELLS)] * 4)
        self.set_totals(deal, None)

    def paint_row(self, deal: int, refused_seat: int | None = None, *, void: bool = False) -> None:
        """Unsaved typing in yellow, the player a refusal names in red, a void deal in grey."""
        for column in range(self.columnCount()):
            if self.is_total(column):
                continue
            colour = BLOCK if (column // PER_PLAYER) % 2 else None
            if deal in self.dirty:
                colour = UNSAVED
            elif void:
                colour = VOID
            if refused_seat is not None and column // PER_PLAYER == refused_seat:
                colour = REFUSED
            self.cell(deal, column).setBackground(QBrush(colour) if colour else QBrush())

    # -- keys ---------------------------------------------------------------------------------------------------

    def _arrived(self) -> None:
        self.fresh = True

    def move_next(self, *, backwards: bool = False) -> None:
        row, column = self.currentRow(), self.currentColumn()
        cells = [
            (r, c) for r in range(1, self.deals + 1) for c in range(self.columnCount()) if self.editable(r, c)
        ]
        if (row, column) not in cells:
            self.setCurrentCell(*cells[0])
            return
        index = cells.index((row, column)) + (-1 if backwards else 1)
        if 0 <= index < len(cells):
            self.setCurrentCell(*cells[index])

    def last_cell_of_row(self) -> bool:
        return self.currentColumn() == self.column_of(3, CELLS[-1])

    def start_of(self, deal: int) -> None:
        self.setCurrentCell(max(1, min(deal, self.deals)), 0)

    def event(self, event: QEvent) -> bool:
        # Tab would move the focus out of the grid (QWidget takes it before keyPressEvent): here it moves
        # to the next cell, as on the sheet. Ctrl+Tab still leaves the grid.
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)
            and not event.modifiers() & Qt.KeyboardModifier.ControlModifier
        ):
            self.keyPressEvent(event)
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key, row, column = event.key(), self.currentRow(), self.currentColumn()
        control = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.editable(row, column):
            if self.last_cell_of_row() or control:
                self.submitted.emit(row)
            else:
                self.move_next()
            return
        if key == Qt.Key.Key_Tab and not control:
            self.move_next()
            return
        if key == Qt.Key.Key_Backtab:
            self.move_next(backwards=True)
            return
        if key == Qt.Key.Key_Delete and 1 <= row <= self.deals:
            if row in self.saved and row not in self.dirty:
                self.removal.emit(row)
            elif self.editable(row, column):
                self._type(row, column, None)
            return
        if key == Qt.Key.Key_Escape and row in self.dirty:
            self.dirty.discard(row)
            if row not in self.saved:
                self.clear_row(row)
            self.paint_row(row)
            self.reverted.emit(row)
            return
        if key == Qt.Key.Key_Backspace and self.editable(row, column):
            item = self.cell(row, column)
            self._type(row, column, "" if self.fresh else item.text()[:-1], replace=True)
            return
        text = event.text()
        if (
            text
            and len(text) == 1
            and TYPED.fullmatch(text)
            and not control
            and not event.modifiers() & Qt.KeyboardModifier.AltModifier
            and self.editable(row, column)
        ):
            self._type(row, column, text.upper())
            return
        super().keyPressEvent(event)

    def _type(self, row: int, column: int, text: str | None, *, replace: bool = False) -> None:
        item = self.cell(row, column)
        if text is None:
            new = ""
        elif replace or self.fresh:
            new = text
        else:
            new = (item.text() + text)[:MAX_CELL]
        self.fresh = False
        if new != item.text():
            item.setText(new)
            self.dirty.add(row)
            self.paint_row(row)
