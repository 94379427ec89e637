"""A sheet both lines sent from one phone counts, and the board marks it for the paper check (issue 39): the
desk's own server process, two tables, one recorded from two phones (two addresses of the room's network), the
other sent and confirmed from a single phone."""

from __future__ import annotations

import socket

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from fibur_director.services import rounds as rnd
from fibur_director.services import table_entry as tab
from fibur_director.ui.main_window import MainWindow
from tests.support.builders import make_tournament
from tests.support.phones import Phone

DEALS = [(300, 100), (200, 50), (150, 200), (100, 0)]


def test_one_phone_for_both_lines_is_marked_on_the_board(window: MainWindow, qtbot: QtBot) -> None:
    desk = window.context.desk
    tid = make_tournament(desk, pairs=8, plan="mitchell:4")
    tab.set_table_entry(desk, tid, True)
    rnd.publish_round(desk, tid, rnd.propose_round(desk, tid, seed=7))
    codes = tab.round_codes(desk, tid)
    window.open_tournament(tid)
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = int(probe.getsockname()[1])
    window.live_panel.port.setValue(port)
    window.live_panel.toggle_button.click()
    qtbot.waitUntil(lambda: window.live_panel.server is not None, timeout=20000)  # started on a thread
    try:
        base = f"http://127.0.0.1:{port}/"
        two, one = codes[0], codes[1]
        assert Phone(base, "127.0.0.11").send_sheet(two.ns, DEALS) == "inviato"
        assert Phone(base, "127.0.0.12").confirm(two.ew) == "registrato"
        single = Phone(base, "127.0.0.13")
        assert single.send_sheet(one.ns, DEALS) == "inviato"
        assert single.confirm(one.ew) == "registrato"
        page = window.score_page
        window.go(page)
        page.lists.setCurrentWidget(page.board)
        model = page.board.model
        qtbot.waitUntil(lambda: model.cells.get((one.table, 1)) == "phone_one_device", timeout=5000)
        assert model.cells.get((two.table, 1)) == "entered"
        index = model.index(model.tables.index(one.table), model.rounds.index(1))
        assert "stesso telefono" in model.data(index, Qt.ItemDataRole.DisplayRole)
        assert "controllare il foglio di carta" in model.data(index, Qt.ItemDataRole.ToolTipRole)
        # The round's list says it too, on the table's row; the table of two phones is plainly entered.
        page.lists.setCurrentWidget(page.view)
        page.show_rows()
        said = {r.number: r.state for r in page.rows}
        assert said[one.table] == "phone_one_device" and said[two.table] == "entered"
        listed = page.model.index(page.rows.index(page.row(one.table)), page.model.columnCount() - 1)
        assert page.model.data(listed, Qt.ItemDataRole.DisplayRole) == "stesso telefono"
    finally:
        window.live_panel.toggle_button.click()
    # The mark is the phones' record, not a refusal: both sheets are the tournament's results.
    assert len(tab.phone_states(desk, tid)) == 2
    assert {s.phase for s in tab.phone_states(desk, tid).values()} == {"agreed"}
