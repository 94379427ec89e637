"""`fibur-director-cli`: rulesets, scoring tables, rehearsals and tournament files from a terminal, in English.

Every error the user can cause prints one line on stderr and exits with status 2; nothing is changed.
Whatever a file or a database holds reaches the terminal as text, never as a control sequence (``shown``), and
a reader that stops early (``standings FILE | head``) ends the command quietly.
"""

from __future__ import annotations

import argparse
import functools
import os
import re
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TextIO

from fibur_director import (
    __version__,
    cli_checkin,
    cli_circuit,
    cli_desk,
    cli_prizes,
    cli_publish,
    cli_results,
    cli_roster,
)
from fibur_director.cli_desk import open_to_read
from fibur_director.domain.errors import FiburError
from fibur_director.domain.room_address import check_for_phones
from fibur_director.domain.vocabulary import DEFAULT_KIND, kinds
from fibur_director.games.registry import GAMES, game_of
from fibur_director.reports.files import read_tournament_file, write_atomically
from fibur_director.reports.parts import (
    FORMS,
    ExportRequest,
    FormRequest,
    Rehearsal,
    every_print,
    forms_of,
    forms_that_print,
)
from fibur_director.web import DEFAULT_HOST, DEFAULT_PORT


def _cmd_database(args: argparse.Namespace) -> None:
    # Imported here so the scoring commands start without loading SQLAlchemy, alembic and QtCore.
    from fibur_director.db.database import open_location

    if args.restore_latest:
        from fibur_director.db.database import restore_latest

        backup, kept = restore_latest(
            Path(args.file) if args.file else None, take_over_lock=args.take_over_lock
        )
        print(f"restored {backup}; the damaged file is kept as {kept}")
    with open_location(args.file, take_over_lock=args.take_over_lock) as database:
        report = database.migration
        print(f"database: {database.label}")
        if report.before is None:
            print(f"created at schema {report.after}")
        elif report.before != report.after:
            print(
                f"migrated from schema {report.before} to {report.after}; copy of the old file: {report.backup}"
            )
        else:
            print(f"schema {report.after} (up to date)")
        print(f"integrity: {database.integrity_check()}")


def database_copy(words: list[str]) -> None:
    """``database copy SRC DST``: a SQLite file into an empty PostgreSQL database, or back (docs/multidesk.md)."""
    from fibur_director.db.copy import copy_rows
    from fibur_director.db.database import open_location

    parser = argparse.ArgumentParser(
        prog="fibur-director-cli database copy",
        description="copy every tournament, the player archive and the audit log into an empty database",
    )
    parser.add_argument("source", help=cli_desk.DATABASE_HELP)
    parser.add_argument("target", help="an empty database: file or postgresql:// URL (created if missing)")
    args = parser.parse_args(words)
    wait = cli_desk.CLI_LOCK_WAIT_S
    with open_location(args.source, wait_s=wait) as source, open_location(args.target, wait_s=wait) as target:
        copied = copy_rows(source, target)
        print(f"{source.label} -> {target.label}")
    for table, count in copied.items():
        print(f"{table:>24}: {count}")


def _cmd_tournament(args: argparse.Namespace) -> None:
    # The database stack is imported only for the commands that open a file.
    from fibur_director.db.database import open_location
    from fibur_director.services.actions import Desk
    from fibur_director.services.exchange import export_text, import_text
    from fibur_director.services.readmodel import list_tournaments

    if args.action == "import":
        text = _read_text(args.file)  # read (and refused if unreadable) before the database is touched
    opening = open_location if args.action == "import" else open_to_read
    with opening(args.database) as database:
        desk = Desk(database, actor=args.desk)
        if args.action == "list":
            for t in list_tournaments(desk):
                print(
                    f"{t.id:>4}  {t.date}  {t.name[:40]:<40}  {t.ruleset:<20} {t.kind:<10} "
                    f"{t.entries:>4} entries {t.rounds:>3} rounds"
                )
        elif args.action == "export":
            write_atomically(args.out, export_text(desk, args.id))
            print(f"{args.out}: tournament {args.id}")
        else:
            print(f"imported as tournament {import_text(desk, text)}")


