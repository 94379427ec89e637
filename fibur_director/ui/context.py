"""The desk's shared state for every page: the services' handle, the open tournament, the language.

Pages call services through ``act``: one call is one user action (one transaction, committed when it
returns, so there is no Save button). A refusal comes back as the message in the referee's language and
changes nothing; success tells every page to refresh (``changed``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from fibur_director.domain.errors import FiburError
from fibur_director.games.base import Game
from fibur_director.games.registry import game_of
from fibur_director.services import journal
from fibur_director.services.actions import Desk

T = TypeVar("T")


class DeskContext(QObject):
    changed = Signal()  # any action, undo or redo: the pages refresh what they show
    opened = Signal()  # another tournament (or none) is now open
    connection = Signal(str)  # the server cannot be reached: why (in the desk's language); "" once it can

    def __init__(self, desk: Desk, language: str = "it", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.desk = desk
        self.language = language
        self.tournament_id: int | None = None
        # The open tournament's game, resolved once when it opens (a tournament's kind never changes).
        self.game: Game | None = None
        # Where "Pubblica in sala" serves the live pages (None when off): the seating poster prints it as a QR code.
        self.live_address: str | None = None
        # The database tables written since the pages last refreshed (None: assume all), so a page can skip
        # re-reading what did not change, e.g. the 500 entries' names after a score sheet. They come from the
        # audit log (Desk.changes_since), not from the call: what another desk wrote counts too.
        self.touched: frozenset[str] | None = None
        self.version = desk.version()
        desk.seen = self.version
        # Several desks on a server: what the others write shows here within POLL_MS without a refresh (the
        # table board fills in as the counting room types). A file has one desk (its lock): nothing to poll.
        self.poll_error: str | None = None
        self.timer = QTimer(self)
        self.timer.setInterval(self.POLL_MS)
        self.timer.timeout.connect(self.poll)
        if desk.database.on_server:
            self.timer.start()

    POLL_MS = 1000

    def poll(self) -> None:
        try:
            version, touched = self.desk.poll(self.version)
        except FiburError as error:
            if self.poll_error is None:
                self.connection.emit(self.message(error))
            self.poll_error = self.message(error)
            return
        if self.poll_error is not None:
            self.connection.emit("")
        self.poll_error = None
        if version == self.version:
            return
        self.version, self.touched, self.desk.seen = version, touched, version
        self.changed.emit()

    def open(self, tournament_id: int | None) -> None:
        self.tournament_id = tournament_id
        self.game = (
            None if tournament_id is None else game_of(journal.settings_of(self.desk, tournament_id).kind)
        )
        self.touched = None
        self.opened.emit()

    def changed_any(self, *tables: str) -> bool:
        return self.touched is None or any(t in self.touched for t in tables)

    @property
    def tid(self) -> int:
        assert self.tournament_id is not None, "a page that needs a tournament is enabled only with one open"
        return self.tournament_id

    def message(self, error: FiburError) -> str:
        return error.message(self.language)

    def act(self, call: Callable[..., T], *args: Any, **kwargs: Any) -> tuple[T | None, str | None]:
        """Run one service action: (value, None) when done, (None, message) when refused."""
        try:
            value = call(*args, **kwargs)
        except FiburError as error:
            return None, self.message(error)
        self.version, self.touched = self.desk.changes_since(self.version)
        self.desk.seen = self.version
        if self.tournament_id is not None and not journal.tournament_exists(self.desk, self.tournament_id):
            # Undoing the creation or the import of the open tournament removed it: no page may read it.
            self.open(None)
        self.changed.emit()
        return value, None

    def read(self, call: Callable[..., T], *args: Any, **kwargs: Any) -> tuple[T | None, str | None]:
        """Like ``act`` for a call that writes nothing (a preview, a check): no refresh."""
        try:
            return call(*args, **kwargs), None
        except FiburError as error:
            return None, self.message(error)


class Feedback(QLabel):
    """One line under a form, in words: what was done (green), why it was refused (red), something to know that
    is neither (``note``: plain), or done with a caveat (``warn``: dark amber, issue 37's attack C6: a warning in
    the success colour reads as all clear, an information in red as a refusal)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("feedback")
        self.setWordWrap(True)
        self.setMinimumHeight(22)
        self.tone = ""  # which of the four the line says now ("" when empty)

    def good(self, text: str) -> None:
        self.tone = "good"
        self.setStyleSheet("QLabel { color: #1b5e20; font-weight: bold; }")
        self.setText(text)

    def bad(self, text: str) -> None:
        self.tone = "bad"
        self.setStyleSheet("QLabel { color: white; background: #c62828; padding: 3px; font-weight: bold; }")
        self.setText(text)

    def note(self, text: str) -> None:
        self.tone = "note"
        self.setStyleSheet("QLabel { font-weight: bold; }")
        self.setText(text)

    def warn(self, text: str) -> None:
        self.tone = "warn"
        self.setStyleSheet("QLabel { color: #8a4b00; font-weight: bold; }")
        self.setText(text)

    def clear_message(self) -> None:
        self.tone = ""
        self.setStyleSheet("")
        self.setText("")

    def show_outcome(self, error: str | None, done: str) -> bool:
        if error is None:
            self.good(done)
            return True
        self.bad(error)
        return False


def choose(parent: QWidget, title: str, text: str, choices: list[str], default: int = 0) -> int | None:
    """A question with the answers in words (not Yes/No): the index of the one chosen, None on Esc. The last
    choice is the way back, taken by Esc too. Tests replace this function: a dialog never runs in a test."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton, parent)
    buttons = [box.addButton(label, QMessageBox.ButtonRole.ActionRole) for label in choices]
    box.setDefaultButton(buttons[default])
    box.setEscapeButton(buttons[-1])
    box.exec()
    clicked = box.clickedButton()
    return buttons.index(clicked) if clicked in buttons else None
