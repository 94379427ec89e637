"""Where the shipped data lives: rulesets, migrations, fonts, translations.

The repository keeps `migrations/` and `resources/` at its top level (product card); the wheel and the
PyInstaller build carry them inside the package (`fibur_director/migrations`, `fibur_director/resources`).
Both are found relative to this module, never relative to the current directory.
"""

from __future__ import annotations

import os
from importlib.resources import files
from pathlib import Path


def _locate(name: str) -> Path:
    packaged = Path(str(files("fibur_director"))) / name
    if packaged.is_dir():
        return packaged
    # Running from a source checkout (editable install): the folder sits beside the package.
    source_tree = Path(__file__).resolve().parent.parent / name
    if source_tree.is_dir():
        return source_tree
    raise FileNotFoundError(f"FIBur Director is installed without its '{name}' folder (looked in {packaged})")


def resources_dir() -> Path:
    return _locate("resources")


def migrations_dir() -> Path:
    return _locate("migrations")


def rulesets_dir() -> Path:
    return resources_dir() / "rulesets"


def fonts_dir() -> Path:
    return resources_dir() / "fonts"


def translations_dir() -> Path:
    return resources_dir() / "translations"


def private(folder: Path) -> Path:
    """Create ``folder`` if needed and make it the user's only (0700): the database, its backups and the crash
    logs hold players' personal data (issue 14)."""
    folder.mkdir(parents=True, exist_ok=True)
    os.chmod(folder, 0o700)
    return folder


def manual_path() -> Path:
    """The Italian quick-start guide shown by Aiuto → Guida rapida (F1), its screenshots beside it: one source,
    resources/manuale/manuale.md, shipped with the rest of resources/ (docs/manuale.md points to it)."""
    return resources_dir() / "manuale" / "manuale.md"
