"""The tests' third game everywhere a game goes (issue 36, "What must be true"; its outside attack, S25, found
the duel's tests skipped the board, the journal, undo/redo at the desk, publishing its standings and a circuit
stage — the attacker's «quarto» drove them all, and this test is that drive, on the duel, with assertions): the
duel, registered through the public calls only, from the tournament page to a circuit, with no shared module
naming it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from fibur_director.cli import main as cli
from fibur_director.services import exchange, journal, rounds
from fibur_director.services.circuits import circuit_standings
from fibur_director.ui import printing
from fibur_director.ui.main_window import MainWindow
from fibur_director.ui.table_board import TableBoard
from fibur_director.web import export
from fibur_director.web.app import create_app
from tests.duel_desk import DuelDesk, DuelResultsPage
from tests.duel_desk import at_the_desk as at_the_desk
from tests.duel_game import PLAYERS, Duel, duel_tournament, enter_numbers
from tests.duel_game import registered as registered


def test_the_duel_goes_everywhere_a_game_goes(
    registered: Duel,
    at_the_desk: DuelDesk,
    window: MainWindow,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    desk = window.context.desk
    window.go(window.tournament_page)
    assert window.tournament_page.kind.findData("duel") >= 0  # offered, labelled by its game's name
    tid = duel_tournament(desk, "Duello di primavera")
    window.open_tournament(tid)
    page = window.round_page
    window.go(page)
    page.propose_button.click()
    page.publish_button.click()
    printed: list[str] = []
    monkeypatch.setattr(
        printing,
        "show_preview",
        lambda _p, _t, suggested, _pdfs: (printed.append(suggested), (True, None))[1],
    )
    page.sheets_button.click()
    assert printed

    # Its results tab, then undo and redo from the main window.
    results = window.results_page
    assert isinstance(results, DuelResultsPage)
    window.go(results)
    for table, (first, second) in ((1, (30, 20)), (2, (10, 10))):
        results.table.setValue(table)
        results.first.setValue(first)
        results.second.setValue(second)
        results.record.click()
        assert results.feedback.text() == "Foglio registrato.", results.feedback.text()
    window.undo()
    results.refresh()
    assert [row[3] for row in results.model.rows] == ["inserito", "da inserire"], results.model.rows
    window.redo()
    results.refresh()
    assert [row[3] for row in results.model.rows] == ["inserito", "inserito"], results.model.rows

    # The shared table board over the shared service: nothing missing.
    states = ("entered", "missing", "questioned", "corrected", "sanction", "phone_pending", "phone_check")
    board = TableBoard({s: (s, s) for s in (*states, "phone_one_device")})
    board.show_board(journal.table_board(desk, tid), {})
    assert board.count.text() == "Nessun tavolo manca.", board.count.text()

    # Close, a second round, the standings printed and published.
    window.go(page)
    page.close_button.click()
    assert "chiuso" in page.title.text(), page.title.text()
    page.propose_button.click()
    page.publish_button.click()
    enter_numbers(desk, tid, 2, 1, 15, 5)
    enter_numbers(desk, tid, 2, 2, 5, 0)
    rounds.close_round(desk, tid, 2)
    standings = window.standings_page
    window.go(standings)
    standings.refresh()
    assert len(standings.model.rows) == len(PLAYERS)
    printed.clear()
    standings.print_pdf()
    assert printed, standings.feedback.text()
    standings.publish("final")
    assert standings.feedback.text().startswith("Classifica FINALE pubblicata"), standings.feedback.text()
    assert not window.tabs.isTabEnabled(4)  # no sanctions page: the duel declares none

    # The journal tells every action in words; every tab builds.
    window.go(window.journal_page)
    window.journal_page.refresh()
    said = [row[3] for row in window.journal_page.audit_model.rows]
    assert said and not [s for s in said if "righe modificate" in s], said
    for index in range(len(window.titles)):
        window.go_tab(index)

    # The file round trip keeps its own round system; the command line prints from the file.
    text = exchange.export_text(desk, tid)
    document = json.loads(text)
    assert {r["system"] for r in document["rounds"]} == {"duel"}
    again = json.loads(exchange.export_text(desk, exchange.import_text(desk, text)))
    assert all(again[key] == document[key] for key in ("tournament", "rounds", "standings"))
    source = tmp_path / "duello.json"
    source.write_text(text, encoding="utf-8")
    assert cli(["print", "standings", str(source), "--out", str(tmp_path / "c.pdf")]) in (0, None)
    assert (tmp_path / "c.pdf").stat().st_size > 0
    capsys.readouterr()

    # The live pages and the static export.
    with TestClient(create_app(desk), raise_server_exceptions=False) as client:
        for path in ("", "/classifica", "/posti", "/iscritto/1", "/proiettore"):
            assert client.get(f"/t/{tid}{path}").status_code == 200, path
        assert client.get(f"/t/{tid}/risultati").status_code == 404  # the duel has none, and says so
    written = {p.name for p in export.publish(desk, tid, tmp_path / "sito")}
    assert {"index.html", "classifica.html", "posti-2.html"} <= written

    # A circuit over the duel: one stage from the database, one from its file.
    (tmp_path / "c.toml").write_text(
        f'name = "C"\n[[stage]]\ntournament = {tid}\n[[stage]]\nfile = "duello.json"\n', encoding="utf-8"
    )
    found = circuit_standings(tmp_path / "c.toml", desk)
    assert len(found.stages) == 2 and len(found.rows) == len(PLAYERS)
