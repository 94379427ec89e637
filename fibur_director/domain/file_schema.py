"""The strict reader of the tournament file: limits and shapes checked on the raw JSON before anything is built.

Every command and the desk read a tournament file through ``tournament_file.loads`` / ``read_document``, which
call ``parse`` (the text) and ``validate`` (the parsed document) first. What they guarantee, so that no later
code can hang, run out of memory or raise anything but a ``TournamentError`` naming the place:

* ``parse``: at most ``MAX_FILE_BYTES``; nesting at most ``MAX_DEPTH`` deep (checked on the text, before the
  parser recurses); no integer literal longer than ``MAX_INT_DIGITS`` digits, no NaN or Infinity, no key twice
  in one object.
* ``validate``: the declarative ``SCHEMA`` below: every known key's type (``1.0`` is not a whole number, ``true``
  is not a number), integer ranges, text lengths, no control characters or lone surrogates in any text, list
  lengths, closed vocabularies, real calendar dates; then the cross-references the domain's ``check`` does not
  see (sessions cover the planned rounds once each, rounds numbered 1, 2, 3... within the plan, an entry has
  as many players as its kind needs, players named at a table exist, a sanction's entry exists, one withdrawal
  per entry).

Each game checks its own document (``SCHEMAS``, by the kind's game): ``SCHEMA`` is burraco's, and a Sicilian
Tarot file is checked against the Tarot one (``games.tarot.file``): the same envelope with Tarot tables (four
players in ``ns``, the turn sheet in ``deals``) and round 1's ``draw``. Each game's keys are ``forbidden`` in the
other's file, so a turn sheet in a burraco file, or a burraco result in a Tarot one, is refused with the reason
instead of being ignored as an unknown key.

Unknown keys are allowed (the format requires readers to ignore them) but still count towards the size and
depth limits. The limits are stated for users in docs/tournament-file.md ("Limits"); a key added to the
format is added to ``SCHEMA`` here (``TOURNAMENT``, ``_TABLE``...), or it is only bounded by those limits.

Why hand-written and not JSON Schema + ``jsonschema``: the refusal must be one line in English and Italian naming
the place (``rounds[2].tables[4].ns``), the whole check must stay a small part of the one-second import budget
of the largest legal file, and the size, depth and integer-length limits must act before or while the text is
parsed, which a schema validator (working on the parsed document) cannot do. The schema is still data: one
table of ``Obj``/``Arr``/``Int``/``Text`` nodes, read by one small interpreter.
"""

from __future__ import annotations

import datetime as dt
import json
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from fibur_director.domain.tournament import TournamentError
from fibur_director.domain.vocabulary import (
    LEVELS,
    ROOMS,
    SANCTION_TYPES,
    TIE_BREAK_KEYS,
    entry_size,
    kind_of,
    kinds,
    systems,
)

MAX_FILE_BYTES = 16 * 1024 * 1024
MAX_DEPTH = 20
MAX_INT_DIGITS = 15
MAX_ROUNDS = 40
MAX_ENTRIES = 1000
MAX_PLAYERS = 6000
MAX_TABLES = 1000
MAX_SANCTIONS = 5000
MAX_DEALS = 20
MAX_TEAM = 12
MAX_NUMBER = 100_000  # entry, table and match numbers
MAX_POINTS = 100_000  # one side's points at one table (or one deal), either sign

_FORBIDDEN = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff]")
_FORBIDDEN_IN_NOTES = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff]")  # a note may hold lines, tabs
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def fail(place: str, english: str, italian: str) -> TournamentError:
    return TournamentError(place, english, italian)


def _brief(value: Any) -> str:
    """A value as a message shows it: at most 40 characters, on one line, whatever it is."""
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list):
        return "a list"
    text = repr(value)
    text = text.encode("ascii", "backslashreplace").decode("ascii")
    return text if len(text) <= 40 else text[:37] + "..."


def _short(text: str) -> str:
    """An id as a message shows it, without quotes (ids are checked free of control characters)."""
    return text if len(text) <= 40 else text[:37] + "..."


def _brevi(value: Any) -> str:
    if isinstance(value, dict):
        return "un oggetto"
    if isinstance(value, list):
        return "una lista"
    return _brief(value)


# -- the text -----------------------------------------------------------------------------------------------

