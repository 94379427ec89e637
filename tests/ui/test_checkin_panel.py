"""The desk's Accoglienza (issue 26, items 7-8), offscreen: a code shown, a phone's marks reaching the desk by
its poll, one taken back, the fee, the printed sheet, and "Chiudi l'accoglienza" taking the absent entries out
so the first round seats none of them."""

from __future__ import annotations

import subprocess
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QDockWidget
from pytestqt.qtbot import QtBot

from fibur_director.db.database import open_writer_beside
from fibur_director.services import checkin as svc
from fibur_director.services import rounds as rnd
from fibur_director.services.actions import Desk
from fibur_director.ui import checkin_panel
from fibur_director.ui.docking import dock_of
from fibur_director.ui.main_window import MainWindow
from tests.support.builders import make_tournament


def _open(window: MainWindow, pairs: int = 6) -> tuple[checkin_panel.CheckInPanel, int]:
    context = window.context
    tid = make_tournament(context.desk, pairs=pairs)
    context.open(tid)
    panel = window.checkin_panel
    window.findChild(QDockWidget, "checkinDock").show()
    return panel, tid


def test_a_phone_s_marks_reach_the_desk_and_one_is_taken_back(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    panel, tid = _open(window)
    assert panel.counts.text().startswith("<b>Arrivati 0 su 12</b>")
    panel.code_button.click()
    code = panel.code_label.text()
    assert len(code) == 6 and code == panel.code
    # The phone, beside the desk on the same file, as the live server writes for it.
    beside = open_writer_beside(window.context.desk.database.path)
    try:
        token, device = svc.pair(Desk(beside, "web"), code)
        phone = Desk(beside, device.actor)
        players = {a.surname: a.player_id for a in svc.door(window.context.desk, tid).arrivals}
        svc.mark(phone, tid, players["Rossi1"], present=True, paid_cents=1000, token=token)
        svc.mark(phone, tid, players["Bianchi1"], present=True, paid_cents=1000, token=token)
    finally:
        beside.close()
    # No action of the desk's: the panel's poll finds the phone's marks.
    qtbot.waitUntil(lambda: panel.counts.text().startswith("<b>Arrivati 2 su 12</b>"), timeout=5000)
    assert "Incassato 20 €" in panel.counts.text()
    assert panel.devices.item(0).text().startswith("accoglienza 1 — abbinato alle")
    assert [panel.marks.item(i).text().split("  ", 1)[1] for i in range(panel.marks.count())] == [
        "accoglienza 1: Bianchi1 Niccolò",
        "accoglienza 1: Rossi1 Maria",
    ]
    panel.marks.setCurrentRow(0)
    panel.take_back_button.click()
    assert panel.feedback.text() == "Segnatura annullata."
    assert panel.counts.text().startswith("<b>Arrivati 1 su 12</b>")

    panel.fee.setText("12,50")
    panel.fee_button.click()
    assert "da incassare 140 €" in panel.counts.text()  # 2.50 + 11 x 12.50

    panel.devices.setCurrentRow(0)
    panel.revoke_button.click()
    assert svc.device_of(window.context.desk, token) is None
    assert panel.devices.item(0).text() == "accoglienza 1 — revocato"

    sheet = tmp_path / "accoglienza.pdf"
    panel.print_sheet(str(sheet))
    shown = subprocess.run(["pdftotext", str(sheet), "-"], capture_output=True, text=True, check=True)
    assert "Foglio dell'accoglienza" in shown.stdout and "Rossi1 Maria" in shown.stdout


def test_closing_the_door_takes_the_absent_out_before_the_draw(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    panel, tid = _open(window, pairs=8)
    desk = window.context.desk
    for a in svc.door(desk, tid).arrivals:
        if a.entry != 2 and a.surname != "Rossi4":
            svc.mark(desk, tid, a.player_id, present=True, paid_cents=1000)

    def answer() -> None:
        dialog = panel.closing_dialog
        assert [dialog.list.item(i).text() for i in range(dialog.list.count())] == [
            "2 · Rossi2 - Bianchi2 — assenti: Bianchi2 Niccolò, Rossi2 Maria",
            "4 · Rossi4 - Bianchi4 — assenti: Rossi4 Maria\n    hanno pagato (da rimborsare se tolti): "
            "Bianchi4 Niccolò 10 €",
        ]
        dialog.accept()

    QTimer.singleShot(0, answer)
    panel.close_button.click()
    assert panel.feedback.text() == "Tolti dal torneo: 2, 4. Ctrl+Z li rimette."
    # 13 players paid 10 euro each, Bianchi4 among them: struck with entry 4, his 10 euro are still in the box
    panel.refresh()
    assert panel.counts.text().endswith(
        "Incassato 130 € · da incassare 0 €<br>di cui pagato da chi non è più iscritto (da rimborsare): 10 €"
    )
    sheet = tmp_path / "accoglienza.pdf"
    panel.print_sheet(str(sheet))
    shown = subprocess.run(["pdftotext", str(sheet), "-"], capture_output=True, text=True, check=True)
    words = " ".join(shown.stdout.split())
    assert (
        "incassato 130 € · da incassare 0 € · di cui pagato da chi non è più iscritto (da rimborsare) 10 €"
        in words
    )
    assert "Pagato da chi non è più iscritto (da rimborsare): 10 €" in words
    assert "Bianchi4 Niccolò" in words
    number = rnd.propose_round(desk, tid, seed=2)
    seated = {e for t in rnd.view_round(desk, tid, number).tables for e in (*t.ns, *t.ew)}
    assert seated == {1, 3, 5, 6, 7, 8}  # 0 tables with an absent entry
    assert QApplication.activeModalWidget() is None
    assert isinstance(panel.closing_dialog, QDialog)


def test_a_hidden_panel_reads_nothing_until_shown(qtbot: QtBot, window: MainWindow) -> None:
    """Hidden, it does not follow the desk's actions (each would read every player); shown, it reads afresh."""
    panel, tid = _open(window)
    dock = window.findChild(QDockWidget, "checkinDock")
    dock.hide()
    shown_before = panel.counts.text()
    first = svc.door(window.context.desk, tid).arrivals[0].player_id
    window.context.act(svc.mark, window.context.desk, tid, first, present=True)
    assert panel.counts.text() == shown_before
    dock.show()
    qtbot.waitUntil(lambda: panel.counts.text().startswith("<b>Arrivati 1 su 12</b>"), timeout=2000)


def test_proposing_round_one_offers_to_close_the_door_first(qtbot: QtBot, window: MainWindow) -> None:
    _panel, tid = _open(window, pairs=8)
    desk = window.context.desk
    for a in svc.door(desk, tid).arrivals:
        if a.entry != 3:
            svc.mark(desk, tid, a.player_id, present=True)
    page = window.round_page
    window.go(page)
    shown: list[list[str]] = []

    def answer(take_out: bool) -> None:
        dialog = page.closing_dialog
        shown.append([dialog.list.item(i).text() for i in range(dialog.list.count())])
        dialog.accept() if take_out else dialog.reject()

    # Left as it is: the draw seats everyone, entry 3 too.
    QTimer.singleShot(0, lambda: answer(False))
    page.propose_button.click()
    assert shown == [["3 · Rossi3 - Bianchi3 — assenti: Bianchi3 Niccolò, Rossi3 Maria"]]
    seated = {e for t in rnd.view_round(desk, tid, 1).tables for e in (*t.ns, *t.ew)}
    assert seated == set(range(1, 9))
    desk.undo(tid)
    window.context.changed.emit()
    # Taken out: the draw seats the 7 entries here (one rests).
    QTimer.singleShot(0, lambda: answer(True))
    page.propose_button.click()
    assert len(shown) == 2
    seated = {e for t in rnd.view_round(desk, tid, 1).tables for e in (*t.ns, *t.ew)}
    assert 3 not in seated and seated <= {1, 2, 4, 5, 6, 7, 8}
    assert svc.door(desk, tid).expected == 14
    assert QApplication.activeModalWidget() is None


def test_no_closing_offered_when_the_door_was_not_kept(qtbot: QtBot, window: MainWindow) -> None:
    _panel, tid = _open(window, pairs=8)
    page = window.round_page
    window.go(page)
    page.propose_button.click()  # a modal dialog here would block the test
    assert not hasattr(page, "closing_dialog")
    assert rnd.view_round(window.context.desk, tid, 1).tables


def test_a_side_panel_that_would_push_the_window_off_a_small_screen_opens_floating_inside_it(
    qtbot: QtBot, window: MainWindow
) -> None:
    """The offscreen screen is 800 pixels wide, less than the pages need beside a docked panel (a 1024-pixel
    laptop with the Iscrizioni page is the same case): the panel opens floating, within the screen's right edge,
    instead of widening the window past it (ui/docking.py)."""
    room = window.screen().availableGeometry()
    assert (
        window.minimumSizeHint().width() > room.width() - 300
    )  # a docked panel could not fit beside the page
    for dock in (dock_of(window.checkin_panel), dock_of(window.live_panel)):
        assert isinstance(dock, QDockWidget)
        dock.show()
        qtbot.waitUntil(dock.isFloating)
        assert dock.frameGeometry().right() <= room.right()
        dock.hide()


def test_the_panel_is_built_when_first_opened_and_keeps_its_place_in_the_file_menu(
    window: MainWindow,
) -> None:
    """Issue 23: the window opens without the Accoglienza dock; File → "Accoglienza…" builds and shows it; the
    File menu keeps one entry each, "Pubblica in sala…" then "Accoglienza…", whichever panel is built first."""
    from PySide6.QtWidgets import QDockWidget

    def first_entries() -> list[str]:
        return [action.text() for action in window.menuBar().actions()[0].menu().actions()[:2]]

    assert window.findChild(QDockWidget, "checkinDock") is None
    assert first_entries() == ["Pubblica in sala…", "Accoglienza…"]
    window.checkin_entry.trigger()
    dock = window.findChild(QDockWidget, "checkinDock")
    assert dock is not None and dock.isVisible() and dock.widget().widget() is window.checkin_panel
    assert dock.toggleViewAction() in window.menuBar().actions()[0].menu().actions()
    assert first_entries() == ["Pubblica in sala…", "Accoglienza…"]
    window.live_entry.trigger()
    assert first_entries() == ["Pubblica in sala…", "Accoglienza…"]
