"""The Sicilian Tarot forms (TAROT §4 and note 1): the "Scheda di Turno" of a table, laid out as the
regulation's facsimile and pre-filled with the table, the round, the seats and the names (and, on a reprint, the
deals already entered); the "Schema Riassuntivo" of each player; the standings with the coefficients that break
ties (§7)."""

from __future__ import annotations

import io
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER
from reportlab.lib.units import mm
from reportlab.platypus import (
    CondPageBreak,
    Flowable,
    KeepTogether,
    PageBreak,
    Paragraph,
    Spacer,
    Table,
    TableStyle,
)

from fibur_director.domain.tournament import PlayedTable, Round
from fibur_director.games.tarot import scoring as tarot
from fibur_director.games.tarot.ruleset import CALLS
from fibur_director.games.tarot.scoring import Deal, DealScore, Jucate
from fibur_director.games.tarot.sheet import turn_deals
from fibur_director.reports.pdf import (
    BODY,
    BOLD,
    FONT,
    GRID,
    HEADING,
    SHADE,
    SMALL,
    TITLE,
    Header,
    build,
    fingerprint_of,
    grid_table,
    markup,
    referee_line,
    style,
    text,
)
from fibur_director.reports.prizes import awards_story
from fibur_director.reports.tarot.book import SEATS, STANDING_COLUMNS, TarotBook, roman, table_letter

INK = colors.black
FAINT = colors.Color(0.45, 0.45, 0.45)
# The facsimile's JUCATE boxes, two per line: the jocu on the left, its companion on the right.
JUCATE_ROWS = (("rim", "van"), ("scm", "riv"), ("re4", "pig"), ("ar4", "ar5"))
DOT, CROSS = "●", "X"
STANDINGS_KINDS = {"provisional": "provvisoria", "final": "finale"}

# --- the Scheda di Turno ---------------------------------------------------------------------------------

_LABEL = style(5.5, leading=6.5, align=TA_CENTER)
_NAME = style(7.5, bold=True, leading=9, align=TA_CENTER)
_SEAT = style(8, bold=True, leading=9.5, align=TA_CENTER)
_DEAL = style(6, bold=True, leading=7.5, align=TA_CENTER)
_MARK = style(9, bold=True, leading=9.5, align=TA_CENTER)
COMPILATION_NOTE = (
    "<b>NOTE COMPILAZIONE</b> (TAROT §4). CHIAMATA: segnare con un pallino nero (●) il tipo di chiamata di chi "
    "l'ha fatta; a conteggio fatto barrare con una croce (X) solo se la chiamata è riuscita (almeno un jocu "
    "vinto). JUCATE: prima della prima carta segnare con un pallino SCM o RIV per chi si impegna alla "
    "Scommessa o al Rivanto; a fine smazzata segnare 1 per ogni jocu realizzato (in PIG il numero di pigliate), "
    "ricopiando quelli del compagno; in TOT. il totale dei jochi. JOCHI +/− PARZ.: la differenza ricevuta (+) o "
    "pagata (−) rispetto agli avversari (il solista la riceve o paga da ciascuno dei tre, doppia per il solista "
    "di 5). PEN +/−: le penalità (TAROT §6). JOCHI +/− TOT.: il totale del giocatore nel turno dopo la "
    "smazzata. Un avversario del compilatore verifica e convalida la scheda."
)


def _signed(value: int) -> str:
    return f"{value:+d}" if value else "0"


