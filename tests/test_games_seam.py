"""The games behind one interface (issue 24): the shared program asks a tournament's game, never its kind.

- No comparison of a kind with a literal (``kind == "tarot"``, ``isinstance(b, TarotBook)``, ...) outside
  ``fibur_director/games/``: the ratchet that counted them down (79 at the start) now allows none
  (docs/architecture.md, "One game, one place").
- Every layer's registry knows every game (a game added to ``games.registry`` and forgotten in a layer fails here,
  not at a desk).
- A game's own modules and templates live in its package of each layer (``games/<game>/``, ``reports/<game>/``,
  ``ui/<game>/``, ``services/<game>/``, ``web/<game>/``, ``web/templates/<game>/``): a file named after a game
  anywhere else (``reports/tarot_book.py``, ``web/templates/tarot_seating.html``) is a second home for it.
- A property test over every game and every kind, through the members the shared program now calls instead of
  its kind tests: a simulated tournament is complete, removing one table's sheet (a burraco result, one Tarot
  deal) makes exactly that table missing, and the round's refusal to close names it in the game's words.
"""

from __future__ import annotations

import dataclasses
import re
from collections import Counter
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import fibur_director.web.games  # noqa: F401  (registers the shipped games' pages)
from fibur_director.domain.tournament import Tournament
from fibur_director.domain.vocabulary import kind_of, kinds
from fibur_director.games.burraco.simulation import simulate
from fibur_director.games.registry import GAMES, game_of
from fibur_director.games.tarot.simulation import simulate_tarot
from fibur_director.reports.books import open_book
from fibur_director.reports.parts import FORMS
from fibur_director.services import parts
from fibur_director.ui.parts import DESKS
from fibur_director.web.parts import PAGES

PACKAGE = Path(__file__).resolve().parents[1] / "fibur_director"
# Every kind and every game id the registries know: "burraco" is a game and no kind, "tarot" both.
KIND = "(?:" + "|".join(map(re.escape, sorted({*kinds(), *GAMES}))) + ")"
SITE = re.compile(
    rf"""(?:==|!=)\s*["']{KIND}["']|["']{KIND}["']\s*(?:==|!=)|\bcase\s+["']{KIND}["']"""
    rf"""|\bin\s*[\(\[\{{]\s*["']{KIND}["'](?:\s*,\s*["']\w+["'])*\s*,?\s*[\)\]\}}]"""
    rf"""|\bis_tarot\(|isinstance\([^)]*\bTarot\w*\)|["']{KIND}["']\s+if\b"""
)
# Sites allowed outside games/: none since burraco's rules moved into games/burraco (issue 24, item 2).
BUDGET = 0


def kind_tests() -> Counter[str]:
    found: Counter[str] = Counter()
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.relative_to(PACKAGE).parts[0] == "games":
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.lstrip().startswith("#"):
                found[str(path.relative_to(PACKAGE))] += len(SITE.findall(line))
    return +found


def test_kind_tests_outside_the_games_only_go_down() -> None:
    found = kind_tests()
    listed = ", ".join(f"{name} {count}" for name, count in sorted(found.items()))
    assert sum(found.values()) <= BUDGET, f"{sum(found.values())} kind tests outside games/: {listed}"


def test_the_ratchet_sees_a_kind_test() -> None:
    assert SITE.search('if t.kind == "tarot":') and SITE.search("isinstance(book, TarotBook)")
    assert SITE.search('rests = 0 if kind in ("tarot", "giallo") else 1')
    assert SITE.search('if book.game == "burraco":') and SITE.search('if game.id != "burraco":')
    assert SITE.search('x = 1 if t.game in ("burraco",) else 2') and SITE.search(
        'match kind:\n    case "tarot":'
    )
    assert not SITE.search("game_of(t.kind).max_rests_per_session(t.kind, t.ruleset_id)")


def test_every_layer_knows_every_game() -> None:
    for registry in (
        FORMS,
        PAGES,
        parts.STORES,
        DESKS,
    ):
        assert set(registry) == set(GAMES), registry
    declared = [kind.id for game in GAMES.values() for kind in game.kinds]
    assert len(declared) == len(set(declared))  # a kind belongs to one game
    # The vocabulary holds what the games declared, and nothing else.
    assert kinds() == tuple(declared)
    for game in GAMES.values():
        for kind in game.kinds:
            assert game_of(kind.id) is game
            assert kind_of(kind.id) == kind and kind.game == game.id
        assert game.default_ruleset in game.ruleset_ids()


# Where a game's own files live: a folder named after it in one of these (docs/architecture.md, "One game, one
# place"). What the games share sits beside those folders, named for what it does.
GAME_HOMES = ("games", "reports", "ui", "services", "web", "web/templates")


