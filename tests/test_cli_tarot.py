"""fibur-director-cli for Sicilian Tarot: ``simulate --kind tarot`` and ``standings FILE [--json]``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from fibur_director.cli import main
from fibur_director.domain.tournament_file import loads
from fibur_director.games.tarot import scoring as tarot
from fibur_director.games.tarot.ruleset import get_tarot_ruleset
from tests.support.examples import tarot_example as example

ROW_KEYS = [
    "rank",
    "entry",
    "jochi",
    "calls",
    "commitments",
    "pigliate",
    "deals",
    "decided_by",
    "head_to_head",
]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        code = main(list(argv))
    except SystemExit as exit_:
        code = int(exit_.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def test_simulate_writes_a_tarot_file_that_standings_recompute(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    out = tmp_path / "tarot.json"
    code, printed, err = run(capsys, "simulate", "--kind", "tarot", "--seed", "4", "--out", str(out))
    assert (code, err) == (0, "")
    assert printed == f"{out}: 8 players, 3 rounds, 6 tables, 24 deals\n"
    text = out.read_text(encoding="utf-8")
    document = json.loads(text)
    assert (
        document["tournament"]["kind"] == "tarot"
        and document["tournament"]["ruleset"] == "tarocchi-siciliani"
    )
    assert len(document["rounds"][0]["draw"]) == 8
    code, printed, _ = run(capsys, "standings", str(out), "--json")
    rows = json.loads(printed)
    assert code == 0 and rows == document["standings"]
    assert [list(row) for row in rows] == [ROW_KEYS] * 8
    tournament = loads(text)
    lines = tarot.standings(tournament, get_tarot_ruleset())
    assert [(r["entry"], r["jochi"], r["rank"]) for r in rows] == [(x.entry, x.jochi, x.rank) for x in lines]
    # Same seed, same day; more players, more tables.
    again = tmp_path / "again.json"
    run(capsys, "simulate", "--kind", "tarot", "--seed", "4", "--out", str(again))
    assert again.read_text(encoding="utf-8") == text
    code, printed, _ = run(capsys, "simulate", "--kind", "tarot", "--entries", "16", "--out", str(again))
    assert code == 0 and "16 players, 3 rounds, 12 tables, 48 deals" in printed


def _hand_computed(tmp_path: Path) -> Path:
    """Table 1 of the example with deals 1-3 only and table 2 without deals: figures computed by hand below."""
    document: dict[str, Any] = example()
    table = document["rounds"][0]["tables"][0]
    table["deals"] = table["deals"][:3]
    document["rounds"][0]["tables"][1]["deals"] = []
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def test_standings_json_of_a_hand_computed_sheet(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    # Seats N, W, S, E = entries 1, 2, 3, 4.
    # Deal 1: N calls CV with S; jucate RIM+SCM+VAN+RIV+2 PIG = 6 against 1 PIG: +5 each to N and S, -5 each
    #   to W and E. Scommessa declared by N and Rivanto by S, both realised: N 2 + 1, S 1 + 2 = 3 each.
    #   Pigliate N, S 2; W, E 1. The CV succeeded: N's call coefficient 2.
    # Deal 2: W solista di 5 loses by 2, doubled: W pays 4 to each opponent (-12, +4, +4, +4). Pigliate 0 / 3.
    # Deal 3: E calls CF with W; RIM against VAN, 0 jochi: the call failed. N revokes and owns up: N -3, the
    #   others +1 each; S exposes a card: S -2, paid to nobody.
    # Totals: N 5+4-3 = 6; W -5-12+1 = -16; S 5+4+1-2 = 8; E -5+4+1 = 0. Sum -2 (the exposure).
    # Table 2 has no deal yet: entries 5-8 at 0 like E (entry 4), who is above them by pigliate (4 to 0);
    # 5-8 are tied on everything and share rank 4.
    code, printed, err = run(capsys, "standings", str(_hand_computed(tmp_path)), "--json")
    assert (code, err) == (0, "")
    rows = {row["entry"]: row for row in json.loads(printed)}
    assert {e: rows[e]["jochi"] for e in range(1, 9)} == {1: 6, 2: -16, 3: 8, 4: 0, 5: 0, 6: 0, 7: 0, 8: 0}
    assert rows[1]["calls"] == 2 and rows[4]["calls"] == 0 and rows[2]["calls"] == 0
    assert (rows[1]["commitments"], rows[3]["commitments"], rows[2]["commitments"]) == (3, 3, 0)
    assert (rows[1]["pigliate"], rows[2]["pigliate"], rows[4]["pigliate"]) == (5, 1, 4)
    assert [row["entry"] for row in json.loads(printed)] == [3, 1, 4, 5, 6, 7, 8, 2]
    assert [rows[e]["rank"] for e in (3, 1, 4, 5, 6, 7, 8, 2)] == [1, 2, 3, 4, 4, 4, 4, 8]
    assert rows[4]["decided_by"] is None  # its jochi differ from the row above
    assert rows[5]["decided_by"] == "pigliate" and rows[6]["decided_by"] is None
    assert "vp" not in rows[1]


def test_standings_as_a_table(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, printed, _ = run(capsys, "standings", str(_hand_computed(tmp_path)))
    lines = printed.splitlines()
    assert code == 0
    assert lines[0].split() == [
        "rank",
        "entry",
        "name",
        "jochi",
        "calls",
        "commit.",
        "pigl.",
        "h2h",
        "decided",
        "by",
    ]
    assert lines[1].split()[:6] == ["1", "3", "Cognome3", "Turi", "8", "0"]
    assert lines[-1].startswith("order: jochi, then head-to-head, then call coefficient")
    assert "(TAROT §7)" in lines[-1]


def test_a_tie_names_its_criterion(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """Two players level on jochi: the row below names what broke the tie, in the table and in the JSON."""
    for seed in range(1, 40):
        out = tmp_path / f"s{seed}.json"
        run(capsys, "simulate", "--kind", "tarot", "--seed", str(seed), "--out", str(out))
        rows = json.loads(run(capsys, "standings", str(out), "--json")[1])
        decided = [r for r in rows if r["decided_by"]]
        if decided:
            break
    assert decided, "no tie in 40 rehearsals"
    row = decided[0]
    above = rows[rows.index(row) - 1]
    assert above["jochi"] == row["jochi"] and row["decided_by"] in tarot.CRITERIA
    table = run(capsys, "standings", str(out))[1]
    assert tarot.CRITERION_NAMES_EN[row["decided_by"]] in table


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--entries", "10"], "10 players leave 2 without a table; register 2 more"),
        (["--entries", "3"], "TAROT §2"),
        (["--plan", "mitchell:3"], "a Sicilian Tarot tournament has no plan"),
        (["--rounds", "4"], "--rounds 4: a Sicilian Tarot tournament is 3 rounds of 4 deals (TAROT §3)"),
        (["--deals", "6"], "--deals 6: a Sicilian Tarot tournament is 3 rounds of 4 deals"),
        (
            ["--ruleset", "burraco-italiano"],
            "'burraco-italiano' is a ruleset of burraco, not of tarocchi siciliani",
        ),
    ],
)
def test_simulate_tarot_refuses_without_writing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, argv: list[str], message: str
) -> None:
    out = tmp_path / "t.json"
    code, printed, err = run(capsys, "simulate", "--kind", "tarot", *argv, "--out", str(out))
    assert code == 2 and printed == ""
    assert err.startswith("fibur-director-cli: error: ") and message in err
    assert not out.exists()


def test_simulate_burraco_still_needs_its_plan(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    out = tmp_path / "p.json"
    code, _, err = run(capsys, "simulate", "--entries", "10", "--out", str(out))
    assert code == 2 and "simulate --kind pairs needs --rounds, --plan" in err
    assert not out.exists()


def test_standings_of_a_refused_tarot_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    document = example()
    document["rounds"][0]["tables"][0]["deals"][1]["call"] = "S6"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    code, printed, err = run(capsys, "standings", str(path), "--json")
    assert code == 2 and printed == ""
    assert "rounds[0].tables[0].deals[1].call: unknown call 'S6'" in err


def test_a_tarot_tournament_created_without_a_ruleset_takes_the_tarots(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """``tournament create --kind tarot`` without ``--ruleset`` was refused as a ruleset of burraco's: the kind's
    game chooses its own; a ruleset of the other game is still refused naming both, and nothing is written."""
    from tests.support.cli import cli, refused, run

    database = tmp_path / "torneo.sqlite3"
    create = ("tournament", "create", "--name", "Mineo", "--rounds", "3")
    assert cli(capsys, database, *create, "--kind", "tarot") == "1"
    assert cli(capsys, database, *create) == "2"
    code, listed, err = run(capsys, "tournament", "list", "--database", str(database))
    assert (code, err) == (0, "")
    rulesets = {int(line.split()[0]): line.split()[3] for line in listed.splitlines()}
    assert rulesets == {1: "tarocchi-siciliani", 2: "burraco-italiano"}
    refused(
        capsys,
        database,
        "is a ruleset of burraco",
        *create,
        "--kind",
        "tarot",
        "--ruleset",
        "burraco-italiano",
    )
