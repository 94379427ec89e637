"""Aiuto → Guida rapida (F1): the Italian quick-start guide, rendered with every one of its screenshots."""

from __future__ import annotations

import re

from PySide6.QtGui import QTextDocument, QTextImageFormat
from pytestqt.qtbot import QtBot

from fibur_director.locations import manual_path, resources_dir
from fibur_director.ui import guide
from fibur_director.ui.main_window import MainWindow


def image_names(document: QTextDocument) -> list[str]:
    return [f.name() for f in image_formats(document)]


def image_formats(document: QTextDocument) -> list[QTextImageFormat]:
    names = []
    block = document.begin()
    while block.isValid():
        fragments = block.begin()
        while not fragments.atEnd():
            fragment = fragments.fragment()
            if fragment.isValid() and fragment.charFormat().isImageFormat():
                names.append(QTextImageFormat(fragment.charFormat()))
            fragments += 1
        block = block.next()
    return names


def test_f1_opens_the_guide_with_its_heading_and_every_image(qtbot: QtBot, window: MainWindow) -> None:
    assert window.guide_action.shortcut().toString() == "F1"
    assert window.guide_action.text() == "&Guida rapida"
    window.guide_action.trigger()
    dialog = window.findChild(guide.GuideDialog)
    assert dialog is not None and dialog.isVisible()
    assert dialog.windowTitle() == "Guida rapida"
    text = dialog.browser.toPlainText()
    assert text.startswith("Guida rapida di FIBur Director")
    for chapter in ("Installare", "torneo di prova", "Creare un torneo", "Iscrivere", "Inserire i risultati",
                    "Stampare", "Pubblicare in sala", "accoglienza alla porta"):  # fmt: skip
        assert chapter in text
    document = dialog.browser.document()
    names = image_names(document)
    written = re.findall(r"!\[[^\]]*\]\(([^)]+)\)", manual_path().read_text(encoding="utf-8"))
    assert names == written and len(names) == 14
    assert dialog.image("immagini/non-esiste.png").isNull()  # what a broken image looks like
    for name in names:
        assert dialog.image(name).width() >= 390, name  # the phone's page is the narrowest
    # The screenshots are drawn narrower than the text, so they read as pictures of the desk.
    widths = {QTextImageFormat(f).width() for f in image_formats(document)}
    assert widths == {guide.GuideDialog.WIDTH, 0.0}
    # F1 again brings the same window forward instead of a second one.
    window.guide_action.trigger()
    assert len(window.findChildren(guide.GuideDialog)) == 1
    dialog.close()


def test_the_guide_is_where_the_packages_put_it() -> None:
    # The wheel force-includes resources/ and the spec ships resources/manuale: the lookup is the same.
    assert manual_path() == resources_dir() / "manuale" / "manuale.md"
    assert manual_path().is_file()
    assert (manual_path().parent / "immagini" / "08-prova.png").is_file()
