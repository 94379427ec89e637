"""The check-in at the door from the command line (issue 26, items 7-8): one line out, exit 2 and nothing changed
on a refusal; the code it prints pairs a phone, the sheet it prints carries the totals worked out by hand.

Four pairs (8 players), fee 15 euro: entry 1 here and paid 10 each, Rossi2 here and paid 12.50; here 3 of 8,
paid 32.50, owed 5 + 5 + 2.50 + 5 x 15 = 87.50."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from fibur_director.db.database import open_database
from fibur_director.services import checkin as svc
from fibur_director.services.actions import Desk
from tests.support.cli import cli, refused, run


def _tournament(capsys: pytest.CaptureFixture[str], database: Path) -> tuple[str, list[str]]:
    tid = cli(
        capsys, database, "tournament", "create", "--name", "Porta", "--rounds", "3", "--plan", "mitchell:3"
    )
    players = []
    for number in range(1, 5):
        a = cli(capsys, database, "player", "add", "--surname", f"Rossi{number}", "--name", "Anna")
        b = cli(capsys, database, "player", "add", "--surname", f"Verdi{number}", "--name", "Bea")
        cli(capsys, database, "entry", "add", tid, a, b)
        players += [a, b]
    return tid, players


def test_check_in_close_and_print_from_the_command_line(
    capsys: pytest.CaptureFixture[str], database: Path, tmp_path: Path
) -> None:
    tid, players = _tournament(capsys, database)
    assert cli(capsys, database, "tournament", "checkin-fee", tid, "15") == "15.00"
    assert cli(capsys, database, "entry", "checkin", tid, "1", "--present", "--paid", "10") == (
        "1: present; 6 of 8 not here yet"
    )
    assert cli(
        capsys, database, "entry", "checkin", tid, "2", "--present", "--player", players[2], "--paid", "12,50"
    ) == ("2: present; 5 of 8 not here yet")
    refused(
        capsys,
        database,
        "not a member of entry 2",
        "entry",
        "checkin",
        tid,
        "2",
        "--present",
        "--player",
        players[0],
    )
    code, out, err = run(
        capsys, "entry", "checkin", tid, "2", "--present", "--paid", "dieci", "--database", str(database)
    )
    assert (
        code == 2 and out == "" and "amount 'dieci': write euro as 12 or 12.50" in err
    )  # argparse's usage, then why
    refused(capsys, database, "entry 9 does not exist", "entry", "checkin", tid, "9", "--present")
    sheet = tmp_path / "accoglienza.pdf"
    assert (
        cli(capsys, database, "tournament", "checkin-sheet", tid, "--out", str(sheet))
        == f"{sheet}: 1 page(s)"
    )
    shown = subprocess.run(
        ["pdftotext", "-layout", str(sheet), "-"], capture_output=True, text=True, check=True
    )
    assert "arrivati 3 su 8 · incassato 32,50 € · da incassare 87,50 €" in " ".join(shown.stdout.split())

    code, out, err = run(capsys, "tournament", "checkin-close", tid, "--database", str(database))
    assert (code, err) == (0, "")
    assert out.splitlines() == [
        "2\tRossi2 - Verdi2\tVerdi2 Bea",
        "3\tRossi3 - Verdi3\tRossi3 Anna, Verdi3 Bea",
        "4\tRossi4 - Verdi4\tRossi4 Anna, Verdi4 Bea",
    ]
    refused(
        capsys,
        database,
        "not an entry with a member absent",
        "tournament",
        "checkin-close",
        tid,
        "--strike",
        "1",
    )
    assert cli(capsys, database, "tournament", "checkin-close", tid, "--strike", "3", "4") == "struck: 3 4"
    # Two pairs left for three rounds: the proposal says the movement will repeat (its warnings on the line).
    assert cli(capsys, database, "round", "propose", tid, "--seed", "1") == (
        "1; with 1 tables a Mitchell movement gives new opponents for 1 rounds only; 3 are planned, so "
        "meetings will repeat"
    )
    refused(capsys, database, "already drawn", "tournament", "checkin-close", tid, "--strike", "2")


def test_the_printed_code_pairs_a_phone_once_and_revoking_ends_it(
    capsys: pytest.CaptureFixture[str], database: Path
) -> None:
    tid, _players = _tournament(capsys, database)
    code = cli(capsys, database, "tournament", "checkin-code", tid)
    assert len(code) == 6
    with open_database(database) as db:
        token, device = svc.pair(Desk(db, "web"), code)
        assert device.number == 1
    assert cli(capsys, database, "tournament", "checkin-revoke", tid, "1") == "1"
    refused(capsys, database, "not paired or already revoked", "tournament", "checkin-revoke", tid, "1")
    with open_database(database) as db:
        assert svc.device_of(Desk(db, "web"), token) is None
