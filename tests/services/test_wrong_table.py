"""IT/REV Art. 2: «Se una o più coppie ... si siede ad un tavolo che non corrisponde alla posizione assegnata e il
gioco è iniziato ... il punteggio acquisito sarà valido; ... la coppia che ha sbagliato a sedersi al tavolo
sarà ammonita. Al turno successivo riprenderà la posizione normalmente spettante.» The desk records where the
two played (their results stand there) and the next round of the movement seats them where it wants them, not
where they sat (issue 35, item 4): an exchange after publication, wrong table or unannounced late entry, lasts
its round."""

from __future__ import annotations

from pathlib import Path

import pytest

from fibur_director.db.database import Database
from fibur_director.services import journal
from fibur_director.services import results as res
from fibur_director.services import rounds as rnd
from fibur_director.services.actions import Desk
from tests.support.builders import make_tournament, refused
from tests.support.cli import cli
from tests.support.cli import refused as cli_refused


def _movement(view: rnd.RoundView, index: int) -> list[tuple[int, int, int]]:
    """Round ``index`` (0 = the phase's first) of the Mitchell laid out by ``view``: table t seats fixed[t]
    against moving[t - index] (step 1, docs/pairing.md)."""
    fixed = [t.ns[0] for t in view.tables]
    moving = [t.ew[0] for t in view.tables]
    count = len(fixed)
    return [(n + 1, fixed[n], moving[(n - index) % count]) for n in range(count)]


def _tables(view: rnd.RoundView) -> list[tuple[int, int, int]]:
    return [(t.number, t.ns[0], t.ew[0]) for t in view.tables]


def _close(desk: Desk, tid: int, number: int) -> None:
    for table in rnd.view_round(desk, tid, number).tables:
        res.enter_result(desk, tid, number, table.number, 1000 + 100 * table.number, 900)
    rnd.close_round(desk, tid, number)


def test_pairs_at_each_other_s_table_return_to_their_places(desk: Desk, db: Database) -> None:
    """Ten pairs on mitchell:4, five tables. In round 1 the moving pairs of tables 4 and 5 sit at each
    other's tables; the referee records it and enters the sheets where they played. Round 2 seats every pair by
    the movement as published: table t, fixed[t] against moving[t - 1], as if nobody had sat wrong."""
    tid = make_tournament(desk, pairs=10, planned_rounds=4, plan="mitchell:4")
    rnd.publish_round(desk, tid, rnd.propose_round(desk, tid, seed=5))
    published = rnd.view_round(desk, tid, 1)
    four, five = published.tables[3].ew[0], published.tables[4].ew[0]
    assert rnd.wrong_table(desk, tid, 1, four, five) == []
    played = rnd.view_round(desk, tid, 1)
    assert (played.tables[3].ew[0], played.tables[4].ew[0]) == (five, four)
    logged = journal.audit_log(desk, tid)[0]
    assert logged.summary.italian == (
        f"Turno 1: giocato l'uno al posto dell'altro ({min(four, five)} ↔ {max(four, five)}; Art. 2: dal turno "
        "successivo ognuno al suo posto)"
    )
    _close(desk, tid, 1)
    second = rnd.view_round(desk, tid, rnd.propose_round(desk, tid))
    assert second.system == "mitchell"
    assert _tables(second) == _movement(published, 1)
    # And the round after: the movement goes on from the seating published, not from where they sat.
    rnd.publish_round(desk, tid, 2)
    _close(desk, tid, 2)
    assert _tables(rnd.view_round(desk, tid, rnd.propose_round(desk, tid))) == _movement(published, 2)


def test_an_unannounced_late_pair_s_exchange_lasts_its_round_too(desk: Desk, db: Database) -> None:
    """Nine pairs: the late pair gives its seat to the resting one (IT/REV Art. 38); next round the
    movement rests and seats everyone as published, the late pair where its line takes it."""
    tid = make_tournament(desk, pairs=9, planned_rounds=3, plan="mitchell:3")
    rnd.publish_round(desk, tid, rnd.propose_round(desk, tid, seed=5))
    published = rnd.view_round(desk, tid, 1)
    [resting] = published.rests
    late = published.tables[0].ns[0]
    rnd.reseat_late(desk, tid, 1, late, resting)
    assert rnd.view_round(desk, tid, 1).rests == (late,)
    _close(desk, tid, 1)
    second = rnd.view_round(desk, tid, rnd.propose_round(desk, tid))
    fixed = [t.ns[0] for t in published.tables] + [None]
    moving = [t.ew[0] for t in published.tables] + [resting]
    expected = [
        (n + 1, fixed[n], moving[(n - 1) % 5])
        for n in range(5)
        if fixed[n] is not None and moving[(n - 1) % 5] is not None
    ]
    assert _tables(second) == expected
    assert second.rests == (moving[(4 - 1) % 5],)


