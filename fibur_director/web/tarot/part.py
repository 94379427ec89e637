"""Sicilian Tarot's part of the live pages (issue 36): its pages rendered, registered by ``web/games.py``."""

from __future__ import annotations

from typing import Any

from fibur_director.services.actions import Desk
from fibur_director.services.live import last_publication
from fibur_director.web import pages
from fibur_director.web.parts import GamePages, LastView
from fibur_director.web.tarot import pages as tarot
from fibur_director.web.templating import Links, book_page

_kept = LastView[tarot.TarotStandings]()


def _standings_view(desk: Desk, b: Any, tid: int) -> tarot.TarotStandings:
    return _kept.of(b, tid, last_publication(desk, tid), lambda: tarot.standings(desk, b, tid))


def _tournament(desk: Desk, b: Any, tid: int, links: Links, version: int | None) -> str:
    view, current = _standings_view(desk, b, tid), pages.choose_round(b, None)
    return book_page("tarot/tournament.html", links, version, None, b, tid, view=view, current=current)


def _seating(
    desk: Desk, b: Any, tid: int, links: Links, version: int | None, number: int | None, search: str
) -> str:
    view = tarot.seating(b, number, search)
    return book_page("tarot/seating.html", links, version, "Posti", b, tid, view=view)


def _standings(desk: Desk, b: Any, tid: int, links: Links, version: int | None) -> str:
    view = _standings_view(desk, b, tid)
    return book_page("tarot/standings.html", links, version, "Classifica", b, tid, view=view)


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
    _tournament,
    _seating,
    _standings,
    _entry,
    _projector,
    # A Tarot table has no burraco result: its jochi are on the standings and the players' pages.
    missing="è un torneo di tarocchi siciliani: i jochi di ogni smazzata sono nella classifica e nella "
    "pagina di ogni giocatore",
)
