"""The one dispatch module of the live pages (issue 36): it sits above every game's part, registers the shipped
games' pages (``web/parts.py``) and holds the entry points the server and the export call for a tournament's
pages, whichever its game. No other shared module of ``web/`` imports a game's part."""

from __future__ import annotations

from typing import Any, Final

from fibur_director.services.actions import Desk
from fibur_director.web import pages
from fibur_director.web.burraco import part as burraco
from fibur_director.web.parts import PAGES, GamePages, register
from fibur_director.web.tarot import part as tarot
from fibur_director.web.templating import Links

PARTS: Final[dict[str, GamePages]] = {"burraco": burraco.PART, "tarot": tarot.PART}
for _game_id, _part in PARTS.items():
    register(_game_id, _part)


def _game(desk: Desk, tid: int) -> tuple[Any, GamePages]:
    b = pages.open_any(desk, tid)
    return b, PAGES.of_game(b.game)


def exported(desk: Desk, tid: int) -> tuple[bool, list[int], list[int]]:
    """What the static export writes for the tournament (``web/export.py``): whether its game has a results page,
    the rounds shown and the entries, each a page. Raises pages.NotFound."""
    b, game = _game(desk, tid)
    return game.results is not None, game.rounds(b), game.entries(b)


def tournament_page(desk: Desk, tid: int, links: Links, version: int | None) -> str:
    b, game = _game(desk, tid)
    return game.tournament(desk, b, tid, links, version)


def seating_page(
    desk: Desk, tid: int, links: Links, version: int | None, number: int | None = None, search: str = ""
) -> str:
    b, game = _game(desk, tid)
    return game.seating(desk, b, tid, links, version, number, search)


def standings_page(desk: Desk, tid: int, links: Links, version: int | None) -> str:
    b, game = _game(desk, tid)
    return game.standings(desk, b, tid, links, version)


def results_page(desk: Desk, tid: int, links: Links, version: int | None, number: int | None = None) -> str:
    b, game = _game(desk, tid)
    if game.results is None:
        raise pages.NotFound(f"il torneo {tid} {game.missing}")
    return game.results(desk, b, tid, links, version, number)


def entry_page(desk: Desk, tid: int, number: int, links: Links, version: int | None) -> str:
    b, game = _game(desk, tid)
    return game.entry(desk, b, tid, number, links, version)


def projector_page(
    desk: Desk, tid: int, links: Links, version: int | None, clock: dict[str, Any] | None, qr: str
) -> str:
    b, game = _game(desk, tid)
    return game.projector(desk, b, tid, links, version, clock, qr)
