"""A third game through the whole program without a line of it changed (issue 24, item 3): the Duello of
``tests/duel_game.py`` is created, seated, entered, ranked, exported and imported, printed and shown on the live
pages, on both engines, by the program's own services, command line and web app.

The standings, worked out by hand (2 points a won table, 1 a draw; then the difference of the numbers):
round 1 (by entry number) 1 v 2 30-20, 3 v 4 15-15, 5 rests -> 1: 2 (+10), 3: 1, 4: 1, 5: 0, 2: 0 (-10);
round 2 (standings' neighbours: 1, 3, 4, 5, 2) 1 v 3 10-25, 4 v 5 5-40, 2 rests ->
3: 3 (+15), 5: 2 (+35), 1: 2 (-5), 4: 1 (-35), 2: 0 (-10).
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from pypdf import PdfReader
from starlette.testclient import TestClient

from fibur_director.cli import main as cli
from fibur_director.db.database import Database
from fibur_director.domain.errors import FiburError
from fibur_director.domain.vocabulary import system_name, systems
from fibur_director.games.registry import GAMES, game_of
from fibur_director.services import exchange, registration, rounds
from fibur_director.services.actions import Desk
from fibur_director.web import export
from fibur_director.web.app import create_app
from tests.duel_game import DUEL, PLAYERS, Duel, duel_tournament, enter_numbers
from tests.duel_game import registered as registered
from tests.support.builders import refused

ROUNDS = {1: {1: (30, 20), 2: (15, 15)}, 2: {1: (10, 25), 2: (5, 40)}}
FINAL = [(1, 3, 3, 15), (2, 5, 2, 35), (3, 1, 2, -5), (4, 4, 1, -35), (5, 2, 0, -10)]


def _play(desk: Desk) -> int:
    tid = duel_tournament(desk)
    for number, sheets in ROUNDS.items():
        assert rounds.propose_round(desk, tid) == number
        rounds.publish_round(desk, tid, number)
        for table, (ns, ew) in sheets.items():
            enter_numbers(desk, tid, number, table, ns, ew)
        rounds.close_round(desk, tid, number)
    return tid


def test_the_duel_is_played_ranked_exported_printed_and_shown(
    registered: Duel, desk: Desk, db: Database, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    tid = _play(desk)
    text = exchange.export_text(desk, tid)
    document = json.loads(text)
    assert document["tournament"]["kind"] == "duel"
    seated = [[(t["ns"], t["ew"]) for t in r["tables"]] for r in document["rounds"]]
    assert seated == [[(1, 2), (3, 4)], [(1, 3), (4, 5)]]
    assert [r["rest"] for r in document["rounds"]] == [[5], [2]]
    # Its rounds record its own system, which no shipped game knows, and the file carries it both ways.
    assert {r["system"] for r in document["rounds"]} == {"duel"}
    rows = [(s["rank"], s["entry"], s["points"], s["difference"]) for s in document["standings"]]
    assert rows == FINAL

    # Imported as a new tournament, it exports the same tournament (its players are new rows of the archive,
    # the file's player ids follow them).
    copy = exchange.import_text(desk, text)
    again = json.loads(exchange.export_text(desk, copy))
    assert copy != tid
    for key in ("tournament", "rounds", "standings", "sanctions"):
        assert again[key] == document[key]
    assert [e["name"] for e in again["entries"]] == [e["name"] for e in document["entries"]]

    # Printed by the command line from the file, as any game's standings.
    source, pdf = tmp_path / "duello.json", tmp_path / "classifica.pdf"
    source.write_text(text, encoding="utf-8")
    cli(["print", "standings", str(source), "--out", str(pdf)])
    assert capsys.readouterr().out == f"{pdf}: 1 page(s)\n"
    printed = PdfReader(io.BytesIO(pdf.read_bytes())).pages[0].extract_text()
    names = [document["entries"][entry - 1]["name"] for _, entry, _, _ in FINAL]
    assert [printed.index(name) for name in names] == sorted(printed.index(name) for name in names)
    cli(["standings", str(source)])
    assert [line.split()[:2] for line in capsys.readouterr().out.splitlines()] == [
        [str(rank), str(entry)] for rank, entry, _, _ in FINAL
    ]

    # On the live pages: the standings in the same order; the page a duel lacks says why, in Italian.
    with TestClient(create_app(desk), raise_server_exceptions=False) as client:
        page = client.get(f"/t/{tid}/classifica")
        assert page.status_code == 200
        assert [page.text.index(name) for name in names] == sorted(page.text.index(name) for name in names)
        assert client.get(f"/t/{tid}/posti").status_code == 200
        missing = client.get(f"/t/{tid}/risultati")
        assert missing.status_code == 404 and "il duello non ha una pagina dei risultati" in missing.text

    # The static export ("Esporta pagine web", `publish`): a page per round shown and per entry, from what the
    # duel's pages say (its book is not burraco's: found in review, it failed with an AttributeError).
    folder = tmp_path / "sito"
    written = {path.relative_to(folder).as_posix() for path in export.publish(desk, tid, folder)}
    expected = {"index.html", "posti.html", "classifica.html", "static/style.css", "static/pages.js"}
    expected |= {"impronta.html", "impronta.js"}  # the fingerprint and time of publication (issue 40)
    expected |= {f"posti-{number}.html" for number in ROUNDS}
    expected |= {f"iscritto-{entry}.html" for entry in range(1, len(PLAYERS) + 1)}
    assert written == expected
    assert all(name in (folder / "classifica.html").read_text(encoding="utf-8") for name in names)


def test_the_duel_refuses_through_the_shared_program(registered: Duel, desk: Desk, db: Database) -> None:
    """The shared program asks the duel and says its sentences: a burraco score sheet, a substitution and a
    sheet in a closed round are refused with nothing written."""
    tid = _play(desk)
    refused(db, lambda: enter_numbers(desk, tid, 2, 1, 50, 0), "round 2 is not being played")
    refused(db, lambda: registration.substitute(desk, tid, 1, 1, 2), "the duel has no substitution")


def test_a_game_without_live_pages_is_refused_in_words_not_a_500(registered: Duel, desk: Desk) -> None:
    """Issue 36's attack, S13: a game registered without a part of a layer got the dict's KeyError (a 500 on the
    live pages, a raw error at the desk); each layer's lookup says what the game lacks."""
    from fibur_director.domain.errors import FiburError
    from fibur_director.ui.parts import desk_of
    from fibur_director.web import parts as web_parts

    tid = _play(desk)
    web_parts.unregister("duel")
    with TestClient(create_app(desk), raise_server_exceptions=False) as client:
        page = client.get(f"/t/{tid}/classifica")
    assert page.status_code != 500 and "pagine per i telefoni" in page.text, (
        page.status_code,
        page.text[:300],
    )
    with pytest.raises(FiburError) as refused_:
        desk_of("duel")  # the desk's part was never registered by this fixture
    assert "il gioco 'duello' non ha pagine del banco registrate" in refused_.value.italian


def test_without_its_package_the_duel_is_unknown(registered: Duel) -> None:
    """Registered, it is one of the games; the fixture takes it away again, leaving the shipped ones."""
    assert GAMES["duel"] is DUEL and game_of("duel") is DUEL


def test_after_the_duel_the_program_knows_only_its_own_games() -> None:
    assert "duel" not in GAMES and "duel" not in systems() and system_name("duel") == "duel"
    assert set(systems()) == {s for game in GAMES.values() for s in game.systems}
    with pytest.raises(FiburError, match="unknown tournament kind 'duel'"):
        game_of("duel")
