"""The desk on a screen of a given size, driven by the keyboard as a referee drives it; prints what lies where.

Run by tests/ui/test_small_screens.py in a process of its own, since a process has one Qt platform and the
screen's size is fixed when it starts: ``QT_QPA_PLATFORM=offscreen:configfile=screen.json python -m
tests.ui.screen_driver DATABASE STEPS`` with the screen in the JSON file. STEPS is a comma-separated list of
``live`` (File → Pubblica in sala…), ``checkin`` (File → Accoglienza…), ``publish`` (its button, by the
keyboard) and ``tournament`` (the first tournament of the list opened with Enter). Prints one JSON object.
"""

from __future__ import annotations

import json
import socket
import sys
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QDockWidget, QLabel, QScrollArea, QWidget

from fibur_director.app import build
from fibur_director.ui.main_window import MainWindow


def rect(r: QRect) -> list[int]:
    return [r.x(), r.y(), r.width(), r.height()]


def settle() -> None:
    for _ in range(10):
        QApplication.processEvents()
        QTest.qWait(20)


def wait_for(condition: Callable[[], bool], seconds: float = 15) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "waited in vain"
        QTest.qWait(50)


def file_menu_entry(window: MainWindow, text: str) -> None:
    """Alt+F, then Down until the entry whose text starts with ``text`` is active, then Enter."""
    QTest.keyClick(window, Qt.Key.Key_F, Qt.KeyboardModifier.AltModifier)
    settle()
    menu = QApplication.activePopupWidget()
    assert menu is not None, "Alt+F opened no menu"
    for _ in range(20):
        active = menu.activeAction()  # type: ignore[attr-defined]
        if active is not None and active.text().replace("&", "").startswith(text):
            break
        QTest.keyClick(menu, Qt.Key.Key_Down)
    QTest.keyClick(menu, Qt.Key.Key_Return)
    settle()


def reachable(widget: QWidget, screen: QRect) -> bool:
    """Whether the referee can see ``widget`` on the screen, scrolling its panel if need be."""
    parent = widget.parentWidget()
    while parent is not None and not isinstance(parent, QScrollArea):
        parent = parent.parentWidget()
    if parent is not None:
        parent.ensureWidgetVisible(widget)
        settle()
        viewport = parent.viewport()
        seen = QRect(viewport.mapToGlobal(viewport.rect().topLeft()), viewport.size())
    else:
        seen = screen
    where = QRect(widget.mapToGlobal(widget.rect().topLeft()), widget.size())
    return widget.isVisible() and seen.contains(where) and screen.contains(where)


def report(window: MainWindow) -> dict[str, Any]:
    screen = window.screen().availableGeometry()
    clock = window.clock
    docks: dict[str, Any] = {}
    for dock in window.findChildren(QDockWidget):
        if not dock.isVisible():
            continue
        panel = dock.widget()
        hidden_behind_tab = bool(window.tabifiedDockWidgets(dock)) and dock.visibleRegion().isEmpty()
        unreachable = []
        if not hidden_behind_tab:
            for widget in [*panel.findChildren(QAbstractButton), *panel.findChildren(QLabel)]:
                text = widget.text()  # type: ignore[attr-defined]
                shown = text or (isinstance(widget, QLabel) and not widget.pixmap().isNull())
                if widget.isVisibleTo(panel) and shown and not reachable(widget, screen):
                    unreachable.append(text or "QR")
        docks[dock.objectName()] = {
            "floating": dock.isFloating(),
            "frame": rect(dock.frameGeometry()),
            "tabbed_with": [d.objectName() for d in window.tabifiedDockWidgets(dock)],
            "behind_tab": hidden_behind_tab,
            "unreachable": unreachable,
        }
    return {
        "screen": rect(screen),
        "window": rect(window.frameGeometry()),
        "clock": rect(QRect(clock.mapToGlobal(clock.rect().topLeft()), clock.size())),
        "docks": docks,
    }


def main(database: str, steps: str) -> None:
    desk = build(["--database", database])
    window = desk.window
    assert window is not None
    window.show_within_screen()
    QTest.qWaitForWindowExposed(window)
    settle()
    seen = []
    for step in steps.split(","):
        if step == "tournament":
            listing = window.tournament_page.list
            listing.setFocus()
            listing.selectRow(0)
            QTest.keyClick(listing, Qt.Key.Key_Return)
        elif step == "live":
            file_menu_entry(window, "Pubblica in sala")
        elif step == "checkin":
            file_menu_entry(window, "Accoglienza")
        elif step == "publish":
            with socket.socket() as probe:  # a free port: another desk may publish on the default one
                probe.bind(("127.0.0.1", 0))
                window.live_panel.port.setValue(int(probe.getsockname()[1]))
            button = window.live_panel.toggle_button
            button.setFocus()
            QTest.keyClick(button, Qt.Key.Key_Space)
            # The room's server starting (a liveness bound, not a timing): 15 s was not enough on a loaded
            # 2-core machine running the suite beside the packaging (CI's make test).
            wait_for(lambda: not window.live_panel.qr.pixmap().isNull(), seconds=90)
        settle()
        seen.append({"after": step, **report(window)})
    window.live_panel.stop() if window._live_panel is not None else None
    print(json.dumps(seen))
    window.close()
    assert desk.database is not None
    desk.database.close()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
