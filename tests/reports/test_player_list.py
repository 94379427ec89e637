"""Player lists from clubs: Italian or English headers in any order, utf-8 or cp1252, comma or semicolon, xlsx;
every row checked, bad rows listed with their line and reason; broken files refused as a whole."""

from __future__ import annotations

import zipfile
from pathlib import Path

import openpyxl
import openpyxl.xml
import pytest

from fibur_director.reports.player_list import PlayerListError, PlayerRow, read_player_list


def test_italian_semicolon_cp1252(tmp_path: Path) -> None:
    path = tmp_path / "soci.csv"
    path.write_bytes(
        "Cognome;Nome;Tessera;Circolo;Categoria;Punti\r\n"
        "Rossi;Niccolò;FIB001;Circolo Aurora;A;1.520\r\n"
        "D'Angelo;Maria;;Circolo Borgo;;\r\n".encode("cp1252")
    )
    found = read_player_list(path)
    assert found.rejected == []
    assert found.rows == [
        PlayerRow(2, "Rossi", "Niccolò", "FIB001", "Circolo Aurora", "A", 1520),
        PlayerRow(3, "D'Angelo", "Maria", None, "Circolo Borgo", None, 0),
    ]


def test_english_headers_in_another_order_utf8_comma(tmp_path: Path) -> None:
    path = tmp_path / "members.csv"
    path.write_text(
        "Club,Card,Name,Surname,Ranking points\nCircolo Šibenik,C9,Łukasz,Kowalski,300\n", encoding="utf-8"
    )
    (row,) = read_player_list(path).rows
    assert (row.surname, row.name, row.card, row.club, row.ranking_points) == (
        "Kowalski",
        "Łukasz",
        "C9",
        "Circolo Šibenik",
        300,
    )


def test_bad_rows_are_listed_with_line_and_reason(tmp_path: Path) -> None:
    path = tmp_path / "soci.csv"
    path.write_text(
        "cognome;nome;tessera;punti\n"
        "Rossi;Anna;T1;10\n"
        ";Paolo;T2;0\n"  # no surname
        "Verdi;Luca;T3;15.5\n"  # not a whole number
        "Neri;Ada;T1;0\n"  # card already on line 2
        "\n"
        "Blu;Ugo;T4;0\n"
        "Gialli;Eva;T5;-3\n",  # whole, and negative: said as such
        encoding="utf-8",
    )
    found = read_player_list(path)
    assert [r.surname for r in found.rows] == ["Rossi", "Blu"]
    assert [(r.line, r.english) for r in found.rejected] == [
        (3, "surname and name are required"),
        (4, "ranking points '15.5' are not a whole number"),
        (5, "card T1 is already on line 2"),
        (8, "ranking points '-3' are negative"),
    ]
    assert "riga 2" in found.rejected[2].italian


def test_xlsx_first_sheet(tmp_path: Path) -> None:
    workbook = openpyxl.Workbook()
    sheet = workbook.active
    sheet.append(["Nome", "Cognome", "Tessera", "Punti classifica"])
    sheet.append(["Niccolò", "Bianchi", 12345, 800])
    sheet.append([None, None, None, None])
    sheet.append(["Ana", "Šimić", "X1", None])
    path = tmp_path / "soci.xlsx"
    workbook.save(path)
    found = read_player_list(path)
    assert [(r.line, r.surname, r.name, r.card, r.ranking_points) for r in found.rows] == [
        (2, "Bianchi", "Niccolò", "12345", 800),  # a card typed as a number keeps its digits
        (4, "Šimić", "Ana", "X1", 0),
    ]


def zip_with(path: Path, members: dict[str, bytes]) -> Path:
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for name, data in members.items():
            archive.writestr(name, data)
    return path


@pytest.mark.parametrize(
    ("name", "content", "message"),
    [
        ("wrong.csv", b"Nominativo;Club\nRossi Anna;Aurora\n", "has no surname and no name column"),
        ("half.csv", b"Cognome;Club\nRossi;Aurora\n", "has no name column"),
        ("twice.csv", b"Cognome;Surname;Nome\nRossi;Rossi;Anna\n", "two columns are the surname"),
        ("empty.csv", b"\n\n", "is empty"),
        ("latin.csv", b"Cognome;Nome\nRossi;Anna\x81\x8d\n", "neither UTF-8 nor Windows"),
        ("binary.csv", b"\x00\x01\x02Cognome", r"not a text \(csv\) file"),
        ("text.xlsx", b"Cognome;Nome\nRossi;Anna\n", "not an Excel workbook"),
        ("damaged.xlsx", b"PK\x03\x04garbage", "not an Excel workbook"),
    ],
)
def test_broken_files_are_refused_naming_the_file(
    tmp_path: Path, name: str, content: bytes, message: str
) -> None:
    path = tmp_path / name
    path.write_bytes(content)
    with pytest.raises(PlayerListError, match=message) as caught:
        read_player_list(path)
    assert name in str(caught.value) and name in caught.value.italian


def test_a_zip_that_is_not_a_workbook(tmp_path: Path) -> None:
    path = zip_with(tmp_path / "photos.xlsx", {"photo.jpg": b"\xff\xd8" * 100})
    with pytest.raises(PlayerListError, match="a zip archive but not an Excel workbook"):
        read_player_list(path)


def test_a_zip_bomb_is_refused_before_it_is_inflated(tmp_path: Path) -> None:
    # 300 MB of zeros packs into a few hundred kilobytes.
    path = tmp_path / "bomb.xlsx"
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("xl/workbook.xml", b"<workbook/>")
        with archive.open("xl/worksheets/sheet1.xml", "w", force_zip64=True) as member:
            chunk = b"\x00" * 1_000_000
            for _ in range(300):
                member.write(chunk)
    assert path.stat().st_size < 2_000_000
    with pytest.raises(PlayerListError, match="refused as a zip bomb"):
        read_player_list(path)


def test_entity_expansion_is_refused(tmp_path: Path) -> None:
    # A "billion laughs" shared-strings part: defusedxml makes openpyxl refuse it instead of expanding it.
    workbook = openpyxl.Workbook()
    workbook.active.append(["Cognome", "Nome"])
    workbook.active.append(["Rossi", "Anna"])
    good = tmp_path / "good.xlsx"
    workbook.save(good)
    evil = tmp_path / "evil.xlsx"
    laughs = (
        b'<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">'
        b'<!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>'
        b'<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">&lol2;</workbook>'
    )
    with zipfile.ZipFile(good) as source, zipfile.ZipFile(evil, "w") as target:
        for item in source.infolist():
            target.writestr(item, laughs if item.filename == "xl/workbook.xml" else source.read(item))
    assert openpyxl.xml.DEFUSEDXML  # openpyxl found defusedxml and parses through it
    with pytest.raises(
        PlayerListError, match=r"entity or DTD declarations, refused for safety \(EntitiesForbidden\)"
    ):
        read_player_list(evil)
