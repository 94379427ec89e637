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
    for url in (f"{address}/classifica.html", f"{address}/manifest.json", f"{address}/"):
        code, out, err = run(capsys, "verify", str(file), url)
        assert code == 0, (url, out, err)
        assert f"the site {address}/manifest.json carries round 3" in out
        assert "is round 3's: nothing up to it was changed" in out

    # The file edited by hand after the site was published: the site's fingerprint no longer matches.
    document = json.loads(file.read_text(encoding="utf-8"))
    document["entries"][0]["name"] += " bis"
    file.write_text(json.dumps(document), encoding="utf-8")
    code, out, _ = run(capsys, "verify", str(file), f"{address}/index.html")
    assert code == 1 and "something up to round 3 was changed since it was printed" in out


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
