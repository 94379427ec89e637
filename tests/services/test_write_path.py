"""The write path cannot corrupt: each bug the write-path issue named, reproduced, then shown refused or fixed.

Every refusal is checked to leave every table of the database exactly as it was.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from sqlalchemy import select, text
from sqlalchemy.exc import IntegrityError

from fibur_director.db import models
from fibur_director.db.database import Database, open_database
from fibur_director.domain.errors import FiburError
from fibur_director.services import journal
from fibur_director.services import registration as reg
from fibur_director.services import results as res
from fibur_director.services import rounds as rnd
from fibur_director.services.actions import Desk
from fibur_director.services.burraco import printing
from fibur_director.services.burraco import results as burraco_results
from fibur_director.services.exchange import export_text, import_text
from fibur_director.services.readmodel import live_standings
from tests.conftest import TODAY
from tests.support.builders import all_rows, make_tournament, play_round, refused


@pytest.fixture
def desk(db: Database) -> Desk:
    return Desk(db, actor="test")


def test_redo_cannot_overwrite_another_tournaments_row(desk: Desk, db: Database) -> None:
    """Undo in A, register in B, redo in A: B's entry stays B's (ids are never reused, and redo checks)."""
    a = make_tournament(desk, pairs=2)
    b = reg.create_tournament(desk, reg.TournamentSettings(name="Altro torneo", date=TODAY))
    p, q = reg.add_player(desk, "Verdi", "Ugo"), reg.add_player(desk, "Neri", "Eva")
    r, s = reg.add_player(desk, "Gialli", "Ida"), reg.add_player(desk, "Blu", "Leo")
    reg.register_entry(desk, a, [p, q])
    desk.undo(a)
    reg.register_entry(desk, b, [r, s])
    b_before = journal.entries(desk, b)
    desk.redo(a)
    assert journal.entries(desk, b) == b_before
    assert [e.name for e in journal.entries(desk, a)][-1] == "Verdi - Neri"


def test_undo_and_redo_refuse_a_row_changed_since(desk: Desk, db: Database) -> None:
    """Another writer (another desk, a script, an older program that reused ids) puts a row where an undone
    action will redo its own: the redo is refused with a message, and nothing changes."""
    a = make_tournament(desk, pairs=2)
    p, q = reg.add_player(desk, "Verdi", "Ugo"), reg.add_player(desk, "Neri", "Eva")
    reg.register_entry(desk, a, [p, q])
    with desk.read() as session:
        register = session.scalars(select(models.AuditEntry).order_by(models.AuditEntry.id.desc())).first()
        assert register is not None and register.after is not None
        entry_id = next(pk for table, pk, _ in register.after["rows"] if table == "entries")
    desk.undo(a)
    with db.engine.begin() as connection:
        connection.execute(
            text(
                "INSERT INTO entries (id, tournament_id, number, kind, name, late_entry, registered_at)"
                " VALUES (:id, :t, 9, 'pair', 'Intrusa', false, '2026-01-01')"
            ),
            {"id": entry_id, "t": a},
        )
    refused(db, lambda: desk.redo(a), "has been changed again since")


def test_undo_refused_once_the_standings_it_precedes_are_definitive(desk: Desk, db: Database) -> None:
    tid = make_tournament(desk, pairs=4, planned_rounds=2, plan="mitchell:2")
    play_round(desk, tid)
    res.publish_standings(desk, tid, "provisional")
    # Within the verification minutes the publication may still be undone (and redone).
    desk.undo(tid)
    desk.redo(tid)
    with db.engine.begin() as connection:  # eleven minutes later (IT: ten minutes of verification)
        connection.execute(
            text("UPDATE standings_publications SET published_at = :at"),
            {"at": dt.datetime.now(dt.UTC).replace(tzinfo=None) - dt.timedelta(minutes=11)},
        )
    refused(db, lambda: desk.undo(tid), r"definitive .*IT Art\. 20")


def test_undo_of_an_archived_player_in_use_is_a_message(desk: Desk, db: Database) -> None:
    tid = make_tournament(desk, pairs=2)
    p = reg.add_player(desk, "Verdi", "Ugo")
    q = reg.add_player(desk, "Neri", "Eva")
    reg.register_entry(desk, tid, [q, p])
    # The archive's last action is adding Neri, who now plays in entry 3 of the tournament.
    refused(db, lambda: desk.undo(None), "Neri Eva plays in entry 3")


def test_undo_of_creating_and_importing_a_tournament(desk: Desk, db: Database) -> None:
    before = all_rows(db)
    tid = reg.create_tournament(desk, reg.TournamentSettings(name="Prova", date=TODAY))
    desk.undo(tid)
    assert all_rows(db)["tournaments"] == before["tournaments"]
    desk.redo(tid)
    assert [t for t in all_rows(db)["tournaments"] if t[0] == tid]

    played = make_tournament(desk, pairs=4, planned_rounds=2, plan="mitchell:2")
    play_round(desk, played)
    document = export_text(desk, played)
    rows = all_rows(db)
    imported = import_text(desk, document)
    desk.undo(imported)
    after = all_rows(db)
    for table in rows:
        if table != "audit_log":
            assert after[table] == rows[table], table
    desk.redo(imported)
    assert export_text(desk, imported) == document


@pytest.mark.parametrize("operation", ["send_to_rest", "seat_together", "swap"])
def test_undo_of_every_round_edit(desk: Desk, db: Database, operation: str) -> None:
    tid = make_tournament(desk, pairs=5)
    number = rnd.propose_round(desk, tid, seed=4)
    view = rnd.view_round(desk, tid, number)
    first, second = view.tables[0].entries()[0], view.tables[1].entries()[0]
    before = all_rows(db)
    rnd.edit_round(desk, tid, number, operation, first, None if operation == "send_to_rest" else second)
    edited = all_rows(db)
    assert edited["seats"] != before["seats"] or edited["rests"] != before["rests"]
    desk.undo(tid)
    after = all_rows(db)
    for table in ("round_tables", "seats", "rests"):
        # The same seating: rows come back with their ids.
        assert after[table] == before[table], table
    desk.redo(tid)
    again = all_rows(db)
    for table in ("round_tables", "seats", "rests"):
        assert again[table] == edited[table], table


def test_removing_a_withdrawal_brings_the_entry_back(desk: Desk, db: Database) -> None:
    tid = make_tournament(desk, pairs=4, planned_rounds=3, plan="mitchell:3")
    play_round(desk, tid)
    reg.withdraw(desk, tid, 2, from_round=2)
    assert journal.entries(desk, tid)[1].status == "withdrawn"
    [withdrawal] = [s for s in journal.sanctions(desk, tid) if s.type == "withdrawal"]
    res.remove_sanction(desk, tid, withdrawal.id)
    assert journal.entries(desk, tid)[1].status == "active"
    assert next(s for s in live_standings(desk, tid) if s.entry == 2).status == "active"
    number = rnd.propose_round(desk, tid, seed=1)
    assert 2 in {e for t in rnd.view_round(desk, tid, number).tables for e in t.entries()}
    desk.undo(tid)
    # And it can be withdrawn again, after a quarrel this time: excluded, the standings' word too.
    reg.withdraw(desk, tid, 2, from_round=2, quarrel=True)
    assert journal.entries(desk, tid)[1].status == "excluded"
    assert next(s for s in live_standings(desk, tid) if s.entry == 2).status == "excluded"


def test_duplicate_round_and_table_numbers_are_refused_by_the_database(desk: Desk, db: Database) -> None:
    tid = make_tournament(desk, pairs=4)
    number = rnd.propose_round(desk, tid, seed=1)
    with desk.read() as session:
        round_id = rnd.round_by_number(session, tid, number).id
    with pytest.raises(IntegrityError), db.engine.begin() as connection:
        connection.execute(
            text(
                "INSERT INTO rounds (tournament_id, number, system, status, warnings)"
                " VALUES (:t, :n, 'mitchell', 'proposed', '[]')"
            ),
            {"t": tid, "n": number},
        )
    with pytest.raises(IntegrityError), db.engine.begin() as connection:
        connection.execute(
            text("INSERT INTO round_tables (round_id, number) VALUES (:r, 1)"), {"r": round_id}
        )


def test_edited_surname_shows_in_printed_reports_and_standings(desk: Desk, db: Database) -> None:
    tid = make_tournament(desk, pairs=4, planned_rounds=2, plan="mitchell:2")
    play_round(desk, tid)
    assert printing.book(desk, tid).entry_name(1) == "Rossi1 - Bianchi1"  # read once: now cached
    player = next(p for p in journal.find_players(desk, "Rossi1"))
    reg.edit_player(desk, player.id, surname="Rossini")  # an archive action, logged outside the tournament
    assert printing.book(desk, tid).entry_name(1) == "Rossini - Bianchi1"
    assert journal.entries(desk, tid)[0].name == "Rossini - Bianchi1"


def test_a_failed_backup_at_round_close_is_a_message_and_the_round_stays_closed(
    desk: Desk, db: Database
) -> None:
    tid = make_tournament(desk, pairs=4)
    number = rnd.propose_round(desk, tid, seed=5)
    rnd.publish_round(desk, tid, number)
    for table in rnd.view_round(desk, tid, number).tables:
        res.enter_result(desk, tid, number, table.number, 1000, 900)
    assert db.backup_dir is not None
    db.backup_dir.parent.mkdir(parents=True, exist_ok=True)
    db.backup_dir.write_text("a file where the backups folder should be")  # (root ignores permissions)
    closed = rnd.close_round(desk, tid, number)
    assert closed.backup is None and closed.backup_failed is not None
    assert "chiuso e salvato" in closed.backup_failed.italian
    assert [r.status for r in journal.rounds(desk, tid)] == ["closed"]


def test_a_second_writer_is_seen_inside_the_transaction(desk: Desk, db: Database) -> None:
    """Two desks on one database, each with its own cache: the second's sheet for a table the first has just
    entered is a correction (needs the opponents' confirmation), never a silent overwrite."""
    other = Desk(db, actor="sala conti")
    tid = make_tournament(desk, pairs=4)
    number = rnd.propose_round(desk, tid, seed=5)
    rnd.publish_round(desk, tid, number)
    res.enter_result(other, tid, number, 2, 1000, 900)  # the other desk's cache now holds the tournament
    res.enter_result(desk, tid, number, 1, 1200, 800)
    refused(db, lambda: res.enter_result(other, tid, number, 1, 800, 1200), "confirm")
    assert [r.ns_points for r in journal.table_results(other, tid, number)] == [1200, 1000]
    assert {s.entry: s.mp for s in live_standings(other, tid)} == {
        s.entry: s.mp for s in live_standings(desk, tid)
    }


def test_a_backup_that_fails_half_way_leaves_no_partial_file(db_path: Path) -> None:
    from fibur_director.db.backup import copy_database

    open_database(db_path).close()  # SQLite only: a server database is never copied as a file
    target = db_path.parent / "copy.sqlite3"
    target.mkdir()  # the copy is written whole, then cannot take its name: it fails at the very end
    with pytest.raises(OSError):
        copy_database(db_path, target)
    assert target.is_dir() and not target.with_name(target.name + ".partial").exists()


def test_the_last_single_group_round_needs_the_countersignature_before_the_split_is_proposed(
    desk: Desk, db: Database
) -> None:
    """The split is read from the plan, not from what has been proposed: right after round 2 (the last round
    before the merit groups) a correction needs the countersignature, before round 3 exists."""
    tid = make_tournament(desk, pairs=8, planned_rounds=4, plan="mitchell:2,groups:4,danish:2")
    play_round(desk, tid)
    res.enter_result(desk, tid, 1, 1, 1500, 500, confirmed_by_opponents=True)  # round 1: no countersignature
    play_round(desk, tid)
    assert [r.number for r in journal.rounds(desk, tid)] == [1, 2]
    assert burraco_results.needs_countersignature(desk, tid, 2)
    refused(
        db,
        lambda: res.enter_result(desk, tid, 2, 1, 500, 1500, confirmed_by_opponents=True),
        "countersignature",
    )
    res.enter_result(desk, tid, 2, 1, 500, 1500, confirmed_by_opponents=True, countersigned=True)


def test_a_fed85_refusal_cites_no_fibur_article(desk: Desk, db: Database) -> None:
    tid = make_tournament(
        desk, pairs=4, planned_rounds=2, plan="danish:2", ruleset_id="fedibur-1985", deals_per_round=3
    )
    play_round(desk, tid)
    with pytest.raises(FiburError) as refusal:
        res.enter_result(desk, tid, 1, 1, 900, 800)
    assert "FED85" in str(refusal.value) and "IT Art." not in str(refusal.value)
    p, q = reg.add_player(desk, "Tardi", "Ugo"), reg.add_player(desk, "Tardi", "Eva")
    with pytest.raises(FiburError) as late:
        reg.register_entry(desk, tid, [p, q])
    assert "FED85" in late.value.italian and "IT Art." not in late.value.italian


@pytest.mark.parametrize("plan", ["mitchell:2,danish:1", "danish:3", "italian:2,danish-norepeat:1"])
def test_the_rehearsal_and_the_desk_propose_the_same_rounds(desk: Desk, db: Database, plan: str) -> None:
    """One orchestration (games.burraco.orchestration): given the rounds played so far, the desk proposes exactly
    the round the simulator played."""
    import dataclasses

    from fibur_director.domain.tournament_file import dumps
    from fibur_director.games.burraco.simulation import simulate

    rehearsal = simulate(entries=9, rounds=3, plan=plan, seed=5)
    for played in rehearsal.rounds:
        before = dataclasses.replace(rehearsal, rounds=rehearsal.rounds[: played.number - 1])
        tid = import_text(desk, dumps(before))
        number = rnd.propose_round(desk, tid, played.system, seed=5)
        view = rnd.view_round(desk, tid, number)
        assert [(t.ns, t.ew) for t in view.tables] == [(t.ns, t.ew) for t in played.tables], played.number
        assert view.rests == played.rest


def test_a_correction_that_does_not_invert_is_refused_once_the_next_round_is_published(
    desk: Desk, db: Database
) -> None:
    tid = make_tournament(desk, pairs=4, plan="mitchell:1,danish:3")
    play_round(desk, tid, {1: (1500, 900), 2: (1400, 900)})
    number = rnd.propose_round(desk, tid)
    res.enter_result(desk, tid, 1, 1, 1450, 900, confirmed_by_opponents=True)  # proposed only: allowed
    rnd.publish_round(desk, tid, number)
    refused(
        db,
        lambda: res.enter_result(desk, tid, 1, 2, 1300, 900, confirmed_by_opponents=True),
        r"only if it inverts the table's result \(IT Art. 20\)",
    )
    outcome = res.enter_result(desk, tid, 1, 2, 900, 1400, confirmed_by_opponents=True)
    assert outcome.swapped_next_round is not None
