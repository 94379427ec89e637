"""Every page's text of a PDF by PDFium (pypdfium2, the desk's own printing dependency), for the tests that compare
two PDFs' texts whole: ten times faster than pypdf's extraction on the dense Tarot turn sheets (0.04 against
0.35 s for two pages; docs/performance.md, "Files in memory"). PDFium groups a page's lines differently from
pypdf, so the tests that look for words in a page keep pypdf's text."""

from __future__ import annotations

from pathlib import Path

import pypdfium2 as pdfium


def page_texts(pdf: bytes | Path) -> list[str]:
    document = pdfium.PdfDocument(pdf.read_bytes() if isinstance(pdf, Path) else pdf)
    try:
        return [document[index].get_textpage().get_text_bounded() for index in range(len(document))]
    finally:
        document.close()
