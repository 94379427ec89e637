"""The terminal is safe from what files and databases hold (issue 14): control sequences in names are shown as
text, and ``standings FILE | head`` ends without a traceback."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from fibur_director.cli import main, shown
from tests.support.cli import run


def test_shown_escapes_what_a_terminal_acts_on() -> None:
    assert shown("Rossi\x1b[2J\x07\r") == "Rossi\\u001b[2J\\u0007\\u000d"
    assert shown("abc\u202edef\x9b") == "abc\\u202edef\\u009b"
    assert shown("Niccolò\tà\n") == "Niccolò\tà\n"


def test_control_sequences_in_a_database_reach_the_terminal_as_text(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    database = tmp_path / "club.sqlite3"
    name = "Torneo\x1b]0;pwned\x07\x1b[2J\u202e"
    code, _, err = run(
        capsys, "tournament", "create", "--name", name, "--rounds", "2", "--plan", "mitchell:2",
        "--database", str(database),
    )  # fmt: skip
    assert code == 0, err
    code, out, _ = run(capsys, "tournament", "list", "--database", str(database))
    assert code == 0
    assert "\x1b" not in out and "\x07" not in out and "\u202e" not in out
    assert "Torneo\\u001b]0;pwned\\u0007\\u001b[2J\\u202e" in out
    code, _, err = run(capsys, "player", "edit", "999", "--surname", "\x1b[31mX", "--database", str(database))
    assert code == 2 and "\x1b" not in err


def test_standings_into_a_closed_pipe_ends_quietly(tmp_path: Path) -> None:
    played = tmp_path / "played.json"
    assert (
        main(["simulate", "--entries", "200", "--rounds", "2", "--plan", "mitchell:2", "--out", str(played)])
        == 0
    )
    process = subprocess.Popen(
        [sys.executable, "-m", "fibur_director.cli", "standings", str(played)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert process.stdout is not None and process.stderr is not None
    process.stdout.close()  # as `| head -0` would: every write meets a closed pipe
    err = process.stderr.read().decode()
    assert process.wait(timeout=120) == 0
    assert err == "", err