class _Cells:
    """The cells of one deal's block for one player, in the facsimile's five columns."""

    def __init__(self, deal: Deal | None, score: DealScore | None, running: int | None, seat: int) -> None:
        self.deal, self.score, self.running, self.seat = deal, score, running, seat

    def called(self) -> str | None:
        deal = self.deal
        return deal.call if deal is not None and deal.declarer == self.seat else None

    def partner(self) -> bool:
        deal = self.deal
        return deal is not None and deal.partner == self.seat

    def call_box(self, call: str) -> Paragraph:
        if self.called() != call:
            return Paragraph(f'<font color="#777777">{call}</font>', _LABEL)
        mark = CROSS if self.score is not None and self.score.succeeded else DOT
        return Paragraph(f'<font name="{FONT}" size="5">{call}</font> {mark}', _MARK)

    def box_label(self, key: str) -> Paragraph:
        label = tarot.JUCATE_LABELS[key]
        deal = self.deal
        declared = deal is not None and (
            (key == "scm" and deal.scommessa and deal.declarer == self.seat)
            or (key == "riv" and deal.rivanto == self.seat)
        )
        if declared:  # the sheet's reminder dot before the first card (TAROT §4)
            return Paragraph(f'<font name="{BOLD}" size="7">{DOT}</font>{label}', _LABEL)
        return Paragraph(label, _LABEL)

    def side(self) -> int | None:
        deal = self.deal
        if deal is None or deal.declarer is None or (self.score is not None and self.score.void):
            return None
        return deal.side_of(self.seat)

    def jucate(self) -> Jucate | None:
        deal, side = self.deal, self.side()
        if deal is None or side is None or deal.jucate is None:
            return None
        return deal.jucate[side]

    def box(self, key: str) -> str:
        """A JUCATE box: 1 per jocu realised (pigliate counted); with the side difference alone only the
        pigliate and the commitments realised are known, the other boxes stay empty."""
        deal, side = self.deal, self.side()
        if deal is None or side is None:
            return ""
        jucate = self.jucate()
        if jucate is not None:
            return str(getattr(jucate, key))
        scm, riv = deal.realised()
        if key == "pig":
            return str(deal.side_pigliate()[side])
        if key == "scm" and scm and side == 0:
            return "1"
        if key == "riv" and riv and side == deal.rivanto_side():
            return "1"
        return ""

    def total(self) -> str:
        jucate = self.jucate()
        return str(jucate.total()) if jucate is not None else ""

    def play(self) -> str:
        return _signed(self.score.play[self.seat]) if self.score is not None else ""

    def penalty(self) -> str:
        return _signed(self.score.penalty[self.seat]) if self.score is not None else ""

    def running_total(self) -> str:
        return _signed(self.running) if self.running is not None else ""


def _deal_rows(number: int, cells: Sequence[_Cells]) -> list[list[Any]]:
    rows: list[list[Any]] = []
    void = any(c.score is not None and c.score.void for c in cells)
    label = f"<font size='9'>{number}°</font><br/>SMAZZATA" + ("<br/>(annullata)" if void else "")
    head: list[Any] = [Paragraph(label, _DEAL)]
    for c in cells:
        word = "CHIAMATA – compagno" if c.partner() else "CHIAMATA"
        head += [Paragraph(word, _LABEL), "", "", "", ""]
    rows.append(head)
    rows.append([""] + [c.call_box(call) for c in cells for call in CALLS])
    for index, (left, right) in enumerate(JUCATE_ROWS):
        line: list[Any] = [""]
        for c in cells:
            line += [
                Paragraph("JUCATE", _LABEL) if index == 0 else "",
                c.box_label(left),
                c.box(left),
                c.box(right),
                c.box_label(right),
            ]
        rows.append(line)
    for word, value, suffix in (
        ("TOT.", _Cells.total, ""),
        ("JOCHI +/−", _Cells.play, "PARZ."),
        ("PEN +/−", _Cells.penalty, ""),
        ("JOCHI +/−", _Cells.running_total, "TOT."),
    ):
        line = [""]
        for c in cells:
            line += [Paragraph(word, _LABEL), "", value(c), "", Paragraph(suffix, _LABEL)]
        rows.append(line)
    return rows


DEAL_ROWS = 10  # CHIAMATA, the call boxes, 4 JUCATE lines, TOT., PARZ., PEN, TOT.


