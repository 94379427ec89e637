"""Two phones at one table, in the distribution's Chromium (issue 26): NS enters the sheet, EW confirms it, and
the result is in the services and on the standings page; a mismatch goes to the desk; a wrong code, a closed
round and a table typed at the desk are refused on the page with nothing written. The sheet entered and
confirmed runs on both engines (the server writes beside the desk's file through its own handle, or through the
desk's engine on a server); the mismatch and the refusals, the page's own logic, on SQLite (``SQLITE_ONLY``):
tests/web/test_table_entry.py sends the same through a test client on both."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from fibur_director.db.database import Database
from fibur_director.domain import table_entry as te
from fibur_director.services import results as res
from fibur_director.services import rounds
from fibur_director.services import table_entry as tab
from fibur_director.services.readmodel import cached_tournament, live_standings
from fibur_director.web.server import LiveServer
from tests.conftest import SQLITE_ONLY
from tests.support.builders import all_rows
from tests.web.conftest import TIMEOUT_MS, Tables, result


@pytest.fixture
def served(tables: Tables) -> Iterator[str]:
    server = LiveServer(tables.web, "127.0.0.1", 0, writer=tables.sheets)
    address = server.start()
    deadline = time.monotonic() + 10
    while not server.started and time.monotonic() < deadline:
        time.sleep(0.05)
    assert server.started, server.error
    yield address
    server.stop()


@pytest.fixture
def phones(browser: Browser) -> Iterator[tuple[Page, Page]]:
    """Two phones, each its own browser context (no shared cookies or cache), 390x844."""
    contexts: list[BrowserContext] = []
    pages = []
    for _ in range(2):
        context = browser.new_context(viewport={"width": 390, "height": 844}, locale="it-IT")
        page = context.new_page()
        page.set_default_timeout(TIMEOUT_MS)
        contexts.append(context)
        pages.append(page)
    yield pages[0], pages[1]
    for context in contexts:
        context.close()


# The Italian code's paper sheet is written deal by deal: the page has one row per deal (4 here).
# 300 + 450 + 250 + 250 = 1250 against 150 + 200 + 400 + 150 = 900.
DEALS = ((300, 150), (450, 200), (250, 400), (250, 150))


def _enter(page: Page, deals: tuple[tuple[int, int], ...]) -> None:
    for k, (ns, ew) in enumerate(deals, 1):
        page.get_by_label(f"Smazzata {k} NS").fill(str(ns))
        page.get_by_label(f"Smazzata {k} EO").fill(str(ew))
    page.get_by_role("button", name="Invia il referto").first.click()


def test_enter_on_one_phone_confirm_on_the_other(
    tables: Tables, served: str, phones: tuple[Page, Page]
) -> None:
    north, east = phones
    table = tables.codes[0]
    before = {s.entry: s.vp for s in live_standings(tables.desk, tables.tid)}
    north.goto(f"{served}t/{table.ns.lower()}")  # typed in lower case: the same code
    expect(north.locator("h1")).to_have_text(f"Tavolo {table.table} · turno 2")
    north.get_by_label("Smazzata 1 NS").fill("300")
    north.get_by_label("Smazzata 2 NS").fill("450")
    expect(north.locator('output[data-totale="ns"]')).to_have_text("750")  # the running total, as typed
    _enter(north, DEALS)
    expect(north.locator(".esito")).to_contain_text("ora l'altra linea lo conferma")
    assert result(tables, table.table) is None

    east.goto(f"{served}t/{table.ew}")
    expect(east.locator(".referto")).to_contain_text("1250")
    expect(east.locator("main")).to_contain_text(
        "Smazzate: 1) 300 – 150 · 2) 450 – 200 · 3) 250 – 400 · 4) 250 – 150"
    )
    expect(east.locator(".dettaglio").nth(2)).to_contain_text("P.V. 12 – 8")
    east.get_by_role("button", name="Confermo 1250 – 900").click()
    expect(east.locator(".esito")).to_contain_text("Referto registrato al banco")

    assert result(tables, table.table) == (1250, 900)
    played_round = cached_tournament(tables.desk, tables.tid).round(2)
    recorded = played_round.table(table.table) if played_round is not None else None
    assert recorded is not None and recorded.result is not None and recorded.result.deals == DEALS
    after = {s.entry: s.vp for s in live_standings(tables.desk, tables.tid)}
    played = next(t for t in rounds.view_round(tables.desk, tables.tid, 2).tables if t.number == table.table)
    assert after[played.ns[0]] == before[played.ns[0]] + 12
    north.goto(f"{served}t/{tables.tid}/classifica")
    expect(north.locator(f'tr[data-iscritto="{played.ns[0]}"] td.vp')).to_have_text(str(after[played.ns[0]]))


@SQLITE_ONLY
def test_a_mismatch_goes_to_the_desk(tables: Tables, served: str, phones: tuple[Page, Page]) -> None:
    north, east = phones
    table = tables.codes[1]
    north.goto(f"{served}t/{table.ns}")
    _enter(north, DEALS)
    east.goto(f"{served}t/{table.ew}")
    other = ((300, 150), (450, 200), (200, 400), (300, 150))  # the same totals, deals 3 and 4 differ
    _enter(east, other)  # the second form: its own figures
    expect(east.locator(".esito")).to_contain_text("l'arbitro verifica il foglio di carta")
    expect(east.locator(".chiuso")).to_contain_text("non coincidono")
    expect(east.locator(".versioni li")).to_have_text(
        [
            "NS ha inviato 1250 – 900 (smazzate 300 – 150, 450 – 200, 250 – 400, 250 – 150)",
            "EO ha inviato 1250 – 900 (smazzate 300 – 150, 450 – 200, 200 – 400, 300 – 150)",
        ]
    )
    state = tab.phone_states(tables.desk, tables.tid)[(2, table.table)]
    assert (state.phase, state.why) == (te.DISPUTED, "mismatch") and result(tables, table.table) is None
    assert [v[3] for v in state.versions] == [DEALS, other]


@SQLITE_ONLY
def test_refused_on_the_page_with_nothing_written(
    tables: Tables, any_db: Database, served: str, phones: tuple[Page, Page]
) -> None:
    north, east = phones
    before = all_rows(any_db)
    answer = north.goto(f"{served}t/ABCDEF")
    assert answer is not None and answer.status == 404
    expect(north.locator("main")).to_contain_text("Codice sconosciuto")
    assert all_rows(any_db) == before

    # A table typed at the desk while its page was open: the phone's sheet is refused, the desk's stays.
    typed = tables.codes[2]
    north.goto(f"{served}t/{typed.ns}")
    res.enter_result(tables.desk, tables.tid, 2, typed.table, 1100, 900)
    before = all_rows(any_db)
    _enter(north, DEALS)
    expect(north.locator(".rifiuto")).to_contain_text(
        "Il banco ha già il risultato di questo tavolo (1100 – 900)"
    )
    assert all_rows(any_db) == before

    # The round closed while a page was open.
    last = tables.codes[3]
    east.goto(f"{served}t/{last.ew}")
    for table in tables.codes:
        if result(tables, table.table) is None:
            res.enter_result(tables.desk, tables.tid, 2, table.table, 1000, 1000)
    rounds.close_round(tables.desk, tables.tid, 2)
    before = all_rows(any_db)
    _enter(east, DEALS)
    expect(east.locator(".rifiuto")).to_contain_text("Il turno 2 è chiuso")
    assert all_rows(any_db) == before
