"""The tournament file, version 1 (TOURNAMENT-FILE.md, docs/tournament-file.md): JSON document <-> Tournament.

``read_document`` checks every field's type and then the whole tournament's consistency (its game's check), naming
the place of the first mistake; unknown keys are ignored as the format requires, and any standings in the
document are ignored (they are always recomputed). ``write_document`` writes the core keys plus the few
extras the app keeps (player category and ranking points, table rooms and players), in a stable order so
export -> import -> export gives the same document.

Each game reads and writes its own tables and rounds, checks its tournaments and writes its standings
(``Codec``, registered with the game): a burraco table holds the score sheet (``games.burraco.file``), a Sicilian Tarot one its turn sheet
(``games.tarot.file``). The
helpers a codec reads with (``obj_of``, ``int_of``, ``fail``...) are public for that.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from fibur_director.domain import file_schema
from fibur_director.domain.errors import FiburError
from fibur_director.domain.tournament import (
    Entry,
    PlayedTable,
    Player,
    Published,
    Round,
    Sanction,
    Setup,
    Substitution,
    Tournament,
    TournamentError,
)
from fibur_director.domain.vocabulary import kind_of

FORMAT = "fibur-director-tournament"
VERSION = 1


def fail(place: str, english: str, italian: str) -> TournamentError:
    return TournamentError(place, english, italian)


def get_key(data: Mapping[str, Any], key: str, place: str) -> Any:
    if key not in data:
        raise fail(f"{place}.{key}" if place else key, "is missing", "manca")
    return data[key]


def obj_of(value: Any, place: str) -> Mapping[str, Any]:
    if not isinstance(value, dict):
        raise fail(place, "must be an object", "deve essere un oggetto")
    return value


def list_of(value: Any, place: str) -> list[Any]:
    if not isinstance(value, list):
        raise fail(place, "must be a list", "deve essere una lista")
    return value


def int_of(value: Any, place: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise fail(place, f"must be a whole number, not {value!r}", f"deve essere un intero, non {value!r}")
    return value


def text_of(value: Any, place: str) -> str:
    if not isinstance(value, str):
        raise fail(place, f"must be text, not {value!r}", f"deve essere un testo, non {value!r}")
    return value


def optional_text(data: Mapping[str, Any], key: str, place: str) -> str | None:
    value = data.get(key)
    return None if value is None else text_of(value, f"{place}.{key}")


def optional_int(data: Mapping[str, Any], key: str, place: str) -> int | None:
    value = data.get(key)
    return None if value is None else int_of(value, f"{place}.{key}")


def side_of(value: Any, place: str) -> tuple[int, ...]:
    if isinstance(value, list):
        return tuple(int_of(v, f"{place}[{i}]") for i, v in enumerate(value))
    return (int_of(value, place),)


def _setup(data: Mapping[str, Any]) -> Setup:
    place = "tournament"
    sessions_value = data.get("sessions")
    planned = int_of(get_key(data, "planned_rounds", place), f"{place}.planned_rounds")
    if sessions_value is None:
        sessions: tuple[tuple[int, ...], ...] = (tuple(range(1, planned + 1)),)
    else:
        sessions = tuple(
            tuple(
                int_of(n, f"{place}.sessions[{i}][{j}]")
                for j, n in enumerate(list_of(s, f"{place}.sessions[{i}]"))
            )
            for i, s in enumerate(list_of(sessions_value, f"{place}.sessions"))
        )
    return Setup(
        name=text_of(get_key(data, "name", place), f"{place}.name"),
        date=text_of(get_key(data, "date", place), f"{place}.date"),
        ruleset=text_of(get_key(data, "ruleset", place), f"{place}.ruleset"),
        kind=text_of(get_key(data, "kind", place), f"{place}.kind"),
        deals_per_round=int_of(get_key(data, "deals_per_round", place), f"{place}.deals_per_round"),
        planned_rounds=planned,
        sessions=sessions,
        round_time_reduction=optional_int(data, "round_time_reduction", place) or 0,
        level=optional_text(data, "level", place) or "club",
        announced_800=bool_of(data.get("announced_800", False), f"{place}.announced_800"),
        prizes=optional_int(data, "prizes", place),
        tie_break=tuple(
            text_of(k, f"{place}.tie_break[{i}]")
            for i, k in enumerate(list_of(data.get("tie_break", []), f"{place}.tie_break"))
        ),
        interrupted_after=optional_int(data, "interrupted_after_round", place),
        referee=optional_text(data, "referee", place),
        published=_published(data.get("standings_published"), f"{place}.standings_published", planned),
        prize_list=_prize_list(data, place),
    )


PUBLISHED_KINDS = ("none", "provisional", "final")


def _published(value: Any, place: str, planned: int) -> Published | None:
    """``{"kind": "final", "after_round": 4, "at": "2026-12-20T22:05:00Z"}``, or ``{"kind": "none"}``."""
    if value is None:
        return None
    data = obj_of(value, place)
    kind = text_of(get_key(data, "kind", place), f"{place}.kind")
    if kind not in PUBLISHED_KINDS:
        raise fail(
            f"{place}.kind",
            f"{kind!r} is not one of {', '.join(PUBLISHED_KINDS)}",
            f"{kind!r} non è uno tra {', '.join(PUBLISHED_KINDS)}",
        )
    if kind == "none":
        return Published("none")
    after_round = int_of(get_key(data, "after_round", place), f"{place}.after_round")
    at = text_of(get_key(data, "at", place), f"{place}.at")
    try:
        moment = dt.datetime.fromisoformat(at)
    except ValueError:
        moment = None
    if moment is None or moment.utcoffset() != dt.timedelta(0):
        raise fail(
            f"{place}.at",
            f"{at!r} is not a UTC date and time such as 2026-12-20T22:05:00Z",
            f"{at!r} non è una data e ora UTC come 2026-12-20T22:05:00Z",
        )
    if not 0 <= after_round <= planned:
        raise fail(
            f"{place}.after_round",
            f"must be between 0 and the {planned} planned rounds",
            f"deve essere tra 0 e i {planned} turni previsti",
        )
    return Published(kind, after_round, at)


def _prize_list(data: Any, place: str) -> str | None:
    """The set-up's prize list (issue 37): TOML text a prize list reads from, refused naming its place."""
    from fibur_director.domain.prizes import PrizeListError, read_prize_list

    text = optional_text(data, "prize_list", place)
    if text is not None:
        try:
            read_prize_list(text, "")
        except PrizeListError as error:
            raise fail(f"{place}.prize_list", str(error), error.italian) from None
    return text


