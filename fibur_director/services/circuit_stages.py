"""A stage's rows for a circuit (issue 27): from a tournament, by the standings its own game computes, and the
check of another desk's published standings (docs/circuits.md, "The check of an imported stage").

Which standings a tournament has, and what its rows hold, is its game's: the tournament file's codecs compute
them (``recomputed_standings``), and ``_ROWS`` reads each game's rows, keyed by the game's id like every other
per-game registry (docs/architecture.md, "One game, one place"). In the services, not the domain: it reads the
games' standings lines, and the games import the domain.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from typing import Any

from fibur_director.domain.circuit import StageSource
from fibur_director.domain.circuit_standings import Note, Person, StageRow
from fibur_director.domain.tournament import Tournament
from fibur_director.domain.tournament_file import recomputed_standings
from fibur_director.domain.vocabulary import kind_of
from fibur_director.games.burraco.standings import Standing
from fibur_director.games.tarot import scoring as tarot


def _people(tournament: Tournament) -> dict[int, tuple[Person, ...]]:
    players = {p.id: p for p in tournament.players}
    return {
        e.id: tuple(
            Person(players[p].surname, players[p].name, players[p].card, players[p].club)
            for p in e.players
            if p in players
        )
        for e in tournament.entries
    }


def _score_sheet_rows(tournament: Tournament, standings: Sequence[Any]) -> list[StageRow]:
    """Burraco: VP and MP per entry. Ranks restart in each merit group; the stage's position is the place in
    the whole list (group A first), a tie keeping its shared place."""
    people = _people(tournament)
    out: list[StageRow] = []
    offset, group, in_group = 0, object(), 0
    for s in standings:
        assert isinstance(s, Standing)
        if s.group != group:
            offset, group, in_group = offset + in_group, s.group, 0
        in_group += 1
        out.append(StageRow(offset + s.rank, people.get(s.entry, ()), s.vp, s.mp))
    return out


def _turn_sheet_rows(tournament: Tournament, standings: Sequence[Any]) -> list[StageRow]:
    """Sicilian Tarot: the jochi are the stage's points (TAROT §7); the game has no MP."""
    people = _people(tournament)
    out = []
    for line in standings:
        assert isinstance(line, tarot.Line)
        out.append(StageRow(line.rank, people.get(line.entry, ()), line.jochi, None))
    return out


_ROWS: dict[str, Callable[[Tournament, Sequence[Any]], list[StageRow]]] = {
    "burraco": _score_sheet_rows,
    "tarot": _turn_sheet_rows,
}


def _game(tournament: Tournament) -> str:
    found = kind_of(tournament.setup.kind)
    assert found is not None  # a tournament read from a file or the database has a known kind
    return found.game


def tournament_rows(tournament: Tournament) -> tuple[StageRow, ...]:
    """The stage's rows: the standings the program computes for the tournament's game, position by position."""
    standings = recomputed_standings(tournament)
    return tuple(_ROWS[_game(tournament)](tournament, standings))


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
