"""Regenerate docs/screenshots/report-*.png: the first page of every PDF kind, rendered with pdftoppm.

.venv/bin/python docs/screenshots/reports.py     (also run by `make screenshots`)
"""

from __future__ import annotations

import dataclasses
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from fibur_director.domain.tournament import Sanction
from fibur_director.games.burraco.ruleset import get_ruleset
from fibur_director.games.burraco.simulation import simulate
from fibur_director.games.tarot.ruleset import get_tarot_ruleset
from fibur_director.games.tarot.simulation import simulate_tarot
from fibur_director.reports.burraco import listings
from fibur_director.reports.burraco.book import Book
from fibur_director.reports.burraco.score_sheets import score_sheets
from fibur_director.reports.burraco.seating import seating, seating_poster
from fibur_director.reports.tarot.book import TarotBook
from fibur_director.reports.tarot.sheets import standings_pdf, summaries, turn_sheets

HERE = Path(__file__).resolve().parent


def demo() -> Book:
    played = simulate(entries=15, rounds=4, plan="mitchell:3,danish:1", seed=11)
    sanctions = (
        Sanction("warning", entry=3, round=1, article="IT Art. 2", note="wrong_table"),
        Sanction("warning", entry=3, round=3, article="IT Art. 37", note="slow_play"),
        Sanction("late", entry=6, round=2, minutes=7),
        Sanction("warning", entry=9, round=4, article="IT Art. 4", note="shuffling"),
    )
    tournament = dataclasses.replace(
        played, sanctions=sanctions, setup=dataclasses.replace(played.setup, referee="Carla Neri")
    )
    return Book(tournament, get_ruleset(tournament.setup.ruleset))


def with_codes(book: Book) -> Book:
    """Round 2's sheets as the desk prints them with the tables entering their own sheets, published on the
    room's network (issue 38): each table's two codes with the QR codes of the room's address."""
    coded = Book(book.tournament, book.ruleset)
    coded.live_address = "http://192.168.1.20:8765/"
    letters = "ABCDEFGHJKMNPRSTUVWXYZ"
    rnd = coded.round(2)
    coded.table_codes = {
        (2, t.number): (
            "".join(letters[(7 * t.number + k) % 22] for k in range(6)),
            "".join(letters[(11 * t.number + 3 * k) % 22] for k in range(6)),
        )
        for t in rnd.tables
    }
    return coded


def main() -> int:
    if sys.argv[1:2] == ["--score-sheet-with-codes"]:  # for docs/screenshots/evening.py's crop
        score_sheets(with_codes(demo()), 2, Path(sys.argv[2]))
        return 0
    if shutil.which("pdftoppm") is None:
        print("pdftoppm (poppler-utils) is needed", file=sys.stderr)
        return 1
    book = demo()
    tarot = TarotBook(simulate_tarot(entries=8, seed=5), get_tarot_ruleset())
    first = tarot.round(1)
    # Round I as the desk prints it before play: the seats by the draw, no deal yet.
    unplayed = dataclasses.replace(
        first, tables=tuple(dataclasses.replace(t, deals=()) for t in first.tables)
    )
    blank = TarotBook(dataclasses.replace(tarot.tournament, rounds=(unplayed,)), get_tarot_ruleset())
    kinds: dict[str, Callable[[Path], object]] = {
        "score-sheet": lambda out: score_sheets(book, 2, out),
        "score-sheet-codici": lambda out: score_sheets(with_codes(book), 2, out),
        "seating": lambda out: seating(book, 4, out),
        "seating-poster": lambda out: seating_poster(book, 4, out),
        "standings": lambda out: listings.standings_pdf(book, out, kind="final"),
        "results": lambda out: listings.results_pdf(book, out, round_number=4),
        "sanctions": lambda out: listings.sanctions_pdf(book, out),
        "tarot-scheda-di-turno": lambda out: turn_sheets(tarot, 2, out),
        "tarot-scheda-di-turno-vuota": lambda out: turn_sheets(blank, 1, out),
        "tarot-schema-riassuntivo": lambda out: summaries(tarot, out),
        "tarot-classifica": lambda out: standings_pdf(tarot, out, kind="final"),
    }
    with tempfile.TemporaryDirectory() as scratch:
        for name, build in kinds.items():
            pdf = Path(scratch) / f"{name}.pdf"
            build(pdf)
            target = HERE / f"report-{name}"
            subprocess.run(
                ["pdftoppm", "-png", "-r", "70", "-f", "1", "-l", "1", "-singlefile", str(pdf), str(target)],
                check=True,
            )
            print(f"{target}.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
