"""The pairing plan chosen from a list, one row per planned round (issue 15 #14): the referee picks each round's
method in words ("danese puro: ammessi reincontri") and, before a round, a split into merit groups; the editor
writes the plan text of docs/pairing.md (``mitchell:3,groups:8,danish:2``) that the services read."""

from __future__ import annotations

import itertools

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QHeaderView, QSpinBox, QTableWidget, QTableWidgetItem, QWidget

from fibur_director.games.burraco.orchestration import METHODS, parse_plan


class PlanEditor(QTableWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 3, parent)
        self.setObjectName("plan")
        self.labels = {
            "mitchell": self.tr("Mitchell"),
            "danish": self.tr("danese puro: ammessi reincontri"),
            "danish-modified": self.tr("danese modificato"),
            "danish-norepeat": self.tr("danese senza reincontri"),
            "italian": self.tr("all'italiana (girone)"),
            "giallo": self.tr("giallo"),
        }
        self.setHorizontalHeaderLabels([self.tr("Turno"), self.tr("Metodo"), self.tr("Gironi da")])
        groups_header = self.horizontalHeaderItem(2)
        assert groups_header is not None  # the labels just set made it
        groups_header.setToolTip(
            self.tr("Prima di questo turno la classifica si divide in gironi di merito di tante formazioni")
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Tab goes from field to field (the order set in set_rounds), not from cell to cell.
        self.setTabKeyNavigation(False)
        self.verticalHeader().hide()
        header = self.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Fixed)
        self.setColumnWidth(2, 90)
        self.verticalHeader().setDefaultSectionSize(26)
        self.setMaximumHeight(150)
        self.default = "mitchell"

    def method_box(self, method: str) -> QComboBox:
        box = QComboBox()
        for key in METHODS:
            box.addItem(self.labels.get(key, key), key)
        box.setCurrentIndex(max(0, box.findData(method)))
        return box

    def groups_box(self, size: int) -> QSpinBox:
        box = QSpinBox()
        box.setRange(0, 999)
        box.setSpecialValueText(self.tr("nessuno"))  # 0: no split before this round
        box.setValue(size)
        return box

    def set_rounds(self, count: int) -> None:
        """Keep the rows already chosen; a new round repeats the last one's method."""
        current = self.rowCount()
        last = self.method(current - 1) if current else self.default
        self.setRowCount(count)
        for row in range(current, count):
            item = QTableWidgetItem(str(row + 1))
            self.setItem(row, 0, item)
            self.setCellWidget(row, 1, self.method_box(last))
            self.setCellWidget(row, 2, self.groups_box(0))
        # The keyboard walks the rows: Alt+B lands on round 1's method, Tab goes method, groups, next method.
        chain = [w for row in range(count) for w in (self.cellWidget(row, 1), self.cellWidget(row, 2))]
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)
        # No rows, no proxy (Qt takes None; the stubs do not say so).
        self.setFocusProxy(chain[0] if chain else None)  # type: ignore[arg-type]

    def set_default(self, method: str) -> None:
        """A giallo tournament pairs every round as a giallo: the rows follow the kind."""
        self.default = method
        for row in range(self.rowCount()):
            box = self.cellWidget(row, 1)
            assert isinstance(box, QComboBox)
            box.setCurrentIndex(max(0, box.findData(method)))

    def method(self, row: int) -> str:
        box = self.cellWidget(row, 1)
        return str(box.currentData()) if isinstance(box, QComboBox) else self.default

    def groups(self, row: int) -> int:
        box = self.cellWidget(row, 2)
        return box.value() if isinstance(box, QSpinBox) else 0

    def plan(self) -> str:
        """The plan text: consecutive rounds of one method are one step; a split starts a new step."""
        steps: list[tuple[str, int]] = []
        for row in range(self.rowCount()):
            method, size = self.method(row), self.groups(row)
            if size:
                steps.append(("groups", size))
            if steps and steps[-1][0] == method:
                steps[-1] = (method, steps[-1][1] + 1)
            else:
                steps.append((method, 1))
        return ",".join(f"{m}:{n}" for m, n in steps)

    def set_plan(self, text: str, rounds: int) -> None:
        """Fill the rows from a plan text (raises PlanError when it does not fit ``rounds``)."""
        chosen: list[tuple[str, int]] = []
        split = 0
        for step in parse_plan(text, rounds) if text else ():
            if step.method == "groups":
                split = step.count
                continue
            for index in range(step.count):
                chosen.append((step.method, split if index == 0 else 0))
            split = 0
        self.setRowCount(0)
        self.set_rounds(rounds)
        for row, (method, size) in enumerate(chosen):
            method_box = self.cellWidget(row, 1)
            groups_box = self.cellWidget(row, 2)
            assert isinstance(method_box, QComboBox) and isinstance(groups_box, QSpinBox)
            method_box.setCurrentIndex(max(0, method_box.findData(method)))
            groups_box.setValue(size)

    def words(self, plan: str, rounds: int, default: str = "mitchell") -> str:
        """``mitchell:3,groups:8,danish:1`` -> "1–3 Mitchell; gironi di merito da 8; 4 danese puro: ...";
        no plan: every round by ``default``, the game's and ruleset's (``Game.plan_system``)."""
        if not plan:
            return self.labels.get(default, default)
        words = []
        played = 0
        for step in parse_plan(plan, rounds):
            if step.method == "groups":
                words.append(self.tr("gironi di merito da %1").replace("%1", str(step.count)))
                continue
            first, last = played + 1, played + step.count
            span = str(first) if first == last else f"{first}–{last}"
            words.append(f"{span} {self.labels.get(step.method, step.method)}")
            played = last
        return "; ".join(words)
