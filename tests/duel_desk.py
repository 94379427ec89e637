"""The tests' third game at the desk (issue 36): its ``GameDesk`` — a round panel (the tables, player against
player), a results page (each table's two numbers) and its standings' columns — written only here and registered through the same public
call as the shipped games' (``ui.parts.register``), so the desk's shared pages must show it without naming it."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

import pytest
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas

from fibur_director.services import journal
from fibur_director.services.readmodel import cached_tournament
from fibur_director.services.registration import TournamentSettings
from fibur_director.services.rounds import RoundView
from fibur_director.ui import parts as desk_parts
from fibur_director.ui.context import DeskContext, Feedback
from fibur_director.ui.page import Page
from fibur_director.ui.parts import PrintJob, RoundSlots, SettingsSlots, StandingsSlots
from fibur_director.ui.round_page import RoundPage
from fibur_director.ui.standings_page import StandingsPage
from fibur_director.ui.table_model import RowsModel, table_view
from fibur_director.ui.tournament_page import TournamentPage
from tests.duel_game import GAME, DuelBook, enter_numbers, standings


def _sheets(book: DuelBook, number: int, out: Any) -> int:
    """One page: the round's tables, each with a line for the two numbers."""
    played = book.tournament.round(number)
    pdf = canvas.Canvas(out, pagesize=A4)
    y = A4[1] - 60
    pdf.drawString(50, y, f"Duello – {book.title} – turno {number}")
    for table in played.tables if played is not None else ():
        y -= 18
        ns, ew = (book.names[side[0]] for side in (table.ns, table.ew))
        pdf.drawString(50, y, f"Tavolo {table.number}: {ns} ____  contro  {ew} ____")
    pdf.showPage()
    pdf.save()
    return 1


class DuelRoundPanel:
    """The round's tables, player against player; no choice before «Proponi», no widget of its own but them."""

    def __init__(self, page: RoundPage, slots: RoundSlots) -> None:
        self.page = page
        self.model = RowsModel(["Tavolo", "Primo", "Secondo"])
        self.view: QTableView = table_view(self.model, "duelSeating")
        slots.seating.addWidget(self.view, 1)

    def widgets(self) -> Sequence[QWidget]:
        return (self.view,)

    def show_look(self) -> None:
        self.view.setVisible(True)
        self.page.sheets_button.setText("Stampa i fogli del &duello")
        self.page.first_label.setText("Giocatore")
        self.page.edits.setTitle("Modifica (prima della pubblicazione): scambiare due giocatori")

    def system_name(self, system: str) -> str:
        return "duello" if system == "duel" else system

    def empty_title(self) -> str:
        return "Nessun turno ancora: proporre il primo duello."

    def proposal(self) -> tuple[str | None, str]:
        return None, "draw"

    def enable(self, *, drawable: bool) -> None:
        return None

    def show_round(self, view: RoundView, names: Mapping[int, str], *, editable: bool) -> None:
        self.model.set_rows(
            [
                (t.number, f"{t.ns[0]} {names.get(t.ns[0], '')}", f"{t.ew[0]} {names.get(t.ew[0], '')}")
                for t in view.tables
            ]
        )
        self.page.warnings.setText(f"A riposo: {', '.join(map(str, view.rests)) or 'nessuno'}.")

    def sheets(self) -> PrintJob:
        return PrintJob("Fogli del duello", "duello", [_sheets])

    def pack(self) -> PrintJob:
        return PrintJob("Pacchetto del duello", "pacchetto", [_sheets])

    def pack_tip(self) -> str:
        return "I fogli di tutti i duelli in una sola stampa"