def misplaced(paths: list[str], games: list[str]) -> list[str]:
    """The files (paths under the package, '/'-separated) named after a game, or inside a folder named after
    one, anywhere but that game's folder in one of ``GAME_HOMES``."""
    named = re.compile(rf"(?:^|_)(?:{'|'.join(map(re.escape, games))})(?:_|$)")
    found = []
    for path in paths:
        *folders, name = path.split("/")
        home = next((i for i, folder in enumerate(folders) if folder in games), None)
        if home is not None:
            at_home = "/".join(folders[:home]) in GAME_HOMES
            if not at_home or any(named.search(f) for f in folders[:home]):
                found.append(path)
        elif any(named.search(part) for part in [*folders, name.split(".")[0]]):
            found.append(path)
    return found


def test_misplaced_sees_a_second_home() -> None:
    games = ["burraco", "tarot"]
    wrong = [
        "reports/tarot_book.py",
        "ui/tarot_page.py",
        "web/templates/tarot_seating.html",
        "services/tarot.py",
        "domain/tarot/deals.py",
        "burraco_rules.py",
        "web/tarot_pages.py",
        "web/static/tarot/pages.js",
    ]
    right = [
        "reports/tarot/book.py",
        "ui/burraco/score_entry_page.py",
        "web/templates/burraco/tavolo.html",
        "games/tarot/scoring.py",
        "services/tarot/turn_sheets.py",
        "reports/books.py",
        "ui/games.py",
        "web/tarot/pages.py",
    ]
    assert misplaced(wrong + right, games) == wrong


def test_a_game_s_files_live_in_its_folder_of_each_layer() -> None:
    paths = [
        p.relative_to(PACKAGE).as_posix()
        for p in sorted(PACKAGE.rglob("*"))
        if p.is_file() and "__pycache__" not in p.parts
    ]
    assert misplaced(paths, sorted(GAMES)) == []
    # The layers every game has a part in have a folder for every game (the services only for the Tarot's draw
    # and turn sheets: burraco's are the shared services' burraco entries).
    for home in GAME_HOMES:
        folders = {g for g in GAMES if (PACKAGE / home / g).is_dir()}
        if home in ("reports", "ui", "web", "web/templates", "games"):
            assert folders == set(GAMES), home


# A Jinja tag or expression of a template every game uses: what it shows must come from the game's pages (the
# context), not from a test of which game it is (``{% if tarot is not defined %}``).
JINJA = re.compile(r"{%.*?%}|{{.*?}}", re.S)


def test_the_shared_templates_name_no_game() -> None:
    games = re.compile(rf"\b(?:{'|'.join(sorted(GAMES))})\b", re.I)
    assert games.search("{% if tarot is not defined %}") and not games.search(
        "{% for label, address in nav %}"
    )
    for template in sorted((PACKAGE / "web" / "templates").glob("*.html")):
        named = [tag for tag in JINJA.findall(template.read_text(encoding="utf-8")) if games.search(tag)]
        assert named == [], template.name


