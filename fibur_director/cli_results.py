"""The command line's results for others (issue 27): ``verify`` (the fingerprints of a tournament file,
docs/fingerprint.md) and ``federation export|check`` (the file for the federation, docs/federation.md).

Kept apart from ``cli.py`` so the commands of each issue merge without touching the same lines. A command here
returns its exit status: ``verify`` 0 when intact, 1 when the file differs from what it or a printout says, 2 when
it does not read, 3 when it carries no fingerprints and no printout's is given (nothing proves it unchanged).
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from fibur_director.reports.files import read_tournament_file

Subparsers = Any  # argparse's private _SubParsersAction


def _verify(args: argparse.Namespace) -> int:
    from fibur_director.domain.fingerprint import NO_ROUND, shown, verify_text

    claim, site = args.fingerprint, None
    text = read_tournament_file(args.file)
    if claim is not None and "://" in claim:
        from fibur_director.publishing.verify import altered, checked_files, hidden, read_site

        url = claim
        address, site = read_site(url)
        print(
            f"the site {hidden(address)} carries round {site.round} ({site.fingerprint[:12]}), published {site.published}"
        )
        edited = altered(url, address, site)
        if edited:
            # The site is not what was published: nothing it says can vouch for the file (A3, A5).
            for line in edited:
                print(line)
            return 1
        # Which of the site's files were compared, so «nothing changed» is not read as the whole site (issue 40's
        # fifth look, B1): the others are compared when their address is given.
        print(
            f"the site's files compared with its manifest: {', '.join(checked_files(url, site))}; any other page is "
            "compared when its address is given"
        )
        claim = site.claim
        held = len(verify_text(text).computed) - 1
        if held < site.round:
            # An older file (A4): the manifest lists every round's fingerprint, so the file is checked against
            # the site's fingerprint of its own last round, not called «rounds removed».
            print(
                f"the file holds {held} rounds: the site shows rounds after {held} the file does not hold yet"
            )
            claim = f"{held}:{site.fingerprints[held]}"
        elif site.round < held:
            print(f"the file holds {held} rounds: the site does not show the rounds after {site.round} yet")
    verdict = verify_text(text, claim, from_site=site is not None)
    if site is not None and site.fingerprints and verdict.computed[0] != site.fingerprints[0]:
        # Another tournament's file (or its entries changed): the file is checked in itself only, so its lines
        # do not say both «intact» and «changed» of one comparison (issue 40's fourth attack, B6).
        verdict = verify_text(text)
        _print_fingerprints(verdict.computed)
        for line in verdict.english:
            print(f"the file in itself: {line}")
        print(
            f"{args.file}: its entries differ from the site's ({shown(site.fingerprints[0])}): the file is of "
            "another tournament, or its entries were changed after the site was published"
        )
        return 1
    _print_fingerprints(verdict.computed)
    for line in verdict.english:
        print(line)
    if verdict.intact:
        return 0
    if not verdict.proven:
        return 3
    if verdict.first_differing is None and verdict.standings_row is not None:
        print(f"{args.file}: the standings it carries differ from its rounds' at row {verdict.standings_row}")
        return 1
    if verdict.first_differing == NO_ROUND:
        print(f"{args.file}: the printout's fingerprint is no round's of this file")
        return 1
    print(f"{args.file}: first round that differs: {verdict.first_differing}")
    return 1


def _print_fingerprints(computed: Sequence[str]) -> None:
    from fibur_director.domain.fingerprint import shown

    for number, fingerprint in enumerate(computed):
        print(f"{'entries' if number == 0 else f'round {number}':>9}  {shown(fingerprint)}")


def _federation_export(args: argparse.Namespace) -> int:
    import datetime as dt

    from fibur_director.db.database import open_location
    from fibur_director.reports.files import write_atomically
    from fibur_director.services import federation
    from fibur_director.services.actions import Desk

    with open_location(args.database) as database:
        desk = Desk(database, actor=args.desk)
        exported = federation.export(desk, args.tournament, dt.date.today(), referee=args.referee)
        target = args.out or Path(exported.file_name)
        write_atomically(target, exported.text.encode("utf-8"))
        federation.record_export(desk, args.tournament, exported.fingerprint)
    print(f"{target}: federation file of tournament {args.tournament}, {exported.entries} entries, checked")
    return 0


def _federation_check(args: argparse.Namespace) -> int:
    import datetime as dt

    from fibur_director.games.base import federated
    from fibur_director.games.registry import GAMES

    # The federation credits one game's tournaments (burraco's): its file is checked by that game's rules.
    document = federated(list(GAMES.values()))[0].check_federation_file(
        read_tournament_file(args.file), dt.date.today()
    )
    setup = document["tournament"]
    print(
        f"{args.file}: {setup['name']} ({setup['date']}, {setup['level']}): {len(document['entries'])} entries, "
        "every card, table and total holds"
    )
    return 0


def add_commands(commands: Subparsers) -> None:
    from fibur_director import cli_desk

    federation = commands.add_parser(
        "federation", help="the results file for the federation (JSON, docs/federation.md): export or check"
    )
    actions = federation.add_subparsers(dest="action", required=True, metavar="ACTION")
    export = actions.add_parser(
        "export", help="write a burraco tournament's federation file, checked as the federation checks it"
    )
    export.add_argument("tournament", type=int, help="tournament number (see 'tournament list')")
    export.add_argument("-o", "--out", type=Path, help="file to write (default: NAME-DATE-federazione.json)")
    export.add_argument(
        "--referee",
        help="the referee named in the file (name and surname); default: the tournament's own "
        "(tournament create/edit --referee)",
    )
    cli_desk.add_database_argument(export)
    export.set_defaults(run=_federation_export)
    check = actions.add_parser(
        "check", help="refuse a federation file the federation could not credit, naming the place (exit 2)"
    )
    check.add_argument("file", type=Path)
    check.set_defaults(run=_federation_check)

    verify = commands.add_parser(
        "verify",
        help="recompute a tournament file's fingerprints and say which round first differs from those it carries "
        "or from a printout's; exits 0 intact, 1 differs, 2 unreadable, 3 no fingerprints (nothing proves the file "
        "unchanged)",
    )
    verify.add_argument("file", type=Path, help="tournament file (JSON)")
    verify.add_argument(
        "fingerprint",
        nargs="?",
        help="a fingerprint from a printout or a page: its 12 digits, or ROUND:DIGITS as the QR code holds it; "
        "or the address of a published site's manifest.json or of one of its pages (https://..., sftp://...): "
        "the fingerprint the site carries",
    )
    verify.set_defaults(run=_verify)
