"""The prize-giving from a terminal (issue 37, item 5): ``prizes FILE|--tournament T [--list PRIZES.toml]
[--json]`` prints each award with why, in list order; ``--save`` keeps the list with the database's tournament
(one undoable action), ``--clear`` goes back to the default list. The list is read, and refused naming the place,
before anything is opened. Kept apart from ``cli.py`` so this issue's commands merge alone."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from fibur_director import cli_desk
from fibur_director.domain.errors import FiburError

if TYPE_CHECKING:
    from fibur_director.domain.prizes import PrizeList
    from fibur_director.services.prizes import Saved

Subparsers = Any  # argparse's private _SubParsersAction


def _saved_words(args: argparse.Namespace, saved: Saved, plist: PrizeList | None, source: str) -> str:
    """What ``--save`` or ``--clear`` did, in one line for stderr."""
    count = len(plist.prizes) if plist else 0
    done = (
        f"tournament {args.tournament}: already uses the default prize list; nothing was changed"
        if not saved.changed and args.clear
        else f"tournament {args.tournament}: already has this prize list; nothing was changed"
        if not saved.changed
        else f"tournament {args.tournament}: back to the default prize list (undo takes it back)"
        if args.clear
        else f"tournament {args.tournament}: prize list of {source} saved, "
        f"{count} {'prize' if count == 1 else 'prizes'} (undo takes it back)"
    )
    if saved.changed and saved.definitive:
        done += (
            "; the final standings are already definitive: a «Premiati» printed now may differ from the one "
            "handed out"
        )
    return done


def _run(args: argparse.Namespace) -> int:
    from fibur_director.reports.prizes import Awarded, award_lines, several_players, tournament_awards
    from fibur_director.services.prizes import read_list_file

    if (args.file is None) == (args.tournament is None):
        raise FiburError(
            "give a tournament file or --tournament ID (of --database), one of the two",
            "indicare un file torneo oppure --tournament N (del --database), uno dei due",
        )
    if (args.save or args.clear) and args.tournament is None:
        raise FiburError(
            "--save and --clear keep the list with a database's tournament: give --tournament ID",
            "--save e --clear conservano l'elenco con un torneo del database: indicare --tournament N",
        )
    if args.save and args.list is None:
        raise FiburError("--save needs --list PRIZES.toml", "--save richiede --list PREMI.toml")
    plist = read_list_file(args.list) if args.list is not None else None
    source = args.list.name if args.list is not None else "premi"
    done = ""
    awarded: Awarded
    if args.file is not None:
        from fibur_director.domain.tournament_file import loads
        from fibur_director.reports.files import read_tournament_file

        tournament = loads(read_tournament_file(args.file))
        awarded = tournament_awards(tournament, plist, source)
    else:
        from fibur_director.db.database import open_location
        from fibur_director.services import prizes
        from fibur_director.services.actions import Desk
        from fibur_director.services.readmodel import cached_tournament

        opening = open_location if args.save or args.clear else cli_desk.open_to_read
        with opening(args.database) as database:
            desk = Desk(database, actor=args.desk)
            if args.save or args.clear:
                saved = prizes.set_prize_list(desk, args.tournament, None if args.clear else plist, source)
                done = _saved_words(args, saved, plist, source)
            awarded = prizes.awards(desk, args.tournament, plist, source)
            tournament = cached_tournament(desk, args.tournament)
    if done:
        # On stderr: stdout stays the awards alone (or the JSON), as without --save.
        print(done, file=sys.stderr)
    if plist is not None and plist.pair_category != "better" and not several_players(tournament):
        # The PDF's and the workbook's footnote say it too (reports.prizes.list_words); accepted, not refused: the
        # same list may serve a club's burraco and Tarot evenings.
        print(
            f"{source}: pair_category does not apply, each entry is one player with their own category",
            file=sys.stderr,
        )
    if args.json:
        print(json.dumps([a.as_json() for a in awarded.awards], ensure_ascii=False, indent=2))
    else:
        for line in award_lines(tournament, awarded):
            print(line)
    return 0


def add_commands(commands: Subparsers) -> None:
    prizes = commands.add_parser(
        "prizes",
        help="the prize-giving: each award of a prize list (TOML) over a tournament's final standings, with why",
    )
    prizes.add_argument("file", type=Path, nargs="?", help="tournament file (JSON)")
    prizes.add_argument(
        "--tournament",
        type=int,
        help="instead of a file: this tournament of the database (see 'tournament list')",
    )
    prizes.add_argument(
        "--list",
        type=Path,
        help="the prize list (TOML: one_per_entry, [[prize]] name, places, category, group, rounds, from_bottom; "
        "docs/rulesets.md); default: the tournament's own list, else the first places of each group",
    )
    prizes.add_argument("--json", action="store_true", help='print [{"prize", "entry", "rank", "why"}, ...]')
    prizes.add_argument("--save", action="store_true", help="keep --list as the tournament's list (undoable)")
    prizes.add_argument("--clear", action="store_true", help="go back to the default list (undoable)")
    cli_desk.add_database_argument(prizes)
    prizes.set_defaults(run=_run)
