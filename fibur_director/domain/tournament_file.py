"""The tournament file, version 1 (TOURNAMENT-FILE.md, docs/tournament-file.md): JSON document <-> Tournament.

``read_document`` checks every field's type and then the whole tournament's consistency (``check``), naming
the place of the first mistake; unknown keys are ignored as the format requires, and any standings in the
document are ignored (they are always recomputed). ``write_document`` writes the core keys plus the few
extras the app keeps (player category and ranking points, table rooms and players), in a stable order so
export -> import -> export gives the same document.

A Sicilian Tarot tournament (kind ``tarot``) has its own table shape: the four players in ``ns`` in seat order
N, W, S, E and the turn sheet in ``deals`` (seats written as letters), round 1's ``draw``; it is checked by
``tarot.check`` with its Tarot ruleset, never by the burraco ``check``.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from fibur_director.domain import file_schema, tarot
from fibur_director.domain.errors import FiburError
from fibur_director.domain.pairing.fours import SEATS
from fibur_director.domain.rulesets import get_ruleset, get_tarot_ruleset
from fibur_director.domain.standings import Standing
from fibur_director.domain.standings import standings as burraco_standings
from fibur_director.domain.tournament import (
    Entry,
    PlayedTable,
    Player,
    Result,
    Round,
    Sanction,
    Setup,
    Substitution,
    Tournament,
    TournamentError,
    check,
)
from fibur_director.domain.vocabulary import GAME_OF_KIND

FORMAT = "fibur-director-tournament"
VERSION = 1


def _fail(place: str, english: str, italian: str) -> TournamentError:
    return TournamentError(place, english, italian)


def _get(data: Mapping[str, Any], key: str, place: str) -> Any:
    if key not in data:
        raise _fail(f"{place}.{key}" if place else key, "is missing", "manca")
    return data[key]


def _obj(value: Any, place: str) -> Mapping[str, Any]:
    if not isinstance(value, dict):
        raise _fail(place, "must be an object", "deve essere un oggetto")
    return value


def _list(value: Any, place: str) -> list[Any]:
    if not isinstance(value, list):
        raise _fail(place, "must be a list", "deve essere una lista")
    return value


def _int(value: Any, place: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _fail(place, f"must be a whole number, not {value!r}", f"deve essere un intero, non {value!r}")
    return value


def _text(value: Any, place: str) -> str:
    if not isinstance(value, str):
        raise _fail(place, f"must be text, not {value!r}", f"deve essere un testo, non {value!r}")
    return value


def _optional_text(data: Mapping[str, Any], key: str, place: str) -> str | None:
    value = data.get(key)
    return None if value is None else _text(value, f"{place}.{key}")


def _optional_int(data: Mapping[str, Any], key: str, place: str) -> int | None:
    value = data.get(key)
    return None if value is None else _int(value, f"{place}.{key}")


def _side(value: Any, place: str) -> tuple[int, ...]:
    if isinstance(value, list):
        return tuple(_int(v, f"{place}[{i}]") for i, v in enumerate(value))
    return (_int(value, place),)


def _setup(data: Mapping[str, Any]) -> Setup:
    place = "tournament"
    sessions_value = data.get("sessions")
    planned = _int(_get(data, "planned_rounds", place), f"{place}.planned_rounds")
    if sessions_value is None:
        sessions: tuple[tuple[int, ...], ...] = (tuple(range(1, planned + 1)),)
    else:
        sessions = tuple(
            tuple(
                _int(n, f"{place}.sessions[{i}][{j}]")
                for j, n in enumerate(_list(s, f"{place}.sessions[{i}]"))
            )
            for i, s in enumerate(_list(sessions_value, f"{place}.sessions"))
        )
    return Setup(
        name=_text(_get(data, "name", place), f"{place}.name"),
        date=_text(_get(data, "date", place), f"{place}.date"),
        ruleset=_text(_get(data, "ruleset", place), f"{place}.ruleset"),
        kind=_text(_get(data, "kind", place), f"{place}.kind"),
        deals_per_round=_int(_get(data, "deals_per_round", place), f"{place}.deals_per_round"),
        planned_rounds=planned,
        sessions=sessions,
        round_time_reduction=_optional_int(data, "round_time_reduction", place) or 0,
        level=_optional_text(data, "level", place) or "club",
        announced_800=_bool(data.get("announced_800", False), f"{place}.announced_800"),
        prizes=_optional_int(data, "prizes", place),
        tie_break=tuple(
            _text(k, f"{place}.tie_break[{i}]")
            for i, k in enumerate(_list(data.get("tie_break", []), f"{place}.tie_break"))
        ),
        interrupted_after=_optional_int(data, "interrupted_after_round", place),
    )


def _bool(value: Any, place: str) -> bool:
    if not isinstance(value, bool):
        raise _fail(place, "must be true or false", "deve essere true o false")
    return value


def _substitutions(value: Any, place: str) -> tuple[Substitution, ...]:
    found = []
    for i, item in enumerate(_list(value, place)):
        data = _obj(item, f"{place}[{i}]")
        found.append(
            Substitution(
                out=_text(_get(data, "out", f"{place}[{i}]"), f"{place}[{i}].out"),
                into=_text(_get(data, "in", f"{place}[{i}]"), f"{place}[{i}].in"),
                after_round=_int(_get(data, "after_round", f"{place}[{i}]"), f"{place}[{i}].after_round"),
            )
        )
    return tuple(found)


def _result(value: Any, place: str) -> Result:
    data = _obj(value, place)
    deals = []
    for i, item in enumerate(_list(data.get("deals", []), f"{place}.deals")):
        pair = _list(item, f"{place}.deals[{i}]")
        if len(pair) != 2:
            raise _fail(f"{place}.deals[{i}]", "must be [ns, ew]", "deve essere [ns, ew]")
        deals.append((_int(pair[0], f"{place}.deals[{i}][0]"), _int(pair[1], f"{place}.deals[{i}][1]")))
    return Result(
        _int(_get(data, "ns_points", place), f"{place}.ns_points"),
        _int(_get(data, "ew_points", place), f"{place}.ew_points"),
        tuple(deals),
    )


def _seat(data: Mapping[str, Any], key: str, place: str) -> int | None:
    value = data.get(key)
    if value is None:
        return None
    letter = _text(value, f"{place}.{key}")
    if letter not in SEATS:
        raise _fail(
            f"{place}.{key}",
            f"{letter!r} is not a seat: N, W, S or E",
            f"{letter!r} non è un posto: N, W, S o E (W = Ovest)",
        )
    return SEATS.index(letter)


def _flag(data: Mapping[str, Any], key: str, place: str) -> bool:
    return _bool(data.get(key) or False, f"{place}.{key}")  # null is "not given"


def _jucate(value: Any, place: str) -> tarot.Jucate:
    data = _obj(value, place)
    return tarot.Jucate(
        **{key: _int(data[key], f"{place}.{key}") for key in tarot.JUCATE_KEYS if key in data}
    )


def _deal(value: Any, place: str) -> tarot.Deal:
    """One deal of a turn sheet (docs/tournament-file.md, "Sicilian Tarot"); seats are N, W, S, E letters."""
    data = _obj(value, place)
    jucate = data.get("jucate")
    sides = None if jucate is None else _list(jucate, f"{place}.jucate")
    pigliate = _list(data.get("pigliate") or [0, 0], f"{place}.pigliate")
    penalties = []
    for i, item in enumerate(_list(data.get("penalties") or [], f"{place}.penalties")):
        pplace = f"{place}.penalties[{i}]"
        pd = _obj(item, pplace)
        seat = _seat(pd, "seat", pplace)
        if seat is None:
            raise _fail(f"{pplace}.seat", "is missing", "manca")
        kind = _text(_get(pd, "kind", pplace), f"{pplace}.kind")
        penalties.append(tarot.Penalty(seat, kind, _flag(pd, "self_reported", pplace)))
    return tarot.Deal(
        number=_int(_get(data, "deal", place), f"{place}.deal"),
        declarer=_seat(data, "declarer", place),
        call=_optional_text(data, "call", place),
        partner=_seat(data, "partner", place),
        scommessa=_flag(data, "scommessa", place),
        rivanto=_seat(data, "rivanto", place),
        jucate=None
        if sides is None
        else (_jucate(sides[0], f"{place}.jucate[0]"), _jucate(sides[1], f"{place}.jucate[1]")),
        difference=_optional_int(data, "difference", place),
        pigliate=(_int(pigliate[0], f"{place}.pigliate[0]"), _int(pigliate[1], f"{place}.pigliate[1]")),
        scommessa_realised=_flag(data, "scommessa_realised", place),
        rivanto_realised=_flag(data, "rivanto_realised", place),
        penalties=tuple(penalties),
    )


def _turn_sheet_table(value: Any, place: str) -> PlayedTable:
    """A Sicilian Tarot table: the four players in ``ns`` in seat order, the turn sheet in ``deals``."""
    data = _obj(value, place)
    return PlayedTable(
        number=_int(_get(data, "table", place), f"{place}.table"),
        ns=_side(_get(data, "ns", place), f"{place}.ns"),
        ew=(),
        deals=tuple(
            _deal(d, f"{place}.deals[{i}]")
            for i, d in enumerate(_list(data.get("deals") or [], f"{place}.deals"))
        ),
    )


def _score_sheet_table(value: Any, place: str) -> PlayedTable:
    """A burraco table: the two lines, their score sheet (``result``), and a team match's room and line-ups."""
    data = _obj(value, place)
    result = data.get("result")
    return PlayedTable(
        number=_int(_get(data, "table", place), f"{place}.table"),
        ns=_side(_get(data, "ns", place), f"{place}.ns"),
        ew=_side(_get(data, "ew", place), f"{place}.ew"),
        result=None if result is None else _result(result, f"{place}.result"),
        room=_optional_text(data, "room", place),
        match=_optional_int(data, "match", place),
        group=_optional_text(data, "group", place),
        ns_players=tuple(
            _text(p, f"{place}.ns_players") for p in _list(data.get("ns_players", []), f"{place}.ns_players")
        ),
        ew_players=tuple(
            _text(p, f"{place}.ew_players") for p in _list(data.get("ew_players", []), f"{place}.ew_players")
        ),
        declares_first=_optional_int(data, "declares_first", place),
    )


