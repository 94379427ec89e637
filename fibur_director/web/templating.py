"""The pages as HTML, shared by every game: one Jinja2 environment for the live server and the static export,
and the links between pages, which are server paths live and file names in an export (so the exported folder
works from any web site or straight from a USB stick). Each game's pages are its own part (``web/parts.py``,
issue 36); this module names no game and imports none of them."""

from __future__ import annotations

import collections
import datetime as dt
import functools
import hashlib
import pickle
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape

from fibur_director.domain.fingerprint import Stamp, stamp
from fibur_director.games.registry import game_of
from fibur_director.reports.words import italian_date
from fibur_director.services.actions import Desk
from fibur_director.web import pages
from fibur_director.web.parts import PAGES

# A number in an address (a tournament, an entry, a player) above this names nothing and would overflow SQLite's
# integers: refused before any query.
MAX_ID = 2**31 - 1
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
# Loaded now, not when first needed: a server out of descriptors must still be able to say so, and reading the
# template then failed with the very error it had to report (seen at 256 descriptors). The page it extends too:
# ``extends`` is resolved when the page is first rendered, and a first 503 under siege read base.html from the
# disk with no descriptor left, answering 500 (CI, a burst of 300 streams at 256 descriptors).
_environment.get_template("error.html")
_environment.get_template("base.html")


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


@functools.lru_cache(maxsize=16)
def _fingerprint(book: Any) -> Stamp:
    """The newest round's fingerprint (issue 27), once per book: the pages cache their book per tournament read,
    so a room of phones costs one computation per change at the desk. An interrupted tournament's pages show its
    standings of record (IT/REV Art. 40), so they carry that round's fingerprint."""
    return stamp(book.tournament, book.tournament.setup.record_round())


@functools.lru_cache(maxsize=16)
def _fingerprint_qr(fingerprint: Stamp) -> str:
    """The footer's QR code of the fingerprint (what the PDFs carry, ``Stamp.claim``), inline SVG scaled by the
    stylesheet: a phone reads it off a projector or another phone's screen for ``verify``."""
    import segno  # the pages load it only once a page is rendered (as the publication's address does)

    code = segno.make(fingerprint.claim, error="l")
    return str(code.svg_inline(scale=2, omitsize=True, dark="#000", light="#fff"))


# The names the static export (``web/export.py``) reads them by.
def shown_fingerprint(book: Any) -> Stamp:
    return _fingerprint(book)


def fingerprint_qr(fingerprint: Stamp) -> str:
    return _fingerprint_qr(fingerprint)


def render(template: str, links: Links, version: int | None, **context: Any) -> str:
    now = dt.datetime.now().astimezone()
    if "book" in context:
        if not links.static:  # an exported page reads the fingerprint from impronta.js (web/export.py)
            context.setdefault("fingerprint", _fingerprint(context["book"]))
            context.setdefault("fingerprint_qr", _fingerprint_qr(context["fingerprint"]))
        if "tid" in context:
            # The header links to the pages the tournament's game has (``GamePages.nav``): no template or
            # shared code names a game.
            context.setdefault("nav", PAGES.of_game(context["book"].game).nav(links, context["tid"]))
    if links.static:
        return _static(template, links, version, now, context)
    return _environment.get_template(template).render(
        links=links,
        live=not links.static,
        version=version if version is not None else 0,
        updated=now.strftime("%H:%M:%S"),
        updated_day=now.strftime("%d/%m/%Y %H:%M"),
        **context,
    )


def book_page(
    template: str, links: Links, version: int | None, heading: str | None, book: Any, tid: int, **context: Any
) -> str:
    """A page of one tournament, as every game's pages are set up: titled by its ``heading`` and the tournament's
    title ("Classifica – Torneo di Natale"; the tournament's alone with no heading), the book and its id given."""
    title = book.title if heading is None else f"{heading} – {book.title}"
    return render(template, links, version, title=title, book=book, tid=tid, **context)


