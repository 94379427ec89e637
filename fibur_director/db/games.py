"""The database's one dispatch module (issue 36): every game's own tables, by the game's id (``db/parts.py``,
``GameTables``). Importing it maps them on the shared ``Base``, so a module that needs the whole schema — create_all
(``db.migrate``), alembic (``migrations/env.py``), the copy between engines (``db.copy``), undo — imports this
module and reads ``METADATA``. A new game adds one line here; the shared models never name a game."""

from __future__ import annotations

from typing import Final

from sqlalchemy import MetaData

from fibur_director.db.models import Base
from fibur_director.db.parts import NO_TABLES, GameTables
from fibur_director.db.tarot.deals import TURN_SHEETS
from fibur_director.games.registry import game_of

PARTS: Final[dict[str, GameTables]] = {"burraco": NO_TABLES, "tarot": TURN_SHEETS}
# The whole schema: the shared tables and every game's own.
METADATA: Final[MetaData] = Base.metadata


def tables_of(kind: str) -> GameTables:
    """The own tables of the game a tournament of ``kind`` plays; none for a game that lists none here (a game
    defined elsewhere, the tests' duel, keeps everything in the shared tables)."""
    return PARTS.get(game_of(kind).id, NO_TABLES)
