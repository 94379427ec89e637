"""The desk's window comes up without the report writers, the web stack or PDFium (issue 23: usable within half
a second of launch): they load when the referee first prints, exports or publishes. A fresh interpreter builds
and shows the desk on a new database, then names what it imported."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

LATE = ("reportlab", "openpyxl", "starlette", "uvicorn", "jinja2", "pypdfium2")

CHILD = """
import json, sys
from fibur_director.app import build
from PySide6.QtTest import QTest
desk = build(["--database", sys.argv[1]])
desk.window.show()
QTest.qWaitForWindowExposed(desk.window)
desk.app.processEvents()
late = sys.argv[2].split(",")
print(json.dumps(sorted(name for name in sys.modules if name.split(".")[0] in late)))
desk.window.close()
desk.database.close()
"""


def test_the_first_window_loads_no_report_writer_or_web_stack(tmp_path: Path) -> None:
    env = dict(
        os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "c")
    )
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(tmp_path / "new.sqlite3"), ",".join(LATE)],
        capture_output=True,
        text=True,
        env=env,
        check=True,
        timeout=120,
    )
    loaded = json.loads(done.stdout.strip().splitlines()[-1])
    assert loaded == [], f"imported at start-up: {loaded}"
