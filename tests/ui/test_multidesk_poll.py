"""Every desk sees the others' work within 2 s without a refresh (issue 18), on a real PostgreSQL server."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from fibur_director.db.database import open_location
from fibur_director.services import results as res
from fibur_director.services import rounds as rnd
from fibur_director.services.actions import Desk
from fibur_director.services.readmodel import live_standings
from fibur_director.ui.context import DeskContext
from tests.support.builders import make_tournament


def test_another_desks_result_reaches_this_desk_within_two_seconds(qtbot: QtBot, pg_url: str) -> None:
    with open_location(pg_url) as mine, open_location(pg_url) as theirs:
        room = Desk(theirs, actor="sala conti")
        tid = make_tournament(room, pairs=4)
        number = rnd.propose_round(room, tid, seed=5)
        rnd.publish_round(room, tid, number)
        context = DeskContext(Desk(mine, actor="direttore"), "it")
        context.open(tid)
        assert context.timer.isActive() and context.timer.interval() <= 1000
        before = context.version
        with qtbot.waitSignal(context.changed, timeout=2000):
            res.enter_result(room, tid, number, 1, 1200, 800)
        assert context.version is not None and before is not None and context.version > before
        assert context.touched is not None and "results" in context.touched
        assert context.desk.seen == context.version  # what it now shows is what a conflict is checked against
        assert [s.mp for s in live_standings(context.desk, tid)] == [s.mp for s in live_standings(room, tid)]
        context.timer.stop()


def test_a_server_that_goes_away_is_a_message_and_nothing_raw(qtbot: QtBot) -> None:
    from tests.postgres import PostgresServer

    server = PostgresServer().start()
    try:
        url = server.url(server.create_database())
        with open_location(url) as database:
            desk = Desk(database, actor="direttore")
            tid = make_tournament(desk, pairs=4)
            number = rnd.propose_round(desk, tid, seed=5)
            rnd.publish_round(desk, tid, number)
            context = DeskContext(desk, "it")
            context.open(tid)
            context.timer.stop()
            server.stop()
            messages: list[str] = []
            context.connection.connect(messages.append)
            context.poll()
            assert messages and "il server del database non risponde" in messages[0]
            outcome, error = context.act(res.enter_result, desk, tid, number, 1, 1200, 800)
            assert outcome is None and error is not None and "nulla è stato modificato" in error
    finally:
        server.stop()


def test_a_sheet_typed_while_the_server_is_away_is_kept_and_goes_in_when_it_is_back(qtbot: QtBot) -> None:
    from PySide6.QtCore import Qt, QTimer

    from fibur_director.services import journal
    from fibur_director.ui.main_window import MainWindow
    from tests.postgres import PostgresServer
    from tests.ui.conftest import opened, press, published

    server = PostgresServer().start()
    try:
        with open_location(server.url(server.create_database())) as database:
            context = DeskContext(Desk(database, actor="sala conti"), "it")
            context.timer.stop()  # polled by hand below
            window = MainWindow(context, database.label, 42)
            qtbot.addWidget(window)
            window.show()
            qtbot.waitExposed(window)
            tid = opened(window, 4)
            published(window, tid)
            page = window.score_page
            window.go(page)
            press(qtbot, page.table_edit, Qt.Key.Key_Return)
            qtbot.keyClicks(page.ns_edit, "1200")
            press(qtbot, page.ns_edit, Qt.Key.Key_Tab)
            qtbot.keyClicks(page.ew_edit, "800")
            server.pause()
            press(qtbot, page.ew_edit, Qt.Key.Key_Return)
            assert "nulla è stato modificato" in page.feedback.text()
            assert (page.table_edit.text(), page.ns_edit.text(), page.ew_edit.text()) == ("1", "1200", "800")
            context.poll()
            assert "il server del database non risponde" in window.statusBar().currentMessage()
            server.resume()
            context.poll()
            assert window.statusBar().currentMessage() == ""
            press(qtbot, page.ew_edit, Qt.Key.Key_Return)  # the same sheet, sent again
            assert page.outcome.text() == "Tavolo 1: PV 12 – 8"
            assert journal.table_results(context.desk, tid, 1)[0].ns_points == 1200
            window.close()
            # The closed window may outlive this test; its pages' clocks (the standings' 15-second look at the
            # publication) must not fire into a later test against this server, stopped below.
            for timer in window.findChildren(QTimer):
                timer.stop()
    finally:
        server.stop()
