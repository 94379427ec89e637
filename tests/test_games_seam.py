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

import ast
import dataclasses
import importlib
import re
import typing
from collections import Counter
from collections.abc import Collection
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import fibur_director.web.games  # noqa: F401  (registers the shipped games' pages)
from fibur_director.domain.tournament import Tournament
from fibur_director.domain.vocabulary import DEFAULT_KIND, kind_of, kinds
from fibur_director.games.base import Game, federated, protocol_members
from fibur_director.games.parts import Parts
from fibur_director.games.registry import GAMES, game_of
from fibur_director.reports.books import open_book
from tests import duel_game as duel
from tests.duel_game import DUEL

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
    """Kind comparisons with a literal in the shared modules: the same modules the two counts below read (every
    layer's, outside each game's folder of any layer and the dispatch modules), so a game may compare its own
    kinds in its own ``ui/<game>/`` as in ``games/<game>/`` (issue 36's attack, S16: only ``games/`` was)."""
    found: Counter[str] = Counter()
    for path in shared_modules(PACKAGE, GAMES):
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


# Where a game's own files live: a folder named after it in one of these (docs/architecture.md, "One game, one
# place"). What the games share sits beside those folders, named for what it does.
GAME_HOMES = ("games", "db", "reports", "ui", "services", "web", "web/templates")


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
        "db/tarot/deals.py",
    ]
    assert misplaced(wrong + right, games) == wrong


def test_a_game_s_files_live_in_its_folder_of_each_layer() -> None:
    paths = [
        p.relative_to(PACKAGE).as_posix()
        for p in sorted(PACKAGE.rglob("*"))
        if p.is_file() and "__pycache__" not in p.parts
    ]
    assert misplaced(paths, sorted(GAMES)) == []
    # Every game has its part of each layer in its folder of that layer ("How to add a game"); the database's
    # and the templates' folders only when it has tables or templates of its own (the fifth outside attack, F3:
    # an empty web/templates/<game>/ was required, and git keeps no empty folder).
    for home in ("games", "services", "reports", "web", "ui"):
        assert {g for g in GAMES if (PACKAGE / home / g).is_dir()} == set(GAMES), home


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


# Every kind of every shipped game and of the test game (registered by the example itself), each played by its
# own game's ``sample``: no game's simulator is named here, so a fourth game is covered by registering.
EVERY_KIND = [kind.id for game in [*GAMES.values(), DUEL] for kind in game.kinds]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    kind=st.sampled_from(EVERY_KIND), entries=st.integers(4, 14), seed=st.integers(1, 10_000), data=st.data()
)
def test_every_game_knows_a_complete_round_and_a_missing_table(
    kind: str, entries: int, seed: int, data: st.DataObject
) -> None:
    with duel.everywhere():
        _complete_then_missing(kind, entries, seed, data)


def _complete_then_missing(kind: str, entries: int, seed: int, data: st.DataObject) -> None:
    game = game_of(kind)
    tournament = game.sample(kind, entries, seed)
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


# -- the registries inverted (issue 36): no shared module imports a game's module or defines anything named after
# a game, in any layer. Two counts over every module of the package (every layer, the command line, app.py, db,
# domain, ...) outside the games' folders (a folder named after a game, in any layer) and the dispatch modules:
# each layer's one ``<layer>/games.py``, found by scanning, and the rules' ``games/registry.py``. Both 0.
def dispatch_modules(package: Path) -> set[str]:
    """The modules that sit above their layer's game parts and list them: the rules' registry and every
    ``<layer>/games.py`` (paths under the package, '/'-separated)."""
    return {"games/registry.py"} | {
        p.relative_to(package).as_posix() for p in package.glob("*/games.py") if p.parent.name not in GAMES
    }


def shared_modules(package: Path, games: Collection[str]) -> list[Path]:
    dispatch = dispatch_modules(package)
    return [
        path
        for path in sorted(package.rglob("*.py"))
        if not any(part in games for part in path.relative_to(package).parts[:-1])
        and path.relative_to(package).as_posix() not in dispatch
    ]


def _game_named(name: str, games: Collection[str]) -> bool:
    """Named after a game: its id anywhere in the name, any case (``TarotDeal``, ``_NOT_BURRACO``, ``tarot_draw``)."""
    return any(game in name.lower() for game in games)


# A module's dotted name in a string: what ``importlib.import_module`` and ``__import__`` are given (absolute, or
# relative to a package).
_MODULE_TEXT = re.compile(r"(fibur_director|\.+\w+)(\.\w+)*")


