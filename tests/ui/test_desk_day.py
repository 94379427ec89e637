"""The desk on tournament day (issue 15): implausible scores questioned, the table board, the clock that
survives a restart, printing, final standings, the import mapping, the layout of a club laptop."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from fibur_director.db.database import Database
from fibur_director.services import journal
from fibur_director.services import results as res
from fibur_director.ui import context as dialogs
from fibur_director.ui import printing
from fibur_director.ui.main_window import MainWindow
from tests.support.builders import all_rows
from tests.ui.conftest import ENTER, answer, enter_table, opened, press, published, type_in


def choosing(monkeypatch: pytest.MonkeyPatch, *answers: int | None) -> list[str]:
    """Answer the desk's worded questions (``context.choose``) in turn; the questions asked are returned."""
    asked: list[str] = []
    queue = list(answers)

    def choose(_parent: object, _title: str, text: str, choices: list[str], default: int = 0) -> int | None:
        asked.append(text)
        return queue.pop(0)

    monkeypatch.setattr(dialogs, "choose", choose)
    return asked


def result_row(db: Database, table: int) -> Any:
    with db.engine.connect() as connection:
        return connection.exec_driver_sql(
            "SELECT r.ns_points, r.ew_points, r.oddity FROM results r JOIN round_tables t ON t.id = r.table_id"
            " WHERE t.number = ?",
            (table,),
        ).fetchone()


# -- (3) implausible scores are questioned ------------------------------------------------------------------


