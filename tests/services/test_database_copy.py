"""Moving an event: a club's SQLite file into PostgreSQL and back, identical afterwards (issue 18)."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import select

from fibur_director.cli import main as cli
from fibur_director.db import models
from fibur_director.db.database import Database, open_database, open_location
from fibur_director.services import journal
from fibur_director.services import registration as reg
from fibur_director.services.actions import Desk
from fibur_director.services.exchange import export_text
from fibur_director.services.readmodel import list_tournaments
from tests.conftest import TODAY
from tests.postgres import PostgresServer
from tests.support.builders import make_tournament, play_round


def _files(database: Database) -> dict[int, str]:
    desk = Desk(database)
    return {t.id: export_text(desk, t.id) for t in list_tournaments(desk)}


def _log(database: Database) -> list[tuple[object, ...]]:
    with database.sessions() as session:
        return [
            (a.id, a.actor, a.action, a.entity_id, a.tournament_id, a.before, a.after)
            for a in session.scalars(select(models.AuditEntry).order_by(models.AuditEntry.id))
        ]


def test_sqlite_to_postgresql_and_back_is_identical(
    tmp_path: Path, postgres: PostgresServer, capsys: pytest.CaptureFixture[str]
) -> None:
    club = tmp_path / "circolo.sqlite3"
    with open_database(club) as database:
        desk = Desk(database, actor="circolo")
        tid = make_tournament(desk, pairs=8)
        play_round(desk, tid)
        play_round(desk, tid)
        other = reg.create_tournament(
            desk, reg.TournamentSettings(name="Secondo", date=TODAY, planned_rounds=2, plan="mitchell:2")
        )
        reg.add_player(desk, "Ultimo", "Aggiunto")
        desk.undo(None)  # the last player's id is freed: the copy must never hand it out again
        files, log = _files(database), _log(database)
    assert len(files) == 2 and other in files
    server = postgres.url(postgres.create_database())
    assert cli(["database", "copy", str(club), server]) == 0
    assert "audit_log" in capsys.readouterr().out
    back = tmp_path / "ritorno.sqlite3"
    assert cli(["database", "copy", server, str(back)]) == 0
    for location in (server, str(back)):
        with open_location(location) as copy:
            assert _files(copy) == files
            assert _log(copy) == log
            desk = Desk(copy, actor="circolo")
            # The undo stack came along, and a new row never takes a used id.
            desk.undo(tid)  # round 2's close: the round is open again on the copy
            assert [r.status for r in journal.rounds(desk, tid)] == ["closed", "published"]
            player = reg.add_player(desk, "Nuovo", "Giocatore")
            assert player == 8 * 2 + 2  # 17 belonged to the player added and undone in the club's file


def test_copy_into_a_database_that_holds_data_is_refused(tmp_path: Path, pg_url: str) -> None:
    club = tmp_path / "circolo.sqlite3"
    with open_database(club) as database:
        make_tournament(Desk(database), pairs=2)
    with open_location(pg_url) as target:
        reg.add_player(Desk(target), "Già", "Presente")
    assert cli(["database", "copy", str(club), pg_url]) == 2
    with open_location(pg_url) as target, target.sessions() as session:
        assert [p.surname for p in session.scalars(select(models.Player))] == ["Già"]
