"""A referee's award (punteggio arbitrale, DIGEST §4) adds points to a result played. At a table another
sanction decides — a forfeit for lateness (IT Art. 39), an absence, a quarrel, a whole-table sanction — it
would change nothing, so it is refused saying which sanction decides the table, in either order, with
nothing changed (issue 35, item 8)."""

from __future__ import annotations

from pathlib import Path

import pytest

from fibur_director.db.database import Database
from fibur_director.domain.tournament import Sanction
from fibur_director.games.burraco.ruleset import get_ruleset
from fibur_director.games.burraco.standings import round_scores
from fibur_director.services import results as res
from fibur_director.services import rounds as rnd
from fibur_director.services.actions import Desk
from fibur_director.services.readmodel import load
from tests.support.builders import make_tournament, refused
from tests.support.cli import cli
from tests.support.cli import refused as cli_refused


def _round_one(desk: Desk) -> tuple[int, rnd.RoundView]:
    tid = make_tournament(desk, pairs=4, planned_rounds=2, plan="mitchell:2")
    rnd.propose_round(desk, tid, seed=5)
    rnd.publish_round(desk, tid, 1)
    return tid, rnd.view_round(desk, tid, 1)


def test_an_award_at_a_forfeited_table_is_refused_saying_why(desk: Desk, db: Database) -> None:
    """Table 1: its North-South pair is 15 minutes late, over the 10 of IT Art. 39: the table is lost 7-13
    whatever was played. Table 2 is played 1000-1000 and the referee awards East-West 150 points: 150 MP,
    11-9 on 4 deals (IT Art. 18: 105-300)."""
    tid, view = _round_one(desk)
    one, two = view.tables
    for table in (one, two):
        res.enter_result(desk, tid, 1, table.number, 1000, 1000)
    res.add_sanction(desk, tid, Sanction("late", entry=one.ns[0], round=1, minutes=15))
    refused(
        db,
        lambda: res.add_sanction(desk, tid, Sanction("referee_award", entry=one.ew[0], round=1, points=100)),
        rf"round 1: the table of entry {one.ew[0]} is decided by a lateness over the limit or leaving the "
        r"table \(IT Art. 39\), not by its points",
    )
    res.add_sanction(desk, tid, Sanction("referee_award", entry=two.ew[0], round=1, points=150))
    with desk.read() as session:
        played = round_scores(load(session, tid), get_ruleset("burraco-italiano"))
    scores = {s.entry: (s.vp, s.mp, s.how) for s in played if s.round == 1}
    assert scores[one.ns[0]] == (7, -505, "forfeit_loss") and scores[one.ew[0]] == (13, 505, "forfeit_win")
    assert scores[two.ns[0]] == (9, -150, "result") and scores[two.ew[0]] == (11, 150, "result")


def test_a_sanction_that_would_void_an_award_is_refused_too(desk: Desk, db: Database) -> None:
    """The other order: the award first, then a sanction deciding the whole table (both pairs abandoned it,
    IT Art. 38: 0 to both) would leave the award doing nothing: refused, naming the award's table."""
    tid, view = _round_one(desk)
    table = view.tables[0]
    res.enter_result(desk, tid, 1, table.number, 900, 1000)
    res.add_sanction(desk, tid, Sanction("referee_award", entry=table.ns[0], round=1, points=200))
    refused(
        db,
        lambda: res.add_sanction(desk, tid, Sanction("both_abandoned", round=1, table=table.number)),
        r"decided by both sides abandoning it \(IT Art. 38 \(Abbandono\)\), not by its points",
    )


def test_the_command_refuses_it_in_one_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    database = tmp_path / "torneo.sqlite3"
    tid = cli(
        capsys, database, "tournament", "create", "--name", "Premi", "--rounds", "1", "--plan", "mitchell:1"
    )
    players = [cli(capsys, database, "player", "add", "--surname", f"A{i}", "--name", "B") for i in range(4)]
    for i in (0, 2):
        cli(capsys, database, "entry", "add", tid, players[i], players[i + 1])
    cli(capsys, database, "round", "propose", tid, "--seed", "1")
    cli(capsys, database, "round", "publish", tid)
    cli(
        capsys,
        database,
        "sanction",
        "add",
        tid,
        "--type",
        "late",
        "--entry",
        "1",
        "--round",
        "1",
        "--minutes",
        "12",
    )
    cli_refused(
        capsys,
        database,
        "is decided by a lateness over the limit or leaving the table (IT Art. 39), not by its points",
        "sanction",
        "add",
        tid,
        "--type",
        "referee_award",
        "--entry",
        "2",
        "--round",
        "1",
        "--points",
        "100",
    )
