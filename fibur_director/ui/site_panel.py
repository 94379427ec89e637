""" "Sito del circolo" (issue 40, docs/publishing.md): below "Pubblica in sala", the club's own web site follows
the evening by itself. The referee enters the site's address and password once (the password goes to the system
keyring, never the database or the settings); from then on every action that changes what the public pages show
(a round published or closed, a result, the standings published) owes a push, sent after a few quiet seconds
(``publishing.queue``: debounced, retried with backoff, kept on disk across a crash). The panel always says the
state in words: «pubblicato alle 21:42», «in coda da 12 min: rete assente».

The push runs on a thread of its own, on a reading handle of its own: the desk never waits for the network, and the
thread never touches a widget (the panel reads the job's file on its timer).
"""

from __future__ import annotations

import datetime as dt
import threading
from pathlib import Path
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QFormLayout, QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from fibur_director.domain.errors import FiburError
from fibur_director.ui.context import DeskContext

TICK_MS = 1000


class SitePanel(QWidget):
    def __init__(self, context: DeskContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sitePanel")
        self.context = context
        # Passwords of this session when the computer has no keyring to keep them (said in the panel).
        self._passwords: dict[str, str] = {}
        self._worker: threading.Thread | None = None
        self._worker_error: str = ""
        self.title = QLabel(self.tr("Sito del circolo"))
        self.title.setStyleSheet("QLabel { font-weight: bold; }")
        self.address = QLineEdit()
        self.address.setPlaceholderText("sftp://utente@server/public_html/torneo")
        self.password = QLineEdit()
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.save_button = QPushButton(self.tr("Salva e pubblica"))
        self.save_button.clicked.connect(self.save)
        self.push_button = QPushButton(self.tr("Pubblica ora"))
        self.push_button.clicked.connect(self.push_now)
        self.remove_button = QPushButton(self.tr("Non pubblicare più qui"))
        self.remove_button.clicked.connect(self.remove)
        self.state = QLabel()
        self.state.setWordWrap(True)
        self.feedback = QLabel()
        self.feedback.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Indirizzo"), self.address)
        form.addRow(self.tr("Password"), self.password)
        buttons = QHBoxLayout()
        buttons.addWidget(self.save_button)
        buttons.addWidget(self.push_button)
        buttons.addWidget(self.remove_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 8, 0, 0)
        layout.addWidget(self.title)
        layout.addLayout(form)
        layout.addLayout(buttons)
        layout.addWidget(self.state)
        layout.addWidget(self.feedback)
        context.changed.connect(self.on_changed)
        context.opened.connect(self.show_state)
        context.opened.connect(self.catch_up)
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self.tick)
        self.timer.start()
        self.show_state()
        self.catch_up()

    # -- the job of the open tournament ------------------------------------------------------------------

    def job(self) -> Any:
        if self.context.tournament_id is None:
            return None
        from fibur_director.publishing.run import queued

        jobs = queued(self.context.desk, self.context.tournament_id)
        return jobs[0] if jobs else None

    def show_state(self) -> None:
        job = self.job()
        enabled = self.context.tournament_id is not None
        for widget in (self.address, self.password, self.save_button):
            widget.setEnabled(enabled)
        self.push_button.setEnabled(job is not None)
        self.remove_button.setEnabled(job is not None)
        if job is None:
            self.state.setText(self.tr("Nessun sito: le pagine restano in sala."))
            return
        if not self.address.hasFocus() and self.address.text() != job.target:
            self.address.setText(job.target)
        working = self._worker is not None and self._worker.is_alive()
        words = self.tr("invio in corso…") if working else job.words()
        self.state.setText(f"{job.target}\n{words}")

    def catch_up(self) -> None:
        """On opening a tournament with a site: what changed while this desk was closed (the command line,
        another desk) is on no receipt, and no action of this desk will say so (issue 40's fifth outside check,
        C2: the panel said «pubblicato» over a site 9 files behind). One push finds out; it sends nothing when
        the pages are those the last receipt found (``skip_unchanged``)."""
        job = self.job()
        if job is not None and not job.pending:
            self.on_changed()

    def on_changed(self) -> None:
        """An action of any desk: the site owes a push, sent once the desk has been quiet a few seconds."""
        job = self.job()
        if job is None:
            return
        from fibur_director.publishing import queue

        job.changed()
        try:
            queue.save(queue.folder_of(self.context.desk.database), job)
        except FiburError as error:
            self.feedback.setText(error.italian)
        self.show_state()

    # -- the referee's buttons ---------------------------------------------------------------------------

    def save(self) -> bool:
        from fibur_director.publishing import run, targets

        try:
            target = targets.parse(self.address.text())
            secret = self.password.text() or target.password
            if secret:
                try:
                    targets.store_password(target, secret)
                except targets.Refused as error:
                    self._passwords[target.shown] = secret
                    self.feedback.setText(
                        self.tr("Password tenuta solo fino alla chiusura del programma: %1").replace(
                            "%1", error.italian
                        )
                    )
                else:
                    self.feedback.setText(self.tr("Password conservata nel portachiavi del sistema."))
            self.password.clear()
            self.address.setText(target.shown)  # never the password in the field
            run.add(self.context.desk, self.context.tid, target.shown)
        except FiburError as error:
            self.feedback.setText(error.italian)
            return False
        self.show_state()
        self.tick()
        return True

    def push_now(self) -> None:
        """Push at once, a refused push too (the referee has corrected what was wrong)."""
        job = self.job()
        if job is None:
            return
        from fibur_director.publishing import queue

        past = dt.datetime.now(dt.UTC) - dt.timedelta(seconds=queue.MAX_WAIT_S)
        job.pending, job.blocked, job.attempts, job.next_try = True, False, 0, None
        job.since, job.changed_at = job.since or past, past
        queue.save(queue.folder_of(self.context.desk.database), job)
        self.tick()

    def remove(self) -> None:
        job = self.job()
        if job is None:
            return
        from fibur_director.publishing import queue

        queue.remove(job)
        self.address.clear()
        self.feedback.setText(self.tr("Il sito non riceverà più le pagine di questo torneo."))
        self.show_state()

    # -- the push, on its own thread ---------------------------------------------------------------------

    def tick(self) -> None:
        working = self._worker is not None and self._worker.is_alive()
        if not working and self._worker is not None:
            self._worker = None
            if self._worker_error:
                self.feedback.setText(self._worker_error)
        if not working:
            job = self.job()
            if job is not None and job.due():
                self._start(job)
        self.show_state()

    def _start(self, job: Any) -> None:
        from fibur_director.publishing.targets import Target, parse

        target = parse(job.target)
        secret = self._passwords.get(target.shown)
        if secret is not None:
            target = Target(target.scheme, target.host, target.port, target.user, target.path, secret)
        database = self.context.desk.database
        self._worker_error = ""
        self._worker = threading.Thread(
            target=self._push, args=(database, self.context.tid, target), name="site-push", daemon=True
        )
        self._worker.start()

    def _push(self, database: Any, tid: int, target: Any) -> None:
        """On the push's thread: never a widget, only the job's file (and a sentence for the timer to show)."""
        from fibur_director.publishing.run import publish_to
        from fibur_director.services.actions import Desk
        from fibur_director.services.live import reader

        desk = reader(Path(database.path)) if database.path is not None else Desk(database, actor="web")
        try:
            publish_to(desk, tid, target, skip_unchanged=True)
        except FiburError as error:
            self._worker_error = error.italian
        except Exception as error:  # never a raw exception to the referee: said, and the job stays owed
            self._worker_error = f"pubblicazione non riuscita: {error}"
        finally:
            if database.path is not None:
                desk.database.close()
