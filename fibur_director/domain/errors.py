"""Errors a user can cause, each carrying its message in English (command line) and Italian (desk)."""

from __future__ import annotations


class FiburError(Exception):
    """Base of every user-facing error; ``str(error)`` is the English text."""

    def __init__(self, english: str, italian: str) -> None:
        super().__init__(english)
        self.english = english
        self.italian = italian

    def message(self, language: str = "en") -> str:
        return self.italian if language.startswith("it") else self.english


class StorageFault(FiburError):
    """The storage, not the user, refused (a full or read-only disk, a file moved away, a lock held too long): the
    desk says what to do with the disk; a player's phone is told to take the sheet to the desk (issue 39)."""


class ScoreError(FiburError, ValueError):
    """A score, a VP request or a ruleset choice that the regulation does not allow."""


class RulesetError(FiburError, ValueError):
    """A ruleset file that cannot be used; names the file and the field."""

    def __init__(self, file: str, field: str, english: str, italian: str) -> None:
        super().__init__(
            f"ruleset file {file}, field '{field}': {english}",
            f"file del regolamento {file}, campo '{field}': {italian}",
        )
        self.file = file
        self.field = field
