"""Child process for the services' kill -9 test: enters results through the result service, one action per
table, printing "round table" once each action has committed. The parent kills it at a random moment."""

from __future__ import annotations

import sys
from pathlib import Path

from fibur_director.db.database import open_database
from fibur_director.services import registration as reg
from fibur_director.services import results as res
from fibur_director.services import rounds as rnd
from fibur_director.services.actions import Desk
from tests.conftest import TODAY


def main(path: str) -> None:
    desk = Desk(open_database(Path(path)), actor="child")
    tid = reg.create_tournament(
        desk, reg.TournamentSettings("Raffica", TODAY, planned_rounds=10, plan="mitchell:5,danish:5")
    )
    for number in range(1, 41):
        a = reg.add_player(desk, f"Rossi{number}", "Maria")
        b = reg.add_player(desk, f"Bianchi{number}", "Luca")
        reg.register_entry(desk, tid, [a, b])
    for _ in range(10):
        number = rnd.propose_round(desk, tid, seed=3)
        rnd.publish_round(desk, tid, number)
        for table in rnd.view_round(desk, tid, number).tables:
            res.enter_result(desk, tid, number, table.number, 1000 + 5 * table.number, 900)
            print(number, table.number, flush=True)  # only after the action committed
        rnd.close_round(desk, tid, number)
    print("done", flush=True)


if __name__ == "__main__":
    main(sys.argv[1])
