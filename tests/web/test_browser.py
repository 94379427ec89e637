"""A real browser on the live pages (issue 16): the distribution's Chromium, driven by Playwright.

Without Chromium these tests fail, loudly: `make test` installs it as root (packaging/test-system-packages.sh), and a developer needs
``apt-get install chromium``. They never skip.
"""

from __future__ import annotations

import re
import socket
import time
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from fibur_director.services import results as res
from fibur_director.services import rounds
from fibur_director.services.burraco.printing import book
from fibur_director.services.readmodel import live_standings
from fibur_director.web.capacity import STREAMS_PER_ADDRESS
from fibur_director.web.server import LiveServer
from tests.web.conftest import TIMEOUT_MS, Room


class Clock:
    """The desk's round clock as the live panel hands it to the server."""

    def __init__(self) -> None:
        self.state: dict[str, object] = {"running": False, "left": 1800.0, "total": 1800}

    def __call__(self) -> dict[str, object]:
        return dict(self.state)


@pytest.fixture
def served(room: Room) -> Iterator[tuple[Room, str, Clock]]:
    clock = Clock()
    server = LiveServer(room.web, "127.0.0.1", 0, clock=clock)
    address = server.start()
    deadline = time.monotonic() + 10
    while not server.started and time.monotonic() < deadline:
        time.sleep(0.05)
    assert server.started, server.error
    yield room, address, clock
    server.stop()
    assert not server.running