def bool_of(value: Any, place: str) -> bool:
    if not isinstance(value, bool):
        raise fail(place, "must be true or false", "deve essere true o false")
    return value


def _substitutions(value: Any, place: str) -> tuple[Substitution, ...]:
    found = []
    for i, item in enumerate(list_of(value, place)):
        data = obj_of(item, f"{place}[{i}]")
        found.append(
            Substitution(
                out=text_of(get_key(data, "out", f"{place}[{i}]"), f"{place}[{i}].out"),
                into=text_of(get_key(data, "in", f"{place}[{i}]"), f"{place}[{i}].in"),
                after_round=int_of(
                    get_key(data, "after_round", f"{place}[{i}]"), f"{place}[{i}].after_round"
                ),
            )
        )
    return tuple(found)


def _drawn(value: Any, place: str) -> tuple[int, int]:
    data = obj_of(value, place)
    entry = int_of(get_key(data, "entry", place), f"{place}.entry")
    trump = int_of(get_key(data, "trump", place), f"{place}.trump")
    return entry, trump


def _round(value: Any, place: str, table: Callable[[Any, str], PlayedTable]) -> Round:
    data = obj_of(value, place)
    return Round(
        number=int_of(get_key(data, "number", place), f"{place}.number"),
        system=text_of(get_key(data, "system", place), f"{place}.system"),
        tables=tuple(
            table(t, f"{place}.tables[{i}]")
            for i, t in enumerate(list_of(get_key(data, "tables", place), f"{place}.tables"))
        ),
        rest=tuple(
            int_of(e, f"{place}.rest[{i}]")
            for i, e in enumerate(list_of(data.get("rest", []), f"{place}.rest"))
        ),
        group=optional_text(data, "group", place),
        draw=tuple(
            _drawn(d, f"{place}.draw[{i}]")
            for i, d in enumerate(list_of(data.get("draw") or [], f"{place}.draw"))
        ),
    )


def _sanction(value: Any, place: str) -> Sanction:
    data = obj_of(value, place)
    quarrel = bool_of(data.get("quarrel", False), f"{place}.quarrel")
    return Sanction(
        type=text_of(get_key(data, "type", place), f"{place}.type"),
        entry=optional_int(data, "entry", place),
        round=optional_int(data, "round", place),
        table=optional_int(data, "table", place),
        minutes=optional_int(data, "minutes", place),
        from_round=optional_int(data, "from_round", place),
        quarrel=quarrel,
        points=optional_int(data, "points", place),
        article=optional_text(data, "article", place),
        note=optional_text(data, "note", place),
    )


