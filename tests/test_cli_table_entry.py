"""The command line of issue 26: ``tournament table-entry T on|off`` and ``round codes T [--round R]``."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from fibur_director.db.database import open_database
from fibur_director.services.actions import Desk
from fibur_director.services.table_entry import round_codes, send
from tests.support.builders import make_tournament, play_round, result_of
from tests.support.cli import cli, refused, run


@pytest.fixture
def database(tmp_path: Path) -> Path:
    path = tmp_path / "torneo.sqlite3"
    with open_database(path) as db:
        desk = Desk(db, actor="banco")
        tid = make_tournament(desk, pairs=8)
        play_round(desk, tid)
        from fibur_director.services import rounds

        rounds.publish_round(desk, tid, rounds.propose_round(desk, tid, seed=7))
    return path


def test_the_switch_and_the_codes(capsys: pytest.CaptureFixture[str], database: Path) -> None:
    refused(capsys, database, "table entry is off", "round", "codes", "1")
    assert cli(capsys, database, "tournament", "table-entry", "1", "on") == "table entry on"
    code, out, err = run(capsys, "round", "codes", "1", "--database", str(database))
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert [line.split()[0] for line in lines] == ["1", "2", "3", "4"]
    assert all(re.fullmatch(r"\d+ [A-HJKMNP-Z]{6} [A-HJKMNP-Z]{6}", line) for line in lines), lines
    with open_database(database) as db:
        again = round_codes(Desk(db), 1, 2)
    assert [f"{c.table} {c.ns} {c.ew}" for c in again] == lines  # made once, read back the same
    refused(capsys, database, "round 1 is closed", "round", "codes", "1", "--round", "1")
    assert cli(capsys, database, "tournament", "table-entry", "1", "off") == "table entry off"
    refused(capsys, database, "table entry is off", "round", "codes", "1")


def _pdf_pages(path: Path) -> list[str]:
    from pypdf import PdfReader

    return [" ".join((page.extract_text() or "").split()) for page in PdfReader(path).pages]


def test_each_score_sheet_prints_its_table_s_two_codes(
    capsys: pytest.CaptureFixture[str], database: Path, tmp_path: Path
) -> None:
    out = tmp_path / "score.pdf"
    argv = ["print", "score-sheets", "--tournament", "1", "--round", "2", "--out", str(out)]
    cli(capsys, database, *argv, "--address", "http://192.168.1.10:8765")
    assert all("codice" not in page for page in _pdf_pages(out))  # off: the sheets as they always were
    cli(capsys, database, "tournament", "table-entry", "1", "on")
    cli(capsys, database, *argv, "--address", "http://192.168.1.10:8765")
    with open_database(database) as db:
        codes = round_codes(Desk(db), 1, 2)
    pages = _pdf_pages(out)
    assert len(pages) == len(codes) == 4
    for page, table in zip(pages, codes, strict=True):
        assert f"tavolo {table.table}" in page
        assert f"Linea N-S: codice {table.ns}" in page and f"Linea E-O: codice {table.ew}" in page
        assert f"http://192.168.1.10:8765/t/{table.ns}" in page
        assert f"http://192.168.1.10:8765/t/{table.ew}" in page
    cli(capsys, database, *argv)  # no address: the codes and the path, no QR code to scan
    assert f"/t/{codes[0].ns} sulle pagine della sala" in _pdf_pages(out)[0]


def test_result_undo_phone_takes_back_the_phones_sheet(
    capsys: pytest.CaptureFixture[str], database: Path
) -> None:
    cli(capsys, database, "tournament", "table-entry", "1", "on")
    with open_database(database) as db:
        desk = Desk(db, actor="banco")
        first, second = round_codes(desk, 1, 2)[:2]
        send(desk, first.ns, 1200, 800)
        send(desk, first.ew)
    refused(
        capsys,
        database,
        "no sheet from the table's phones",
        "result",
        "undo-phone",
        "1",
        "2",
        str(second.table),
    )
    assert cli(capsys, database, "result", "undo-phone", "1", "2", str(first.table)) == (
        f"round 2, table {first.table}: the phones' sheet undone; enter the result at the desk"
    )
    with open_database(database) as db:
        assert result_of(Desk(db), 1, 2, first.table) is None
    refused(capsys, database, "changed again since", "result", "undo-phone", "1", "2", str(first.table))
    assert cli(capsys, database, "result", "1", "2", str(first.table), "1100", "900") == "11-9"


@pytest.mark.parametrize(
    "address", ["http://127.0.0.1:8765", "http://localhost:8765/", "http://[::1]:8765", "http://0.0.0.0:8765"]
)
def test_print_refuses_an_address_no_phone_can_reach(
    capsys: pytest.CaptureFixture[str], database: Path, tmp_path: Path, address: str
) -> None:
    """Issue 38: a QR code of this computer's own address leads a phone nowhere. Refused in one line, before any
    code is made or any file written."""
    cli(capsys, database, "tournament", "table-entry", "1", "on")
    out = tmp_path / "score.pdf"
    argv = ["print", "score-sheets", "--tournament", "1", "--round", "2", "--out", str(out)]
    refused(capsys, database, "not an address the room's phones can reach", *argv, "--address", address)
    assert not out.exists()
