"""The (still empty) desk window opens in Italian on the database it was given."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from fibur_director import app as app_module
from fibur_director.app import Desk, build
from fibur_director.db.database import Database, default_database_path, open_database
from fibur_director.ui.context import DeskContext
from fibur_director.ui.main_window import MainWindow
from tests.conftest import TODAY


@pytest.fixture
def desk_factory(qtbot: QtBot) -> Iterator[list[Desk]]:
    desks: list[Desk] = []
    yield desks
    for desk in desks:
        if desk.window is not None:
            desk.window.close()
        if desk.database is not None:
            desk.database.close()
        for translator in desk.translators:  # the QApplication is shared by every test
            desk.app.removeTranslator(translator)


def open_desk(desks: list[Desk], qtbot: QtBot, *argv: str) -> Desk:
    desk = build(list(argv))
    desks.append(desk)
    if desk.window is not None:
        qtbot.addWidget(desk.window)
    return desk


def test_opens_in_italian_on_the_default_database(desk_factory: list[Desk], qtbot: QtBot) -> None:
    desk = open_desk(desk_factory, qtbot)
    assert desk.window is not None and desk.database is not None
    assert desk.language == "it"
    assert desk.database.path == default_database_path().resolve()
    window = desk.window
    assert window.windowTitle() == "FIBur Director – banco del direttore di gara"
    assert [a.text() for a in window.menuBar().actions()] == ["&File", "&Modifica", "&Vai", "&Aiuto"]
    assert window.quit_action.text() == "&Esci"
    assert window.undo_action.shortcut().toString() == "Ctrl+Z"
    assert window.tournament_page.current.text() == "Nessun torneo aperto."
    combo = window.tournament_page.ruleset
    assert [combo.itemText(i) for i in range(combo.count())] == [
        "Burraco Italiano",
        "Burraco Revolution",
        "FEDIBUR 1985",
    ]
    assert [window.tabs.tabText(i) for i in range(window.tabs.count())] == [
        "1 Torneo",
        "2 Iscrizioni",
        "3 Turno",
        "4 Risultati",
        "5 Sanzioni",
        "6 Classifica",
        "7 Registro e copie",
    ]
    assert str(desk.database.path) in window.statusBar().currentMessage()
    window.show()
    qtbot.waitExposed(window)


def test_english_is_selectable_and_remembered(desk_factory: list[Desk], qtbot: QtBot, tmp_path: Path) -> None:
    desk = open_desk(desk_factory, qtbot, "--lang", "en", "--database", str(tmp_path / "a.sqlite3"))
    assert desk.window is not None
    assert desk.window.windowTitle() == "FIBur Director – tournament director's desk"
    assert desk.window.quit_action.text() == "&Quit"
    assert "MIT licence" in desk.window.about_text()
    tabs = desk.window.tabs
    assert [tabs.tabText(i) for i in range(tabs.count())][:4] == [
        "1 Tournament",
        "2 Registration",
        "3 Round",
        "4 Scores",
    ]
    assert desk.window.score_page.detail.text() == "&Deal by deal (Ctrl+D)"
    desk.window.close()
    desk.database.close() if desk.database else None
    # Next start without --lang uses the language chosen last time (QSettings, INI).
    again = open_desk(desk_factory, qtbot, "--database", str(tmp_path / "a.sqlite3"))
    assert again.language == "en"


def test_database_in_use_is_explained_in_italian(
    desk_factory: list[Desk], qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(
        app_module.QMessageBox, "critical", lambda _parent, title, text: shown.append((title, text))
    )
    path = tmp_path / "busy.sqlite3"
    with open_database(path):
        desk = open_desk(desk_factory, qtbot, "--database", str(path))
    assert desk.window is None and desk.database is None
    assert shown and shown[0][0] == "Impossibile aprire il database" and "già aperto" in shown[0][1]


def test_main_returns_1_when_the_database_cannot_be_opened(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    monkeypatch.setattr(app_module.QMessageBox, "critical", lambda *_args: None)
    bogus = tmp_path / "bogus.sqlite3"
    bogus.write_text("not sqlite", encoding="utf-8")
    assert app_module.main(["--database", str(bogus)]) == 1
    assert bogus.read_text(encoding="utf-8") == "not sqlite"


def test_ctrl_f_finds_a_player_from_any_page_and_f1_lists_the_keys(qtbot: QtBot, tmp_path: Path) -> None:
    from fibur_director.db.database import open_database
    from fibur_director.services.actions import Desk
    from fibur_director.ui.context import DeskContext
    from fibur_director.ui.main_window import MainWindow

    with open_database(tmp_path / "t.sqlite3") as database:
        window = MainWindow(DeskContext(Desk(database)), "t")
        qtbot.addWidget(window)
        window.show()
        window.go(window.journal_page)
        window.search_action.trigger()
        assert window.tabs.currentWidget() is window.registration_page
        assert (
            window.registration_page.search.hasFocus()
            or window.focusWidget() is window.registration_page.search
        )
        lines = window.shortcut_lines()
        assert any(line.startswith("Ctrl+Z\t") for line in lines)
        assert any(line.startswith("Ctrl+F\t") and "Cerca un giocatore" in line for line in lines)
        assert any(line.startswith("F1\t") for line in lines)
        window.close()


def test_opens_on_a_postgresql_server_as_a_named_desk(
    desk_factory: list[Desk], qtbot: QtBot, pg_url: str, tmp_path: Path
) -> None:
    """``--database postgresql://...`` (issue 18): the desk opens on the server, named in the audit log, and
    remembers the server without writing a password into the settings."""
    from fibur_director.services import registration as reg

    with_password = pg_url.replace("fibur@", "fibur:non-serve@")  # trust auth: the password is not checked
    desk = open_desk(desk_factory, qtbot, "--database", with_password, "--desk", "sala conti 2")
    assert desk.window is not None and desk.database is not None
    assert desk.database.on_server and desk.database.path is None
    assert "***" in desk.window.statusBar().currentMessage()
    context = desk.window.context
    assert context.desk.actor == "sala conti 2" and context.timer.isActive()
    reg.add_player(context.desk, "Rossi", "Maria")
    assert context.desk.stacks(None)[0]  # its own action, undoable by this desk
    tid = reg.create_tournament(
        context.desk,
        reg.TournamentSettings(name="Nazionale", date=TODAY, planned_rounds=4, plan="mitchell:4"),
    )
    desk.window.open_tournament(tid)  # remembered per database, by its URL without the password
    assert desk.guard is not None
    desk.guard.settings.sync()
    settings = (tmp_path / "xdg-config" / "fibur-director" / "settings.ini").read_text(encoding="utf-8")
    assert "non-serve" not in settings and "fibur:***@" in settings
    context.timer.stop()


def _source_version() -> str:
    """The version as written in fibur_director/__init__.py, its one home (pyproject and the bundle read it)."""
    text = (Path(__file__).parents[2] / "fibur_director" / "__init__.py").read_text(encoding="utf-8")
    return text.split('__version__ = "', 1)[1].split('"', 1)[0]


def test_help_about_names_the_version(desk_factory: list[Desk], qtbot: QtBot, tmp_path: Path) -> None:
    desk = open_desk(desk_factory, qtbot, "--database", str(tmp_path / "a.sqlite3"))
    assert desk.window is not None
    help_menu = desk.window.menuBar().actions()[-1].menu()
    assert help_menu is not None and desk.window.about_action in help_menu.actions()
    assert desk.window.about_action.text() == "&Informazioni su FIBur Director"
    assert desk.window.about_text().splitlines()[0] == f"FIBur Director {_source_version()}"


def test_the_window_opens_within_the_screen_with_the_new_tournament_form_whole(
    qtbot: QtBot, db: Database
) -> None:
    """A window of 1280x800 on a smaller screen (the offscreen one here is 800x800; a club's laptop 1024x768) hid
    the new tournament's form, then, once a window manager added its title bar, the clock and the status bar
    under the screen's edge (found driving the desk under Xvfb and in review): there it opens maximized."""
    from PySide6.QtGui import QGuiApplication

    from fibur_director.services import actions

    window = MainWindow(DeskContext(actions.Desk(db, actor="test"), "it"), "test")
    qtbot.addWidget(window)
    window.show_within_screen()
    qtbot.waitExposed(window)
    screen = QGuiApplication.primaryScreen()
    assert screen is not None and screen.availableGeometry().width() < 1280  # the case this test is about
    assert window.isMaximized()
    # The smallest screen we drive the desk on, 1024x700, holds the layout whole; and with no window manager to
    # maximize it (a kiosk, Xvfb), the window still takes the free area, not 1280x800.
    least = window.minimumSizeHint()
    room = screen.availableGeometry()
    assert window.width() <= max(room.width(), least.width()) and window.height() <= max(
        room.height(), least.height()
    )
    assert least.width() <= 1024 and least.height() <= 700
    button = window.tournament_page.create_button
    corner = button.mapTo(window, button.rect().bottomRight())
    assert button.isVisible() and window.rect().contains(corner)
