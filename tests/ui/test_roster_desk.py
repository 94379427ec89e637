"""The member list at the desk (issue 37): imported from the File menu with its date asked, its age in the status
bar, undone by Ctrl+Z; members found at registration by card or surname as the referee types and registered by
Enter with the list's club, category and points; a player the list lacks marked; the check shown on the round
page until round 1 is published. Screenshots of each step go to ``FIBUR_SHOTS`` when set (looked at by hand)."""

from __future__ import annotations

import datetime as dt
import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from fibur_director.services import journal, roster
from fibur_director.services import registration as reg
from fibur_director.services import rounds as rnd
from fibur_director.ui import roster as roster_ui
from fibur_director.ui.main_window import MainWindow
from tests.ui.conftest import press, type_in

TODAY = dt.date.today()
LISTED = TODAY - dt.timedelta(days=3)
LIST = (
    "Tessera;Cognome;Nome;Circolo;Categoria;Tipo;Scadenza;Punti;Nascita;Telefono\n"
    "FIB1001;Rossi;Mario;Circolo Aurora;A;Ordinaria;31/12/2099;1520;12/03/1960;333\n"
    "FIB1002;Rossini;Anna;Circolo Aurora;B;Ordinaria;31/12/2099;300;01/07/1971;\n"
    f"FIB1003;Verdi;Luca;Burraco Siena;C;Ordinaria;{(TODAY - dt.timedelta(days=1)):%d/%m/%Y};80;05/05/1980;\n"
)


def shot(widget: QWidget, name: str) -> None:
    folder = os.environ.get("FIBUR_SHOTS")
    if folder:
        QApplication.processEvents()  # the layouts settle first, as on screen
        widget.grab().save(str(Path(folder) / f"{name}.png"))


def answer_import(monkeypatch: pytest.MonkeyPatch, path: Path, asked: list[dt.date] | None = None) -> None:
    monkeypatch.setattr(roster_ui, "choose_file", lambda _parent: path)

    def ask(
        _parent: QWidget, _path: Path, found: object, day: dt.date, _language: str, _current: object = None
    ) -> tuple[dt.date, bool]:
        if asked is not None:
            asked.append(day)
        return LISTED, False

    monkeypatch.setattr(roster_ui, "ask_import", ask)


