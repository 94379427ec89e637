"""Importing a player list into the archive: nothing from a file with errors unless only the good rows are
asked for; a card the archive already holds rejects its row; one action, undone in one step."""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import func, select

from fibur_director.db import models
from fibur_director.db.database import Database
from fibur_director.services import registration as reg
from fibur_director.services.actions import Desk
from fibur_director.services.player_import import check_player_list, import_player_list
from tests.support.builders import all_rows


def players(db: Database) -> list[tuple[str, str | None]]:
    with db.sessions() as session:
        return [
            (p.surname, p.card) for p in session.scalars(select(models.Player).order_by(models.Player.id))
        ]


def test_errors_import_nothing_unless_only_good_rows(db: Database, tmp_path: Path) -> None:
    desk = Desk(db, actor="test")
    reg.add_player(desk, "Esposito", "Gino", card="T9")
    path = tmp_path / "soci.csv"
    path.write_text(
        "Cognome;Nome;Tessera\nRossi;Anna;T1\nBianchi;;T2\nVerdi;Luca;T9\nNeri;Ada;T3\n", encoding="utf-8"
    )
    before = all_rows(db)
    outcome = import_player_list(desk, path)
    assert outcome.refused and outcome.imported == 0
    assert [(r.line, r.english) for r in outcome.rejected] == [
        (3, "surname and name are required"),
        (4, "card T9 already belongs to Esposito Gino in the archive"),
    ]
    assert all_rows(db) == before  # nothing written, not even an audit row

    outcome = import_player_list(desk, path, only_good_rows=True)
    assert outcome.imported == 2 and len(outcome.rejected) == 2
    assert players(db) == [("Esposito", "T9"), ("Rossi", "T1"), ("Neri", "T3")]
    assert reg.search_players(desk, "rossi")[0].card == "T1"  # searchable like any player
    with db.sessions() as session:
        audit = session.scalars(select(models.AuditEntry).order_by(models.AuditEntry.id.desc())).first()
        assert audit is not None and audit.action == "import_players"
    desk.undo(None)  # the archive's own undo stack
    assert players(db) == [("Esposito", "T9")]
    desk.redo(None)
    assert [name for name, _ in players(db)] == ["Esposito", "Rossi", "Neri"]
    desk.undo(None)
    assert players(db) == [("Esposito", "T9")]


def test_clean_file_imports_everything_in_one_action(db: Database, tmp_path: Path) -> None:
    desk = Desk(db, actor="test")
    path = tmp_path / "soci.csv"
    path.write_bytes("Cognome;Nome;Punti\r\nRossi;Niccolò;100\r\nŠimić;Ana;0\r\n".encode())
    assert check_player_list(desk, path).rejected == []
    with db.sessions() as session:
        audits = session.scalar(select(func.count(models.AuditEntry.id)))
    outcome = import_player_list(desk, path)
    assert (outcome.imported, outcome.rejected, outcome.refused) == (2, (), False)
    with db.sessions() as session:
        assert session.scalar(select(func.count(models.AuditEntry.id))) == (audits or 0) + 1
    assert [name for name, _ in players(db)] == ["Rossi", "Šimić"]
