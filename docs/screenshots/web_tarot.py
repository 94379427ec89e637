"""Regenerate docs/screenshots/web-tarot-classifica-telefono.png: the live standings of a Sicilian Tarot
tournament (issue 17) at phone size, in the distribution's Chromium. Every other Tarot page, at phone (390x844)
and projector (1920x1080) size, goes to the folder given as argument (default: a scratch folder) to be looked at.

.venv/bin/python docs/screenshots/web_tarot.py [FOLDER]
"""

from __future__ import annotations

import datetime as dt
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
SIZES = {"telefono": (390, 844), "proiettore": (1920, 1080)}
PLAYERS = [
    ("Russo", "Salvatore", "Circolo Mineo"),
    ("Greco", "Concetta", "Circolo Mineo"),
    ("Caruso", "Turi", "Tarocco Club Caltagirone"),
    ("Amato", "Nunzia", "Tarocco Club Caltagirone"),
    ("Lombardo", "Alfio", ""),
    ("Messina", "Rosaria", "Circolo Mineo"),
    ("Costa", "Gaetano", "Circolo Palagonia"),
    ("Marino", "Agata", "Circolo Palagonia"),
]


def stage(desk: object) -> int:
    from fibur_director.games.tarot.scoring import Deal, Penalty
    from fibur_director.services import registration as reg
    from fibur_director.services import rounds
    from fibur_director.services.tarot import turn_sheets as svc

    settings = reg.TournamentSettings(
        name="Torneo di Tarocchi di Mineo",
        date=dt.date(2026, 11, 23),
        ruleset_id="tarocchi-siciliani",
        kind="tarot",
    )
    tid = reg.create_tournament(desk, settings)  # type: ignore[arg-type]
    for surname, name, club in PLAYERS:
        reg.register_entry(desk, tid, [reg.add_player(desk, surname, name, club=club or None)])  # type: ignore[arg-type]
    svc.record_draw(desk, tid, None, seed=17)  # type: ignore[arg-type]
    rounds.publish_round(desk, tid, 1)  # type: ignore[arg-type]
    sheets = {
        1: (
            Deal(1, 0, "S5", difference=3),
            Deal(2, 1, "CV", partner=3, difference=-2),
            Deal(
                3, 2, "CF", partner=0, scommessa=True, difference=4, pigliate=(8, 2), scommessa_realised=True
            ),
            Deal(4, 3, "SV", difference=-1, penalties=(Penalty(2, "exposure"),)),
        ),
        2: (
            Deal(1, 0, "CV", partner=2, difference=2),
            Deal(2, 1, "CV", partner=3, difference=2),
            Deal(3, 2, "SF", difference=1),
            Deal(4, 3, "CF", partner=1, difference=-2),
        ),
    }
    for table, deals in sheets.items():
        for deal in deals:
            svc.enter_deal(desk, tid, 1, table, deal)  # type: ignore[arg-type]
    rounds.close_round(desk, tid, 1)  # type: ignore[arg-type]
    rounds.publish_round(desk, tid, rounds.propose_round(desk, tid))  # type: ignore[arg-type]
    svc.enter_deal(desk, tid, 2, 1, Deal(1, 3, "CV", partner=1, difference=3))  # type: ignore[arg-type]
    svc.enter_deal(desk, tid, 2, 2, Deal(1, 0, "SV", difference=-2))  # type: ignore[arg-type]
    return int(tid)


def main() -> None:
    from playwright.sync_api import sync_playwright

    from fibur_director.db.database import open_database
    from fibur_director.services.actions import Desk
    from fibur_director.services.live import reader
    from fibur_director.web.server import LiveServer

    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(tempfile.mkdtemp(prefix="tarot-web-"))
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:
        os.environ["XDG_DATA_HOME"] = os.environ["XDG_CONFIG_HOME"] = scratch
        path = Path(scratch) / "torneo.sqlite3"
        database = open_database(path)
        tid = stage(Desk(database, actor="arbitro"))
        web = reader(path)
        server = LiveServer(web, "127.0.0.1", 0)
        address = server.start()
        while not server.started:
            time.sleep(0.05)
        pages = {
            "indice": "",
            "torneo": f"t/{tid}",
            "posti": f"t/{tid}/posti",
            "classifica": f"t/{tid}/classifica",
            "iscritto": f"t/{tid}/iscritto/1",
            "proiettore": f"t/{tid}/proiettore",
        }
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(
                    executable_path=shutil.which("chromium"), args=["--no-sandbox"]
                )
                for size, (width, height) in SIZES.items():
                    context = browser.new_context(viewport={"width": width, "height": height}, locale="it-IT")
                    page = context.new_page()
                    for name, url in pages.items():
                        page.goto(address + url)
                        page.wait_for_timeout(300)
                        target = out / f"web-tarot-{name}-{size}.png"
                        page.screenshot(path=str(target), full_page=size == "telefono")
                        print(target)
                        if name == "classifica" and size == "telefono":
                            kept = HERE / "web-tarot-classifica-telefono.png"
                            page.screenshot(path=str(kept), full_page=True)
                            print(kept)
                        if name == "proiettore" and size == "proiettore":
                            page.evaluate(
                                "() => document.querySelectorAll('.diapositiva')"
                                ".forEach((s, n) => s.classList.toggle('attiva', n === 1))"
                            )
                            target = out / "web-tarot-proiettore-classifica-proiettore.png"
                            page.screenshot(path=str(target))
                            print(target)
                    context.close()
                browser.close()
        finally:
            server.stop()
            web.database.close()
            database.close()


if __name__ == "__main__":
    sys.exit(main())
