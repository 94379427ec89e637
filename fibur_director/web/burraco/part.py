"""Burraco's part of the live pages (issue 36): its pages rendered, registered by ``web/games.py``."""

from __future__ import annotations

from typing import Any

from fibur_director.services.actions import Desk
from fibur_director.services.live import last_publication
from fibur_director.web import pages
from fibur_director.web.burraco import pages as burraco
from fibur_director.web.parts import GamePages, LastView
from fibur_director.web.templating import Links, render

_kept = LastView[burraco.StandingsView]()


def _standings_view(desk: Desk, b: Any, tid: int) -> burraco.StandingsView:
    return _kept.of(b, tid, last_publication(desk, tid), lambda: burraco.standings(desk, b, tid))


def _tournament(desk: Desk, b: Any, tid: int, links: Links, version: int | None) -> str:
    view, current = _standings_view(desk, b, tid), pages.choose_round(b, None)
    return render(
        "burraco/tournament.html", links, version, title=b.title, book=b, tid=tid, view=view, current=current
    )


def _seating(
    desk: Desk, b: Any, tid: int, links: Links, version: int | None, number: int | None, search: str
) -> str:
    view = burraco.seating(b, number, search)
    return render(
        "burraco/seating.html", links, version, title=f"Posti – {b.title}", book=b, tid=tid, view=view
    )


def _standings(desk: Desk, b: Any, tid: int, links: Links, version: int | None) -> str:
    view = _standings_view(desk, b, tid)
    return render(
        "burraco/standings.html", links, version, title=f"Classifica – {b.title}", book=b, tid=tid, view=view
    )


def _results(desk: Desk, b: Any, tid: int, links: Links, version: int | None, number: int | None) -> str:
    view = burraco.results(b, number)
    return render(
        "burraco/results.html", links, version, title=f"Risultati – {b.title}", book=b, tid=tid, view=view
    )


def _entry(desk: Desk, b: Any, tid: int, number: int, links: Links, version: int | None) -> str:
    view = burraco.entry(b, number)
    title = f"{view.number} {view.name} – {b.title}"
    return render("burraco/entry.html", links, version, title=title, book=b, tid=tid, view=view)


def _projector(
    desk: Desk, b: Any, tid: int, links: Links, version: int | None, clock: dict[str, Any] | None, qr: str
) -> str:
    return render(
        "burraco/projector.html",
        links,
        version,
        title=f"Proiettore – {b.title}",
        book=b,
        tid=tid,
        seating=burraco.seating(b),
        standings=_standings_view(desk, b, tid),
        results=burraco.results(b),
        held=burraco.final_held(desk, b, tid),
        clock=clock,
        qr=qr,
    )


PART = GamePages(_tournament, _seating, _standings, _entry, _projector, results=_results)
