"""A circuit file (issue 27, docs/circuits.md): a named list of stages and the rule that ranks them, in TOML.

``read_circuit`` turns the file's text into a ``Circuit`` or refuses it with a ``CircuitError`` naming the file,
the key and its line. Pure: the file is read by ``services.circuits``, the stages' results too.

Unknown keys are refused, unlike the tournament file's: a circuit file is written by hand, and a misspelt
``min_presence`` silently ignored would rank a season wrongly.
"""

from __future__ import annotations

import math
import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from fibur_director.domain.errors import FiburError

RANKED = ("players", "pairs")
POINTS = ("vp", "placing")
# The circuit's tie-break criteria after the points, best first (docs/circuits.md, "Ties").
TIE_BREAKS = ("mp", "stages", "best_results", "head_to_head")
TIE_BREAK_NAMES_EN = {
    "mp": "MP of the counted stages",
    "stages": "stages played",
    "best_results": "best single results",
    "head_to_head": "head-to-head",
}
TIE_BREAK_NAMES_IT = {
    "mp": "M.P. delle tappe valide",
    "stages": "tappe giocate",
    "best_results": "migliori risultati",
    "head_to_head": "scontri diretti",
}
# A stage's own tie-break after its VP, as another desk states it, for the check of its published order.
STAGE_TIE_BREAKS = ("mp",)
MAX_STAGES = 1000

_TOP_KEYS = (
    "name",
    "ranked",
    "points",
    "placing",
    "best",
    "min_presences",
    "tie_break",
    "finalists",
    "stage",
)
_STAGE_KEYS = ("file", "tournament", "coefficient", "name", "rounds", "table_vp", "table_mp", "tie_break")


class CircuitError(FiburError, ValueError):
    """A circuit file that cannot be used; names the file, the key and its line."""

    def __init__(self, file: str, key: str, line: int | None, english: str, italian: str) -> None:
        where_en = (
            f"circuit file {file}" + (f", line {line}" if line else "") + (f", key '{key}'" if key else "")
        )
        where_it = (
            f"file del circuito {file}"
            + (f", riga {line}" if line else "")
            + (f", chiave '{key}'" if key else "")
        )
        super().__init__(f"{where_en}: {english}", f"{where_it}: {italian}")
        self.file = file
        self.key = key
        self.line = line


@dataclass(frozen=True)
class StageSource:
    """One ``[[stage]]`` of the file: where its results are (a file or a tournament of the database) and how
    much it weighs."""

    number: int  # 1-based, in the file's order
    file: str | None = None
    tournament: int | None = None
    coefficient: float = 1.0
    name: str | None = None
    # What another desk's standings must add up to (docs/circuits.md, "The check of an imported stage").
    rounds: int | None = None
    table_vp: int | None = None
    table_mp: int | None = None
    tie_break: str | None = None
    line: int | None = None


@dataclass(frozen=True)
class Circuit:
    name: str
    stages: tuple[StageSource, ...]
    ranked: str = "players"
    points: str = "vp"
    placing: Mapping[int, float] | None = None
    best: int | None = None
    min_presences: int = 0
    tie_break: tuple[str, ...] = ()
    finalists: int | None = None
    finalists_percent: float | None = None

    def finalist_count(self, ranked_rows: int) -> int:
        """How many ranked rows reach the final: the count, or the percentage of the ranked rows rounded down
        (never more finalists than the share the circuit announced), at least one when anyone is ranked."""
        if self.finalists is not None:
            return self.finalists
        if self.finalists_percent is None or ranked_rows == 0:
            return 0
        return max(1, math.floor(ranked_rows * self.finalists_percent / 100 + 1e-9))


class _Lines:
    """Where a key is written: TOML parsers give no positions, so the text is scanned for the key's line within
    its table (the top, ``[placing]`` or the n-th ``[[stage]]``)."""

    _HEADER = re.compile(r"^\s*\[\[?\s*([A-Za-z0-9_\"' .-]+?)\s*\]\]?")

    def __init__(self, text: str) -> None:
        self._where: dict[tuple[str, int, str], int] = {}
        self._tables: dict[tuple[str, int], int] = {}
        table, index, stages = "", 0, 0
        for number, line in enumerate(text.splitlines(), start=1):
            header = self._HEADER.match(line)
            if header:
                table = header.group(1).strip("\"'")
                if line.lstrip().startswith("[["):
                    stages += 1
                    index = stages
                else:
                    index = 0
                self._tables.setdefault((table, index), number)
                continue
            key = re.match(r"^\s*(\"[^\"]*\"|'[^']*'|[A-Za-z0-9_-]+)\s*=", line)
            if key:
                self._where.setdefault((table, index, key.group(1).strip("\"'")), number)

    def key(self, key: str, table: str = "", index: int = 0) -> int | None:
        return self._where.get((table, index, key)) or self._tables.get((table, index))

    def table(self, table: str, index: int = 0) -> int | None:
        return self._tables.get((table, index))


