"""One desk per database file.

QLockFile (QtCore only, no GUI) writes the owner's PID and host next to the database and treats the lock as
stale when that process is gone, so a desk killed by a power cut does not lock the referee out.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLockFile

from fibur_director.domain.errors import FiburError


class DatabaseInUse(FiburError):
    pass


class FileLock:
    def __init__(self, database: Path) -> None:
        self.path = Path(f"{database}.lock")
        self._lock = QLockFile(str(self.path))
        # Never steal a live lock because it is old: a tournament day is long. Dead owners are detected by PID.
        self._lock.setStaleLockTime(0)

    def acquire(self, wait_s: float = 0) -> None:
        """Take the lock, waiting up to ``wait_s`` seconds for another process to let it go (the CLI's
        one-shot commands wait their turn on a file; the desk, open all day, is refused at once)."""
        if self._lock.tryLock(int(wait_s * 1000)):
            return
        info = self._lock.getLockInfo()  # PySide6 returns (pid, hostname, appname)
        pid, host = (info[0], info[1]) if isinstance(info, tuple) and len(info) >= 2 else ("?", "")
        raise DatabaseInUse(
            f"the database {self.path.with_suffix('')} is already open (process {pid} on {host or 'this computer'})",
            f"il database {self.path.with_suffix('')} è già aperto (processo {pid} su {host or 'questo computer'})",
        )

    def release(self) -> None:
        self._lock.unlock()