def _book_of(args: argparse.Namespace) -> Any:
    """The book of the tournament file, or of ``--tournament ID`` in a database (burraco or Tarot alike)."""
    from fibur_director.domain.tournament_file import loads
    from fibur_director.reports.books import open_book

    if (args.file is None) == (args.tournament is None):
        raise FiburError(
            "give a tournament file or --tournament ID (of --database), one of the two",
            "indicare un file torneo oppure --tournament N (del --database), uno dei due",
        )
    if args.file is not None:
        return open_book(loads(_read_text(args.file)), checked=True)
    from fibur_director.db.database import open_location
    from fibur_director.services.actions import Desk
    from fibur_director.services.printing import any_book

    # Score sheets may make the round's phone codes (a write): only they open the file as a writer.
    opening = open_location if getattr(args, "what", None) == "score-sheets" else open_to_read
    with opening(args.database) as database:
        desk = Desk(database, actor=args.desk)
        book = any_book(desk, args.tournament)
        _refuse_unpublished(desk, args, book)
        if getattr(args, "what", None) == "score-sheets" and hasattr(book, "table_codes"):
            from fibur_director.services.table_entry import printed_codes

            # The tables' phone codes (issue 26), with their QR codes when the room's address is given.
            book.table_codes = printed_codes(desk, args.tournament)
            address = getattr(args, "address", None)
            book.live_address = None if not address else check_for_phones(address)
        return book


def _refuse_unpublished(desk: Any, args: argparse.Namespace, book: Any) -> None:
    """A round only proposed is not in the printed tournament: say so, rather than that it does not exist."""
    number = getattr(args, "round", None)
    if number is None or any(r.number == number for r in book.tournament.rounds):
        return
    from fibur_director.services.rounds import view_round

    try:
        status = view_round(desk, args.tournament, number).status
    except FiburError:
        return  # not in the database either: the book's own refusal lists the rounds there are
    if status == "proposed":
        raise FiburError(
            f"round {number} is proposed, not yet published: publish it first (round publish {args.tournament})",
            f"il turno {number} è proposto, non ancora pubblicato: pubblicarlo prima (round publish "
            f"{args.tournament})",
        )


def _source_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", type=Path, nargs="?", help="tournament file (JSON)")
    parser.add_argument(
        "--tournament",
        type=int,
        help="instead of a file: this tournament of the database (see 'tournament list')",
    )
    cli_desk.add_database_argument(parser)


def _cmd_print(args: argparse.Namespace) -> None:
    import io

    if args.address:
        check_for_phones(args.address)  # refused before the database is opened or a code is made
    book = _book_of(args)
    if args.what in ("score-sheets", "seating") and args.round is None:
        raise FiburError(f"print {args.what} needs --round N", f"stampa {args.what} richiede --round N")
    buffer = io.BytesIO()
    request = FormRequest(args.what, args.round, args.final, args.table, args.entry)
    pages = forms_that_print(book.tournament.setup.kind, args.what).print_form(book, request, buffer)
    write_atomically(args.out, buffer.getvalue())
    print(f"{args.out}: {pages} page(s)")


def _cmd_export(args: argparse.Namespace) -> None:
    if not (args.xlsx or args.csv or args.federation):
        raise FiburError(
            "export needs --xlsx, --csv or --federation", "export richiede --xlsx, --csv o --federation"
        )
    book = _book_of(args)
    request = ExportRequest(args.xlsx, args.csv, args.federation)
    said = forms_of(book.tournament.setup.kind).export(book, request, write_atomically)
    for line in said.out:
        print(line)
    for line in said.err:
        print(line, file=sys.stderr)


def _read_text(path: Path) -> str:
    # The size limit acts before the file is read: a 50 MB "tournament" is refused at once.
    return read_tournament_file(path)


def _cmd_simulate(args: argparse.Namespace) -> None:
    rehearsal = Rehearsal(
        args.kind, args.entries, args.rounds, args.plan, args.ruleset, args.deals, args.seed
    )
    document, described = forms_of(args.kind).rehearse(rehearsal)
    write_atomically(args.out, document)
    print(f"{args.out}: {described}")


def _cmd_standings(args: argparse.Namespace) -> None:
    from fibur_director.domain.tournament_file import loads

    tournament = loads(_read_text(args.file))
    print(forms_of(tournament.setup.kind).standings_text(tournament, args.round, args.json))


def _cmd_serve(args: argparse.Namespace) -> None:
    from fibur_director.web.server import serve_forever

    serve_forever(
        args.database, args.host, args.port, with_parent=args.with_parent, circuits=args.circuit or ()
    )


def build_parser() -> argparse.ArgumentParser:
    """The whole grammar, built once per process for the kinds the games declare then: some 8 ms, and the tests
    run a thousand commands in one process (a game registered since, the tests' third, gets a grammar of its
    own). Parsing leaves the parser as it was, so one serves every command."""
    return _grammar(tuple(kinds()))


