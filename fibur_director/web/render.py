"""The pages as HTML: one Jinja2 environment for the live server and the static export, and the links between
pages, which are server paths live and file names in an export (so the exported folder works from any web
site or straight from a USB stick)."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape

from fibur_director.reports.tarot_book import TarotBook
from fibur_director.services.actions import Desk
from fibur_director.web import pages

HERE = Path(__file__).resolve().parent
TEMPLATES = HERE / "templates"
STATIC = HERE / "static"

_environment = Environment(
    loader=FileSystemLoader(TEMPLATES),
    autoescape=select_autoescape(default=True, default_for_string=True),
    undefined=StrictUndefined,
    trim_blocks=True,
    lstrip_blocks=True,
)


@dataclass(frozen=True)
class Links:
    """Where each page lives. ``static`` gives relative file names for ``fibur-director-cli publish``."""

    static: bool = False

    def home(self) -> str:
        return "index.html" if self.static else "/"

    def tournament(self, tid: int) -> str:
        return "index.html" if self.static else f"/t/{tid}"

    def seating(self, tid: int, number: int | None = None) -> str:
        if self.static:
            return "posti.html" if number is None else f"posti-{number}.html"
        return f"/t/{tid}/posti" + ("" if number is None else f"?turno={number}")

    def standings(self, tid: int) -> str:
        return "classifica.html" if self.static else f"/t/{tid}/classifica"

    def results(self, tid: int, number: int | None = None) -> str:
        if self.static:
            return "risultati.html" if number is None else f"risultati-{number}.html"
        return f"/t/{tid}/risultati" + ("" if number is None else f"?turno={number}")

    def entry(self, tid: int, number: int) -> str:
        return f"iscritto-{number}.html" if self.static else f"/t/{tid}/iscritto/{number}"

    def projector(self, tid: int) -> str:
        return "proiettore.html" if self.static else f"/t/{tid}/proiettore"

    def asset(self, name: str) -> str:
        return f"static/{name}" if self.static else f"/static/{name}"


def render(template: str, links: Links, version: int | None, **context: Any) -> str:
    now = dt.datetime.now().astimezone()
    return _environment.get_template(template).render(
        links=links,
        live=not links.static,
        version=version if version is not None else 0,
        updated=now.strftime("%H:%M:%S"),
        updated_day=now.strftime("%d/%m/%Y %H:%M"),
        **context,
    )


# -- one function per page, shared by the server and the export ----------------------------------------------


def index_page(desk: Desk, links: Links, version: int | None) -> str:
    return render("index.html", links, version, title="Tornei", tournaments=pages.tournaments(desk))


def tournament_page(desk: Desk, tid: int, links: Links, version: int | None) -> str:
    b = pages.open_any(desk, tid)
    if isinstance(b, TarotBook):
        return render(
            "tarot_tournament.html",
            links,
            version,
            title=b.title,
            book=b,
            tid=tid,
            tarot=True,
            view=pages.tarot_standings(desk, b, tid),
            current=pages.tarot_round(b, None),
        )
    return render(
        "tournament.html",
        links,
        version,
        title=b.title,
        book=b,
        tid=tid,
        view=pages.standings(desk, b, tid),
        current=pages.choose_round(b, None),
    )


def seating_page(
    desk: Desk, tid: int, links: Links, version: int | None, number: int | None = None, search: str = ""
) -> str:
    b = pages.open_any(desk, tid)
    if isinstance(b, TarotBook):
        tarot_view = pages.tarot_seating(b, number, search)
        title = f"Posti – {b.title}"
        return render(
            "tarot_seating.html", links, version, title=title, book=b, tid=tid, tarot=True, view=tarot_view
        )
    view = pages.seating(b, number, search)
    return render("seating.html", links, version, title=f"Posti – {b.title}", book=b, tid=tid, view=view)


def standings_page(desk: Desk, tid: int, links: Links, version: int | None) -> str:
    b = pages.open_any(desk, tid)
    if isinstance(b, TarotBook):
        tarot_view = pages.tarot_standings(desk, b, tid)
        title = f"Classifica – {b.title}"
        return render(
            "tarot_standings.html", links, version, title=title, book=b, tid=tid, tarot=True, view=tarot_view
        )
    view = pages.standings(desk, b, tid)
    return render(
        "standings.html", links, version, title=f"Classifica – {b.title}", book=b, tid=tid, view=view
    )


def results_page(desk: Desk, tid: int, links: Links, version: int | None, number: int | None = None) -> str:
    b = pages.open_book(desk, tid)
    view = pages.results(b, number)
    return render("results.html", links, version, title=f"Risultati – {b.title}", book=b, tid=tid, view=view)


def entry_page(desk: Desk, tid: int, number: int, links: Links, version: int | None) -> str:
    b = pages.open_any(desk, tid)
    if isinstance(b, TarotBook):
        tarot_view = pages.tarot_entry(b, number, pages.tarot_standings(desk, b, tid))
        title = f"{tarot_view.number} {tarot_view.name} – {b.title}"
        return render(
            "tarot_entry.html", links, version, title=title, book=b, tid=tid, tarot=True, view=tarot_view
        )
    view = pages.entry(b, number)
    return render(
        "entry.html",
        links,
        version,
        title=f"{view.number} {view.name} – {b.title}",
        book=b,
        tid=tid,
        view=view,
    )


def projector_page(
    desk: Desk, tid: int, links: Links, version: int | None, clock: dict[str, Any] | None, qr: str
) -> str:
    b = pages.open_any(desk, tid)
    if isinstance(b, TarotBook):
        return render(
            "tarot_projector.html",
            links,
            version,
            title=f"Proiettore – {b.title}",
            book=b,
            tid=tid,
            tarot=True,
            seating=pages.tarot_seating(b),
            standings=pages.tarot_standings(desk, b, tid),
            clock=clock,
            qr=qr,
        )
    return render(
        "projector.html",
        links,
        version,
        title=f"Proiettore – {b.title}",
        book=b,
        tid=tid,
        seating=pages.seating(b),
        standings=pages.standings(desk, b, tid),
        results=pages.results(b),
        clock=clock,
        qr=qr,
    )


def error_page(status: int, message: str, links: Links | None = None) -> str:
    return render(
        "error.html", links or Links(), None, title=f"Errore {status}", status=status, message=message
    )
