"""A desk window over a fresh temporary database for each GUI test, shown offscreen."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QEvent, QLocale, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from fibur_director.db.database import Database
from fibur_director.services.actions import Desk
from fibur_director.ui.context import DeskContext
from fibur_director.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot: QtBot, db: Database) -> Iterator[MainWindow]:
    context = DeskContext(Desk(db, actor="test"), "it")
    shown = MainWindow(context, str(db.path), 42)
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitExposed(shown)
    yield shown
    shown.close()


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
