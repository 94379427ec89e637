"""Writing a report or an export to disk without ever leaving half a file."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from fibur_director.domain.errors import FiburError


def _umask() -> int:
    current = os.umask(0)
    os.umask(current)
    return current


def write_atomically(path: Path, content: str | bytes) -> None:
    """Write beside the target and rename over it, so an interrupted write never leaves half a file."""
    directory = path.resolve().parent
    data = content.encode("utf-8") if isinstance(content, str) else content
    try:
        handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=directory)
        # mkstemp makes the file private (0600); a report or an export is for others to read (the club's
        # secretary, the federation's upload), so it gets the mode a plain file gets: 0644 less the umask.
        os.chmod(temporary, 0o644 & ~_umask())  # os.fchmod is not on Windows
        with os.fdopen(handle, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, path)
    except OSError as error:
        raise FiburError(
            f"cannot write {path}: {error.strerror}", f"impossibile scrivere {path}: {error.strerror}"
        ) from None
