""" "Pubblica in sala" on the desk (issue 16): the referee's interface, the address and QR code, the pages served
while the desk works on the same file, a clear message for a busy port, and "Esporta pagine web"."""

from __future__ import annotations

import socket
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from fibur_director.ui.live_panel import EVERY_INTERFACE, projector_command
from fibur_director.ui.main_window import MainWindow
from tests.support.builders import make_tournament, play_round
from tests.support.net import fetch, free_port


def test_the_panel_is_built_when_the_referee_first_opens_it_from_the_file_menu(window: MainWindow) -> None:
    """Issue 23: the window opens without the panel; File → "Pubblica in sala…" builds and shows it, and from
    then on the same entry shows and hides it (one entry, never two)."""
    from PySide6.QtWidgets import QDockWidget

    def entries() -> list[str]:
        file_menu = window.menuBar().actions()[0].menu()
        return [action.text() for action in file_menu.actions() if "Pubblica in sala" in action.text()]

    assert window.findChild(QDockWidget, "liveDock") is None
    assert entries() == ["Pubblica in sala…"]
    window.live_entry.trigger()
    dock = window.findChild(QDockWidget, "liveDock")
    assert dock is not None and dock.isVisible() and dock.widget().widget() is window.live_panel
    assert entries() == ["Pubblica in sala…"]
    toggle = dock.toggleViewAction()
    assert toggle in window.menuBar().actions()[0].menu().actions() and toggle.isChecked()
    toggle.trigger()
    assert not dock.isVisible()
    toggle.trigger()
    assert dock.isVisible() and window.live_panel.address.text() == "Non pubblicato."


def test_publish_in_the_room_shows_the_address_and_serves_the_pages(window: MainWindow, qtbot: QtBot) -> None:
    desk = window.context.desk
    tid = make_tournament(desk, pairs=4)
    play_round(desk, tid)
    window.open_tournament(tid)
    panel = window.live_panel
    assert panel.interface.currentData() == "127.0.0.1"  # this computer only, unless the referee chooses
    assert [panel.interface.itemData(i) for i in range(panel.interface.count())][-1] == EVERY_INTERFACE
    port = free_port()
    panel.port.setValue(port)
    panel.toggle_button.click()
    qtbot.waitUntil(lambda: panel.server is not None, timeout=20000)
    address = f"http://127.0.0.1:{port}/"
    assert address in panel.address.text()
    assert not panel.qr.pixmap().isNull()
    assert window.context.live_address == address  # printed with its QR code on the seating poster
    assert not panel.interface.isEnabled()
    page = fetch(f"{address}t/{tid}/classifica")
    assert "Classifica" in page and "Rossi1 Maria" in page
    # The desk keeps acting on the file while the pages are served.
    play_round(desk, tid)
    assert "provvisoria dopo il turno 2" in fetch(f"{address}t/{tid}/classifica")
    panel.toggle_button.click()
    assert panel.server is None and panel.address.text() == "Non pubblicato."
    assert window.context.live_address is None
    with pytest.raises(urllib.error.URLError):
        urllib.request.urlopen(address, timeout=2)


def test_a_busy_port_is_told_in_italian_and_nothing_runs(window: MainWindow, qtbot: QtBot) -> None:
    panel = window.live_panel
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        panel.port.setValue(int(taken.getsockname()[1]))
        panel.toggle_button.click()
        qtbot.waitUntil(lambda: not panel.live, timeout=20000)
    assert panel.server is None
    assert not panel.toggle_button.isChecked()
    assert "impossibile pubblicare su 127.0.0.1" in panel.feedback.text()


def test_every_interface_is_said_so(window: MainWindow, qtbot: QtBot) -> None:
    panel = window.live_panel
    panel.interface.setCurrentIndex(panel.interface.count() - 1)
    panel.port.setValue(free_port())
    panel.toggle_button.click()
    try:
        qtbot.waitUntil(lambda: not panel.toggle_button.text().startswith("Avvio"), timeout=20000)
        assert panel.server is not None, panel.feedback.text()
        assert "tutte le interfacce" in panel.address.text()
    finally:
        panel.stop()


def test_export_web_pages(window: MainWindow, tmp_path: Path) -> None:
    desk = window.context.desk
    tid = make_tournament(desk, pairs=4)
    play_round(desk, tid)
    window.open_tournament(tid)
    assert window.live_panel.export(tmp_path / "sito")
    assert (tmp_path / "sito" / "classifica.html").is_file()
    assert "pagine scritte" in window.live_panel.feedback.text()


def test_the_projector_opens_full_screen_on_the_second_monitor() -> None:
    url = "http://192.168.1.10:8765/t/1/proiettore"
    found = {"chromium": "/usr/bin/chromium"}
    command = projector_command(url, [(0, 0), (1920, 0)], found.get, "/tmp")
    assert command == [
        "/usr/bin/chromium",
        "--kiosk",
        "--new-window",
        "--window-position=1920,0",
        "--user-data-dir=/tmp/fibur-director-projector",
        url,
    ]
    # One monitor, or no Chromium-family browser: the default browser opens it (F11 for full screen).
    assert projector_command(url, [(0, 0)], found.get, "/tmp") is None
    assert projector_command(url, [(0, 0), (1920, 0)], {}.get, "/tmp") is None
