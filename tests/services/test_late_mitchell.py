"""IT/REV Art. 39: «se è presente già un tavolo incompleto, è facoltà dell'arbitro ammettere la coppia
ritardataria per completarlo». Under a Mitchell plan the admitted late pair completes the incomplete table — in
the running round when the referee chooses, at the latest from the next round — and the movement takes it from
then on; where a movement cannot (no incomplete table left), the desk says so when the pair is registered and
the proposal warns (issue 35, item 1).

Nine pairs on ``mitchell:4``: five tables, the fifth incomplete (the fixed line's missing seat), so the moving
pair facing it rests. Round r seats table t: fixed[t] against moving[t - r] (step 1, docs/pairing.md)."""

from __future__ import annotations

from pathlib import Path

import pytest

from fibur_director.db.database import Database
from fibur_director.services import journal
from fibur_director.services import registration as reg
from fibur_director.services import results as res
from fibur_director.services import rounds as rnd
from fibur_director.services.actions import Desk
from tests.support.builders import make_tournament, refused
from tests.support.cli import cli
from tests.support.cli import refused as cli_refused


def _lines(view: rnd.RoundView) -> tuple[list[int | None], list[int]]:
    """The movement's lines read off round 1: table t's North-South is fixed[t], East-West moving[t]; the
    resting pair faces the incomplete fifth table."""
    fixed: list[int | None] = [t.ns[0] for t in view.tables] + [None] * len(view.rests)
    moving = [t.ew[0] for t in view.tables] + list(view.rests)
    return fixed, moving


def _round(fixed: list[int | None], moving: list[int], index: int) -> list[tuple[int, int, int]]:
    count = len(fixed)
    return [(t + 1, f, moving[(t - index) % count]) for t, f in enumerate(fixed) if f is not None]


def _tables(view: rnd.RoundView) -> list[tuple[int, int, int]]:
    return [(t.number, t.ns[0], t.ew[0]) for t in view.tables]


def _late(desk: Desk, tid: int, name: str, *, admitted: bool = False) -> int:
    a, b = reg.add_player(desk, f"Tardi{name}", "Anna"), reg.add_player(desk, f"Tardi{name}", "Bruno")
    return reg.register_entry(desk, tid, [a, b], admitted=admitted)


def _close(desk: Desk, tid: int, number: int) -> None:
    for table in rnd.view_round(desk, tid, number).tables:
        res.enter_result(desk, tid, number, table.number, 1000, 900)
    rnd.close_round(desk, tid, number)


def test_the_late_pair_completes_the_table_in_the_running_round(desk: Desk, db: Database) -> None:
    tid = make_tournament(desk, pairs=9, planned_rounds=4, plan="mitchell:4")
    rnd.publish_round(desk, tid, rnd.propose_round(desk, tid, seed=5))
    first = rnd.view_round(desk, tid, 1)
    [resting] = first.rests
    fixed, moving = _lines(first)
    late = _late(desk, tid, "A")
    outlook = rnd.late_entry_outlook(desk, tid, late)
    assert outlook is not None and outlook.italian == (
        f"può completare subito il tavolo incompleto del turno 1, contro l'iscritto {resting} (IT Art. 39); il "
        "turno 2 lo fa sedere (mitchell)"
    )
    assert rnd.complete_table(desk, tid, 1, late) == []
    done = rnd.view_round(desk, tid, 1)
    assert _tables(done) == [*_tables(first), (5, late, resting)] and done.rests == ()
    assert journal.audit_log(desk, tid)[0].summary.italian == (
        f"Turno 1: la formazione {late}, in ritardo, completa il tavolo incompleto (5, contro {resting}; Art. 39)"
    )
    fixed[4] = late
    for number in (2, 3):
        _close(desk, tid, number - 1)
        view = rnd.view_round(desk, tid, rnd.propose_round(desk, tid))
        assert view.system == "mitchell" and view.rests == ()
        assert _tables(view) == _round(fixed, moving, number - 1)
        rnd.publish_round(desk, tid, number)


def test_at_the_latest_from_the_next_round(desk: Desk, db: Database) -> None:
    """Not seated in round 1: round 2's movement puts it at the fifth table, against the moving pair that
    would have rested (moving[5 - 1])."""
    tid = make_tournament(desk, pairs=9, planned_rounds=4, plan="mitchell:4")
    rnd.publish_round(desk, tid, rnd.propose_round(desk, tid, seed=5))
    fixed, moving = _lines(rnd.view_round(desk, tid, 1))
    late = _late(desk, tid, "A")
    _close(desk, tid, 1)
    view = rnd.view_round(desk, tid, rnd.propose_round(desk, tid))
    fixed[4] = late
    assert _tables(view) == _round(fixed, moving, 1) and view.rests == ()
    assert (5, late, moving[3]) in _tables(view)


