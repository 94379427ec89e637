"""The burraco standings workbook: a sheet per group, per round's results, the players, the federation report
and the prize winners; the same tables as CSV files (``reports.workbook`` writes both)."""

from __future__ import annotations

import io
from pathlib import Path

from fibur_director.domain.vocabulary import kind_name
from fibur_director.games.burraco.systems import SYSTEM_NAMES
from fibur_director.reports.burraco.book import STATUS_NAMES, Book
from fibur_director.reports.burraco.claims import claims_sentence
from fibur_director.reports.burraco.sanctions import sanction_lines
from fibur_director.reports.prizes import awards_sheet
from fibur_director.reports.workbook import Cell, Sheet, write_csv_sheets, write_sheets


def _standings_sheets(book: Book) -> list[Sheet]:
    sheets: dict[str | None, Sheet] = {}
    for s in book.standings():
        sheet = sheets.get(s.group)
        if sheet is None:
            sheet = sheets[s.group] = Sheet(
                f"Girone {s.group}" if s.group else "Classifica",
                [
                    "Pos.",
                    "N.",
                    book.entry_word,
                    "Giocatori",
                    "Circolo",
                    "V.P.",
                    "M.P.",
                    "Punti",
                    "Pen.",
                    "Amm.",
                    "Stato",
                ],
                [6, 6, 28, 44, 30, 7, 8, 9, 6, 6, 10],
            )
        sheet.rows.append(
            [
                s.rank,
                s.entry,
                book.entry_name(s.entry),
                book.entry_players(s.entry),
                book.entry_clubs(s.entry),
                s.vp,
                s.mp,
                s.points,
                s.vp_deduction,
                s.warnings,
                STATUS_NAMES.get(s.status, s.status),
            ]
        )
    return list(sheets.values())


def _round_sheets(book: Book) -> list[Sheet]:
    scores = {(s.entry, s.round): s for s in book.scores()}
    sheets = []
    for rnd in book.rounds():
        sheet = Sheet(
            f"Turno {rnd.number}",
            [
                "Tavolo",
                "Sala",
                "N-S",
                "Nomi N-S",
                "E-O",
                "Nomi E-O",
                "Punti N-S",
                "Punti E-O",
                "M.P. N-S",
                "V.P. N-S",
                "V.P. E-O",
                "Note",
            ],
            [7, 8, 8, 36, 8, 36, 10, 10, 10, 9, 9, 22],
        )
        for table in sorted(rnd.tables, key=lambda t: t.number):
            ns = scores.get((table.ns[0], rnd.number)) if table.ns else None
            ew = scores.get((table.ew[0], rnd.number)) if table.ew else None
            result = table.result
            mp = book.table_mp(table, ns)
            sheet.rows.append(
                [
                    table.number,
                    {"open": "aperta", "closed": "chiusa"}.get(table.room or "", ""),
                    _numbers(table.ns),
                    book.side(table.ns, table.ns_players),
                    _numbers(table.ew),
                    book.side(table.ew, table.ew_players) if table.ew else "",
                    result.ns_points if result else None,
                    result.ew_points if result else None,
                    mp,
                    ns.vp if ns else None,
                    ew.vp if ew else None,
                    book.table_notes(rnd, table, ns, ew),
                ]
            )
        for entry in rnd.rest:
            bye = scores.get((entry, rnd.number))
            sheet.rows.append(
                [
                    None,
                    "",
                    entry,
                    book.entry_name(entry),
                    "",
                    "",
                    None,
                    None,
                    None,
                    bye.vp if bye else None,
                    None,
                    "riposo",
                ]
            )
        sheets.append(sheet)
    return sheets


def _numbers(entries: tuple[int, ...]) -> Cell:
    """One entry stays a number (sortable); the two players of a giallo line are text."""
    if len(entries) == 1:
        return entries[0]
    return " ".join(map(str, entries)) or None


def _players_sheet(book: Book) -> Sheet:
    sheet = Sheet(
        "Giocatori",
        ["Cognome", "Nome", "Tessera", "Circolo", "Categoria", "Punti classifica", "N.", book.entry_word],
        [20, 18, 12, 28, 10, 10, 6, 30],
    )
    for player in sorted(book.players.values(), key=lambda p: (book.sort_key(f"{p.surname} {p.name}"), p.id)):
        entry = book.holder.get(player.id)
        sheet.rows.append(
            [
                player.surname,
                player.name,
                player.card,
                player.club,
                player.category,
                player.ranking_points,
                entry,
                book.entry_name(entry) if entry is not None else "",
            ]
        )
    return sheet


