"""IT Art. 20, REV Art. 19: the final standings are exposed, the players have the verification minutes to check
them, then they are definitive and the prizes are given. Every printout and export of a database's final
standings says which: «provvisoria», and until when claims are open, without the prize list; then
«definitiva» with it (issue 35, item 5).

Four pairs, one Mitchell round on 4 deals (``play_round``'s sheets): table 1 1100-900 (MP 200, 11-9 on IT
Art. 18's 105-300), table 2 1200-900 (MP 300, 11-9). Standings: table 2's North-South 11 VP +300, table 1's
North-South 11 +200, table 1's East-West 9 -200, table 2's East-West 9 -300. Three prizes by default."""

from __future__ import annotations

import datetime as dt
import json
import re
from pathlib import Path

import openpyxl
import pytest
from pypdf import PdfReader
from sqlalchemy import update

from fibur_director.db import models
from fibur_director.db.database import open_database
from fibur_director.services import results as res
from fibur_director.services import rounds as rnd
from fibur_director.services.actions import Desk
from fibur_director.services.readmodel import list_tournaments
from tests.support.builders import make_tournament, play_round
from tests.support.cli import cli, refused, rows, run


def _text(path: Path) -> str:
    return re.sub(r"\s+", " ", " ".join(p.extract_text() for p in PdfReader(path).pages))


def _print(capsys: pytest.CaptureFixture[str], database: Path, tid: int, out: Path) -> str:
    code, _printed, err = run(
        capsys,
        "print",
        "standings",
        "--tournament",
        str(tid),
        "--database",
        str(database),
        "--final",
        "--out",
        str(out),
    )
    assert (code, err) == (0, ""), err
    return _text(out)


def _prizes(capsys: pytest.CaptureFixture[str], database: Path, tid: int, out: Path) -> list[list[object]]:
    code, _printed, err = run(
        capsys, "export", "--tournament", str(tid), "--database", str(database), "--xlsx", str(out)
    )
    assert (code, err) == (0, ""), err
    return [[c.value for c in row] for row in openpyxl.load_workbook(out)["Premiati"].iter_rows(min_row=2)]


