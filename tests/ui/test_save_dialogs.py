"""Issue 38: the save dialogs said "Look in" and "Files of type" among Italian words (Qt 6 gave those labels a
mnemonic the shipped Italian catalogue lacks: resources/translations/qt_extra_it.ts), and the check-in sheet was
saved as ``accoglienza.pdf`` in the folder the desk was launched from. The referee clicks "Stampa il foglio
dell'accoglienza…" on a desk started in Italian: the dialog is Italian, opens in the folder last saved into
with a name like every other file's, and the name typed there with Enter is where the sheet goes."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from openpyxl import load_workbook
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QLineEdit
from pytestqt.qtbot import QtBot

from fibur_director.app import Desk, build
from fibur_director.db.database import open_database
from fibur_director.domain.tournament import Sanction
from fibur_director.services import results as res
from fibur_director.services import rounds as rnd
from fibur_director.services.actions import Desk as ServiceDesk
from fibur_director.ui import printing
from fibur_director.ui.main_window import MainWindow
from tests.support.builders import make_tournament, play_round
from tests.ui.conftest import SaveAs


@pytest.fixture
def italian_desk(tmp_path: Path, qtbot: QtBot) -> Iterator[Desk]:
    path = tmp_path / "torneo.sqlite3"
    with open_database(path) as db:
        make_tournament(ServiceDesk(db), pairs=4)
    desk = build(["--database", str(path), "--lang", "it"])
    assert desk.window is not None
    yield desk
    desk.window.close()
    if desk.database is not None:
        desk.database.close()
    for translator in desk.translators:
        desk.app.removeTranslator(translator)


def test_the_check_in_sheet_is_saved_through_an_italian_dialog_in_the_remembered_folder(
    italian_desk: Desk, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = italian_desk.window
    assert window is not None
    folder = tmp_path / "stampe"
    folder.mkdir()
    printing.remember_folder(folder / "altro.pdf")  # the folder the referee last saved into
    monkeypatch.chdir(tmp_path)  # the folder the desk was launched from: nothing may land here
    window.open_tournament(1)
    panel = window.checkin_panel
    seen: dict[str, object] = {}

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QFileDialog):
            QTimer.singleShot(20, answer)
            return
        seen["labels"] = sorted(label.text() for label in dialog.findChildren(QLabel) if label.text())
        seen["folder"] = dialog.directory().absolutePath()
        field = dialog.findChild(QLineEdit, "fileNameEdit")
        assert field is not None
        seen["suggested"] = field.text()
        field.selectAll()
        qtbot.keyClicks(field, "porta.pdf")
        qtbot.keyClick(field, Qt.Key.Key_Return)

    QTimer.singleShot(0, answer)
    qtbot.mouseClick(panel.print_button, Qt.MouseButton.LeftButton)
    labels = seen["labels"]
    assert {"&Cerca in:", "&Nome del file:", "File di &tipo:"} <= set(labels)  # type: ignore[arg-type]
    assert not {"&Look in:", "Files of &type:"} & set(labels)  # type: ignore[arg-type]
    assert seen["folder"] == str(folder)
    assert seen["suggested"] == "torneo-di-natale_2026-12-20_accoglienza.pdf"
    assert (folder / "porta.pdf").is_file() and not list(tmp_path.glob("*.pdf"))
    assert panel.feedback.text() == f"Foglio dell'accoglienza scritto in {folder / 'porta.pdf'}."


def test_the_workbook_has_a_sheet_of_the_sanctions(window: MainWindow, qtbot: QtBot, tmp_path: Path) -> None:
    """Issue 38: the Excel export had no sheet of the sanctions. The referee clicks "Esporta in Excel" and names
    the file; the workbook's "Sanzioni" lists each one as the printed list does, then the warnings' count."""
    desk = window.context.desk
    tid = make_tournament(desk, pairs=4)
    play_round(desk, tid)
    res.add_sanction(desk, tid, Sanction("warning", entry=2, round=1, note="slow play"))
    res.add_sanction(desk, tid, Sanction("late", entry=3, round=1, minutes=4))
    window.open_tournament(tid)
    page = window.standings_page
    window.go(page)
    target = tmp_path / "classifica.xlsx"
    printing.remember_folder(target)  # the folder the referee last saved into
    SaveAs(qtbot, target)
    qtbot.mouseClick(page.excel_button, Qt.MouseButton.LeftButton)
    assert page.feedback.text() == f"Scritto {target}."
    sheet = load_workbook(target)["Sanzioni"]
    rows = [[cell.value for cell in row] for row in sheet.iter_rows()]
    assert rows[0] == ["Turno", "Tavolo", "Coppia", "Provvedimento", "Dettaglio", "Articolo"]
    # The table is the one the entry sat at (the sanctions name none; issue 35's outside attack).
    table_of = {e: t.number for t in rnd.view_round(desk, tid, 1).tables for e in (*t.ns, *t.ew)}
    assert rows[1][:4] == [1, table_of[2], "2 Rossi2 - Bianchi2", "Ammonizione"]
    assert rows[2][:5] == [1, table_of[3], "3 Rossi3 - Bianchi3", "Ritardo", "4 minuti"]
    assert rows[2][5]  # the article the ruleset gives a lateness
    assert ["2 Rossi2 - Bianchi2", "1", "0"] in [[str(v) for v in row[2:5]] for row in rows[4:]]
