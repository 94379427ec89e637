"""What each game provides to the desk, and where the desk finds it (issue 36: the registries inverted, in the desk).

A game's part of the desk is one object, its ``GameDesk``, written in the game's own folder of this layer
(``ui/<game>/desk.py``): its results page (tab 4) and its parts of the tournament page's form (``SettingsPanel``), of the
round page (``RoundPanel``) and of the standings page (``StandingsPanel``). The one dispatch module, ``ui/games.py``, lists the shipped games' parts and registers them
here when the desk's package is imported (``ui/__init__.py``); the shared pages ask ``desk_of(game id)`` and never
name a game.

This module sits below every page that asks it: it imports no page but for types.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from fibur_director.games.parts import Parts

if TYPE_CHECKING:
    from PySide6.QtWidgets import QBoxLayout, QFormLayout, QTableView, QWidget

    from fibur_director.services.registration import TournamentSettings
    from fibur_director.services.rounds import RoundView
    from fibur_director.ui.context import DeskContext
    from fibur_director.ui.page import Page
    from fibur_director.ui.round_page import RoundPage
    from fibur_director.ui.standings_page import StandingsPage
    from fibur_director.ui.table_model import RowsModel
    from fibur_director.ui.tournament_page import TournamentPage


@dataclass(frozen=True)
class SettingsSlots:
    """The new tournament's form, where a game's panel adds its rows: after the shared ones (name, date, referee,
    ruleset, kind, deals, rounds) and before «Crea il torneo». ``at`` says which row that is now (-1: the end, while
    the page is being built)."""

    form: QFormLayout
    at: Callable[[], int]

    def add_row(self, label: str, widget: QWidget) -> None:
        self.form.insertRow(self.at(), label, widget)


class SettingsPanel(Protocol):
    """One game's part of the tournament page: its rows of the new tournament's form (shown while a kind of its
    game is chosen), what it does to the shared fields (deals and rounds taken from its ruleset, say), the settings
    «Crea il torneo» sends and the open tournament's line under the list. The page composes it and never asks which
    game is chosen."""

    def widgets(self) -> Sequence[QWidget]:
        """Every widget the panel put in the form: its rows are shown while a kind of its game is chosen."""

    def show_look(self) -> None:
        """A kind of its game was chosen (the ruleset list already the game's): the shared fields as it wants them."""

    def settings(self, shared: TournamentSettings) -> TournamentSettings:
        """The tournament «Crea il torneo» creates, from the shared fields' ``shared`` (raises FiburError on a
        field it cannot read)."""

    def summary(self, settings: TournamentSettings) -> str:
        """The open tournament of its game in a line or two (under the list)."""


@dataclass(frozen=True)
class PrintJob:
    """What a round page's print button prints: the dialog's title, the file's word, the writers (each
    ``write(book, round number, out)``), and whether the pages carry the phones' codes and the live pages' address."""

    title: str
    what: str
    writers: Sequence[Callable[[Any, int, Any], Any]]
    codes: bool = False
    address: bool = False


@dataclass(frozen=True)
class RoundSlots:
    """The places of the round page where a game's panel puts its widgets, each a row (or column) of the page's
    layout that stays empty until a panel fills it: the choices before «Proponi», the seating, the draw's row, the
    edits before publication, the moves after it, and the print buttons between «Stampa» and «Pacchetto»."""

    choices: QBoxLayout
    seating: QBoxLayout
    draw: QBoxLayout
    edits: QBoxLayout
    after: QBoxLayout
    prints: QBoxLayout


class RoundPanel(Protocol):
    """One game's part of the round page, built for the page the first time a tournament of the game is shown:
    its widgets, put in the page's slots when built and shown while its game is open, its words on the shared
    widgets, how it shows a round and what its print buttons print. The round page composes it and never asks
    which game is open."""

    @property
    def model(self) -> RowsModel:
        """The round's seating as the game shows it (the tests read it)."""

    @property
    def view(self) -> QTableView:
        """The seating's table, which takes the focus after a proposal."""

    def widgets(self) -> Sequence[QWidget]:
        """Every widget the panel put in the page: shown while its game is open, hidden otherwise."""

    def show_look(self) -> None:
        """The game's words on the shared widgets, and its own widgets as they are before a round is read."""

    def system_name(self, system: str) -> str:
        """A round system in the referee's words (the round's title)."""

    def empty_title(self) -> str:
        """The page's title before round 1."""

    def proposal(self) -> tuple[str | None, str]:
        """The method and the first round's seating «Proponi il turno» asks for."""

    def enable(self, *, drawable: bool) -> None:
        """What the round's state allows the panel's widgets (after the shared ones); ``drawable`` with no round
        yet."""

    def show_round(self, view: RoundView, names: Mapping[int, str], *, editable: bool) -> None:
        """The round shown: its tables (and the page's warnings line)."""

    def sheets(self) -> PrintJob:
        """The round's sheets for the tables (the «Stampa» button)."""

    def pack(self) -> PrintJob:
        """Everything the round needs on paper in one go (the «Pacchetto» button)."""

    def pack_tip(self) -> str:
        """What ``pack`` prints, in the referee's words (the «Pacchetto» button's tooltip)."""


@dataclass(frozen=True)
class StandingsSlots:
    """The places of the standings page a game's panel fills: before the publication's state on the top row,
    the table (and what is said under it), and the buttons between «Stampa» and «Esporta in Excel»."""

    top: QBoxLayout
    table: QBoxLayout
    buttons: QBoxLayout


class StandingsPanel(Protocol):
    """One game's part of the standings page (built like its ``RoundPanel``): its columns and rows, what it says
    under them, its workbook; the page keeps the publication, the printed standings and the federation file."""

    @property
    def model(self) -> RowsModel:
        """The standings as the game ranks them (the tests read it)."""

    @property
    def view(self) -> QTableView:
        """The standings' table."""

    def widgets(self) -> Sequence[QWidget]:
        """Every widget the panel put in the page: shown while its game is open, hidden otherwise."""

    def show_look(self) -> None:
        """Its widgets as the game shows them."""

    def clear(self) -> None:
        """No tournament open: no rows."""

    def show_standings(self, ruleset_id: str) -> None:
        """The standings of the open tournament, played under ``ruleset_id``."""

    def export_excel(self) -> None:
        """The game's workbook, asked where to and written (its checks first)."""


class GameDesk(Protocol):
    """One game's part of the desk."""

    @property
    def results_page(self) -> str:
        """The main window's name of the game's results page (tab 4), e.g. ``score_page``."""

    def results(self, context: DeskContext) -> Page:
        """The game's results page, built the first time the desk shows it (its module imported then)."""

    @property
    def sanctions(self) -> Callable[[DeskContext], Page] | None:
        """The game's sanctions page (tab 5), or None: a game whose penalties are typed with its results (the
        Tarot's, TAROT §6) has the tab disabled."""

    def kind_labels(self) -> dict[str, str]:
        """The tournament page's label of each of the game's kinds, in the desk's language (a kind without one
        shows its game's name)."""

    def round_minutes(self, ruleset_id: str, deals: int, reduction: int) -> int | None:
        """The round clock's minutes for a round of ``deals`` less ``reduction``, by the game's ruleset; None
        when it sets none (the clock keeps its time)."""

    def settings_panel(self, page: TournamentPage, slots: SettingsSlots) -> SettingsPanel:
        """The game's part of the tournament page, its rows put in ``slots``."""

    def round_panel(self, page: RoundPage, slots: RoundSlots) -> RoundPanel:
        """The game's part of the round page, its widgets put in ``slots``."""

    def standings_panel(self, page: StandingsPage, slots: StandingsSlots) -> StandingsPanel:
        """The game's part of the standings page, its widgets put in ``slots``."""


DESKS: Parts[GameDesk] = Parts(
    (
        "no desk pages registered: it cannot be shown at this desk",
        "pagine del banco registrate: non si può mostrare a questo banco",
    ),
    GameDesk,
)


def register(game_id: str, desk: GameDesk) -> None:
    DESKS.register(game_id, desk)


def unregister(game_id: str) -> None:
    DESKS.unregister(game_id)


def desk_of(game_id: str) -> GameDesk:
    return DESKS.of_game(game_id)


def results_pages() -> set[str]:
    """Every game's results page name: the main window builds one of them, the open game's, in tab 4."""
    return {desk.results_page for desk in DESKS.values()}
