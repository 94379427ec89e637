"""``publish T --to URL`` against real servers on loopback (issue 40, items 1-6): FTP, FTPS (self-signed
certificate), WebDAV and SFTP, each started here; only what changed is sent, the receipt is read back, the
command line's exit statuses, the queue on disk, and a link cut at random points of a push 100 times."""

from __future__ import annotations

import datetime as dt
import io
import json
import random
from pathlib import Path

import pytest

from fibur_director.publishing import manifest as manifests
from fibur_director.publishing import queue
from fibur_director.publishing.push import RECEIPT_STEP, TEMPORARY, Progress, ReceiptMismatch
from fibur_director.publishing.run import publish_to
from fibur_director.publishing.targets import Unreachable, parse
from fibur_director.services.live import reader
from fibur_director.web import export
from tests.publishing import servers
from tests.publishing.conftest import MemoryKeyring, site_of
from tests.support.cli import run

Pair = tuple[servers.Server, servers.LinkProxy]


def _on_server(root: Path) -> dict[str, bytes]:
    """Every file of the published folder as the server holds it, temporary uploads included."""
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def _expected(database: Path, tid: int, when: dt.datetime) -> dict[str, bytes]:
    """The site as a push at ``when`` leaves it: the pages, impronta.js and the manifest."""
    desk = reader(database)
    try:
        found = export.site(desk, tid)
    finally:
        desk.database.close()
    files = export.files_of(found, when)
    built = manifests.build(files, found.title, when, found.stamp.round, found.fingerprints)
    return {**files, manifests.NAME: built.text()}


def _push(database: Path, tid: int, url: str, **options: object) -> object:
    desk = reader(database)
    try:
        return publish_to(desk, tid, parse(url), **options)  # type: ignore[arg-type]
    finally:
        desk.database.close()


def _job(database: Path, tid: int, url: str) -> queue.Job:
    found = queue.find(database.parent / queue.FOLDER, str(database), tid, parse(url).shown)
    assert found is not None
    return found


WHEN = dt.datetime(2026, 12, 20, 20, 42, tzinfo=dt.UTC)


