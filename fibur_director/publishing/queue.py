"""The pushes owed, on disk: one small JSON file per tournament and site, beside the database (in its folder's
``pubblicazioni``; for a database server, in this computer's data folder), so a push the network refused survives
a crash of the desk and a restart, and the command line and the desk see the same queue.

A job holds no pages: what is sent is always the tournament as it is when the push runs, so many changes while
the network is down make one push when it is back. A job is also where the desk remembers a tournament's site
(the address without its password; the password is in the system keyring). Written atomically, read leniently
(a damaged file is said and set aside, never a crash), and locked while a push runs so the desk and the command
line never push the same site at once.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import fcntl
import hashlib
import json
import os
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import platformdirs

from fibur_director.domain.errors import FiburError
from fibur_director.reports.files import write_atomically

FOLDER = "pubblicazioni"
FORMAT = "fibur-director-publication-job"
# The desk waits this long after the last change before pushing (a round closed is followed by more actions:
# the standings published, a correction), but never longer than MAX_WAIT after the first one it has not sent.
QUIET_S = 5.0
MAX_WAIT_S = 15.0
# A push that failed is retried after 15 s, 30 s, 1, 2, 4 min, then every 5 min.
FIRST_RETRY_S = 15.0
LAST_RETRY_S = 300.0


def folder_of(database: Any) -> Path:
    """Where the queue of ``database`` (a db.Database) lives: beside its file, or for a server in the user's data
    folder, one folder per server database."""
    if database.path is not None:
        return Path(database.path).resolve().parent / FOLDER
    url = database.engine.url
    place = "".join(
        ch if ch.isalnum() or ch in "-_." else "-" for ch in f"{url.host or 'local'}-{url.database or ''}"
    )
    return platformdirs.user_data_path("fibur-director", appauthor=False) / FOLDER / place


def _now() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


def _iso(moment: dt.datetime | None) -> str | None:
    # To the microsecond: a push compares the latest change with the moment it read the pages (run._settle).
    return None if moment is None else moment.isoformat(timespec="microseconds")


def _moment(text: Any) -> dt.datetime | None:
    if not isinstance(text, str):
        return None
    try:
        found = dt.datetime.fromisoformat(text)
    except ValueError:
        return None
    return found if found.tzinfo else found.replace(tzinfo=dt.UTC)


@dataclass
class Job:
    """One tournament's site on one target: whether a push is owed, and how the last one went."""

    database: str  # the database's label, so two databases in one folder keep their queues apart
    tournament: int
    target: str  # the URL without its password
    pending: bool = True
    since: dt.datetime | None = None  # the first change not yet on the site
    changed_at: dt.datetime | None = None  # the latest one (debouncing)
    attempts: int = 0
    next_try: dt.datetime | None = None
    blocked: bool = False  # the target refused: no retry by itself until the referee acts
    error_en: str = ""
    error_it: str = ""
    missing: list[str] = field(default_factory=list)  # not on the site yet after the last failed push
    # Whether that push got as far as comparing with the site: if not, the site was not reached and is as it was.
    compared: bool = True
    to_remove: list[str] = field(default_factory=list)
    pushed_at: dt.datetime | None = None
    round: int | None = None
    fingerprint: str = ""
    files_sent: int = 0
    bytes_sent: int = 0
    confirmed: dict[str, str] = field(default_factory=dict)  # the site as the last receipt found it
    path: Path | None = field(default=None, compare=False)

    @property
    def file_name(self) -> str:
        key = hashlib.sha256(f"{self.database}\n{self.target}".encode()).hexdigest()[:12]
        return f"t{self.tournament}-{key}.json"

    def to_json(self) -> bytes:
        data = asdict(self)
        data.pop("path")
        for name in ("since", "changed_at", "next_try", "pushed_at"):
            data[name] = _iso(getattr(self, name))
        return (json.dumps({"format": FORMAT, **data}, ensure_ascii=False, indent=1) + "\n").encode("utf-8")

    @classmethod
    def from_json(cls, content: bytes, path: Path) -> Job:
        data = json.loads(content.decode("utf-8"))
        if not isinstance(data, dict) or data.pop("format", None) != FORMAT:
            raise ValueError("not a publication job")
        for name in ("since", "changed_at", "next_try", "pushed_at"):
            data[name] = _moment(data.get(name))
        known = {f for f in cls.__dataclass_fields__ if f != "path"}
        job = cls(**{k: v for k, v in data.items() if k in known})
        job.tournament = int(job.tournament)
        job.path = path
        return job

    # -- the state, as the desk and the command line say it --------------------------------------------------

    def changed(self, now: dt.datetime | None = None) -> None:
        """Something the pages show has changed: a push is owed (debounced)."""
        now = now or _now()
        if not self.pending or self.since is None:
            self.since = now
        self.pending = True
        self.changed_at = now

    def due(self, now: dt.datetime | None = None) -> bool:
        """Whether the desk should push now: owed, not refused, past its retry time, and either quiet for
        QUIET_S since the last change or MAX_WAIT_S past the first one."""
        now = now or _now()
        if not self.pending or self.blocked:
            return False
        if self.next_try is not None and now < self.next_try:
            return False
        if self.attempts:
            return True  # a retry: the debouncing was done before the first try
        last, first = self.changed_at or now, self.since or now
        quiet = (now - last).total_seconds() >= QUIET_S
        return quiet or (now - first).total_seconds() >= MAX_WAIT_S

    def failed(
        self,
        error: FiburError,
        refused: bool,
        missing: list[str],
        to_remove: list[str],
        compared: bool = True,
    ) -> None:
        now = _now()
        self.pending = True
        self.since = self.since or now
        self.attempts += 1
        self.blocked = refused
        self.error_en, self.error_it = error.english, error.italian
        self.missing, self.to_remove, self.compared = list(missing), list(to_remove), compared
        wait = min(LAST_RETRY_S, FIRST_RETRY_S * 2 ** (self.attempts - 1))
        self.next_try = now + dt.timedelta(seconds=wait)

    def succeeded(
        self, round_number: int, fingerprint: str, sent: int, sent_bytes: int, files: dict[str, str]
    ) -> None:
        now = _now()
        self.pending, self.blocked, self.since, self.changed_at = False, False, None, None
        self.attempts, self.next_try = 0, None
        self.error_en = self.error_it = ""
        self.missing, self.to_remove, self.compared = [], [], True
        self.pushed_at = now
        self.round, self.fingerprint = round_number, fingerprint
        self.files_sent, self.bytes_sent = sent, sent_bytes
        self.confirmed = dict(files)

    def words(self, now: dt.datetime | None = None) -> str:
        """The state in the referee's words: «pubblicato alle 21:42», «in coda da 12 min: rete assente»."""
        now = now or _now()
        if not self.pending:
            if self.pushed_at is None:
                return "non ancora pubblicato"
            return f"pubblicato alle {self.pushed_at.astimezone().strftime('%H:%M')}"
        waiting = f"in coda da {_minutes(now - (self.since or now))}"
        if self.blocked:
            return (
                f"{waiting}: {_tail(self.error_it)} — correggere indirizzo o password e pubblicare di nuovo"
            )
        if self.error_it:
            return f"{waiting}: {_tail(self.error_it)}{self._what_italian()}"
        return f"{waiting}: da inviare"

    def _what_italian(self) -> str:
        if not self.compared:
            return " (sito non raggiunto: è com'era)"
        if self.missing:
            return f" ({len(self.missing)} file non ancora sul sito)"
        return " (file da togliere ancora sul sito)" if self.to_remove else ""

    def english(self, now: dt.datetime | None = None) -> str:
        now = now or _now()
        if not self.pending:
            if self.pushed_at is None:
                return "not published yet"
            return f"published at {self.pushed_at.astimezone().strftime('%H:%M')}"
        waiting = f"queued for {_minutes(now - (self.since or now))}"
        if self.error_en:
            state = "refused, not retried until published again" if self.blocked else "will retry"
            return f"{waiting}: {_tail(self.error_en)} ({state})"
        return f"{waiting}: to send"


