"""Publishing survives a restart (issue 39, the desk's side) and says what it is doing (issue 38): the desk
remembers this database's network and port, offers at start to publish again there when the pages were live as
it closed, so the codes printed on the sheets keep working; Ctrl+Q asks while the pages are live; and while the
server starts the panel says so instead of "Non pubblicato."."""

from __future__ import annotations

import socket
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from fibur_director.app import Desk, build
from fibur_director.db.database import open_database
from fibur_director.services.actions import Desk as ServiceDesk
from fibur_director.ui.main_window import MainWindow
from fibur_director.ui.settings import LivePublication
from tests.support.builders import make_tournament, play_round
from tests.support.net import fetch, free_port
from tests.ui.conftest import Answer


@pytest.fixture
def desks(qtbot: QtBot) -> Iterator[list[Desk]]:
    opened: list[Desk] = []
    yield opened
    for desk in opened:
        if desk.window is not None and desk.window.isVisible():
            if desk.window._live_panel is not None:
                desk.window._live_panel.stop()
            desk.window.close()
        if desk.database is not None:
            desk.database.close()
        for translator in desk.translators:
            desk.app.removeTranslator(translator)


def open_desk(desks: list[Desk], qtbot: QtBot, path: Path) -> MainWindow:
    desk = build(["--database", str(path)])
    desks.append(desk)
    assert (
        desk.window is not None
    )  # closed by ``desks``, after its pages are stopped: never by qtbot's teardown
    desk.window.show()
    qtbot.waitExposed(desk.window)
    return desk.window


def quit_by_keys(qtbot: QtBot, window: MainWindow, answer: str | None) -> Answer | None:
    """Ctrl+Q on the window; the question, if any, answered by a click on ``answer``."""
    asked = Answer(qtbot, button=answer) if answer is not None else None
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    return asked


def ended(desks: list[Desk]) -> None:
    """What ``app.main`` does once the window has closed: the database's lock released for the next desk."""
    database = desks[-1].database
    assert database is not None
    database.close()
    desks[-1].database = None


def refused(url: str) -> bool:
    try:
        urllib.request.urlopen(url, timeout=2)
    except urllib.error.URLError:
        return True
    return False


def test_the_pages_come_back_on_the_same_port_after_a_restart(
    desks: list[Desk], qtbot: QtBot, tmp_path: Path
) -> None:
    path = tmp_path / "torneo.sqlite3"
    database = open_database(path)
    tid = make_tournament(ServiceDesk(database, actor="arbitro"), pairs=4)
    play_round(ServiceDesk(database, actor="arbitro"), tid)
    database.close()
    port = free_port()

    window = open_desk(desks, qtbot, path)
    window.live_entry.trigger()
    panel = window.live_panel
    panel.port.setValue(port)
    qtbot.mouseClick(panel.toggle_button, Qt.MouseButton.LeftButton)
    # The server answers after a second or more: meanwhile the panel says what it does, and cannot be clicked twice.
    assert panel.address.text() == f"Avvio delle pagine in sala su 127.0.0.1:{port}…"
    assert panel.toggle_button.text() == "Avvio in corso…" and not panel.toggle_button.isEnabled()
    qtbot.waitUntil(lambda: panel.server is not None, timeout=20000)
    address = f"http://127.0.0.1:{port}/"
    assert "Rossi1" in fetch(f"{address}t/{tid}/classifica")

    # Ctrl+Q while live asks; "Continua a pubblicare" keeps everything as it was.
    asked = quit_by_keys(qtbot, window, "Continua a pubblicare")
    assert asked is not None
    qtbot.waitUntil(lambda: asked.asked is not None)
    assert "Le pagine in sala sono pubblicate" in (asked.asked or "")
    assert asked.choices == ["Chiudi comunque", "Continua a pubblicare"]
    assert window.isVisible() and panel.server is not None
    assert "Rossi1" in fetch(f"{address}t/{tid}/classifica")
    # "Chiudi comunque" closes the desk and stops the pages.
    quit_by_keys(qtbot, window, "Chiudi comunque")
    qtbot.waitUntil(lambda: not window.isVisible())
    ended(desks)
    assert panel.server is None and refused(address)
    remembered = LivePublication(path)
    assert (remembered.host, remembered.port, remembered.published) == ("127.0.0.1", port, True)

    # The next start offers to publish again on the same network and port; Enter takes the offer.
    again = open_desk(desks, qtbot, path)
    offer = Answer(qtbot)
    again.offer_to_publish_again()
    assert offer.asked is not None and f"127.0.0.1:{port}" in offer.asked
    assert "I codici e i QR code già stampati sugli score continuano a valere" in offer.asked
    assert offer.choices == ["Pubblica di nuovo", "Non ora"]
    live = again.live_panel
    assert live.port.value() == port and live.interface.currentData() == "127.0.0.1"
    qtbot.waitUntil(lambda: live.server is not None, timeout=20000)
    assert live.public_address() == address
    assert "Rossi1" in fetch(f"{address}t/{tid}/classifica")

    # Stopped by the referee before quitting: nothing is offered at the next start, the port stays chosen.
    qtbot.mouseClick(live.toggle_button, Qt.MouseButton.LeftButton)
    assert live.server is None
    quit_by_keys(qtbot, again, None)  # nothing live: no question
    qtbot.waitUntil(lambda: not again.isVisible())
    ended(desks)
    third = open_desk(desks, qtbot, path)
    third.offer_to_publish_again()
    assert QApplication.activeModalWidget() is None
    assert third._live_panel is None  # not even built: nothing to offer
    assert third.live_panel.port.value() == port


def test_a_network_that_is_gone_is_said_and_the_panel_opened(
    desks: list[Desk], qtbot: QtBot, tmp_path: Path
) -> None:
    """The laptop came back with another address from the club's Wi-Fi: the desk cannot publish on the old one,
    says so, and opens the panel with the same port to choose the network."""
    path = tmp_path / "torneo.sqlite3"
    open_database(path).close()
    LivePublication(path).publishing("192.0.2.77", 8799)  # an address this computer does not have
    window = open_desk(desks, qtbot, path)
    offer = Answer(qtbot)
    window.offer_to_publish_again()
    assert (
        offer.asked is not None and "192.0.2.77:8799" in offer.asked and "la rete è cambiata" in offer.asked
    )
    assert offer.choices == ["Apri «Pubblica in sala»", "Non ora"]
    panel = window.live_panel
    assert panel.isVisible() and panel.server is None and not panel.live
    assert panel.port.value() == 8799
    assert "scegliere in Rete la rete della sala" in panel.feedback.text()


def test_declining_the_offer_forgets_it(desks: list[Desk], qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "torneo.sqlite3"
    open_database(path).close()
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = int(probe.getsockname()[1])
    LivePublication(path).publishing("127.0.0.1", port)
    window = open_desk(desks, qtbot, path)
    Answer(qtbot, key=Qt.Key.Key_Escape)
    window.offer_to_publish_again()
    assert window.live_panel.server is None and not window.live_panel.live
    assert not LivePublication(path).published
