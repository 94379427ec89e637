"""Sicilian Tarot at the desk (issue 17 #6): the turn sheet typed by keyboard, one row per deal and the four
players side by side; the cells become the domain's RowEntry; a row whose jochi do not add up is refused
naming the player and saves nothing."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from fibur_director.domain import tarot
from fibur_director.domain.rulesets import get_tarot_ruleset
from fibur_director.domain.tarot import RowEntry, TarotError
from fibur_director.ui.tarot_sheet import CELLS, PER_PLAYER, TurnSheetGrid, cell_texts, parse_cells, parse_row

RULESET = get_tarot_ruleset()


def keys(qtbot: QtBot, grid: TurnSheetGrid, *strokes: str | Qt.Key) -> None:
    """Real key presses on the grid: strings are typed, keys pressed."""
    for stroke in strokes:
        if isinstance(stroke, str):
            qtbot.keyClicks(grid, stroke)
        else:
            qtbot.keyClick(grid, stroke)


TAB = Qt.Key.Key_Tab
ENTER = Qt.Key.Key_Return


def row_keys(*players: tuple[str, ...]) -> list[str | Qt.Key]:
    """One deal row as typed: each player's five cells with a Tab between, the last followed by Enter."""
    strokes: list[str | Qt.Key] = []
    cells = [cell for player in players for cell in (*player, *[""] * (len(CELLS) - len(player)))]
    for index, cell in enumerate(cells):
        if cell:
            strokes.append(cell)
        strokes.append(ENTER if index == len(cells) - 1 else TAB)
    return strokes


# -- the cells ------------------------------------------------------------------------------------------------


def test_a_player_s_cells_become_a_row_entry() -> None:
    assert parse_cells(0, ("cv", "s*", "+3", "12", "")) == RowEntry(
        call="CV", scommessa=True, scommessa_realised=True, jochi=3, pigliate=12
    )
    assert parse_cells(2, ("", "R", "-3", "", "r/2 e")) == RowEntry(
        rivanto=True, jochi=-3, penalties=("R/2", "E")
    )
    assert parse_cells(1, ("P", "", "", "", "")) == RowEntry(call="P")


@pytest.mark.parametrize(
    ("cells", "said"),
    [
        (("", "X", "", "", ""), "Ovest, Impegni: «X» non è S, R (dichiarato) o S*, R* (realizzato)"),
        (("", "", "3a", "", ""), "Ovest, Jochi +/-: «3A» non è un numero intero con segno"),
        (("", "", "", "-2", ""), "Ovest, Pigliate: «-2» non è un numero intero"),
    ],
)
def test_a_cell_that_is_no_code_of_the_sheet_is_refused_naming_player_and_cell(
    cells: tuple[str, ...], said: str
) -> None:
    with pytest.raises(TarotError) as refused:
        parse_cells(1, cells)
    assert refused.value.italian.startswith(said)


def test_a_stored_deal_shows_the_cells_it_was_typed_from() -> None:
    typed = [("CV", "S*", "+3", "12", ""), ("", "", "", "", ""), ("P", "", "", "", ""), ("", "", "", "", "E")]
    deal = tarot.deal_from_row(1, parse_row(typed), RULESET)
    shown = [cell_texts(cell) for cell in tarot.row_from_deal(deal, RULESET)]
    assert shown == [
        ("CV", "S*", "+3", "12", ""),
        ("", "", "-3", "", ""),
        ("P", "", "+3", "12", ""),
        ("", "", "-3", "", "E"),
    ]
    assert tarot.deal_from_row(1, parse_row(shown), RULESET) == deal


# -- the grid, by keyboard ------------------------------------------------------------------------------------


@pytest.fixture
def grid(qtbot: QtBot) -> TurnSheetGrid:
    shown = TurnSheetGrid(4)
    qtbot.addWidget(shown)
    shown.resize(1000, 220)
    shown.show()
    qtbot.waitExposed(shown)
    shown.setFocus()
    return shown


def test_tab_walks_the_typed_cells_skipping_the_totals_and_enter_at_the_row_end_submits(
    qtbot: QtBot, grid: TurnSheetGrid
) -> None:
    submitted: list[int] = []
    grid.submitted.connect(submitted.append)
    keys(qtbot, grid, *row_keys(("sv", "", "+9", "14"), (), (), ("", "", "", "", "e")))
    assert submitted == [1]
    assert grid.texts(1) == [
        ["SV", "", "+9", "14", ""],
        ["", "", "", "", ""],
        ["", "", "", "", ""],
        ["", "", "", "", "E"],
    ]
    assert grid.currentRow() == 1 and grid.currentColumn() == 3 * PER_PLAYER + len(CELLS) - 1
    assert 1 in grid.dirty


def test_typing_replaces_a_cell_just_reached_and_backspace_takes_back_a_character(
    qtbot: QtBot, grid: TurnSheetGrid
) -> None:
    keys(qtbot, grid, "CF", TAB, Qt.Key.Key_Backtab, "S5")
    assert grid.texts(1)[0][0] == "S5"
    keys(qtbot, grid, Qt.Key.Key_Backspace)
    assert grid.texts(1)[0][0] == "S"
    keys(qtbot, grid, TAB, TAB, "+12", Qt.Key.Key_Backspace, "5")
    assert grid.texts(1)[0][2] == "+15"


def test_enter_in_the_middle_of_a_row_moves_on_and_ctrl_enter_submits_at_once(
    qtbot: QtBot, grid: TurnSheetGrid
) -> None:
    submitted: list[int] = []
    grid.submitted.connect(submitted.append)
    keys(qtbot, grid, "CV", ENTER)
    assert (grid.currentRow(), grid.currentColumn()) == (1, 1) and submitted == []
    qtbot.keyClick(grid, ENTER, Qt.KeyboardModifier.ControlModifier)
    assert submitted == [1]


def test_del_on_a_saved_row_asks_to_remove_the_deal_and_on_a_typed_row_clears_the_cell(
    qtbot: QtBot, grid: TurnSheetGrid
) -> None:
    removed: list[int] = []
    grid.removal.connect(removed.append)
    keys(qtbot, grid, "CV", Qt.Key.Key_Delete)
    assert grid.texts(1)[0][0] == "" and removed == []
    grid.saved = {2}
    grid.start_of(2)
    keys(qtbot, grid, Qt.Key.Key_Delete)
    assert removed == [2]
