"""Every live page against the services' own figures; what must never appear; the refusals (issue 16)."""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path

import pytest
from starlette.testclient import TestClient

import fibur_director.web.games  # noqa: F401  (registers the shipped games' pages)
from fibur_director.db.database import CannotOpen, Database, open_reader
from fibur_director.domain.errors import FiburError
from fibur_director.games.burraco.ruleset import get_ruleset
from fibur_director.games.burraco.standings import round_scores
from fibur_director.services import registration as reg
from fibur_director.services import results as res
from fibur_director.services import rounds
from fibur_director.services.actions import Desk
from fibur_director.services.burraco.printing import book
from fibur_director.services.journal import table_results
from fibur_director.services.live import Publication, reader
from fibur_director.services.readmodel import cached_tournament, live_standings
from fibur_director.web.app import create_app
from fibur_director.web.burraco.pages import standings_state
from fibur_director.web.parts import PAGES
from fibur_director.web.templating import Links
from tests.conftest import TODAY
from tests.support.builders import make_tournament, play_round
from tests.web.conftest import Room, build_room, pages_of, text_of


def test_the_header_links_to_the_pages_the_game_has() -> None:
    """The navigation comes from the game's pages: the Tarot has no results page, an export no projector."""
    assert PAGES["burraco"].nav(Links(), 3) == [
        ("Posti", "/t/3/posti"),
        ("Classifica", "/t/3/classifica"),
        ("Risultati", "/t/3/risultati"),
        ("Proiettore", "/t/3/proiettore"),
    ]
    assert PAGES["burraco"].nav(Links(static=True), 3) == [
        ("Posti", "posti.html"),
        ("Classifica", "classifica.html"),
        ("Risultati", "risultati.html"),
    ]
    assert PAGES["tarot"].nav(Links(), 3) == [
        ("Posti", "/t/3/posti"),
        ("Classifica", "/t/3/classifica"),
        ("Proiettore", "/t/3/proiettore"),
    ]


def test_a_burraco_page_s_header_links_every_page(client: TestClient, room: Room) -> None:
    t = room.tid
    header = client.get(f"/t/{t}/classifica").text.split("</header>")[0]
    for page in ("posti", "classifica", "risultati", "proiettore"):
        assert f'<a href="/t/{t}/{page}">' in header, page


def test_every_page_answers_in_italian(client: TestClient, room: Room) -> None:
    for path in pages_of(room):
        answer = client.get(path)
        assert answer.status_code == 200, path
        assert answer.headers["content-type"].startswith("text/html")
        assert '<html lang="it">' in answer.text
        assert "x-content-type-options" in answer.headers


def test_standings_page_shows_the_services_standings(client: TestClient, room: Room) -> None:
    page = client.get(f"/t/{room.tid}/classifica").text
    rows = re.findall(
        r'data-iscritto="(\d+)"><td class="num">(\d+)</td>.*?<td class="num vp">(-?\d+)</td>', page, re.S
    )
    expected = [(str(s.entry), str(s.rank), str(s.vp)) for s in live_standings(room.desk, room.tid)]
    assert rows == expected and len(rows) == 9
    text = text_of(page)
    assert "Spareggi: V.P., poi M.P." in text
    assert "provvisoria, turno 2 in corso (risultati parziali)" in text


def test_results_page_shows_each_tables_points_mp_and_vp(client: TestClient, room: Room) -> None:
    text = text_of(client.get(f"/t/{room.tid}/risultati?turno=1").text)
    for row in table_results(room.desk, room.tid, 1):
        assert f"{row.ns_points}–{row.ew_points}" in text
        assert f"{row.ns_vp}–{row.ew_vp}" in text
    # Round 2 is published and not played yet: its tables are "in gioco".
    assert text_of(client.get(f"/t/{room.tid}/risultati").text).count("in gioco") == len(
        table_results(room.desk, room.tid, 2)
    )


def test_a_sanction_decided_table_says_so(client: TestClient, room: Room) -> None:
    from fibur_director.domain.tournament import Sanction

    res.add_sanction(room.desk, room.tid, Sanction("both_abandoned", round=2, table=1))
    text = text_of(client.get(f"/t/{room.tid}/risultati").text)
    assert "abbandonato" in text
    ns_entry = cached_tournament(room.desk, room.tid).round(2).table(1).ns[0]  # type: ignore[union-attr]
    entry_page = text_of(client.get(f"/t/{room.tid}/iscritto/{ns_entry}").text)
    assert "Tavolo abbandonato da entrambe" in entry_page
    assert get_ruleset("burraco-italiano").sanctions["both_abandoned"].article in entry_page


