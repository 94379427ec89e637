"""Each page's main flow through its widgets, and every refusal leaving the database as it was."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QMimeData, Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QInputDialog
from pytestqt.qtbot import QtBot

from fibur_director.db.database import Database, open_database
from fibur_director.services import journal, readmodel
from fibur_director.services import registration as reg
from fibur_director.services import rounds as rnd
from fibur_director.ui.burraco.round_panel import ENTRY_MIME
from fibur_director.ui.main_window import MainWindow
from tests.support.builders import all_rows, make_tournament, play_round
from tests.ui.conftest import (
    ENTER,
    Answer,
    answer,
    choose,
    enter_table,
    opened,
    press,
    published,
    save_to,
    type_in,
)

# -- tournament ---------------------------------------------------------------------------------------------


def test_a_tournament_is_created_from_the_keyboard_and_opened(window: MainWindow, qtbot: QtBot) -> None:
    page = window.tournament_page
    page.rounds.setValue(4)
    page.panel_of("burraco").plan.set_plan("mitchell:3,danish:1", 4)
    type_in(qtbot, page.name, "Torneo di Natale")
    press(qtbot, page.name, ENTER)
    assert page.feedback.text() == "Torneo creato."
    summaries = readmodel.list_tournaments(window.context.desk)
    assert [s.name for s in summaries] == ["Torneo di Natale"]
    assert window.context.tournament_id == summaries[0].id
    assert window.windowTitle() == "FIBur Director – Torneo di Natale"
    assert window.tabs.currentWidget() is window.registration_page
    assert page.model.rowCount() == 1
    # The clock now counts the tournament's own round time: 4 deals, Burraco Italiano, 42 minutes (Art. 6).
    assert window.clock.countdown.text() == "42:00"


def test_bad_settings_are_refused_in_italian_and_nothing_is_written(
    window: MainWindow, qtbot: QtBot, db: Database
) -> None:
    page = window.tournament_page
    before = all_rows(db)
    type_in(qtbot, page.panel_of("burraco").sessions, "1-2; x")
    type_in(qtbot, page.name, "Torneo")
    press(qtbot, page.name, ENTER)
    assert "sessioni: 'x' non è un turno" in page.feedback.text()
    type_in(qtbot, page.panel_of("burraco").sessions, "1-2")  # rounds 3 and 4 in no session
    press(qtbot, page.name, ENTER)
    assert "le sessioni devono elencare i turni da 1 a 4" in page.feedback.text()
    type_in(qtbot, page.panel_of("burraco").sessions, "")
    assert all_rows(db) == before
    assert window.context.tournament_id is None
    assert not window.tabs.isTabEnabled(window.tabs.indexOf(window.score_page))


def test_opening_without_a_chosen_tournament_says_so(window: MainWindow) -> None:
    page = window.tournament_page
    page.list.clearSelection()
    page.list.setCurrentIndex(page.model.index(-1, -1))
    page.open_button.click()
    assert page.feedback.text() == "Scegliere prima un torneo nell'elenco."
    assert window.context.tournament_id is None


def test_the_pairing_plan_is_chosen_round_by_round_in_words(window: MainWindow, qtbot: QtBot) -> None:
    page = window.tournament_page
    page.rounds.setValue(5)
    assert (
        page.panel_of("burraco").plan.rowCount() == 5 and page.panel_of("burraco").plan.plan() == "mitchell:5"
    )
    labels = [
        page.panel_of("burraco").plan.cellWidget(0, 1).itemText(i)
        for i in range(page.panel_of("burraco").plan.cellWidget(0, 1).count())
    ]
    assert "danese puro: ammessi reincontri" in labels and "danish" not in labels
    # Rounds 4 and 5 Danish, in merit groups of 4 formed before round 4.
    for row in (3, 4):
        choose(page.panel_of("burraco").plan.cellWidget(row, 1), "danish")
    page.panel_of("burraco").plan.cellWidget(3, 2).setValue(4)
    assert page.panel_of("burraco").plan.plan() == "mitchell:3,groups:4,danish:2"
    type_in(qtbot, page.name, "Con gironi")
    press(qtbot, page.name, ENTER)
    assert page.feedback.text() == "Torneo creato."
    assert journal.settings_of(window.context.desk, window.context.tid).plan == "mitchell:3,groups:4,danish:2"
    assert (
        "piano 1–3 Mitchell; gironi di merito da 4; 4–5 danese puro: ammessi reincontri"
        in page.current.text()
    )
    # A giallo's rounds are giallo rounds.
    page.panel_of("burraco").plan.cellWidget(3, 2).setValue(0)
    choose(page.kind, "giallo")
    assert page.panel_of("burraco").plan.plan() == "giallo:5"


def test_level_800_rule_prizes_and_tie_break_are_set_up(
    window: MainWindow, qtbot: QtBot, db: Database
) -> None:
    page = window.tournament_page
    choose(page.panel_of("burraco").level, "club")
    page.panel_of("burraco").announced_800.setChecked(True)
    before = all_rows(db)
    type_in(qtbot, page.name, "Regionale")
    press(qtbot, page.name, ENTER)
    # A club tournament cannot announce the 800-MP rule: refused in Italian, nothing written.
    assert (
        "la regola degli 800 M.P. vale solo nei tornei di livello regionale o nazionale"
        in page.feedback.text()
    )
    assert all_rows(db) == before
    choose(page.panel_of("burraco").level, "regional")
    page.panel_of("burraco").prizes.setValue(5)
    page.panel_of("burraco").tie_break.setCurrentIndex(
        page.panel_of("burraco").tie_break.findText("scontro diretto, poi M.P.")
    )
    press(qtbot, page.name, ENTER)
    assert page.feedback.text() == "Torneo creato."
    settings = journal.settings_of(window.context.desk, window.context.tid)
    assert (settings.level, settings.announced_800, settings.prizes, settings.tie_break) == (
        "regional",
        True,
        5,
        ("head_to_head", "mp"),
    )
    assert "Livello regionale; regola degli 800 M.P.: annunciata; premi per girone: 5" in page.current.text()
    assert "classifica: P.V., poi scontro diretto, poi M.P." in page.current.text()


def test_a_late_entry_asks_the_organiser(
    window: MainWindow, qtbot: QtBot, db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    tid = opened(window, 4)
    published(window, tid)
    page = window.registration_page
    window.go(page)
    desk = window.context.desk
    players = [reg.add_player(desk, "Costa", "Elena"), reg.add_player(desk, "Greco", "Paolo")]
    asked: list[str] = []
    answer(monkeypatch, False, asked)
    page.pending = [p for p in reg.search_players(desk, "") if p.id in players]
    before = all_rows(db)
    page.register()
    assert "per scelta dell'organizzatore (IT Art. 39)" in asked[0]
    assert "Se iscritta: il Mitchell fino al turno 3 non ha un tavolo incompleto per lui" in asked[0]
    assert all_rows(db) == before and "le iscrizioni sono chiuse" in page.feedback.text()
    answer(monkeypatch, True)
    page.pending = [p for p in reg.search_players(desk, "") if p.id in players]
    page.register()
    # Where it will play (IT/REV Art. 39): four pairs, no incomplete table, the plan's Mitchell ends at round 3.
    assert page.feedback.text() == (
        "Iscritta la formazione n. 5: il Mitchell fino al turno 3 non ha un tavolo incompleto per lui: siede dal "
        "turno 4 (IT Art. 39)."
    )


def test_the_captains_draw_is_recorded_on_the_round_page(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    desk = window.context.desk
    tid = reg.create_tournament(
        desk,
        reg.TournamentSettings(
            "Squadre", dt.date(2026, 12, 20), kind="teams", planned_rounds=2, plan="danish:2"
        ),
    )
    for team in range(1, 5):
        reg.register_entry(desk, tid, [reg.add_player(desk, f"S{team}", f"G{i}") for i in range(4)])
    window.open_tournament(tid)
    published(window, tid)
    page = window.round_page
    window.go(page)
    assert (
        page.panel().draw_button.isVisible()
        and "Incontro 1: sorteggio dei capitani da registrare" in page.panel().declaring.text()
    )
    page.view.selectRow(0)
    view = rnd.view_round(desk, tid, 1)
    lower = view.tables[0].ew[0]
    monkeypatch.setattr(
        QInputDialog,
        "getItem",
        lambda _p, _t, _l, items, *_a: (next(i for i in items if i.startswith(f"{lower} ")), True),
    )
    page.panel().draw_button.click()
    assert page.feedback.text() == "Sorteggio registrato."
    assert f"Incontro 1: dichiara per prima la squadra {lower} (sorteggio)" in page.panel().declaring.text()


def test_the_round_time_follows_ruleset_deals_and_reduction(window: MainWindow) -> None:
    page = window.tournament_page
    assert page.panel_of("burraco").round_time.text() == "42 minuti (Art. 6)"
    page.panel_of("burraco").reduction.setValue(2)
    assert page.panel_of("burraco").round_time.text() == "40 minuti (Art. 6)"
    page.panel_of("burraco").reduction.setValue(20)
    assert (
        "riduzione" in page.panel_of("burraco").round_time.text()
        or "ridu" in page.panel_of("burraco").round_time.text()
    )


def test_a_tournament_in_the_list_opens_with_enter(window: MainWindow, qtbot: QtBot) -> None:
    first = make_tournament(window.context.desk, 4)
    window.tournament_page.refresh()
    view = window.tournament_page.list
    view.setFocus()
    view.setCurrentIndex(window.tournament_page.model.index(0, 0))
    press(qtbot, view, ENTER)
    assert window.context.tournament_id == first


# -- registration -------------------------------------------------------------------------------------------


def test_players_are_found_incrementally_and_pairs_formed_by_keys(window: MainWindow, qtbot: QtBot) -> None:
    desk = window.context.desk
    tid = reg.create_tournament(desk, reg.TournamentSettings("T", dt.date(2026, 12, 20)))
    reg.add_player(desk, "Šimić", "Ivan", card="FIB0001", club="Circolo Aurora")
    reg.add_player(desk, "Niccolò", "Anna", card="FIB0002", club="Bridge Club Roma")
    reg.add_player(desk, "Rossi", "Maria", card="FIB0003", club="Circolo Aurora")
    window.open_tournament(tid)
    page = window.registration_page
    type_in(qtbot, page.search, "simic")  # accents ignored
    assert [r[0] for r in page.players_model.rows] == ["Šimić"]
    type_in(qtbot, page.search, "aurora")  # by club
    assert [r[0] for r in page.players_model.rows] == ["Rossi", "Šimić"]
    press(qtbot, page.search, Qt.Key.Key_Down)
    assert page.players.hasFocus()
    press(qtbot, page.players, ENTER)  # Rossi into the pair being formed
    assert "Rossi Maria" in page.pending_label.text()
    type_in(qtbot, page.search, "FIB0002")  # by card: one match, Enter takes it and registers the pair
    press(qtbot, page.search, ENTER)
    entries = journal.entries(desk, tid)
    assert [(e.number, e.players) for e in entries] == [(1, ("Rossi Maria", "Niccolò Anna"))]
    assert page.feedback.text() == "Iscritta la formazione n. 1."
    # A player already in an entry is refused with the entry named, and nothing changes.
    type_in(qtbot, page.search, "FIB0003")
    press(qtbot, page.search, ENTER)
    type_in(qtbot, page.search, "simic")
    press(qtbot, page.search, ENTER)
    assert "Rossi Maria è già nell'iscritto 1" in page.feedback.text()
    assert len(journal.entries(desk, tid)) == 1


def test_a_new_player_is_added_edited_and_a_taken_card_refused(
    window: MainWindow, qtbot: QtBot, db: Database
) -> None:
    page = window.registration_page
    window.go(page)
    type_in(qtbot, page.surname, "Łukasz")
    type_in(qtbot, page.name, "Nowak")
    type_in(qtbot, page.card, "FIB0100")
    press(qtbot, page.card, ENTER)
    assert page.feedback.text() == "Giocatore aggiunto all'archivio."
    assert [p.surname for p in journal.find_players(window.context.desk, "lukasz")] == ["Łukasz"]
    before = all_rows(db)
    type_in(qtbot, page.surname, "Bianchi")
    type_in(qtbot, page.name, "Anna")
    type_in(qtbot, page.card, "FIB0100")
    press(qtbot, page.card, ENTER)
    assert "la tessera FIB0100 è già di Łukasz Nowak" in page.feedback.text()
    assert all_rows(db) == before
    page.search.clear()
    page.players.selectRow(0)
    page.load_player(0)
    type_in(qtbot, page.club, "Circolo Aurora")
    page.edit_button.click()
    assert journal.find_players(window.context.desk, "lukasz")[0].club == "Circolo Aurora"


def test_a_player_list_with_bad_rows_imports_nothing_until_told(
    window: MainWindow, tmp_path: Path, db: Database
) -> None:
    listing = tmp_path / "elenco.csv"
    listing.write_text(
        "Cognome;Nome;Tessera;Circolo\nRossi;Maria;FIB0001;Aurora\n;Anna;FIB0002;Aurora\nVerdi;Luca;FIB0003;\n",
        encoding="utf-8",
    )
    page = window.registration_page
    window.go(page)
    before = all_rows(db)
    page.check_list(listing)
    assert page.import_report.isVisible()
    assert page.import_report.toPlainText().startswith("riga 3:")
    assert "nulla è stato importato" in page.feedback.text()
    assert all_rows(db) == before
    assert page.import_good.isVisible() and page.import_good.text() == "Importa solo le 2 righe valide"
    page.import_good.click()
    assert page.feedback.text() == "2 giocatori importati."
    assert sorted(p.surname for p in journal.find_players(window.context.desk, "")) == ["Rossi", "Verdi"]


def test_an_unreadable_list_is_refused_with_its_name(
    window: MainWindow, tmp_path: Path, db: Database
) -> None:
    bogus = tmp_path / "elenco.xlsx"
    bogus.write_bytes(b"not a zip")
    before = all_rows(db)
    window.registration_page.check_list(bogus)
    assert "elenco.xlsx" in window.registration_page.feedback.text()
    assert all_rows(db) == before


def test_withdrawal_and_substitution_with_the_rule_when_refused(
    window: MainWindow, qtbot: QtBot, db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    desk = window.context.desk
    tid = opened(window, 4)
    newcomer = reg.add_player(desk, "Verdi", "Luca", card="FIB9999")
    page = window.registration_page
    window.go(page)
    page.entries.selectRow(0)
    assert page.leaving.count() == 2
    page.search.setText("FIB9999")
    page.players.selectRow(0)
    page.leaving.setCurrentIndex(1)
    page.substitute_button.click()
    assert page.feedback.text() == "Sostituzione registrata."
    assert journal.entries(desk, tid)[0].player_ids[1] == newcomer
    # A second substitution for the same pair is refused with the article, and nothing changes.
    before = all_rows(db)
    other = reg.add_player(desk, "Neri", "Sara", card="FIB9998")
    before = all_rows(db)
    page.entries.selectRow(0)
    page.search.setText("FIB9998")
    page.players.selectRow(0)
    page.substitute_button.click()
    assert "ha già avuto la sua sostituzione (IT Art. 38" in page.feedback.text()
    assert all_rows(db) == before and other
    page.entries.selectRow(1)
    page.from_round.setValue(2)
    answer(monkeypatch, True)
    page.withdraw_button.click()
    assert page.feedback.text() == "Formazione 2 ritirata."
    assert journal.entries(desk, tid)[1].status == "withdrawn"
    assert page.entries_model.rows[1][3] == "ritirato"


def test_a_withdrawal_starts_after_the_rounds_played_and_says_what_changes_before_it_asks(
    window: MainWindow, db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    """IT/REV Art. 38 (issue 28, item 3): after two rounds the box offers round 3, the question lists the
    absence's figures (4 deals: 7 VP and -505 MP for the first three absent rounds, then 0 VP; every opponent
    13 VP and +505 MP), "No" changes nothing, and round 1 is refused with the article."""
    desk = window.context.desk
    tid = opened(window, 4, planned_rounds=5, plan="danish:5")
    play_round(desk, tid)
    play_round(desk, tid)
    window.context.changed.emit()
    page = window.registration_page
    window.go(page)
    page.entries.selectRow(2)
    assert page.from_round.value() == 3
    asked: list[str] = []
    answer(monkeypatch, False, asked)
    before = all_rows(db)
    page.withdraw_button.click()
    assert all_rows(db) == before and page.feedback.text() == "Ritiro annullato: nulla è cambiato."
    [question] = asked
    assert (
        "La formazione 3 si ritira dal turno 3 (IT Art. 38); i turni già giocati restano come sono."
        in question
    )
    assert "Nei turni 3–5 è assente: 7 PV e -505 MP nei primi 3 turni di assenza, poi 0 PV" in question
    assert "Ogni avversario che l'avrebbe incontrata: 13 PV e +505 MP." in question
    page.from_round.setValue(1)
    page.withdraw_button.click()
    assert "ha giocato il turno 2: un ritiro vale dal turno 3 in poi, non dal turno 1" in page.feedback.text()
    assert all_rows(db) == before and len(asked) == 1  # refused before the question
    answer(monkeypatch, True)
    page.from_round.setValue(3)
    page.withdraw_button.click()
    assert page.feedback.text() == "Formazione 3 ritirata."
    assert journal.entries(desk, tid)[2].status == "withdrawn"


# -- round --------------------------------------------------------------------------------------------------


def test_revolution_offers_no_seating_by_ranking_points(window: MainWindow) -> None:
    """REV Art. 2 lists four first-round seatings (issue 28, item 5): the fifth is shown greyed."""
    opened(window, 4, ruleset_id="burraco-revolution", plan="mitchell:4")
    page = window.round_page
    window.go(page)
    model = page.panel().seating.model()
    enabled = {
        page.panel().seating.itemData(i): bool(model.flags(model.index(i, 0)) & Qt.ItemFlag.ItemIsEnabled)
        for i in range(page.panel().seating.count())
    }
    assert enabled == {
        "draw": True,
        "alphabetical": True,
        "registration": True,
        "ranking": False,
        "category": True,
    }


def test_a_late_pair_gives_its_seat_after_publication_by_keys(window: MainWindow, qtbot: QtBot) -> None:
    """IT/REV Art. 38 (issue 28, item 4): in a published round only the unannounced late pair's move is
    offered; Enter in «con» does it, and the table keeps its printed number."""
    desk = window.context.desk
    tid = opened(window, 5, planned_rounds=2, plan="danish:2")
    number = published(window, tid)
    view = rnd.view_round(desk, tid, number)
    [resting] = view.rests
    late = view.tables[0].ns[0]
    page = window.round_page
    window.go(page)
    assert page.late_button.isEnabled() and not page.swap_button.isEnabled()
    type_in(qtbot, page.first, str(late))
    type_in(qtbot, page.second, str(resting))
    press(qtbot, page.second, Qt.Key.Key_Return)
    assert (
        page.feedback.text()
        == f"La formazione {late} (in ritardo) ha ceduto il posto alla {resting} (Art. 38)."
    )
    after = rnd.view_round(desk, tid, number)
    assert after.rests == (late,) and after.tables[0].number == view.tables[0].number
    assert after.tables[0].ns == (resting,)


def test_a_round_is_proposed_edited_by_keys_and_drag_published_and_printed(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    desk = window.context.desk
    tid = opened(window)
    page = window.round_page
    window.go(page)
    page.propose_button.click()
    assert page.title.text() == "Turno 1 di 4 — mitchell (proposto)"
    view = rnd.view_round(desk, tid, 1)
    a, b = view.tables[0].ns[0], view.tables[1].ns[0]
    type_in(qtbot, page.first, str(a))
    type_in(qtbot, page.second, str(b))
    press(qtbot, page.second, ENTER)
    edited = rnd.view_round(desk, tid, 1)
    assert (edited.tables[0].ns[0], edited.tables[1].ns[0]) == (b, a)
    assert page.feedback.text() == "Disposizione modificata."
    # Dragging the EW entry of table 1 onto the EW entry of table 2 swaps them.
    c, d = edited.tables[0].ew[0], edited.tables[1].ew[0]
    data = page.model.mimeData([page.model.index(0, 3)])
    assert bytes(data.data(ENTRY_MIME).data()) == str(c).encode()
    target = page.model.index(1, 3)
    assert page.model.canDropMimeData(data, Qt.DropAction.MoveAction, -1, -1, target)
    page.model.dropMimeData(data, Qt.DropAction.MoveAction, -1, -1, target)
    dragged = rnd.view_round(desk, tid, 1)
    assert (dragged.tables[0].ew[0], dragged.tables[1].ew[0]) == (d, c)
    # The swaps made repeats nowhere (round 1), so no warning is shown.
    assert page.warnings.text().startswith("Nessun avviso")
    page.publish_button.click()
    assert page.title.text().endswith("(pubblicato)")
    assert not page.model.canDropMimeData(QMimeData(), Qt.DropAction.MoveAction, -1, -1, target)
    out = tmp_path / "score.pdf"
    save_to(monkeypatch, out)
    page.sheets_button.click()
    assert page.feedback.text() == f"Scritto {out}."
    assert len(PdfReader(out).pages) == 5  # one sheet per table
    seating_out = tmp_path / "disposizione.pdf"
    save_to(monkeypatch, seating_out)
    page.panel().seating_button.click()
    assert "Rossi1" in PdfReader(seating_out).pages[0].extract_text()


def test_second_round_warnings_are_shown_and_marked(window: MainWindow, db: Database) -> None:
    desk = window.context.desk
    tid = opened(window, 6, plan="mitchell:1,danish:3")
    play_round(desk, tid)
    page = window.round_page
    window.go(page)
    rnd.propose_round(desk, tid, "danish")
    window.context.changed.emit()
    view = rnd.view_round(desk, tid, 2)
    if view.warnings:  # a pure Danish on 6 pairs may repeat; the page lists whatever the engine reports
        assert page.warnings.text().startswith("⚠")
        assert page.model.marked
    else:
        assert page.warnings.text().startswith("Nessun avviso")


def test_closing_a_round_with_missing_tables_names_them(window: MainWindow, db: Database) -> None:
    tid = opened(window, 4)
    published(window, tid)
    page = window.round_page
    window.go(page)
    before = all_rows(db)
    page.close_button.click()
    assert page.feedback.text() == "al turno 1 manca ancora il risultato dei tavoli 1, 2"
    assert all_rows(db) == before


# -- score entry --------------------------------------------------------------------------------------------


def test_scores_are_entered_by_keys_and_the_cursor_moves_to_the_next_table(
    window: MainWindow, qtbot: QtBot
) -> None:
    desk = window.context.desk
    tid = opened(window)
    published(window, tid)
    page = window.score_page
    window.go(page)
    assert page.table_edit.hasFocus() and page.table_edit.text() == "1"
    assert page.missing.text() == "Mancano 5 tavoli: 1, 2, 3, 4, 5"
    enter_table(qtbot, page, 3, "1200", "800")  # 400 MP on 4 deals is in 305-500: 12-8 (IT Art. 18)
    assert page.outcome.text() == "Tavolo 3: PV 12 – 8"
    assert page.table_edit.hasFocus() and page.table_edit.text() == "4"  # the next missing table
    assert page.missing.text() == "Mancano 4 tavoli: 1, 2, 4, 5"
    assert page.model.rows[2][3:] == (1200, 800, 12, 8, "")
    enter_table(qtbot, page, None, "900", "900")  # Enter takes the proposed table 4
    assert page.outcome.text() == "Tavolo 4: PV 10 – 10"
    assert page.table_edit.text() == "5"
    scores = {(t.number): (t.ns_points, t.ew_points) for t in journal.table_results(desk, tid, 1)}
    assert scores[3] == (1200, 800) and scores[4] == (900, 900) and scores[1] == (None, None)


def test_a_number_not_a_multiple_of_5_is_refused_on_the_spot(
    window: MainWindow, qtbot: QtBot, db: Database
) -> None:
    tid = opened(window, 4)
    published(window, tid)
    page = window.score_page
    window.go(page)
    before = all_rows(db)
    press(qtbot, page.table_edit, ENTER)
    qtbot.keyClicks(page.ns_edit, "1203")
    press(qtbot, page.ns_edit, Qt.Key.Key_Tab)
    assert page.ns_edit.hasFocus()  # the cursor did not move on
    assert page.feedback.text() == "1203 non è un multiplo di 5: i punti del burraco lo sono sempre."
    qtbot.keyClicks(page.ns_edit, "1200")  # the wrong number was selected: typing replaces it
    press(qtbot, page.ns_edit, Qt.Key.Key_Tab)
    assert page.ew_edit.hasFocus()
    qtbot.keyClicks(page.ew_edit, "7")
    press(qtbot, page.ew_edit, ENTER)
    assert page.ew_edit.hasFocus() and "7 non è un multiplo di 5" in page.feedback.text()
    assert all_rows(db) == before
    type_in(qtbot, page.table_edit, "9")
    press(qtbot, page.table_edit, ENTER)
    assert page.feedback.text() == "Il turno 1 non ha il tavolo 9."
    assert all_rows(db) == before


def test_a_correction_needs_the_opponents_confirmation(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, db: Database
) -> None:
    tid = opened(window, 4)
    published(window, tid)
    page = window.score_page
    window.go(page)
    enter_table(qtbot, page, 1, "1200", "800")
    asked: list[str] = []
    answer(monkeypatch, False, asked)
    before = all_rows(db)
    enter_table(qtbot, page, 1, "800", "1200")
    assert "ha già il risultato 1200 – 800" in asked[0]
    assert all_rows(db) == before
    answer(monkeypatch, True)
    enter_table(qtbot, page, 1, "800", "1200")
    assert page.outcome.text() == "Tavolo 1: PV 8 – 12"


def test_deal_by_deal_detail_gives_the_totals(window: MainWindow, qtbot: QtBot) -> None:
    desk = window.context.desk
    tid = opened(window, 4)
    published(window, tid)
    page = window.score_page
    window.go(page)
    press(qtbot, page.table_edit, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert page.detail.isChecked() and page.deals_box.isVisible()
    press(qtbot, page.table_edit, ENTER)
    deals = [("300", "100"), ("250", "150"), ("400", "0"), ("250", "300")]
    for i, (ns, ew) in enumerate(deals):
        qtbot.keyClicks(page.deal_edits[i][0], ns)
        press(qtbot, page.deal_edits[i][0], Qt.Key.Key_Tab)
        qtbot.keyClicks(page.deal_edits[i][1], ew)
        press(qtbot, page.deal_edits[i][1], Qt.Key.Key_Tab if i < 3 else ENTER)
    row = journal.table_results(desk, tid, 1)[0]
    assert (row.ns_points, row.ew_points) == (1200, 550)  # the sums of the deals
    tournament = readmodel.cached_tournament(desk, tid)
    assert tournament.rounds[0].tables[0].result.deals == ((300, 100), (250, 150), (400, 0), (250, 300))


# -- sanctions ----------------------------------------------------------------------------------------------


def test_a_warning_is_chosen_from_the_codes_infractions_and_previewed(window: MainWindow) -> None:
    tid = opened(window, 4)
    published(window, tid)
    page = window.sanctions_page
    window.go(page)
    choose(page.kind, "warning")
    keys = [page.infraction.itemData(i) for i in range(page.infraction.count())]
    # The code's 16 infractions, and any other reason with its article (the list is open, DIGEST §4).
    assert "wrong_table" in keys and "score_left_on_table" in keys and len(keys) == 17 and keys[-1] == ""
    page.entry.setValue(2)
    choose(page.infraction, "wrong_table")
    assert (
        page.infraction.currentText() == "Seduto al tavolo sbagliato (IT Art. 2)"
        or "Art. 2" in page.infraction.currentText()
    )
    assert page.effect.text().startswith("Ammonizione n. 1 per la formazione 2: nessun PV tolto ora")
    page.confirm_button.click()
    assert page.feedback.text() == "Sanzione registrata."
    assert page.list_model.rows[0][0] == "Ammonizione" and page.list_model.rows[0][5] == "IT Art. 2"
    # The form is emptied: it says what is missing, in words, and cannot be confirmed again as it was.
    assert page.entry.value() == 0 and page.effect.text() == "Indicare la formazione."
    assert not page.confirm_button.isEnabled()
    page.entry.setValue(2)
    assert page.effect.text().startswith("Ammonizione n. 2 per la formazione 2: toglie 1 PV in classifica")


def test_a_warning_for_another_reason_needs_its_article(window: MainWindow) -> None:
    tid = opened(window, 4)
    published(window, tid)
    page = window.sanctions_page
    window.go(page)
    choose(page.kind, "warning")
    page.entry.setValue(3)
    choose(page.infraction, "")
    assert page.effect.text() == "Scrivere il motivo nella nota e il suo articolo."
    assert not page.confirm_button.isEnabled()
    page.note.setText("Telefono acceso al tavolo")
    assert not page.confirm_button.isEnabled()
    page.article_field.setText("Regola del circolo")
    assert page.confirm_button.isEnabled()
    page.confirm_button.click()
    assert page.feedback.text() == "Sanzione registrata."
    assert page.list_model.rows[0][4:] == ("Telefono acceso al tavolo", "Regola del circolo")


def test_a_double_ctrl_return_records_one_sanction(window: MainWindow, qtbot: QtBot, db: Database) -> None:
    tid = opened(window, 4)
    published(window, tid)
    page = window.sanctions_page
    window.go(page)
    choose(page.kind, "warning")
    assert page.effect.text() == "Indicare la formazione."  # an empty form: no internal place name
    page.entry.setValue(2)
    choose(page.infraction, "wrong_table")
    page.entry.setFocus()
    press(qtbot, page.entry, ENTER, Qt.KeyboardModifier.ControlModifier)
    press(qtbot, page.entry, ENTER, Qt.KeyboardModifier.ControlModifier)
    warnings = [s for s in journal.sanctions(window.context.desk, tid) if s.type == "warning"]
    assert len(warnings) == 1


def test_lateness_shows_its_effect_before_it_is_confirmed(window: MainWindow, db: Database) -> None:
    desk = window.context.desk
    tid = opened(window, 4)
    number = published(window, tid)
    view = rnd.view_round(desk, tid, number)
    late, other = view.tables[0].ns[0], view.tables[0].ew[0]
    from fibur_director.services import results as res

    res.enter_result(desk, tid, 1, 1, 2700, 1000)
    window.context.changed.emit()
    page = window.sanctions_page
    window.go(page)
    choose(page.kind, "late")
    page.entry.setValue(late)
    before = all_rows(db)
    page.minutes.setValue(7)  # IT Art. 31: past 5 minutes, 200 points to the opponents
    rows = {r[0]: r for r in page.preview_model.rows}
    assert set(rows) == {late, other}
    assert all_rows(db) == before  # the preview wrote nothing
    assert rows[other][2] != rows[other][3]  # the opponents' VP change
    page.confirm_button.click()
    assert page.feedback.text() == "Sanzione registrata."
    assert page.list_model.rows[0][:5] == ("Ritardo", late, 1, None, "7 minuti")


def test_a_sanction_the_rules_refuse_cannot_be_confirmed(window: MainWindow, db: Database) -> None:
    tid = opened(window, 4)
    published(window, tid)
    page = window.sanctions_page
    window.go(page)
    choose(page.kind, "referee_award")
    page.entry.setValue(1)
    page.points.setText("103")
    assert "103 non è un multiplo di 5" in page.effect.text()
    assert not page.confirm_button.isEnabled()
    choose(page.kind, "lost_score_sheet")
    page.table.setValue(9)
    assert "il turno 1 non ha il tavolo 9" in page.effect.text()
    before = all_rows(db)
    page.confirm()
    assert all_rows(db) == before


def test_after_a_quarrel_the_box_offers_the_open_round_whose_sheet_is_entered(window: MainWindow) -> None:
    """Round 2 played, round 3 open with entry 3's sheet entered: a withdrawal starts at round 4, but a quarrel
    happens in round 3 itself (IT Art. 38 Abbandono), so ticking «per litigio» offers round 3 (review of issue
    28), and unticking it offers round 4 again."""
    from fibur_director.services import results as res

    desk = window.context.desk
    tid = opened(window, 4, planned_rounds=5, plan="danish:5")
    play_round(desk, tid)
    play_round(desk, tid)
    number = rnd.propose_round(desk, tid, seed=5)
    rnd.publish_round(desk, tid, number)
    table = next(t for t in rnd.view_round(desk, tid, number).tables if 3 in t.ns + t.ew)
    res.enter_result(desk, tid, number, table.number, 1000, 1000)
    window.context.changed.emit()
    page = window.registration_page
    window.go(page)
    page.entries.selectRow(2)
    assert page.from_round.value() == 4
    page.quarrel.setChecked(True)
    assert page.from_round.value() == 3
    page.quarrel.setChecked(False)
    assert page.from_round.value() == 4


def test_a_withdrawal_from_the_sanctions_page(window: MainWindow) -> None:
    tid = opened(window, 4)
    published(window, tid)
    page = window.sanctions_page
    window.go(page)
    choose(page.kind, "withdrawal")
    page.entry.setValue(3)
    page.round.setValue(2)
    page.confirm_button.click()
    assert page.feedback.text() == "Sanzione registrata."
    assert journal.entries(window.context.desk, tid)[2].status == "withdrawn"
    page.list.selectRow(0)
    page.remove_button.click()
    assert page.feedback.text() == "Sanzione rimossa."


# -- standings, audit, backups, undo ------------------------------------------------------------------------


def test_standings_are_live_and_publish_with_the_verification_window(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    desk = window.context.desk
    tid = opened(window)
    play_round(desk, tid)
    page = window.standings_page
    window.go(page)
    expected = readmodel.live_standings(desk, tid)
    assert [(r[0], r[1], r[4], r[5]) for r in page.model.rows] == [
        (s.rank, s.entry, s.vp, s.mp) for s in expected
    ]
    assert page.state.text() == "Classifica in tempo reale (non ancora pubblicata)."
    page.provisional_button.click()
    assert page.state.text().startswith("Pubblicata: i giocatori possono verificare fino alle")
    out = tmp_path / "classifica.xlsx"
    save_to(monkeypatch, out)
    page.excel_button.click()
    assert out.stat().st_size > 0 and page.feedback.text() == f"Scritto {out}."
    pdf = tmp_path / "classifica.pdf"
    save_to(monkeypatch, pdf)
    page.print_button.click()
    assert "Classifica provvisoria dopo il turno 1" in PdfReader(pdf).pages[0].extract_text()


def test_undo_and_redo_by_keys_even_from_a_field(window: MainWindow, qtbot: QtBot) -> None:
    desk = window.context.desk
    tid = opened(window, 4)
    published(window, tid)
    page = window.score_page
    window.go(page)
    enter_table(qtbot, page, 1, "1200", "800")
    assert journal.table_results(desk, tid, 1)[0].ns_points == 1200
    assert page.table_edit.hasFocus()
    press(qtbot, page.table_edit, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert journal.table_results(desk, tid, 1)[0].ns_points is None
    assert window.statusBar().currentMessage() == "Annullato: Risultato del tavolo 1, turno 1: 1200–800"
    assert page.missing.text() == "Mancano 2 tavoli: 1, 2"
    press(qtbot, page.table_edit, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert journal.table_results(desk, tid, 1)[0].ns_points == 1200
    # While a field has typing of its own to undo, Ctrl+Z undoes the typing, not the desk's action.
    qtbot.keyClicks(page.table_edit, "2")
    press(qtbot, page.table_edit, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert journal.table_results(desk, tid, 1)[0].ns_points == 1200


def test_undo_reaches_the_archive_when_its_action_is_the_latest(window: MainWindow) -> None:
    desk = window.context.desk
    tid = opened(window, 2)
    reg.add_player(desk, "Verdi", "Luca")
    window.undo()
    assert journal.find_players(desk, "verdi") == []
    window.undo()  # next latest: the second entry of the tournament
    assert len(journal.entries(desk, tid)) == 1
    window.redo()
    assert len(journal.entries(desk, tid)) == 2


def test_the_audit_lists_every_change_and_a_backup_restores_into_a_new_file(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, db: Database
) -> None:
    desk = window.context.desk
    tid = opened(window, 4)
    play_round(desk, tid)
    page = window.journal_page
    window.go(page)
    actions = [r[3] for r in page.audit_model.rows]
    assert actions[0] == "Turno 1 chiuso" and actions[3] == "Turno 1 pubblicato"
    assert all(a.startswith("Risultato del tavolo ") and ", turno 1: " in a for a in actions[1:3])
    # The referee's words, never table names or ids.
    assert page.audit_model.rows[1][4].startswith("Risultato: nuovo (NS ")
    assert not any(
        "#" in str(cell) or "results" in str(cell) for row in page.audit_model.rows for cell in row[3:]
    )
    assert page.backups_model.rowCount() == 1 and page.backups_model.rows[0][2] == "chiusura del turno 1"
    target = tmp_path / "restored.sqlite3"
    save_to(monkeypatch, target)
    asked: list[str] = []
    answer(monkeypatch, False, asked)
    page.backups.selectRow(0)
    page.restore_button.click()
    assert asked and not target.exists()  # declined: nothing written
    answer(monkeypatch, True)
    page.restore_button.click()
    assert page.feedback.text().startswith(f"Ripristinata in {target}")
    with open_database(target) as restored:
        assert [s.name for s in readmodel.list_tournaments(actions_desk(restored))] == ["Torneo di Natale"]
    page.restore(page.found[0].path, target)  # never over an existing file
    assert "esiste già" in page.feedback.text()


def actions_desk(database: Database) -> object:
    from fibur_director.services.actions import Desk

    return Desk(database)


def test_a_correction_in_the_last_round_also_asks_the_countersignature(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    tid = opened(window, 4, planned_rounds=1, plan="mitchell:1")
    published(window, tid)
    page = window.score_page
    window.go(page)
    enter_table(qtbot, page, 1, "1200", "800")
    asked: list[str] = []
    answer(monkeypatch, True, asked)
    enter_table(qtbot, page, 1, "800", "1200")
    assert len(asked) == 2 and "controfirma dell'arbitro" in asked[1]
    assert page.outcome.text() == "Tavolo 1: PV 8 – 12"


def test_importing_a_file_then_ctrl_z_closes_the_tournament_without_an_error(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, db: Database
) -> None:
    from fibur_director.services.exchange import export_text

    desk = window.context.desk
    source = make_tournament(desk, 4, planned_rounds=2, plan="mitchell:2")
    play_round(desk, source)
    document = tmp_path / "torneo.json"
    document.write_text(export_text(desk, source), encoding="utf-8")
    before = all_rows(db)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_a, **_k: (str(document), ""))
    window.tournament_page.import_button.click()
    assert window.tournament_page.feedback.text() == "Torneo importato."
    imported = window.context.tournament_id
    assert imported is not None and imported != source
    window.go(window.standings_page)
    # Issue 38: Ctrl+Z right after an import asks first; Esc leaves the tournament, nothing undone.
    kept = Answer(qtbot, key=Qt.Key.Key_Escape)
    press(qtbot, window.standings_page, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert kept.asked is not None and "importazione del torneo «Torneo di Natale»" in kept.asked
    assert kept.choices == ["Annulla l'importazione", "Lascia il torneo"]
    assert window.context.tournament_id == imported
    assert window.statusBar().currentMessage() == "Importazione lasciata com'era."
    window.activateWindow()  # back from the question, as a window manager gives it back
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    Answer(qtbot, button="Annulla l'importazione")
    press(qtbot, window.standings_page, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.context.tournament_id is None  # the imported tournament is gone, and so is its page
    assert not window.tabs.isTabEnabled(window.tabs.indexOf(window.standings_page))
    after = all_rows(db)
    for table in before:
        if table != "audit_log":
            assert after[table] == before[table], table


def test_an_edited_surname_shows_on_the_standings_after_a_score(window: MainWindow, qtbot: QtBot) -> None:
    """Edit a player, enter a score, open Classifica: the new surname (the page was hidden meanwhile)."""
    desk = window.context.desk
    tid = opened(window, 4)
    number = published(window, tid)
    window.go(window.standings_page)
    assert any("Rossi1 - Bianchi1" in str(row) for row in window.standings_page.model.rows)
    window.go(window.score_page)
    player = journal.find_players(desk, "Rossi1")[0]
    window.context.act(reg.edit_player, desk, player.id, surname="Rossini")
    enter_table(qtbot, window.score_page, 1, "1200", "800")
    assert journal.table_results(desk, tid, number)[0].ns_points == 1200
    window.go(window.standings_page)
    shown = [str(row) for row in window.standings_page.model.rows]
    assert any("Rossini - Bianchi1" in row for row in shown) and not any("Rossi1 -" in row for row in shown)


def test_what_another_desk_wrote_counts_as_changed(window: MainWindow, qtbot: QtBot, db: Database) -> None:
    """The pages learn what changed from the audit log, not from their own call: a surname edited at another
    desk shows after this desk's next action."""
    from fibur_director.services.actions import Desk

    tid = opened(window, 4)
    number = published(window, tid)
    window.go(window.standings_page)
    other = Desk(db, actor="sala conti")
    player = journal.find_players(other, "Rossi1")[0]
    reg.edit_player(other, player.id, surname="Rossetti")
    window.go(window.score_page)
    enter_table(qtbot, window.score_page, 1, "1200", "800")
    assert journal.table_results(window.context.desk, tid, number)[0].ns_points == 1200
    assert window.context.touched is not None and {"players", "results"} <= window.context.touched
    window.go(window.standings_page)
    assert any("Rossetti - Bianchi1" in str(row) for row in window.standings_page.model.rows)


