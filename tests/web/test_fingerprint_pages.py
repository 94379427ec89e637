"""Every live page shows the newest round's fingerprint (issue 27, item 7): the one the exported tournament file
carries for that round, so a phone's screen can be checked against the file later."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import segno
from starlette.testclient import TestClient

from fibur_director.cli import main as cli
from fibur_director.services import results, rounds
from fibur_director.services.exchange import export_text
from tests.web.conftest import Room, pages_of, text_of


def test_every_tournament_page_shows_the_fingerprint_the_file_carries(client: TestClient, room: Room) -> None:
    exported = json.loads(export_text(room.desk, room.tid))
    # Round 1 is played, round 2 published and not yet played: the pages show round 2's fingerprint as it is now.
    newest = exported["rounds"][-1]
    expected = f"impronta turno {newest['number']}: {newest['fingerprint'][:12]}"
    for path in pages_of(room)[1:]:
        assert expected in text_of(client.get(path).text), path
    assert "impronta" not in text_of(client.get("/").text)  # the list of tournaments is no tournament's


def test_a_result_entered_at_the_desk_changes_the_fingerprint_shown(client: TestClient, room: Room) -> None:
    before = text_of(client.get(f"/t/{room.tid}/classifica").text)
    table = rounds.view_round(room.desk, room.tid, 2).tables[0]
    results.enter_result(room.desk, room.tid, 2, table.number, 1200, 700)
    after = text_of(client.get(f"/t/{room.tid}/classifica").text)
    newest = json.loads(export_text(room.desk, room.tid))["rounds"][-1]
    assert f"impronta turno {newest['number']}: {newest['fingerprint'][:12]}" in after
    assert f"{newest['fingerprint'][:12]}" not in before


def test_every_tournament_page_carries_the_fingerprint_as_a_qr_code_verify_reads(
    client: TestClient, room: Room, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The footer's QR code holds what the PDFs' does (``ROUND:`` and 32 digits in capitals); `verify` takes it
    as a printout's fingerprint and finds the exported file intact."""
    text = export_text(room.desk, room.tid)
    newest = json.loads(text)["rounds"][-1]
    claim = f"{newest['number']}:{newest['fingerprint'][:32].upper()}"
    code = segno.make(claim, error="l").svg_inline(scale=2, omitsize=True, dark="#000", light="#fff")
    for path in pages_of(room)[1:]:
        page = client.get(path).text
        assert f'<span class="impronta-qr" id="impronta-qr" title="{claim}">{code}</span>' in page, path
    file = tmp_path / "torneo.json"
    file.write_text(text, encoding="utf-8")
    try:
        cli(["verify", str(file), claim])
    except SystemExit as ended:  # verify exits 1 or more when the file differs
        assert ended.code in (0, None), capsys.readouterr().out
    assert f"is round {newest['number']}'s: nothing up to it was changed" in capsys.readouterr().out
