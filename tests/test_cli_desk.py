"""Every desk action as a command over a database (issue 12): one line out, exit 2 and nothing changed on a refusal.

The tournament below is played through the commands alone and checked against figures worked out by hand
(Burraco Italiano, 4 deals, IT Art. 18): a difference of 350 is 12-8, an equal table 10-10.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from fibur_director.db.database import open_database
from tests.support.cli import cli, refused, run


def test_a_tournament_played_through_the_commands(
    capsys: pytest.CaptureFixture[str], database: Path, tmp_path: Path
) -> None:
    tid = cli(
        capsys,
        database,
        "tournament",
        "create",
        "--name",
        "Natale",
        "--ruleset",
        "burraco-italiano",
        "--kind",
        "pairs",
        "--deals",
        "4",
        "--rounds",
        "2",
        "--plan",
        "mitchell:2",
        "--sessions",
        "1-2",
    )
    assert tid == "1"
    players = [
        cli(capsys, database, "player", "add", "--surname", f"Rossi{i}", "--name", "Ugo", "--card", f"C{i}")
        for i in range(1, 9)
    ]
    assert players == [str(i) for i in range(1, 9)]
    entries = [cli(capsys, database, "entry", "add", tid, players[i], players[i + 1]) for i in range(0, 8, 2)]
    assert entries == ["1", "2", "3", "4"]
    assert cli(capsys, database, "round", "propose", tid, "--seed", "3") == "1"
    assert cli(capsys, database, "round", "publish", tid) == "1"
    assert cli(capsys, database, "result", tid, "1", "1", "1350", "1000") == "12-8"
    assert cli(capsys, database, "result", tid, "1", "2", "900", "900") == "10-10"
    refused(capsys, database, "confirmation", "result", tid, "1", "1", "1000", "1000")
    assert cli(capsys, database, "result", tid, "1", "2", "1000", "650", "--confirmed") == "12-8"
    assert cli(capsys, database, "round", "close", tid) == "1"
    warning = cli(
        capsys,
        database,
        "sanction",
        "add",
        tid,
        "--type",
        "warning",
        "--entry",
        "1",
        "--round",
        "1",
        "--infraction",
        "wrong_table",
    )
    late = cli(
        capsys,
        database,
        "sanction",
        "add",
        tid,
        "--type",
        "late",
        "--entry",
        "2",
        "--round",
        "1",
        "--minutes",
        "3",
    )
    assert int(late) == int(warning) + 1
    assert cli(capsys, database, "sanction", "remove", tid, late) == late
    assert cli(capsys, database, "standings", "publish", tid, "provisional") == "provisional after round 1"
    assert cli(capsys, database, "undo", tid).startswith("undone: publish_standings (log #")
    assert cli(capsys, database, "redo", tid).startswith("redone: publish_standings (log #")
    assert cli(capsys, database, "player", "edit", players[0], "--surname", "Rossini") == players[0]
    assert cli(capsys, database, "entry", "withdraw", tid, "4", "--from-round", "2") == "4"
    out = tmp_path / "natale.json"
    cli(capsys, database, "tournament", "export", tid, "--out", str(out))
    document = json.loads(out.read_text(encoding="utf-8"))
    names = {e["id"]: e["name"] for e in document["entries"]}
    assert names[1] == "Rossini - Rossi2"  # the edited surname, derived when read
    [sheet1] = [t for t in document["rounds"][0]["tables"] if t["table"] == 1]
    [sheet2] = [t for t in document["rounds"][0]["tables"] if t["table"] == 2]
    vp = {row["entry"]: row["vp"] for row in document["standings"]}
    # Table 1: 1350-1000, a difference of 350, 12-8; table 2 corrected to 1000-650, also 12-8.
    assert vp[sheet1["ns"]] == 12 and vp[sheet1["ew"]] == 8
    assert vp[sheet2["ns"]] == 12 and vp[sheet2["ew"]] == 8
    assert [s["type"] for s in document["sanctions"]] == ["warning", "withdrawal"]


def test_refusals_are_one_line_and_change_nothing(capsys: pytest.CaptureFixture[str], database: Path) -> None:
    tid = cli(capsys, database, "tournament", "create", "--name", "Prova", "--rounds", "2")
    a = cli(capsys, database, "player", "add", "--surname", "Verdi", "--name", "Ugo", "--card", "X1")
    b = cli(capsys, database, "player", "add", "--surname", "Neri", "--name", "Eva")
    refused(capsys, database, "tournament 99 does not exist", "entry", "add", "99", a, b)
    refused(
        capsys,
        database,
        "card X1 already belongs",
        "player",
        "add",
        "--surname",
        "Z",
        "--name",
        "Z",
        "--card",
        "X1",
    )
    refused(capsys, database, "needs --surname", "player", "edit", a)
    refused(capsys, database, "no proposed round", "round", "publish", tid)
    refused(capsys, database, "no published round", "round", "close", tid)
    refused(capsys, database, "at least two entries", "round", "propose", tid)
    refused(capsys, database, "nothing to redo", "redo", tid)
    cli(capsys, database, "entry", "add", tid, a, b)
    refused(capsys, database, "Neri Eva plays in entry 1", "undo")  # the archive's last action: adding Neri
    refused(
        capsys,
        database,
        "sessions",
        "tournament",
        "create",
        "--name",
        "X",
        "--rounds",
        "2",
        "--sessions",
        "1-x",
    )
    refused(capsys, database, "no round is closed", "standings", "publish", tid, "final")
    # A number no database holds (SQLite's driver refuses it before any query): said, not a traceback.
    refused(capsys, database, "a number too large", "round", "close", "99999999999999999999")
    refused(capsys, database, "a number too large", "entry", "add", "99999999999999999999", a, b)


def test_a_tarot_tournament_through_the_commands(capsys: pytest.CaptureFixture[str], database: Path) -> None:
    """Sicilian Tarot (issue 17): created, drawn and seated from the command line; the burraco commands it
    reaches answer with one line and change nothing."""
    create = ("tournament", "create", "--name", "Mineo", "--ruleset", "tarocchi-siciliani", "--rounds", "3")
    refused(capsys, database, "is a ruleset of tarocchi siciliani, not of burraco", *create)
    tid = cli(capsys, database, *create, "--kind", "tarot")
    for n in range(1, 9):
        cli(
            capsys,
            database,
            "entry",
            "add",
            tid,
            cli(capsys, database, "player", "add", "--surname", f"G{n}", "--name", "T"),
        )
    refused(capsys, database, "record the draw first", "round", "propose", tid)
    refused(
        capsys,
        database,
        "trump 11 was drawn twice",
        "round",
        "draw",
        tid,
        "--trumps",
        "1=11,2=11,3=3,4=4,5=5,6=6,7=7,8=8",
    )
    assert cli(capsys, database, "round", "draw", tid, "--seed", "3") == "1"
    assert cli(capsys, database, "round", "publish", tid) == "1"
    refused(
        capsys,
        database,
        "it uses its turn sheets, the TAROT §6 penalties",
        "result",
        tid,
        "1",
        "1",
        "100",
        "100",
    )
    refused(capsys, database, "round 1 still misses deals at table(s) 1, 2", "round", "close", tid)
    refused(capsys, database, "has no withdrawal", "entry", "withdraw", tid, "1", "--from-round", "2")
    assert cli(capsys, database, "undo", tid).startswith("undone: publish_round")


def test_the_installed_command_prints_one_line(database: Path) -> None:
    command = [sys.executable, "-m", "fibur_director.cli"]
    created = subprocess.run(
        [*command, "tournament", "create", "--name", "Sub", "--rounds", "1", "--database", str(database)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert (created.returncode, created.stdout, created.stderr) == (0, "1\n", "")
    refused = subprocess.run(
        [*command, "round", "close", "1", "--database", str(database)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert refused.returncode == 2 and refused.stdout == "" and len(refused.stderr.splitlines()) == 1


def test_setup_choices_and_an_open_warning_from_the_command_line(
    capsys: pytest.CaptureFixture[str], database: Path
) -> None:
    tid = cli(
        capsys,
        database,
        "tournament",
        "create",
        "--name",
        "Regionale",
        "--rounds",
        "2",
        "--level",
        "regional",
        "--announce-800",
        "--prizes",
        "4",
        "--tie-break",
        "head_to_head,mp",
    )
    refused(
        capsys,
        database,
        "the round may be shortened only in club and federal tournaments",
        "tournament",
        "create",
        "--name",
        "X",
        "--rounds",
        "2",
        "--level",
        "national",
        "--round-time-reduction",
        "2",
    )
    players = [cli(capsys, database, "player", "add", "--surname", f"S{i}", "--name", "N") for i in range(4)]
    cli(capsys, database, "entry", "add", tid, players[0], players[1])
    cli(capsys, database, "entry", "add", tid, players[2], players[3])
    cli(capsys, database, "round", "propose", tid)
    cli(capsys, database, "round", "publish", tid)
    refused(
        capsys,
        database,
        "a reason and its article",
        "sanction",
        "add",
        tid,
        "--type",
        "warning",
        "--entry",
        "1",
        "--round",
        "1",
        "--note",
        "Telefono acceso",
    )
    cli(
        capsys,
        database,
        "sanction",
        "add",
        tid,
        "--type",
        "warning",
        "--entry",
        "1",
        "--round",
        "1",
        "--note",
        "Telefono acceso",
        "--article",
        "Regola del circolo",
    )


def test_a_tournament_created_without_a_date_is_dated_the_day_it_runs(
    capsys: pytest.CaptureFixture[str], database: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The grammar is built once per process (cli.build_parser): its defaults are read then, so "today" is read
    when the command runs, or a desk left open past midnight would date the next day's tournament yesterday."""
    import datetime as dt

    from fibur_director.cli import build_parser

    build_parser()  # built, and kept, the day before

    class Tomorrow(dt.date):
        @classmethod
        def today(cls) -> Tomorrow:
            return cls(2031, 5, 4)

    monkeypatch.setattr(dt, "date", Tomorrow)
    tid = cli(capsys, database, "tournament", "create", "--name", "Domani", "--rounds", "2")
    monkeypatch.undo()
    from fibur_director.db.models import Tournament

    with open_database(database) as db, db.sessions() as session:
        created = session.get(Tournament, int(tid))
        assert created is not None and created.date == dt.date(2031, 5, 4)


