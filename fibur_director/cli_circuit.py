"""``fibur-director-cli circuit standings|print|export FILE.toml``: a circuit's standings (issue 27,
docs/circuits.md) on the terminal (or as JSON), as a PDF, as a workbook."""

from __future__ import annotations

import argparse
import io
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from fibur_director.domain.circuit import TIE_BREAK_NAMES_EN

if TYPE_CHECKING:
    from fibur_director.domain.circuit_standings import CircuitStandings
    from fibur_director.services.actions import Desk


def _standings(args: argparse.Namespace) -> CircuitStandings:
    from fibur_director.services.circuits import circuit_standings, read_circuit_file

    circuit = read_circuit_file(args.file)  # a bad circuit file is refused before any database is opened
    if all(s.tournament is None for s in circuit.stages):
        return circuit_standings(args.file)
    desk = _reading_desk(args.database)
    try:
        return circuit_standings(args.file, desk)
    finally:
        desk.database.close()


def _reading_desk(location: str | None) -> Desk:
    """Read-only: a circuit changes nothing. A file beside a desk that may hold it (``services.live.reader``);
    a server URL (``postgresql://...``) opened as every command opens it, its sessions read-only."""
    from fibur_director.db.engine import is_server_url
    from fibur_director.services.actions import Desk
    from fibur_director.services.live import reader

    if location is None or not is_server_url(location):
        return reader(Path(location) if location else None)
    from sqlalchemy import event

    from fibur_director.db.database import open_location

    database = open_location(location)

    @event.listens_for(database.engine, "connect")
    def _read_only(dbapi_connection: Any, _record: Any) -> None:
        with dbapi_connection.cursor() as cursor:
            cursor.execute("SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY")
        dbapi_connection.commit()

    database.engine.dispose()  # the connections opened to check the schema were not read-only
    return Desk(database, actor="circuit")


def _cmd_standings(args: argparse.Namespace) -> None:
    from fibur_director.domain.circuit_standings import number, row_document

    found = _standings(args)
    if args.json:
        print(json.dumps([row_document(r) for r in found.rows], ensure_ascii=False))
        # What needs the referee's eye goes to stderr: stdout stays the list of rows the format promises.
        for english, _italian in _warnings(found):
            print(f"fibur-director-cli: warning: {english}", file=sys.stderr)
        return
    from fibur_director.reports.circuit import cards, stage_cells, who

    print(found.circuit.name)
    for stage in found.stages:
        weight = f" (x{number(stage.coefficient)})" if stage.coefficient != 1 else ""
        print(f"  stage {stage.number}: {stage.title}{weight}")
    numbers = [s.number for s in found.stages]
    columns = "".join(f"{'S' + str(s.number):>7}" for s in found.stages)
    print(
        f"{'rank':>4}  {'players':<36}{'cards':<16}{'points':>8}{'MP':>7}{'played':>7}{columns}  decided by"
    )
    for row in found.rows:
        rank = "-" if row.rank is None else str(row.rank)
        cells = "".join(f"{cell:>7}" for cell in stage_cells(row, numbers))
        words = [TIE_BREAK_NAMES_EN.get(row.decided_by or "", ""), "tied" if row.shared else ""]
        why = "; ".join(w for w in [*words, "finalist" if row.finalist else ""] if w)
        if not row.ranked:
            why = f"not ranked: {row.played} of {found.circuit.min_presences} presences"
        print(
            f"{rank:>4}  {who(row)[:35]:<36}{cards(row)[:15]:<16}{number(row.points):>8}{row.mp:>7}"
            f"{row.played:>7}{cells}  {why}"
        )
    print("(40) = dropped as a worst result, - = absent")
    warnings = _warnings(found)
    if warnings:
        print("\nto check:")
        for english, _italian in warnings:
            print(f"  {english}")


def _warnings(found: CircuitStandings) -> list[tuple[str, str]]:
    out = []
    for match in found.matches:
        p = match.person
        joined = f"joined to card {match.card}" if match.card else "no card"
        stages = ", ".join(map(str, match.stages))
        out.append(
            (
                f"matched by surname, name and club (to confirm): {p.surname} {p.name} ({p.club or 'no club'}), "
                f"stage(s) {stages}, {joined}",
                "",
            )
        )
    out += list(found.notes)
    for stage in found.stages:
        out += [(f"stage {stage.number} ({stage.title}): {en}", it) for en, it in stage.findings]
    return out


def _cmd_print(args: argparse.Namespace) -> None:
    from fibur_director.reports.circuit import circuit_pdf
    from fibur_director.reports.files import write_atomically

    buffer = io.BytesIO()
    pages = circuit_pdf(_standings(args), buffer)
    write_atomically(args.out, buffer.getvalue())
    print(f"{args.out}: {pages} page(s)")


def _cmd_export(args: argparse.Namespace) -> None:
    from fibur_director.reports.circuit import circuit_sheets
    from fibur_director.reports.files import write_atomically
    from fibur_director.reports.workbook import write_csv_sheets, write_sheets

    sheets = circuit_sheets(_standings(args))
    if args.xlsx is None and args.csv is None:
        from fibur_director.domain.errors import FiburError

        raise FiburError("give --xlsx FILE or --csv FOLDER", "indicare --xlsx FILE o --csv CARTELLA")
    if args.xlsx is not None:
        buffer = io.BytesIO()
        write_sheets(sheets, buffer)
        write_atomically(args.xlsx, buffer.getvalue())
        print(f"{args.xlsx}: {len(sheets)} sheet(s)")
    if args.csv is not None:
        print(f"{args.csv}: {len(write_csv_sheets(sheets, args.csv))} file(s)")


def _cmd_publish(args: argparse.Namespace) -> None:
    from fibur_director.web.circuit_page import publish_circuit

    written = publish_circuit(_standings(args), args.out)
    print(f"{args.out}: {len(written)} files")


def add_circuit_commands(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    circuit = commands.add_parser(
        "circuit", help="a circuit's standings over its stages (a TOML circuit file, docs/circuits.md)"
    )
    actions = circuit.add_subparsers(dest="action", required=True, metavar="ACTION")
    standings = actions.add_parser("standings", help="print the circuit's standings")
    standings.add_argument(
        "--json",
        action="store_true",
        help="print JSON: a list of rows (rank, surname, name, card, points, counted, dropped, ranked, "
        "decided_by, ...); what to check goes to stderr",
    )
    printing = actions.add_parser("print", help="the circuit's standings as a PDF")
    printing.add_argument("--out", type=Path, required=True, help="PDF to write")
    exporting = actions.add_parser("export", help="the circuit's standings as a workbook or CSV files")
    exporting.add_argument("--xlsx", type=Path, help="workbook to write")
    exporting.add_argument("--csv", type=Path, help="folder for one CSV file per sheet")
    publishing = actions.add_parser(
        "publish", help="the circuit's standings as a static web page (circuito.html)"
    )
    publishing.add_argument("--out", type=Path, required=True, help="folder to write the page into")
    for sub, run in (
        (standings, _cmd_standings),
        (printing, _cmd_print),
        (exporting, _cmd_export),
        (publishing, _cmd_publish),
    ):
        sub.add_argument("file", type=Path, help="circuit file (TOML)")
        sub.add_argument(
            "--database", help="the database of the stages given as tournament = N (default: the desk's own)"
        )
        sub.set_defaults(run=run)