def _drawn(value: Any, place: str) -> tuple[int, int]:
    data = _obj(value, place)
    entry = _int(_get(data, "entry", place), f"{place}.entry")
    trump = _int(_get(data, "trump", place), f"{place}.trump")
    return entry, trump


def _round(value: Any, place: str, table: Callable[[Any, str], PlayedTable]) -> Round:
    data = _obj(value, place)
    return Round(
        number=_int(_get(data, "number", place), f"{place}.number"),
        system=_text(_get(data, "system", place), f"{place}.system"),
        tables=tuple(
            table(t, f"{place}.tables[{i}]")
            for i, t in enumerate(_list(_get(data, "tables", place), f"{place}.tables"))
        ),
        rest=tuple(
            _int(e, f"{place}.rest[{i}]") for i, e in enumerate(_list(data.get("rest", []), f"{place}.rest"))
        ),
        group=_optional_text(data, "group", place),
        draw=tuple(
            _drawn(d, f"{place}.draw[{i}]")
            for i, d in enumerate(_list(data.get("draw") or [], f"{place}.draw"))
        ),
    )


def _sanction(value: Any, place: str) -> Sanction:
    data = _obj(value, place)
    quarrel = _bool(data.get("quarrel", False), f"{place}.quarrel")
    return Sanction(
        type=_text(_get(data, "type", place), f"{place}.type"),
        entry=_optional_int(data, "entry", place),
        round=_optional_int(data, "round", place),
        table=_optional_int(data, "table", place),
        minutes=_optional_int(data, "minutes", place),
        from_round=_optional_int(data, "from_round", place),
        quarrel=quarrel,
        points=_optional_int(data, "points", place),
        article=_optional_text(data, "article", place),
        note=_optional_text(data, "note", place),
    )


