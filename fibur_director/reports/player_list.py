"""Reading a club's player list from xlsx or csv: surname, name, card, club, category, ranking points, with
Italian or English headers in any order; csv in UTF-8 or cp1252, comma- or semicolon-separated.

Every row is checked before anything is written: the caller gets the good rows and the rejected ones with
their line and reason, and decides (the service imports nothing from a file with errors unless told to take
only the good rows). Problems with the file as a whole (not a workbook, a zip bomb, no surname column, an
unreadable encoding) raise ``PlayerListError`` naming the file.

Workbooks are opened with ``read_only=True, data_only=True`` (no formulas evaluated, rows streamed), and
openpyxl parses them through defusedxml, a dependency, so entity-expansion tricks are refused. The zip
container is checked first: an archive that inflates beyond ``MAX_UNPACKED`` bytes, or more than
``MAX_RATIO`` times its packed size, is refused before openpyxl reads it.
"""

from __future__ import annotations

import csv
import io
import re
import zipfile
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fibur_director.domain.errors import FiburError
from fibur_director.domain.text import fold
from fibur_director.held_files import refuse_if_held

MAX_FILE_BYTES = 20_000_000
MAX_UNPACKED = 200_000_000
MAX_RATIO = 200
MAX_ROWS = 50_000
MAX_TEXT = 80
MAX_COLUMNS = 100  # a list has six useful columns; a cell at XFD1 must not make a row 16,384 wide
MAX_POINTS = 10_000_000  # the tournament file's limit (docs/tournament-file.md, "Limits")
DIGITS = re.compile(r"[0-9]+")  # ASCII only: "²" and "١٢" are digits to str.isdigit, not to int()
CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff]")
THOUSANDS = re.compile(r"\d{1,3}(\.\d{3})+")

# Folded header words (accents and case ignored) for each field.
HEADERS: dict[str, tuple[str, ...]] = {
    "surname": ("cognome", "surname", "last name", "family name", "lastname"),
    "name": ("nome", "name", "first name", "given name", "firstname"),
    "card": (
        "tessera",
        "n. tessera",
        "numero tessera",
        "card",
        "card number",
        "membership card",
        "membership",
    ),
    "club": ("circolo", "club", "associazione", "asd"),
    "category": ("categoria", "category", "cat."),
    "ranking_points": ("punti", "punteggio", "punti classifica", "ranking points", "ranking", "points"),
}
REQUIRED = ("surname", "name")
# A header the list above does not know, but whose words say what it probably is ("N. Tessera FIBur",
# "Società"): offered to the referee as the likely field when the desk asks how to map it.
HINTS: tuple[tuple[str, str], ...] = (
    ("tessera", "card"),
    ("card", "card"),
    ("societa", "club"),
    ("circolo", "club"),
    ("club", "club"),
    ("associazione", "club"),
    ("categ", "category"),
    ("punt", "ranking_points"),
    ("ranking", "ranking_points"),
    ("cognome", "surname"),
    ("surname", "surname"),
    ("nome", "name"),
)


class PlayerListError(FiburError):
    """The file as a whole cannot be read as a player list; ``unrecognised`` names the headers it did not
    know, so the desk can offer to map them (a list whose surname column is called "Apellido")."""

    def __init__(self, english: str, italian: str, unrecognised: tuple[str, ...] = ()) -> None:
        super().__init__(english, italian)
        self.unrecognised = unrecognised


def hint(title: str) -> str | None:
    """The field a header probably means (``HINTS``), or None."""
    folded = fold(title)
    return next((key for word, key in HINTS if word in folded), None)


@dataclass(frozen=True)
class PlayerRow:
    line: int
    surname: str
    name: str
    card: str | None = None
    club: str | None = None
    category: str | None = None
    ranking_points: int = 0


@dataclass(frozen=True)
class Rejected:
    line: int
    english: str
    italian: str

    def __str__(self) -> str:
        return f"line {self.line}: {self.english}"


@dataclass
class PlayerList:
    rows: list[PlayerRow] = field(default_factory=list)
    rejected: list[Rejected] = field(default_factory=list)
    notes: list[tuple[str, str]] = field(default_factory=list)  # (english, italian): how the file was read
    unrecognised: list[str] = field(default_factory=list)  # headers neither known nor mapped: ignored


