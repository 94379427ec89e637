"""An audit hook that catches the program opening, with Python's own ``open``, a database file this process holds
SQLite connections to (issue 39; ``fibur_director.held_files`` says why that loses data).

Installed once per test process by ``tests/conftest.py``; an autouse fixture there fails the test in which it
happened. Only the program's own code is judged (a frame of the ``fibur_director`` package on the stack): a test
that reads a file to compare it is the test's business. Checked by name (the path as given and resolved, with
SQLite's companions ``-wal``, ``-shm``, ``-journal``); ``held_files.refuse_if_held`` in the program also checks
the file's identity, so a link is refused there too.
"""

from __future__ import annotations

import os
import sys
import threading
from pathlib import Path
from types import FrameType

import fibur_director
from fibur_director import held_files

PACKAGE = str(Path(fibur_director.__file__).resolve().parent) + os.sep
_THIS = str(Path(__file__).resolve())

_found: list[str] = []
_guard = threading.local()


def _program_frame(frame: FrameType | None) -> str | None:
    while frame is not None:
        name = frame.f_code.co_filename
        if name.startswith(PACKAGE) and not name.endswith("held_files.py"):
            return f"{name[len(PACKAGE) :]}:{frame.f_lineno} ({frame.f_code.co_name})"
        frame = frame.f_back
    return None


def _hook(event: str, args: tuple[object, ...]) -> None:
    if event != "open" or getattr(_guard, "busy", False):
        return
    path = args[0] if args else None
    if not isinstance(path, str | bytes | os.PathLike):
        return  # a descriptor already open, or a name we cannot judge
    databases = held_files.held()
    if not databases:
        return
    _guard.busy = True
    try:
        text = os.fsdecode(path)
        base = os.path.basename(text)
        if not any(base.startswith(d.name) for d in databases):
            return  # the cheap test first: this hook sees every file the process opens, imports included
        resolved = Path(os.path.realpath(text))
        for database in databases:
            names = {database, *(Path(f"{database}{s}") for s in held_files.COMPANIONS)}
            if resolved in names:
                where = _program_frame(sys._getframe(1))
                if where is not None:
                    _found.append(f"{where} opened {text} while this process holds connections to {database}")
                return
    finally:
        _guard.busy = False


def install() -> None:
    sys.addaudithook(_hook)


def take() -> list[str]:
    """What was found since the last call (and forget it)."""
    found = list(_found)
    _found.clear()
    return found
