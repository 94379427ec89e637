"""The desk's main window. The pages (tournament, registration, rounds, scores, standings) arrive with the desk
issue; this window already carries the menus, the language, the status bar and the round clock."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox, QVBoxLayout, QWidget

from fibur_director import __version__
from fibur_director.ui.round_clock import RoundClock


class MainWindow(QMainWindow):
    def __init__(self, database_label: str, rulesets: list[str], round_minutes: int = 50) -> None:
        super().__init__()
        self.setObjectName("MainWindow")
        self.setWindowTitle(self.tr("FIBur Director – banco del direttore di gara"))
        self.resize(1000, 680)

        file_menu = self.menuBar().addMenu(self.tr("&File"))
        self.quit_action = QAction(self.tr("&Esci"), self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)
        file_menu.addAction(self.quit_action)

        help_menu = self.menuBar().addMenu(self.tr("&Aiuto"))
        self.about_action = QAction(self.tr("&Informazioni su FIBur Director"), self)
        self.about_action.triggered.connect(self.show_about)
        help_menu.addAction(self.about_action)

        self.empty_label = QLabel(self.tr("Nessun torneo aperto."))
        self.empty_label.setObjectName("emptyLabel")
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.empty_label.font()
        font.setPointSize(font.pointSize() + 6)
        self.empty_label.setFont(font)
        self.rulesets_label = QLabel(
            self.tr("Regolamenti disponibili: %1").replace("%1", ", ".join(rulesets))
        )
        self.rulesets_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.addStretch(1)
        layout.addWidget(self.empty_label)
        layout.addWidget(self.rulesets_label)
        layout.addStretch(1)
        self.setCentralWidget(central)

        self.statusBar().showMessage(self.tr("Database: %1").replace("%1", database_label))
        # In the status bar so it shows on every page; an open tournament resets it to its own round time.
        self.clock = RoundClock(round_minutes)
        self.statusBar().addPermanentWidget(self.clock)

    def about_text(self) -> str:
        return self.tr(
            "FIBur Director %1\nIl programma del direttore di gara per i tornei di burraco.\nLicenza MIT."
        ).replace("%1", __version__)

    def show_about(self) -> None:
        QMessageBox.about(self, self.tr("Informazioni su FIBur Director"), self.about_text())
