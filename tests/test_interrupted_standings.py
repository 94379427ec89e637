"""An interrupted tournament ranks by the last standings shown (IT/REV Art. 40: «la premiazione verrà effettuata
secondo l'ultima classifica esposta»), in every output: the file's standings, ``standings --json``, the federation
CSV, the final PDF (its title and its prize list) and the live page. Issue 28, item 2.

Four pairs, 5 rounds planned, interrupted after round 3 (past half, «superata la metà»: prizes are given), one sheet of round 4
entered. Burraco Italiano, 4 deals (IT Art. 18): 0–100 10-10, 105–300 11-9, 305–500 12-8, 1705–2000 19-1.

    round 1   1 v 2  1500-1000  +500  12-8      3 v 4  1100-1000  +100  10-10
    round 2   1 v 3  1000-1000     0  10-10     2 v 4  1200-1000  +200  11-9
    round 3   1 v 4  1000-1100  -100  10-10     2 v 3  1000-1300  -300   9-11
    after 3:  pair 1 32 VP +400 · pair 3 31 VP +400 · pair 4 29 VP -200 · pair 2 28 VP -600
    round 4   3 v 1  3000-1000 +2000  19-1      (2 v 4 not entered)
    counting round 4 would give: pair 3 50 VP, pair 1 33, pair 4 29, pair 2 28 — the wrong winner.
"""

from __future__ import annotations

import csv
import io
import json
import re
from html import unescape
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader
from starlette.testclient import TestClient

from fibur_director.db.database import Database
from fibur_director.domain.tournament_file import dumps_with_standings, loads
from fibur_director.services.actions import Desk
from fibur_director.services.exchange import import_text
from fibur_director.services.live import reader
from fibur_director.services.readmodel import live_standings
from fibur_director.web.app import create_app
from tests.support.cli import run

RIGHT = [(1, 1, 32, 400), (2, 3, 31, 400), (3, 4, 29, -200), (4, 2, 28, -600)]  # rank, entry, VP, MP


def _table(number: int, ns: int, ew: int, points: tuple[int, int] | None = None) -> dict[str, Any]:
    table: dict[str, Any] = {"table": number, "ns": ns, "ew": ew}
    if points is not None:
        table["result"] = {"ns_points": points[0], "ew_points": points[1]}
    return table


def interrupted_file(tmp_path: Path) -> Path:
    document = {
        "format": "fibur-director-tournament",
        "version": 1,
        "tournament": {
            "name": "Torneo interrotto",
            "date": "2026-12-20",
            "ruleset": "burraco-italiano",
            "kind": "pairs",
            "deals_per_round": 4,
            "planned_rounds": 5,
            "sessions": [[1, 2, 3, 4, 5]],
            "interrupted_after_round": 3,
        },
        "players": [
            {"id": f"p{i}", "surname": f"Cognome{i}", "name": "Maria", "card": f"FIB{i:03d}"}
            for i in range(1, 9)
        ],
        "entries": [
            {"id": e, "name": f"Coppia {e}", "players": [f"p{2 * e - 1}", f"p{2 * e}"]} for e in range(1, 5)
        ],
        "rounds": [
            {
                "number": 1,
                "system": "danish",
                "tables": [_table(1, 1, 2, (1500, 1000)), _table(2, 3, 4, (1100, 1000))],
            },
            {
                "number": 2,
                "system": "danish",
                "tables": [_table(1, 1, 3, (1000, 1000)), _table(2, 2, 4, (1200, 1000))],
            },
            {
                "number": 3,
                "system": "danish",
                "tables": [_table(1, 1, 4, (1000, 1100)), _table(2, 2, 3, (1000, 1300))],
            },
            {"number": 4, "system": "danish", "tables": [_table(1, 3, 1, (3000, 1000)), _table(2, 2, 4)]},
        ],
    }
    path = tmp_path / "interrotto.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def test_the_files_standings_are_those_after_the_last_round_shown(tmp_path: Path) -> None:
    tournament = loads(interrupted_file(tmp_path).read_text(encoding="utf-8"))
    written = json.loads(dumps_with_standings(tournament))
    assert [(r["rank"], r["entry"], r["vp"], r["mp"]) for r in written["standings"]] == RIGHT