def _deal_style(top: int) -> list[tuple[Any, ...]]:
    commands: list[tuple[Any, ...]] = [
        ("SPAN", (0, top), (0, top + DEAL_ROWS - 1)),
        ("BACKGROUND", (0, top), (0, top + DEAL_ROWS - 1), SHADE),
        ("LINEABOVE", (0, top), (-1, top), 1.4, INK),
    ]
    for player in range(4):
        first = 1 + player * 5
        last = first + 4
        commands += [
            ("SPAN", (first, top), (last, top)),
            ("BACKGROUND", (first, top), (last, top), SHADE),
            ("SPAN", (first, top + 2), (first, top + 5)),
            ("BOX", (first, top), (last, top + DEAL_ROWS - 1), 1.2, INK),
            ("LINEABOVE", (first, top + 6), (last, top + 6), 1, INK),
        ]
        for row in range(top + 6, top + DEAL_ROWS):
            commands += [
                ("SPAN", (first, row), (first + 1, row)),
                ("SPAN", (first + 2, row), (first + 3, row)),
            ]
        commands.append(
            ("BACKGROUND", (first + 2, top + DEAL_ROWS - 1), (first + 3, top + DEAL_ROWS - 1), SHADE)
        )
    return commands


def _sheet_grid(book: TarotBook, rnd: Round, table: PlayedTable) -> Table:
    deals = {d.number: d for d in turn_deals(table)}
    scores = {n: tarot.score_deal(d, book.ruleset) for n, d in deals.items()}
    running: dict[int, list[int]] = {}
    sums = [0, 0, 0, 0]
    for number in sorted(scores):
        sums = [sums[s] + scores[number].total(s) for s in range(4)]
        running[number] = list(sums)
    seats: list[Any] = [""]
    names: list[Any] = [""]
    for seat, entry in enumerate(table.ns):
        seats += [Paragraph(markup(book.seat_heading(rnd, table, seat)), _SEAT), "", "", "", ""]
        names += [Paragraph(f"GIOC. {entry} – {markup(book.name(entry))}", _NAME), "", "", "", ""]
    rows: list[list[Any]] = [seats, names]
    commands: list[tuple[Any, ...]] = [
        ("FONT", (0, 0), (-1, -1), BOLD, 8.5),
        ("ALIGN", (0, 0), (-1, -1), "CENTER"),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("GRID", (1, 0), (-1, -1), 0.35, GRID),
        ("BOX", (0, 0), (-1, -1), 1.4, INK),
        ("LEFTPADDING", (0, 0), (-1, -1), 1),
        ("RIGHTPADDING", (0, 0), (-1, -1), 1),
        ("TOPPADDING", (0, 0), (-1, -1), 0),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 0.5),
        ("BACKGROUND", (1, 0), (-1, 0), SHADE),
    ]
    for player in range(4):
        first = 1 + player * 5
        commands += [("SPAN", (first, 0), (first + 4, 0)), ("SPAN", (first, 1), (first + 4, 1))]
        commands.append(("BOX", (first, 0), (first + 4, 1), 1.2, INK))
    heights = [5.5 * mm, 8 * mm]
    for number in range(1, book.setup.deals_per_round + 1):
        deal = deals.get(number)
        score = scores.get(number)
        totals = running.get(number)
        cells = [_Cells(deal, score, totals[s] if totals else None, s) for s in range(4)]
        top = len(rows)
        rows += _deal_rows(number, cells)
        commands += _deal_style(top)
        heights += [4 * mm] + [5 * mm] * (DEAL_ROWS - 1)
    widths = [14 * mm] + [8.3 * mm] * 20
    grid = Table(rows, colWidths=widths, rowHeights=heights)
    grid.setStyle(TableStyle(commands))
    return grid


