"""The desk asks before taking over a lock it cannot judge and before restoring a damaged file's latest backup
(issue 14); the referee's answer is the only thing replaced here (the dialog's buttons)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from fibur_director.app import open_or_explain
from fibur_director.db.backup import snapshot
from fibur_director.db.database import open_database
from fibur_director.services.actions import Desk
from fibur_director.services.registration import add_player


def answering(monkeypatch: pytest.MonkeyPatch, answer: QMessageBox.StandardButton) -> list[str]:
    asked: list[str] = []

    def question(_parent: object, _title: str, text: str, *_rest: object) -> QMessageBox.StandardButton:
        asked.append(text)
        return answer

    monkeypatch.setattr(QMessageBox, "question", question)
    monkeypatch.setattr(QMessageBox, "critical", lambda *_args: asked.append("critical"))
    return asked


def test_a_garbled_lock_is_taken_over_only_if_the_referee_agrees(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "torneo.sqlite3"
    open_database(path).close()
    lock = Path(f"{path}.lock")
    lock.write_bytes(b"garbage")
    asked = answering(monkeypatch, QMessageBox.StandardButton.No)
    assert open_or_explain(path, "it") is None
    assert "vuoto o danneggiato" in asked[0] and lock.read_bytes() == b"garbage"
    asked = answering(monkeypatch, QMessageBox.StandardButton.Yes)
    database = open_or_explain(path, "it")
    assert database is not None and database.integrity_check() == "ok"
    database.close()


def test_a_damaged_file_is_restored_from_its_latest_backup_if_the_referee_agrees(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "torneo.sqlite3"
    with open_database(path) as database:
        for i in range(300):
            add_player(Desk(database), f"Cognome{i:03}", "Nome")
    snapshot(path, "test")
    data = bytearray(path.read_bytes())
    for offset in range(3 * 4096, len(data) - 4096, 4096):
        data[offset + 8 : offset + 200] = b"\xa5" * 192
    path.write_bytes(bytes(data))
    asked = answering(monkeypatch, QMessageBox.StandardButton.No)
    assert open_or_explain(path, "it") is None and "danneggiato" in asked[0]
    assert path.read_bytes() == bytes(data)
    answering(monkeypatch, QMessageBox.StandardButton.Yes)
    database = open_or_explain(path, "it")
    assert database is not None and database.integrity_check() == "ok"
    database.close()
    kept = [p for p in tmp_path.glob("torneo.sqlite3.damaged-*") if not p.name.endswith(("-wal", "-shm"))]
    assert [p.read_bytes() for p in kept] == [bytes(data)]
