"""Burraco's ruleset model: every figure the desk applies, as loaded from `resources/rulesets/*.toml`.

Each figure keeps the article it comes from, so a screen or a printout can cite it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from fibur_director.domain.errors import ScoreError
from fibur_director.domain.rulesets import rulesets_of, unknown_ruleset

GAME = "burraco"
# The federation's current code for pairs tournaments: what a new tournament, a rehearsal and the idle round
# clock use unless told otherwise.
DEFAULT_RULESET = "burraco-italiano"
TEAMS = "teams"

# The awards a sanction can give, keyed by name in the ruleset file ([sanctions.<name>]).
SANCTION_AWARDS = (
    "forfeit_win",
    "both_late_loss",
    "absent_first",
    "absent_later",
    "withdrawal_opponent",
    "quarrel_guilty",
    "suspended_misconduct",
    "both_abandoned",
    "lost_score_sheet",
    "lost_score_sheet_advantage",
    "correction_cancelled",
)


def deal_key(deals: int, teams: bool) -> str:
    """The key under which per-deal figures are stored: "2", "3", "4" or "teams"."""
    return TEAMS if teams else str(deals)


def describe_key(key: str, language: str = "en") -> str:
    if key == TEAMS:  # the team VP table's key, a word in the referee's language
        return {"en": "teams"}.get(language, "squadre")
    return f"{key} deals" if language == "en" else f"{key} smazzate"


@dataclass(frozen=True)
class VpRange:
    """One row of a VP table: an inclusive MP range; ``mp_to`` is None for the last row ("oltre")."""

    mp_from: int
    mp_to: int | None
    winner_vp: int
    loser_vp: int

    def contains(self, difference: int) -> bool:
        return self.mp_from <= difference and (self.mp_to is None or difference <= self.mp_to)


@dataclass(frozen=True)
class VpTable:
    article: str
    deals: tuple[int, ...]
    teams: bool
    ranges: tuple[VpRange, ...]

    def row_for(self, difference: int) -> VpRange:
        """The row for a non-negative MP difference (the loader guarantees the rows cover 0 and up)."""
        for row in self.ranges:
            if row.contains(difference):
                return row
        raise AssertionError(f"validated VP table does not cover {difference}")

    def lower_bound(self, winner_vp: int) -> int | None:
        for row in self.ranges:
            if row.winner_vp == winner_vp:
                return row.mp_from
        return None


@dataclass(frozen=True)
class Award:
    """VP and MP given to one side by a rule; kept apart because the codes print pairs as they are."""

    vp: int
    mp: int


@dataclass(frozen=True)
class AwardTable:
    article: str
    awards: Mapping[str, Award]

    def for_key(self, key: str) -> Award:
        return self.awards[key]


@dataclass(frozen=True)
class CardValues:
    article: str
    jolly: int
    pinella: int
    asso: int
    figure_e_alte: int
    basse: int


@dataclass(frozen=True)
class Scoring:
    article: str
    burraco_pulito: int
    burraco_sporco: int
    chiusura: int
    pozzetto_non_preso: int
    burraco_semipulito: int | None
    burraco_revolution: int | None
    card_values: CardValues


@dataclass(frozen=True)
class Infraction:
    """One infraction the code punishes with a warning (the desk offers them as a list)."""

    key: str
    article: str
    italian: str
    english: str
    # Given only at the tables the referee monitors by difference (REV Art. 37: national and regional
    # tournaments, Danish merit-group rounds, group A; ``check.outside_monitored_tables``).
    monitored: bool = False


@dataclass(frozen=True)
class WarningRule:
    """Every ``per_deduction``-th warning costs ``vp_deduction`` VP in the standings."""

    article: str
    per_deduction: int
    vp_deduction: int
    infractions: tuple[Infraction, ...] = ()

    def infraction(self, key: str) -> Infraction | None:
        return next((i for i in self.infractions if i.key == key), None)

    def deduction(self, warnings: int) -> int:
        return (warnings // self.per_deduction) * self.vp_deduction


@dataclass(frozen=True)
class LateRule:
    """Late arrival ladder: a warning up to ``warning_up_to_minutes``, then MP bonuses, then a forfeit."""

    article: str
    warning_up_to_minutes: int
    bonus: tuple[tuple[int, int], ...]  # (up to minutes, MP bonus to the present side)
    team_bonus_room: str

    @property
    def forfeit_over_minutes(self) -> int:
        return self.bonus[-1][0] if self.bonus else self.warning_up_to_minutes


@dataclass(frozen=True)
class UnmonitoredRule:
    """The 800-MP rule: only where announced, at these tournament levels, in Danish merit rounds, group A."""

    article: str
    threshold_mp: int
    annulled_mp: int
    caps: Mapping[int, tuple[int, int]]
    levels: tuple[str, ...] = ("regional", "national")


@dataclass(frozen=True)
class SubstitutionRule:
    article: str
    before_fraction_of_rounds: float
    max_per_pair: int


@dataclass(frozen=True)
class Plausibility:
    """When a score sheet is questioned before it is saved (the desk asks; nothing is refused): a side's total
    outside ``deals × points_per_deal``, or a difference beyond ``difference_factor`` times the 20–0 threshold
    of the round's VP table. The regulations are silent: these are this program's defaults (docs/rulesets.md)."""

    article: str
    points_per_deal: tuple[int, int]
    difference_factor: float

    def questions(self, ns: int, ew: int, deals: int, threshold: int) -> tuple[tuple[str, str], ...]:
        """(English, Italian) reasons to question a sheet of ``deals`` deals; empty when it is plausible."""
        low, high = deals * self.points_per_deal[0], deals * self.points_per_deal[1]
        reasons: list[tuple[str, str]] = []
        for side, lato, points in (("North-South", "Nord-Sud", ns), ("East-West", "Est-Ovest", ew)):
            if not low <= points <= high:
                reasons.append(
                    (
                        f"{side} {points} is outside {low} to {high}, the plausible range on {deals} deals",
                        f"{lato} {points} è fuori da {low} – {high}, l'intervallo plausibile su {deals} smazzate",
                    )
                )
        limit = int(self.difference_factor * threshold)
        if abs(ns - ew) > limit:
            reasons.append(
                (
                    f"the difference {abs(ns - ew)} is beyond {limit} ({self.difference_factor:g} times the "
                    f"{threshold} of a 20-0)",
                    f"la differenza {abs(ns - ew)} supera {limit} ({self.difference_factor:g} volte i "
                    f"{threshold} del 20-0)",
                )
            )
        return tuple(reasons)


DEFAULT_PLAUSIBILITY = Plausibility("open", (-1000, 2000), 2.0)


@dataclass(frozen=True)
class Ruleset:
    id: str
    name: str
    source: str
    file: str
    scoring: Scoring
    round_time_article: str
    round_minutes: Mapping[int, int]
    max_round_reduction: int
    # The levels at which the director may shorten the round (IT/REV Art. 6: «nei tornei di circolo o federali»).
    reduction_levels: tuple[str, ...]
    vp_tables: tuple[VpTable, ...]
    warnings: WarningRule
    late: LateRule
    sanctions: Mapping[str, AwardTable]
    absent_first_rounds: int
    unmonitored: UnmonitoredRule
    bye: AwardTable
    rests_article: str
    max_rests_per_session: int
    substitutions: SubstitutionRule
    standings_article: str
    # corrections, late_entry, withdrawal, interruption: the article of this ruleset that a refusal cites.
    articles: Mapping[str, str]
    tie_break: tuple[str, ...]
    verification_minutes: int
    # Prizes per group when the setup names none (FED85 Art. 9: the first three; open for the FIBur codes).
    prizes: int
    # The decisions the desk offers as a choice with this default (docs/rulesets.md).
    prizes_article: str
    plausibility: Plausibility = DEFAULT_PLAUSIBILITY
    # Whether the paper score sheet is written deal by deal ([score_sheet] deals; default true): the tables'
    # phones then enter it deal by deal, else its two totals.
    sheet_deals: bool = True
    # The first-round seatings the code allows (IT Art. 2 lists five, REV Art. 2 four: no national ranking
    # points); a ruleset without ``[first_round]`` allows every method (docs/rulesets.md).
    first_round_seating: tuple[str, ...] = ("draw", "alphabetical", "registration", "ranking", "category")
    first_round_article: str = "open"
    # The pairing systems the code allows after the first round (FED85 Art. 9: «stabilite dai V.P. ottenuti
    # nei turni precedenti», the Danish ones); () : any (``[later_rounds]``, docs/rulesets.md).
    later_round_methods: tuple[str, ...] = ()
    later_rounds_article: str = "open"

    def questions(self, ns: int, ew: int, deals: int, *, teams: bool = False) -> tuple[tuple[str, str], ...]:
        """Why a score sheet looks implausible (``Plausibility``); empty when it does not."""
        threshold = self.vp_table(deals, teams=teams).ranges[-1].mp_from
        return self.plausibility.questions(ns, ew, deals, threshold)

    def deal_keys(self) -> tuple[str, ...]:
        """Deal keys with a VP table, in the order "2", "3", "4", "teams"."""
        keys = {deal_key(d, t.teams) for t in self.vp_tables for d in t.deals}
        return tuple(sorted(keys, key=lambda k: (k == TEAMS, int(k) if k != TEAMS else 0)))

    def vp_table(self, deals: int, *, teams: bool = False) -> VpTable:
        for table in self.vp_tables:
            if table.teams == teams and deals in table.deals:
                return table
        offered = ", ".join(describe_key(k) for k in self.deal_keys())
        offerte = ", ".join(describe_key(k, "it") for k in self.deal_keys())
        what = f"teams on {deals} deals" if teams else f"{deals} deals"
        cosa = f"squadre su {deals} smazzate" if teams else f"{deals} smazzate"
        raise ScoreError(
            f"ruleset {self.id} has no VP table for {what}; it has tables for: {offered}",
            f"il regolamento {self.id} non ha una tabella V.P. per {cosa}; ha tabelle per: {offerte}",
        )

    def award(self, name: str, deals: int, *, teams: bool = False) -> Award:
        """The award a sanction rule gives, for this deal count; the VP table must exist too."""
        self.vp_table(deals, teams=teams)
        return self.sanctions[name].for_key(deal_key(deals, teams))

    def bye_award(self, deals: int, *, teams: bool = False) -> Award:
        self.vp_table(deals, teams=teams)
        return self.bye.for_key(deal_key(deals, teams))

    def round_time(self, deals: int, reduction: int = 0) -> int:
        """Round time in minutes (Art. 6), after the director's announced reduction."""
        if deals not in self.round_minutes:
            raise ScoreError(
                f"ruleset {self.id} sets no round time for {deals} deals",
                f"il regolamento {self.id} non prevede un tempo per turni da {deals} smazzate",
            )
        if not 0 <= reduction <= self.max_round_reduction:
            raise ScoreError(
                f"the round time may be shortened by 0 to {self.max_round_reduction} minutes "
                f"({self.round_time_article}), not {reduction}",
                f"il tempo del turno si può ridurre da 0 a {self.max_round_reduction} minuti "
                f"({self.round_time_article}), non {reduction}",
            )
        return self.round_minutes[deals] - reduction


def builtin_rulesets() -> dict[str, Ruleset]:
    """Every shipped burraco ruleset by id (``domain.rulesets`` reads them with ``parse_burraco``)."""
    return rulesets_of(GAME)


def ruleset_ids() -> list[str]:
    return sorted(builtin_rulesets())


def get_ruleset(ruleset_id: str) -> Ruleset:
    rulesets = builtin_rulesets()
    if ruleset_id not in rulesets:
        raise unknown_ruleset(ruleset_id, GAME)
    ruleset: Ruleset = rulesets[ruleset_id]
    return ruleset
