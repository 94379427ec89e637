"""Running the command line inside a test (``main`` in this process): its exit code and what it printed, and the
two checks every desk command's test makes — one line out on success; on a refusal exit 2, one line naming the
place, and not a row of the database changed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from fibur_director.cli import main
from fibur_director.db.database import open_database
from tests.support.builders import all_rows


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        code = main(list(argv))
    except SystemExit as exit_:  # argparse's own usage errors
        code = int(exit_.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def cli(capsys: pytest.CaptureFixture[str], database: Path, *argv: str) -> str:
    """A command that must succeed: its one line."""
    code, out, err = run(capsys, *argv, "--database", str(database))
    assert (code, err) == (0, ""), err
    lines = out.splitlines()
    assert len(lines) == 1, out
    return lines[0]


def rows(database: Path) -> dict[str, list[Any]]:
    with open_database(database) as db:
        return all_rows(db)


def refused(capsys: pytest.CaptureFixture[str], database: Path, words: str, *argv: str) -> None:
    before = rows(database)
    code, out, err = run(capsys, *argv, "--database", str(database))
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and words in err, err
    assert rows(database) == before
