"""`fibur-director-cli print ...` and `export ...` on a tournament file, for clubs that script their day."""

from __future__ import annotations

import json
from pathlib import Path

import openpyxl
import pytest
from pypdf import PdfReader

from fibur_director.domain.tournament_file import dumps
from tests.reports.conftest import hand_made
from tests.support.cli import run


@pytest.fixture
def day(tmp_path: Path) -> Path:
    path = tmp_path / "day.json"
    path.write_text(dumps(hand_made()), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("what", "extra", "pages", "words"),
    [
        ("score-sheets", ["--round", "2"], 2, "Score – turno 2 – tavolo 1"),
        ("seating", ["--round", "1"], 2, "Posizioni al tavolo – turno 1"),
        ("standings", ["--final"], 1, "Classifica finale dopo il turno 2"),
        ("results", [], 1, "Risultati dei turni"),
        ("sanctions", [], 1, "Provvedimenti arbitrali"),
    ],
)
def test_print_each_kind(
    capsys: pytest.CaptureFixture[str],
    day: Path,
    tmp_path: Path,
    what: str,
    extra: list[str],
    pages: int,
    words: str,
) -> None:
    out = tmp_path / f"{what}.pdf"
    code, printed, _ = run(capsys, "print", what, str(day), *extra, "--out", str(out))
    assert code == 0 and printed.strip() == f"{out}: {pages} page(s)"
    reader = PdfReader(out)
    assert len(reader.pages) == pages and words in reader.pages[0].extract_text()


def test_print_refusals_write_nothing(capsys: pytest.CaptureFixture[str], day: Path, tmp_path: Path) -> None:
    out = tmp_path / "x.pdf"
    code, _, err = run(capsys, "print", "score-sheets", str(day), "--out", str(out))
    assert code == 2 and "needs --round N" in err
    code, _, err = run(capsys, "print", "seating", str(day), "--round", "9", "--out", str(out))
    assert code == 2 and "round 9 is not in the tournament" in err
    broken = tmp_path / "broken.json"
    document = json.loads(day.read_text(encoding="utf-8"))
    document["rounds"][0]["tables"][0]["result"]["ns_points"] = 1003
    broken.write_text(json.dumps(document), encoding="utf-8")
    code, _, err = run(capsys, "print", "results", str(broken), "--out", str(out))
    assert code == 2 and "rounds[0].tables[0].result" in err and "1003 is not a multiple of 5" in err
    assert not out.exists()


def test_export_workbook_csv_and_federation(
    capsys: pytest.CaptureFixture[str], day: Path, tmp_path: Path
) -> None:
    xlsx, folder, federation = tmp_path / "day.xlsx", tmp_path / "csv", tmp_path / "fed.csv"
    code, printed, warned = run(
        capsys, "export", str(day), "--xlsx", str(xlsx), "--csv", str(folder), "--federation", str(federation)
    )
    # Viola Dario has no card: the federation cannot credit him, and the export says so (issue 15 #9).
    assert "warning: 1 player(s) without a card" in warned and "Viola Dario" in warned
    assert code == 0 and "8 sheets" in printed and "8 csv files" in printed
    assert openpyxl.load_workbook(xlsx)["Classifica"]["F2"].value == 29
    # The first sheet says what the file is about, in words (issue 15 #14).
    about = {row[0]: row[1] for row in openpyxl.load_workbook(xlsx)["Torneo"].iter_rows(values_only=True)}
    assert about["Regolamento"] == "Burraco Italiano" and about["Tipo"] == "a coppie"
    assert about["Data"] and about["Torneo"]
    assert sorted(p.name for p in folder.iterdir()) == [
        "classifica.csv",
        "federazione.csv",
        "giocatori.csv",
        "premiati.csv",
        "sanzioni.csv",
        "torneo.csv",
        "turno-1.csv",
        "turno-2.csv",
    ]
    lines = federation.read_text(encoding="utf-8-sig").splitlines()
    assert lines[0].startswith("Tessera;Cognome;Nome") and lines[1].startswith("FIB007;'=Gialli;Franca")
    code, _, err = run(capsys, "export", str(day))
    assert code == 2 and "needs --xlsx, --csv or --federation" in err


def test_standings_from_a_file_follow_its_own_choices(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Issue 13 through the file: `standings FILE` recomputes with the file's tie-break, and the withdrawal of
    conftest's entry 5 from round 2 scores it as an absent pair (7 VP and -505 MP on 4 deals, IT Art. 38)."""
    import dataclasses

    from fibur_director.domain.tournament import Sanction

    base = hand_made()
    plain = tmp_path / "plain.json"
    plain.write_text(dumps(base), encoding="utf-8")
    code, out, _ = run(capsys, "standings", str(plain), "--json")
    assert code == 0
    before = {row["entry"]: row for row in json.loads(out)}
    withdrawn = dataclasses.replace(
        base,
        sanctions=(*base.sanctions, Sanction("withdrawal", entry=5, from_round=2)),
        setup=dataclasses.replace(base.setup, tie_break=("points", "mp"), level="federal"),
    )
    path = tmp_path / "choices.json"
    # Entry 5's sheet of round 2 is entered: a withdrawal cannot cover it (IT Art. 38, issue 28).
    path.write_text(dumps(withdrawn), encoding="utf-8")
    code, _, err = run(capsys, "standings", str(path), "--json")
    assert code == 2 and "sanctions[3]" in err and "covers round 2, whose sheet at table 2 is entered" in err
    second = base.rounds[1]
    unplayed = dataclasses.replace(
        second, tables=(second.tables[0], dataclasses.replace(second.tables[1], result=None))
    )
    withdrawn = dataclasses.replace(withdrawn, rounds=(base.rounds[0], unplayed))
    path.write_text(dumps(withdrawn), encoding="utf-8")
    code, out, _ = run(capsys, "standings", str(path), "--json")
    assert code == 0
    after = {row["entry"]: row for row in json.loads(out)}
    round_two = {t.ns[0]: t for t in base.rounds[1].tables} | {t.ew[0]: t for t in base.rounds[1].tables}
    assert 5 in round_two  # entry 5 was seated in round 2, its sheet not entered: it is absent there
    assert after[5]["vp"] == before[5]["vp"] - _round_two_vp(base, 5) + 7
    document = json.loads(path.read_text(encoding="utf-8"))
    assert (
        document["tournament"]["tie_break"] == ["points", "mp"]
        and document["tournament"]["level"] == "federal"
    )


def _round_two_vp(tournament: object, entry: int) -> int:
    from fibur_director.games.burraco.ruleset import get_ruleset
    from fibur_director.games.burraco.standings import round_scores

    return next(
        s.vp
        for s in round_scores(tournament, get_ruleset("burraco-italiano"))  # type: ignore[arg-type]
        if s.entry == entry and s.round == 2
    )
