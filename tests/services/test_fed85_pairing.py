"""FED85 Art. 9: «Le sfide tra coppie, in un primo turno di gara, possono essere casuali e/o stabilite dal
giudice, mentre tutte le successive saranno stabilite dai V.P. ottenuti nei turni precedenti». A FEDIBUR 1985
tournament pairs every round after the first by the VP standings (the Danish methods); a Mitchell or a
round-robin plan is refused, at creation, at a proposal, in a rehearsal and on the command line, citing the
article (issue 35, item 7)."""

from __future__ import annotations

from pathlib import Path

import pytest

from fibur_director.db.database import Database
from fibur_director.domain.errors import FiburError
from fibur_director.games.burraco.simulation import simulate
from fibur_director.services import results as res
from fibur_director.services import rounds as rnd
from fibur_director.services.actions import Desk
from tests.support.builders import make_tournament, refused
from tests.support.cli import cli, run
from tests.support.cli import refused as cli_refused

FED = {"ruleset_id": "fedibur-1985", "deals_per_round": 3}
ARTICLE = r"by the VP obtained \(FED85 Art. 9\)"


@pytest.mark.parametrize(
    ("plan", "step", "first"),
    [
        ("mitchell:4", "mitchell:4", 2),
        ("danish:1,italian:3", "italian:3", 2),
        ("danish:2,mitchell:2", "mitchell:2", 3),
    ],
)
def test_a_plan_that_does_not_pair_by_the_vp_is_refused(
    desk: Desk, db: Database, plan: str, step: str, first: int
) -> None:
    refused(
        db,
        lambda: make_tournament(desk, pairs=0, plan=plan, **FED),
        rf"tournament.plan: plan step {step}: FEDIBUR 1985 pairs round {first} and every round after the first "
        rf"{ARTICLE}, not by '{step.split(':')[0]}'",
    )


def test_without_a_plan_the_later_rounds_go_by_the_vp_standings(desk: Desk, db: Database) -> None:
    """Four pairs on 3 deals. Round 1 by the draw; table 1 1250-900 (MP 350: 13-7 by FED85's table, 255-350),
    table 2 1000-400 (MP 600: 15-5, 505-650). Standings 15, 13, 7, 5: round 2 sets 15 v 13 at table 1 and
    7 v 5 at table 2, the higher levels at the first tables (FED85 Art. 9), by the pure Danish."""
    tid = make_tournament(desk, pairs=4, planned_rounds=3, plan="", **FED)
    rnd.publish_round(desk, tid, rnd.propose_round(desk, tid, seed=5))
    one, two = rnd.view_round(desk, tid, 1).tables
    res.enter_result(desk, tid, 1, one.number, 1250, 900)
    res.enter_result(desk, tid, 1, two.number, 1000, 400)
    rnd.close_round(desk, tid, 1)
    refused(
        db,
        lambda: rnd.propose_round(desk, tid, "mitchell"),
        rf"FEDIBUR 1985 pairs round 2 and every round after the first {ARTICLE}, not by 'mitchell'",
    )
    refused(db, lambda: rnd.propose_round(desk, tid, "italian"), ARTICLE)
    number = rnd.propose_round(desk, tid)
    view = rnd.view_round(desk, tid, number)
    assert view.system == "danish"
    assert [(t.ns[0], t.ew[0]) for t in view.tables] == [(two.ns[0], one.ns[0]), (one.ew[0], two.ew[0])]


def test_a_first_round_laid_out_by_lines_then_the_danish(desk: Desk, db: Database) -> None:
    """Round 1 is the first-round seating, whatever lays it out: «mitchell:1,danish:3» is allowed."""
    tid = make_tournament(desk, pairs=4, planned_rounds=4, plan="mitchell:1,danish-norepeat:3", **FED)
    assert rnd.propose_round(desk, tid, seed=2) == 1


def test_the_rehearsal_refuses_it_too(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    with pytest.raises(FiburError, match=rf"plan step mitchell:3: .*{ARTICLE}"):
        simulate(entries=8, rounds=4, plan="danish:1,mitchell:3", ruleset_id="fedibur-1985", deals=3)
    code, out, err = run(
        capsys,
        "simulate",
        "--entries",
        "8",
        "--rounds",
        "2",
        "--plan",
        "mitchell:2",
        "--ruleset",
        "fedibur-1985",
        "--deals",
        "3",
        "--out",
        str(tmp_path / "fed.json"),
    )
    assert not (tmp_path / "fed.json").exists()
    assert code == 2 and out == "" and "(FED85 Art. 9)" in err
    played = simulate(entries=8, rounds=3, plan="danish:3", ruleset_id="fedibur-1985", deals=3, seed=4)
    assert [r.system for r in played.rounds] == ["danish"] * 3


def test_the_command_refuses_the_plan(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    database = tmp_path / "torneo.sqlite3"
    cli_refused(
        capsys,
        database,
        "FEDIBUR 1985 pairs round 2 and every round after the first by the VP obtained (FED85 Art. 9)",
        "tournament",
        "create",
        "--name",
        "Fed",
        "--rounds",
        "4",
        "--plan",
        "mitchell:4",
        "--ruleset",
        "fedibur-1985",
        "--deals",
        "3",
    )
    assert cli(
        capsys,
        database,
        "tournament",
        "create",
        "--name",
        "Fed",
        "--rounds",
        "4",
        "--ruleset",
        "fedibur-1985",
        "--deals",
        "3",
    )
