"""The tests' own layout and the type check's reach (issue 36).

- No test module imports another: what two test modules share (builders, helpers, fixtures) lives in a
  ``conftest.py`` or in the ``tests/support/`` package, so that a test module can be moved, split or deleted
  without breaking its neighbours, and pytest never collects one module's tests through another's import.
- ``mypy --strict`` reaches every module of the package (``make typecheck`` runs it with pyproject's
  ``[tool.mypy]``): a module added anywhere under ``fibur_director/`` is checked without being listed.
"""

from __future__ import annotations

import ast
import re
import tomllib
from pathlib import Path

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent


def _module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


_DOTTED = re.compile(r"\w+(\.\w+)+")


def _imported(tree: ast.Module, me: str, is_package: bool) -> list[tuple[int, str]]:
    """Every module name an import in ``tree`` may load, with its line: ``from a.b import c`` gives ``a.b`` and
    ``a.b.c`` (``c`` may be a module); a relative import is resolved against ``me``."""
    package = me.split(".") if is_package else me.split(".")[:-1]
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package[: len(package) - (node.level - 1)]
                base = ".".join([*anchor, *([node.module] if node.module else [])])
            found.append((node.lineno, base))
            found += [(node.lineno, f"{base}.{alias.name}") for alias in node.names]
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and _DOTTED.fullmatch(node.value):
            # ``importlib.import_module("tests.ui.test_b")``, ``__import__(...)``, ``pytest.importorskip``: a
            # module named in a string is imported all the same (issue 36's attack, S6).
            found.append((node.lineno, node.value))
    return found


def imports_of_test_modules(root: Path) -> list[str]:
    """``file:line imports module`` for each import, in any Python file below ``root/tests``, of a test module
    (a ``test_*.py``) of that tree."""
    tests = root / "tests"
    modules = {_module_name(path, root): path for path in tests.rglob("*.py")}
    test_modules = {name for name, path in modules.items() if path.name.startswith("test_")}
    found = []
    for name, path in sorted(modules.items()):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for line, target in _imported(tree, name, path.name == "__init__.py"):
            # A bare sibling name (``from test_b import x``, with the test's folder on sys.path) too.
            sibling = ".".join([*name.split(".")[:-1], target])
            hit = target if target in test_modules else sibling if sibling in test_modules else None
            if hit is not None and hit != name:
                found.append(f"{path.relative_to(root)}:{line} imports {hit}")
    return sorted(set(found))


def test_no_test_module_imports_another() -> None:
    assert imports_of_test_modules(ROOT) == []


def test_the_walk_sees_every_way_of_importing_a_test_module(tmp_path: Path) -> None:
    """The check is not vacuous: absolute, relative and sibling imports of a test module are each found, and
    conftest or a support module imported the same ways is not."""
    tests = tmp_path / "tests"
    (tests / "ui").mkdir(parents=True)
    (tests / "support").mkdir()
    for package in (tests, tests / "ui", tests / "support"):
        (package / "__init__.py").write_text("")
    (tests / "conftest.py").write_text("TODAY = 1\n")
    (tests / "support" / "builders.py").write_text("def build() -> None: ...\n")
    (tests / "test_a.py").write_text("def helper() -> None: ...\n")
    (tests / "ui" / "test_b.py").write_text("SHARED = 2\n")
    (tests / "ui" / "test_c.py").write_text(
        "from tests.conftest import TODAY\n"
        "from tests.support.builders import build\n"
        "from . import test_b\n"  # line 3: relative, the module itself
        "from .test_b import SHARED\n"  # line 4: relative
        "from tests.test_a import helper\n"  # line 5: absolute
        "def test_c() -> None:\n"
        "    import tests.ui.test_b\n"  # line 7: inside a function
        "from test_b import SHARED as AGAIN\n"  # line 8: a sibling by its bare name
        "helper = importlib.import_module('tests.test_a')\n"  # line 9: by name in a string
        "NOT_A_MODULE = 'tests/ui/test_b.py::test_c'\n"  # a node id names no module to import
    )
    (tests / "support" / "leaky.py").write_text("from tests.ui import test_b\n")  # a helper leaning on a test

    assert imports_of_test_modules(tmp_path) == [
        "tests/support/leaky.py:1 imports tests.ui.test_b",
        "tests/ui/test_c.py:3 imports tests.ui.test_b",
        "tests/ui/test_c.py:4 imports tests.ui.test_b",
        "tests/ui/test_c.py:5 imports tests.test_a",
        "tests/ui/test_c.py:7 imports tests.ui.test_b",
        "tests/ui/test_c.py:8 imports tests.ui.test_b",
        "tests/ui/test_c.py:9 imports tests.test_a",
    ]


def test_mypy_checks_every_module_of_the_package() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    assert config["strict"] is True
    roots = [*config.get("packages", []), *config.get("modules", [])]
    package = ROOT / "fibur_director"
    unchecked = [
        name
        for name in (_module_name(path, ROOT) for path in sorted(package.rglob("*.py")))
        if not any(name == root or name.startswith(f"{root}.") for root in roots)
    ]
    assert unchecked == []
    # The entry point was the last module left out (issue 36).
    assert "fibur_director.__main__" in {_module_name(path, ROOT) for path in package.rglob("*.py")}
