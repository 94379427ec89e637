"""``fibur-director-cli publish T --out DIR`` and the desk's "Esporta pagine web": the live pages as static
HTML files a club copies to its web site. Same templates and figures as the live server; the links are file
names and there is no live feed (the search box still filters, in the browser).

The pages carry nothing that changes when they do not (issue 40): the newest fingerprint and the time of
publication, which every page's footer shows, are in one small shared file, ``impronta.js``, that the footer
reads. So a corrected score rewrites the pages it touches and that file, not the whole site, and a push
(``fibur_director.publishing``) sends just those."""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import dataclass
from pathlib import Path

from fibur_director.domain.errors import FiburError
from fibur_director.domain.fingerprint import Stamp
from fibur_director.domain.tournament_file import fingerprints
from fibur_director.reports.files import write_atomically
from fibur_director.services.actions import Desk
from fibur_director.services.live import pinned
from fibur_director.web import pages, render

# The shared file every static page's footer reads (a script, so a folder opened from a USB stick, where a page
# may not fetch another file, shows it too), and the page that shows it whole.
PUBLICATION = "impronta.js"
PUBLICATION_PAGE = "impronta.html"
_PREFIX = "window.fiburPubblicazione = "


@dataclass(frozen=True)
class Site:
    """A tournament's public pages as files, by their name in the folder (``static/style.css``), all read at one
    moment; without the publication file, which ``publication`` writes for a time of publication."""

    files: dict[str, bytes]
    stamp: Stamp  # the fingerprint the pages show (the newest round's; an interrupted tournament's of record)
    fingerprints: tuple[str, ...]  # every round's, the entries' (round 0) first
    title: str


def site(desk: Desk, tid: int) -> Site:
    """Every page of the tournament, rendered in memory from one reading of the database."""
    links = render.Links(static=True)
    desk = pinned(desk)
    try:
        # A game without a results page (Sicilian Tarot: its jochi are on the standings and the players' pages).
        scored, shown, entries = render.exported(desk, tid)
        book = pages.open_any(desk, tid)
    except pages.NotFound as error:
        raise FiburError(f"tournament {tid} does not exist", str(error)) from None
    # No change counter on a static page: it has no live feed to compare it with, and the page would change
    # with every action of the desk.
    texts: dict[str, str] = {
        "index.html": render.tournament_page(desk, tid, links, None),
        "posti.html": render.seating_page(desk, tid, links, None),
        "classifica.html": render.standings_page(desk, tid, links, None),
        PUBLICATION_PAGE: render.publication_page(desk, tid, links),
    }
    if scored:
        texts["risultati.html"] = render.results_page(desk, tid, links, None)
    for number in shown:
        texts[f"posti-{number}.html"] = render.seating_page(desk, tid, links, None, number)
        if scored:
            texts[f"risultati-{number}.html"] = render.results_page(desk, tid, links, None, number)
    for number in entries:
        texts[f"iscritto-{number}.html"] = render.entry_page(desk, tid, number, links, None)
    files = {name: text.encode("utf-8") for name, text in texts.items()}
    for asset in ("style.css", "pages.js"):
        files[f"static/{asset}"] = (render.STATIC / asset).read_bytes()
    return Site(files, render.shown_fingerprint(book), tuple(fingerprints(book.tournament)), book.title)


def publication(found: Site, when: dt.datetime) -> bytes:
    """``impronta.js``: the fingerprint the footers show, its QR code and the time of publication (the desk's
    clock), for ``static/pages.js`` to write into every page."""
    local = when.astimezone()
    data = {
        "round": found.stamp.round,
        "fingerprint": found.stamp.fingerprint,
        "words": found.stamp.words,
        "claim": found.stamp.claim,
        "verify": f"fibur-director-cli verify FILE {found.stamp.round}:{found.stamp.short}",
        "qr": render.fingerprint_qr(found.stamp),
        "published": local.strftime("%d/%m/%Y %H:%M"),
        "published_words": f"Pubblicato il {local.strftime('%d/%m/%Y')} alle {local.strftime('%H:%M')}",
        "at": local.isoformat(timespec="seconds"),
    }
    return (_PREFIX + json.dumps(data, ensure_ascii=False, sort_keys=True) + ";\n").encode("utf-8")


def read_publication(content: bytes) -> dict[str, object]:
    """What ``publication`` wrote (for the tests and ``verify``); a file it did not write is a ValueError."""
    text = content.decode("utf-8")
    if not text.startswith(_PREFIX):
        raise ValueError("not a publication file")
    found = json.loads(text[len(_PREFIX) :].rstrip().rstrip(";"))
    if not isinstance(found, dict):
        raise ValueError("not a publication file")
    return found


def files_of(found: Site, when: dt.datetime) -> dict[str, bytes]:
    """Every file of the site as published at ``when``: the pages and the publication file."""
    return {**found.files, PUBLICATION: publication(found, when)}


def write_folder(files: dict[str, bytes], out: Path) -> list[Path]:
    """Write ``files`` into ``out`` (created if needed), each file atomically: a browser reading the folder while
    it is rewritten sees the old page or the new one, never half of one."""
    try:
        for folder in sorted({(out / name).parent for name in files}):
            folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        reason = error.strerror or str(error)
        raise FiburError(f"cannot create {out}: {reason}", f"impossibile creare {out}: {reason}") from None
    written = []
    # The publication file last: until the pages are all written, their footers show the fingerprint before.
    for name in sorted(files, key=lambda n: n == PUBLICATION):
        write_atomically(out / name, files[name])
        written.append(out / name)
    return written


def publish(desk: Desk, tid: int, out: Path) -> list[Path]:
    """Write every page of the tournament into ``out``, with the publication file of now."""
    return write_folder(files_of(site(desk, tid), dt.datetime.now(dt.UTC)), out)
