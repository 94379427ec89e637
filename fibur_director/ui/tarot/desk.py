"""Sicilian Tarot's part of the desk (``ui.parts.GameDesk``): its look and its results page, the turn sheets typed
on tab 4 instead of burraco's score sheets."""

from __future__ import annotations

from typing import TYPE_CHECKING

from fibur_director.ui.parts import DeskLook

if TYPE_CHECKING:
    from fibur_director.ui.context import DeskContext
    from fibur_director.ui.page import Page


class TarotDesk:
    look = DeskLook(seated_by_rule=True, own_standings=True, sanctions_tab=False, fixed_format=True)
    results_page = "tarot_page"

    @staticmethod
    def results(context: DeskContext) -> Page:
        from fibur_director.ui.tarot.page import TarotSheetPage

        return TarotSheetPage(context)


DESK = TarotDesk()