def fail(path: Path, english: str, italian: str, unrecognised: tuple[str, ...] = ()) -> PlayerListError:
    return PlayerListError(f"{path.name}: {english}", f"{path.name}: {italian}", unrecognised)


def _check_zip(path: Path, data: bytes) -> None:
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
    except zipfile.BadZipFile:
        raise fail(
            path,
            "is not an Excel workbook (damaged or not .xlsx)",
            "non è una cartella di lavoro Excel (danneggiata o non .xlsx)",
        ) from None
    with archive:
        members = archive.infolist()
        names = {m.filename for m in members}
        if "xl/workbook.xml" not in names:
            raise fail(
                path,
                "is a zip archive but not an Excel workbook",
                "è un archivio zip ma non una cartella di lavoro Excel",
            )
        unpacked = sum(m.file_size for m in members)
        packed = max(1, sum(m.compress_size for m in members))
        if unpacked > MAX_UNPACKED or unpacked / packed > MAX_RATIO:
            raise fail(
                path,
                f"would inflate to {unpacked:,} bytes from {packed:,}: refused as a zip bomb",
                f"si espanderebbe a {italian_number(unpacked)} byte da {italian_number(packed)}: rifiutato come zip bomb",
            )


def _xlsx_rows(path: Path, data: bytes) -> Iterator[tuple[int, list[Any]]]:
    from openpyxl import load_workbook

    _check_zip(path, data)
    try:
        workbook = load_workbook(io.BytesIO(data), read_only=True, data_only=True)
    except Exception as error:  # openpyxl raises many kinds for a broken part; all mean the same to the user
        root: BaseException = error
        while root.__cause__ is not None:
            root = root.__cause__
        if type(root).__module__.startswith("defusedxml"):
            raise fail(
                path,
                f"contains XML entity or DTD declarations, refused for safety ({type(root).__name__})",
                f"contiene dichiarazioni di entità o DTD XML, rifiutate per sicurezza ({type(root).__name__})",
            ) from None
        raise fail(
            path,
            f"cannot be read as a workbook ({type(root).__name__})",
            f"non si legge come cartella di lavoro ({type(root).__name__})",
        ) from None
    try:
        sheet = workbook.worksheets[0]
        # The declared dimension is the writer's claim, not the data: "A1:XFD1048576" would make read-only
        # mode pad a billion empty cells. Without it, only the rows and cells really present are read.
        sheet.reset_dimensions()
        rows = sheet.iter_rows(values_only=True)
        number = 0
        while True:
            try:
                row = next(rows)
            except StopIteration:
                return
            except Exception as error:  # a broken cell (text in a number cell, a bad date) surfaces here
                raise fail(
                    path,
                    f"row {number + 1} is damaged and cannot be read ({type(error).__name__})",
                    f"la riga {number + 1} è danneggiata e non si legge ({type(error).__name__})",
                ) from None
            number += 1
            yield number, list(row[:MAX_COLUMNS])
    finally:
        workbook.close()


_UTF8_SEQUENCE = re.compile(rb"[\xc2-\xf4][\x80-\xbf]+")


def _decode(path: Path, data: bytes, notes: list[tuple[str, str]]) -> str:
    """UTF-8; or, for a file with no UTF-8 sequence at all, Windows cp1252, saying so in ``notes``.

    A file that mixes both (a UTF-8 list with one line pasted from an old program) is refused naming that line:
    reading it all as cp1252 would turn every "Niccolò" into "NiccolÃ²" without a word.
    """
    if b"\x00" in data[:4096]:
        raise fail(path, "is not a text (csv) file", "non è un file di testo (csv)")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        if data.startswith(b"\xef\xbb\xbf") or _UTF8_SEQUENCE.search(data[: error.start]):
            raise fail(
                path,
                f"line {line} is not UTF-8 (the rest of the file is): save the list again as UTF-8",
                f"la riga {line} non è UTF-8 (il resto del file sì): salvare di nuovo l'elenco come UTF-8",
            ) from None
    try:
        text = data.decode("cp1252")
    except UnicodeDecodeError:
        raise fail(
            path, "is neither UTF-8 nor Windows (cp1252) text", "non è testo UTF-8 né Windows (cp1252)"
        ) from None
    notes.append(
        (
            "not UTF-8: read as Windows (cp1252) text; check the accented letters",
            "non è UTF-8: letto come testo Windows (cp1252); controllare le lettere accentate",
        )
    )
    return text


