"""The tournament list reminds the referee of federation files not yet written (issue 27, item 6): named with
the date they are due (the tournament's date + 10 days), «scaduto» after it, gone once the file is written."""

from __future__ import annotations

import dataclasses
import datetime as dt
import json
import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QInputDialog, QLineEdit
from pytestqt.qtbot import QtBot

from fibur_director.domain.tournament_file import dumps
from fibur_director.games.burraco.federation import check as federation_check
from fibur_director.games.burraco.simulation import simulate
from fibur_director.services import federation
from fibur_director.services.exchange import import_text
from fibur_director.services.results import enter_result
from fibur_director.ui.main_window import MainWindow


def test_the_list_names_the_files_still_to_send(window: MainWindow, tmp_path: Path) -> None:
    desk = window.context.desk
    t = simulate(entries=6, rounds=2, plan="mitchell:2", seed=4, name="Torneo d'autunno")
    tid = import_text(
        desk,
        dumps(
            dataclasses.replace(t, setup=dataclasses.replace(t.setup, date="2026-11-10", referee="Ada Neri"))
        ),
    )
    page = window.tournament_page
    page.refresh()
    page.show_federation_due(dt.date(2026, 11, 15))
    assert page.federation_due.isVisible()
    assert page.federation_due.text().splitlines() == [
        "File per la federazione non ancora scritto (Classifica → File per la federazione…):",
        "«Torneo d'autunno»: da inviare entro il 20/11/2026",
    ]
    page.show_federation_due(dt.date(2026, 11, 21))
    assert page.federation_due.text().splitlines()[1] == "«Torneo d'autunno»: scaduto il 20/11/2026"
    if os.environ.get("FIBUR_SHOTS"):  # a look at it: FIBUR_SHOTS=folder
        QApplication.processEvents()  # the layout makes room for the label shown
        window.tournament_page.grab().save(str(Path(os.environ["FIBUR_SHOTS"]) / "federation-due.png"))
    exported = federation.export(desk, tid, dt.date(2026, 11, 21))
    federation.record_export(desk, tid, exported.fingerprint)
    page.show_federation_due(dt.date(2026, 11, 21))
    assert not page.federation_due.isVisible()
    # a correction after the file was sent: the federation holds a stale file
    last = t.rounds[-1]
    table = next(x for x in last.tables if x.result is not None)
    assert table.result is not None
    enter_result(
        desk,
        tid,
        last.number,
        table.number,
        table.result.ns_points + 500,
        table.result.ew_points,
        confirmed_by_opponents=True,
        countersigned=True,
    )
    page.show_federation_due(dt.date(2026, 11, 21))
    assert page.federation_due.text().splitlines()[1] == (
        "«Torneo d'autunno»: modificato dopo l'invio, da inviare di nuovo"
    )


def test_the_standings_page_writes_the_file_and_the_reminder_goes(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    """A tournament made before the referee was asked (issue 38): the desk asks the name once, by a dialog the
    referee types into, keeps it on the tournament and writes it in the file."""
    desk = window.context.desk
    t = simulate(entries=6, rounds=2, plan="mitchell:2", seed=4, name="Torneo d'autunno")
    tid = import_text(
        desk, dumps(dataclasses.replace(t, setup=dataclasses.replace(t.setup, date="2026-11-10")))
    )
    target = tmp_path / "federazione.json"
    asked: list[str] = []

    def dialog(_parent: object, _title: str, suggested: str, _pattern: str) -> tuple[str, str]:
        asked.append(Path(suggested).name)
        return str(target), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog)
    window.open_tournament(tid)
    page = window.standings_page
    window.go(page)
    assert page.referee.text().startswith("Direttore di gara non indicato")

    def type_the_name() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QInputDialog):
            QTimer.singleShot(20, type_the_name)
            return
        field = box.findChild(QLineEdit)
        assert field is not None
        qtbot.keyClicks(field, "Maria Rossi")
        qtbot.keyClick(field, Qt.Key.Key_Return)

    QTimer.singleShot(0, type_the_name)
    qtbot.mouseClick(page.federation_button, Qt.MouseButton.LeftButton)
    assert asked == ["torneo-d-autunno-2026-11-10-federazione.json"]
    written = json.loads(target.read_text(encoding="utf-8"))
    assert written["tournament"]["referee"] == "Maria Rossi"
    assert page.referee.text() == "Direttore di gara: Maria Rossi"  # kept on the tournament
    federation_check(written, dt.date(2026, 11, 25))
    assert page.feedback.text() == (
        f"Scritto {target}: 6 iscritti, controllato; impronta {written['tournament']['fingerprint']['value'][:12]}."
    )
    assert federation.reminders(desk, dt.date(2026, 11, 25)) == []


def test_a_file_the_federation_could_not_credit_is_refused_before_the_dialog(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    desk = window.context.desk
    t = simulate(entries=6, rounds=2, plan="mitchell:2", seed=4)
    nameless = dataclasses.replace(t.players[0], card=None)
    t = dataclasses.replace(
        t, players=(nameless, *t.players[1:]), setup=dataclasses.replace(t.setup, date="2026-11-10")
    )
    tid = import_text(desk, dumps(t))
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *_a: pytest.fail("no dialog for a refused file")
    )
    window.open_tournament(tid)
    page = window.standings_page
    page.federation_button.click()
    assert f"{nameless.surname} {nameless.name} non ha la tessera" in page.feedback.text()
    assert list(tmp_path.glob("*.json")) == []
    assert federation.reminders(desk, dt.date(2026, 11, 25))[0].tournament_id == tid