def _penalty_lines(book: TarotBook, table: PlayedTable) -> list[str]:
    lines = []
    for deal in sorted(turn_deals(table), key=lambda d: d.number):
        for p in deal.penalties:
            who = f"{SEATS[p.seat].capitalize()} ({book.label(table.ns[p.seat])})"
            what = tarot.PENALTY_NAMES.get(p.kind, p.kind) + (
                " (dichiarato da sé: dimezzato)" if p.self_reported else ""
            )
            lines.append(f"Smazzata {deal.number}: {who} – {what}")
    return lines


def _turn_sheet(book: TarotBook, rnd: Round, table: PlayedTable) -> list[Flowable]:
    title = f"Scheda di Turno – Tavolo {table_letter(table.number)} (n. {table.number}) – Turno {roman(rnd.number)}"
    facts = f"{book.title} · {book.date}"
    seated = "classifica provvisoria (TAROT §3)" if book.positions(rnd) else ""
    if not seated and rnd.draw:
        seated = "sorteggio dei trionfi (TAROT §2)"
    if seated:
        facts += f" · posti per {seated}"
    story: list[Flowable] = [
        text(title, style(13, bold=True, leading=16)),
        text(facts, BODY),
        Spacer(1, 2 * mm),
    ]
    story.append(_sheet_grid(book, rnd, table))
    penalties = _penalty_lines(book, table)
    if penalties:
        story += [Spacer(1, 1.5 * mm), text("Penalità: " + "; ".join(penalties) + ".", SMALL)]
    if any(d.jucate is None and d.declarer is not None for d in turn_deals(table)):
        story.append(
            text(
                "Dove la smazzata è stata inserita con la sola differenza, le caselle dei jochi restano vuote "
                "tranne PIG e gli impegni realizzati.",
                SMALL,
            )
        )
    story += [Spacer(1, 2 * mm), Paragraph(COMPILATION_NOTE, style(6.5, leading=8))]
    return story


def turn_sheets(
    book: TarotBook, round_number: int, out: Path | io.BytesIO, table_number: int | None = None
) -> int:
    """One Scheda di Turno per table of the round (or just ``table_number``); returns the page count."""
    rnd = book.round(round_number)
    story: list[Flowable] = []
    for table in sorted(rnd.tables, key=lambda t: t.number):
        if table_number is not None and table.number != table_number:
            continue
        if story:
            story.append(PageBreak())
        story += _turn_sheet(book, rnd, table)
    if not story:
        story = [text(f"Il turno {roman(round_number)} non ha il tavolo richiesto.", HEADING)]
    header = Header(
        book.title,
        book.date,
        f"Scheda di Turno – Turno {roman(round_number)}",
        fingerprint_of(book.tournament, round_number - 1),
    )
    return build(out, header, story)


# --- the Schema Riassuntivo ------------------------------------------------------------------------------


def _opponents(book: TarotBook, entry: int, rows: Sequence[tarot.PlayerDeal]) -> tuple[list[int], bool]:
    """The "Confronto avversari" columns: every other player of a field of up to 8 (the seed's layout);
    in a larger field only the players met, or the columns would be too many to read."""
    others = [e for e in sorted(book.entries) if e != entry]
    if len(others) <= 7:
        return others, False
    met = {other for row in rows for other in row.versus}
    return [e for e in others if e in met], True


