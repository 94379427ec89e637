"""The Sicilian Tarot forms read back: the Scheda di Turno pre-filled and, on a reprint, filled with the deals
entered; the Schema Riassuntivo; the standings with the TAROT §7 coefficients and the criterion that broke each
tie; the workbook; the CLI. Figures come from tests/reports/tarot_fixture.py, worked out by hand there."""

from __future__ import annotations

import dataclasses
import io
import re
from pathlib import Path

import openpyxl
import pytest
from pypdf import PdfReader

from fibur_director.domain.errors import FiburError
from fibur_director.domain.tournament import PlayedTable, Round
from fibur_director.domain.tournament_file import dumps
from fibur_director.games.tarot import scoring as tarot
from fibur_director.games.tarot.ruleset import get_tarot_ruleset
from fibur_director.games.tarot.simulation import simulate_tarot
from fibur_director.reports.books import open_book
from fibur_director.reports.burraco.book import Book
from fibur_director.reports.tarot import sheets as tarot_sheets
from fibur_director.reports.tarot import workbook as tarot_workbook
from fibur_director.reports.tarot.book import TarotBook, roman, table_letter
from tests.pdf_text import page_texts
from tests.reports.conftest import hand_made
from tests.reports.tarot_fixture import tarot_tournament
from tests.support.cli import run


@pytest.fixture
def book() -> TarotBook:
    return TarotBook(tarot_tournament(), get_tarot_ruleset())


def pdf_pages(build: object, *args: object, **kwargs: object) -> list[str]:
    buffer = io.BytesIO()
    count = build(*args, buffer, **kwargs)  # type: ignore[operator]
    texts = [page.extract_text() for page in PdfReader(io.BytesIO(buffer.getvalue())).pages]
    assert count == len(texts)
    return texts


def squeeze(text: str) -> str:
    return re.sub(r"\s+", " ", text)


def figures(page: str, label: str, suffix: str) -> list[str]:
    """The values of one kind of box, deal by deal and seat by seat N, W, S, E (the page's reading order)."""
    return re.findall(rf"{re.escape(label)}\s+([+\-]?\d+)\s+{re.escape(suffix)}", page)


def test_numbering_as_the_regulation() -> None:
    assert [roman(n) for n in (1, 2, 3, 4, 9, 14)] == ["I", "II", "III", "IV", "IX", "XIV"]
    assert [table_letter(n) for n in (1, 2, 26, 27)] == ["A", "B", "Z", "AA"]


def test_open_book_picks_the_kind() -> None:
    assert isinstance(open_book(tarot_tournament(), checked=True), TarotBook)
    assert isinstance(open_book(hand_made(), checked=True), Book)


