"""Reading the federation's member list (the roster, issue 37) from csv (``;`` or ``,``) or xlsx.

The file is read by the player list's own safe readers (``reports.player_list``: the size limit, the zip-bomb
and defusedxml checks of a workbook, UTF-8 or cp1252 text, the held-file refusal), and its header row by the
same column matcher with the list's own words: tessera/card, cognome/surname, nome/name, circolo/club,
categoria/category, tipo/type, scadenza/expiry, punti/points, nascita/birth, Italian or English, any order;
other columns are ignored (and named, so the referee knows). A card, a surname and a name are required.

Every row is checked before anything is written: the caller gets the members and the rejected rows with their
line and reason. Dates are a workbook's dates or text as Italians and computers write them (31/12/2026,
31-12-2026, 31.12.2026, 2026-12-31); a two-digit year is refused rather than guessed (a birth in "45").
"""

from __future__ import annotations

import datetime as dt
import hashlib
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fibur_director.domain.roster import Member, card_key
from fibur_director.reports.player_list import (
    CONTROL,
    MAX_TEXT,
    Rejected,
    fail,
    list_bytes,
    ranking_points,
    read_columns,
    sheet_rows,
    text_of,
)

MAX_MEMBERS = 100_000  # the FIBur counts some 16,000 members; a list ten times that is not one
MAX_FILE_BYTES = 40_000_000
HEADERS: dict[str, tuple[str, ...]] = {
    "card": (
        "tessera",
        "n. tessera",
        "n tessera",
        "numero tessera",
        "card",
        "card number",
        "membership card",
    ),
    "surname": ("cognome", "surname", "last name", "family name", "lastname"),
    "name": ("nome", "name", "first name", "given name", "firstname"),
    "club": ("circolo", "club", "associazione", "asd", "societa"),
    "category": ("categoria", "category", "cat."),
    "card_type": ("tipo", "type", "tipo tessera", "card type", "tipologia"),
    "expires": (
        "scadenza",
        "expiry",
        "expires",
        "expiry date",
        "data scadenza",
        "valida fino al",
        "validita",
    ),
    "points": ("punti", "points", "punteggio", "punti classifica", "ranking points", "ranking"),
    "born": ("nascita", "birth", "data di nascita", "data nascita", "date of birth", "born", "birth date"),
}
REQUIRED = ("card", "surname", "name")
EXAMPLE = "Tessera; Cognome; Nome; Circolo; Categoria; Tipo; Scadenza; Punti; Nascita"
_DATE = re.compile(r"(\d{1,2})[/.\-](\d{1,2})[/.\-](\d{4})")
_ISO = re.compile(r"(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T].*)?")


@dataclass
class MemberList:
    members: list[Member] = field(default_factory=list)
    rejected: list[Rejected] = field(default_factory=list)
    notes: list[tuple[str, str]] = field(default_factory=list)  # (english, italian): how the file was read
    ignored: list[str] = field(default_factory=list)  # the headers it did not know: not read
    digest: str = ""  # SHA-256 of the file's bytes: the same file read twice is one list


def read_member_list(path: Path) -> MemberList:
    """Read and check every row of the federation's member list; writes nothing."""
    data = list_bytes(path, MAX_FILE_BYTES)
    notes: list[tuple[str, str]] = []
    found = parse_member_rows(path, sheet_rows(path, data, notes))
    found.notes = notes
    found.digest = hashlib.sha256(data).hexdigest()
    return found


def parse_member_rows(path: Path, rows: Iterable[tuple[int, list[Any]]]) -> MemberList:
    found = MemberList()
    columns: dict[str, int] | None = None
    cards: dict[str, int] = {}
    for line, values in rows:
        if line > MAX_MEMBERS + 1:
            raise fail(path, f"has more than {MAX_MEMBERS:,} rows", f"ha più di {MAX_MEMBERS:,} righe")
        if not any(text_of(v) for v in values):
            continue
        if columns is None:
            columns, found.ignored = read_columns(path, values, None, HEADERS, REQUIRED, EXAMPLE)
            continue
        row = _member(line, values, columns)
        if isinstance(row, Member):
            first = cards.setdefault(card_key(row.card), line)
            if first != line:
                row = Rejected(
                    line,
                    f"card {row.card} is already on line {first}",
                    f"la tessera {row.card} compare già alla riga {first}",
                )
        if isinstance(row, Member):
            found.members.append(row)
        else:
            found.rejected.append(row)
    if columns is None:
        raise fail(path, "is empty", "è vuoto")
    return found


def _member(line: int, values: Sequence[Any], columns: dict[str, int]) -> Member | Rejected:
    def raw(key: str) -> Any:
        index = columns.get(key)
        return values[index] if index is not None and index < len(values) else None

    texts = {key: text_of(raw(key)) for key in ("card", "surname", "name", "club", "category", "card_type")}
    if not texts["card"] or not texts["surname"] or not texts["name"]:
        return Rejected(
            line, "card, surname and name are required", "tessera, cognome e nome sono obbligatori"
        )
    for key, value in texts.items():
        limit = 32 if key in ("card", "category", "card_type") else MAX_TEXT
        if CONTROL.search(value):
            return Rejected(
                line, f"{key} holds a control character", f"{key} contiene un carattere di controllo"
            )
        if len(value) > limit:
            return Rejected(
                line, f"{key} longer than {limit} characters", f"{key} più lungo di {limit} caratteri"
            )
    written_points = text_of(raw("points"))
    # A blank cell (or an xlsx formula with no value kept) gives no points: None, so the refresh leaves the
    # archive's own alone instead of setting them to 0 (issue 37's attack, F1).
    points = ranking_points(line, written_points) if written_points else None
    if isinstance(points, Rejected):
        return points
    dates: dict[str, dt.date | None] = {}
    for key, english, italian in (("expires", "expiry", "scadenza"), ("born", "birth", "nascita")):
        day = read_date(raw(key))
        if isinstance(day, str):
            return Rejected(
                line,
                f"{english} {day!r} is not a date such as 31/12/2026",
                f"{italian} {day!r} non è una data come 31/12/2026",
            )
        dates[key] = day
    return Member(
        card=texts["card"],
        surname=texts["surname"],
        name=texts["name"],
        club=texts["club"] or None,
        category=texts["category"] or None,
        card_type=texts["card_type"] or None,
        expires=dates["expires"],
        points=points,
        born=dates["born"],
    )


def read_date(value: Any) -> dt.date | str | None:
    """A cell as a date; None when blank; the text itself (shortened) when it is no date."""
    if value is None:
        return None
    if isinstance(value, dt.datetime):
        return value.date()
    if isinstance(value, dt.date):
        return value
    written = text_of(value)
    if not written:
        return None
    for pattern, order in ((_DATE, (2, 1, 0)), (_ISO, (0, 1, 2))):
        match = pattern.fullmatch(written)
        if match:
            parts = [int(match.group(i + 1)) for i in range(3)]
            year, month, day = (parts[i] for i in order)
            try:
                return dt.date(year, month, day)
            except ValueError:
                break
    return written if len(written) <= 20 else written[:17] + "..."
