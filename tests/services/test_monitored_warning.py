"""REV Art. 37: «In tutti i tornei nazionali e regionali, esclusivamente nei turni danesi in gironi di merito e
limitatamente ai tavoli del girone A» the referee checks every deal, and a pair that took its cards off the
table before the check is warned. The warning is given only where the article applies, the same tables the
800-MP rule watches (issue 35, item 6), and refused elsewhere saying which condition fails."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from fibur_director.db.database import Database
from fibur_director.domain.tournament import Sanction, TournamentError
from fibur_director.games.burraco.check import check
from fibur_director.games.burraco.ruleset import get_ruleset
from fibur_director.games.burraco.standings import standings
from fibur_director.services import journal
from fibur_director.services import results as res
from fibur_director.services import rounds as rnd
from fibur_director.services.actions import Desk
from fibur_director.services.readmodel import load
from tests.support.builders import make_tournament, refused, to_groups
from tests.support.cli import cli
from tests.support.cli import refused as cli_refused

REMOVED = "cards_removed_before_check"
REV = {"ruleset_id": "burraco-revolution"}


def test_given_at_a_group_a_table_of_a_regional_danish_merit_round(desk: Desk, db: Database) -> None:
    """Eight pairs on REV, one Mitchell round, groups of four, a Danish round: at a group A table the warning
    is recorded with REV Art. 37; a second warning of the same pair costs it 1 VP (REV Definizioni)."""
    tid, number = to_groups(desk, db, level="regional", **REV)
    view = rnd.view_round(desk, tid, number)
    group_a = next(t for t in view.tables if t.group == "A")
    group_b = next(t for t in view.tables if t.group == "B")
    warned = group_a.ns[0]
    res.give_warning(desk, tid, warned, number, REMOVED)
    [recorded] = [s for s in journal.sanctions(desk, tid) if s.type == "warning"]
    assert (recorded.entry, recorded.round, recorded.article) == (warned, number, "REV Art. 37")
    refused(
        db,
        lambda: res.give_warning(desk, tid, group_b.ew[0], number, REMOVED),
        r"«Group A: cards removed from the table before the referee's check» \(REV Art. 37\) applies only to "
        r"group A tables, not group B",
    )
    refused(
        db,
        lambda: res.give_warning(desk, tid, warned, 1, REMOVED),
        r"\(REV Art. 37\) applies only in Danish merit-group rounds",
    )
    res.give_warning(desk, tid, warned, number, "slow_play")
    with desk.read() as session:
        row = next(
            s for s in standings(load(session, tid), get_ruleset("burraco-revolution")) if s.entry == warned
        )
    assert (row.warnings, row.vp_deduction) == (2, 1)


def test_refused_at_a_club_tournament_s_mitchell_round(desk: Desk, db: Database) -> None:
    """The reported case: a club tournament's Mitchell round; the level is the first condition to fail (and
    still fails at a club tournament's group A Danish round, below)."""
    tid = make_tournament(desk, pairs=4, planned_rounds=2, plan="mitchell:2", **REV)
    rnd.publish_round(desk, tid, rnd.propose_round(desk, tid, seed=5))
    entry = rnd.view_round(desk, tid, 1).tables[0].ns[0]
    refused(
        db,
        lambda: res.give_warning(desk, tid, entry, 1, REMOVED),
        r"applies only in regional and national tournaments, not in a club one",
    )


def test_refused_at_a_club_tournament_even_in_group_a(desk: Desk, db: Database) -> None:
    tid, number = to_groups(desk, db, level="club", **REV)
    group_a = next(t for t in rnd.view_round(desk, tid, number).tables if t.group == "A")
    refused(
        db,
        lambda: res.give_warning(desk, tid, group_a.ns[0], number, REMOVED),
        r"applies only in regional and national tournaments, not in a club one",
    )


def test_a_file_with_such_a_warning_elsewhere_cannot_be_true() -> None:
    """The tournament check is the one place: a file carrying the warning at a club Mitchell round is refused
    naming the sanction."""
    from fibur_director.games.burraco.simulation import simulate

    played = simulate(entries=4, rounds=1, plan="mitchell:1", ruleset_id="burraco-revolution", seed=3)
    warning = Sanction("warning", entry=1, round=1, article="REV Art. 37", note=REMOVED)
    with pytest.raises(
        TournamentError, match=r"sanctions\[0\]\.note: .*applies only in regional and national"
    ):
        check(dataclasses.replace(played, sanctions=(warning,)), get_ruleset("burraco-revolution"))


def test_the_command_refuses_it(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    database = tmp_path / "torneo.sqlite3"
    tid = cli(
        capsys,
        database,
        "tournament",
        "create",
        "--name",
        "Rev",
        "--rounds",
        "1",
        "--plan",
        "mitchell:1",
        "--ruleset",
        "burraco-revolution",
    )
    players = [cli(capsys, database, "player", "add", "--surname", f"A{i}", "--name", "B") for i in range(4)]
    for i in (0, 2):
        cli(capsys, database, "entry", "add", tid, players[i], players[i + 1])
    cli(capsys, database, "round", "propose", tid, "--seed", "1")
    cli(capsys, database, "round", "publish", tid)
    cli_refused(
        capsys,
        database,
        "(REV Art. 37) applies only in regional and national tournaments, not in a club one",
        "sanction",
        "add",
        tid,
        "--type",
        "warning",
        "--entry",
        "1",
        "--round",
        "1",
        "--infraction",
        REMOVED,
    )


def test_a_table_the_entry_does_not_sit_at_is_named_with_its_own() -> None:
    """The outside attack on issue 35: the warning given at table 1 to an entry seated at table 2 said «entry 1
    has no table in round 1». It has one: the refusal names the table given and the table it plays at."""
    from fibur_director.games.burraco.simulation import simulate

    played = simulate(entries=4, rounds=1, plan="mitchell:1", ruleset_id="burraco-revolution", seed=3)
    first, second = played.rounds[0].tables
    entry = second.ns[0]
    warning = Sanction(
        "warning", entry=entry, round=1, table=first.number, article="REV Art. 37", note=REMOVED
    )
    with pytest.raises(
        TournamentError,
        match=rf"sanctions\[0\]\.table: entry {entry} is not at table {first.number} in round 1: it plays at "
        rf"table {second.number} \(REV Art. 37\)",
    ):
        check(dataclasses.replace(played, sanctions=(warning,)), get_ruleset("burraco-revolution"))
