"""Issue 38, item 3 and the results page's big line: a table whose two phones disagree said "manca" in the round's
list and in the entry area; only the board's tooltip told. Now the list says "da verificare", typing the table
shows both versions side by side with their deals, and one key takes either as the sheet. The big result line
names the table just saved, and goes when another table is typed or the sheet is undone."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from fibur_director.services import rounds as rnd
from fibur_director.services import table_entry as tab
from fibur_director.services.readmodel import cached_tournament
from fibur_director.ui.main_window import MainWindow
from tests.support.builders import make_tournament, play_round

SHEET = ((300, 150), (450, 200), (250, 400), (250, 150))  # 1250 - 900
OTHER = ((300, 150), (450, 200), (200, 400), (300, 150))  # the same totals, deals 3 and 4 differ


def keys(qtbot: QtBot, text: str) -> None:
    focus = QApplication.focusWidget()
    assert focus is not None
    qtbot.keyClicks(focus, text)


def key(qtbot: QtBot, which: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    focus = QApplication.focusWidget()
    assert focus is not None
    qtbot.keyClick(focus, which, modifier)


def test_a_disputed_table_is_shown_and_taken_with_one_key(window: MainWindow, qtbot: QtBot) -> None:
    desk = window.context.desk
    tid = make_tournament(desk, pairs=8)
    play_round(desk, tid)
    rnd.publish_round(desk, tid, rnd.propose_round(desk, tid, seed=7))
    tab.set_table_entry(desk, tid, True)
    codes = tab.round_codes(desk, tid)
    pending, disputed = codes[0].table, codes[1].table
    tab.send(desk, codes[0].ns, 1200, 800)
    tab.send(desk, codes[1].ns, deals=SHEET)
    tab.send(desk, codes[1].ew, deals=OTHER)
    window.open_tournament(tid)
    page = window.score_page
    window.go(page)

    def state_of(table: int) -> str:
        return str(page.model.index(page.model.row_of(table), 7).data())

    assert state_of(disputed) == "dal tavolo, da verificare"
    assert state_of(pending) == "dal tavolo, da confermare"
    assert f"Da verificare, i telefoni non coincidono: {disputed}." in page.missing.text()

    page.table_edit.setFocus()
    page.table_edit.selectAll()
    keys(qtbot, str(disputed))
    key(qtbot, Qt.Key.Key_Return)
    assert page.versions_box.isVisible()
    assert page.versions_box.title() == "Referti dai telefoni: non coincidono"
    cells = [w.text() for w in page.versions_box.findChildren(QLabel)]
    assert "<b>NS ha inviato</b>" in cells and "<b>EO ha inviato</b>" in cells
    assert cells.count("<b>1250 – 900</b>") == 2 and "250 – 400" in cells and "200 – 400" in cells
    assert [b.text() for b in page.version_buttons] == ["Prendi questo (F2)", "Prendi questo (F3)"]
    assert page.feedback.text() == (
        "I telefoni non coincidono: F2 quello di NS, F3 quello di EO; oppure scrivere il referto di carta."
    )

    # The paper says EO's version: F3 takes it, deals and all, as a sheet typed at the desk.
    key(qtbot, Qt.Key.Key_F3)
    played = cached_tournament(desk, tid).round(2)
    assert played is not None
    result = played.table(disputed).result  # type: ignore[union-attr]
    assert result is not None and (result.ns_points, result.ew_points) == (1250, 900)
    assert tuple(result.deals) == OTHER
    assert state_of(disputed) == ""  # entered
    assert not page.versions_box.isVisible()
    assert page.outcome.text().startswith(f"Tavolo {disputed}: PV")
    assert not page.detail.isChecked()  # the deal detail as it was
    # The phones' table is closed to them now: the desk took it.
    assert tab.phone_sheet(desk, codes[1].ns).closed is not None

    # Ctrl+Z from the table field undoes the sheet: the big line no longer names a result the round lacks.
    assert QApplication.focusWidget() is page.table_edit
    key(qtbot, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert state_of(disputed) == "dal tavolo, da verificare"
    assert page.outcome.text() == ""


def test_the_big_line_goes_when_another_table_is_typed(window: MainWindow, qtbot: QtBot) -> None:
    desk = window.context.desk
    tid = make_tournament(desk, pairs=8)
    play_round(desk, tid)
    rnd.publish_round(desk, tid, rnd.propose_round(desk, tid, seed=7))
    window.open_tournament(tid)
    page = window.score_page
    window.go(page)
    page.table_edit.setFocus()
    page.table_edit.selectAll()
    for text in ("1", "\r", "1200", "\t", "800", "\r"):
        if text == "\r":
            key(qtbot, Qt.Key.Key_Return)
        elif text == "\t":
            key(qtbot, Qt.Key.Key_Tab)
        else:
            keys(qtbot, text)
    assert page.outcome.text().startswith("Tavolo 1: PV")
    assert page.table_edit.text() == "2"  # the next missing table, proposed
    key(qtbot, Qt.Key.Key_Return)  # table 2 taken: its sheet is typed now
    assert page.outcome.text() == ""
    assert page.seats.text().startswith("Tavolo 2 —")
