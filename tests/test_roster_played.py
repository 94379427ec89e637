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
from fibur_director.domain.prizes import read_prize_list
from fibur_director.domain.tournament_file import dumps, fingerprints, loads
from fibur_director.games.burraco import federation
from fibur_director.services import federation as service
from fibur_director.services import prizes, roster
from fibur_director.services import registration as reg
from fibur_director.services.actions import Desk
from fibur_director.services.exchange import export_text, import_text
from tests.support.federation import TODAY, played_tournament


def test_refreshing_categories_and_points_changes_nothing_played(db: Database, tmp_path: Path) -> None:
    desk = Desk(db, actor="Maria Arbitra")
    tid = import_text(desk, dumps(played_tournament(entries=8, rounds=3)))
    file_before = export_text(desk, tid)
    prints_before = fingerprints(loads(file_before))
    results_before = json.loads(service.export(desk, tid, TODAY).text)
    players = reg.search_players(desk, "")
    assert len(players) == 16 and all(p.card for p in players)

    lines = ["Tessera;Cognome;Nome;Categoria;Punti;Scadenza"]
    lines += [f"{p.card};{p.surname};{p.name};Z{p.id};{9000 + p.id};31/12/2026" for p in players]
    path = tmp_path / "elenco.csv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    plist = read_prize_list(f'[[prize]]\nname = "Categoria"\nplaces = 1\ncategory = "Z{players[0].id}"\n')
    done = roster.import_roster(desk, path, dt.date(2026, 11, 3), today=TODAY)
    assert done.refreshed.players == 16
    # The archive has the category now, so the prize is not refused; the tournament played with none of it.
    assert prizes.awards(desk, tid, plist).awards == ()
    refreshed = {p.id: (p.category, p.ranking_points) for p in reg.search_players(desk, "")}
    assert refreshed == {p.id: (f"Z{p.id}", 9000 + p.id) for p in players}

    file_after = export_text(desk, tid)
    # The tournament keeps its players' categories and points as played (issue 37's attack, F2): the archive
    # moved on, the played tournament's file did not.
    assert file_after == file_before
    assert fingerprints(loads(file_after)) == prints_before
    assert verify_text(file_before, None).intact
    results_after = json.loads(service.export(desk, tid, TODAY).text)
    assert results_after["tournament"].pop("member_list") == "2026-11-03"
    assert results_after == results_before  # standings, rounds and sanctions as before

    desk.undo(None)  # the import taken back: the archive as it was, the file without the list's date
    assert export_text(desk, tid) == file_before
    assert {p.id: (p.category, p.ranking_points) for p in reg.search_players(desk, "")} == {
        p.id: (p.category, p.ranking_points) for p in players
    }
    assert "member_list" not in json.loads(service.export(desk, tid, TODAY).text)["tournament"]


def test_a_member_list_dated_after_the_tournament_is_refused_by_the_check(db: Database) -> None:
    desk = Desk(db)
    tid = import_text(desk, dumps(played_tournament()))
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


def test_a_later_list_changes_neither_the_prizes_nor_the_first_rounds_seating_of_a_tournament_drawn(
    db: Database, tmp_path: Path
) -> None:
    """F2 of issue 37's attack: the categories and points are frozen in the tournament as its first round is
    proposed; a member list imported after that refreshes the archive only. Undoing the proposal thaws them."""
    from fibur_director.services import rounds
    from fibur_director.services.readmodel import cached_tournament

    desk = Desk(db)
    tid = reg.create_tournament(desk, reg.TournamentSettings(name="Giovedì", date=dt.date(2026, 11, 20)))
    people = [("Rossi", "C"), ("Verdi", "C"), ("Bianchi", "A"), ("Neri", "A"), ("Gallo", "C"), ("Conti", "C"),
              ("Russo", "B"), ("Ferri", "B")]  # fmt: skip
    ids = [
        reg.add_player(desk, surname, "Ugo", card=f"FIB{i}", category=cat, ranking_points=100 * i)
        for i, (surname, cat) in enumerate(people, 1)
    ]
    for first in range(0, 8, 2):
        reg.register_entry(desk, tid, ids[first : first + 2])
    rounds.propose_round(desk, tid, seating="category")

    def as_played() -> dict[str, tuple[str | None, int]]:
        return {p.surname: (p.category, p.ranking_points) for p in cached_tournament(desk, tid).players}

    frozen = as_played()
    assert frozen["Rossi"] == ("C", 100)
    path = tmp_path / "dicembre.csv"
    path.write_text(
        "Tessera;Cognome;Nome;Categoria;Punti\n"
        + "".join(f"FIB{i};{surname};Ugo;A;{5000 + i}\n" for i, (surname, _cat) in enumerate(people, 1)),
        encoding="utf-8",
    )
    assert (
        roster.import_roster(desk, path, dt.date(2026, 11, 21), today=dt.date(2026, 11, 28)).refreshed.players
        == 8
    )
    assert as_played() == frozen  # the archive moved on; the tournament did not
    desk.undo(None)  # the import
    desk.undo(tid)  # the proposal: the members thaw, and follow the archive until the next draw
    assert as_played() == frozen
    assert (
        roster.import_roster(desk, path, dt.date(2026, 11, 21), today=dt.date(2026, 11, 28)).refreshed.players
        == 8
    )
    assert as_played()["Rossi"] == ("A", 5001)
