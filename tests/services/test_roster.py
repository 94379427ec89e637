"""The federation's member list (issue 37) through the services, on SQLite and PostgreSQL: one undoable import
that refreshes the archive, the search at registration, the check of a tournament's players, and refusals that
change nothing."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from sqlalchemy import func, select, text

from fibur_director.db import models as m
from fibur_director.db.database import Database
from fibur_director.domain.errors import FiburError
from fibur_director.domain.roster import line
from fibur_director.services import journal, roster
from fibur_director.services import registration as reg
from fibur_director.services.actions import Desk

DAY = dt.date(2026, 11, 20)
HEADER = "Tessera;Cognome;Nome;Circolo;Categoria;Tipo;Scadenza;Punti;Nascita"
MEMBERS = [
    "FIB1001;Rossi;Mario;Circolo Aurora;A;Ordinaria;31/12/2026;1520;12/03/1960",
    "FIB1002;Bianchi;Anna;Circolo Aurora;B;Ridotta;31/12/2026;300;01/07/1971",
    "FIB1003;Verdi;Luca;Burraco Siena;C;Ordinaria;31/10/2026;80;05/05/1980",
    "FIB1004;Neri;Eva;Burraco Siena;B;Juniores;31/12/2026;410;09/09/2004",
    "FIB1005;Rossi;Mario;Burraco Siena;A;Ordinaria;31/12/2026;1520;12/03/1960",
]


def write_list(folder: Path, rows: list[str], name: str = "elenco.csv") -> Path:
    path = folder / name
    path.write_text("\n".join([HEADER, *rows]) + "\n", encoding="utf-8")
    return path


def dump(db: Database) -> dict[str, list[tuple[object, ...]]]:
    with db.engine.connect() as connection:
        return {
            table: [tuple(r) for r in connection.execute(text(f"SELECT * FROM {table} ORDER BY id"))]
            for table in ("players", "roster_lists", "roster_members", "roster_imports")
        }


def test_an_import_is_one_action_undone_and_redone_whole(db: Database, tmp_path: Path) -> None:
    desk = Desk(db)
    kept = reg.add_player(desk, "Rossi", "Mario", card="FIB1001", club="Circolo Aurora")
    other_name = reg.add_player(desk, "Rossetti", "Mario", card="FIB1002")  # the list says Bianchi Anna
    before = dump(db)
    done = roster.import_roster(desk, write_list(tmp_path, MEMBERS), dt.date(2026, 11, 3), today=DAY)
    assert done.info is not None and done.info.members == 5 and done.info.listed_on == dt.date(2026, 11, 3)
    assert done.refreshed.players == 1
    players = {p.id: p for p in reg.search_players(desk, "")}
    assert (players[kept].category, players[kept].ranking_points) == ("A", 1520)
    assert (players[other_name].category, players[other_name].ranking_points) == (None, 0)
    assert journal.audit_log(desk, None)[0].summary.text("it") == (
        "Elenco tesserati del 03/11/2026 in uso (5 tesserati, elenco.csv); categoria e punti aggiornati a 1 "
        "giocatori"
    )
    after = dump(db)

    desk.undo(None)
    undone = dump(db)
    assert roster.current(desk) is None
    assert undone["players"] == before["players"] and undone["roster_imports"] == []
    # The list itself stays, unreferenced: a snapshot is never deleted, and the redo needs it.
    assert len(undone["roster_members"]) == 5
    desk.redo(None)
    assert dump(db) == after

    # A second list replaces the first as one action; its undo puts the first back in use.
    renewed = "FIB1001;Rossi;Mario;Circolo Aurora;B;Ordinaria;;900;"
    second = write_list(tmp_path, [*MEMBERS[1:3], renewed], "dic.csv")
    roster.import_roster(desk, second, dt.date(2026, 12, 1), today=dt.date(2026, 12, 2))
    info = roster.current(desk)
    assert info is not None and info.source == "dic.csv" and info.members == 3
    assert {p.id: p for p in reg.search_players(desk, "")}[kept].ranking_points == 900
    desk.undo(None)
    now = dump(db)
    assert (now["players"], now["roster_imports"]) == (after["players"], after["roster_imports"])
    assert roster.current(desk).source == "elenco.csv"  # type: ignore[union-attr]


def test_the_same_file_again_reuses_its_list(db: Database, tmp_path: Path) -> None:
    desk = Desk(db)
    path = write_list(tmp_path, MEMBERS)
    roster.import_roster(desk, path, dt.date(2026, 11, 3), today=DAY)
    desk.undo(None)
    roster.import_roster(desk, path, dt.date(2026, 11, 3), today=DAY)
    with db.sessions() as session:
        assert session.scalar(select(func.count()).select_from(m.RosterList)) == 1
        assert session.scalar(select(func.count()).select_from(m.RosterMember)) == 5


@pytest.mark.parametrize(
    ("rows", "when", "said"),
    [
        ([*MEMBERS, "FIB1001;Gialli;Ugo;;;;;;"], dt.date(2026, 11, 3), None),  # a card twice: rejected row
        (MEMBERS, dt.date(2026, 11, 21), "è dopo oggi"),
        ([], dt.date(2026, 11, 3), "nessun tesserato"),
    ],
)
def test_refusals_change_nothing(
    db: Database, tmp_path: Path, rows: list[str], when: dt.date, said: str | None
) -> None:
    desk = Desk(db)
    reg.add_player(desk, "Rossi", "Mario", card="FIB1001")
    before = dump(db)
    path = write_list(tmp_path, rows)
    if said is None:
        done = roster.import_roster(desk, path, when, today=DAY)
        assert done.info is None and [r.line for r in done.rejected] == [7]
        assert "compare già alla riga 2" in done.rejected[0].italian
    else:
        with pytest.raises(FiburError) as refused:
            roster.import_roster(desk, path, when, today=DAY)
        assert said in refused.value.italian and "nulla è stato modificato" in refused.value.italian
    assert dump(db) == before


def test_only_good_rows_imports_the_rest(db: Database, tmp_path: Path) -> None:
    desk = Desk(db)
    path = write_list(tmp_path, [*MEMBERS, "FIB2000;Gialli;Ugo;;;;32/13/2026;;"])
    done = roster.import_roster(desk, path, dt.date(2026, 11, 3), only_good_rows=True, today=DAY)
    assert done.info is not None and done.info.members == 5
    assert "scadenza '32/13/2026' non è una data" in done.rejected[0].italian


def test_registration_finds_members_by_card_or_surname_and_adds_them(db: Database, tmp_path: Path) -> None:
    desk = Desk(db)
    assert roster.find_members(desk, "ross") == []  # no list yet
    roster.import_roster(desk, write_list(tmp_path, MEMBERS), dt.date(2026, 11, 3), today=DAY)
    assert [(r.card, r.club) for r in roster.find_members(desk, "ROSS")] == [
        ("FIB1001", "Circolo Aurora"),
        ("FIB1005", "Burraco Siena"),
    ]
    assert [r.card for r in roster.find_members(desk, "fib1003")] == ["FIB1003"]
    assert [r.card for r in roster.find_members(desk, "rossi mar sien")] == []  # the club is not searched
    assert [r.card for r in roster.find_members(desk, "anna")] == ["FIB1002"]
    assert roster.find_members(desk, "r") == []  # one letter: too many to be useful
    player = roster.add_member(desk, "FIB1004")
    found = reg.search_players(desk, "neri")
    assert [(p.id, p.club, p.category, p.ranking_points) for p in found] == [
        (player, "Burraco Siena", "B", 410)
    ]
    assert roster.add_member(desk, "fib 1004") == player  # the same card: no second player
    assert roster.find_members(desk, "neri")[0].player_id == player
    assert journal.audit_log(desk, None)[0].summary.text("it") == (
        "Giocatore aggiunto dall'elenco tesserati: Neri Eva (tessera FIB1004)"
    )
    before = dump(db)
    with pytest.raises(FiburError, match="not in the member list"):
        roster.add_member(desk, "FIB9999")
    assert dump(db) == before
    assert roster.listed_cards(desk, ["FIB1004", "X77", ""]) == {"FIB1004"}


def test_the_check_lists_each_problem_by_card(db: Database, tmp_path: Path) -> None:
    desk = Desk(db)
    tid = reg.create_tournament(
        desk, reg.TournamentSettings(name="Regionale", date=DAY, plan="mitchell:4", level="regional")
    )
    with pytest.raises(FiburError, match="no member list imported yet"):
        roster.check(desk, tid)
    roster.import_roster(desk, write_list(tmp_path, MEMBERS), dt.date(2026, 11, 3), today=DAY)
    ids = [roster.add_member(desk, card) for card in ("FIB1001", "FIB1002", "FIB1003", "FIB1005")]
    ids.append(reg.add_player(desk, "Gialli", "Ugo"))  # not in the list, no card
    ids.append(reg.add_player(desk, "Viola", "Rita", card="FIB7777", club="Circolo Aurora"))
    ids.append(reg.add_player(desk, "Neri", "Elena", card="FIB1004"))  # the list says Neri Eva
    ids.append(reg.add_player(desk, "Nerì", "Elena", club="Burraco Siena"))  # the same again, without a card
    for pair in range(0, 8, 2):
        reg.register_entry(desk, tid, ids[pair : pair + 2])
    found = roster.check(desk, tid)
    assert found.players == 8 and found.roster.listed_on == dt.date(2026, 11, 3)
    assert [line(p, italian=True) for p in found.problems] == [
        "FIB1002  Bianchi Anna (1): la tessera Ridotta non ammette ai tornei di livello regionale "
        "(open: il codice non li prevede; tipi del Regolamento FIBur 2022, Art. 2)",
        "FIB1003  Verdi Luca (2): la tessera è scaduta il 31/10/2026, prima del torneo (20/11/2026)",
        "senza tessera  Gialli Ugo (3): non ha la tessera",
        "FIB7777  Viola Rita (3): la tessera non è nell'elenco tesserati",
        "FIB1004  Neri Elena (4): l'elenco tesserati dà questa tessera a Neri Eva",
        "senza tessera  Nerì Elena (4): non ha la tessera",
        "FIB1001  Rossi Mario (1): forse la stessa persona di FIB1005 Rossi Mario (2): stesso nome e data di "
        "nascita",
        "FIB1004  Neri Elena (4): forse la stessa persona di senza tessera Nerì Elena (4): nomi quasi uguali "
        "nello stesso circolo",
    ]


def test_the_list_in_force_is_the_newest_dated_by_the_tournament(db: Database, tmp_path: Path) -> None:
    desk = Desk(db)
    tid = reg.create_tournament(desk, reg.TournamentSettings(name="Ottobre", date=dt.date(2026, 10, 15)))
    roster.import_roster(desk, write_list(tmp_path, MEMBERS, "nov.csv"), dt.date(2026, 11, 3), today=DAY)
    with pytest.raises(FiburError, match="the oldest imported is dated 2026-11-03"):
        roster.check(desk, tid)
    roster.import_roster(desk, write_list(tmp_path, MEMBERS[:2], "ott.csv"), dt.date(2026, 10, 1), today=DAY)
    assert roster.check(desk, tid).roster.source == "ott.csv"
    assert roster.current(desk).source == "ott.csv"  # type: ignore[union-attr]
    assert roster.list_date(desk, dt.date(2026, 11, 20)) == dt.date(2026, 11, 3)
    assert roster.list_date(desk, dt.date(2026, 9, 30)) is None
