"""A desk window over a fresh temporary database for each GUI test, shown offscreen."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QLocale, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QFileDialog,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMessageBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

from fibur_director.db.database import Database
from fibur_director.services import rounds as rnd
from fibur_director.services.actions import Desk
from fibur_director.ui import printing
from fibur_director.ui.context import DeskContext
from fibur_director.ui.main_window import MainWindow
from tests.support.builders import make_tournament


@pytest.fixture
def window(qtbot: QtBot, db: Database) -> Iterator[MainWindow]:
    context = DeskContext(Desk(db, actor="test"), "it")
    shown = MainWindow(context, str(db.path), 42)
    # Closing while the pages are live asks first (issue 38), and no dialog runs in a test: the pages are stopped
    # before pytest-qt closes the window (a test that wants the question answers it and closes the window itself).
    qtbot.addWidget(shown, before_close_func=_stop_pages)
    shown.show()
    qtbot.waitExposed(shown)
    yield shown
    _stop_pages(shown)
    shown.close()


def _stop_pages(shown: MainWindow) -> None:
    if shown._live_panel is not None:
        shown._live_panel.stop()


@pytest.fixture
def english_window(qtbot: QtBot, db: Database) -> Iterator[MainWindow]:
    """The same desk in English: the English translators installed for the test's life, then removed."""
    from fibur_director.ui.i18n import install_translators

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    locale = QLocale()  # install_translators sets the default locale: the next test gets it back
    translators = install_translators(app, "en")
    try:
        english = MainWindow(DeskContext(Desk(db, actor="test"), "en"), "en", 42)
        qtbot.addWidget(english)
        yield english
        english.close()
    finally:
        for translator in translators:
            app.removeTranslator(translator)
        QLocale.setDefault(locale)


def type_in(qtbot: QtBot, widget: QWidget, text: str) -> None:
    """Focus a field, select what it holds (as the desk does) and type over it."""
    widget.setFocus()
    if hasattr(widget, "selectAll"):
        widget.selectAll()
    if text.isascii() and text:
        qtbot.keyClicks(widget, text)
    elif text:
        # QTest can only click ASCII keys; a key event carrying the text is what a keyboard layout sends.
        for char in text:
            QApplication.sendEvent(
                widget, QKeyEvent(QEvent.Type.KeyPress, 0, Qt.KeyboardModifier.NoModifier, char)
            )
    else:
        qtbot.keyClick(widget, Qt.Key.Key_Delete)


def press(
    qtbot: QtBot, widget: QWidget, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
) -> None:
    qtbot.keyClick(widget, key, modifier)


class Answer:
    """The next question box the desk shows, answered as the referee would: by a click on the button with the
    given text, or by a key (Enter takes the default, Esc the way back). ``asked`` keeps the question's text,
    ``choices`` its buttons. Armed before the call that asks; a question that never comes fails the test."""

    def __init__(self, qtbot: QtBot, button: str | None = None, key: Qt.Key | None = None) -> None:
        from PySide6.QtCore import QTimer

        self.qtbot, self.button, self.key = qtbot, button, key
        self.asked: str | None = None
        self.choices: list[str] = []
        self.tries = 500  # ten seconds
        QTimer.singleShot(0, self._answer)

    def _answer(self) -> None:
        from PySide6.QtCore import QTimer
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QMessageBox, QPushButton

        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox) or not box.isVisible():
            self.tries -= 1
            if self.tries > 0:
                QTimer.singleShot(20, self._answer)  # not shown yet
            return
        self.asked = box.text()
        self.choices = [b.text().replace("&", "") for b in box.buttons()]
        if self.button is not None:
            found = [b for b in box.findChildren(QPushButton) if b.text().replace("&", "") == self.button]
            if len(found) != 1:
                box.reject()  # never leave a dialog open: the test fails on what it finds
                return
            QTest.mouseClick(found[0], Qt.MouseButton.LeftButton)
        else:
            QTest.keyClick(box, self.key or Qt.Key.Key_Return)


