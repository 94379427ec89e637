"""Every PDF kind, read back as text: names with accents, the figures worked out in conftest, the VP table,
page counts, and the header and footer on every page."""

from __future__ import annotations

import dataclasses
import io
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from pypdf import PdfReader

from fibur_director.domain.errors import FiburError
from fibur_director.games.burraco.ruleset import get_ruleset
from fibur_director.games.burraco.simulation import simulate
from fibur_director.reports.burraco import listings
from fibur_director.reports.burraco.book import Book
from fibur_director.reports.burraco.score_sheets import score_sheets, vp_rows
from fibur_director.reports.burraco.seating import seating
from tests.reports.conftest import hand_made


def pages(build: object, *args: object, **kwargs: object) -> tuple[int, list[str]]:
    buffer = io.BytesIO()
    count = build(*args, buffer, **kwargs)  # type: ignore[operator]
    reader = PdfReader(io.BytesIO(buffer.getvalue()))
    texts = [page.extract_text() for page in reader.pages]
    assert count == len(texts)
    return count, texts


def squeeze(text: str) -> str:
    return re.sub(r"\s+", " ", text)


def test_score_sheets_one_page_per_table_with_the_vp_table(book: Book) -> None:
    count, texts = pages(score_sheets, book, 1)
    assert count == 2
    first, second = (squeeze(t) for t in texts)
    assert "Score – turno 1 – tavolo 1" in first and "Score – turno 1 – tavolo 2" in second
    assert "Coppia 1" in first and "Šimić Ana – Kowalski Łukasz" in first
    assert "Coppia 2" in first and "Rossi Niccolò – Bianchi Maria" in first
    assert "Linea N-S (fissa)" in first and "Linea E-O (mobile)" in first  # round 1 is a Mitchell
    for word in ("Base", "Punti", "Totale", "Differenza (M.P.)", "V.P.", "Firma N-S", "Firma E-O"):
        assert word in first
    # The ruleset's 4-deal table, every row (IT Art. 18), as printed in DIGEST §3.
    assert "Tabella dei Victory Points – 4 smazzate (IT Art. 18)" in first
    assert vp_rows(get_ruleset("burraco-italiano").vp_table(4))[:3] == [
        ("0 – 100", "10-10"),
        ("105 – 300", "11-9"),
        ("305 – 500", "12-8"),
    ]
    for span, vp in vp_rows(get_ruleset("burraco-italiano").vp_table(4)):
        assert span in first and vp in first
    assert "oltre 2000 20-0" in first
    assert "Torneo di Santa Lucia" in first and "13/12/2026" in first
    assert "pagina 1 di 2" in first and "pagina 2 di 2" in second


def test_score_sheets_for_teams_and_giallo() -> None:
    teams = simulate(entries=4, rounds=1, plan="danish:1", seed=2, kind="teams")
    book = Book(teams, get_ruleset(teams.setup.ruleset))
    count, texts = pages(score_sheets, book, 1)
    assert count == 4  # two matches, two rooms each
    joined = squeeze(" ".join(texts))
    assert "incontro 1, sala aperta" in joined and "incontro 1, sala chiusa" in joined
    assert "incontri a squadre" in joined and "oltre 2500 20-0" in joined  # the team table (IT Art. 18)
    table = teams.rounds[0].tables[0]
    for player in table.ns_players + table.ew_players:  # the declared pairs of each room
        assert book.player_name(player) in squeeze(texts[0])
    # Who declares the rooms first (IT Art. 3): round 1 before the captains' draw is recorded, then after.
    assert "la squadra il cui capitano scopre la carta più bassa (Art. 3)" in squeeze(texts[0])
    import dataclasses

    drawn = dataclasses.replace(table, declares_first=table.ew[0])
    first = dataclasses.replace(teams.rounds[0], tables=(drawn, *teams.rounds[0].tables[1:]))
    book = Book(dataclasses.replace(teams, rounds=(first,)), get_ruleset(teams.setup.ruleset))
    _, texts = pages(score_sheets, book, 1)
    team = table.ew[0]
    assert (
        f"Dichiara per prima le sale: Squadra {team} – {book.entry_name(team)} (sorteggio dei capitani, Art. 3)"
        in squeeze(texts[0])
    )

    giallo = simulate(entries=8, rounds=1, plan="giallo:1", seed=2, kind="giallo")
    book = Book(giallo, get_ruleset(giallo.setup.ruleset))
    count, texts = pages(score_sheets, book, 1)
    assert count == 2
    first = giallo.rounds[0].tables[0]
    page = squeeze(texts[0])
    north, south = first.ns
    assert f"Nord: {north} – {book.side((north,))}" in page and f"Sud: {south}" in page
    assert "Est:" in page and "Ovest:" in page


