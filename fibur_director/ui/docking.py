"""The desk's side panels (Pubblica in sala, Accoglienza) as docks that never push the window off the screen."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget


def side_dock(window: QMainWindow, title: str, name: str, panel: QWidget) -> QDockWidget:
    """A right-hand dock, hidden until asked for. Shown beside a page that already fills a small screen (a
    1024-pixel laptop), a docked panel would widen the window past the screen's edge and hide its own buttons:
    there it opens floating, over the page, and the referee may dock it again on a larger screen."""
    dock = QDockWidget(title, window)
    dock.setObjectName(name)
    dock.setWidget(panel)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    dock.hide()

    def fit(visible: bool) -> None:
        screen = window.screen()
        if not visible or dock.isFloating() or screen is None:
            return
        room = screen.availableGeometry()
        if window.minimumSizeHint().width() > room.width():
            dock.setFloating(True)
            dock.adjustSize()
            # Docking had already widened the window: back inside the screen once the layout has let the panel
            # go (the next turn of the event loop), the panel at the screen's right edge.
            dock.move(room.right() - dock.frameGeometry().width() + 1, max(room.top(), dock.y()))
            QTimer.singleShot(0, lambda: window.resize(min(window.width(), room.width()), window.height()))

    dock.visibilityChanged.connect(fit)
    return dock
