"""The one registry of a game's parts (``games/parts.Parts``, issue 36): a game known to the program but without a
part in a layer is refused in both languages, naming the game and what it lacks, and registering its part makes
the lookup answer it; a kind no game plays is refused by the games' registry before any layer is asked."""

from __future__ import annotations

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


def test_a_fresh_registry_names_what_it_lacks() -> None:
    layer: Parts[str] = Parts(("no widgets", "widget"))
    with pytest.raises(FiburError) as refused:
        layer.of_kind("tarot")
    assert refused.value.message("it") == "il gioco 'tarocchi siciliani' non ha widget"
    assert refused.value.message("en") == "the game 'tarocchi siciliani' has no widgets"


def test_a_kind_no_game_plays_is_refused_before_any_layer() -> None:
    with pytest.raises(FiburError) as refused:
        STORES.of_kind("scopone")
    assert "scopone" in refused.value.english and "scopone" in refused.value.italian
