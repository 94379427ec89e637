"""The corpus of nasty tournament files (issue 14): each case is a name and a way to build the file's text from a
valid document. Every case must be refused in one line by standings, print, export and import, quickly, with the
database unchanged. When a bug is found with a file, its case is added here.

The cases are built rather than stored: several are tens of megabytes or hundreds of thousands of items, and a
builder states what is wrong with the file better than the file itself does.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

Document = dict[str, Any]


def valid() -> Document:
    """A small consistent tournament: 5 pairs, 4 planned rounds, two played, deals, sanctions of each family."""
    return {
        "format": "fibur-director-tournament",
        "version": 1,
        "tournament": {
            "name": "Torneo di Natale",
            "date": "2026-12-20",
            "ruleset": "burraco-italiano",
            "kind": "pairs",
            "deals_per_round": 4,
            "planned_rounds": 4,
            "sessions": [[1, 2], [3, 4]],
        },
        "players": [
            {"id": f"p{i}", "surname": f"Cognome{i}", "name": "Maria", "card": f"FIB{i}", "club": "Aurora"}
            for i in range(1, 11)
        ],
        "entries": [
            {"id": e, "name": f"Coppia {e}", "players": [f"p{2 * e - 1}", f"p{2 * e}"]} for e in range(1, 6)
        ],
        "rounds": [
            {
                "number": 1,
                "system": "mitchell",
                "tables": [
                    {
                        "table": 1,
                        "ns": 1,
                        "ew": 3,
                        "ns_players": ["p1", "p2"],
                        "result": {"ns_points": 1250, "ew_points": 900, "deals": [[600, 400], [650, 500]]},
                    },
                    {"table": 2, "ns": 2, "ew": 4, "result": {"ns_points": 700, "ew_points": 700}},
                ],
                "rest": [5],
            },
            {
                "number": 2,
                "system": "danish",
                "tables": [
                    {"table": 1, "ns": 1, "ew": 2, "result": {"ns_points": 1000, "ew_points": 650}},
                    {"table": 2, "ns": 3, "ew": 5},
                ],
                "rest": [4],
            },
        ],
        "sanctions": [
            {"type": "warning", "entry": 3, "round": 1, "article": "IT 28"},
            {"type": "late", "entry": 2, "round": 2, "minutes": 7},
            {"type": "lost_score_sheet", "round": 2, "table": 2},
            {"type": "withdrawal", "entry": 4, "from_round": 3},
        ],
    }


def _doc(change: Callable[[Document], object]) -> Callable[[], str]:
    def build() -> str:
        document = copy.deepcopy(valid())
        change(document)
        return json.dumps(document, ensure_ascii=True)

    return build


def _text(text: str) -> Callable[[], str]:
    return lambda: text


def _set(path: str, value: Any) -> Callable[[Document], None]:
    def change(document: Document) -> None:
        target: Any = document
        keys = path.split(".")
        for key in keys[:-1]:
            target = target[int(key)] if key.isdigit() else target[key]
        last = keys[-1]
        target[int(last) if last.isdigit() else last] = value

    return change


def _valid_text() -> str:
    return json.dumps(valid())


def _deep() -> str:
    return _valid_text()[:-1] + ', "extra": ' + "[" * 100_000 + "]" * 100_000 + "}"


def _huge_int() -> str:
    return _valid_text().replace('"ns_points": 1250', '"ns_points": 1' + "0" * 5000, 1)


def _many_players(document: Document) -> None:
    document["players"] = [{"id": f"q{i}", "surname": "S", "name": "N"} for i in range(250_000)]
    document["entries"] = []
    document["rounds"] = []
    document["sanctions"] = []


def _fifty_megabytes() -> str:
    return _valid_text()[:-1] + ', "padding": "' + "x" * (50 * 1024 * 1024) + '"}'


def _duplicate_key() -> str:
    return _valid_text().replace('"version": 1', '"version": 1, "version": 1', 1)


def _huge_name(megabytes: int) -> Callable[[], str]:
    return lambda: json.dumps(valid()).replace("Torneo di Natale", "N" * (megabytes * 1024 * 1024), 1)


# name -> builder of the file's text; what each must be refused for is in its name
CASES: dict[str, Callable[[], str]] = {
    "empty file": _text(""),
    "not json": _text("<html>"),
    "a json list": _text("[1, 2]"),
    "json null": _text("null"),
    "utf-8 byte-order mark and garbage": _text("\ufeff{"),
    "date 2026-02-30": _doc(_set("tournament.date", "2026-02-30")),
    "date in another form": _doc(_set("tournament.date", "20/12/2026")),
    "unknown entry on a table sanction": _doc(
        _set("sanctions.2", {"type": "lost_score_sheet", "round": 2, "table": 2, "entry": 99})
    ),
    "unknown entry on suspended_misconduct": _doc(
        _set("sanctions.2", {"type": "suspended_misconduct", "round": 2, "table": 2, "entry": 99})
    ),
    "unknown ns_players": _doc(_set("rounds.0.tables.0.ns_players", ["nobody", "p2"])),
    "unknown ew_players": _doc(_set("rounds.0.tables.0.ew_players", ["p5", "p6", "p99"])),
    "entry id 2^63": _doc(_set("entries.0.id", 2**63)),
    "points 2^63 (a multiple of 5)": _doc(_set("rounds.0.tables.1.result.ns_points", 5 * 2**63)),
    "ranking points 2^64": _doc(_set("players.0.ranking_points", 2**64)),
    "deep json": _deep,
    "integer of 5000 digits": _huge_int,
    "lone surrogate in a name": _text(_valid_text().replace("Coppia 1", "Coppia \\ud800", 1)),
    "lone low surrogate in an id": _text(_valid_text().replace('"p1"', '"p\\udc00"')),
    "100k-character name": _doc(_set("entries.0.name", "N" * 100_000)),
    "50 MB name": _huge_name(50),
    "12 MB name (within the file size limit)": _huge_name(12),
    "planned_rounds 100000000": _doc(_set("tournament.planned_rounds", 100_000_000)),
    "planned_rounds 100000000 with its sessions": _doc(
        lambda d: d["tournament"].update(planned_rounds=100_000_000, sessions=[list(range(1, 5))])
    ),
    "250k players": _doc(_many_players),
    "50 MB file": _fifty_megabytes,
    "pair of 0 players": _doc(_set("entries.0.players", [])),
    "pair without players": _doc(lambda d: d["entries"][0].pop("players")),
    "pair of 1 player": _doc(_set("entries.0.players", ["p1"])),
    "pair of 3 players": _doc(
        lambda d: d["entries"][0]["players"].append("p10") or d["entries"][4]["players"].pop()
    ),
    "table number 0": _doc(_set("rounds.0.tables.0.table", 0)),
    "table number -1": _doc(_set("rounds.0.tables.0.table", -1)),
    "entry number 0": _doc(_set("entries.4.id", 0)),
    "entry number -5": _doc(_set("entries.4.id", -5)),
    "round number 0": _doc(_set("rounds.0.number", 0)),
    "deals_per_round 0": _doc(_set("tournament.deals_per_round", 0)),
    "score 10^18": _doc(_set("rounds.0.tables.1.result", {"ns_points": 10**18, "ew_points": 10**18})),
    "deal of 10^18": _doc(
        _set("rounds.0.tables.0.result", {"ns_points": 10**18, "ew_points": 900, "deals": [[10**18, 900]]})
    ),
    "minutes 10^12": _doc(_set("sanctions.1.minutes", 10**12)),
    "duplicate withdrawals": _doc(
        lambda d: d["sanctions"].append({"type": "withdrawal", "entry": 4, "from_round": 4})
    ),
    "version 1.0": _doc(_set("version", 1.0)),
    "version true": _doc(_set("version", True)),
    "version '1'": _doc(_set("version", "1")),
    "entry id true": _doc(_set("entries.0.id", True)),
    "entry id 1.0": _doc(_set("entries.0.id", 1.0)),
    "sessions missing a round": _doc(_set("tournament.sessions", [[1, 2, 3]])),
    "sessions with a round twice": _doc(_set("tournament.sessions", [[1, 2], [2, 3, 4]])),
    "sessions beyond planned_rounds": _doc(_set("tournament.sessions", [[1, 2, 3, 4, 5]])),
    "sessions empty": _doc(_set("tournament.sessions", [])),
    "rounds out of order": _doc(lambda d: d["rounds"].reverse()),
    "round beyond the plan": _doc(lambda d: d["tournament"].update(planned_rounds=1, sessions=[[1]])),
    "a round missing": _doc(_set("rounds.1.number", 3)),
    "giallo side of one entry": _doc(lambda d: d["tournament"].update(kind="giallo")),
    "dangling sanction round": _doc(_set("sanctions.0.round", 9)),
    "dangling sanction table": _doc(_set("sanctions.2.table", 9)),
    "NaN": _text(_valid_text().replace('"ns_points": 1250', '"ns_points": NaN', 1)),
    "Infinity": _text(_valid_text().replace('"ns_points": 1250', '"ns_points": -Infinity', 1)),
    "a key twice": _duplicate_key,
    "escape sequence in a name": _doc(_set("entries.0.name", "Rossi\x1b[2J\x1b]0;x\x07")),
    "nul in a player id": _doc(_set("players.0.id", "p\x00")),
    "an object as a name": _doc(_set("tournament.name", {"a": [1, 2, 3]})),
    "a list as a table": _doc(_set("rounds.0.tables.0", [1, 2])),
    "tables as an object": _doc(_set("rounds.0.tables", {"table": 1})),
    "duplicate table": _doc(_set("rounds.0.tables.1.table", 1)),
    "duplicate entry id": _doc(_set("entries.1.id", 1)),
    "duplicate player id": _doc(_set("players.1.id", "p1")),
    "a player in two entries": _doc(_set("entries.1.players", ["p1", "p4"])),
    "an entry twice in a round": _doc(_set("rounds.0.tables.1.ew", 1)),
    "points not a multiple of 5": _doc(_set("rounds.0.tables.1.result.ns_points", 701)),
    "too many deals": _doc(_set("rounds.0.tables.0.result.deals", [[5, 5]] * 6)),
    "quarrel as text": _doc(_set("sanctions.3.quarrel", "yes")),
    "unknown system": _doc(_set("rounds.0.system", "swiss")),
    "unknown ruleset": _doc(_set("tournament.ruleset", "scopa")),
    "ruleset of 100k characters": _doc(_set("tournament.ruleset", "r" * 100_000)),
    "100k tables": _doc(_set("rounds.0.tables", [{"table": 1, "ns": 1, "ew": 3}] * 100_000)),
}


BUDGET_SECONDS = 20.0


def commands(file: Path, tmp_path: Path, database: Path) -> dict[str, list[str]]:
    return {
        "standings": ["standings", str(file)],
        "print": ["print", "standings", str(file), "--out", str(tmp_path / "out.pdf")],
        "export": ["export", str(file), "--xlsx", str(tmp_path / "out.xlsx"), "--csv", str(tmp_path / "csv")],
        "import": ["tournament", "import", str(file), "--database", str(database)],
    }
