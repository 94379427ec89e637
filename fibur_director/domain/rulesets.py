"""The rulesets shipped in `resources/rulesets/`, loaded once and looked up by id.

Every game's rulesets live in the same folder, told apart by the file's ``game`` key (none: burraco, as every file
written before the second game). Each game hands its parser to ``register_parser`` when the games' registry is
imported, so the domain reads every file without importing the games (they import it); each game reads its own
through ``rulesets_of`` (burraco's ``games.burraco.ruleset.get_ruleset``, the Tarot's ``get_tarot_ruleset``).
What every game's file shares is here too: the TOML reading (``read_toml``), the format number and the reader
that names the file and field of a mistake (``RulesetReader``), with which each game's parser reads its fields.
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from fibur_director.domain.errors import RulesetError, ScoreError
from fibur_director.domain.roster import CardRules, type_word
from fibur_director.domain.vocabulary import LEVELS
from fibur_director.locations import rulesets_dir

# A ruleset file without a ``game`` key is burraco's: the files, and the referees' own, predate the second game.
DEFAULT_GAME = "burraco"
# The ruleset files' format, the same for every game: a file of another format is refused by its game's parser.
FORMAT = 1
# Sections every game's file may have, read here rather than by the game's parser (which only lets them by):
# ``[membership]``, the member list's card types and the levels each may play (issue 37; docs/rulesets.md).
SHARED_SECTIONS = ("membership",)


class RulesetReader:
    """Typed access to a parsed ruleset file that reports the file and field on any mistake; each game's parser
    reads its own fields with it."""

    def __init__(self, file: str) -> None:
        self.file = file

    def fail(self, field: str, english: str, italian: str) -> RulesetError:
        return RulesetError(self.file, field, english, italian)

    def only(
        self, data: Mapping[str, Any], allowed: Iterable[str], path: str, english: str, italian: str
    ) -> None:
        """Refuse the first key of ``data`` (a table at ``path``) not in ``allowed``, in alphabetical order:
        "<field> is not ``english``" (a misspelt field must not be read as absent)."""
        unknown = sorted(set(data) - set(allowed))
        if unknown:
            raise self.fail(self.join(path, unknown[0]), f"is not {english}", f"non è {italian}")

    def table(self, data: Mapping[str, Any], key: str, path: str) -> Mapping[str, Any]:
        value = self.get(data, key, path)
        if not isinstance(value, dict):
            raise self.fail(self.join(path, key), "must be a table", "deve essere una tabella")
        return value

    def get(self, data: Mapping[str, Any], key: str, path: str) -> Any:
        if key not in data:
            raise self.fail(self.join(path, key), "is missing", "manca")
        return data[key]

    def integer(self, data: Mapping[str, Any], key: str, path: str, *, minimum: int | None = None) -> int:
        return self.check_int(self.get(data, key, path), self.join(path, key), minimum=minimum)

    def check_int(self, value: Any, field: str, *, minimum: int | None = None) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(
                field, f"must be a whole number, not {value!r}", f"deve essere un intero, non {value!r}"
            )
        if minimum is not None and value < minimum:
            raise self.fail(
                field,
                f"must be at least {minimum}, not {value}",
                f"deve valere almeno {minimum}, non {value}",
            )
        return value

    def text(self, data: Mapping[str, Any], key: str, path: str) -> str:
        value = self.get(data, key, path)
        if not isinstance(value, str) or not value.strip():
            raise self.fail(
                self.join(path, key), "must be a non-empty text", "deve essere un testo non vuoto"
            )
        return value

    def boolean(self, data: Mapping[str, Any], key: str, path: str) -> bool:
        value = self.get(data, key, path)
        if not isinstance(value, bool):
            raise self.fail(self.join(path, key), "must be true or false", "deve essere true o false")
        return value

    def int_list(self, value: Any, field: str, length: int | None = None) -> list[Any]:
        if not isinstance(value, list) or (length is not None and len(value) != length):
            shape = f"a list of {length} numbers" if length else "a list"
            forma = f"una lista di {length} numeri" if length else "una lista"
            raise self.fail(field, f"must be {shape}, not {value!r}", f"deve essere {forma}, non {value!r}")
        return value

    @staticmethod
    def join(path: str, key: str | int) -> str:
        if isinstance(key, int):
            return f"{path}[{key}]"
        return f"{path}.{key}" if path else key


def read_toml(path: Path) -> Mapping[str, Any]:
    """The parsed TOML document of a ruleset file; RulesetError naming the file if it cannot be read."""
    reader = RulesetReader(path.name)
    try:
        with path.open("rb") as handle:
            data = tomllib.load(handle)
    except OSError as error:
        raise reader.fail(
            "-", f"cannot be read ({error.strerror})", f"non si può leggere ({error.strerror})"
        ) from error
    except tomllib.TOMLDecodeError as error:
        raise reader.fail("-", f"is not valid TOML: {error}", f"non è TOML valido: {error}") from error
    except UnicodeDecodeError as error:
        raise reader.fail("-", "is not UTF-8 text", "non è testo UTF-8") from error
    return data


@dataclass(frozen=True)
class _Parser:
    name: str  # the game's name, as the refusals say it
    parse: Callable[[str, Mapping[str, Any]], Any]  # (file name, parsed TOML) -> the game's ruleset model


_PARSERS: dict[str, _Parser] = {}


def register_parser(game: str, name: str, parse: Callable[[str, Mapping[str, Any]], Any]) -> None:
    """A game's ruleset parser, by the files' ``game`` key (``games.registry.register``)."""
    _PARSERS[game] = _Parser(name, parse)
    _all_rulesets.cache_clear()
    _all_files.cache_clear()


def withdraw_parser(game: str) -> None:
    _PARSERS.pop(game, None)
    _all_rulesets.cache_clear()
    _all_files.cache_clear()


def _game_of(file: str, data: Mapping[str, Any]) -> str:
    game = data.get("game", DEFAULT_GAME)
    if not isinstance(game, str) or game not in _PARSERS:
        known = ", ".join(_PARSERS)
        raise RulesetError(
            file,
            "game",
            f"unknown game {game!r}; one of {known}",
            f"gioco sconosciuto {game!r}; uno tra {known}",
        )
    return game


def _read(path: Path) -> tuple[str, Any, CardRules | None]:
    """A ruleset file's game, its ruleset parsed by that game's model, and its shared sections."""
    data = read_toml(path)
    game = _game_of(path.name, data)
    ruleset = _PARSERS[game].parse(path.name, data)
    return game, ruleset, parse_card_rules(RulesetReader(path.name), data)


def load_any(path: Path) -> Any:
    """A ruleset file of any game, parsed by its game's model (its ``game`` key)."""
    return _read(path)[1]


