"""Regenerate docs/screenshots/web-tavolo-*.png: the tables' phone page (issue 26) at 390x844 in the
distribution's Chromium: the empty sheet, the other line's confirmation, the sheet recorded, a mismatch.

.venv/bin/python docs/screenshots/web_tables.py
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]


def main() -> None:
    sys.path.insert(0, str(ROOT))
    from playwright.sync_api import sync_playwright

    from fibur_director.db.database import open_database
    from fibur_director.services.actions import Desk
    from fibur_director.services.live import reader, writer
    from fibur_director.web.server import LiveServer
    from tests.support.builders import phones_room

    with tempfile.TemporaryDirectory() as scratch:
        os.environ["XDG_DATA_HOME"] = os.environ["XDG_CONFIG_HOME"] = scratch
        path = Path(scratch) / "torneo.sqlite3"
        database = open_database(path)
        desk = Desk(database, actor="arbitro")
        _tid, codes = phones_room(desk)
        web, sheets = reader(path), writer(path)
        server = LiveServer(web, "127.0.0.1", 0, writer=sheets)
        address = server.start()
        while not server.started:
            time.sleep(0.05)

        def shot(page: object, name: str) -> None:
            target = HERE / f"web-tavolo-{name}-telefono.png"
            page.screenshot(path=str(target), full_page=True)  # type: ignore[attr-defined]
            print(target)

        def fill(page: object, deals: tuple[tuple[int, int], ...]) -> None:
            # The Italian code's sheet is deal by deal: one row per deal, 4 here.
            for k, (ns, ew) in enumerate(deals, 1):
                page.get_by_label(f"Smazzata {k} NS").fill(str(ns))  # type: ignore[attr-defined]
                page.get_by_label(f"Smazzata {k} EO").fill(str(ew))  # type: ignore[attr-defined]

        def enter(page: object, deals: tuple[tuple[int, int], ...]) -> None:
            fill(page, deals)
            page.get_by_role("button", name="Invia il referto").first.click()  # type: ignore[attr-defined]

        sheet = ((300, 150), (450, 200), (250, 400), (250, 150))  # 1250 - 900

        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(
                    executable_path=shutil.which("chromium"), args=["--no-sandbox"]
                )
                context = browser.new_context(viewport={"width": 390, "height": 844}, locale="it-IT")
                page = context.new_page()
                page.goto(f"{address}t/{codes[0].ns}")
                fill(page, sheet)
                shot(page, "inserimento")
                page.get_by_role("button", name="Invia il referto").click()
                page.goto(f"{address}t/{codes[0].ew}")
                shot(page, "conferma")
                page.get_by_role("button", name="Confermo 1250 – 900").click()
                page.wait_for_selector(".esito")
                shot(page, "registrato")
                page.goto(f"{address}t/{codes[1].ns}")
                enter(page, sheet)
                page.goto(f"{address}t/{codes[1].ew}")
                enter(page, ((300, 150), (450, 200), (200, 400), (300, 150)))  # deals 3 and 4 differ
                page.wait_for_selector(".esito")
                shot(page, "da-verificare")
                context.close()
                browser.close()
        finally:
            server.stop()
            web.database.close()
            sheets.database.close()
            database.close()


if __name__ == "__main__":
    sys.exit(main())
