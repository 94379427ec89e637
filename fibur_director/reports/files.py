"""Reading a tournament file within its size limit; writing a report or an export without ever leaving half a
file."""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

from fibur_director.domain.errors import FiburError
from fibur_director.domain.file_schema import MAX_FILE_BYTES
from fibur_director.held_files import refuse_if_held, refuse_output


def write_atomically(path: Path, content: str | bytes) -> None:
    """Write beside the target and rename over it, so an interrupted write never leaves half a file.

    The temporary file is in the target's own folder (so the rename is atomic) and removed on any failure; a
    target that is a folder is refused before anything is written. The result gets the usual mode of a new
    file (0666 less the umask, 0644 as a rule): reports are meant to be shared, unlike the database.
    """
    refuse_output(path)  # a database named as a report: never replaced, never opened (issue 39)
    target = path.resolve()
    if target.is_dir():
        raise FiburError(
            f"cannot write {path}: it is a folder; name a file in it",
            f"impossibile scrivere {path}: è una cartella; indicare un file al suo interno",
        )
    data = content.encode("utf-8") if isinstance(content, str) else content
    temporary: str | None = None
    try:
        handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".part", dir=target.parent)
        with os.fdopen(handle, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.chmod(temporary, 0o666 & ~_umask())
        os.replace(temporary, target)
        temporary = None
    except OSError as error:
        raise FiburError(
            f"cannot write {path}: {error.strerror}", f"impossibile scrivere {path}: {error.strerror}"
        ) from None
    finally:
        if temporary is not None:
            with contextlib.suppress(OSError):
                os.unlink(temporary)


def _umask() -> int:
    # os.umask can only be read by setting it; set it straight back.
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def read_tournament_file(path: Path) -> str:
    """The text of a tournament file, refused before it is read if larger than the limit (file_schema)."""
    refuse_if_held(path)
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
