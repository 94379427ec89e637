"""The desk's one dispatch module (issue 36): every game's part of the desk, by the game's id, registered with
``ui.parts`` when the desk's package is imported (``ui/__init__.py``). A new game adds one line here; the shared
pages never name a game."""

from __future__ import annotations

from typing import Final

from fibur_director.ui import parts
from fibur_director.ui.burraco.desk import DESK as BURRACO
from fibur_director.ui.tarot.desk import DESK as TAROT

PARTS: Final[dict[str, parts.GameDesk]] = {"burraco": BURRACO, "tarot": TAROT}

for _game, _desk in PARTS.items():
    parts.register(_game, _desk)
