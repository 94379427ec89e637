"""The size of what we ship (issue 23: the .tar.xz and the Windows installer at most 100 MB each), from the
artefacts `make package` left in dist/: the onedir on disk, the .tar.xz and the .deb, and the largest parts of the
onedir, so a change that drags a library in shows where.

    make package && .venv/bin/python benchmarks/artefacts.py
"""

from __future__ import annotations

import platform
import sys
from pathlib import Path

DIST = Path(__file__).resolve().parents[1] / "dist"
LIMIT = 100 * 1000 * 1000


def size(path: Path) -> int:
    """Bytes on disk; a link (the bundle links each Qt library from the top of _internal) counts nothing."""
    if path.is_symlink():
        return 0
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def main() -> int:
    onedir = DIST / "fibur-director"
    if not onedir.is_dir():
        print("no dist/fibur-director: run make package first", file=sys.stderr)
        return 1
    print(f"machine: {platform.platform()}, Python {platform.python_version()}")
    print(f"onedir dist/fibur-director: {size(onedir) / 1e6:.1f} MB")
    for artefact in sorted(DIST.glob("fibur-director*.tar.xz")) + sorted(DIST.glob("fibur-director*.deb")):
        mark = "within" if size(artefact) <= LIMIT else "OVER"
        print(f"{artefact.name}: {size(artefact) / 1e6:.1f} MB ({mark} the 100 MB limit)")
    parts = sorted(((size(p), p) for p in (onedir / "_internal").iterdir()), reverse=True)[:8]
    print("largest parts of the onedir:")
    for bytes_, path in parts:
        print(f"  {bytes_ / 1e6:6.1f} MB  {path.relative_to(onedir)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
