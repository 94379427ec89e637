"""Standings (provisional or final, per group), round results, and the sanctions report with its articles."""

from __future__ import annotations

import io
from collections import defaultdict
from pathlib import Path

from reportlab.lib.units import mm
from reportlab.platypus import CondPageBreak, Flowable, Paragraph, Spacer

from fibur_director.domain.errors import FiburError
from fibur_director.games.burraco.standings import Score, Standing
from fibur_director.reports.burraco.book import STATUS_NAMES, Book
from fibur_director.reports.burraco.claims import claims_words
from fibur_director.reports.burraco.sanctions import sanction_lines
from fibur_director.reports.pdf import (
    BODY,
    HEADING,
    SMALL,
    TITLE,
    Header,
    build,
    fingerprint_of,
    grid_table,
    markup,
    referee_line,
    text,
)
from fibur_director.reports.prizes import awards_story

STANDINGS_KINDS = {"provisional": "provvisoria", "final": "finale"}


def _by_group(rows: list[Standing]) -> dict[str | None, list[Standing]]:
    groups: dict[str | None, list[Standing]] = defaultdict(list)
    for row in rows:
        groups[row.group].append(row)
    return dict(groups)


def standings_pdf(
    book: Book,
    out: Path | io.BytesIO,
    *,
    kind: str = "provisional",
    up_to_round: int | None = None,
    verifying_until: str | None = None,
) -> int:
    """Rank, entry, players, club, VP (after deductions), MP, deduction, per group; landscape for the names.
    Provisional standings printed while the players may still verify them (IT Art. 20) say so in the title,
    ``verifying_until`` ("18:40"): "Classifica provvisoria – in verifica fino alle 18:40". Final standings
    say where they stand by the book's ``claims``: "finale provvisoria – reclami fino alle 18:40 (IT Art. 20)"
    without the prize list, then "finale definitiva" with it (a file's, whose exposure is not recorded,
    print as the record)."""
    up_to_round = book.setup.record_round(up_to_round)
    rows = book.standings(up_to_round)
    played = max(
        (r.number for r in book.rounds() if up_to_round is None or r.number <= up_to_round), default=0
    )
    last = book.last_recorded_round()
    if kind == "final" and played < last:
        # The final standings are the last round's (IT Art. 20): a «finale» after an earlier round, with the prize
        # list of the whole tournament beside it, would contradict itself.
        raise FiburError(
            f"the final standings are those after round {last}, the last played; the standings after round "
            f"{played} are provisional (print them without --final)",
            f"la classifica finale è quella dopo il turno {last}, l'ultimo giocato; quella dopo il turno {played} "
            "è provvisoria",
        )
    label = STANDINGS_KINDS.get(kind, kind)
    verifying = f" – in verifica fino alle {verifying_until}" if verifying_until is not None else ""
    prizes_line = ""
    if kind == "final" and book.claims is not None:
        # The final standings' own state (IT Art. 20; REV Art. 19), from the book's claims, not a caller's.
        state, verifying, prizes_line = claims_words(book.claims)
        label = f"{label} {state}"
    story: list[Flowable] = [
        text(f"Classifica {label} dopo il turno {played}{verifying}", TITLE),
        text(
            f"{book.title} · {book.date} · {book.ruleset.name} · V.P. al netto delle penalità "
            f"({book.ruleset.warnings.per_deduction} ammonizioni = −{book.ruleset.warnings.vp_deduction} V.P.)",
            BODY,
        ),
        *referee_line(book.referee),
        Spacer(1, 3 * mm),
    ]
    for group, members in _by_group(rows).items():
        if group is not None:
            story += [CondPageBreak(30 * mm), text(f"Girone {group}", HEADING)]
        table = [["Pos.", "N.", book.entry_word, "Giocatori", "Circolo", "V.P.", "M.P.", "Pen.", "Amm.", ""]]
        for s in members:
            table.append(
                [
                    str(s.rank),
                    str(s.entry),
                    text(book.entry_name(s.entry)),
                    text(book.entry_players(s.entry)),
                    text(book.entry_clubs(s.entry)),
                    str(s.vp),
                    str(s.mp),
                    f"−{s.vp_deduction}" if s.vp_deduction else "",
                    str(s.warnings) if s.warnings else "",
                    STATUS_NAMES.get(s.status, s.status),
                ]
            )
        widths = [12 * mm, 11 * mm, 40 * mm, 70 * mm, 60 * mm, 14 * mm, 17 * mm, 12 * mm, 12 * mm, 18 * mm]
        story += [grid_table(table, widths, numeric_columns=(0, 1, 5, 6, 7, 8)), Spacer(1, 4 * mm)]
    story.append(
        Paragraph(
            f"Ordine della classifica: {markup(book.chain().rstrip('.'))}. Pen. = V.P. tolti per le ammonizioni; "
            "Amm. = ammonizioni ricevute. Pari merito su tutti i criteri: stessa posizione.",
            SMALL,
        )
    )
    if kind == "final" and book.prize_list_due():
        story += _winners(book)
    elif kind == "final":
        story += [Spacer(1, 3 * mm), Paragraph(markup(prizes_line), BODY)]
    return build(
        out,
        Header(
            book.title, book.date, f"Classifica {label}{verifying}", fingerprint_of(book.tournament, played)
        ),
        story,
        wide=True,
    )


