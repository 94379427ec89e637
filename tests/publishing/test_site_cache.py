"""The exported site regenerated from the pages kept (``web/export.py``'s round pages, ``web/render.py``'s
rendered pages, issue 40) is the site rendered from nothing, whatever the referee changed: a corrected score, a
sanction, a player renamed or moved to another club, an undo. So a correction changes exactly the pages it
should, and no page is ever left as it was before."""

from __future__ import annotations

import shutil
from pathlib import Path

import jinja2
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fibur_director.cli import main
from fibur_director.domain.errors import FiburError
from fibur_director.services.live import reader
from fibur_director.web import export
from fibur_director.web import templating as render

BURRACO, TAROT = 1, 2
ROUNDS, TABLES = 3, 6


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Tournament 1: 12 pairs, 3 rounds played (Mitchell, then Danish); tournament 2: Sicilian Tarot, 8 players."""
    folder = tmp_path_factory.mktemp("site-cache")
    database = folder / "torneo.sqlite3"
    argv = [
        ["simulate", "--entries", "12", "--rounds", "3", "--plan", "mitchell:1,danish:2", "--seed", "4",
         "--out", str(folder / "coppie.json")],
        ["simulate", "--kind", "tarot", "--seed", "3", "--out", str(folder / "tarocchi.json")],
        ["tournament", "import", str(folder / "coppie.json"), "--database", str(database)],
        ["tournament", "import", str(folder / "tarocchi.json"), "--database", str(database)],
    ]  # fmt: skip
    for args in argv:
        assert main(args) == 0, args
    return database


# What the referee may do between two publications, as the command line does it (each its own transaction).
result = st.tuples(
    st.just("result"),
    st.integers(1, ROUNDS),
    st.integers(1, TABLES),
    st.integers(0, 400).map(lambda n: n * 10),
    st.integers(0, 400).map(lambda n: n * 10),
)
rename = st.tuples(st.just("rename"), st.integers(1, 32), st.sampled_from(["Zeta", "Àlvarez", "Rossi"]))
club = st.tuples(st.just("club"), st.integers(1, 32), st.sampled_from(["Circolo Nuovo", "ASD Tre Torri"]))
late = st.tuples(st.just("late"), st.integers(1, 12), st.integers(1, ROUNDS), st.integers(5, 30))
undo = st.tuples(st.just("undo"), st.sampled_from([BURRACO, TAROT]))
action = st.one_of(result, result, rename, club, late, undo)


def _do(database: Path, step: tuple[object, ...]) -> None:
    """One action; one the program refuses (an undo with nothing to undo, a player not in the archive) changes
    nothing, which the comparison covers as well."""
    db = ["--database", str(database)]
    kind = step[0]
    if kind == "result":
        _, rnd, table, ns, ew = step
        argv = [
            "result",
            str(BURRACO),
            str(rnd),
            str(table),
            str(ns),
            str(ew),
            *db,
            "--confirmed",
            "--countersigned",
        ]
    elif kind == "rename":
        argv = ["player", "edit", str(step[1]), "--surname", str(step[2]), *db]
    elif kind == "club":
        argv = ["player", "edit", str(step[1]), "--club", str(step[2]), *db]
    elif kind == "late":
        _, entry, rnd, minutes = step
        argv = ["sanction", "add", str(BURRACO), "--type", "late", "--entry", str(entry), "--round", str(rnd),
                "--minutes", str(minutes), *db]  # fmt: skip
    else:
        argv = ["undo", str(step[1]), *db]
    main(argv)


def _sites(database: Path) -> dict[int, dict[str, bytes]]:
    """Each tournament's site; none for a tournament an undo took away (its import undone)."""
    desk = reader(database)
    found = {}
    try:
        for tid in (BURRACO, TAROT):
            try:
                found[tid] = export.site(desk, tid).files
            except FiburError:
                found[tid] = {}
    finally:
        desk.database.close()
    return found


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(action, min_size=1, max_size=5))
def test_a_site_regenerated_from_the_pages_kept_is_the_site_rendered_afresh(
    template: Path, tmp_path: Path, steps: list[tuple[object, ...]]
) -> None:
    database = tmp_path / f"torneo-{len(list(tmp_path.iterdir()))}.sqlite3"
    shutil.copy(template, database)
    export.forget_pages()
    _sites(database)  # the pages of the evening so far, kept
    for step in steps:
        _do(database, step)
        kept = _sites(database)
        export.forget_pages()
        afresh = _sites(database)
        for tid in (BURRACO, TAROT):
            stale = sorted(name for name in afresh[tid] if kept[tid].get(name) != afresh[tid][name])
            assert not stale, (step, tid, stale)
            assert kept[tid].keys() == afresh[tid].keys()


def test_a_correction_rewrites_its_round_the_standings_and_the_entries_that_moved(
    template: Path, tmp_path: Path
) -> None:
    """What the kept pages save, and what they must not: a score corrected in round 3 rewrites that round's
    results page (and the newest round's, the same page) and at least the two pairs' own pages; the seating
    and the earlier rounds' results stay byte for byte."""
    database = tmp_path / "torneo.sqlite3"
    shutil.copy(template, database)
    export.forget_pages()
    before = _sites(database)[BURRACO]
    assert main(["result", "1", "3", "2", "3990", "10", "--database", str(database), "--confirmed",
                 "--countersigned"]) == 0  # fmt: skip
    after = _sites(database)[BURRACO]
    changed = {name for name in after if before[name] != after[name]}
    assert {"risultati-3.html", "risultati.html"} <= changed
    assert sum(name.startswith("iscritto-") for name in changed) >= 2
    assert not changed & {
        "posti-1.html",
        "posti-2.html",
        "risultati-1.html",
        "risultati-2.html",
        "static/style.css",
    }
    export.forget_pages()
    assert _sites(database)[BURRACO] == after


def test_an_exported_page_reads_of_the_book_only_what_its_digest_covers() -> None:
    """A template that read anything else of the book would be kept while that changed: it fails instead."""
    face = render.BookFace("Torneo", "1 dicembre 2026", render.RulesetName("FIBur 2026"), "Coppia")
    page = render._environment.from_string("{{ book.title }} · {{ book.ruleset.name }}")
    assert page.render(book=face) == "Torneo · FIBur 2026"
    with pytest.raises(jinja2.UndefinedError):
        render._environment.from_string("{{ book.tournament }}").render(book=face)
    with pytest.raises(jinja2.UndefinedError):
        render._environment.from_string("{{ book.ruleset.tables }}").render(book=face)
