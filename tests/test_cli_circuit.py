"""`fibur-director-cli circuit` over the shipped example (docs/examples/circuit): the JSON rows, the PDF, the
workbook, a stage from a database, and refusals that change nothing.

The example's figures are hand-computed in docs/circuits.md ("A worked example") from the stages' standings.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from openpyxl import load_workbook
from pypdf import PdfReader

from tests.support.cli import run

EXAMPLE = Path(__file__).resolve().parents[1] / "docs" / "examples" / "circuit"


@pytest.fixture
def example(tmp_path: Path) -> Path:
    folder = tmp_path / "circuit"
    shutil.copytree(EXAMPLE, folder)
    return folder


def _rows(
    capsys: pytest.CaptureFixture[str], circuit: Path, *extra: str
) -> tuple[list[dict[str, object]], str]:
    code, out, err = run(capsys, "circuit", "standings", str(circuit), "--json", *extra)
    assert code == 0, err
    return json.loads(out), err


def test_the_example_in_json(capsys: pytest.CaptureFixture[str], example: Path) -> None:
    rows, err = _rows(capsys, example / "circuito.toml")
    by_card = {r["card"]: r for r in rows}
    santoro = by_card["FIB100007"]
    # Stage 1: 41 VP; stage 2: 31; stage 3: 38 x 1.5 = 57. Best 2: 57 + 41 = 98, stage 2 dropped.
    assert (santoro["rank"], santoro["points"], santoro["counted"], santoro["dropped"]) == (
        1,
        98,
        [1, 3],
        [2],
    )
    assert santoro["ranked"] and santoro["finalist"] and santoro["shared"]  # tied with her partner
    # Leone has no card in stage 3: joined to FIB100009 by surname, name and club, and said so.
    leone = by_card["FIB100009"]
    assert leone["matched_by_name"] == [3] and leone["points"] == 79  # 34 + 30 x 1.5
    # Bruno: 34 (stage 1, MP 740) + 45 (stage 3, MP 150) = 79, like Leone (MP 780 + 310 = 1090): MP 890 puts
    # Bruno below, by the first criterion of the chain.
    bruno = by_card["FIB100001"]
    assert (bruno["rank"], bruno["decided_by"]) == (7, "mp")
    # 25% of 16 ranked players: 4 finalists.
    assert sum(bool(r["finalist"]) for r in rows) == 4
    assert "matched by surname, name and club" in err and "positions 3 and 4: equal VP (30)" in err


def test_a_stage_of_the_database(capsys: pytest.CaptureFixture[str], example: Path) -> None:
    database = example / "circuit.sqlite3"
    code, _out, err = run(
        capsys, "tournament", "import", str(example / "tappa-2.json"), "--database", str(database)
    )
    assert code == 0, err
    circuit = example / "circuito-db.toml"
    circuit.write_text(
        (example / "circuito.toml")
        .read_text(encoding="utf-8")
        .replace('file = "tappa-2.json"', "tournament = 1"),
        encoding="utf-8",
    )
    from_db, _ = _rows(capsys, circuit, "--database", str(database))
    from_file, _ = _rows(capsys, example / "circuito.toml")
    assert from_db == from_file


def test_pdf_and_workbook(capsys: pytest.CaptureFixture[str], example: Path, tmp_path: Path) -> None:
    pdf, xlsx = tmp_path / "c.pdf", tmp_path / "c.xlsx"
    assert run(capsys, "circuit", "print", str(example / "circuito.toml"), "--out", str(pdf))[0] == 0
    text = "".join(page.extract_text() for page in PdfReader(pdf).pages)
    assert "Classifica del circuito – Circuito d'autunno" in text
    assert "Santoro Maria" in text and "(31)" in text and "unito alla tessera FIB100009" in text
    assert run(capsys, "circuit", "export", str(example / "circuito.toml"), "--xlsx", str(xlsx))[0] == 0
    sheet = load_workbook(xlsx, read_only=True)["Classifica"]
    header, first = list(sheet.iter_rows(max_row=2, values_only=True))
    assert header[:6] == ("Pos.", "Giocatori", "Tessere", "Punti", "M.P.", "Tappe")
    assert first[:9] == (1, "Coppola Maria", "FIB100008", 98, 3765, 3, 41, "(31)", 57)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            ("best = 2 ", "best = -1 "),
            "circuito.toml, line 5, key 'best': must be a whole number of at least 1",
        ),
        (('file = "tappa-2.json"', 'file = "missing.json"'), "stage 2 (missing.json): cannot read"),
        (
            ("1;FIB100007", "uno;FIB100007"),
            "stage 3 (tappa-3.csv): standings file tappa-3.csv: row 2, column position",
        ),
        (("P.V.;M.P.", "Punti;M.P."), "no VP column"),
        (
            ('file = "tappa-2.json"', 'file = "tappa-2.ods"'),
            "stage 2 (tappa-2.ods): a stage file is a tournament file",
        ),
        (('file = "tappa-1.json"', "tournament = 1"), "does not exist: open it with FIBur Director first"),
    ],
)
def test_refusals_change_nothing(
    capsys: pytest.CaptureFixture[str], example: Path, tmp_path: Path, change: tuple[str, str], message: str
) -> None:
    for name in ("circuito.toml", "tappa-3.csv"):
        path = example / name
        path.write_text(path.read_text(encoding="utf-8").replace(*change), encoding="utf-8")
    before = sorted(p.name for p in example.iterdir())
    out = tmp_path / "c.pdf"
    code, _, err = run(capsys, "circuit", "print", str(example / "circuito.toml"), "--out", str(out))
    assert code == 2 and message in err, err
    assert not out.exists() and sorted(p.name for p in example.iterdir()) == before


def test_a_long_season_prints_one_column_of_stages_and_exports_csv(
    capsys: pytest.CaptureFixture[str], example: Path, tmp_path: Path
) -> None:
    stages = "".join(f'[[stage]]\nfile = "tappa-{1 + i % 2}.json"\n' for i in range(30))
    (example / "lungo.toml").write_text(f'name = "Lungo"\nbest = 20\n{stages}', encoding="utf-8")
    pdf = tmp_path / "lungo.pdf"
    assert run(capsys, "circuit", "print", str(example / "lungo.toml"), "--out", str(pdf))[0] == 0
    text = "".join(page.extract_text() for page in PdfReader(pdf).pages)
    # 30 columns cannot fit a landscape A4: one column says which stages counted.
    assert "Troppe tappe per una colonna ciascuna" in text and "Tappe valide e scartate" in text
    assert "scartate" in text and "T30" not in text.split("Tappe valide")[1][:200]
    folder = tmp_path / "csv"
    code, _out, err = run(capsys, "circuit", "export", str(example / "lungo.toml"), "--csv", str(folder))
    assert code == 0, err
    assert sorted(p.name for p in folder.iterdir()) == ["classifica.csv", "da-verificare.csv", "tappe.csv"]
    header = (folder / "classifica.csv").read_text(encoding="utf-8-sig").splitlines()[0].split(";")
    assert header[6:8] == ["T1", "T2"] and header[35] == "T30"


def test_a_stage_of_a_postgresql_database(
    capsys: pytest.CaptureFixture[str], example: Path, pg_url: str
) -> None:
    code, _out, err = run(capsys, "tournament", "import", str(example / "tappa-2.json"), "--database", pg_url)
    assert code == 0, err
    circuit = example / "circuito-db.toml"
    circuit.write_text(
        (example / "circuito.toml")
        .read_text(encoding="utf-8")
        .replace('file = "tappa-2.json"', "tournament = 1"),
        encoding="utf-8",
    )
    from_server, _ = _rows(capsys, circuit, "--database", pg_url)
    from_file, _ = _rows(capsys, example / "circuito.toml")
    assert from_server == from_file
    # read-only: the server's sessions refuse a write
    from sqlalchemy import text
    from sqlalchemy.exc import DBAPIError

    from fibur_director.cli_circuit import _reading_desk

    desk = _reading_desk(pg_url)
    try:
        with pytest.raises(DBAPIError, match="read-only transaction"), desk.database.sessions() as session:
            session.execute(text("UPDATE tournaments SET name = 'x'"))
    finally:
        desk.database.close()
