"""A push as the desk and the command line run it: the site rendered, the job saved as owed before the network
is touched (a crash mid-push leaves it queued), the push and its receipt, and the job saved with how it went."""

from __future__ import annotations

import datetime as dt
import hashlib
import socket
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from fibur_director.domain.errors import FiburError
from fibur_director.publishing import queue
from fibur_director.publishing.manifest import digest
from fibur_director.publishing.push import Outcome, Progress, ReceiptMismatch, push
from fibur_director.publishing.targets import Refused, Target, Unreachable, parse, with_password
from fibur_director.services.actions import Desk
from fibur_director.web.export import Site, site


@dataclass(frozen=True)
class Pushed:
    job: queue.Job
    outcome: Outcome | None  # None: nothing public changed since the last receipt, nothing was sent


def _digests(found: Site) -> dict[str, str]:
    return {name: digest(content) for name, content in found.files.items()}


def publish_to(
    desk: Desk,
    tid: int,
    target: Target,
    *,
    folder: Path | None = None,
    progress: Progress | None = None,
    on_step: Callable[[str], None] | None = None,
    skip_unchanged: bool = False,
    when: dt.datetime | None = None,
) -> Pushed:
    """Push tournament ``tid`` to ``target`` (its password from the URL or the keyring) and record the outcome in
    its job. Raises Unreachable or ReceiptMismatch (the job stays owed and is retried), Refused (owed, not retried
    by itself), queue.Busy, or FiburError for a tournament that does not exist (nothing queued).
    ``skip_unchanged``: when the pages are those the last receipt found, push nothing (the desk's automatic
    pushes after an action that changed nothing public, such as a round proposed). ``when``: the time of
    publication written (now by default)."""
    folder = folder or queue.folder_of(desk.database)
    label = desk.database.label
    read_at = dt.datetime.now(dt.UTC)  # the pages are read now: a change after this is not in this push
    found = site(desk, tid)
    job = queue.find(folder, label, tid, target.shown) or queue.Job(label, tid, target.shown)
    with queue.locked(folder, job):
        job = queue.find(folder, label, tid, target.shown) or job  # as another process may have left it
        if (
            skip_unchanged
            and not job.error_en
            and job.pushed_at is not None
            and job.fingerprint == found.stamp.fingerprint
            and job.confirmed == _digests(found)
        ):
            when = job.pushed_at  # the site is as the last receipt found it: published then, not now
            job.succeeded(job.round or 0, job.fingerprint, 0, 0, job.confirmed)
            job.pushed_at = when
            _settle(folder, job, read_at)
            return Pushed(job, None)
        if not job.pending:
            job.changed(read_at)
        queue.save(folder, job)
        progress = progress if progress is not None else Progress()
        try:
            outcome = push(
                with_password(target),
                found,
                when,
                progress=progress,
                on_step=on_step,
                owner=owner(folder, job),
            )
        except (Unreachable, ReceiptMismatch) as error:
            job.failed(error, False, progress.missing, progress.to_remove, progress.compared)
            _settle(folder, job, read_at)
            raise
        except Refused as error:
            job.failed(error, True, progress.missing, progress.to_remove, progress.compared)
            _settle(folder, job, read_at)
            raise
        job.succeeded(found.stamp.round, found.stamp.fingerprint, len(outcome.sent), outcome.bytes_sent,
                      _digests(found))  # fmt: skip
        _settle(folder, job, read_at)
        return Pushed(job, outcome)


def owner(folder: Path, job: queue.Job) -> str:
    """This desk's mark on its temporary files at ``job``'s site: the same for every push from this computer's
    queue to that site (a restarted desk cleans up after its own cut push), another for another desk's."""
    place = f"{socket.gethostname()}\n{folder.resolve()}\n{job.file_name}"
    return hashlib.sha256(place.encode("utf-8")).hexdigest()[:8]


def _settle(folder: Path, job: queue.Job, read_at: dt.datetime) -> None:
    """Save ``job`` as the push leaves it, minding what the desk did meanwhile on its own thread (without the
    push's lock, which it must not wait for): a change marked after the pages were read keeps the job owed, and
    a site removed («Non pubblicare più qui») stays removed. The push saved its own copy over both: a result
    entered during a push stayed off the site, the panel saying «pubblicato», until the next change, and a
    removed site came back (found in session 45; ``tests/publishing/test_push_while_changed.py``)."""
    on_disk = queue.find(folder, job.database, job.tournament, job.target)
    if on_disk is None:
        return
    if on_disk.changed_at is not None and on_disk.changed_at > read_at:
        job.changed(on_disk.changed_at)
    queue.save(folder, job)


def queued(desk: Desk, tid: int | None = None, folder: Path | None = None) -> list[queue.Job]:
    """The database's jobs (of one tournament), owed or not."""
    return queue.jobs(folder or queue.folder_of(desk.database), desk.database.label, tid)


def add(desk: Desk, tid: int, url: str, folder: Path | None = None) -> queue.Job:
    """Remember ``url`` as a site of tournament ``tid`` (the desk's "Sito del circolo"), owed a push now."""
    target = parse(url)
    folder = folder or queue.folder_of(desk.database)
    label = desk.database.label
    job = queue.find(folder, label, tid, target.shown) or queue.Job(label, tid, target.shown)
    job.changed(dt.datetime.now(dt.UTC) - dt.timedelta(seconds=queue.MAX_WAIT_S))  # due at once
    job.blocked = False
    return queue.save(folder, job)


__all__ = ["FiburError", "Pushed", "add", "publish_to", "queued"]