def test_import_from_the_menu_shows_its_age_and_undoes(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    qtbot.waitUntil(lambda: window.roster_status is not None)
    status = window.roster_status
    assert isinstance(status, roster_ui.RosterStatus)
    assert status.text() == "Nessun elenco tesserati"
    path = tmp_path / "elenco.csv"
    path.write_text(LIST, encoding="utf-8")
    asked: list[dt.date] = []
    answer_import(monkeypatch, path, asked)
    window.roster_action.trigger()
    assert asked == [TODAY]  # the file's own day is offered
    assert status.text() == f"Elenco tesserati del {roster_ui.short_date(LISTED, TODAY)}"
    assert window.statusBar().currentMessage() == (
        f"Elenco tesserati del {LISTED:%d/%m/%Y} in uso: 3 tesserati; nessun giocatore dell'archivio cambia categoria o punti."
    )
    shot(window, "roster-imported")
    window.undo()
    assert status.text() == "Nessun elenco tesserati"
    assert window.statusBar().currentMessage() == (
        f"Annullato: Elenco tesserati del {LISTED:%d/%m/%Y} in uso (3 tesserati, elenco.csv); categoria e punti "
        "aggiornati a 0 giocatori"
    )


def test_a_bad_file_is_refused_in_italian_and_nothing_changes(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    path = tmp_path / "vuoto.csv"
    path.write_text("Cognome;Nome\nRossi;Mario\n", encoding="utf-8")
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text, *_a: warned.append(text))
    answer_import(monkeypatch, path)
    window.roster_action.trigger()
    assert warned == [
        "vuoto.csv: manca la colonna Tessera; la prima riga deve intestare le colonne, ad es. Tessera; Cognome; "
        "Nome; Circolo; Categoria; Tipo; Scadenza; Punti; Nascita"
    ]
    assert roster.current(window.context.desk) is None


def test_the_import_dialog_offers_the_good_rows_only_when_rows_are_rejected(
    qtbot: QtBot, tmp_path: Path
) -> None:
    path = tmp_path / "elenco.csv"
    path.write_text(LIST + "FIB1001;Gialli;Ugo;;;;;;;\n", encoding="utf-8")
    found = roster.read_roster(path)
    dialog = roster_ui.ImportDialog(None, path, found, LISTED, "it")
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.import_button.isEnabled()
    good = dialog.findChild(QWidget, "importGoodRows")
    assert good is not None and good.text() == "Importa solo le 3 righe valide"
    shot(dialog, "roster-import-dialog")
    good.click()  # type: ignore[attr-defined]
    assert dialog.chosen() == (LISTED, True)


def test_registration_finds_members_as_the_referee_types(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    desk = window.context.desk
    path = tmp_path / "elenco.csv"
    path.write_text(LIST, encoding="utf-8")
    roster.import_roster(desk, path, LISTED)
    tid = reg.create_tournament(desk, reg.TournamentSettings("Giovedì", TODAY, plan="mitchell:4"))
    reg.add_player(desk, "Bianchi", "Ugo", club="Circolo Aurora")  # not in the list
    window.open_tournament(tid)
    page = window.registration_page
    window.tabs.setCurrentWidget(page)
    type_in(qtbot, page.search, "ross")
    assert [(r[0], r[2], r[4]) for r in page.players_model.rows] == [
        ("Rossi", "FIB1001", "dall'elenco"),
        ("Rossini", "FIB1002", "dall'elenco"),
    ]
    shot(window, "roster-registration-search")
    press(qtbot, page.search, Qt.Key.Key_Down)
    press(qtbot, page.players, Qt.Key.Key_Return)  # Rossi Mario: into the archive and the pair
    assert "Rossi Mario" in page.pending_label.text()
    rossi = reg.search_players(desk, "FIB1001")[0]
    assert (rossi.club, rossi.category, rossi.ranking_points) == ("Circolo Aurora", "A", 1520)
    type_in(qtbot, page.search, "bianchi")
    assert [(r[0], r[4]) for r in page.players_model.rows] == [("Bianchi", "non in elenco")]
    press(qtbot, page.search, Qt.Key.Key_Return)  # still entered: the list does not decide who plays
    assert [e.players for e in journal.entries(desk, tid)] == [("Rossi Mario", "Bianchi Ugo")]
    type_in(qtbot, page.search, "FIB1003")
    press(qtbot, page.search, Qt.Key.Key_Return)
    type_in(qtbot, page.search, "rossini")
    press(qtbot, page.search, Qt.Key.Key_Return)
    assert len(journal.entries(desk, tid)) == 2

    round_page = window.round_page
    window.tabs.setCurrentWidget(round_page)
    assert round_page.roster_box.isVisible()
    assert round_page.roster_summary.text() == (
        f"4 giocatori controllati sull'elenco tesserati del {LISTED:%d/%m/%Y}: 2 problemi."
    )
    assert round_page.roster_problems.toPlainText().splitlines() == [
        "senza tessera  Bianchi Ugo (1): non ha la tessera",
        f"FIB1003  Verdi Luca (2): la tessera è scaduta il {TODAY - dt.timedelta(days=1):%d/%m/%Y}, prima del "
        f"torneo ({TODAY:%d/%m/%Y})",
    ]
    shot(window, "roster-round-check")
    rnd.publish_round(desk, tid, rnd.propose_round(desk, tid, seed=1))
    window.context.changed.emit()
    assert not round_page.roster_box.isVisible()


def test_the_import_dialog_says_which_list_it_replaces_and_sizes_read_the_italian_way(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    """F9 of issue 37's attack: the dialog names the list in use the new one replaces (its date, size and file),
    or says it is the first; a file too large is refused with the size written 52.428.832, as Italians do; the
    File menu's entry has its mnemonic."""
    from fibur_director.domain.errors import FiburError
    from fibur_director.reports.player_list import list_bytes

    path = tmp_path / "elenco.csv"
    path.write_text(LIST, encoding="utf-8")
    found = roster.read_roster(path)
    first = roster_ui.ImportDialog(window, path, found, LISTED, "it", None)
    qtbot.addWidget(first)
    assert first.findChild(QLabel, "rosterReplaced").text() == "Nessuno: è il primo elenco importato."
    roster.import_roster(window.context.desk, path, LISTED)
    current = roster.current(window.context.desk)
    second = roster_ui.ImportDialog(window, path, found, LISTED, "it", current)
    qtbot.addWidget(second)
    shot(second, "roster-import-replaces")
    assert second.findChild(QLabel, "rosterReplaced").text() == (
        f"l'elenco del {LISTED:%d/%m/%Y} (3 tesserati, elenco.csv); Ctrl+Z lo rimette in uso."
    )
    many = tmp_path / "grande-elenco.csv"  # 1,203 members: the counts read 1.203 (the attack's C3)
    many.write_text(
        LIST
        + "".join(
            f"FIB{2000 + i};Socio{i};Nome;Circolo Aurora;C;Ordinaria;31/12/2099;0;;\n" for i in range(1200)
        ),
        encoding="utf-8",
    )
    roster.import_roster(window.context.desk, many, LISTED)
    third = roster_ui.ImportDialog(window, path, found, LISTED, "it", roster.current(window.context.desk))
    qtbot.addWidget(third)
    assert third.findChild(QLabel, "rosterReplaced").text() == (
        f"l'elenco del {LISTED:%d/%m/%Y} (1.203 tesserati, grande-elenco.csv); Ctrl+Z lo rimette in uso."
    )
    big = tmp_path / "grande.csv"
    with big.open("wb") as out:
        out.truncate(52_428_832)
    with pytest.raises(FiburError) as refused:
        list_bytes(big)
    assert "è di 52.428.832 byte" in refused.value.italian
    assert window.roster_action.text() == "Importa l'elenco &tesserati…"