def test_seating_page_lists_every_table_and_every_player(client: TestClient, room: Room) -> None:
    b = book(room.desk, room.tid)
    rnd = b.round(2)
    text = text_of(client.get(f"/t/{room.tid}/posti").text)
    assert "Posti – turno 2" in text
    for table in rnd.tables:
        assert f"{table.number} {b.side(table.ns)} {b.side(table.ew)}" in text
    for player in b.holder:
        assert b.player_name(player) in text


def test_search_without_javascript_finds_the_table_line_and_opponents(client: TestClient, room: Room) -> None:
    b = book(room.desk, room.tid)
    rnd = b.round(2)
    entry = b.holder["p" + str(max(int(p[1:]) for p in b.holder))]  # the pair of Šimić and Verdi
    table = rnd.table_of(entry)
    assert table is not None
    line, opponents = ("Nord-Sud", table.ew) if entry in table.ns else ("Est-Ovest", table.ns)
    page = client.get(f"/t/{room.tid}/posti", params={"cerca": "simic"}).text
    rows = re.findall(r"<tr data-cerca=.*?</tr>", page, re.S)
    assert len(rows) == 1
    row = text_of(rows[0])
    assert "Šimić Ana" in row and f"tavolo {table.number}, {line}" in row
    assert b.line_label(opponents) in row


def test_entry_page_gives_every_round(client: TestClient, room: Room) -> None:
    tournament = cached_tournament(room.desk, room.tid)
    scores = [s for s in round_scores(tournament, get_ruleset(tournament.setup.ruleset)) if s.entry == 3]
    text = text_of(client.get(f"/t/{room.tid}/iscritto/3").text)
    for score in scores:
        assert f"{score.mp} {score.vp}" in text
    standing = next(s for s in live_standings(room.desk, room.tid) if s.entry == 3)
    assert f"{standing.rank}° posto · {standing.vp} V.P." in text


def test_an_unpublished_round_and_personal_data_never_appear(client: TestClient, room: Room) -> None:
    # Round 2 played and closed, round 3 proposed but not published.
    for table in rounds.view_round(room.desk, room.tid, 2).tables:
        res.enter_result(room.desk, room.tid, 2, table.number, 700, 600)
    rounds.close_round(room.desk, room.tid, 2)
    proposed = rounds.propose_round(room.desk, room.tid, seed=3)
    assert proposed == 3
    for path in pages_of(room):
        page = client.get(path).text
        assert "turno 3" not in text_of(page).lower(), path
        assert "turno=3" not in page
        for secret in ("SECRET-CARD", "FIB0", "Master", "Cadetti"):
            assert secret not in page, (path, secret)
    assert client.get(f"/t/{room.tid}/posti?turno=3").status_code == 404
    assert client.get(f"/t/{room.tid}/risultati?turno=3").status_code == 404
    # Published, it appears.
    rounds.publish_round(room.desk, room.tid, 3)
    assert "Posti – turno 3" in text_of(client.get(f"/t/{room.tid}/posti").text)


@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"])
@pytest.mark.parametrize("path", ["/", "/t/1/classifica", "/eventi", "/static/style.css", "/nessuna"])
def test_anything_but_get_is_405(shared_client: TestClient, method: str, path: str) -> None:
    answer = shared_client.request(method, path)
    assert answer.status_code == 405
    assert answer.headers["allow"] == "GET, HEAD"
    assert "solo leggere" in answer.text


@pytest.mark.parametrize(
    "path",
    [
        "/t/999/classifica",
        "/t/0/posti",
        "/t/99999999999999999999999999/posti",
        "/t/1/iscritto/999",
        "/t/abc/posti",
        "/nessuna/pagina",
        "/static/nessuno.css",
        "/static/../app.py",
        "/t/1/risultati?turno=77",
    ],
)
def test_unknown_ids_and_paths_are_404(shared_client: TestClient, path: str) -> None:
    answer = shared_client.get(path)
    assert answer.status_code == 404, path
    assert "Errore 404" in answer.text and "Traceback" not in answer.text


@pytest.mark.parametrize(
    "path",
    [
        "/static/%2e%2e/app.py",
        "/static/..%2fapp.py",
        "/t/1/posti?turno=abc",
        "/t/1/posti?turno=-1",
        "/t/1/posti?cerca=" + "x" * 61,
        "/t/1/classifica?" + "a" * 3000,
        "/" + "a" * 3000,
    ],
)
def test_tricks_and_oversized_requests_are_400(shared_client: TestClient, path: str) -> None:
    answer = shared_client.get(path)
    assert answer.status_code == 400, path
    assert "Errore 400" in answer.text