@functools.cache
def _grammar(_kinds: tuple[str, ...]) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="fibur-director-cli", description="FIBur Director from the command line."
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    # The games' own commands first (burraco's rulesets and VP tables), as their forms declare them.
    for forms in FORMS.values():
        forms.commands(commands)

    database = commands.add_parser(
        "database",
        help="open (creating or migrating) a database and check it; "
        "'database copy SRC DST' copies a file into an empty PostgreSQL database or back",
    )
    database.add_argument("file", nargs="?", metavar="DATABASE", help=cli_desk.DATABASE_HELP)
    database.add_argument(
        "--take-over-lock",
        action="store_true",
        help="remove a lock that is empty, damaged or another computer's, once you know no desk has the file open",
    )
    database.add_argument(
        "--restore-latest",
        action="store_true",
        help="put the latest backup in place of a damaged file (kept beside it as FILE.damaged-TIME)",
    )
    database.set_defaults(run=_cmd_database)

    tournaments = commands.add_parser(
        "tournament", help="list, export or import tournaments of a database (tournament file, JSON)"
    )
    actions = tournaments.add_subparsers(dest="action", required=True, metavar="ACTION")
    listing_t = actions.add_parser("list", help="the tournaments in the database, newest first")
    export_t = actions.add_parser("export", help="write one tournament as a tournament file")
    export_t.add_argument("id", type=int, help="tournament number (see 'list')")
    export_t.add_argument("--out", type=Path, required=True, help="tournament file to write (JSON)")
    import_t = actions.add_parser("import", help="add a tournament file to the database as a new tournament")
    import_t.add_argument("file", type=Path)
    for sub in (listing_t, export_t, import_t):
        cli_desk.add_database_argument(sub)
        sub.set_defaults(run=_cmd_tournament)
    cli_desk.add_tournament_create(actions)
    cli_desk.add_tournament_table_entry(actions)
    cli_desk.add_tournament_edit(actions)
    cli_checkin.add_tournament_checkin(actions)
    cli_desk.add_desk_commands(commands, entry_commands=[cli_checkin.add_entry_checkin])
    cli_results.add_commands(commands)
    cli_roster.add_commands(commands)
    cli_prizes.add_commands(commands)

    printing = commands.add_parser(
        "print",
        help="print a PDF from a tournament file or a database's tournament (A4, Italian); a Sicilian Tarot tournament prints "
        "score-sheets (the Scheda di Turno), summary (the Schema Riassuntivo) and standings",
    )
    printing.add_argument("what", choices=every_print())
    _source_arguments(printing)
    printing.add_argument(
        "--round",
        type=int,
        help="the round (score-sheets, seating); standings and summary after it; results of it only",
    )
    printing.add_argument("--table", type=int, help="Tarot score-sheets: only this table (number)")
    printing.add_argument(
        "--address",
        help="score-sheets: the live pages' address in the room, e.g. http://192.168.1.10:8765 (the one "
        "'serve' listens on): the tables' codes are printed with a QR code of ADDRESS/t/CODE",
    )
    printing.add_argument("--entry", type=int, help="Tarot summary: only this player (entry number)")
    printing.add_argument("--final", action="store_true", help="standings: final rather than provisional")
    printing.add_argument("--out", type=Path, required=True, help="PDF to write")
    printing.set_defaults(run=_cmd_print)

    exporting = commands.add_parser("export", help="standings, results and players as Excel and CSV")
    _source_arguments(exporting)
    exporting.add_argument("--xlsx", type=Path, help="workbook to write")
    exporting.add_argument("--csv", type=Path, help="folder for one CSV file per sheet (;-separated, UTF-8)")
    exporting.add_argument("--federation", type=Path, help="CSV of card, rank and VP for the federation")
    exporting.set_defaults(run=_cmd_export)

    rehearse = commands.add_parser(
        "simulate", help="play a whole tournament with random scores and write its tournament file"
    )
    rehearse.add_argument(
        "--entries",
        type=int,
        help="pairs (or teams, or players); required except for --kind tarot (default 8)",
    )
    rehearse.add_argument("--rounds", type=int, help="required except for --kind tarot (the ruleset's 3)")
    rehearse.add_argument(
        "--plan",
        help='e.g. "mitchell:3,danish:1" or "mitchell:2,groups:16,danish:2" (methods: mitchell, danish, '
        "danish-modified, danish-norepeat, italian, giallo; groups:SIZE splits into merit groups); required "
        "except for --kind tarot (round 1 by the draw, then by the standings)",
    )
    rehearse.add_argument(
        "--ruleset",
        help=f"default {game_of(DEFAULT_KIND).default_ruleset} (tarocchi-siciliani for --kind tarot)",
    )
    rehearse.add_argument("--deals", type=int, help="deals per round (default 4)")
    rehearse.add_argument(
        "--seed", type=int, default=1, help="random seed (the same seed plays the same day)"
    )
    rehearse.add_argument(
        "--kind",
        default="pairs",
        choices=[kind.id for game in GAMES.values() if game.id in FORMS for kind in game.kinds],
        help="default pairs; tarot: a Sicilian Tarot tournament of plausible deals (4n players)",
    )
    rehearse.add_argument("--out", type=Path, required=True, help="tournament file to write (JSON)")
    rehearse.set_defaults(run=_cmd_simulate)

    ranking = commands.add_parser(
        "standings",
        help="recompute the standings from a tournament file alone; "
        "'standings publish T provisional|final [--database F]' publishes them in a database",
    )
    ranking.add_argument("file", type=Path)
    ranking.add_argument(
        "--json",
        action="store_true",
        help="print JSON (rank, entry, vp, mp, vp_deduction, group; for Sicilian Tarot rank, entry, jochi, "
        "calls, commitments, pigliate, deals, decided_by, head_to_head)",
    )
    ranking.add_argument("--round", type=int, help="standings after this round (default: all rounds)")
    ranking.set_defaults(run=_cmd_standings)
    cli_circuit.add_circuit_commands(commands)
    serving = commands.add_parser(
        "serve",
        help="the live pages (seating, standings, results) for phones and a projector, read-only but for "
        "the tables' score sheets when a tournament takes them (tournament table-entry) and the check-in "
        "marks of the phones paired at the door (tournament checkin-code); works while a desk has the file open",
    )
    serving.add_argument(
        "--database", type=Path, help="database file (default: the desk's embedded database)"
    )
    serving.add_argument(
        "--host",
        default=DEFAULT_HOST,
        help=f"address to listen on (default {DEFAULT_HOST}, this computer only; the club's Wi-Fi address "
        "to reach the phones; 0.0.0.0 = every interface)",
    )
    serving.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"default {DEFAULT_PORT}")
    serving.add_argument(
        "--circuit",
        type=Path,
        action="append",
        help="also serve this circuit file's standings at /circuito/1 (repeat for /circuito/2, ...)",
    )
    # Set by the desk that starts the server: it stops when the desk ends, even without saying goodbye.
    serving.add_argument("--with-parent", action="store_true", help=argparse.SUPPRESS)
    serving.set_defaults(run=_cmd_serve)

    cli_publish.add_command(commands)
    return parser


