"""One game's part of a layer, by the game's id (issue 36): the registry each layer's ``parts`` module keeps, so
that the registration and the lookup by a tournament's kind — with its refusal in words for a game that has no
part in that layer — are written once. A dict, so the layers and the tests read it as one."""

from __future__ import annotations

from typing import Generic, TypeVar

from fibur_director.domain.errors import FiburError
from fibur_director.games.base import refuse_incomplete
from fibur_director.games.registry import GAMES, game_of

Part = TypeVar("Part")


class Parts(dict[str, Part], Generic[Part]):
    """``{game id: part}``; ``missing`` is what a game without a part here lacks, in English and Italian, with
    what then cannot be done ("no services registered: it cannot run at this desk")."""

    def __init__(self, missing: tuple[str, str], protocol: type) -> None:
        super().__init__()
        self.missing = missing
        self.protocol = protocol  # what every part must provide, checked as it is registered

    def register(self, game_id: str, part: Part) -> None:
        refuse_incomplete(game_id, part, self.protocol)
        self[game_id] = part

    def unregister(self, game_id: str) -> None:
        self.pop(game_id, None)

    def of_kind(self, kind: str) -> Part:
        """The part of the game a tournament of ``kind`` plays; a game without one is refused in words."""
        return self.of_game(game_of(kind).id)

    def of_game(self, game_id: str) -> Part:
        """The part of the game ``game_id``; a game without one is refused in words (issue 36's attack, S13: a
        lookup of the dict itself gave a raw KeyError at the desk and a 500 on the live pages)."""
        found = self.get(game_id)
        if found is None:
            name = GAMES[game_id].name if game_id in GAMES else game_id
            english, italian = self.missing
            raise FiburError(f"the game {name!r} has {english}", f"il gioco {name!r} non ha {italian}")
        return found
