"""The desk's side panels (Pubblica in sala, Accoglienza) as docks that never push the window off the screen.

Issue 38: with both panels open on a 1366x768 screen the window grew to 1366x905, then 1366x1036, and the round
clock, the address's QR code and the check-in buttons went under the screen's edge. A dock's minimum height is
its panel's, and Qt grows the window to the sum of what its docks need; only the width was guarded. Now:

- each panel sits in a scroll area whose minimum height is small, so no panel can make the window taller than
  the screen (a short screen scrolls the panel instead);
- a panel opened while the other is docked, on a screen too short to show both whole one above the other, is
  tabbed with it and brought to the front: each then has the full height, one tab away (a 1366x768 laptop);
- a panel that cannot sit beside the pages (a 1024-pixel laptop) floats over them, inside the screen, beside
  the other floating panel rather than on top of it when there is room;
- whatever happens, once the layout has settled the window is brought back inside the screen's free area.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QFrame, QMainWindow, QScrollArea, QStyle, QWidget

# The least height a docked panel keeps on a short screen, in lines of text: room for a few of its rows, the rest
# reached by its scroll bar.
LEAST_LINES = 8


class PanelScroll(QScrollArea):
    """A panel in a scroll area that asks for the panel's natural size (so a floating panel opens whole when the
    screen holds it, and a docked one keeps its width) but needs only a few lines of height."""

    def __init__(self, panel: QWidget) -> None:
        super().__init__()
        self.panel = panel
        self.setObjectName(f"{panel.objectName() or 'panel'}Scroll")
        self.setWidget(panel)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def _bar(self) -> int:
        return int(self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent))

    def sizeHint(self) -> QSize:
        panel = self.panel
        return QSize(panel.sizeHint().width() + self._bar(), panel.sizeHint().height())

    def minimumSizeHint(self) -> QSize:
        least = self.fontMetrics().height() * LEAST_LINES
        panel = self.panel
        return QSize(panel.minimumSizeHint().width() + self._bar(), min(least, panel.sizeHint().height()))


def dock_of(widget: QWidget) -> QDockWidget:
    """The dock a side panel lives in (its parents are the scroll area's viewport and the scroll area)."""
    parent = widget.parentWidget()
    while parent is not None and not isinstance(parent, QDockWidget):
        parent = parent.parentWidget()
    assert parent is not None, "a side panel lives in a dock (side_dock)"
    return parent


def side_dock(window: QMainWindow, title: str, name: str, panel: QWidget) -> QDockWidget:
    """A right-hand dock, hidden until asked for, that keeps the window inside the screen (the module says how)."""
    dock = QDockWidget(title, window)
    dock.setObjectName(name)
    dock.setWidget(PanelScroll(panel))
    panel.installEventFilter(_Grows(window, dock))
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    dock.hide()

    def shown(visible: bool) -> None:
        if visible:
            place(window, dock)

    dock.visibilityChanged.connect(shown)
    dock.topLevelChanged.connect(lambda _floating: shown(dock.isVisible()))
    return dock


def _room(window: QMainWindow) -> QRect | None:
    screen = window.screen()
    return None if screen is None else screen.availableGeometry()


def _others(window: QMainWindow, dock: QDockWidget) -> list[QDockWidget]:
    return [d for d in window.findChildren(QDockWidget) if d is not dock and d.isVisible()]


def place(window: QMainWindow, dock: QDockWidget) -> None:
    """Where a side panel goes as it is shown: docked, tabbed with the other panel, or floating; then the window
    back inside the screen once the layout has let it go (the next turn of the event loop)."""
    room = _room(window)
    if room is None:
        return
    if not dock.isFloating():
        if window.minimumSizeHint().width() > room.width():
            # Beside the pages it would widen the window past the screen and hide its own buttons.
            dock.setFloating(True)
        else:
            _tab_if_short(window, dock, room)
    if dock.isFloating():
        _float_inside(window, dock, room)
    QTimer.singleShot(0, lambda: keep_inside(window))


def _tab_if_short(window: QMainWindow, dock: QDockWidget, room: QRect) -> None:
    """Tab ``dock`` with a docked panel already shown when the two whole, one above the other, are taller than
    the room a dock has under the menu bar (the screen's free height less the window's frame and bars)."""
    docked = [d for d in _others(window, dock) if not d.isFloating()]
    if not docked or any(d in window.tabifiedDockWidgets(dock) for d in docked):
        return
    frame = window.frameGeometry().height() - window.height()
    bars = window.menuBar().sizeHint().height() + window.statusBar().sizeHint().height()
    height = room.height() - frame - bars
    title = dock.style().pixelMetric(QStyle.PixelMetric.PM_TitleBarHeight)
    wanted = sum(d.widget().sizeHint().height() + title for d in (dock, *docked))
    if wanted > height:
        window.tabifyDockWidget(docked[-1], dock)
        # Tabbing shows the first tab; the panel just asked for is the one the referee wants to see.
        QTimer.singleShot(0, dock.raise_)


def _float_inside(window: QMainWindow, dock: QDockWidget, room: QRect, *, anew: bool = True) -> None:
    """A floating panel at its natural size, no wider than the screen and no taller than the room between the
    window's top and its status bar (the round clock stays in view), or the screen's. Placed ``anew``: at the screen's right edge, or to the left of the other floating panel when both fit side by
    side; otherwise (its panel grew: the QR code once publishing) where it is, moved only to stay inside."""
    top, bottom = room.top(), room.bottom()
    if window.isVisible():
        top = max(top, window.geometry().top())
        status = window.statusBar()
        above = status.mapToGlobal(status.rect().topLeft()).y() - 1
        if status.isVisible() and above - top >= dock.widget().minimumSizeHint().height():
            bottom = min(bottom, above)
    hint = dock.widget().sizeHint()
    frame = dock.frameGeometry().size() - dock.size()
    title = dock.style().pixelMetric(QStyle.PixelMetric.PM_TitleBarHeight)
    width = min(max(hint.width(), dock.widget().minimumSizeHint().width()), room.width() - frame.width())
    height = min(hint.height() + title, bottom + 1 - top - frame.height())
    dock.resize(width, height)
    at = dock.frameGeometry()
    if anew:
        right = room.right()
        for other in _others(window, dock):
            if other.isFloating() and other.frameGeometry().left() - at.width() >= room.left():
                right = min(right, other.frameGeometry().left() - 1)
        dock.move(right - at.width() + 1, top)
    else:
        dock.move(
            min(max(at.left(), room.left()), room.right() - at.width() + 1),
            min(max(at.top(), room.top()), room.bottom() - at.height() + 1),
        )


class _Grows(QObject):
    """Refits a floating panel when its contents ask for more room (the address and QR code appear)."""

    def __init__(self, window: QMainWindow, dock: QDockWidget) -> None:
        super().__init__(dock)
        self.window, self.dock = window, dock

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest and self.dock.isFloating() and self.dock.isVisible():
            room = _room(self.window)
            if room is not None:
                QTimer.singleShot(0, lambda: _float_inside(self.window, self.dock, room, anew=False))
        return False


def keep_inside(window: QMainWindow) -> None:
    """The window no larger than the screen's free area, in either direction, and on it."""
    room = _room(window)
    if room is None or window.isFullScreen():
        return
    frame = window.frameGeometry()
    border = frame.size() - window.size()
    if frame.width() > room.width() or frame.height() > room.height():
        window.resize(
            min(window.width(), room.width() - border.width()),
            min(window.height(), room.height() - border.height()),
        )
        frame = window.frameGeometry()
    if not room.contains(frame):
        x = min(max(frame.left(), room.left()), room.right() - frame.width() + 1)
        y = min(max(frame.top(), room.top()), room.bottom() - frame.height() + 1)
        window.move(x, y)
    for dock in window.findChildren(QDockWidget):
        if dock.isVisible() and dock.isFloating() and not room.contains(dock.frameGeometry()):
            _float_inside(window, dock, room, anew=False)