def parse_card_rules(r: RulesetReader, data: Mapping[str, Any]) -> CardRules | None:
    """``[membership]``: ``article`` and ``types = { type = [levels...] }``; None when the file has no section
    (then no card type is checked). A level outside ``domain.vocabulary.LEVELS``, an empty or repeated type (after
    folding: "Ordinaria" and "ordinaria" are one), or another key is refused naming the field."""
    if "membership" not in data:
        return None
    section = r.table(data, "membership", "")
    r.only(
        section,
        {"article", "types"},
        "membership",
        "a membership field (article, types)",
        "un campo di membership (article, types)",
    )
    article = r.text(section, "article", "membership")
    types: dict[str, frozenset[str]] = {}
    for written, levels in r.table(section, "types", "membership").items():
        place = f"membership.types.{written}"
        key = type_word(written)
        if not key or key in types:
            raise r.fail(
                place,
                "must be a distinct card type (letters)",
                "deve essere un tipo di tessera distinto (lettere)",
            )
        if not isinstance(levels, list) or any(level not in LEVELS for level in levels):
            raise r.fail(
                place,
                f"must list levels among {', '.join(LEVELS)}",
                f"deve elencare livelli tra {', '.join(LEVELS)}",
            )
        types[key] = frozenset(levels)
    if not types:
        raise r.fail("membership.types", "names no card type", "non indica alcun tipo di tessera")
    return CardRules(types, article)


@cache
def _all_rulesets() -> dict[str, dict[str, Any]]:
    return {game: {r.id: r for r, _rules in found.values()} for game, found in _all_files().items()}


@cache
def _all_files() -> dict[str, dict[str, tuple[Any, CardRules | None]]]:
    found: dict[str, dict[str, tuple[Any, CardRules | None]]] = {game: {} for game in _PARSERS}
    for path in sorted(rulesets_dir().glob("*.toml")):
        game, ruleset, card_rules = _read(path)
        if ruleset.id != path.stem:
            raise RulesetError(
                path.name,
                "id",
                f"'{ruleset.id}' must match the file name",
                f"'{ruleset.id}' deve coincidere col nome del file",
            )
        found[game][ruleset.id] = (ruleset, card_rules)
    return found


def card_rules(ruleset_id: str) -> CardRules | None:
    """The ``[membership]`` of a shipped ruleset of any game (None: it names no card types); an unknown id is
    refused as the tournament's game would refuse it."""
    for found in _all_files().values():
        if ruleset_id in found:
            return found[ruleset_id][1]
    raise ScoreError(f"unknown ruleset '{ruleset_id}'", f"regolamento sconosciuto '{ruleset_id}'")


def rulesets_of(game: str) -> dict[str, Any]:
    """Every shipped ruleset of ``game`` by id; a broken or duplicated file raises RulesetError naming it."""
    return _all_rulesets().get(game, {})


def owner(ruleset_id: str) -> str | None:
    """The game whose shipped ruleset ``ruleset_id`` is, or None."""
    return next((game for game, rulesets in _all_rulesets().items() if ruleset_id in rulesets), None)


def unknown_ruleset(ruleset_id: str, game: str) -> ScoreError:
    """A ruleset id that ``game`` does not have: another game's is named as such, anything else lists the
    game's own."""
    for other, rulesets in _all_rulesets().items():
        if other != game and ruleset_id in rulesets:
            name, mine = _PARSERS[other].name, _PARSERS[game].name
            return ScoreError(
                f"'{ruleset_id}' is a ruleset of {name}, not of {mine}",
                f"'{ruleset_id}' è un regolamento di {name}, non di {mine}",
            )
    names = ", ".join(sorted(rulesets_of(game)))
    return ScoreError(
        f"unknown ruleset '{ruleset_id}'; available: {names}",
        f"regolamento sconosciuto '{ruleset_id}'; disponibili: {names}",
    )
