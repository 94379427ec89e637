"""Opening a tournament database: refuse what is not ours or is damaged, lock, migrate (with a snapshot first),
then hand out sessions.

Issue 14: a 0-byte or foreign file is refused, never initialised; ``PRAGMA quick_check`` runs (read-only)
before anything writes, and a damaged file is refused naming the latest backup to restore; the folder is made
readable by the user only (0700) and the file 0600 (personal data); ``Database.check_in_place`` tells a write
that the file it was opened on has been moved or deleted (SQLite would go on writing to the unlinked inode).
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path
from types import TracebackType
from typing import Any

import platformdirs
from sqlalchemy import Engine, event, make_url
from sqlalchemy.exc import DatabaseError as SQLAlchemyDatabaseError
from sqlalchemy.exc import OperationalError
from sqlalchemy.orm import Session, sessionmaker

from fibur_director import held_files
from fibur_director.db.backup import default_backup_dir, latest_backup
from fibur_director.db.engine import is_server_url, make_engine, normalise_url, sqlite_url
from fibur_director.db.lock import FileLock
from fibur_director.db.migrate import MigrationReport, NotOurDatabase, head_revision, upgrade_database
from fibur_director.domain.errors import FiburError, StorageFault
from fibur_director.locations import private

APP_NAME = "fibur-director"
DEFAULT_FILE_NAME = "fibur-director.sqlite3"


def default_database_path() -> Path:
    """The embedded database in the user's data folder (e.g. ~/.local/share/fibur-director/ on Linux)."""
    return platformdirs.user_data_path(APP_NAME, appauthor=False) / DEFAULT_FILE_NAME


class Database:
    """An open tournament database. Services open ``with db.sessions.begin() as session:`` per user action."""

    def __init__(
        self, engine: Engine, path: Path | None, lock: FileLock | None, report: MigrationReport
    ) -> None:
        self.engine = engine
        self.path = path
        self.migration = report
        self.sessions: sessionmaker[Session] = sessionmaker(engine, expire_on_commit=False)
        self._lock = lock
        self.identity = _identity(path) if path is not None else None
        # Every file a person names is checked against this before Python opens it (held_files, issue 39).
        self._held = held_files.hold(path) if path is not None else None

    def check_in_place(self) -> None:
        """Refuse to go on when the file opened is no longer at its path (deleted, moved, replaced, its folder
        removed): a write would report success into a file nobody will ever open again."""
        if self.path is None or self.identity is None:
            return
        try:
            now: tuple[int, int] | None = _identity(self.path)
        except OSError:
            now = None
        if now != self.identity:
            raise DatabaseGone(
                f"the database {self.path} has been moved or deleted while open: nothing more can be saved in it; "
                "close the desk and open the file where it is now (everything confirmed before is in it)",
                f"il database {self.path} è stato spostato o cancellato mentre era aperto: non vi si può salvare "
                "altro; chiudere il programma e riaprire il file dove si trova ora (tutto ciò che era stato "
                "confermato è lì)",
            )

    @property
    def on_server(self) -> bool:
        """A database server shared by several desks (PostgreSQL), not a file of this desk's."""
        return self.engine.dialect.name != "sqlite"

    @property
    def label(self) -> str:
        """Where the data lives, for titles and messages: the file, or the server URL without a password."""
        return str(self.path) if self.path else self.engine.url.render_as_string(hide_password=True)

    @property
    def backup_dir(self) -> Path | None:
        """Beside the file for SQLite; for a server database, this desk's data folder, one folder per server
        database (the round-close copies are then tournament files: docs/multidesk.md)."""
        if self.path:
            return default_backup_dir(self.path)
        url = self.engine.url
        place = "".join(
            ch if ch.isalnum() or ch in "-_." else "-" for ch in f"{url.host or 'local'}-{url.database or ''}"
        )
        return platformdirs.user_data_path(APP_NAME, appauthor=False) / "backups" / place

    def integrity_check(self) -> str:
        if self.path is None:
            return "ok"
        with self.engine.connect() as connection:
            return str(connection.exec_driver_sql("PRAGMA integrity_check").scalar())

    def close(self) -> None:
        self.engine.dispose()
        if self._held is not None:
            held_files.let_go(self._held)
            self._held = None
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    def __enter__(self) -> Database:
        return self

    def __exit__(self, *_exc: type[BaseException] | BaseException | TracebackType | None) -> None:
        self.close()


