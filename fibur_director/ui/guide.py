"""Aiuto → Guida rapida (F1): the Italian quick-start guide (resources/manuale/manuale.md), rendered from its
Markdown with its screenshots, in a window beside the desk that stays open while the referee follows it."""

from __future__ import annotations

from PySide6.QtCore import QUrl
from PySide6.QtGui import QImage, QTextCursor, QTextDocument, QTextImageFormat
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from fibur_director.locations import manual_path


class GuideDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("guide")
        self.setWindowTitle(self.tr("Guida rapida"))
        self.resize(1120, 820)
        path = manual_path()
        self.browser = QTextBrowser()
        self.browser.setObjectName("guideText")
        self.browser.setOpenExternalLinks(True)
        # Images named relative to the guide ("immagini/…png") are found beside it, in a bundle as in a checkout.
        self.browser.setSearchPaths([str(path.parent)])
        self.browser.document().setBaseUrl(QUrl.fromLocalFile(f"{path.parent}/"))
        try:
            self.browser.setMarkdown(path.read_text(encoding="utf-8"))
            self.fit_images()
        except OSError as error:
            self.browser.setPlainText(
                self.tr("La guida non si trova in %1 (%2): l'installazione è incompleta.")
                .replace("%1", str(path))
                .replace("%2", error.strerror or str(error))
            )
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)

    # The screenshots are 1024 wide: drawn smaller than the text, they read as pictures, not as the desk.
    WIDTH = 760

    def image(self, name: str) -> QImage:
        """The image the browser draws for ``name``: a null image when it cannot be found (a broken one)."""
        loaded = self.browser.loadResource(QTextDocument.ResourceType.ImageResource.value, QUrl(name))
        if isinstance(loaded, QImage):
            return loaded
        return QImage.fromData(loaded) if loaded else QImage()

    def fit_images(self) -> None:
        document = self.browser.document()
        block = document.begin()
        while block.isValid():
            fragments = block.begin()
            while not fragments.atEnd():
                fragment = fragments.fragment()
                if fragment.isValid() and fragment.charFormat().isImageFormat():
                    image = self.image(QTextImageFormat(fragment.charFormat()).name())
                    if image.width() > self.WIDTH:
                        shrunk = QTextImageFormat(fragment.charFormat())
                        shrunk.setWidth(self.WIDTH)
                        shrunk.setHeight(image.height() * self.WIDTH / image.width())
                        cursor = QTextCursor(document)
                        cursor.setPosition(fragment.position())
                        cursor.setPosition(
                            fragment.position() + fragment.length(), QTextCursor.MoveMode.KeepAnchor
                        )
                        cursor.setCharFormat(shrunk)
                fragments += 1
            block = block.next()


def show(parent: QWidget) -> GuideDialog:
    """One guide per window: F1 again brings the open one forward."""
    dialog = parent.findChild(GuideDialog)
    if dialog is None:
        dialog = GuideDialog(parent)
    dialog.show()
    dialog.activateWindow()
    return dialog