def test_a_movement_without_an_incomplete_table_says_so_when_registering(desk: Desk, db: Database) -> None:
    """Ten pairs: no incomplete table. A late pair needs the organiser's admission (Art. 39), and the desk says
    the movement cannot seat it before it ends: with mitchell:2,danish:2 from round 3; the proposal of round 2
    leaves it out with a warning naming it; round 3, a Danish, seats it."""
    tid = make_tournament(desk, pairs=10, planned_rounds=4, plan="mitchell:2,danish:2")
    rnd.publish_round(desk, tid, rnd.propose_round(desk, tid, seed=5))
    a, b = reg.add_player(desk, "Tardi", "Anna"), reg.add_player(desk, "Tardi", "Bruno")
    refused(db, lambda: reg.register_entry(desk, tid, [a, b]), r"registration is closed: .*\(IT Art. 39\)")
    ahead = rnd.late_entry_outlook(desk, tid)
    assert ahead is not None and ahead.english == (
        "the Mitchell movement of rounds up to 2 has no incomplete table for it: it is seated from round 3 (IT "
        "Art. 39)"
    )
    late = _late(desk, tid, "A", admitted=True)
    refused(
        db, lambda: rnd.complete_table(desk, tid, 1, late), "round 1 has no incomplete table for entry 11"
    )
    _close(desk, tid, 1)
    second = rnd.view_round(desk, tid, rnd.propose_round(desk, tid))
    assert late not in {e for t in second.tables for e in (*t.ns, *t.ew)}
    [warning] = [w for w in second.warnings if w.code == "late"]
    assert warning.entries == (late,) and "(IT/REV Art. 39)" in warning.english
    rnd.publish_round(desk, tid, 2)
    _close(desk, tid, 2)
    third = rnd.view_round(desk, tid, rnd.propose_round(desk, tid))
    assert late in {e for t in third.tables for e in (*t.ns, *t.ew)} | set(third.rests)


def test_refusals_name_the_reason_and_change_nothing(desk: Desk, db: Database) -> None:
    tid = make_tournament(desk, pairs=5, planned_rounds=5, plan="italian:5")
    rnd.publish_round(desk, tid, rnd.propose_round(desk, tid, seed=5))
    late = _late(desk, tid, "A")
    refused(db, lambda: rnd.complete_table(desk, tid, 1, late), r"round-robin calendar fixed in advance")
    refused(db, lambda: rnd.complete_table(desk, tid, 1, 1), "entry 1 is already in round 1")
    outlook = rnd.late_entry_outlook(desk, tid, late)
    assert outlook is not None and "cannot enter it (IT/REV Art. 2)" in outlook.english


def test_a_late_team_completes_its_match_in_both_rooms(desk: Desk, db: Database) -> None:
    """Five teams on mitchell:3: two matches at tables 1-4 (open and closed rooms) and a team resting. The late
    sixth team completes the third match at tables 5 (open room, North-South) and 6 (closed room); round 2's
    movement reads the matches h1-a1, h2-a2, late-resting as its lines and seats h1-resting, h2-a1, late-a2."""
    import datetime as dt

    settings = reg.TournamentSettings(
        name="Squadre", date=dt.date(2026, 12, 20), kind="teams", planned_rounds=3, plan="mitchell:3"
    )
    tid = reg.create_tournament(desk, settings)
    for team in range(6):
        members = [reg.add_player(desk, f"S{team}", f"G{i}") for i in range(4)]
        if team < 5:
            reg.register_entry(desk, tid, members)
        else:
            late_members = members
    rnd.publish_round(desk, tid, rnd.propose_round(desk, tid, seed=5))
    first = rnd.view_round(desk, tid, 1)
    [resting] = first.rests
    (h1, a1), (h2, a2) = [(t.ns[0], t.ew[0]) for t in first.tables if t.room == "open"]
    late = reg.register_entry(desk, tid, late_members)
    rnd.complete_table(desk, tid, 1, late)
    done = rnd.view_round(desk, tid, 1)
    assert [(t.number, t.room, t.match, t.ns[0], t.ew[0]) for t in done.tables[4:]] == [
        (5, "open", 3, late, resting),
        (6, "closed", 3, resting, late),
    ]
    assert done.rests == ()
    _close(desk, tid, 1)
    second = rnd.view_round(desk, tid, rnd.propose_round(desk, tid))
    assert [(t.ns[0], t.ew[0]) for t in second.tables if t.room == "open"] == [
        (h1, resting),
        (h2, a1),
        (late, a2),
    ]


def test_the_commands(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    database = tmp_path / "torneo.sqlite3"
    tid = cli(
        capsys, database, "tournament", "create", "--name", "Ritardo", "--rounds", "3", "--plan", "mitchell:3"
    )
    players = [cli(capsys, database, "player", "add", "--surname", f"R{i}", "--name", "U") for i in range(12)]
    for i in range(0, 10, 2):
        cli(capsys, database, "entry", "add", tid, players[i], players[i + 1])
    cli(capsys, database, "round", "propose", tid, "--seed", "3")
    cli(capsys, database, "round", "publish", tid)
    line = cli(capsys, database, "entry", "add", tid, players[10], players[11])
    assert line.startswith("6; it may complete round 1's incomplete table now, against entry ")
    assert line.endswith("; round 2 seats it (mitchell)")
    assert cli(capsys, database, "round", "complete", tid, "6") == "1"
    cli_refused(capsys, database, "entry 6 is already in round 1", "round", "complete", tid, "6")
    assert cli(capsys, database, "undo", tid).startswith("undone: complete_table")