def read_document(document: Any) -> Tournament:
    """A checked Tournament from a parsed JSON document; TournamentError names the place of any mistake."""
    file_schema.validate(document)  # limits and shapes first (issue 14): nothing below can hang or crash
    data = obj_of(document, "document")
    if data.get("format") != FORMAT:
        raise fail("format", f"not a {FORMAT} document", f"non è un documento {FORMAT}")
    version = data.get("version")
    if version != VERSION:
        raise fail(
            "version",
            f"version {version!r} is not supported (this program reads version {VERSION})",
            f"la versione {version!r} non è supportata (questo programma legge la versione {VERSION})",
        )
    setup = _setup(obj_of(get_key(data, "tournament", ""), "tournament"))
    players = []
    for i, p in enumerate(list_of(data.get("players", []), "players")):
        place = f"players[{i}]"
        pd = obj_of(p, place)
        players.append(
            Player(
                id=text_of(get_key(pd, "id", place), f"{place}.id"),
                surname=text_of(get_key(pd, "surname", place), f"{place}.surname"),
                name=text_of(get_key(pd, "name", place), f"{place}.name"),
                card=optional_text(pd, "card", place),
                club=optional_text(pd, "club", place),
                category=optional_text(pd, "category", place),
                ranking_points=optional_int(pd, "ranking_points", place) or 0,
            )
        )
    entries = []
    for i, e in enumerate(list_of(data.get("entries", []), "entries")):
        place = f"entries[{i}]"
        ed = obj_of(e, place)
        entries.append(
            Entry(
                id=int_of(get_key(ed, "id", place), f"{place}.id"),
                name=text_of(get_key(ed, "name", place), f"{place}.name"),
                players=tuple(
                    text_of(p, f"{place}.players[{j}]")
                    for j, p in enumerate(list_of(ed.get("players", []), f"{place}.players"))
                ),
                substitutions=_substitutions(ed.get("substitutions", []), f"{place}.substitutions"),
                late=ed.get("late") is True,
            )
        )
    codec = _codec(setup.kind)
    rounds = tuple(
        _round(r, f"rounds[{i}]", codec.table)
        for i, r in enumerate(list_of(data.get("rounds", []), "rounds"))
    )
    sanctions = tuple(
        _sanction(s, f"sanctions[{i}]") for i, s in enumerate(list_of(data.get("sanctions", []), "sanctions"))
    )
    tournament = Tournament(setup, tuple(players), tuple(entries), rounds, sanctions)
    check_tournament(tournament)
    return tournament


def check_tournament(tournament: Tournament) -> None:
    """The whole tournament's consistency by its own game's rules (a Tarot tournament never by the burraco check,
    nor the reverse): what a file must satisfy to load, and what the desk's state must satisfy after an undo or
    a redo (``services.actions``)."""
    _codec(tournament.setup.kind).check(tournament)


def ruleset_or_fail(get: Callable[[str], Any], ruleset_id: str) -> Any:
    try:
        return get(ruleset_id)
    except FiburError as error:
        raise fail("tournament.ruleset", error.english, error.italian) from None


def loads(text: str) -> Tournament:
    return read_document(file_schema.parse(text))


def drop_none(data: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in data.items() if v is not None and v != () and v != []}


def _setup_out(setup: Setup) -> dict[str, Any]:
    return drop_none(
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
            "referee": setup.referee,
            "standings_published": _published_out(setup.published),
            "prize_list": setup.prize_list,
        }
    )


def _published_out(published: Published | None) -> dict[str, Any] | None:
    if published is None:
        return None
    if published.kind == "none":
        return {"kind": "none"}
    return {"kind": published.kind, "after_round": published.after_round, "at": published.at}


