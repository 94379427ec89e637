"""The practice file (services/practice.py): built whole or not at all, never the desk's own file, and thrown
away with everything it left beside it."""

from __future__ import annotations

from pathlib import Path

import pytest

from fibur_director.db.database import open_database
from fibur_director.domain.errors import FiburError
from fibur_director.services import practice, readmodel, results, rounds


def test_the_sample_is_twelve_pairs_with_round_1_published(tmp_path: Path) -> None:
    opened = practice.open_practice(tmp_path / "pratica" / "pratica.sqlite3")
    try:
        assert not opened.resumed and opened.tournament_id is not None
        (summary,) = readmodel.list_tournaments(opened.desk)
        assert (summary.name, summary.entries, summary.rounds, summary.planned) == (
            "Prova: torneo di esempio",
            12,
            1,
            4,
        )
        seated = rounds.view_round(opened.desk, opened.tournament_id, 1)
        assert seated.status == "published" and len(seated.tables) == 6
        assert sorted(n for t in seated.tables for n in (*t.ns, *t.ew)) == list(range(1, 13))
        # Played to the end of round 1 and closed: the close takes its snapshot beside the practice file.
        for table in seated.tables:
            results.enter_result(opened.desk, opened.tournament_id, 1, table.number, 900, 700)
        closed = rounds.close_round(opened.desk, opened.tournament_id, 1)
        assert closed.backup is not None and closed.backup.parent == tmp_path / "pratica" / "backups"
    finally:
        practice.discard(opened)
    assert not (tmp_path / "pratica").exists()
    assert list(tmp_path.iterdir()) == []


def test_a_copy_that_fails_leaves_no_practice_file_and_no_leftover(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    where = tmp_path / "pratica" / "pratica.sqlite3"

    def disk_full(_source: Path, _target: Path) -> Path:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(practice, "copy_database", disk_full)
    with pytest.raises(FiburError) as refused:
        practice.open_practice(where)
    assert refused.value.italian == (
        f"impossibile preparare il torneo di prova in {where}: No space left on device; nulla è stato modificato"
    )
    assert sorted(p.name for p in where.parent.iterdir()) == []


def test_a_half_built_file_left_by_a_crash_is_started_again(tmp_path: Path) -> None:
    where = tmp_path / "pratica" / "pratica.sqlite3"
    where.parent.mkdir()
    (where.parent / "pratica-in-preparazione.sqlite3").write_bytes(b"SQLite format 3\x00 half written")
    opened = practice.open_practice(where)
    try:
        assert opened.tournament_id is not None and not opened.resumed
        assert not (where.parent / "pratica-in-preparazione.sqlite3").exists()
    finally:
        practice.discard(opened)


def test_the_desks_own_file_is_never_the_practice(tmp_path: Path) -> None:
    own = tmp_path / "pratica" / "pratica.sqlite3"  # a referee who named their own file so
    with open_database(own) as db:
        with pytest.raises(FiburError) as refused:
            practice.open_practice(own, real=db)
        assert refused.value.italian == (
            f"impossibile preparare il torneo di prova in {own}: il banco lo ha aperto come proprio archivio; "
            "nulla è stato modificato"
        )
        assert readmodel.list_tournaments(practice.Desk(db)) == []
    assert own.exists() and not (own.parent / "pratica-in-preparazione.sqlite3").exists()


def test_reopened_as_left_even_with_the_sample_undone(tmp_path: Path) -> None:
    where = tmp_path / "pratica" / "pratica.sqlite3"
    opened = practice.open_practice(where)
    desk = opened.desk
    while desk.stacks(opened.tournament_id)[0]:  # the newcomer undoes the whole sample, creation included
        desk.undo(opened.tournament_id)
    desk.database.close()
    again = practice.open_practice(where)
    try:
        assert again.resumed and again.tournament_id is None
    finally:
        notes = where.parent / "appunti.txt"  # something of the referee's put in the folder
        notes.write_text("da ricordare", encoding="utf-8")
        practice.discard(again)
    # Only the practice's own files went: the folder stays for what is not ours.
    assert sorted(p.name for p in where.parent.iterdir()) == ["appunti.txt"]