def test_turn_sheet_reprint_holds_the_deals_entered(book: TarotBook) -> None:
    first, second = pdf_pages(tarot_sheets.turn_sheets, book, 2)
    assert "Scheda di Turno – Tavolo A (n. 1) – Turno II" in first
    assert "Scheda di Turno – Tavolo B (n. 2) – Turno II" in second
    # Round II is seated by the standings after round I: 8, 1, 4, 5 at table A, 2, 3, 6, 7 at table B.
    for seat, place in zip(("NORD", "OVEST", "SUD", "EST"), range(1, 5), strict=True):
        assert f"{seat} ({place}° CLASS.)" in first
        assert f"{seat} ({place + 4}° CLASS.)" in second
    for entry, name in ((8, "=Ferrara Rosalia"), (1, "Šimić Ana"), (4, "Franchina Nicolò")):
        assert f"GIOC. {entry} – {name}" in first
    assert "GIOC. 6 – <b>Trunfi</b>" in second  # user text printed as written, never as markup
    # Table A: S5 +3 doubled from each of three; a failed CV; an SF losing by 1 to a realised Rivanto; a CF
    # with North, who exposed a Figura (-2).
    assert figures(first, "JOCHI +/−", "PARZ.") == ["+18", "-6", "-6", "-6", "+2", "-2", "+2", "-2", "+1", "+1", "-3", "+1", "+2", "-2", "-2", "+2"]  # fmt: skip
    assert re.findall(r"PEN \+/−\s+([+\-]?\d+)", first) == ["0"] * 12 + ["-2", "0", "0", "0"]
    assert figures(first, "JOCHI +/−", "TOT.") == ["+18", "-6", "-6", "-6", "+20", "-8", "-4", "-8", "+21", "-7", "-7", "-7", "+21", "-9", "-9", "-5"]  # fmt: skip
    assert re.findall(r"TOT\.\s+(\d+)\s", first) == ["4", "1", "1", "1", "3", "1", "3", "1", "3", "3", "2", "3", "3", "1", "1", "3"]  # fmt: skip
    # The calls: a cross where it succeeded (S5 deal 1, CF deal 4), a dot where it did not; the partner named.
    assert "S5 X" in first and "CV ●" in first and "SF ●" in first and "CF X" in first
    assert first.count("CHIAMATA – compagno") == 2  # East called by West in deal 2, North by East in deal 4
    assert "●SCM" in first and "●RIV" in first
    assert "Smazzata 4: Nord (8 =Ferrara Rosalia) – carta esposta o comunicazione vietata" in squeeze(first)
    # Table B, typed as differences: deal 1 annulled for a wrong card count by South.
    assert "(annullata)" in second
    assert figures(second, "JOCHI +/−", "TOT.") == ["+2", "+2", "-6", "+2", "+5", "-1", "-3", "-1", "+4", "-6", "-4", "+6", "+5", "-7", "-5", "+7"]  # fmt: skip
    assert "rinnegamento (dichiarato da sé: dimezzato)" in squeeze(second)
    assert "la sola differenza" in squeeze(second)
    assert "NOTE COMPILAZIONE" in first and "NOTE COMPILAZIONE" in second


def test_turn_sheet_running_totals_match_the_domain(book: TarotBook) -> None:
    for rnd in book.rounds():
        pages = pdf_pages(tarot_sheets.turn_sheets, book, rnd.number)
        for page, table in zip(pages, sorted(rnd.tables, key=lambda t: t.number), strict=True):
            sums = [0, 0, 0, 0]
            expected = []
            for deal in sorted(table.deals, key=lambda d: d.number):
                score = tarot.score_deal(deal, book.ruleset)
                sums = [sums[s] + score.total(s) for s in range(4)]
                expected += [f"{v:+d}" if v else "0" for v in sums]
            assert figures(page, "JOCHI +/−", "TOT.") == expected


def test_blank_turn_sheet_for_round_one(book: TarotBook) -> None:
    blank = TarotBook(tarot_tournament(rounds=1, deals=False), get_tarot_ruleset())
    first, second = pdf_pages(tarot_sheets.turn_sheets, blank, 1)
    # Round I seated by the trumps drawn: entry 8 drew 18, the highest, North at table A (TAROT §2).
    assert "NORD (trionfo 18)" in first and "EST (trionfo 15)" in first and "EST (trionfo 11)" in second
    assert "GIOC. 8 – =Ferrara Rosalia" in first and "sorteggio dei trionfi" in first
    assert (
        len(re.findall(r"^ ?CHIAMATA$", first, re.M)) == 16
        and len(re.findall(r"^JUCATE$", first, re.M)) == 16
    )
    assert not re.search(r"[+\-]\d", first)  # nothing to fill in yet
    only_b = pdf_pages(tarot_sheets.turn_sheets, blank, 1, table_number=2)
    assert len(only_b) == 1 and "Tavolo B (n. 2)" in only_b[0]


def test_turn_sheet_of_a_round_not_played(book: TarotBook) -> None:
    with pytest.raises(FiburError, match="round 4 is not in the tournament"):
        tarot_sheets.turn_sheets(book, 4, io.BytesIO())


