"""The round clock: a countdown from the ruleset's round time minus the announced reduction (IT Art. 6), with
pause, one minute more or less, and a time-out signal nobody can miss. It sits in the status bar, so it is
visible on every page.

The counting lives in ``Countdown`` (plain Python over an injected monotonic clock) so it is tested without
waiting; the widget only shows it and ticks four times a second.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import QApplication, QHBoxLayout, QLabel, QPushButton, QWidget


class Countdown:
    """Seconds left of a round. Stopped until started; pausing freezes it; adjusting moves the end."""

    def __init__(self, minutes: int, now: Callable[[], float] = time.monotonic) -> None:
        self._now = now
        self.total = minutes * 60
        self._left_when_paused = float(self.total)
        self._ends_at: float | None = None

    @property
    def running(self) -> bool:
        return self._ends_at is not None

    def start(self) -> None:
        if self._ends_at is None:
            self._ends_at = self._now() + self._left_when_paused

    def pause(self) -> None:
        if self._ends_at is not None:
            self._left_when_paused = max(0.0, self._ends_at - self._now())
            self._ends_at = None

    def toggle(self) -> None:
        self.pause() if self.running else self.start()

    def adjust(self, minutes: int) -> None:
        """One minute more or less; never below zero left."""
        if self._ends_at is not None:
            self._ends_at = max(self._now(), self._ends_at + 60 * minutes)
        else:
            self._left_when_paused = max(0.0, self._left_when_paused + 60 * minutes)

    def reset(self, minutes: int) -> None:
        self.total = minutes * 60
        self._left_when_paused = float(self.total)
        self._ends_at = None

    def restore(self, total_seconds: int, left_seconds: float, running: bool) -> None:
        """Where a stored clock was (``services.rounds.clock_of``): a restart of the desk loses nothing."""
        self.total = total_seconds
        self._left_when_paused = max(0.0, left_seconds)
        self._ends_at = None
        if running:
            self.start()

    def left(self) -> float:
        if self._ends_at is None:
            return self._left_when_paused
        return max(0.0, self._ends_at - self._now())

    def timed_out(self) -> bool:
        return self.left() <= 0

    def text(self) -> str:
        seconds = int(self.left() + 0.999)  # 59.2 s left still shows 01:00 until it is under a minute
        return f"{seconds // 60:02d}:{seconds % 60:02d}"


class RoundClock(QWidget):
    timedOut = Signal()
    changed = Signal()  # by the referee (start, pause, a minute more or less): the desk stores it

    NORMAL = "QLabel { font-size: 20px; font-weight: bold; padding: 2px 10px; }"
    ALARM = (
        "QLabel { font-size: 20px; font-weight: bold; padding: 2px 10px; color: white; background: #c62828;"
        " border-radius: 4px; }"
    )

    def __init__(
        self, minutes: int, now: Callable[[], float] = time.monotonic, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("roundClock")
        self.countdown = Countdown(minutes, now)
        self._signalled = False
        self._flash = False
        self.display = QLabel()
        self.display.setObjectName("clockDisplay")
        self.start_button = QPushButton(self.tr("Avvia"))
        self.minus_button = QPushButton(self.tr("−1′"))
        self.plus_button = QPushButton(self.tr("+1′"))
        self.minus_button.setToolTip(self.tr("Un minuto in meno (F7)"))
        self.plus_button.setToolTip(self.tr("Un minuto in più (F8)"))
        self.start_button.setToolTip(self.tr("Avvia o ferma l'orologio del turno (F9)"))
        self.start_button.clicked.connect(self.toggle)
        self.minus_button.clicked.connect(lambda: self.adjust(-1))
        self.plus_button.clicked.connect(lambda: self.adjust(1))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(QLabel(self.tr("Turno:")))
        for widget in (self.display, self.start_button, self.minus_button, self.plus_button):
            layout.addWidget(widget)
        self.timer = QTimer(self)
        self.timer.setInterval(250)
        self.timer.timeout.connect(self.refresh)
        self.refresh()

    def toggle(self) -> None:
        self.countdown.toggle()
        self._follow()
        self.changed.emit()

    def _follow(self) -> None:
        if self.countdown.running:
            self.timer.start()
        else:
            self.timer.stop()
        self.refresh()

    def adjust(self, minutes: int) -> None:
        self.countdown.adjust(minutes)
        if not self.countdown.timed_out():
            self._signalled = False
        self.refresh()
        self.changed.emit()

    def restore(self, total_seconds: int, left_seconds: float, running: bool) -> None:
        self.countdown.restore(total_seconds, left_seconds, running)
        # A clock found already out (the desk was closed past the time) does not beep again.
        self._signalled = self.countdown.timed_out()
        self._follow()

    def reset(self, minutes: int) -> None:
        self.timer.stop()
        self.countdown.reset(minutes)
        self._signalled = False
        self.refresh()

    def refresh(self) -> None:
        out = self.countdown.timed_out()
        if out:
            self._flash = not self._flash
            self.display.setText(
                self.tr("TEMPO SCADUTO") if self._flash or not self.timer.isActive() else "00:00"
            )
            self.display.setStyleSheet(self.ALARM)
            if not self._signalled:
                self._signalled = True
                QApplication.beep()
                self.timedOut.emit()
        else:
            self.display.setText(self.countdown.text())
            self.display.setStyleSheet(self.NORMAL)
        self.start_button.setText(self.tr("Pausa") if self.countdown.running else self.tr("Avvia"))
