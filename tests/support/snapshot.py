"""Every output of a set of simulated tournaments of every game and kind, for "behaviour unchanged" (issue 36: a
refactor that moves code between the games and the shared program must not change a byte of what the referee and
the room see).

    .venv/bin/python -m tests.support.snapshot OUT_FOLDER       # writes OUT_FOLDER/<case>/... and manifest.json
    .venv/bin/python -m tests.support.snapshot --compare A B    # exit 0 when the two manifests are equal

For each case (a simulated tournament: pairs by Mitchell then Danish, Danish with merit groups, a round robin,
teams, individual, giallo, Sicilian Tarot), through the command line as the referee's scripts use it: the
tournament file (export), the standings (text and JSON), every PDF form the game prints (each page rendered to
PNG by pdftoppm at 50 dpi: the PDFs' own bytes carry their time of writing), the workbook (every sheet's
cells; the xlsx zip carries times too), the CSV files, the federation file where the game has one, and the static
live pages (`publish`), with the one moving part of a page, its time of writing, masked. The manifest maps each
output's path to the SHA-256 of its comparable form.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import io
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

CASES: dict[str, list[str]] = {
    "pairs-mitchell-danish": ["--entries", "16", "--rounds", "5", "--plan", "mitchell:3,danish:2"],
    "pairs-groups": ["--entries", "24", "--rounds", "5", "--plan", "mitchell:2,groups:12,danish:3"],
    "pairs-round-robin": ["--entries", "8", "--rounds", "7", "--plan", "italian:7"],
    "teams": ["--entries", "8", "--rounds", "3", "--plan", "danish:3", "--kind", "teams"],
    "individual": ["--entries", "12", "--rounds", "4", "--plan", "danish:4", "--kind", "individual"],
    "giallo": ["--entries", "16", "--rounds", "3", "--plan", "giallo:3", "--kind", "giallo"],
    "tarot": ["--entries", "16", "--kind", "tarot"],
}
FORMS = ("score-sheets", "seating", "standings", "results", "sanctions", "summary")
TIME = re.compile(rb"\d{1,2}:\d{2}(:\d{2})?|\d{2}/\d{2}/\d{4}|\d{4}-\d{2}-\d{2}T[\d:.]+")


def _cli(*argv: str) -> tuple[int, str]:
    from fibur_director.cli import main

    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
        try:
            code = main(list(argv))
        except SystemExit as leaving:
            code = int(leaving.code or 0)
    return int(code or 0), out.getvalue()


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _pdf_pages(pdf: Path) -> list[bytes]:
    with tempfile.TemporaryDirectory() as scratch:
        subprocess.run(["pdftoppm", "-r", "50", "-png", str(pdf), f"{scratch}/p"], check=True)
        return [p.read_bytes() for p in sorted(Path(scratch).glob("p-*.png"))]


def _workbook_cells(xlsx: Path) -> bytes:
    from openpyxl import load_workbook

    book = load_workbook(xlsx, read_only=True, data_only=True)
    sheets = {ws.title: [list(row) for row in ws.iter_rows(values_only=True)] for ws in book.worksheets}
    return json.dumps(sheets, default=str, sort_keys=True).encode()


def case_outputs(name: str, argv: list[str], folder: Path) -> dict[str, str]:
    """Write one case's outputs into ``folder``; the manifest's entries for it."""
    from fibur_director.db.database import open_database

    folder.mkdir(parents=True, exist_ok=True)
    manifest: dict[str, str] = {}
    file = folder / "tournament.json"
    code, said = _cli("simulate", *argv, "--seed", "3", "--out", str(file))
    assert code == 0, said
    manifest[f"{name}/tournament.json"] = _digest(file.read_bytes())
    for extra in ([], ["--json"]):
        code, said = _cli("standings", *extra, str(file))
        manifest[f"{name}/standings{''.join(extra)}"] = _digest(f"{code}\n{said}".encode())
    for form in FORMS:
        pdf = folder / f"{form}.pdf"
        rounds = ["--round", "1"] if form in ("score-sheets", "seating") else []
        code, said = _cli("print", form, str(file), *rounds, "--out", str(pdf))
        said = said.replace(str(folder), "FOLDER")
        if code != 0:
            manifest[f"{name}/{form}.pdf"] = _digest(f"refused {code}: {said}".encode())
            continue
        for number, page in enumerate(_pdf_pages(pdf), start=1):
            manifest[f"{name}/{form}.pdf#{number}"] = _digest(page)
    xlsx, csv = folder / "export.xlsx", folder / "csv"
    code, said = _cli("export", str(file), "--xlsx", str(xlsx), "--csv", str(csv))
    said = said.replace(str(folder), "FOLDER")
    manifest[f"{name}/export"] = _digest(f"{code}\n{said}".encode())
    if xlsx.exists():
        manifest[f"{name}/export.xlsx"] = _digest(_workbook_cells(xlsx))
    for part in sorted(csv.glob("*")) if csv.exists() else []:
        manifest[f"{name}/csv/{part.name}"] = _digest(part.read_bytes())
    database = folder / "db.sqlite3"
    open_database(database).close()
    code, said = _cli("tournament", "import", str(file), "--database", str(database))
    assert code == 0, said
    pages = folder / "pages"
    code, said = _cli("publish", "1", "--database", str(database), "--out", str(pages))
    manifest[f"{name}/publish"] = _digest(f"{code}".encode())
    for page in sorted(pages.rglob("*")) if pages.exists() else []:
        if page.is_file():
            manifest[f"{name}/pages/{page.relative_to(pages)}"] = _digest(TIME.sub(b"T", page.read_bytes()))
    federation = folder / "federazione.json"
    code, said = _cli("federation", "export", "1", "--database", str(database), "--out", str(federation))
    manifest[f"{name}/federation"] = _digest(
        federation.read_bytes() if code == 0 and federation.exists() else f"refused {code}".encode()
    )
    return manifest


def snapshot(out: Path) -> dict[str, str]:
    manifest: dict[str, str] = {}
    for name, argv in CASES.items():
        manifest.update(case_outputs(name, argv, out / name))
    (out / "manifest.json").write_text(json.dumps(manifest, indent=1, sort_keys=True), encoding="utf-8")
    return manifest


def compare(a: Path, b: Path) -> list[str]:
    first = json.loads((a / "manifest.json").read_text(encoding="utf-8"))
    second = json.loads((b / "manifest.json").read_text(encoding="utf-8"))
    return [
        f"{key}: {'only in ' + str(a) if key not in second else 'only in ' + str(b) if key not in first else 'differs'}"
        for key in sorted(set(first) | set(second))
        if first.get(key) != second.get(key)
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("folder", type=Path)
    parser.add_argument("--compare", type=Path, help="a second snapshot's folder: list what differs")
    args = parser.parse_args()
    if args.compare is not None:
        differences = compare(args.folder, args.compare)
        print("\n".join(differences) or "identical")
        return 1 if differences else 0
    manifest = snapshot(args.folder)
    print(f"{len(manifest)} outputs in {args.folder}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