class SaveAs:
    """The next file dialog, answered as the referee would: the name of ``path`` typed in its name field, then
    Enter; it must open in the folder of ``path`` (else it is cancelled). ``folder`` and ``suggested`` keep
    where it opened and the name it proposed."""

    def __init__(self, qtbot: QtBot, path: Path) -> None:
        from PySide6.QtCore import QTimer

        self.qtbot, self.path = qtbot, path
        self.folder: str | None = None
        self.suggested: str | None = None
        self.labels: list[str] = []
        self.tries = 500
        QTimer.singleShot(0, self._answer)

    def _answer(self) -> None:
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QFileDialog, QLabel

        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QFileDialog) or not dialog.isVisible():
            self.tries -= 1
            if self.tries > 0:
                QTimer.singleShot(20, self._answer)
            return
        self.labels = sorted(label.text() for label in dialog.findChildren(QLabel) if label.text())
        self.folder = dialog.directory().absolutePath()
        field = dialog.findChild(QLineEdit, "fileNameEdit")
        if field is None:
            dialog.reject()
            return
        self.suggested = field.text()
        # The folders a typed path completes to would take the Enter meant for the dialog (a person waits for
        # the list or ignores it); the name typed is the one meant.
        field.setCompleter(None)
        field.selectAll()
        if Path(self.folder) != self.path.parent:
            dialog.reject()  # not where the desk should have opened it: the test fails on what it finds
            return
        self.qtbot.keyClicks(field, self.path.name)
        self.qtbot.keyClick(field, Qt.Key.Key_Return)


ENTER = Qt.Key.Key_Return


def opened(window: MainWindow, pairs: int = 10, **settings: object) -> int:
    tid = make_tournament(window.context.desk, pairs, **settings)
    window.open_tournament(tid)
    return tid


def published(window: MainWindow, tid: int) -> int:
    number = rnd.propose_round(window.context.desk, tid, seed=5)
    rnd.publish_round(window.context.desk, tid, number)
    window.context.changed.emit()
    return number


def save_to(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    """The file dialog answers ``path``; a print preview is built for real and its "Salva in PDF" pressed."""
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a, **_k: (str(path), ""))

    def preview(parent: object, title: str, suggested: str, pdfs: list[bytes]) -> tuple[bool, Path | None]:
        dialog = printing.PdfPreview(parent, title, suggested, pdfs)  # type: ignore[arg-type]
        dialog.save_action.trigger()
        dialog.deleteLater()
        return False, dialog.saved

    monkeypatch.setattr(printing, "show_preview", preview)


def answer(monkeypatch: pytest.MonkeyPatch, yes: bool, asked: list[str] | None = None) -> None:
    def question(_parent: object, _title: str, text: str, *_rest: object) -> QMessageBox.StandardButton:
        if asked is not None:
            asked.append(text)
        return QMessageBox.StandardButton.Yes if yes else QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", question)


def enter_table(qtbot: QtBot, page: object, table: int | None, ns: str, ew: str) -> None:
    """Table number (None: take the proposed one), Enter, NS, Tab, EW, Enter: keys only."""
    if table is not None:
        type_in(qtbot, page.table_edit, str(table))  # type: ignore[attr-defined]
    press(qtbot, page.table_edit, ENTER)  # type: ignore[attr-defined]
    qtbot.keyClicks(page.ns_edit, ns)  # type: ignore[attr-defined]
    press(qtbot, page.ns_edit, Qt.Key.Key_Tab)  # type: ignore[attr-defined]
    qtbot.keyClicks(page.ew_edit, ew)  # type: ignore[attr-defined]
    press(qtbot, page.ew_edit, ENTER)  # type: ignore[attr-defined]


def choose(combo: object, key: str) -> None:
    combo.setCurrentIndex(combo.findData(key))  # type: ignore[attr-defined]


def mnemonics(texts: list[str]) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for text in texts:
        match = re.search(r"&([^&])", text)
        if match:
            found.setdefault(match.group(1).lower(), []).append(text)
    return found


def assert_no_mnemonic_clash(window: MainWindow) -> None:
    menu = [a.text() for a in window.menuBar().actions()]
    for page, title in window.pages:
        texts = list(menu)
        texts += [b.text() for b in page.findChildren(QAbstractButton)]
        texts += [label.text() for label in page.findChildren(QLabel) if label.buddy() is not None]
        texts += [g.title() for g in page.findChildren(QGroupBox)]
        clashes = {k: v for k, v in mnemonics(texts).items() if len(v) > 1}
        assert clashes == {}, title
