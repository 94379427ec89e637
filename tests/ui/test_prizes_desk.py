"""The prize list at the desk (issue 37, item 5): the standings page's «Premi…» opens a table editor showing the
default list and who takes it; the referee types a category prize and a last-pair prize with the keyboard, sees
the preview, saves (one action, Ctrl+Z takes it back); a wrong cell is refused naming its row and column and
nothing is kept. Screenshots go to ``FIBUR_SHOTS`` when set (looked at by hand)."""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit, QTableWidget, QWidget
from pytestqt.qtbot import QtBot

from fibur_director.domain.tournament_file import dumps
from fibur_director.games.burraco.ruleset import get_ruleset
from fibur_director.games.burraco.simulation import simulate
from fibur_director.games.burraco.standings import standings
from fibur_director.services import prizes
from fibur_director.services.exchange import import_text
from fibur_director.ui.main_window import MainWindow
from fibur_director.ui.prizes import PrizeListDialog
from tests.ui.conftest import press, type_in


def shot(widget: QWidget, name: str) -> None:
    folder = os.environ.get("FIBUR_SHOTS")
    if folder:
        QApplication.processEvents()
        widget.grab().save(str(Path(folder) / f"{name}.png"))


def editor_of(table: QTableWidget) -> QLineEdit:
    """The cell's editor the key opened: it has the focus."""
    editor = QApplication.focusWidget()
    assert isinstance(editor, QLineEdit) and table.isAncestorOf(editor)
    return editor


def type_cell(qtbot: QtBot, dialog: PrizeListDialog, row: int, column: int, text: str) -> None:
    """Go to the cell, F2 opens its editor, type, Enter: as at the keyboard."""
    table = dialog.table
    table.setFocus()
    table.setCurrentCell(row, column)
    press(qtbot, table, Qt.Key.Key_F2)
    editor = editor_of(table)
    type_in(qtbot, editor, text)
    press(qtbot, editor, Qt.Key.Key_Return)
    settle(qtbot)


def settle(qtbot: QtBot) -> None:
    """The event loop run between two keys, as on screen: the closed editor is deleted there (an editor left
    for later loses its focus when the window closes and commits to a view that no longer has it)."""
    qtbot.wait(5)


