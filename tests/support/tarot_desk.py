"""A Sicilian Tarot tournament opened at the desk, its first round drawn and a round's deals entered, for the desk's
Tarot tests (issue 36: no test module imports another)."""

from __future__ import annotations

import datetime as dt

from fibur_director.games.tarot import scoring as tarot
from fibur_director.services import registration as reg
from fibur_director.services import rounds as rnd
from fibur_director.services.tarot import turn_sheets as tarot_service
from fibur_director.ui.main_window import MainWindow


def tarot_opened(window: MainWindow, players: int = 8) -> int:
    """A Sicilian Tarot tournament of ``players`` individuals, opened at the desk."""
    desk = window.context.desk
    tid = reg.create_tournament(
        desk,
        reg.TournamentSettings(
            "Tarocchi a Mineo", dt.date(2026, 11, 23), "tarocchi-siciliani", "tarot", 4, 3
        ),
    )
    for number in range(1, players + 1):
        reg.register_entry(
            desk, tid, [reg.add_player(desk, f"Giocatore{number}", "Turi", card=f"T{number:03d}")]
        )
    window.open_tournament(tid)
    return tid


def drawn(window: MainWindow, tid: int) -> None:
    """Round 1 seated by trumps 21 (entry 1) down to 14 (entry 8), published."""
    tarot_service.record_draw(window.context.desk, tid, {e: 22 - e for e in range(1, 9)})
    rnd.publish_round(window.context.desk, tid, 1)
    window.context.changed.emit()


def full_round(window: MainWindow, tid: int, number: int) -> None:
    """Every table's four deals: the dealer's right-hand player (seat = deal - 1) calls SV and wins by deal."""
    desk = window.context.desk
    for table in rnd.view_round(desk, tid, number).tables:
        for deal in range(1, 5):
            tarot_service.enter_deal(
                desk, tid, number, table.number, tarot.Deal(deal, deal - 1, "SV", difference=deal)
            )