class DuelResultsPage(Page):
    """Tab 4 for the duel: the newest round's tables and the two numbers of one table, typed and recorded."""

    def __init__(self, context: DeskContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.model = RowsModel(["Tavolo", "Primo", "Secondo", "Stato"])
        self.view = table_view(self.model, "duelResults")
        self.table, self.first, self.second = QSpinBox(), QSpinBox(), QSpinBox()
        for spin in (self.table, self.first, self.second):
            spin.setRange(0, 9999)
        self.record = QPushButton("&Registra")
        self.record.clicked.connect(self.enter)
        self.feedback = Feedback()
        row = QHBoxLayout()
        for label, spin in (("Tavolo", self.table), ("Primo", self.first), ("Secondo", self.second)):
            row.addWidget(QLabel(label))
            row.addWidget(spin)
        row.addWidget(self.record)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addLayout(row)
        layout.addWidget(self.feedback)
        self.number: int | None = None

    def refresh(self) -> None:
        if self.context.tournament_id is None:
            self.model.set_rows([])
            return
        played = [r for r in journal.rounds(self.context.desk, self.context.tid) if r.status != "proposed"]
        self.number = played[-1].number if played else None
        rows = journal.table_results(self.context.desk, self.context.tid, self.number) if self.number else []
        self.model.set_rows(
            [(r.number, r.ns[0], r.ew[0], "da inserire" if r.missing else "inserito") for r in rows]
        )

    def enter(self) -> None:
        if self.number is None:
            self.feedback.bad("Nessun turno in gioco.")
            return
        _, error = self.context.act(
            enter_numbers,
            self.context.desk,
            self.context.tid,
            self.number,
            self.table.value(),
            self.first.value(),
            self.second.value(),
        )
        self.feedback.show_outcome(error, "Foglio registrato.")


class DuelStandingsPanel:
    """Points, then the difference of the numbers; no workbook."""

    def __init__(self, page: StandingsPage, slots: StandingsSlots) -> None:
        self.page = page
        self.model = RowsModel(["Pos.", "N.", "Giocatore", "Punti", "Differenza"])
        self.view: QTableView = table_view(self.model, "duelStandings")
        slots.table.addWidget(self.view, 1)

    def widgets(self) -> Sequence[QWidget]:
        return (self.view,)

    def show_look(self) -> None:
        self.view.setVisible(True)

    def clear(self) -> None:
        self.model.set_rows([])

    def show_standings(self, ruleset_id: str) -> None:
        context = self.page.context
        names = {number: name for number, (name, _) in self.page.entry_names().items()}
        lines = standings(cached_tournament(context.desk, context.tid))
        self.model.set_rows(
            [(x.rank, x.entry, names.get(x.entry, ""), x.points, x.difference) for x in lines]
        )

    def export_excel(self) -> None:
        self.page.feedback.bad("Il duello non ha un foglio Excel.")


class DuelSettingsPanel:
    """One deal a round (the duel's store sets it); the rounds are the referee's. Its own row: whether the
    players are called by name (kept out of the settings: a row only to show the form takes a game's rows)."""

    def __init__(self, page: TournamentPage, slots: SettingsSlots) -> None:
        self.page = page
        self.by_name = QCheckBox("Chiamare i giocatori per nome")
        self.by_name.setObjectName("duelByName")
        slots.add_row("Duello", self.by_name)

    def widgets(self) -> Sequence[QWidget]:
        return (self.by_name,)

    def show_look(self) -> None:
        self.page.deals.setValue(1)
        self.page.deals.setEnabled(False)
        self.page.rounds.setEnabled(True)

    def settings(self, shared: TournamentSettings) -> TournamentSettings:
        return shared

    def summary(self, settings: TournamentSettings) -> str:
        return f"Aperto: {settings.name} — duello, {settings.planned_rounds} turni"


class DuelDesk:
    sanctions = None
    results_page = "duel_page"

    @staticmethod
    def results(context: DeskContext) -> Page:
        return DuelResultsPage(context)

    @staticmethod
    def kind_labels() -> dict[str, str]:
        return {}  # its kind shows the game's name

    @staticmethod
    def round_minutes(ruleset_id: str, deals: int, reduction: int) -> int | None:
        return None

    @staticmethod
    def settings_panel(page: TournamentPage, slots: SettingsSlots) -> DuelSettingsPanel:
        return DuelSettingsPanel(page, slots)

    @staticmethod
    def round_panel(page: RoundPage, slots: RoundSlots) -> DuelRoundPanel:
        return DuelRoundPanel(page, slots)

    @staticmethod
    def standings_panel(page: StandingsPage, slots: StandingsSlots) -> DuelStandingsPanel:
        return DuelStandingsPanel(page, slots)


DESK = DuelDesk()


@pytest.fixture
def at_the_desk() -> Iterator[DuelDesk]:
    """The duel's part of the desk registered (with ``tests.duel_game.registered`` for the other layers)."""
    desk_parts.register(GAME, DESK)
    try:
        yield DESK
    finally:
        desk_parts.unregister(GAME)
