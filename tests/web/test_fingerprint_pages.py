"""Every live page shows the newest round's fingerprint (issue 27, item 7): the one the exported tournament file
carries for that round, so a phone's screen can be checked against the file later."""

from __future__ import annotations

import json

from starlette.testclient import TestClient

from fibur_director.services import results, rounds
from fibur_director.services.exchange import export_text
from tests.web.conftest import Room
from tests.web.test_pages import pages_of, text_of


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
