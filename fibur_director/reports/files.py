"""Reading a tournament file within its size limit; writing a report or an export without ever leaving half a
file."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from fibur_director.domain.errors import FiburError
from fibur_director.domain.file_schema import MAX_FILE_BYTES


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


def read_tournament_file(path: Path) -> str:
    """The text of a tournament file, refused before it is read if larger than the limit (file_schema)."""
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise FiburError(
                f"{path}: {size:,} bytes: a tournament file holds at most {MAX_FILE_BYTES:,} bytes",
                f"{path}: {size:,} byte: un file torneo contiene al massimo {MAX_FILE_BYTES:,} byte",
            )
        with path.open("rb") as handle:
            data = handle.read(MAX_FILE_BYTES + 1)  # the file may have grown since stat
    except OSError as error:
        reason = error.strerror or str(error)
        raise FiburError(f"cannot read {path}: {reason}", f"impossibile leggere {path}: {reason}") from None
    if len(data) > MAX_FILE_BYTES:
        raise FiburError(
            f"{path}: a tournament file holds at most {MAX_FILE_BYTES:,} bytes",
            f"{path}: un file torneo contiene al massimo {MAX_FILE_BYTES:,} byte",
        )
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise FiburError(
            f"{path}: byte {error.start + 1} is not UTF-8 (a tournament file is UTF-8 text)",
            f"{path}: il byte {error.start + 1} non è UTF-8 (un file torneo è testo UTF-8)",
        ) from None