def read_document(document: Any) -> Tournament:
    """A checked Tournament from a parsed JSON document; TournamentError names the place of any mistake."""
    file_schema.validate(document)  # limits and shapes first (issue 14): nothing below can hang or crash
    data = _obj(document, "document")
    if data.get("format") != FORMAT:
        raise _fail("format", f"not a {FORMAT} document", f"non è un documento {FORMAT}")
    version = data.get("version")
    if version != VERSION:
        raise _fail(
            "version",
            f"version {version!r} is not supported (this program reads version {VERSION})",
            f"la versione {version!r} non è supportata (questo programma legge la versione {VERSION})",
        )
    setup = _setup(_obj(_get(data, "tournament", ""), "tournament"))
    players = []
    for i, p in enumerate(_list(data.get("players", []), "players")):
        place = f"players[{i}]"
        pd = _obj(p, place)
        players.append(
            Player(
                id=_text(_get(pd, "id", place), f"{place}.id"),
                surname=_text(_get(pd, "surname", place), f"{place}.surname"),
                name=_text(_get(pd, "name", place), f"{place}.name"),
                card=_optional_text(pd, "card", place),
                club=_optional_text(pd, "club", place),
                category=_optional_text(pd, "category", place),
                ranking_points=_optional_int(pd, "ranking_points", place) or 0,
            )
        )
    entries = []
    for i, e in enumerate(_list(data.get("entries", []), "entries")):
        place = f"entries[{i}]"
        ed = _obj(e, place)
        entries.append(
            Entry(
                id=_int(_get(ed, "id", place), f"{place}.id"),
                name=_text(_get(ed, "name", place), f"{place}.name"),
                players=tuple(
                    _text(p, f"{place}.players[{j}]")
                    for j, p in enumerate(_list(ed.get("players", []), f"{place}.players"))
                ),
                substitutions=_substitutions(ed.get("substitutions", []), f"{place}.substitutions"),
            )
        )
    codec = _codec(setup.kind)
    rounds = tuple(
        _round(r, f"rounds[{i}]", codec.table) for i, r in enumerate(_list(data.get("rounds", []), "rounds"))
    )
    sanctions = tuple(
        _sanction(s, f"sanctions[{i}]") for i, s in enumerate(_list(data.get("sanctions", []), "sanctions"))
    )
    tournament = Tournament(setup, tuple(players), tuple(entries), rounds, sanctions)
    check_tournament(tournament)
    return tournament


