"""Sicilian Tarot at the desk (issue 17 #6): the turn sheet typed by keyboard, one row per deal and the four
players side by side; the cells become the domain's RowEntry; a row whose jochi do not add up is refused
naming the player and saves nothing."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QTableView
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from fibur_director.db.database import Database
from fibur_director.games.tarot import scoring as tarot
from fibur_director.games.tarot.ruleset import get_tarot_ruleset
from fibur_director.games.tarot.scoring import RowEntry, TarotError
from fibur_director.services import journal
from fibur_director.services import registration as reg
from fibur_director.services import rounds as rnd
from fibur_director.services.tarot import turn_sheets as tarot_service
from fibur_director.ui.main_window import MainWindow
from fibur_director.ui.tarot import round_panel
from fibur_director.ui.tarot.sheet import CELLS, PER_PLAYER, TurnSheetGrid, cell_texts, parse_cells, parse_row
from tests.support.builders import all_rows
from tests.support.tarot_desk import drawn, full_round, tarot_opened
from tests.ui.conftest import assert_no_mnemonic_clash, type_in

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


# -- the desk over a real database ----------------------------------------------------------------------------


def test_a_tarot_tournament_is_created_on_the_torneo_page_with_the_ruleset_s_rounds_and_deals(
    window: MainWindow, qtbot: QtBot
) -> None:
    page = window.tournament_page
    page.kind.setCurrentIndex(page.kind.findData("tarot"))
    assert page.kind.currentText() == "Tarocchi siciliani"
    assert page.ruleset.currentData() == "tarocchi-siciliani"
    assert (page.rounds.value(), page.deals.value()) == (3, 4)
    assert not page.rounds.isEnabled() and not page.deals.isEnabled()
    assert (
        not page.panel_of("burraco").sessions.isVisible()
        and not page.panel_of("burraco").plan.isVisible()
        and not page.panel_of("burraco").tie_break.isVisible()
    )
    page.name.setFocus()
    qtbot.keyClicks(page.name, "Tarocchi a Mineo")
    qtbot.keyClick(page.name, ENTER)
    assert page.feedback.text() == "Torneo creato."
    settings = journal.settings_of(window.context.desk, window.context.tid)
    assert (settings.kind, settings.ruleset_id, settings.planned_rounds, settings.deals_per_round) == (
        "tarot",
        "tarocchi-siciliani",
        3,
        4,
    )
    assert window.pages[3][0] is window.results_page and window.tabs.widget(3) is window.results_page
    assert "Tarocchi Siciliani" in page.current.text()
    assert not window.tabs.isTabEnabled(window.tabs.indexOf(window.sanctions_page))
    page.kind.setCurrentIndex(page.kind.findData("pairs"))
    assert page.ruleset.currentData() == "burraco-italiano" and page.rounds.isEnabled()


def test_the_draw_refuses_a_field_that_is_not_a_multiple_of_four_and_changes_nothing(
    window: MainWindow, db: Database
) -> None:
    tarot_opened(window, 7)
    page = window.round_page
    window.go(page)
    assert page.panel().trumps_button.isVisible() and page.panel().desk_draw_button.isVisible()
    assert not page.panels["burraco"].method.isVisible() and not page.propose_button.isEnabled()
    before = all_rows(db)
    page.panel().desk_draw_button.click()
    assert "tavoli da quattro" in page.feedback.text() and "iscriverne 1 in più" in page.feedback.text()
    assert all_rows(db) == before


def test_the_trumps_typed_seat_round_1_highest_north_at_table_a(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    tid = tarot_opened(window)
    page = window.round_page
    window.go(page)
    asked: list[list[tuple[int, str]]] = []

    def ask(_parent: object, players: list[tuple[int, str]]) -> dict[int, int]:
        asked.append(players)
        return {e: t for e, t in zip(range(1, 9), (3, 21, 7, 15, 1, 12, 19, 9), strict=True)}

    monkeypatch.setattr(round_panel, "ask_trumps", ask)
    page.panel().trumps_button.click()
    assert [n for n, _ in asked[0]] == list(range(1, 9))
    assert page.feedback.text().startswith("Sorteggio registrato")
    rows = page.model.rows
    assert [row[0] for row in rows] == ["A", "B"]
    # Trumps 21, 19, 15, 12 at table A (N, W, S, E), then 9, 7, 3, 1 at table B.
    assert [row[1:] for row in rows] == [
        ("2 Giocatore2", "7 Giocatore7", "4 Giocatore4", "6 Giocatore6"),
        ("8 Giocatore8", "3 Giocatore3", "1 Giocatore1", "5 Giocatore5"),
    ]
    assert page.model.headers[1:] == ["Nord", "Ovest", "Sud", "Est"]
    assert rnd.view_round(window.context.desk, tid, 1).status == "proposed"


def test_the_trump_dialog_says_which_player_has_no_trump_yet(qtbot: QtBot) -> None:
    dialog = round_panel.TrumpDialog([(1, "Rossi"), (2, "Bianchi")])
    qtbot.addWidget(dialog)
    dialog.table.item(0, 2).setText("14")
    assert dialog.trumps() is None
    assert dialog.feedback.text() == "2 Bianchi: scrivere il numero del trionfo pescato."
    dialog.table.item(1, 2).setText("3")
    assert dialog.trumps() == {1: 14, 2: 3}


def sheet_page(window: MainWindow, qtbot: QtBot) -> TurnSheetGrid:
    window.go(window.results_page)
    grid = window.results_page.grid
    grid.setFocus()
    qtbot.waitUntil(grid.hasFocus)
    return grid


def test_a_deal_typed_by_keyboard_is_saved_and_ctrl_z_undoes_it(
    window: MainWindow, qtbot: QtBot, db: Database
) -> None:
    tid = tarot_opened(window)
    drawn(window, tid)
    page = window.results_page
    grid = sheet_page(window, qtbot)
    assert page.table_choice.currentText() == "A" and page.round_choice.currentText() == "1"
    assert grid.item(0, 0).text() == "N · 1 Giocatore1"
    # North calls (CV) and finds South; they win by 3 and North realises the Scommessa; East shows a card.
    keys(qtbot, grid, *row_keys(("CV", "S*", "+3", "12"), (), ("P",), ("", "", "", "", "E")))
    assert page.feedback.text() == "Smazzata 1 salvata (Ctrl+Z la annulla)."
    sheet = tarot_service.turn_sheet(window.context.desk, tid, 1, 1)
    assert [d.number for d in sheet.deals] == [1]
    assert sheet.running[0] == (3, -3, 3, -5)
    assert [grid.item(1, s * PER_PLAYER + len(CELLS)).text() for s in range(4)] == ["+3", "-3", "+3", "-5"]
    assert grid.texts(1)[1] == ["", "", "-3", "", ""]  # West's jochi derived and shown
    assert "somma -2" in page.totals.text()
    assert (grid.currentRow(), grid.currentColumn()) == (2, 0)  # on to the next deal
    qtbot.keyClick(grid, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert tarot_service.turn_sheet(window.context.desk, tid, 1, 1).deals == ()
    assert grid.texts(1)[0] == ["", "", "", "", ""]


def test_a_row_whose_jochi_do_not_add_up_is_refused_naming_the_player_and_nothing_is_saved(
    window: MainWindow, qtbot: QtBot, db: Database
) -> None:
    tid = tarot_opened(window)
    drawn(window, tid)
    page = window.results_page
    grid = sheet_page(window, qtbot)
    before = all_rows(db)
    keys(qtbot, grid, *row_keys(("CV", "", "+3"), ("", "", "-3"), ("P", "", "+3"), ("", "", "-2")))
    assert page.feedback.text() == (
        "Smazzata 1 non salvata — Est: scritto -2, atteso -3 dal +3 di Nord; i quattro scritti fanno +1, non 0"
    )
    assert all_rows(db) == before
    assert grid.item(1, 3 * PER_PLAYER).background().color().name() == "#ffcdd2"  # East's cells in red
    assert grid.texts(1)[3][2] == "-2"  # the typing stays, to be corrected
    # The referee goes back to East's +/- cell and types the right figure; Enter moves on, then saves.
    grid.setCurrentCell(1, 3 * PER_PLAYER + 2)
    keys(qtbot, grid, "-3", ENTER, ENTER, ENTER)
    assert page.feedback.text() == "Smazzata 1 salvata (Ctrl+Z la annulla)."
    assert tarot_service.turn_sheet(window.context.desk, tid, 1, 1).running == ((3, -3, 3, -3),)


def test_del_on_a_saved_deal_removes_it_as_one_undoable_action(window: MainWindow, qtbot: QtBot) -> None:
    tid = tarot_opened(window)
    drawn(window, tid)
    desk = window.context.desk
    for number in (1, 2):
        tarot_service.enter_deal(desk, tid, 1, 1, tarot.Deal(number, number - 1, "SV", difference=2))
    window.context.changed.emit()
    grid = sheet_page(window, qtbot)
    assert grid.texts(2)[1][:3] == ["SV", "", "+6"]
    grid.start_of(2)
    keys(qtbot, grid, Qt.Key.Key_Delete)
    assert window.results_page.feedback.text() == "Smazzata 2 cancellata (Ctrl+Z la ripristina)."
    assert [d.number for d in tarot_service.turn_sheet(desk, tid, 1, 1).deals] == [1]
    assert grid.texts(2)[1] == ["", "", "", "", ""]
    qtbot.keyClick(grid, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert [d.number for d in tarot_service.turn_sheet(desk, tid, 1, 1).deals] == [1, 2]


def test_the_standings_show_jochi_coefficients_and_the_criterion_that_broke_a_tie(
    window: MainWindow, qtbot: QtBot
) -> None:
    tid = tarot_opened(window)
    drawn(window, tid)
    # Table A: North (entry 1) calls CV with South (entry 3) and wins by 1: both +1, tied; head-to-head
    # cannot part partners, North's successful call (coefficient 2) does.
    tarot_service.enter_deal(window.context.desk, tid, 1, 1, tarot.Deal(1, 0, "CV", partner=2, difference=1))
    page = window.standings_page
    window.go(page)
    rows = page.model.rows
    service = tarot_service.tarot_standings(window.context.desk, tid)
    assert [(r[1], r[3]) for r in rows] == [(row.line.entry, row.line.jochi) for row in service]
    assert page.model.headers == [
        "Pos.", "N.", "Giocatore", "Jochi", "Coeff. chiamata", "Coeff. impegno", "Pigliate", "Smazzate",
        "Parità decisa da",
    ]  # fmt: skip
    assert rows[0][:5] == (1, 1, "Giocatore1", 1, 2)
    assert rows[1][:5] == (2, 3, "Giocatore3", 1, 0) and rows[1][8] == "coefficiente di chiamata"
    assert (
        page.panel()
        .chain.text()
        .startswith(
            "Classifica per jochi; a parità decide, nell'ordine: scontro diretto, coefficiente di chiamata, "
            "coefficiente di impegno, pigliate (TAROT §7)."
        )
    )
    assert page.panel().view.isVisible() and not page.panels["burraco"].view.isVisible()


def test_published_tarot_standings_speak_of_no_claims_window(window: MainWindow, qtbot: QtBot) -> None:
    """Issue 36's attack, S4: the shared standings page said «i giocatori possono verificare fino alle» the very
    minute of publication for a game without a claims window (TAROT has none), and re-armed its timer every half
    second. Now it says when the standings were published, and waits for nothing."""
    tid = tarot_opened(window)
    drawn(window, tid)
    full_round(window, tid, 1)
    rnd.close_round(window.context.desk, tid, 1)
    window.context.changed.emit()
    page = window.standings_page
    window.go(page)
    qtbot.mouseClick(page.provisional_button, Qt.MouseButton.LeftButton)
    assert page.state.text().startswith("Classifica pubblicata alle "), (
        page.state.text(),
        page.feedback.text(),
    )
    assert "verific" not in page.state.text() and "verific" not in page.feedback.text()
    assert page.feedback.text().startswith("Classifica pubblicata alle ")
    assert not page.turn.isActive()


def test_round_2_is_proposed_seated_by_the_provisional_standings(window: MainWindow) -> None:
    tid = tarot_opened(window)
    drawn(window, tid)
    full_round(window, tid, 1)
    rnd.close_round(window.context.desk, tid, 1)
    page = window.round_page
    window.go(page)
    assert page.propose_button.isEnabled() and not page.panel().trumps_button.isVisible()
    page.propose_button.click()
    order = [row.line.entry for row in tarot_service.tarot_standings(window.context.desk, tid, up_to_round=1)]
    seated = [int(cell.split()[0]) for row in page.model.rows for cell in row[1:]]
    assert seated == order
    assert "classifica provvisoria" in page.warnings.text()


def test_the_tarot_pages_fit_a_club_laptop_and_keep_their_mnemonics_apart(window: MainWindow) -> None:
    tid = tarot_opened(window)
    drawn(window, tid)
    assert_no_mnemonic_clash(window)
    window.resize(1024, 700)
    for page, title in window.pages:
        window.tabs.setCurrentWidget(page)
        QApplication.processEvents()
        assert window.width() == 1024, title
        for view in page.findChildren(QTableView):
            if view.isVisible():
                assert view.horizontalScrollBar().maximum() == 0, (title, view.objectName())


def test_the_english_tarot_pages_keep_their_mnemonics_apart_and_speak_english(
    english_window: MainWindow,
) -> None:
    english_window.show()
    tid = tarot_opened(english_window)
    drawn(english_window, tid)
    assert_no_mnemonic_clash(english_window)
    english_window.go(english_window.results_page)
    grid = english_window.results_page.grid
    assert grid.horizontalHeaderItem(0).text() == "Call"
    assert grid.item(0, PER_PLAYER).text().startswith("W · ")
    assert english_window.results_page.title.text() == "Turn sheet — round 1 (being played), table A"


def test_the_tarot_models_pass_the_model_tester_filled(
    window: MainWindow, qtmodeltester: ModelTester
) -> None:
    tid = tarot_opened(window)
    drawn(window, tid)
    tarot_service.enter_deal(window.context.desk, tid, 1, 1, tarot.Deal(1, 0, "SV", difference=1))
    for page in (window.round_page, window.standings_page):
        window.go(page)
    for model in (window.round_page.model, window.standings_page.model):
        assert model.rowCount() > 0
        qtmodeltester.check(model)


def test_a_tarot_player_is_registered_with_one_enter_and_the_page_speaks_of_players(
    window: MainWindow, qtbot: QtBot
) -> None:
    tarot_opened(window, 0)
    desk = window.context.desk
    reg.add_player(desk, "Pappalardo", "Nino", card="T900")
    page = window.registration_page
    window.go(page)
    assert page.pending_box.title() == "Nuovo iscritto" and not page.entry_name.isVisible()
    assert page.entries_model.headers[1:3] == ["Iscritto", "Giocatore"] and page.entries.isColumnHidden(1)
    assert page.withdraw_button.text() == "Ritira &l'iscritto scelto"
    page.search.setFocus()
    qtbot.keyClicks(page.search, "T900")
    qtbot.keyClick(page.search, ENTER)
    assert page.feedback.text() == "Iscritto il giocatore n. 1."
    assert [e.players for e in journal.entries(desk, window.context.tid)] == [("Pappalardo Nino",)]


def test_before_publication_two_players_are_swapped_from_the_keyboard(
    window: MainWindow, qtbot: QtBot
) -> None:
    tid = tarot_opened(window)
    tarot_service.record_draw(window.context.desk, tid, {e: 22 - e for e in range(1, 9)})
    page = window.round_page
    window.go(page)
    assert (
        not page.panels["burraco"].rest_button.isVisible()
        and not page.panels["burraco"].together_button.isVisible()
    )
    assert page.model.rows[0][1] == "1 Giocatore1"
    type_in(qtbot, page.first, "1")
    type_in(qtbot, page.second, "5")
    qtbot.keyClick(page.second, ENTER)
    assert page.feedback.text() == "Disposizione modificata."
    assert page.model.rows[0][1] == "5 Giocatore5" and page.model.rows[1][1] == "1 Giocatore1"


# Four deals as the referee types them, seats N, W, S, E: a solista di 5 won; a failed call whose
# Scommessa and Rivanto were realised all the same; a forced solista lost with a revoke owned up by a
# defender (his side won: the deal is void); a forced call won with an exposed card (table A) or a wrong
# card count (table B, the deal void).
SHEET: dict[int, list[tuple[str, ...]]] = {
    1: [("S5", "", "+6", "11"), (), (), ()],
    2: [("", "", "", "10"), ("CV", "S*", "-2", "10"), (), ("P", "R*")],
    3: [("", "", "", "", "R/2"), (), ("SF", "", "-3", "9"), ()],
    4: [("P",), ("", "", "", "", "E"), (), ("CF", "", "+1", "12")],
}


def test_a_whole_tarot_tournament_at_the_desk_by_keyboard(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    tid = tarot_opened(window)
    desk = window.context.desk
    monkeypatch.setattr(round_panel, "ask_trumps", lambda _p, players: {n: 30 - n for n, _ in players})
    turn, sheet = window.round_page, window.results_page
    window.go(turn)
    turn.panel().trumps_button.click()
    for number in (1, 2, 3):
        window.go(turn)
        if number > 1:
            turn.propose_button.click()
        turn.publish_button.click()
        assert turn.feedback.text() == f"Turno {number} pubblicato: si gioca."
        window.go(sheet)
        for index in range(2):
            sheet.table_choice.setCurrentIndex(index)
            sheet.choose_table(index)
            grid = sheet.grid
            for deal, players in SHEET.items():
                typed = [list(p) for p in players]
                if deal == 4 and index == 1:
                    typed[1] = ["", "", "", "", "C"]  # wrong card count: void, no call needed from others
                    typed = [["", "", "", "", ""], typed[1], ["", "", "", "", ""], ["", "", "", "", ""]]
                grid.start_of(deal)
                keys(qtbot, grid, *row_keys(*(tuple(p) for p in typed)))
                assert sheet.feedback.text() == f"Smazzata {deal} salvata (Ctrl+Z la annulla).", (
                    number,
                    index,
                )
        window.go(turn)
        turn.close_button.click()
        assert turn.feedback.text().startswith(f"Turno {number} chiuso")
    window.go(window.standings_page)
    service = tarot_service.tarot_standings(desk, tid)
    assert [(r[1], r[3], r[4], r[5], r[6]) for r in window.standings_page.model.rows] == [
        (row.line.entry, row.line.jochi, row.line.calls, row.line.commitments, row.line.pigliate)
        for row in service
    ]
    assert sum(row.line.jochi for row in service) == -2 * 3  # one exposure a round, paid to nobody
    assert all(row.line.deals == 12 for row in service)


def test_esc_puts_back_what_is_saved_on_a_row_being_typed(window: MainWindow, qtbot: QtBot) -> None:
    tid = tarot_opened(window)
    drawn(window, tid)
    tarot_service.enter_deal(window.context.desk, tid, 1, 1, tarot.Deal(1, 0, "SV", difference=2))
    window.context.changed.emit()
    grid = sheet_page(window, qtbot)
    grid.start_of(1)
    keys(qtbot, grid, "CF")
    assert grid.texts(1)[0][0] == "CF" and 1 in grid.dirty
    keys(qtbot, grid, Qt.Key.Key_Escape)
    assert grid.texts(1)[0][:3] == ["SV", "", "+6"] and grid.dirty == set()
    grid.start_of(2)
    keys(qtbot, grid, "CV", Qt.Key.Key_Escape)
    assert grid.texts(2)[0] == ["", "", "", "", ""]
