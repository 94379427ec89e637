"""The federation's member list at the desk (issue 37): File → «Importa l'elenco tesserati…», its age in the
status bar («Elenco tesserati del 3 nov.»), and the check of a tournament's players before the round-1 draw.

The import reads and checks the file first (nothing written), shows what it found — members, rejected rows,
columns not read — and asks the list's own date (the day the file was last written, unless the referee says
otherwise); then one action puts it in use, undone by Ctrl+Z like any other."""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDate
from PySide6.QtWidgets import (
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QWidget,
)

from fibur_director.services import roster
from fibur_director.ui.context import DeskContext

if TYPE_CHECKING:
    from fibur_director.reports.member_list import MemberList

MONTHS = ("gen.", "feb.", "mar.", "apr.", "mag.", "giu.", "lug.", "ago.", "set.", "ott.", "nov.", "dic.")
MONTHS_EN = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
STALE_DAYS = 31  # the federation publishes its list monthly: an older one is shown as such


def short_date(day: dt.date, today: dt.date, language: str = "it") -> str:
    """«3 nov.», with the year when it is not this year's («3 nov. 2025»)."""
    if language == "en":
        shown = f"{MONTHS_EN[day.month - 1]} {day.day}"
        return shown if day.year == today.year else f"{shown}, {day.year}"
    shown = f"{day.day} {MONTHS[day.month - 1]}"
    return shown if day.year == today.year else f"{shown} {day.year}"


def age_text(info: roster.RosterInfo | None, today: dt.date, language: str = "it") -> tuple[str, bool]:
    """What the status bar says of the list in use, and whether it is stale (older than a month) or missing."""
    if info is None:
        return QCoreApplication.translate("RosterImport", "Nessun elenco tesserati"), True
    text = QCoreApplication.translate("RosterImport", "Elenco tesserati del %1").replace(
        "%1", short_date(info.listed_on, today, language)
    )
    return text, (today - info.listed_on).days > STALE_DAYS


