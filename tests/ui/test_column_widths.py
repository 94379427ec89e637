"""Lists on a 1024x700 club laptop (issue 38, seen under Xvfb): the round's list gave «Nord-Sud» its whole width and
left «Est-Ovest» 30 pixels («1 ...»); the player archive elided every surname and club beside a 100-pixel
«Iscritto» column holding «n. 1». Now the widest columns give way together and the one that takes the spare
width gives way with them; a list whose text fits keeps every column whole."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QTableView
from pytestqt.qtbot import QtBot

from fibur_director.services import registration as reg
from fibur_director.ui.main_window import MainWindow
from fibur_director.ui.table_model import FittingTableView
from tests.ui.conftest import opened, press, published

CLUB = "Circolo Burraco Città di Sanremo «Villa Ormond»"


def _laptop(window: MainWindow, qtbot: QtBot) -> int:
    desk = window.context.desk
    tid = opened(window, 10)
    for n in range(4):
        a = reg.add_player(desk, f"Della Valle Castiglioni{n}", "Maria Antonietta", card=f"L{n}A", club=CLUB)
        b = reg.add_player(desk, f"Bonaventura-Santangelo{n}", "Pierfrancesco", card=f"L{n}B", club=CLUB)
        reg.register_entry(desk, tid, [a, b])
    published(window, tid)
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: window.width() == 1024)
    return tid


def _widths(view: QTableView) -> list[int]:
    header = view.horizontalHeader()
    return [header.sectionSize(c) for c in range(header.count())]


def _whole(view: QTableView, column: int) -> int:
    """The width the column's text needs whole (its cells and its title)."""
    return max(view.sizeHintForColumn(column), view.horizontalHeader().sectionSizeHint(column))


def test_the_rounds_list_cuts_both_lines_alike_on_a_laptop(window: MainWindow, qtbot: QtBot) -> None:
    _laptop(window, qtbot)
    press(qtbot, window, Qt.Key.Key_4, Qt.KeyboardModifier.ControlModifier)  # Ctrl+4: Risultati
    page = window.score_page
    assert window.tabs.currentWidget() is page
    QApplication.processEvents()
    view = page.view
    assert view.horizontalScrollBar().maximum() == 0
    ns, ew = _widths(view)[1:3]
    assert _whole(view, 1) > ns and _whole(view, 2) > ew  # both names too long for the laptop: both cut
    assert abs(ns - ew) <= 2, (ns, ew)
    assert ew >= FittingTableView.MIN_TEXT


def test_the_archive_gives_its_width_to_names_not_to_the_registered_mark(
    window: MainWindow, qtbot: QtBot
) -> None:
    _laptop(window, qtbot)
    press(qtbot, window, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)  # Ctrl+2: Iscrizioni
    page = window.registration_page
    assert window.tabs.currentWidget() is page
    QApplication.processEvents()
    view = page.players
    assert view.horizontalScrollBar().maximum() == 0
    widths = _widths(view)
    # «Iscritto» holds «n. 12» at most: no wider than its title, while the club's name is cut.
    assert widths[4] <= _whole(view, 4) + 4, widths
    assert widths[3] < _whole(view, 3)
    # The surnames give way no more than the club, the widest: whole, or cut to the club's width.
    assert widths[0] >= min(_whole(view, 0), widths[3]), widths


def test_a_list_whose_text_fits_keeps_every_column_whole(window: MainWindow, qtbot: QtBot) -> None:
    opened(window, 6)
    window.resize(1366, 740)
    qtbot.waitUntil(lambda: window.width() == 1366)
    press(qtbot, window, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    QApplication.processEvents()
    view = window.registration_page.players
    widths = _widths(view)
    assert all(widths[c] >= _whole(view, c) for c in range(len(widths))), widths