def open_database(
    path: Path | None = None,
    *,
    url: str | None = None,
    script_location: Path | None = None,
    wait_s: float = 0,
    take_over_lock: bool = False,
) -> Database:
    """Open (creating or migrating as needed) the SQLite file at ``path``, or a server database at ``url``.

    Raises DatabaseInUse, DatabaseTooNew, NotOurDatabase or MigrationFailed; on any of them the file is
    unchanged.
    """
    if url is not None:
        url = normalise_url(url)
        try:
            report = upgrade_database(url, database_file=None, script_location=script_location)
        except OperationalError as error:
            raise _unreachable(url, error) from error
        return Database(make_engine(url), None, None, report)
    file = (path or default_database_path()).expanduser().resolve()
    try:
        if path is None:
            private(file.parent)  # the desk's own data folder: personal data, the user's only
        else:
            file.parent.mkdir(parents=True, exist_ok=True)
        _refuse_non_sqlite(file)
        lock = FileLock(file)
        lock.acquire(wait_s, take_over=take_over_lock)  # take over: only after the referee said so
    except (OSError, sqlite3.DatabaseError) as error:
        raise _cannot_open(file, error) from error
    try:
        report = upgrade_database(
            sqlite_url(file),
            database_file=file,
            backup_dir=default_backup_dir(file),
            script_location=script_location,
        )
        lock.hold_identity()  # a new file exists only now
        for own in (file, Path(f"{file}-wal"), Path(f"{file}-shm")):
            if own.exists():
                os.chmod(own, 0o600)  # personal data: the user's only (SQLite gives new -wal files this mode)
        return Database(make_engine(sqlite_url(file)), file, lock, report)
    except (OSError, sqlite3.DatabaseError, SQLAlchemyDatabaseError) as error:
        lock.release()
        raise _cannot_open(file, error) from error
    except BaseException:
        lock.release()
        raise


def open_location(
    location: str | Path | None,
    *,
    script_location: Path | None = None,
    wait_s: float = 0,
    take_over_lock: bool = False,
) -> Database:
    """Open what the user named with ``--database``: a file path, or a server URL (``postgresql://...``).
    ``wait_s``: how long to wait for another process holding a file (a server has no such lock)."""
    if location is not None and is_server_url(str(location)):
        return open_database(url=str(location), script_location=script_location)
    return open_database(
        Path(location) if location is not None else None,
        script_location=script_location,
        wait_s=wait_s,
        take_over_lock=take_over_lock,
    )


class CannotOpen(FiburError):
    pass


def server_label(url: str) -> str:
    """``user@host:port/dbname`` without a password (a URL typed at the prompt may carry one)."""
    try:
        return make_url(url).render_as_string(hide_password=True).split("://", 1)[-1]
    except Exception:
        return "?"


def _unreachable(url: str, error: OperationalError) -> CannotOpen:
    reason = " ".join(str(error.orig or error).split())
    where = server_label(url)
    if "password" in reason or "authentication" in reason:
        return CannotOpen(
            f"the database server {where} did not accept this desk's credentials ({reason}). Put the password "
            "in ~/.pgpass or a service file (docs/multidesk.md), never in the settings; nothing was changed",
            f"il server del database {where} non ha accettato le credenziali di questo banco ({reason}). "
            "Mettere la password in ~/.pgpass o in un file di servizio (docs/multidesk.md), mai nelle "
            "impostazioni; nulla è stato modificato",
        )
    return CannotOpen(
        f"cannot reach the database server {where}: {reason}. Check the network and that the server is "
        "running; nothing was changed",
        f"impossibile raggiungere il server del database {where}: {reason}. Controllare la rete e che il "
        "server sia acceso; nulla è stato modificato",
    )


class DatabaseDamaged(CannotOpen):
    """``quick_check`` found damage; ``backup`` is the latest snapshot to restore, if any."""

    def __init__(self, english: str, italian: str, path: Path, backup: Path | None) -> None:
        super().__init__(english, italian)
        self.path = path
        self.backup = backup


class DatabaseGone(StorageFault):
    pass


def _identity(path: Path) -> tuple[int, int]:
    status = path.stat()
    return status.st_dev, status.st_ino


def _cannot_open(file: Path, error: Exception) -> CannotOpen:
    reason = getattr(error, "strerror", None) or str(getattr(error, "orig", None) or error)
    return CannotOpen(
        f"cannot open {file}: {reason}; nothing was changed",
        f"impossibile aprire {file}: {reason}; nulla è stato modificato",
    )


