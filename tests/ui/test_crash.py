"""The crash handler writes the error to a log; the next start reopens the last tournament, asking first when
the previous session did not end normally."""

from __future__ import annotations

import stat
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from fibur_director import app as app_module
from fibur_director.app import build, settings
from fibur_director.db.database import open_database
from fibur_director.services.actions import Desk
from fibur_director.ui.crash import CrashGuard
from tests.support.builders import make_tournament


def test_an_unexpected_error_is_logged_and_told(tmp_path: Path) -> None:
    guard = CrashGuard(settings(), tmp_path / "logs")
    told: list[Path] = []
    guard.tell = told.append
    guard.start()
    try:
        assert sys.excepthook == guard.hook
        try:
            raise RuntimeError("boom at table 7")
        except RuntimeError as error:
            guard.hook(RuntimeError, error, error.__traceback__)
    finally:
        guard.stop()
    assert told and told[0].parent == tmp_path / "logs"
    log = told[0].read_text(encoding="utf-8")
    assert "RuntimeError: boom at table 7" in log and "test_crash.py" in log
    # A traceback may quote players' names: the logs are the user's only (issue 14).
    assert stat.S_IMODE(told[0].stat().st_mode) == 0o600
    assert stat.S_IMODE((tmp_path / "logs" / "fault.log").stat().st_mode) == 0o600
    assert stat.S_IMODE((tmp_path / "logs").stat().st_mode) == 0o700
    assert sys.excepthook is sys.__excepthook__
    assert not CrashGuard(settings(), tmp_path / "logs").crashed  # stopped cleanly


def open_desk(qtbot: QtBot, path: Path) -> app_module.Desk:
    desk = build(["--database", str(path)])
    assert desk.window is not None
    qtbot.addWidget(desk.window)
    return desk


def close(desk: app_module.Desk) -> None:
    assert desk.window is not None and desk.database is not None
    desk.window.close()
    desk.database.close()
    for translator in desk.translators:
        desk.app.removeTranslator(translator)


def test_the_last_tournament_reopens_and_after_a_crash_the_referee_is_asked(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "torneo.sqlite3"
    with open_database(path) as database:
        tid = make_tournament(Desk(database), 4)
    first = open_desk(qtbot, path)
    assert first.window is not None and first.guard is not None
    first.window.tournament_page.opened.emit(tid)
    first.guard.start()  # the session is running ...
    close(first)  # ... and ends without stop(): as after a crash or a kill

    asked: list[str] = []

    def question(_parent: object, _title: str, text: str, *_rest: object) -> QMessageBox.StandardButton:
        asked.append(text)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", question)
    again = open_desk(qtbot, path)
    assert again.guard is not None and again.guard.crashed
    assert asked and "Riaprire il torneo «Torneo di Natale»?" in asked[0]
    assert again.window is not None and again.window.context.tournament_id == tid
    first.guard.stop()
    close(again)

    asked.clear()
    calm = open_desk(qtbot, path)  # after a normal end: reopened without a question
    assert calm.window is not None and calm.window.context.tournament_id == tid and asked == []
    close(calm)


def test_a_crash_is_remembered_per_database_file(qtbot: QtBot, tmp_path: Path) -> None:
    """Issue 15: a clean session on another file does not hide (or inherit) this file's crash."""
    crashed, other = tmp_path / "a.sqlite3", tmp_path / "b.sqlite3"
    first = CrashGuard(settings(), tmp_path / "logs", database=crashed)
    first.start()  # ... and never stopped: a crash
    second = CrashGuard(settings(), tmp_path / "logs", database=other)
    assert not second.crashed
    second.start()
    second.stop()
    assert CrashGuard(settings(), tmp_path / "logs", database=crashed).crashed
    assert not CrashGuard(settings(), tmp_path / "logs", database=other).crashed
    first.stop()
    assert not CrashGuard(settings(), tmp_path / "logs", database=crashed).crashed
