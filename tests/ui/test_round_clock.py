"""The round clock: counts down from the round time, pauses, takes a minute more or less, and signals the
time-out once, loudly. Time is injected, so nothing here waits."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from fibur_director.ui.main_window import MainWindow
from fibur_director.ui.round_clock import Countdown, RoundClock


class FakeTime:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_countdown_runs_pauses_and_adjusts() -> None:
    clock = FakeTime()
    countdown = Countdown(50, clock)
    assert (countdown.text(), countdown.running) == ("50:00", False)
    clock.now += 30  # not started: nothing moves
    assert countdown.text() == "50:00"
    countdown.start()
    clock.now += 61
    assert countdown.text() == "48:59"
    countdown.pause()
    clock.now += 600
    assert countdown.text() == "48:59" and not countdown.running
    countdown.adjust(-1)
    assert countdown.text() == "47:59"
    countdown.toggle()
    countdown.adjust(2)
    clock.now += 59
    assert countdown.text() == "49:00"
    clock.now += 49 * 60 - 0.5
    assert countdown.text() == "00:01" and not countdown.timed_out()
    clock.now += 0.5
    assert countdown.timed_out() and countdown.text() == "00:00"
    countdown.adjust(-5)  # never below zero
    assert countdown.left() == 0
    countdown.adjust(1)
    assert countdown.text() == "01:00" and not countdown.timed_out()


def test_widget_signals_time_out_once(qtbot: QtBot) -> None:
    clock = FakeTime()
    widget = RoundClock(48, clock)  # a round time less an announced reduction (Art. 6)
    qtbot.addWidget(widget)
    assert widget.display.text() == "48:00" and widget.start_button.text() == "Avvia"
    qtbot.mouseClick(widget.start_button, Qt.MouseButton.LeftButton)
    assert widget.start_button.text() == "Pausa" and widget.timer.isActive()
    clock.now += 47 * 60
    widget.refresh()
    assert widget.display.text() == "01:00"
    qtbot.mouseClick(widget.plus_button, Qt.MouseButton.LeftButton)
    assert widget.display.text() == "02:00"
    clock.now += 120
    with qtbot.waitSignal(widget.timedOut, timeout=100):
        widget.refresh()
    assert "c62828" in widget.display.styleSheet()
    texts = set()
    for _ in range(2):
        widget.refresh()
        texts.add(widget.display.text())
    assert texts == {"TEMPO SCADUTO", "00:00"}  # it flashes
    signals: list[None] = []
    widget.timedOut.connect(lambda: signals.append(None))
    widget.refresh()
    assert signals == []  # once per time-out
    widget.reset(50)
    assert widget.display.text() == "50:00" and "c62828" not in widget.display.styleSheet()


def test_clock_is_in_the_main_window(window: MainWindow) -> None:
    assert window.clock.display.text() == "42:00"
    assert window.statusBar().isAncestorOf(window.clock)


def test_clock_speaks_english_when_chosen(qtbot: QtBot) -> None:
    from PySide6.QtCore import QCoreApplication

    from fibur_director.ui.i18n import install_translators

    app = QCoreApplication.instance()
    assert app is not None
    translators = install_translators(app, "en")
    try:
        widget = RoundClock(10, FakeTime())
        qtbot.addWidget(widget)
        assert (
            widget.start_button.text() == "Start" and widget.plus_button.toolTip() == "One minute more (F8)"
        )
    finally:
        for translator in translators:
            app.removeTranslator(translator)
