"""`fibur-director`: the desk. Composition root: opens the database, then hands the window what it shows."""

from __future__ import annotations

import argparse
import gc
import socket
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

# The database layer and the services the first window reads through, before Qt: once loaded, PySide6 reads the
# source of every module imported after it (its ``__feature__`` hook looks for "PySide6" in it), and these are
# some 300 modules, SQLAlchemy's among them (docs/performance.md, "Launch").
from fibur_director.db.database import Database, DatabaseDamaged, open_location, restore_latest
from fibur_director.db.lock import DatabaseInUse
from fibur_director.domain.errors import FiburError
from fibur_director.domain.vocabulary import DEFAULT_KIND
from fibur_director.games.registry import game_of
from fibur_director.limits import raise_descriptor_limit
from fibur_director.locations import fonts_dir
from fibur_director.services import actions, journal, readmodel  # noqa: F401 (journal: see above)

# isort: split
# Qt's first module, with PySide6's import hook made cheaper before the rest of Qt loads (ui/__init__.py).
import fibur_director.ui  # noqa: F401

# isort: split
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QTimer, QTranslator
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QApplication, QMessageBox

from fibur_director.ui.context import DeskContext
from fibur_director.ui.crash import CrashGuard
from fibur_director.ui.i18n import DEFAULT_LANGUAGE, LANGUAGES, install_translators
from fibur_director.ui.main_window import MainWindow
from fibur_director.ui.parts import desk_of
from fibur_director.ui.settings import settings


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="fibur-director", description="FIBur Director, the tournament desk")
    parser.add_argument(
        "--database",
        help="database file (default: the embedded one in the user data folder), or a PostgreSQL server "
        "shared by several desks: postgresql://user@host/dbname or postgresql:///?service=NAME (the password "
        "from ~/.pgpass or the service file, never from the settings)",
    )
    parser.add_argument(
        "--desk",
        help="this desk's name, recorded in the audit log; undo takes back this desk's own actions "
        "(default: arbitro on a file, the computer's name on a server)",
    )
    parser.add_argument(
        "--lang", choices=LANGUAGES, help="interface language (default: the last used, else Italian)"
    )
    parser.add_argument(
        "--smoke-test",
        metavar="FILE",
        help="start, show the window, write its title to FILE and quit (the packages' smoke test: "
        "packaging/smoke.py)",
    )
    return parser.parse_args(argv)


def register_fonts() -> None:
    # The shipped DejaVu fonts print every name (Šimić, Łukasz) whatever the machine has installed.
    for font in sorted(fonts_dir().glob("*.ttf")):
        QFontDatabase.addApplicationFont(str(font))


def open_or_explain(location: str | None, language: str) -> Database | None:
    """Open the database, or tell the referee why not (in their language) and return None."""
    try:
        try:
            return open_location(location)
        except DatabaseInUse as error:
            if not error.may_take_over:
                raise
            # An empty, damaged or other computer's lock: only the referee can know no desk still has the file.
            answer = QMessageBox.question(
                None,
                QCoreApplication.translate("App", "Database bloccato"),
                error.message(language)
                + "\n\n"
                + QCoreApplication.translate("App", "Rilevare il blocco e aprire il database?"),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return None
            return open_location(location, take_over_lock=True)
    except DatabaseDamaged as error:
        if error.backup is None:
            QMessageBox.critical(
                None,
                QCoreApplication.translate("App", "Impossibile aprire il database"),
                error.message(language),
            )
            return None
        answer = QMessageBox.question(
            None,
            QCoreApplication.translate("App", "Database danneggiato"),
            error.message(language)
            + "\n\n"
            + QCoreApplication.translate(
                "App", "Ripristinare l'ultima copia? Il file danneggiato resta accanto."
            ),
        )
        if answer != QMessageBox.StandardButton.Yes:
            return None
        try:
            restore_latest(error.path)
            return open_location(location)
        except (OSError, FiburError) as failure:
            told = failure.message(language) if isinstance(failure, FiburError) else str(failure)
            QMessageBox.critical(
                None, QCoreApplication.translate("App", "Impossibile aprire il database"), told
            )
            return None
    except FiburError as error:
        QMessageBox.critical(
            None,
            QCoreApplication.translate("App", "Impossibile aprire il database"),
            error.message(language),
        )
        return None


@dataclass
class Desk:
    app: QApplication
    window: MainWindow | None  # None when the database could not be opened (the user was told why)
    database: Database | None
    translators: list[QTranslator]
    language: str
    guard: CrashGuard | None = None


def build(argv: Sequence[str]) -> Desk:
    args = parse_args(argv)
    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "fibur-director"])
    assert isinstance(app, QApplication)
    app.setApplicationName("FIBur Director")
    store = settings()
    language = args.lang or str(store.value("language", DEFAULT_LANGUAGE))
    store.setValue("language", language)
    register_fonts()
    translators = install_translators(app, language)
    database = open_or_explain(args.database, language)
    if database is None:
        return Desk(app, None, None, translators, language)
    # Until a tournament is opened the clock shows the default ruleset's round time for 4 deals (Art. 6).
    # The default kind's game answers, by its default ruleset (GameDesk.round_minutes).
    game = game_of(DEFAULT_KIND)
    minutes = desk_of(game.id).round_minutes(game.default_ruleset, 4, 0)
    name = args.desk or ("arbitro" if database.path else socket.gethostname() or "banco")
    context = DeskContext(actions.Desk(database, actor=name), language)
    window = (
        MainWindow(context, database.label)
        if minutes is None
        else MainWindow(context, database.label, minutes)
    )
    # A server database is remembered by its URL without the password (Database.label).
    guard = CrashGuard(store, database=database.path or Path(database.label))
    reopen_last(window, context, guard, database)
    return Desk(app, window, database, translators, language, guard)