def check_tournament(tournament: Tournament) -> None:
    """The whole tournament's consistency by its own game's rules (a Tarot tournament never by the burraco check,
    nor the reverse): what a file must satisfy to load, and what the desk's state must satisfy after an undo or
    a redo (``services.actions``)."""
    _codec(tournament.setup.kind).check(tournament)


def _check_burraco(tournament: Tournament) -> None:
    check(tournament, _ruleset_or_fail(get_ruleset, tournament.setup.ruleset))


def _check_tarot(tournament: Tournament) -> None:
    tarot.check(tournament, _ruleset_or_fail(get_tarot_ruleset, tournament.setup.ruleset))


def _ruleset_or_fail(get: Callable[[str], Any], ruleset_id: str) -> Any:
    try:
        return get(ruleset_id)
    except FiburError as error:
        raise _fail("tournament.ruleset", error.english, error.italian) from None


def loads(text: str) -> Tournament:
    return read_document(file_schema.parse(text))


def _drop_none(data: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in data.items() if v is not None and v != () and v != []}


def _side_out(side: Sequence[int]) -> int | list[int]:
    return side[0] if len(side) == 1 else list(side)


def _deal_out(deal: tarot.Deal) -> dict[str, Any]:
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
        out["deals"] = [_deal_out(d) for d in table.deals]
    return out


def _tarot_round_out(rnd: Round) -> dict[str, Any]:
    out: dict[str, Any] = {"number": rnd.number, "system": rnd.system}
    if rnd.draw:
        out["draw"] = [{"entry": entry, "trump": trump} for entry, trump in rnd.draw]
    out["tables"] = [_tarot_table_out(t) for t in rnd.tables]
    return out


