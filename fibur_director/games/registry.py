"""Every game the program knows, in one static dict (so that PyInstaller sees each one), and the lookup the
shared program uses instead of testing a tournament's kind."""

from __future__ import annotations

from typing import Final

from fibur_director.domain.errors import FiburError
from fibur_director.games.base import Game
from fibur_director.games.burraco.rules import BURRACO
from fibur_director.games.tarot.rules import TAROT

GAMES: Final[dict[str, Game]] = {BURRACO.id: BURRACO, TAROT.id: TAROT}
_BY_KIND: Final[dict[str, Game]] = {kind: game for game in GAMES.values() for kind in game.kinds}


def game_of(kind: str) -> Game:
    """The game a tournament of ``kind`` plays; an unknown kind is refused naming the known ones."""
    found = _BY_KIND.get(kind)
    if found is None:
        known = ", ".join(_BY_KIND)
        raise FiburError(
            f"unknown tournament kind {kind!r}; one of {known}",
            f"tipo di torneo sconosciuto {kind!r}; uno tra {known}",
        )
    return found