def test_summary_rows_and_totals_match_the_domain(book: TarotBook) -> None:
    pages = pdf_pages(tarot_sheets.summaries, book)
    whole = squeeze(" ".join(pages))
    matrix = tarot.head_to_head(book.player_deals())
    lines = {line.entry: line for line in book.standings()}
    for entry in range(1, 9):
        line = lines[entry]
        assert f"Giocatore {entry}: {book.name(entry)}" in whole
        assert f"Jochi {line.jochi:+d} · posizione {line.rank}ª" in whole
        rows = book.player_deals()[entry]
        versus = " ".join(
            str(matrix[entry, o]) if (entry, o) in matrix else "" for o in range(1, 9) if o != entry
        )
        penalties = sum(r.penalty for r in rows)
        calls = [sum(book.ruleset.call_coefficients[c] for r in rows if r.call == c and r.succeeded) for c in tarot.CALLS]  # fmt: skip
        riv, scm = sum(r.rivanto for r in rows), sum(r.scommessa for r in rows)
        totals = f"Totale {' '.join(map(str, calls))} {riv} {scm} {line.pigliate} {versus} {penalties or ''} {line.jochi}"
        assert squeeze(totals) in whole
        assert f"Coefficienti {line.calls} {line.commitments} {line.pigliate}" in whole
    # Player 1 by hand: round I at table B as East: +2 for South's wrong card count, +1 for West's revoke
    # owned up (penalties 3); a solista volontario realised (coefficient 4) and a caller forzato in round III.
    one = squeeze(pages[0])
    assert "Totale 0 4 0 0 1 3 0 11 2 3 -2 -2 1 -18 3 -7" in one


def test_summary_of_one_player_and_a_large_field() -> None:
    big = TarotBook(simulate_tarot(entries=12, seed=3), get_tarot_ruleset())
    (page,) = pdf_pages(tarot_sheets.summaries, big, entries=[1])
    assert "Giocatore 1:" in page and "Giocatore 2:" not in page
    met = {o for row in big.player_deals()[1] for o in row.versus}
    assert f"il confronto mostra solo i {len(met)} incontrati" in squeeze(page)
    with pytest.raises(FiburError, match="player 40 is not registered"):
        tarot_sheets.summaries(big, io.BytesIO(), entries=[40])


def test_standings_name_the_criterion_and_the_chain(book: TarotBook) -> None:
    (final,) = pdf_pages(tarot_sheets.standings_pdf, book, kind="final")
    text = squeeze(final)
    assert "Classifica finale dopo il turno III" in text
    # Šimić and Cardullo both -7: head-to-head 3-0 for Šimić among the two (TAROT §7.1).
    assert "1 Šimić Ana Tarocchi Mineo -7 5 3 11 12" in text
    assert "3 Cardullo Simone Tarocchi Mineo -7 4 0 9 12 scontro diretto (-3)" in text
    assert (
        "Ordine della classifica (TAROT §7): jochi, poi scontro diretto, poi coefficiente di chiamata" in text
    )
    (after_one,) = pdf_pages(tarot_sheets.standings_pdf, book, up_to_round=1)
    text = squeeze(after_one)
    assert "Classifica provvisoria dopo il turno I" in text
    # After round I Consales and Lo Presti are both -5 and never met: the call coefficient separates them
    # (Consales called and won once). Trunfi and D'Urso, both -9, met: head-to-head 1-(-1) for Trunfi.
    assert "4 5 Consales Casimiro Tarocchi Mineo -5 1 1 3 4 5" in text
    assert "5 2 Lo Presti Nicolò Tarocchi Mineo -5 0 1 2 4 coefficiente di chiamata 6" in text
    assert "8 7 D'Urso Agata Tarocchi Mineo -9 0 2 1 4 scontro diretto (-1)" in text
    assert "si siedono i tavoli del turno II" in text


