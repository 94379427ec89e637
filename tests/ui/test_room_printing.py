"""Issue 38, item 2: the score sheets printed `http://127.0.0.1:…` with its QR code when the pages were published on
"Solo questo computer", silently. The referee prints the round's sheets with a click: when the sheets would carry
the tables' codes and no phone could reach the address, the desk asks first — choose the room's network (the
panel opens on it, nothing printed), or print without the codes (said) — and never prints a loopback address."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from fibur_director.services import rounds as rnd
from fibur_director.services import table_entry as tab
from fibur_director.ui import printing
from fibur_director.ui.main_window import MainWindow
from tests.pdf_text import page_texts
from tests.support.builders import make_tournament, play_round
from tests.support.net import free_port
from tests.ui.conftest import Answer


@pytest.fixture
def printed(monkeypatch: pytest.MonkeyPatch) -> list[list[bytes]]:
    """The PDFs the preview would show (the preview itself is Qt's dialog, tested elsewhere)."""
    shown: list[list[bytes]] = []

    def preview(_parent: object, _title: str, _suggested: str, pdfs: list[bytes]) -> tuple[bool, Path | None]:
        shown.append(list(pdfs))
        return True, None

    monkeypatch.setattr(printing, "show_preview", preview)
    return shown


def round_two(window: MainWindow, table_entry: bool = True) -> int:
    desk = window.context.desk
    tid = make_tournament(desk, pairs=8)
    play_round(desk, tid)
    rnd.publish_round(desk, tid, rnd.propose_round(desk, tid, seed=7))
    if table_entry:
        tab.set_table_entry(desk, tid, True)
    window.open_tournament(tid)
    window.go(window.round_page)
    return tid


def publish_here(window: MainWindow, qtbot: QtBot) -> None:
    panel = window.live_panel
    panel.port.setValue(free_port())
    qtbot.mouseClick(panel.toggle_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.server is not None, timeout=20000)
    assert window.context.live_address is not None and "127.0.0.1" in window.context.live_address
    # The panel says it under the address: fine for a try, no phone reaches it.
    assert not panel.reach.isHidden() and panel.reach.text().startswith(
        "Solo questo computer: i telefoni non"
    )


def click(qtbot: QtBot, button: object) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # type: ignore[arg-type]


def test_codes_on_this_computer_only_ask_for_the_room_s_network_first(
    window: MainWindow, qtbot: QtBot, printed: list[list[bytes]]
) -> None:
    tid = round_two(window)
    publish_here(window, qtbot)
    try:
        page = window.round_page
        asked = Answer(qtbot, button="Scegli la rete della sala")
        click(qtbot, page.sheets_button)
        assert asked.asked is not None and "solo su questo computer" in asked.asked
        assert asked.choices == ["Scegli la rete della sala", "Stampa senza codici", "Annulla"]
        assert printed == []  # nothing printed
        panel = window.live_panel
        assert panel.isVisible()
        assert "«Smetti di pubblicare», scegliere in Rete la rete della sala" in panel.feedback.text()

        # Printed without the codes: said on the page, and neither the codes nor the address on paper.
        asked = Answer(qtbot, button="Stampa senza codici")
        click(qtbot, page.sheets_button)
        [pdfs] = printed
        text = " ".join(page_texts(pdfs[0]))
        assert "codice" not in text and "127.0.0.1" not in text
        assert page.feedback.text() == (
            "Mandato in stampa: 4 pagine. Score senza i codici dei telefoni: le pagine in sala sono pubblicate "
            "solo su questo computer: i telefoni non le raggiungono."
        )
        # The seating list leaves the address out and says so, without asking.
        click(qtbot, page.panel().seating_button)
        assert "127.0.0.1" not in " ".join(page_texts(printed[-1][0]))
        assert "Senza l'indirizzo della sala: le pagine in sala sono pubblicate solo su questo computer" in (
            page.feedback.text()
        )
        # Annulla: nothing.
        Answer(qtbot, key=Qt.Key.Key_Escape)
        click(qtbot, page.pack_button)
        assert len(printed) == 2
    finally:
        window.live_panel.stop()
    assert tab.printed_codes(window.context.desk, tid)  # the codes stay the round's, for a later printing


def test_codes_on_the_room_s_network_print_with_their_qr_codes_unasked(
    window: MainWindow, qtbot: QtBot, printed: list[list[bytes]]
) -> None:
    tid = round_two(window)
    window.context.live_address = "http://192.0.2.10:8765/"  # what the panel sets publishing on a Wi-Fi card
    click(qtbot, window.round_page.sheets_button)
    [pdfs] = printed
    codes = tab.round_codes(window.context.desk, tid)
    first = page_texts(pdfs[0])[0]
    assert f"http://192.0.2.10:8765/t/{codes[0].ns}" in first


def test_sheets_without_table_entry_never_ask(
    window: MainWindow, qtbot: QtBot, printed: list[list[bytes]]
) -> None:
    round_two(window, table_entry=False)
    window.context.live_address = "http://127.0.0.1:8765/"
    click(qtbot, window.round_page.sheets_button)  # a question here would block the test
    assert len(printed) == 1 and "127.0.0.1" not in " ".join(page_texts(printed[0][0]))