def test_a_push_sends_the_site_then_only_what_a_correction_changed(
    server: Pair, database: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    found, _proxy = server
    url = found.url(host=servers.PROXY_HOST)
    code, out, err = run(capsys, "publish", "2", "--to", url, "--database", str(database))
    assert (code, err) == (0, ""), err
    assert servers.PASSWORD not in out  # the password never printed
    site = found.root / "sito"
    first = _on_server(site)
    assert not [name for name in first if TEMPORARY in name]
    written = json.loads(first[manifests.NAME])
    assert set(written["files"]) == set(first) - {manifests.NAME}
    assert all(manifests.digest(first[n]) == e["sha256"] for n, e in written["files"].items())
    # The same as a folder export: the pages are the ones the room sees.
    pages = _expected(database, 2, WHEN)
    assert {n: c for n, c in first.items() if n not in (export.PUBLICATION, manifests.NAME)} == {
        n: c for n, c in pages.items() if n not in (export.PUBLICATION, manifests.NAME)
    }
    assert f"{len(first)} files sent" in out and "receipt checked" in out  # the manifest among them
    # verify reads the site by the push's own protocol, and never prints the password the URL holds (issue 40's
    # fourth attack, B7: the first line showed it).
    file = database.parent / "torneo-2.json"
    assert run(capsys, "tournament", "export", "2", "--out", str(file), "--database", str(database))[0] == 0
    code, out, err = run(capsys, "verify", str(file), url)
    assert code == 0 and "nothing up to it was changed" in out, (out, err)
    assert servers.PASSWORD not in out + err

    # Nothing changed: nothing sent, the receipt read again.
    code, out, _ = run(capsys, "publish", "2", "--to", url, "--database", str(database))
    assert code == 0 and "up to date" in out
    assert _on_server(site) == first

    # One corrected score of the last round: the pages it touches, impronta.js and the manifest, no more.
    before = export.files_of(site_of(database, 2), WHEN)
    assert run(capsys, "result", "2", "3", "1", "1900", "1100", "--database", str(database), "--confirmed",
               "--countersigned")[0] == 0  # fmt: skip
    after = export.files_of(site_of(database, 2), WHEN)
    changed = {n for n in after if before.get(n) != after[n]}
    assert {"classifica.html", "risultati-3.html", export.PUBLICATION} <= changed
    assert len(changed) < len(after) / 2
    code, out, _ = run(capsys, "publish", "2", "--to", url, "--database", str(database))
    assert code == 0 and f"{len(changed) + 1} files sent" in out, out
    now = _on_server(site)
    assert {n for n in now if now[n] != first.get(n)} == changed | {manifests.NAME}
    assert json.loads(now[manifests.NAME])["fingerprint"]["value"] == site_of(database, 2).stamp.fingerprint
    code, out, _ = run(capsys, "publish", "status", "2", "--database", str(database))
    assert code == 0 and "published at" in out and f"{len(changed) + 1} files" in out


def test_a_wrong_password_is_a_refusal_and_an_unreachable_site_is_queued(
    server: Pair,
    database: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    memory_keyring: MemoryKeyring,
) -> None:
    found, proxy = server
    url = found.url(host=servers.PROXY_HOST)
    wrong = url.replace(servers.PASSWORD, "sbagliata")
    code, out, err = run(capsys, "publish", "1", "--to", wrong, "--database", str(database))
    assert code == 2 and "password was refused" in err and "sbagliata" not in err
    assert _job(database, 1, wrong).blocked  # not retried by itself: a wrong password stays wrong
    assert not (found.root / "sito").exists()

    proxy.cut_after(0)  # the network is down
    code, out, err = run(capsys, "publish", "1", "--to", url, "--database", str(database))
    assert code == 3 and err.count("\n") == 1 and "cannot be reached" in err and "queued" in err
    assert (
        "the queue keeps no password: keep it first with 'publish password" in err
    )  # the fourth attack's B8
    assert servers.PASSWORD not in err
    job = _job(database, 1, url)
    assert job.pending and not job.blocked and not job.compared and job.next_try is not None
    assert "in coda da" in job.words() and "sito non raggiunto" in job.words()
    code, out, _ = run(capsys, "publish", "status", "1", "--database", str(database))
    assert "queued for" in out and "was not reached" in out

    # The password kept in the system keyring once (as the desk does), so a plain `publish 1` can use it.
    monkeypatch.setattr("sys.stdin", io.StringIO(servers.PASSWORD + "\n"))
    code, out, _ = run(capsys, "publish", "password", url.replace(f":{servers.PASSWORD}", ""))
    assert code == 0 and "kept in the system keyring" in out and servers.PASSWORD not in out
    assert memory_keyring.kept[("fibur-director", parse(url).account)] == servers.PASSWORD
    proxy.restore()  # the network is back: the next publish sends what is queued
    code, out, err = run(capsys, "publish", "1", "--database", str(database))
    assert code == 0 and "receipt checked" in out, err
    assert _on_server(found.root / "sito")[manifests.NAME]
    assert _job(database, 1, url).words().startswith("pubblicato alle ")


def test_a_site_whose_password_was_not_kept_is_refused_before_any_login(
    server: Pair, database: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A desk restarted on a computer without a keyring has the site's address but not its password (issue 40's
    outside check, A7): FTP and WebDAV are not asked to log in without it (the club's host counts failed logins)
    and the words name the cause; SFTP tries the user's SSH keys, so the server answers."""
    found, proxy = server
    bare = found.url(host=servers.PROXY_HOST).replace(f":{servers.PASSWORD}", "")
    proxy.cut_after(None)  # counts the bytes that cross, cuts nothing
    code, _out, err = run(capsys, "publish", "1", "--to", bare, "--database", str(database))
    assert code == 2 and err.count("\n") == 1
    job = _job(database, 1, bare)
    assert job.blocked and not job.compared
    if found.scheme == "sftp":
        assert "password was refused" in err and proxy.passed > 0
        return
    assert "no password: none in the address and none kept on this computer" in err, err
    assert proxy.passed == 0  # not one byte to the server
    assert job.words().endswith(
        "password non conservata: non è nell'indirizzo e questo computer non l'ha tenuta (senza un portachiavi "
        "di sistema vale solo finché il programma resta aperto); reinserirla — correggere indirizzo o password e "
        "pubblicare di nuovo"
    ), job.words()
    # The same address with an empty password is the referee's choice: the server is asked, and refuses.
    code, _out, err = run(
        capsys, "publish", "1", "--to", bare.replace("@", ":@"), "--database", str(database)
    )
    assert code == 2 and "password was refused" in err and proxy.passed > 0


def test_a_receipt_that_does_not_match_is_a_failed_push(server: Pair, database: Path) -> None:
    found, _proxy = server
    url = found.url(host=servers.PROXY_HOST)
    manifest = found.root / "sito" / manifests.NAME
    _push(database, 1, url)
    page = found.root / "sito" / "classifica.html"
    page.write_bytes(page.read_bytes()[:100])  # cut short by hand on the server
    # The manifest still lists it whole: the listing's sizes send it again, and the receipt then holds.
    pushed = _push(database, 1, url)
    assert "classifica.html" in pushed.outcome.sent  # type: ignore[attr-defined]

    def spoil(step: str) -> None:
        # Someone else's manifest lands between the push and its read-back.
        if step == RECEIPT_STEP:
            manifest.write_bytes(manifest.read_bytes().replace(b'"version"', b'"version" '))

    with pytest.raises(ReceiptMismatch) as caught:
        _push(database, 2, url, on_step=spoil)
    assert "la ricevuta non corrisponde: il manifest riletto non è quello inviato" in caught.value.italian
    job = _job(database, 2, url)
    assert job.pending and not job.blocked and "la ricevuta non corrisponde" in job.words()
    # The next push reads that manifest, sends what it does not vouch for, and its receipt holds.
    _push(database, 2, url)
    assert not _job(database, 2, url).pending


RUNS = {"ftp": 25, "ftps": 25, "webdav": 25, "sftp": 25}


@pytest.mark.slow
def test_a_push_cut_at_random_points_leaves_whole_pages_and_says_what_is_missing(
    server: Pair, database: Path
) -> None:
    """100 pushes (25 per protocol) cut at a random byte: by a link that drops, or by the server stopped
    there. After each cut every file on the site is whole (the old page or the new one, never a part), and the
    queue says exactly what is not there yet (the file in flight aside: its rename may or may not have been
    done when the link went); once the link is back, the next push leaves the site equal to the local one."""
    found, proxy = server
    url = found.url(host=servers.PROXY_HOST)
    site = found.root / "sito"
    chance = random.Random(40)
    sites = {1: _expected(database, 1, WHEN), 2: _expected(database, 2, WHEN + dt.timedelta(minutes=1))}
    whens = {1: WHEN, 2: WHEN + dt.timedelta(minutes=1)}
    _push(database, 1, url, when=whens[1])
    assert _on_server(site) == sites[1]
    # Bytes of a whole push each way, through the proxy: the cut points are drawn below them.
    sizes = {}
    for tid in (2, 1):
        proxy.cut_after(None)
        _push(database, tid, url, when=whens[tid])
        sizes[tid] = proxy.passed
    stopped = 0
    for number in range(RUNS[found.scheme]):
        tid = 2 if number % 2 == 0 else 1
        old, new = sites[3 - tid], sites[tid]
        assert _on_server(site) == old
        progress = Progress()
        stop_server = number % 4 == 3
        proxy.on_cut = found.stop if stop_server else None
        proxy.cut_after(chance.randrange(sizes[tid]))
        try:
            _push(database, tid, url, when=whens[tid], progress=progress)
            failed = False
        except (Unreachable, ReceiptMismatch):
            failed = True
        if failed:
            job = _job(database, tid, url)
            held = _on_server(site)
            whole = {n: c for n, c in held.items() if not n.rpartition("/")[2].startswith(TEMPORARY)}
            for name, content in whole.items():
                assert content in (old.get(name), new.get(name)), (number, name, "half a file")
            if not job.compared:
                assert whole == old, number  # not reached: the site is as it was, and the queue says so
            else:
                differing = {n for n in new if whole.get(n) != new[n]}
                reported = set(job.missing)
                in_flight = {progress.in_flight} if progress.in_flight else set()
                assert differing <= reported, (number, differing - reported, progress)
                assert reported - differing <= in_flight, (number, reported - differing, progress)
                left = {n for n in whole if n not in new}
                assert left <= set(job.to_remove) | {n for n in in_flight}, (number, left)
        proxy.restore()
        if stop_server:
            stopped += 1
            found.stop()
            found.start()
        proxy.on_cut = None
        _push(database, tid, url, when=whens[tid])
        assert _on_server(site) == new, number
        assert not _job(database, tid, url).pending
    assert stopped == RUNS[found.scheme] // 4
