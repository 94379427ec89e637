"""Child process for the kill -9 test: commits one result per transaction forever, printing each id once
its transaction has committed. The parent kills it at a random moment, mid-write."""

from __future__ import annotations

import sys
from pathlib import Path

from sqlalchemy import select

from fibur_director.db.database import open_database
from fibur_director.db.models import Result, Round, RoundTable, Seat, Tournament
from tests.db.helpers import small_tournament


def main(path: str) -> None:
    database = open_database(Path(path))
    with database.sessions.begin() as session:
        small_tournament(session)
    number = 1
    while True:
        number += 1
        with database.sessions.begin() as session:
            tournament = session.scalars(select(Tournament)).one()
            round_ = session.scalars(select(Round)).first()
            assert round_ is not None
            one, two = tournament.entries
            table = RoundTable(
                round=round_, number=number, seats=[Seat(side="ns", entry=one), Seat(side="ew", entry=two)]
            )
            table.result = Result(ns_points=5 * number, ew_points=900, deals=[[5 * number, 900]])
            session.add(table)
            session.flush()
            result_id = table.result.id
        # Printed only after the commit returned: every id the parent reads must survive the kill.
        print(result_id, flush=True)


if __name__ == "__main__":
    main(sys.argv[1])
