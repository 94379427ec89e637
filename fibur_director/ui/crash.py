"""The crash handler: an unexpected error is written to a log (with the traceback) and told to the referee;
a start after a crash (even a hard one: the "running" mark was never cleared) offers to reopen the last
tournament. Nothing needs recovering from the database itself: every action was committed when done."""

from __future__ import annotations

import datetime as dt
import faulthandler
import hashlib
import os
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import IO

import platformdirs
from PySide6.QtCore import QSettings

from fibur_director.locations import private


def log_dir() -> Path:
    return platformdirs.user_log_path("fibur-director", appauthor=False)


def session_group(database: Path | None) -> str:
    """The settings group of one database file: its running mark, last tournament and last crash log are its
    own, so a second desk on another file neither hides nor inherits this file's crash."""
    if database is None:
        return "session"
    digest = hashlib.sha1(str(database.expanduser().resolve()).encode("utf-8")).hexdigest()[:16]
    return f"session-{digest}"


class CrashGuard:
    def __init__(self, settings: QSettings, folder: Path | None = None, database: Path | None = None) -> None:
        self.settings = settings
        self.folder = folder or log_dir()
        self.group = session_group(database)
        self.crashed = str(settings.value(f"{self.group}/running", "false")).lower() == "true"
        self.fault_file: IO[str] | None = None
        self.tell: Callable[[Path], None] = lambda _path: None

    @property
    def last_log(self) -> str:
        return str(self.settings.value(f"{self.group}/last_log", ""))

    def last_tournament(self, database: Path) -> int | None:
        if str(self.settings.value(f"{self.group}/database", "")) != str(database):
            return None
        value = str(self.settings.value(f"{self.group}/tournament", ""))
        return int(value) if value.isdigit() else None

    def remember(self, database: Path, tournament_id: int | None) -> None:
        self.settings.setValue(f"{self.group}/database", str(database))
        self.settings.setValue(
            f"{self.group}/tournament", "" if tournament_id is None else str(tournament_id)
        )
        self.settings.sync()

    def start(self) -> None:
        """Mark the session running and catch what escapes: Python errors through sys.excepthook, hard faults
        through faulthandler into the same folder."""
        private(self.folder)  # a traceback may quote players' names: the user's only (issue 14)
        self.settings.setValue(f"{self.group}/running", "true")
        self.settings.sync()
        fault = self.folder / "fault.log"
        os.close(os.open(fault, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600))
        os.chmod(fault, 0o600)
        self.fault_file = open(fault, "a", encoding="utf-8")  # noqa: SIM115 (kept open)
        faulthandler.enable(self.fault_file)
        sys.excepthook = self.hook

    def stop(self) -> None:
        self.settings.setValue(f"{self.group}/running", "false")
        self.settings.sync()
        sys.excepthook = sys.__excepthook__
        if self.fault_file is not None:
            faulthandler.disable()
            self.fault_file.close()
            self.fault_file = None

    def write_log(self, kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> Path:
        private(self.folder)
        stamp = dt.datetime.now().strftime("%Y%m%d-%H%M%S")
        path = self.folder / f"crash-{stamp}.log"
        with open(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600), "a", encoding="utf-8") as out:
            out.write(f"FIBur Director, {dt.datetime.now().isoformat()}\n")
            out.write("".join(traceback.format_exception(kind, error, trace)))
        self.settings.setValue(f"{self.group}/last_log", str(path))
        self.settings.sync()
        return path

    def hook(self, kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        path = self.write_log(kind, error, trace)
        sys.__excepthook__(kind, error, trace)
        self.tell(path)
