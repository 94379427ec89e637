"""A fuzzing harness (issue 14): hypothesis mutates valid tournament files (types, sizes, structure, text) and
every command that reads a file either refuses it in one line or gives a correct result, within a time budget;
what ``standings`` accepts, ``import`` accepts (and the desk's database then holds the same standings); a refused
import leaves the database byte for byte as it was. A failing example found here goes into ``corpus.py``."""

from __future__ import annotations

import copy
import json
import shutil
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fibur_director.cli import main
from fibur_director.domain.tournament import TournamentError
from fibur_director.domain.tournament_file import loads, write_document
from fibur_director.games.burraco.simulation import simulate

from .corpus import BUDGET_SECONDS, commands, valid

Path_ = tuple[str | int, ...]


def _bases() -> list[dict[str, Any]]:
    giallo = simulate(
        entries=8, rounds=2, plan="giallo:2", ruleset_id="burraco-italiano", seed=3, kind="giallo"
    )
    teams = simulate(
        entries=4, rounds=2, plan="danish:2", ruleset_id="burraco-italiano", seed=5, kind="teams"
    )
    return [valid(), write_document(giallo), write_document(teams)]


BASES = _bases()

NASTY_TEXT = [
    "",
    "\ud800",
    "\udfff",
    "\x00",
    "\x1b[2J",
    "\u202e",
    "2026-02-30",
    "<img src='x'/>",
    "x" * 250,
    "p1",
    "mitchell",
    "warning",
    "open",
]
FREE_TEXT = {"name", "surname", "club", "card", "category", "note", "article", "group", "date"}
NASTY_INT = [0, -1, 1, 2, 3, 4, 5, 7, 99, 10**18, 2**63, 5 * 2**63, -(10**20), 10**6, 100_000_000, 250_000]
VALUES = st.one_of(
    st.sampled_from(NASTY_INT),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.sampled_from(NASTY_TEXT),
    st.text(max_size=12),
    st.floats(allow_nan=True, allow_infinity=True),
    st.booleans(),
    st.none(),
    st.lists(st.sampled_from(NASTY_INT), max_size=4),
    st.dictionaries(st.sampled_from(["number", "table", "id", "x"]), st.sampled_from(NASTY_INT), max_size=2),
)


