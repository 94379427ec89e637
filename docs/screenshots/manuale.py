"""Regenerate the quick-start guide's screenshots (resources/manuale/immagini/*.png), offscreen, in Italian, at a
club laptop's 1024×700: the empty desk with its practice offer, a new tournament's form, then the day of
``regenerate.stage`` (registration, the round, the score entry, the print preview, "Pubblica in sala"), the
practice window with its banner, and the live seating page on a phone (copied from web-posti-telefono.png,
which docs/screenshots/web.py renders).

QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshots/manuale.py
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent.parent / "resources" / "manuale" / "immagini"
SIZE = (1024, 700)


def save(widget: object, name: str) -> None:
    from PySide6.QtWidgets import QApplication

    for _ in range(5):
        QApplication.processEvents()
    target = OUT / f"{name}.png"
    widget.grab().save(str(target))  # type: ignore[attr-defined]
    print(target)


def main() -> None:
    sys.path.insert(0, str(HERE))
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:
        # A laptop's 1366×768 screen (offscreen, configured): the panel of 07 docks beside the page there, as at
        # a club's desk; on the platform's default 800-pixel screen it would float, outside the window's picture.
        screen = Path(scratch) / "screen.json"
        screen.write_text(
            json.dumps({"screens": [{"name": "s", "x": 0, "y": 0, "width": 1366, "height": 768, "dpr": 1}]}),
            encoding="utf-8",
        )
        os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={screen}"
        # A throwaway data and config folder: screenshots never touch the user's database or settings.
        os.environ["XDG_DATA_HOME"] = os.environ["XDG_CONFIG_HOME"] = scratch
        from PySide6.QtCore import QDate
        from regenerate import stage

        from fibur_director.app import build
        from fibur_director.ui.docking import dock_of

        desk = build(["--lang", "it", "--database", str(Path(scratch) / "torneo.sqlite3")])
        window = desk.window
        assert window is not None and desk.database is not None
        window.resize(*SIZE)
        window.show()
        shown_path = "Database: ~/.local/share/fibur-director/fibur-director.sqlite3"
        window.statusBar().showMessage(shown_path)
        save(window, "01-prima-volta")

        page = window.tournament_page
        page.name.setText("Torneo d'Autunno")
        page.date.setDate(QDate(2026, 11, 22))
        page.plan.set_plan("mitchell:3,danish:1", 4)
        save(window, "02-nuovo-torneo")

        # The practice, from the empty archive: its window with the banner, on the score entry of round 1.
        page.practice_button.click()
        session = window.practice_session
        assert session is not None
        practice_window = session.window  # type: ignore[attr-defined]
        practice_window.resize(*SIZE)
        practice_window.statusBar().showMessage(
            "Database: ~/.local/share/fibur-director/pratica/pratica.sqlite3"
        )
        save(practice_window, "08-prova")
        import fibur_director.ui.practice as practice

        practice.choose = lambda *_args, **_kw: 0  # "Elimina la prova", as the referee would answer
        practice_window.discard_button.click()

        page.name.clear()
        stage(window)
        window.statusBar().showMessage(shown_path)
        window.registration_page.search.setText("ro")
        window.go(window.registration_page)
        save(window, "03-iscrizioni")
        window.go(window.round_page)
        save(window, "04-turno")
        window.go(window.score_page)
        score = window.score_page
        score.table_edit.setText("4")
        score.choose_table()
        score.ns_edit.setText("1235")
        score.ew_edit.setText("840")
        save(window, "05-risultati")

        from fibur_director.reports.burraco.score_sheets import score_sheets
        from fibur_director.reports.burraco.seating import seating, seating_poster
        from fibur_director.ui import printing

        pdfs = printing.make_pdfs(
            window.context, [lambda b, o, w=w: w(b, 3, o) for w in (seating_poster, seating, score_sheets)]
        )
        preview = printing.PdfPreview(window, "Pacchetto del turno 3", "pacchetto.pdf", pdfs)
        preview.resize(*SIZE)
        preview.show()
        save(preview, "06-stampa")
        preview.close()

        window.resize(1280, 740)
        panel = window.live_panel
        # The room's network, as the guide tells the referee to choose (a network card of this computer).
        cards = [
            i
            for i in range(panel.interface.count())
            if panel.interface.itemData(i) not in ("127.0.0.1", "0.0.0.0")
        ]
        if cards:
            panel.interface.setCurrentIndex(cards[0])
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        panel.port.setValue(port)
        dock_of(panel).show()
        panel.toggle_button.click()
        panel.wait_started()
        save(window, "07-pubblica-in-sala")
        panel.stop()
        window.close()
        desk.database.close()
    shutil.copyfile(HERE / "web-posti-telefono.png", OUT / "09-posti-telefono.png")
    print(OUT / "09-posti-telefono.png")


if __name__ == "__main__":
    sys.exit(main())
