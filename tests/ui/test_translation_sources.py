"""`make translations` collects the desk's strings from the files the Makefile names; a page moved into a
game's package (``ui/tarot/``, ``ui/burraco/``) that the list missed would drop its strings from the .ts
silently, and the desk would show them in Italian to an English referee."""

from __future__ import annotations

import re
from pathlib import Path

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
