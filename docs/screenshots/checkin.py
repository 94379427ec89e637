"""Regenerate the check-in screenshots (issue 26, items 7-8): the helpers' phone pages at 390x844 in the
distribution's Chromium (web-accoglienza-*.png), the desk's Accoglienza panel and its "Chiudi l'accoglienza"
dialog rendered offscreen (desk-accoglienza*.png), and the printed sheet (report-accoglienza.png); two of them
are copied into the quick-start guide's images.

QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshots/checkin.py
"""

from __future__ import annotations

import datetime as dt
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
PAIRS = [
    ("Russo", "Salvatore", "Circolo Aurora"),
    ("Greco", "Concetta", "Circolo Aurora"),
    ("Esposito", "Gennaro", "Burraco Club Napoli"),
    ("Romano", "Lucia", "Burraco Club Napoli"),
    ("Colombo", "Marco", "Circolo Brera"),
    ("Ricci", "Giulia", "Circolo Brera"),
    ("Marino", "Agata", ""),
    ("Bruno", "Paolo", ""),
    ("Gallo", "Francesca", "Circolo Aurora"),
    ("Conti", "Stefano", "Circolo Aurora"),
    ("De Luca", "Anna", "Circolo del Porto"),
    ("Mancini", "Roberto", "Circolo del Porto"),
    ("Costa", "Elena", ""),
    ("Giordano", "Luca", ""),
    ("Rizzo", "Maria", "Circolo Zagara"),
    ("Lombardi", "Carlo", "Circolo Zagara"),
]


def stage(desk: object) -> int:
    from fibur_director.services import checkin
    from fibur_director.services import registration as reg

    settings = reg.TournamentSettings(
        name="Torneo d'Autunno", date=dt.date(2026, 11, 28), planned_rounds=4, plan="mitchell:4"
    )
    tid = reg.create_tournament(desk, settings)  # type: ignore[arg-type]
    ids = [
        reg.add_player(desk, s, n, card=f"FIB{i:05d}", club=c or None)  # type: ignore[arg-type]
        for i, (s, n, c) in enumerate(PAIRS, start=1)
    ]
    for a, b in zip(ids[::2], ids[1::2], strict=True):
        reg.register_entry(desk, tid, [a, b])  # type: ignore[arg-type]
    for player, paid in ((ids[0], 1000), (ids[1], 1000), (ids[2], 1000), (ids[4], 500), (ids[5], 1000)):
        checkin.mark(desk, tid, player, present=True, paid_cents=paid)  # type: ignore[arg-type]
    return int(tid)


def phone_pages(desk: object, path: Path, tid: int) -> None:
    from playwright.sync_api import sync_playwright

    from fibur_director.services import checkin
    from fibur_director.services.live import reader
    from fibur_director.web.server import LiveServer

    web = reader(path)
    server = LiveServer(web, "127.0.0.1", 0)
    address = server.start()
    while not server.started:
        time.sleep(0.05)
    try:
        _number, code = checkin.show_code(desk, tid)  # type: ignore[arg-type]
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=shutil.which("chromium"), args=["--no-sandbox"]
            )
            context = browser.new_context(viewport={"width": 390, "height": 844}, locale="it-IT")
            page = context.new_page()
            page.goto(address + "accoglienza")
            page.locator("#codice").fill(code)
            page.screenshot(path=str(HERE / "web-accoglienza-codice.png"))
            page.get_by_role("button", name="Abbina questo dispositivo").click()
            page.locator("#conta").wait_for()
            page.screenshot(path=str(HERE / "web-accoglienza-elenco.png"))
            page.locator("#cerca").fill("rom")
            page.screenshot(path=str(HERE / "web-accoglienza-cerca.png"))
            page.locator("li[data-cerca]", has=page.locator(".nome", has_text="Romano Lucia")).click()
            page.locator("h1.chi").wait_for()
            page.screenshot(path=str(HERE / "web-accoglienza-conferma.png"))
            page.locator("form.segna button").first.click()
            page.locator(".fatto").wait_for()
            page.screenshot(path=str(HERE / "web-accoglienza-fatto.png"))
            context.close()
            browser.close()
    finally:
        server.stop()
        web.database.close()


def desk_panel(database: object, tid: int) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QDockWidget

    from fibur_director.services.actions import Desk
    from fibur_director.ui.context import DeskContext
    from fibur_director.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv)
    context = DeskContext(Desk(database, actor="arbitro"), "it")  # type: ignore[arg-type]
    window = MainWindow(context, "torneo.sqlite3", 42)
    window.resize(1280, 860)
    context.open(tid)
    window.show()
    context.live_address = "http://192.168.1.20:8765/"  # as "Pubblica in sala" sets it when serving
    panel = window.checkin_panel  # built, with its dock, the first time it is asked for
    dock = window.findChild(QDockWidget, "checkinDock")
    assert dock is not None
    dock.setMinimumWidth(440)  # the guide shows it at least a phone's width
    dock.show()
    panel.refresh()
    panel.code_button.click()
    app.processEvents()
    panel.grab().save(str(HERE / "desk-accoglienza.png"))
    window.grab().save(str(HERE / "desk-accoglienza-finestra.png"))

    def shoot() -> None:
        panel.closing_dialog.grab().save(str(HERE / "desk-chiudi-accoglienza.png"))
        panel.closing_dialog.reject()

    QTimer.singleShot(100, shoot)
    panel.close_button.click()
    window.close()


def sheet(desk: object, tid: int) -> None:
    from fibur_director.services import checkin

    with tempfile.TemporaryDirectory() as scratch:
        pdf = Path(scratch) / "accoglienza.pdf"
        checkin.sheet_pdf(desk, tid, str(pdf))  # type: ignore[arg-type]
        subprocess.run(
            ["pdftoppm", "-png", "-r", "80", "-singlefile", str(pdf), str(HERE / "report-accoglienza")],
            check=True,
        )


def main() -> None:
    from fibur_director.db.database import open_database
    from fibur_director.services.actions import Desk

    with tempfile.TemporaryDirectory() as scratch:
        os.environ["XDG_DATA_HOME"] = os.environ["XDG_CONFIG_HOME"] = scratch
        path = Path(scratch) / "torneo.sqlite3"
        database = open_database(path)
        try:
            desk = Desk(database, actor="arbitro")
            tid = stage(desk)
            phone_pages(desk, path, tid)
            sheet(desk, tid)
            desk_panel(database, tid)
        finally:
            database.close()
    # The quick-start guide shows two of them (resources/manuale/manuale.md, "L'accoglienza alla porta").
    guide = HERE.parents[1] / "resources" / "manuale" / "immagini"
    shutil.copyfile(HERE / "desk-accoglienza.png", guide / "10-accoglienza-banco.png")
    shutil.copyfile(HERE / "web-accoglienza-elenco.png", guide / "11-accoglienza-telefono.png")
    for name in sorted([*HERE.glob("*accoglienza*.png"), *guide.glob("1?-accoglienza-*.png")]):
        print(name)


if __name__ == "__main__":
    sys.exit(main())
