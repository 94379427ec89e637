"""Refreshing the archive from the member list never changes what was played (issue 37, item 4): a played
tournament's every fingerprint, its standings and its federation file's results are the same before and after
an import that gives each of its players another category and other points; the federation file then carries
the date of the list in force on the tournament's date, and the federation's check refuses one dated after it."""

from __future__ import annotations

import copy
import datetime as dt
import json
from pathlib import Path

import pytest

from fibur_director.db.database import Database
from fibur_director.domain.errors import FiburError
from fibur_director.domain.fingerprint import verify_text
from fibur_director.domain.tournament_file import dumps, fingerprints, loads
from fibur_director.games.burraco import federation
from fibur_director.services import federation as service
from fibur_director.services import registration as reg
from fibur_director.services import roster
from fibur_director.services.actions import Desk
from fibur_director.services.exchange import export_text, import_text
from tests.test_federation import TODAY, _played


def test_refreshing_categories_and_points_changes_nothing_played(db: Database, tmp_path: Path) -> None:
    desk = Desk(db, actor="Maria Arbitra")
    tid = import_text(desk, dumps(_played(entries=8, rounds=3)))
    file_before = export_text(desk, tid)
    prints_before = fingerprints(loads(file_before))
    results_before = json.loads(service.export(desk, tid, TODAY).text)
    players = reg.search_players(desk, "")
    assert len(players) == 16 and all(p.card for p in players)

    lines = ["Tessera;Cognome;Nome;Categoria;Punti;Scadenza"]
    lines += [f"{p.card};{p.surname};{p.name};Z{p.id};{9000 + p.id};31/12/2026" for p in players]
    path = tmp_path / "elenco.csv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    done = roster.import_roster(desk, path, dt.date(2026, 11, 3), today=TODAY)
    assert done.refreshed.players == 16
    refreshed = {p.id: (p.category, p.ranking_points) for p in reg.search_players(desk, "")}
    assert refreshed == {p.id: (f"Z{p.id}", 9000 + p.id) for p in players}

    file_after = export_text(desk, tid)
    assert file_after != file_before  # the file carries the players' category and points...
    assert fingerprints(loads(file_after)) == prints_before  # ...which no fingerprint covers
    assert verify_text(file_before, None).intact
    results_after = json.loads(service.export(desk, tid, TODAY).text)
    assert results_after["tournament"].pop("member_list") == "2026-11-03"
    assert results_after == results_before  # standings, rounds and sanctions as before

    desk.undo(None)  # the import taken back: the archive as it was, the file without the list's date
    assert export_text(desk, tid) == file_before
    assert "member_list" not in json.loads(service.export(desk, tid, TODAY).text)["tournament"]


def test_a_member_list_dated_after_the_tournament_is_refused_by_the_check(db: Database) -> None:
    desk = Desk(db)
    tid = import_text(desk, dumps(_played()))
    document = json.loads(service.export(desk, tid, TODAY).text)
    document["tournament"]["member_list"] = "2026-11-03"
    federation.check(document, TODAY)
    late = copy.deepcopy(document)
    late["tournament"]["member_list"] = "2026-11-11"
    with pytest.raises(FiburError, match=r"^tournament.member_list: a member list of 2026-11-11 is after"):
        federation.check(late, TODAY)
    late["tournament"]["member_list"] = "2026-13-01"
    with pytest.raises(FiburError, match=r"^tournament.member_list: "):
        federation.check(late, TODAY)
