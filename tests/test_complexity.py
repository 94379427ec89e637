"""No function a person cannot hold in their head (issue 24, item 5): every function and method under
fibur_director/ has a cyclomatic complexity of at most 25, as radon measures it (``radon cc``). A function above
it is split into named steps where its logic cuts, not exempted here."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from radon.complexity import cc_visit
from radon.visitors import Class, Function

import fibur_director

LIMIT = 25
PACKAGE = Path(fibur_director.__file__).parent


def _functions(blocks: Sequence[Function | Class]) -> list[Function]:
    """Every function and method: radon lists the functions and each class with its methods; the functions
    nested in a function (closures) and the classes nested in a class are found here."""
    found: list[Function] = []
    for block in blocks:
        if isinstance(block, Class):
            for inner in block.inner_classes:  # its own methods are among the blocks already
                found += _functions([*inner.methods, inner])
        else:
            found.append(block)
            found += _functions(block.closures)
    return found


def too_complex(source: str) -> list[tuple[str, int, int]]:
    """(name, line, complexity) of each function in ``source`` above the limit."""
    return [
        (f.fullname, f.lineno, f.complexity) for f in _functions(cc_visit(source)) if f.complexity > LIMIT
    ]


def _branches(count: int, indent: str) -> str:
    return "".join(f"{indent}if x == {n}:\n{indent}    return {n}\n" for n in range(count))


def test_the_measure_counts_branches() -> None:
    # 25 ``if``s and the function's own path: 26, over the limit; one ``if`` fewer is at the limit.
    assert too_complex(f"def f(x):\n{_branches(25, '    ')}") == [("f", 1, 26)]
    assert too_complex(f"def f(x):\n{_branches(24, '    ')}") == []
    # Methods once each, and what radon leaves out of its list: a closure, a class inside a class.
    method = f"class C:\n    def m(self, x):\n{_branches(25, '        ')}"
    assert too_complex(method) == [("C.m", 2, 26)]
    closure = f"def f():\n    def g(x):\n{_branches(25, '        ')}    return g\n"
    assert too_complex(closure) == [("g", 2, 26)]
    inner = f"class C:\n    class D:\n        def m(self, x):\n{_branches(25, '            ')}"
    assert too_complex(inner) == [("D.m", 3, 26)]


def test_no_function_above_the_limit() -> None:
    files = sorted(PACKAGE.rglob("*.py"))
    assert len(files) > 50  # the whole package, not an empty glob
    over = [
        f"{path.relative_to(PACKAGE.parent)}:{line} {name} {complexity}"
        for path in files
        for name, line, complexity in too_complex(path.read_text(encoding="utf-8"))
    ]
    assert not over, f"cyclomatic complexity above {LIMIT} (radon cc); split into named steps:\n" + "\n".join(
        over
    )
