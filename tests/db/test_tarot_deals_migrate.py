"""Issue 36 (its outside attack, S7: no migration fixture held a Tarot deal): a revision-0017 database holding a Sicilian Tarot tournament (48 deals), made by the code
of 4e3786e^, opened by the current code: migrated, every deal kept and read back through db/tarot/deals.py."""

from __future__ import annotations

import json
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

FIXTURES = Path(__file__).parent / "fixtures"


def test_tarot_deals_survive_the_migration_from_0017(tmp_path: Path) -> None:
    db = tmp_path / "old.sqlite3"
    shutil.copy(FIXTURES / "tarot-at-revision-0017.sqlite3", db)
    out = tmp_path / "back.json"
    cli = [sys.executable, "-m", "fibur_director.cli"]
    subprocess.run([*cli, "tournament", "export", "1", "--database", str(db), "--out", str(out)], check=True)
    with sqlite3.connect(db) as con:
        assert con.execute("select version_num from alembic_version").fetchone()[0] != "0017"
        assert con.execute("select count(*) from tarot_deals").fetchone()[0] == 48
    assert list((tmp_path / "backups").glob("old-*-before-*.sqlite3"))
    original = json.loads((FIXTURES / "tarot-at-revision-0017.json").read_text(encoding="utf-8"))
    assert json.loads(out.read_text(encoding="utf-8"))["rounds"] == original["rounds"]
