"""Registration page: the player archive with incremental search, new and edited players, entries formed from
the archive, a club's player list imported, late entries, withdrawals and substitutions.

Keyboard flow: type in the search box, Down to the list, Enter puts the player into the entry being formed; a
pair (or single player) is registered as soon as it is complete, a team with Ctrl+Return.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QStringListModel, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from fibur_director.domain.errors import FiburError
from fibur_director.domain.vocabulary import entry_size
from fibur_director.reports.player_list import HEADERS, PlayerList, PlayerListError, hint
from fibur_director.services import journal, registration, results, roster, rounds
from fibur_director.services.player_import import check_player_list, import_player_list
from fibur_director.ui.context import DeskContext, Feedback
from fibur_director.ui.page import Page
from fibur_director.ui.table_model import RowsModel, table_view

STATUS = {"active": "in gara", "withdrawn": "ritirato", "excluded": "escluso"}


class RegistrationPage(Page):
    def __init__(self, context: DeskContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.kind = "pairs"
        self.pending: list[journal.ArchivePlayer] = []
        self.checked: tuple[Path, PlayerList, dict[str, str] | None] | None = None
        self.entry_rows: list[journal.EntryRow] = []

        self.search = QLineEdit()
        self.search.setObjectName("playerSearch")
        self.search.setPlaceholderText(self.tr("Cerca per cognome, nome, tessera o circolo…"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.refresh_players)
        self.search.installEventFilter(self)
        self.players_model = RowsModel(
            [
                self.tr("Cognome"),
                self.tr("Nome"),
                self.tr("Tessera"),
                self.tr("Circolo"),
                # In the tournament («n. 3»), and where the federation's member list stands («non in elenco»,
                # «dall'elenco»): one column, so the five fit a 1024-pixel laptop's half page.
                self.tr("Iscritto"),
            ]
        )
        # Members of the federation's list the archive does not hold, found by card or surname as the referee
        # types (issue 37): listed after the archive's players; Enter puts one in the archive, with the list's
        # club, category and points, and in the entry.
        self.members: list[roster.MemberRow] = []
        self.players = table_view(self.players_model, "players")
        self.players.activated.connect(lambda index: self.pick(index.row()))
        self.players.clicked.connect(lambda index: self.load_player(index.row()))

        self.surname, self.name, self.card, self.club = QLineEdit(), QLineEdit(), QLineEdit(), QLineEdit()
        for widget, name in (
            (self.surname, "surname"),
            (self.name, "name"),
            (self.card, "card"),
            (self.club, "club"),
        ):
            widget.setObjectName(name)
            widget.returnPressed.connect(self.add_player)
        # The club completed from the clubs already in the archive, the most common first (issue 38): typed
        # once, then two or three letters and Enter. Anywhere in the name, case ignored ("aur" finds Aurora).
        self.clubs = QStringListModel(self)
        completer = QCompleter(self.clubs, self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        self.club.setCompleter(completer)
        self.add_button = QPushButton(self.tr("Aggi&ungi all'archivio"))
        self.add_button.clicked.connect(self.add_player)
        self.edit_button = QPushButton(self.tr("Salva le modific&he al giocatore scelto"))
        self.edit_button.clicked.connect(self.save_player)
        self.import_button = QPushButton(self.tr("Im&porta un elenco giocatori (xlsx, csv)…"))
        self.import_button.clicked.connect(self.choose_list)
        self.import_report = QPlainTextEdit()
        self.import_report.setObjectName("importReport")
        self.import_report.setReadOnly(True)
        self.import_report.setMaximumHeight(90)
        self.import_report.hide()
        self.import_good = QPushButton(self.tr("Importa solo le righe valide"))
        self.import_good.hide()
        self.import_good.clicked.connect(lambda: self.import_list(only_good_rows=True))

        player_form = QFormLayout()
        player_form.addRow(self.tr("Co&gnome"), self.surname)
        player_form.addRow(self.tr("N&ome"), self.name)
        player_form.addRow(self.tr("&Tessera"), self.card)
        player_form.addRow(self.tr("Ci&rcolo"), self.club)
        row = QHBoxLayout()
        row.addWidget(self.add_button)
        row.addWidget(self.edit_button)
        player_form.addRow(row)
        player_form.addRow(self.import_button)
        player_form.addRow(self.import_report)
        player_form.addRow(self.import_good)
        player_box = QGroupBox(self.tr("Giocatore"))
        player_box.setLayout(player_form)

        left = QVBoxLayout()
        left.addWidget(QLabel(self.tr("Archivio giocatori")))
        left.addWidget(self.search)
        left.addWidget(self.players, 1)
        left.addWidget(player_box)

        self.pending_label = QLabel()
        self.pending_label.setObjectName("pending")
        self.pending_label.setWordWrap(True)
        self.entry_name = QLineEdit()
        self.entry_name.setPlaceholderText(self.tr("nome della formazione (facoltativo)"))
        self.register_button = QPushButton(self.tr("&Iscrivi (Ctrl+Invio)"))
        self.register_button.clicked.connect(self.register)
        self.clear_button = QPushButton(self.tr("Svuota"))
        self.clear_button.clicked.connect(self.clear_pending)
        QShortcut(QKeySequence("Ctrl+Return"), self, self.register)
        self.entries_model = RowsModel(
            [self.tr("N."), self.tr("Formazione"), self.tr("Giocatori"), self.tr("Stato")]
        )
        self.entries = table_view(self.entries_model, "entries", stretch=2)
        self.entries.selectionModel().currentRowChanged.connect(lambda *_: self.show_members())

        self.from_round = QSpinBox()
        self.from_round.setRange(1, 30)
        self.quarrel = QCheckBox(self.tr("per litigio (esclusa)"))
        self.withdraw_button = QPushButton(self.tr("Ritira &la formazione scelta"))
        self.withdraw_button.clicked.connect(self.withdraw)
        self.leaving = QComboBox()
        self.substitute_button = QPushButton(self.tr("&Sostituisci con il giocatore scelto in archivio"))
        self.substitute_button.clicked.connect(self.substitute)
        self.feedback = Feedback()

        pending_box = QGroupBox(self.tr("Nuova formazione"))
        self.pending_box = pending_box
        pending_layout = QVBoxLayout(pending_box)
        pending_layout.addWidget(self.pending_label)
        line = QHBoxLayout()
        line.addWidget(self.entry_name, 1)
        line.addWidget(self.register_button)
        line.addWidget(self.clear_button)
        pending_layout.addLayout(line)
        changes = QGroupBox(self.tr("Ritiri e sostituzioni"))
        changes_form = QFormLayout(changes)
        withdraw_row = QHBoxLayout()
        withdraw_row.addWidget(QLabel(self.tr("dal turno")))
        withdraw_row.addWidget(self.from_round)
        withdraw_row.addWidget(self.quarrel)
        # After a quarrel the open round whose sheet is entered is the quarrel's own: the default follows the box.
        self.quarrel.toggled.connect(self.default_from_round)
        withdraw_row.addWidget(self.withdraw_button)
        changes_form.addRow(withdraw_row)
        substitute_row = QHBoxLayout()
        substitute_row.addWidget(QLabel(self.tr("esce")))
        substitute_row.addWidget(self.leaving, 1)
        substitute_row.addWidget(self.substitute_button)
        changes_form.addRow(substitute_row)
        right = QVBoxLayout()
        right.addWidget(pending_box)
        right.addWidget(QLabel(self.tr("Iscritti")))
        right.addWidget(self.entries, 1)
        right.addWidget(changes)
        right.addWidget(self.feedback)

        layout = QHBoxLayout(self)
        layout.addLayout(left, 1)
        layout.addLayout(right, 1)

    # -- keyboard ---------------------------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.search and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            if event.key() == Qt.Key.Key_Down and self.players_model.rowCount():
                self.players.setFocus()
                self.players.selectRow(0)
                return True
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.players_model.rowCount() == 1:
                self.pick(0)  # one match: Enter takes it straight from the search box
                return True
        return super().eventFilter(watched, event)

    # -- reading ----------------------------------------------------------------------------------------------

    def refresh(self) -> None:
        has_tournament = self.context.tournament_id is not None
        for widget in (self.register_button, self.withdraw_button, self.substitute_button, self.entry_name):
            widget.setEnabled(has_tournament)
        if has_tournament:
            self.kind = journal.settings_of(self.context.desk, self.context.tid).kind
            self.entry_rows = journal.entries(self.context.desk, self.context.tid)
        else:
            self.kind, self.entry_rows = "pairs", []
        self.name_the_entries()
        self.refresh_players()
        arrived = self.arrived()
        self.entries_model.set_rows(
            [
                (
                    e.number,
                    e.name + (self.tr(" (iscrizione tardiva)") if e.late else ""),
                    ", ".join(e.players),
                    self.tr(STATUS.get(e.status, e.status))
                    + (
                        self.tr(" · arrivati %1/%2")
                        .replace("%1", str(arrived[e.number][0]))
                        .replace("%2", str(arrived[e.number][1]))
                        if e.number in arrived
                        else ""
                    ),
                )
                for e in self.entry_rows
            ],
            [e.number for e in self.entry_rows],
            {i for i, e in enumerate(self.entry_rows) if e.status != "active"},
        )
        self.show_pending()
        self.show_members()

    def arrived(self) -> dict[int, tuple[int, int]]:
        """Entry number -> (members here, members expected), once the door is kept for the tournament (issue 38:
        the entries list shows who has arrived); empty otherwise, and the list reads as before."""
        if self.context.tournament_id is None:
            return {}
        from fibur_director.services import checkin

        if not checkin.in_use(self.context.desk, self.context.tid):
            return {}
        door = checkin.door(self.context.desk, self.context.tid)
        return {e.number: door.entry_here(e.number) for e in self.entry_rows if e.status == "active"}

    def refresh_players(self) -> None:
        if self.context.changed_any("players") or not self.clubs.rowCount():
            self.clubs.setStringList(journal.clubs(self.context.desk))
        self.found = journal.find_players(self.context.desk, self.search.text())
        # Who already plays in the open tournament, and in which entry: marked, so nobody is registered twice.
        playing = {player: e.number for e in self.entry_rows for player in e.player_ids}
        listed = roster.listed_cards(self.context.desk, [p.card for p in self.found])
        self.members = [
            m for m in roster.find_members(self.context.desk, self.search.text()) if m.player_id is None
        ]
        rows = [
            (
                p.surname,
                p.name,
                p.card,
                p.club,
                " · ".join(
                    word
                    for word in (
                        self.tr("n. %1").replace("%1", str(playing[p.id])) if p.id in playing else "",
                        "" if listed is None or p.card in listed else self.tr("non in elenco"),
                    )
                    if word
                ),
            )
            for p in self.found
        ]
        rows += [(m.surname, m.name, m.card, m.club, self.tr("dall'elenco")) for m in self.members]
        colours = {i: "#e0e0e0" for i, p in enumerate(self.found) if p.id in playing}
        colours.update({len(self.found) + i: "#e3ecfa" for i in range(len(self.members))})
        self.players_model.set_rows(
            rows, [p.id for p in self.found] + [f"card:{m.card}" for m in self.members], colours=colours
        )

    def individual(self) -> bool:
        return entry_size(self.kind) == (1, 1)  # an entry of one player

    def name_the_entries(self) -> None:
        """An individual tournament (individual, giallo, Sicilian Tarot) registers players, not pairs or
        teams: its labels say so, and an entry has no name of its own to type."""
        single = self.individual()
        self.pending_box.setTitle(self.tr("Nuovo iscritto") if single else self.tr("Nuova formazione"))
        self.entry_name.setVisible(not single)
        self.withdraw_button.setText(
            self.tr("Ritira &l'iscritto scelto") if single else self.tr("Ritira &la formazione scelta")
        )
        headers = (
            [self.tr("N."), self.tr("Iscritto"), self.tr("Giocatore"), self.tr("Stato")]
            if single
            else [self.tr("N."), self.tr("Formazione"), self.tr("Giocatori"), self.tr("Stato")]
        )
        # The entry's name is the player's surname: the player's whole name says it already.
        self.entries.setColumnHidden(1, single)
        if self.entries_model.headers != headers:
            self.entries_model.headers = headers
            self.entries_model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(headers) - 1)
        self.show_pending()

    def show_pending(self) -> None:
        names = ", ".join(f"{p.surname} {p.name}" for p in self.pending)
        if names:
            self.pending_label.setText(self.tr("Giocatori scelti: %1").replace("%1", names))
        elif self.individual():
            self.pending_label.setText(
                self.tr("Scegliere il giocatore dall'archivio: Invio sul giocatore lo iscrive.")
            )
        else:
            self.pending_label.setText(self.tr("Scegliere i giocatori dall'archivio (Invio sul giocatore)."))

    def show_members(self) -> None:
        self.leaving.clear()
        row = self.entries.currentIndex().row()
        if 0 <= row < len(self.entry_rows):
            entry = self.entry_rows[row]
            for player_id, label in zip(entry.player_ids, entry.players, strict=False):
                self.leaving.addItem(label, player_id)
            self.default_from_round()

    def default_from_round(self) -> None:
        """A withdrawal starts after the last round the entry played (IT/REV Art. 38): the box says which."""
        row = self.entries.currentIndex().row()
        if not 0 <= row < len(self.entry_rows):
            return
        first, _ = self.context.read(
            registration.first_unplayed_round,
            self.context.desk,
            self.context.tid,
            self.entry_rows[row].number,
            quarrel=self.quarrel.isChecked(),
        )
        if first is not None:
            self.from_round.setValue(first)

    def selected_entry(self) -> int | None:
        key = self.entries_model.key(self.entries.currentIndex().row())
        return int(key) if key is not None else None

    # -- the archive ------------------------------------------------------------------------------------------

    def load_player(self, row: int) -> None:
        if 0 <= row < len(self.found):
            p = self.found[row]
            self.surname.setText(p.surname)
            self.name.setText(p.name)
            self.card.setText(p.card)
            self.club.setText(p.club)

    def member_as_player(self, row: int) -> journal.ArchivePlayer | None:
        """The archive's player for a row of the member list (put in the archive now, one action), or None."""
        member = (
            self.members[row - len(self.found)]
            if len(self.found) <= row < len(self.found) + len(self.members)
            else None
        )
        if member is None:
            return None
        player_id, error = self.context.act(roster.add_member, self.context.desk, member.card)
        if player_id is None:
            self.feedback.bad(error or "")
            return None
        return journal.ArchivePlayer(player_id, member.surname, member.name, member.card, member.club)

    def add_player(self) -> None:
        player_id, error = self.context.act(
            registration.add_player,
            self.context.desk,
            self.surname.text(),
            self.name.text(),
            card=self.card.text(),
            club=self.club.text(),
        )
        if (
            not self.feedback.show_outcome(error, self.tr("Giocatore aggiunto all'archivio."))
            or player_id is None
        ):
            return
        added = journal.ArchivePlayer(
            player_id,
            self.surname.text().strip(),
            self.name.text().strip(),
            self.card.text(),
            self.club.text(),
        )
        for widget in (self.surname, self.name, self.card, self.club):
            widget.clear()
        self.surname.setFocus()
        if self.context.tournament_id is not None:
            self.take(added)

    def save_player(self) -> None:
        row = self.players.currentIndex().row()
        if not 0 <= row < len(self.found):
            self.feedback.bad(self.tr("Scegliere prima un giocatore nell'archivio."))
            return
        _, error = self.context.act(
            registration.edit_player,
            self.context.desk,
            self.found[row].id,
            surname=self.surname.text().strip(),
            name=self.name.text().strip(),
            card=self.card.text().strip() or None,
            club=self.club.text().strip() or None,
        )
        self.feedback.show_outcome(error, self.tr("Giocatore modificato."))

    # -- entries ----------------------------------------------------------------------------------------------

    def pick(self, row: int) -> None:
        if 0 <= row < len(self.found):
            self.take(self.found[row])
        elif self.context.tournament_id is None:
            self.feedback.bad(self.tr("Aprire prima un torneo."))
        else:
            player = self.member_as_player(row)
            if player is not None:
                self.take(player)

    def take(self, player: journal.ArchivePlayer) -> None:
        if self.context.tournament_id is None:
            self.feedback.bad(self.tr("Aprire prima un torneo."))
            return
        if any(p.id == player.id for p in self.pending):
            self.feedback.bad(
                self.tr("%1 è già nella formazione.").replace("%1", f"{player.surname} {player.name}")
            )
            return
        self.pending.append(player)
        self.show_pending()
        self.search.clear()
        self.search.setFocus()
        # A fixed size completes the entry by itself; a team (no maximum) is registered on request.
        if entry_size(self.kind)[1] == len(self.pending):
            self.register()

    def clear_pending(self) -> None:
        self.pending.clear()
        self.show_pending()

    def register(self) -> None:
        if self.context.tournament_id is None or not self.pending:
            return
        # Registration closed (Art. 39): the organiser may still admit the entry; the desk asks, never decides.
        _, closed = self.context.read(registration.check_late_entry, self.context.desk, self.context.tid)
        # Where a late entry would play (IT/REV Art. 39), said before the organiser decides and once registered.
        ahead, _error = self.context.read(rounds.late_entry_outlook, self.context.desk, self.context.tid)
        admitted = False
        if closed is not None:
            where = (
                self.tr("Se iscritta: %1.").replace("%1", ahead.italian) + "\n\n" if ahead is not None else ""
            )
            answer = QMessageBox.question(
                self,
                self.tr("Iscrizione in ritardo"),
                closed + "\n\n" + where + self.tr("L'organizzatore ammette comunque questa formazione?"),
            )
            if answer != QMessageBox.StandardButton.Yes:
                self.feedback.bad(closed)
                return
            admitted = True
        number, error = self.context.act(
            registration.register_entry,
            self.context.desk,
            self.context.tid,
            [p.id for p in self.pending],
            name=self.entry_name.text().strip() or None,
            admitted=admitted,
        )
        self.pending.clear()
        self.entry_name.clear()
        self.show_pending()
        if number is not None:
            outlook, _error = self.context.read(
                rounds.late_entry_outlook, self.context.desk, self.context.tid, number
            )
            done = (
                self.tr("Iscritto il giocatore n. %1.")
                if self.individual()
                else self.tr("Iscritta la formazione n. %1.")
            ).replace("%1", str(number))
            if outlook is not None:  # a late entry: where it will play (IT/REV Art. 39)
                done = done.rstrip(".") + ": " + outlook.italian + "."
            self.feedback.good(done)
            self.entries.selectRow(self.entries_model.row_of(number))
        else:
            self.feedback.bad(error or "")

    def withdraw(self) -> None:
        number = self.selected_entry()
        if number is None:
            self.feedback.bad(self.tr("Scegliere prima una formazione."))
            return
        first, quarrel = self.from_round.value(), self.quarrel.isChecked()
        preview, error = self.context.read(
            results.preview_withdrawal, self.context.desk, self.context.tid, number, first, quarrel=quarrel
        )
        if preview is None:
            self.feedback.bad(error or "")
            return
        answer = QMessageBox.question(
            self,
            self.tr("Ritiro"),
            self.withdrawal_text(number, preview) + "\n\n" + self.tr("Confermare il ritiro?"),
        )
        if answer != QMessageBox.StandardButton.Yes:
            self.feedback.bad(self.tr("Ritiro annullato: nulla è cambiato."))
            return
        _, error = self.context.act(
            registration.withdraw, self.context.desk, self.context.tid, number, first, quarrel=quarrel
        )
        self.feedback.show_outcome(error, self.tr("Formazione %1 ritirata.").replace("%1", str(number)))

    def withdrawal_text(self, number: int, preview: results.WithdrawalPreview) -> str:
        """What the withdrawal will change, in the referee's words, before the desk asks."""
        lines = [
            self.tr("La formazione %1 si ritira dal turno %2 (%3); i turni già giocati restano come sono.")
            .replace("%1", str(number))
            .replace("%2", str(preview.from_round))
            .replace("%3", preview.article)
        ]
        if self.quarrel.isChecked():
            lines.append(self.tr("Per litigio: perde quel turno con 0 PV ed è esclusa dal torneo."))
        elif preview.from_round <= preview.planned_rounds:
            (first_vp, first_mp), (later_vp, later_mp) = preview.absent_first, preview.absent_later
            lines.append(
                self.tr(
                    "Nei turni %1–%2 è assente: %3 PV e %4 MP nei primi %5 turni di assenza, poi %6 PV e %7 MP."
                )
                .replace("%1", str(preview.from_round))
                .replace("%2", str(preview.planned_rounds))
                .replace("%3", str(first_vp))
                .replace("%4", f"{first_mp:+d}")
                .replace("%5", str(preview.first_rounds))
                .replace("%6", str(later_vp))
                .replace("%7", f"{later_mp:+d}")
            )
            vp, mp = preview.opponent
            lines.append(
                self.tr("Ogni avversario che l'avrebbe incontrata: %1 PV e %2 MP.")
                .replace("%1", str(vp))
                .replace("%2", f"{mp:+d}")
            )
        for before, after in preview.changes:
            known = after or before
            assert known is not None
            lines.append(
                self.tr("Turno %1, formazione %2: %3 → %4 PV")
                .replace("%1", str(known.round))
                .replace("%2", str(known.entry))
                .replace("%3", "–" if before is None else str(before.vp))
                .replace("%4", "–" if after is None else str(after.vp))
            )
        return "\n".join(lines)

    def substitute(self) -> None:
        number = self.selected_entry()
        joining = self.players_model.key(self.players.currentIndex().row())
        if isinstance(joining, str) and number is not None and self.leaving.currentData() is not None:
            member = self.member_as_player(self.players.currentIndex().row())
            joining = member.id if member is not None else None
        if number is None or self.leaving.currentData() is None or joining is None:
            self.feedback.bad(
                self.tr("Scegliere la formazione, il giocatore che esce e, in archivio, quello che entra.")
            )
            return
        _, error = self.context.act(
            registration.substitute,
            self.context.desk,
            self.context.tid,
            number,
            int(self.leaving.currentData()),
            int(joining),
        )
        self.feedback.show_outcome(error, self.tr("Sostituzione registrata."))

    # -- the player list --------------------------------------------------------------------------------------

    def choose_list(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Elenco giocatori"), "", self.tr("Elenchi (*.xlsx *.csv *.txt)")
        )
        if path:
            self.check_list(Path(path))

    def check_list(self, path: Path, mapping: dict[str, str] | None = None) -> None:
        """Read and check the list; import at once when every row is good, else show the rejected rows.
        Headers the desk does not know ("N. Tessera FIBur", "Società") are named, and the referee says what
        they are (or to ignore them) before anything is read from them."""
        self.import_good.hide()
        self.import_report.hide()
        try:
            found = check_player_list(self.context.desk, path, mapping)
        except PlayerListError as error:
            if error.unrecognised and mapping is None:
                chosen = ask_mapping(self, list(error.unrecognised))
                if chosen is not None:
                    self.check_list(path, chosen)
                    return
            self.checked = None
            self.feedback.bad(self.context.message(error))
            return
        except FiburError as error:
            self.checked = None
            self.feedback.bad(self.context.message(error))
            return
        if found.unrecognised and mapping is None:
            chosen = ask_mapping(self, found.unrecognised)
            if chosen is None:
                self.checked = None
                self.feedback.bad(
                    self.tr("Nulla importato: colonne non riconosciute: %1.").replace(
                        "%1", ", ".join(found.unrecognised)
                    )
                )
                return
            self.check_list(path, chosen)
            return
        self.checked = (path, found, mapping)
        if not found.rejected:
            self.import_list(only_good_rows=False)
            return
        lines = [
            self.tr("riga %1: %2")
            .replace("%1", str(r.line))
            .replace("%2", r.italian if self.context.language == "it" else r.english)
            for r in found.rejected
        ]
        self.import_report.setPlainText("\n".join(lines))
        self.import_report.show()
        self.import_good.setText(
            self.tr("Importa solo le %1 righe valide").replace("%1", str(len(found.rows)))
        )
        self.import_good.setVisible(bool(found.rows))
        self.feedback.bad(
            self.tr("%1 righe scartate: nulla è stato importato.").replace("%1", str(len(found.rejected)))
        )

    def import_list(self, *, only_good_rows: bool) -> None:
        if self.checked is None:
            return
        path, found, mapping = self.checked
        outcome, error = self.context.act(
            import_player_list, self.context.desk, path, only_good_rows=only_good_rows, mapping=mapping
        )
        self.import_good.hide()
        if outcome is not None:
            # How the file was read (e.g. decoded as Windows cp1252) is said, never left to the accents to show.
            notes = "".join(
                " " + (italian if self.context.language == "it" else english)
                for english, italian in found.notes
            )
            self.feedback.good(
                self.tr("%1 giocatori importati.").replace("%1", str(outcome.imported)) + notes
            )
            if not outcome.rejected:
                self.import_report.hide()
        else:
            self.feedback.bad(error or "")
        self.checked = None


