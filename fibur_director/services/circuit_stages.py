"""A stage's rows for a circuit (issue 27): from a tournament, by the standings its own game computes, and the
check of another desk's published standings (docs/circuits.md, "The check of an imported stage").

Which standings a tournament has, and what its rows hold, is its game's: the tournament file's codecs compute
them (``recomputed_standings``), and each game's store reads its rows (``GameStore.circuit_rows``,
services/parts.py). In the services, not the domain: it reads the games' standings lines, and the games import
the domain.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from fibur_director.domain.circuit import StageSource
from fibur_director.domain.circuit_standings import Note, Person, StageRow
from fibur_director.domain.tournament import Tournament
from fibur_director.domain.tournament_file import recomputed_standings
from fibur_director.services.parts import store_of


def people_of(tournament: Tournament) -> dict[int, tuple[Person, ...]]:
    players = {p.id: p for p in tournament.players}
    return {
        e.id: tuple(
            Person(players[p].surname, players[p].name, players[p].card, players[p].club)
            for p in e.players
            if p in players
        )
        for e in tournament.entries
    }


def tournament_rows(tournament: Tournament) -> tuple[StageRow, ...]:
    """The stage's rows: the standings the program computes for the tournament's game, position by position."""
    standings = recomputed_standings(tournament)
    return tuple(store_of(tournament.setup.kind).circuit_rows(tournament, standings))


def check_published(rows: Sequence[StageRow], source: StageSource) -> list[Note]:
    """What does not hold in another desk's standings, each (English, Italian): the order
    of the positions and of the VP, equal-VP neighbours in MP order when the stage says MP breaks its ties, and
    the VP and MP totals when the stage says what a table shares. The stage is never refused for them."""
    found: list[Note] = []
    for above, below in itertools.pairwise(rows):
        where = f"positions {above.position} and {below.position}"
        dove = f"posizioni {above.position} e {below.position}"
        if below.position < above.position:
            found.append((f"{where}: listed out of order", f"{dove}: elencate fuori ordine"))
        elif below.position == above.position and below.vp != above.vp:
            # A shared position is a tie: on different VP one of the two is misplaced (or its VP mistyped).
            found.append(
                (
                    f"position {above.position} shared by {above.vp:g} VP and {below.vp:g} VP: a tie needs equal VP",
                    f"posizione {above.position} condivisa da {above.vp:g} V.P. e {below.vp:g} V.P.: un pari merito "
                    "vuole V.P. uguali",
                )
            )
        elif below.vp > above.vp:
            found.append(
                (
                    f"{where}: {below.vp:g} VP placed below {above.vp:g}",
                    f"{dove}: {below.vp:g} V.P. sotto {above.vp:g}",
                )
            )
        elif (
            source.tie_break == "mp"
            and below.vp == above.vp
            and below.position > above.position
            and above.mp is not None
            and below.mp is not None
            and below.mp > above.mp
        ):
            found.append(
                (
                    f"{where}: equal VP ({above.vp:g}) and MP {below.mp} placed below MP {above.mp}, though MP "
                    "breaks the tie",
                    f"{dove}: V.P. pari ({above.vp:g}) e M.P. {below.mp} sotto M.P. {above.mp}, benché lo "
                    "spareggio sia per M.P.",
                )
            )
    tables = len(rows) / 2
    if source.rounds is not None and source.table_vp is not None:
        expected = source.table_vp * source.rounds * tables
        total = sum(r.vp for r in rows)
        if len(rows) % 2:
            found.append(
                (
                    f"VP total not checked: {len(rows)} entries is an odd number (a rest each round)",
                    f"totale dei V.P. non verificato: {len(rows)} iscritti sono dispari (un riposo a turno)",
                )
            )
        elif abs(total - expected) > 1e-6:
            found.append(
                (
                    f"VP total {total:g}, expected {expected:g} ({source.table_vp} a table x {int(tables)} tables "
                    f"x {source.rounds} rounds)",
                    f"totale dei V.P. {total:g}, atteso {expected:g} ({source.table_vp} a tavolo x {int(tables)} "
                    f"tavoli x {source.rounds} turni)",
                )
            )
    if source.rounds is not None and source.table_mp is not None and all(r.mp is not None for r in rows):
        expected_mp = source.table_mp * source.rounds * tables
        total_mp = sum(r.mp or 0 for r in rows)
        if len(rows) % 2 == 0 and total_mp != expected_mp:
            found.append(
                (
                    f"MP total {total_mp}, expected {expected_mp:g}",
                    f"totale degli M.P. {total_mp}, atteso {expected_mp:g}",
                )
            )
    return found
