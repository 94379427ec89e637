"""A small tournament written by hand, so every printed figure can be checked against arithmetic done here.

Five pairs, 4 deals, Burraco Italiano (IT Art. 18, 4 deals: 0-100 10-10, 105-300 11-9, 305-500 12-8,
505-700 13-7, ..., 1705-2000 19-1, over 2000 20-0). Pair 5 rests in round 1 and pair 1 in round 2 (the bye:
12 VP, DIGEST §4).

Round 1: table 1 pair 1 (Šimić) v pair 2: 1000-650, MP 350 -> 12-8; table 2 pair 3 v pair 4: 900-900 -> 10-10.
Round 2: table 1 pair 2 v pair 3: 500-1200, MP -700 -> 7-13; table 2 pair 4 v pair 5: 2700-600, but pair 4 was
7 minutes late (IT Art. 39: over 5 and up to 10 minutes, 200 points to the opponents), so 2700-800, MP 1900 -> 19-1.
Pair 3 gets two warnings (wrong table, slow play): every second warning costs 1 VP.

Standings: pair 4 10+19 = 29; pair 1 12+12 = 24; pair 3 10+13-1 = 22; pair 2 8+7 = 15; pair 5 12+1 = 13.
"""

from __future__ import annotations

import pytest

from fibur_director.domain.tournament import (
    Entry,
    PlayedTable,
    Player,
    Result,
    Round,
    Sanction,
    Setup,
    Tournament,
)
from fibur_director.games.burraco.check import check
from fibur_director.games.burraco.ruleset import get_ruleset
from fibur_director.reports.burraco.book import Book

PLAYERS = (
    Player("p1", "Šimić", "Ana", "FIB001", "Circolo Aurora"),
    Player("p2", "Kowalski", "Łukasz", "FIB002", "Circolo Aurora"),
    Player("p3", "Rossi", "Niccolò", "FIB003", "Circolo Borgo"),
    Player("p4", "Bianchi", "Maria", "FIB004", "Circolo Borgo"),
    Player("p5", "Verdi", "Giulia", "FIB005", "Circolo Centro"),
    Player("p6", "Neri", "Paolo", "FIB006", "Circolo Centro"),
    Player("p7", "=Gialli", "Franca", "FIB007", "+Circolo Dora"),  # formula-looking texts, to be escaped
    Player("p8", "Blu", "Carlo", "FIB008", "@Circolo Dora"),
    Player("p9", "Marrone", "Elena", "FIB009", "Circolo Elba"),
    Player("p10", "Viola", "Dario", None, "Circolo Elba"),
)
ENTRIES = (
    Entry(1, "Šimić - Kowalski", ("p1", "p2")),
    Entry(2, "Rossi - Bianchi", ("p3", "p4")),
    Entry(3, "Verdi - Neri", ("p5", "p6")),
    Entry(4, "=Gialli - Blu", ("p7", "p8")),
    Entry(5, "Marrone - Viola", ("p9", "p10")),
)
ROUNDS = (
    Round(
        1,
        "mitchell",
        (
            PlayedTable(1, (1,), (2,), Result(1000, 650)),
            PlayedTable(2, (3,), (4,), Result(900, 900)),
        ),
        (5,),
    ),
    Round(
        2,
        "danish",
        (
            PlayedTable(1, (2,), (3,), Result(500, 1200)),
            PlayedTable(2, (4,), (5,), Result(2700, 600)),
        ),
        (1,),
    ),
)
SANCTIONS = (
    Sanction("warning", entry=3, round=1, article="IT Art. 2", note="wrong_table"),
    Sanction("warning", entry=3, round=2, note="slow_play"),
    Sanction("late", entry=4, round=2, minutes=7),
)


def hand_made(**changes: object) -> Tournament:
    setup = Setup("Torneo di Santa Lucia", "2026-12-13", "burraco-italiano", "pairs", 4, 2, ((1, 2),))
    tournament = Tournament(setup, PLAYERS, ENTRIES, ROUNDS, SANCTIONS)
    if changes:
        import dataclasses

        tournament = dataclasses.replace(tournament, **changes)  # type: ignore[arg-type]
    check(tournament, get_ruleset("burraco-italiano"))
    return tournament


@pytest.fixture
def book() -> Book:
    return Book(hand_made(), get_ruleset("burraco-italiano"))
