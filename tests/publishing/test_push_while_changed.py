"""A change made while a push is under way is pushed too (found in session 45 reading the queue's code): the desk
marks the job owed when something public changes (``SitePanel.on_changed``, on the desk's thread) while the push
runs on its own thread; the push, finishing, saved its own copy of the job as «pubblicato» over that mark, so the
result entered during the push stayed off the site — with the panel saying it was published — until the next
change. A file:// site, so the test needs no server."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from fibur_director.publishing import queue
from fibur_director.publishing.push import RECEIPT_STEP
from fibur_director.publishing.run import publish_to
from fibur_director.publishing.targets import parse
from fibur_director.services.live import reader
from fibur_director.web import export
from tests.support.cli import run


def _label(database: Path) -> str:
    desk = reader(database)
    try:
        return desk.database.label
    finally:
        desk.database.close()


def _site(database: Path, tid: int) -> export.Site:
    desk = reader(database)
    try:
        return export.site(desk, tid)
    finally:
        desk.database.close()


@pytest.mark.parametrize("moment", ["first file", RECEIPT_STEP])
def test_a_result_entered_during_a_push_is_owed_after_it(
    database: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], moment: str
) -> None:
    folder = tmp_path / "sito"
    target = parse(f"file://{folder}")
    jobs = database.parent / queue.FOLDER
    label = _label(database)
    calls: list[str] = []

    def meanwhile(step: str) -> None:
        """The desk's thread, while the push runs: a result entered, the job marked owed as on_changed does."""
        calls.append(step)
        if not (len(calls) == 1 if moment == "first file" else step == RECEIPT_STEP):
            return
        code = run(capsys, "result", "2", "3", "1", "1900", "1100", "--database", str(database), "--confirmed",
                   "--countersigned")[0]  # fmt: skip
        assert code == 0
        job = queue.find(jobs, label, 2, target.shown)
        assert job is not None
        job.changed()
        queue.save(jobs, job)

    desk = reader(database)
    try:
        publish_to(desk, 2, target, on_step=meanwhile)
    finally:
        desk.database.close()
    job = queue.find(jobs, label, 2, target.shown)
    assert job is not None
    # The push sent the pages as they were when it read them; the result came after: still owed, and said so.
    assert job.pending and job.words().startswith("in coda da"), job.words()
    assert (
        json.loads((folder / "manifest.json").read_text())["fingerprint"]["value"]
        != _site(database, 2).stamp.fingerprint
    )
    # The next push (the desk's, once quiet) sends it.
    desk = reader(database)
    try:
        publish_to(desk, 2, target)
    finally:
        desk.database.close()
    job = queue.find(jobs, label, 2, target.shown)
    assert job is not None and not job.pending
    assert (
        json.loads((folder / "manifest.json").read_text())["fingerprint"]["value"]
        == _site(database, 2).stamp.fingerprint
    )


def test_a_site_removed_during_a_push_stays_removed(database: Path, tmp_path: Path) -> None:
    """«Non pubblicare più qui» pressed while a push runs: the push, finishing, does not write the job back."""
    target = parse(f"file://{tmp_path / 'sito'}")
    jobs = database.parent / queue.FOLDER
    label = _label(database)

    def meanwhile(step: str) -> None:
        job = queue.find(jobs, label, 2, target.shown)
        if job is not None:
            queue.remove(job)

    desk = reader(database)
    try:
        publish_to(desk, 2, target, on_step=meanwhile)
    finally:
        desk.database.close()
    assert queue.find(jobs, label, 2, target.shown) is None
