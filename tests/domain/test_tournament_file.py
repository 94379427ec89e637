"""The tournament file: a malformed or inconsistent document is refused with the place named."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

import pytest

from fibur_director.domain.tournament import TournamentError
from fibur_director.domain.tournament_file import dumps, loads, read_document
from tests.support.examples import burraco_example as example


def test_the_example_reads_and_round_trips() -> None:
    tournament = read_document(example())
    assert tournament.rounds[0].tables[0].result is not None
    text = dumps(tournament)
    assert dumps(loads(text)) == text


def _set(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(document: dict[str, Any]) -> None:
        target: Any = document
        keys = path.split(".")
        for key in keys[:-1]:
            target = target[int(key)] if key.isdigit() else target[key]
        last = keys[-1]
        if value is _DELETE:
            del target[int(last) if last.isdigit() else last]
        elif last.isdigit():
            target[int(last)] = value
        else:
            target[last] = value

    return change


_DELETE = object()


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (_set("format", "something-else"), "format: not a fibur-director-tournament document"),
        (_set("version", 2), "version: version 2 is not supported"),
        (_set("tournament.kind", "quartets"), "tournament.kind: unknown kind 'quartets'"),
        (_set("tournament.ruleset", "scopa"), "tournament.ruleset: unknown ruleset"),
        (
            _set("tournament.deals_per_round", 5),
            "tournament.deals_per_round: ruleset burraco-italiano has no VP table",
        ),
        (_set("tournament.name", _DELETE), "tournament.name: is missing"),
        (_set("rounds.0.tables.1.ew", 9), r"rounds\[0\].tables\[1\]: unknown entry 9"),
        (_set("rounds.0.tables.1.ew", 1), r"rounds\[0\].tables\[1\]: entry 1 is twice in round 1"),
        (_set("rounds.0.rest", [3]), r"rounds\[0\].rest: entry 3 both plays and rests in round 1"),
        (
            _set("rounds.0.tables.0.result.ns_points", 1253),
            r"rounds\[0\].tables\[0\].result.ns_points: 1253 is not a multiple of 5",
        ),
        (
            _set("rounds.0.tables.0.result.deals", [[600, 400], [600, 500]]),
            r"rounds\[0\].tables\[0\].result.deals: the deals add up to 1200-900, the totals say 1250-900",
        ),
        (_set("rounds.0.tables.0.result.deals", [[600, 400, 5]]), r"deals\[0\]: must be \[ns, ew\]"),
        (
            _set("rounds.0.tables.0.table", "one"),
            r"rounds\[0\].tables\[0\].table: must be a whole number, not 'one'",
        ),
        (_set("rounds.0.system", "swiss"), r"rounds\[0\].system: unknown system 'swiss'"),
        (
            _set("rounds.0.tables.1.table", 1),
            r"rounds\[0\].tables\[1\].table: table 1 appears twice in round 1",
        ),
        (_set("sanctions.0.entry", 42), r"sanctions\[0\].entry: unknown entry 42"),
        (_set("sanctions.0.round", 3), r"sanctions\[0\].round: round 3 does not exist"),
        (_set("sanctions.0.type", "yellow_card"), r"sanctions\[0\].type: unknown sanction 'yellow_card'"),
        (
            _set("sanctions", [{"type": "lost_score_sheet", "round": 1, "table": 7}]),
            r"sanctions\[0\].table: round 1 has no table 7",
        ),
        (
            _set("sanctions", [{"type": "late", "entry": 5, "round": 1, "minutes": 4}]),
            r"sanctions\[0\].entry: entry 5 has no table in round 1",
        ),
        (
            _set("sanctions", [{"type": "referee_award", "entry": 1, "round": 1, "points": 12}]),
            r"sanctions\[0\].points: 12 is not a multiple of 5",
        ),
        (_set("entries.1.players", ["p1", "p4"]), r"entries\[1\].players: player p1 is already in entry 1"),
        (_set("entries.1.players", ["p99"]), r"entries\[1\].players: unknown player p99"),
        (_set("players.1.card", "FIB1"), r"players\[1\].card: card FIB1 belongs to two players"),
        (_set("entries.1.id", 1), r"entries\[1\].id: entry 1 appears twice"),
        (_set("rounds", {"number": 1}), "rounds: must be a list"),
    ],
)
def test_bad_documents_are_refused_naming_the_place(
    change: Callable[[dict[str, Any]], None], message: str
) -> None:
    document = example()
    change(document)
    before = copy.deepcopy(document)
    with pytest.raises(TournamentError, match=message):
        read_document(document)
    assert document == before  # reading never alters what it was given


def test_bad_json_names_line_and_column() -> None:
    with pytest.raises(TournamentError, match="line 2, column 1: not valid JSON"):
        loads('{"format":\n}')


def test_italian_messages_name_the_place_too() -> None:
    document = example()
    document["rounds"][0]["tables"][0]["result"]["ns_points"] = 1253
    with pytest.raises(TournamentError) as caught:
        read_document(document)
    assert caught.value.message("it") == (
        "rounds[0].tables[0].result.ns_points: 1253 non è un multiplo di 5 (i punti del burraco lo sono sempre)"
    )


def test_giallo_sides_are_lists_of_two() -> None:
    document = example()
    document["tournament"]["kind"] = "giallo"
    document["players"] = [{"id": f"p{i}", "surname": f"S{i}", "name": "N"} for i in range(1, 9)]
    document["entries"] = [{"id": i, "name": f"S{i}", "players": [f"p{i}"]} for i in range(1, 9)]
    document["rounds"] = [
        {
            "number": 1,
            "system": "giallo",
            "tables": [
                {"table": 1, "ns": [1, 4], "ew": [2, 3], "result": {"ns_points": 1000, "ew_points": 500}},
                {"table": 2, "ns": [5, 8], "ew": [6, 7]},
            ],
        }
    ]
    document["sanctions"] = []
    tournament = read_document(document)
    assert tournament.rounds[0].tables[0].ns == (1, 4)
    assert json.loads(dumps(tournament))["rounds"][0]["tables"][0]["ns"] == [1, 4]
    document["rounds"][0]["tables"][1]["ew"] = 6
    with pytest.raises(
        TournamentError, match=r"rounds\[0\].tables\[1\].ew: a giallo table has 2 entries a side"
    ):
        read_document(document)


def test_the_referee_travels_with_the_file_and_stays_out_of_the_fingerprints() -> None:
    """Issue 38: the tournament file carries who directed it (``tournament.referee``), read back as written;
    naming or correcting the referee changes no fingerprint, so a printout made before still verifies."""
    from fibur_director.domain.tournament_file import fingerprints

    without = read_document(example())
    document = example()
    document["tournament"]["referee"] = "Maria Rossi"
    named = read_document(document)
    assert named.setup.referee == "Maria Rossi" and without.setup.referee is None
    written = json.loads(dumps(named))
    assert written["tournament"]["referee"] == "Maria Rossi"
    assert "referee" not in json.loads(dumps(without))["tournament"]
    assert dumps(loads(dumps(named))) == dumps(named)
    assert fingerprints(named) == fingerprints(without)
    for bad, words in (
        ("", "tournament.referee"),
        ("x" * 101, "tournament.referee"),
        (7, "tournament.referee"),
    ):
        document["tournament"]["referee"] = bad
        with pytest.raises(TournamentError, match=words):
            read_document(document)
