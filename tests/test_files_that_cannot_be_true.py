"""Files that load but cannot be true are refused in one line naming the place, by every command that reads a
tournament file, and nothing is written (issue 28, item 6):

- a round with no tables while entries are not resting;
- an entry that neither plays nor rests in a round and has no sanction for it;
- a team match whose line-up names a player of another team, the same player twice, or more players than a side
  seats;
- a Sicilian Tarot field that is not a multiple of four (9 players: the one who never sat ranked 5th of 9);
- a withdrawal or an absence covering a round whose sheet the entry played is entered (IT Art. 38: the results
  already obtained stand); after a quarrel the quarrel round's own sheet stands, a later one cannot.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from fibur_director.db.database import open_database
from fibur_director.domain.tournament_file import dumps
from fibur_director.games.burraco.simulation import simulate
from fibur_director.games.tarot.simulation import simulate_tarot
from tests.domain.test_tournament_file import example
from tests.services.test_workflow import all_rows
from tests.test_cli import run

Document = dict[str, Any]


def no_tables(d: Document) -> None:
    d["tournament"]["planned_rounds"] = 2
    d["tournament"]["sessions"] = [[1, 2]]
    d["rounds"].append({"number": 2, "system": "danish", "tables": [], "rest": [1]})


def vanished(d: Document) -> None:
    d["tournament"]["planned_rounds"] = 2
    d["tournament"]["sessions"] = [[1, 2]]
    d["rounds"].append(
        {
            "number": 2,
            "system": "danish",
            "tables": [{"table": 1, "ns": 1, "ew": 2}, {"table": 2, "ns": 3, "ew": 4}],
        }
    )  # pair 5 rested in round 1 and is nowhere in round 2


def absent_over_a_sheet(d: Document) -> None:
    d["sanctions"].append({"type": "absent", "entry": 1, "round": 1})  # pair 1 won table 1, 1250-900


def withdrawn_over_a_sheet(d: Document) -> None:
    d["sanctions"].append({"type": "withdrawal", "entry": 3, "from_round": 1})


def quarrel_round_two(d: Document) -> None:
    vanished(d)
    d["rounds"][1]["tables"][1]["result"] = {"ns_points": 900, "ew_points": 700}  # pair 3 v 4
    d["rounds"][1]["rest"] = [5]
    d["sanctions"].append({"type": "withdrawal", "entry": 3, "from_round": 2, "quarrel": True})


def quarrel_round_one(d: Document) -> None:
    quarrel_round_two(d)
    d["sanctions"][-1]["from_round"] = 1  # the quarrel in round 1 leaves pair 3 out of round 2, played


def teams() -> Document:
    document: Document = json.loads(
        dumps(simulate(kind="teams", entries=2, rounds=1, plan="danish:1", seed=1))
    )
    return document


def stranger(d: Document) -> None:
    table = d["rounds"][0]["tables"][0]
    team = next(e for e in d["entries"] if e["id"] == table["ns"])
    other = next(e for e in d["entries"] if e["id"] != table["ns"])
    assert other["players"][0] not in team["players"]
    table["ns_players"] = [table["ns_players"][0], other["players"][0]]


def twice(d: Document) -> None:
    open_room, closed_room = d["rounds"][0]["tables"]
    # The home team's first open-room player sits again for it in the closed room (there on East-West).
    closed_room["ew_players"] = [open_room["ns_players"][0], closed_room["ew_players"][1]]


def three_a_side(d: Document) -> None:
    table = d["rounds"][0]["tables"][0]
    team = next(e for e in d["entries"] if e["id"] == table["ns"])
    table["ns_players"] = [
        *table["ns_players"],
        next(p for p in team["players"] if p not in table["ns_players"]),
    ]


def nine_tarot_players() -> Document:
    document: Document = json.loads(dumps(simulate_tarot(entries=8, seed=3)))
    document["players"].append({"id": "p9", "surname": "Nono", "name": "Ultimo"})
    document["entries"].append({"id": 9, "name": "Nono", "players": ["p9"]})
    return document


CASES: list[tuple[str, Callable[[], Document], Callable[[Document], None] | None, str]] = [
    (
        "no-tables",
        example,
        no_tables,
        "rounds[1].tables: round 2 has no tables, yet entries 2, 3, 4, 5 do not rest",
    ),
    ("vanished", example, vanished, "rounds[1]: entry 5 neither plays nor rests in round 2"),
    ("stranger", teams, stranger, "rounds[0].tables[0].ns_players: player p"),
    ("twice", teams, twice, "rounds[0].tables[1].ew_players: player"),
    (
        "three",
        teams,
        three_a_side,
        "rounds[0].tables[0].ns_players: a side of a team table seats a pair, not 3",
    ),
    ("tarot-9", nine_tarot_players, None, "entries: a Sicilian Tarot tournament seats tables of four"),
    (
        "absent-played",
        example,
        absent_over_a_sheet,
        "sanctions[1]: an absence of entry 1 covers round 1, whose sheet at table 1 is entered: the results "
        "already obtained stand (IT Art. 38)",
    ),
    (
        "withdrawn-played",
        example,
        withdrawn_over_a_sheet,
        "sanctions[1]: a withdrawal of entry 3 covers round 1, whose sheet at table 1 is entered",
    ),
    (
        "quarrel-later",
        example,
        quarrel_round_one,
        "sanctions[1]: a withdrawal of entry 3 covers round 2, whose sheet at table 2 is entered",
    ),
]
COMMANDS = [
    ("standings", lambda f, out: ["standings", str(f)]),
    ("standings-json", lambda f, out: ["standings", str(f), "--json"]),
    ("print", lambda f, out: ["print", "standings", str(f), "--out", str(out / "c.pdf")]),
    ("export", lambda f, out: ["export", str(f), "--xlsx", str(out / "c.xlsx")]),
    ("import", lambda f, out: ["tournament", "import", str(f), "--database", str(out / "t.sqlite3")]),
]


@pytest.mark.parametrize(("name", "base", "change", "words"), CASES, ids=[c[0] for c in CASES])
@pytest.mark.parametrize(("command", "argv"), COMMANDS, ids=[c[0] for c in COMMANDS])
def test_every_command_refuses_it_in_one_line_and_writes_nothing(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    name: str,
    base: Callable[[], Document],
    change: Callable[[Document], None] | None,
    words: str,
    command: str,
    argv: Callable[[Path, Path], list[str]],
) -> None:
    document = base()
    if change is not None:
        change(document)
    path = tmp_path / f"{name}.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    out = tmp_path / "out"
    out.mkdir()
    database = out / "t.sqlite3"
    if command == "import":
        with open_database(database) as db:
            before = all_rows(db)
    code, printed, err = run(capsys, *argv(path, out))
    assert code == 2 and printed == ""
    assert len(err.strip().splitlines()) == 1 and words in err, err
    if command == "import":
        with open_database(database) as db:
            assert all_rows(db) == before
    else:
        assert list(out.iterdir()) == []


def test_the_valid_bases_load(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """The refusals above come from the change, not from the base document."""
    for name, base in (("example", example), ("teams", teams)):
        path = tmp_path / f"{name}.json"
        path.write_text(json.dumps(base()), encoding="utf-8")
        code, _, err = run(capsys, "standings", str(path))
        assert code == 0, err
    quarrel = example()
    quarrel_round_two(
        quarrel
    )  # the quarrel round's own sheet stands for the opponents (IT Art. 38 Abbandono)
    path = tmp_path / "quarrel.json"
    path.write_text(json.dumps(quarrel), encoding="utf-8")
    code, _, err = run(capsys, "standings", str(path))
    assert code == 0, err
    eight = tmp_path / "tarot.json"
    eight.write_text(dumps(simulate_tarot(entries=8, seed=3)), encoding="utf-8")
    assert run(capsys, "standings", str(eight))[0] == 0
