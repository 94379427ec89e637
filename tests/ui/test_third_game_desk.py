"""The tests' third game at the desk (issue 36): the Duello of ``tests/duel_game.py``, with its desk part of
``tests/duel_desk.py`` registered through the public call, is proposed, published and printed from the shared
round page, its sheets typed on its own results tab and its standings shown in its own columns — no shared page names it (before, its results tab failed
with a KeyError and the round page showed burraco's controls)."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from fibur_director.db.database import Database
from fibur_director.services import journal
from fibur_director.ui import printing
from fibur_director.ui.main_window import MainWindow
from tests.duel_desk import DuelDesk, DuelResultsPage
from tests.duel_desk import at_the_desk as at_the_desk
from tests.duel_game import PLAYERS, Duel, duel_tournament
from tests.duel_game import registered as registered
from tests.support.builders import all_rows, make_tournament
from tests.ui.conftest import press, type_in

ENTER = Qt.Key.Key_Return


@pytest.fixture
def duel_window(registered: Duel, at_the_desk: DuelDesk, window: MainWindow) -> MainWindow:
    desk = window.context.desk
    tid = duel_tournament(desk)
    window.open_tournament(tid)
    return window


def test_the_duel_is_seated_published_printed_and_entered_at_the_desk(
    duel_window: MainWindow, db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = duel_window
    page = window.round_page
    window.go(page)
    assert page.title.text() == "Nessun turno ancora: proporre il primo duello."
    # Only the duel's part of the page is shown: no burraco method or seating, no Tarot draw.
    shown = [w for panel in page.panels.values() for w in panel.widgets() if w.isVisible()]
    assert shown == [page.panel().view]
    assert page.propose_button.isEnabled()
    page.propose_button.click()
    assert page.title.text() == "Turno 1 di 2 — duello (proposto)"
    assert page.model.rows == [(1, "1 Rossi", "2 Bianchi"), (2, "3 Verdi", "4 Neri")]
    assert page.warnings.text() == "A riposo: 5."
    page.publish_button.click()
    assert page.title.text() == "Turno 1 di 2 — duello (pubblicato)"

    printed: list[tuple[str, list[bytes]]] = []
    monkeypatch.setattr(
        printing,
        "show_preview",
        lambda _p, _t, suggested, pdfs: (printed.append((suggested, pdfs)), (True, None))[1],
    )
    assert page.sheets_button.text() == "Stampa i fogli del &duello"
    page.sheets_button.click()
    ((suggested, (pdf,)),) = printed
    assert suggested.endswith("_turno-1_duello.pdf")
    text = PdfReader(io.BytesIO(pdf)).pages[0].extract_text()
    assert "Tavolo 1: Rossi ____  contro  Bianchi ____" in text

    # Tab 4 is the duel's own results page, built from its desk part.
    results = window.results_page
    assert isinstance(results, DuelResultsPage)
    window.go(results)
    assert window.tabs.currentWidget() is results
    assert results.model.rows == [(1, 1, 2, "da inserire"), (2, 3, 4, "da inserire")]
    results.table.setValue(1)
    results.first.setValue(30)
    results.second.setValue(22)
    before = all_rows(db)
    results.record.click()
    assert results.feedback.text() == "numeri multipli di 5, non negativi" and all_rows(db) == before
    results.second.setValue(20)
    results.record.click()
    assert results.feedback.text() == "Foglio registrato."
    assert results.model.rows[0] == (1, 1, 2, "inserito")
    results.table.setValue(2)
    results.first.setValue(15)
    results.second.setValue(15)
    results.record.click()

    # Back on the round page: the round closes and the next duel pairs the standings' neighbours.
    window.go(page)
    page.close_button.click()
    assert page.title.text() == "Turno 1 di 2 — duello (chiuso)"
    page.propose_button.click()
    assert [row[1:] for row in page.model.rows] == [
        ("1 Rossi", "3 Verdi"),
        ("4 Neri", "5 Gallo"),
    ]

    # The standings page ranks it by the duel's own columns (2 a won table, 1 a draw, then the difference).
    standings = window.standings_page
    window.go(standings)
    assert standings.model.headers == ["Pos.", "N.", "Giocatore", "Punti", "Differenza"]
    assert [row[1:] for row in standings.model.rows] == [
        (1, "Rossi", 2, 10),
        (3, "Verdi", 1, 0),
        (4, "Neri", 1, 0),
        (5, "Gallo", 0, 0),
        (2, "Bianchi", 0, -10),
    ]
    shown = [w for panel in standings.panels.values() for w in panel.widgets() if w.isVisible()]
    assert shown == [standings.panel().view]


def test_a_duel_tournament_is_created_on_the_tournament_page(
    registered: Duel, at_the_desk: DuelDesk, window: MainWindow, qtbot: QtBot, db: Database
) -> None:
    """The tournament page's form takes the duel's rows from its panel: one deal a round (not editable), the
    referee's rounds, none of burraco's settings; «Crea il torneo» creates and opens it; a tournament without a
    name is refused and nothing is created."""
    page = window.tournament_page
    window.go(page)
    burraco_rows = page.panel_of("burraco").widgets()
    assert all(w.isVisible() for w in burraco_rows) and not page.panel_of("duel").widgets()[0].isVisible()
    page.kind.setCurrentIndex(page.kind.findData("duel"))
    assert page.kind.currentText() == "duello"  # a kind without a label shows its game's name
    assert [page.ruleset.itemData(i) for i in range(page.ruleset.count())] == ["duello"]
    assert (page.deals.value(), page.deals.isEnabled(), page.rounds.isEnabled()) == (1, False, True)
    assert not any(w.isVisible() for w in burraco_rows) and page.panel_of("duel").widgets()[0].isVisible()
    page.rounds.setValue(3)
    before = all_rows(db)
    page.create_button.click()
    assert "nome" in page.feedback.text().lower() and all_rows(db) == before
    assert window.context.tournament_id is None
    type_in(qtbot, page.name, "Duello di primavera")
    type_in(qtbot, page.referee, "Anna Bianchi")
    press(qtbot, page.name, ENTER)
    assert page.feedback.text() == "Torneo creato."
    tid = window.context.tid
    made = journal.settings_of(window.context.desk, tid)
    assert (
        made.name,
        made.kind,
        made.ruleset_id,
        made.planned_rounds,
        made.deals_per_round,
        made.referee,
    ) == (
        "Duello di primavera",
        "duel",
        "duello",
        3,
        1,
        "Anna Bianchi",
    )
    assert page.current.text() == "Aperto: Duello di primavera — duello, 3 turni"
    window.go(page)  # the desk went on to the registration of the tournament just created
    page.kind.setCurrentIndex(page.kind.findData("pairs"))
    assert page.ruleset.currentData() == "burraco-italiano" and page.deals.isEnabled()
    assert all(w.isVisible() for w in burraco_rows) and not page.panel_of("duel").widgets()[0].isVisible()


def test_a_game_registered_after_the_pages_were_built_gets_its_panels_when_first_shown(
    window: MainWindow, registered: Duel
) -> None:
    """The pages build the panels of the games known when they are built; a game registered later (a package
    loaded after the window) has its panels built the first time one of its tournaments is shown."""
    from fibur_director.ui import parts
    from tests.duel_desk import DESK

    page, standings = window.round_page, window.standings_page
    assert "duel" not in page.panels and "duel" not in standings.panels
    parts.register("duel", DESK)
    try:
        desk = window.context.desk
        tid = duel_tournament(desk, "Duello tardivo", PLAYERS[:2], rounds=1)
        window.open_tournament(tid)
        settings = window.tournament_page
        window.go(settings)
        # Its line under the list from its own panel, its row of the form built hidden (no duel in the kinds).
        assert settings.current.text() == "Aperto: Duello tardivo — duello, 1 turni"
        assert (
            not settings.panels["duel"].widgets()[0].isVisible()
            and settings.panel_of("burraco") is settings.panel()
        )
        window.go(page)
        page.propose_button.click()
        assert page.model.rows == [(1, "1 Rossi", "2 Bianchi")]
        shown = [w for panel in page.panels.values() for w in panel.widgets() if w.isVisible()]
        assert shown == [page.panels["duel"].view]
        window.go(standings)
        assert [row[1] for row in standings.model.rows] == [1, 2] and "duel" in standings.panels
    finally:
        parts.unregister("duel")


def test_a_tournament_of_a_game_without_desk_pages_is_refused_in_words_and_nothing_switches(
    registered: Duel, window: MainWindow
) -> None:
    """The duel known to the rules and the services, not to the desk (a game package without its desk part):
    opening one of its tournaments said nothing in words — the crash notice, the context switched under tabs
    that never showed it (issue 36's fifth outside attack, F4). Now the status bar says why, and the tournament
    open before stays open."""
    desk = window.context.desk
    before = make_tournament(desk, pairs=4)  # a burraco tournament, open at the desk
    window.open_tournament(before)
    assert window.context.tournament_id == before
    other = duel_tournament(desk, "Duello senza banco", PLAYERS[:2], rounds=1)
    window.open_tournament(other)
    assert window.context.tournament_id == before
    assert window.statusBar().currentMessage() == (
        "il gioco 'duello' non ha pagine del banco registrate: non si può mostrare a questo banco"
    )
