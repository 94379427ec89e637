"""fibur-director-cli verify (issue 27, item 7): exit 0 on an intact file, 1 naming the first round edited by
hand, 2 on a file that does not read; files the program writes carry every round's fingerprint."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from fibur_director.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        code = main(list(argv))
    except SystemExit as exit_:
        code = int(exit_.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(scope="module")
def rehearsal(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("verify") / "t.json"
    assert (
        main(
            [
                "simulate",
                "--entries",
                "10",
                "--rounds",
                "4",
                "--plan",
                "mitchell:2,danish:2",
                "--out",
                str(out),
            ]
        )
        == 0
    )
    return out


def test_a_simulated_file_carries_every_rounds_fingerprint_and_verifies(
    capsys: pytest.CaptureFixture[str], rehearsal: Path
) -> None:
    capsys.readouterr()
    document = json.loads(rehearsal.read_text(encoding="utf-8"))
    assert len(document["tournament"]["fingerprint"]) == 64
    assert all(len(r["fingerprint"]) == 64 for r in document["rounds"])
    code, out, err = run(capsys, "verify", str(rehearsal))
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == f"  entries  {document['tournament']['fingerprint'][:12]}"
    assert lines[4] == f"  round 4  {document['rounds'][3]['fingerprint'][:12]}"
    assert lines[-1] == "intact: the fingerprints of all 4 rounds match what the file carries"


def test_a_file_edited_by_hand_exits_1_naming_the_round(
    capsys: pytest.CaptureFixture[str], rehearsal: Path, tmp_path: Path
) -> None:
    document = json.loads(rehearsal.read_text(encoding="utf-8"))
    table = document["rounds"][2]["tables"][1]
    table["ns"], table["ew"] = table["ew"], table["ns"]  # the two lines swapped at one table of round 3
    edited = tmp_path / "edited.json"
    edited.write_text(json.dumps(document), encoding="utf-8")
    code, out, _ = run(capsys, "verify", str(edited))
    assert code == 1
    assert "round 3 differs: written" in out
    assert out.splitlines()[-1] == f"{edited}: first round that differs: 3"


def test_a_file_stripped_of_its_fingerprints_and_edited_exits_3(
    capsys: pytest.CaptureFixture[str], rehearsal: Path, tmp_path: Path
) -> None:
    document = json.loads(rehearsal.read_text(encoding="utf-8"))
    document["tournament"].pop("fingerprint")
    for r in document["rounds"]:
        r.pop("fingerprint")
    table = document["rounds"][1]["tables"][0]
    table["ns"], table["ew"] = table["ew"], table["ns"]
    stripped = tmp_path / "stripped.json"
    stripped.write_text(json.dumps(document), encoding="utf-8")
    # the standings it still carries are recomputed from its rounds: the edit shows
    code, out, _ = run(capsys, "verify", str(stripped))
    assert code == 1 and "the standings it carries differ from its rounds' at row" in out.splitlines()[-1]
    del document["standings"]
    stripped.write_text(json.dumps(document), encoding="utf-8")
    code, out, err = run(capsys, "verify", str(stripped))
    assert (code, err) == (3, "")
    assert "the file carries no fingerprints: nothing proves it unchanged" in out
    assert "intact" not in out


def test_a_printout_fingerprint_is_checked(capsys: pytest.CaptureFixture[str], rehearsal: Path) -> None:
    document = json.loads(rehearsal.read_text(encoding="utf-8"))
    printed = document["rounds"][1]["fingerprint"][:12]
    assert run(capsys, "verify", str(rehearsal), printed)[0] == 0
    assert run(capsys, "verify", str(rehearsal), f"2:{printed}")[0] == 0
    code, out, _ = run(capsys, "verify", str(rehearsal), f"1:{printed}")
    assert code == 1 and "round 1: the printout says" in out
    code, out, _ = run(capsys, "verify", str(rehearsal), "0123456789ab")
    assert (
        code == 1
        and out.splitlines()[-1] == f"{rehearsal}: the printout's fingerprint is no round's of this file"
    )
    code, out, _ = run(capsys, "verify", str(rehearsal), f"7:{printed}")
    assert code == 1 and "the printout is of round 7, not in the file (it has 4): rounds removed" in out
    code, _, err = run(capsys, "verify", str(rehearsal), "not-a-fingerprint")
    assert code == 2 and "is not a fingerprint" in err


def test_a_file_that_does_not_read_is_an_error_not_a_difference(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "fibur-director-tournament", "version": 1}', encoding="utf-8")
    code, out, err = run(capsys, "verify", str(broken))
    assert (code, out) == (2, "") and "tournament: is missing" in err


def test_a_tarot_file_carries_them_too_and_a_deal_edited_by_hand_is_found(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    written = tmp_path / "tarot.json"
    assert main(["simulate", "--kind", "tarot", "--entries", "8", "--out", str(written)]) == 0
    assert run(capsys, "verify", str(written))[0] == 0
    document = json.loads(written.read_text(encoding="utf-8"))
    deal = document["rounds"][1]["tables"][0]["deals"][0]
    deal["penalties"] = [
        *deal.get("penalties", []),
        {"seat": "E", "kind": "exposure"},
    ]  # a penalty added later
    written.write_text(json.dumps(document), encoding="utf-8")
    code, out, _ = run(capsys, "verify", str(written))
    assert code == 1 and out.splitlines()[-1] == f"{written}: first round that differs: 2"
