"""A played burraco tournament dated before the federation file's day, for the federation file's and the archive
refresh's tests (issue 36: no test module imports another)."""

from __future__ import annotations

import dataclasses
import datetime as dt
from typing import Any

from fibur_director.games.burraco.simulation import simulate

TODAY = dt.date(2026, 11, 15)


PLAYED = "2026-11-10"


def played_tournament(entries: int = 6, rounds: int = 3, referee: str | None = "Maria Arbitra") -> Any:
    t = simulate(entries=entries, rounds=rounds, plan=f"mitchell:{rounds}", seed=2)
    return dataclasses.replace(t, setup=dataclasses.replace(t.setup, date=PLAYED, referee=referee))