def game_imports(package: Path, paths: list[Path], games: Collection[str]) -> list[str]:
    """Imports of a game's own module (a module path with a segment named after a game), type-only ones too, and
    the name of one in a string (``importlib.import_module("fibur_director.games.tarot.rules")``: the import
    contracts cannot see those either)."""
    found = []
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                names = [node.module or "", *(f"{node.module}.{a.name}" for a in node.names)]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif (
                isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and _MODULE_TEXT.fullmatch(node.value)
            ):
                names = [node.value]
            else:
                continue
            if any(segment in games for name in names for segment in name.split(".")):
                found.append(f"{path.relative_to(package).as_posix()}:{node.lineno}")
    return found


def _bound(target: ast.AST) -> list[str]:
    """The names a target binds: a name, an attribute, or each of a tuple's or list's (starred too)."""
    if isinstance(target, ast.Tuple | ast.List):
        return [n for e in target.elts for n in _bound(e)]
    if isinstance(target, ast.Starred):
        return _bound(target.value)
    if isinstance(target, ast.Name):
        return [target.id]
    if isinstance(target, ast.Attribute):
        return [target.attr]
    return []


def _defined(node: ast.AST) -> list[str]:
    """Every name a node binds (issue 36's attack, S12: import aliases, loop, comprehension, ``:=``, ``with``
    and ``except`` names were not counted)."""
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        return [node.name]
    if isinstance(node, ast.arg):
        return [node.arg]
    if isinstance(node, ast.Assign):
        return [n for t in node.targets for n in _bound(t)]
    if isinstance(node, ast.AnnAssign | ast.AugAssign | ast.NamedExpr):
        return _bound(node.target)
    if isinstance(node, ast.For | ast.AsyncFor | ast.comprehension):
        return _bound(node.target)
    if isinstance(node, ast.withitem) and node.optional_vars is not None:
        return _bound(node.optional_vars)
    if isinstance(node, ast.ExceptHandler) and node.name:
        return [node.name]
    if isinstance(node, ast.alias) and node.asname:
        return [node.asname]
    return []


def game_definitions(package: Path, paths: list[Path], games: Collection[str]) -> list[str]:
    """Functions, classes, parameters, variables and attributes (``self.tarot_view =``, a mapped column) named
    after a game."""
    found = []
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            where = f"{path.relative_to(package).as_posix()}:{getattr(node, 'lineno', 0)}"
            found += [f"{where} {name}" for name in _defined(node) if _game_named(name, games)]
    return found


def test_no_shared_module_imports_a_game_or_defines_anything_named_after_one() -> None:
    shared = shared_modules(PACKAGE, GAMES)
    where = {p.relative_to(PACKAGE).as_posix() for p in shared}
    # Every layer is counted: the command line, the desk's start, the database, the domain, each upper layer.
    assert {"cli_desk.py", "app.py", "db/models.py", "domain/tournament.py", "services/loading.py",
            "reports/words.py", "ui/round_page.py", "web/templating.py", "games/base.py"} <= where  # fmt: skip
    assert not [w for w in where if any(game in w.split("/") for game in GAMES)]
    assert dispatch_modules(PACKAGE) == {
        "games/registry.py", "db/games.py", "services/games.py", "reports/games.py", "ui/games.py", "web/games.py"
    }  # fmt: skip
    assert game_imports(PACKAGE, shared, GAMES) == []
    assert game_definitions(PACKAGE, shared, GAMES) == []


def test_the_counts_see_a_game_in_a_shared_module(tmp_path: Path) -> None:
    for folder in ("web", "db/tarot", "domain"):
        (tmp_path / folder).mkdir(parents=True)
    (tmp_path / "web" / "render.py").write_text(
        "from fibur_director.web.burraco import pages as b\nfrom fibur_director.web import tarot\n"
        "import fibur_director.games.burraco.rules\nfrom fibur_director.web import games\n"
        "x = importlib.import_module('fibur_director.games.tarot.rules')\ny = __import__('.tarot', 'w')\n"
        "z = importlib.import_module('fibur_director.web.render')  # no game: not counted\n\n"
        "def _burraco_seating(): ...\nTAROT_WORDS = 1\nclass Tarot: ...\ndef seating(): ...\n",
        encoding="utf-8",
    )
    (tmp_path / "domain" / "records.py").write_text(
        "if TYPE_CHECKING:\n    from fibur_director.games.tarot.sheet import Deal\n"
        "class Table:\n    tarot_deals: list[Deal] = []\n    def __init__(self, burraco_sheet): self.giallo, self.TarotView = 1, 2\n",
        encoding="utf-8",
    )
    # A game's folder and a layer's dispatch module name the games, as they must.
    (tmp_path / "db" / "tarot" / "deals.py").write_text("class TarotDeal: ...\n", encoding="utf-8")
    (tmp_path / "db" / "games.py").write_text(
        "from fibur_director.db.tarot.deals import TarotDeal\n", encoding="utf-8"
    )
    shared = shared_modules(tmp_path, ["burraco", "tarot"])
    assert [p.relative_to(tmp_path).as_posix() for p in shared] == ["domain/records.py", "web/render.py"]
    assert game_imports(tmp_path, shared, ["burraco", "tarot"]) == [
        "domain/records.py:2", "web/render.py:1", "web/render.py:2", "web/render.py:3", "web/render.py:5",
        "web/render.py:6",
    ]  # fmt: skip
    assert sorted(f.split(" ")[1] for f in game_definitions(tmp_path, shared, ["burraco", "tarot"])) == [
        "TAROT_WORDS", "Tarot", "TarotView", "_burraco_seating", "burraco_sheet", "tarot_deals"
    ]  # fmt: skip
    # Every other way a name is bound (the attack's S12): an import alias, a loop, a comprehension, ``:=``,
    # ``with``, ``except``.
    (tmp_path / "domain" / "more.py").write_text(
        "import json as tarot_json\nfor burraco_row in []: pass\nx = [tarot_deal for tarot_deal in []]\n"
        "if (burraco_total := 1): pass\nwith open('f') as tarot_file: pass\n"
        "try: pass\nexcept ValueError as burraco_error: pass\nfor a, *tarot_rest in []: pass\n",
        encoding="utf-8",
    )
    more = [tmp_path / "domain" / "more.py"]
    assert sorted(f.split(" ")[1] for f in game_definitions(tmp_path, more, ["burraco", "tarot"])) == [
        "burraco_error", "burraco_row", "burraco_total", "tarot_deal", "tarot_file", "tarot_json", "tarot_rest"
    ]  # fmt: skip


