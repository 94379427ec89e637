"""The desk's one settings file (language, the last folder printed into, ...); tournament data never goes here.

In the ui package so that a desk page reading a setting imports downwards, never ``app.py`` (issue 24, item 4).
"""

from __future__ import annotations

from pathlib import Path

import platformdirs
from PySide6.QtCore import QSettings

from fibur_director.ui.crash import session_group


def settings() -> QSettings:
    # INI in the user's config folder. The path is spelled out (not QSettings' scope lookup) so it follows
    # platformdirs like the database does.
    path = platformdirs.user_config_path("fibur-director", appauthor=False) / "settings.ini"
    return QSettings(str(path), QSettings.Format.IniFormat)


class LivePublication:
    """Where this database's pages were last published, and whether they were when the desk last closed (issue
    39): the settings file's group of the database (``crash.session_group``), so a second desk on another file
    keeps its own. The codes and QR codes printed on the sheets name the address and the port: a restart that
    offered another port would leave them leading nowhere."""

    def __init__(self, database: Path | None) -> None:
        self.store = settings()
        self.group = session_group(database)

    @property
    def host(self) -> str | None:
        value = self.store.value(f"{self.group}/live_host", "")
        return str(value) or None

    @property
    def port(self) -> int | None:
        value = str(self.store.value(f"{self.group}/live_port", ""))
        return int(value) if value.isdigit() else None

    @property
    def published(self) -> bool:
        return str(self.store.value(f"{self.group}/live_published", "false")).lower() == "true"

    def publishing(self, host: str, port: int) -> None:
        self.store.setValue(f"{self.group}/live_host", host)
        self.store.setValue(f"{self.group}/live_port", str(port))
        self.store.setValue(f"{self.group}/live_published", "true")
        self.store.sync()

    def stopped(self) -> None:
        """The referee stopped publishing: nothing to offer at the next start (the address stays chosen)."""
        self.store.setValue(f"{self.group}/live_published", "false")
        self.store.sync()
