"""The migration chain read from the scripts' text, without importing alembic.

Alembic costs some 130 ms to import, and a desk opening a database already at the head needs from it only
two strings: the head revision and whether the database's revision is one it knows. Each script in
``migrations/versions`` declares ``revision`` and ``down_revision`` as plain string literals (alembic's own
template); these are read with a regular expression. A test checks the result against alembic's ScriptDirectory.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from fibur_director.locations import migrations_dir

_REVISION = re.compile(r"""^revision\s*(?::[^=\n]*)?=\s*["']([^"']+)["']""", re.MULTILINE)
_DOWN = re.compile(r"""^down_revision\s*(?::[^=\n]*)?=\s*(?:["']([^"']+)["']|None)""", re.MULTILINE)


@dataclass(frozen=True)
class Chain:
    down: dict[str, str | None]  # revision -> the revision it follows (None for the first)
    head: str

    def knows(self, revision: str) -> bool:
        return revision in self.down


def read_chain(script_location: Path | None = None) -> Chain:
    down: dict[str, str | None] = {}
    for script in sorted((script_location or migrations_dir()).joinpath("versions").glob("*.py")):
        text = script.read_text(encoding="utf-8")
        revision, previous = _REVISION.search(text), _DOWN.search(text)
        if revision is None or previous is None:
            raise RuntimeError(f"{script.name}: no plain 'revision = ...' and 'down_revision = ...' lines")
        down[revision.group(1)] = previous.group(1)
    heads = sorted(set(down) - set(down.values()))
    if len(heads) != 1:
        raise RuntimeError(f"the migrations must have exactly one head, found {heads}")
    return Chain(down, heads[0])