class ColumnMapping(QDialog):
    """For each header of a player list the desk did not recognise: which field it is, or ignore it."""

    def __init__(self, parent: QWidget | None, columns: list[str]) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Colonne non riconosciute"))
        fields = {
            "": self.tr("(ignorare)"),
            "surname": self.tr("Cognome"),
            "name": self.tr("Nome"),
            "card": self.tr("Tessera"),
            "club": self.tr("Circolo"),
            "category": self.tr("Categoria"),
            "ranking_points": self.tr("Punti classifica"),
        }
        assert set(fields) - {""} == set(HEADERS)
        layout = QFormLayout(self)
        layout.addRow(
            QLabel(self.tr("L'elenco ha colonne che il programma non conosce. Che cosa contengono?"))
        )
        self.choices: dict[str, QComboBox] = {}
        for column in columns:
            combo = QComboBox()
            for key, label in fields.items():
                combo.addItem(label, key)
            combo.setCurrentIndex(combo.findData(hint(column) or ""))
            layout.addRow(column, combo)
            self.choices[column] = combo
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addRow(buttons)

    def mapping(self) -> dict[str, str]:
        return {column: str(combo.currentData()) for column, combo in self.choices.items()}


def ask_mapping(parent: QWidget, columns: list[str]) -> dict[str, str] | None:
    """The referee's meaning for each unrecognised column, or None when cancelled. Tests replace this function:
    a dialog never runs in a test."""
    dialog = ColumnMapping(parent, columns)
    return dialog.mapping() if dialog.exec() == QDialog.DialogCode.Accepted else None