def test_an_implausible_score_is_questioned_and_nothing_is_saved_when_corrected(
    window: MainWindow, qtbot: QtBot, db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    tid = opened(window, 4)
    published(window, tid)
    page = window.score_page
    window.go(page)
    asked = choosing(monkeypatch, 2)  # "No, correggo"
    before = all_rows(db)
    enter_table(qtbot, page, 1, "80015", "900")  # 800 and 15 typed as one number: it gave 20-0
    assert len(asked) == 1
    assert "Nord-Sud 80015 è fuori da -4000 – 8000, l'intervallo plausibile su 4 smazzate" in asked[0]
    assert "la differenza 79115 supera 4010" in asked[0]
    assert all_rows(db) == before
    assert page.ns_edit.hasFocus() and page.ns_edit.selectedText() == "80015"
    assert page.feedback.text() == "Non salvato: correggere i punti."
    qtbot.keyClicks(page.ns_edit, "800")  # the number is selected: typing replaces it
    press(qtbot, page.ns_edit, Qt.Key.Key_Tab)
    qtbot.keyClicks(page.ew_edit, "900")
    press(qtbot, page.ew_edit, ENTER)
    assert len(asked) == 1  # a plausible sheet is not questioned
    assert tuple(result_row(db, 1)) == (800, 900, None)


def test_a_questioned_score_saved_unchecked_is_marked_listed_at_close_and_confirmed_later(
    window: MainWindow, qtbot: QtBot, db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    desk = window.context.desk
    tid = opened(window, 4)
    published(window, tid)
    page = window.score_page
    window.go(page)
    choosing(monkeypatch, 1)  # "Salva da verificare"
    enter_table(qtbot, page, 1, "9000", "0")
    assert tuple(result_row(db, 1)) == (9000, 0, "questioned")
    assert "Registrato da verificare" in page.feedback.text()
    row = page.model.row_of(1)
    assert page.model.rows[row][-1] == "da verificare"
    assert page.model.colours[row] == "#ffcdd2"
    enter_table(qtbot, page, 2, "1000", "900")
    assert page.missing.text() == (
        "Tutti i tavoli hanno il risultato: il turno si può chiudere. Da verificare sul foglio: 1."
    )
    # Closing lists the unchecked oddity and, told to go back, closes nothing.
    asked = choosing(monkeypatch, 1)
    window.go(window.round_page)
    before = all_rows(db)
    window.round_page.close_button.click()
    assert "un risultato insolito non ancora verificato sul foglio: tavolo 1." in asked[0]
    assert window.round_page.feedback.text() == "Turno 1 non chiuso: da verificare sul foglio: 1."
    assert all_rows(db) == before
    # Checked on the paper from the Risultati page: the mark goes, the round closes without a question.
    window.go(page)
    type_in(qtbot, page.table_edit, "1")
    press(qtbot, page.table_edit, ENTER)
    assert page.check_button.isEnabled()
    page.check_button.click()
    assert tuple(result_row(db, 1)) == (9000, 0, "confirmed")
    assert res.questioned_tables(desk, tid, 1) == []
    assert page.model.rows[page.model.row_of(1)][-1] == ""
    asked = choosing(monkeypatch)
    window.go(window.round_page)
    window.round_page.close_button.click()
    assert asked == []
    assert [r.status for r in journal.rounds(desk, tid)] == ["closed"]
    # Undo says what it undid, in words.
    assert journal.describe(desk, desk.stacks(tid)[0][-2]).italian == (  # type: ignore[union-attr]
        "Risultato del tavolo 1, turno 1 verificato sul foglio"
    )


def test_a_score_checked_on_the_sheet_at_once_is_saved_confirmed(
    window: MainWindow, qtbot: QtBot, db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    tid = opened(window, 4)
    published(window, tid)
    page = window.score_page
    window.go(page)
    choosing(monkeypatch, 0)  # "Sì, verificato sul foglio: salva"
    enter_table(qtbot, page, 1, "5000", "-800")  # a real rout: the difference 5800 is beyond 2 × 2005
    assert tuple(result_row(db, 1)) == (5000, -800, "confirmed")
    assert page.model.rows[page.model.row_of(1)][-1] == ""
    assert page.outcome.text() == "Tavolo 1: PV 20 – 0"


def test_double_entry_saves_only_two_equal_typings(
    window: MainWindow, qtbot: QtBot, db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    tid = opened(window, 4)
    published(window, tid)
    page = window.score_page
    window.go(page)
    page.double_entry.setChecked(True)
    before = all_rows(db)
    enter_table(qtbot, page, 1, "1200", "800")
    assert all_rows(db) == before and "prima digitazione presa" in page.feedback.text()
    assert page.ns_edit.hasFocus() and page.ns_edit.text() == ""
    qtbot.keyClicks(page.ns_edit, "1200")
    press(qtbot, page.ns_edit, Qt.Key.Key_Tab)
    qtbot.keyClicks(page.ew_edit, "600")
    press(qtbot, page.ew_edit, ENTER)
    assert all_rows(db) == before and "non coincidono" in page.feedback.text()
    for _ in range(2):
        qtbot.keyClicks(page.ns_edit, "1200")
        press(qtbot, page.ns_edit, Qt.Key.Key_Tab)
        qtbot.keyClicks(page.ew_edit, "800")
        press(qtbot, page.ew_edit, ENTER)
    assert tuple(result_row(db, 1)) == (1200, 800, None)
    assert page.outcome.text() == "Tavolo 1: PV 12 – 8"
    answer(monkeypatch, True)  # nothing else asked


def test_the_plausible_range_is_a_ruleset_parameter_with_a_default() -> None:
    from fibur_director.games.burraco.ruleset import get_ruleset

    italiano, revolution = get_ruleset("burraco-italiano"), get_ruleset("burraco-revolution")
    assert italiano.plausibility.points_per_deal == (-1000, 2000)  # written out in the file
    # The stated default where the section is left out.
    assert revolution.plausibility.points_per_deal == italiano.plausibility.points_per_deal
    assert revolution.plausibility.difference_factor == italiano.plausibility.difference_factor == 2
    assert italiano.questions(3000, 200, 4) == ()
    assert len(italiano.questions(80015, 900, 4)) == 2
    # Per deal count: 2 deals allow half of 4 deals.
    assert italiano.questions(3500, 0, 2) != () and italiano.questions(3500, 0, 4) == ()


def test_a_bad_plausibility_section_is_refused_naming_the_field(tmp_path: Any) -> None:
    from pathlib import Path

    from fibur_director.domain.errors import RulesetError
    from fibur_director.games.burraco.ruleset_loader import load_ruleset

    source = Path("resources/rulesets/burraco-italiano.toml").read_text(encoding="utf-8")
    broken = tmp_path / "burraco-italiano.toml"
    broken.write_text(source.replace("points_per_deal = [-1000, 2000]", "points_per_deal = [500, 2000]"))
    with pytest.raises(RulesetError) as refused:
        load_ruleset(broken)
    assert refused.value.field == "plausibility.points_per_deal"


# -- (5) the table board ------------------------------------------------------------------------------------


def test_the_table_board_shows_every_round_s_tables_and_the_count_still_missing(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from fibur_director.domain import tournament as dom
    from fibur_director.services import rounds as rnd

    desk = window.context.desk
    tid = opened(window, 8)
    published(window, tid)
    res.enter_result(desk, tid, 1, 1, 9000, 0)  # questioned, not checked
    for table in (2, 3, 4):
        res.enter_result(desk, tid, 1, table, 1000, 900)
    res.enter_result(desk, tid, 1, 2, 900, 1000, confirmed_by_opponents=True)  # corrected
    res.confirm_oddity(desk, tid, 1, 1)
    res.enter_result(
        desk, tid, 1, 1, 9500, 0, confirmed_by_opponents=True
    )  # corrected, still implausible: questioned again
    rnd.close_round(desk, tid, 1)
    published(window, tid)
    absent = rnd.view_round(desk, tid, 2).tables[2].ns[0]
    res.add_sanction(desk, tid, dom.Sanction("absent", entry=absent, round=2))
    res.enter_result(desk, tid, 2, 1, 1000, 900)
    # Two minutes late is a warning only (the ruleset's [late]): table 1 stays "entered".
    late = rnd.view_round(desk, tid, 2).tables[0].ns[0]
    res.add_sanction(desk, tid, dom.Sanction("late", entry=late, round=2, minutes=2))
    page = window.score_page
    window.go(page)
    page.lists.setCurrentWidget(page.board)
    model = page.board.model
    assert model.rounds == [1, 2] and model.tables == [1, 2, 3, 4]
    cells = {place: state for place, state in model.cells.items()}
    assert cells == {
        (1, 1): "questioned",
        (2, 1): "corrected",
        (3, 1): "entered",
        (4, 1): "entered",
        (1, 2): "entered",
        (2, 2): "missing",
        (3, 2): "sanction",
        (4, 2): "missing",
    }
    assert page.board.count.text() == "Mancano ancora 2 tavoli. Da verificare: 1 tavolo."
    index = model.index(model.tables.index(3), model.rounds.index(2))
    assert model.data(index) == "§ deciso da sanzione"
    assert model.data(index, Qt.ItemDataRole.ToolTipRole).startswith("deciso da sanzione — NS: ")
    assert "Rossi" in model.data(index, Qt.ItemDataRole.ToolTipRole)
    # A double click on round 1, table 2 opens that sheet of the earlier round for correction.
    page.board.view.doubleClicked.emit(model.index(model.tables.index(2), model.rounds.index(1)))
    assert page.number == 1 and page.table_edit.text() == "2"
    assert page.ns_edit.text() == "900" and page.ns_edit.hasFocus()
    # One more sheet: the board follows at once.
    page.round_choice.setCurrentIndex(page.round_choice.findData(2))
    page.choose_round(page.round_choice.currentIndex())
    enter_table(qtbot, page, 2, "1000", "1000")
    assert page.board.count.text() == "Manca ancora 1 tavolo (turno 2, tavolo 4). Da verificare: 1 tavolo."


# -- (11) the round clock survives a restart and has keys ---------------------------------------------------


def test_the_round_clock_is_stored_with_the_round_and_survives_a_restart(
    window: MainWindow, qtbot: QtBot, db: Database
) -> None:
    from fibur_director.services import rounds as rnd
    from fibur_director.services.actions import Desk
    from fibur_director.ui.context import DeskContext

    desk = window.context.desk
    tid = opened(window, 4)
    window.store_clock()  # no round is being played yet: nothing to store it with
    assert rnd.clock_of(desk, tid) is None
    published(window, tid)
    window.round_page.published.emit(1)
    assert window.clock.countdown.text() == "42:00"
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_F7)  # one minute less
    qtbot.keyClick(window, Qt.Key.Key_F7)
    qtbot.keyClick(window, Qt.Key.Key_F8)  # one more
    stored = rnd.clock_of(desk, tid)
    assert stored is not None and (stored.round, stored.total_seconds, stored.left_seconds) == (1, 2520, 2460)
    assert not stored.running
    # Undo is for the tournament's actions: the clock's keys left nothing to undo.
    assert window.clock.countdown.text() == "41:00"
    qtbot.keyClick(window, Qt.Key.Key_F9)  # start
    assert window.clock.countdown.running and rnd.clock_of(desk, tid).running  # type: ignore[union-attr]

    # A restart: a new window on the same file finds the clock of round 1 running where it was.
    again = MainWindow(DeskContext(Desk(db, actor="test"), "it"), str(db.path), 42)
    qtbot.addWidget(again)
    again.open_tournament(tid)
    assert again.clock.countdown.running
    assert again.clock.countdown.text() in ("41:00", "40:59")
    again.clock.toggle()  # paused on the second desk ...
    left = again.clock.countdown.left()
    again.close()
    third = MainWindow(DeskContext(Desk(db, actor="test"), "it"), str(db.path), 42)
    qtbot.addWidget(third)
    third.open_tournament(tid)
    assert not third.clock.countdown.running  # ... stays paused, at the same second
    assert abs(third.clock.countdown.left() - left) <= 1
    third.close()
    # The next round has a clock of its own, from the full round time.
    for table in (1, 2):
        res.enter_result(desk, tid, 1, table, 1000, 900)
    rnd.close_round(desk, tid, 1)
    published(window, tid)
    window.round_page.published.emit(2)
    assert window.clock.countdown.text() == "42:00" and not window.clock.countdown.running


def test_the_clock_keys_are_listed_in_the_shortcuts(window: MainWindow) -> None:
    lines = window.shortcut_lines()
    assert "F9\tOrologio: avvia o ferma" in lines
    assert "F7\tOrologio: un minuto in meno" in lines and "F8\tOrologio: un minuto in più" in lines


# -- (4) real printing --------------------------------------------------------------------------------------


def previewing(monkeypatch: pytest.MonkeyPatch, printed: bool = True) -> list[tuple[str, str, list[bytes]]]:
    """Replace the print preview: what it was asked to show is recorded, and it 'prints'."""
    shown: list[tuple[str, str, list[bytes]]] = []

    def preview(_parent: object, title: str, suggested: str, pdfs: list[bytes]) -> tuple[bool, None]:
        shown.append((title, suggested, list(pdfs)))
        return printed, None

    monkeypatch.setattr(printing, "show_preview", preview)
    return shown


def test_the_round_pack_prints_sheets_seating_and_poster_through_the_preview(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Any
) -> None:
    from pypdf import PdfReader
    from PySide6.QtPrintSupport import QPrinter

    tid = opened(window, 4)
    published(window, tid)
    page = window.round_page
    window.go(page)
    shown = previewing(monkeypatch)
    page.pack_button.click()
    title, suggested, pdfs = shown[0]
    assert title == "Pacchetto del turno 1"
    date = journal.settings_of(window.context.desk, tid).date.isoformat()
    assert suggested == f"torneo-di-natale_{date}_turno-1_pacchetto.pdf"
    assert len(pdfs) == 3  # score sheets, seating, poster
    pages = printing.page_count(pdfs)
    assert page.feedback.text() == f"Mandato in stampa: {pages} pagine."
    # What the printer receives: every page of the three PDFs, painted by the real path onto a PDF printer.
    printer = printing.a4_printer(suggested)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    assert printing.paint(printer, pdfs) == pages
    assert len(PdfReader(tmp_path / "printed.pdf").pages) == pages
    # The poster alone, in large type: the first entries and their tables.
    page.panel().poster_button.click()
    poster = PdfReader(__import__("io").BytesIO(shown[-1][2][0])).pages[0].extract_text()
    assert "Turno 1: dove si siede" in poster and "Rossi1" in poster and "Tavolo" in poster


def test_saving_remembers_the_folder_and_names_the_file_by_tournament_and_round(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Any
) -> None:
    from pypdf import PdfReader
    from PySide6.QtWidgets import QFileDialog

    tid = opened(window, 4)
    published(window, tid)
    folder = tmp_path / "stampe"
    folder.mkdir()
    offered: list[str] = []

    def save(_parent: object, _title: str, suggested: str, _pattern: str) -> tuple[str, str]:
        offered.append(suggested)
        return str(folder / Path(suggested).name), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save)

    def preview(parent: Any, title: str, suggested: str, pdfs: list[bytes]) -> tuple[bool, Any]:
        dialog = printing.PdfPreview(parent, title, suggested, pdfs)
        dialog.save_action.trigger()
        return False, dialog.saved

    monkeypatch.setattr(printing, "show_preview", preview)
    window.go(window.round_page)
    window.round_page.pack_button.click()
    date = journal.settings_of(window.context.desk, tid).date.isoformat()
    first = folder / f"torneo-di-natale_{date}_turno-1_pacchetto.pdf"
    assert window.round_page.feedback.text() == f"Scritto {first}."
    assert Path(offered[0]).parent == Path.home()  # never the program's folder
    assert len(PdfReader(first).pages) >= 4  # the three PDFs joined in one file
    assert oct(first.stat().st_mode & 0o777) == "0o644"
    # The results of the round from Risultati: offered in the folder used last.
    window.go(window.score_page)
    window.score_page.results_button.click()
    assert offered[1] == str(folder / f"torneo-di-natale_{date}_turno-1_risultati.pdf")
    assert "Risultati" in PdfReader(folder / Path(offered[1]).name).pages[0].extract_text()


def test_the_sanctions_report_prints_from_the_standings_page(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from pypdf import PdfReader

    desk = window.context.desk
    tid = opened(window, 4)
    published(window, tid)
    res.give_warning(desk, tid, 1, 1, "slow_play")
    shown = previewing(monkeypatch)
    window.go(window.standings_page)
    window.standings_page.panel().sanctions_button.click()
    assert shown[0][1].endswith("_sanzioni.pdf")
    text = PdfReader(__import__("io").BytesIO(shown[0][2][0])).pages[0].extract_text()
    assert "Ammonizione" in text or "ammonizione" in text


# -- (8) final standings are unmistakable -------------------------------------------------------------------


def test_final_standings_say_so_and_print_in_verification_with_the_time(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, db: Database
) -> None:
    import datetime as dt
    from io import BytesIO

    from pypdf import PdfReader

    from fibur_director.services import rounds as rnd

    desk = window.context.desk
    tid = opened(window, 4, planned_rounds=1, plan="mitchell:1")
    published(window, tid)
    for table in (1, 2):
        res.enter_result(desk, tid, 1, table, 1000, 900)
    rnd.close_round(desk, tid, 1)
    page = window.standings_page
    window.go(page)
    page.final_button.click()
    latest = res.latest_publication(desk, tid)
    assert latest is not None and latest.kind == "final"
    until = page.local_time(latest.until)
    assert (
        page.feedback.text()
        == f"Classifica FINALE pubblicata: in verifica fino alle {until}, poi definitiva."
    )
    assert page.state.text().startswith(
        f"Classifica FINALE pubblicata: i giocatori possono verificare fino alle {until}"
    )
    assert page.turn.isActive() and 9 * 60_000 < page.turn.remainingTime() <= 10 * 60_000 + 500
    shown = previewing(monkeypatch)
    page.print_button.click()
    text = PdfReader(BytesIO(shown[0][2][0])).pages[0].extract_text()
    assert f"Classifica finale provvisoria dopo il turno 1 – reclami fino alle {until} (IT Art. 20)" in text
    assert "Premiati" not in text and f"Premiazione sulla classifica definitiva, dopo le {until}" in text
    assert shown[0][1].endswith("_classifica-finale.pdf")
    # Eleven minutes later the banner has turned by itself (the timer calls show_state at the time).
    with db.engine.begin() as connection:
        connection.exec_driver_sql(
            "UPDATE standings_publications SET published_at = ?",
            ((dt.datetime.now(dt.UTC) - dt.timedelta(minutes=11)).replace(tzinfo=None),),
        )
    page.turn.timeout.emit()
    assert page.state.text().startswith("Classifica FINALE definitiva dalle")
    page.print_button.click()
    text = PdfReader(BytesIO(shown[1][2][0])).pages[0].extract_text()
    assert "Classifica finale definitiva dopo il turno 1" in text and "reclami" not in text
    assert "Premiati" in text


def test_a_refused_correction_is_refused_before_any_confirmation_dialog(
    window: MainWindow, qtbot: QtBot, db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    from fibur_director.services import rounds as rnd

    desk = window.context.desk
    tid = opened(window, 4)
    published(window, tid)
    for table in (1, 2):
        res.enter_result(desk, tid, 1, table, 1500, 900)
    rnd.close_round(desk, tid, 1)
    published(window, tid)
    page = window.score_page
    window.go(page)
    page.round_choice.setCurrentIndex(page.round_choice.findData(1))
    page.choose_round(page.round_choice.currentIndex())
    asked: list[str] = []
    answer(monkeypatch, True, asked)
    before = all_rows(db)
    enter_table(qtbot, page, 1, "1600", "900")  # same winner: not allowed once round 2 is published
    assert asked == []
    assert "solo se inverte il risultato del tavolo (IT Art. 20)" in page.feedback.text()
    assert all_rows(db) == before
    enter_table(qtbot, page, 1, "900", "1500")  # an inversion is allowed: now the confirmation is asked
    assert len(asked) == 1 and "Gli avversari confermano" in asked[0]


# -- (9) the player import names what it did not recognise; the federation sheet warns ----------------------


def test_unrecognised_columns_are_named_and_mapped_before_anything_is_imported(
    window: MainWindow, tmp_path: Any, db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    from fibur_director.ui import registration_page

    listing = tmp_path / "soci.csv"
    listing.write_text(
        "Cognome;Nome;N. Tessera FIBur;Società;Note\nRossi;Maria;FIB0001;Aurora;x\nVerdi;Luca;FIB0003;Roma;\n",
        encoding="utf-8",
    )
    page = window.registration_page
    window.go(page)
    offered: list[list[str]] = []

    def cancel(_parent: object, columns: list[str]) -> None:
        offered.append(columns)

    monkeypatch.setattr(registration_page, "ask_mapping", cancel)
    before = all_rows(db)
    page.check_list(listing)
    assert offered == [["N. Tessera FIBur", "Società", "Note"]]
    assert (
        page.feedback.text() == "Nulla importato: colonne non riconosciute: N. Tessera FIBur, Società, Note."
    )
    assert all_rows(db) == before
    # The dialog proposes what the words suggest; the referee keeps it (and ignores "Note").
    dialog = registration_page.ColumnMapping(page, offered[0])
    assert dialog.mapping() == {"N. Tessera FIBur": "card", "Società": "club", "Note": ""}
    monkeypatch.setattr(registration_page, "ask_mapping", lambda _p, columns: dialog.mapping())
    page.check_list(listing)
    assert page.feedback.text() == "2 giocatori importati."
    found = {(p.surname, p.card, p.club) for p in journal.find_players(window.context.desk, "")}
    assert found == {("Rossi", "FIB0001", "Aurora"), ("Verdi", "FIB0003", "Roma")}


def test_a_list_without_a_known_surname_column_can_be_mapped(
    window: MainWindow, tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from fibur_director.ui import registration_page

    listing = tmp_path / "club.csv"
    listing.write_text("Apellido;Nombre\nGarcía;Ana\n", encoding="utf-8")
    monkeypatch.setattr(
        registration_page, "ask_mapping", lambda _p, columns: {"Apellido": "surname", "Nombre": "name"}
    )
    window.go(window.registration_page)
    window.registration_page.check_list(listing)
    assert window.registration_page.feedback.text() == "1 giocatori importati."


def test_exporting_the_federation_sheet_with_missing_cards_warns(
    window: MainWindow, tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from fibur_director.services import registration as reg
    from fibur_director.services import rounds as rnd
    from tests.ui.conftest import save_to

    desk = window.context.desk
    tid = opened(window, 4)
    a = reg.add_player(desk, "Senzatessera", "Ugo")
    b = reg.add_player(desk, "Neppure", "Ida")
    reg.register_entry(desk, tid, [a, b])
    published(window, tid)
    for table in rnd.view_round(desk, tid, 1).tables:
        res.enter_result(desk, tid, 1, table.number, 1000, 900)
    rnd.close_round(desk, tid, 1)
    page = window.standings_page
    window.go(page)
    out = tmp_path / "classifica.xlsx"
    save_to(monkeypatch, out)
    asked = choosing(monkeypatch, 1)  # Annulla
    page.excel_button.click()
    assert "elenca 2 giocatori senza tessera: Senzatessera Ugo (5), Neppure Ida (5)" in asked[0]
    assert page.feedback.text() == "Non esportato: 2 giocatori senza tessera."
    assert not out.exists()
    choosing(monkeypatch, 0)  # Esporta comunque
    page.excel_button.click()
    assert out.exists()


# -- (14) no jargon in the PDFs and the workbook ------------------------------------------------------------


def test_pdfs_and_workbook_speak_the_referee_s_words(tmp_path: Any) -> None:
    import io

    import openpyxl
    from pypdf import PdfReader

    from fibur_director.games.burraco.ruleset import get_ruleset
    from fibur_director.games.burraco.simulation import simulate
    from fibur_director.reports.burraco.book import Book
    from fibur_director.reports.burraco.seating import seating
    from fibur_director.reports.burraco.workbook import write_xlsx

    played = simulate(entries=8, rounds=2, plan="mitchell:1,danish:1", seed=3)
    book = Book(played, get_ruleset(played.setup.ruleset), referee="Mario Bianchi")
    out = io.BytesIO()
    seating(book, 2, out)
    text = PdfReader(io.BytesIO(out.getvalue())).pages[0].extract_text()
    assert "danese" in text and "danish" not in text
    path = tmp_path / "torneo.xlsx"
    write_xlsx(book, path)
    about = {row[0]: row[1] for row in openpyxl.load_workbook(path)["Torneo"].iter_rows(values_only=True)}
    assert about["Turni giocati"] == "1 mitchell, 2 danese"
    assert about["Tipo"] == "a coppie" and about["Regolamento"] == "Burraco Italiano"
    assert about["Direttore di gara"] == "Mario Bianchi"
    words = " ".join(str(v) for v in about.values())
    assert not any(code in words for code in ("pairs", "burraco-italiano", "danish", "manual"))


# -- (13) a club laptop: 1024 × 700 -------------------------------------------------------------------------


def test_every_page_fits_1024_by_700_with_every_column_in_view(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QTableView

    from fibur_director.services import registration as reg

    desk = window.context.desk
    tid = opened(window, 10)
    a = reg.add_player(
        desk, "Della Valle Castiglioni", "Maria Antonietta", card="LONG1", club="Circolo Aurora"
    )
    b = reg.add_player(desk, "Bonaventura-Santangelo", "Pierfrancesco", card="LONG2", club="Circolo Aurora")
    reg.register_entry(desk, tid, [a, b])
    published(window, tid)
    choosing(monkeypatch, 1)
    res.enter_result(desk, tid, 1, 1, 80015, 900)
    window.context.changed.emit()
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: window.width() == 1024)
    assert window.minimumSizeHint().width() <= 1024 and window.minimumSizeHint().height() <= 700
    for page, title in window.pages:
        window.tabs.setCurrentWidget(page)
        QApplication.processEvents()
        assert window.width() == 1024, title
        for view in page.findChildren(QTableView):
            if not view.isVisible():
                continue
            # Every column in view: no horizontal scrolling on a club laptop; long names elide instead.
            assert view.horizontalScrollBar().maximum() == 0, (title, view.objectName())
    # An elided name is whole in its tooltip.
    score = window.score_page
    window.tabs.setCurrentWidget(score)
    names = [score.model.data(score.model.index(r, c)) for r in range(score.model.rowCount()) for c in (1, 2)]
    long = next(n for n in names if "Della Valle Castiglioni" in n)
    row, column = next(
        (r, c)
        for r in range(score.model.rowCount())
        for c in (1, 2)
        if score.model.data(score.model.index(r, c)) == long
    )
    assert score.model.data(score.model.index(row, column), Qt.ItemDataRole.ToolTipRole) == long


# -- (16) the archive sorts naturally and marks who is already registered -----------------------------------


def test_the_archive_sorts_naturally_and_marks_players_already_registered(window: MainWindow) -> None:
    from fibur_director.domain.text import natural_key
    from fibur_director.services import registration as reg

    desk = window.context.desk
    tid = opened(window, 10)  # Rossi1 … Rossi10, Bianchi1 … Bianchi10
    reg.add_player(desk, "de Luca", "Anna", card="X1")
    reg.add_player(desk, "Šimić", "Ivan", card="X2")
    page = window.registration_page
    window.go(page)
    page.refresh()
    surnames = [row[0] for row in page.players_model.rows]
    rossi = [s for s in surnames if s.startswith("Rossi")]
    assert rossi == [f"Rossi{n}" for n in range(1, 11)]  # Rossi2 before Rossi10
    assert surnames.index("de Luca") < surnames.index("Rossi1") < surnames.index("Šimić")
    assert natural_key("Šimić") < natural_key("Tosi")
    marks = {row[0]: row[4] for row in page.players_model.rows}
    number = next(e.number for e in journal.entries(desk, tid) if e.name.startswith("Rossi3 "))
    assert marks["Rossi3"] == f"n. {number}" and marks["de Luca"] == ""
    registered = page.players_model.row_of(next(p.id for p in page.found if p.surname == "Rossi3"))
    assert page.players_model.colours[registered] == "#e0e0e0"


def test_no_field_label_is_clipped(window: MainWindow) -> None:
    """ "Turnc", "Tessera" cut short: every label of a field has room for its whole text on every page."""
    from PySide6.QtWidgets import QLabel

    opened(window, 4)
    for page, title in window.pages:
        window.tabs.setCurrentWidget(page)
        QApplication.processEvents()
        for label in page.findChildren(QLabel):
            if label.buddy() is None or "&" not in label.text() or not label.isVisible():
                continue
            text = label.text().replace("&", "")
            needed = label.fontMetrics().boundingRect(text).width() + label.contentsMargins().left()
            assert label.width() >= needed + 2, (title, text, label.width(), needed)


def test_the_print_preview_shows_every_page_of_the_pack(window: MainWindow) -> None:
    """The preview shown for real (not executed): it paints every PDF page; its printer stays alive."""
    import gc

    from PySide6.QtPrintSupport import QPrintPreviewWidget

    tid = opened(window, 4)
    published(window, tid)
    from fibur_director.reports.burraco.score_sheets import score_sheets
    from fibur_director.reports.burraco.seating import seating, seating_poster

    pdfs = printing.make_pdfs(
        window.context, [lambda b, o, w=w: w(b, 1, o) for w in (score_sheets, seating, seating_poster)]
    )
    dialog = printing.PdfPreview(window, "Pacchetto del turno 1", "pacchetto.pdf", pdfs)
    gc.collect()  # the printer was once a temporary: collected here, the preview crashed on show
    dialog.show()
    QApplication.processEvents()
    preview = dialog.findChild(QPrintPreviewWidget)
    assert preview is not None
    preview.updatePreview()
    assert preview.pageCount() == printing.page_count(pdfs)
    assert dialog.save_action.text() == "Salva in PDF…"
    dialog.close()
