"""fibur-director-cli roster import | check (issue 37): an xlsx or csv list with Italian or English headers put in
use, a tournament's players listed by card with exit 1, 0 when clean, 2 on a refusal that changes nothing."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from openpyxl import Workbook

from fibur_director.cli import main
from fibur_director.db.database import open_location
from fibur_director.services import registration as reg
from fibur_director.services import roster
from fibur_director.services.actions import Desk


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        code = main(list(argv))
    except SystemExit as exit_:
        code = int(exit_.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def english_workbook(path: Path) -> Path:
    """A list with English headers in another order, dates as the workbook's own and a column not read."""
    book = Workbook()
    sheet = book.active
    assert sheet is not None
    sheet.append(
        ["Surname", "Name", "Card", "Club", "Category", "Type", "Expiry", "Points", "Birth", "Email"]
    )
    sheet.append(["Rossi", "Mario", "FIB1001", "Aurora", "A", "Ordinaria", dt.datetime(2026, 12, 31), 1520,
                  dt.datetime(1960, 3, 12), "m@x.it"])  # fmt: skip
    sheet.append(["Verdi", "Luca", 1003, "Aurora", "C", "Ordinaria", dt.datetime(2026, 10, 31), 80, None, ""])
    book.save(path)
    return path


def test_import_then_check_exits_1_listing_by_card_then_0_when_clean(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    database = str(tmp_path / "club.sqlite3")
    with open_location(database) as db:
        desk = Desk(db)
        tid = reg.create_tournament(desk, reg.TournamentSettings(name="Giovedì", date=dt.date(2026, 11, 20)))
        players = [
            reg.add_player(desk, "Rossi", "Mario", card="FIB1001"),
            reg.add_player(desk, "Verdi", "Luca", card="1003"),
        ]
        reg.register_entry(desk, tid, players)
    code, out, err = run(
        capsys, "roster", "import", str(english_workbook(tmp_path / "list.xlsx")), "--date", "2026-11-03",
        "--database", database,
    )  # fmt: skip
    assert (code, err) == (0, "")
    assert out == (
        "member list of 2026-11-03 in use: 2 members from list.xlsx; 2 archive players refreshed (2 categories, "
        "2 points; blank cells left alone); columns not read: Email\n"
    )
    code, out, err = run(capsys, "roster", "check", str(tid), "--database", database)
    assert code == 1
    assert out == "1003  Verdi Luca (1): the card expired on 2026-10-31, before the tournament (2026-11-20)\n"
    assert err == "2 players checked against the member list of 2026-11-03: 1 problems\n"
    # The card renewed in the next list: clean.
    renewed = tmp_path / "dicembre.csv"
    renewed.write_text(
        "tessera,cognome,nome,scadenza\nFIB1001,Rossi,Mario,31/12/2026\n1003,Verdi,Luca,31/12/2027\n"
    )
    assert (
        run(capsys, "roster", "import", str(renewed), "--date", "2026-11-15", "--database", database)[0] == 0
    )
    code, out, err = run(capsys, "roster", "check", str(tid), "--database", database)
    assert (code, out) == (0, "")
    assert err == "2 players checked against the member list of 2026-11-15: no problem\n"


def test_refusals_exit_2_and_change_nothing(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    database = str(tmp_path / "club.sqlite3")
    with open_location(database) as db:
        tid = reg.create_tournament(
            Desk(db), reg.TournamentSettings(name="Giovedì", date=dt.date(2026, 11, 20))
        )
    code, out, err = run(capsys, "roster", "check", str(tid), "--database", database)
    assert (code, out) == (2, "")
    assert "no member list imported yet" in err
    bad = tmp_path / "bad.csv"
    bad.write_text("Tessera;Cognome;Nome;Nascita\nF1;Rossi;Mario;45\nF2;Bianchi;Anna;01/02/1950\n")
    code, out, err = run(capsys, "roster", "import", str(bad), "--date", "2026-11-03", "--database", database)
    assert (code, out) == (2, "")
    assert err.splitlines() == [
        f"{bad}: line 2: birth '45' is not a date such as 31/12/2026",
        f"fibur-director-cli: error: {bad}: 1 rows rejected, nothing imported (--only-good-rows imports the others)",
    ]
    no_card = tmp_path / "senza.csv"
    no_card.write_text("Cognome;Nome\nRossi;Mario\n")
    code, _out, err = run(capsys, "roster", "import", str(no_card), "--database", database)
    assert code == 2 and "has no card column" in err
    with open_location(database) as db:
        assert roster.current(Desk(db)) is None
    code, out, _err = run(
        capsys,
        "roster",
        "import",
        str(bad),
        "--only-good-rows",
        "--date",
        "2026-11-03",
        "--database",
        database,
    )
    assert code == 0 and out.startswith("member list of 2026-11-03 in use: 1 members from bad.csv")
    assert run(capsys, "roster", "check", "99", "--database", database)[0] == 2


def test_a_list_without_points_or_category_or_with_blank_cells_leaves_the_archives_own(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """The columns are optional (issue 37, item 1): what a list does not give (no column, a blank cell, an xlsx
    formula with no value kept) is not a 0 or an empty category, and the summary says what was refreshed."""
    database = str(tmp_path / "club.sqlite3")
    with open_location(database) as db:
        desk = Desk(db)
        ids = [
            reg.add_player(desk, "Ferraro", "Lucia", card="FIB3", category="A", ranking_points=1240),
            reg.add_player(desk, "Bianchi", "Sara", card="FIB4", category="C", ranking_points=300),
            reg.add_player(desk, "Conti", "Ugo", card="FIB5", category="B", ranking_points=700),
        ]

    def archive() -> list[tuple[str | None, int]]:
        with open_location(database) as db:
            found = {p.id: p for p in reg.search_players(Desk(db), "")}
        return [(found[i].category, found[i].ranking_points) for i in ids]

    bare = tmp_path / "bare.csv"
    bare.write_text("tessera;cognome;nome\nFIB3;Ferraro;Lucia\n")
    code, out, err = run(
        capsys, "roster", "import", str(bare), "--date", "2026-11-03", "--database", database
    )
    assert (code, err) == (0, "")
    assert out == (
        "member list of 2026-11-03 in use: 1 members from bare.csv; no archive player's category or points "
        "changed\n"
    )
    assert archive() == [("A", 1240), ("C", 300), ("B", 700)]
    blanks = tmp_path / "blanks.csv"
    blanks.write_text("tessera;cognome;nome;categoria;punti\nFIB3;Ferraro;Lucia;;\nFIB4;Bianchi;Sara;B;\n")
    code, out, _err = run(
        capsys, "roster", "import", str(blanks), "--date", "2026-11-04", "--database", database
    )
    assert code == 0
    assert out.endswith("; 1 archive players refreshed (1 categories, 0 points; blank cells left alone)\n")
    assert archive() == [("A", 1240), ("B", 300), ("B", 700)]
    book = Workbook()
    sheet = book.active
    assert sheet is not None
    sheet.append(["Tessera", "Cognome", "Nome", "Punti"])
    sheet.append(["FIB5", "Conti", "Ugo", "=1+1"])  # openpyxl keeps no value for it: read as blank
    book.save(tmp_path / "formula.xlsx")
    code, out, _err = run(
        capsys,
        "roster",
        "import",
        str(tmp_path / "formula.xlsx"),
        "--date",
        "2026-11-05",
        "--database",
        database,
    )
    assert code == 0 and out.endswith("; no archive player's category or points changed\n")
    assert archive() == [("A", 1240), ("B", 300), ("B", 700)]