def _csv_rows(path: Path, data: bytes, notes: list[tuple[str, str]]) -> Iterator[tuple[int, list[Any]]]:
    content = _decode(path, data, notes)
    first = next((line for line in content.splitlines() if line.strip()), "")
    delimiter = max((";", ",", "\t"), key=first.count)
    reader = csv.reader(io.StringIO(content, newline=""), delimiter=delimiter)
    try:
        for number, row in enumerate(reader, start=1):
            yield number, list(row[:MAX_COLUMNS])
    except csv.Error as error:
        raise fail(
            path, f"is not a valid csv file ({error})", f"non è un file csv valido ({error})"
        ) from None


# The Italian column names a missing field is asked for by, and the example header row of each kind of list.
COLUMN_NAMES = {"surname": "Cognome", "name": "Nome", "card": "Tessera"}
EXAMPLE = "Cognome; Nome; Tessera; Circolo; Categoria; Punti"


def read_columns(
    path: Path,
    header: Sequence[Any],
    mapping: dict[str, str] | None = None,
    headers: dict[str, tuple[str, ...]] = HEADERS,
    required: Sequence[str] = REQUIRED,
    example: str = EXAMPLE,
) -> tuple[dict[str, int], list[str]]:
    """(field -> column index, the headers not recognised). ``mapping`` is the referee's own: a header as
    written in the file -> a field of ``headers``, or "" to ignore it. The federation's member list reads its
    own ``headers`` through here too (``reports.member_list``)."""
    known = {word: key for key, words in headers.items() for word in words}
    chosen = mapping or {}
    columns: dict[str, int] = {}
    unknown: list[str] = []
    for index, title in enumerate(header):
        written = str(title or "").strip()
        key = chosen.get(written) if written in chosen else known.get(fold(written).strip().rstrip(":"))
        if key is None:
            if written:
                unknown.append(written)
            continue
        if not key:
            continue  # the referee chose to ignore it
        if key in columns:
            raise fail(
                path,
                f"two columns are the {key} ({header[columns[key]]!r} and {title!r})",
                f"due colonne indicano lo stesso dato ({header[columns[key]]!r} e {title!r})",
            )
        columns[key] = index
    missing = [key for key in required if key not in columns]
    if missing:
        raise fail(
            path,
            f"has no {' and no '.join(missing)} column; the first row must name the columns, e.g. {example}",
            "manca la colonna "
            + " e ".join(COLUMN_NAMES.get(m, m) for m in missing)
            + f"; la prima riga deve intestare le colonne, ad es. {example}",
            tuple(unknown),
        )
    return columns, unknown


def italian_number(n: int) -> str:
    """52.428.832: the thousands as an Italian writes them (the English 52,428,832 reads as decimals)."""
    return f"{n:,}".replace(",", ".")


def text_of(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, float) and value.is_integer():
        value = int(value)  # a card typed as a number in a spreadsheet: 12345.0 -> "12345"
    return str(value).strip()


def _row(line: int, values: Sequence[Any], columns: dict[str, int]) -> PlayerRow | Rejected:
    def get(key: str) -> str:
        index = columns.get(key)
        return text_of(values[index]) if index is not None and index < len(values) else ""

    surname, name = get("surname"), get("name")
    if not surname or not name:
        return Rejected(line, "surname and name are required", "cognome e nome sono obbligatori")
    for key, value in (("surname", surname), ("name", name), ("club", get("club")), ("card", get("card"))):
        if CONTROL.search(value):
            return Rejected(
                line, f"{key} holds a control character", f"{key} contiene un carattere di controllo"
            )
        if len(value) > MAX_TEXT:
            return Rejected(
                line, f"{key} longer than {MAX_TEXT} characters", f"{key} più lungo di {MAX_TEXT} caratteri"
            )
    category = get("category")
    if len(category) > 10 or CONTROL.search(category):
        return Rejected(line, f"category {category!r} is too long", f"categoria {category!r} troppo lunga")
    points = ranking_points(line, get("ranking_points"))
    if isinstance(points, Rejected):
        return points
    return PlayerRow(line, surname, name, get("card") or None, get("club") or None, category or None, points)


