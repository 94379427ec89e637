"""The base of every desk page: it refreshes after each action while shown, and once when shown again."""

from __future__ import annotations

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QLabel, QWidget

from fibur_director.services import journal
from fibur_director.ui.context import DeskContext


class Page(QWidget):
    def __init__(self, context: DeskContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.stale = True
        self.unclipped = False
        self._names: dict[int, tuple[str, str]] = {}
        self._names_of: int | None = None
        # Noted at every action, shown or not: a hidden page refreshes later, after other actions, and must
        # not judge the names by the last one alone (edit a player, enter a score, open the standings).
        context.changed.connect(self._forget_names_if_touched)
        context.changed.connect(self.request_refresh)
        context.opened.connect(self.request_refresh)

    def refresh(self) -> None:
        raise NotImplementedError

    def _forget_names_if_touched(self) -> None:
        if self.context.changed_any("entries", "entry_players", "players", "sanctions"):
            self._names_of = None

    def entry_names(self) -> dict[int, tuple[str, str]]:
        """Entry number → (name, players), read again only after an action that touched entries or players."""
        if self._names_of is None or self._names_of != self.context.tournament_id:
            rows = journal.entries(self.context.desk, self.context.tid)
            self._names = {e.number: (e.name, ", ".join(e.players)) for e in rows}
            self._names_of = self.context.tournament_id
        return self._names

    def request_refresh(self) -> None:
        # A hidden page would recompute for nothing after every score sheet; it catches up when shown.
        if self.isVisible():
            self.stale = False
            self.refresh()
        else:
            self.stale = True

    def unclip_labels(self) -> None:
        """A field's label with a mnemonic ("T&urno", "&Tessera", "Minuti di ritar&do") was sized a few
        pixels short of its text with the shipped DejaVu fonts, and its last letter was cut ("Turnc"): each
        gets that room back once, when the page is first shown."""
        for label in self.findChildren(QLabel):
            if label.buddy() is not None and "&" in label.text():
                label.setMinimumWidth(label.sizeHint().width() + 4)
        self.unclipped = True

    def showEvent(self, event: QShowEvent) -> None:
        if not self.unclipped:
            self.unclip_labels()
        if self.stale:
            self.stale = False
            self.refresh()
        super().showEvent(event)
