"""The Tarot ruleset of a tournament, as the Tarot's services read it (issue 36: out of the shared read model)."""

from __future__ import annotations

from fibur_director.db import models as db
from fibur_director.domain.errors import FiburError
from fibur_director.games.registry import game_of
from fibur_director.games.tarot.rules import TAROT
from fibur_director.games.tarot.ruleset import TarotRuleset, get_tarot_ruleset
from fibur_director.services.actions import ServiceError


def tarot_ruleset(t: db.Tournament) -> TarotRuleset:
    """The Tarot ruleset of a Tarot tournament; any other kind is refused with a sentence, never a crash."""
    if game_of(t.kind) is not TAROT:
        raise ServiceError(
            f"tournament {t.id} is a {t.kind} burraco tournament, not a Sicilian Tarot one",
            f"il torneo {t.id} è un torneo di burraco ({t.kind}), non di tarocchi siciliani",
        )
    try:
        return get_tarot_ruleset(t.ruleset_id)
    except FiburError as error:
        raise ServiceError(error.english, error.italian) from None
