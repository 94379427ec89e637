"""Regenerate docs/screenshots/web-*.png: every live page (issue 16) at phone size (390x844) and projector size
(1920x1080), in the distribution's Chromium driven by Playwright, over the same tournament as the desk's
screenshots (regenerate.py: 12 pairs, two rounds closed, the third being scored).

.venv/bin/python docs/screenshots/web.py
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
import time
from pathlib import Path
from types import SimpleNamespace

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

SIZES = {"telefono": (390, 844), "proiettore": (1920, 1080)}


def main() -> None:
    from playwright.sync_api import sync_playwright
    from regenerate import stage

    from fibur_director.db.database import open_database
    from fibur_director.services.actions import Desk
    from fibur_director.services.live import reader
    from fibur_director.web.server import LiveServer

    with tempfile.TemporaryDirectory() as scratch:
        os.environ["XDG_DATA_HOME"] = os.environ["XDG_CONFIG_HOME"] = scratch
        path = Path(scratch) / "torneo.sqlite3"
        database = open_database(path)
        desk = Desk(database, actor="arbitro")
        stage(SimpleNamespace(context=SimpleNamespace(desk=desk), open_tournament=lambda _tid: None))
        web = reader(path)
        clock = {"running": True, "left": 31 * 60 + 12.0, "total": 50 * 60}
        server = LiveServer(web, "127.0.0.1", 0, clock=lambda: dict(clock))
        address = server.start()
        while not server.started:
            time.sleep(0.05)
        pages = {
            "torneo": "t/1",
            "posti": "t/1/posti",
            "classifica": "t/1/classifica",
            "risultati": "t/1/risultati",
            "iscritto": "t/1/iscritto/2",
            "proiettore": "t/1/proiettore",
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
                        if name == "posti":
                            page.locator("#cerca").fill("ross")
                        page.wait_for_timeout(300)
                        target = HERE / f"web-{name}-{size}.png"
                        page.screenshot(path=str(target))
                        print(target)
                        if name == "proiettore" and size == "proiettore":
                            # The other two slides the projector turns to every 12 s.
                            for index, slide in ((1, "classifica"), (2, "risultati")):
                                page.evaluate(
                                    "i => document.querySelectorAll('.diapositiva')"
                                    ".forEach((s, n) => s.classList.toggle('attiva', n === i))",
                                    index,
                                )
                                target = HERE / f"web-proiettore-{slide}-proiettore.png"
                                page.screenshot(path=str(target))
                                print(target)
                    context.close()
                browser.close()
            panel_screenshot(desk)
        finally:
            server.stop()
            web.database.close()
            database.close()


def panel_screenshot(desk: object) -> None:
    """The desk's "Pubblica in sala" panel while publishing, offscreen."""
    import socket

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from fibur_director.ui.context import DeskContext
    from fibur_director.ui.live_panel import LivePanel
    from fibur_director.ui.round_clock import RoundClock

    app = QApplication.instance() or QApplication([])
    context = DeskContext(desk, "it")  # type: ignore[arg-type]
    context.open(1)
    panel = LivePanel(context, RoundClock(50))
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    panel.port.setValue(port)
    panel.resize(420, 560)
    panel.show()
    panel.toggle_button.click()
    panel.wait_started()
    app.processEvents()
    target = HERE / "desk-pubblica-in-sala.png"
    panel.grab().save(str(target))
    print(target)
    panel.stop()


if __name__ == "__main__":
    sys.exit(main())
