"""Tournament page: the tournaments in this file (newest first, Enter opens one), a new one, its settings."""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import cast

from PySide6.QtCore import QDate, Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from fibur_director.domain.errors import FiburError
from fibur_director.domain.vocabulary import kinds
from fibur_director.games.registry import GAMES, game_of
from fibur_director.services import exchange, federation, journal, readmodel
from fibur_director.services.registration import TournamentSettings, create_tournament, set_referee
from fibur_director.ui.context import DeskContext, Feedback
from fibur_director.ui.page import Page
from fibur_director.ui.parts import DESKS, SettingsPanel, SettingsSlots
from fibur_director.ui.table_model import RowsModel, table_view


class TournamentPage(Page):
    opened = Signal(int)
    practice_requested = Signal()

    def __init__(self, context: DeskContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.model = RowsModel(
            [
                self.tr("Nome"),
                self.tr("Data"),
                self.tr("Regolamento"),
                self.tr("Tipo"),
                self.tr("Iscritti"),
                self.tr("Turni giocati"),
            ]
        )
        self.list = table_view(self.model, "tournamentList")
        self.list.activated.connect(lambda index: self.open_row(index.row()))
        self.open_button = QPushButton(self.tr("Apri il t&orneo scelto"))
        self.open_button.clicked.connect(lambda: self.open_row(self.list.currentIndex().row()))
        self.import_button = QPushButton(self.tr("&Importa un file torneo…"))
        self.import_button.clicked.connect(self.import_file)
        self.current = QLabel(self.tr("Nessun torneo aperto."))
        self.current.setObjectName("currentTournament")
        self.current.setWordWrap(True)
        self.current.setTextFormat(Qt.TextFormat.PlainText)

        left = QVBoxLayout()
        left.addWidget(QLabel(self.tr("Tornei in questo archivio (il più recente in alto; Invio apre)")))
        left.addWidget(self.list, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.open_button)
        buttons.addWidget(self.import_button)
        left.addLayout(buttons)
        left.addWidget(self.current)
        # Who directs the open tournament (issue 38): not a sporting setting, so it may be given or corrected
        # after creation (one audited action, Ctrl+Z takes it back).
        self.open_referee = QLineEdit()
        self.open_referee.setObjectName("openReferee")
        self.open_referee.setPlaceholderText(self.tr("nome e cognome"))
        self.open_referee.returnPressed.connect(self.save_referee)
        self.referee_button = QPushButton(self.tr("Salva"))
        self.referee_button.setObjectName("saveReferee")
        self.referee_button.clicked.connect(self.save_referee)
        referee_row = QHBoxLayout()
        referee_label = QLabel(self.tr("Direttore di gara del torneo aperto:"))
        referee_label.setBuddy(self.open_referee)
        referee_row.addWidget(referee_label)
        referee_row.addWidget(self.open_referee, 1)
        referee_row.addWidget(self.referee_button)
        left.addLayout(referee_row)
        # The federation files still to send (issue 27): named until written, within 10 days of the date.
        self.federation_due = QLabel()
        self.federation_due.setObjectName("federationDue")
        self.federation_due.setWordWrap(True)
        self.federation_due.setTextFormat(Qt.TextFormat.PlainText)
        self.federation_due.setStyleSheet("color: #8a4b00")
        left.addWidget(self.federation_due)
        left.addWidget(self.practice_offer())

        self.name = QLineEdit()
        self.name.setObjectName("tournamentName")
        self.referee = QLineEdit()
        self.referee.setObjectName("tournamentReferee")
        self.referee.setPlaceholderText(self.tr("nome e cognome (stampato sulla classifica)"))
        self.referee.returnPressed.connect(self.create_from_form)
        self.date = QDateEdit(QDate.currentDate())
        self.date.setCalendarPopup(True)
        self.date.setDisplayFormat("dd/MM/yyyy")
        self.ruleset = QComboBox()
        self.kind = QComboBox()
        # Each game labels its own kinds (issue 36's attack, S2: the labels were kept here, keyed by kind).
        labels = {kind: label for desk in DESKS.values() for kind, label in desk.kind_labels().items()}
        for kind in kinds():  # a kind its game does not label shows the game's name
            self.kind.addItem(labels.get(kind) or game_of(kind).name, kind)
        # The ruleset list is the chosen kind's game's (its default chosen), before any panel follows the kind.
        self.follow_game()
        self.kind.currentIndexChanged.connect(lambda _i: self.show_kind())
        self.deals = QSpinBox()
        self.deals.setRange(1, 12)
        self.deals.setValue(4)
        self.rounds = QSpinBox()
        self.rounds.setRange(1, 30)
        self.rounds.setValue(4)
        self.form = QFormLayout()
        # Every registered game's rows, added before «Crea il torneo» is (so the keyboard walks the form's order).
        self.slots = SettingsSlots(self.form, self.rows_end)
        self.panels: dict[str, SettingsPanel] = {}
        self.create_button = QPushButton(self.tr("&Crea il torneo"))
        self.create_button.setObjectName("createTournament")
        self.create_button.clicked.connect(self.create_from_form)
        self.name.returnPressed.connect(self.create_from_form)
        self.feedback = Feedback()

        form = self.form
        form.addRow(self.tr("&Nome"), self.name)
        form.addRow(self.tr("Da&ta"), self.date)
        form.addRow(self.tr("Direttore di &gara"), self.referee)
        form.addRow(self.tr("&Regolamento"), self.ruleset)
        form.addRow(self.tr("Ti&po"), self.kind)
        form.addRow(self.tr("Sma&zzate per turno"), self.deals)
        form.addRow(self.tr("T&urni previsti"), self.rounds)
        for game_id in DESKS:
            self.panel_of(game_id)
        form.addRow(self.create_button)
        form.addRow(self.feedback)
        box = QGroupBox(self.tr("Nuovo torneo"))
        box.setLayout(form)

        layout = QHBoxLayout(self)
        layout.addLayout(left, 3)
        layout.addWidget(box, 2)
        self.show_kind()

    def practice_offer(self) -> QGroupBox:
        """The first evening (issue 23): on an empty archive, a sample tournament to try the desk on, in a file of
        its own (services/practice.py). Hidden once the archive holds a tournament, and in the practice itself."""
        self.offer_practice = True
        explanation = QLabel(
            self.tr(
                "Prima volta? Un torneo inventato di 12 coppie, con il turno 1 già seduto: inserire i risultati, "
                "stampare, pubblicare in sala, poi gettarlo via. Sta in un file a parte: questo archivio non "
                "cambia."
            )
        )
        explanation.setWordWrap(True)
        self.practice_button = QPushButton(self.tr("Prova con un torneo di &esempio"))
        self.practice_button.setObjectName("tryPractice")
        self.practice_button.clicked.connect(self.practice_requested)
        self.practice_feedback = Feedback()
        self.practice_box = QGroupBox(self.tr("Per cominciare"))
        self.practice_box.setObjectName("practiceOffer")
        column = QVBoxLayout(self.practice_box)
        column.addWidget(explanation)
        column.addWidget(self.practice_button)
        column.addWidget(self.practice_feedback)
        return self.practice_box

    def rows_end(self) -> int:
        """Where a game's rows go: before «Crea il torneo» (-1, the end, while the page is being built)."""
        row, _role = cast("tuple[int, object]", self.form.getWidgetPosition(self.create_button))
        return row

    def panel_of(self, game_id: str) -> SettingsPanel:
        """The game's part of the form, built the first time it is needed (a game registered after the page)."""
        if game_id not in self.panels:
            panel = self.panels[game_id] = DESKS.of_game(game_id).settings_panel(self, self.slots)
            chosen = game_of(self.kind.currentData()).id == game_id
            for widget in panel.widgets():
                self.form.setRowVisible(widget, chosen)
        return self.panels[game_id]

    def panel(self) -> SettingsPanel:
        """The chosen kind's game's part of the form."""
        return self.panel_of(game_of(self.kind.currentData()).id)

    def follow_game(self) -> None:
        """The ruleset list is the chosen kind's game's, its default chosen when the game changes."""
        game = game_of(self.kind.currentData())
        wanted = game.ruleset_names()
        if [self.ruleset.itemData(i) for i in range(self.ruleset.count())] != list(wanted):
            self.ruleset.blockSignals(True)
            self.ruleset.clear()
            for ruleset_id, name in wanted.items():
                self.ruleset.addItem(name, ruleset_id)
            self.ruleset.setCurrentIndex(max(0, self.ruleset.findData(game.default_ruleset)))
            self.ruleset.blockSignals(False)

    def show_kind(self) -> None:
        """The chosen kind's game shows its rows of the form and sets the shared ones (a Sicilian Tarot tournament
        takes rounds and deals from its ruleset and has none of the burraco settings)."""
        self.follow_game()
        chosen = self.panel()
        for panel in self.panels.values():
            for widget in panel.widgets():
                self.form.setRowVisible(widget, panel is chosen)
        chosen.show_look()

    def kind_name(self, kind: str) -> str:
        return self.kind.itemText(max(0, self.kind.findData(kind)))

    def ruleset_name(self, ruleset_id: str) -> str:
        """A ruleset's name from the game that ships it (a tournament of a game's own ruleset lists its id)."""
        for game in GAMES.values():
            name = game.ruleset_names().get(ruleset_id)
            if name is not None:
                return name
        return ruleset_id

    def refresh(self) -> None:
        self.summaries = readmodel.list_tournaments(self.context.desk)
        self.model.set_rows(
            [
                (
                    s.name,
                    dt.date.fromisoformat(s.date).strftime("%d/%m/%Y"),
                    self.ruleset_name(s.ruleset),
                    self.kind_name(s.kind),
                    s.entries,
                    self.played(s),
                )
                for s in self.summaries
            ],
            [s.id for s in self.summaries],
            {i for i, s in enumerate(self.summaries) if s.id == self.context.tournament_id},
        )
        self.practice_box.setVisible(self.offer_practice and not self.summaries)
        self.show_federation_due(dt.date.today())
        if not self.referee.text() and not self.referee.hasFocus():
            self.referee.setText(journal.last_referee(self.context.desk) or "")
        opened = self.context.tournament_id is not None
        self.open_referee.setEnabled(opened)
        self.referee_button.setEnabled(opened)
        if self.context.tournament_id is None:
            self.current.setText(self.tr("Nessun torneo aperto."))
            self.open_referee.clear()
            return
        s = journal.settings_of(self.context.desk, self.context.tid)
        if not self.open_referee.hasFocus() or not self.open_referee.isModified():
            self.open_referee.setText(s.referee or "")
            self.open_referee.setModified(False)
        self.current.setText(self.panel_of(game_of(s.kind).id).summary(s))

    def played(self, s: readmodel.TournamentSummary) -> str:
        """Rounds played are the closed ones; a round only published is being played, and says so (issue 38:
        "Turni giocati 1" for a round just seated)."""
        done = s.rounds - s.playing
        if not s.playing:
            return str(done)
        return self.tr("%1 (+%2 in corso)").replace("%1", str(done)).replace("%2", str(s.playing))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # A federation file written from the standings page is no action (no refresh follows it): look again.
        self.show_federation_due(dt.date.today())

    def show_federation_due(self, today: dt.date) -> None:
        """The tournaments whose federation file was never written, the oldest first (services.federation)."""
        lines = [
            (
                self.tr("«%1»: modificato dopo l'invio, da inviare di nuovo")
                if reminder.changed
                else self.tr("«%1»: scaduto il %2")
                if reminder.late
                else self.tr("«%1»: da inviare entro il %2")
            )
            .replace("%1", reminder.name)
            .replace("%2", reminder.due.strftime("%d/%m/%Y"))
            for reminder in federation.reminders(self.context.desk, today)
        ]
        self.federation_due.setVisible(bool(lines))
        if lines:
            self.federation_due.setText(
                self.tr("File per la federazione non ancora scritto (Classifica → File per la federazione…):")
                + "\n"
                + "\n".join(lines)
            )

    def open_row(self, row: int) -> None:
        key = self.model.key(row)
        if key is None:
            self.feedback.bad(self.tr("Scegliere prima un torneo nell'elenco."))
            return
        self.opened.emit(int(key))

    def settings(self) -> TournamentSettings:
        """The new tournament: the shared fields, then the chosen kind's game's."""
        date = self.date.date()
        return self.panel().settings(
            TournamentSettings(
                self.name.text(),
                dt.date(date.year(), date.month(), date.day()),
                str(self.ruleset.currentData()),
                str(self.kind.currentData()),
                self.deals.value(),
                self.rounds.value(),
                referee=self.referee.text(),
            )
        )

    def create_from_form(self) -> None:
        try:
            settings = self.settings()
        except FiburError as refusal:
            self.feedback.bad(self.context.message(refusal))
            return
        tid, error = self.context.act(create_tournament, self.context.desk, settings)
        if self.feedback.show_outcome(error, self.tr("Torneo creato.")) and tid is not None:
            self.name.clear()
            self.opened.emit(tid)

    def save_referee(self) -> None:
        if self.context.tournament_id is None:
            return
        name = self.open_referee.text()
        _done, error = self.context.act(set_referee, self.context.desk, self.context.tid, name)
        self.open_referee.setModified(False)
        self.feedback.show_outcome(
            error,
            self.tr("Direttore di gara: %1.").replace("%1", " ".join(name.split()))
            if name.strip()
            else self.tr("Direttore di gara tolto."),
        )

    def import_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Importa un file torneo"), "", self.tr("File torneo (*.json)")
        )
        if not path:
            return
        # Imported when first asked for: the reports package registers every game's forms (its modules, ~10 ms
        # of the launch), which the first page does not use (tests/ui/test_startup_imports.py).
        from fibur_director.reports.files import read_tournament_file

        text, message = self.context.read(read_tournament_file, Path(path))
        if text is None:
            self.feedback.bad(message or "")
            return
        tid, message = self.context.act(exchange.import_text, self.context.desk, text)
        if self.feedback.show_outcome(message, self.tr("Torneo importato.")) and tid is not None:
            self.opened.emit(tid)