def reopen_last(window: MainWindow, context: DeskContext, guard: CrashGuard, database: Database) -> None:
    """Reopen the tournament the desk last had open in this file: at once after a normal exit; after a crash,
    when the referee agrees (every action was committed when done, so the tournament is intact)."""
    path = database.path or Path(database.label)
    context.opened.connect(lambda: guard.remember(path, context.tournament_id))
    last = guard.last_tournament(path)
    summaries = {s.id: s for s in readmodel.list_tournaments(context.desk)}
    if last is None or last not in summaries:
        return
    if guard.crashed:
        log = guard.last_log
        answer = QMessageBox.question(
            window,
            QCoreApplication.translate("App", "Chiusura inattesa"),
            QCoreApplication.translate(
                "App",
                "FIBur Director si è chiuso in modo inatteso. Ogni azione confermata è salva.\n"
                "Registro dell'errore: %1\n\nRiaprire il torneo «%2»?",
            )
            .replace("%1", log or "—")
            .replace("%2", summaries[last].name),
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
    window.open_tournament(last)


def main(argv: Sequence[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    # As many open files as the system allows (issue 39): the server the desk starts inherits it, and a desk on
    # a database server serves the room from a thread of this process.
    raise_descriptor_limit()
    desk = build(argv)
    if desk.window is None or desk.database is None or desk.guard is None:
        return 1
    window, guard = desk.window, desk.guard

    def tell(path: Path) -> None:
        QMessageBox.critical(
            window,
            QCoreApplication.translate("App", "Errore inatteso"),
            QCoreApplication.translate(
                "App",
                "Si è verificato un errore inatteso, scritto in %1. Le azioni già confermate sono salve.",
            ).replace("%1", str(path)),
        )

    guard.tell = tell
    guard.start()
    window.show_within_screen()
    if not gc.isenabled():
        # The entry point (__main__.py) held the cyclic collector off while the desk loaded. What the launch
        # made (modules, the window) lives as long as the desk: frozen, later collections pass over none of it.
        gc.freeze()
        gc.enable()
    smoke = parse_args(argv).smoke_test
    if not smoke:
        # Once the window is up: the pages were live when the desk closed? Offer them again (issue 39).
        QTimer.singleShot(0, window.offer_to_publish_again)
    if smoke:
        # Once the event loop runs, the window has been shown: say so and leave by the ordinary way out.
        def report() -> None:
            # And where Qt found its own translations: the packages' smoke test checks that the bundle's Qt knows
            # its prefix (the qt.conf of packaging/pyi_rth_qt_paths.py), else its dialogs speak English.
            qt = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            Path(smoke).write_text(f"{window.windowTitle()}\nqt-translations: {qt}\n", encoding="utf-8")
            desk.app.quit()

        QTimer.singleShot(0, report)
    try:
        return desk.app.exec()
    finally:
        guard.stop()
        desk.database.close()


if __name__ == "__main__":
    sys.exit(main())
