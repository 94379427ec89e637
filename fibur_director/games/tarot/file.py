"""Sicilian Tarot's part of the tournament file (docs/tournament-file.md, "Sicilian Tarot"): its document's schema
and its codec, registered with the game (``games.registry.register``).

A Tarot table holds the four players in ``ns`` in seat order N, W, S, E and the turn sheet in ``deals`` (seats
written as letters); round 1 carries the ``draw``. The tournament is checked by ``scoring.check`` with its Tarot
ruleset, never by the burraco ``check``; the burraco keys are refused in a Tarot file with the reason.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from fibur_director.domain import file_schema as fs
from fibur_director.domain.pairing.fours import SEATS
from fibur_director.domain.tournament import PlayedTable, Round, Tournament
from fibur_director.domain.tournament_file import (
    Codec,
    bool_of,
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
from fibur_director.games.tarot import scoring
from fibur_director.games.tarot.ruleset import CALLS, get_tarot_ruleset
from fibur_director.games.tarot.scoring import JUCATE_KEYS, MAX_DIFFERENCE, MAX_PIGLIATE, PENALTY_KINDS
from fibur_director.games.tarot.sheet import turn_deals

MAX_PENALTIES = 12  # penalties in one deal (three for each of the four players)
MAX_TRUMP = 999  # the card number a player drew for the first round (scoring.draw_order's bound)

# -- the document ---------------------------------------------------------------------------------------------

_NOT_TAROT = (
    "a Sicilian Tarot table has no burraco result, room or east-west line: its four players are in 'ns' "
    "(N, W, S, E) and its score is the turn sheet ('deals')",
    "un tavolo di tarocchi siciliani non ha risultato di burraco, sala né linea est-ovest: i quattro giocatori "
    "sono in 'ns' (N, O, S, E) e il punteggio è la scheda di turno ('deals')",
)


_SEAT = fs.Text(1, choices=SEATS, noun=("seat", "posto sconosciuto"))
_JUCATE = fs.Obj(
    required={},
    optional={key: fs.Int(0, MAX_PIGLIATE if key == "pig" else 1) for key in JUCATE_KEYS},
    closed=True,
)
_PENALTY = fs.Obj(
    required={
        "seat": _SEAT,
        "kind": fs.Text(16, choices=PENALTY_KINDS, noun=("penalty", "penalità sconosciuta")),
    },
    optional={"self_reported": fs.Flag()},
)
_DEAL = fs.Obj(
    required={"deal": fs.Int(1, fs.MAX_DEALS)},
    optional={
        "declarer": _SEAT,
        "call": fs.Text(2, choices=CALLS, noun=("call", "chiamata sconosciuta")),
        "partner": _SEAT,
        "scommessa": fs.Flag(),
        "rivanto": _SEAT,
        "jucate": fs.Arr(_JUCATE, 2, 2),
        "difference": fs.Int(-MAX_DIFFERENCE, MAX_DIFFERENCE),
        "pigliate": fs.Arr(fs.Int(0, MAX_PIGLIATE), 2, 2),
        "scommessa_realised": fs.Flag(),
        "rivanto_realised": fs.Flag(),
        "penalties": fs.Arr(_PENALTY, MAX_PENALTIES),
    },
)
_NOT_TAROT_GROUP = (
    "a Sicilian Tarot tournament has no groups: every round re-seats the whole field by the standings (TAROT §3)",
    "un torneo di tarocchi siciliani non ha gironi: ogni turno riassegna tutti i tavoli per classifica (TAROT §3)",
)
_TAROT_TABLE = fs.Obj(
    required={"table": fs.NUMBER, "ns": fs.Arr(fs.NUMBER, 4, 4)},
    optional={"deals": fs.Arr(_DEAL, fs.MAX_DEALS)},
    forbidden={
        key: _NOT_TAROT
        for key in ("ew", "result", "room", "match", "ns_players", "ew_players", "declares_first")
    }
    | {"group": _NOT_TAROT_GROUP},
)
_DRAWN = fs.Obj(required={"entry": fs.NUMBER, "trump": fs.Int(0, MAX_TRUMP)})
_TAROT_ROUND = fs.Obj(
    required={**fs.ROUND_OBJ.required, "tables": fs.Arr(_TAROT_TABLE, fs.MAX_TABLES)},
    optional={
        "rest": fs.Arr(fs.NUMBER, fs.MAX_ENTRIES),
        "draw": fs.Arr(_DRAWN, fs.MAX_ENTRIES),
        "fingerprint": fs.Fingerprint(),
    },
    forbidden={"group": _NOT_TAROT_GROUP},
)
_NOT_TAROT_SETUP = (
    "a Sicilian Tarot tournament breaks ties by its ruleset's chain (TAROT §7) and has no 800-MP rule",
    "un torneo di tarocchi siciliani spareggia con la catena del regolamento (TAROT §7) e non ha la regola degli "
    "800 M.P.",
)
_NOT_TAROT_SANCTION = (
    "the sanctions list scores burraco tables; a Tarot penalty is part of its deal (TAROT §6: 'penalties')",
    "l'elenco delle sanzioni vale per i tavoli di burraco; una penalità dei tarocchi sta nella sua smazzata "
    "(TAROT §6: 'penalties')",
)
SCHEMA = fs.Obj(
    required={
        **fs.SCHEMA.required,
        "tournament": fs.Obj(
            required=fs.TOURNAMENT.required,
            optional=fs.TOURNAMENT.optional,
            forbidden={"tie_break": _NOT_TAROT_SETUP, "announced_800": _NOT_TAROT_SETUP},
        ),
    },
    optional={**fs.SCHEMA.optional, "rounds": fs.Arr(_TAROT_ROUND, fs.MAX_ROUNDS)},
    forbidden={"sanctions": _NOT_TAROT_SANCTION},
)


def _tarot_references(document: Mapping[str, Any]) -> None:
    for index, rnd in enumerate(document.get("rounds") or []):
        if rnd.get("draw") and rnd["number"] != 1:
            raise fs.fail(
                f"rounds[{index}].draw",
                "the trumps are drawn once, for round 1 (TAROT §2); later rounds follow the standings",
                "i trionfi si pescano una volta, per il turno 1 (TAROT §2); i turni seguenti seguono la classifica",
            )


DOCUMENT = fs.GameSchema(SCHEMA, _tarot_references)


# -- reading and writing --------------------------------------------------------------------------------------


def _seat(data: Mapping[str, Any], key: str, place: str) -> int | None:
    value = data.get(key)
    if value is None:
        return None
    letter = text_of(value, f"{place}.{key}")
    if letter not in SEATS:
        raise fail(
            f"{place}.{key}",
            f"{letter!r} is not a seat: N, W, S or E",
            f"{letter!r} non è un posto: N, W, S o E (W = Ovest)",
        )
    return SEATS.index(letter)


def _flag(data: Mapping[str, Any], key: str, place: str) -> bool:
    return bool_of(data.get(key) or False, f"{place}.{key}")  # null is "not given"


def _jucate(value: Any, place: str) -> scoring.Jucate:
    data = obj_of(value, place)
    return scoring.Jucate(
        **{key: int_of(data[key], f"{place}.{key}") for key in scoring.JUCATE_KEYS if key in data}
    )


def _deal(value: Any, place: str) -> scoring.Deal:
    """One deal of a turn sheet (docs/tournament-file.md, "Sicilian Tarot"); seats are N, W, S, E letters."""
    data = obj_of(value, place)
    jucate = data.get("jucate")
    sides = None if jucate is None else list_of(jucate, f"{place}.jucate")
    pigliate = list_of(data.get("pigliate") or [0, 0], f"{place}.pigliate")
    penalties = []
    for i, item in enumerate(list_of(data.get("penalties") or [], f"{place}.penalties")):
        pplace = f"{place}.penalties[{i}]"
        pd = obj_of(item, pplace)
        seat = _seat(pd, "seat", pplace)
        if seat is None:
            raise fail(f"{pplace}.seat", "is missing", "manca")
        kind = text_of(get_key(pd, "kind", pplace), f"{pplace}.kind")
        penalties.append(scoring.Penalty(seat, kind, _flag(pd, "self_reported", pplace)))
    return scoring.Deal(
        number=int_of(get_key(data, "deal", place), f"{place}.deal"),
        declarer=_seat(data, "declarer", place),
        call=optional_text(data, "call", place),
        partner=_seat(data, "partner", place),
        scommessa=_flag(data, "scommessa", place),
        rivanto=_seat(data, "rivanto", place),
        jucate=None
        if sides is None
        else (_jucate(sides[0], f"{place}.jucate[0]"), _jucate(sides[1], f"{place}.jucate[1]")),
        difference=optional_int(data, "difference", place),
        pigliate=(int_of(pigliate[0], f"{place}.pigliate[0]"), int_of(pigliate[1], f"{place}.pigliate[1]")),
        scommessa_realised=_flag(data, "scommessa_realised", place),
        rivanto_realised=_flag(data, "rivanto_realised", place),
        penalties=tuple(penalties),
    )


def _turn_sheet_table(value: Any, place: str) -> PlayedTable:
    """A Sicilian Tarot table: the four players in ``ns`` in seat order, the turn sheet in ``deals``."""
    data = obj_of(value, place)
    return PlayedTable(
        number=int_of(get_key(data, "table", place), f"{place}.table"),
        ns=side_of(get_key(data, "ns", place), f"{place}.ns"),
        ew=(),
        deals=tuple(
            _deal(d, f"{place}.deals[{i}]")
            for i, d in enumerate(list_of(data.get("deals") or [], f"{place}.deals"))
        ),
    )


def _check_tarot(tournament: Tournament) -> None:
    scoring.check(tournament, ruleset_or_fail(get_tarot_ruleset, tournament.setup.ruleset))


def _deal_out(deal: scoring.Deal) -> dict[str, Any]:
    """One deal as the file writes it: only what was typed (false flags, no partner... are left out)."""
    out: dict[str, Any] = {"deal": deal.number}
    if deal.declarer is not None:
        out["declarer"] = SEATS[deal.declarer]
    if deal.call is not None:
        out["call"] = deal.call
    if deal.partner is not None:
        out["partner"] = SEATS[deal.partner]
    if deal.scommessa:
        out["scommessa"] = True
    if deal.rivanto is not None:
        out["rivanto"] = SEATS[deal.rivanto]
    if deal.jucate is not None:
        out["jucate"] = [side.items() for side in deal.jucate]
    if deal.difference is not None:
        out["difference"] = deal.difference
    if deal.pigliate != (0, 0):
        out["pigliate"] = list(deal.pigliate)
    if deal.scommessa_realised:
        out["scommessa_realised"] = True
    if deal.rivanto_realised:
        out["rivanto_realised"] = True
    if deal.penalties:
        out["penalties"] = [
            {"seat": SEATS[p.seat], "kind": p.kind} | ({"self_reported": True} if p.self_reported else {})
            for p in deal.penalties
        ]
    return out


def _tarot_table_out(table: PlayedTable) -> dict[str, Any]:
    out: dict[str, Any] = {"table": table.number, "ns": list(table.ns)}
    if table.deals:
        out["deals"] = [_deal_out(d) for d in turn_deals(table)]
    return out


def _tarot_round_out(rnd: Round) -> dict[str, Any]:
    out: dict[str, Any] = {"number": rnd.number, "system": rnd.system}
    if rnd.draw:
        out["draw"] = [{"entry": entry, "trump": trump} for entry, trump in rnd.draw]
    out["tables"] = [_tarot_table_out(t) for t in rnd.tables]
    return out


def tarot_standing(line: scoring.Line) -> dict[str, Any]:
    """One row of a Tarot standings as the file's ``standings`` key and ``standings --json`` give it."""
    return {
        "rank": line.rank,
        "entry": line.entry,
        "jochi": line.jochi,
        "calls": line.calls,
        "commitments": line.commitments,
        "pigliate": line.pigliate,
        "deals": line.deals,
        "decided_by": line.decided_by,
        "head_to_head": line.head_to_head,
    }


CODEC = Codec(
    _turn_sheet_table,
    _tarot_round_out,
    _check_tarot,
    lambda t: scoring.standings(t, get_tarot_ruleset(t.setup.ruleset)),
    tarot_standing,
)