def _summary(
    book: TarotBook, entry: int, rows: Sequence[tarot.PlayerDeal], up_to_round: int | None
) -> Flowable:
    opponents, only_met = _opponents(book, entry, rows)
    body = _summary_rows(book, rows, opponents)
    last = len(body) - 2
    room = 180 * mm - (10 + 8 + 7 + 5 * 7 + 3 * 8 + 9 + 10) * mm
    width = min(11 * mm, room / max(1, len(opponents)))
    widths = (
        [10 * mm, 8 * mm, 7 * mm] + [7 * mm] * 5 + [8 * mm] * 3 + [width] * len(opponents) + [9 * mm, 10 * mm]
    )
    commands = _summary_style(rows, opponents, last)
    grid = grid_table(body, widths, header_rows=2, size=7.5, extra=commands)
    standing = next((x for x in book.standings(up_to_round) if x.entry == entry), None)
    facts = f"Jochi {standing.jochi:+d} · posizione {standing.rank}ª" if standing is not None else ""
    who = [
        Paragraph(f"Giocatore {entry}: <b>{markup(book.name(entry))}</b>", HEADING),
        text(facts, BODY),
        Spacer(1, 1.5 * mm),
        grid,
        Spacer(1, 1 * mm),
        text("Avversari: " + " · ".join(book.label(o) for o in opponents) + ".", SMALL),
    ]
    if only_met:
        who.append(
            text(
                f"Il campo ha {len(book.entries)} giocatori: il confronto mostra solo i {len(opponents)} "
                "incontrati in questi turni.",
                SMALL,
            )
        )
    return KeepTogether([*who, Spacer(1, 6 * mm)])


def _summary_rows(
    book: TarotBook, rows: Sequence[tarot.PlayerDeal], opponents: Sequence[int]
) -> list[list[Any]]:
    """The Schema Riassuntivo's cells: two header rows, one row per deal, the totals and the three
    coefficients under their columns."""
    coefficients = book.ruleset.call_coefficients
    header0: list[Any] = ["Turno", "Tav.", "Sm.", "Chiamate", "", "", "", "", "Riv", "Scm", "Pig"]
    header0 += ["Confronto avversari"] + [""] * (len(opponents) - 1) if opponents else []
    header0 += ["Pen.", "PT"]
    header1: list[Any] = ["", "", "", *CALLS, "", "", ""] + [str(e) for e in opponents] + ["", ""]
    body: list[list[Any]] = [header0, header1]
    calls_total = dict.fromkeys(CALLS, 0)
    versus_total: dict[int, int] = {}
    riv = scm = pig = pen = pt = 0
    for row in rows:
        line: list[Any] = [roman(row.round), table_letter(row.table), str(row.deal)]
        for call in CALLS:
            mark = ""
            if row.call == call:
                mark = CROSS if row.succeeded else DOT
                calls_total[call] += coefficients[call] if row.succeeded else 0
            line.append(mark)
        line += [str(row.rivanto) if row.rivanto else "0", str(row.scommessa) if row.scommessa else "0"]
        line.append(str(row.pigliate))
        for other in opponents:
            value = row.versus.get(other)
            line.append("" if value is None else str(value))
            if value is not None:
                versus_total[other] = versus_total.get(other, 0) + value
        line += [str(row.penalty) if row.penalty else "", str(row.total)]
        riv, scm, pig = riv + row.rivanto, scm + row.scommessa, pig + row.pigliate
        pen, pt = pen + row.penalty, pt + row.total
        body.append(line)
    body.append(
        ["Totale", "", "", *(str(calls_total[c]) for c in CALLS), str(riv), str(scm), str(pig)]
        + [str(versus_total[o]) if o in versus_total else "" for o in opponents]
        + [str(pen) if pen else "", str(pt)]
    )
    # The seed's last lines: the three coefficients under their columns, named beneath.
    blank = [""] * (len(opponents) + 2)
    body.append(
        [
            "Coefficienti",
            "",
            "",
            str(sum(calls_total.values())),
            "",
            "",
            "",
            "",
            str(riv + scm),
            "",
            str(pig),
            *blank,
        ]
    )
    body.append(["", "", "", "coeff. chiamate", "", "", "", "", "coeff. impegno", "", "pig.", *blank])
    return body


