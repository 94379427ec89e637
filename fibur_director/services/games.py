"""The services' one dispatch module (issue 36): every game's part of the services, by the game's id, registered
with ``services.parts`` when the services are first imported (``services/__init__.py``). A new game adds one
line here; the shared services never name a game."""

from __future__ import annotations

from typing import Final

from fibur_director.services import parts
from fibur_director.services.burraco.store import BURRACO
from fibur_director.services.tarot.store import TAROT

PARTS: Final[dict[str, parts.GameStore]] = {"burraco": BURRACO, "tarot": TAROT}

for _game, _store in PARTS.items():
    parts.register(_game, _store)