def _winners(book: Book) -> list[Flowable]:
    """The prize-giving under the final standings (issue 37: the tournament's prize list, ``reports.prizes``;
    IT/REV Art. 40 for an interrupted one)."""
    preamble: list[Flowable] = []
    interrupted = book.setup.interrupted_after
    if interrupted is not None:
        preamble.append(
            Paragraph(
                f"Torneo interrotto dopo il turno {interrupted} di {book.setup.planned_rounds} "
                f"({markup(book.ruleset.articles['interruption'])}).",
                BODY,
            )
        )
    return awards_story(book.tournament, book.awarded(), book.entry_word, preamble)


def _result_rows(book: Book, scores: dict[tuple[int, int], Score], number: int) -> list[list[object]]:
    rows: list[list[object]] = [["Tavolo", "N-S", "E-O", "Punti N-S", "Punti E-O", "M.P.", "V.P.", "Note"]]
    rnd = book.round(number)
    for table in sorted(rnd.tables, key=lambda t: t.number):
        shown = book.table_scores(table, number, scores)
        result = table.result
        rows.append(
            [
                text(book.table_label(table)),
                text(book.line_label(table.ns, table.ns_players)),
                text(book.line_label(table.ew, table.ew_players)),
                str(result.ns_points) if result else "",
                str(result.ew_points) if result else "",
                "" if shown.mp is None else str(shown.mp),
                "-".join(map(str, shown.vp)) if shown.vp else "",
                text(book.table_notes(rnd, table, shown.ns, shown.ew)),
            ]
        )
    if rnd.rest:
        rest_score = scores.get((rnd.rest[0], number))
        resting = ", ".join(book.entry_label(e) for e in rnd.rest)
        award = f" ({rest_score.vp} V.P.)" if rest_score else ""
        rows.append(["Riposo", text(resting + award), "", "", "", "", "", ""])
    return rows


def results_pdf(book: Book, out: Path | io.BytesIO, *, round_number: int | None = None) -> int:
    """Every table's points, MP and VP, round by round (or one round); sanction-decided tables say how."""
    scores = {(s.entry, s.round): s for s in book.scores()}
    numbers = (
        [book.round(round_number).number] if round_number is not None else [r.number for r in book.rounds()]
    )
    story: list[Flowable] = [
        Paragraph("Risultati dei turni", TITLE),
        text(f"{book.title} · {book.date}", BODY),
    ]
    widths = [26 * mm, 70 * mm, 70 * mm, 20 * mm, 20 * mm, 18 * mm, 16 * mm, 30 * mm]
    for number in numbers:
        story += [
            CondPageBreak(35 * mm),
            Spacer(1, 3 * mm),
            text(f"Turno {number}", HEADING),
            grid_table(_result_rows(book, scores, number), widths, numeric_columns=(3, 4, 5, 6)),
        ]
    if not numbers:
        story.append(Paragraph("Nessun turno giocato.", BODY))
    title = "Risultati" if round_number is None else f"Risultati turno {round_number}"
    return build(
        out,
        Header(book.title, book.date, title, fingerprint_of(book.tournament, round_number)),
        story,
        wide=True,
    )


def sanctions_pdf(book: Book, out: Path | io.BytesIO) -> int:
    """Warnings, lateness and the special results, in round order, with their articles; then the warning count
    and the VP it costs per entry."""
    rows: list[list[object]] = [
        ["Turno", "Tavolo", book.entry_word, "Provvedimento", "Dettaglio", "Articolo"]
    ]
    record = book.tournament.setup.record_round()
    for rnd, table, who, measure, detail, article in sanction_lines(book):
        rows.append([rnd, table, text(who), text(measure), text(detail), text(article)])
    story: list[Flowable] = [
        Paragraph("Provvedimenti arbitrali", TITLE),
        text(f"{book.title} · {book.date} · {book.ruleset.name}", BODY),
        Spacer(1, 3 * mm),
    ]
    if len(rows) == 1:
        story.append(Paragraph("Nessun provvedimento.", BODY))
    else:
        widths = [14 * mm, 16 * mm, 70 * mm, 55 * mm, 75 * mm, 37 * mm]
        story.append(grid_table(rows, widths, numeric_columns=(0, 1)))
    warned = [row for row in book.standings() if row.warnings]
    if warned:
        summary: list[list[object]] = [[book.entry_word, "Ammonizioni", "V.P. tolti"]]
        for row in sorted(warned, key=lambda r: r.entry):
            summary.append(
                [text(f"{row.entry} {book.entry_name(row.entry)}"), str(row.warnings), str(row.vp_deduction)]
            )
        story += [
            CondPageBreak(30 * mm),
            Spacer(1, 5 * mm),
            text(
                f"Ammonizioni ({book.ruleset.warnings.article})"
                + (
                    f", fino al turno {record} ({book.ruleset.articles['interruption']})"
                    if record is not None
                    else ""
                ),
                HEADING,
            ),
            grid_table(summary, [100 * mm, 30 * mm, 30 * mm], numeric_columns=(1, 2)),
        ]
    return build(
        out,
        Header(book.title, book.date, "Provvedimenti", fingerprint_of(book.tournament, None)),
        story,
        wide=True,
    )
