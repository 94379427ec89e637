"""One desk of the counting room, as its own process: enters its share of a round's score sheets.

``python -m tests.services.multidesk_child DATABASE DESK TOURNAMENT ROUND SEEN GO TABLES``: waits until the
file GO exists (so the desks start together), then enters each table's sheet as one action, printing
``ok TABLE`` or ``refused TABLE MESSAGE``. ``SEEN`` is the change counter the desk had shown (optimistic
concurrency), ``-`` for none. TABLES ``propose`` or ``close`` instead does that round action once.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from fibur_director.db.database import open_location
from fibur_director.db.engine import is_server_url
from fibur_director.domain.errors import FiburError
from fibur_director.services import results as res
from fibur_director.services import rounds as rnd
from fibur_director.services.actions import Desk


def points(desk: str, table: int) -> tuple[int, int]:
    """The sheet of a table: the same for every desk, except on a contested table, where each desk's differs."""
    return 1000 + 5 * (table % 40) + 100 * (sum(map(ord, desk)) % 7), 900


def main(location: str, name: str, tid: int, number: int, seen: str, go: str, tables: str) -> None:
    server = open_location(location) if is_server_url(location) else None
    while not Path(go).exists():
        time.sleep(0.005)
    if tables in ("propose", "close"):
        database = server or open_location(location, wait_s=120)
        desk = Desk(database, actor=name)
        desk.seen = None if seen == "-" else int(seen)
        try:
            if tables == "propose":
                rnd.propose_round(desk, tid, seed=5)
            else:
                rnd.close_round(desk, tid, number)
            print("ok", tables, flush=True)
        except FiburError as error:
            print("refused", tables, error.italian, flush=True)
        database.close()
        return
    for table in (int(t) for t in tables.split(",")):
        # On a server the desks stay connected side by side; on a SQLite file each sheet opens it as the CLI's
        # one-shot commands do, the desks taking turns on its lock.
        database = server or open_location(location, wait_s=120)
        desk = Desk(database, actor=name)
        desk.seen = None if seen == "-" else int(seen)
        ns, ew = points(name, table)
        try:
            res.enter_result(desk, tid, number, table, ns, ew)
            print("ok", table, flush=True)
        except FiburError as error:
            print("refused", table, error.italian, flush=True)
        if server is None:
            database.close()
    if server is not None:
        server.close()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5], sys.argv[6], sys.argv[7])
