"""The services' refusals. Apart from ``actions`` so that the modules the write path is built on can refuse
too without importing it back."""

from __future__ import annotations

from fibur_director.domain.errors import FiburError, StorageFault
from fibur_director.games.registry import game_of


class ServiceError(FiburError, ValueError):
    """A refused user action: nothing was changed."""


class StorageRefusal(ServiceError, StorageFault):
    """An action the storage refused (``actions._refused_by_database``): nothing was changed."""


def refuse_by_game(kind: str, operation: str, english: str = "", italian: str = "") -> None:
    """The tournament's game refuses ``operation`` (games.base.OPERATIONS) with its own sentence, after the
    place when one is given; the shared program never tests the kind itself (issue 24)."""
    refusal = game_of(kind).refusal(operation, kind)
    if refusal is not None:
        raise ServiceError(
            f"{english}: {refusal.english}" if english else refusal.english,
            f"{italian}: {refusal.italian}" if italian else refusal.italian,
        )