# C0 and C1 controls, DEL, lone surrogates and the bidirectional overrides ("Trojan source"): a name holding
# ESC [ 2 J would clear the referee's terminal, U+202E would show a line reversed. Tab and newline are kept.
_UNSHOWABLE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ud800-\udfff]")


def shown(text: str) -> str:
    """``text`` with every character a terminal would act on written as ``\\uXXXX`` (also valid inside JSON)."""
    return _UNSHOWABLE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


class _Shown:
    """A text stream that writes everything through ``shown``: one place for every print of every command."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        return self._stream.write(shown(text))

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


@contextmanager
def _safe_terminal() -> Iterator[None]:
    out, err = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = _Shown(out), _Shown(err)
    try:
        yield
    finally:
        sys.stdout, sys.stderr = out, err


def _run(words: list[str]) -> int:
    status: Any = 0
    try:
        if words[:2] == ["database", "copy"]:
            database_copy(words[2:])
            return 0
        if words[:2] == ["result", "undo-phone"]:
            cli_desk.result_undo_phone(words[2:])
        elif words[:2] == ["publish", "status"]:
            cli_publish.status(words[2:])
        elif words[:2] == ["publish", "password"]:
            cli_publish.password(words[2:])
        elif words[:2] == ["standings", "publish"]:
            # "standings FILE" recomputes a file; "standings publish T KIND" acts on a database.
            cli_desk.standings_publish(words[2:])
        else:
            args = build_parser().parse_args(words)
            status = args.run(args)
    except FiburError as error:
        hint = (
            " (then: fibur-director-cli database FILE --take-over-lock)"
            if getattr(error, "may_take_over", 0)
            else ""
        )
        # The desk reads its server's refusal to start and shows it to the referee: in Italian (issue 39).
        said = error.italian if os.environ.get("FIBUR_DIRECTOR_ERRORS") == "it" else str(error)
        print(f"fibur-director-cli: error: {said}{hint}", file=sys.stderr)
        return 2
    sys.stdout.flush()  # a closed pipe shows here, inside the handler below, not at interpreter exit
    return int(status or 0)  # a command may return its status (verify: 1 when a file differs)


def main(argv: Sequence[str] | None = None) -> int:
    words = list(sys.argv[1:] if argv is None else argv)
    with _safe_terminal():
        try:
            return _run(words)
        except BrokenPipeError:
            # The reader (head, less) has what it wanted. Point stdout at /dev/null so the interpreter's final
            # flush does not raise again (Python documentation, "Note on SIGPIPE").
            try:
                devnull = os.open(os.devnull, os.O_WRONLY)
                os.dup2(devnull, sys.__stdout__.fileno() if sys.__stdout__ else 1)
            except (OSError, ValueError):
                pass
            return 0


if __name__ == "__main__":
    sys.exit(main())
