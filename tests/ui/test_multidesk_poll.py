"""Every desk sees the others' work within 2 s without a refresh (issue 18), on a real PostgreSQL server."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from fibur_director.db.database import open_location
from fibur_director.services import results as res
from fibur_director.services import rounds as rnd
from fibur_director.services.actions import Desk
from fibur_director.services.readmodel import live_standings
from fibur_director.ui.context import DeskContext
from tests.services.test_workflow import make_tournament


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