def _edits(window: MainWindow, tid: int) -> int:
    return sum(row.action == "edit_round" for row in journal.audit_log(window.context.desk, tid))


def _seating(window: MainWindow, tid: int) -> list[tuple[int, ...]]:
    return [t.entries() for t in rnd.view_round(window.context.desk, tid, 1).tables]


@pytest.mark.parametrize("leave", ["click_swap", "tab", "other_field", "change_page", "click_view"])
def test_a_swap_fires_once_however_the_field_is_left(window: MainWindow, qtbot: QtBot, leave: str) -> None:
    """Issue 15, phantom swaps: the swap fires from Enter or the click, once; leaving the field never swaps."""
    from PySide6.QtTest import QTest

    tid = opened(window, 6)
    page = window.round_page
    window.go(page)
    page.propose_button.click()
    start = _seating(window, tid)
    a, b = start[0][0], start[1][0]
    type_in(qtbot, page.first, str(a))
    type_in(qtbot, page.second, str(b))
    if leave == "click_swap":
        # Typed, then the button clicked (focus leaves the field for the button): one swap, not two.
        QTest.mouseClick(page.swap_button, Qt.MouseButton.LeftButton)
    else:
        press(qtbot, page.second, ENTER)
    swapped = _seating(window, tid)
    assert swapped != start and swapped[0][0] == b and swapped[1][0] == a
    assert _edits(window, tid) == 1
    assert page.first.value() == 0 and page.second.value() == 0  # emptied: nothing left to repeat
    page.second.setFocus()
    if leave == "tab":
        press(qtbot, page.second, Qt.Key.Key_Tab)
    elif leave == "other_field":
        page.first.setFocus()
    elif leave == "change_page":
        window.go(window.registration_page)
        window.go(page)
    elif leave == "click_view":
        QTest.mouseClick(page.view.viewport(), Qt.MouseButton.LeftButton)
    else:
        QTest.mouseClick(page.swap_button, Qt.MouseButton.LeftButton)  # again, with empty fields
        assert "Indicare le formazioni" in page.feedback.text()
    qtbot.wait(10)
    assert _seating(window, tid) == swapped
    assert _edits(window, tid) == 1


