"""What each game provides to the live pages and the static export, and where they find it (issue 36: the
registries inverted, in the web layer).

A game's part of this layer is one ``GamePages``, written in the game's own folder (``web/<game>/part.py``); the
one dispatch module, ``web/games.py``, registers the shipped games' parts here and holds the entry points the
server and the export call. A game defined elsewhere (the tests' third game) registers itself through the same
``register``. This module sits below every game's pages: it imports none of them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from fibur_director.games.parts import Parts

if TYPE_CHECKING:
    from fibur_director.services.actions import Desk
    from fibur_director.web.templating import Links


def _book_rounds(b: Any) -> list[int]:
    return [rnd.number for rnd in b.rounds()]


def _book_entries(b: Any) -> list[int]:
    return list(b.entries)


@dataclass(frozen=True)
class GamePages:
    """One game's pages. A page a game does not have is None, and asking for it answers 404 with the game's
    sentence (``missing``)."""

    tournament: Callable[[Desk, Any, int, Links, int | None], str]
    seating: Callable[[Desk, Any, int, Links, int | None, int | None, str], str]
    standings: Callable[[Desk, Any, int, Links, int | None], str]
    entry: Callable[[Desk, Any, int, int, Links, int | None], str]
    projector: Callable[[Desk, Any, int, Links, int | None, dict[str, Any] | None, str], str]
    results: Callable[[Desk, Any, int, Links, int | None, int | None], str] | None = None
    missing: str = ""
    # What a static export writes a page for: the numbers of the rounds shown, and of the entries. Both shipped
    # games' books list them alike; another game's book says them its own way.
    rounds: Callable[[Any], list[int]] = _book_rounds
    entries: Callable[[Any], list[int]] = _book_entries
    # The template of the tables' phone page (``/t/CODE``, ``web/table_entry.py``) that shows and takes a line's
    # score sheet (``services.table_entry.PhoneSheet``); None for a game whose tables send no sheet by phone.
    phone_sheet: str | None = None

    def nav(self, links: Links, tid: int) -> list[tuple[str, str]]:
        """The header's links (label, address) to the tournament's pages: the ones this game has, and the
        projector only on the live server (an exported folder has no live feed)."""
        found = [("Posti", links.seating(tid)), ("Classifica", links.standings(tid))]
        if self.results is not None:
            found.append(("Risultati", links.results(tid)))
        if not links.static:
            found.append(("Proiettore", links.projector(tid)))
        return found


View = TypeVar("View")


class LastView(Generic[View]):
    """A game's standings view, computed once for a book and the standings' publication: the index page and the
    standings page of one regeneration (and every Tarot player's page) showed the same view computed again each
    time. Kept while the book is the very same object (``pages.open_any`` keeps it until the tournament changes)
    and the latest publication, which the view shows and whose window time closes, is equal."""

    def __init__(self) -> None:
        self._last: tuple[Any, int, Any, View] | None = None

    def of(self, b: Any, tid: int, publication: Any, make: Callable[[], View]) -> View:
        last = self._last  # one read: the live server asks from several threads
        if last is not None and last[0] is b and last[1] == tid and last[2] == publication:
            return last[3]
        view = make()
        self._last = (b, tid, publication, view)
        return view


# Each game's pages by the game's id (Book.game, games.registry).
PAGES: Parts[GamePages] = Parts(
    ("no live pages: it cannot be shown on the phones", "pagine per i telefoni"), GamePages
)


def register(game_id: str, part: GamePages) -> None:
    PAGES.register(game_id, part)


def unregister(game_id: str) -> None:
    PAGES.unregister(game_id)
