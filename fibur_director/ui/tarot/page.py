"""Results of a Sicilian Tarot tournament: the turn sheet (Scheda di Turno) typed deal by deal.

Choose the round and the table; the grid has one row per deal and the four players side by side, as on the
paper sheet. Enter on a row's last cell turns the row into a deal (``tarot.deal_from_row``) and saves it as one
action (Ctrl+Z undoes it); a row whose jochi do not add up is refused, saying which player and what was
expected, and nothing is saved. Del on a saved row removes that deal.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from fibur_director.domain.errors import FiburError
from fibur_director.games.tarot import scoring as tarot
from fibur_director.games.tarot.ruleset import TarotRuleset, get_tarot_ruleset
from fibur_director.services import journal, rounds
from fibur_director.services.tarot import turn_sheets as tarot_service
from fibur_director.ui.context import DeskContext, Feedback
from fibur_director.ui.page import Page
from fibur_director.ui.tarot.sheet import (
    TurnSheetGrid,
    cell_texts,
    parse_row,
    seat_of_message,
    signed,
)


def table_letter(number: int) -> str:
    """Tables A, B, … as the regulation names them (table 27 is AA)."""
    letters = ""
    while number > 0:
        number, rest = divmod(number - 1, 26)
        letters = chr(ord("A") + rest) + letters
    return letters


class TarotSheetPage(Page):
    def __init__(self, context: DeskContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.number: int | None = None  # the round shown
        self.table: int | None = None  # the table shown
        self.shown: tuple[int, int] | None = None  # (round, table) whose typing the grid holds
        self.chosen_round: int | None = None
        self.ruleset: TarotRuleset = get_tarot_ruleset()
        self.voids: set[int] = set()
        self.title = QLabel()
        self.title.setObjectName("tarotTitle")
        font = self.title.font()
        font.setPointSize(font.pointSize() + 4)
        font.setBold(True)
        self.title.setFont(font)
        self.round_choice = QComboBox()
        self.round_choice.setObjectName("tarotRound")
        self.round_choice.activated.connect(self.choose_round)
        self.table_choice = QComboBox()
        self.table_choice.setObjectName("tarotTable")
        self.table_choice.activated.connect(self.choose_table)
        self.grid = TurnSheetGrid(4)
        self.grid.submitted.connect(self.save_deal)
        self.grid.removal.connect(self.remove_deal)
        self.grid.reverted.connect(lambda _deal: self.refresh())
        self.totals = QLabel()
        self.totals.setObjectName("tableTotals")
        self.totals.setWordWrap(True)
        self.legend = QLabel(
            self.tr(
                "Ch. chiamata: S5 solista di 5, SV solista volontario, SF solista forzato, CV chiamante "
                "volontario, CF chiamante forzato, P il compagno chiamato. Imp. impegni: S Scommessa, R Rivanto "
                "dichiarati; S*, R* realizzati. +/− jochi della smazzata (PARZ.): basta quello del dichiarante. "
                "Pig pigliate della sua parte. Pen penalità: C errato numero carte, E carta esposta o "
                "comunicazione, R rinnegamento, R/2 rinnegamento ammesso. Tot totale progressivo."
            )
        )
        self.legend.setObjectName("tarotLegend")
        self.legend.setWordWrap(True)
        self.legend.setStyleSheet("QLabel { color: #444; }")
        self.hint = QLabel(
            self.tr(
                "Si scrive sopra la casella; ⇥ o ⏎ passa alla successiva; ⏎ sull'ultima casella della riga "
                "(o Ctrl+⏎) salva la smazzata; Esc torna a quanto salvato; Canc su una smazzata salvata la cancella; "
                "Ctrl+Z annulla."
            )
        )
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet("QLabel { color: #555; }")
        self.feedback = Feedback()

        heading = QHBoxLayout()
        heading.addWidget(self.title, 1)
        round_label = QLabel(self.tr("T&urno"))
        round_label.setBuddy(self.round_choice)
        table_label = QLabel(self.tr("&Tavolo"))
        table_label.setBuddy(self.table_choice)
        heading.addWidget(round_label)
        heading.addWidget(self.round_choice)
        heading.addWidget(table_label)
        heading.addWidget(self.table_choice)
        layout = QVBoxLayout(self)
        layout.addLayout(heading)
        layout.addWidget(self.grid)
        layout.addWidget(self.totals)
        layout.addWidget(self.feedback)
        layout.addWidget(self.hint)
        layout.addWidget(self.legend)
        layout.addStretch(1)

    # -- reading ----------------------------------------------------------------------------------------------

    def refresh(self) -> None:
        if self.context.tournament_id is None:
            self.number = self.table = None
            self.title.setText(self.tr("Nessun torneo aperto."))
            return
        settings = journal.settings_of(self.context.desk, self.context.tid)
        try:
            self.ruleset = get_tarot_ruleset(settings.ruleset_id)
        except FiburError as error:
            self.title.setText(self.context.message(error))
            return
        states = [r for r in journal.rounds(self.context.desk, self.context.tid) if r.status != "proposed"]
        current = next((r for r in states if r.number == self.chosen_round), None)
        if current is None:
            playing = [r for r in states if r.status == "published"]
            current = playing[-1] if playing else states[-1] if states else None
        self.round_choice.blockSignals(True)
        self.round_choice.clear()
        for state in states:
            self.round_choice.addItem(str(state.number), state.number)
        self.round_choice.blockSignals(False)
        if current is None:
            self.number = self.table = None
            self.title.setText(self.tr("Nessun turno pubblicato: sorteggio e turno 1 dalla pagina Turno."))
            self.table_choice.clear()
            self.grid.setEnabled(False)
            self.totals.setText("")
            return
        self.round_choice.setCurrentIndex(self.round_choice.findData(current.number))
        self.number = current.number
        view = rounds.view_round(self.context.desk, self.context.tid, current.number)
        tables = [t.number for t in view.tables]
        if self.table not in tables:
            self.table = tables[0] if tables else None
        self.table_choice.blockSignals(True)
        self.table_choice.clear()
        for number in tables:
            self.table_choice.addItem(table_letter(number), number)
        self.table_choice.setCurrentIndex(max(0, self.table_choice.findData(self.table)))
        self.table_choice.blockSignals(False)
        self.grid.setEnabled(self.table is not None)
        if self.table is None:
            return
        status = {"published": self.tr("in gioco"), "closed": self.tr("chiuso")}.get(current.status, "")
        self.title.setText(
            self.tr("Scheda di turno — turno %1 (%2), tavolo %3")
            .replace("%1", str(current.number))
            .replace("%2", status)
            .replace("%3", table_letter(self.table))
        )
        self.show_sheet()

    def show_sheet(self) -> None:
        assert self.number is not None and self.table is not None
        sheet = tarot_service.turn_sheet(self.context.desk, self.context.tid, self.number, self.table)
        place = (self.number, self.table)
        if self.shown != place:
            self.grid.dirty.clear()
            self.shown = place
        seats = self.seat_letters()
        self.grid.set_players(
            [f"{seats[seat]} · {number} {name}" for seat, (number, name) in enumerate(sheet.players)]
        )
        stored = {deal.number: index for index, deal in enumerate(sheet.deals)}
        self.grid.saved = set(stored)
        self.voids = set()
        for row in range(1, self.grid.deals + 1):
            index = stored.get(row)
            if index is None:
                if row not in self.grid.dirty:
                    self.grid.clear_row(row)
                self.grid.set_totals(row, None)
            else:
                deal, score = sheet.deals[index], sheet.scores[index]
                if score.void:
                    self.voids.add(row)
                if row not in self.grid.dirty:
                    cells = tarot.row_from_deal(deal, self.ruleset)
                    self.grid.set_texts(row, [cell_texts(c) for c in cells])
                self.grid.set_totals(row, sheet.running[index])
            self.grid.paint_row(row, void=row in self.voids)
        last = sheet.running[-1] if sheet.running else (0, 0, 0, 0)
        self.totals.setText(
            self.tr("Totali del tavolo dopo %1 smazzate su %2: %3 — somma %4")
            .replace("%1", str(len(sheet.deals)))
            .replace("%2", str(self.grid.deals))
            .replace("%3", "  ".join(f"{seats[s]} {signed(last[s])}" for s in range(4)))
            .replace("%4", signed(sum(last)))
            + (
                self.tr(" (le penalità per carta esposta non vanno a nessun giocatore, TAROT §6)")
                if sum(last)
                else ""
            )
        )

    def seat_letters(self) -> tuple[str, str, str, str]:
        """N, W, S, E in the desk's language (Nord, Ovest, Sud, Est)."""
        return (self.tr("N"), self.tr("O"), self.tr("S"), self.tr("E"))

    # -- choosing -----------------------------------------------------------------------------------------------

    def choose_round(self, index: int) -> None:
        self.chosen_round = self.round_choice.itemData(index)
        self.table = None
        self.refresh()
        self.grid.setFocus()

    def choose_table(self, index: int) -> None:
        self.table = self.table_choice.itemData(index)
        self.refresh()
        self.grid.start_of(1)
        self.grid.setFocus()

    # -- acting -------------------------------------------------------------------------------------------------

    def save_deal(self, number: int) -> None:
        """The row as typed -> a deal -> one action; a refusal names the player and saves nothing."""
        if self.number is None or self.table is None:
            return
        try:
            cells = parse_row(self.grid.texts(number))
            deal = tarot.deal_from_row(number, cells, self.ruleset)
        except FiburError as error:
            self.refuse(number, self.context.message(error))
            return
        was_dirty = number in self.grid.dirty
        self.grid.dirty.discard(number)
        _, error_text = self.context.act(
            tarot_service.enter_deal, self.context.desk, self.context.tid, self.number, self.table, deal
        )
        if error_text is not None:
            if was_dirty:
                self.grid.dirty.add(number)
            self.refuse(number, error_text)
            return
        self.feedback.good(self.tr("Smazzata %1 salvata (Ctrl+Z la annulla).").replace("%1", str(number)))
        self.grid.paint_row(number, void=number in self.voids)
        self.grid.start_of(number + 1 if number < self.grid.deals else number)
        self.grid.setFocus()

    def refuse(self, number: int, message: str) -> None:
        self.feedback.bad(
            self.tr("Smazzata %1 non salvata — %2").replace("%1", str(number)).replace("%2", message)
        )
        self.grid.paint_row(number, seat_of_message(message))

    def remove_deal(self, number: int) -> None:
        if self.number is None or self.table is None:
            return
        _, error = self.context.act(
            tarot_service.remove_deal, self.context.desk, self.context.tid, self.number, self.table, number
        )
        self.feedback.show_outcome(
            error, self.tr("Smazzata %1 cancellata (Ctrl+Z la ripristina).").replace("%1", str(number))
        )
        self.grid.setFocus(Qt.FocusReason.OtherFocusReason)
