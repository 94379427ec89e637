"""How the desk looks for each game, by the game's id (games.registry): the desk layer's registry.

The game of the open tournament is resolved once, when it opens (``DeskContext.game``), and the pages read
its look here rather than testing the tournament's kind. What a look says is what differs on screen; the rules
behind it (who may rest, what a sheet holds) are the game's own (games/*/rules.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final


@dataclass(frozen=True)
class DeskLook:
    # The game seats every round by its own rule (Sicilian Tarot: the draw, then the standings, TAROT §2-3): the
    # round page offers no method and no first-round seating, its edits are swaps, and each table's turn sheet
    # carries the seats (no seating list or poster).
    seated_by_rule: bool
    # The standings rank by the game's own chain with its coefficients (TAROT §7), shown beside the table, and
    # the workbook is the game's (no federation sheet to check).
    own_standings: bool
    # The burraco sanctions tab applies (the Tarot penalties, TAROT §6, are typed on the turn sheet).
    sanctions_tab: bool
    # The tournament takes its rounds and deals from its ruleset and has none of the burraco settings
    # (sessions, pairing plan, round time, level, prizes, tie-break; TAROT §3).
    fixed_format: bool


LOOKS: Final[dict[str, DeskLook]] = {
    "burraco": DeskLook(seated_by_rule=False, own_standings=False, sanctions_tab=True, fixed_format=False),
    "tarot": DeskLook(seated_by_rule=True, own_standings=True, sanctions_tab=False, fixed_format=True),
}
