"""Burraco's part of the tournament page (``ui.parts.SettingsPanel``): the sessions, the pairing plan, the round
time (IT Art. 6) and its reduction, the level, the 800 M.P. rule, the prizes and the tie-break of a new tournament,
and the open tournament's two lines."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QLineEdit, QSpinBox, QWidget

from fibur_director.domain.errors import FiburError
from fibur_director.domain.sessions import parse_sessions
from fibur_director.domain.vocabulary import LEVEL_NAMES, LEVELS, chain_words
from fibur_director.games.burraco.ruleset import get_ruleset
from fibur_director.games.registry import game_of
from fibur_director.services.registration import TournamentSettings
from fibur_director.ui.burraco.plan_editor import PlanEditor

if TYPE_CHECKING:
    from fibur_director.ui.parts import SettingsSlots
    from fibur_director.ui.tournament_page import TournamentPage


class BurracoSettingsPanel:
    # Its strings keep the page's context ("TournamentPage"): the English catalogue has them there.
    def __init__(self, page: TournamentPage, slots: SettingsSlots) -> None:
        self.page = page
        self.sessions = QLineEdit()
        self.sessions.setPlaceholderText(
            QCoreApplication.translate("TournamentPage", "es. 1-2; 3-4 (vuoto: una sessione)")
        )
        self.plan = PlanEditor()
        self.plan.set_rounds(page.rounds.value())
        page.rounds.valueChanged.connect(self.plan.set_rounds)
        page.kind.currentIndexChanged.connect(self.plan_default)
        self.reduction = QSpinBox()
        self.reduction.setRange(0, 30)
        self.reduction.setSuffix(QCoreApplication.translate("TournamentPage", " min"))
        self.round_time = QLabel()
        self.round_time.setObjectName("roundTime")
        self.level = QComboBox()
        self.level.setObjectName("level")
        for level in LEVELS:
            self.level.addItem(LEVEL_NAMES[level], level)
        self.announced_800 = QCheckBox(
            QCoreApplication.translate("TournamentPage", "Regola degli &800 M.P. annunciata")
        )
        self.announced_800.setObjectName("announced800")
        self.prizes = QSpinBox()
        self.prizes.setObjectName("prizes")
        self.prizes.setRange(-1, 99)
        self.prizes.setSpecialValueText(QCoreApplication.translate("TournamentPage", "dal regolamento"))
        self.prizes.setValue(-1)
        self.tie_break = QComboBox()
        self.tie_break.setObjectName("tieBreak")
        self.tie_break.addItem(QCoreApplication.translate("TournamentPage", "dal regolamento"), ())
        for chain in (("mp",), ("mp", "points"), ("head_to_head", "mp"), ("points", "mp")):
            self.tie_break.addItem(chain_words(chain), chain)
        page.ruleset.currentIndexChanged.connect(self.show_round_time)
        page.deals.valueChanged.connect(self.show_round_time)
        # FED85 Art. 9 pairs every round after the first by the VP obtained: its plan starts from the Danish.
        page.ruleset.currentIndexChanged.connect(self.plan_default)
        self.reduction.valueChanged.connect(self.show_round_time)
        slots.add_row(QCoreApplication.translate("TournamentPage", "&Sessioni"), self.sessions)
        slots.add_row(QCoreApplication.translate("TournamentPage", "Piano a&bbinamenti"), self.plan)
        slots.add_row(QCoreApplication.translate("TournamentPage", "Ri&duzione del tempo"), self.reduction)
        slots.add_row(QCoreApplication.translate("TournamentPage", "Tempo del turno"), self.round_time)
        slots.add_row(QCoreApplication.translate("TournamentPage", "&Livello"), self.level)
        slots.add_row("", self.announced_800)
        slots.add_row(QCoreApplication.translate("TournamentPage", "&Quanti premi (per girone)"), self.prizes)
        slots.add_row(
            QCoreApplication.translate("TournamentPage", "Spareggio dopo i P.V. (c&hi precede)"),
            self.tie_break,
        )

    def widgets(self) -> Sequence[QWidget]:
        return (
            self.sessions,
            self.plan,
            self.reduction,
            self.round_time,
            self.level,
            self.announced_800,
            self.prizes,
            self.tie_break,
        )

    def chosen(self) -> bool:
        return self.page.panel() is self

    def plan_default(self) -> None:
        """The plan's rows follow the kind and the ruleset (a giallo's tables of four; FED85's Danish)."""
        if self.chosen():
            kind = self.page.kind.currentData()
            self.plan.set_default(game_of(kind).plan_system(kind, self.page.ruleset.currentData()))

    def show_look(self) -> None:
        self.page.deals.setEnabled(True)
        self.page.rounds.setEnabled(True)
        self.show_round_time()

    def show_round_time(self) -> None:
        if not self.chosen():
            return
        try:
            minutes = get_ruleset(self.page.ruleset.currentData()).round_time(
                self.page.deals.value(), self.reduction.value()
            )
        except FiburError as error:
            self.round_time.setText(self.page.context.message(error))
            return
        self.round_time.setText(
            QCoreApplication.translate("TournamentPage", "%1 minuti (Art. 6)").replace("%1", str(minutes))
        )

    def settings(self, shared: TournamentSettings) -> TournamentSettings:
        rounds = shared.planned_rounds
        return dataclasses.replace(
            shared,
            sessions=parse_sessions(self.sessions.text(), rounds),
            plan=self.plan.plan(),
            round_time_reduction=self.reduction.value(),
            level=str(self.level.currentData()),
            announced_800=self.announced_800.isChecked(),
            prizes=None if self.prizes.value() < 0 else self.prizes.value(),
            tie_break=tuple(self.tie_break.currentData() or ()),
        )

    def summary(self, s: TournamentSettings) -> str:
        sessions = "; ".join(
            "-".join(str(n) for n in (x[0], x[-1])) if len(x) > 1 else str(x[0]) for x in s.sessions
        )
        ruleset = get_ruleset(s.ruleset_id)
        chain = ("vp", *s.tie_break) if s.tie_break else ruleset.tie_break
        return (
            QCoreApplication.translate(
                "TournamentPage",
                "Aperto: %1 del %2 — %3, %4, %5 smazzate, %6 turni, sessioni %7, piano %8, riduzione %9 min",
            )
            .replace("%1", s.name)
            .replace("%2", s.date.strftime("%d/%m/%Y"))
            .replace("%3", ruleset.name)
            .replace("%4", self.page.kind_name(s.kind))
            .replace("%5", str(s.deals_per_round))
            .replace("%6", str(s.planned_rounds))
            .replace("%7", sessions)
            .replace(
                "%8",
                self.plan.words(s.plan, s.planned_rounds, game_of(s.kind).plan_system(s.kind, s.ruleset_id)),
            )
            .replace("%9", str(s.round_time_reduction))
            + "\n"
            + QCoreApplication.translate(
                "TournamentPage",
                "Livello %1; regola degli 800 M.P.: %2; premi per girone: %3; classifica: %4",
            )
            .replace("%1", LEVEL_NAMES[s.level])
            .replace(
                "%2",
                QCoreApplication.translate("TournamentPage", "annunciata")
                if s.announced_800
                else QCoreApplication.translate("TournamentPage", "no"),
            )
            .replace("%3", str(ruleset.prizes if s.prizes is None else s.prizes))
            .replace("%4", chain_words(chain))
        )
