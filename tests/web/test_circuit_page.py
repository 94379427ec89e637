"""The circuit's live page (``serve --circuit``) and its static file (``circuit publish``), over the shipped
example (docs/examples/circuit; figures hand-computed in docs/circuits.md)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from fibur_director.web.app import create_app
from tests.support.cli import run
from tests.web.conftest import Room

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "examples" / "circuit"


def test_the_live_page_serves_the_circuit_and_says_why(room: Room, tmp_path: Path) -> None:
    folder = tmp_path / "circuit"
    shutil.copytree(EXAMPLE, folder)
    with TestClient(
        create_app(room.web, circuits=[folder / "circuito.toml"]), raise_server_exceptions=False
    ) as c:
        page = c.get("/circuito/1")
        assert page.status_code == 200
        html = page.text
        assert "Circuito d&#39;autunno" in html and "Classifica del circuito" in html
        # Santoro: 41 + 57 counted, 31 dropped; a finalist; Bruno below Leone by MP.
        assert "T1\u00a041 · T2\u00a0(31) · T3\u00a057" in html and "finalista" in html
        assert "spareggio: M.P. delle tappe valide" in html
        assert "Leone Stefano (Circolo Bianchi): T3, unito al tesserato omonimo – da confermare" in html
        assert "Tappa 3: posizioni 3 e 4: V.P. pari (30)" in html
        assert "FIB1000" not in html  # no page shows a card number
        assert '<nav><a href="/">Tornei</a></nav>' in html
        assert c.get("/circuito/2").status_code == 404
        index = c.get("/").text
        assert "<h2>Circuiti</h2>" in index and '<a href="/circuito/1">Circuito d&#39;autunno</a>' in index
        # A circuit file broken while served: a page that says so in Italian, not a traceback.
        (folder / "circuito.toml").write_text('name = "x"\nbest = 0\n', encoding="utf-8")
        broken = c.get("/circuito/1?di-nuovo")
        assert (
            broken.status_code == 200
            and "Il circuito non si legge" in broken.text
            and "riga 2" in broken.text
        )


def test_circuit_publish_writes_the_static_page(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    out = tmp_path / "sito"
    code, _printed, err = run(capsys, "circuit", "publish", str(EXAMPLE / "circuito.toml"), "--out", str(out))
    assert code == 0, err
    html = (out / "circuito.html").read_text(encoding="utf-8")
    assert "T1\u00a041 · T2\u00a0(31) · T3\u00a057" in html and 'href="static/style.css"' in html
    assert (out / "static" / "style.css").is_file() and "data-events" not in html and "<nav>" not in html
