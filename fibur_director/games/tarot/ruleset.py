"""The Sicilian Tarot ruleset: every figure of TAROT the desk applies, from `resources/rulesets/*.toml` files
marked ``game = "tarot"``.

A Tarot ruleset shares the file format's conventions with the burraco ones (``format``, ``id``, articles next
to figures) and nothing else: the score is jochi, not match points, so it has its own model and loader.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from fibur_director.domain.errors import RulesetError
from fibur_director.domain.rulesets import (
    FORMAT,
    SHARED_SECTIONS,
    RulesetReader,
    rulesets_of,
    unknown_ruleset,
)

GAME = "tarot"
CALLS = ("S5", "SV", "SF", "CV", "CF")
# The order after total jochi that TAROT §7 allows; a ruleset may reorder or shorten it.
TIE_BREAK_KEYS = ("head_to_head", "calls", "commitments", "pigliate")
LAST_RESORTS = ("draw", "number")
TOP_LEVEL_KEYS = {
    "format", "game", "id", "name", "source", "rounds", "calls", "commitments", "penalties", "standings",
    *SHARED_SECTIONS,
}  # fmt: skip


@dataclass(frozen=True)
class TarotRuleset:
    id: str
    name: str
    source: str
    rounds: int
    deals_per_round: int
    reseat_after: tuple[int, ...]
    rounds_article: str
    call_coefficients: Mapping[str, int]
    solo_five_multiplier: int
    calls_article: str
    solo_five_article: str
    commitment_declared: int
    commitment_partner: int
    commitments_article: str
    wrong_cards: int
    exposure: int
    revoke: int
    revoke_self_reported: int
    penalties_article: str
    tie_break: tuple[str, ...]
    head_to_head_penalties: bool
    last_resort: str
    standings_article: str

    @property
    def chain(self) -> tuple[str, ...]:
        """The whole standings order: total jochi, then the tie-break."""
        return ("jochi", *self.tie_break)


def parse_tarot(file: str, data: Mapping[str, Any]) -> TarotRuleset:
    """Validate a parsed ruleset document marked ``game = "tarot"``; RulesetError names the field."""
    r = RulesetReader(file)
    r.only(
        data, TOP_LEVEL_KEYS, "", "a Tarot ruleset field (misspelt?)", "un campo del regolamento dei tarocchi"
    )
    if r.integer(data, "format", "") != FORMAT:
        raise r.fail("format", f"must be {FORMAT}", f"deve essere {FORMAT}")
    rounds = r.table(data, "rounds", "")
    calls = r.table(data, "calls", "")
    commitments = r.table(data, "commitments", "")
    penalties = r.table(data, "penalties", "")
    standings = r.table(data, "standings", "")
    planned = r.integer(rounds, "rounds", "rounds", minimum=1)
    reseat = r.int_list(r.get(rounds, "reseat_after", "rounds"), "rounds.reseat_after")
    for value in reseat:
        r.check_int(value, "rounds.reseat_after", minimum=1)
        if value >= planned:
            raise r.fail(
                "rounds.reseat_after",
                f"round {value} is the last or beyond ({planned} rounds)",
                f"il turno {value} è l'ultimo o oltre ({planned} turni)",
            )
    coefficients = {call: r.integer(calls, call, "calls", minimum=0) for call in CALLS}
    tie_break = tuple(r.int_list(r.get(standings, "tie_break", "standings"), "standings.tie_break"))
    for key in tie_break:
        if key not in TIE_BREAK_KEYS or tie_break.count(key) > 1:
            raise r.fail(
                "standings.tie_break",
                f"{key!r} is not one of {', '.join(TIE_BREAK_KEYS)} once each",
                f"{key!r} non è uno tra {', '.join(TIE_BREAK_KEYS)} (una volta ciascuno)",
            )
    last_resort = r.text(standings, "last_resort", "standings")
    if last_resort not in LAST_RESORTS:
        raise r.fail(
            "standings.last_resort",
            f"must be one of {', '.join(LAST_RESORTS)}",
            f"deve essere uno tra {', '.join(LAST_RESORTS)}",
        )
    return TarotRuleset(
        id=r.text(data, "id", ""),
        name=r.text(data, "name", ""),
        source=r.text(data, "source", ""),
        rounds=planned,
        deals_per_round=r.integer(rounds, "deals_per_round", "rounds", minimum=1),
        reseat_after=tuple(reseat),
        rounds_article=r.text(rounds, "article", "rounds"),
        call_coefficients=coefficients,
        solo_five_multiplier=r.integer(calls, "solo_five_multiplier", "calls", minimum=1),
        calls_article=r.text(calls, "article", "calls"),
        solo_five_article=r.text(calls, "solo_five_article", "calls"),
        commitment_declared=r.integer(commitments, "declared", "commitments", minimum=0),
        commitment_partner=r.integer(commitments, "partner", "commitments", minimum=0),
        commitments_article=r.text(commitments, "article", "commitments"),
        wrong_cards=r.integer(penalties, "wrong_cards", "penalties", minimum=0),
        exposure=r.integer(penalties, "exposure", "penalties", minimum=0),
        revoke=r.integer(penalties, "revoke", "penalties", minimum=0),
        revoke_self_reported=r.integer(penalties, "revoke_self_reported", "penalties", minimum=0),
        penalties_article=r.text(penalties, "article", "penalties"),
        tie_break=tie_break,
        head_to_head_penalties=r.boolean(standings, "head_to_head_penalties", "standings"),
        last_resort=last_resort,
        standings_article=r.text(standings, "article", "standings"),
    )


DEFAULT_TAROT_RULESET = "tarocchi-siciliani"


def tarot_rulesets() -> dict[str, TarotRuleset]:
    """Every shipped Sicilian Tarot ruleset by id (``domain.rulesets`` reads them with ``parse_tarot``)."""
    return rulesets_of(GAME)


def get_tarot_ruleset(ruleset_id: str = DEFAULT_TAROT_RULESET) -> TarotRuleset:
    rulesets = tarot_rulesets()
    if ruleset_id not in rulesets:
        raise unknown_ruleset(ruleset_id, GAME)
    return rulesets[ruleset_id]


__all__ = ["GAME", "RulesetError", "TarotRuleset", "parse_tarot"]
