"""The rulesets shipped in `resources/rulesets/`, loaded once and looked up by id."""

from __future__ import annotations

from functools import cache

from fibur_director.domain.errors import RulesetError, ScoreError
from fibur_director.domain.ruleset import Ruleset
from fibur_director.domain.ruleset_loader import load_ruleset
from fibur_director.locations import rulesets_dir

# The federation's current code for pairs tournaments: what a new tournament, a rehearsal and the idle round
# clock use unless told otherwise.
DEFAULT_RULESET = "burraco-italiano"


@cache
def builtin_rulesets() -> dict[str, Ruleset]:
    """Every shipped ruleset by id; a broken or duplicated file raises RulesetError naming it."""
    found: dict[str, Ruleset] = {}
    for path in sorted(rulesets_dir().glob("*.toml")):
        ruleset = load_ruleset(path)
        if ruleset.id != path.stem:
            raise RulesetError(
                path.name,
                "id",
                f"'{ruleset.id}' must match the file name",
                f"'{ruleset.id}' deve coincidere col nome del file",
            )
        found[ruleset.id] = ruleset
    return found


def ruleset_ids() -> list[str]:
    return sorted(builtin_rulesets())


def get_ruleset(ruleset_id: str) -> Ruleset:
    rulesets = builtin_rulesets()
    if ruleset_id not in rulesets:
        available = ", ".join(sorted(rulesets))
        raise ScoreError(
            f"unknown ruleset '{ruleset_id}'; available: {available}",
            f"regolamento sconosciuto '{ruleset_id}'; disponibili: {available}",
        )
    return rulesets[ruleset_id]