# "unrolled" so that a string of megabytes is one fast scan, not one alternation per character
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')
_NOT_NESTING = re.compile(r"[^\[\]{}]+")


_LONG_NUMBER = re.compile(f"[0-9]{{{MAX_INT_DIGITS + 1}}}[0-9]*")
_OPENERS = re.compile(f"[\\[{{]{{{MAX_DEPTH + 1}}}")


def _check_text(text: str) -> None:
    """Refuse nesting deeper than MAX_DEPTH and integers longer than MAX_INT_DIGITS digits, found on the text
    (outside its strings) so the parser never recurses that deep nor converts a number of thousands of digits."""
    bare = _STRING.sub("", text)
    long_number = _LONG_NUMBER.search(bare)
    if long_number:
        _int_literal(long_number.group())
    brackets = _NOT_NESTING.sub("", bare)
    if _OPENERS.search(brackets):  # the common shape of a "deep JSON" attack, found in one scan
        raise fail(
            "document", f"nested more than {MAX_DEPTH} levels deep", f"annidato oltre {MAX_DEPTH} livelli"
        )
    # Each pass removes the innermost level: MAX_DEPTH passes empty a well-nested text within the limit.
    for _ in range(MAX_DEPTH):
        if not brackets:
            return
        brackets = brackets.replace("[]", "").replace("{}", "")
    if not brackets:
        return
    if "[]" in brackets or "{}" in brackets:
        # a pair still closes inside MAX_DEPTH others; otherwise the brackets do not match and the parser says where
        raise fail(
            "document", f"nested more than {MAX_DEPTH} levels deep", f"annidato oltre {MAX_DEPTH} livelli"
        )


