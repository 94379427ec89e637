"""The tests' third game at the desk (issue 36): the Duello of ``tests/duel_game.py``, with its desk part of
``tests/duel_desk.py`` registered through the public call, is proposed, published and printed from the shared
round page, its sheets typed on its own results tab and its standings shown in its own columns — no shared page names it (before, its results tab failed
with a KeyError and the round page showed burraco's controls)."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader

from fibur_director.db.database import Database
from fibur_director.services import registration
from fibur_director.ui import printing
from fibur_director.ui.main_window import MainWindow
from tests.conftest import TODAY
from tests.duel_desk import DuelDesk, DuelResultsPage
from tests.duel_desk import at_the_desk as at_the_desk
from tests.duel_game import Duel
from tests.duel_game import registered as registered
from tests.support.builders import all_rows

PLAYERS = ("Rossi", "Bianchi", "Verdi", "Neri", "Gallo")


@pytest.fixture
def duel_window(registered: Duel, at_the_desk: DuelDesk, window: MainWindow) -> MainWindow:
    desk = window.context.desk
    tid = registration.create_tournament(
        desk,
        registration.TournamentSettings(
            name="Duello d'inverno", date=TODAY, ruleset_id="duello", kind="duel", planned_rounds=2
        ),
    )
    for surname in PLAYERS:
        registration.register_entry(desk, tid, [registration.add_player(desk, surname, "Anna")])
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
        tid = registration.create_tournament(
            desk,
            registration.TournamentSettings(
                name="Duello tardivo", date=TODAY, ruleset_id="duello", kind="duel", planned_rounds=1
            ),
        )
        for surname in PLAYERS[:2]:
            registration.register_entry(desk, tid, [registration.add_player(desk, surname, "Anna")])
        window.open_tournament(tid)
        window.go(page)
        page.propose_button.click()
        assert page.model.rows == [(1, "1 Rossi", "2 Bianchi")]
        shown = [w for panel in page.panels.values() for w in panel.widgets() if w.isVisible()]
        assert shown == [page.panels["duel"].view]
        window.go(standings)
        assert [row[1] for row in standings.model.rows] == [1, 2] and "duel" in standings.panels
    finally:
        parts.unregister("duel")