def test_the_prize_list_edited_with_the_keyboard_previewed_saved_and_undone(
    window: MainWindow, qtbot: QtBot
) -> None:
    desk = window.context.desk
    t = simulate(entries=8, rounds=3, plan="danish:3", seed=2)
    # Categories: entry 1's players A and B, every other player C; so entry 1 is the only pair of category A.
    players = tuple(
        dataclasses.replace(p, category="A" if i == 0 else "B" if i == 1 else "C")
        for i, p in enumerate(t.players)
    )
    t = dataclasses.replace(t, players=players)
    tid = import_text(desk, dumps(t))
    order = [s.entry for s in standings(t, get_ruleset(t.setup.ruleset))]
    window.context.open(tid)
    page = window.standings_page
    window.tabs.setCurrentWidget(page)
    qtbot.mouseClick(page.prizes_button, Qt.MouseButton.LeftButton)
    dialog = page.prize_dialog
    qtbot.waitExposed(dialog)
    dialog.activateWindow()  # the editor's window has the keyboard, as on screen
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    # The default list: the first three, and the editor says the tournament has none of its own.
    assert dialog.table.rowCount() == 1 and dialog.table.item(0, 0).text() == "Classifica"
    assert dialog.awards.toPlainText().splitlines()[0].startswith(f"Classifica · 1 · {order[0]} ")
    assert "non ha un elenco suo" in dialog.feedback.text()

    # Places 2; a category A prize (entry 1 is the only A pair); the last pair.
    type_cell(qtbot, dialog, 0, 1, "2")
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    editor = editor_of(dialog.table)  # a new row opens its name's editor
    type_in(qtbot, editor, "Categoria A")
    press(qtbot, editor, Qt.Key.Key_Return)
    settle(qtbot)
    type_cell(qtbot, dialog, 1, 2, "a")
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    editor = editor_of(dialog.table)  # a new row opens its name's editor
    type_in(qtbot, editor, "Ultima coppia")
    press(qtbot, editor, Qt.Key.Key_Return)
    settle(qtbot)
    dialog.table.setCurrentCell(2, 5)
    press(qtbot, dialog.table, Qt.Key.Key_Space)  # ticks «Dal fondo»
    assert dialog.table.item(2, 5).checkState() == Qt.CheckState.Checked
    qtbot.mouseClick(dialog.preview_button, Qt.MouseButton.LeftButton)
    lines = dialog.awards.toPlainText().splitlines()
    # Entry 1 is the only pair of category A: it takes the prize unless a place went to it first (one per entry).
    expected_a = "Categoria A: nessun premiabile" if 1 in order[:2] else "Categoria A · 1 · 1 "
    assert lines[0].startswith(f"Classifica · 1 · {order[0]} ") and lines[1].startswith(
        f"Classifica · 2 · {order[1]} "
    )
    assert lines[2].startswith(expected_a)
    assert lines[3].startswith(f"Ultima coppia · 1 · {order[-1]} ") and "ultima tra i premiabili" in lines[3]
    assert prizes.prize_list(desk, tid) is None  # a preview keeps nothing
    shot(dialog, "prizes-editor")

    # A wrong cell: refused naming the row and the column, and nothing kept.
    type_cell(qtbot, dialog, 2, 1, "zero")
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert dialog.feedback.text().startswith("riga 3, Posti: deve essere un numero intero da 1 a 1000")
    assert prizes.prize_list(desk, tid) is None
    type_cell(qtbot, dialog, 2, 4, "4, 5")
    type_cell(qtbot, dialog, 2, 1, "1")
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert (
        "turno 4: il torneo prevede 3 turni" in dialog.feedback.text()
        and "riga 3, Turni" in dialog.feedback.text()
    )
    assert prizes.prize_list(desk, tid) is None
    type_cell(qtbot, dialog, 2, 4, "")

    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert dialog.feedback.text() == "Elenco dei premi salvato (Ctrl+Z lo annulla)."
    saved = prizes.prize_list(desk, tid)
    assert saved is not None
    assert [(p.name, p.places, p.categories, p.from_bottom) for p in saved.prizes] == [
        ("Classifica", 2, (), False), ("Categoria A", 1, ("A",), False), ("Ultima coppia", 1, (), True)
    ]  # fmt: skip
    # Ctrl+Z on the standings page takes the list back to the default one.
    dialog.close()
    window.activateWindow()  # back from the editor, as a window manager gives it back
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    press(qtbot, page, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert prizes.prize_list(desk, tid) is None


def test_a_save_with_nothing_changed_records_nothing_and_ctrl_z_in_the_editor_undoes_a_save(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """F3 and F9 of issue 37's attack: «Salva» on an unchanged list says there is nothing to save and records
    nothing; Ctrl+Z pressed in the editor right after a real save takes that save back; «Chiudi» asks before
    throwing away edits not saved."""
    from fibur_director.ui import context as dialogs

    desk = window.context.desk
    tid = import_text(desk, dumps(simulate(entries=8, rounds=3, plan="danish:3", seed=2)))
    window.context.open(tid)
    page = window.standings_page
    window.tabs.setCurrentWidget(page)
    qtbot.mouseClick(page.prizes_button, Qt.MouseButton.LeftButton)
    dialog = page.prize_dialog
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    imported = desk.stacks(tid)
    dialog.table.setFocus()
    press(
        qtbot, dialog.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier
    )  # the latest action: the import
    assert dialog.feedback.text().startswith("Qui Ctrl+Z annulla solo") and dialog.feedback.tone == "note"
    assert desk.stacks(tid) == imported  # nothing undone
    type_cell(qtbot, dialog, 0, 1, "2")
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert dialog.feedback.text() == "Elenco dei premi salvato (Ctrl+Z lo annulla)."
    assert dialog.feedback.tone == "good"
    first = prizes.prize_list(desk, tid)
    assert first is not None and first.prizes[0].places == 2
    actions = len(desk.stacks(tid)[0])
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)  # nothing changed since
    assert dialog.feedback.text() == "Nessuna modifica da salvare: il torneo ha già questo elenco."
    assert (
        dialog.feedback.tone == "note"
    )  # information, neither a success nor a refusal (issue 37's attack, C6)
    shot(dialog, "prizes-nothing-to-save")
    assert len(desk.stacks(tid)[0]) == actions and prizes.prize_list(desk, tid) == first

    type_cell(qtbot, dialog, 0, 1, "4")
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert prizes.prize_list(desk, tid).prizes[0].places == 4  # type: ignore[union-attr]
    dialog.table.setFocus()
    press(qtbot, dialog.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert prizes.prize_list(desk, tid) == first  # the latest save, and only it
    assert dialog.table.item(0, 1).text() == "2"
    assert dialog.feedback.text().startswith("Annullato: l'elenco dei premi")

    asked: list[str] = []

    def answer(_parent: object, _title: str, text: str, _choices: list[str], default: int = 0) -> int:
        asked.append(text)
        return 1  # «Torna all'elenco»

    monkeypatch.setattr(dialogs, "choose", answer)
    type_cell(qtbot, dialog, 0, 1, "3")
    qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    assert asked and "modifiche non salvate" in asked[0] and dialog.isVisible()
    monkeypatch.setattr(dialogs, "choose", lambda *_a, **_k: 0)  # «Chiudi senza salvare»
    qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible() and prizes.prize_list(desk, tid) == first