def test_one_missing_table_is_said_in_the_singular(window: MainWindow, qtbot: QtBot) -> None:
    tid = opened(window, 4)
    published(window, tid)
    page = window.score_page
    window.go(page)
    enter_table(qtbot, page, 1, "1200", "800")
    assert page.missing.text() == "Manca il tavolo 2"


def test_an_earlier_round_is_chosen_by_keys_and_corrected(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 15 #2: the Art. 20 complaint about round 1 arrives while round 2 is played."""
    desk = window.context.desk
    tid = opened(window, 4)
    play_round(desk, tid, {1: (1500, 900), 2: (1000, 900)})
    published(window, tid)
    page = window.score_page
    window.go(page)
    assert page.title.text() == "Risultati del turno 2"
    assert [page.round_choice.itemText(i) for i in range(page.round_choice.count())] == ["1", "2"]
    page.round_choice.setFocus()
    press(qtbot, page.round_choice, Qt.Key.Key_Up)  # the combo's own key: the previous round
    page.round_choice.activated.emit(page.round_choice.currentIndex())
    assert page.title.text().startswith("Risultati del turno 1 (chiuso")
    assert page.table_edit.hasFocus() or window.focusWidget() is page.table_edit
    answer(monkeypatch, True)  # the opponents confirm the correction
    # 1500-900 becomes 900-1500: it inverts the result, the one correction Art. 20 allows after publication.
    enter_table(qtbot, page, 1, "900", "1500")
    assert journal.table_results(desk, tid, 1)[0].ns_points == 900
    assert page.title.text().startswith("Risultati del turno 1")  # it stays on the chosen round
    # One that does not invert is refused with the article, and the page says so.
    enter_table(qtbot, page, 2, "1000", "950")
    assert "solo se inverte il risultato" in page.feedback.text() and "IT Art. 20" in page.feedback.text()
    assert journal.table_results(desk, tid, 1)[1].ew_points == 900
    # A double click on a row of the grid opens that sheet in the fields.
    page.open_row(page.model.index(1, 0))
    assert page.table_edit.text() == "2" and page.ns_edit.text() == "1000"


def test_an_earlier_round_is_shown_and_reprinted_while_the_next_is_proposed(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    desk = window.context.desk
    tid = opened(window, 4)
    play_round(desk, tid)
    rnd.propose_round(desk, tid, seed=2)
    window.context.changed.emit()
    page = window.round_page
    window.go(page)
    assert page.title.text().startswith("Turno 2 di 4") and page.publish_button.isEnabled()
    page.round_choice.setCurrentIndex(0)
    page.round_choice.activated.emit(0)
    assert page.title.text().startswith("Turno 1 di 4") and page.title.text().endswith("(chiuso)")
    assert not page.swap_button.isEnabled()  # a closed round's seating is not edited
    assert page.publish_button.isEnabled()  # the buttons still act on round 2
    out = tmp_path / "score-1.pdf"
    save_to(monkeypatch, out)
    page.sheets_button.click()
    assert PdfReader(out).pages[0].extract_text().startswith("Score – turno 1 – tavolo 1")
    page.publish_button.click()
    assert [r.status for r in journal.rounds(desk, tid)] == ["closed", "published"]