def test_seating_by_table_entry_and_player(book: Book) -> None:
    _, texts = pages(seating, book, 2)
    joined = squeeze(" ".join(texts))
    assert "Posizioni al tavolo – turno 2" in joined
    assert "Riposano: 1 Šimić Ana – Kowalski Łukasz" in joined
    # Alphabetical by player, accents folded: Bianchi, Blu, Kowalski, Marrone, Neri, Rossi, Šimić, Verdi.
    names = (
        "Bianchi Maria",
        "Blu Carlo",
        "Kowalski Łukasz",
        "Marrone Elena",
        "Neri Paolo",
        "Rossi Niccolò",
        "Šimić Ana",
        "Verdi Giulia",
    )
    tail = joined[joined.index("Per giocatore") :]
    where = [tail.index(name) for name in names]
    assert where == sorted(where)
    assert "Rossi Niccolò 2 tavolo 1 N-S" in tail and "Verdi Giulia 3 tavolo 1 E-O" in tail
    assert "Šimić Ana 1 riposo" in tail
    with pytest.raises(FiburError, match=r"round 7 is not in the tournament \(rounds: 1, 2\)"):
        seating(book, 7, io.BytesIO())


def test_a_merit_rounds_seating_says_each_tables_group() -> None:
    """Tables are numbered across the merit groups (IT Art. 2): the list says which group each table and each
    pair plays in, so a pair reads its group's standings; a round without groups prints no group column."""
    grouped = simulate(entries=16, rounds=3, plan="mitchell:2,groups:8,danish:1", seed=5)
    book = Book(grouped, get_ruleset(grouped.setup.ruleset))
    merit = book.round(3)
    assert {t.group for t in merit.tables} == {"A", "B"}
    _, texts = pages(seating, book, 3)
    joined = squeeze(" ".join(texts))
    assert "Tavolo Girone N-S E-O" in joined
    for table in merit.tables:
        ns = book.line_label(table.ns, table.ns_players)
        assert f"{table.number} {table.group} {ns}" in joined
    tail = joined[joined.index("Per giocatore") :]
    for player, entry in book.holder.items():
        (seat,) = book.seats(merit)[entry]
        assert seat.group is not None and seat.seat is None  # pairs: a line, no compass seat
        assert (
            f"{book.player_name(player)} {entry} tavolo {seat.table} {seat.line}, girone {seat.group}" in tail
        )
    _, first = pages(seating, book, 1)
    assert "Girone" not in " ".join(first) and "girone" not in " ".join(first)


def test_standings_with_the_hand_computed_figures(book: Book) -> None:
    count, texts = pages(listings.standings_pdf, book, kind="final")
    text = squeeze(texts[0])
    assert count == 1 and "Classifica finale dopo il turno 2" in text
    rows = [
        "1 4 =Gialli - Blu =Gialli Franca – Blu Carlo +Circolo Dora / @Circolo Dora 29 1900",
        "2 1 Šimić - Kowalski Šimić Ana – Kowalski Łukasz Circolo Aurora 24 655",
        "3 3 Verdi - Neri Verdi Giulia – Neri Paolo Circolo Centro 22 700 −1 2",
        "4 2 Rossi - Bianchi Rossi Niccolò – Bianchi Maria Circolo Borgo 15 -1050",
        "5 5 Marrone - Viola Marrone Elena – Viola Dario Circolo Elba 13 -1595",
    ]
    positions = [text.index(row) for row in rows]
    assert positions == sorted(positions)
    _, after_one = pages(listings.standings_pdf, book, up_to_round=1)
    assert "Classifica provvisoria dopo il turno 1" in squeeze(after_one[0])


def test_long_standings_repeat_the_header_on_every_page() -> None:
    big = simulate(entries=120, rounds=2, plan="mitchell:2", seed=4)
    book = Book(big, get_ruleset(big.setup.ruleset))
    count, texts = pages(listings.standings_pdf, book)
    assert count >= 3
    for number, page in enumerate(texts, start=1):
        assert "Pos. N. Coppia Giocatori Circolo V.P. M.P." in squeeze(page)
        assert f"pagina {number} di {count}" in page and "Torneo simulato" in page