def test_a_get_with_a_body_is_400(shared_client: TestClient) -> None:
    assert shared_client.request("GET", "/", content=b"x" * 10).status_code == 400


def test_the_reader_cannot_write_and_needs_no_lock(room: Room) -> None:
    # The desk holds the file (and its lock) open; a second reader opens beside it, and SQLite refuses its writes.
    second = open_reader(room.path)
    try:
        with (
            second.engine.connect() as connection,
            pytest.raises(Exception, match=r"readonly|read-only|query_only"),
        ):
            connection.exec_driver_sql("DELETE FROM tournaments")
    finally:
        second.close()
    assert room.desk.version() is not None


def test_the_reader_refuses_a_missing_or_foreign_file(tmp_path: Path) -> None:
    with pytest.raises(CannotOpen, match="does not exist") as missing:
        open_reader(tmp_path / "nessuno.sqlite3")
    assert "non esiste" in missing.value.italian
    assert not (tmp_path / "nessuno.sqlite3").exists()
    foreign = tmp_path / "altro.txt"
    foreign.write_text("ciao")
    with pytest.raises(FiburError, match="not a database file") as refused:
        open_reader(foreign)
    assert "non è un file di database" in refused.value.italian
    assert foreign.read_text() == "ciao"


def test_standings_state_words() -> None:
    until = dt.datetime(2026, 12, 20, 18, 30)
    assert standings_state(None, 0) == "provvisoria"
    assert standings_state(None, 2) == "provvisoria dopo il turno 2"
    final = standings_state(Publication("final", 4, until, definitive=False), 4)
    assert final.startswith("finale dopo il turno 4, in verifica fino alle ")
    assert standings_state(Publication("final", 4, until, definitive=True), 4) == "definitiva dopo il turno 4"


def test_published_final_standings_show_the_verification_window(client: TestClient, room: Room) -> None:
    for table in rounds.view_round(room.desk, room.tid, 2).tables:
        res.enter_result(room.desk, room.tid, 2, table.number, 700, 600)
    rounds.close_round(room.desk, room.tid, 2)
    res.publish_standings(room.desk, room.tid, "final")
    text = text_of(client.get(f"/t/{room.tid}/classifica").text)
    assert "finale dopo il turno 2, in verifica fino alle" in text


def test_the_qr_code_names_the_address(client: TestClient) -> None:
    answer = client.get("/qr.svg")
    assert answer.status_code == 200 and answer.text.startswith("<svg")


def test_head_of_the_event_feed_holds_nothing_open(client: TestClient) -> None:
    answer = client.head("/eventi")
    assert answer.status_code == 200 and answer.headers["content-type"].startswith("text/event-stream")


def test_the_seating_poster_prints_the_live_address(room: Room, tmp_path: Path) -> None:
    import io

    from pypdf import PdfReader

    from fibur_director.reports.burraco.seating import seating

    printed = book(room.desk, room.tid)
    plain = io.BytesIO()
    seating(printed, 2, plain)
    first = PdfReader(plain).pages[0].extract_text()
    assert "sul telefono" not in first and first.count("Per tavolo") == 1
    printed.live_address = "http://192.168.1.10:8765/"
    poster = io.BytesIO()
    seating(printed, 2, poster)
    text = PdfReader(poster).pages[0].extract_text()
    assert "sul telefono" in text and "http://192.168.1.10:8765/" in text
    # One heading over the list, under the address (the address once came between two of them).
    assert text.count("Per tavolo") == 1 and text.index("sul telefono") < text.index("Per tavolo")
    (tmp_path / "poster.pdf").write_bytes(poster.getvalue())


def test_projector_and_tournament_pages_show_the_services_figures(client: TestClient, room: Room) -> None:
    expected = [(s.rank, s.entry, s.vp) for s in live_standings(room.desk, room.tid)]
    page = client.get(f"/t/{room.tid}/proiettore").text
    slide = page.split('data-titolo="Classifica"', 1)[1].split("</section>", 1)[0]
    shown = re.findall(
        r'<span class="num">(\d+)</span> <span>(\d+) .*?<span class="num vp">(-?\d+)</span>', slide
    )
    assert [(int(r), int(e), int(v)) for r, e, v in shown] == expected
    assert "<svg" in page  # the address as a QR code, for the room
    home = text_of(client.get(f"/t/{room.tid}").text)
    assert "Turno 2 in corso" in home and "Torneo di Natale" in home
    listing = text_of(client.get("/").text)
    assert "Torneo di Natale" in listing and "9 iscritti" in listing and "2 turni pubblicati" in listing


