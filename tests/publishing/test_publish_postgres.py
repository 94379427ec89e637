"""``publish`` from a PostgreSQL server's database (issue 40's third attack, A2): every form took
``--database postgresql://…`` for a file name and refused it as a file that «does not exist», though the desk
pushes from such a database and every other command takes its URL. A real server (tests/conftest.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import isolate_user_data
from tests.support.cli import run


def test_publish_out_to_and_status_read_a_postgresql_database(
    pg_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    isolate_user_data(
        tmp_path, monkeypatch
    )  # the queue of a server's database lives in the user's data folder
    file = tmp_path / "torneo.json"
    assert (
        run(
            capsys,
            "simulate",
            "--entries",
            "8",
            "--rounds",
            "2",
            "--plan",
            "mitchell:1,danish:1",
            "--out",
            str(file),
        )[0]
        == 0
    )
    assert run(capsys, "tournament", "import", str(file), "--database", pg_url)[0] == 0
    folder = tmp_path / "pagine"
    code, out, err = run(capsys, "publish", "1", "--database", pg_url, "--out", str(folder))
    assert code == 0, err
    assert (folder / "classifica.html").is_file() and out.startswith(f"{folder}: ")
    site = tmp_path / "sito"
    code, out, err = run(capsys, "publish", "1", "--database", pg_url, "--to", f"file://{site}")
    assert code == 0, err
    assert "receipt checked" in out and (site / "manifest.json").is_file()
    code, out, err = run(capsys, "publish", "status", "1", "--database", pg_url)
    assert code == 0 and f"file://{site}" in out, err
    # The same pages as from the folder written first: one reading of one database.
    assert (site / "classifica.html").read_bytes() == (folder / "classifica.html").read_bytes()