def test_round_results_and_sanctions(book: Book) -> None:
    _, texts = pages(listings.results_pdf, book)
    text = squeeze(" ".join(texts))
    assert "1 1 – Šimić Ana – Kowalski Łukasz 2 – Rossi Niccolò – Bianchi Maria 1000 650 350 12-8" in text
    assert "2 3 – Verdi Giulia – Neri Paolo 4 – =Gialli Franca – Blu Carlo 900 900 0 10-10" in text
    assert "1 2 – Rossi Niccolò – Bianchi Maria 3 – Verdi Giulia – Neri Paolo 500 1200 -700 7-13" in text
    # The late pair's opponents got 200 points (IT Art. 39), so the MP is 2700-800 = 1900 beside the sheet's own points.
    assert "2700 600 1900 19-1 ritardo" in text
    assert "Riposo 5 Marrone Elena – Viola Dario (12 V.P.)" in text
    _, one = pages(listings.results_pdf, book, round_number=2)
    assert "Turno 1" not in squeeze(one[0]) and "Turno 2" in squeeze(one[0])

    _, texts = pages(listings.sanctions_pdf, book)
    text = squeeze(" ".join(texts))
    assert (
        # The table is the one the entry sat at when the sanction names none (issue 35's attack).
        "1 2 3 Verdi - Neri Ammonizione Seduti al tavolo sbagliato (il risultato resta valido) IT Art. 2"
        in text
    )
    assert "Gioco lento dopo l'invito dell'arbitro IT Art. 37" in text
    assert "2 2 4 =Gialli - Blu Ritardo 7 minuti IT Art. 39" in text
    assert "3 Verdi - Neri 2 1" in text  # two warnings, one VP off


@pytest.mark.skipif(
    shutil.which("pdftoppm") is None, reason="pdftoppm (poppler-utils) is installed by make test as root"
)
def test_pages_render(book: Book, tmp_path: Path) -> None:
    out = tmp_path / "sheets.pdf"
    score_sheets(book, 1, out)
    subprocess.run(
        ["pdftoppm", "-png", "-r", "30", "-f", "1", "-l", "1", str(out), str(tmp_path / "p")], check=True
    )
    (png,) = tmp_path.glob("p*.png")
    assert png.stat().st_size > 2_000


def test_final_standings_list_the_winners_and_the_chain(book: Book) -> None:
    # The ruleset's default: three prizes (FED85 Art. 9 by analogy); the order of conftest's figures.
    _, texts = pages(listings.standings_pdf, book, kind="final")
    text = squeeze(" ".join(texts))
    assert "Ordine della classifica: P.V., poi M.P." in text
    winners = text[text.index("Premiati") :]
    assert [winners.index(f" {n} ") for n in ("1 4", "2 1", "3 3")] == sorted(
        winners.index(f" {n} ") for n in ("1 4", "2 1", "3 3")
    )
    assert "Marrone" not in winners and "Rossi Niccolò" not in winners
    # One prize, head-to-head first: the setup's choices are printed.
    import dataclasses

    chosen = hand_made()
    chosen = dataclasses.replace(
        chosen, setup=dataclasses.replace(chosen.setup, prizes=1, tie_break=("head_to_head", "mp"))
    )
    _, texts = pages(listings.standings_pdf, Book(chosen, get_ruleset("burraco-italiano")), kind="final")
    text = squeeze(" ".join(texts))
    assert "Ordine della classifica: P.V., poi scontro diretto, poi M.P." in text
    winners = text[text.index("Premiati") :]
    assert "Gialli" in winners and "Šimić" not in winners


def test_interrupted_before_half_awards_no_prize() -> None:
    import dataclasses

    # Interrupted after round 1 of 2: not past half (IT Art. 40), no prizes.
    early = hand_made()
    early = dataclasses.replace(early, setup=dataclasses.replace(early.setup, interrupted_after=1))
    _, texts = pages(listings.standings_pdf, Book(early, get_ruleset("burraco-italiano")), kind="final")
    text = squeeze(" ".join(texts))
    assert "Torneo interrotto dopo il turno 1 di 2 (IT Art. 40)" in text
    assert "Nessun premio" in text


def test_sanctions_of_an_interrupted_tournament_agree_with_the_count() -> None:
    """Interrupted after round 1 (IT Art. 40): Verdi - Neri's slow play in round 2 is listed, marked as not
    counting, and the summary counts one warning (no VP off: one per two), not two."""
    hand = hand_made()
    setup = dataclasses.replace(hand.setup, interrupted_after=1)
    book = Book(dataclasses.replace(hand, setup=setup), get_ruleset("burraco-italiano"))
    _, texts = pages(listings.sanctions_pdf, book)
    text = squeeze(" ".join(texts))
    assert "Gioco lento dopo l'invito dell'arbitro; non conta: classifica del turno 1 IT Art. 37" in text
    assert "Ritardo 7 minuti; non conta: classifica del turno 1" in text
    assert "Ammonizione); Poteri dell'arbitro d)), fino al turno 1 (IT Art. 40)" in text
    assert "3 Verdi - Neri 1 0" in text
