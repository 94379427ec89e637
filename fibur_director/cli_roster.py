"""The federation's member list from a terminal (issue 37): ``roster import FILE`` and ``roster check T``.

``roster import`` prints the list now in use and what it refreshed, one line; rejected rows one per line on
stderr, then exit 2 without importing unless ``--only-good-rows``. ``roster check T`` lists each problem of the
tournament's players by card, one line each, and exits 0 when there is none, 1 when there are, 2 when refused
(no list in force, an unknown tournament). Kept apart from ``cli.py`` so this issue's commands merge alone.
"""

from __future__ import annotations

import argparse
import datetime as dt
import sys
from pathlib import Path
from typing import Any

from fibur_director import cli_desk
from fibur_director.domain.errors import FiburError

Subparsers = Any  # argparse's private _SubParsersAction


def _import(args: argparse.Namespace) -> int:
    from fibur_director.db.database import open_location
    from fibur_director.services import roster
    from fibur_director.services.actions import Desk

    found = roster.read_roster(args.file)  # read (and refused if unreadable) before the database is touched
    with open_location(args.database, wait_s=cli_desk.CLI_LOCK_WAIT_S) as database:
        done = roster.import_roster(
            Desk(database, actor=args.desk),
            args.file,
            args.date,
            only_good_rows=args.only_good_rows,
            found=found,
        )
    for rejected in done.rejected:
        print(f"{args.file}: {rejected}", file=sys.stderr)
    for english, _italian in done.notes:
        print(f"{args.file}: {english}", file=sys.stderr)
    if done.info is None:
        raise FiburError(
            f"{args.file}: {len(done.rejected)} rows rejected, nothing imported (--only-good-rows imports the others)",
            f"{args.file}: {len(done.rejected)} righe scartate, nulla importato",
        )
    ignored = f"; columns not read: {', '.join(done.ignored)}" if done.ignored else ""
    print(
        f"member list of {done.info.listed_on.isoformat()} in use: {done.info.members} members from "
        f"{done.info.source}; {done.refreshed.english()}{ignored}"
    )
    return 0


def _check(args: argparse.Namespace) -> int:
    from fibur_director.db.database import open_location
    from fibur_director.domain.roster import line
    from fibur_director.services import roster
    from fibur_director.services.actions import Desk

    with open_location(args.database, wait_s=cli_desk.CLI_LOCK_WAIT_S) as database:
        found = roster.check(Desk(database, actor=args.desk), args.tournament)
    for problem in found.problems:
        print(line(problem))
    listed = found.roster.listed_on.isoformat()
    print(
        f"{found.players} players checked against the member list of {listed}: "
        + (f"{len(found.problems)} problems" if found.problems else "no problem"),
        file=sys.stderr,
    )
    return 1 if found.problems else 0


def _date(text: str) -> dt.date:
    try:
        return dt.date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a date such as 2026-11-03") from None


def add_commands(commands: Subparsers) -> None:
    roster = commands.add_parser(
        "roster", help="the federation's member list: import it (csv or xlsx), check a tournament's players"
    )
    actions = roster.add_subparsers(dest="action", required=True, metavar="ACTION")
    importing = actions.add_parser(
        "import",
        help="put a member list in use (one undoable action) and refresh the archive players' category and points",
    )
    importing.add_argument(
        "file",
        type=Path,
        help="csv (; or ,) or xlsx with a header row: tessera/card, cognome/surname, nome/name, and optionally "
        "circolo/club, categoria/category, tipo/type, scadenza/expiry, punti/points, nascita/birth",
    )
    importing.add_argument(
        "--date",
        type=_date,
        help="the list's own date, YYYY-MM-DD (default: the day the file was last written)",
    )
    importing.add_argument(
        "--only-good-rows", action="store_true", help="import the good rows of a file with rejected ones"
    )
    cli_desk.add_database_argument(importing)
    importing.set_defaults(run=_import)
    checking = actions.add_parser(
        "check",
        help="list each problem of a tournament's players by card (expired, not in the list, a card type the "
        "level does not allow, another name, the same person twice); exits 0 clean, 1 problems, 2 refused",
    )
    checking.add_argument("tournament", type=int, help="tournament number (see 'tournament list')")
    cli_desk.add_database_argument(checking)
    checking.set_defaults(run=_check)
