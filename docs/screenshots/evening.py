"""Issue 38's screenshots, offscreen, in Italian:

- ``desk-tavolo-da-verificare.png`` (1366×768) and the guide's ``12-tavolo-da-verificare.png`` (1024×700): the
  Risultati page with a table whose two phones disagree typed in, both versions side by side, deal by deal;
- ``desk-due-riquadri-1366.png`` and ``desk-due-riquadri-1366-pubblica.png``: the desk on a 1366×768 screen with
  "Pubblica in sala" (publishing) and "Accoglienza" open together, each in front in turn; the guide's
  ``13-due-riquadri.png`` is the first;
- the score sheet's codes are ``report-score-sheet-codici.png`` (docs/screenshots/reports.py), and its codes'
  box the guide's ``14-codici-score.png``.

The screen's size is the offscreen platform's, configured: this script sets QT_QPA_PLATFORM itself.

.venv/bin/python docs/screenshots/evening.py     (also run by `make screenshots`)
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
GUIDE = HERE.parent.parent / "resources" / "manuale" / "immagini"
SHEET = ((300, 150), (450, 200), (250, 400), (250, 150))  # 1250 - 900
OTHER = ((300, 150), (450, 200), (200, 400), (300, 150))  # the same totals, deals 3 and 4 differ


def settle() -> None:
    from PySide6.QtWidgets import QApplication

    for _ in range(10):
        QApplication.processEvents()


def disputed(window: object, tid: int) -> None:
    """Round 3's table 2: its lines sent different deals; typed in at the desk."""
    from fibur_director.services import table_entry as tab

    desk = window.context.desk  # type: ignore[attr-defined]
    tab.set_table_entry(desk, tid, True)
    codes = tab.round_codes(desk, tid)
    target = next(c for c in codes if c.table == 5)
    tab.send(desk, target.ns, deals=SHEET)
    tab.send(desk, target.ew, deals=OTHER)
    page = window.score_page  # type: ignore[attr-defined]
    window.go(page)  # type: ignore[attr-defined]
    page.refresh()
    page.table_edit.setText("5")
    page.choose_table()


def main() -> int:
    with tempfile.TemporaryDirectory() as scratch:
        screen = Path(scratch) / "screen.json"
        screen.write_text(
            json.dumps({"screens": [{"name": "s", "x": 0, "y": 0, "width": 1366, "height": 768, "dpr": 1}]}),
            encoding="utf-8",
        )
        os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={screen}"
        os.environ["XDG_DATA_HOME"] = os.environ["XDG_CONFIG_HOME"] = scratch
        sys.path.insert(0, str(HERE))
        from regenerate import stage

        from fibur_director.app import build
        from fibur_director.ui.docking import dock_of

        desk = build(["--lang", "it", "--database", str(Path(scratch) / "torneo.sqlite3")])
        window = desk.window
        assert window is not None and desk.database is not None
        window.show_within_screen()
        stage(window)
        tid = window.context.tid
        shown_path = "Database: ~/.local/share/fibur-director/fibur-director.sqlite3"
        window.statusBar().showMessage(shown_path)
        disputed(window, tid)
        settle()
        window.grab().save(str(HERE / "desk-tavolo-da-verificare.png"))
        print(HERE / "desk-tavolo-da-verificare.png")
        window.showNormal()
        window.resize(1024, 700)
        settle()
        window.grab().save(str(GUIDE / "12-tavolo-da-verificare.png"))
        print(GUIDE / "12-tavolo-da-verificare.png")

        window.show_within_screen()
        window.go(window.registration_page)
        window.live_entry.trigger()
        panel = window.live_panel
        cards = [
            i
            for i in range(panel.interface.count())
            if panel.interface.itemData(i) not in ("127.0.0.1", "0.0.0.0")
        ]
        if cards:
            panel.interface.setCurrentIndex(cards[0])
        with socket.socket() as probe:  # the default port, as the room sees it, unless something holds it
            try:
                probe.bind(("0.0.0.0", 8765))
                port = 8765
            except OSError:
                probe.bind(("127.0.0.1", 0))
                port = probe.getsockname()[1]
        panel.port.setValue(port)
        panel.toggle_button.click()
        panel.wait_started()
        window.checkin_entry.trigger()
        settle()
        window.statusBar().showMessage(shown_path)
        settle()
        window.grab().save(str(HERE / "desk-due-riquadri-1366.png"))
        shutil.copyfile(HERE / "desk-due-riquadri-1366.png", GUIDE / "13-due-riquadri.png")
        dock_of(panel).raise_()
        settle()
        window.grab().save(str(HERE / "desk-due-riquadri-1366-pubblica.png"))
        for name in ("desk-due-riquadri-1366.png", "desk-due-riquadri-1366-pubblica.png"):
            print(HERE / name)
        panel.stop()
        window.close()
        desk.database.close()

    sheet = HERE / "report-score-sheet-codici.png"
    if not sheet.exists():
        print(f"{sheet} missing: run docs/screenshots/reports.py first", file=sys.stderr)
        return 1
    # The codes' box of that page, for the guide (the page is rendered at 70 dpi: crop from a sharper one).
    with tempfile.TemporaryDirectory() as scratch:
        pdf = Path(scratch) / "score.pdf"
        subprocess.run(
            [sys.executable, str(HERE / "reports.py"), "--score-sheet-with-codes", str(pdf)], check=True
        )
        subprocess.run(
            ["pdftoppm", "-png", "-r", "110", "-f", "1", "-l", "1", "-singlefile", "-x", "50", "-y", "715",
             "-W", "815", "-H", "125", str(pdf), str(GUIDE / "14-codici-score")],
            check=True,
        )  # fmt: skip
    print(GUIDE / "14-codici-score.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