def _int_literal(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise fail(
            "document",
            f"a number of {len(text)} digits ({text[:12]}...): at most {MAX_INT_DIGITS} digits",
            f"un numero di {len(text)} cifre ({text[:12]}...): al massimo {MAX_INT_DIGITS} cifre",
        )
    return int(text)


def _constant(text: str) -> Any:
    raise fail("document", f"{text} is not a number JSON allows", f"{text} non è un numero ammesso in JSON")


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    data = dict(pairs)
    if len(data) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise fail(
                    _brief(key), "key given twice in one object", "chiave ripetuta nello stesso oggetto"
                )
            seen.add(key)
    return data


def parse(text: str) -> Any:
    """The JSON document in ``text``, within the size, depth and number limits; TournamentError if not."""
    if len(text) > MAX_FILE_BYTES:
        raise fail(
            "document",
            f"{len(text):,} characters: a tournament file holds at most {MAX_FILE_BYTES:,} bytes",
            f"{len(text):,} caratteri: un file torneo contiene al massimo {MAX_FILE_BYTES:,} byte",
        )
    _check_text(text)
    try:
        return json.loads(text, parse_constant=_constant, object_pairs_hook=_unique_keys)
    except json.JSONDecodeError as error:
        raise fail(
            f"line {error.lineno}, column {error.colno}",
            f"not valid JSON ({error.msg})",
            f"JSON non valido ({error.msg})",
        ) from None
    except RecursionError:  # below MAX_DEPTH this cannot happen; kept so no traceback can escape
        raise fail("document", "nested too deeply", "annidato troppo in profondità") from None


# -- the schema ---------------------------------------------------------------------------------------------


# Where a value sits, built as nested pairs (parent, key) and spelt out only for a refusal: formatting the place
# of each of a large file's hundreds of thousands of values would cost more than checking them.
Place = Any


def _where(place: Place) -> str:
    keys: list[str | int] = []
    while isinstance(place, tuple):
        place, key = place
        keys.append(key)
    text = ""
    for key in reversed(keys):
        text += f"[{key}]" if isinstance(key, int) else (f".{key}" if text else key)
    return text or "document"


class Node:
    def check(self, value: Any, place: Place) -> None:
        raise NotImplementedError


@dataclass(frozen=True)
class Int(Node):
    low: int
    high: int

    def check(self, value: Any, place: Place) -> None:
        if isinstance(value, bool) or not isinstance(value, int):
            raise fail(
                _where(place),
                f"must be a whole number, not {_brief(value)}",
                f"deve essere un numero intero, non {_brevi(value)}",
            )
        if not self.low <= value <= self.high:
            raise fail(
                _where(place),
                f"{value} is outside {self.low}..{self.high}",
                f"{value} è fuori dall'intervallo {self.low}..{self.high}",
            )


@dataclass(frozen=True)
class Text(Node):
    longest: int
    shortest: int = 0
    # The values allowed, or a function giving them when a file is read (the kinds the games declared).
    choices: tuple[str, ...] | Callable[[], tuple[str, ...]] = ()
    lines: bool = False  # newlines and tabs allowed (notes)
    date: bool = False
    noun: tuple[str, str] = ("value", "valore sconosciuto")  # "unknown kind 'x'" / "tipo sconosciuto 'x'"

    def check(self, value: Any, place: Place) -> None:
        if not isinstance(value, str):
            raise fail(
                _where(place),
                f"must be text, not {_brief(value)}",
                f"deve essere un testo, non {_brevi(value)}",
            )
        if not self.shortest <= len(value) <= self.longest:
            raise fail(
                _where(place),
                f"{len(value):,} characters: from {self.shortest} to {self.longest}",
                f"{len(value):,} caratteri: da {self.shortest} a {self.longest}",
            )
        bad = (_FORBIDDEN_IN_NOTES if self.lines else _FORBIDDEN).search(value)
        if bad:
            code = f"U+{ord(bad.group()):04X}"
            raise fail(
                _where(place),
                f"holds the control character {code} at position {bad.start() + 1}",
                f"contiene il carattere di controllo {code} in posizione {bad.start() + 1}",
            )
        choices = self.choices() if callable(self.choices) else self.choices
        if choices and value not in choices:
            raise fail(
                _where(place),
                f"unknown {self.noun[0]} {_brief(value)}; one of {', '.join(choices)}",
                f"{self.noun[1]} {_brevi(value)}; uno tra {', '.join(choices)}",
            )
        if self.date:
            try:
                if not _DATE.fullmatch(value):
                    raise ValueError
                dt.date.fromisoformat(value)
            except ValueError:
                raise fail(
                    _where(place),
                    f"{_brief(value)} is not a date such as 2026-12-20",
                    f"{_brevi(value)} non è una data come 2026-12-20",
                ) from None


_HEX64 = re.compile("[0-9a-f]{64}")


@dataclass(frozen=True)
class Fingerprint(Node):
    """A SHA-256 fingerprint as the writer puts it (docs/fingerprint.md): 64 lower-case hexadecimal digits."""

    def check(self, value: Any, place: Place) -> None:
        if not isinstance(value, str) or not _HEX64.fullmatch(value):
            raise fail(
                _where(place),
                f"{_brief(value)} is not a fingerprint (64 hexadecimal digits, 0-9 a-f)",
                f"{_brevi(value)} non è un'impronta (64 cifre esadecimali, 0-9 a-f)",
            )


@dataclass(frozen=True)
class Flag(Node):
    def check(self, value: Any, place: Place) -> None:
        if not isinstance(value, bool):
            raise fail(_where(place), "must be true or false", "deve essere true o false")


@dataclass(frozen=True)
class Const(Node):
    """Exactly this value, of this type (``1.0`` is not version ``1``); the messages get ``{value}``."""

    value: object
    english: str
    italian: str

    def check(self, value: Any, place: Place) -> None:
        if type(value) is not type(self.value) or value != self.value:
            raise fail(
                _where(place),
                self.english.format(value=_brief(value)),
                self.italian.format(value=_brevi(value)),
            )


@dataclass(frozen=True)
class Arr(Node):
    item: Node
    longest: int
    shortest: int = 0

    def check(self, value: Any, place: Place) -> None:
        if not isinstance(value, list):
            raise fail(
                _where(place),
                f"must be a list, not {_brief(value)}",
                f"deve essere una lista, non {_brevi(value)}",
            )
        if not self.shortest <= len(value) <= self.longest:
            raise fail(
                _where(place),
                f"{len(value):,} items: from {self.shortest} to {self.longest:,}",
                f"{len(value):,} elementi: da {self.shortest} a {self.longest:,}",
            )
        for index, item in enumerate(value):
            self.item.check(item, (place, index))


@dataclass(frozen=True)
class Pair(Node):
    """``[ns, ew]``: one deal's points."""

    item: Node

    def check(self, value: Any, place: Place) -> None:
        if not isinstance(value, list) or len(value) != 2:
            raise fail(_where(place), "must be [ns, ew]", "deve essere [ns, ew]")
        self.item.check(value[0], (place, 0))
        self.item.check(value[1], (place, 1))


@dataclass(frozen=True)
class Either(Node):
    """A number or a list (a table side: ``1`` or ``[1, 4]``)."""

    one: Node
    many: Node

    def check(self, value: Any, place: Place) -> None:
        (self.many if isinstance(value, list) else self.one).check(value, place)


@dataclass(frozen=True)
class Obj(Node):
    required: Mapping[str, Node]
    optional: Mapping[str, Node] = field(default_factory=dict)
    # Keys of the other game (a burraco result at a Tarot table, a turn sheet at a burraco one): refused when
    # given and not empty, with the reason, rather than silently ignored as unknown keys are.
    forbidden: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    # A closed object (the boxes of a Tarot side's jochi): an unknown key is a typo that would lose a jocu.
    closed: bool = False

    def check(self, value: Any, place: Place) -> None:
        if not isinstance(value, dict):
            raise fail(
                _where(place),
                f"must be an object, not {_brief(value)}",
                f"deve essere un oggetto, non {_brevi(value)}",
            )
        for key, node in self.required.items():
            if key not in value:
                raise fail(_where((place, key)), "is missing", "manca")
            node.check(value[key], (place, key))
        for key, node in self.optional.items():
            # null is "not given" for an optional key, as the reader has always taken it
            if value.get(key) is not None:
                node.check(value[key], (place, key))
        for key, (english, italian) in self.forbidden.items():
            if value.get(key) not in (None, [], {}):
                raise fail(_where((place, key)), english, italian)
        if self.closed:
            for key in value:
                if key not in self.required and key not in self.optional:
                    known = ", ".join((*self.required, *self.optional))
                    raise fail(
                        _where(place),
                        f"unknown key {_brief(key)}; one of {known}",
                        f"chiave sconosciuta {_brevi(key)}; una tra {known}",
                    )


NUMBER = Int(1, MAX_NUMBER)
_ROUND = Int(1, MAX_ROUNDS)
_POINTS = Int(-MAX_POINTS, MAX_POINTS)
_ID = Text(64, 1)
_SIDE = Either(NUMBER, Arr(NUMBER, 2, 1))

# The keys of the tournament object (docs/tournament-file.md); unknown keys are ignored, bounded only by the size
# and depth limits.
TOURNAMENT = Obj(
    required={
        "name": Text(200, 1),
        "date": Text(10, date=True),
        "ruleset": Text(64, 1),
        "kind": Text(16, choices=kinds, noun=("kind", "tipo sconosciuto")),
        "deals_per_round": Int(1, MAX_DEALS),
        "planned_rounds": _ROUND,
    },
    optional={
        "sessions": Arr(Arr(_ROUND, MAX_ROUNDS, 1), MAX_ROUNDS, 1),
        "round_time_reduction": Int(0, 120),
        "level": Text(16, choices=LEVELS, noun=("level", "livello sconosciuto")),
        "announced_800": Flag(),
        "prizes": Int(0, MAX_ENTRIES),
        "tie_break": Arr(Text(16, choices=TIE_BREAK_KEYS, noun=("criterion", "criterio sconosciuto")), 3),
        "interrupted_after_round": Int(0, MAX_ROUNDS),
        "referee": Text(100, 1),  # the direttore di gara (issue 38); not in the fingerprints
        # The latest standings shown when exported (issue 35): the claims window is read from it; the reader
        # checks the kind and the time. Not in the fingerprints.
        "standings_published": Obj(
            required={"kind": Text(16, 1)},
            optional={"after_round": Int(0, MAX_ROUNDS), "at": Text(32, 1)},
            closed=True,
        ),
        "prize_list": Text(
            256 * 1024, 1, lines=True
        ),  # TOML (issue 37, domain/prizes.py); not in the fingerprints
        "fingerprint": Fingerprint(),  # round 0's: the set-up and the entries (issue 27; checked by verify)
    },
)
_SUBSTITUTION = Obj(required={"out": _ID, "in": _ID, "after_round": Int(0, MAX_ROUNDS)}, optional={})
_PLAYER = Obj(
    required={"id": _ID, "surname": Text(100), "name": Text(100)},
    optional={
        "card": Text(32),
        "club": Text(100),
        "category": Text(32),
        "ranking_points": Int(0, 10_000_000),
    },
)
_ENTRY = Obj(
    required={"id": NUMBER, "name": Text(200)},
    optional={"players": Arr(_ID, MAX_TEAM), "substitutions": Arr(_SUBSTITUTION, MAX_TEAM), "late": Flag()},
)
_RESULT = Obj(
    required={"ns_points": _POINTS, "ew_points": _POINTS},
    optional={"deals": Arr(Pair(_POINTS), MAX_DEALS)},
)
# The keys of another game's tables and rounds (the Sicilian Tarot's turn sheets and draw): refused in this
# schema's files (burraco's, the score-sheet games') with this reason.
_NOT_SCORE_SHEETS = (
    "a turn sheet and a draw belong to Sicilian Tarot tables (kind tarot), not to a burraco tournament",
    "schede di turno e sorteggio sono dei tavoli di tarocchi siciliani (tipo tarot), non di un torneo di burraco",
)
_TABLE = Obj(
    required={"table": NUMBER, "ns": _SIDE, "ew": _SIDE},
    forbidden={"deals": _NOT_SCORE_SHEETS},
    optional={
        "result": _RESULT,
        "room": Text(8, choices=ROOMS, noun=("room", "sala sconosciuta")),
        "match": NUMBER,
        "group": Text(32),
        "ns_players": Arr(_ID, MAX_TEAM),
        "ew_players": Arr(_ID, MAX_TEAM),
        "declares_first": NUMBER,
    },
)
ROUND_OBJ = Obj(
    required={
        "number": _ROUND,
        "system": Text(32, choices=systems, noun=("system", "sistema sconosciuto")),
        "tables": Arr(_TABLE, MAX_TABLES),
    },
    optional={"rest": Arr(NUMBER, MAX_ENTRIES), "group": Text(32), "fingerprint": Fingerprint()},
    forbidden={"draw": _NOT_SCORE_SHEETS},
)
_SANCTION = Obj(
    required={"type": Text(32, choices=SANCTION_TYPES, noun=("sanction", "sanzione sconosciuta"))},
    optional={
        "entry": NUMBER,
        "round": _ROUND,
        "table": NUMBER,
        "minutes": Int(0, 24 * 60),
        "from_round": _ROUND,
        "quarrel": Flag(),
        "points": _POINTS,
        "article": Text(64),
        "note": Text(1000, lines=True),
    },
)
SCHEMA = Obj(
    required={
        "format": Const(
            "fibur-director-tournament",
            "not a fibur-director-tournament document",
            "non è un documento fibur-director-tournament",
        ),
        "version": Const(
            1,
            "version {value} is not supported (this program reads version 1)",
            "la versione {value} non è supportata (questo programma legge la versione 1)",
        ),
        "tournament": TOURNAMENT,
    },
    optional={
        "players": Arr(_PLAYER, MAX_PLAYERS),
        "entries": Arr(_ENTRY, MAX_ENTRIES),
        "rounds": Arr(ROUND_OBJ, MAX_ROUNDS),
        "sanctions": Arr(_SANCTION, MAX_SANCTIONS),
    },
)


# -- what the domain's check does not see -------------------------------------------------------------------


def _references(document: Mapping[str, Any]) -> None:
    """What the schema alone cannot say: the sessions and rounds numbered in order, the entries' players known
    and as many as the kind wants, the tables' players known, the sanctions' entries known and withdrawn once."""
    _round_numbers(document)
    players = {p["id"] for p in document.get("players") or []}
    _entry_members(document, players)
    _table_players(document, players)
    _sanction_entries(document)


def _round_numbers(document: Mapping[str, Any]) -> None:
    """The sessions list rounds 1 to the planned number once each; the rounds come in order, none missing."""
    setup = document["tournament"]
    planned: int = setup["planned_rounds"]
    sessions = setup.get("sessions") or [list(range(1, planned + 1))]
    listed = sorted(n for s in sessions for n in s)
    if listed != list(range(1, planned + 1)):
        raise fail(
            "tournament.sessions",
            f"the sessions must list rounds 1 to {planned} once each",
            f"le sessioni devono elencare i turni da 1 a {planned} una volta ciascuno",
        )
    rounds = document.get("rounds") or []
    for index, rnd in enumerate(rounds):
        if rnd["number"] != index + 1 or rnd["number"] > planned:
            raise fail(
                f"rounds[{index}].number",
                f"round {rnd['number']} where round {index + 1} of the {planned} planned is expected "
                "(rounds are given in order, none missing)",
                f"turno {rnd['number']} dove è atteso il turno {index + 1} dei {planned} previsti "
                "(i turni sono in ordine, senza mancanti)",
            )


def _entry_members(document: Mapping[str, Any], players: set[Any]) -> None:
    """Each entry's members are known players, as many as the tournament's kind wants."""
    setup = document["tournament"]
    kind = setup["kind"]
    fewest, most = entry_size(kind)
    most = most or MAX_TEAM
    for index, entry in enumerate(document.get("entries") or []):
        members = entry.get("players") or []
        for member in members:
            if member not in players:
                raise fail(
                    f"entries[{index}].players",
                    f"unknown player {_short(member)}",
                    f"giocatore sconosciuto {_short(member)}",
                )
        count = len(members)
        if not fewest <= count <= most:
            wanted = str(fewest) if fewest == most else f"{fewest} to {most}"
            voluti = str(fewest) if fewest == most else f"da {fewest} a {most}"
            raise fail(
                f"entries[{index}].players",
                f"{count} players: an entry of a {kind} tournament has {wanted}",
                f"{count} giocatori: un iscritto di un torneo {kind} ne ha {voluti}",
            )


def _table_players(document: Mapping[str, Any], players: set[Any]) -> None:
    """The players named at a table (who sat North-South and East-West) are known players."""
    rounds = document.get("rounds") or []
    for r_index, rnd in enumerate(rounds):
        for t_index, table in enumerate(rnd["tables"]):
            for key in ("ns_players", "ew_players"):
                for p_index, player in enumerate(table.get(key) or []):
                    if player not in players:
                        raise fail(
                            f"rounds[{r_index}].tables[{t_index}].{key}[{p_index}]",
                            f"unknown player {_short(player)}",
                            f"giocatore sconosciuto {_short(player)}",
                        )


def _sanction_entries(document: Mapping[str, Any]) -> None:
    """A sanction names a known entry; an entry withdraws once."""
    entries = {e["id"] for e in document.get("entries") or []}
    withdrawn: dict[int, int] = {}
    for index, sanction in enumerate(document.get("sanctions") or []):
        entry = sanction.get("entry")
        if entry is not None and entry not in entries:
            raise fail(f"sanctions[{index}].entry", f"unknown entry {entry}", f"iscritto sconosciuto {entry}")
        if sanction["type"] == "withdrawal" and entry is not None:
            if entry in withdrawn:
                raise fail(
                    f"sanctions[{index}]",
                    f"entry {entry} already withdrew (sanctions[{withdrawn[entry]}])",
                    f"l'iscritto {entry} si è già ritirato (sanctions[{withdrawn[entry]}])",
                )
            withdrawn[entry] = index


@dataclass(frozen=True)
class GameSchema:
    """A game's document: the envelope with its own tables and rounds (``SCHEMA`` is burraco's), and what its
    schema alone cannot say, checked after the shared cross-references."""

    document: Obj
    references: Callable[[Mapping[str, Any]], None] | None = None


# Each game's schema by its id, registered with the game (``games.registry.register``); the document's kind
# decides which, through the vocabulary the games declared.
SCHEMAS: dict[str, GameSchema] = {}


def validate(document: Any) -> None:
    """Refuse a parsed document outside the schema and its limits, naming the first place that breaks them."""
    if not isinstance(document, dict):
        raise fail("document", "must be a JSON object", "deve essere un oggetto JSON")
    setup = document.get("tournament")
    named = setup.get("kind") if isinstance(setup, dict) else None
    kind = kind_of(named) if isinstance(named, str) else None
    # An unknown or missing kind: the shared envelope refuses it, naming the place.
    schema = SCHEMAS[kind.game] if kind is not None else GameSchema(SCHEMA)
    schema.document.check(document, "")
    _references(document)
    if schema.references is not None:
        schema.references(document)
