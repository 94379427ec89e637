"""`make translations` collects the desk's strings from the files the Makefile names; a page moved into a
game's package (``ui/tarot/``, ``ui/burraco/``) that the list missed would drop its strings from the .ts
silently, and the desk would show them in Italian to an English referee."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDockWidget

from fibur_director.ui.burraco.score_entry_page import state_words
from fibur_director.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
# What marks a file as holding translatable text: Qt's tr() on a widget, or the translate() of a module function.
TRANSLATES = re.compile(r"\b(self|cls)\.tr\(|QCoreApplication\.translate\(")


def lupdate_sources() -> set[str]:
    """The files the Makefile's lupdate line names, its $(wildcard ...) patterns expanded as make would."""
    line = next(x for x in (ROOT / "Makefile").read_text().splitlines() if "pyside6-lupdate" in x)
    sources = line.split("pyside6-lupdate", 1)[1].split(" -ts ")[0]
    words = sources.replace("$(sort", "").replace("$(wildcard", "").replace(")", " ").split()
    found: set[str] = set()
    for word in words:
        found |= {p.relative_to(ROOT).as_posix() for p in ROOT.glob(word)}
    return found


def test_every_file_with_desk_text_is_in_the_lupdate_list() -> None:
    translating = {
        p.relative_to(ROOT).as_posix()
        for p in (ROOT / "fibur_director").rglob("*.py")
        if TRANSLATES.search(p.read_text(encoding="utf-8"))
    }
    sources = lupdate_sources()
    # Both games' desk pages are among them (they live in subpackages since issue 24).
    assert {"fibur_director/ui/tarot/page.py", "fibur_director/ui/burraco/score_entry_page.py"} <= translating
    assert translating - sources == set()


def test_the_translations_name_no_file_that_is_gone() -> None:
    ts = (ROOT / "resources" / "translations" / "fibur_director_en.ts").read_text(encoding="utf-8")
    named = set(re.findall(r'<location filename="\.\./\.\./([^"]+)"', ts))
    assert named and {name for name in named if not (ROOT / name).exists()} == set()


def test_every_context_in_the_translations_is_one_the_desk_looks_up() -> None:
    """Qt looks a text up under the class of the object whose ``tr`` is called, or under the context a
    ``QCoreApplication.translate`` names; lupdate files ``window.tr(...)`` under "window", a context nothing
    looks up, and the English desk then shows that text in Italian (found in review: the docks' titles, the
    table states, the printing messages)."""
    import xml.etree.ElementTree as ET

    looked_up: set[str] = set()
    for path in [*(ROOT / "fibur_director" / "ui").rglob("*.py"), ROOT / "fibur_director" / "app.py"]:
        text = path.read_text(encoding="utf-8")
        looked_up |= set(re.findall(r"^class (\w+)", text, re.MULTILINE))
        looked_up |= set(re.findall(r'QCoreApplication\.translate\(\s*"(\w+)"', text))
    contexts = (
        ET.parse(ROOT / "resources" / "translations" / "fibur_director_en.ts").getroot().iter("context")
    )
    # A message still in the sources has a location (`make translations` drops the others: -no-obsolete).
    used = {
        str(context.findtext("name")) for context in contexts if context.find("message/location") is not None
    }
    assert used - looked_up == set()
    assert {"MainWindow", "ScoreEntryPage", "Printing"} <= used


def test_the_english_desk_names_its_docks_and_table_states_in_english(english_window: MainWindow) -> None:
    english_window.live_entry.trigger()
    english_window.checkin_entry.trigger()
    titles = {d.objectName(): d.windowTitle() for d in english_window.findChildren(QDockWidget)}
    assert titles == {"liveDock": "Publish in the room", "checkinDock": "Check-in"}
    entries = [a.text() for a in english_window.menuBar().actions()[0].menu().actions()[:2]]
    assert entries == ["Publish in the room…", "Check-in…"]
    assert state_words()["missing"][0] == "missing"
    sent = QCoreApplication.translate("Printing", "Mandato in stampa: %1 pagine.")
    assert sent == "Sent to the printer: %1 pages."


def test_every_translate_call_names_its_context_and_text_literally() -> None:
    """lupdate reads only literals: ``translate("CircuitPrinting", text)`` with a variable filed nothing, and the
    circuit's dialogs stayed Italian on the English desk (found in review)."""
    calls = []
    for path in (ROOT / "fibur_director").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for found in re.finditer(r"QCoreApplication\.translate\(", text):
            if not re.match(r'\s*"\w+",\s*"', text[found.end() :]):
                calls.append(f"{path.relative_to(ROOT)}:{text.count(chr(10), 0, found.start()) + 1}")
    assert calls == []
