"""One desk per database file, whatever path reaches it.

QLockFile (QtCore only, no GUI) writes the owner's PID and host next to the database and treats the lock as
stale when that process is gone, so a desk killed by a power cut does not lock the referee out. The lock beside
the file is seen by every computer that reaches the file's folder (a network path and a mapped drive name the
same folder; on a case-insensitive disk "Torneo" and "torneo" name the same lock file).

Two paths to one file on one computer (a hard link, another folder's link) would each have their own lock
beside them, so a second lock is taken on the file's identity (device and inode, ``os.stat``) in a folder of
the user's own (issue 14).

A lock that Qt cannot judge (an empty or garbled lock file, or one written by another computer, whose process
cannot be checked from here) is never taken silently: ``DatabaseInUse.may_take_over`` tells the desk to ask
the referee, and ``FileLock.acquire(take_over=True)`` then removes it.
"""

from __future__ import annotations

import os
import socket
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING

from fibur_director.domain.errors import FiburError

if TYPE_CHECKING:
    from PySide6.QtCore import QLockFile


# How long an empty lock file is given to name its owner before it is called damaged (_after_its_owner_writes).
WRITING_GRACE_S = 0.2


class DatabaseInUse(FiburError):
    def __init__(self, english: str, italian: str, *, may_take_over: bool = False) -> None:
        super().__init__(english, italian)
        self.may_take_over = may_take_over


def _lock_folder() -> Path:
    uid = os.getuid() if hasattr(os, "getuid") else 0
    folder = Path(tempfile.gettempdir()) / f"fibur-director-locks-{uid}"
    folder.mkdir(mode=0o700, exist_ok=True)
    return folder


def _qt_lock(path: Path) -> QLockFile:
    # Imported here, not with the module: the desk loads the database layer before Qt (app.py).
    from PySide6.QtCore import QLockFile

    lock = QLockFile(str(path))
    # Never steal a live lock because it is old: a tournament day is long. Dead owners are detected by PID.
    lock.setStaleLockTime(0)
    return lock


class FileLock:
    def __init__(self, database: Path) -> None:
        self.database = database
        self.path = Path(f"{database}.lock")
        self._lock = _qt_lock(self.path)
        self._identity: QLockFile | None = None
        self._take_over = False

    def acquire(self, wait_s: float = 0, *, take_over: bool = False) -> None:
        """Take the lock, waiting up to ``wait_s`` seconds for another process to let it go (the CLI's
        one-shot commands wait their turn on a file; the desk, open all day, is refused at once). ``take_over``
        removes a stale lock, only after the referee said so."""
        self._take_over = take_over
        if take_over:
            self._lock.removeStaleLockFile()
        if not self._lock.tryLock(0) and not self._after_its_owner_writes():
            refusal = self._in_use()
            # Waiting frees only a lock a live process here will let go; an empty, damaged or foreign lock
            # file stays as it is, so that is said at once rather than after the wait.
            if refusal.may_take_over or not self._lock.tryLock(int(wait_s * 1000)):
                raise refusal
        self.hold_identity()

    def _after_its_owner_writes(self) -> bool:
        """QLockFile makes the lock file, then writes its owner into it: another process that finds it between
        the two reads an empty file, which is what a damaged lock looks like (of two desk processes started
        together on one file, one was told "empty or damaged": test_multidesk). While the file stays empty, try again
        for a moment; True once the lock is ours. A file still empty after that is judged as before."""
        from PySide6.QtCore import QLockFile

        deadline = time.monotonic() + WRITING_GRACE_S
        while time.monotonic() < deadline:
            try:
                if self.path.stat().st_size > 0:
                    return False  # it names its owner now (or is garbled): judged by _in_use
            except FileNotFoundError:
                pass  # let go meanwhile: try for it
            except OSError:
                return False  # unreadable: judged by _in_use, as before
            if self._lock.tryLock(10):
                return True
            if self._lock.error() != QLockFile.LockError.LockFailedError:
                return False  # not held by another (a folder that cannot be written): waiting changes nothing
        return False

    def hold_identity(self) -> None:
        """Lock the file's identity too, once it exists (``open_database`` calls this again after creating it);
        on refusal the lock beside the file is released as well."""
        if self._identity is None and self.database.exists():
            status = self.database.stat()
            if not status.st_ino:
                return  # a file system without inode numbers (FAT): every file would share one identity
            identity_path = _lock_folder() / f"{status.st_dev:x}-{status.st_ino:x}.lock"
            identity = _qt_lock(identity_path)
            if self._take_over:
                identity.removeStaleLockFile()
            if not identity.tryLock(0):
                self.release()
                info = identity.getLockInfo()
                pid = info[0] if isinstance(info, tuple) and info[0] else 0
                if not pid:
                    # Empty or garbled (a power cut while it was written): judged at once, and taken over only
                    # when the referee says so, as the lock beside the file (issue 39).
                    raise DatabaseInUse(
                        f"the lock file {identity_path} is empty or damaged: if no desk has {self.database} "
                        "open, it can be taken over",
                        f"il file di blocco {identity_path} è vuoto o danneggiato: se nessun programma ha aperto "
                        f"{self.database}, lo si può rilevare",
                        may_take_over=True,
                    )
                raise DatabaseInUse(
                    f"the database {self.database} is already open through another path (process {pid})",
                    f"il database {self.database} è già aperto da un altro percorso (processo {pid})",
                )
            self._identity = identity

    def _in_use(self) -> DatabaseInUse:
        info = self._lock.getLockInfo()  # PySide6 returns (pid, hostname, appname)
        pid, host = (info[0], info[1]) if isinstance(info, tuple) and len(info) >= 2 else (0, "")
        if not pid:
            return DatabaseInUse(
                f"the lock file {self.path} is empty or damaged: if no desk has {self.database} open, "
                "it can be taken over",
                f"il file di blocco {self.path} è vuoto o danneggiato: se nessun programma ha aperto "
                f"{self.database}, lo si può rilevare",
                may_take_over=True,
            )
        if host and host != socket.gethostname():
            return DatabaseInUse(
                f"the database {self.database} is open on the computer {host} (process {pid}): if that "
                "computer no longer has it open, it can be taken over",
                f"il database {self.database} è aperto sul computer {host} (processo {pid}): se quel "
                "computer non lo ha più aperto, lo si può rilevare",
                may_take_over=True,
            )
        return DatabaseInUse(
            f"the database {self.database} is already open (process {pid} on this computer)",
            f"il database {self.database} è già aperto (processo {pid} su questo computer)",
        )

    def release(self) -> None:
        if self._identity is not None:
            self._identity.unlock()
            self._identity = None
        self._lock.unlock()