def _walk(node: Any, path: Path_ = ()) -> Iterator[Path_]:
    yield path
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _walk(value, (*path, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _walk(value, (*path, index))


def _at(document: Any, path: Path_) -> Any:
    for key in path:
        document = document[key]
    return document


@st.composite
def mutated(draw: st.DrawFn) -> dict[str, Any]:
    document = copy.deepcopy(draw(st.sampled_from(BASES)))
    for _ in range(draw(st.sampled_from([1, 1, 1, 2, 3]))):
        paths = list(_walk(document))[1:]
        if draw(st.booleans()):  # half the time a free text, which a consistent file may hold anything in
            paths = [p for p in paths if p[-1] in FREE_TEXT] or paths
        path = draw(st.sampled_from(paths))
        parent, key = _at(document, path[:-1]), path[-1]
        action = draw(
            st.sampled_from(["same-type", "same-type", "replace", "delete", "duplicate", "grow", "wrap"])
        )
        old = parent[key]
        if action == "same-type" and isinstance(old, int) and not isinstance(old, bool):
            parent[key] = draw(
                st.one_of(st.sampled_from(NASTY_INT), st.integers(-(2**64), 2**64), st.just(old + 5))
            )
        elif action == "same-type" and isinstance(old, str):
            parent[key] = draw(
                st.one_of(st.sampled_from(NASTY_TEXT), st.text(max_size=8), st.just(old[:100] * 9999))
            )
        elif action in ("replace", "same-type"):
            parent[key] = draw(VALUES)
        elif action == "delete":
            del parent[key]
        elif action == "duplicate" and isinstance(parent, list):
            parent.insert(key, copy.deepcopy(parent[key]))  # type: ignore[arg-type]
        elif action == "grow" and isinstance(old, list) and len(old) < 1000:
            parent[key] = old * draw(st.sampled_from([2, 3, 50]))
        elif action == "grow" and isinstance(old, str) and len(old) < 1000:
            parent[key] = old * draw(st.sampled_from([2, 100, 5000]))
        else:
            parent[key] = [parent[key]] if draw(st.booleans()) else {"x": parent[key]}
    return document


def _text(document: dict[str, Any]) -> str:
    return json.dumps(document, ensure_ascii=True)


def _within_the_stated_limits(node: Any, key: str | int = "") -> None:
    """What docs/tournament-file.md promises of any accepted file whose keys are all known ones (the mutations
    only change values at known keys): whole numbers within ten million, true/false only for ``quarrel``, texts
    of at most 1,000 characters without control characters (a note may hold lines) or lone surrogates."""
    if isinstance(node, dict):
        for k, v in node.items():
            _within_the_stated_limits(v, k)
    elif isinstance(node, list):
        for v in node:
            _within_the_stated_limits(v, key)
    elif isinstance(node, bool):
        assert key == "quarrel", key
    elif isinstance(node, int):
        assert abs(node) <= 10_000_000, (key, node)
    elif isinstance(node, str):
        assert len(node) <= 1000, key
        allowed = "\n\t" if key == "note" else ""
        assert not any(
            (ord(c) < 32 or 127 <= ord(c) < 160 or 0xD800 <= ord(c) < 0xE000) and c not in allowed
            for c in node
        ), key
    else:
        assert node is None, (key, node)


@settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow])
@given(document=mutated())
def test_the_reader_refuses_in_one_line_or_reads(document: dict[str, Any]) -> None:
    start = time.perf_counter()
    try:
        loads(_text(document))
    except TournamentError as error:
        assert error.place and "\n" not in str(error) and len(str(error)) < 400
    else:
        _within_the_stated_limits(document)
    assert time.perf_counter() - start < BUDGET_SECONDS


@pytest.fixture(scope="module")
def workplace(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("fuzz")
    assert main(["database", str(folder / "empty.sqlite3")]) == 0
    return folder


def _run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    start = time.perf_counter()
    code = main(argv)
    assert time.perf_counter() - start < BUDGET_SECONDS, argv
    out, err = capsys.readouterr()
    return code, out, err


@settings(max_examples=120, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(document=mutated())
def test_every_command_agrees_on_a_mutated_file(
    document: dict[str, Any], workplace: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    file = workplace / "mutated.json"
    file.write_text(_text(document), encoding="utf-8")
    database = workplace / "db.sqlite3"
    shutil.copy(workplace / "empty.sqlite3", database)
    before = database.read_bytes()
    for output in ("out.pdf", "out.xlsx", "csv", "again.json"):
        target = workplace / output
        shutil.rmtree(target) if target.is_dir() else target.unlink(missing_ok=True)
    runs = {name: _run(argv, capsys) for name, argv in commands(file, workplace, database).items()}
    codes = {name: code for name, (code, _, _) in runs.items()}
    if codes["standings"] == 0:
        assert set(codes.values()) == {0}, runs
        # The imported tournament, written out again, gives the same standings as the file.
        assert (
            main(
                [
                    "tournament",
                    "export",
                    "1",
                    "--out",
                    str(workplace / "again.json"),
                    "--database",
                    str(database),
                ]
            )
            == 0
        )
        capsys.readouterr()
        assert (
            _run(["standings", str(file), "--json"], capsys)[1]
            == _run(["standings", str(workplace / "again.json"), "--json"], capsys)[1]
        )
    else:
        assert set(codes.values()) == {2}, runs
        for _, out, err in runs.values():
            assert out == "" and err.startswith("fibur-director-cli: error: ") and err.count("\n") == 1
        assert database.read_bytes() == before
