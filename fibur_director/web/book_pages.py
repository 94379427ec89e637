"""The live pages every game sets up alike from its book (issue 36: they were copied from one game's part to the
next): the tournament's page, the seating and the standings, each from the template of that name in the game's
folder (``web/templates/<folder>/``) and the game's own views, its standings view computed once per book and
publication (``LastView``). A game's part (``web/<game>/part.py``) builds one and writes the pages that differ."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic

from fibur_director.services.actions import Desk
from fibur_director.services.live import last_publication
from fibur_director.web import pages
from fibur_director.web.parts import LastView, View
from fibur_director.web.templating import Links, book_page


class BookPages(Generic[View]):
    def __init__(
        self,
        folder: str,
        standings: Callable[[Desk, Any, int], View],
        seating: Callable[[Any, int | None, str], Any],
    ) -> None:
        self.folder = folder
        self._standings = standings
        self._seating = seating
        self._kept = LastView[View]()

    def standings_view(self, desk: Desk, b: Any, tid: int) -> View:
        return self._kept.of(b, tid, last_publication(desk, tid), lambda: self._standings(desk, b, tid))

    def tournament(self, desk: Desk, b: Any, tid: int, links: Links, version: int | None) -> str:
        view, current = self.standings_view(desk, b, tid), pages.choose_round(b, None)
        return book_page(
            f"{self.folder}/tournament.html", links, version, None, b, tid, view=view, current=current
        )

    def seating(
        self, desk: Desk, b: Any, tid: int, links: Links, version: int | None, number: int | None, search: str
    ) -> str:
        view = self._seating(b, number, search)
        return book_page(f"{self.folder}/seating.html", links, version, "Posti", b, tid, view=view)

    def standings(self, desk: Desk, b: Any, tid: int, links: Links, version: int | None) -> str:
        view = self.standings_view(desk, b, tid)
        return book_page(f"{self.folder}/standings.html", links, version, "Classifica", b, tid, view=view)
