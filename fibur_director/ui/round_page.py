"""Round page: propose the next round with the plan's engine, look at the warnings (repeats, second rests),
swap or move entries by keyboard or by dragging one entry onto another, publish, print the score sheets and the
seating list, close the round."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from fibur_director.domain.roster import line
from fibur_director.services import checkin, journal, roster, rounds
from fibur_director.services.results import questioned_tables
from fibur_director.ui import context as dialogs
from fibur_director.ui.checkin_panel import ClosingDialog
from fibur_director.ui.context import DeskContext, Feedback
from fibur_director.ui.page import Page
from fibur_director.ui.parts import DESKS, PrintJob, RoundPanel, RoundSlots
from fibur_director.ui.printing import file_name, print_pdfs
from fibur_director.ui.table_model import RowsModel


class RoundPage(Page):
    published = Signal(int)

    def __init__(self, context: DeskContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.number: int | None = None  # the round shown (printed, edited while proposed)
        self.status = ""
        self.latest: int | None = None  # the newest round: the one published or closed by the buttons
        self.latest_status = ""
        self.chosen: int | None = None  # an earlier round the referee chose to see or reprint
        self.title = QLabel()
        self.title.setObjectName("roundTitle")
        font = self.title.font()
        font.setPointSize(font.pointSize() + 4)
        font.setBold(True)
        self.title.setFont(font)
        self.propose_button = QPushButton(self.tr("&Proponi il turno"))
        self.propose_button.setObjectName("propose")
        self.propose_button.clicked.connect(self.propose)
        self.publish_button = QPushButton(self.tr("P&ubblica"))
        self.publish_button.setObjectName("publish")
        self.publish_button.clicked.connect(self.publish)
        self.close_button = QPushButton(self.tr("&Chiudi il turno"))
        self.close_button.setObjectName("closeRound")
        self.close_button.clicked.connect(self.close_round)
        self.round_choice = QComboBox()
        self.round_choice.setObjectName("roundChoice")
        self.round_choice.activated.connect(self.choose_round)
        self.sheets_button = QPushButton(self.tr("Stampa gli sc&ore"))
        self.sheets_button.clicked.connect(self.print_sheets)
        self.pack_button = QPushButton(self.tr("Pacchetto de&l turno"))
        self.pack_button.setObjectName("printPack")
        self.pack_button.clicked.connect(self.print_pack)
        self.warnings = QLabel()
        self.warnings.setObjectName("pairingWarnings")
        self.warnings.setWordWrap(True)

        self.first = QSpinBox()
        self.first.setObjectName("editFirst")
        self.second = QSpinBox()
        self.second.setObjectName("editSecond")
        for spin in (self.first, self.second):
            spin.setRange(0, 9999)
            spin.setSpecialValueText("–")
        # An edit fires only from an explicit key (Enter in "con") or click, never when a field loses focus:
        # editingFinished also fires on focus-out, and swapped a second time after a click elsewhere.
        line = self.second.lineEdit()
        assert line is not None
        line.returnPressed.connect(self.swap_from_keys)
        self.swap_button = QPushButton(self.tr("&Scambia"))
        self.swap_button.clicked.connect(self.swap_from_keys)
        # After publication only one move is left (IT/REV Art. 38, Assenze): an entry late without notice
        # gives its seat to another, seated or resting; the tables keep their printed numbers.
        self.late_button = QPushButton(self.tr("In ritardo sen&za avviso: cede il posto"))
        self.late_button.clicked.connect(self.reseat_late)
        # Or two that sat at each other's places (IT/REV Art. 2): the game stands where they sat, and the next
        # round seats them where the published seating puts them.
        self.wrong_button = QPushButton(self.tr("Al tavolo sbagliato: scambio per &questo turno"))
        self.wrong_button.clicked.connect(self.wrong_table)
        self.feedback = Feedback()
        # Before the round-1 draw: who may not play and who is entered twice, against the member list (issue 37).
        self.roster_box = QGroupBox(self.tr("Prima del sorteggio: controllo dei tesserati"))
        self.roster_box.setObjectName("rosterBox")
        self.roster_summary = QLabel()
        self.roster_summary.setObjectName("rosterSummary")
        self.roster_summary.setWordWrap(True)
        self.roster_problems = QPlainTextEdit()
        self.roster_problems.setObjectName("rosterProblems")
        self.roster_problems.setReadOnly(True)
        self.roster_problems.setMaximumHeight(120)
        roster_layout = QVBoxLayout(self.roster_box)
        roster_layout.addWidget(self.roster_summary)
        roster_layout.addWidget(self.roster_problems)
        self.roster_box.hide()

        # Each game's part of the page (its ``RoundPanel``) puts its widgets in these slots, empty until then.
        self.slots = RoundSlots(
            choices=QHBoxLayout(),
            seating=QVBoxLayout(),
            draw=QHBoxLayout(),
            edits=QHBoxLayout(),
            after=QHBoxLayout(),
            prints=QHBoxLayout(),
        )
        # Built for every game the desk knows before the page's layout is set, so that the focus moves through
        # the panel's widgets in their place on the page; a game registered later gets its panel when first shown.
        self.panels: dict[str, RoundPanel] = {}
        for game_id in DESKS:
            self.panel_of(game_id)

        top = QHBoxLayout()
        # The title on a line of its own: "Turno 3 di 4 — danese senza reincontri (pubblicato)" beside the
        # controls made the page wider than a 1024-pixel club laptop.
        top.addStretch(1)
        top.addLayout(self.slots.choices)
        top.addWidget(self.propose_button)
        top.addWidget(self.publish_button)
        top.addWidget(self.close_button)
        edits = QGroupBox(
            self.tr(
                "Modifica (prima della pubblicazione, anche trascinando una formazione su un'altra; "
                "dopo, solo i casi qui sotto)"
            )
        )
        edit_row = QHBoxLayout()
        self.first_label = QLabel(self.tr("Formazione"))
        edit_row.addWidget(self.first_label)
        edit_row.addWidget(self.first)
        edit_row.addWidget(QLabel(self.tr("con")))
        edit_row.addWidget(self.second)
        edit_row.addWidget(self.swap_button)
        edit_row.addLayout(self.slots.edits)
        edit_row.addStretch(1)
        # The moves left after publication on a row of their own: beside the others the page would be wider
        # than a 1024-pixel club laptop.
        after_row = QHBoxLayout()
        after_row.addWidget(self.late_button)
        after_row.addWidget(self.wrong_button)
        after_row.addLayout(self.slots.after)
        after_row.addStretch(1)
        edit_rows = QVBoxLayout(edits)
        edit_rows.addLayout(edit_row)
        edit_rows.addLayout(after_row)
        prints = QHBoxLayout()
        # Next to the print buttons: an earlier round is shown to be reprinted (the title stays unclipped).
        shown_label = QLabel(self.tr("Vedi il tur&no"))
        shown_label.setBuddy(self.round_choice)
        prints.addWidget(shown_label)
        prints.addWidget(self.round_choice)
        prints.addWidget(self.sheets_button)
        prints.addLayout(self.slots.prints)
        prints.addWidget(self.pack_button)
        prints.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.roster_box)
        layout.addLayout(top)
        layout.addLayout(self.slots.seating, 1)
        layout.addWidget(self.warnings)
        layout.addLayout(self.slots.draw)
        self.edits = edits
        layout.addWidget(edits)
        layout.addLayout(prints)
        layout.addWidget(self.feedback)

    def panel_of(self, game_id: str) -> RoundPanel:
        """The game's part of the page, built (its widgets put in the slots) the first time it is asked for."""
        if game_id not in self.panels:
            self.panels[game_id] = DESKS.of_game(game_id).round_panel(self, self.slots)
        return self.panels[game_id]

    def panel(self) -> RoundPanel:
        """The open game's part of the page; with no tournament open, the first game's (the page as it was)."""
        game = self.context.game
        return self.panel_of(game.id if game is not None else next(iter(DESKS)))

    @property
    def model(self) -> RowsModel:
        """The round's seating as the open game shows it."""
        return self.panel().model

    @property
    def view(self) -> Any:
        return self.panel().view

    def refresh(self) -> None:
        panel = self.show_panel()
        if self.context.tournament_id is None:
            self.number, self.status, self.latest, self.latest_status = None, "", None, ""
            panel.model.set_rows([])
            self.title.setText(self.tr("Nessun torneo aperto."))
            return
        latest = self.current_round()
        planned = journal.settings_of(self.context.desk, self.context.tid).planned_rounds
        self.enable_actions(planned, panel, drawable=latest is None)
        self.show_roster_check(
            before_draw=self.latest is None or (self.latest == 1 and self.latest_status == "proposed")
        )
        if latest is None:
            self.title.setText(panel.empty_title())
            for each in self.panels.values():
                each.model.set_rows([])
            self.warnings.setText("")
            return
        state = {
            "proposed": self.tr("proposto"),
            "published": self.tr("pubblicato"),
            "closed": self.tr("chiuso"),
        }
        self.title.setText(
            self.tr("Turno %1 di %2 — %3 (%4)")
            .replace("%1", str(latest.number))
            .replace("%2", str(planned))
            .replace("%3", panel.system_name(latest.system))
            .replace("%4", state.get(latest.status, latest.status))
        )
        view = rounds.view_round(self.context.desk, self.context.tid, latest.number)
        names = {e.number: e.name for e in journal.entries(self.context.desk, self.context.tid)}
        panel.show_round(view, names, editable=latest.status == "proposed")

    def show_roster_check(self, *, before_draw: bool) -> None:
        """The tournament's players against the member list in force on its date, one line per problem by card,
        until round 1 is published (``services.roster.check``); it never stops the draw: the referee decides."""
        self.roster_box.setVisible(before_draw)
        if not before_draw:
            return
        found, error = self.context.read(roster.check, self.context.desk, self.context.tid)
        if found is None:
            self.roster_summary.setText((error or "") + " " + self.tr("(File → Importa l'elenco tesserati…)"))
            self.roster_problems.hide()
            return
        italian = self.context.language == "it"
        listed = found.roster.listed_on.strftime("%d/%m/%Y")
        self.roster_summary.setText(
            (
                self.tr("%1 giocatori controllati sull'elenco tesserati del %2: %3 problemi.")
                if found.problems
                else self.tr("%1 giocatori controllati sull'elenco tesserati del %2: nessun problema.")
            )
            .replace("%1", str(found.players))
            .replace("%2", listed)
            .replace("%3", str(len(found.problems)))
        )
        self.roster_summary.setStyleSheet("color: #b00020;" if found.problems else "")
        self.roster_problems.setPlainText("\n".join(line(p, italian=italian) for p in found.problems))
        self.roster_problems.setVisible(bool(found.problems))

    def show_panel(self) -> RoundPanel:
        """The open game's part of the page shown, the other games' hidden."""
        panel = self.panel()
        for other in self.panels.values():
            if other is not panel:
                for widget in other.widgets():
                    widget.setVisible(False)
        panel.show_look()
        self.pack_button.setToolTip(panel.pack_tip())
        return panel

    def current_round(self) -> journal.RoundState | None:
        """The round shown (the one chosen, else the newest) and the newest one's state; fills the round box."""
        states = journal.rounds(self.context.desk, self.context.tid)
        newest = states[-1] if states else None
        self.latest, self.latest_status = (newest.number, newest.status) if newest else (None, "")
        latest = next((s for s in states if s.number == self.chosen), newest)  # the round shown
        self.number, self.status = (latest.number, latest.status) if latest else (None, "")
        self.round_choice.blockSignals(True)
        self.round_choice.clear()
        for round_state in states:
            self.round_choice.addItem(str(round_state.number), round_state.number)
        if latest is not None:
            self.round_choice.setCurrentIndex(self.round_choice.findData(latest.number))
        self.round_choice.blockSignals(False)
        return latest

    def enable_actions(self, planned: int, panel: RoundPanel, *, drawable: bool) -> None:
        """What the round's state allows: propose, publish, close, the edits before publication, the late entry
        after it, and then what it allows the open game's own widgets."""
        self.propose_button.setEnabled(self.latest_status in ("", "closed") and (self.latest or 0) < planned)
        self.publish_button.setEnabled(self.latest_status == "proposed")
        self.close_button.setEnabled(self.latest_status == "published")
        self.sheets_button.setEnabled(self.status in ("published", "closed"))
        self.swap_button.setEnabled(self.status == "proposed")
        late = self.status == "published" and self.number == self.latest
        self.late_button.setEnabled(late)
        self.wrong_button.setEnabled(late)
        for widget in (self.first, self.second):
            widget.setEnabled(self.status == "proposed" or late)
        panel.enable(drawable=drawable)

    def propose(self) -> None:
        if not self.latest:
            self.offer_closing()
        panel = self.panel()
        method, seating = panel.proposal()
        number, error = self.context.act(
            rounds.propose_round, self.context.desk, self.context.tid, method, seating=seating
        )
        self.feedback.show_outcome(
            error, self.tr("Turno %1 proposto: controllare e pubblicare.").replace("%1", str(number))
        )
        panel.view.setFocus()

    def offer_closing(self) -> None:
        """Before the first draw, when the door was kept and someone has not arrived: "Chiudi l'accoglienza", so
        the draw does not seat an absent entry by oversight. The referee may leave everyone in."""
        desk, tid = self.context.desk, self.context.tid
        used, _error = self.context.read(checkin.in_use, desk, tid)
        if not used:
            return
        state, _error = self.context.read(checkin.closing, desk, tid)
        if state is None or not state.absent or state.refusal is not None:
            return
        dialog = ClosingDialog(state, self.context, self)
        self.closing_dialog = dialog  # the tests answer it
        if dialog.exec() == QDialog.DialogCode.Accepted and dialog.chosen():
            self.context.act(checkin.strike_absent, desk, tid, dialog.chosen())

    def edit(self, operation: str, a: int, b: int | None) -> bool:
        if self.number is None:
            return False
        _, error = self.context.act(
            rounds.edit_round, self.context.desk, self.context.tid, self.number, operation, a, b
        )
        return self.feedback.show_outcome(error, self.tr("Disposizione modificata."))

    def edit_from_fields(self, operation: str, *, both: bool) -> None:
        """One edit from the two fields, then the fields are emptied: the same click or key cannot repeat it."""
        first, second = self.first.value(), self.second.value()
        if self.status != "proposed" or not first or (both and not second):
            self.feedback.bad(self.tr("Indicare le formazioni da spostare nei campi «Formazione» e «con»."))
            return
        if self.edit(operation, first, second if both else None):
            self.first.setValue(0)
            self.second.setValue(0)

    def swap_from_keys(self) -> None:
        if self.status == "published":
            self.reseat_late()
        else:
            self.edit_from_fields("swap", both=True)

    def reseat_late(self) -> None:
        """The entry in «Formazione» arrived late without notice: it changes places with the one in «con»."""
        late, other = self.first.value(), self.second.value()
        if self.status != "published" or self.number is None or not late or not other:
            self.feedback.bad(
                self.tr(
                    "Indicare nei campi la formazione in ritardo e, in «con», quella che prende il suo posto."
                )
            )
            return
        warnings, error = self.context.act(
            rounds.reseat_late, self.context.desk, self.context.tid, self.number, late, other
        )
        done = (
            self.tr("La formazione %1 (in ritardo) ha ceduto il posto alla %2 (Art. 38).")
            .replace("%1", str(late))
            .replace("%2", str(other))
        )
        if warnings:
            done += " " + " ".join(w.italian for w in warnings)
        if self.feedback.show_outcome(error, done):
            self.first.setValue(0)
            self.second.setValue(0)

    def complete_table(self) -> None:
        """The entry in «Formazione», registered late, completes the round's incomplete table (Art. 39)."""
        entry = self.first.value()
        if self.number is None or not entry:
            self.feedback.bad(self.tr("Indicare nel campo «Formazione» la formazione arrivata in ritardo."))
            return
        warnings, error = self.context.act(
            rounds.complete_table, self.context.desk, self.context.tid, self.number, entry, None
        )
        done = self.tr("La formazione %1 completa il tavolo incompleto (Art. 39).").replace("%1", str(entry))
        if warnings:
            done += " " + " ".join(w.italian for w in warnings)
        if self.feedback.show_outcome(error, done):
            self.first.setValue(0)
            self.second.setValue(0)

    def wrong_table(self) -> None:
        """The entries in «Formazione» and «con» played at each other's places: recorded for this round only."""
        a, b = self.first.value(), self.second.value()
        if self.status != "published" or self.number is None or not a or not b:
            self.feedback.bad(
                self.tr("Indicare nei campi le due formazioni che hanno giocato l'una al posto dell'altra.")
            )
            return
        warnings, error = self.context.act(
            rounds.wrong_table, self.context.desk, self.context.tid, self.number, a, b
        )
        done = (
            self.tr(
                "Le formazioni %1 e %2 hanno giocato l'una al posto dell'altra: i risultati vanno dove hanno "
                "giocato, dal turno successivo ognuna torna al suo posto (Art. 2). Ammonire chi ha sbagliato "
                "(pagina Sanzioni)."
            )
            .replace("%1", str(a))
            .replace("%2", str(b))
        )
        if warnings:
            done += " " + " ".join(w.italian for w in warnings)
        if self.feedback.show_outcome(error, done):
            self.first.setValue(0)
            self.second.setValue(0)

    def publish(self) -> None:
        if self.latest is None:
            return
        number = self.latest
        _, error = self.context.act(rounds.publish_round, self.context.desk, self.context.tid, number)
        if self.feedback.show_outcome(
            error, self.tr("Turno %1 pubblicato: si gioca.").replace("%1", str(number))
        ):
            self.published.emit(number)

    def choose_round(self, index: int) -> None:
        """See (and reprint) an earlier round; the newest round again follows every new one."""
        number = self.round_choice.itemData(index)
        self.chosen = None if number == self.latest else number
        self.refresh()

    def close_round(self) -> None:
        if self.latest is None:
            return
        number = self.latest
        odd = questioned_tables(self.context.desk, self.context.tid, number)
        if odd:
            # Listed before closing: a slip like 80015 for 800 and 15 is cheapest to fix before the next round.
            answer = dialogs.choose(
                self,
                self.tr("Risultati da verificare"),
                (
                    self.tr(
                        "Il turno %1 ha un risultato insolito non ancora verificato sul foglio: tavolo %2.\n"
                        "Verificarlo (pagina Risultati) prima di chiudere?"
                    )
                    if len(odd) == 1
                    else self.tr(
                        "Il turno %1 ha risultati insoliti non ancora verificati sul foglio: tavoli %2.\n"
                        "Verificarli (pagina Risultati) prima di chiudere?"
                    )
                )
                .replace("%1", str(number))
                .replace("%2", ", ".join(map(str, odd))),
                [self.tr("Chiudi comunque"), self.tr("Torna a verificare")],
                default=1,
            )
            if answer != 0:
                self.feedback.bad(
                    self.tr("Turno %1 non chiuso: da verificare sul foglio: %2.")
                    .replace("%1", str(number))
                    .replace("%2", ", ".join(map(str, odd)))
                )
                return
        closed, error = self.context.act(rounds.close_round, self.context.desk, self.context.tid, number)
        if closed is not None and closed.backup_failed is not None:
            self.feedback.bad(self.context.message(closed.backup_failed))
            return
        self.feedback.show_outcome(
            error, self.tr("Turno %1 chiuso; copia di sicurezza fatta.").replace("%1", str(number))
        )

    def print_sheets(self) -> None:
        self.print_job(self.panel().sheets())

    def print_pack(self) -> None:
        """Everything the round needs on paper, in one go (the open game says what)."""
        self.print_job(self.panel().pack())

    def print_job(self, job: PrintJob) -> None:
        self._print(job.title, job.what, job.writers, codes=job.codes, address=job.address)

    def _print(
        self,
        title: str,
        what: str,
        writers: Sequence[Callable[[Any, int, Any], Any]],
        *,
        codes: bool = False,
        address: bool = False,
    ) -> None:
        number = self.number
        if number is None:
            return

        def of_round(write: Callable[[Any, int, Any], Any]) -> Callable[[Any, Any], Any]:
            return lambda book, out: write(book, number, out)

        done, error = print_pdfs(
            self,
            self.context,
            self.tr("%1 %2").replace("%1", title).replace("%2", str(number)),
            file_name(self.context, what, number),
            [of_round(write) for write in writers],
            codes=codes,
            address=address,
        )
        if done is not None:
            self.feedback.good(done)
        elif error is not None:
            self.feedback.bad(error)
