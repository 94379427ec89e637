"""The sanctions in words, as every printout and the workbook list them: one place for the detail and the
article, so the PDF, the Excel sheet and the live pages cannot disagree (issue 38 added the workbook's sheet).
No reportlab here: the workbook and the live pages import it without loading the PDF writer."""

from __future__ import annotations

from fibur_director.domain.tournament import Sanction
from fibur_director.games.burraco.ruleset import Ruleset
from fibur_director.reports.burraco.book import SANCTION_NAMES, Book

# The ruleset figure that states the article of each sanction type (its name when the two are the same).
AWARD_OF = {"absent": "absent_first", "withdrawal": "withdrawal_opponent"}


def describe(book: Book, sanction: Sanction) -> str:
    """The detail of one sanction as the report prints it."""
    parts = []
    if sanction.minutes is not None:
        parts.append(f"{sanction.minutes} minuti")
    if sanction.points is not None:
        parts.append(f"{sanction.points} punti")
    if sanction.from_round is not None:
        parts.append(f"dal turno {sanction.from_round}")
    if sanction.quarrel:
        parts.append("per lite")
    if sanction.note:
        infraction = book.ruleset.warnings.infraction(sanction.note)
        parts.append(infraction.italian if infraction else sanction.note)
    return "; ".join(parts)


def article_of(book: Book, sanction: Sanction) -> str:
    return sanction_article(book.ruleset, sanction)


def sanction_article(ruleset: Ruleset, sanction: Sanction) -> str:
    """The article a sanction applies: its own when recorded, else the ruleset's for that kind."""
    if sanction.article:
        return sanction.article
    infraction = ruleset.warnings.infraction(sanction.note) if sanction.note else None
    if sanction.type == "warning" and infraction is not None:
        return infraction.article
    if sanction.type == "warning":
        return ruleset.warnings.article
    if sanction.type == "late":
        return ruleset.late.article
    if sanction.type == "left_during_round":  # scored as a lateness over the limit (TOURNAMENT-FILE.md)
        return ruleset.late.article
    if sanction.type == "unmonitored_difference":
        return ruleset.unmonitored.article
    award = AWARD_OF.get(sanction.type, sanction.type)
    if sanction.type == "withdrawal" and sanction.quarrel:
        award = "quarrel_guilty"
    found = ruleset.sanctions.get(award)
    return found.article if found else ""


def _table_of(book: Book, s: Sanction) -> int | None:
    """The table the sanction names, else the one its entry sat at in its round (an absence or a withdrawal
    names the entry only: the referee still reads the table on the sheet)."""
    if s.table is not None or s.entry is None or s.round is None:
        return s.table
    rnd = book.tournament.round(s.round)
    seated = rnd.table_of(s.entry) if rnd is not None else None
    return seated.number if seated is not None else None


def sanction_lines(book: Book) -> list[tuple[str, str, str, str, str, str]]:
    """(round, table, who, measure, detail, article) of every sanction, in round order; a sanction of a round
    after an interrupted tournament's last standings says it does not count (IT/REV Art. 40)."""
    ordered = sorted(
        book.tournament.sanctions, key=lambda s: (s.round or s.from_round or 0, s.table or 0, s.entry or 0)
    )
    record = book.tournament.setup.record_round()
    lines = []
    for s in ordered:
        detail = describe(book, s)
        if record is not None and (s.round or s.from_round or 0) > record:
            detail = "; ".join(filter(None, [detail, f"non conta: classifica del turno {record}"]))
        lines.append(
            (
                str(s.round or s.from_round or ""),
                str(_table_of(book, s) or ""),
                f"{s.entry} {book.entry_name(s.entry)}" if s.entry is not None else "tutto il tavolo",
                SANCTION_NAMES.get(s.type, s.type),
                detail,
                article_of(book, s),
            )
        )
    return lines