def test_workbook_cells(book: TarotBook, tmp_path: Path) -> None:
    out = tmp_path / "tarot.xlsx"
    tarot_workbook.write_xlsx(book, out)
    workbook = openpyxl.load_workbook(out)
    assert workbook.sheetnames == [
        "Torneo",
        "Classifica",
        "Scontri diretti",
        "Turno I",
        "Turno II",
        "Turno III",
        "Premiati",  # issue 37: the same prize-giving as burraco's, by the jochi
    ]
    prizes = list(workbook["Premiati"].iter_rows(values_only=True))
    assert prizes[0] == (
        "Premio",
        "Pos.",
        "N.",
        "Giocatore",
        "Perché",
    )  # the player once (issue 37's attack, F8)
    first = book.standings()[:3]
    assert [row[:3] for row in prizes[1:4]] == [
        ("Classifica", i, line.entry) for i, line in enumerate(first, 1)
    ]
    assert prizes[1][4] == f"1ª tra i premiabili: 1ª in classifica, {first[0].jochi} jochi"
    standings = list(workbook["Classifica"].iter_rows(values_only=True))
    assert standings[0][:6] == ("Pos.", "N.", "Giocatore", "Circolo", "Jochi", "Coeff. chiamata")
    for row, line in zip(standings[1:9], book.standings(), strict=True):
        assert row[:2] == (line.rank, line.entry)
        assert row[4:9] == (line.jochi, line.calls, line.commitments, line.pigliate, line.deals)
    assert standings[1][2] == "'=Ferrara Rosalia"  # a formula-looking name stays text
    assert standings[4][9] == "scontro diretto (-3)"
    assert "TAROT §7" in str(standings[-1][0])
    matrix = tarot.head_to_head(book.player_deals())
    h2h = list(workbook["Scontri diretti"].iter_rows(values_only=True))
    assert h2h[0][2:10] == tuple(str(e) for e in range(1, 9))
    for row in h2h[1:]:
        a = row[0]
        assert isinstance(a, int)
        assert row[2:10] == tuple(None if a == b else matrix.get((a, b)) for b in range(1, 9))
    assert h2h[1][9] == -18 and h2h[8][2] == 18  # Šimić paid Ferrara 18 jochi over the three rounds
    second = list(workbook["Turno II"].iter_rows(values_only=True))
    assert len(second) == 1 + 8 * 4
    assert second[1] == ("A", 1, 1, "Nord", 8, "'=Ferrara Rosalia", "S5", "riuscita", None, 2, 0, 2, 18, 0, 18, "Scommessa dichiarata")  # fmt: skip
    revoke = next(r for r in second if r[0] == "B" and r[2] == 3 and r[3] == "Ovest")
    assert revoke[12:16] == (-2, -3, -6, "differenza +2, rinnegamento (dichiarato da sé)")


def test_cli_prints_and_exports_a_tarot_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    day = tmp_path / "tarot.json"
    day.write_text(dumps(tarot_tournament()), encoding="utf-8")
    for what, extra, pages, words in (
        ("score-sheets", ["--round", "3"], 2, "Scheda di Turno – Tavolo A (n. 1) – Turno III"),
        (
            "score-sheets",
            ["--round", "3", "--table", "2"],
            1,
            "Scheda di Turno – Tavolo B (n. 2) – Turno III",
        ),
        ("summary", ["--entry", "3"], 1, "Giocatore 3: Cardullo Simone"),
        ("standings", ["--final"], 1, "Classifica finale dopo il turno III"),
    ):
        out = tmp_path / f"{what}.pdf"
        code, printed, _ = run(capsys, "print", what, str(day), *extra, "--out", str(out))
        assert code == 0 and printed.strip() == f"{out}: {pages} page(s)"
        assert words in PdfReader(out).pages[0].extract_text()
    code, printed, _ = run(capsys, "export", str(day), "--xlsx", str(tmp_path / "t.xlsx"), "--csv", str(tmp_path / "csv"))  # fmt: skip
    assert code == 0 and "t.xlsx: 7 sheets" in printed and "7 csv files" in printed
    assert (tmp_path / "csv" / "scontri-diretti.csv").read_bytes().startswith(b"\xef\xbb\xbfN.;Giocatore;1;2")