def _score_sheet_round_out(r: Round) -> dict[str, Any]:
    return _drop_none(
        {
            "number": r.number,
            "system": r.system,
            "group": r.group,
            "tables": [
                _drop_none(
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
                        else _drop_none(
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


def tarot_standing(line: tarot.Line) -> dict[str, Any]:
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


def _setup_out(setup: Setup) -> dict[str, Any]:
    return _drop_none(
        {
            "name": setup.name,
            "date": setup.date,
            "ruleset": setup.ruleset,
            "kind": setup.kind,
            "deals_per_round": setup.deals_per_round,
            "planned_rounds": setup.planned_rounds,
            "sessions": [list(s) for s in setup.sessions],
            "round_time_reduction": setup.round_time_reduction or None,
            "level": setup.level if setup.level != "club" else None,
            "announced_800": setup.announced_800 or None,
            "prizes": setup.prizes,
            "tie_break": list(setup.tie_break) or None,
            "interrupted_after_round": setup.interrupted_after,
        }
    )


def _player_out(p: Player) -> dict[str, Any]:
    return _drop_none(
        {
            "id": p.id,
            "surname": p.surname,
            "name": p.name,
            "card": p.card,
            "club": p.club,
            "category": p.category,
            "ranking_points": p.ranking_points or None,
        }
    )


def _sanction_out(s: Sanction) -> dict[str, Any]:
    return _drop_none(
        {
            "type": s.type,
            "entry": s.entry,
            "round": s.round,
            "table": s.table,
            "minutes": s.minutes,
            "from_round": s.from_round,
            "quarrel": s.quarrel or None,
            "points": s.points,
            "article": s.article,
            "note": s.note,
        }
    )


def write_document(
    tournament: Tournament, standings: Sequence[Standing] | Sequence[tarot.Line] | None = None
) -> dict[str, Any]:
    """The document, with each round's fingerprint (docs/fingerprint.md) in ``rounds[].fingerprint`` and the
    entries' (round 0's) in ``tournament.fingerprint``: a file edited by hand no longer matches them."""
    codec = _codec(tournament.setup.kind)
    rounds = [codec.round_out(r) for r in tournament.rounds]
    chain = fingerprints(tournament, rounds)
    document: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "tournament": _setup_out(tournament.setup) | {"fingerprint": chain[0]},
        "players": [_player_out(p) for p in tournament.players],
        "entries": [
            {"id": e.id, "name": e.name, "players": list(e.players)}
            | (
                {
                    "substitutions": [
                        {"out": x.out, "in": x.into, "after_round": x.after_round} for x in e.substitutions
                    ]
                }
                if e.substitutions
                else {}
            )
            for e in tournament.entries
        ],
        "rounds": [r | {"fingerprint": f} for r, f in zip(rounds, chain[1:], strict=True)],
        "sanctions": [_sanction_out(s) for s in tournament.sanctions],
    }
    if standings is not None:
        document["standings"] = [
            tarot_standing(s) if isinstance(s, tarot.Line) else s.as_dict() for s in standings
        ]
    return document


# -- the fingerprints (issue 27, docs/fingerprint.md) --------------------------------------------------------

FINGERPRINT_FORMAT = "fibur-director-fingerprint"
FINGERPRINT_VERSION = 1


def canonical(value: Any) -> bytes:
    """One spelling of a JSON value: sorted keys, no spaces, UTF-8 (the same tournament, the same bytes)."""
    return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":")).encode("utf-8")


def _members_at(entry: Entry, round_number: int) -> list[str]:
    """Who played for ``entry`` in ``round_number``: the current members with each substitution made after that
    round undone (IT/REV Art. 38)."""
    members = list(entry.players)
    for sub in sorted(entry.substitutions, key=lambda s: s.after_round, reverse=True):
        if round_number <= sub.after_round and sub.into in members:
            members[members.index(sub.into)] = sub.out
    return members


def _round_of_sanction(sanction: Sanction) -> int:
    """The round whose fingerprint commits to a sanction: its round, a withdrawal's first round, else 0 (the
    entries' part, before any round)."""
    if sanction.round is not None:
        return sanction.round
    return sanction.from_round or 0


def _identity(player: Player) -> dict[str, str]:
    """Who a player is, for the fingerprints: the card, else surname and name. Not the id, which is the archive's
    row number (another desk importing the file gives other ids), nor the club, category or ranking points, which
    the archive updates after the tournament without changing what was played (docs/fingerprint.md)."""
    return {"card": player.card} if player.card else {"surname": player.surname, "name": player.name}


def _without_ids(value: Any, identities: Mapping[str, dict[str, str]]) -> Any:
    """The written round with every player id (a team's line-up names players by id) replaced by who the player
    is, whatever game wrote it: a string equal to a player's id is that player."""
    if isinstance(value, str):
        return identities.get(value, value)
    if isinstance(value, list):
        return [_without_ids(v, identities) for v in value]
    if isinstance(value, dict):
        return {k: _without_ids(v, identities) for k, v in value.items()}
    return value


def _who_played(
    rnd: Round, entries: Mapping[int, Entry], identities: Mapping[str, dict[str, str]]
) -> list[Any]:
    """``[[entry, [player, ...]], ...]`` for every entry seated or resting in the round, by number: the people
    behind the numbers, so a substitution or a card changed shows in the rounds they played."""
    seated = sorted({e for t in rnd.tables for e in t.entries()} | set(rnd.rest))
    return [
        [e, [identities[p] for p in _members_at(entries[e], rnd.number) if p in identities]]
        for e in seated
        if e in entries
    ]


def fingerprints(tournament: Tournament, rounds: Sequence[Mapping[str, Any]] | None = None) -> list[str]:
    """SHA-256 fingerprints, index 0 the tournament and its entries before any round, index N round N's, each
    committing to the one before it (``sha256(previous + "\n" + canonical(round N's part))``).

    Round N's part is what decides the results of that round: the round as the file writes it (the game's
    codec: seats, sheets or deals, rests, groups, the draw), who played for each entry seated or resting in it
    (after substitutions; a player is their card, else their surname and name, never the archive's id), and the
    sanctions of that round. ``rounds`` are the
    rounds as already written (the writer passes them, so they are built once)."""
    if rounds is None:
        codec = _codec(tournament.setup.kind)
        rounds = [codec.round_out(r) for r in tournament.rounds]
    setup = _setup_out(tournament.setup)
    # Declaring the tournament interrupted is a fact of its last round, not of its set-up: it must not change
    # the fingerprints printed on the rounds before (docs/fingerprint.md).
    interrupted = setup.pop("interrupted_after_round", None)
    sanctions: dict[int, list[dict[str, Any]]] = {}
    for s in tournament.sanctions:
        sanctions.setdefault(_round_of_sanction(s), []).append(_sanction_out(s))
    base = {
        "format": FINGERPRINT_FORMAT,
        "version": FINGERPRINT_VERSION,
        "tournament": setup,
        "entries": [{"id": e.id, "name": e.name} for e in tournament.entries],
        "sanctions": sanctions.get(0, []),
    }
    chain = [hashlib.sha256(canonical(base)).hexdigest()]
    identities = {p.id: _identity(p) for p in tournament.players}
    entries = {e.id: e for e in tournament.entries}
    last = len(tournament.rounds) - 1
    for index, (rnd, written) in enumerate(zip(tournament.rounds, rounds, strict=True)):
        part: dict[str, Any] = {
            "round": _without_ids(written, identities),
            "players": _who_played(rnd, entries, identities),
            "sanctions": sanctions.get(rnd.number, []),
        }
        if index == last and interrupted is not None:
            part["interrupted_after_round"] = interrupted
        chain.append(hashlib.sha256(chain[-1].encode("ascii") + b"\n" + canonical(part)).hexdigest())
    return chain


def recomputed_standings(tournament: Tournament) -> list[Standing] | list[tarot.Line]:
    """The standings a file's ``standings`` key carries, by the tournament's own game: burraco VP or Tarot jochi."""
    return _codec(tournament.setup.kind).standings(tournament)


@dataclass(frozen=True)
class _Codec:
    """A game's part of the tournament file beyond the shared envelope: how its tables read and its rounds
    write, its whole-tournament check and the standings the file carries (the file's registry by the game's
    id, ``vocabulary.GAME_OF_KIND``; docs/architecture.md, "One game, one place")."""

    table: Callable[[Any, str], PlayedTable]
    round_out: Callable[[Round], dict[str, Any]]
    check: Callable[[Tournament], None]
    standings: Callable[[Tournament], list[Standing] | list[tarot.Line]]


_CODECS: dict[str, _Codec] = {
    "burraco": _Codec(
        _score_sheet_table,
        _score_sheet_round_out,
        _check_burraco,
        lambda t: burraco_standings(t, get_ruleset(t.setup.ruleset)),
    ),
    "tarot": _Codec(
        _turn_sheet_table,
        _tarot_round_out,
        _check_tarot,
        lambda t: tarot.standings(t, get_tarot_ruleset(t.setup.ruleset)),
    ),
}


def _codec(kind: str) -> _Codec:
    game = GAME_OF_KIND.get(kind)
    if game is None:
        raise _fail("tournament.kind", f"unknown kind {kind!r}", f"tipo sconosciuto {kind!r}")
    return _CODECS[game]


def dumps_with_standings(tournament: Tournament) -> str:
    """The document with its recomputed standings, whichever the game (the export and the rehearsal)."""
    return dumps(tournament, recomputed_standings(tournament))


def dumps(tournament: Tournament, standings: Sequence[Standing] | Sequence[tarot.Line] | None = None) -> str:
    return json.dumps(write_document(tournament, standings), ensure_ascii=False, indent=2) + "\n"
