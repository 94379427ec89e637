"""qtmodeltester on every item model of the desk, filled from a tournament in play (and empty)."""

from __future__ import annotations

from pytestqt.modeltest import ModelTester

from fibur_director.services import results as res
from fibur_director.services import rounds as rnd
from fibur_director.ui.main_window import MainWindow
from fibur_director.ui.table_model import RowsModel
from tests.support.builders import make_tournament, play_round


def models(window: MainWindow) -> list[tuple[str, RowsModel]]:
    """Every page's models, and those of each game's panel of a page (``<title>.<game>.<name>``)."""
    found = []
    for page, title in window.pages:
        owners = [
            (title, page),
            *((f"{title}.{game}", panel) for game, panel in getattr(page, "panels", {}).items()),
        ]
        for owner, held in owners:
            for name, value in vars(held).items():
                if isinstance(value, RowsModel):
                    found.append((f"{owner}.{name}", value))
    return found


def test_every_model_passes_the_model_tester(window: MainWindow, qtmodeltester: ModelTester) -> None:
    empty = models(window)
    assert len(empty) == 12  # a new model without a test here is a failure (the Tarot ones: test_tarot_pages)
    for _name, model in empty:
        qtmodeltester.check(model)
    desk = window.context.desk
    tid = make_tournament(desk, 7, plan="mitchell:1,danish:3")
    play_round(desk, tid)
    window.open_tournament(tid)
    rnd.propose_round(desk, tid)
    window.context.changed.emit()
    res.give_warning(desk, tid, 1, 1, "slow_play")
    for page, _title in window.pages:
        window.tabs.setCurrentWidget(page)
    window.sanctions_page.entry.setValue(1)
    window.sanctions_page.kind.setCurrentIndex(window.sanctions_page.kind.findData("late"))
    window.sanctions_page.minutes.setValue(12)
    filled = models(window)
    # The Tarot models stay empty for a burraco tournament; test_tarot_pages checks them filled.
    burraco = [(name, model) for name, model in filled if ".tarot." not in name]
    assert all(model.rowCount() > 0 for name, model in burraco if not name.endswith("preview_model")), [
        name for name, model in burraco if model.rowCount() == 0
    ]
    for _name, model in filled:
        qtmodeltester.check(model)
    seating = window.round_page.model
    assert seating.flags(seating.index(0, 2)) & seating.flags(seating.index(0, 2)).ItemIsDragEnabled
