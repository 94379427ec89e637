"""The first evening (issue 23, item 7): on an empty archive the desk offers a practice tournament in a file of
its own, played, printed and thrown away without the referee's database changing."""

from __future__ import annotations

import hashlib
import io
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from fibur_director.db.database import Database, default_database_path
from fibur_director.reports.burraco.score_sheets import score_sheets
from fibur_director.services import journal, readmodel, registration, results, rounds
from fibur_director.services import practice as service
from fibur_director.services.burraco.printing import book
from fibur_director.ui import practice
from fibur_director.ui.main_window import MainWindow
from tests.conftest import TODAY


def fingerprint(db: Database) -> tuple[str, int | None]:
    """The real file's bytes (its WAL included) and the audit log's last id: what the practice may not change."""
    assert db.path is not None
    digest = hashlib.sha256()
    for own in (db.path, Path(f"{db.path}-wal")):
        if own.exists():
            digest.update(own.read_bytes())
    with db.engine.connect() as connection:
        last = connection.exec_driver_sql("SELECT max(id) FROM audit_log").scalar()
    return digest.hexdigest(), last


def test_the_offer_shows_on_an_empty_archive_only(qtbot: QtBot, window: MainWindow) -> None:
    page = window.tournament_page
    assert page.practice_box.isVisible()
    assert page.practice_button.text() == "Prova con un torneo di &esempio"
    registration.create_tournament(
        window.context.desk, registration.TournamentSettings(name="Sociale", date=TODAY, plan="mitchell:4")
    )
    window.context.changed.emit()
    assert not page.practice_box.isVisible()


