"""The desk notices a server that stopped answering and starts it again on the same address and port (issue 39,
item 4), so the codes printed on the tables' sheets keep working: frozen (SIGSTOP, as a server blocked on a full
pipe was), killed, and a server that cannot come back is said, not hidden."""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import threading

import pytest
from pytestqt.qtbot import QtBot

from fibur_director.ui import live_watch
from fibur_director.ui.main_window import MainWindow
from fibur_director.web.server import ServerProcess, answers
from tests.support.builders import make_tournament

pytestmark = pytest.mark.slow


@pytest.fixture
def quick(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(live_watch, "WATCH_MS", 300)
    monkeypatch.setattr(live_watch, "CHECK_TIMEOUT_S", 0.5)


def _publish(window: MainWindow) -> tuple[ServerProcess, int]:
    make_tournament(window.context.desk, pairs=4)
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = int(probe.getsockname()[1])
    panel = window.live_panel
    panel.port.setValue(port)
    panel.toggle_button.click()
    panel.wait_started()  # the panel starts its server on a thread (issue 38)
    server = panel.server
    assert isinstance(server, ServerProcess) and answers(server.address)
    return server, port


@pytest.mark.parametrize("how", [signal.SIGSTOP, signal.SIGKILL])
def test_a_server_that_stops_answering_is_started_again_on_the_same_port(
    window: MainWindow, qtbot: QtBot, quick: None, how: signal.Signals
) -> None:
    server, port = _publish(window)
    panel = window.live_panel
    first = server._process.pid
    try:
        os.kill(first, how)
        qtbot.waitUntil(lambda: "riavviato" in panel.feedback.text(), timeout=20_000)
        assert server._process.pid != first and server.port == port
        assert answers(f"http://127.0.0.1:{port}/")
        assert panel.server is server and panel.toggle_button.isChecked()
        assert window.context.live_address == f"http://127.0.0.1:{port}/"
    finally:
        if how == signal.SIGSTOP:
            with contextlib.suppress(ProcessLookupError):  # the restart killed it already
                os.kill(first, signal.SIGCONT)
        panel.toggle_button.click()
    assert panel.server is None


def test_a_server_that_cannot_come_back_is_said(
    window: MainWindow, qtbot: QtBot, quick: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    server, port = _publish(window)
    panel = window.live_panel
    # The server dies and someone else takes the port meanwhile: the desk says so and shows the pages stopped.
    taken = threading.Event()

    def restart(self: ServerProcess, wait_s: float = 10.0) -> str:
        taken.wait(10)
        self._start(port)
        return self.address

    monkeypatch.setattr(ServerProcess, "restart", restart)
    os.kill(server._process.pid, signal.SIGKILL)
    server._process.wait(10)
    blocker = socket.socket()
    blocker.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    blocker.bind(("127.0.0.1", port))
    blocker.listen()
    taken.set()
    try:
        qtbot.waitUntil(lambda: panel.server is None, timeout=20_000)
        assert "si sono fermate" in panel.feedback.text() and str(port) in panel.feedback.text()
        assert not panel.toggle_button.isChecked()
    finally:
        blocker.close()