def test_the_tournament_carries_its_referee(
    capsys: pytest.CaptureFixture[str], database: Path, tmp_path: Path
) -> None:
    """Issue 38: `tournament create --referee`, `tournament edit T --referee`, undone like any action, printed on
    the standings and in the workbook, and carried by the tournament file."""
    from pypdf import PdfReader

    tid = cli(
        capsys, database, "tournament", "create", "--name", "Natale", "--rounds", "2", "--referee", "Ada Neri"
    )
    with open_database(database) as db:
        from fibur_director.services.actions import Desk
        from fibur_director.services.journal import settings_of

        assert settings_of(Desk(db), int(tid)).referee == "Ada Neri"
    assert cli(capsys, database, "tournament", "edit", tid, "--referee", "Ada Neri Bianchi") == (
        "referee: Ada Neri Bianchi"
    )
    refused(capsys, database, "say what to change", "tournament", "edit", tid)
    refused(
        capsys,
        database,
        "at most 100 printable characters",
        "tournament",
        "edit",
        tid,
        "--referee",
        "x" * 101,
    )
    assert cli(capsys, database, "undo", tid).startswith("undone: referee")
    out = tmp_path / "classifica.pdf"
    cli(capsys, database, "print", "standings", "--tournament", tid, "--out", str(out))
    text = " ".join((page.extract_text() or "") for page in PdfReader(out).pages)
    assert "Direttore di gara: Ada Neri" in " ".join(text.split())
    exported = tmp_path / "natale.json"
    cli(capsys, database, "tournament", "export", tid, "--out", str(exported))
    assert json.loads(exported.read_text(encoding="utf-8"))["tournament"]["referee"] == "Ada Neri"
    book = tmp_path / "natale.xlsx"
    run(capsys, "export", str(exported), "--xlsx", str(book))
    from openpyxl import load_workbook

    sheet = load_workbook(book)["Torneo"]
    assert ["Direttore di gara", "Ada Neri"] in [[c.value for c in row] for row in sheet.iter_rows()]