@pytest.fixture
def phone(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(viewport={"width": 390, "height": 844}, locale="it-IT")
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    yield page
    context.close()


def test_search_a_surname_and_see_the_table(served: tuple[Room, str, Clock], phone: Page) -> None:
    room, address, _clock = served
    b = book(room.desk, room.tid)
    table = b.round(2).table_of(4)
    assert table is not None
    line = "Nord-Sud" if 4 in table.ns else "Est-Ovest"
    phone.goto(f"{address}t/{room.tid}/posti")
    rows = phone.locator("tr[data-cerca]")
    expect(rows).to_have_count(len(b.holder))
    phone.locator("#cerca").fill("rossi4")  # typed, no submit: filtered in the page
    expect(rows.filter(visible=True)).to_have_count(1)
    shown = rows.filter(visible=True).first
    expect(shown).to_contain_text("Rossi4 Maria")
    expect(shown).to_contain_text(f"tavolo {table.number}, {line}")
    phone.locator("#cerca").fill("nessuno-così")
    expect(rows.filter(visible=True)).to_have_count(0)
    expect(phone.locator(".nessuno")).to_be_visible()


def test_a_result_entered_at_the_desk_reaches_the_open_standings(
    served: tuple[Room, str, Clock], phone: Page
) -> None:
    room, address, _clock = served
    phone.goto(f"{address}t/{room.tid}/classifica")
    phone.evaluate("window.sameDocument = true")  # gone if the page were reloaded
    before = {s.entry: s.vp for s in live_standings(room.desk, room.tid)}
    table = rounds.view_round(room.desk, room.tid, 2).tables[0]
    res.enter_result(room.desk, room.tid, 2, table.number, 2000, 100)
    after = {s.entry: s.vp for s in live_standings(room.desk, room.tid)}
    winner = table.ns[0]
    assert after[winner] > before[winner]
    cell = phone.locator(f'tr[data-iscritto="{winner}"] td.vp')
    # Pushed, not polled by the page: a liveness bound, not a timing (benchmarks/live.py measures that).
    expect(cell).to_have_text(str(after[winner]), timeout=TIMEOUT_MS)
    assert phone.evaluate("window.sameDocument") is True


def test_the_projector_counts_down_with_the_desk_clock(
    served: tuple[Room, str, Clock], browser: Browser
) -> None:
    room, address, clock = served
    context = browser.new_context(viewport={"width": 1920, "height": 1080})
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    try:
        page.goto(f"{address}t/{room.tid}/proiettore")
        expect(page.locator("#orologio")).to_have_text("30:00")
        clock.state = {"running": True, "left": 600.0, "total": 1800}  # the referee starts and adjusts it
        expect(page.locator("#orologio")).to_have_text(re.compile(r"^(10:00|09:[0-5]\d)$"))
        clock.state = {"running": True, "left": 0.0, "total": 1800}
        expect(page.locator("#orologio")).to_have_class("orologio scaduto")
        expect(page.locator(".diapositiva.attiva")).to_have_count(1)
    finally:
        context.close()


def test_without_javascript_the_search_box_still_finds_the_table(
    served: tuple[Room, str, Clock], browser: Browser
) -> None:
    room, address, _clock = served
    context = browser.new_context(viewport={"width": 390, "height": 844}, java_script_enabled=False)
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    try:
        page.goto(f"{address}t/{room.tid}/posti")
        page.locator("#cerca").fill("rossi4")
        page.get_by_role("button", name="Cerca").click()  # a plain GET form: the server filters
        expect(page).to_have_url(re.compile(r"cerca=rossi4"))
        rows = page.locator("tr[data-cerca]")
        expect(rows).to_have_count(1)
        expect(rows.first).to_contain_text("Rossi4 Maria")
        expect(rows.first).to_contain_text("tavolo ")
    finally:
        context.close()


def test_the_fingerprint_in_the_footer_follows_a_result_entered_at_the_desk(
    served: tuple[Room, str, Clock], phone: Page
) -> None:
    """Issue 27: the footer's fingerprint is the newest round's as the file would carry it, and moves with the
    content when the desk enters a result, without reloading the page."""
    import json

    from fibur_director.services.exchange import export_text

    room, address, _clock = served

    def newest() -> str:
        last = json.loads(export_text(room.desk, room.tid))["rounds"][-1]
        return f"impronta turno {last['number']}: {last['fingerprint'][:12]}"

    phone.goto(f"{address}t/{room.tid}/classifica")
    phone.evaluate("window.sameDocument = true")
    expect(phone.locator("#impronta")).to_have_text(newest())
    table = rounds.view_round(room.desk, room.tid, 2).tables[0]
    res.enter_result(room.desk, room.tid, 2, table.number, 1500, 700)
    expect(phone.locator("#impronta")).to_have_text(newest(), timeout=TIMEOUT_MS)
    assert phone.evaluate("window.sameDocument") is True


def _hold_streams(address: str, count: int) -> list[socket.socket]:
    """``count`` event streams held from this machine's address, as a device holding all it may (issue 39)."""
    host, port = address.split("//")[1].rstrip("/").split(":")
    held = []
    for _ in range(count):
        sock = socket.create_connection((host, int(port)), timeout=10)
        sock.sendall(f"GET /eventi HTTP/1.1\r\nHost: {host}\r\nAccept: text/event-stream\r\n\r\n".encode())
        assert sock.recv(64).startswith(b"HTTP/1.1 200")
        held.append(sock)
    return held


def test_a_page_whose_stream_was_refused_opens_it_again_and_hears_the_next_change(
    served: tuple[Room, str, Clock], phone: Page
) -> None:
    """A 503 closes an EventSource for good (the HTML standard); found from outside (issue 39), a phone refused
    once never heard of a change again. The page now opens its stream again after a few seconds."""
    room, address, _clock = served
    held = _hold_streams(
        address, STREAMS_PER_ADDRESS
    )  # this address has all its streams: the page's is refused
    refused: list[int] = []
    phone.on("response", lambda r: refused.append(r.status) if r.url.endswith("/eventi") else None)
    phone.goto(f"{address}t/{room.tid}/classifica")
    # A locator, not wait_for_function: a predicate that must be polled is evaluated as a string, which the pages'
    # Content-Security-Policy (script-src 'self') refuses; under load the first check came too early and failed.
    expect(phone.locator("#stato-diretta")).to_have_class(re.compile("interrotta"), timeout=30_000)
    assert 503 in refused
    for sock in held:
        sock.close()
    table = rounds.view_round(room.desk, room.tid, 2).tables[0]
    res.enter_result(room.desk, room.tid, 2, table.number, 2000, 100)
    winner = table.ns[0]
    after = {s.entry: s.vp for s in live_standings(room.desk, room.tid)}
    cell = phone.locator(f'tr[data-iscritto="{winner}"] td.vp')
    # The first retry waits 5-10 s: a liveness bound, not a timing.
    expect(cell).to_have_text(str(after[winner]), timeout=30_000)
    expect(phone.locator("#stato-diretta")).not_to_have_class(re.compile("interrotta"))
