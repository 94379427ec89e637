"""fibur-director-cli: the commands of the foundation issue, and clean failures."""

from __future__ import annotations

from pathlib import Path

import pytest

from fibur_director.db.migrate import head_revision
from tests.support.cli import run


@pytest.mark.parametrize(
    ("argv", "printed"),
    [
        (["vp", "--ruleset", "burraco-italiano", "--deals", "4", "350"], "12-8"),
        (["vp", "--ruleset", "burraco-italiano", "--deals", "4", "-350"], "8-12"),
        (["vp", "--ruleset", "burraco-italiano", "--deals", "4", "--teams", "600"], "13-7"),
        (["vp", "--ruleset", "burraco-revolution", "--deals", "2", "1150"], "19-1"),
        (["vp", "--ruleset", "fedibur-1985", "--deals", "3", "350"], "13-7"),
        (["vp", "--deals", "3", "0"], "10-10"),
        (["equivalent-mp", "--deals", "4", "13"], "505"),
        (["equivalent-mp", "--deals", "4", "--teams", "7"], "-555"),
    ],
)
def test_scoring_commands(capsys: pytest.CaptureFixture[str], argv: list[str], printed: str) -> None:
    assert run(capsys, *argv) == (0, printed + "\n", "")


def test_version_is_the_one_in_the_package(capsys: pytest.CaptureFixture[str]) -> None:
    source = (Path(__file__).parents[1] / "fibur_director" / "__init__.py").read_text(encoding="utf-8")
    version = source.split('__version__ = "', 1)[1].split('"', 1)[0]
    assert run(capsys, "--version") == (0, f"fibur-director-cli {version}\n", "")


def test_rulesets_lists_the_three(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "rulesets")
    assert code == 0
    assert [line.split("\t")[0] for line in out.splitlines()] == [
        "burraco-italiano",
        "burraco-revolution",
        "fedibur-1985",
    ]
    assert "teams" in out.splitlines()[0] and "teams" not in out.splitlines()[2]


def test_table(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "table", "--deals", "4")
    assert code == 0 and "505-700  13-7" in out and "over 2000  20-0" in out


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["vp", "--deals", "4", "352"], "not a multiple of 5"),
        (["vp", "--ruleset", "scopa", "--deals", "4", "0"], "unknown ruleset 'scopa'"),
        (["vp", "--deals", "5", "0"], "no VP table for 5 deals"),
        (["vp", "--ruleset", "fedibur-1985", "--deals", "4", "--teams", "0"], "no VP table for teams"),
        (["equivalent-mp", "--deals", "4", "25"], "between 0 and 20"),
        (["vp", "--deals", "4", "tre"], "invalid int value"),
        (["vp", "350"], "--deals"),
        ([], "COMMAND"),
    ],
)
def test_errors_exit_non_zero_with_the_message(
    capsys: pytest.CaptureFixture[str], argv: list[str], words: str
) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == "" and words in err


def test_database_command_creates_then_reports(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite3"
    code, out, _ = run(capsys, "database", str(path))
    assert code == 0 and f"created at schema {head_revision()}" in out and "integrity: ok" in out
    code, out, _ = run(capsys, "database", str(path))
    assert code == 0 and "up to date" in out


def test_database_command_refuses_a_foreign_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "notes.txt"
    path.write_text("not a database", encoding="utf-8")
    code, _, err = run(capsys, "database", str(path))
    assert code == 2 and "not a database file" in err
    assert path.read_text(encoding="utf-8") == "not a database"


def test_tournament_import_list_export_round_trip(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    played = tmp_path / "played.json"
    assert (
        run(
            capsys,
            "simulate",
            "--entries",
            "12",
            "--rounds",
            "3",
            "--plan",
            "mitchell:2,danish:1",
            "--out",
            str(played),
        )[0]
        == 0
    )
    database = tmp_path / "club.sqlite3"
    code, out, _ = run(capsys, "tournament", "import", str(played), "--database", str(database))
    assert code == 0 and out.strip() == "imported as tournament 1"
    code, out, _ = run(capsys, "tournament", "list", "--database", str(database))
    assert code == 0 and "12 entries   3 rounds" in out and out.split()[0] == "1"
    again = tmp_path / "again.json"
    code, _, _ = run(capsys, "tournament", "export", "1", "--out", str(again), "--database", str(database))
    assert code == 0
    # The file keeps what was played: the standings recomputed from both agree.
    assert (
        run(capsys, "standings", str(played), "--json")[1]
        == run(capsys, "standings", str(again), "--json")[1]
    )


def test_tournament_import_of_a_bad_file_changes_nothing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    database = tmp_path / "club.sqlite3"
    assert run(capsys, "database", str(database))[0] == 0
    before = database.read_bytes()
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": 1, "tournament": {"name": "x"}}', encoding="utf-8")
    code, out, err = run(capsys, "tournament", "import", str(broken), "--database", str(database))
    assert code == 2 and out == "" and "tournament" in err
    assert database.read_bytes() == before
    code, _, err = run(
        capsys, "tournament", "export", "7", "--out", str(tmp_path / "x.json"), "--database", str(database)
    )
    assert code == 2 and "tournament 7 does not exist" in err and not (tmp_path / "x.json").exists()
