"""`fibur-director-cli`: the rulesets and the scoring tables from a terminal, in English.

Every error the user can cause prints one line on stderr and exits with status 2; nothing is changed.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from fibur_director import __version__
from fibur_director.domain.errors import FiburError
from fibur_director.domain.ruleset import describe_key
from fibur_director.domain.rulesets import builtin_rulesets, get_ruleset
from fibur_director.domain.scoring import equivalent_mp, victory_points

DEFAULT_RULESET = "burraco-italiano"


def _cmd_rulesets(_args: argparse.Namespace) -> None:
    for ruleset in builtin_rulesets().values():
        tables = ", ".join(describe_key(k) for k in ruleset.deal_keys())
        times = ", ".join(f"{d} deals {m}'" for d, m in sorted(ruleset.round_minutes.items()))
        print(f"{ruleset.id}\t{ruleset.name}\tVP tables: {tables}\tround times: {times}\t({ruleset.source})")


def _cmd_vp(args: argparse.Namespace) -> None:
    mine, theirs = victory_points(args.ruleset, args.deals, args.difference, teams=args.teams)
    print(f"{mine}-{theirs}")


def _cmd_equivalent_mp(args: argparse.Namespace) -> None:
    print(equivalent_mp(args.ruleset, args.deals, args.vp, teams=args.teams))


def _cmd_table(args: argparse.Namespace) -> None:
    table = get_ruleset(args.ruleset).vp_table(args.deals, teams=args.teams)
    print(f"# {args.ruleset}, {'teams' if args.teams else f'{args.deals} deals'} ({table.article})")
    for row in table.ranges:
        span = f"{row.mp_from}-{row.mp_to}" if row.mp_to is not None else f"over {row.mp_from - 5}"
        print(f"{span:>12}  {row.winner_vp}-{row.loser_vp}")


def _cmd_database(args: argparse.Namespace) -> None:
    # Imported here so the scoring commands start without loading SQLAlchemy, alembic and QtCore.
    from fibur_director.db.database import open_database

    with open_database(args.file) as database:
        report = database.migration
        print(f"database: {database.path}")
        if report.before is None:
            print(f"created at schema {report.after}")
        elif report.before != report.after:
            print(
                f"migrated from schema {report.before} to {report.after}; copy of the old file: {report.backup}"
            )
        else:
            print(f"schema {report.after} (up to date)")
        print(f"integrity: {database.integrity_check()}")


def _scoring_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--ruleset", default=DEFAULT_RULESET, help=f"ruleset id (default {DEFAULT_RULESET}); see 'rulesets'"
    )
    parser.add_argument("--deals", type=int, required=True, help="deals per round (smazzate)")
    parser.add_argument("--teams", action="store_true", help="use the team-match table")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="fibur-director-cli", description="FIBur Director from the command line."
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    listing = commands.add_parser("rulesets", help="list the shipped rulesets")
    listing.set_defaults(run=_cmd_rulesets)

    vp = commands.add_parser(
        "vp", help="victory points for an MP difference, e.g. 'vp --deals 4 350' prints 12-8"
    )
    _scoring_arguments(vp)
    vp.add_argument(
        "difference", type=int, help="MP difference of the side you ask for (negative if it lost)"
    )
    vp.set_defaults(run=_cmd_vp)

    equivalent = commands.add_parser("equivalent-mp", help="the MP equivalent to a VP score (DIGEST §3)")
    _scoring_arguments(equivalent)
    equivalent.add_argument("vp", type=int, help="victory points, 0 to 20")
    equivalent.set_defaults(run=_cmd_equivalent_mp)

    table = commands.add_parser("table", help="print a VP table")
    _scoring_arguments(table)
    table.set_defaults(run=_cmd_table)

    database = commands.add_parser("database", help="open (creating or migrating) a database and check it")
    database.add_argument(
        "file", nargs="?", type=Path, help="database file (default: the desk's embedded database)"
    )
    database.set_defaults(run=_cmd_database)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        args.run(args)
    except FiburError as error:
        print(f"fibur-director-cli: error: {error}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
