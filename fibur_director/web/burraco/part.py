"""Burraco's part of the live pages (issue 36): its pages rendered, registered by ``web/games.py``."""

from __future__ import annotations

from typing import Any

from fibur_director.services.actions import Desk
from fibur_director.web.book_pages import BookPages
from fibur_director.web.burraco import pages as burraco
from fibur_director.web.parts import GamePages
from fibur_director.web.templating import Links, book_page

_book = BookPages[burraco.StandingsView]("burraco", burraco.standings, burraco.seating)
_standings_view = _book.standings_view


def _results(desk: Desk, b: Any, tid: int, links: Links, version: int | None, number: int | None) -> str:
    view = burraco.results(b, number)
    return book_page("burraco/results.html", links, version, "Risultati", b, tid, view=view)


def _entry(desk: Desk, b: Any, tid: int, number: int, links: Links, version: int | None) -> str:
    view = burraco.entry(b, number)
    return book_page("burraco/entry.html", links, version, f"{view.number} {view.name}", b, tid, view=view)


def _projector(
    desk: Desk, b: Any, tid: int, links: Links, version: int | None, clock: dict[str, Any] | None, qr: str
) -> str:
    return book_page(
        "burraco/projector.html",
        links,
        version,
        "Proiettore",
        b,
        tid,
        seating=burraco.seating(b),
        standings=_standings_view(desk, b, tid),
        results=burraco.results(b),
        held=burraco.final_held(desk, b, tid),
        clock=clock,
        qr=qr,
    )


PART = GamePages(
    _book.tournament,
    _book.seating,
    _book.standings,
    _entry,
    _projector,
    results=_results,
    phone_sheet="burraco/tavolo.html",
)