def test_refused_outside_a_round_being_played_and_undone_with_ctrl_z(desk: Desk, db: Database) -> None:
    tid = make_tournament(desk, pairs=4, planned_rounds=2, plan="mitchell:2")
    rnd.propose_round(desk, tid, seed=5)
    view = rnd.view_round(desk, tid, 1)
    a, b = view.tables[0].ew[0], view.tables[1].ew[0]
    refused(db, lambda: rnd.wrong_table(desk, tid, 1, a, b), "round 1 is not being played")
    rnd.publish_round(desk, tid, 1)
    res.enter_result(desk, tid, 1, view.tables[1].number, 1000, 900)
    refused(db, lambda: rnd.wrong_table(desk, tid, 1, a, b), "its score sheet is entered")
    res.enter_result(desk, tid, 1, view.tables[1].number, 1000, 900, confirmed_by_opponents=True)
    desk.undo(tid)
    desk.undo(tid)
    rnd.wrong_table(desk, tid, 1, a, b)
    desk.undo(tid)
    assert _tables(rnd.view_round(desk, tid, 1)) == _tables(view)
    with desk.read() as session:
        from fibur_director.services.readmodel import load

        assert load(session, tid).round(1).exchanged == ()  # type: ignore[union-attr]


def test_the_command_records_it(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    database = tmp_path / "torneo.sqlite3"
    tid = cli(
        capsys, database, "tournament", "create", "--name", "Tavoli", "--rounds", "3", "--plan", "mitchell:3"
    )
    players = [cli(capsys, database, "player", "add", "--surname", f"T{i}", "--name", "U") for i in range(12)]
    for i in range(0, 12, 2):
        cli(capsys, database, "entry", "add", tid, players[i], players[i + 1])
    cli(capsys, database, "round", "propose", tid, "--seed", "2")
    cli_refused(capsys, database, "has no round being played", "round", "wrong-table", tid, "1", "2")
    cli(capsys, database, "round", "publish", tid)
    from fibur_director.db.database import open_database

    with open_database(database) as db:
        one, two = rnd.view_round(Desk(db), int(tid), 1).tables[:2]
    assert cli(capsys, database, "round", "wrong-table", tid, str(one.ew[0]), str(two.ew[0])) == "1"
    assert cli(capsys, database, "undo", tid).startswith("undone: wrong_table")


def test_a_round_robin_keeps_the_calendar_published(desk: Desk, db: Database) -> None:
    """Six pairs all'italiana (Berger, docs/pairing.md): round 1 published as a1-b1, a2-b2, a3-b3 fixes the
    ring a1 a2 a3 b3 b2 b1; round 2 of that calendar is b2-a1, b1-b3, a2-a3. The East-West pairs of tables 1
    and 2 play at each other's table in round 1: the desk says which meetings the calendar will now give
    twice and never, and round 2 is still the calendar's."""
    tid = make_tournament(desk, pairs=6, planned_rounds=5, plan="italian:5")
    rnd.publish_round(desk, tid, rnd.propose_round(desk, tid, seed=5))
    (a1, b1), (a2, b2), (a3, b3) = [(t.ns[0], t.ew[0]) for t in rnd.view_round(desk, tid, 1).tables]
    [warning] = rnd.wrong_table(desk, tid, 1, b1, b2)
    assert warning.code == "calendar"
    assert f"never met {min(a1, b1)} v {max(a1, b1)}" in warning.english
    _close(desk, tid, 1)
    second = rnd.view_round(desk, tid, rnd.propose_round(desk, tid))
    assert [(ns, ew) for _n, ns, ew in _tables(second)] == [(b2, a1), (b1, b3), (a2, a3)]
