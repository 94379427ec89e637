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
from fibur_director.publishing.push import RECEIPT_STEP, TEMPORARY
from fibur_director.publishing.run import owner, publish_to
from fibur_director.publishing.targets import Unreachable, parse
from fibur_director.services.live import reader
from tests.publishing.conftest import site_of
from tests.support.cli import run


def _label(database: Path) -> str:
    desk = reader(database)
    try:
        return desk.database.label
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
        != site_of(database, 2).stamp.fingerprint
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
        == site_of(database, 2).stamp.fingerprint
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


def test_a_desk_removes_its_own_leftovers_and_leaves_another_desk_s_upload_alone(
    database: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Two desks pushing one site (issue 40's fifth outside check, C1): each removed every temporary file it
    listed, the other desk's upload in flight too, whose rename then failed. A desk now removes only the
    temporary files its own cut pushes left (marked with its ``owner``), whatever the other desk is doing."""
    site = tmp_path / "sito"
    target = parse(f"file://{site}")
    label = _label(database)
    mine, theirs = database.parent / queue.FOLDER, tmp_path / "altro-banco" / queue.FOLDER
    desk = reader(database)
    try:
        publish_to(desk, 2, target)
        publish_to(desk, 2, target, folder=theirs)
    finally:
        desk.database.close()
    job = queue.find(mine, label, 2, target.shown)
    other = queue.find(theirs, label, 2, target.shown)
    assert job is not None and other is not None
    assert owner(mine, job) != owner(theirs, other)  # two desks, two marks
    left = site / f"{TEMPORARY}{owner(mine, job)}-0badf00d-classifica.html"  # a cut push of this desk's
    flying = (
        site / f"{TEMPORARY}{owner(theirs, other)}-0badf00d-classifica.html"
    )  # the other desk's, under way
    left.write_bytes(b"<html>mezza")
    flying.write_bytes(b"<html>in volo")
    assert run(capsys, "result", "2", "3", "1", "1900", "1100", "--database", str(database), "--confirmed",
               "--countersigned")[0] == 0  # fmt: skip
    desk = reader(database)
    try:
        publish_to(desk, 2, target)
    finally:
        desk.database.close()
    assert not left.exists() and flying.read_bytes() == b"<html>in volo"


def test_an_upload_gone_before_its_rename_is_tried_again_not_refused(
    database: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An uploaded file that vanished before its rename (another program cleaning the folder) was said as
    «la cartella non esiste sul server» and refused, and a refused site is not pushed by itself again: the desk
    stopped following the evening. It is a push to try again, said as what happened."""
    from fsspec.implementations.local import LocalFileSystem

    target = parse(f"file://{tmp_path / 'sito'}")
    write = LocalFileSystem.pipe_file

    def and_then_gone(self: LocalFileSystem, path: str, value: bytes, **options: object) -> None:
        write(self, path, value, **options)
        if path.endswith("-classifica.html"):
            Path(path).unlink()  # another program, between the upload and its rename

    monkeypatch.setattr(LocalFileSystem, "pipe_file", and_then_gone)
    desk = reader(database)
    try:
        with pytest.raises(Unreachable) as caught:
            publish_to(desk, 2, target)
        assert "classifica.html è sparito prima di prendere il suo posto" in caught.value.italian
        job = queue.find(database.parent / queue.FOLDER, _label(database), 2, target.shown)
        assert job is not None and job.pending and not job.blocked  # retried by itself
        monkeypatch.setattr(LocalFileSystem, "pipe_file", write)
        publish_to(desk, 2, target)
    finally:
        desk.database.close()