def _summary_style(
    rows: Sequence[tarot.PlayerDeal], opponents: Sequence[int], last: int
) -> list[tuple[Any, ...]]:
    """The grid's spans, shading and rules: a rule above each new round, ``last`` the coefficients' row."""
    first_opponent = 11
    pt_column = first_opponent + len(opponents) + 1
    commands: list[tuple[Any, ...]] = [
        ("SPAN", (3, 0), (7, 0)),
        ("SPAN", (0, 0), (0, 1)),
        ("SPAN", (1, 0), (1, 1)),
        ("SPAN", (2, 0), (2, 1)),
        ("SPAN", (8, 0), (8, 1)),
        ("SPAN", (9, 0), (9, 1)),
        ("SPAN", (10, 0), (10, 1)),
        ("SPAN", (pt_column - 1, 0), (pt_column - 1, 1)),
        ("SPAN", (pt_column, 0), (pt_column, 1)),
        ("SPAN", (0, last - 1), (2, last - 1)),
        ("SPAN", (0, last), (2, last + 1)),
        ("SPAN", (3, last), (7, last)),
        ("SPAN", (8, last), (9, last)),
        ("SPAN", (3, last + 1), (7, last + 1)),
        ("SPAN", (8, last + 1), (9, last + 1)),
        ("FONT", (3, last + 1), (-1, last + 1), FONT, 6),
        ("TOPPADDING", (0, last + 1), (-1, last + 1), 0),
        ("ALIGN", (0, 0), (-1, -1), "CENTER"),
        ("BACKGROUND", (0, 0), (-1, 1), SHADE),
        ("BACKGROUND", (0, last - 1), (-1, last + 1), SHADE),
        ("FONT", (0, last - 1), (-1, last), BOLD, 8),
        ("FONT", (pt_column, 2), (pt_column, -1), BOLD, 8.5),
        ("LINEBEFORE", (3, 0), (3, -1), 1, INK),
        ("LINEBEFORE", (8, 0), (8, -1), 1, INK),
        ("LINEBEFORE", (first_opponent, 0), (first_opponent, -1), 1, INK),
        ("LINEBEFORE", (pt_column - 1, 0), (pt_column - 1, -1), 1, INK),
        ("LINEABOVE", (0, last - 1), (-1, last - 1), 1, INK),
    ]
    if opponents:
        commands.append(("SPAN", (first_opponent, 0), (first_opponent + len(opponents) - 1, 0)))
    previous_round = None
    for index, row in enumerate(rows, start=2):
        if previous_round is not None and row.round != previous_round:
            commands.append(("LINEABOVE", (0, index), (-1, index), 1, INK))
        previous_round = row.round
    return commands


def summaries(
    book: TarotBook,
    out: Path | io.BytesIO,
    *,
    entries: Sequence[int] | None = None,
    up_to_round: int | None = None,
) -> int:
    """The Schema Riassuntivo (TAROT §4 and note 1) of each player, or of ``entries``: a row per deal with
    the calls (X riuscita, ● fallita), the commitment points, the pigliate, the jochi received from or paid to
    each other player, and the coefficients that break ties (§7)."""
    rows = book.player_deals(up_to_round)
    played = book.played_rounds(up_to_round)
    chosen = sorted(book.entries) if entries is None else list(entries)
    for entry in chosen:
        if entry not in book.entries:
            raise tarot.TarotError(
                f"player {entry} is not registered", f"il giocatore {entry} non è iscritto"
            )
    penalties = " (penalità escluse)" if not book.ruleset.head_to_head_penalties else ""
    story: list[Flowable] = [
        text(f"Schema Riassuntivo dopo il turno {roman(played) if played else '–'}", TITLE),
        text(f"{book.title} · {book.date} · {book.ruleset.name}", BODY),
        Spacer(1, 1.5 * mm),
        text(
            f"Chiamate: X riuscita (almeno un jocu vinto), ● non riuscita; il totale della colonna è il "
            f"coefficiente di chiamata ({', '.join(f'{c} = {v}' for c, v in book.ruleset.call_coefficients.items())}, "
            f"{book.ruleset.calls_article}). Riv e Scm: punti di impegno realizzato, {book.ruleset.commitment_declared} "
            f"a chi lo ha dichiarato, {book.ruleset.commitment_partner} al compagno ({book.ruleset.commitments_article}). "
            f"Confronto avversari: jochi ricevuti (+) o pagati (−) da ciascun giocatore{penalties}; 0 per il "
            "compagno della smazzata, vuoto se non era al tavolo. PT: jochi della smazzata, penalità comprese.",
            SMALL,
        ),
        Spacer(1, 4 * mm),
    ]
    story += [_summary(book, entry, rows.get(entry, []), up_to_round) for entry in chosen]
    return build(
        out,
        Header(book.title, book.date, "Schema Riassuntivo", fingerprint_of(book.tournament, played)),
        story,
    )