def _simulated(kind: str, entries: int, seed: int) -> Tournament:
    if kind == "tarot":
        return simulate_tarot(entries=4 * max(2, entries // 4), seed=seed)
    plan = "giallo:3" if kind == "giallo" else "mitchell:2,danish:1"
    return simulate(entries=max(entries, 4), rounds=3, plan=plan, seed=seed, kind=kind)


def _without_sheet(tournament: Tournament, number: int, table: int) -> Tournament:
    """The tournament with one table of round ``number`` not (fully) entered: no result, or its last deal gone."""
    rounds = []
    for rnd in tournament.rounds:
        if rnd.number == number:
            tables = tuple(
                dataclasses.replace(t, result=None, deals=t.deals[:-1]) if t.number == table else t
                for t in rnd.tables
            )
            rnd = dataclasses.replace(rnd, tables=tables)
        rounds.append(rnd)
    return dataclasses.replace(tournament, rounds=tuple(rounds))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    kind=st.sampled_from([kind.id for game in GAMES.values() for kind in game.kinds]),
    entries=st.integers(4, 14),
    seed=st.integers(1, 10_000),
    data=st.data(),
)
def test_every_game_knows_a_complete_round_and_a_missing_table(
    kind: str, entries: int, seed: int, data: st.DataObject
) -> None:
    tournament = _simulated(kind, entries, seed)
    game = game_of(kind)
    game.check(tournament)
    assert open_book(tournament).game == game.id
    for rnd in tournament.rounds:
        assert game.missing_tables(tournament, rnd.number) == []
        assert all(game.sheet_complete(t, tournament.setup) for t in rnd.tables)
    rnd = data.draw(st.sampled_from(tournament.rounds))
    if kind == "teams":
        # A team match is decided by both rooms: either table without its sheet leaves the match undecided.
        table = data.draw(st.sampled_from(rnd.tables))
        match = [t.number for t in rnd.tables if t.match == table.match]
    else:
        table = data.draw(st.sampled_from(rnd.tables))
        match = [table.number]
    emptied = _without_sheet(tournament, rnd.number, table.number)
    assert not game.sheet_complete(emptied.round(rnd.number).table(table.number), emptied.setup)  # type: ignore[union-attr]
    assert game.missing_tables(emptied, rnd.number) == match
    refusal = game.missing_refusal(rnd.number, match)
    assert f"round {rnd.number}" in refusal.english and str(table.number) in refusal.italian


# -- the registries inverted (issue 36): shared modules import no game's module and define nothing named after one.
# Counted over web/ for now (its layer is done); the lead widens SHARED_LAYERS as each layer's helper lands.
SHARED_LAYERS = ("web",)
# The one module of a layer that sits above its games' parts and lists them.
DISPATCH = {"web/games.py"}


def _game_named(name: str) -> bool:
    return any(re.search(rf"(?:^|_){re.escape(game)}(?:_|$)", name.lower()) for game in GAMES)


def _shared_modules() -> list[Path]:
    found = []
    for layer in SHARED_LAYERS:
        for path in sorted((PACKAGE / layer).rglob("*.py")):
            parts_ = path.relative_to(PACKAGE).parts
            if not any(part in GAMES for part in parts_[:-1]):
                found.append(path)
    return found


def game_imports(paths: list[Path]) -> list[str]:
    """Imports of a game's own module (a module path with a segment named after a game) from shared modules,
    the dispatch module excepted."""
    import ast

    found = []
    for path in paths:
        where = path.relative_to(PACKAGE).as_posix()
        if where in DISPATCH:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = (
                [node.module or ""] + [f"{node.module}.{a.name}" for a in node.names]
                if isinstance(node, ast.ImportFrom)
                else [a.name for a in node.names]
                if isinstance(node, ast.Import)
                else []
            )
            if isinstance(node, ast.stmt) and any(s in GAMES for name in names for s in name.split(".")):
                found.append(f"{where}:{node.lineno}")
    return found


def game_definitions(paths: list[Path]) -> list[str]:
    """Functions, classes and module or class level names named after a game, outside the games' folders."""
    import ast

    found = []
    for path in paths:
        where = path.relative_to(PACKAGE).as_posix()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                names = [node.name]
            elif isinstance(node, ast.Assign | ast.AnnAssign):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                names = [t.id for t in targets if isinstance(t, ast.Name)]
            else:
                continue
            found += [f"{where}:{node.lineno} {name}" for name in names if _game_named(name)]
    return found


def test_shared_modules_import_no_game_and_define_nothing_named_after_one() -> None:
    shared = _shared_modules()
    assert any(p.name == "templating.py" for p in shared) and all("burraco" not in p.parts for p in shared)
    assert game_imports(shared) == []
    assert game_definitions(shared) == []


def test_the_counts_see_a_game_in_a_shared_module(tmp_path: Path) -> None:
    global PACKAGE
    shared = tmp_path / "web" / "render.py"
    shared.parent.mkdir()
    shared.write_text(
        "from fibur_director.web.burraco import pages as b\nfrom fibur_director.web import tarot\n"
        "import fibur_director.games.burraco.rules\n\n"
        "def _burraco_seating(): ...\nTAROT_WORDS = 1\nclass Tarot: ...\ndef seating(): ...\n",
        encoding="utf-8",
    )
    saved, PACKAGE = PACKAGE, tmp_path
    try:
        assert game_imports([shared]) == ["web/render.py:1", "web/render.py:2", "web/render.py:3"]
        assert [f.split(" ")[1] for f in game_definitions([shared])] == [
            "_burraco_seating",
            "TAROT_WORDS",
            "Tarot",
        ]
    finally:
        PACKAGE = saved


# -- the desk's shared modules (issue 36) ---------------------------------------------------------------------
# Two counts over ui/*.py but the dispatch module ui/games.py: imports of a game's module (``fibur_director.<layer>.
# <game>``), and definitions named after a game (a function, class, variable or attribute: ``def tarot``,
# ``self.tarot_view =``). None left: the tournament page's form is composed from each game's SettingsPanel too.
GAME_IDS = "|".join(map(re.escape, sorted(GAMES)))
GAME_IMPORT = re.compile(rf"^\s*(?:from|import)\s+fibur_director\.(?:\w+\.)*(?:{GAME_IDS})\b", re.MULTILINE)
GAME_NAMED = re.compile(
    rf"^\s*(?:(?:async\s+)?def|class)\s+\w*(?:{GAME_IDS})\w*|^\s*(?:self\.)?\w*(?:{GAME_IDS})\w*\s*(?::[^=\n]*)?=(?!=)",
    re.MULTILINE | re.IGNORECASE,
)
DESK_BUDGET: dict[str, tuple[int, int]] = {}


def desk_game_names() -> dict[str, tuple[int, int]]:
    found = {}
    for path in sorted((PACKAGE / "ui").glob("*.py")):
        if path.name == "games.py":
            continue
        text = path.read_text(encoding="utf-8")
        counts = (len(GAME_IMPORT.findall(text)), len(GAME_NAMED.findall(text)))
        if counts != (0, 0):
            found[str(path.relative_to(PACKAGE))] = counts
    return found


def test_the_desk_s_shared_modules_name_the_games_less_and_less() -> None:
    found = desk_game_names()
    over = {
        name: counts
        for name, counts in found.items()
        if any(n > most for n, most in zip(counts, DESK_BUDGET.get(name, (0, 0)), strict=True))
    }
    assert not over, f"a shared desk module names a game more than its budget allows (imports, names): {over}"


def test_the_desk_s_counts_see_an_import_and_a_game_named_definition() -> None:
    assert GAME_IMPORT.search("    from fibur_director.ui.tarot.page import table_letter")
    assert GAME_IMPORT.search("from fibur_director.games.burraco import rules")
    assert not GAME_IMPORT.search("from fibur_director.ui.parts import DESKS")
    for line in (
        "    def tarot(self) -> bool:",
        "        self.tarot_view = table_view(m)",
        "class BurracoPanel:",
    ):
        assert GAME_NAMED.search(line), line
    for line in (
        "        if tarot == other:",
        '        labels = {"tarot": "Tarocchi"}',
        "    def propose(self):",
    ):
        assert not GAME_NAMED.search(line), line


def test_the_operations_a_game_may_refuse_are_named_by_what_they_do() -> None:
    """``games.base.OPERATIONS`` names no game (issue 36: ``enter_sheet``, not ``burraco_sheet``), and every game
    declares each one: allowed (None) or refused in both languages."""
    from fibur_director.games.base import OPERATIONS

    named = {*GAMES, *kinds(), *(game.name for game in GAMES.values())}
    assert not [op for op in OPERATIONS if any(name in op for name in named)]
    for game in GAMES.values():
        for kind in game.kinds:
            for operation in OPERATIONS:
                refusal = game.refusal(operation, kind.id)
                assert refusal is None or (refusal.english and refusal.italian), (game.id, kind.id, operation)
    assert game_of("tarot").refusal("enter_sheet", "tarot") is not None
    assert game_of("pairs").refusal("enter_turn_sheet", "pairs") is not None
    assert game_of("pairs").refusal("enter_sheet", "pairs") is None


# Imports of a game's modules from the shared services (the dispatch module services/games.py apart): 24 before
# the score service moved into services/burraco (issue 36); a ratchet down to 0.
SERVICES_GAME_IMPORTS = 2


def test_the_shared_services_import_the_games_less_and_less() -> None:
    found = {
        path.name: len(GAME_IMPORT.findall(path.read_text(encoding="utf-8")))
        for path in sorted((PACKAGE / "services").glob("*.py"))
        if path.name != "games.py"
    }
    listed = ", ".join(f"{name} {count}" for name, count in found.items() if count)
    assert sum(found.values()) <= SERVICES_GAME_IMPORTS, listed
    assert GAME_IMPORT.search("from fibur_director.games.burraco import regulation as rules")


def test_the_command_line_and_the_desk_s_start_import_no_game() -> None:
    """cli.py and app.py reach a game through its parts (issue 36): burraco's own commands are added by its
    ``GameForms.commands``, the clock's default minutes come from the default kind's ``GameDesk``."""
    found = {
        name: len(GAME_IMPORT.findall((PACKAGE / name).read_text(encoding="utf-8")))
        for name in ("cli.py", "app.py")
    }
    assert found == {"cli.py": 0, "app.py": 0}


def test_an_interrupted_tournament_s_prizes_are_each_game_s_answer() -> None:
    """IT/REV Art. 40: prizes by the last standings only past half the planned rounds; the Tarot's regulation is
    silent (TAROT §3: three rounds) and takes the same threshold (docs/rulesets.md): two of three rounds award
    prizes, one does not."""
    burraco, tarot = game_of("pairs"), game_of("tarot")
    assert [burraco.prizes_after_interruption("burraco-italiano", 6, n) for n in (2, 3, 4)] == [
        False,
        False,
        True,
    ]
    assert [tarot.prizes_after_interruption(tarot.default_ruleset, 3, n) for n in (0, 1, 2)] == [
        False,
        False,
        True,
    ]
    assert burraco.definitive_article("burraco-italiano")
    assert tarot.definitive_article(tarot.default_ruleset) is None
