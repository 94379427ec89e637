"""The burraco ruleset of a tournament, as burraco's services read it (issue 36: out of the shared read model)."""

from __future__ import annotations

from fibur_director.games.burraco.ruleset import Ruleset, get_ruleset
from fibur_director.services.errors import refuse_by_game


def burraco_ruleset(kind: str, ruleset_id: str) -> Ruleset:
    """The burraco ruleset of a burraco tournament; another game's is refused with its sentence: what asks for
    it (VP, score sheets, burraco sanctions) has no meaning there."""
    refuse_by_game(kind, "enter_sheet")
    return get_ruleset(ruleset_id)
