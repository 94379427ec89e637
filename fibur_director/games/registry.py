"""Every game the program knows, in one static dict (so that PyInstaller sees each one), and the lookup the
shared program uses instead of testing a tournament's kind.

Importing this module registers every game with the domain: its kinds in the vocabulary, its ruleset parser,
its tournament file's schema and codec. The domain cannot import the games (they import it), so it holds these
tables and the games fill them; the package's ``__init__`` imports this module, so whatever part of the program
runs first finds them filled.
"""

from __future__ import annotations

from typing import Final

from fibur_director.domain import file_schema, rulesets, tournament_file
from fibur_director.domain.errors import FiburError
from fibur_director.domain.vocabulary import declare_kinds, declare_systems, withdraw_kinds, withdraw_systems
from fibur_director.games.base import Game, refuse_incomplete
from fibur_director.games.burraco.rules import BURRACO
from fibur_director.games.tarot.rules import TAROT

GAMES: Final[dict[str, Game]] = {BURRACO.id: BURRACO, TAROT.id: TAROT}
_BY_KIND: Final[dict[str, Game]] = {}


def register(game: Game) -> None:
    """Add a game: its kinds to the vocabulary, itself to the registry. The shipped games are added here, once;
    a game defined elsewhere (the tests' third game) adds itself the same way and ``unregister``s after. A game
    lacking a member of ``Game`` is refused before anything is declared."""
    refuse_incomplete(getattr(game, "id", "?"), game, Game)
    declare_kinds(game.kinds)
    declare_systems(game.id, game.systems)
    rulesets.register_parser(game.id, game.name, game.parse_ruleset)
    file_schema.SCHEMAS[game.id] = game.document
    tournament_file.CODECS[game.id] = game.codec
    GAMES[game.id] = game
    for kind in game.kinds:
        _BY_KIND[kind.id] = game


def unregister(game: Game) -> None:
    withdraw_kinds(game.id)
    withdraw_systems(game.id)
    rulesets.withdraw_parser(game.id)
    file_schema.SCHEMAS.pop(game.id, None)
    tournament_file.CODECS.pop(game.id, None)
    GAMES.pop(game.id, None)
    for kind in game.kinds:
        _BY_KIND.pop(kind.id, None)


for _game in tuple(GAMES.values()):
    register(_game)


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
