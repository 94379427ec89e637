"""Seating lists for a round: by table, then alphabetically by entry and by player (where to sit and on which
line), with the entries that rest. Posted on the wall before the round starts."""

from __future__ import annotations

import io
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab.lib.enums import TA_RIGHT
from reportlab.lib.units import mm
from reportlab.platypus import CondPageBreak, Flowable, PageBreak, Paragraph, Spacer, Table, TableStyle

from fibur_director.domain.room_address import for_phones
from fibur_director.games.burraco.systems import SYSTEM_NAMES
from fibur_director.reports.burraco.book import Book, Seat
from fibur_director.reports.pdf import (
    BODY,
    GRID,
    HEADING,
    SMALL,
    TITLE,
    Header,
    QrCode,
    build,
    fingerprint_of,
    grid_table,
    style,
    text,
)


def _where(seats: list[Seat]) -> str:
    parts = []
    for seat in seats:
        where = f"tavolo {seat.table} {seat.line}"
        if seat.seat:
            where += f" ({seat.seat})"
        if seat.group:
            where += f", girone {seat.group}"
        parts.append(where)
    return ", ".join(parts)


def _live_pages(address: str) -> Flowable:
    """The live pages' address and its QR code: the room finds its seat and the standings on the phone."""
    size = 28 * mm
    words = Paragraph(
        f"Posti, risultati e classifica sul telefono (Wi-Fi della sala): <b>{escape(address)}</b>", BODY
    )
    table = Table([[QrCode(address, size), words]], colWidths=[size + 4 * mm, None])
    table.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "MIDDLE")]))
    return table


def seating(book: Book, round_number: int, out: Path | io.BytesIO) -> int:
    rnd = book.round(round_number)
    seats = book.seats(rnd)
    word = book.entry_word
    story: list[Flowable] = [
        text(f"Posizioni al tavolo – turno {rnd.number}", TITLE),
        text(f"{book.title} · {book.date} · {SYSTEM_NAMES.get(rnd.system, rnd.system)}", BODY),
        Spacer(1, 4 * mm),
    ]
    address = for_phones(book.live_address)  # never this computer's own address (issue 38)
    if address:
        story += [_live_pages(address), Spacer(1, 4 * mm)]
    story.append(Paragraph("Per tavolo", HEADING))
    grouped = any(table.group or rnd.group for table in rnd.tables)
    rows: list[list[object]] = [["Tavolo", *(["Girone"] if grouped else []), "N-S", "E-O"]]
    for table in sorted(rnd.tables, key=lambda t: t.number):
        group = [text(table.group or rnd.group or "")] if grouped else []
        rows.append(
            [
                text(book.table_label(table)),
                *group,
                text(book.line_label(table.ns, table.ns_players)),
                text(book.line_label(table.ew, table.ew_players)),
            ]
        )
    widths = [22 * mm, 16 * mm, 71 * mm, 71 * mm] if grouped else [30 * mm, 75 * mm, 75 * mm]
    story.append(grid_table(rows, widths))
    if rnd.rest:
        resting = ", ".join(book.entry_label(e) for e in rnd.rest)
        story += [Spacer(1, 2 * mm), text(f"Riposano: {resting}", BODY)]

    story += [PageBreak(), text(f"Per {word.lower()} (ordine alfabetico)", HEADING)]
    by_entry: list[list[object]] = [[word, "N.", "Dove"]]
    for entry in sorted(book.entries, key=lambda e: (book.sort_key(book.entry_name(e)), e)):
        where = _where(seats[entry]) if entry in seats else ("riposo" if entry in rnd.rest else "–")
        by_entry.append([text(book.entry_name(entry)), str(entry), text(where)])
    story.append(grid_table(by_entry, [90 * mm, 15 * mm, 75 * mm], numeric_columns=(1,)))

    story += [
        CondPageBreak(40 * mm),
        Spacer(1, 5 * mm),
        Paragraph("Per giocatore (ordine alfabetico)", HEADING),
    ]
    by_player: list[list[object]] = [["Giocatore", word, "Dove"]]
    named = sorted(book.holder, key=lambda p: (book.sort_key(book.player_name(p)), p))
    for player in named:
        entry = book.holder[player]
        where = _where(seats[entry]) if entry in seats else ("riposo" if entry in rnd.rest else "–")
        by_player.append([text(book.player_name(player)), str(entry), text(where)])
    story.append(grid_table(by_player, [90 * mm, 15 * mm, 75 * mm], numeric_columns=(1,)))
    story += [Spacer(1, 2 * mm), Paragraph("N-S = linea Nord-Sud, E-O = linea Est-Ovest.", SMALL)]
    return build(
        out,
        Header(
            book.title,
            book.date,
            f"Posizioni turno {round_number}",
            fingerprint_of(book.tournament, round_number - 1),
        ),
        story,
    )


POSTER_NAME = style(20, bold=True, leading=24)
POSTER_WHERE = style(22, bold=True, leading=26, align=TA_RIGHT)


def seating_poster(book: Book, round_number: int, out: Path | io.BytesIO) -> int:
    """The seating in large type for the wall, read from a few metres: one line per entry, in the order of
    the entries' numbers, where it sits. Fifteen lines fill a page; a crowd goes on to the next sheets."""
    rnd = book.round(round_number)
    seats = book.seats(rnd)
    word = book.entry_word
    story: list[Flowable] = [
        Paragraph(f"Turno {rnd.number}: dove si siede", style(26, bold=True, leading=32))
    ]
    rows: list[list[object]] = []
    for entry in sorted(book.entries):
        if entry in seats:
            where = _where(seats[entry]).replace("tavolo", "Tavolo")
        elif entry in rnd.rest:
            where = "riposo"
        else:
            continue  # withdrawn: no place on the wall
        rows.append(
            [
                Paragraph(str(entry), POSTER_WHERE),
                text(book.entry_name(entry), POSTER_NAME),
                text(where, POSTER_WHERE),
            ]
        )
    table = Table(rows, colWidths=[20 * mm, 90 * mm, 70 * mm], repeatRows=0, hAlign="LEFT")
    table.setStyle(
        TableStyle(
            [
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ("LINEBELOW", (0, 0), (-1, -1), 0.8, GRID),
                ("TOPPADDING", (0, 0), (-1, -1), 9),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 9),
            ]
        )
    )
    story += [Spacer(1, 3 * mm), table, Spacer(1, 3 * mm)]
    story.append(Paragraph(f"{word}: numero e nome · N-S = linea Nord-Sud, E-O = linea Est-Ovest", BODY))
    return build(
        out,
        Header(
            book.title,
            book.date,
            f"Manifesto turno {round_number}",
            fingerprint_of(book.tournament, round_number - 1),
        ),
        story,
    )
