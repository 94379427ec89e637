"""``publish``: the tournament's public pages into a folder (``--out``), or pushed to the club's web site
(``--to URL``, issue 40, docs/publishing.md); ``publish T`` sends what is queued, ``publish status T`` prints the
queue, ``publish password URL`` keeps a site's password in the system keyring.

Exit status of a push: 0 pushed and its receipt checked (or nothing to send), 3 the site cannot be reached and
the push is queued (one line saying so), 1 the receipt read back does not match what was sent (queued, retried),
2 a refusal (a wrong address or password, no permission, a tournament that does not exist).
"""

from __future__ import annotations

import argparse
import getpass
import sys
from pathlib import Path

from fibur_director.domain.errors import FiburError

UNREACHABLE = 3
MISMATCH = 1


def _reader(location: str | None):  # type: ignore[no-untyped-def]
    """The database to read the pages from: a file read beside the desk that may hold it (as the live pages'
    server reads it), or a PostgreSQL server's database, opened as every command opens one (several desks share a
    server; issue 40's third attack, A2: the URL was taken for a file name)."""
    from fibur_director.db.engine import is_server_url
    from fibur_director.services.live import reader

    if location is not None and is_server_url(location):
        from fibur_director.db.database import open_location
        from fibur_director.services.actions import Desk

        return Desk(open_location(location), actor="web")
    return reader(Path(location) if location is not None else None)


def run_publish(args: argparse.Namespace) -> int:
    if args.out is not None and args.to is not None:
        raise FiburError(
            "give --out FOLDER or --to URL, not both", "indicare --out CARTELLA o --to URL, non entrambi"
        )
    desk = _reader(args.database)
    try:
        if args.out is not None:
            from fibur_director.web.export import publish

            written = publish(desk, args.tournament, args.out)
            print(f"{args.out}: {len(written)} files")
            return 0
        if args.to is not None:
            from fibur_director.publishing.targets import parse

            return _push(desk, args.tournament, parse(args.to))
        return _send_queued(desk, args.tournament)
    finally:
        desk.database.close()


def _push(desk, tid: int, target) -> int:  # type: ignore[no-untyped-def]
    from fibur_director.publishing.push import ReceiptMismatch
    from fibur_director.publishing.run import publish_to
    from fibur_director.publishing.targets import Unreachable, stored_password

    try:
        pushed = publish_to(desk, tid, target)
    except Unreachable as error:
        # The queue keeps no password (never in a plain file): a retry would go without the URL's (issue 40's
        # fourth attack, B8). Said on the same one line, with the way to keep it.
        keep = (
            f"; the queue keeps no password: keep it first with 'publish password {target.shown}'"
            if target.password is not None and stored_password(target) is None
            else ""
        )
        print(
            f"{error}; queued: 'publish {tid}' sends it when the site can be reached{keep}", file=sys.stderr
        )
        return UNREACHABLE
    except ReceiptMismatch as error:
        print(f"{error}; queued: 'publish {tid}' sends it again", file=sys.stderr)
        return MISMATCH
    outcome = pushed.outcome
    if outcome is None or outcome.unchanged:
        print(f"{target.shown}: up to date (round {pushed.job.round}, receipt checked)")
    else:
        print(
            f"{target.shown}: {len(outcome.sent)} files sent ({outcome.bytes_sent} bytes), "
            f"{len(outcome.removed)} removed; receipt checked: round {outcome.manifest.round} "
            f"{outcome.manifest.fingerprint[:12]}"
        )
    return 0


def _send_queued(desk, tid: int) -> int:  # type: ignore[no-untyped-def]
    from fibur_director.publishing.run import queued
    from fibur_director.publishing.targets import parse

    owed = [job for job in queued(desk, tid) if job.pending]
    if not owed:
        print(f"tournament {tid}: nothing queued (give --to URL to push, --out FOLDER to write the pages)")
        return 0
    worst = 0
    for job in owed:
        try:
            status = _push(desk, tid, parse(job.target))
        except FiburError as error:
            print(f"fibur-director-cli: error: {error}", file=sys.stderr)
            status = 2
        worst = max(worst, status)
    return worst


def status(words: list[str]) -> None:
    """``publish status T``: every site of the tournament and how its last push went."""
    from fibur_director import cli_desk
    from fibur_director.publishing.run import queued

    parser = argparse.ArgumentParser(prog="fibur-director-cli publish status", description=status.__doc__)
    parser.add_argument("tournament", type=int)
    parser.add_argument("--database", help=cli_desk.DATABASE_HELP)
    args = parser.parse_args(words)
    desk = _reader(args.database)
    try:
        jobs = queued(desk, args.tournament)
    finally:
        desk.database.close()
    if not jobs:
        print(f"tournament {args.tournament}: no site to publish to")
        return
    for job in jobs:
        print(f"{job.target}: {job.english()}")
        if job.pending and not job.compared:
            print("  the site was not reached: it is as it was before that push")
        if job.pending and job.missing:
            print(f"  not on the site yet: {', '.join(job.missing)}")
        if job.pending and job.to_remove:
            print(f"  still to remove from the site: {', '.join(job.to_remove)}")
        if job.pushed_at is not None:
            print(
                f"  last receipt: round {job.round} {job.fingerprint[:12]}, {job.files_sent} files "
                f"({job.bytes_sent} bytes) sent at {job.pushed_at.astimezone():%d/%m/%Y %H:%M}"
            )


def password(words: list[str]) -> None:
    """``publish password URL``: keep the site's password in the system keyring (read from the terminal, or a
    line of standard input), or ``--forget`` it."""
    from fibur_director.publishing.targets import forget_password, parse, store_password

    parser = argparse.ArgumentParser(prog="fibur-director-cli publish password", description=password.__doc__)
    parser.add_argument("url", help="the site's address, e.g. sftp://user@host/public_html/torneo")
    parser.add_argument("--forget", action="store_true", help="remove the password kept for this site")
    args = parser.parse_args(words)
    target = parse(args.url)
    if args.forget:
        forget_password(target)
        print(f"{target.account}: password forgotten")
        return
    secret = (
        getpass.getpass(f"password for {target.account}: ") if sys.stdin.isatty() else sys.stdin.readline()
    )
    secret = secret.rstrip("\n")
    if not secret:
        raise FiburError("no password given: nothing kept", "nessuna password data: nulla conservato")
    store_password(target, secret)
    print(f"{target.account}: password kept in the system keyring")


def add_command(commands) -> None:  # type: ignore[no-untyped-def]
    publishing = commands.add_parser(
        "publish",
        help="the live pages of a tournament as static HTML: into a folder (--out), or pushed to the club's web "
        "site (--to sftp://, ftp://, ftps://, webdav://, webdavs://, file://), only what changed, with a receipt; "
        "'publish T' sends what is queued, 'publish status T' prints the queue, 'publish password URL' keeps a "
        "site's password in the system keyring; exits 0 pushed, 3 unreachable (queued), 1 receipt mismatch "
        "(queued), 2 refused",
    )
    publishing.add_argument("tournament", type=int, help="tournament number (see 'tournament list')")
    publishing.add_argument("--out", type=Path, help="folder to write the pages into")
    publishing.add_argument(
        "--to",
        metavar="URL",
        help="the site to push to, e.g. sftp://user@host/public_html/torneo (the password from the URL, or "
        "else the system keyring: 'publish password URL')",
    )
    from fibur_director.cli_desk import DATABASE_HELP

    publishing.add_argument("--database", help=DATABASE_HELP)
    publishing.set_defaults(run=run_publish)
