"""Burraco's part of the desk (``ui.parts.GameDesk``): its look and its results page, the score sheets."""

from __future__ import annotations

from typing import TYPE_CHECKING

from fibur_director.ui.parts import DeskLook

if TYPE_CHECKING:
    from fibur_director.ui.context import DeskContext
    from fibur_director.ui.page import Page


class BurracoDesk:
    look = DeskLook(seated_by_rule=False, own_standings=False, sanctions_tab=True, fixed_format=False)
    results_page = "score_page"

    @staticmethod
    def results(context: DeskContext) -> Page:
        from fibur_director.ui.burraco.score_entry_page import ScoreEntryPage

        return ScoreEntryPage(context)


DESK = BurracoDesk()