def federation_sheet(book: Book) -> Sheet:
    """The results file for the club's report to the federation: every player with card, rank and VP."""
    sheet = Sheet(
        "Federazione",
        ["Tessera", "Cognome", "Nome", "Circolo", "Girone", "Posizione", "V.P.", "M.P.", "N."],
        [12, 20, 18, 28, 8, 10, 7, 8, 6],
    )
    for s in book.standings():
        entry = book.entries.get(s.entry)
        for player_id in entry.players if entry else ():
            player = book.players.get(player_id)
            if player is None:
                continue
            sheet.rows.append(
                [player.card, player.surname, player.name, player.club, s.group, s.rank, s.vp, s.mp, s.entry]
            )
    return sheet


def _winners_sheet(book: Book) -> Sheet:
    """The prize-giving (issue 37, ``reports.prizes``), once the final standings are definitive, and the order the
    standings use (both are choices of the tournament)."""
    due = None
    if not book.prize_list_due() and book.claims is not None:
        # The prize list belongs to the definitive final standings (IT Art. 20; REV Art. 19).
        due = f"Premiazione sulla classifica definitiva: {claims_sentence(book.claims)}"
    sheet = awards_sheet(book.tournament, book.awarded(), book.entry_word, due)
    sheet.rows.append([])
    sheet.rows.append([f"Ordine della classifica: {book.chain()}"])
    return sheet


def missing_cards(book: Book) -> list[str]:
    """The players the federation sheet lists without a card ("Rossi Maria (3)"): the federation cannot
    credit them, so the desk warns before the file goes out."""
    sheet = federation_sheet(book)
    return [f"{row[1]} {row[2]} ({row[8]})" for row in sheet.rows if not row[0]]


def tournament_sheet(book: Book) -> Sheet:
    """What the file is about, on its first sheet: a workbook forwarded on its own still says which
    tournament, when, under which rules and who directed it; every word is the referee's, not the code's."""
    sheet = Sheet("Torneo", ["Voce", "Valore"], [22, 50])
    rows: list[list[Cell]] = [
        ["Torneo", book.title],
        ["Data", book.date],
        ["Regolamento", book.ruleset.name],
        ["Tipo", kind_name(book.setup.kind)],
        ["Smazzate per turno", book.setup.deals_per_round],
        ["Turni previsti", book.setup.planned_rounds],
        [
            "Turni giocati",
            ", ".join(f"{r.number} {SYSTEM_NAMES.get(r.system, r.system)}" for r in book.rounds()),
        ],
        ["Direttore di gara", book.referee or "(non indicato)"],
    ]
    if book.claims is not None:
        rows.append(["Classifica finale", claims_sentence(book.claims)])
    sheet.rows.extend(rows)
    return sheet


def sheets(book: Book) -> list[Sheet]:
    return [
        tournament_sheet(book),
        *_standings_sheets(book),
        *_round_sheets(book),
        _players_sheet(book),
        federation_sheet(book),
        _winners_sheet(book),
        sanctions_sheet(book),
    ]


def sanctions_sheet(book: Book) -> Sheet:
    """Every sanction with its round, table, detail and article, as the printed list has them (issue 38: the
    workbook had no sheet of them); then the warnings each entry received and the VP they cost."""
    sheet = Sheet(
        "Sanzioni",
        ["Turno", "Tavolo", book.entry_word, "Provvedimento", "Dettaglio", "Articolo"],
        [7, 7, 34, 28, 40, 20],
    )
    for line in sanction_lines(book):
        numbers: list[Cell] = [int(v) if v.isdigit() else v for v in line[:2]]
        sheet.rows.append([*numbers, *line[2:]])
    warned = sorted((row for row in book.standings() if row.warnings), key=lambda r: r.entry)
    if warned:
        sheet.rows.append([])
        sheet.rows.append(["", "", book.entry_word, "Ammonizioni", "V.P. tolti", ""])
        for row in warned:
            sheet.rows.append(
                ["", "", f"{row.entry} {book.entry_name(row.entry)}", row.warnings, row.vp_deduction, ""]
            )
    return sheet


def write_xlsx(book: Book, out: Path | io.BytesIO) -> list[Sheet]:
    return write_sheets(sheets(book), out)


def write_csv(book: Book, folder: Path) -> list[Path]:
    return write_csv_sheets(sheets(book), folder)
