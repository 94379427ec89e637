"""The desk answers PySide6's import-hook question by reading files (ui/__init__.py, issue 23): the answer must be
PySide6's own for every module loaded, or a module using ``from __feature__ import ...`` would lose its feature."""

from __future__ import annotations

import sys

import fibur_director.ui  # importing it patches the hook


def test_the_hook_reads_files_and_answers_as_pyside_does() -> None:
    feature = sys.modules["shibokensupport.feature"]
    asks = feature._mod_uses_pyside
    assert getattr(asks, "reads_directly", False)
    import fibur_director.ui.main_window  # noqa: F401 (Qt pages and plain modules alike)

    modules = [m for m in list(sys.modules.values()) if isinstance(getattr(m, "__file__", None), str)]
    answers = {m.__name__: asks(m) for m in modules}
    # PySide6's own function, kept by the patch: if an upgrade changes its question, this fails.
    assert answers == {m.__name__: bool(asks.original(m)) for m in modules}
    # Both answers occur, so the comparison is not vacuous.
    assert answers["fibur_director.ui.main_window"] and not answers["fibur_director.domain.errors"]


def test_the_patch_is_applied_once() -> None:
    feature = sys.modules["shibokensupport.feature"]
    before = feature._mod_uses_pyside
    fibur_director.ui._read_sources_directly()
    assert feature._mod_uses_pyside is before