# -- the exported pages, each rendered again only when what it shows changed (issue 40) ------------------------
#
# Regenerating a 300-pair, 11-round site after one corrected score rendered all 330 pages again, though a
# correction in round 11 changes that round's pages, the standings and the entries whose line moved: most of the
# second it took was Jinja writing pages equal to those already written. So an exported page is kept by a
# SHA-256 of the pickle of every value its template is given, and rendered again only for values not seen
# before. That digest covers everything the template can read: the page's own values (the views are plain
# dataclasses of the book's figures), the links, and of the book only what a template reads of it
# (``BookFace``: any other attribute is undefined, which the environment's StrictUndefined turns into an error,
# never into a page kept from before). The time of day is given only to a page outside a tournament (its footer
# says it), and is then part of its digest. Two pages given the same values (``posti.html`` and the newest
# round's ``posti-N.html``) are rendered once.

_written: collections.OrderedDict[bytes, str] = collections.OrderedDict()
_written_chars = 0
_WRITTEN_MAX_CHARS = 60_000_000  # about four Sanremo-size sites; the least recently used pages go first
_written_lock = threading.Lock()  # the desk pushes from a worker thread


@dataclass(frozen=True)
class RulesetName:
    name: str


@dataclass(frozen=True)
class BookFace:
    """What an exported page's template may read of its tournament's book (``book.title``...)."""

    title: str
    date: str
    ruleset: RulesetName
    entry_word: str | None  # burraco's word for an entry (Coppia, Squadra...); a Tarot book has none

    @staticmethod
    def of(book: Any) -> BookFace:
        """The face of any game's book: its own title, date and ruleset where it keeps them, else read from its
        tournament's set-up and the game's ruleset names (a game's book owes the shared pages nothing more)."""
        setup = book.tournament.setup
        ruleset = getattr(book, "ruleset", None)
        name = ruleset.name if ruleset is not None else game_of(setup.kind).ruleset_names().get(setup.ruleset)
        return BookFace(
            getattr(book, "title", setup.name),
            getattr(book, "date", None) or italian_date(setup.date),
            RulesetName(name or setup.ruleset),
            getattr(book, "entry_word", None),
        )


def forget_pages() -> None:
    """Drop every page kept (the tests compare a site with one rendered from nothing)."""
    global _written_chars
    _written.clear()
    _written_chars = 0


def _static(
    template: str, links: Links, version: int | None, now: dt.datetime, context: dict[str, Any]
) -> str:
    global _written_chars
    if "book" in context:
        context["book"] = BookFace.of(context["book"])
    values: dict[str, Any] = {"links": links, "live": False, "version": version or 0, **context}
    if "tid" not in context:
        values["updated"] = now.strftime("%H:%M:%S")
        values["updated_day"] = now.strftime("%d/%m/%Y %H:%M")
    try:
        key = hashlib.sha256(template.encode() + b"\0" + pickle.dumps(values, protocol=5)).digest()
    except (pickle.PicklingError, TypeError, AttributeError):  # a value that cannot be pickled: never kept
        return _environment.get_template(template).render(**values)
    with _written_lock:
        found = _written.get(key)
        if found is not None:
            _written.move_to_end(key)
            return found
    text = _environment.get_template(template).render(**values)
    with _written_lock:
        if key not in _written:
            _written[key] = text
            _written_chars += len(text)
        while _written_chars > _WRITTEN_MAX_CHARS and _written:
            _written_chars -= len(_written.popitem(last=False)[1])
    return text


def index_page(
    desk: Desk, links: Links, version: int | None, circuits: Sequence[tuple[str, str]] = ()
) -> str:
    """``circuits``: (name, address) of the circuits the server was given (``serve --circuit``)."""
    return render(
        "index.html", links, version, title="Tornei", tournaments=pages.tournaments(desk), circuits=circuits
    )


def publication_page(desk: Desk, tid: int, links: Links) -> str:
    """The exported site's page of its fingerprint and time of publication, both read from ``impronta.js`` as
    every footer reads them: the page itself stays the same from one publication to the next (issue 40)."""
    b = pages.open_any(desk, tid)
    return render("impronta.html", links, None, title=f"Impronta – {b.title}", book=b, tid=tid)


def error_page(status: int, message: str, links: Links | None = None) -> str:
    return render(
        "error.html", links or Links(), None, title=f"Errore {status}", status=status, message=message
    )
