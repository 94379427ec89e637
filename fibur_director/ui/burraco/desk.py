"""Burraco's part of the desk (``ui.parts.GameDesk``): its results page (the score sheets), its sanctions
page, its round clock, and its parts of the round and standings pages."""

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


def _sanctions(context: DeskContext) -> Page:
    from fibur_director.ui.burraco.sanctions_page import SanctionsPage

    return SanctionsPage(context)


class BurracoDesk:
    results_page = "score_page"
    sanctions = staticmethod(_sanctions)

    @staticmethod
    def results(context: DeskContext) -> Page:
        from fibur_director.ui.burraco.score_entry_page import ScoreEntryPage

        return ScoreEntryPage(context)

    @staticmethod
    def kind_labels() -> dict[str, str]:
        from PySide6.QtCore import QCoreApplication

        # Under the tournament page's context: where lupdate filed them when the page wrote them.
        return {
            "pairs": QCoreApplication.translate("TournamentPage", "Coppie"),
            "teams": QCoreApplication.translate("TournamentPage", "Squadre"),
            "individual": QCoreApplication.translate("TournamentPage", "Individuale"),
            "giallo": QCoreApplication.translate("TournamentPage", "Giallo"),
        }

    @staticmethod
    def round_minutes(ruleset_id: str, deals: int, reduction: int) -> int | None:
        from fibur_director.domain.errors import FiburError
        from fibur_director.games.burraco.ruleset import get_ruleset

        try:
            return get_ruleset(ruleset_id).round_time(deals, reduction)
        except FiburError:
            return None  # a deal count without a round time in the ruleset (IT Art. 6)

    @staticmethod
    def settings_panel(page: TournamentPage, slots: SettingsSlots) -> SettingsPanel:
        from fibur_director.ui.burraco.settings_panel import BurracoSettingsPanel

        return BurracoSettingsPanel(page, slots)

    @staticmethod
    def round_panel(page: RoundPage, slots: RoundSlots) -> RoundPanel:
        from fibur_director.ui.burraco.round_panel import BurracoRoundPanel

        return BurracoRoundPanel(page, slots)

    @staticmethod
    def standings_panel(page: StandingsPage, slots: StandingsSlots) -> StandingsPanel:
        from fibur_director.ui.burraco.standings_panel import BurracoStandingsPanel

        return BurracoStandingsPanel(page, slots)


DESK = BurracoDesk()
