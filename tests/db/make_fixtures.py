"""Writes the migration fixtures: tests/db/fixtures/revision-NNNN.sqlite3, one for every schema revision before the
head, each holding the same small tournament as that revision's program stored it (issue 23).

How a fixture is made: an empty file is brought to revision NNNN by alembic itself (the shipped scripts, run as
the program of that day ran them, no create_all shortcut), then the tournament below is inserted with plain SQL,
only into the columns that revision has (so the one description serves every schema; the few facts a revision
kept differently are spelled out in ``_rows``). The file is left in rollback-journal mode and vacuumed: one small
self-contained file. tests/db/test_fixtures.py opens a copy of each through the program's normal open path and
compares its tournament export with tests/db/fixtures/expected-export.json, which ``--expected`` writes from a
file made the same way at the head revision (check it by hand before committing it: the VP below are worked
out in the test's docstring).

When a revision is added, the one before it needs a fixture: run
    .venv/bin/python -m tests.db.make_fixtures
from the repository's top folder (existing fixtures are left alone: they are files written in the past), and if
the new revision adds a column without a default, give it a value in ``_rows``.
"""

from __future__ import annotations

import argparse
import sqlite3
import sys
from pathlib import Path
from typing import Any

from tests.db.helpers import alembic_upgrade

FIXTURES = Path(__file__).parent / "fixtures"
EXPECTED = FIXTURES / "expected-export.json"
AT = "2026-12-20 09:00:00.000000"
LATER = "2026-12-20 11:30:00.000000"


def fixture_path(revision: str) -> Path:
    return FIXTURES / f"revision-{revision}.sqlite3"


def _rows(revision: str) -> dict[str, list[dict[str, Any]]]:
    """The tournament, table by table (parents first), with a value for every column any revision had."""
    derived_names_stored = revision < "0004"  # until 0004 an entry kept its members' surnames as its name
    people = [
        ("Šimić", "Ana", "FIB001", "Circolo Aurora"),
        ("Rossi", "Niccolò", "FIB002", "Circolo Aurora"),
        ("Wałęsa", "Łukasz", "FIB003", None),
        ("Bianchi", "Maria", "FIB004", None),
        ("Verdi", "Ugo", "FIB005", "Burraco Club Siena"),
        ("Neri", "Eva", "FIB006", "Burraco Club Siena"),
        ("Gallo", "Pietro", None, None),
        ("Conti", "Lucia", None, None),
    ]
    players = [
        {
            "id": i,
            "surname": surname,
            "name": name,
            "card": card,
            "club": club,
            "category": None,
            "ranking_points": 10 * i,
            "created_at": AT,
            "search_key": "",  # revision 0002 filled it for rows already there; the desk refreshes it on edit
        }
        for i, (surname, name, card, club) in enumerate(people, start=1)
    ]
    tournament = {
        "id": 1,
        "name": "Torneo di Natale",
        "date": "2026-12-20",
        "ruleset_id": "burraco-italiano",
        "kind": "pairs",
        "deals_per_round": 4,
        "planned_rounds": 2,
        "sessions": "[]",
        "pairing_plan": "[]",
        "round_time_reduction": 0,
        "bye_vp": None,
        "bye_mp": None,
        "draw_seed": None,
        "interrupted_after_round": None,
        "level": "club",
        "announced_800": 0,
        "prizes": None,
        "tie_break": None,
        "table_entry": 0,  # revision 0010: the tables' phones off
        "fee_cents": 1000,  # revision 0011: the check-in's fee
        "referee": None,  # revision 0015: files older than it name no referee
        "prize_list": None,  # revision 0017: the default list
        "created_at": AT,
    }
    names = ["Šimić - Rossi", "Wałęsa - Bianchi", "Verdi - Neri", "I Gabbiani"]
    entries = [
        {
            "id": n,
            "tournament_id": 1,
            "number": n,
            "kind": "pair",
            # A name the referee gave is kept by every revision; a derived one was stored only until 0004.
            "name": name if derived_names_stored or name == "I Gabbiani" else None,
            "status": "active",
            "withdrawn_from_round": None,
            "late_entry": 0,
            "registered_at": AT,
        }
        for n, name in enumerate(names, start=1)
    ]
    members = [
        {
            "id": i,
            "entry_id": (i + 1) // 2,
            "player_id": i,
            "position": 2 - i % 2,
            "from_round": 1,
            "to_round": None,
        }
        for i in range(1, 9)
    ]
    rounds = [
        {
            "id": r,
            "tournament_id": 1,
            "number": r,
            "system": "mitchell",
            "group_label": None,
            "status": "closed",
            "seed": None,
            "warnings": "[]",
            "published_at": AT,
            "closed_at": LATER,
            "draw": None,
        }
        for r in (1, 2)
    ]
    # (round, table, NS entry, EW entry, NS points, EW points)
    played = [
        (1, 1, 1, 2, 1250, 900),
        (1, 2, 3, 4, 600, 1400),
        (2, 1, 1, 4, 1005, 1005),
        (2, 2, 3, 2, 2100, 150),
    ]
    tables, seats, results = [], [], []
    for i, (round_id, number, ns, ew, ns_points, ew_points) in enumerate(played, start=1):
        tables.append(
            {
                "id": i,
                "round_id": round_id,
                "number": number,
                "room": None,
                "match": None,
                "ns_players": None,
                "ew_players": None,
                "group_label": None,
                "declares_first_id": None,
            }
        )
        seats += [
            {"id": 2 * i - 1, "table_id": i, "side": "ns", "position": 1, "entry_id": ns},
            {"id": 2 * i, "table_id": i, "side": "ew", "position": 1, "entry_id": ew},
        ]
        results.append(
            {
                "id": i,
                "table_id": i,
                "ns_points": ns_points,
                "ew_points": ew_points,
                "deals": None,
                "confirmed_by_opponents": 0,
                "countersigned": 0,
                "entered_at": LATER,
                "oddity": None,
            }
        )
    sanctions = [
        {
            "id": 1,
            "tournament_id": 1,
            "type": "warning",
            "entry_id": 3,
            "round_id": 2,
            "table_id": 4,
            "minutes": None,
            "points": None,
            "quarrel": 0,
            "article": None,
            "note": "telefono acceso",
            "created_at": LATER,
            "from_round": None,
        }
    ]
    return {
        "players": players,
        "tournaments": [tournament],
        "entries": entries,
        "entry_players": members,
        "rounds": rounds,
        "round_tables": tables,
        "seats": seats,
        "results": results,
        "sanctions": sanctions,
    }


