"""Workbooks and CSV files from a list of ``Sheet``s, for every game's export (``reports/burraco/workbook.py``,
``reports/tarot/workbook.py``) and the circuit's.

Both formats are built from one list of ``Sheet``s, so the workbook and the CSV files never disagree. Numbers
stay numbers. A text that starts with = + - @ (or a tab or carriage return) is a formula to a spreadsheet
(CSV/formula injection): such cells get a leading apostrophe, in both formats. Control characters (which a
player list can bring in) cannot be stored in a workbook and would be raw bytes in a terminal: they are removed
from every text, in both formats. Sheet titles lose the characters Excel forbids (``/ \\ ? * [ ] :``), are cut to
31 characters and made unique (``sheet_title``).

CSV files are written for Italian spreadsheets: semicolon-separated (the comma is the decimal separator there)
and UTF-8 with a byte-order mark, so Excel reads "Niccolò" as written.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from openpyxl import Workbook
from openpyxl.cell import WriteOnlyCell
from openpyxl.styles import Font, PatternFill
from openpyxl.utils import get_column_letter

from fibur_director.domain.errors import FiburError
from fibur_director.held_files import refuse_output
from fibur_director.reports.files import write_atomically
from fibur_director.reports.parts import ExportRequest, Said

Cell = str | int | None
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
CSV_DELIMITER = ";"


# What an xlsx cell cannot hold (openpyxl's ILLEGAL_CHARACTERS plus DEL, the C1 controls and lone surrogates);
# tab, line feed and carriage return are legal and kept.
_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff]")
_SHEET_FORBIDDEN = re.compile(r"[/\\?*\[\]:]")


def safe(value: Cell) -> Cell:
    """Strip the control characters of a text and escape one a spreadsheet would run as a formula."""
    if isinstance(value, str):
        value = _CONTROL.sub("", value)
        if value.startswith(FORMULA_START):
            return "'" + value
    return value


def sheet_title(name: str, used: set[str]) -> str:
    """A worksheet title Excel accepts, unique (case-insensitively) among ``used``, which it joins."""
    title = _SHEET_FORBIDDEN.sub("-", _CONTROL.sub("", name)).strip().strip("'") or "Foglio"
    candidate, counter = title[:31], 1
    while candidate.lower() in used:
        counter += 1
        suffix = f" ({counter})"
        candidate = title[: 31 - len(suffix)] + suffix
    used.add(candidate.lower())
    return candidate


@dataclass
class Sheet:
    name: str  # the worksheet title and the CSV file's stem
    header: list[str]
    widths: list[int]
    rows: list[list[Cell]] = field(default_factory=list)


def write_sheets(tables: list[Sheet], out: Path | io.BytesIO) -> list[Sheet]:
    """Write-only mode streams the rows (1,000 entries and every round in well under a second)."""
    if not isinstance(out, io.BytesIO):
        refuse_output(out)  # before a sheet is begun (issue 39)
    workbook = Workbook(write_only=True)
    bold = Font(bold=True)
    shade = PatternFill("solid", fgColor="E5EAF2")
    used: set[str] = set()
    for table in tables:
        sheet = workbook.create_sheet(sheet_title(table.name, used))
        for index, width in enumerate(table.widths, start=1):
            sheet.column_dimensions[get_column_letter(index)].width = width
        sheet.freeze_panes = "A2"
        last = get_column_letter(len(table.header))
        sheet.auto_filter.ref = f"A1:{last}{len(table.rows) + 1}"
        sheet.append([_styled(sheet, title, bold, shade) for title in table.header])
        for row in table.rows:
            sheet.append([safe(value) for value in row])
    try:
        workbook.save(out if isinstance(out, io.BytesIO) else str(out))
    except OSError as error:
        raise FiburError(
            f"cannot write {out}: {error.strerror}", f"impossibile scrivere {out}: {error.strerror}"
        ) from None
    return tables


def _styled(sheet: object, value: str, font: Font, fill: PatternFill) -> WriteOnlyCell:
    cell = WriteOnlyCell(sheet, value=safe(value))
    cell.font = font
    cell.fill = fill
    return cell


def csv_text(sheet: Sheet) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer, delimiter=CSV_DELIMITER, lineterminator="\r\n")
    writer.writerow([safe(v) for v in sheet.header])
    for row in sheet.rows:
        writer.writerow(["" if v is None else safe(v) for v in row])
    return buffer.getvalue()


def csv_bytes(sheet: Sheet) -> bytes:
    """UTF-8 with a byte-order mark, so Excel reads accents as written."""
    return csv_text(sheet).encode("utf-8-sig")


def csv_name(sheet: Sheet) -> str:
    return re.sub(r"[^a-z0-9]+", "-", sheet.name.lower()).strip("-") + ".csv"


def write_csv_sheets(tables: list[Sheet], folder: Path) -> list[Path]:
    """One CSV file per sheet, written into ``folder`` (created if missing)."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        written = []
        for sheet in tables:
            path = folder / csv_name(sheet)
            write_atomically(path, csv_bytes(sheet))  # each file whole or not at all, no temp file left
            written.append(path)
    except OSError as error:
        raise FiburError(
            f"cannot write into {folder}: {error.strerror}",
            f"impossibile scrivere in {folder}: {error.strerror}",
        ) from None
    return written


def export_sheets(
    module: Any, book: Any, request: ExportRequest, write: Callable[[Path, bytes], None]
) -> Said:
    """``--xlsx`` and ``--csv`` through a game's workbook module (its ``write_xlsx`` and ``write_csv``)."""
    said = Said()
    if request.xlsx:
        buffer = io.BytesIO()
        sheets = module.write_xlsx(book, buffer)
        write(request.xlsx, buffer.getvalue())
        said.out.append(f"{request.xlsx}: {len(sheets)} sheets")
    if request.csv:
        said.out.append(f"{request.csv}: {len(module.write_csv(book, request.csv))} csv files")
    return said
