"""Issue 38, item 4 at the desk: the tournament carries its referee (direttore di gara), asked in the new
tournament's form, proposed from the last tournament's, corrected on the Torneo page (one action, Ctrl+Z takes
it back), shown on the Classifica page; and the tournament list counts the rounds played, not one only seated."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from fibur_director.services import journal
from fibur_director.services import results as res
from fibur_director.services import rounds as rnd
from fibur_director.ui.main_window import MainWindow
from tests.support.builders import make_tournament, play_round
from tests.ui.conftest import type_in


def enter(qtbot: QtBot) -> None:
    focus = QApplication.focusWidget()
    assert focus is not None
    qtbot.keyClick(focus, Qt.Key.Key_Return)


def test_the_referee_is_asked_kept_and_corrected(window: MainWindow, qtbot: QtBot) -> None:
    page = window.tournament_page
    assert page.referee.text() == ""  # an empty archive proposes nobody
    type_in(qtbot, page.name, "Torneo di Santa Lucia")
    type_in(qtbot, page.referee, "  Maria   Rossi ")
    enter(qtbot)  # Enter in the form creates the tournament
    tid = window.context.tournament_id
    assert tid is not None
    assert journal.settings_of(window.context.desk, tid).referee == "Maria Rossi"
    window.go(window.standings_page)
    assert window.standings_page.referee.text() == "Direttore di gara: Maria Rossi"

    # The next tournament's form proposes the same referee: typed once per club.
    window.go(page)
    page.referee.clear()
    page.name.setFocus()  # as at the next start: the field empty, the cursor elsewhere
    page.refresh()
    assert page.referee.text() == "Maria Rossi"

    # Corrected on the Torneo page: Enter in the field saves it; Ctrl+Z takes it back.
    assert page.open_referee.text() == "Maria Rossi"
    type_in(qtbot, page.open_referee, "Maria Rossi Bianchi")
    enter(qtbot)
    assert page.feedback.text() == "Direttore di gara: Maria Rossi Bianchi."
    assert journal.settings_of(window.context.desk, tid).referee == "Maria Rossi Bianchi"
    assert page.open_referee.text() == "Maria Rossi Bianchi"
    window.undo()
    assert journal.settings_of(window.context.desk, tid).referee == "Maria Rossi"
    assert page.open_referee.text() == "Maria Rossi"
    assert window.statusBar().currentMessage() == "Annullato: Direttore di gara: Maria Rossi Bianchi"

    # A name too long is refused in words, and nothing changes.
    type_in(qtbot, page.open_referee, "x" * 101)
    enter(qtbot)
    assert "al massimo 100 caratteri" in page.feedback.text()
    assert journal.settings_of(window.context.desk, tid).referee == "Maria Rossi"


def test_the_list_counts_the_rounds_played_not_one_only_seated(window: MainWindow) -> None:
    desk = window.context.desk
    tid = make_tournament(desk, pairs=8)
    play_round(desk, tid)
    rnd.publish_round(desk, tid, rnd.propose_round(desk, tid, seed=7))
    page = window.tournament_page
    page.refresh()
    row = page.model.row_of(tid)
    assert page.model.index(row, 5).data() == "1 (+1 in corso)"
    for table in rnd.view_round(desk, tid, 2).tables:
        res.enter_result(desk, tid, 2, table.number, 1000, 900)
    rnd.close_round(desk, tid, 2)
    page.refresh()
    assert page.model.index(page.model.row_of(tid), 5).data() == "2"
