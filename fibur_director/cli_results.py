"""The command line's results for others (issue 27): ``verify`` (the fingerprints of a tournament file,
docs/fingerprint.md) and ``federation export|check`` (the file for the federation, docs/federation.md).

Kept apart from ``cli.py`` so the commands of each issue merge without touching the same lines. A command here
returns its exit status: ``verify`` 1 when the file differs from what it or a printout says, 0 when intact.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from fibur_director.reports.files import read_tournament_file

Subparsers = Any  # argparse's private _SubParsersAction


def _verify(args: argparse.Namespace) -> int:
    from fibur_director.domain.fingerprint import shown, verify_text

    verdict = verify_text(read_tournament_file(args.file), args.fingerprint)
    for number, fingerprint in enumerate(verdict.computed):
        print(f"{'entries' if number == 0 else f'round {number}':>9}  {shown(fingerprint)}")
    for line in verdict.english:
        print(line)
    if verdict.intact:
        return 0
    print(f"{args.file}: first round that differs: {verdict.first_differing}")
    return 1


def add_commands(commands: Subparsers) -> None:
    verify = commands.add_parser(
        "verify",
        help="recompute a tournament file's fingerprints and say which round first differs from those it carries "
        "or from a printout's (exit 1); exit 0 when intact",
    )
    verify.add_argument("file", type=Path, help="tournament file (JSON)")
    verify.add_argument(
        "fingerprint",
        nargs="?",
        help="a fingerprint from a printout or a page: its 12 digits, or ROUND:DIGITS as the QR code holds it",
    )
    verify.set_defaults(run=_verify)
