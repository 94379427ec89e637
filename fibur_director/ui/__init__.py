"""The PySide6 desk: windows, pages, dialogs and item models; talks to services only."""

from __future__ import annotations

import sys
from types import ModuleType

import PySide6.QtCore  # noqa: F401 (loads the import hook patched below, before any page module)


def _read_sources_directly() -> None:
    """Once PySide6 is loaded, its ``__feature__`` import hook asks of every module imported after it whether the
    module's source mentions "PySide6", through ``inspect.getsource``: tokenizing lookups and a copy of every
    source kept in ``linecache``, ~10 ms of the desk's launch (issue 23). The same question answered by reading
    the file's bytes. Private to PySide6 (``shibokensupport.feature._mod_uses_pyside``, PYSIDE-2029): if a later
    PySide6 renames it, nothing is patched and the launch is only slower."""
    feature = sys.modules.get("shibokensupport.feature")
    asks = getattr(feature, "_mod_uses_pyside", None)
    if asks is None or getattr(asks, "reads_directly", False):
        return

    def uses_pyside(module: ModuleType) -> bool:
        path = getattr(module, "__file__", None)
        if not isinstance(path, str) or not path.endswith(".py"):
            return False  # a built-in, extension or bytecode-only module: no source, PySide6's answer too
        try:
            with open(path, "rb") as source:
                return b"PySide6" in source.read()
        except OSError:
            if getattr(sys, "frozen", False):
                # A PyInstaller bundle names a .py beside the archive that it does not ship: PySide6's own
                # lookup would fail the same way, after two more tries on the disk (found in review).
                return False
            return bool(asks(module))  # a zip import, say: PySide6's own way

    uses_pyside.reads_directly = True  # type: ignore[attr-defined]
    uses_pyside.original = asks  # type: ignore[attr-defined]  # the tests compare the two answers
    feature._mod_uses_pyside = uses_pyside  # type: ignore[union-attr]


_read_sources_directly()


from fibur_director.ui import games as _games  # noqa: E402, F401  (registers the games' parts of the desk)
