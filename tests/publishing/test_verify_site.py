"""``verify FILE URL`` (issue 40, item 4): the public site's manifest read from a page's address over HTTP (a real
server on loopback, as a visitor reads the site) or from the manifest's own, against the file in hand."""

from __future__ import annotations

import functools
import http.server
import json
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support.cli import run


@pytest.fixture
def site(database: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Iterator[tuple[str, Path]]:
    folder = tmp_path / "www" / "torneo"
    code, _out, err = run(capsys, "publish", "2", "--to", f"file://{folder}", "--database", str(database))
    assert code == 0, err
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(tmp_path / "www"))
    handler.log_message = lambda *a: None  # type: ignore[attr-defined]
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/torneo", folder
    finally:
        server.shutdown()
        server.server_close()


def test_verify_reads_the_site_from_a_page_address(
    site: tuple[str, Path], database: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    address, _folder = site
    file = tmp_path / "torneo.json"
    assert run(capsys, "tournament", "export", "2", "--out", str(file), "--database", str(database))[0] == 0
    for url in (f"{address}/classifica.html", f"{address}/manifest.json", f"{address}/", address):
        code, out, err = run(capsys, "verify", str(file), url)
        assert code == 0, (url, out, err)
        assert f"the site {address}/manifest.json carries round 3" in out
        assert "the site's files compared with its manifest: " in out and "impronta.js, static/" in out
        assert "is round 3's: nothing up to it was changed" in out

    # The file edited by hand after the site was published: the site's fingerprint no longer matches.
    document = json.loads(file.read_text(encoding="utf-8"))
    document["entries"][0]["name"] += " bis"
    file.write_text(json.dumps(document), encoding="utf-8")
    code, out, _ = run(capsys, "verify", str(file), f"{address}/index.html")
    assert code == 1 and "its entries differ from the site's" in out
    assert "the file in itself: the settings and entries (before round 1) differs" in out
    assert "nothing up to it was changed" not in out and "since it was printed" not in out

    # A correction made at the desk and not pushed yet: the site is behind the file, and the words say so
    # (issue 40's fourth attack, B6: «changed since it was printed» offered no innocent reading).
    assert run(capsys, "result", "2", "3", "1", "1900", "1100", "--database", str(database), "--confirmed",
               "--countersigned")[0] == 0  # fmt: skip
    assert run(capsys, "tournament", "export", "2", "--out", str(file), "--database", str(database))[0] == 0
    code, out, _ = run(capsys, "verify", str(file), f"{address}/")
    assert code == 1 and "the site's round 3 is not this file's: a correction not yet sent to the site" in out
    assert "printed" not in out and "first round that differs: 3" in out


def test_verify_refuses_an_address_that_holds_no_site(
    site: tuple[str, Path], database: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    address, _ = site
    file = tmp_path / "torneo.json"
    assert run(capsys, "tournament", "export", "2", "--out", str(file), "--database", str(database))[0] == 0
    code, _out, err = run(capsys, "verify", str(file), f"{address}/altro/index.html")
    assert code == 2 and "answers 404: no manifest there" in err
    # A manifest someone else wrote (here: the publication file's address, not a manifest) is refused too.
    (tmp_path / "www" / "altro").mkdir()
    (tmp_path / "www" / "altro" / "manifest.json").write_text('{"format": "other"}', encoding="utf-8")
    code, _out, err = run(capsys, "verify", str(file), f"{address}/../altro/")
    assert code == 2 and "not a site published by FIBur Director" in err


def _exported(database: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], tid: int = 2) -> Path:
    file = tmp_path / f"torneo-{tid}.json"
    assert (
        run(capsys, "tournament", "export", str(tid), "--out", str(file), "--database", str(database))[0] == 0
    )
    return file


def test_a_page_or_the_fingerprint_file_edited_on_the_site_is_not_vouched_for(
    site: tuple[str, Path], database: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 40's third attack, A3: ``verify FILE PAGE-URL`` read only the manifest beside the page, so a page
    altered on the site was said intact. The page named and ``impronta.js`` (every footer's fingerprint) are
    compared with the manifest's SHA-256; a page the manifest does not list is said so."""
    address, folder = site
    file = _exported(database, tmp_path, capsys)
    page = folder / "classifica.html"
    page.write_bytes(page.read_bytes().replace(b"</h1>", b" (falsa)</h1>", 1))
    code, out, _ = run(capsys, "verify", str(file), f"{address}/classifica.html?x=1#y")
    assert code == 1, out
    assert f"{address}/classifica.html: not the file that was published" in out
    assert "nothing up to it was changed" not in out
    # Another page, untouched, is vouched for: verify speaks of the page it is given.
    assert run(capsys, "verify", str(file), f"{address}/posti.html")[0] == 0
    code, out, _ = run(capsys, "verify", str(file), f"{address}/falsa.html")
    assert code == 1 and "falsa.html: not among the files the site's manifest lists as published" in out
    stamp = folder / "impronta.js"
    stamp.write_bytes(stamp.read_bytes().replace(b"turno", b"Turno", 1) + b"\n")
    for url in (f"{address}/posti.html", f"{address}/manifest.json", f"{address}/"):
        code, out, _ = run(capsys, "verify", str(file), url)
        assert code == 1 and f"{address}/impronta.js: not the file that was published" in out, url


def test_a_manifest_that_contradicts_itself_is_the_site_s_fault_not_the_file_s(
    site: tuple[str, Path], database: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A5: the newest fingerprint of the manifest edited (its list of every round's left true) was reported as
    «something up to round 3 was changed» in the file in hand."""
    address, folder = site
    file = _exported(database, tmp_path, capsys)
    manifest = folder / "manifest.json"
    document = json.loads(manifest.read_text(encoding="utf-8"))
    document["fingerprint"]["value"] = "0" * 64
    manifest.write_text(json.dumps(document), encoding="utf-8")
    code, out, _ = run(capsys, "verify", str(file), f"{address}/manifest.json")
    assert code == 1 and "the manifest contradicts itself" in out
    assert "was changed since it was printed" not in out and "first round that differs" not in out


def test_an_older_file_is_checked_against_its_own_rounds_and_another_tournament_is_named(
    site: tuple[str, Path], database: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A4: a file exported before the site's last round (rounds 1-2 of 3) was said to have «rounds removed»; the
    manifest lists every round's fingerprint, so the file is checked against the site's own for its last round.
    A file of another tournament is said to be one."""
    address, folder = site
    file = _exported(database, tmp_path, capsys)
    document = json.loads(file.read_text(encoding="utf-8"))
    document["rounds"] = document["rounds"][:2]
    document.pop("standings", None)
    document["sanctions"] = [s for s in document.get("sanctions", []) if s.get("round", 0) <= 2]
    older = tmp_path / "dopo-il-turno-2.json"
    older.write_text(json.dumps(document), encoding="utf-8")
    code, out, _ = run(capsys, "verify", str(older), f"{address}/")
    assert code == 0, out
    assert "the site shows rounds after 2 the file does not hold yet" in out
    assert "is round 2's: nothing up to it was changed" in out and "not in the file" not in out
    other = _exported(database, tmp_path, capsys, tid=1)
    code, out, _ = run(capsys, "verify", str(other), f"{address}/")
    assert code == 1
    assert "the file in itself: intact" in out  # of itself: its own fingerprints hold
    assert "nothing up to it was changed" not in out and "was changed since" not in out  # no claim compared
    assert out.rstrip().endswith(
        "its entries differ from the site's "
        f"({json.loads((folder / 'manifest.json').read_text())['fingerprints'][0][:12]}): the file is of another tournament, or "
        "its entries were changed after the site was published"
    )


def test_the_folder_s_index_and_the_scripts_every_page_loads_are_checked_too(
    site: tuple[str, Path], database: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 40's fourth attack, B1, B2 and B4: the folder's address is its index.html to a visitor; the static
    script and style every page loads can rewrite any page; a percent-encoded name of a true page is that page."""
    address, folder = site
    file = _exported(database, tmp_path, capsys)
    assert run(capsys, "verify", str(file), f"{address}/classifica%2Ehtml")[0] == 0  # a true page, encoded
    index = folder / "index.html"
    kept = index.read_bytes()
    index.write_bytes(kept.replace(b"</h1>", b" FALSO</h1>", 1))
    code, out, _ = run(capsys, "verify", str(file), f"{address}/")
    assert code == 1 and f"{address}/index.html: not the file that was published" in out
    index.write_bytes(kept)
    script = folder / "static" / "pages.js"
    script.write_bytes(script.read_bytes() + b'\ndocument.body.innerHTML = "FALSO";\n')
    code, out, _ = run(capsys, "verify", str(file), f"{address}/posti.html")
    assert code == 1 and f"{address}/static/pages.js: not the file that was published" in out
    assert "a publication in progress or cut short" in out  # the club's own push half done is said too
