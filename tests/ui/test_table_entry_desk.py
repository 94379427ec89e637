"""The desk's side of issue 26: the switch in "Pubblica in sala" (an action Ctrl+Z takes back), and what the
tables' phones send shown on the table board within a poll, through the server process the desk started on
its file."""

from __future__ import annotations

import re
import socket
import urllib.parse
import urllib.request

from PySide6.QtCore import QModelIndex, Qt
from pytestqt.qtbot import QtBot

from fibur_director.services import results as res
from fibur_director.services import rounds as rnd
from fibur_director.services import table_entry as tab
from fibur_director.ui.main_window import MainWindow
from fibur_director.ui.table_entry_panel import TableEntryPanel
from tests.support.builders import make_tournament, play_round, result_of
from tests.support.net import fetch


def _post(url: str, form: dict[str, str]) -> int:
    body = urllib.parse.urlencode(form).encode()
    request = urllib.request.Request(url, body, {"content-type": "application/x-www-form-urlencoded"})
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            return int(answer.status)
    except urllib.error.HTTPError as error:
        return int(error.code)


def test_the_switch_and_the_phones_on_the_board(window: MainWindow, qtbot: QtBot) -> None:
    desk = window.context.desk
    tid = make_tournament(desk, pairs=8)
    play_round(desk, tid)
    rnd.publish_round(desk, tid, rnd.propose_round(desk, tid, seed=7))
    window.open_tournament(tid)
    panel = window.live_panel.findChild(TableEntryPanel)
    assert panel is not None and not panel.switch.isChecked()
    panel.switch.click()
    assert tab.table_entry_on(desk, tid) and "attivo" in panel.feedback.text()
    desk.undo(tid)  # Ctrl+Z takes it back like any action
    window.context.changed.emit()
    assert not panel.switch.isChecked()
    panel.switch.click()
    codes = tab.round_codes(desk, tid)

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = int(probe.getsockname()[1])
    window.live_panel.port.setValue(port)
    window.live_panel.toggle_button.click()  # the server process on the desk's file
    try:
        qtbot.waitUntil(lambda: window.live_panel.server is not None, timeout=20000)
        page = window.score_page
        window.go(page)
        page.lists.setCurrentWidget(page.board)
        model = page.board.model
        base = f"http://127.0.0.1:{port}/t/"

        def send(code: str, ns: str, ew: str) -> int:
            token = re.search(r'name="csrf" value="([0-9a-f]+)"', fetch(base + code))
            assert token is not None
            return _post(base + code, {"ns": ns, "ew": ew, "csrf": token.group(1)})

        assert send(codes[0].ns, "1200", "800") == 200  # after the 303 to the page itself
        # The desk polls the file while it publishes: the board shows it within a poll or two.
        qtbot.waitUntil(lambda: model.cells.get((codes[0].table, 2)) == "phone_pending", timeout=5000)
        assert send(codes[1].ns, "1200", "800") == 200 and send(codes[1].ew, "800", "1200") == 200
        qtbot.waitUntil(lambda: model.cells.get((codes[1].table, 2)) == "phone_check", timeout=5000)
        tip = model.data(
            model.index(model.tables.index(codes[1].table), model.rounds.index(2)),
            Qt.ItemDataRole.ToolTipRole,
        )
        assert "NS ha inviato 1200 – 800; EO ha inviato 800 – 1200" in tip
        assert "Da verificare: 1 tavolo." in page.board.count.text()
    finally:
        window.live_panel.toggle_button.click()
    assert not window.context.timer.isActive()  # a file's desk polls only while it publishes


def test_the_board_undoes_a_sheet_the_phones_recorded(window: MainWindow, qtbot: QtBot) -> None:
    desk = window.context.desk
    tid = make_tournament(desk, pairs=8)
    play_round(desk, tid)
    rnd.publish_round(desk, tid, rnd.propose_round(desk, tid, seed=7))
    tab.set_table_entry(desk, tid, True)
    codes = tab.round_codes(desk, tid)
    first, second = codes[0], codes[1]
    res.enter_result(desk, tid, 2, second.table, 1100, 900)  # typed at the desk
    tab.send(desk, first.ns, 1200, 800)
    tab.send(desk, first.ew)  # agreed: recorded under "tavolo N NS/EW"
    window.open_tournament(tid)
    page = window.score_page
    window.go(page)
    page.lists.setCurrentWidget(page.board)
    model = page.board.model

    def cell(table: int, number: int) -> QModelIndex:
        return model.index(model.tables.index(table), model.rounds.index(number))

    assert model.cells[(first.table, 2)] == "entered"
    # The desk's Ctrl+Z takes back the desk's own latest action, the result typed, and says where the phones' is.
    window.undo()
    said = window.statusBar().currentMessage()
    assert said.startswith("Annullat") and f"tavolo {second.table}" in said, said
    assert said.endswith(
        "Un referto dai telefoni non si annulla con Ctrl+Z: tasto destro sul suo tavolo nel tabellone dei "
        "risultati, «Annulla il referto dai telefoni»."
    )
    assert result_of(desk, tid, 2, first.table) == (1200, 800)
    desk.redo(tid)
    window.context.changed.emit()
    # Only the phones' sheet has the item: the desk's own and round 1's have no menu.
    assert page.board.menu_for(cell(second.table, 2)) is None
    assert page.board.menu_for(cell(first.table, 1)) is None
    menu = page.board.menu_for(cell(first.table, 2))
    assert menu is not None
    [item] = menu.actions()
    assert item.text() == "Annulla il referto dai telefoni"
    item.trigger()
    assert page.feedback.text() == (
        f"Turno 2, tavolo {first.table}: referto dai telefoni annullato; il risultato si inserisce al banco."
    )
    assert result_of(desk, tid, 2, first.table) is None
    assert result_of(desk, tid, 2, second.table) == (1100, 900)
    assert model.cells[(first.table, 2)] != "entered"
    assert page.board.menu_for(cell(first.table, 2)) is None


def test_the_board_shows_both_versions_with_their_deals(window: MainWindow, qtbot: QtBot) -> None:
    """Two lines' sheets with the same totals, 1250 - 900, but deals 3 and 4 differing: the board marks the table
    to check, and the tooltip gives each version's deals, so the desk sees where the two sheets part."""
    desk = window.context.desk
    tid = make_tournament(desk, pairs=8)
    play_round(desk, tid)
    rnd.publish_round(desk, tid, rnd.propose_round(desk, tid, seed=7))
    tab.set_table_entry(desk, tid, True)
    codes = tab.round_codes(desk, tid)
    tab.send(desk, codes[1].ns, deals=((300, 150), (450, 200), (250, 400), (250, 150)))
    tab.send(desk, codes[1].ew, deals=((300, 150), (450, 200), (200, 400), (300, 150)))
    window.open_tournament(tid)
    page = window.score_page
    window.go(page)
    page.lists.setCurrentWidget(page.board)
    page.show_board()
    model = page.board.model
    assert model.cells.get((codes[1].table, 2)) == "phone_check"
    tip = model.data(
        model.index(model.tables.index(codes[1].table), model.rounds.index(2)), Qt.ItemDataRole.ToolTipRole
    )
    assert (
        "NS ha inviato 1250 – 900 (300–150, 450–200, 250–400, 250–150); "
        "EO ha inviato 1250 – 900 (300–150, 450–200, 200–400, 300–150)"
    ) in tip
