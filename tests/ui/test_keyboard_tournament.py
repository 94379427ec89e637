"""A whole tournament driven by key presses only: 10 pairs registered from the form, 3 Mitchell rounds and 1
Danish round proposed, published, scored and closed, a warning and a 7-minute lateness; the standings widget
shows exactly the services' standings. Also: no two keyboard mnemonics of one page collide."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from fibur_director.services import journal, readmodel
from fibur_director.services import rounds as rnd
from fibur_director.ui import context as dialogs
from fibur_director.ui.main_window import MainWindow
from tests.ui.conftest import assert_no_mnemonic_clash

ALT = Qt.KeyboardModifier.AltModifier
CTRL = Qt.KeyboardModifier.ControlModifier


class Keyboard:
    """Keys go where the focus is, as on a real keyboard; the test never clicks."""

    def __init__(self, qtbot: QtBot, window: MainWindow) -> None:
        self.qtbot = qtbot
        self.window = window
        self.count = 0

    def target(self) -> QWidget:
        focus = QApplication.focusWidget()
        return focus if focus is not None else self.window

    def key(self, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        self.count += 1
        self.qtbot.keyClick(self.target(), key, modifier)

    def type(self, text: str) -> None:
        for char in text:
            self.count += 1
            self.qtbot.keyClicks(self.target(), char)

    def enter(self) -> None:
        self.key(Qt.Key.Key_Return)

    def tab(self) -> None:
        self.key(Qt.Key.Key_Tab)

    def alt(self, letter: str) -> None:
        self.key(getattr(Qt.Key, f"Key_{letter.upper()}"), ALT)

    def press_button(self, letter: str) -> None:
        """Alt+letter on a button: Qt animates the click and fires it 100 ms later."""
        self.alt(letter)
        self.qtbot.wait(150)

    def ctrl(self, key: str) -> None:
        self.key(getattr(Qt.Key, f"Key_{key.capitalize()}"), CTRL)


def test_no_two_mnemonics_of_a_page_collide(window: MainWindow) -> None:
    assert_no_mnemonic_clash(window)


def test_no_two_mnemonics_collide_in_english_either(english_window: MainWindow) -> None:
    """Issue 15 #10: the English desk has its own letters, checked the same way."""
    assert english_window.tabs.tabText(0) == "1 Tournament"
    assert_no_mnemonic_clash(english_window)


def test_a_whole_tournament_by_key_presses_only(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    desk = window.context.desk
    window.activateWindow()
    qtbot.waitUntil(lambda: window.isActiveWindow())
    keys = Keyboard(qtbot, window)

    # Tournament: name and plan, Enter creates and opens it on the registration page.
    keys.ctrl("1")
    keys.alt("b")  # Piano a&bbinamenti: round 1's method; Tab walks method, groups, next round's method
    for _ in range(6):
        keys.tab()
    keys.type("d")  # round 4: the first method starting with "d", danese puro
    keys.alt("n")  # &Nome
    keys.type("Torneo della Befana")
    keys.enter()
    tid = window.context.tournament_id
    assert tid is not None and window.tabs.currentWidget() is window.registration_page

    # Ten pairs: each new player goes into the pair being formed; the second one registers it.
    for number in range(1, 11):
        for surname, name, card in (
            (f"Rossi{number}", "Maria", f"A{number}"),
            (f"Bianchi{number}", "Anna", f"B{number}"),
        ):
            keys.alt("g")  # Co&gnome
            keys.type(surname)
            keys.tab()
            keys.type(name)
            keys.tab()
            keys.type(card)
            keys.enter()
    entries = journal.entries(desk, tid)
    assert [e.name for e in entries] == [f"Rossi{n} - Bianchi{n}" for n in range(1, 11)]

    table_keys: list[int] = []
    asked: list[str] = []
    for number in range(1, 5):
        keys.ctrl("3")
        keys.press_button("p")  # &Proponi il turno
        keys.press_button("u")  # P&ubblica
        assert journal.rounds(desk, tid)[-1].status == "published"
        if number == 3:
            # A pair 7 minutes late (IT Art. 31): kind Ritardo is one Down from Ammonizione.
            late = rnd.view_round(desk, tid, 3).tables[0].ns[0]
            keys.ctrl("5")
            keys.alt("s")
            keys.key(Qt.Key.Key_Down)
            keys.alt("o")
            keys.type(str(late))
            keys.alt("u")
            keys.type("3")
            keys.alt("d")
            keys.type("7")
            keys.ctrl("return")
            assert window.sanctions_page.feedback.text() == "Sanzione registrata."
        keys.ctrl("4")
        page = window.score_page
        assert page.table_edit.hasFocus()
        if number == 1:
            # A slip (800 and 15 typed as one number) is questioned before it is saved; "No, correggo" puts
            # the cursor back on it, selected, and the right figure typed over it is saved unquestioned.
            monkeypatch.setattr(dialogs, "choose", lambda _p, _t, text, *_a, **_k: asked.append(text) or 2)
            keys.type("1")
            keys.enter()
            keys.type("80015")
            keys.tab()
            keys.type("750")
            keys.enter()
            assert len(asked) == 1 and "Nord-Sud 80015 è fuori" in asked[0]
            assert journal.table_results(desk, tid, 1)[0].missing
            assert page.ns_edit.hasFocus()
            keys.type("1400")
            keys.tab()
            keys.tab()  # the EW figure stays as typed
            keys.enter()
            assert len(asked) == 1 and journal.table_results(desk, tid, 1)[0].ns_points == 1400
        for table in journal.table_results(desk, tid, number):
            if not table.missing:
                continue
            before = keys.count
            ns, ew = str(1500 - 100 * table.number), str(700 + 50 * number)
            keys.type(str(table.number))
            keys.enter()
            keys.type(ns)
            keys.tab()
            keys.type(ew)
            keys.enter()
            table_keys.append(keys.count - before - len(str(table.number)) - len(ns) - len(ew))
        assert page.missing.text() == "Tutti i tavoli hanno il risultato: il turno si può chiudere."
        if number == 2:
            # A warning for the pair at table 1 (the ruleset's first infraction, its article recorded).
            warned = rnd.view_round(desk, tid, 2).tables[0].ew[0]
            keys.ctrl("5")
            keys.alt("s")
            keys.key(Qt.Key.Key_Home)  # Ammonizione
            keys.alt("o")
            keys.type(str(warned))
            keys.alt("u")
            keys.type("2")
            keys.ctrl("return")
            assert window.sanctions_page.feedback.text() == "Sanzione registrata."
        keys.ctrl("3")
        keys.press_button("c")  # &Chiudi il turno
        assert journal.rounds(desk, tid)[-1].status == "closed"

    assert [r.system for r in journal.rounds(desk, tid)] == ["mitchell"] * 3 + ["danish"]
    assert set(table_keys) == {3}  # Enter, Tab, Enter beyond the digits (target: at most 4)
    kinds = [(s.type, s.round, s.minutes) for s in journal.sanctions(desk, tid)]
    assert kinds == [("warning", 2, None), ("late", 3, 7)]
    keys.ctrl("6")
    expected = readmodel.live_standings(desk, tid)
    shown = window.standings_page.model.rows
    assert [(r[0], r[1], r[4], r[5], r[6] or 0, r[7] or 0) for r in shown] == [
        (s.rank, s.entry, s.vp, s.mp, s.vp_deduction, s.warnings) for s in expected
    ]
    assert sum(r[7] or 0 for r in shown) == 1
