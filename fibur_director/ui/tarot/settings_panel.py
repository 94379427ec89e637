"""Sicilian Tarot's part of the tournament page (``ui.parts.SettingsPanel``): the rounds and deals come from the
ruleset (TAROT §3: 3 rounds of 4 deals) and none of burraco's settings apply (sessions, pairing plan, round time,
level, prizes, tie-break), so it adds no row; the open tournament's line."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from fibur_director.games.tarot.ruleset import get_tarot_ruleset, tarot_rulesets
from fibur_director.services.registration import TournamentSettings

if TYPE_CHECKING:
    from fibur_director.ui.parts import SettingsSlots
    from fibur_director.ui.tournament_page import TournamentPage


class TarotSettingsPanel:
    def __init__(self, page: TournamentPage, slots: SettingsSlots) -> None:
        self.page = page
        page.ruleset.currentIndexChanged.connect(self.fix_format)

    def widgets(self) -> Sequence[QWidget]:
        return ()

    def fix_format(self) -> None:
        """The chosen ruleset's rounds and deals."""
        if self.page.panel() is self and self.page.ruleset.currentData() in tarot_rulesets():
            ruleset = get_tarot_ruleset(self.page.ruleset.currentData())
            self.page.deals.setValue(ruleset.deals_per_round)
            self.page.rounds.setValue(ruleset.rounds)

    def show_look(self) -> None:
        ruleset = get_tarot_ruleset(self.page.ruleset.currentData())
        self.page.deals.setValue(ruleset.deals_per_round)
        self.page.rounds.setValue(ruleset.rounds)
        self.page.deals.setEnabled(False)
        self.page.rounds.setEnabled(False)

    def settings(self, shared: TournamentSettings) -> TournamentSettings:
        return shared

    def summary(self, s: TournamentSettings) -> str:
        return (
            QCoreApplication.translate(
                "TournamentPage",
                "Aperto: %1 del %2 — %3, individuale a tavoli da quattro, %4 turni di %5 smazzate",
            )
            .replace("%1", s.name)
            .replace("%2", s.date.strftime("%d/%m/%Y"))
            .replace("%3", self.page.ruleset_name(s.ruleset_id))
            .replace("%4", str(s.planned_rounds))
            .replace("%5", str(s.deals_per_round))
        )
