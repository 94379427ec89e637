"""Score sheets for a round, one page per table, with the ruleset's VP table for the round's deal count
printed on the sheet (IT Art. 18: "le tabelle, riprodotte sullo score"). Team matches get one sheet per room
and the team table; giallo and individual sheets name each player of a line."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, PageBreak, Spacer, Table, TableStyle

from fibur_director.domain.room_address import for_phones
from fibur_director.domain.tournament import PlayedTable, Round
from fibur_director.games.burraco.regulation import declares_first
from fibur_director.games.burraco.ruleset import VpTable
from fibur_director.reports.burraco.book import Book
from fibur_director.reports.pdf import (
    BODY,
    BOLD,
    FONT,
    GRID,
    HEADING,
    SHADE,
    TITLE,
    Header,
    QrCode,
    build,
    fingerprint_of,
    style,
    text,
)

WIDTH = 180 * mm
MOVING_SYSTEMS = ("mitchell",)


def vp_rows(table: VpTable) -> list[tuple[str, str]]:
    """The VP table as printed: an MP range and the VP pair, the last row "oltre"."""
    rows = []
    for row in table.ranges:
        span = f"{row.mp_from} – {row.mp_to}" if row.mp_to is not None else f"oltre {row.mp_from - 5}"
        rows.append((span, f"{row.winner_vp}-{row.loser_vp}"))
    return rows


def _lines(book: Book, rnd: Round, table: PlayedTable) -> Table:
    fixed = rnd.system in MOVING_SYSTEMS
    ns_title = "Linea N-S" + (" (fissa)" if fixed else "")
    ew_title = "Linea E-O" + (" (mobile)" if fixed else "")

    def who(entries: tuple[int, ...], players: tuple[str, ...], compass: tuple[str, str]) -> list[Any]:
        if len(entries) == 2:  # tables of four: each seat is one player's entry
            return [
                text(f"{seat}: {e} – {book.side((e,))}", BODY)
                for seat, e in zip(compass, entries, strict=True)
            ]
        entry = entries[0]
        heading = f"{book.entry_word} {entry}"
        if book.teams:
            heading += f" – {book.entry_name(entry)}"
        return [text(heading, style(11, bold=True)), text(book.side(entries, players), style(10))]

    ns = who(table.ns, table.ns_players, ("Nord", "Sud"))
    ew = who(table.ew, table.ew_players, ("Est", "Ovest"))
    rows = [[text(ns_title, style(8, bold=True)), text(ew_title, style(8, bold=True))]]
    rows += [
        [ns[i] if i < len(ns) else "", ew[i] if i < len(ew) else ""] for i in range(max(len(ns), len(ew)))
    ]
    block = Table(rows, colWidths=[WIDTH / 2, WIDTH / 2])
    block.setStyle(
        TableStyle(
            [
                ("BOX", (0, 0), (0, -1), 0.8, GRID),
                ("BOX", (1, 0), (1, -1), 0.8, GRID),
                ("BACKGROUND", (0, 0), (-1, 0), SHADE),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ]
        )
    )
    return block


def _grid(deals: int) -> Table:
    header = [
        ["Smazzata", "N-S", "", "", "E-O", "", ""],
        ["", "Base", "Punti", "Totale", "Base", "Punti", "Totale"],
    ]
    body = [[str(d)] + [""] * 6 for d in range(1, deals + 1)]
    total = [["Totale", "", "", "", "", "", ""]]
    difference = [["Differenza (M.P.)", "", "", "", "", "", ""]]
    victory = [["V.P.", "", "", "", "", "", ""]]
    rows = header + body + total + difference + victory
    first_total = 2 + deals
    grid = Table(
        rows, colWidths=[36 * mm] + [24 * mm] * 6, rowHeights=[6 * mm, 6 * mm] + [10 * mm] * (deals + 3)
    )
    grid.setStyle(
        TableStyle(
            [
                ("FONT", (0, 0), (-1, -1), FONT, 9),
                ("FONT", (0, 0), (-1, 1), BOLD, 9),
                ("FONT", (0, first_total), (0, -1), BOLD, 9),
                ("SPAN", (1, 0), (3, 0)),
                ("SPAN", (4, 0), (6, 0)),
                ("SPAN", (0, 0), (0, 1)),
                # The difference and the VP are one figure per side.
                ("SPAN", (1, first_total + 1), (3, first_total + 1)),
                ("SPAN", (4, first_total + 1), (6, first_total + 1)),
                ("SPAN", (1, first_total + 2), (3, first_total + 2)),
                ("SPAN", (4, first_total + 2), (6, first_total + 2)),
                ("ALIGN", (0, 0), (-1, 1), "CENTER"),
                ("ALIGN", (0, 2), (0, first_total - 1), "CENTER"),
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ("BACKGROUND", (0, 0), (-1, 1), SHADE),
                ("BACKGROUND", (0, first_total), (0, -1), SHADE),
                ("GRID", (0, 0), (-1, -1), 0.5, GRID),
                ("LINEAFTER", (3, 0), (3, -1), 1.5, GRID),
                ("LINEABOVE", (0, first_total), (-1, first_total), 1.5, GRID),
            ]
        )
    )
    return grid


def _signatures() -> Table:
    rows = [["Firma N-S", "Firma E-O"], ["", ""]]
    boxes = Table(rows, colWidths=[WIDTH / 2, WIDTH / 2], rowHeights=[6 * mm, 14 * mm])
    boxes.setStyle(
        TableStyle(
            [
                ("FONT", (0, 0), (-1, -1), BOLD, 8),
                ("BOX", (0, 0), (0, -1), 0.8, GRID),
                ("BOX", (1, 0), (1, -1), 0.8, GRID),
                ("VALIGN", (0, 0), (-1, 0), "TOP"),
            ]
        )
    )
    return boxes


def _vp_table(book: Book) -> list[Flowable]:
    table = book.ruleset.vp_table(book.setup.deals_per_round, teams=book.teams)
    what = "incontri a squadre" if book.teams else f"{book.setup.deals_per_round} smazzate"
    rows = vp_rows(table)
    half = (len(rows) + 1) // 2
    left, right = rows[:half], rows[half:]
    body = [["Match Points", "V.P.", "", "Match Points", "V.P."]]
    for index in range(half):
        a = left[index]
        b = right[index] if index < len(right) else ("", "")
        body.append([a[0], a[1], "", b[0], b[1]])
    printed = Table(body, colWidths=[48 * mm, 20 * mm, 8 * mm, 48 * mm, 20 * mm], rowHeights=4.6 * mm)
    printed.setStyle(
        TableStyle(
            [
                ("FONT", (0, 0), (-1, -1), FONT, 8.5),
                ("FONT", (0, 0), (-1, 0), BOLD, 8.5),
                ("ALIGN", (0, 0), (-1, -1), "CENTER"),
                ("GRID", (0, 0), (1, -1), 0.4, GRID),
                ("GRID", (3, 0), (4, -1 if len(right) == half else -2), 0.4, GRID),
                ("BACKGROUND", (0, 0), (1, 0), SHADE),
                ("BACKGROUND", (3, 0), (4, 0), SHADE),
                ("TOPPADDING", (0, 0), (-1, -1), 1),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 1),
            ]
        )
    )
    caption = text(f"Tabella dei Victory Points – {what} ({table.article})", style(9, bold=True))
    return [caption, Spacer(1, 1.5 * mm), printed]


def _sheet(
    book: Book, rnd: Round, table: PlayedTable, declaring: dict[int, tuple[int | None, str]]
) -> list[Flowable]:
    title = f"Score – turno {rnd.number} – tavolo {book.table_label(table)}"
    facts = f"{book.title} · {book.date} · {book.setup.deals_per_round} smazzate · {book.ruleset.name}"
    if table.group or rnd.group:
        facts += f" · girone {table.group or rnd.group}"
    story: list[Flowable] = [text(title, TITLE), text(facts, BODY)]
    if table.match in declaring:
        story.append(text(_declaring(book, *declaring[table.match]), BODY))
    return [
        *story,
        Spacer(1, 4 * mm),
        _lines(book, rnd, table),
        Spacer(1, 5 * mm),
        _grid(book.setup.deals_per_round),
        Spacer(1, 5 * mm),
        _signatures(),
        *_phone_codes(book, rnd, table),
        Spacer(1, 6 * mm),
        *_vp_table(book),
    ]


def _phone_codes(book: Book, rnd: Round, table: PlayedTable) -> list[Flowable]:
    codes = book.table_codes.get((rnd.number, table.number))
    return [] if codes is None else [Spacer(1, 4 * mm), _codes(book, codes)]


def _codes(book: Book, codes: tuple[str, str]) -> Table:
    """Each line's code for entering this sheet from a phone (issue 26), with its QR code when the desk has
    an address for the room; the other line confirms it. The paper sheet stays the record."""
    size = 22 * mm
    cells = []
    address = for_phones(book.live_address)  # never this computer's own address (issue 38)
    for line, code in zip(("N-S", "E-O"), codes, strict=True):
        where = f"{address}t/{code}" if address else f"/t/{code} sulle pagine della sala"
        words = [
            text(f"Linea {line}: codice {code}", style(11, bold=True)),
            text(f"Referto dal telefono: {where}", style(8)),
        ]
        cells += [QrCode(where, size) if address else "", words]
    block = Table([cells], colWidths=[size + 2 * mm, WIDTH / 2 - size - 2 * mm] * 2)
    block.setStyle(
        TableStyle(
            [
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ("BOX", (0, 0), (1, 0), 0.5, GRID),
                ("BOX", (2, 0), (3, 0), 0.5, GRID),
            ]
        )
    )
    return block


def _declaring(book: Book, team: int | None, why: str) -> str:
    """Who declares first which pair plays in which room (IT Art. 3), as the sheet tells the table."""
    if team is None:
        return "Dichiara per prima le sale la squadra il cui capitano scopre la carta più bassa (Art. 3)."
    reason = "sorteggio dei capitani" if why == "draw" else "più indietro in classifica"
    # A team by its number and name, as on the sheet's lines (its players are many: they would fill the line).
    return (
        f"Dichiara per prima le sale: {book.entry_word} {team} – {book.entry_name(team)} ({reason}, Art. 3)."
    )


def score_sheets(book: Book, round_number: int, out: Path | io.BytesIO) -> int:
    """One page per table of the round; returns the page count."""
    rnd = book.round(round_number)
    declaring = declares_first(book.tournament, book.ruleset, round_number) if book.teams else {}
    story: list[Flowable] = []
    for table in sorted(rnd.tables, key=lambda t: t.number):
        if story:
            story.append(PageBreak())
        story += _sheet(book, rnd, table, declaring)
    if not story:
        story = [text(f"Il turno {round_number} non ha tavoli.", HEADING)]
    return build(
        out,
        Header(
            book.title,
            book.date,
            f"Score turno {round_number}",
            fingerprint_of(book.tournament, round_number - 1),
        ),
        story,
    )
