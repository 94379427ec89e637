"""The desk's one settings file (language, the last folder printed into, ...); tournament data never goes here.

In the ui package so that a desk page reading a setting imports downwards, never ``app.py`` (issue 24, item 4).
"""

from __future__ import annotations

import platformdirs
from PySide6.QtCore import QSettings


def settings() -> QSettings:
    # INI in the user's config folder. The path is spelled out (not QSettings' scope lookup) so it follows
    # platformdirs like the database does.
    path = platformdirs.user_config_path("fibur-director", appauthor=False) / "settings.ini"
    return QSettings(str(path), QSettings.Format.IniFormat)
