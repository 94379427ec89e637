"""The base of every desk page: it refreshes after each action while shown, and once when shown again."""

from __future__ import annotations

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QWidget

from fibur_director.ui.context import DeskContext


class Page(QWidget):
    def __init__(self, context: DeskContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.stale = True
        context.changed.connect(self.request_refresh)
        context.opened.connect(self.request_refresh)

    def refresh(self) -> None:
        raise NotImplementedError

    def request_refresh(self) -> None:
        # A hidden page would recompute for nothing after every score sheet; it catches up when shown.
        if self.isVisible():
            self.stale = False
            self.refresh()
        else:
            self.stale = True

    def showEvent(self, event: QShowEvent) -> None:
        if self.stale:
            self.stale = False
            self.refresh()
        super().showEvent(event)
