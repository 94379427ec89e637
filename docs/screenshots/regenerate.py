"""Regenerate docs/screenshots/*.png: every page of the desk, offscreen, in Italian.

QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshots/regenerate.py
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory() as scratch:
        # A throwaway data and config folder: screenshots never touch the user's database or settings.
        os.environ["XDG_DATA_HOME"] = os.environ["XDG_CONFIG_HOME"] = scratch
        from fibur_director.app import build

        desk = build(["--lang", "it", "--database", str(Path(scratch) / "torneo.sqlite3")])
        assert desk.window is not None and desk.database is not None
        # The status bar shows the database path; show the folder the referee would see, not the scratch one.
        desk.window.statusBar().showMessage("Database: ~/.local/share/fibur-director/fibur-director.sqlite3")
        desk.window.show()
        desk.app.processEvents()
        target = HERE / "main-window.png"
        desk.window.grab().save(str(target))
        print(target)
        desk.window.close()
        desk.database.close()


if __name__ == "__main__":
    sys.exit(main())
