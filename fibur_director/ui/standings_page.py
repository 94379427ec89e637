"""Standings: live after every score sheet, per group; provisional or final publication with the verification
window (IT Art. 20: definitive after the ruleset's minutes); print and Excel export."""

from __future__ import annotations

import datetime as dt
import io
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from fibur_director.services import journal, results
from fibur_director.ui.context import DeskContext, Feedback
from fibur_director.ui.page import Page
from fibur_director.ui.parts import DESKS, StandingsPanel, StandingsSlots
from fibur_director.ui.printing import file_name, print_pdfs
from fibur_director.ui.table_model import RowsModel

ALL = "*"


class StandingsPage(Page):
    def __init__(self, context: DeskContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.state = QLabel()
        self.state.setObjectName("standingsState")
        self.state.setWordWrap(True)
        self.provisional_button = QPushButton(self.tr("Pubblica &provvisoria"))
        self.provisional_button.clicked.connect(lambda: self.publish("provisional"))
        self.final_button = QPushButton(self.tr("Pubblica fi&nale"))
        self.final_button.clicked.connect(lambda: self.publish("final"))
        self.print_button = QPushButton(self.tr("&Stampa (PDF)"))
        self.print_button.clicked.connect(self.print_pdf)
        self.excel_button = QPushButton(self.tr("Esporta in &Excel"))
        self.excel_button.clicked.connect(self.export_excel)
        self.federation_button = QPushButton(self.tr("File per la fe&derazione…"))
        self.federation_button.setObjectName("exportFederation")
        self.federation_button.clicked.connect(self.export_federation)
        # The prize list (issue 37): who takes what when the final standings are definitive, any game.
        self.prizes_button = QPushButton(self.tr("Prem&i…"))
        self.prizes_button.setObjectName("prizeListButton")
        self.prizes_button.clicked.connect(self.edit_prizes)
        self.feedback = Feedback()
        # Each game's part of the page (its ``StandingsPanel``) fills these slots; built for every game the desk
        # knows before the layout is set, so the focus moves through its widgets in their place on the page.
        self.slots = StandingsSlots(top=QHBoxLayout(), table=QVBoxLayout(), buttons=QHBoxLayout())
        self.panels: dict[str, StandingsPanel] = {}
        for game_id in DESKS:
            self.panel_of(game_id)
        top = QHBoxLayout()
        top.addLayout(self.slots.top)
        top.addWidget(self.state, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.provisional_button)
        buttons.addWidget(self.final_button)
        buttons.addWidget(self.print_button)
        buttons.addLayout(self.slots.buttons)
        for button in (self.excel_button, self.federation_button, self.prizes_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(self.slots.table, 1)
        # Who directs it, as the printed standings and the federation file will say (issue 38).
        self.referee = QLabel()
        self.referee.setObjectName("standingsReferee")
        self.referee.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.referee)
        layout.addLayout(buttons)
        layout.addWidget(self.feedback)
        # The provisional window closes by the clock, not by an action: look again every 15 seconds.
        self.timer = QTimer(self)
        self.timer.setInterval(15_000)
        self.timer.timeout.connect(self.tick)
        self.timer.start()
        self.turn = QTimer(self)
        self.turn.setSingleShot(True)
        self.turn.timeout.connect(self.tick)

    def panel_of(self, game_id: str) -> StandingsPanel:
        """The game's part of the page, built (its widgets put in the slots) the first time it is asked for."""
        if game_id not in self.panels:
            self.panels[game_id] = DESKS.of_game(game_id).standings_panel(self, self.slots)
        return self.panels[game_id]

    def panel(self) -> StandingsPanel:
        """The open game's part of the page; with no tournament open, the first game's (the page as it was)."""
        game = self.context.game
        return self.panel_of(game.id if game is not None else next(iter(DESKS)))

    @property
    def model(self) -> RowsModel:
        """The standings as the open game ranks them."""
        return self.panel().model

    def edit_prizes(self) -> None:
        """The prize list's editor, on top of the standings (not modal: the standings stay readable)."""
        if self.context.tournament_id is None:
            return
        from fibur_director.ui.prizes import PrizeListDialog

        self.prize_dialog = PrizeListDialog(self.context, self)
        self.prize_dialog.show()

    def refresh(self) -> None:
        if self.context.tournament_id is None:
            self.panel().clear()
            self.state.setText(self.tr("Nessun torneo aperto."))
            return
        settings = journal.settings_of(self.context.desk, self.context.tid)
        self.referee.setText(
            self.tr("Direttore di gara: %1").replace("%1", settings.referee)
            if settings.referee
            else self.tr(
                "Direttore di gara non indicato (pagina Torneo): la classifica stampata non lo nomina."
            )
        )
        panel = self.panel()
        for other in self.panels.values():
            if other is not panel:
                for widget in other.widgets():
                    widget.setVisible(False)
        panel.show_look()
        panel.show_standings(settings.ruleset_id)
        self.show_state()

    def tick(self) -> None:
        """The clock's look at the publication state: only while shown. A hidden page (or the page of a
        window already closed) does not read the database; it looks again when shown."""
        if self.isVisible():
            self.show_state()
        else:
            self.stale = True

    def show_state(self) -> None:
        if self.context.tournament_id is None:
            return
        latest = results.latest_publication(self.context.desk, self.context.tid)
        if latest is None:
            self.state.setText(self.tr("Classifica in tempo reale (non ancora pubblicata)."))
            self.state.setStyleSheet("")
            return
        local = self.local_time(latest.until)
        final = latest.kind == "final"
        if not latest.window:
            # A game without a claims window: published, and that is all (no time to wait for, no timer).
            text = (
                self.tr("Classifica FINALE pubblicata alle %1.")
                if final
                else self.tr("Classifica pubblicata alle %1.")
            )
            self.state.setText(text.replace("%1", local))
            self.state.setStyleSheet("QLabel { font-weight: bold; }")
        elif not latest.definitive:
            text = (
                self.tr(
                    "Classifica FINALE pubblicata: i giocatori possono verificare fino alle %1; poi diventa "
                    "definitiva (Art. 20)."
                )
                if final
                else self.tr(
                    "Pubblicata: i giocatori possono verificare fino alle %1; poi diventa definitiva (Art. 20)."
                )
            )
            self.state.setText(text.replace("%1", local))
            self.state.setStyleSheet("QLabel { color: #e65100; font-weight: bold; }")
            # The banner turns by itself when the window closes, to the second, not at the next 15 s look.
            left = (latest.until - dt.datetime.now(dt.UTC).replace(tzinfo=None)).total_seconds()
            self.turn.start(max(0, int(left * 1000)) + 500)
        else:
            text = (
                self.tr("Classifica FINALE definitiva dalle %1: i turni non si correggono più (Art. 20).")
                if final
                else self.tr("Definitiva dalle %1: i turni pubblicati non si correggono più (Art. 20).")
            )
            self.state.setText(text.replace("%1", local))
            self.state.setStyleSheet("QLabel { color: #1b5e20; font-weight: bold; }")

    @staticmethod
    def local_time(when: dt.datetime | None) -> str:
        if when is None:
            return ""
        return when.replace(tzinfo=dt.UTC).astimezone().strftime("%H:%M")

    def publish(self, kind: str) -> None:
        _, error = self.context.act(results.publish_standings, self.context.desk, self.context.tid, kind)
        latest = results.latest_publication(self.context.desk, self.context.tid)
        until = self.local_time(latest.until) if latest is not None else ""
        done = (
            (
                self.tr("Classifica FINALE pubblicata alle %1.")
                if kind == "final"
                else self.tr("Classifica pubblicata alle %1.")
            )
            if latest is not None and not latest.window
            else self.tr("Classifica FINALE pubblicata: in verifica fino alle %1, poi definitiva.")
            if kind == "final"
            else self.tr("Classifica provvisoria pubblicata: in verifica fino alle %1.")
        )
        self.feedback.show_outcome(error, done.replace("%1", until))

    def print_pdf(self) -> None:
        """The standings as the players see them: final only once published final, «provvisoria – reclami
        fino alle 18:40» without the prize list while they may still verify it, then «definitiva» with it
        (the book's claims, ``services.printing``); provisional ones say until when they are verified."""
        latest = results.latest_publication(self.context.desk, self.context.tid)
        kind = (
            "final" if latest is not None and latest.kind == "final" and self.all_played() else "provisional"
        )
        until = (
            self.local_time(latest.until)
            if latest is not None and latest.window and not latest.definitive and kind == "provisional"
            else None
        )
        from fibur_director.reports.parts import FormRequest, forms_of

        # The game's own standings form (reports/<game>/forms.py): the Tarot's with jochi and its §7 coefficients.
        request = FormRequest("standings", final=kind == "final", verifying_until=until)

        def write(printed: Any, out: io.BytesIO) -> object:
            return forms_of(printed.tournament.setup.kind).print_form(printed, request, out)

        done, error = print_pdfs(
            self,
            self.context,
            self.tr("Stampa la classifica"),
            file_name(self.context, "classifica-finale" if kind == "final" else "classifica"),
            [write],
        )
        if done is not None:
            self.feedback.good(done)
        elif error is not None:
            self.feedback.bad(error)

    def all_played(self) -> bool:
        planned = journal.settings_of(self.context.desk, self.context.tid).planned_rounds
        return (
            sum(r.status == "closed" for r in journal.rounds(self.context.desk, self.context.tid)) >= planned
        )

    def export_excel(self) -> None:
        """The open game's workbook (its checks first)."""
        self.panel().export_excel()

    def export_federation(self) -> None:
        """The results file for the federation (issue 27, docs/federation.md): checked before the referee is asked
        where to put it, so a missing card or a round still being played is said at once and nothing is written."""
        from fibur_director.domain.errors import FiburError
        from fibur_director.reports.files import write_atomically
        from fibur_director.services import federation
        from fibur_director.ui.printing import ask_path

        desk, tid = self.context.desk, self.context.tid
        try:
            try:
                exported = federation.export(desk, tid, dt.date.today())
            except federation.NoReferee:
                # Everything else holds: the name is asked once, kept on the tournament, and the file made.
                if not self.ask_referee():
                    return
                exported = federation.export(desk, tid, dt.date.today())
        except FiburError as error:
            self.feedback.bad(self.context.message(error))
            return
        path = ask_path(self, self.tr("File per la federazione"), exported.file_name, "JSON (*.json)")
        if path is None:
            return
        try:
            write_atomically(path, exported.text.encode("utf-8"))
            federation.record_export(desk, tid, exported.fingerprint)
        except FiburError as error:
            self.feedback.bad(self.context.message(error))
            return
        self.feedback.good(
            self.tr("Scritto %1: %2 iscritti, controllato; impronta %3.")
            .replace("%1", str(path))
            .replace("%2", str(exported.entries))
            .replace("%3", exported.fingerprint[:12])
        )

    def ask_referee(self) -> bool:
        """The federation file names who directed the tournament: asked once when the tournament has no referee,
        and kept on the tournament (an audited action), so the standings print it too."""
        from PySide6.QtWidgets import QInputDialog

        from fibur_director.services.registration import set_referee

        name, given = QInputDialog.getText(
            self,
            self.tr("File per la federazione"),
            self.tr(
                "Il file nomina il direttore di gara, che per questo torneo non è indicato.\nNome e cognome:"
            ),
        )
        if not given or not name.strip():
            self.feedback.bad(
                self.tr("Il file per la federazione nomina il direttore di gara: indicarlo per scriverlo.")
            )
            return False
        _done, error = self.context.act(set_referee, self.context.desk, self.context.tid, name)
        if error is not None:
            self.feedback.bad(error)
            return False
        return True

    def report(self, path: object, error: str | None) -> None:
        if path is not None:
            self.feedback.good(self.tr("Scritto %1.").replace("%1", str(path)))
        elif error is not None:
            self.feedback.bad(error)
