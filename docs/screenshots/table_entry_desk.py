"""Regenerate the desk's side of the tables' score sheets (issue 26) under Xvfb: the Risultati page's table
board with a table "dal tavolo, da confermare", one "da verificare" (the two lines' sheets differ in one deal)
one recorded from the phones, and one both lines sent from a single phone (issue 39), with the disputed table's tooltip showing both versions and their deals
(desk-tabellone-tavoli.png, desk-tabellone-tavoli-verifica.png), and the "Pubblica in sala" dock with its
"Inserimento dai tavoli" switch (desk-inserimento-dai-tavoli.png). A tooltip needs a real display:

xvfb-run -s "-screen 0 1366x768x24" .venv/bin/python docs/screenshots/table_entry_desk.py
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
SHEET = ((300, 150), (450, 200), (250, 400), (250, 150))  # 1250 - 900
OTHER = ((300, 150), (450, 200), (200, 400), (300, 150))  # the same totals, deals 3 and 4 differ


def stage(desk: object) -> int:
    from fibur_director.services import rounds as rnd
    from fibur_director.services import table_entry as tab
    from tests.support.builders import make_tournament, play_round

    tid = make_tournament(desk, pairs=12)  # type: ignore[arg-type]
    play_round(desk, tid)  # type: ignore[arg-type]
    rnd.publish_round(desk, tid, rnd.propose_round(desk, tid, seed=7))  # type: ignore[arg-type]
    tab.set_table_entry(desk, tid, True)  # type: ignore[arg-type]
    codes = tab.round_codes(desk, tid)  # type: ignore[arg-type]
    tab.send(desk, codes[0].ns, deals=SHEET)  # type: ignore[arg-type]
    tab.send(desk, codes[1].ns, deals=SHEET)  # type: ignore[arg-type]
    tab.send(desk, codes[1].ew, deals=OTHER)  # type: ignore[arg-type]
    tab.send(desk, codes[2].ew, deals=SHEET)  # type: ignore[arg-type]
    tab.send(desk, codes[2].ns)  # type: ignore[arg-type]
    # Both lines from one phone (issue 39): recorded, and marked «dal tavolo, stesso telefono» for the paper check.
    tab.send(desk, codes[3].ns, deals=SHEET, device="192.168.1.23")  # type: ignore[arg-type]
    tab.send(desk, codes[3].ew, device="192.168.1.23")  # type: ignore[arg-type]
    return int(tid)


def shots(database: object, tid: int) -> None:
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtWidgets import QApplication, QDockWidget, QToolTip

    from fibur_director.services.actions import Desk
    from fibur_director.ui.context import DeskContext
    from fibur_director.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv)
    context = DeskContext(Desk(database, actor="arbitro"), "it")  # type: ignore[arg-type]
    window = MainWindow(context, "torneo.sqlite3", 42)
    window.resize(1280, 740)
    window.move(0, 0)
    context.open(tid)
    window.show()
    page = window.score_page
    window.go(page)
    page.lists.setCurrentWidget(page.board)
    page.show_board()
    for _ in range(5):
        app.processEvents()
    window.grab().save(str(HERE / "desk-tabellone-tavoli.png"))

    board = page.board
    model = board.model
    index = model.index(model.tables.index(2), model.rounds.index(2))
    tip = model.data(index, Qt.ItemDataRole.ToolTipRole)
    rect = board.view.visualRect(index)
    spot = board.view.viewport().mapToGlobal(rect.center())
    QToolTip.showText(spot, tip, board.view.viewport())
    for _ in range(20):
        app.processEvents()
    # Without a window manager the tip lands off its cell: put it where a pointer over the cell shows it.
    for label in app.topLevelWidgets():
        if label.inherits("QTipLabel") and label.isVisible():
            label.move(spot.x() - label.width() // 2, spot.y() + 14)
    for _ in range(5):
        app.processEvents()
    screen = app.primaryScreen()
    top_left = window.mapToGlobal(QPoint(0, 0))
    screen.grabWindow(0, top_left.x(), top_left.y(), window.width(), window.height()).save(
        str(HERE / "desk-tabellone-tavoli-verifica.png")
    )
    QToolTip.hideText()

    window.live_panel  # noqa: B018 - built the first time it is asked for, with its dock
    dock = window.findChild(QDockWidget, "liveDock") or next(iter(window.findChildren(QDockWidget)), None)
    if dock is not None:
        dock.show()
        for _ in range(5):
            app.processEvents()
        dock.grab().save(str(HERE / "desk-inserimento-dai-tavoli.png"))
    window.close()


def main() -> None:
    from fibur_director.db.database import open_database
    from fibur_director.services.actions import Desk

    with tempfile.TemporaryDirectory() as scratch:
        os.environ["XDG_DATA_HOME"] = os.environ["XDG_CONFIG_HOME"] = scratch
        database = open_database(Path(scratch) / "torneo.sqlite3")
        try:
            tid = stage(Desk(database, actor="arbitro"))
            shots(database, tid)
        finally:
            database.close()
    for name in sorted(HERE.glob("desk-*tavoli*.png")):
        print(name)


if __name__ == "__main__":
    sys.exit(main())
