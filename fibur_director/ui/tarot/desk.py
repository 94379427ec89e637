"""Sicilian Tarot's part of the desk (``ui.parts.GameDesk``): its results page (the turn sheets typed on
tab 4 instead of burraco's score sheets), and its parts of the round and standings pages."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fibur_director.ui.context import DeskContext
    from fibur_director.ui.page import Page
    from fibur_director.ui.parts import (
        RoundPanel,
        RoundSlots,
        SettingsPanel,
        SettingsSlots,
        StandingsPanel,
        StandingsSlots,
    )
    from fibur_director.ui.round_page import RoundPage
    from fibur_director.ui.standings_page import StandingsPage
    from fibur_director.ui.tournament_page import TournamentPage


class TarotDesk:
    results_page = "tarot_page"
    # The penalties (TAROT §6) are typed on the turn sheet: no sanctions page.
    sanctions = None

    @staticmethod
    def results(context: DeskContext) -> Page:
        from fibur_director.ui.tarot.page import TarotSheetPage

        return TarotSheetPage(context)

    @staticmethod
    def kind_labels() -> dict[str, str]:
        from PySide6.QtCore import QCoreApplication

        # Under the tournament page's context: where lupdate filed it when the page wrote it.
        return {"tarot": QCoreApplication.translate("TournamentPage", "Tarocchi siciliani")}

    @staticmethod
    def round_minutes(ruleset_id: str, deals: int, reduction: int) -> int | None:
        return None  # the rules give the turn no clock (TAROT §3)

    @staticmethod
    def settings_panel(page: TournamentPage, slots: SettingsSlots) -> SettingsPanel:
        from fibur_director.ui.tarot.settings_panel import TarotSettingsPanel

        return TarotSettingsPanel(page, slots)

    @staticmethod
    def round_panel(page: RoundPage, slots: RoundSlots) -> RoundPanel:
        from fibur_director.ui.tarot.round_panel import TarotRoundPanel

        return TarotRoundPanel(page, slots)

    @staticmethod
    def standings_panel(page: StandingsPage, slots: StandingsSlots) -> StandingsPanel:
        from fibur_director.ui.tarot.standings_panel import TarotStandingsPanel

        return TarotStandingsPanel(page, slots)


DESK = TarotDesk()
