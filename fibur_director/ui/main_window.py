"""The desk's main window: one tab per page (Ctrl+1 … Ctrl+7), undo/redo for every action, the round clock in
the status bar so it shows on every page. Every action is committed when done: there is no Save."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from fibur_director import __version__
from fibur_director.domain.errors import FiburError
from fibur_director.services import journal, rounds
from fibur_director.ui import context as dialogs
from fibur_director.ui.context import DeskContext
from fibur_director.ui.docking import dock_of
from fibur_director.ui.page import Page
from fibur_director.ui.parts import DESKS, desk_of, results_pages
from fibur_director.ui.round_clock import RoundClock
from fibur_director.ui.tournament_page import TournamentPage

if TYPE_CHECKING:
    from fibur_director.services.registration import TournamentSettings
    from fibur_director.ui.checkin_panel import CheckInPanel
    from fibur_director.ui.live_panel import LivePanel

REDO = QKeySequence("Ctrl+Y")
# The page behind each tab by its attribute (tab 4: the open game's results page, ``MainWindow._results_name``).
_TABS = (
    "tournament_page",
    "registration_page",
    "round_page",
    "results",
    "sanctions_page",
    "standings_page",
    "journal_page",
)


class MainWindow(QMainWindow):
    closed = Signal()  # the practice session goes back to the real desk when its window closes
    discard_requested = Signal()  # "Chiudi la prova ed eliminala" (practice windows only)

    def __init__(
        self, context: DeskContext, database_label: str, round_minutes: int = 50, *, practice: bool = False
    ) -> None:
        super().__init__()
        self.context = context
        # A practice tournament's file (ui/practice.py): marked in the title and by a banner over every page.
        self.practice = practice
        self.practice_session: QObject | None = None  # the practice this (real) desk has open, if any
        self.setObjectName("MainWindow")
        self.setWindowTitle(self.tr("FIBur Director – banco del direttore di gara"))
        self.resize(self.WIDTH, self.HEIGHT)

        # The first page is built with the window; the pages behind the other tabs, and their modules, when first
        # shown or asked for (issue 23: the window opens without them). Until then a tab holds an empty widget.
        self.tournament_page = TournamentPage(context)
        self._built: dict[str, Page] = {}
        self.tabs = QTabWidget()
        self.tabs.setObjectName("pages")
        self.titles = [
            self.tr("Torneo"),
            self.tr("Iscrizioni"),
            self.tr("Turno"),
            self.tr("Risultati"),
            self.tr("Sanzioni"),
            self.tr("Classifica"),
            self.tr("Registro e copie"),
        ]
        for number, title in enumerate(self.titles, start=1):
            self.tabs.addTab(self.tournament_page if number == 1 else QWidget(), f"{number} {title}")
        self.tabs.currentChanged.connect(self._build_tab)
        if practice:
            self.setCentralWidget(self.practice_banner())
        else:
            self.setCentralWidget(self.tabs)
        self.tournament_page.offer_practice = not practice
        self.tournament_page.practice_requested.connect(self.start_practice)
        self.tournament_page.opened.connect(self.open_tournament)

        file_menu = self.menuBar().addMenu(self.tr("&File"))
        if practice:
            self.discard_action = QAction(self.tr("&Chiudi la prova ed eliminala"), self)
            self.discard_action.triggered.connect(self.discard_requested)
            file_menu.addAction(self.discard_action)
            file_menu.addSeparator()
        self.circuit_action = QAction(self.tr("Classifica di un circ&uito…"), self)
        self.circuit_action.triggered.connect(self.print_circuit)
        file_menu.addAction(self.circuit_action)
        self.roster_action = QAction(self.tr("Importa l'elenco &tesserati…"), self)
        self.roster_action.triggered.connect(self.import_roster)
        file_menu.addAction(self.roster_action)
        file_menu.addSeparator()
        self.quit_action = QAction(self.tr("&Esci"), self)
        # The platform's keys for Quit (Ctrl+Q on Linux and Windows desktops, Cmd+Q on macOS); a platform
        # without them (a kiosk, offscreen) gets Ctrl+Q, so the key the guide names always works.
        self.quit_action.setShortcuts(
            QKeySequence.keyBindings(QKeySequence.StandardKey.Quit) or [QKeySequence("Ctrl+Q")]
        )
        self.quit_action.triggered.connect(self.close)
        file_menu.addAction(self.quit_action)
        edit_menu = self.menuBar().addMenu(self.tr("&Modifica"))
        self.undo_action = QAction(self.tr("&Annulla l'ultima azione"), self)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.triggered.connect(self.undo)
        self.redo_action = QAction(self.tr("&Ripeti l'azione annullata"), self)
        self.redo_action.setShortcuts([REDO, QKeySequence(QKeySequence.StandardKey.Redo)])
        self.redo_action.triggered.connect(self.redo)
        edit_menu.addAction(self.undo_action)
        edit_menu.addAction(self.redo_action)
        go_menu = self.menuBar().addMenu(self.tr("&Vai"))
        for number, title in enumerate(self.titles, start=1):
            action = QAction(title, self)
            action.setShortcut(QKeySequence(f"Ctrl+{number}"))
            action.triggered.connect(lambda _checked=False, i=number - 1: self.go_tab(i))
            go_menu.addAction(action)
        self.search_action = QAction(self.tr("Cerca un &giocatore"), self)
        self.search_action.setShortcut(QKeySequence.StandardKey.Find)
        self.search_action.triggered.connect(self.find_player)
        go_menu.addSeparator()
        go_menu.addAction(self.search_action)
        self.clock_actions = self.clock_menu()
        help_menu = self.menuBar().addMenu(self.tr("&Aiuto"))
        self.guide_action = QAction(self.tr("&Guida rapida"), self)
        self.guide_action.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.guide_action.triggered.connect(self.show_guide)
        help_menu.addAction(self.guide_action)
        self.keys_action = QAction(self.tr("&Scorciatoie da tastiera"), self)
        self.keys_action.setShortcut(QKeySequence("Shift+F1"))
        self.keys_action.triggered.connect(self.show_shortcuts)
        help_menu.addAction(self.keys_action)
        self.about_action = QAction(self.tr("&Informazioni su FIBur Director"), self)
        self.about_action.triggered.connect(self.show_about)
        help_menu.addAction(self.about_action)

        self.statusBar().showMessage(self.tr("Database: %1").replace("%1", database_label))
        # Several desks on a server: a lost connection stays on screen until the desk's poll reaches it again.
        context.connection.connect(lambda why: self.statusBar().showMessage(why))
        # In the status bar so it shows on every page; an open tournament resets it to its own round time.
        self.clock = RoundClock(round_minutes)
        self.clock.changed.connect(self.store_clock)
        self.statusBar().addPermanentWidget(self.clock)
        # The member list in use («Elenco tesserati del 3 nov.», issue 37), on every page; its modules and its
        # query come once the window is up, so the launch does not wait for them (issue 23).
        self.roster_status: QWidget | None = None
        QTimer.singleShot(0, self, self.show_roster_status)
        # "Pubblica in sala" (ui/live_panel.py) and "Accoglienza" (ui/checkin_panel.py): their docks, and the
        # network modules and services behind them, are built the first time the referee opens one (issue 23:
        # ~35 and ~10 ms of the launch); until then the File menu holds a placeholder entry for each.
        self._live_panel: LivePanel | None = None
        self._checkin_panel: CheckInPanel | None = None
        self._file_menu = file_menu
        self.live_entry = self._placeholder(self.tr("Pubblica in sala…"), lambda: self.live_panel)
        self.checkin_entry = self._placeholder(self.tr("Accoglienza…"), lambda: self.checkin_panel)
        file_menu.insertActions(file_menu.actions()[0], [self.live_entry, self.checkin_entry])
        context.opened.connect(self.enable_pages)
        # A site owed a push when the tournament opens (a desk restarted with a job queued) is followed at once,
        # its panel built hidden: the push lives in it (issue 40's outside check, A6: nothing was pushed until
        # the referee opened «Pubblica in sala»). After the first page: the queue is read from the disk.
        context.opened.connect(lambda *_: QTimer.singleShot(0, self.follow_site))
        self.enable_pages()
        app = QApplication.instance()
        if isinstance(app, QApplication):
            # Ctrl+Z from a field (eventFilter) needs only the focused widget's events: a filter on the whole
            # program put every event of every widget through Python, half the first show (issue 23).
            app.focusChanged.connect(self._follow_focus)
        self._following_focus = isinstance(app, QApplication)

    def practice_banner(self) -> QWidget:
        """The tabs under a banner that no page can hide: nothing typed here counts."""
        self.banner = QLabel(self.tr("TORNEO DI PROVA — nulla di questo torneo conta"))
        self.banner.setObjectName("practiceBanner")
        self.banner.setStyleSheet(
            "QLabel { color: white; background: #e65100; font-weight: bold; font-size: 15px; padding: 6px; }"
        )
        self.discard_button = QPushButton(self.tr("Chiudi la prova ed eliminala"))
        self.discard_button.setObjectName("discardPractice")
        self.discard_button.clicked.connect(self.discard_requested)
        strip = QHBoxLayout()
        strip.setContentsMargins(0, 0, 0, 0)
        strip.addWidget(self.banner, 1)
        strip.addWidget(self.discard_button)
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(strip)
        layout.addWidget(self.tabs, 1)
        return body

    def show_within_screen(self) -> None:
        """Show at 1280x800, or maximized where the screen's free area cannot hold that and a title bar (a club's
        1024x768 laptop): a window larger than the screen hid the new tournament's form, then the clock and the
        status bar under the screen's edge (found driving the desk under Xvfb, with and without a window
        manager, whose frame ``resize`` does not count)."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        room = screen.availableGeometry() if screen is not None else None
        if room is not None and (
            room.width() < self.WIDTH + self.FRAME or room.height() < self.HEIGHT + self.FRAME
        ):
            # The free area first: without a window manager (a kiosk, Xvfb) nothing maximizes the window.
            self.setGeometry(room)
            self.showMaximized()
        else:
            self.show()

    WIDTH, HEIGHT = 1280, 800  # the window's size where the screen holds it
    FRAME = 40  # room for a window manager's title bar and borders

    def _placeholder(self, text: str, panel: Callable[[], QWidget]) -> QAction:
        """A File menu entry standing for a side panel not built yet: triggered, it builds the panel (which
        takes its place in the menu) and shows it."""
        entry = QAction(text, self)
        entry.triggered.connect(lambda: dock_of(panel()).show())
        return entry

    def follow_site(self) -> None:
        """Build the "Pubblica in sala" panel (hidden) when the open tournament has a club site in the queue, so
        its site part pushes what is owed and follows the evening without being opened."""
        tid = self.context.tournament_id
        if tid is None or self._live_panel is not None:
            return
        from fibur_director.publishing.run import queued

        try:
            owed = bool(queued(self.context.desk, tid))
        except OSError:  # an unreadable queue folder: the panel says so when opened
            return
        if owed:
            _ = self.live_panel

    @property
    def live_panel(self) -> LivePanel:
        """The "Pubblica in sala" panel, built (its dock and its menu entry in place of ``live_entry``) the first
        time it is asked for."""
        if self._live_panel is None:
            from fibur_director.ui import live_panel

            self._live_panel = live_panel.install(
                self, self.context, self.clock, self._file_menu, self.live_entry
            )
            self._file_menu.removeAction(self.live_entry)
        return self._live_panel

    @property
    def checkin_panel(self) -> CheckInPanel:
        """The "Accoglienza" panel, built the first time it is asked for, as ``live_panel``."""
        if self._checkin_panel is None:
            from fibur_director.ui import checkin_panel

            self._checkin_panel = checkin_panel.install(
                self, self.context, self._file_menu, self.checkin_entry
            )
            self._file_menu.removeAction(self.checkin_entry)
        return self._checkin_panel

    def start_practice(self) -> None:
        # Imported when asked for: the practice builds a second window of this class.
        from fibur_director.ui import practice

        self.practice_session = practice.start(self)

    # -- pages --------------------------------------------------------------------------------------------------

    def _page(self, name: str) -> Page:
        """The page ``name``, built (its module imported) the first time it is asked for, and put in its tab
        unless it is the results page of the other game."""
        page = self._built.get(name)
        if page is not None:
            return page
        context = self.context
        if name == "registration_page":
            from fibur_director.ui.registration_page import RegistrationPage

            page = RegistrationPage(context)
        elif name == "round_page":
            from fibur_director.ui.round_page import RoundPage

            page = RoundPage(context)
            page.published.connect(lambda _number: self.reset_clock())
        elif name in results_pages():
            # Tab 4 is the open game's results page, from the game's part of the desk (ui/<game>/desk.py).
            page = next(d for d in DESKS.values() if d.results_page == name).results(context)
        elif name == "sanctions_page":
            # The tab holds the sanctions page of the game that has one; it is disabled for a game without.
            page = next(d.sanctions for d in DESKS.values() if d.sanctions is not None)(context)
        elif name == "standings_page":
            from fibur_director.ui.standings_page import StandingsPage

            page = StandingsPage(context)
        else:
            from fibur_director.ui.journal_page import JournalPage

            page = JournalPage(context)
        self._built[name] = page
        if name == self._results_name() or name not in results_pages():
            self._place(_TABS.index(name) if name in _TABS else 3, page)
        return page

    def _results_name(self) -> str:
        game = self.context.game
        # No tournament open: the first game's page holds the tab (it shows nothing until one is).
        return desk_of(game.id).results_page if game is not None else next(iter(DESKS.values())).results_page

    def _place(self, index: int, page: QWidget) -> None:
        """Put ``page`` in tab ``index`` in place of what is there, keeping the tab shown and its state."""
        if self.tabs.widget(index) is page:
            return
        current, enabled = self.tabs.currentIndex(), self.tabs.isTabEnabled(index)
        self.tabs.blockSignals(True)
        self.tabs.removeTab(index)
        self.tabs.insertTab(index, page, f"{index + 1} {self.titles[index]}")
        self.tabs.setTabEnabled(index, enabled)
        self.tabs.setCurrentIndex(current)
        self.tabs.blockSignals(False)

    def _build_tab(self, index: int) -> None:
        if 0 < index < len(self.titles) and not isinstance(self.tabs.widget(index), Page):
            self._page(self._results_name() if index == 3 else _TABS[index])

    def go_tab(self, index: int) -> None:
        self._build_tab(index)
        if self.tabs.isTabEnabled(index):
            self.tabs.setCurrentIndex(index)

    @property
    def pages(self) -> list[tuple[QWidget, str]]:
        """Every tab's page with its title, each built if it was not yet."""
        for index in range(1, len(self.titles)):
            self._build_tab(index)
        pages = []
        for index, title in enumerate(self.titles):
            page = self.tabs.widget(index)
            assert page is not None  # every tab was just built
            pages.append((page, title))
        return pages

    registration_page = property(lambda self: self._page("registration_page"))
    round_page = property(lambda self: self._page("round_page"))
    score_page = property(lambda self: self._page("score_page"))
    # Tab 4: the open game's results page (its ``GameDesk.results``).
    results_page = property(lambda self: self._page(self._results_name()))
    sanctions_page = property(lambda self: self._page("sanctions_page"))
    standings_page = property(lambda self: self._page("standings_page"))
    journal_page = property(lambda self: self._page("journal_page"))

    def go(self, page: object) -> None:
        index = self.tabs.indexOf(page)  # type: ignore[arg-type]
        if self.tabs.isTabEnabled(index):
            self.tabs.setCurrentIndex(index)

    def enable_pages(self) -> None:
        has = self.context.tournament_id is not None
        settings = journal.settings_of(self.context.desk, self.context.tid) if has else None
        if has or 3 in self._built_tabs():
            self.show_results_page(self._page(self._results_name()))
        for index in (2, 3, 4, 5):
            self.tabs.setTabEnabled(index, has)
        # A game whose penalties are typed with its results (TAROT §6) has no sanctions page.
        game = self.context.game
        if game is not None and desk_of(game.id).sanctions is None:
            self.tabs.setTabEnabled(4, False)
        if settings is not None:
            title = self.tr("FIBur Director – %1").replace("%1", settings.name)
        else:
            title = self.tr("FIBur Director – banco del direttore di gara")
        self.setWindowTitle(self.tr("TORNEO DI PROVA – %1").replace("%1", title) if self.practice else title)

    def show_results_page(self, page: Page) -> None:
        """Page 4 is the open game's results page (its ``GameDesk.results``)."""
        self._place(3, page)

    def _built_tabs(self) -> set[int]:
        return {i for i in range(len(self.titles)) if isinstance(self.tabs.widget(i), Page)}

    def open_tournament(self, tournament_id: int) -> None:
        try:
            # A tournament of a game this desk has no pages for (a game package without its desk part) is
            # refused in words before anything is switched: it raised from deep inside the opening, the crash
            # notice shown and the context on a tournament its tabs never showed (issue 36's fifth attack, F4).
            settings = journal.settings_of(self.context.desk, tournament_id)
            DESKS.of_kind(settings.kind)
        except FiburError as refused:
            self.statusBar().showMessage(refused.message(self.context.language), 15000)
            return
        self.context.open(tournament_id)
        self.reset_clock(settings)
        self.statusBar().showMessage(self.tr("Torneo aperto; ogni azione è salvata appena fatta."), 5000)
        self.go(self.registration_page)

    def reset_clock(self, settings: TournamentSettings | None = None) -> None:
        """The tournament's round time (IT Art. 6) minus the announced reduction; ``settings``: the open
        tournament's, when the caller has just read them."""
        game = self.context.game
        if self.context.tournament_id is None or game is None:
            return
        settings = settings or journal.settings_of(self.context.desk, self.context.tid)
        minutes = desk_of(game.id).round_minutes(
            settings.ruleset_id, settings.deals_per_round, settings.round_time_reduction
        )
        if minutes is None:
            return  # no round time in the game's ruleset for this deal count: the clock keeps its time
        stored = rounds.clock_of(self.context.desk, self.context.tid)
        if stored is not None:
            # The round's own clock, where it was when the desk closed (it kept counting meanwhile).
            self.clock.restore(stored.total_seconds, stored.left_seconds, stored.running)
        else:
            self.clock.reset(minutes)

    def clock_menu(self) -> list[QAction]:
        """The clock's keys, on the window so they work on every page; the shortcut list (F1) reads them.
        Not a menu: every free letter of the menu bar is taken by some page's fields, in one language or
        the other."""
        actions = []
        for text, key, call in (
            (self.tr("Orologio: avvia o ferma"), "F9", lambda: self.clock.toggle()),
            (self.tr("Orologio: un minuto in meno"), "F7", lambda: self.clock.adjust(-1)),
            (self.tr("Orologio: un minuto in più"), "F8", lambda: self.clock.adjust(1)),
        ):
            action = QAction(text, self)
            action.setShortcut(QKeySequence(key))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(call)
            self.addAction(action)
            actions.append(action)
        return actions

    def store_clock(self) -> None:
        """With the round being played, in the database: a restart (or the other desk) finds it as it was."""
        if self.context.tournament_id is None:
            return
        countdown = self.clock.countdown
        _number, error = self.context.read(
            rounds.save_clock,
            self.context.desk,
            self.context.tid,
            countdown.total,
            countdown.left(),
            countdown.running,
        )
        if error is not None:
            self.statusBar().showMessage(error, 8000)

    # -- undo / redo --------------------------------------------------------------------------------------------

    def undo(self) -> None:
        """Undo the latest action, whether it was the tournament's or the player archive's."""
        desk, tid = self.context.desk, self.context.tournament_id
        done_here = desk.stacks(tid)[0] if tid is not None else []
        done_archive = desk.stacks(None)[0]
        scope = tid if done_here and (not done_archive or done_here[-1] > done_archive[-1]) else None
        if not self.undo_confirmed(done_here[-1] if scope is not None else None):
            return
        hint = None
        if tid is not None:
            from fibur_director.services.table_entry import phone_sheet_since

            # Ctrl+Z reaches the desk's own actions only: a sheet the phones recorded since is not among them
            if phone_sheet_since(desk, tid, done_here[-1] if done_here else 0):
                hint = self.tr(
                    "Un referto dai telefoni non si annulla con Ctrl+Z: tasto destro sul suo tavolo nel tabellone "
                    "dei risultati, «Annulla il referto dai telefoni»."
                )
        self._replay(desk.undo, scope, self.tr("Annullata l'ultima azione."), hint)

    def undo_confirmed(self, audit_id: int | None) -> bool:
        """Undoing an import takes a whole tournament, played rounds and all, out of the archive: asked first
        (issue 38: Ctrl+Z right after an import removed it without a word). Ctrl+Y brings it back."""
        found = journal.action_of(self.context.desk, audit_id) if audit_id is not None else None
        if found is None or found[0] != "import_tournament" or found[1] is None:
            return True
        name = journal.settings_of(self.context.desk, found[1]).name
        answer = dialogs.choose(
            self,
            self.tr("Annullare l'importazione?"),
            self.tr(
                "L'ultima azione è l'importazione del torneo «%1»: annullarla toglie dall'archivio il torneo con "
                "tutto ciò che contiene (Ctrl+Y lo rimette)."
            ).replace("%1", name),
            [self.tr("Annulla l'importazione"), self.tr("Lascia il torneo")],
            default=1,
        )
        if answer != 0:
            self.statusBar().showMessage(self.tr("Importazione lasciata com'era."), 5000)
            return False
        return True

    def redo(self) -> None:
        """Redo in the tournament first, then in the archive (each stack keeps its own order)."""
        desk, tid = self.context.desk, self.context.tournament_id
        scope = tid if tid is not None and desk.stacks(tid)[1] else None
        self._replay(desk.redo, scope, self.tr("Azione ripetuta."))

    def _replay(self, call: object, scope: int | None, done: str, hint: str | None = None) -> None:
        replayed, error = self.context.act(call, scope)  # type: ignore[arg-type]
        # Say what was undone or redone, in the referee's words ("Annullato: Risultato del tavolo 3, ...").
        words = journal.describe(self.context.desk, replayed.audit_id) if replayed is not None else None
        said = error or (words.text(self.context.language) if words else done)
        self.statusBar().showMessage(f"{said} {hint}" if hint else said, 8000)

    def _follow_focus(self, old: QWidget | None, new: QWidget | None) -> None:
        if old is not None:
            old.removeEventFilter(self)
        if new is not None and self.isAncestorOf(new):
            new.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # A text field takes Ctrl+Z for its own typing; once it has nothing of its own to undo, Ctrl+Z and
        # Ctrl+Y undo and redo the desk's actions instead, so the referee never has to leave the field.
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            undo = event.matches(QKeySequence.StandardKey.Undo)
            redo = event.matches(QKeySequence.StandardKey.Redo) or (
                event.key() == Qt.Key.Key_Y and event.modifiers() == Qt.KeyboardModifier.ControlModifier
            )
            focus = QApplication.focusWidget()
            if (undo or redo) and focus is not None and self.isAncestorOf(focus):
                field = focus.findChild(QLineEdit) if isinstance(focus, QAbstractSpinBox) else focus
                if isinstance(field, QLineEdit):
                    own = field.isUndoAvailable() if undo else field.isRedoAvailable()
                    if not own:
                        (self.undo if undo else self.redo)()
                        event.accept()
                        return True
        return super().eventFilter(watched, event)

    # -- the rest -----------------------------------------------------------------------------------------------

    def about_text(self) -> str:
        return self.tr(
            "FIBur Director %1\nIl programma del direttore di gara per i tornei di burraco.\nLicenza MIT."
        ).replace("%1", __version__)

    def find_player(self) -> None:
        """Ctrl+F from any page: the archive search on Iscrizioni, its text selected to type over."""
        self.tabs.setCurrentWidget(self.registration_page)
        self.registration_page.search.setFocus()
        self.registration_page.search.selectAll()

    def shortcut_lines(self) -> list[str]:
        """Every menu action with a key, read from the menus themselves so the list cannot fall behind."""
        lines = []
        for menu_action in self.menuBar().actions():
            menu = menu_action.menu()
            if not isinstance(menu, QMenu):  # None: an action of the bar, not a menu
                continue
            for action in menu.actions():
                keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
                if keys:
                    lines.append(f"{keys}\t{action.text().replace('&', '')}")
        for action in self.clock_actions:
            keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            lines.append(f"{keys}\t{action.text()}")
        lines.append(self.tr("Ctrl+Invio\tConferma una sanzione (pagina Sanzioni)"))
        lines.append(self.tr("Ctrl+D\tScore inserito mano per mano (pagina Risultati)"))
        return lines

    def show_shortcuts(self) -> None:
        QMessageBox.information(self, self.tr("Scorciatoie da tastiera"), "\n".join(self.shortcut_lines()))

    def show_guide(self) -> None:
        from fibur_director.ui import guide  # the Markdown and its images load when first asked for

        guide.show(self)

    def print_circuit(self) -> None:
        """A circuit's standings as a PDF (issue 27, ``ui.circuit``); imported when first asked for."""
        from fibur_director.ui.circuit import print_circuit

        message, refused = print_circuit(self, self.context)
        if refused and message:
            QMessageBox.warning(self, self.tr("Classifica di un circuito"), message)
        elif message:
            self.statusBar().showMessage(message)

    def show_roster_status(self) -> None:
        from fibur_director.ui.roster import RosterStatus

        if self.roster_status is None:
            self.roster_status = RosterStatus(self.context)
            self.statusBar().insertPermanentWidget(0, self.roster_status)

    def import_roster(self) -> None:
        """File → «Importa l'elenco tesserati…» (issue 37, ``ui.roster``); imported when first asked for."""
        from fibur_director.ui.roster import import_roster

        message, refused = import_roster(self, self.context)
        if refused and message:
            QMessageBox.warning(self, self.tr("Elenco tesserati"), message)
        elif message:
            self.statusBar().showMessage(message, 8000)

    def show_about(self) -> None:
        QMessageBox.about(self, self.tr("Informazioni su FIBur Director"), self.about_text())

    # -- the room's pages across a restart (issue 39) --------------------------------------------------------

    def choose_room_network(self) -> None:
        """Printing found codes no phone could reach: "Pubblica in sala" with its network to choose."""
        self.live_panel.choose_network()

    def offer_to_publish_again(self) -> None:
        """At start, when this database's pages were published as the desk closed: publish again on the same
        network and port, so the codes and QR codes already printed on the sheets keep working."""
        from fibur_director.ui.settings import LivePublication

        database = self.context.desk.database
        remembered = LivePublication(database.path or Path(database.label))
        if self.practice or not remembered.published or remembered.port is None:
            return
        panel = self.live_panel
        found = panel.choose_remembered()
        where = f"{remembered.host}:{remembered.port}"
        if found:
            text = self.tr(
                "Quando il banco si è chiuso le pagine in sala erano pubblicate (%1). Pubblicarle di nuovo sulla "
                "stessa rete e porta? I codici e i QR code già stampati sugli score continuano a valere."
            ).replace("%1", where)
            choices = [self.tr("Pubblica di nuovo"), self.tr("Non ora")]
        else:
            text = (
                self.tr(
                    "Quando il banco si è chiuso le pagine in sala erano pubblicate (%1), ma questo computer non ha "
                    "più quell'indirizzo: la rete è cambiata. Scegliere la rete in «Pubblica in sala» (la porta resta "
                    "%2): i codici stampati si digitano al nuovo indirizzo, i QR code stampati non vi portano."
                )
                .replace("%1", where)
                .replace("%2", str(remembered.port))
            )
            choices = [self.tr("Apri «Pubblica in sala»"), self.tr("Non ora")]
        answer = dialogs.choose(self, self.tr("Pagine in sala"), text, choices, default=0)
        if answer != 0:
            remembered.stopped()
            return
        dock_of(panel).show()
        if found:
            panel.start()
        else:
            panel.choose_network()

    def quit_while_live(self) -> bool:
        """Closing (Ctrl+Q, the window's button) while the pages are live: asked, since every phone in the room
        stops getting seats, results and sheets; the next start offers to publish them again."""
        panel = self._live_panel
        if panel is None or not panel.live:
            return True
        answer = dialogs.choose(
            self,
            self.tr("Pagine in sala pubblicate"),
            self.tr(
                "Le pagine in sala sono pubblicate: chiudendo il banco smettono di rispondere e i telefoni non "
                "ricevono più posti, risultati né referti. Alla prossima apertura il banco propone di "
                "pubblicarle di nuovo sulla stessa rete e porta."
            ),
            [self.tr("Chiudi comunque"), self.tr("Continua a pubblicare")],
            default=1,
        )
        return answer == 0

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.quit_while_live():
            event.ignore()
            return
        if self._live_panel is not None:
            self._live_panel.stop(quitting=True)
        app = QApplication.instance()
        if isinstance(app, QApplication) and self._following_focus:
            self._following_focus = False
            app.focusChanged.disconnect(self._follow_focus)
            focus = app.focusWidget()
            if focus is not None:
                focus.removeEventFilter(self)
        super().closeEvent(event)
        if event.isAccepted():
            self.closed.emit()
