"""The Qt binding itself, where its defects would take the desk down on a tournament day."""

from __future__ import annotations

import sys

from PySide6.QtCore import QLockFile, QTimer


def test_calls_returning_nothing_keep_their_reference_to_none(tmp_path: object) -> None:
    """PySide6 6.12.0 dropped a reference to None on every call of a method that returns nothing (found in
    review, 2026-11-26): on Python 3.11 None is not immortal, so after some thousands of calls (a label set, a
    lock let go) the process died with "Fatal Python error: none_dealloc". pyproject.toml excludes that version;
    this fails on any version that does it again."""
    timer = QTimer()
    lock = QLockFile(f"{tmp_path}/probe.lock")
    before = sys.getrefcount(None)
    for _ in range(1000):
        timer.setInterval(5)
        lock.setStaleLockTime(0)
    assert sys.getrefcount(None) - before > -100  # -2000 with the defect; 0 without