class RosterStatus(QLabel):
    """The list in use, in the status bar of every page; read again after an action that imported a list."""

    def __init__(self, context: DeskContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rosterStatus")
        self.setContentsMargins(0, 0, 16, 0)  # apart from the round clock's "Turno:" beside it
        self.context = context
        context.changed.connect(self.refresh_if_touched)
        context.opened.connect(self.refresh)
        self.refresh()

    def refresh_if_touched(self) -> None:
        if self.context.changed_any("roster_imports"):
            self.refresh()

    def refresh(self) -> None:
        info, error = self.context.read(roster.current, self.context.desk)
        text, stale = age_text(info, dt.date.today(), self.context.language)
        self.setText(error or text)
        self.setStyleSheet("color: #b00020;" if stale or error else "")
        self.setToolTip(
            ""
            if info is None
            else QCoreApplication.translate("RosterImport", "%1 tesserati, dal file %2")
            .replace("%1", number(info.members, self.context.language))
            .replace("%2", info.source)
        )


def number(n: int, language: str) -> str:
    """1.203 at an Italian desk, 1,203 at an English one: as the member lists and the refusals write them
    (``reports.player_list.italian_number``; Qt's Italian locale leaves four digits ungrouped)."""
    return f"{n:,}" if language == "en" else f"{n:,}".replace(",", ".")


class ImportDialog(QDialog):
    """What the file holds, and the list's date: Importa, Importa solo le righe valide, or Annulla."""

    def __init__(
        self,
        parent: QWidget | None,
        path: Path,
        found: MemberList,
        day: dt.date,
        language: str,
        current: roster.RosterInfo | None = None,
    ) -> None:
        super().__init__(parent)
        self.only_good = False
        self.setWindowTitle(self.tr("Importa l'elenco tesserati"))
        layout = QFormLayout(self)
        layout.addRow(self.tr("File"), QLabel(path.name))
        layout.addRow(self.tr("Tesserati"), QLabel(number(len(found.members), language)))
        # A 2-member file replaced a 17-member list with one click (issue 37's attack, F9): say what it replaces.
        replaced = QLabel(
            self.tr("Nessuno: è il primo elenco importato.")
            if current is None
            else self.tr("l'elenco del %1 (%2 tesserati, %3); Ctrl+Z lo rimette in uso.")
            .replace("%1", current.listed_on.strftime("%d/%m/%Y"))
            .replace("%2", number(current.members, language))
            .replace("%3", current.source)
        )
        replaced.setObjectName("rosterReplaced")
        replaced.setWordWrap(True)
        layout.addRow(self.tr("Sostituisce"), replaced)
        if found.ignored:
            layout.addRow(self.tr("Colonne non lette"), QLabel(", ".join(found.ignored)))
        for english, italian in found.notes:
            layout.addRow(QLabel(italian if language == "it" else english))
        self.date = QDateEdit(QDate(day.year, day.month, day.day))
        self.date.setObjectName("rosterDate")
        self.date.setCalendarPopup(True)
        self.date.setDisplayFormat("dd/MM/yyyy")
        self.date.setMaximumDate(QDate.currentDate())
        layout.addRow(self.tr("Data dell'&elenco"), self.date)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.import_button = QPushButton(self.tr("&Importa"))
        self.import_button.setObjectName("importRoster")
        buttons.addButton(self.import_button, QDialogButtonBox.ButtonRole.AcceptRole)
        if found.rejected:
            report = QPlainTextEdit()
            report.setObjectName("rosterRejected")
            report.setReadOnly(True)
            report.setPlainText(
                "\n".join(
                    self.tr("riga %1: %2")
                    .replace("%1", str(r.line))
                    .replace("%2", r.italian if language == "it" else r.english)
                    for r in found.rejected
                )
            )
            layout.addRow(self.tr("Righe scartate: %1").replace("%1", str(len(found.rejected))), report)
            self.import_button.setEnabled(False)
            good = QPushButton(
                self.tr("Importa solo le %1 righe valide").replace("%1", str(len(found.members)))
            )
            good.setObjectName("importGoodRows")
            good.setEnabled(bool(found.members))
            good.clicked.connect(self.take_good_rows)
            buttons.addButton(good, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addRow(buttons)

    def take_good_rows(self) -> None:
        self.only_good = True
        self.accept()

    def chosen(self) -> tuple[dt.date, bool]:
        day = self.date.date()
        return dt.date(day.year(), day.month(), day.day()), self.only_good


def ask_import(
    parent: QWidget,
    path: Path,
    found: MemberList,
    day: dt.date,
    language: str,
    current: roster.RosterInfo | None = None,
) -> tuple[dt.date, bool] | None:
    """(the list's date, only the good rows) or None when cancelled; ``current``: the list the new one replaces.
    Tests replace this function: a dialog never runs in a test."""
    dialog = ImportDialog(parent, path, found, day, language, current)
    return dialog.chosen() if dialog.exec() == QDialog.DialogCode.Accepted else None


def choose_file(parent: QWidget) -> Path | None:
    chosen, _ = QFileDialog.getOpenFileName(
        parent,
        QCoreApplication.translate("RosterImport", "Elenco tesserati"),
        "",
        QCoreApplication.translate("RosterImport", "Elenchi (*.xlsx *.csv *.txt)"),
    )
    return Path(chosen) if chosen else None


def import_roster(parent: QWidget, context: DeskContext, path: Path | None = None) -> tuple[str | None, bool]:
    """Ask for the file, show what it holds, import it: (status line, refused); (None, False) if cancelled."""
    path = path or choose_file(parent)
    if path is None:
        return None, False
    found, error = context.read(roster.read_roster, path)
    if found is None:
        return error, True
    current, _error = context.read(roster.current, context.desk)
    answer = ask_import(parent, path, found, roster.written_on(path), context.language, current)
    if answer is None:
        return None, False
    day, only_good = answer
    done, error = context.act(
        roster.import_roster, context.desk, path, day, only_good_rows=only_good, found=found
    )
    if done is None or done.info is None:
        return error or QCoreApplication.translate("RosterImport", "Nulla importato: righe scartate."), True
    text = (
        QCoreApplication.translate(
            "RosterImport",
            "Elenco tesserati del %1 in uso: %2 tesserati; aggiornati %3 giocatori dell'archivio "
            "(categoria di %4, punti di %5).",
        )
        if done.refreshed.players > 1
        else QCoreApplication.translate(
            "RosterImport",
            "Elenco tesserati del %1 in uso: %2 tesserati; aggiornato un giocatore dell'archivio "
            "(categoria di %4, punti di %5).",
        )
        if done.refreshed.players == 1
        else QCoreApplication.translate(
            "RosterImport",
            "Elenco tesserati del %1 in uso: %2 tesserati; nessun giocatore dell'archivio cambia categoria o punti.",
        )
    )
    return (
        text.replace("%1", done.info.listed_on.strftime("%d/%m/%Y"))
        .replace("%2", number(done.info.members, context.language))
        .replace("%3", str(done.refreshed.players))
        .replace("%4", str(done.refreshed.categories))
        .replace("%5", str(done.refreshed.points)),
        False,
    )