def test_practice_is_played_printed_and_thrown_away_without_touching_the_archive(
    qtbot: QtBot, window: MainWindow, db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    before = fingerprint(db)
    where = default_database_path().parent / "pratica" / "pratica.sqlite3"
    assert service.practice_path() == where and not where.exists()

    qtbot.mouseClick(window.tournament_page.practice_button, Qt.MouseButton.LeftButton)
    session = window.practice_session
    assert isinstance(session, practice.PracticeSession)
    shown = session.window
    qtbot.addWidget(shown)
    assert shown.isVisible() and not window.isVisible()
    assert where.exists() and session.opened.path == where
    assert shown.windowTitle() == "TORNEO DI PROVA – FIBur Director – Prova: torneo di esempio"
    assert shown.banner.text() == "TORNEO DI PROVA — nulla di questo torneo conta"
    # The banner sits above the tabs: every page shows it.
    for index in range(shown.tabs.count()):
        if shown.tabs.isTabEnabled(index):
            shown.tabs.setCurrentIndex(index)
            assert shown.banner.isVisible()
    assert not shown.tournament_page.practice_box.isVisible()  # no practice inside the practice

    desk, tid = shown.context.desk, shown.context.tid
    assert "Prova" in journal.settings_of(desk, tid).name
    (summary,) = readmodel.list_tournaments(desk)
    assert (summary.entries, summary.rounds, summary.planned) == (12, 1, 4)
    seated = rounds.view_round(desk, tid, 1)
    assert seated.status == "published" and seated.system == "mitchell" and len(seated.tables) == 6
    # Played: the newcomer types a score sheet, as at the real desk (+350 at 4 deals: 12-8).
    outcome, error = shown.context.act(results.enter_result, desk, tid, 1, 1, 1000, 650)
    assert error is None and outcome is not None
    assert (outcome.ns_vp, outcome.ew_vp) == (12, 8)
    # Printed: the score sheets and the seating of round 1 come out of the practice file.
    assert score_sheets(book(desk, tid), 1, io.BytesIO()) == 6  # one sheet per table
    assert fingerprint(db) == before

    # Thrown away, after the referee confirmed; asked first, "Continua la prova" keeps everything.
    asked: list[tuple[str, list[str]]] = []
    answers = iter([1, 0])
    monkeypatch.setattr(
        practice,
        "choose",
        lambda _w, title, _text, choices, default=0: asked.append((title, choices)) or next(answers),
    )
    shown.discard_button.click()
    assert where.exists() and shown.isVisible()
    shown.discard_action.trigger()
    assert asked == [("Chiudi la prova ed eliminala", ["Elimina la prova", "Continua la prova"])] * 2
    assert not where.exists() and not where.parent.exists()
    assert not shown.isVisible() and window.isVisible()
    assert window.practice_session is None
    assert "eliminato" in window.statusBar().currentMessage()
    assert fingerprint(db) == before
    assert readmodel.list_tournaments(window.context.desk) == []


def test_a_practice_left_open_is_kept_and_reopened_as_it_was(qtbot: QtBot, window: MainWindow) -> None:
    window.tournament_page.practice_button.click()
    session = window.practice_session
    assert isinstance(session, practice.PracticeSession)
    qtbot.addWidget(session.window)
    desk, tid = session.window.context.desk, session.window.context.tid
    session.window.context.act(results.enter_result, desk, tid, 1, 2, 700, 700)
    session.window.close()
    assert window.isVisible() and session.opened.path.exists()
    assert "conservata" in window.statusBar().currentMessage()

    window.tournament_page.practice_button.click()
    again = window.practice_session
    assert isinstance(again, practice.PracticeSession) and again is not session
    qtbot.addWidget(again.window)
    assert again.opened.resumed
    table = rounds.view_round(again.window.context.desk, again.window.context.tid, 1)
    assert table.status == "published"
    assert (
        journal.settings_of(again.window.context.desk, again.window.context.tid).name
        == "Prova: torneo di esempio"
    )
    # The sheet typed before leaving is still there: table 2 is no longer missing.
    with again.window.context.desk.read() as session_:
        assert 2 not in rounds.missing_tables(session_, again.window.context.tid, 1)
    again.window.close()


def test_a_practice_file_that_cannot_be_made_is_told_in_italian_and_changes_nothing(
    qtbot: QtBot, window: MainWindow, db: Database
) -> None:
    before = fingerprint(db)
    folder = default_database_path().parent / "pratica"
    folder.parent.mkdir(parents=True, exist_ok=True)
    folder.write_text("un file dove andrebbe la cartella", encoding="utf-8")
    window.tournament_page.practice_button.click()
    assert window.practice_session is None and window.isVisible()
    told = window.tournament_page.practice_feedback.text()
    assert (
        told.startswith("impossibile preparare il torneo di prova in ") and "nulla è stato modificato" in told
    )
    assert folder.read_text(encoding="utf-8") == "un file dove andrebbe la cartella"
    assert fingerprint(db) == before
    assert window.windowTitle() == "FIBur Director – banco del direttore di gara"


def test_the_practice_speaks_english_too(qtbot: QtBot, tmp_path: Path) -> None:
    from fibur_director.app import build

    desk = build(["--lang", "en", "--database", str(tmp_path / "en.sqlite3")])
    assert desk.window is not None and desk.database is not None
    window = desk.window
    qtbot.addWidget(window)
    try:
        window.show()
        assert window.tournament_page.practice_button.text() == "Tr&y a sample tournament"
        window.tournament_page.practice_button.click()
        session = window.practice_session
        assert isinstance(session, practice.PracticeSession)
        qtbot.addWidget(session.window)
        assert session.window.banner.text() == "PRACTICE TOURNAMENT — nothing in this tournament counts"
        assert (
            session.window.windowTitle() == "PRACTICE TOURNAMENT – FIBur Director – Prova: torneo di esempio"
        )
        assert session.window.discard_action.text() == "&Close the practice and delete it"
        session.window.close()
        assert window.isVisible() and "Practice closed and kept" in window.statusBar().currentMessage()
    finally:
        window.close()
        desk.database.close()
        for translator in desk.translators:  # the QApplication is shared by every test
            desk.app.removeTranslator(translator)
