"""The Sicilian Tarot workbook, the desk's "Schema Riassuntivo informatizzato" (TAROT §4): the standings with
jochi and the §7 coefficients, the head-to-head matrix, and a sheet per round with every table's deals, one
row per player per deal as the Scheda di Turno has them. Written by ``workbook.write_sheets``, so texts are
made safe for spreadsheets exactly as in the burraco workbook."""

from __future__ import annotations

import io
from pathlib import Path

from fibur_director.games.tarot import scoring as tarot
from fibur_director.games.tarot.sheet import turn_deals
from fibur_director.reports.prizes import awards_sheet
from fibur_director.reports.tarot.book import SEATS, STANDING_COLUMNS, TarotBook, roman, table_letter
from fibur_director.reports.workbook import Cell, Sheet, write_csv_sheets, write_sheets


def tournament_sheet(book: TarotBook) -> Sheet:
    sheet = Sheet("Torneo", ["Voce", "Valore"], [22, 50])
    played = ", ".join(roman(r.number) for r in book.rounds())
    sheet.rows.extend(
        [
            ["Torneo", book.title],
            ["Data", book.date],
            ["Regolamento", book.ruleset.name],
            ["Tipo", "tarocchi siciliani, individuale (tavoli da quattro)"],
            ["Smazzate per turno", book.setup.deals_per_round],
            ["Turni previsti", book.setup.planned_rounds],
            ["Turni giocati", played],
            ["Giocatori", len(book.entries)],
            ["Direttore di gara", book.referee or "(non indicato)"],
        ]
    )
    return sheet


def standings_sheet(book: TarotBook, up_to_round: int | None = None) -> Sheet:
    sheet = Sheet("Classifica", list(STANDING_COLUMNS), [6, 6, 30, 24, 8, 15, 15, 9, 10, 30])
    for row in book.standing_rows(up_to_round):
        sheet.rows.append(
            [row.rank, row.entry, row.name, row.club, row.jochi, row.calls, row.commitments, row.pigliate,
             row.deals, row.decided_or_tied]
        )  # fmt: skip
    sheet.rows.append([])
    sheet.rows.append([f"Ordine della classifica ({book.ruleset.standings_article}): {book.chain()}."])
    return sheet


def head_to_head_sheet(book: TarotBook, up_to_round: int | None = None) -> Sheet:
    """Row player's jochi received from (+) or paid to (−) the column player over every deal where they were
    opponents (TAROT §7.1); 0 where they only ever sat as partners, empty where they never sat together."""
    matrix = tarot.head_to_head(book.player_deals(up_to_round))
    entries = sorted(book.entries)
    sheet = Sheet(
        "Scontri diretti",
        ["N.", "Giocatore", *(str(e) for e in entries), "Totale"],
        [6, 30, *([6] * len(entries)), 8],
    )
    for a in entries:
        cells: list[Cell] = [matrix.get((a, b)) if a != b else None for b in entries]
        total = sum(c for c in cells if isinstance(c, int))
        sheet.rows.append([a, book.name(a), *cells, total])
    return sheet


def round_sheets(book: TarotBook) -> list[Sheet]:
    """A sheet per round: per table, per deal, per player, what the Scheda di Turno holds."""
    rows_of = {
        (entry, row.round, row.deal): row for entry, rows in book.player_deals().items() for row in rows
    }
    sheets = []
    for rnd in book.rounds():
        sheet = Sheet(
            f"Turno {roman(rnd.number)}",
            ["Tavolo", "N. tavolo", "Smazzata", "Posto", "N.", "Giocatore", "Chiamata", "Esito", "Compagni",
             "Scommessa", "Rivanto", "Pigliate", "Jochi", "Penalità", "Totale turno", "Note"],
            [7, 9, 9, 8, 6, 28, 9, 12, 10, 10, 9, 9, 8, 9, 12, 36],
        )  # fmt: skip
        for table in sorted(rnd.tables, key=lambda t: t.number):
            running = dict.fromkeys(table.ns, 0)
            for deal in sorted(turn_deals(table), key=lambda d: d.number):
                notes = _notes(book, table.ns, deal)
                for seat, entry in enumerate(table.ns):
                    row = rows_of.get((entry, rnd.number, deal.number))
                    if row is None:
                        continue
                    running[entry] += row.total
                    outcome = ("riuscita" if row.succeeded else "non riuscita") if row.call else ""
                    sheet.rows.append(
                        [
                            table_letter(table.number),
                            table.number,
                            deal.number,
                            SEATS[seat].capitalize(),
                            entry,
                            book.name(entry),
                            row.call or ("compagno" if deal.partner == seat else ""),
                            outcome,
                            " ".join(str(p) for p in row.partners),
                            row.scommessa,
                            row.rivanto,
                            row.pigliate,
                            row.play,
                            row.penalty,
                            running[entry],
                            notes.get(seat, ""),
                        ]
                    )
        record = book.tournament.setup.record_round()
        if record is not None and rnd.number > record:
            # IT/REV Art. 40: the standings of record stop at the last round shown; this round's deals do not count.
            sheet.rows.append(
                [
                    *[""] * 15,
                    f"Torneo interrotto dopo il turno {roman(record)} (Art. 40): questo turno non conta.",
                ]
            )
        sheets.append(sheet)
    return sheets


def _notes(book: TarotBook, seated: tuple[int, ...], deal: tarot.Deal) -> dict[int, str]:
    """Per seat: the deal annulled, the commitments declared, the penalty committed."""
    notes: dict[int, list[str]] = {seat: [] for seat in range(4)}
    if deal.void():
        for seat in range(4):
            notes[seat].append("smazzata annullata")
    if deal.scommessa and deal.declarer is not None:
        notes[deal.declarer].append("Scommessa dichiarata")
    if deal.rivanto is not None:
        notes[deal.rivanto].append("Rivanto dichiarato")
    if deal.jucate is None and deal.declarer is not None:
        for seat in range(4):
            notes[seat].append(f"differenza {deal.side_difference():+d}")
    for p in deal.penalties:
        word = tarot.PENALTY_NAMES.get(p.kind, p.kind) + (" (dichiarato da sé)" if p.self_reported else "")
        notes[p.seat].append(word)
    return {seat: ", ".join(words) for seat, words in notes.items() if words}


def sheets(book: TarotBook) -> list[Sheet]:
    prizes = awards_sheet(book.tournament, book.awarded(), "Giocatore", None)  # issue 37, reports.prizes
    return [
        tournament_sheet(book),
        standings_sheet(book),
        head_to_head_sheet(book),
        *round_sheets(book),
        prizes,
    ]


def write_xlsx(book: TarotBook, out: Path | io.BytesIO) -> list[Sheet]:
    return write_sheets(sheets(book), out)


def write_csv(book: TarotBook, folder: Path) -> list[Path]:
    return write_csv_sheets(sheets(book), folder)
