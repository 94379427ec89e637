"""Hostile player lists (issue 14): a damaged workbook is refused, a workbook declaring the whole sheet as its
dimension is read as fast as its real rows, odd ranking points are rejected with their line, and a csv that is
not all UTF-8 is never read as mojibake without a word."""

from __future__ import annotations

import io
import time
import zipfile
from pathlib import Path

import openpyxl
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from openpyxl.utils.exceptions import IllegalCharacterError

from fibur_director.reports.player_list import MAX_COLUMNS, PlayerListError, read_player_list


def workbook_bytes(rows: list[list[object]]) -> bytes:
    workbook = openpyxl.Workbook()
    sheet = workbook.active
    for row in rows:
        sheet.append(row)
    buffer = io.BytesIO()
    workbook.save(buffer)
    return buffer.getvalue()


def patched(data: bytes, member: str, old: bytes, new: bytes) -> bytes:
    source = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_DEFLATED) as target:
        for info in source.infolist():
            content = source.read(info.filename)
            if info.filename == member:
                assert old in content, content[:400]
                content = content.replace(old, new)
            target.writestr(info.filename, content)
    return out.getvalue()


SHEET = "xl/worksheets/sheet1.xml"


def test_text_in_a_number_cell_is_refused_naming_the_file(tmp_path: Path) -> None:
    data = workbook_bytes([["Cognome", "Nome", "Punti"], ["Rossi", "Anna", 1520]])
    path = tmp_path / "damaged.xlsx"
    path.write_bytes(patched(data, SHEET, b"<v>1520</v>", b"<v>mille</v>"))
    with pytest.raises(PlayerListError, match=r"^damaged.xlsx: .*damaged"):
        read_player_list(path)


def test_a_dimension_of_the_whole_sheet_does_not_freeze(tmp_path: Path) -> None:
    data = workbook_bytes([["Cognome", "Nome"], ["Rossi", "Anna"], ["Bianchi", "Luca"]])
    path = tmp_path / "huge.xlsx"
    data = patched(data, SHEET, b'<dimension ref="A1:B3" />', b'<dimension ref="A1:XFD1048576" />')
    # one stray cell far down and right: padded to the declared width, every row in between is 16,384 cells
    stray = b'<row r="40000"><c r="XFD40000" t="inlineStr"><is><t>x</t></is></c></row></sheetData>'
    path.write_bytes(patched(data, SHEET, b"</sheetData>", stray))
    start = time.perf_counter()
    found = read_player_list(path)
    assert time.perf_counter() - start < 20  # a hang detector only: it takes milliseconds
    assert [(r.surname, r.name) for r in found.rows] == [("Rossi", "Anna"), ("Bianchi", "Luca")]


def test_a_cell_far_to_the_right_is_not_a_column(tmp_path: Path) -> None:
    data = workbook_bytes([["Cognome", "Nome"], ["Rossi", "Anna"]])
    far = b'<c r="XFD2" t="inlineStr"><is><t>x</t></is></c></row>'
    path = tmp_path / "wide.xlsx"
    path.write_bytes(patched(data, SHEET, b"</row></sheetData>", far + b"</sheetData>"))
    found = read_player_list(path)
    assert [(r.surname, r.name) for r in found.rows] == [("Rossi", "Anna")]
    assert MAX_COLUMNS < 16384


@pytest.mark.parametrize("points", ["²", "1e25", "١٢", "10000000000000000000000", "-5", "12,5", "inf"])
def test_odd_ranking_points_are_rejected_with_the_line(tmp_path: Path, points: str) -> None:
    path = tmp_path / "soci.csv"
    path.write_text(f"Cognome;Nome;Punti\nRossi;Anna;100\nBianchi;Luca;{points}\n", encoding="utf-8")
    found = read_player_list(path)
    assert [r.surname for r in found.rows] == ["Rossi"]
    assert [r.line for r in found.rejected] == [3] and "ranking points" in found.rejected[0].english
    assert len(found.rejected[0].english) < 100


@pytest.mark.parametrize("points", [1e25, 2**70, -3, 12.5, "²"])
def test_odd_ranking_points_in_a_workbook(tmp_path: Path, points: float) -> None:
    path = tmp_path / "soci.xlsx"
    path.write_bytes(workbook_bytes([["Cognome", "Nome", "Punti"], ["Rossi", "Anna", points]]))
    found = read_player_list(path)
    assert found.rows == [] and [r.line for r in found.rejected] == [2]


def test_a_utf8_file_with_one_cp1252_line_is_refused_naming_the_line(tmp_path: Path) -> None:
    path = tmp_path / "soci.csv"
    path.write_bytes(
        "Cognome;Nome\nRossi;Niccolò\n".encode() + "Bianchi;Niccolò\n".encode("cp1252") + b"Verdi;Anna\n"
    )
    with pytest.raises(PlayerListError, match=r"^soci.csv: line 3 is not UTF-8"):
        read_player_list(path)


def test_a_cp1252_file_is_read_and_says_so(tmp_path: Path) -> None:
    path = tmp_path / "soci.csv"
    path.write_bytes("Cognome;Nome\nRossi;Niccolò\n".encode("cp1252"))
    found = read_player_list(path)
    assert [r.name for r in found.rows] == ["Niccolò"]
    assert found.notes and "Windows (cp1252)" in found.notes[0][0]
    utf8 = tmp_path / "utf8.csv"
    utf8.write_text("Cognome;Nome\nRossi;Niccolò\n", encoding="utf-8")
    assert read_player_list(utf8).notes == []


def test_control_characters_in_a_list_are_rejected_with_the_line(tmp_path: Path) -> None:
    path = tmp_path / "soci.csv"
    path.write_text("Cognome;Nome\nRossi\x1b[2J;Anna\nBianchi;Luca\n", encoding="utf-8")
    found = read_player_list(path)
    assert [r.surname for r in found.rows] == ["Bianchi"] and [r.line for r in found.rejected] == [2]


CELLS = st.one_of(
    st.text(max_size=30),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(),
    st.sampled_from(["²", "1e25", "1.520", "\x00", "\ud800", "=cmd", "", None]),
)


@settings(max_examples=150)
@given(rows=st.lists(st.lists(CELLS, min_size=0, max_size=5), max_size=6), as_csv=st.booleans())
def test_any_list_is_read_or_refused_in_one_line(rows: list[list[object]], as_csv: bool) -> None:
    import tempfile

    header: list[object] = ["Cognome", "Nome", "Tessera", "Punti", "Circolo"]
    with tempfile.TemporaryDirectory() as folder:
        if as_csv:
            path = Path(folder) / "soci.csv"
            lines = [
                ";".join(str(c).replace(";", ",").replace("\n", " ") for c in r) for r in [header, *rows]
            ]
            path.write_bytes("\n".join(lines).encode("utf-8", "surrogatepass"))
        else:
            path = Path(folder) / "soci.xlsx"
            try:
                path.write_bytes(workbook_bytes([header, *rows]))
            except (ValueError, TypeError, IllegalCharacterError):  # openpyxl itself cannot write such a cell
                return
        try:
            found = read_player_list(path)
        except PlayerListError as error:
            assert "\n" not in str(error)
            return
        for row in found.rows:
            assert 0 <= row.ranking_points <= 10_000_000
            for text in (row.surname, row.name, row.card or "", row.club or ""):
                assert not any(ord(c) < 32 or 0xD800 <= ord(c) < 0xE000 for c in text)
