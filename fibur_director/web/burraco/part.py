"""Burraco's part of the live pages (issue 36): its pages rendered, registered by ``web/games.py``."""

from __future__ import annotations

from typing import Any

from fibur_director.services.actions import Desk
from fibur_director.services.live import last_publication
from fibur_director.web import pages
from fibur_director.web.burraco import pages as burraco
from fibur_director.web.parts import GamePages, LastView
from fibur_director.web.templating import Links, book_page

_kept = LastView[burraco.StandingsView]()


def _standings_view(desk: Desk, b: Any, tid: int) -> burraco.StandingsView:
    return _kept.of(b, tid, last_publication(desk, tid), lambda: burraco.standings(desk, b, tid))


def _tournament(desk: Desk, b: Any, tid: int, links: Links, version: int | None) -> str:
    view, current = _standings_view(desk, b, tid), pages.choose_round(b, None)
    return book_page("burraco/tournament.html", links, version, None, b, tid, view=view, current=current)


def _seating(
    desk: Desk, b: Any, tid: int, links: Links, version: int | None, number: int | None, search: str
) -> str:
    view = burraco.seating(b, number, search)
    return book_page("burraco/seating.html", links, version, "Posti", b, tid, view=view)


def _standings(desk: Desk, b: Any, tid: int, links: Links, version: int | None) -> str:
    view = _standings_view(desk, b, tid)
    return book_page("burraco/standings.html", links, version, "Classifica", b, tid, view=view)


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


PART = GamePages(_tournament, _seating, _standings, _entry, _projector, results=_results)