def read_circuit(text: str, file: str = "circuito.toml") -> Circuit:
    """The circuit in ``text`` (the file named ``file`` in messages), every key checked."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        found = re.search(r"line (\d+)", str(error))
        raise CircuitError(
            file,
            "",
            int(found.group(1)) if found else None,
            f"not valid TOML: {error}",
            f"non è TOML valido: {error}",
        ) from None
    return _Reader(file, _Lines(text)).circuit(data)


class _Reader:
    def __init__(self, file: str, lines: _Lines) -> None:
        self.file = file
        self.lines = lines

    def fail(self, key: str, english: str, italian: str, table: str = "", index: int = 0) -> CircuitError:
        shown = key if not table else (f"{table}.{key}" if not index else f"stage {index}: {key}")
        return CircuitError(self.file, shown, self.lines.key(key, table, index), english, italian)

    def unknown(
        self, data: Mapping[str, Any], known: tuple[str, ...], table: str = "", index: int = 0
    ) -> None:
        for key in data:
            if key not in known:
                raise self.fail(
                    key,
                    f"unknown key; the keys are {', '.join(known)}",
                    f"chiave sconosciuta; le chiavi sono {', '.join(known)}",
                    table,
                    index,
                )

    def text(self, value: Any, key: str, table: str = "", index: int = 0) -> str:
        if not isinstance(value, str) or not value.strip():
            raise self.fail(
                key,
                f"must be a non-empty text, not {value!r}",
                f"deve essere un testo, non {value!r}",
                table,
                index,
            )
        return value.strip()

    def whole(self, value: Any, key: str, least: int, table: str = "", index: int = 0) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or value < least:
            raise self.fail(
                key,
                f"must be a whole number of at least {least}, not {value!r}",
                f"deve essere un intero non minore di {least}, non {value!r}",
                table,
                index,
            )
        return value

    def number(
        self, value: Any, key: str, table: str = "", index: int = 0, *, positive: bool = False
    ) -> float:
        if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
            raise self.fail(
                key, f"must be a number, not {value!r}", f"deve essere un numero, non {value!r}", table, index
            )
        if value < 0 or (positive and value == 0):
            bound_en, bound_it = (
                ("greater than 0", "maggiore di 0") if positive else ("0 or more", "almeno 0")
            )
            raise self.fail(
                key,
                f"must be {bound_en}, not {value!r}",
                f"deve essere {bound_it}, non {value!r}",
                table,
                index,
            )
        return float(value)

    def choice(self, value: Any, key: str, allowed: tuple[str, ...], table: str = "", index: int = 0) -> str:
        if value not in allowed:
            listed = " or ".join(f'"{a}"' for a in allowed)
            listed_it = " o ".join(f'"{a}"' for a in allowed)
            raise self.fail(
                key,
                f"must be {listed}, not {value!r}",
                f"deve essere {listed_it}, non {value!r}",
                table,
                index,
            )
        return str(value)

    def circuit(self, data: Mapping[str, Any]) -> Circuit:
        self.unknown(data, _TOP_KEYS)
        if "name" not in data:
            raise CircuitError(self.file, "name", None, "is missing", "manca")
        name = self.text(data["name"], "name")
        ranked = self.choice(data.get("ranked", "players"), "ranked", RANKED)
        points = self.choice(data.get("points", "vp"), "points", POINTS)
        placing = self.placing(data.get("placing"), points)
        best = None if "best" not in data else self.whole(data["best"], "best", 1)
        presences = self.whole(data.get("min_presences", 0), "min_presences", 0)
        tie_break = self.tie_break(data.get("tie_break", []))
        count, percent = self.finalists(data.get("finalists"))
        stages = self.stages(data.get("stage"))
        return Circuit(name, stages, ranked, points, placing, best, presences, tie_break, count, percent)

    def placing(self, value: Any, points: str) -> dict[int, float] | None:
        if value is None:
            if points == "placing":
                raise CircuitError(
                    self.file,
                    "placing",
                    self.lines.key("points"),
                    'points = "placing" needs a [placing] table of points by position (1 = 30, 2 = 25, ...)',
                    'points = "placing" richiede una tabella [placing] dei punti per posizione (1 = 30, 2 = 25, ...)',
                )
            return None
        if not isinstance(value, dict):
            raise self.fail("placing", "must be a table: [placing]", "deve essere una tabella: [placing]")
        if points != "placing":
            raise CircuitError(
                self.file,
                "placing",
                self.lines.table("placing"),
                'a [placing] table is read only with points = "placing"',
                'la tabella [placing] si usa solo con points = "placing"',
            )
        table: dict[int, float] = {}
        for key, amount in value.items():
            if not key.isdigit() or int(key) < 1:
                raise self.fail(
                    key,
                    "a position is a whole number from 1 (1 = 30)",
                    "una posizione è un intero da 1 (1 = 30)",
                    "placing",
                )
            table[int(key)] = self.number(amount, key, "placing")
        if not table:
            raise self.fail("placing", "is empty", "è vuota")
        return table

    def tie_break(self, value: Any) -> tuple[str, ...]:
        if not isinstance(value, list):
            raise self.fail(
                "tie_break",
                'must be a list, e.g. ["mp", "stages"]',
                'deve essere una lista, es. ["mp", "stages"]',
            )
        out: list[str] = []
        for item in value:
            criterion = self.choice(item, "tie_break", TIE_BREAKS)
            if criterion in out:
                raise self.fail(
                    "tie_break", f"{criterion!r} is listed twice", f"{criterion!r} compare due volte"
                )
            out.append(criterion)
        return tuple(out)

    def finalists(self, value: Any) -> tuple[int | None, float | None]:
        if value is None:
            return None, None
        if isinstance(value, str):
            found = re.fullmatch(r"\s*(\d+(?:[.,]\d+)?)\s*%\s*", value)
            percent = float(found.group(1).replace(",", ".")) if found else -1.0
            if not 0 < percent <= 100:
                raise self.fail(
                    "finalists",
                    f'must be a count (16) or a percentage ("25%"), not {value!r}',
                    f'deve essere un numero (16) o una percentuale ("25%"), non {value!r}',
                )
            return None, percent
        return self.whole(value, "finalists", 1), None

    def stages(self, value: Any) -> tuple[StageSource, ...]:
        if value is None:
            raise CircuitError(
                self.file,
                "stage",
                None,
                "the circuit has no [[stage]]; each stage names a file = or a tournament =",
                "il circuito non ha nessuna [[stage]]; ogni tappa indica un file = o un tournament =",
            )
        if not isinstance(value, list):
            raise self.fail(
                "stage", "must be written [[stage]], one per stage", "si scrive [[stage]], una per tappa"
            )
        if len(value) > MAX_STAGES:
            raise self.fail("stage", f"at most {MAX_STAGES} stages", f"al massimo {MAX_STAGES} tappe")
        return tuple(self.stage(item, number) for number, item in enumerate(value, start=1))

    def stage(self, data: Any, number: int) -> StageSource:
        t, i = "stage", number
        if not isinstance(data, dict):
            raise self.fail("stage", "must be a table [[stage]]", "deve essere una tabella [[stage]]")
        self.unknown(data, _STAGE_KEYS, t, i)
        if ("file" in data) == ("tournament" in data):
            raise CircuitError(
                self.file,
                f"stage {number}",
                self.lines.table("stage", number),
                "give file = (a tournament file or a standings .xlsx/.csv) or tournament = (an id in the "
                "database), one of the two",
                "indicare file = (un file torneo o una classifica .xlsx/.csv) oppure tournament = (un numero del "
                "database), uno dei due",
            )
        file = None if "file" not in data else self.text(data["file"], "file", t, i)
        tournament = (
            None if "tournament" not in data else self.whole(data["tournament"], "tournament", 1, t, i)
        )
        coefficient = self.number(data.get("coefficient", 1.0), "coefficient", t, i, positive=True)
        name = None if "name" not in data else self.text(data["name"], "name", t, i)
        rounds = None if "rounds" not in data else self.whole(data["rounds"], "rounds", 1, t, i)
        table_vp = None if "table_vp" not in data else self.whole(data["table_vp"], "table_vp", 1, t, i)
        table_mp = None
        if "table_mp" in data:
            table_mp = data["table_mp"]
            if isinstance(table_mp, bool) or not isinstance(table_mp, int):
                raise self.fail("table_mp", "must be a whole number", "deve essere un intero", t, i)
        tie_break = (
            None
            if "tie_break" not in data
            else self.choice(data["tie_break"], "tie_break", STAGE_TIE_BREAKS, t, i)
        )
        return StageSource(
            number, file, tournament, coefficient, name, rounds, table_vp, table_mp, tie_break,
            self.lines.table("stage", number),
        )  # fmt: skip
