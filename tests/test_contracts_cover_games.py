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
        # A layers contract's "a | b" siblings and "a : b" independent ones.
        found += [part.strip() for part in str(item).replace(":", "|").split("|")]
    containers = contract.get("containers") or []
    if key == "layers" and containers:
        # Layers named inside containers are relative to them (the fifth attack, F2: the services' "burraco |
        # tarot" was read as no game's folder, so a fourth game's services were guarded by nothing).
        found = [f"{container}.{name}" for container in containers for name in found]  # type: ignore[union-attr]
    return found


def uncovered(
    contracts: Iterable[dict[str, object]], games: Iterable[str], has_folder: Callable[[str, str], bool]
) -> list[str]:
    """``contract name: layer.game`` for each game's folder a contract should name and does not."""
    games = list(games)
    missing = []
    for contract in contracts:
        sources = _modules(contract, "source_modules")
        owners = {m.split(".")[-1] for m in sources if m.split(".")[-1] in games}
        if owners:
            # A contract about one game's own folders guards them against the others' (the fifth attack, F2):
            # when it forbids another game's folders, it forbids every other game's, in every layer.
            forbidden = _modules(contract, "forbidden_modules")
            if any(m.count(".") == 2 and m.split(".")[2] in games for m in forbidden):
                for layer in sorted({m.split(".")[1] for m in [*sources, *forbidden] if m.count(".") == 2}):
                    missing += [
                        f"{contract['name']}: {layer}.{game}"
                        for game in games
                        if game not in owners
                        and has_folder(layer, game)
                        and f"fibur_director.{layer}.{game}" not in forbidden
                    ]
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
    # The services' layers, named inside their container (the fifth attack, F2).
    assert "The services' dispatch: services.games above the games' services, the shared services below them " \
        "(issue 36): services.quarto" in found  # fmt: skip
    # A game's own contract forbids every other game's folders, a fourth's too.
    assert "Burraco's own modules, in every layer, import none of the Tarot's: ui.quarto" in found
    # A contract about one game's own folder that forbids no game's folder is not asked to name the others.
    own = {
        "name": "Tarot: no Qt",
        "source_modules": ["fibur_director.services.tarot"],
        "forbidden_modules": ["PySide6"],
    }
    assert uncovered([own], [*GAMES, "quarto"], lambda _layer, _game: True) == []
