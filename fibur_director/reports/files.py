"""Writing a report or an export to disk without ever leaving half a file."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from fibur_director.domain.errors import FiburError


def write_atomically(path: Path, content: str | bytes) -> None:
    """Write beside the target and rename over it, so an interrupted write never leaves half a file."""
    directory = path.resolve().parent
    data = content.encode("utf-8") if isinstance(content, str) else content
    try:
        handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=directory)
        with os.fdopen(handle, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, path)
    except OSError as error:
        raise FiburError(
            f"cannot write {path}: {error.strerror}", f"impossibile scrivere {path}: {error.strerror}"
        ) from None
