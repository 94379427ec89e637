"""Burraco's part of the desk (``ui.parts.GameDesk``): its look, its results page and its parts of the round and standings pages, the score sheets."""

from __future__ import annotations

from typing import TYPE_CHECKING

from fibur_director.ui.parts import DeskLook

if TYPE_CHECKING:
    from fibur_director.ui.context import DeskContext
    from fibur_director.ui.page import Page
    from fibur_director.ui.parts import RoundPanel, RoundSlots, StandingsPanel, StandingsSlots
    from fibur_director.ui.round_page import RoundPage
    from fibur_director.ui.standings_page import StandingsPage


class BurracoDesk:
    look = DeskLook(sanctions_tab=True, fixed_format=False)
    results_page = "score_page"

    @staticmethod
    def results(context: DeskContext) -> Page:
        from fibur_director.ui.burraco.score_entry_page import ScoreEntryPage

        return ScoreEntryPage(context)

    @staticmethod
    def round_panel(page: RoundPage, slots: RoundSlots) -> RoundPanel:
        from fibur_director.ui.burraco.round_panel import BurracoRoundPanel

        return BurracoRoundPanel(page, slots)

    @staticmethod
    def standings_panel(page: StandingsPage, slots: StandingsSlots) -> StandingsPanel:
        from fibur_director.ui.burraco.standings_panel import BurracoStandingsPanel

        return BurracoStandingsPanel(page, slots)


DESK = BurracoDesk()
