"""Sicilian Tarot's part of the live pages (issue 36): its pages rendered, registered by ``web/games.py``."""

from __future__ import annotations

from typing import Any

from fibur_director.services.actions import Desk
from fibur_director.web.book_pages import BookPages
from fibur_director.web.parts import GamePages
from fibur_director.web.tarot import pages as tarot
from fibur_director.web.templating import Links, book_page

_book = BookPages[tarot.TarotStandings]("tarot", tarot.standings, tarot.seating)
_standings_view = _book.standings_view


def _entry(desk: Desk, b: Any, tid: int, number: int, links: Links, version: int | None) -> str:
    view = tarot.entry(b, number, _standings_view(desk, b, tid))
    return book_page("tarot/entry.html", links, version, f"{view.number} {view.name}", b, tid, view=view)


def _projector(
    desk: Desk, b: Any, tid: int, links: Links, version: int | None, clock: dict[str, Any] | None, qr: str
) -> str:
    return book_page(
        "tarot/projector.html",
        links,
        version,
        "Proiettore",
        b,
        tid,
        seating=tarot.seating(b),
        standings=_standings_view(desk, b, tid),
        clock=clock,
        qr=qr,
    )


PART = GamePages(
    _book.tournament,
    _book.seating,
    _book.standings,
    _entry,
    _projector,
    # A Tarot table has no burraco result: its jochi are on the standings and the players' pages.
    missing="è un torneo di tarocchi siciliani: i jochi di ogni smazzata sono nella classifica e nella "
    "pagina di ogni giocatore",
)
