"""Every file of the corpus is refused in one line by every command that reads a tournament file, within a time
budget, and a refused import leaves the database byte for byte as it was (issue 14)."""

from __future__ import annotations

import json
import shutil
import time
from pathlib import Path

import pytest

from fibur_director.cli import main
from fibur_director.domain.file_schema import parse, validate
from fibur_director.domain.tournament import TournamentError
from fibur_director.domain.tournament_file import loads

from .corpus import BUDGET_SECONDS, CASES, commands, valid

# Far above what a refusal takes (milliseconds; docs/performance.md): this only tells a hang from a refusal.


@pytest.fixture(scope="module")
def empty_database(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("db") / "empty.sqlite3"
    assert main(["database", str(path)]) == 0
    return path


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str, float]:
    start = time.perf_counter()
    code = main(list(argv))
    elapsed = time.perf_counter() - start
    out, err = capsys.readouterr()
    return code, out, err, elapsed


def test_the_valid_file_is_accepted_by_every_command(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, empty_database: Path
) -> None:
    file = tmp_path / "valid.json"
    file.write_text(json.dumps(valid()), encoding="utf-8")
    database = tmp_path / "db.sqlite3"
    shutil.copy(empty_database, database)
    for name, argv in commands(file, tmp_path, database).items():
        code, _, err, _ = run(capsys, *argv)
        assert code == 0 and err == "", (name, err)


@pytest.mark.parametrize("case", sorted(CASES))
def test_each_nasty_file_is_refused_in_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, empty_database: Path, case: str
) -> None:
    file = tmp_path / "nasty.json"
    file.write_bytes(CASES[case]().encode("utf-8", "surrogatepass"))
    database = tmp_path / "db.sqlite3"
    shutil.copy(empty_database, database)
    before = database.read_bytes()
    for name, argv in commands(file, tmp_path, database).items():
        code, out, err, elapsed = run(capsys, *argv)
        assert code == 2, (name, out, err)
        assert out == "" and err.startswith("fibur-director-cli: error: ") and err.count("\n") == 1, (
            name,
            err,
        )
        assert len(err) < 400, (name, err)
        assert elapsed < BUDGET_SECONDS, (name, elapsed)
    assert database.read_bytes() == before
    assert not (tmp_path / "out.pdf").exists() and not (tmp_path / "out.xlsx").exists()
    assert not (tmp_path / "csv").exists()


@pytest.mark.parametrize("case", sorted(CASES))
def test_each_nasty_text_is_refused_by_the_reader_with_a_place(case: str) -> None:
    text = CASES[case]()
    with pytest.raises(TournamentError) as caught:
        loads(text)
    assert caught.value.place and "\n" not in str(caught.value)
    assert "\n" not in caught.value.message("it")


def test_the_limits_refuse_before_the_work() -> None:
    document = valid()
    document["players"] = [{"id": f"q{i}", "surname": "S", "name": "N"} for i in range(7000)]
    with pytest.raises(TournamentError, match=r"^players: 7,000 items: from 0 to 6,000$"):
        validate(document)
    with pytest.raises(TournamentError, match=r"^document: nested more than 20 levels deep$"):
        parse("[" * 21 + "]" * 21)
    parse("[" * 20 + "]" * 20)
    # brackets inside text are not nesting
    assert parse(json.dumps({"a": "[" * 1000})) == {"a": "[" * 1000}
