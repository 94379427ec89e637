"""Burraco's part of the tournament file (TOURNAMENT-FILE.md): a table holds its two lines, its score sheet
(``result``) and a team match's room and line-ups; the tournament is checked by burraco's ``check`` with its
ruleset. Registered with the game (``games.registry.register``); the document's schema is the shared
``file_schema.SCHEMA``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from fibur_director.domain.file_schema import SCHEMA, GameSchema
from fibur_director.domain.tournament import PlayedTable, Result, Round, Tournament
from fibur_director.domain.tournament_file import (
    Codec,
    drop_none,
    fail,
    get_key,
    int_of,
    list_of,
    obj_of,
    optional_int,
    optional_text,
    ruleset_or_fail,
    side_of,
    text_of,
)
from fibur_director.games.burraco.check import check
from fibur_director.games.burraco.ruleset import get_ruleset
from fibur_director.games.burraco.standings import Standing
from fibur_director.games.burraco.standings import standings as burraco_standings

DOCUMENT = GameSchema(SCHEMA)


def _result(value: Any, place: str) -> Result:
    data = obj_of(value, place)
    deals = []
    for i, item in enumerate(list_of(data.get("deals", []), f"{place}.deals")):
        pair = list_of(item, f"{place}.deals[{i}]")
        if len(pair) != 2:
            raise fail(f"{place}.deals[{i}]", "must be [ns, ew]", "deve essere [ns, ew]")
        deals.append((int_of(pair[0], f"{place}.deals[{i}][0]"), int_of(pair[1], f"{place}.deals[{i}][1]")))
    return Result(
        int_of(get_key(data, "ns_points", place), f"{place}.ns_points"),
        int_of(get_key(data, "ew_points", place), f"{place}.ew_points"),
        tuple(deals),
    )


def _score_sheet_table(value: Any, place: str) -> PlayedTable:
    """A burraco table: the two lines, their score sheet (``result``), and a team match's room and line-ups."""
    data = obj_of(value, place)
    result = data.get("result")
    return PlayedTable(
        number=int_of(get_key(data, "table", place), f"{place}.table"),
        ns=side_of(get_key(data, "ns", place), f"{place}.ns"),
        ew=side_of(get_key(data, "ew", place), f"{place}.ew"),
        result=None if result is None else _result(result, f"{place}.result"),
        room=optional_text(data, "room", place),
        match=optional_int(data, "match", place),
        group=optional_text(data, "group", place),
        ns_players=tuple(
            text_of(p, f"{place}.ns_players")
            for p in list_of(data.get("ns_players", []), f"{place}.ns_players")
        ),
        ew_players=tuple(
            text_of(p, f"{place}.ew_players")
            for p in list_of(data.get("ew_players", []), f"{place}.ew_players")
        ),
        declares_first=optional_int(data, "declares_first", place),
    )


def _check_burraco(tournament: Tournament) -> None:
    check(tournament, ruleset_or_fail(get_ruleset, tournament.setup.ruleset))


def _side_out(side: Sequence[int]) -> int | list[int]:
    return side[0] if len(side) == 1 else list(side)


def _score_sheet_round_out(r: Round) -> dict[str, Any]:
    return drop_none(
        {
            "number": r.number,
            "system": r.system,
            "group": r.group,
            "tables": [
                drop_none(
                    {
                        "table": t.number,
                        "ns": _side_out(t.ns),
                        "ew": _side_out(t.ew),
                        "room": t.room,
                        "match": t.match,
                        "group": t.group,
                        "ns_players": list(t.ns_players) or None,
                        "ew_players": list(t.ew_players) or None,
                        "declares_first": t.declares_first,
                        "result": None
                        if t.result is None
                        else drop_none(
                            {
                                "ns_points": t.result.ns_points,
                                "ew_points": t.result.ew_points,
                                "deals": [list(d) for d in t.result.deals] or None,
                            }
                        ),
                    }
                )
                for t in r.tables
            ],
            "rest": list(r.rest),
        }
    ) | {"rest": list(r.rest)}


CODEC = Codec(
    _score_sheet_table,
    _score_sheet_round_out,
    _check_burraco,
    lambda t: burraco_standings(t, get_ruleset(t.setup.ruleset)),
    Standing.as_dict,
)
