"""The rulesets shipped in `resources/rulesets/`, loaded once and looked up by id.

Burraco rulesets and Sicilian Tarot ones (``game = "tarot"``) live in the same folder and have separate
models: ``get_ruleset`` gives the burraco ones, ``get_tarot_ruleset`` the Tarot ones.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from fibur_director.domain.errors import RulesetError, ScoreError
from fibur_director.domain.ruleset import Ruleset
from fibur_director.domain.ruleset_loader import _parse, _Reader, read_toml
from fibur_director.domain.tarot_ruleset import TarotRuleset, is_tarot, parse_tarot
from fibur_director.locations import rulesets_dir

# The federation's current code for pairs tournaments: what a new tournament, a rehearsal and the idle round
# clock use unless told otherwise.
DEFAULT_RULESET = "burraco-italiano"
DEFAULT_TAROT_RULESET = "tarocchi-siciliani"


def load_any(path: Path) -> Ruleset | TarotRuleset:
    """A burraco or a Sicilian Tarot ruleset file, by its ``game`` key."""
    data = read_toml(path)
    return parse_tarot(path.name, data) if is_tarot(data) else _parse(_Reader(path.name), data)


@cache
def _all_rulesets() -> tuple[dict[str, Ruleset], dict[str, TarotRuleset]]:
    burraco: dict[str, Ruleset] = {}
    tarot: dict[str, TarotRuleset] = {}
    for path in sorted(rulesets_dir().glob("*.toml")):
        ruleset = load_any(path)
        if ruleset.id != path.stem:
            raise RulesetError(
                path.name,
                "id",
                f"'{ruleset.id}' must match the file name",
                f"'{ruleset.id}' deve coincidere col nome del file",
            )
        if isinstance(ruleset, TarotRuleset):
            tarot[ruleset.id] = ruleset
        else:
            burraco[ruleset.id] = ruleset
    return burraco, tarot


def builtin_rulesets() -> dict[str, Ruleset]:
    """Every shipped burraco ruleset by id; a broken or duplicated file raises RulesetError naming it."""
    return _all_rulesets()[0]


def tarot_rulesets() -> dict[str, TarotRuleset]:
    """Every shipped Sicilian Tarot ruleset by id."""
    return _all_rulesets()[1]


def ruleset_ids() -> list[str]:
    return sorted(builtin_rulesets())


def _unknown(ruleset_id: str, available: list[str]) -> ScoreError:
    names = ", ".join(sorted(available))
    return ScoreError(
        f"unknown ruleset '{ruleset_id}'; available: {names}",
        f"regolamento sconosciuto '{ruleset_id}'; disponibili: {names}",
    )


def get_ruleset(ruleset_id: str) -> Ruleset:
    rulesets = builtin_rulesets()
    if ruleset_id not in rulesets:
        if ruleset_id in tarot_rulesets():
            raise ScoreError(
                f"'{ruleset_id}' is a Sicilian Tarot ruleset: it scores jochi, not burraco points",
                f"'{ruleset_id}' è un regolamento dei tarocchi siciliani: conta jochi, non punti del burraco",
            )
        raise _unknown(ruleset_id, list(rulesets))
    return rulesets[ruleset_id]


def get_tarot_ruleset(ruleset_id: str = DEFAULT_TAROT_RULESET) -> TarotRuleset:
    rulesets = tarot_rulesets()
    if ruleset_id not in rulesets:
        raise _unknown(ruleset_id, list(rulesets))
    return rulesets[ruleset_id]
