"""The desk keeps an eye on the server it publishes with (issue 39): every few seconds it asks the server's
health page from a thread of its own, and a server that died or stopped answering twice in a row is started
again on the same address and port, so the codes and the QR codes printed on the tables' sheets keep working.
What happened is said in the panel, in words, with the time."""

from __future__ import annotations

import datetime as dt
import threading
from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from fibur_director.domain.errors import FiburError

WATCH_MS = 5000
# A server slow to answer under a crowd is alive: its health page is answered on its event loop from its own
# poll of the file (web/app.py), so only a dead process, a frozen loop or a file it cannot read misses three
# answers of five seconds each. A restart cuts every phone; it is not done lightly (found from outside).
CHECK_TIMEOUT_S = 5.0
MISSES_BEFORE_RESTART = 3


class Watched(Protocol):
    address: str

    @property
    def running(self) -> bool: ...

    def answering(self, timeout: float = 2.0) -> bool: ...

    def restart(self, wait_s: float = 10.0) -> str: ...


class ServerWatch(QObject):
    """``said`` carries the sentence for the panel (restarted, or could not be); ``lost`` is emitted when the
    server could not be started again, and the panel then shows it stopped."""

    said = Signal(str)
    lost = Signal(str)
    _checked = Signal(bool, str)

    def __init__(self, server: Watched, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.server = server
        self.misses = 0
        self._busy: threading.Thread | None = None
        self._checked.connect(self._answer)
        self.timer = QTimer(self)
        self.timer.setInterval(WATCH_MS)
        self.timer.timeout.connect(self.check)
        self.timer.start()

    def check(self) -> None:
        if self._busy is not None and self._busy.is_alive():
            return  # the last check (or a restart) is still going: it counts when it ends
        self._busy = threading.Thread(target=self._ask, name="fibur-live-watch", daemon=True)
        self._busy.start()

    def _ask(self) -> None:
        self._checked.emit(self.server.answering(CHECK_TIMEOUT_S), "")

    def _answer(self, answered: bool, failure: str) -> None:
        if failure:
            self.timer.stop()
            self.lost.emit(failure)
            return
        if answered:
            self.misses = 0
            return
        self.misses += 1
        if self.misses >= MISSES_BEFORE_RESTART or not self.server.running:
            self.misses = 0
            self._busy = threading.Thread(target=self._restart, name="fibur-live-restart", daemon=True)
            self._busy.start()

    def _restart(self) -> None:
        try:
            self.server.restart()
        except FiburError as error:
            self._checked.emit(False, error.italian)
            return
        now = dt.datetime.now().strftime("%H:%M")
        self.said.emit(
            QCoreApplication.translate(
                "LivePanel",
                "Il server delle pagine non rispondeva: riavviato alle %1 sullo stesso indirizzo.",
            ).replace("%1", now)
        )

    def stop(self, wait_s: float = 15.0) -> None:
        """Stop watching; a restart under way is let finish first (the panel stops the server after)."""
        self.timer.stop()
        if self._busy is not None:
            self._busy.join(wait_s)


def watch(
    server: Watched, parent: QObject, on_said: Callable[[str], None], on_lost: Callable[[str], None]
) -> ServerWatch:
    found = ServerWatch(server, parent)
    found.said.connect(on_said)
    found.lost.connect(on_lost)
    return found