def test_the_index_puts_the_tournaments_in_progress_first(client: TestClient, room: Room) -> None:
    # The room's tournament has rounds still to play; a second one, interrupted, is over (IT Art. 40).
    other = make_tournament(room.desk, pairs=0, name="Torneo di ieri", planned_rounds=2, plan="mitchell:2")
    for number in (1, 2):
        a = reg.add_player(room.desk, f"Ieri{number}", "A")
        b = reg.add_player(room.desk, f"Ieri{number}", "B")
        reg.register_entry(room.desk, other, [a, b])
    play_round(room.desk, other)
    res.interrupt(room.desk, other)
    page = client.get("/").text
    assert "In corso" in page and "Conclusi" in page
    assert page.index("Torneo di Natale") < page.index("Conclusi") < page.index("Torneo di ieri")


def test_a_team_entry_page_shows_both_rooms_of_its_match(db: Database, db_path: Path) -> None:
    desk = Desk(db, actor="test")
    tid = reg.create_tournament(
        desk, reg.TournamentSettings("Squadre", TODAY, kind="teams", planned_rounds=1, plan="danish:1")
    )
    for team in range(1, 3):
        reg.register_entry(desk, tid, [reg.add_player(desk, f"S{team}", f"G{i}") for i in range(4)])
    number = rounds.propose_round(desk, tid, seed=3)
    rounds.publish_round(desk, tid, number)
    view = rounds.view_round(desk, tid, number)
    home = next(t for t in view.tables if t.room == "open").ns[0]
    # Open room: home 1500-1000; closed room: home (East-West there) 1200-1000 -> match 2700-2000.
    for table in view.tables:
        ns, ew = (1500, 1000) if table.room == "open" else (1000, 1200)
        res.enter_result(desk, tid, number, table.number, ns, ew)
    web = reader(db_path)
    try:
        with TestClient(create_app(web)) as test_client:
            page = test_client.get(f"/t/{tid}/iscritto/{home}").text
    finally:
        web.database.close()
    assert "2700–2000" in page and "sala aperta" in page and "sala chiusa" in page


def test_a_tournament_whose_ruleset_this_program_lacks_is_a_sentence_not_a_crash(
    db: Database, db_path: Path
) -> None:
    """A database from another installation names a ruleset file this one does not have: every page of that
    tournament answers 404 with the reason in Italian, never 500 (review of issue 24)."""
    from sqlalchemy import text

    room = build_room(db, db_path)
    try:
        with db.engine.begin() as connection:
            connection.execute(text("UPDATE tournaments SET ruleset_id = 'regolamento-altrui'"))
        with TestClient(create_app(room.web), raise_server_exceptions=False) as client:
            for path in (f"/t/{room.tid}", f"/t/{room.tid}/classifica", f"/t/{room.tid}/posti"):
                answer = client.get(path)
                assert answer.status_code == 404, path
                assert "regolamento sconosciuto 'regolamento-altrui'" in text_of(answer.text)
    finally:
        room.web.database.close()


def test_the_projector_shows_who_rests_and_holds_the_final_standings(client: TestClient, room: Room) -> None:
    """Issue 38: the resting pair was on no slide; the results slide showed points without names; and after the
    final standings the projector kept turning the closed round's seating and results instead of holding them."""
    desk, tid = room.desk, room.tid
    played = cached_tournament(desk, tid).round(2)
    assert played is not None and played.rest  # 9 entries: one rests
    resting = book(desk, tid).entry_label(played.rest[0])
    page = client.get(f"/t/{tid}/proiettore").text
    seating = text_of(page.split('data-titolo="Posti"', 1)[1].split("</section>", 1)[0])
    assert f"Riposa: {resting}" in seating
    results = text_of(page.split('data-titolo="Risultati"', 1)[1].split("</section>", 1)[0])
    table = played.tables[0]
    assert book(desk, tid).line_label(table.ns, table.ns_players) in results
    assert f"Riposa: {resting}" in results
    assert page.count('class="diapositiva"') == 3
    # The last round played, the final standings published: the projector holds them.
    for t in rounds.view_round(desk, tid, 2).tables:
        res.enter_result(desk, tid, 2, t.number, 1000, 900)
    rounds.close_round(desk, tid, 2)
    res.publish_standings(desk, tid, "provisional")
    assert client.get(f"/t/{tid}/proiettore").text.count('class="diapositiva"') == 3  # provisional: turning
    res.publish_standings(desk, tid, "final")
    held = client.get(f"/t/{tid}/proiettore").text
    assert held.count('class="diapositiva"') == 1 and 'data-titolo="Classifica"' in held
    assert "finale dopo il turno 2" in text_of(held)
