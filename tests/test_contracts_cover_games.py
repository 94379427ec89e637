"""The import contracts guard every game (issue 36's outside attack, S3): `pyproject.toml`'s contracts name the
games' folders one by one (import-linter has no wildcard for "every sibling"), so a fourth game's folders would be
guarded by none of them, silently. Each contract that names a game's folder of a layer must name every registered
game's folder of that layer; a game added without its lines in the contracts fails here, naming the contract."""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Iterable
from pathlib import Path

from fibur_director.games.registry import GAMES

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "fibur_director"


def _modules(contract: dict[str, object], key: str) -> list[str]:
    found = []
    for item in contract.get(key, []) or []:  # type: ignore[union-attr]
        found += [part.strip() for part in str(item).split("|")]  # a layers contract's "a | b" siblings
    return found


def uncovered(
    contracts: Iterable[dict[str, object]], games: Iterable[str], has_folder: Callable[[str, str], bool]
) -> list[str]:
    """``contract name: layer.game`` for each game's folder a contract should name and does not."""
    games = list(games)
    missing = []
    for contract in contracts:
        # A contract about one game's own folder (its source) is that game's business, not every game's.
        sources = _modules(contract, "source_modules")
        if any(m.split(".")[-1] in games for m in sources):
            continue
        named = [m for key in ("modules", "layers", "forbidden_modules") for m in _modules(contract, key)]
        layers = {m.split(".")[1] for m in named if m.count(".") == 2 and m.split(".")[2] in games}
        for layer in sorted(layers):
            for game in games:
                if has_folder(layer, game) and f"fibur_director.{layer}.{game}" not in named:
                    missing.append(f"{contract['name']}: {layer}.{game}")
    return missing


def contracts() -> list[dict[str, object]]:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return list(data["tool"]["importlinter"]["contracts"])


def test_every_contract_naming_the_games_names_every_game() -> None:
    assert uncovered(contracts(), GAMES, lambda layer, game: (PACKAGE / layer / game).is_dir()) == []


def test_a_game_left_out_of_the_contracts_is_named() -> None:
    found = uncovered(contracts(), [*GAMES, "quarto"], lambda _layer, _game: True)
    assert (
        "The games' rules are independent: games.burraco and games.tarot import neither the other: games.quarto"
        in found
    )
    assert any(line.endswith(": web.quarto") and "dispatch" in line for line in found)
    # A contract about the Tarot's own services is not asked to name the others.
    assert not any(line.startswith("The Tarot's own services") for line in found)