def _refuse_non_sqlite(file: Path) -> None:
    if file.is_dir():
        raise NotOurDatabase(
            f"{file} is a folder, not a database file", f"{file} è una cartella, non un file di database"
        )
    if not file.exists():
        return
    if file.stat().st_size == 0:
        # An empty file is what a failed copy or a crashed program leaves: initialising it would hide that.
        raise NotOurDatabase(
            f"{file} is empty (0 bytes), not a database; nothing was changed",
            f"{file} è vuoto (0 byte), non è un database; nulla è stato modificato",
        )
    # Never Python's open() on a database this process holds: closing that descriptor drops SQLite's locks on the
    # file, and the next process to close it deletes the WAL under us (held_files, issue 39; the live server
    # opens its writer beside its reader). SQLite reads the header: a file that is not SQLite is SQLITE_NOTADB
    # at the first read. Read-only first: the engine's pragmas (WAL) would rewrite another program's file.
    connection = sqlite3.connect(f"file:{file}?mode=ro", uri=True)
    try:
        tables = {row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        verdict = str(connection.execute("PRAGMA quick_check(1)").fetchone()[0])
    except sqlite3.DatabaseError as error:
        if getattr(error, "sqlite_errorcode", None) == sqlite3.SQLITE_NOTADB and not _sqlite_header(file):
            raise NotOurDatabase(
                f"{file} is not a database file; nothing was changed",
                f"{file} non è un file di database; nulla è stato modificato",
            ) from None
        verdict = str(error)
    finally:
        connection.close()
    if verdict != "ok":
        backup = latest_backup(file)
        offer_en = f"restore the latest backup, {backup}" if backup else "no backup of it exists"
        # (the desk offers the restore; the command line: fibur-director-cli database FILE --restore-latest)
        offer_it = f"ripristinare l'ultima copia, {backup}" if backup else "non ne esiste una copia"
        raise DatabaseDamaged(
            f"{file} is damaged ({verdict}); nothing was changed: {offer_en}",
            f"{file} è danneggiato ({verdict}); nulla è stato modificato: {offer_it}",
            file,
            backup,
        )
    if tables and "alembic_version" not in tables:
        raise NotOurDatabase(
            f"{file} holds tables but is not a FIBur Director database; nothing was changed",
            f"{file} contiene tabelle ma non è un database di FIBur Director; nulla è stato modificato",
        )


def restore_latest(path: Path | None = None, *, take_over_lock: bool = False) -> tuple[Path, Path]:
    """Put the latest snapshot in place of a damaged database file: (the snapshot, where the damaged file is
    kept). Only a file that is damaged, and only under the file's lock (issue 39, found from outside: the
    command line restored a healthy file that ``serve`` or the desk had open, and a sheet the phones were told
    was recorded left the tournament's file). Refused in words, with nothing changed, otherwise."""
    from fibur_director.db.backup import restore_backup

    file = (path or default_database_path()).expanduser().resolve()
    backup = latest_backup(file)
    if backup is None:
        raise CannotOpen(f"{file}: no backup to restore", f"{file}: nessuna copia da ripristinare")
    lock = FileLock(file)
    lock.acquire(0, take_over=take_over_lock)
    try:
        try:
            _refuse_non_sqlite(file)
        except DatabaseDamaged:
            return backup, restore_backup(file, backup)
        raise CannotOpen(
            f"{file} is not damaged: nothing was restored (a backup is put in place only of a damaged file)",
            f"{file} non è danneggiato: nulla è stato ripristinato (una copia sostituisce solo un file "
            "danneggiato)",
        )
    finally:
        lock.release()


def _sqlite_header(file: Path) -> bool:
    """Whether a file SQLite will not read still begins as one (damaged, not foreign). Read with Python only when
    this process holds no connection to it (held_files); one it holds was a database when it was opened."""
    if held_files.held_file(file) is not None:
        return True
    try:
        with file.open("rb") as handle:
            return handle.read(16) == b"SQLite format 3\x00"
    except OSError:
        return False


def _beside_at_head(path: Path | None) -> Path:
    """The existing file a process beside the desk may open: ours, undamaged and at this program's schema
    (only the desk migrates)."""
    file = (path or default_database_path()).expanduser().resolve()
    if not file.is_file() or file.stat().st_size == 0:
        raise CannotOpen(
            f"{file} does not exist: open it with FIBur Director first",
            f"{file} non esiste: aprirlo prima con FIBur Director",
        )
    try:
        _refuse_non_sqlite(file)
        connection = sqlite3.connect(f"file:{file}?mode=ro", uri=True)
        try:
            found = connection.execute("SELECT version_num FROM alembic_version").fetchone()
        finally:
            connection.close()
    except sqlite3.DatabaseError as error:
        raise _cannot_open(file, error) from error
    head = head_revision()
    if found is None or found[0] != head:
        revision = found[0] if found else "?"
        raise CannotOpen(
            f"{file} is at schema {revision}, this program reads {head}: open it with FIBur Director first",
            f"{file} è allo schema {revision}, questo programma legge lo {head}: aprirlo prima con FIBur Director",
        )
    return file


def open_reader(path: Path | None = None) -> Database:
    """Open an existing database to read only, beside a desk that may hold it open (the live pages, issue 16).

    No lock is taken (the desk keeps its own) and nothing is migrated: a file at another schema is refused
    untouched, since only the desk may change it. Every connection is ``query_only``, so SQLite itself refuses
    a write from here; WAL lets these reads run beside the desk's writes without blocking them.
    """
    file = _beside_at_head(path)
    engine = make_engine(sqlite_url(file))

    @event.listens_for(engine, "connect")
    def _read_only(dbapi_connection: Any, _record: Any) -> None:
        # After make_engine's own listener (registration order), which may switch a fresh file to WAL.
        dbapi_connection.execute("PRAGMA query_only = ON")

    return Database(engine, file, None, MigrationReport(head_revision(), head_revision(), None))


def open_writer_beside(path: Path | None = None) -> Database:
    """The same file opened to write beside the desk holding its lock: what the live server writes through for
    the room's devices (issue 26). No lock of its own and no migration, as ``open_reader``; every write goes
    through ``Desk.action`` and so takes SQLite's ``BEGIN IMMEDIATE``, the one write lock the desk's own
    actions take, and waits its turn (busy_timeout) instead of interleaving."""
    file = _beside_at_head(path)
    head = head_revision()
    return Database(make_engine(sqlite_url(file)), file, None, MigrationReport(head, head, None))
