"""Several desks on one database (issue 18), on SQLite and on a real PostgreSQL server: conflicts refused with
the other desk named, round actions serialised, undo per desk, and three desk processes entering a round."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from sqlalchemy import event, func, select

from fibur_director.db import models
from fibur_director.db.database import Database, open_location
from fibur_director.domain.errors import FiburError
from fibur_director.services import journal
from fibur_director.services import results as res
from fibur_director.services import rounds as rnd
from fibur_director.services.actions import Desk
from fibur_director.services.exchange import export_text, import_text
from fibur_director.services.readmodel import cached_tournament, live_standings, load
from tests.services.multidesk_child import points
from tests.support.builders import make_tournament, play_round, refused

ROOT = Path(__file__).resolve().parents[2]


def _published(desk: Desk, pairs: int = 8) -> tuple[int, int]:
    tid = make_tournament(desk, pairs=pairs)
    number = rnd.propose_round(desk, tid, seed=5)
    rnd.publish_round(desk, tid, number)
    return tid, number


def test_two_desks_typing_the_same_sheet_one_wins_the_other_is_told(db: Database) -> None:
    director, room = Desk(db, actor="direttore"), Desk(db, actor="sala conti")
    tid, number = _published(director)
    director.seen = room.seen = director.version()  # both show the empty table board
    res.enter_result(room, tid, number, 1, 1200, 800)
    refused(
        db, lambda: res.enter_result(director, tid, number, 1, 800, 1200), "desk sala conti has just written"
    )
    # Another table goes in at once: the conflict is per table, not per round.
    res.enter_result(director, tid, number, 2, 1000, 900)
    assert [(r.number, r.ns_points) for r in journal.table_results(director, tid, number)][:2] == [
        (1, 1200),
        (2, 1000),
    ]
    # Once the director's desk has refreshed (its poll), the sheet is a correction with the usual checks.
    director.seen = director.version()
    res.enter_result(director, tid, number, 1, 800, 1200, confirmed_by_opponents=True)
    with db.sessions() as session:
        actors = session.scalars(
            select(models.AuditEntry.actor).where(models.AuditEntry.action == "enter_result")
        ).all()
    assert actors == ["sala conti", "direttore", "direttore"]


def test_a_round_action_lost_to_another_desk_names_it(db: Database) -> None:
    director, referee = Desk(db, actor="direttore"), Desk(db, actor="arbitro 2")
    tid = make_tournament(director, pairs=8)
    play_round(director, tid)
    director.seen = referee.seen = director.version()
    rnd.propose_round(director, tid, seed=5)
    with pytest.raises(FiburError) as caught:
        rnd.propose_round(referee, tid, seed=5)
    assert "direttore: propose_round" in caught.value.italian
    assert [r.number for r in journal.rounds(referee, tid)] == [1, 2]


def test_undo_is_per_desk(db: Database) -> None:
    director, room = Desk(db, actor="direttore"), Desk(db, actor="sala conti")
    tid, number = _published(director)
    res.enter_result(room, tid, number, 1, 1200, 800)
    res.enter_result(director, tid, number, 2, 1000, 900)
    res.enter_result(room, tid, number, 3, 1100, 700)
    room.undo(tid)  # the counting room's last sheet, table 3, not the director's table 2
    assert _entered(director, tid, number) == [1, 2]
    director.undo(tid)
    assert _entered(director, tid, number) == [1]
    room.redo(tid)
    assert _entered(director, tid, number) == [1, 3]


def _desks_at_once(
    db: Database, tmp_path: Path, tid: int, number: int, seen: int, work: dict[str, str]
) -> dict[str, list[str]]:
    """Run one desk process per name, each doing its ``work`` (tables, or a round action), all starting at once."""
    go = tmp_path / "go"
    children = {
        name: subprocess.Popen(
            [
                sys.executable,
                "-m",
                "tests.services.multidesk_child",
                _location(db),
                name,
                str(tid),
                str(number),
                str(seen),
                str(go),
                what,
            ],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for name, what in work.items()
    }
    if db.path:
        db.close()  # this desk steps away from the file (its lock): the desks take turns on it
    go.touch()
    outputs = {name: child.communicate(timeout=300) for name, child in children.items()}
    assert all(child.returncode == 0 for child in children.values()), outputs
    return {name: out.splitlines() for name, (out, _err) in outputs.items()}


@pytest.mark.slow
def test_two_desks_proposing_the_next_round_at_once_one_wins(db: Database, tmp_path: Path) -> None:
    director = Desk(db, actor="direttore")
    tid = make_tournament(director, pairs=8)
    play_round(director, tid)
    seen = director.version()
    assert seen is not None
    lines = _desks_at_once(db, tmp_path, tid, 2, seen, {"direttore": "propose", "arbitro 2": "propose"})
    winners = [name for name, out in lines.items() if out == ["ok propose"]]
    assert len(winners) == 1
    loser = next(name for name in lines if name not in winners)
    (refusal,) = lines[loser]
    assert "ancora aperto" in refusal and f"{winners[0]}: propose_round" in refusal
    assert [r.number for r in journal.rounds(director, tid)] == [1, 2]
    with db.sessions() as session:
        assert (
            session.scalar(select(func.count()).where(models.AuditEntry.action == "propose_round")) == 2
        )  # round 1's and the winner's


def _entered(desk: Desk, tid: int, number: int) -> list[int]:
    return [r.number for r in journal.table_results(desk, tid, number) if r.ns_points is not None]


def _location(db: Database) -> str:
    return str(db.path) if db.path else db.engine.url.render_as_string(hide_password=False)


@pytest.mark.slow
def test_three_desk_processes_enter_a_round_at_once(db: Database, tmp_path: Path) -> None:
    """125 pairs, three desks in three processes at once; table 1 typed by all three. Every result exactly
    once, one audit row per action, exactly one winner on table 1, standings equal to serial entry."""
    director = Desk(db, actor="direttore")
    tid, number = _published(director, pairs=125)
    tables = [t.number for t in rnd.view_round(director, tid, number).tables]
    before_results = export_text(director, tid)
    seen = director.version()
    assert seen is not None
    desks = ["banco 1", "banco 2", "banco 3"]
    shares = {name: [1] + [t for t in tables[1:] if t % 3 == i] for i, name in enumerate(desks)}
    lines = _desks_at_once(
        db, tmp_path, tid, number, seen, {name: ",".join(map(str, share)) for name, share in shares.items()}
    )
    # Table 1: exactly one winner, the two others refused with the winner named.
    winners = [name for name in desks if "ok 1" in lines[name]]
    assert len(winners) == 1
    for name in desks:
        if name != winners[0]:
            refusal = next(line for line in lines[name] if line.startswith("refused 1 "))
            assert f"il banco {winners[0]} ha appena scritto" in refusal
        assert [
            line for line in lines[name] if line.startswith("refused") and not line.startswith("refused 1 ")
        ] == []
    with db.sessions() as session:
        results = session.execute(
            select(models.RoundTable.number, models.Result.ns_points)
            .join(models.Result, models.Result.table_id == models.RoundTable.id)
            .order_by(models.RoundTable.number)
        ).all()
        audit = session.execute(
            select(models.AuditEntry.actor, func.count())
            .where(models.AuditEntry.action == "enter_result")
            .group_by(models.AuditEntry.actor)
        ).all()
    assert [t for t, _ in results] == tables  # every table exactly once
    expected = {
        t: points(winners[0] if t == 1 else next(n for n in desks if t in shares[n]), t)[0] for t in tables
    }
    assert dict(results) == expected
    assert dict(audit) == {name: sum(1 for line in lines[name] if line.startswith("ok")) for name in desks}
    # The same sheets entered serially, by one desk, into a copy of the tournament before the round's results.
    with open_location(db.path.parent / "serial.sqlite3" if db.path else _location(db)) as serial_db:
        serial = Desk(serial_db, actor="serial")
        copy = import_text(serial, before_results)
        for table in tables:
            ns, ew = expected[table], 900
            res.enter_result(serial, copy, number, table, ns, ew)
        assert [(s.entry, s.vp, s.mp) for s in live_standings(serial, copy)] == [
            (s.entry, s.vp, s.mp) for s in live_standings(director, tid)
        ]
    with db.sessions() as session:  # the director's model, caught up from the log, is the tournament
        assert cached_tournament(director, tid) == load(session, tid)


def test_a_desk_catches_up_on_other_desks_sheets_without_reading_everything_again(db: Database) -> None:
    """Each desk's model of the tournament follows the other desks' sheets from the audit log; it must always
    equal a fresh read, whatever the other desks did (sheets, corrections, undo, another tournament)."""
    director, room = Desk(db, actor="direttore"), Desk(db, actor="sala conti")
    tid, number = _published(director)
    other, other_number = import_text(room, export_text(director, tid)), number  # same players, by card

    def same() -> None:
        with db.sessions() as session:
            assert cached_tournament(director, tid) == load(session, tid)

    reads: list[int] = []
    same()
    cached_tournament(room, tid), cached_tournament(room, other)  # every desk has read its tournaments once
    event.listen(
        db.engine, "before_cursor_execute", lambda *a: reads.append(1) if "FROM entries" in a[2] else None
    )
    steps = [
        lambda: res.enter_result(room, tid, number, 1, 1200, 800),
        lambda: res.enter_result(room, tid, number, 2, 1000, 900, deals=[(500, 400), (500, 500)]),
        lambda: res.enter_result(room, other, other_number, 1, 1000, 900),
        lambda: res.enter_result(director, tid, number, 3, 1100, 700),  # checked against the caught-up model
        lambda: res.enter_result(room, tid, number, 1, 800, 1200, confirmed_by_opponents=True),
        lambda: room.undo(tid),
        lambda: room.undo(tid),
    ]
    full_reads = 0
    for step in steps:
        room.seen = room.version()
        reads.clear()
        step()
        cached_tournament(director, tid)
        full_reads += len(reads)
        same()
    # No desk read a whole tournament again to follow the others: the log was enough. Only each undo reads
    # its own tournament twice, inside its transaction, before and after, to check that what it leaves could
    # be a file unless it already could not (services.actions._refuse_if_untrue).
    assert full_reads == 4
    play = journal.table_results(director, tid, number)
    assert [(r.number, r.ns_points) for r in play if r.ns_points is not None] == [(1, 1200), (3, 1100)]