def test_read_only_commands_work_beside_the_open_desk(
    capsys: pytest.CaptureFixture[str], database: Path, tmp_path: Path
) -> None:
    """Issue 38: `tournament list` and `tournament export` were refused while the desk had the file open. A command
    that only reads now reads beside the desk (as the live pages' server does); one that writes still waits for
    the desk's lock and is refused (tests/db/test_storage_faults.py)."""
    from fibur_director.services.actions import Desk
    from tests.support.builders import make_tournament, play_round

    with open_database(database) as held:  # the desk, holding the file's lock
        desk = Desk(held, actor="arbitro")
        tid = make_tournament(desk, pairs=4)
        play_round(desk, tid)
        code, out, err = run(capsys, "tournament", "list", "--database", str(database))
        assert (code, err) == (0, "") and "Torneo di Natale" in out and "4 entries" in out
        exported = tmp_path / "natale.json"
        code, out, err = run(
            capsys, "tournament", "export", str(tid), "--out", str(exported), "--database", str(database)
        )
        assert (code, err) == (0, "") and json.loads(exported.read_text(encoding="utf-8"))["rounds"]
        standings = tmp_path / "classifica.pdf"
        code, _out, err = run(
            capsys,
            "print",
            "standings",
            "--tournament",
            str(tid),
            "--out",
            str(standings),
            "--database",
            str(database),
        )
        assert (code, err) == (0, "") and standings.is_file()


def test_printing_a_round_only_proposed_says_to_publish_it(
    capsys: pytest.CaptureFixture[str], database: Path, tmp_path: Path
) -> None:
    """The outside attack on issue 35: `print seating --round 1` of a proposed round said «round 1 is not in the
    tournament (rounds: none)»; it is there, only not published. A round the database lacks still lists the
    rounds there are."""
    tid = cli(
        capsys, database, "tournament", "create", "--name", "Prova", "--rounds", "2", "--plan", "mitchell:2"
    )
    players = [cli(capsys, database, "player", "add", "--surname", f"S{i}", "--name", "N") for i in range(8)]
    for i in range(0, 8, 2):
        cli(capsys, database, "entry", "add", tid, players[i], players[i + 1])
    cli(capsys, database, "round", "propose", tid, "--seed", "1")
    out = str(tmp_path / "seating.pdf")
    refused(
        capsys,
        database,
        f"round 1 is proposed, not yet published: publish it first (round publish {tid})",
        "print",
        "seating",
        "--tournament",
        tid,
        "--round",
        "1",
        "--out",
        out,
    )
    refused(
        capsys,
        database,
        "round 2 is not in the tournament (rounds: none)",
        "print",
        "seating",
        "--tournament",
        tid,
        "--round",
        "2",
        "--out",
        out,
    )
    assert not Path(out).exists()
