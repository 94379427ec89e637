"""Another desk's standings as a circuit stage (issue 27, docs/circuits.md, "Another desk's standings"): an xlsx
workbook's first sheet or a csv file, one row per entry under a header row.

The header names the columns in Italian or English, in any order, case, accents and dots ignored: the position,
the VP, optionally the MP, and for each player of the entry card, surname, name and club, numbered from 1 when
the entry has more than one player ("cognome 1", "tessera 2"). A cell that cannot be what its column says is
refused naming the row and the column; what the rows say that does not add up is the check's business
(``circuit_stages.check_published``), which lists it without refusing the stage.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from fibur_director.domain.circuit_standings import Person, StageRow
from fibur_director.domain.errors import FiburError
from fibur_director.domain.text import fold
from fibur_director.held_files import refuse_if_held
from fibur_director.reports.player_list import MAX_FILE_BYTES, MAX_ROWS, sheet_rows

MAX_PLAYERS = 8  # a team's players; more columns name nobody
_FIELDS = {
    "position": ("position", "pos", "posizione", "rank", "classifica", "piazzamento"),
    "vp": ("vp", "pv", "punti vittoria", "victory points"),
    "mp": ("mp", "pm", "punti mano", "match points"),
    "card": ("card", "tessera", "n tessera", "numero tessera"),
    "surname": ("surname", "cognome"),
    "name": ("name", "nome"),
    "club": ("club", "circolo", "associazione"),
}
_ALIASES = {alias: key for key, aliases in _FIELDS.items() for alias in aliases}
_SHOWN = {
    "position": "position",
    "vp": "VP",
    "mp": "MP",
    "card": "card",
    "surname": "surname",
    "name": "name",
}


def _fail(path: Path, english: str, italian: str) -> FiburError:
    return FiburError(f"standings file {path.name}: {english}", f"file di classifica {path.name}: {italian}")


def _header(word: Any) -> tuple[str, int] | None:
    """("surname", 2) for "Cognome 2", ("vp", 1) for "V.P."; None for a column the stage does not need."""
    text = re.sub(r"[._]", "", fold(str(word or "")))
    found = re.fullmatch(r"\s*(.*?)\s*(\d*)\s*", text)
    if not found:
        return None
    key = _ALIASES.get(" ".join(found.group(1).split()))
    if key is None:
        return None
    seat = int(found.group(2)) if found.group(2) else 1
    return (key, seat) if 1 <= seat <= MAX_PLAYERS else None


def _text(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, float) and value.is_integer():
        value = int(value)  # a card typed as a number: 12345.0 -> "12345"
    return " ".join(str(value).split())


def _number(path: Path, line: int, column: str, value: Any, *, whole: bool) -> float:
    if isinstance(value, bool):
        value = None
    if isinstance(value, int | float):
        number = float(value)
    else:
        text = _text(value).replace(",", ".")
        try:
            number = float(text)
        except ValueError:
            number = float("nan")
    if number != number or abs(number) > 10_000_000 or (whole and not number.is_integer()):
        kind_en, kind_it = ("a whole number", "un intero") if whole else ("a number", "un numero")
        raise _fail(
            path,
            f"row {line}, column {column}: {_text(value)!r} is not {kind_en}",
            f"riga {line}, colonna {column}: {_text(value)!r} non è {kind_it}",
        )
    return number


def read_stage_sheet(path: Path) -> tuple[list[StageRow], list[tuple[str, str]]]:
    """The stage's rows in the sheet's order, and notes on how the file was read (an encoding guessed)."""
    refuse_if_held(path)
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise _fail(path, f"is {size:,} bytes, too large", f"è di {size:,} byte, troppo grande")
        data = path.read_bytes()
    except OSError as error:
        reason = error.strerror or str(error)
        raise _fail(path, f"cannot be read ({reason})", f"non si può leggere ({reason})") from None
    notes: list[tuple[str, str]] = []
    columns: dict[tuple[str, int], int] | None = None
    rows: list[StageRow] = []
    for line, values in sheet_rows(path, data, notes):
        if line > MAX_ROWS:
            raise _fail(path, f"has more than {MAX_ROWS:,} rows", f"ha più di {MAX_ROWS:,} righe")
        if not any(_text(v) for v in values):
            continue
        if columns is None:
            columns = _columns(path, values)
            continue
        rows.append(_row(path, line, values, columns))
    if columns is None:
        raise _fail(path, "is empty", "è vuoto")
    return rows, notes


def _columns(path: Path, header: Sequence[Any]) -> dict[tuple[str, int], int]:
    columns: dict[tuple[str, int], int] = {}
    for index, word in enumerate(header):
        found = _header(word)
        if found is not None:
            columns.setdefault(found, index)
    for needed in ("position", "vp"):
        if (needed, 1) not in columns:
            raise _fail(
                path,
                f"no {_SHOWN[needed]} column in the header row (position, VP, MP, then card, surname, name, club "
                "of each player)",
                f"nella riga d'intestazione manca la colonna {_SHOWN[needed]} (posizione, V.P., M.P., poi tessera, "
                "cognome, nome, circolo di ogni giocatore)",
            )
    if ("surname", 1) not in columns and ("card", 1) not in columns:
        raise _fail(
            path,
            "no surname or card column: a row must say who played",
            "manca la colonna del cognome o della tessera: ogni riga deve dire chi ha giocato",
        )
    return columns


def _row(path: Path, line: int, values: Sequence[Any], columns: dict[tuple[str, int], int]) -> StageRow:
    def cell(key: str, seat: int = 1) -> Any:
        index = columns.get((key, seat))
        return values[index] if index is not None and index < len(values) else None

    position = _number(path, line, "position", cell("position"), whole=True)
    if position < 1:
        raise _fail(
            path,
            f"row {line}, column position: must be 1 or more",
            f"riga {line}, colonna posizione: almeno 1",
        )
    vp = _number(path, line, "VP", cell("vp"), whole=False)
    mp_cell = cell("mp")
    mp = None if _text(mp_cell) == "" else int(_number(path, line, "MP", mp_cell, whole=True))
    people = []
    for seat in range(1, MAX_PLAYERS + 1):
        surname, card = _text(cell("surname", seat)), _text(cell("card", seat))
        if not surname and not card:
            continue
        people.append(
            Person(surname, _text(cell("name", seat)), card or None, _text(cell("club", seat)) or None)
        )
    if not people:
        raise _fail(path, f"row {line}: names no player", f"riga {line}: non indica nessun giocatore")
    return StageRow(int(position), tuple(people), vp, mp)