def test_standings_json_ranks_by_round_three(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, _ = run(capsys, "standings", str(interrupted_file(tmp_path)), "--json")
    assert code == 0
    assert [(r["rank"], r["entry"], r["vp"], r["mp"]) for r in json.loads(out)] == RIGHT
    # Asking for a later round still gives the classification of record.
    code, out, _ = run(capsys, "standings", str(interrupted_file(tmp_path)), "--json", "--round", "4")
    assert [(r["rank"], r["entry"], r["vp"]) for r in json.loads(out)] == [r[:3] for r in RIGHT]


def test_federation_csv_ranks_by_round_three(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    out = tmp_path / "federazione.csv"
    code, _, err = run(capsys, "export", str(interrupted_file(tmp_path)), "--federation", str(out))
    assert code == 0, err
    rows = list(csv.reader(io.StringIO(out.read_bytes().decode("utf-8-sig")), delimiter=";"))
    header, body = rows[0], rows[1:]
    by_card = {row[header.index("Tessera")]: row for row in body}
    # Pair 1 = FIB001/FIB002, pair 3 = FIB005/FIB006.
    assert (
        by_card["FIB001"][header.index("Posizione")] == "1"
        and by_card["FIB001"][header.index("V.P.")] == "32"
    )
    assert (
        by_card["FIB005"][header.index("Posizione")] == "2"
        and by_card["FIB005"][header.index("V.P.")] == "31"
    )
    assert (
        by_card["FIB003"][header.index("Posizione")] == "4"
        and by_card["FIB003"][header.index("M.P.")] == "-600"
    )


def test_final_pdf_title_table_and_prizes_agree(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    out = tmp_path / "finale.pdf"
    code, _, err = run(
        capsys, "print", "standings", str(interrupted_file(tmp_path)), "--final", "--out", str(out)
    )
    assert code == 0, err
    words = " ".join(page.extract_text() for page in PdfReader(out).pages)
    assert "Classifica finale dopo il turno 3" in words
    assert "Torneo interrotto dopo il turno 3 di 5" in words
    standings_part, prizes_part = words.split("Premiati", 1)
    # The standings table and the prize list both put pair 1 (Cognome1) first and pair 3 (Cognome5) second.
    assert (
        standings_part.index("Cognome1") < standings_part.index("Cognome5") < standings_part.index("Cognome7")
    )
    assert prizes_part.index("Cognome1") < prizes_part.index("Cognome5")
    assert "50" not in standings_part.split("Cognome5", 1)[1].split("Cognome7", 1)[0]


def test_the_live_standings_page_and_the_desk_read_model_rank_by_round_three(
    db: Database, db_path: Path, tmp_path: Path
) -> None:
    desk = Desk(db, actor="test")
    tid = import_text(desk, interrupted_file(tmp_path).read_text(encoding="utf-8"))
    assert [(s.rank, s.entry, s.vp, s.mp) for s in live_standings(desk, tid)] == RIGHT
    web = reader(db_path)
    try:
        with TestClient(create_app(web)) as client:

            def seen(path: str) -> str:
                return " ".join(unescape(re.sub(r"<[^>]+>", " ", client.get(path).text)).split())

            page, entry = seen(f"/t/{tid}/classifica"), seen(f"/t/{tid}/iscritto/3")
    finally:
        web.database.close()
    assert "dopo il turno 3" in page and "turno 4" not in page
    assert page.index("Cognome1") < page.index("Cognome5") < page.index("Cognome7") < page.index("Cognome3")
    # Pair 3's round 4 (19 VP against pair 1) is shown, and said not to count.
    assert "non conta: torneo interrotto dopo il turno 3 (Art. 40)" in entry


def test_the_standings_published_after_the_interruption_are_those_of_round_three(
    db: Database, tmp_path: Path
) -> None:
    """Round 4 completed and closed after the interruption (2 v 4: 1000-1000): the final standings published are
    still those after round 3 (Art. 40), and the publication says so."""
    from fibur_director.services import results as res
    from fibur_director.services import rounds as rnd

    desk = Desk(db, actor="test")
    tid = import_text(desk, interrupted_file(tmp_path).read_text(encoding="utf-8"))
    res.enter_result(desk, tid, 4, 2, 1000, 1000)
    rnd.close_round(desk, tid, 4)
    res.publish_standings(desk, tid, "final")
    latest = res.latest_publication(desk, tid)
    assert latest is not None and (latest.kind, latest.after_round) == ("final", 3)
    assert [(s.rank, s.entry, s.vp, s.mp) for s in live_standings(desk, tid)] == RIGHT
