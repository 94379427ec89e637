"""``fibur-director-cli publish T --out DIR`` and the desk's "Esporta pagine web": the live pages as static
HTML files a club copies to its web site. Same templates and figures as the live server; the links are file
names and there is no live feed (the search box still filters, in the browser).

The pages carry nothing that changes when they do not (issue 40): the newest fingerprint and the time of
publication, which every page's footer shows, are in one small shared file, ``impronta.js``, that the footer
reads. So a corrected score rewrites the pages it touches and that file, not the whole site, and a push
(``fibur_director.publishing``) sends just those."""

from __future__ import annotations

import datetime as dt
import functools
import json
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

from fibur_director.domain.errors import FiburError
from fibur_director.domain.fingerprint import Stamp, stamp_in
from fibur_director.domain.tournament import Tournament
from fibur_director.domain.tournament_file import fingerprints
from fibur_director.reports.files import write_atomically
from fibur_director.services.actions import Desk
from fibur_director.services.live import pinned
from fibur_director.web import games, pages, templating

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


# A round's pages (its seating and its results), as last rendered: the values they were rendered from and the
# page. Computing a round's seating for 600 players costs more than rendering it, so these pages are kept by
# what the tournament held that they can read, compared by value (the domain's frozen dataclasses): the set-up,
# the players, the entries, the sanctions, and the rounds up to theirs (a game may seat a round by the
# standings before it, as Tarot reseats), and which rounds are shown (the links between them). A correction in
# round 11 leaves rounds 1-10's pages as they are, without computing them; every other page is rendered again,
# and written again only when its template's values changed (``templating._static``).
# ``tests/publishing/test_site_cache.py`` compares sites so regenerated with sites rendered from nothing.
_round_pages: dict[str, tuple[tuple[object, ...], str]] = {}
_ROUND_PAGES_MAX = 2_000
# ``posti.html`` and ``risultati.html`` show the newest round shown (``pages.choose_round``): they are that
# round's own pages, computed once.
_NEWEST = ("posti.html", "risultati.html")


def _round_of_page(name: str, newest: int | None) -> int | None:
    """The round a page shows (the newest for ``posti.html``), None for a page that is not a round's."""
    stem = name.removesuffix(".html")
    if stem in ("posti", "risultati"):
        return newest if newest is not None else 0
    kind, _, number = stem.partition("-")
    return int(number) if kind in ("posti", "risultati") and number.isdigit() else None


def _round_reads(tournament: Tournament, number: int, shown: list[int]) -> tuple[object, ...]:
    before = tuple(r for r in tournament.rounds if r.number <= number)
    return (
        tournament.setup,
        tournament.players,
        tournament.entries,
        tournament.sanctions,
        before,
        tuple(shown),
    )


# The tournament's parts as the last regeneration read them, by database and tournament. A part equal to the
# one kept is replaced by it, so each round page's reads above compare by identity (equal objects are the same
# object): comparing the same 600 players and the rounds before each page again for every one of 22 round pages
# cost more than comparing each part once here.
_parts: dict[str, Tournament] = {}
_PARTS_MAX = 64


def _same_parts(slot: str, tournament: Tournament) -> Tournament:
    kept = _parts.get(slot)
    if kept is not None:
        rounds = {r.number: r for r in kept.rounds}
        tournament = replace(
            tournament,
            setup=kept.setup if kept.setup == tournament.setup else tournament.setup,
            players=kept.players if kept.players == tournament.players else tournament.players,
            entries=kept.entries if kept.entries == tournament.entries else tournament.entries,
            sanctions=kept.sanctions if kept.sanctions == tournament.sanctions else tournament.sanctions,
            rounds=tuple(rounds[r.number] if rounds.get(r.number) == r else r for r in tournament.rounds),
        )
    _parts[slot] = tournament
    return tournament


def forget_pages() -> None:
    """Drop every page kept (the tests compare a site with one rendered from nothing)."""
    _round_pages.clear()
    _parts.clear()
    templating.forget_pages()


def site(desk: Desk, tid: int) -> Site:
    """Every page of the tournament, rendered in memory from one reading of the database."""
    links = templating.Links(static=True)
    desk = pinned(desk)
    try:
        # A game without a results page (Sicilian Tarot: its jochi are on the standings and the players' pages).
        scored, shown, entries = games.exported(desk, tid)
        book = pages.open_any(desk, tid)
    except pages.NotFound as error:
        raise FiburError(f"tournament {tid} does not exist", str(error)) from None
    # No change counter on a static page: it has no live feed to compare it with, and the page would change
    # with every action of the desk. A page is rendered again only when what it shows changed (``templating._static``,
    # and ``_round_pages`` below).
    calls: dict[str, Callable[[], str]] = {
        "index.html": lambda: games.tournament_page(desk, tid, links, None),
        "posti.html": lambda: games.seating_page(desk, tid, links, None),
        "classifica.html": lambda: games.standings_page(desk, tid, links, None),
        PUBLICATION_PAGE: lambda: templating.publication_page(desk, tid, links),
    }
    if scored:
        calls["risultati.html"] = lambda: games.results_page(desk, tid, links, None)
    for number in shown:
        calls[f"posti-{number}.html"] = functools.partial(games.seating_page, desk, tid, links, None, number)
        if scored:
            calls[f"risultati-{number}.html"] = functools.partial(
                games.results_page, desk, tid, links, None, number
            )
    for number in entries:
        calls[f"iscritto-{number}.html"] = functools.partial(games.entry_page, desk, tid, number, links, None)
    texts: dict[str, str] = {}
    newest = max(shown, default=None)
    tournament = _same_parts(f"{desk.database.label}\0{tid}", book.tournament)
    for name, call in calls.items():
        slot = f"{desk.database.label}\0{tid}\0{name}"
        its_round = _round_of_page(name, newest)
        if its_round is None:
            texts[name] = call()
            continue
        if newest is not None and name in _NEWEST:
            texts[name] = ""  # below: the newest round's own page
            continue
        reads = _round_reads(tournament, its_round, shown)
        kept = _round_pages.get(slot)
        if kept is not None and kept[0] == reads:
            texts[name] = kept[1]
            continue
        texts[name] = call()
        _round_pages[slot] = (reads, texts[name])
    for name in _NEWEST:
        if name in texts and newest is not None:
            texts[name] = texts[name.replace(".html", f"-{newest}.html")]
    if len(_round_pages) > _ROUND_PAGES_MAX:
        _round_pages.clear()
    if len(_parts) > _PARTS_MAX:
        _parts.clear()
    files = {name: text.encode("utf-8") for name, text in texts.items()}
    for asset in ("style.css", "pages.js"):
        files[f"static/{asset}"] = (templating.STATIC / asset).read_bytes()
    chain = fingerprints(book.tournament)  # once: the stamp is one of them
    shown_stamp = stamp_in(chain, book.tournament.setup.record_round())
    return Site(files, shown_stamp, tuple(chain), book.title)


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
        "qr": templating.fingerprint_qr(found.stamp),
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
