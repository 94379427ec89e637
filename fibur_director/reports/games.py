"""The printing layer's one dispatch module (issue 36): every game's forms, by the game's id, registered with
``reports.parts`` when the reports are first imported (``reports/__init__.py``). A new game adds one line here;
the command line and the shared reports never name a game."""

from __future__ import annotations

from typing import Final

from fibur_director.reports import parts
from fibur_director.reports.burraco.forms import FORMS as BURRACO
from fibur_director.reports.tarot.forms import FORMS as TAROT

PARTS: Final[dict[str, parts.GameForms]] = {"burraco": BURRACO, "tarot": TAROT}

for _game, _forms in PARTS.items():
    parts.register(_game, _forms)
