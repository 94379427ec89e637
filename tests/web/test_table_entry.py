"""The tables' phone pages (issue 26) over HTTP, on both engines: two phones agree and the result reaches the
services and the standings page; every refusal is a page in Italian and writes nothing."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from starlette.testclient import TestClient

from fibur_director.domain import table_entry as te
from fibur_director.services import results as res
from fibur_director.services import rounds
from fibur_director.services import table_entry as tab
from fibur_director.web import throttle
from fibur_director.web.app import create_app
from tests.support.builders import all_rows
from tests.web.conftest import Tables, result


@pytest.fixture
def client(tables: Tables) -> Iterator[TestClient]:
    app = create_app(tables.web, writer=tables.sheets)
    with TestClient(app, raise_server_exceptions=False, follow_redirects=False) as test_client:
        yield test_client


def token(client: TestClient, code: str) -> str:
    page = client.get(f"/t/{code}")
    assert page.status_code == 200, page.text
    found = re.search(r'name="csrf" value="([0-9a-f]+)"', page.text)
    assert found is not None
    return found.group(1)


def test_one_phone_sends_the_other_confirms(tables: Tables, client: TestClient) -> None:
    table = tables.codes[0]
    sent = client.post(f"/t/{table.ns}", data={"ns": "1250", "ew": "900", "csrf": token(client, table.ns)})
    assert (sent.status_code, sent.headers["location"]) == (303, f"/t/{table.ns}?esito=inviato")
    assert "Referto inviato" in client.get(sent.headers["location"]).text
    other = client.get(f"/t/{table.ew}").text
    assert "La linea NS ha inviato questo referto" in other and "Confermo 1250 – 900" in other
    assert "P.V. 12 – 8" in other  # the desk's MP→VP: +350 on 4 deals in Burraco Italiano is 12-8
    assert result(tables, table.table) is None
    done = client.post(f"/t/{table.ew}", data={"confirm": "1", "csrf": token(client, table.ew)})
    assert (done.status_code, done.headers["location"]) == (303, f"/t/{table.ew}?esito=registrato")
    assert result(tables, table.table) == (1250, 900)
    standings = client.get(f"/t/{tables.tid}/classifica").text
    assert standings.count("<tr") > 8
    page = client.get(f"/t/{table.ns}").text
    assert "registrato dal banco" in page and "il banco ha già il risultato di questo tavolo" in page.lower()


def test_a_mismatch_is_for_the_desk(tables: Tables, client: TestClient) -> None:
    table = tables.codes[1]
    client.post(f"/t/{table.ns}", data={"ns": "1200", "ew": "800", "csrf": token(client, table.ns)})
    sent = client.post(f"/t/{table.ew}", data={"ns": "800", "ew": "1200", "csrf": token(client, table.ew)})
    assert sent.headers["location"] == f"/t/{table.ew}?esito=verifica"
    state = tab.phone_states(tables.desk, tables.tid)[(2, table.table)]
    assert (state.phase, state.versions) == (te.DISPUTED, (("ns", 1200, 800, ()), ("ew", 800, 1200, ())))
    assert result(tables, table.table) is None
    assert "l&#39;arbitro verifica il referto di carta" in client.get(f"/t/{table.ns}").text


def _refused(tables: Tables, answer: object, status: int, words: str, before: object) -> None:
    assert answer.status_code == status, answer.text  # type: ignore[attr-defined]
    assert words in answer.text  # type: ignore[attr-defined]
    assert all_rows(tables.db) == before


def test_refusals_are_italian_pages_and_write_nothing(tables: Tables, client: TestClient) -> None:
    ns, ew = tables.codes[2].ns, tables.codes[2].ew
    good = token(client, ns)
    before = all_rows(tables.db)
    body = {"ns": "1200", "ew": "800", "csrf": good}
    _refused(tables, client.post("/t/ABCDEF", data=body), 404, "Codice sconosciuto", before)
    _refused(tables, client.get(f"/t/{ns}X"), 404, "Codice sconosciuto", before)
    _refused(tables, client.get(f"/t/{ns[::-1]}"), 404, "Codice sconosciuto", before)
    # A post anywhere but a code's page never reaches a route: the guard's 405.
    _refused(tables, client.post(f"/t/{ns}X", data=body), 405, "solo leggere", before)
    _refused(tables, client.post(f"/t/{ns}/altro", data=body), 405, "solo leggere", before)
    _refused(tables, client.post(f"/t/{ew}", data=body), 403, "Pagina scaduta", before)  # NS's token on EW
    _refused(tables, client.post(f"/t/{ns}", data={**body, "csrf": ""}), 403, "Pagina scaduta", before)
    _refused(
        tables,
        client.post(f"/t/{ns}", data=body, headers={"origin": "http://evil.example"}),
        403,
        "non viene da questa pagina",
        before,
    )
    _refused(tables, client.post(f"/t/{ns}", data={**body, "ns": "12x0"}), 400, "in cifre", before)
    _refused(
        tables, client.post(f"/t/{ns}", data={**body, "ns": "1201"}), 409, "non è un multiplo di 5", before
    )
    _refused(
        tables, client.post(f"/t/{ns}", data={"confirm": "1", "csrf": good}), 409, "da confermare", before
    )
    _refused(
        tables,
        client.post(
            f"/t/{ns}",
            content=b"ns=5&" + b"x" * 600,
            headers={"content-type": "application/x-www-form-urlencoded"},
        ),
        413,
        "troppo lungo",
        before,
    )

    def chunks() -> Iterator[bytes]:
        yield b"ns=1200&ew=800&csrf=" + good.encode()

    _refused(tables, client.post(f"/t/{ns}", content=chunks()), 411, "dal modulo", before)
    # The desk typed the table: closed to the phones.
    res.enter_result(tables.desk, tables.tid, 2, tables.codes[2].table, 1100, 900)
    before = all_rows(tables.db)
    _refused(tables, client.post(f"/t/{ns}", data=body), 409, "banco ha già il risultato", before)
    # The round closed: nothing more, even from a page shown before.
    last = token(client, tables.codes[3].ns)
    for table in tables.codes:
        if result(tables, table.table) is None:
            res.enter_result(tables.desk, tables.tid, 2, table.table, 1000, 1000)
    rounds.close_round(tables.desk, tables.tid, 2)
    before = all_rows(tables.db)
    _refused(
        tables,
        client.post(f"/t/{tables.codes[3].ns}", data={**body, "csrf": last}),
        409,
        "turno 2 è chiuso",
        before,
    )


def test_ten_wrong_codes_from_one_address_get_429(tables: Tables) -> None:
    app = create_app(tables.web, writer=tables.sheets)
    guesser = TestClient(app, client=("10.0.0.66", 5000), follow_redirects=False)
    other = TestClient(app, client=("10.0.0.7", 5000), follow_redirects=False)
    for guess in range(throttle.MAX_WRONG):
        assert guesser.get(f"/t/{'ABCDE' + 'ABCDEFGHJK'[guess]}").status_code == 404
    blocked = guesser.get(f"/t/{tables.codes[0].ns}")  # even a good code, for a while
    assert blocked.status_code == 429 and "Troppi codici sbagliati" in blocked.text
    assert guesser.post(f"/t/{tables.codes[0].ns}", data={"csrf": "x"}).status_code == 429
    assert other.get(f"/t/{tables.codes[0].ns}").status_code == 200


def test_a_server_without_a_writer_refuses_in_words(tables: Tables) -> None:
    with TestClient(create_app(tables.web), follow_redirects=False) as client:
        code = tables.codes[0].ns
        before = all_rows(tables.db)
        answer = client.post(f"/t/{code}", data={"ns": "1200", "ew": "800", "csrf": token(client, code)})
        _refused(tables, answer, 503, "non accetta referti", before)


def test_a_pending_sheet_does_not_send_the_room_s_pages_fetching(tables: Tables) -> None:
    """The live pages show results, not what one line sent: the hub tells the open pages of a recorded sheet,
    not of a pending one (150 tables' first sheets would otherwise make every phone fetch 150 times)."""
    import asyncio

    from fibur_director.web.app import LiveHub

    hub = LiveHub(tables.web, None)
    hub.version = tables.web.version()
    tab.send(tables.sheets, tables.codes[0].ns, 1200, 800)
    assert asyncio.run(hub._only_phones(tables.web.version())) is True
    tab.send(tables.sheets, tables.codes[0].ew)
    assert asyncio.run(hub._only_phones(tables.web.version())) is False


def test_a_confirmation_confirms_the_figures_it_showed(tables: Tables, client: TestClient) -> None:
    """NS corrects its sheet after EW's page showed the first one: EW's confirmation names what it saw, so
    it is a mismatch for the desk, never a confirmation of figures EW never saw."""
    table = tables.codes[3]
    client.post(f"/t/{table.ns}", data={"ns": "1200", "ew": "800", "csrf": token(client, table.ns)})
    page = client.get(f"/t/{table.ew}").text
    shown = dict(re.findall(r'name="(ns|ew)" value="(-?\d+)"', page))
    assert shown == {"ns": "1200", "ew": "800"}
    client.post(f"/t/{table.ns}", data={"ns": "1200", "ew": "805", "csrf": token(client, table.ns)})
    answer = client.post(f"/t/{table.ew}", data={"confirm": "1", **shown, "csrf": token(client, table.ew)})
    assert answer.headers["location"] == f"/t/{table.ew}?esito=verifica"
    state = tab.phone_states(tables.desk, tables.tid)[(2, table.table)]
    assert (state.phase, state.why) == (te.DISPUTED, "mismatch")
    assert result(tables, table.table) is None


def test_a_digit_int_refuses_is_a_refusal_on_the_page_not_a_500(tables: Tables, client: TestClient) -> None:
    """'²' is a digit to str.isdigit() but not to int(): the page says the figure is wrong, nothing is written
    (review of issue 26)."""
    table = tables.codes[0]
    before = all_rows(tables.db)
    sent = client.post(f"/t/{table.ns}", data={"ns": "\u00b2", "ew": "900", "csrf": token(client, table.ns)})
    assert sent.status_code == 400 and "Errore interno" not in sent.text
    assert all_rows(tables.db) == before


def test_a_round_whose_publication_was_undone_is_not_called_closed(
    tables: Tables, client: TestClient
) -> None:
    from sqlalchemy import select

    from fibur_director.db import models as db

    with tables.desk.read() as session:
        publish = session.scalar(
            select(db.AuditEntry.id)
            .where(db.AuditEntry.action == "publish_round")
            .order_by(db.AuditEntry.id.desc())
        )
    assert publish is not None
    tables.desk.undo_action(publish, tables.tid)
    page = client.get(f"/t/{tables.codes[0].ns}").text
    assert "non è ancora pubblicato" in page and "è chiuso" not in page


def test_deal_by_deal_fields_and_the_confirm_names_the_deals_it_showed(
    tables: Tables, client: TestClient
) -> None:
    """The form posts ns1, ew1, ... ns4, ew4 (the Italian code's sheet is deal by deal, 4 deals here); the
    confirm button carries the deals it showed, so a deal corrected meanwhile is a mismatch for the desk."""
    table = tables.codes[0]
    page = client.get(f"/t/{table.ns}").text
    assert re.findall(r'<input name="(\w+)"', page) == [
        "ns1",
        "ew1",
        "ns2",
        "ew2",
        "ns3",
        "ew3",
        "ns4",
        "ew4",
    ]
    deals = {"ns1": "300", "ew1": "150", "ns2": "450", "ew2": "200", "ns3": "250", "ew3": "400"}
    before = all_rows(tables.db)
    short = client.post(f"/t/{table.ns}", data={**deals, "csrf": token(client, table.ns)})
    _refused(tables, short, 409, "Inserire tutte le 4 smazzate del referto (ne sono state date 3)", before)
    odd = client.post(
        f"/t/{table.ns}", data={**deals, "ns4": "25O", "ew4": "150", "csrf": token(client, table.ns)}
    )
    _refused(tables, odd, 400, "Scrivere ogni smazzata in cifre", before)
    deals |= {"ns4": "250", "ew4": "150"}
    sent = client.post(f"/t/{table.ns}", data={**deals, "csrf": token(client, table.ns)})
    assert sent.headers["location"] == f"/t/{table.ns}?esito=inviato"
    other = client.get(f"/t/{table.ew}").text
    shown = dict(re.findall(r'type="hidden" name="((?:ns|ew)\d?)" value="(-?\d+)"', other))
    assert shown == {"ns": "1250", "ew": "900", **deals}
    # NS corrects deal 4 and deal 3 (the same totals) after EW's page was read: EW's confirmation is a mismatch.
    fixed = deals | {"ns3": "200", "ns4": "300"}
    client.post(f"/t/{table.ns}", data={**fixed, "csrf": token(client, table.ns)})
    answer = client.post(f"/t/{table.ew}", data={"confirm": "1", **shown, "csrf": token(client, table.ew)})
    assert answer.headers["location"] == f"/t/{table.ew}?esito=verifica"
    state = tab.phone_states(tables.desk, tables.tid)[(2, table.table)]
    assert (state.phase, state.why) == (te.DISPUTED, "mismatch") and result(tables, table.table) is None


def test_a_sheet_posted_as_anything_but_the_page_s_form_is_refused_415(
    tables: Tables, client: TestClient
) -> None:
    """The threat model says a sheet is the page's form-encoded post; a JSON, multipart or text body is 415 before
    any route reads it (issue 39), as the check-in's posts already were."""
    code = tables.codes[2].ns
    body = f"ns=1200&ew=800&csrf={token(client, code)}"
    before = all_rows(tables.db)
    for kind in ("text/plain", "application/json", "multipart/form-data; boundary=x", ""):
        answer = client.post(f"/t/{code}", content=body, headers={"content-type": kind} if kind else {})
        _refused(tables, answer, 415, "Si accettano solo i moduli", before)
    sent = client.post(
        f"/t/{code}",
        content=body,
        headers={"content-type": "application/x-www-form-urlencoded; charset=utf-8"},
    )
    assert sent.status_code == 303 and all_rows(tables.db) != before


@pytest.mark.parametrize("engine_name", ["sqlite"])
def test_the_phone_pages_name_the_lines_ns_and_eo_as_the_sheets_do(
    tables: Tables, client: TestClient
) -> None:
    """Issue 38: the printed codes say "Linea E-O", the regulation NS/EO; the phone page said "EW"."""
    ew = tables.codes[0].ew
    tab.send(tables.desk, tables.codes[0].ns, deals=((300, 150), (450, 200), (250, 400), (250, 150)))
    page = client.get(f"/t/{ew}").text
    assert "della linea <strong>EO</strong> (Est-Ovest)" in page and "<th>EO</th>" in page
    assert "La linea NS ha inviato questo referto" in page
    assert not re.search(r"\bEW\b", page)
    other = client.get(f"/t/{tables.codes[1].ns}").text
    assert 'aria-label="Smazzata 1 EO"' in other and not re.search(r"\bEW\b", other)


def test_the_phone_page_is_the_one_the_game_names_and_none_where_it_names_none(
    tables: Tables, client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 36's attack, S1: the shared module rendered burraco's template by name. The game's live pages name
    it (``GamePages.phone_sheet``); a game whose tables send no sheet by phone says so on the code page, in
    Italian, and nothing is written."""
    import dataclasses

    from fibur_director.web.parts import PAGES

    table = tables.codes[0]
    code = table.ns
    before = token(client, code)
    monkeypatch.setitem(PAGES, "burraco", dataclasses.replace(PAGES["burraco"], phone_sheet=None))
    page = client.get(f"/t/{code}")
    assert page.status_code == 404 and "non inviano il referto dal telefono" in page.text
    posted = client.post(f"/t/{code}", data={"ns": "1250", "ew": "900", "csrf": before})
    assert posted.status_code == 404 and result(tables, table.table) is None
