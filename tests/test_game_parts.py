"""The one registry of a game's parts (``games/parts.Parts``, issue 36): a game known to the program but without a
part in a layer is refused in both languages, naming the game and what it lacks, and registering its part makes
the lookup answer it; a kind no game plays is refused by the games' registry before any layer is asked."""

from __future__ import annotations

from typing import Protocol

import pytest

from fibur_director.domain.errors import FiburError
from fibur_director.games import registry
from fibur_director.games.parts import Parts
from fibur_director.reports.parts import FORMS
from fibur_director.services.parts import STORES
from tests.duel_game import DUEL, GAME, STORE
from tests.duel_game import FORMS as DUEL_FORMS


@pytest.fixture
def duel_game_only():
    """The duel known to the games' registry and to no layer: what a game package forgetting a layer gives."""
    registry.register(DUEL)
    try:
        yield DUEL
    finally:
        registry.unregister(DUEL)


@pytest.mark.parametrize(
    ("layer", "english", "italian"),
    [
        (STORES, "has no services registered: it cannot run at this desk", "servizi registrati"),
        (FORMS, "has no printed forms registered: it cannot be printed or exported", "moduli di stampa"),
    ],
)
def test_a_game_without_its_part_is_refused_in_words(duel_game_only, layer, english, italian) -> None:
    with pytest.raises(FiburError) as refused:
        layer.of_kind("duel")
    assert refused.value.english == f"the game {DUEL.name!r} {english}"
    assert refused.value.italian.startswith(f"il gioco {DUEL.name!r} non ha {italian}")


def test_registering_a_part_answers_it_and_unregistering_forgets_it(duel_game_only) -> None:
    for layer, part in ((STORES, STORE), (FORMS, DUEL_FORMS)):
        before = dict(layer)
        layer.register(GAME, part)
        try:
            assert layer.of_kind("duel") is part
            assert layer.of_kind("pairs") is before["burraco"]
        finally:
            layer.unregister(GAME)
        assert dict(layer) == before
        layer.unregister(GAME)  # a second time is harmless: a test's teardown after a failed set-up
        with pytest.raises(FiburError):
            layer.of_kind("duel")


class Widget(Protocol):
    def draw(self) -> str: ...


class Drawn:
    def draw(self) -> str:
        return "disegnato"


def test_a_fresh_registry_names_what_it_lacks() -> None:
    layer: Parts[Widget] = Parts(("no widgets", "widget"), Widget)
    with pytest.raises(FiburError) as refused:
        layer.of_kind("tarot")
    assert refused.value.message("it") == "il gioco 'tarocchi siciliani' non ha widget"
    assert refused.value.message("en") == "the game 'tarocchi siciliani' has no widgets"


def test_a_kind_no_game_plays_is_refused_before_any_layer() -> None:
    with pytest.raises(FiburError) as refused:
        STORES.of_kind("scopone")
    assert "scopone" in refused.value.english and "scopone" in refused.value.italian


def test_a_part_lacking_a_member_of_its_protocol_is_refused_as_it_is_registered() -> None:
    """A game written against an older interface (a fourth game checked from outside, session 45: its desk part
    lacked ``kind_labels``) is refused by the registration, naming what it lacks, instead of a raw AttributeError
    deep in the desk later; nothing is registered."""
    layer: Parts[Widget] = Parts(("no widgets", "widget"), Widget)
    with pytest.raises(FiburError) as refused:
        layer.register("quarto", object())  # type: ignore[arg-type]
    assert refused.value.english == "the game 'quarto' cannot be registered: its Widget lacks draw"
    assert refused.value.italian == "il gioco 'quarto' non si può registrare: al suo Widget manca draw"
    assert dict(layer) == {}
    layer.register("quarto", Drawn())
    assert layer.of_game("quarto").draw() == "disegnato"
    # The rules' registry refuses the same way, before declaring a kind.
    with pytest.raises(FiburError) as refused:
        registry.register(_WithoutSample(DUEL))  # type: ignore[arg-type]
    assert "its Game lacks sample" in refused.value.english
    assert "duel" not in {k for g in registry.GAMES.values() for k in (x.id for x in g.kinds)}


class _WithoutSample:
    """The duel as a game package written before ``Game.sample`` was added would be."""

    def __init__(self, game: object) -> None:
        self._game = game

    def __getattr__(self, name: str) -> object:
        if name == "sample":
            raise AttributeError(name)
        return getattr(self._game, name)
