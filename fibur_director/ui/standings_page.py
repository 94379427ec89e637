"""Standings: live after every score sheet, per group; provisional or final publication with the verification
window (IT Art. 20: definitive after the ruleset's minutes); print and Excel export."""

from __future__ import annotations

import datetime as dt
import io
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from fibur_director.games.burraco.standings import Standing
from fibur_director.games.tarot.ruleset import get_tarot_ruleset
from fibur_director.games.tarot.scoring import CRITERION_NAMES, CRITERION_NAMES_EN
from fibur_director.services import journal, readmodel, results
from fibur_director.services.burraco.printing import book
from fibur_director.services.tarot import turn_sheets as tarot_service
from fibur_director.ui import context as dialogs
from fibur_director.ui.context import DeskContext, Feedback
from fibur_director.ui.page import Page
from fibur_director.ui.printing import file_name, print_pdfs, print_to
from fibur_director.ui.table_model import RowsModel, table_view

if TYPE_CHECKING:
    from fibur_director.reports.burraco.book import Book
    from fibur_director.reports.tarot.book import TarotBook

# The report writers (reportlab, openpyxl) load when the referee first prints or exports, not with the desk.

ALL = "*"


class StandingsPage(Page):
    def __init__(self, context: DeskContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.standings: list[Standing] = []
        self.names: dict[int, tuple[str, str]] = {}
        self.state = QLabel()
        self.state.setObjectName("standingsState")
        self.state.setWordWrap(True)
        self.group = QComboBox()
        self.group.setObjectName("group")
        self.group.currentIndexChanged.connect(self.show_rows)
        self.model = RowsModel(
            [
                self.tr("Pos."),
                self.tr("N."),
                self.tr("Formazione"),
                self.tr("Giocatori"),
                self.tr("PV"),
                self.tr("MP"),
                self.tr("PV tolti"),
                self.tr("Ammonizioni"),
                self.tr("Girone"),
                self.tr("Stato"),
            ]
        )
        self.view = table_view(self.model, "standings", stretch=3)
        # A Sicilian Tarot tournament: jochi and the TAROT §7 coefficients, and which criterion broke a tie.
        self.tarot_model = RowsModel(
            [
                self.tr("Pos."),
                self.tr("N."),
                self.tr("Giocatore"),
                self.tr("Jochi"),
                self.tr("Coeff. chiamata"),
                self.tr("Coeff. impegno"),
                self.tr("Pigliate"),
                self.tr("Smazzate"),
                self.tr("Parità decisa da"),
            ]
        )
        self.tarot_view = table_view(self.tarot_model, "tarotStandings", stretch=2)
        self.tarot_view.hide()
        self.chain = QLabel()
        self.chain.setObjectName("tarotChain")
        self.chain.setWordWrap(True)
        self.chain.hide()
        self.provisional_button = QPushButton(self.tr("Pubblica &provvisoria"))
        self.provisional_button.clicked.connect(lambda: self.publish("provisional"))
        self.final_button = QPushButton(self.tr("Pubblica fi&nale"))
        self.final_button.clicked.connect(lambda: self.publish("final"))
        self.print_button = QPushButton(self.tr("&Stampa (PDF)"))
        self.print_button.clicked.connect(self.print_pdf)
        self.sanctions_button = QPushButton(self.tr("Stampa le san&zioni"))
        self.sanctions_button.setObjectName("printSanctions")
        self.sanctions_button.clicked.connect(self.print_sanctions)
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
        top = QHBoxLayout()
        self.group_label = QLabel(self.tr("Girone"))
        top.addWidget(self.group_label)
        top.addWidget(self.group)
        top.addWidget(self.state, 1)
        buttons = QHBoxLayout()
        for button in (
            self.provisional_button,
            self.final_button,
            self.print_button,
            self.sanctions_button,
            self.excel_button,
            self.federation_button,
            self.prizes_button,
        ):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.tarot_view, 1)
        layout.addWidget(self.chain)
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

    def edit_prizes(self) -> None:
        """The prize list's editor, on top of the standings (not modal: the standings stay readable)."""
        if self.context.tournament_id is None:
            return
        from fibur_director.ui.prizes import PrizeListDialog

        self.prize_dialog = PrizeListDialog(self.context, self)
        self.prize_dialog.show()

    def refresh(self) -> None:
        if self.context.tournament_id is None:
            self.standings = []
            self.model.set_rows([])
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
        look = self.context.look
        tarot = look is not None and look.own_standings
        for widget in (self.tarot_view, self.chain):
            widget.setVisible(tarot)
        for widget in (self.view, self.group, self.group_label, self.sanctions_button):
            widget.setVisible(not tarot)
        if tarot:
            self.show_tarot(settings.ruleset_id)
            self.show_state()
            return
        self.load_names()
        self.standings = readmodel.live_standings(self.context.desk, self.context.tid)
        groups = sorted({s.group for s in self.standings if s.group})
        chosen = self.group.currentData()
        self.group.blockSignals(True)
        self.group.clear()
        self.group.addItem(self.tr("tutti"), ALL)
        for group in groups:
            self.group.addItem(group, group)
        self.group.setCurrentIndex(max(0, self.group.findData(chosen)))
        self.group.blockSignals(False)
        self.view.setColumnHidden(8, not groups)  # the group column only once groups exist
        self.show_rows()
        self.show_state()

    def criterion(self, key: str | None) -> str:
        if key is None:
            return ""
        names = CRITERION_NAMES if self.context.language == "it" else CRITERION_NAMES_EN
        return names.get(key, key)

    def show_tarot(self, ruleset_id: str) -> None:
        rows = tarot_service.tarot_standings(self.context.desk, self.context.tid)
        tied = {i for i, row in enumerate(rows) if row.line.decided_by is not None}
        self.tarot_model.set_rows(
            [
                (
                    row.line.rank,
                    row.line.entry,
                    row.name,
                    row.line.jochi,
                    row.line.calls,
                    row.line.commitments,
                    row.line.pigliate,
                    row.line.deals,
                    self.criterion(row.line.decided_by),
                )
                for row in rows
            ],
            [row.line.entry for row in rows],
            tied,
        )
        ruleset = get_tarot_ruleset(ruleset_id)
        self.chain.setText(
            self.tr("Classifica per jochi; a parità decide, nell'ordine: %1 (%2). Evidenziate le righe la cui "
                    "parità con la precedente è decisa da un criterio.")
            .replace("%1", ", ".join(self.criterion(k) for k in ruleset.tie_break))
            .replace("%2", ruleset.standings_article)
        )  # fmt: skip

    def load_names(self) -> None:
        self.names = self.entry_names()

    def show_rows(self) -> None:
        chosen = self.group.currentData()
        shown = [s for s in self.standings if chosen in (None, ALL) or s.group == chosen]
        status = {"active": "", "withdrawn": self.tr("ritirata"), "excluded": self.tr("esclusa")}
        self.model.set_rows(
            [
                (
                    s.rank,
                    s.entry,
                    self.names.get(s.entry, ("", ""))[0],
                    self.names.get(s.entry, ("", ""))[1],
                    s.vp,
                    s.mp,
                    s.vp_deduction or None,
                    s.warnings or None,
                    s.group or "",
                    status.get(s.status, s.status),
                )
                for s in shown
            ],
            [s.entry for s in shown],
            {i for i, s in enumerate(shown) if s.status != "active"},
        )

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
        if not latest.definitive:
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
            self.tr("Classifica FINALE pubblicata: in verifica fino alle %1, poi definitiva.")
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
            if latest is not None and not latest.definitive and kind == "provisional"
            else None
        )
        from fibur_director.reports.parts import FormRequest, forms_of

        # The game's own standings form (reports/<game>/forms.py): the Tarot's with jochi and its §7 coefficients.
        request = FormRequest("standings", final=kind == "final", verifying_until=until)

        def write(printed: Book | TarotBook, out: io.BytesIO) -> object:
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

    def print_sanctions(self) -> None:
        """The sanctions report (every sanction with its article), printed from the desk."""
        from fibur_director.reports.burraco.listings import sanctions_pdf

        done, error = print_pdfs(
            self,
            self.context,
            self.tr("Sanzioni del torneo"),
            file_name(self.context, "sanzioni"),
            [sanctions_pdf],
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
        from fibur_director.reports.burraco.workbook import missing_cards, write_xlsx
        from fibur_director.reports.tarot import workbook as tarot_workbook

        look = self.context.look
        if look is not None and look.own_standings:
            # The Tarot workbook (standings, head-to-head, the rounds' deals): no federation sheet to check.
            path, error = print_to(
                self,
                self.context,
                self.tr("Esporta in Excel"),
                file_name(self.context, "classifica", suffix="xlsx"),
                tarot_workbook.write_xlsx,
            )
            self.report(path, error)
            return
        missing = missing_cards(book(self.context.desk, self.context.tid))
        if missing:
            shown = ", ".join(missing[:8]) + (
                self.tr(" e altri %1").replace("%1", str(len(missing) - 8)) if len(missing) > 8 else ""
            )
            answer = dialogs.choose(
                self,
                self.tr("Tessere mancanti"),
                self.tr(
                    "Il foglio per la federazione elenca %1 giocatori senza tessera: %2.\n"
                    "La federazione non potrà attribuire loro il risultato."
                )
                .replace("%1", str(len(missing)))
                .replace("%2", shown),
                [self.tr("Esporta comunque"), self.tr("Annulla")],
                default=1,
            )
            if answer != 0:
                self.feedback.bad(
                    self.tr("Non esportato: %1 giocatori senza tessera.").replace("%1", str(len(missing)))
                )
                return
        path, error = print_to(
            self,
            self.context,
            self.tr("Esporta in Excel"),
            file_name(self.context, "classifica", suffix="xlsx"),
            write_xlsx,
        )
        self.report(path, error)

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
