"""What a phone is told when the room's server cannot help it, and the refusals found from outside (issue 39):
a full disk is the desk's to mend, not the player's; an Origin that is not one is a refusal, not a 500; a device
asking pages nobody asked is stopped; the health page says whether the server still reads its file; one count of
wrong codes per device for the tables' codes and the door's."""

from __future__ import annotations

import re
import time
from pathlib import Path

from starlette.testclient import TestClient

from fibur_director.db.database import open_database
from fibur_director.services import checkin as door
from fibur_director.services import rounds as rnd
from fibur_director.services import table_entry as tab
from fibur_director.services.actions import Desk
from fibur_director.services.live import reader, writer
from fibur_director.web.app import create_app
from fibur_director.web.capacity import RenderBudget
from fibur_director.web.throttle import MAX_WRONG
from tests.support.builders import all_rows, make_tournament
from tests.web.conftest import Room

CSRF = re.compile(r'name="csrf" value="([0-9a-f]+)"')


def test_a_full_disk_tells_the_phone_to_take_the_sheet_to_the_desk(tmpfs: Path) -> None:
    path = tmpfs / "torneo.sqlite3"
    with open_database(path) as database:
        desk = Desk(database, actor="arbitro")
        tid = make_tournament(desk, pairs=8, plan="mitchell:4")
        tab.set_table_entry(desk, tid, True)
        rnd.publish_round(desk, tid, rnd.propose_round(desk, tid, seed=3))
        codes = tab.round_codes(desk, tid)
    web, sheets = reader(path), writer(path)
    try:
        with TestClient(create_app(web, writer=sheets), follow_redirects=False) as client:
            code = codes[0].ns
            token = CSRF.search(client.get(f"/t/{code}").text)
            assert token is not None
            filler = tmpfs / "filler"
            with filler.open("wb", buffering=0) as out:
                try:
                    while True:
                        out.write(b"\0" * 65536)
                except OSError:
                    pass
            form = {"csrf": token.group(1)} | {f"{s}{k}": "100" for k in range(1, 5) for s in ("ns", "ew")}
            answer = client.post(f"/t/{code}", data=form)
            filler.unlink()
            assert answer.status_code == 503, answer.text
            assert "Consegnare il foglio di carta al banco" in answer.text
            assert "liberare spazio" not in answer.text and "disk" not in answer.text
    finally:
        web.database.close()
        sheets.database.close()
    with open_database(path) as database:
        assert tab.phone_states(Desk(database), tid) == {}  # nothing was written


def test_an_origin_that_is_not_one_is_refused_not_a_500(room: Room, client: TestClient) -> None:
    desk = room.desk
    tab.set_table_entry(desk, room.tid, True)
    code = tab.round_codes(desk, room.tid)[0].ns
    token = CSRF.search(client.get(f"/t/{code}").text)
    assert token is not None
    before = all_rows(desk.database)
    answer = client.post(
        f"/t/{code}", data={"ns": "1200", "ew": "800", "csrf": token.group(1)}, headers={"origin": "http://["}
    )
    assert answer.status_code == 403 and "non viene da questa pagina" in answer.text
    assert all_rows(desk.database) == before


def test_a_device_asking_pages_nobody_asked_is_stopped_and_the_others_are_not(room: Room) -> None:
    app = create_app(room.web)
    path = f"/t/{room.tid}/posti"
    with TestClient(app, client=("10.0.0.7", 5000)) as phone:
        assert phone.get(path).status_code == 200  # the page the room reads, rendered once
    with TestClient(app, client=("10.0.0.66", 5000)) as hostile:
        answers = [
            hostile.get(path, params={"cerca": f"x{n}"}).status_code
            for n in range(RenderBudget.PER_MINUTE + 3)
        ]
        assert answers[: RenderBudget.PER_MINUTE] == [200] * RenderBudget.PER_MINUTE
        assert set(answers[RenderBudget.PER_MINUTE :]) == {429}
        # A query the page does not read changes nothing: the page already rendered, never a new one.
        assert hostile.get(path, params={"z": "whatever"}).status_code == 200
    with TestClient(app, client=("10.0.0.7", 5000)) as phone:
        assert phone.get(path, params={"cerca": "rossi"}).status_code == 200


def test_the_health_page_says_whether_the_server_still_reads_its_file(room: Room, client: TestClient) -> None:
    answer = client.get("/salute")
    assert answer.status_code == 200 and answer.text.startswith("ok ")
    hub = client.app.state.hub  # type: ignore[attr-defined]
    hub.polled_at = time.monotonic() - 60  # as if its poll had not read the file for a minute
    assert client.get("/salute").status_code == 503


def test_one_count_of_wrong_codes_for_the_tables_and_the_door(room: Room) -> None:
    _n, pairing = door.show_code(room.desk, room.tid)
    with TestClient(create_app(room.web), client=("10.0.0.66", 5000), follow_redirects=False) as guesser:
        for guess in range(MAX_WRONG):
            assert guesser.get(f"/t/ABCDE{'ABCDEFGHJK'[guess]}").status_code == 404
        page = guesser.get("/accoglienza")
        token = re.search(r'name="csrf" value="([^"]+)"', page.text)
        assert token is not None
        answer = guesser.post("/accoglienza", data={"codice": pairing, "csrf": token.group(1)})
        assert answer.status_code == 429  # even the right code: the device spent its ten on the tables