def _player_out(p: Player) -> dict[str, Any]:
    return drop_none(
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
    return drop_none(
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


def write_document(tournament: Tournament, standings: Sequence[Any] | None = None) -> dict[str, Any]:
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
            | ({"late": True} if e.late else {})
            for e in tournament.entries
        ],
        "rounds": [r | {"fingerprint": f} for r, f in zip(rounds, chain[1:], strict=True)],
        "sanctions": [_sanction_out(s) for s in tournament.sanctions],
    }
    if standings is not None:
        document["standings"] = [codec.standing_out(s) for s in standings]
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
    given = list(rounds) if rounds is not None else None
    if given is not None and len(given) != len(tournament.rounds):
        raise ValueError("the written rounds are not the tournament's")
    setup = _setup_out(tournament.setup)
    # Declaring the tournament interrupted is a fact of its last round, not of its set-up: it must not change
    # the fingerprints printed on the rounds before (docs/fingerprint.md).
    interrupted = setup.pop("interrupted_after_round", None)
    # Who directed it decides no result, and a name corrected later must not break a printed fingerprint.
    setup.pop("referee", None)
    # Nor does when the standings were shown: exporting again after the claims window must verify alike.
    setup.pop("standings_published", None)
    setup.pop("prize_list", None)  # the prizes decide no result either (issue 37)
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
    by_round: dict[int, list[Sanction]] = {}
    for s in tournament.sanctions:
        by_round.setdefault(_round_of_sanction(s), []).append(s)
    # Who the players and entries are, as one digest for every round's key below.
    people = hashlib.sha256(repr((tournament.players, tournament.entries)).encode()).digest()
    for index, rnd in enumerate(tournament.rounds):
        ends = interrupted if index == last else None
        # Everything the round's part is made of, by value: the chain so far, the players and entries (who
        # played, and the ids a written round may name), and a digest of the game (its codec writes the round),
        # the round, its sanctions and the interruption it may carry. Digests of the reprs (the domain's frozen
        # dataclasses spell every field's value and type), so a kept key holds no objects: a round of 150
        # tables kept by value would be a thousand more objects for the cyclic collector to walk.
        found: str | None = None
        key: tuple[str, bytes, bytes] | None = None
        if given is None:
            part_of = (tournament.setup.kind, rnd, tuple(by_round.get(rnd.number, ())), ends)
            key = (chain[-1], people, hashlib.sha256(repr(part_of).encode()).digest())
            found = _round_digests.get(key)
        if found is None:
            written = given[index] if given is not None else _codec(tournament.setup.kind).round_out(rnd)
            part: dict[str, Any] = {
                "round": _without_ids(written, identities),
                "players": _who_played(rnd, entries, identities),
                "sanctions": sanctions.get(rnd.number, []),
            }
            if ends is not None:
                part["interrupted_after_round"] = ends
            found = hashlib.sha256(chain[-1].encode("ascii") + b"\n" + canonical(part)).hexdigest()
            if key is not None:
                if len(_round_digests) >= _ROUND_DIGESTS_MAX:
                    _round_digests.clear()
                _round_digests[key] = found
        chain.append(found)
    return chain


# Round parts' digests already computed, by everything they are made of (``fingerprints``): after a corrected
# score in round 11 of a 300-pair tournament, the site's regeneration and the desk computed rounds 1-10's parts
# again (writing 3,000 tables as canonical JSON, ~0.1 s of the regeneration's 0.5 s); equal values give the
# same digest. Keys are made from values, never identities, so a tournament read again from the database
# finds them. Only rounds the function writes itself are kept (the file writer's written rounds are its own).
_round_digests: dict[tuple[str, bytes, bytes], str] = {}
_ROUND_DIGESTS_MAX = 4_096  # about 0.5 MB


def written_standings(tournament: Tournament) -> list[Any]:
    """The ``standings`` key as the writer would write it now, read back as JSON reads it (lists, not tuples),
    so ``verify`` compares it with a file's own."""
    codec = _codec(tournament.setup.kind)
    written: list[Any] = json.loads(
        json.dumps([codec.standing_out(s) for s in recomputed_standings(tournament)], ensure_ascii=False)
    )
    return written


def recomputed_standings(tournament: Tournament) -> list[Any]:
    """The standings a file's ``standings`` key carries, by the tournament's own game (burraco VP, Tarot jochi)."""
    return _codec(tournament.setup.kind).standings(tournament)


@dataclass(frozen=True)
class Codec:
    """A game's part of the tournament file beyond the shared envelope: how its tables read and its rounds
    write, its whole-tournament check, the standings the file carries and how one of their rows is written
    (registered with the game, ``games.registry.register``; docs/architecture.md, "One game, one place")."""

    table: Callable[[Any, str], PlayedTable]
    round_out: Callable[[Round], dict[str, Any]]
    check: Callable[[Tournament], None]
    standings: Callable[[Tournament], list[Any]]
    standing_out: Callable[[Any], dict[str, Any]]


# Each game's codec by its id; the tournament's kind names its game through the vocabulary.
CODECS: dict[str, Codec] = {}


def _codec(kind: str) -> Codec:
    found = kind_of(kind)
    if found is None:
        raise fail("tournament.kind", f"unknown kind {kind!r}", f"tipo sconosciuto {kind!r}")
    return CODECS[found.game]


def dumps_with_standings(tournament: Tournament) -> str:
    """The document with its recomputed standings, whichever the game (the export and the rehearsal)."""
    return dumps(tournament, recomputed_standings(tournament))


def dumps(tournament: Tournament, standings: Sequence[Any] | None = None) -> str:
    return json.dumps(write_document(tournament, standings), ensure_ascii=False, indent=2) + "\n"
