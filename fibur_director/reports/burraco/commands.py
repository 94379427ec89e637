"""Burraco's own commands of the command line (issue 36): the shipped rulesets, the VP of an MP difference, the
MP equivalent to a VP score and a VP table. ``GameForms.commands`` adds them to ``fibur-director-cli``'s grammar,
so the shared ``cli.py`` names no game."""

from __future__ import annotations

import argparse
from typing import Any

from fibur_director.games.burraco.ruleset import DEFAULT_RULESET, builtin_rulesets, describe_key, get_ruleset
from fibur_director.games.burraco.scoring import equivalent_mp, victory_points


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
    scoring = f"{args.deals} deals" if not args.teams else "teams"  # the --teams table has no deal count
    print(f"# {args.ruleset}, {scoring} ({table.article})")
    for row in table.ranges:
        span = f"{row.mp_from}-{row.mp_to}" if row.mp_to is not None else f"over {row.mp_from - 5}"
        print(f"{span:>12}  {row.winner_vp}-{row.loser_vp}")


def _scoring_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--ruleset", default=DEFAULT_RULESET, help=f"ruleset id (default {DEFAULT_RULESET}); see 'rulesets'"
    )
    parser.add_argument("--deals", type=int, required=True, help="deals per round (smazzate)")
    parser.add_argument("--teams", action="store_true", help="use the team-match table")


def add_commands(commands: Any) -> None:
    """Add the commands to the command line's subparsers (``argparse``'s ``add_subparsers()``)."""
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
