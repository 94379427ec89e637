"""The practice tournament at the desk: a second window over the practice file (services/practice.py), while the
referee's own window waits hidden, untouched, on the real database.

Closing the practice window goes back to the real desk and keeps the file (the button reopens it as it was);
"Chiudi la prova ed eliminala" asks, then deletes it. The real window's context, its remembered tournament and
its clock never see the practice: they belong to another window.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QApplication, QMessageBox

from fibur_director.domain.errors import FiburError
from fibur_director.services import practice as service
from fibur_director.ui.context import DeskContext, choose

if TYPE_CHECKING:  # the window's class is the real window's own (type(real)): no import circle with it
    from fibur_director.ui.main_window import MainWindow


class PracticeSession(QObject):
    def __init__(self, real: MainWindow, opened: service.Practice) -> None:
        super().__init__(real)
        self.real = real
        self.opened = opened
        self.context = DeskContext(opened.desk, real.context.language)
        self.window: MainWindow = type(real)(self.context, str(opened.path), practice=True)
        self.window.setGeometry(real.geometry())
        self.window.discard_requested.connect(self.discard)
        self.window.closed.connect(self.leave)
        self.discarding = False
        self.left = False
        app = QApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.close_file)  # quitting from elsewhere: let go of the file's lock

    def show(self) -> None:
        window = self.window
        window.show_within_screen()
        self.real.hide()
        if self.opened.tournament_id is not None:
            window.open_tournament(self.opened.tournament_id)
            window.go_tab(3)  # the score sheets of round 1, seated and waiting
        window.statusBar().showMessage(
            QCoreApplication.translate("Practice", "Torneo di prova riaperto com'era.")
            if self.opened.resumed
            else QCoreApplication.translate(
                "Practice", "Torneo di prova pronto: turno 1 pubblicato, inserire i risultati dei tavoli."
            ),
            15000,
        )
        window.activateWindow()

    def close_file(self) -> None:
        self.context.timer.stop()
        self.opened.desk.database.close()

    def leave(self) -> None:
        """The practice window closed: the file is let go (kept, unless being discarded), the real desk shown."""
        if self.left:
            return
        self.left = True
        self.close_file()
        self.real.show()
        self.real.activateWindow()
        self.real.practice_session = None
        if not self.discarding:
            self.real.statusBar().showMessage(
                QCoreApplication.translate(
                    "Practice", "Prova chiusa e conservata in %1: «Prova con un torneo di esempio» la riapre."
                ).replace("%1", str(self.opened.path)),
                15000,
            )

    def discard(self) -> None:
        answer = choose(
            self.window,
            QCoreApplication.translate("Practice", "Chiudi la prova ed eliminala"),
            QCoreApplication.translate(
                "Practice",
                "Eliminare il torneo di prova con tutto ciò che vi è stato inserito e tornare al proprio "
                "archivio?\n\n%1",
            ).replace("%1", str(self.real.context.desk.database.label)),
            [
                QCoreApplication.translate("Practice", "Elimina la prova"),
                QCoreApplication.translate("Practice", "Continua la prova"),
            ],
            default=1,
        )
        if answer != 0:
            return
        self.discarding = True
        self.window.close()
        try:
            service.discard(self.opened)
        except FiburError as error:
            QMessageBox.warning(
                self.real,
                QCoreApplication.translate("Practice", "Chiudi la prova ed eliminala"),
                self.real.context.message(error),
            )
            return
        self.real.statusBar().showMessage(
            QCoreApplication.translate(
                "Practice", "Torneo di prova eliminato; di nuovo sul proprio archivio."
            ),
            15000,
        )


def start(real: MainWindow) -> PracticeSession | None:
    """Open (building it if needed) the practice file and show its window; a refusal is told on the tournament
    page, in the referee's language, and nothing changes."""
    page = real.tournament_page
    try:
        opened = service.open_practice(real=real.context.desk.database, actor=real.context.desk.actor)
    except FiburError as error:
        page.practice_feedback.bad(real.context.message(error))
        return None
    page.practice_feedback.clear_message()
    session = PracticeSession(real, opened)
    session.show()
    return session