def test_the_final_standings_through_the_claims_window(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    database = tmp_path / "torneo.sqlite3"
    with open_database(database) as db:
        desk = Desk(db, actor="test")
        tid = make_tournament(desk, pairs=4, planned_rounds=1, plan="mitchell:1")
        play_round(desk, tid)
        one, two = rnd.view_round(desk, tid, 1).tables
    winners = [two.ns[0], one.ns[0], one.ew[0]]
    pdf, xlsx = tmp_path / "classifica.pdf", tmp_path / "classifica.xlsx"

    # Not yet exposed: provisional, no prize list.
    text = _print(capsys, database, tid, pdf)
    assert (
        "Classifica finale provvisoria dopo il turno 1 – da esporre: 10 minuti per i reclami (IT Art. 20)"
        in text
    )
    assert "Premiati" not in text and "Premiazione sulla classifica definitiva (IT Art. 20)" in text
    assert _prizes(capsys, database, tid, xlsx)[0][0] == (
        "Premiazione sulla classifica definitiva: la classifica finale non è ancora esposta (IT Art. 20)"
    )

    # Exposed: claims open until the publication's time plus 10 minutes.
    with open_database(database) as db:
        res.publish_standings(Desk(db, actor="test"), tid, "final")
        latest = res.latest_publication(Desk(db, actor="test"), tid)
    assert latest is not None and not latest.definitive
    until = latest.until.replace(tzinfo=dt.UTC).astimezone().strftime("%H:%M")
    text = _print(capsys, database, tid, pdf)
    assert f"Classifica finale provvisoria dopo il turno 1 – reclami fino alle {until} (IT Art. 20)" in text
    assert (
        "Premiati" not in text
        and f"Premiazione sulla classifica definitiva, dopo le {until} (IT Art. 20)" in text
    )
    assert _prizes(capsys, database, tid, xlsx)[0][0] == (
        f"Premiazione sulla classifica definitiva: reclami aperti fino alle {until} (IT Art. 20)"
    )

    # Eleven minutes later: definitive, with the prize list.
    with open_database(database) as db, db.sessions.begin() as session:
        session.execute(
            update(models.StandingsPublication).values(published_at=latest.until - dt.timedelta(minutes=21))
        )
    text = _print(capsys, database, tid, pdf)
    assert "Classifica finale definitiva dopo il turno 1" in text and "provvisoria" not in text
    prizes = text[text.index("Premiati") :]
    assert [
        prizes.index(f" {rank} {entry} ") for rank, entry in zip((1, 2, 3), winners, strict=True)
    ] == sorted(prizes.index(f" {rank} {entry} ") for rank, entry in zip((1, 2, 3), winners, strict=True))
    assert [row[1:3] for row in _prizes(capsys, database, tid, xlsx)[:3]] == [
        [1, winners[0]],
        [2, winners[1]],
        [3, winners[2]],
    ]


def test_a_tournament_file_prints_its_final_standings_as_the_record(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """A file that records no publication (``standings_published`` absent: written before issue 35, or by
    another program) prints its final standings as the record, with the prize list, and without a word of
    claims."""
    from fibur_director.domain.tournament_file import dumps
    from tests.reports.conftest import hand_made

    day = tmp_path / "day.json"
    day.write_text(dumps(hand_made()), encoding="utf-8")
    out = tmp_path / "finale.pdf"
    code, _printed, err = run(capsys, "print", "standings", str(day), "--final", "--out", str(out))
    assert (code, err) == (0, ""), err
    text = _text(out)
    assert "Classifica finale dopo il turno 2" in text and "Premiati" in text
    assert "provvisoria" not in text and "reclami" not in text


def _print_file(capsys: pytest.CaptureFixture[str], database: Path, tid: int, tmp_path: Path) -> str:
    """The tournament exported from the database, then its final standings printed from the file alone."""
    day = tmp_path / "day.json"
    code, _printed, err = run(
        capsys, "tournament", "export", str(tid), "--database", str(database), "--out", str(day)
    )
    assert (code, err) == (0, ""), err
    out = tmp_path / "from-file.pdf"
    code, _printed, err = run(capsys, "print", "standings", str(day), "--final", "--out", str(out))
    assert (code, err) == (0, ""), err
    return _text(out)


def test_a_tournament_file_exported_in_the_claims_window_says_so(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Found by the outside attack on issue 35: a file exported while the claims were open printed «Classifica
    finale» with the prize list. The file now records the latest publication (``standings_published``), and its
    final standings read exactly as the database's at each stage: not exposed, open until the publication plus 10
    minutes, definitive with the prizes."""
    database = tmp_path / "torneo.sqlite3"
    with open_database(database) as db:
        desk = Desk(db, actor="test")
        tid = make_tournament(desk, pairs=4, planned_rounds=1, plan="mitchell:1")
        play_round(desk, tid)
    pdf = tmp_path / "classifica.pdf"
    stages = []
    unexposed = _print_file(capsys, database, tid, tmp_path)
    stages.append((unexposed, _print(capsys, database, tid, pdf)))
    with open_database(database) as db:
        res.publish_standings(Desk(db, actor="test"), tid, "final")
        latest = res.latest_publication(Desk(db, actor="test"), tid)
    assert latest is not None
    until = latest.until.replace(tzinfo=dt.UTC).astimezone().strftime("%H:%M")
    open_window = _print_file(capsys, database, tid, tmp_path)
    stages.append((open_window, _print(capsys, database, tid, pdf)))
    with open_database(database) as db, db.sessions.begin() as session:
        session.execute(
            update(models.StandingsPublication).values(published_at=latest.until - dt.timedelta(minutes=21))
        )
    definitive = _print_file(capsys, database, tid, tmp_path)
    stages.append((definitive, _print(capsys, database, tid, pdf)))

    assert "da esporre: 10 minuti per i reclami (IT Art. 20)" in unexposed and "Premiati" not in unexposed
    assert f"reclami fino alle {until} (IT Art. 20)" in open_window and "Premiati" not in open_window
    assert "Classifica finale definitiva dopo il turno 1" in definitive and "Premiati" in definitive
    for from_file, from_database in stages:
        # The same page but for the footer's «Stampato il …» minute.
        assert re.sub(r"Stampat\w+ .*", "", from_file) == re.sub(r"Stampat\w+ .*", "", from_database)


@pytest.mark.parametrize(
    ("published", "place"),
    [
        (
            {"kind": "finale", "after_round": 1, "at": "2026-12-20T22:05:00Z"},
            "tournament.standings_published.kind",
        ),
        ({"kind": "final", "after_round": 1, "at": "ieri sera"}, "tournament.standings_published.at"),
        (
            {"kind": "final", "after_round": 1, "at": "2026-12-20T22:05:00"},
            "tournament.standings_published.at",
        ),
        ({"kind": "final", "at": "2026-12-20T22:05:00Z"}, "tournament.standings_published"),
        # The second outside attack: a publication after a round the tournament does not plan.
        (
            {"kind": "final", "after_round": 9, "at": "2026-12-20T22:05:00Z"},
            "standings_published.after_round",
        ),
    ],
)
def test_a_wrong_publication_in_a_file_is_refused_naming_its_place(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, published: dict[str, object], place: str
) -> None:
    import hashlib
    import json

    from fibur_director.domain.tournament_file import write_document
    from tests.reports.conftest import hand_made

    document = write_document(hand_made())
    document["tournament"]["standings_published"] = published
    day = tmp_path / "day.json"
    day.write_text(json.dumps(document), encoding="utf-8")
    database = tmp_path / "torneo.sqlite3"
    with open_database(database):
        pass
    before = hashlib.sha256(database.read_bytes()).hexdigest()
    code, _printed, err = run(capsys, "tournament", "import", str(day), "--database", str(database))
    assert code == 2 and place in err, err
    assert hashlib.sha256(database.read_bytes()).hexdigest() == before


def test_final_standings_after_an_earlier_round_are_refused(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """The second outside attack on issue 35: `print standings --final --round 1` of a two-round tournament printed
    «Classifica finale definitiva dopo il turno 1» beside the prize list of the whole tournament. The final
    standings are the last round's: the command says so and writes nothing."""
    from fibur_director.domain.tournament_file import dumps
    from tests.reports.conftest import hand_made

    day = tmp_path / "day.json"
    day.write_text(dumps(hand_made()), encoding="utf-8")
    out = tmp_path / "finale.pdf"
    code, _printed, err = run(
        capsys, "print", "standings", str(day), "--final", "--round", "1", "--out", str(out)
    )
    assert code == 2 and not out.exists()
    assert "the final standings are those after round 2, the last played" in err
    code, _printed, err = run(capsys, "print", "standings", str(day), "--round", "1", "--out", str(out))
    assert (code, err) == (0, "") and "Classifica provvisoria dopo il turno 1" in _text(out)


def test_an_imported_file_keeps_the_standings_it_showed(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """A tournament moved to another desk by its file (the transfer format) is where it was: its final standings
    in the claims window until the same minute, or definitive with the rounds locked; the file exported again
    says the same; undoing the import takes the publication away with the rest (left by issue 35's attack)."""
    database = tmp_path / "torneo.sqlite3"
    with open_database(database) as db:
        desk = Desk(db, actor="test")
        tid = make_tournament(desk, pairs=4, planned_rounds=1, plan="mitchell:1")
        play_round(desk, tid)
        res.publish_standings(desk, tid, "final")
        shown = res.latest_publication(desk, tid)
    assert shown is not None and not shown.definitive
    for stage in ("open", "definitive"):
        if stage == "definitive":
            with open_database(database) as db, db.sessions.begin() as session:
                session.execute(
                    update(models.StandingsPublication).values(
                        published_at=shown.until - dt.timedelta(minutes=21)
                    )
                )
        day = tmp_path / f"{stage}.json"
        code, _printed, err = run(
            capsys, "tournament", "export", str(tid), "--database", str(database), "--out", str(day)
        )
        assert (code, err) == (0, ""), err
        other = tmp_path / f"other-{stage}.sqlite3"
        code, _printed, err = run(capsys, "tournament", "import", str(day), "--database", str(other))
        assert code == 0, err
        with open_database(database) as db:
            here = res.latest_publication(Desk(db, actor="test"), tid)
        with open_database(other) as db:
            desk = Desk(db, actor="test")
            (moved,) = [t.id for t in list_tournaments(desk)]
            there = res.latest_publication(desk, moved)
            assert there is not None and here is not None
            # The file keeps the second, the database the microsecond.
            assert (there.kind, there.after_round, there.definitive) == (
                here.kind,
                here.after_round,
                here.definitive,
            )
            assert there.until == here.until.replace(microsecond=0)
        if stage == "definitive":
            words = "definitive"
            refused(capsys, other, words, "result", str(moved), "1", "1", "1000", "1000", "--confirmed")
        assert cli(capsys, other, "undo", str(moved)).startswith("undone: import_tournament")
        with open_database(other) as db:
            assert list_tournaments(Desk(db, actor="test")) == []
        assert rows(other)["standings_publications"] == []
        again = tmp_path / f"again-{stage}.json"
        code, _printed, err = run(capsys, "tournament", "import", str(day), "--database", str(other))
        assert code == 0, err
        code, _printed, err = run(
            capsys, "tournament", "export", "2", "--database", str(other), "--out", str(again)
        )
        assert (code, err) == (0, ""), err
        # The players' keys follow the database's ids (never reused after the undo); the publication is the same.
        published = [
            json.loads(f.read_text(encoding="utf-8"))["tournament"]["standings_published"]
            for f in (day, again)
        ]
        assert published[0] == published[1] and published[0]["kind"] == "final"