def ranking_points(line: int, written: str) -> int | Rejected:
    """Ranking points as a list writes them (blank: 0), or the row's rejection."""
    raw_points = written.replace(" ", "")
    if not raw_points:
        return 0
    # "1.520" is how an Italian writes 1520; "15.5" is not a whole number.
    cleaned = raw_points.replace(".", "") if THOUSANDS.fullmatch(raw_points) else raw_points
    shown = raw_points if len(raw_points) <= 20 else raw_points[:17] + "..."
    if cleaned.startswith("-") and DIGITS.fullmatch(cleaned[1:]):  # whole, but below zero (the attack's C4)
        return Rejected(
            line,
            f"ranking points {shown!r} are negative",
            f"i punti classifica {shown!r} sono negativi",
        )
    if not DIGITS.fullmatch(cleaned):
        return Rejected(
            line,
            f"ranking points {shown!r} are not a whole number",
            f"i punti classifica {shown!r} non sono un numero intero",
        )
    if len(cleaned) > 8 or int(cleaned) > MAX_POINTS:
        return Rejected(
            line,
            f"ranking points {shown!r} are more than {MAX_POINTS:,}",
            f"i punti classifica {shown!r} superano {italian_number(MAX_POINTS)}",
        )
    return int(cleaned)


def parse_rows(
    path: Path,
    rows: Iterable[tuple[int, list[Any]]],
    notes: list[tuple[str, str]] | None = None,
    mapping: dict[str, str] | None = None,
) -> PlayerList:
    found = PlayerList(notes=notes if notes is not None else [])
    columns: dict[str, int] | None = None
    cards: dict[str, int] = {}
    for line, values in rows:
        if line > MAX_ROWS:
            raise fail(path, f"has more than {MAX_ROWS:,} rows", f"ha più di {MAX_ROWS:,} righe")
        if not any(text_of(v) for v in values):
            continue
        if columns is None:
            columns, found.unrecognised = read_columns(path, values, mapping)
            continue
        row = _row(line, values, columns)
        if isinstance(row, PlayerRow) and row.card is not None:
            first = cards.setdefault(row.card, line)
            if first != line:
                row = Rejected(
                    line,
                    f"card {row.card} is already on line {first}",
                    f"la tessera {row.card} compare già alla riga {first}",
                )
        if isinstance(row, PlayerRow):
            found.rows.append(row)
        else:
            found.rejected.append(row)
    if columns is None:
        raise fail(path, "is empty", "è vuoto")
    return found


def read_player_list(path: Path, mapping: dict[str, str] | None = None) -> PlayerList:
    """Read and check every row of an xlsx or csv player list; writes nothing. ``mapping``: the referee's
    meaning for headers the desk did not recognise (see ``read_columns``)."""
    data = list_bytes(path)
    notes: list[tuple[str, str]] = []
    return parse_rows(path, sheet_rows(path, data, notes), notes, mapping)


def list_bytes(path: Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The file's bytes, refused (naming it) when it is the open database, too large or unreadable."""
    refuse_if_held(path)
    try:
        size = path.stat().st_size
        if size > limit:
            raise fail(
                path,
                f"is {size:,} bytes; a list of people is far smaller",
                f"è di {italian_number(size)} byte; un elenco di persone è molto più piccolo",
            )
        return path.read_bytes()
    except OSError as error:
        raise fail(
            path, f"cannot be read ({error.strerror})", f"non si può leggere ({error.strerror})"
        ) from None


def sheet_rows(path: Path, data: bytes, notes: list[tuple[str, str]]) -> Iterator[tuple[int, list[Any]]]:
    """The numbered rows of an xlsx workbook's first sheet or of a csv file, read as safely as a player list
    (also another desk's standings for a circuit, ``services.circuit_sheet``)."""
    workbook = data[:4] == b"PK\x03\x04" or path.suffix.lower() in (".xlsx", ".xlsm")
    return _xlsx_rows(path, data) if workbook else _csv_rows(path, data, notes)
