"""A lock file nobody can be asked about is judged at once (issue 39): the command line's one-shot commands wait
up to ``CLI_LOCK_WAIT_S`` for a live desk to let the file go, never for an empty or damaged lock, which no
waiting will mend; the lock on the file's identity (a second path to it) is judged the same way, and taken over
the same way when the referee says so."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from fibur_director.cli_desk import CLI_LOCK_WAIT_S
from fibur_director.db import lock as locks
from fibur_director.db.database import open_database
from fibur_director.db.lock import DatabaseInUse

CLI = [sys.executable, "-m", "fibur_director.cli"]


def _identity_lock(path: Path) -> Path:
    status = path.stat()
    return locks._lock_folder() / f"{status.st_dev:x}-{status.st_ino:x}.lock"


@pytest.mark.parametrize("which", ["beside", "identity"])
@pytest.mark.parametrize("content", [b"", b"\x00garbage\n"])
def test_an_empty_or_damaged_lock_is_judged_at_once(db_path: Path, which: str, content: bytes) -> None:
    open_database(db_path).close()
    lock = Path(f"{db_path}.lock") if which == "beside" else _identity_lock(db_path)
    lock.write_bytes(content)
    try:
        started = time.monotonic()
        done = subprocess.run(
            # A command that writes (``undo`` of the player archive): read-only ones read beside a held file.
            [*CLI, "undo", "--database", str(db_path)],
            capture_output=True,
            text=True,
            timeout=CLI_LOCK_WAIT_S * 2,
            env=dict(os.environ),
        )
        waited = time.monotonic() - started
        assert (
            done.returncode == 2 and "empty or damaged" in done.stderr and "--take-over-lock" in done.stderr
        )
        assert waited < CLI_LOCK_WAIT_S / 2  # said at once, not after the wait for a live desk
        assert lock.read_bytes() == content  # nothing taken over without a word
        with pytest.raises(DatabaseInUse) as refused:
            open_database(db_path)
        assert refused.value.may_take_over and "vuoto o danneggiato" in refused.value.italian
        open_database(db_path, take_over_lock=True).close()  # the referee said so
    finally:
        lock.unlink(missing_ok=True)
