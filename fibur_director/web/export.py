"""``fibur-director-cli publish T --out DIR`` and the desk's "Esporta pagine web": the live pages as static
HTML files a club copies to its web site. Same templates and figures as the live server; the links are file
names and there is no live feed (the search box still filters, in the browser)."""

from __future__ import annotations

from pathlib import Path

from fibur_director.domain.errors import FiburError
from fibur_director.reports.files import write_atomically
from fibur_director.services.actions import Desk
from fibur_director.web import pages, render


def publish(desk: Desk, tid: int, out: Path) -> list[Path]:
    """Write every page of the tournament into ``out`` (created if needed), each file atomically: a browser
    reading the folder while it is rewritten sees the old page or the new one, never half of one."""
    links = render.Links(static=True)
    version = desk.version()
    try:
        # A game without a results page (Sicilian Tarot: its jochi are on the standings and the players' pages).
        scored, shown, entries = render.exported(desk, tid)
    except pages.NotFound as error:
        raise FiburError(f"tournament {tid} does not exist", str(error)) from None
    files: dict[str, str | bytes] = {
        "index.html": render.tournament_page(desk, tid, links, version),
        "posti.html": render.seating_page(desk, tid, links, version),
        "classifica.html": render.standings_page(desk, tid, links, version),
    }
    if scored:
        files["risultati.html"] = render.results_page(desk, tid, links, version)
    for number in shown:
        files[f"posti-{number}.html"] = render.seating_page(desk, tid, links, version, number)
        if scored:
            files[f"risultati-{number}.html"] = render.results_page(desk, tid, links, version, number)
    for number in entries:
        files[f"iscritto-{number}.html"] = render.entry_page(desk, tid, number, links, version)
    for asset in ("style.css", "pages.js"):
        files[f"static/{asset}"] = (render.STATIC / asset).read_bytes()
    try:
        (out / "static").mkdir(parents=True, exist_ok=True)
    except OSError as error:
        reason = error.strerror or str(error)
        raise FiburError(f"cannot create {out}: {reason}", f"impossibile creare {out}: {reason}") from None
    written = []
    for name, content in files.items():
        write_atomically(out / name, content)
        written.append(out / name)
    return written
