"""Issue 38, registration and check-in: the club completed from the clubs in the archive, a pair's payment
covering the pair (paid + owed = due), and the entries list showing who has arrived."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from fibur_director.domain.checkin import euro
from fibur_director.services import checkin, journal
from fibur_director.ui.main_window import MainWindow
from tests.support.builders import make_tournament
from tests.ui.conftest import type_in


@pytest.mark.qt_log_ignore("This plugin does not support grabbing the keyboard")  # the popup, offscreen
def test_the_club_is_completed_from_the_archive(window: MainWindow, qtbot: QtBot) -> None:
    desk = window.context.desk
    tid = make_tournament(desk, pairs=3)  # the Rossi play for "Circolo Aurora"
    window.open_tournament(tid)
    page = window.registration_page
    window.go(page)
    type_in(qtbot, page.surname, "Verdi")
    type_in(qtbot, page.name, "Anna")
    type_in(qtbot, page.club, "aur")
    popup = page.club.completer().popup()
    qtbot.waitUntil(popup.isVisible)
    assert [popup.model().index(i, 0).data() for i in range(popup.model().rowCount())] == ["Circolo Aurora"]
    # ↓ picks the club, Enter takes it and adds the player, as Enter does in every field of the form.
    qtbot.keyClick(popup, Qt.Key.Key_Down)
    assert page.club.text() == "Circolo Aurora"
    qtbot.keyClick(popup, Qt.Key.Key_Return)
    assert page.feedback.text() == "Giocatore aggiunto all'archivio."
    found = journal.find_players(desk, "Verdi")
    assert [(p.surname, p.club) for p in found] == [("Verdi", "Circolo Aurora")]


def test_a_pair_s_payment_covers_the_pair_and_the_list_shows_who_came(
    window: MainWindow, qtbot: QtBot
) -> None:
    desk = window.context.desk
    tid = make_tournament(desk, pairs=3)  # fee 10 euro a player: 60 due
    door = checkin.door(desk, tid)
    rossi1 = next(a for a in door.arrivals if a.surname == "Rossi1")
    checkin.mark(desk, tid, rossi1.player_id, present=True, paid_cents=2000)  # pays for the pair
    window.open_tournament(tid)
    panel = window.checkin_panel
    window.checkin_entry.trigger()  # File → Accoglienza…
    door = checkin.door(desk, tid)
    assert (door.paid_cents, door.owed_cents) == (2000, 4000)  # paid + owed = 6 x 10
    assert door.owed_by()[next(a.player_id for a in door.arrivals if a.surname == "Bianchi1")] == 0
    assert f"Incassato {euro(2000)} · da incassare {euro(4000)}" in panel.counts.text()
    page = window.registration_page
    window.go(page)
    states = [page.entries_model.index(row, 3).data() for row in range(page.entries_model.rowCount())]
    assert states == ["in gara · arrivati 1/2", "in gara · arrivati 0/2", "in gara · arrivati 0/2"]
    assert QApplication.activeModalWidget() is None