def _minutes(span: dt.timedelta) -> str:
    seconds = max(0, int(span.total_seconds()))
    if seconds < 60:
        return f"{seconds} s"
    if seconds < 3600:
        return f"{seconds // 60} min"
    return f"{seconds // 3600} h {seconds % 3600 // 60} min"


def _tail(message: str) -> str:
    """The reason of a message that begins with the target's address (the panel shows the address already)."""
    head, colon, rest = message.partition(": ")
    return rest if colon and "://" in head else message


# -- on disk -------------------------------------------------------------------------------------------------------


def jobs(folder: Path, database: str, tournament: int | None = None) -> list[Job]:
    """The jobs of ``database`` (of one tournament, when given), by target; a file that does not read is set aside
    as ``NAME.damaged`` (said once in the log of the desk, never a crash)."""
    found: list[Job] = []
    try:
        names = sorted(folder.glob("t*.json"))
    except OSError:
        return []
    for path in names:
        try:
            job = Job.from_json(path.read_bytes(), path)
        except (OSError, ValueError, TypeError, KeyError):
            with contextlib.suppress(OSError):
                path.rename(path.with_suffix(".damaged"))
            continue
        if job.database == database and (tournament is None or job.tournament == tournament):
            found.append(job)
    return sorted(found, key=lambda j: (j.tournament, j.target))


def save(folder: Path, job: Job) -> Job:
    from fibur_director.locations import private

    private(folder)  # the queue names the club's server and user: the user's only, as the database
    job.path = folder / job.file_name
    write_atomically(job.path, job.to_json())
    return job


def find(folder: Path, database: str, tournament: int, target: str) -> Job | None:
    return next((j for j in jobs(folder, database, tournament) if j.target == target), None)


def remove(job: Job) -> None:
    if job.path is not None:
        with contextlib.suppress(OSError):
            job.path.unlink()
        with contextlib.suppress(OSError):
            job.path.with_suffix(".lock").unlink()


class Busy(FiburError):
    """Another process (the desk, the command line) is pushing the same site right now."""


@contextlib.contextmanager
def locked(folder: Path, job: Job) -> Iterator[None]:
    """Hold the job's lock (``flock``, freed by the kernel if the process dies) while a push runs."""
    from fibur_director.locations import private

    private(folder)
    handle = os.open(folder / Path(job.file_name).with_suffix(".lock"), os.O_RDWR | os.O_CREAT, 0o600)
    try:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise Busy(
                f"{job.target}: another desk or command is publishing this site right now; try again shortly",
                f"{job.target}: un altro programma sta pubblicando ora su questo sito; riprovare tra poco",
            ) from None
        yield
    finally:
        os.close(handle)