def test_cli_refuses_burraco_pages_for_tarot(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    day = tmp_path / "tarot.json"
    day.write_text(dumps(tarot_tournament()), encoding="utf-8")
    out = tmp_path / "x.pdf"
    code, _, error = run(capsys, "print", "seating", str(day), "--round", "1", "--out", str(out))
    assert code == 2 and "print seating is for burraco tournaments" in error and not out.exists()
    code, _, error = run(capsys, "export", str(day), "--federation", str(tmp_path / "f.csv"))
    assert code == 2 and "federation" in error and not (tmp_path / "f.csv").exists()
    burraco = tmp_path / "burraco.json"
    burraco.write_text(dumps(hand_made()), encoding="utf-8")
    code, _, error = run(capsys, "print", "summary", str(burraco), "--out", str(out))
    assert code == 2 and not out.exists()
    assert (
        "print summary is for tarocchi siciliani tournaments; a burraco tournament prints score-sheets"
        in error
    )


def test_summary_reproduces_the_seed_example_by_the_text() -> None:
    """TAROT note 1's worked Schema Riassuntivo for Giocatore 1 (players 1-4 at table A): a solista di 5 won
    by 1 (2 from each), a chiamata volontaria with player 3 lost by 1, called by player 4 and won by 3 with a
    Rivanto realised and a pigliata, called by player 2 and lost by 2. The per-opponent figures and the total
    are the example's (4, 3, −1; 6 jochi); the call coefficient follows §7.2's text (successful calls only:
    5, not the example's 7), as docs/rulesets.md records."""
    ruleset = get_tarot_ruleset()
    table_a = (
        tarot.Deal(1, 0, "S5", difference=1),
        tarot.Deal(2, 0, "CV", partner=2, difference=-1),
        tarot.Deal(3, 3, "CV", partner=0, rivanto=0, difference=3, pigliate=(1, 0), rivanto_realised=True),
        tarot.Deal(4, 1, "CV", partner=0, difference=-2),
    )
    base = tarot_tournament(rounds=0)
    tables = (PlayedTable(1, (1, 2, 3, 4), (), deals=table_a), PlayedTable(2, (5, 6, 7, 8), ()))
    example = dataclasses.replace(base, rounds=(Round(1, "tarot", tables),))
    tarot.check(example, ruleset)
    (page, *_) = pdf_pages(tarot_sheets.summaries, TarotBook(example, ruleset), entries=[1])
    text = squeeze(page)
    assert "I A 1 X 0 0 0 2 2 2 6" in text
    assert "I A 2 ● 0 0 0 -1 0 -1 -1" in text
    assert "I A 3 2 0 1 3 3 0 3" in text
    assert "I A 4 0 0 0 0 -2 -2 -2" in text
    assert "Totale 5 0 0 0 0 2 0 1 4 3 -1 6" in text
    assert "Coefficienti 5 2 1" in text


def test_cli_prints_a_tarot_tournament_of_a_database(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    day = tmp_path / "tarot.json"
    day.write_text(dumps(tarot_tournament()), encoding="utf-8")
    database = str(tmp_path / "desk.sqlite3")
    code, printed, _ = run(capsys, "tournament", "import", str(day), "--database", database)
    assert code == 0 and printed.strip() == "imported as tournament 1"
    source = ["--tournament", "1", "--database", database]
    out = tmp_path / "sheets.pdf"
    code, printed, _ = run(capsys, "print", "score-sheets", *source, "--round", "2", "--out", str(out))
    assert code == 0 and printed.strip() == f"{out}: 2 page(s)"
    from_file = tmp_path / "from-file.pdf"
    run(capsys, "print", "score-sheets", str(day), "--round", "2", "--out", str(from_file))
    assert page_texts(out) == page_texts(from_file) and all(page_texts(out))
    code, printed, _ = run(capsys, "export", *source, "--xlsx", str(tmp_path / "db.xlsx"))
    assert code == 0 and "7 sheets" in printed
    for wrong in ([str(day), *source], []):
        code, _, error = run(capsys, "print", "standings", *wrong, "--out", str(tmp_path / "x.pdf"))
        assert code == 2 and "give a tournament file or --tournament ID" in error
    assert not (tmp_path / "x.pdf").exists()


def test_an_interrupted_tournament_sums_only_the_rounds_shown(tmp_path: Path) -> None:
    """IT/REV Art. 40 for Tarot: interrupted after round I, rounds II and III entered. Every sum of deals (the
    Schema Riassuntivo, the head-to-head, the workbook) counts round I alone, as the standings do. In round I
    Šimić (1) sits at table B and Ferrara (8) North at table A (the trumps), so they have not met."""
    whole = tarot_tournament()
    setup = dataclasses.replace(whole.setup, interrupted_after=1)
    book = TarotBook(dataclasses.replace(whole, setup=setup), get_tarot_ruleset())
    deals = book.player_deals()
    assert {entry: {(row.round, len(rows)) for row in rows} for entry, rows in deals.items()} == {
        entry: {(1, 4)} for entry in range(1, 9)
    }
    assert book.player_deals(3) == deals
    assert (1, 8) not in tarot.head_to_head(deals)
    out = tmp_path / "interrupted.xlsx"
    tarot_workbook.write_xlsx(book, out)
    h2h = list(openpyxl.load_workbook(out)["Scontri diretti"].iter_rows(values_only=True))
    assert h2h[1][9] is None and h2h[8][2] is None  # 18 jochi over three rounds uninterrupted
    third = list(openpyxl.load_workbook(out)["Turno III"].iter_rows(values_only=True))
    assert (
        len(third) == 2
        and third[1][15] == "Torneo interrotto dopo il turno I (Art. 40): questo turno non conta."
    )
    (page,) = pdf_pages(tarot_sheets.summaries, book, entries=[8])
    # Ferrara, North at table A in round I: +18 (deal 1), +2 (deal 2, the callers failed), +1 (deal 3, the
    # soloist failed), +0 (deal 4: +2 as caller's partner, -2 for the exposed Figura) = +21.
    assert "Jochi +21" in squeeze(page)


def test_rows_no_criterion_parted_are_said_tied_on_the_printed_forms_only() -> None:
    """The standings' row is projected once (``TarotBook.standing_rows``, issue 36): before any deal every player
    shares rank 1 with nothing to part them, so the printed forms (workbook and PDF) write «pari merito su tutti
    i criteri» under «Deciso da» from the second row on; the live pages' column stays empty, as it was."""
    tournament = simulate_tarot(entries=8, seed=3)
    book = TarotBook(tournament, get_tarot_ruleset(tournament.setup.ruleset))
    rows = book.standing_rows(0)
    seen = [(r.rank, r.jochi, r.decided, r.tied) for r in rows]
    assert seen == [(1, 0, "", False)] + [(1, 0, "", True)] * 7
    sheet = tarot_workbook.standings_sheet(book, 0)
    assert [line[-1] for line in sheet.rows[:8]] == [""] + ["pari merito su tutti i criteri"] * 7
    # Played to the end, the §7 chain parts every row here: no one tied, each row's criterion as the desk says.
    final = book.standing_rows()
    assert not any(r.tied for r in final) and [r.rank for r in final] == list(range(1, 9))
    assert [r.decided for r in final] == [book.decided(line) for line in book.standings()]
    assert [r.name for r in final] == [book.name(line.entry) for line in book.standings()]