def write(path: Path, revision: str) -> None:
    path.unlink(missing_ok=True)
    alembic_upgrade(path, revision)
    connection = sqlite3.connect(path, isolation_level=None)
    try:
        connection.execute("BEGIN")
        for table, rows in _rows(revision).items():
            columns = [row[1] for row in connection.execute(f"PRAGMA table_info({table})")]
            names = [name for name in rows[0] if name in columns]
            missing = {name for name in columns if name not in rows[0]}
            if missing:
                raise SystemExit(f"revision {revision}: give {table}.{sorted(missing)} a value in _rows")
            connection.executemany(
                f"INSERT INTO {table} ({', '.join(names)}) VALUES ({', '.join('?' * len(names))})",
                [[row[name] for name in names] for row in rows],
            )
        problems = connection.execute("PRAGMA foreign_key_check").fetchall()
        if problems:
            raise SystemExit(f"revision {revision}: rows pointing at missing rows {problems}")
        connection.execute("COMMIT")
        connection.execute("PRAGMA journal_mode = DELETE")
        connection.execute("PRAGMA page_size = 512")  # the smallest pages: a fixture of some 25 kB, not 180
        connection.execute("VACUUM")
    finally:
        connection.close()


def main(argv: list[str]) -> int:
    from fibur_director.db.revisions import read_chain

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument(
        "--expected", action="store_true", help="also write expected-export.json from the head"
    )
    parser.add_argument("--force", action="store_true", help="rewrite fixtures that exist (never needed)")
    args = parser.parse_args(argv)
    chain = read_chain()
    FIXTURES.mkdir(exist_ok=True)
    for revision in sorted(set(chain.down) - {chain.head}):
        target = fixture_path(revision)
        if target.exists() and not args.force:
            continue
        try:
            write(target, revision)
        except BaseException:
            # A half-written fixture (migrated, no tournament) would be left alone by the next run as if written.
            target.unlink(missing_ok=True)
            raise
        print(f"wrote {target}")
    if args.expected:
        import tempfile

        from fibur_director.db.database import open_database
        from fibur_director.services.actions import Desk
        from fibur_director.services.exchange import export_text

        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "head.sqlite3"
            write(path, chain.head)
            with open_database(path) as database:
                EXPECTED.write_text(export_text(Desk(database), 1), encoding="utf-8")
        print(f"wrote {EXPECTED}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
