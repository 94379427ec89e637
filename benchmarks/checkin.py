"""The check-in at the door (issue 26): what a helper's phone waits for with 600 players expected.

    .venv/bin/python benchmarks/checkin.py [--pairs 300] [--repeats 31]

A database file with 300 pairs (600 players), the desk holding it; the live pages' application over a reader
beside it, as ``fibur-director-cli serve`` runs, driven in-process through Starlette's test client (no network:
the figures are the server's own work). A phone paired with a code from the desk.

Printed, medians over the repeats: the list of all 600 players, a search, the confirmation page, a mark (a post
that writes: one audited action through the writer beside the desk, under BEGIN IMMEDIATE, then the list it
redirects to), and the desk's own read of the door (``services.checkin.door``). Floor, same run and client: a
static file (style.css) served by the same application.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import platform
import re
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from timing import median_seconds


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--pairs", type=int, default=300)
    parser.add_argument("--repeats", type=int, default=31)
    args = parser.parse_args()

    from starlette.testclient import TestClient

    from fibur_director.db.database import open_database
    from fibur_director.services import checkin
    from fibur_director.services import registration as reg
    from fibur_director.services.actions import Desk, insert_rows
    from fibur_director.services.live import reader
    from fibur_director.web.app import create_app

    with tempfile.TemporaryDirectory() as scratch:
        os.environ["XDG_DATA_HOME"] = os.environ["XDG_CONFIG_HOME"] = scratch
        path = Path(scratch) / "torneo.sqlite3"
        database = open_database(path)
        desk = Desk(database, actor="arbitro")
        tid = reg.create_tournament(
            desk, reg.TournamentSettings(name="Porta", date=dt.date(2026, 11, 28), planned_rounds=4)
        )
        from fibur_director.db import models as db

        # The archive and the entries in two bulk actions (as an import writes them), not 900 single ones.
        with desk.action("import_players", "player") as (session, _note):
            players = insert_rows(
                session,
                db.Player,
                [
                    {
                        "surname": f"{'Rossi' if i % 2 else 'Bianchi'}{i // 2}",
                        "name": "Anna",
                        "card": f"FIB{i:06d}",
                        "club": "Circolo",
                        "category": None,
                        "ranking_points": 0,
                        "search_key": "",
                        "created_at": dt.datetime(2026, 11, 28),
                    }
                    for i in range(2 * args.pairs)
                ],
            )
        for a, b in zip(players[::2], players[1::2], strict=True):
            reg.register_entry(desk, tid, [a, b])
        _number, code = checkin.show_code(desk, tid)
        web = reader(path)
        try:
            with TestClient(create_app(web)) as phone:
                csrf = re.search(r'name="csrf" value="([^"]+)"', phone.get("/accoglienza").text)
                assert csrf is not None
                token = csrf.group(1)
                answer = phone.post("/accoglienza", data={"codice": code, "csrf": token})
                assert answer.status_code == 200, answer.text[:200]
                target = players[len(players) // 2]
                state = {"present": "1"}

                def mark() -> None:
                    state["present"] = "0" if state["present"] == "1" else "1"
                    done = phone.post(
                        f"/accoglienza/giocatore/{target}", data={"csrf": token, "presente": state["present"]}
                    )
                    assert done.status_code == 200

                timings = {
                    "static file (floor)": median_seconds(
                        lambda: phone.get("/static/style.css"), args.repeats
                    ),
                    f"list of all {2 * args.pairs} players": median_seconds(
                        lambda: phone.get("/accoglienza/elenco"), args.repeats
                    ),
                    "search 'rossi12'": median_seconds(
                        lambda: phone.get("/accoglienza/elenco?cerca=rossi12"), args.repeats
                    ),
                    "confirmation page": median_seconds(
                        lambda: phone.get(f"/accoglienza/giocatore/{target}"), args.repeats
                    ),
                    "mark (post, write, list)": median_seconds(mark, args.repeats),
                    "desk: services.checkin.door": median_seconds(
                        lambda: checkin.door(desk, tid), args.repeats
                    ),
                }
        finally:
            web.database.close()
            database.close()
    print(
        f"# {platform.python_version()} on {platform.machine()}, {os.cpu_count()} cores, {args.repeats} repeats"
    )
    floor = timings["static file (floor)"]
    for name, seconds in timings.items():
        print(f"{name:>32}: {seconds * 1e3:7.1f} ms ({seconds / floor:5.1f}x floor)")


if __name__ == "__main__":
    main()
