"""File → "Classifica di un circuito…" (issue 27): the example circuit printed from the desk, and a broken
circuit file refused in Italian with nothing written."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtWidgets import QFileDialog, QMessageBox

from fibur_director.ui.main_window import MainWindow

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "examples" / "circuit"


def _dialogs(monkeypatch: pytest.MonkeyPatch, circuit: Path, pdf: Path) -> list[str]:
    warned: list[str] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_a, **_k: (str(circuit), ""))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a, **_k: (str(pdf), ""))
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text, *_a: warned.append(text))
    return warned


def test_the_desk_prints_a_circuit(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    shutil.copytree(EXAMPLE, tmp_path / "c")
    pdf = tmp_path / "circuito.pdf"
    warned = _dialogs(monkeypatch, tmp_path / "c" / "circuito.toml", pdf)
    window.circuit_action.trigger()
    assert warned == []
    assert window.statusBar().currentMessage() == f"Classifica del circuito salvata in {pdf}"
    text = "".join(page.extract_text() for page in PdfReader(pdf).pages)
    assert "Circuito d'autunno" in text and "Santoro Maria" in text


def test_a_broken_circuit_file_is_refused_in_italian(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    folder = tmp_path / "c"
    folder.mkdir()
    circuit = folder / "rotto.toml"
    circuit.write_text('name = "Rotto"\nbest = "sei"\n[[stage]]\nfile = "x.json"\n', encoding="utf-8")
    pdf = folder / "rotto.pdf"
    warned = _dialogs(monkeypatch, circuit, pdf)
    window.circuit_action.trigger()
    assert warned == [
        "file del circuito rotto.toml, riga 2, chiave 'best': deve essere un intero non minore di 1, non 'sei'"
    ]
    assert not pdf.exists() and sorted(p.name for p in folder.iterdir()) == ["rotto.toml"]