# -- every layer's registry knows every game, derived from the dispatch modules (issue 36): each ``<layer>/games.py``
# lists its parts as ``PARTS: Final[dict[str, <the layer's part protocol>]]``; a new layer's is checked unedited.
def layer_registries() -> dict[str, tuple[dict[str, Any], type]]:
    """``{dispatch module: (its PARTS, the part's protocol)}``, the protocol read from ``PARTS``' annotation."""
    found = {}
    for where in sorted(dispatch_modules(PACKAGE) - {"games/registry.py"}):
        module = importlib.import_module("fibur_director." + where.removesuffix(".py").replace("/", "."))
        assert hasattr(module, "PARTS"), f"{where} lists its games' parts as PARTS"
        final = typing.get_type_hints(module)["PARTS"]
        (registry,) = typing.get_args(final)
        _key, protocol = typing.get_args(registry)
        found[where] = (module.PARTS, protocol)
    return found


def test_every_layer_knows_every_game() -> None:
    registries = layer_registries()
    assert set(registries) >= {
        "db/games.py",
        "services/games.py",
        "reports/games.py",
        "ui/games.py",
        "web/games.py",
    }
    for where, (registry, protocol) in registries.items():
        # One line per game in every dispatch module, the database's too (NO_TABLES for a game without tables).
        assert set(registry) == set(GAMES), f"{where} lists {sorted(registry)}, the games are {sorted(GAMES)}"
        members = protocol_members(protocol)
        assert members, (where, protocol)
        for game, part in registry.items():
            missing = sorted(m for m in members if not hasattr(part, m))
            assert not missing, f"{where}: {game}'s {protocol.__name__} lacks {missing}"
        # What the dispatch module lists is what its layer's lookup finds (``<layer>.parts``' registry).
        layer = importlib.import_module(f"fibur_director.{where.split('/')[0]}.parts")
        for held in (v for v in vars(layer).values() if isinstance(v, Parts)):
            assert all(held[game] is part for game, part in registry.items()), where
    for game in GAMES.values():
        missing = sorted(m for m in protocol_members(Game) if not hasattr(game, m))
        assert not missing, f"{game.id}'s Game lacks {missing}"
    declared = [kind.id for game in GAMES.values() for kind in game.kinds]
    assert len(declared) == len(set(declared))  # a kind belongs to one game
    # The vocabulary holds what the games declared, and nothing else.
    assert kinds() == tuple(declared)
    for game in GAMES.values():
        for kind in game.kinds:
            assert game_of(kind.id) is game
            assert kind_of(kind.id) == kind and kind.game == game.id
        assert game.default_ruleset in game.ruleset_ids()


def test_a_game_offers_its_practice_or_says_it_has_none() -> None:
    """What the desk's first evening asks the default kind's game (``Game.practice``): burraco's twelve pairs, a
    sample its own check accepts; the Tarot none."""
    for game in GAMES.values():
        practice = game.practice("Prova")
        if practice is not None:
            game.check(practice.sample)
            assert practice.sample.setup.name == "Prova" and practice.rounds >= 1 and practice.plan
    burraco = game_of(DEFAULT_KIND).practice("Prova")
    assert burraco is not None and len(burraco.sample.entries) == 12 and burraco.seed == 23
    assert game_of("tarot").practice("Prova") is None
    assert [g.id for g in federated(list(GAMES.values()))] == ["burraco"]


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