# --- the standings ---------------------------------------------------------------------------------------


def standings_pdf(
    book: TarotBook, out: Path | io.BytesIO, *, kind: str = "provisional", up_to_round: int | None = None
) -> int:
    """Rank, player, jochi and the §7 coefficients; for a row tied on jochi with the row above, which
    criterion decided; the chain under the table."""
    played = book.played_rounds(up_to_round)
    label = STANDINGS_KINDS.get(kind, kind)
    after = f" dopo il turno {roman(played)}" if played else ""
    rs = book.ruleset
    table: list[list[Any]] = [[c.replace("Coeff. ", "Coeff.\n") for c in STANDING_COLUMNS]]
    for row in book.standing_rows(up_to_round):
        table.append(
            [str(row.rank), str(row.entry), text(row.name), text(row.club), str(row.jochi), str(row.calls),
             str(row.commitments), str(row.pigliate), str(row.deals), text(row.decided_or_tied)]
        )  # fmt: skip
    widths = [12 * mm, 11 * mm, 50 * mm, 35 * mm, 16 * mm, 28 * mm, 28 * mm, 18 * mm, 20 * mm, 49 * mm]
    coefficients = ", ".join(f"{c} = {v}" for c, v in rs.call_coefficients.items())
    story: list[Flowable] = [
        text(f"Classifica {label}{after}", TITLE),
        text(f"{book.title} · {book.date} · {rs.name}", BODY),
        *referee_line(book.referee),
        Spacer(1, 3 * mm),
        grid_table(table, widths, numeric_columns=(0, 1, 4, 5, 6, 7, 8)),
        Spacer(1, 3 * mm),
        Paragraph(f"Ordine della classifica ({markup(rs.standings_article)}): {markup(book.chain())}.", BODY),
        Spacer(1, 1.5 * mm),
        text(
            "«Deciso da» dice quale criterio ha posto il giocatore sotto quello della riga precedente con gli "
            "stessi jochi; lo scontro diretto conta i jochi ricevuti o pagati tra i soli giocatori ancora pari "
            f"(tra parentesi). Coefficiente di chiamata: per ogni chiamata riuscita {coefficients} "
            f"({rs.calls_article}). Coefficiente di impegno: Scommessa o Rivanto realizzati, "
            f"{rs.commitment_declared} a chi li ha dichiarati, {rs.commitment_partner} al compagno "
            f"({rs.commitments_article}).",
            SMALL,
        ),
    ]
    if kind == "provisional" and played in rs.reseat_after:
        story += [
            Spacer(1, 1.5 * mm),
            text(
                f"In quest'ordine si siedono i tavoli del turno {roman(played + 1)} (TAROT §3): i primi quattro al "
                "tavolo A da Nord a Est, i successivi al tavolo B, e così via.",
                SMALL,
            ),
        ]
    if kind == "final":
        # The Tarot code has no claims window (no «definitiva» after minutes): its final standings carry the
        # prize-giving, by the same list and code as burraco's (issue 37, reports.prizes).
        story += awards_story(book.tournament, book.awarded(), "Giocatore")
    story.append(CondPageBreak(10 * mm))
    return build(
        out,
        Header(book.title, book.date, f"Classifica {label}", fingerprint_of(book.tournament, played)),
        story,
        wide=True,
    )
