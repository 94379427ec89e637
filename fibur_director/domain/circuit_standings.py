"""A circuit's standings over its stages' results (issue 27, docs/circuits.md): pure, whatever the stages came from.

Each stage is a list of ``StageRow``s (a position, the players of the entry, its VP and MP). Players are one
person across stages by card number; without a card, by surname + name + club, and every such match is listed
for the referee to confirm (``CircuitStandings.matches``). A pair's result counts for both its players in a
circuit of players; in a circuit of pairs the pair is its two players, so a player who changed partner is two
pairs.

Every row says which stages counted, which were dropped and why ("worst" beyond the best N, "absent"), whether it
is ranked (the minimum presences), and which criterion of the chain placed it below the row above with the same
points. Rows the whole chain leaves tied share the rank: the last resort is the referee's (docs/circuits.md).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from itertools import groupby
from typing import Any, NamedTuple

from fibur_director.domain.circuit import Circuit
from fibur_director.domain.text import fold

# What a reader must know, (English, Italian): a finding of an imported stage, an identity problem.
Note = tuple[str, str]


@dataclass(frozen=True)
class Person:
    surname: str
    name: str
    card: str | None = None
    club: str | None = None

    @property
    def full_name(self) -> str:
        return f"{self.surname} {self.name}".strip()


@dataclass(frozen=True)
class StageRow:
    """One entry of a stage's standings: its position (shared on a tie), its players, VP and MP (None: the
    stage's game has no MP, or another desk's sheet gave none)."""

    position: int
    players: tuple[Person, ...]
    vp: float
    mp: int | None = None


@dataclass(frozen=True)
class Stage:
    number: int
    title: str
    rows: tuple[StageRow, ...]
    coefficient: float = 1.0
    # What does not hold in an imported stage (``circuit_check``); the stage still counts.
    findings: tuple[Note, ...] = ()


class StageResult(NamedTuple):
    # A named tuple: half a million of them in a season of 10,000 players (benchmarks/circuits.py).
    stage: int
    position: int
    points: float
    mp: int | None
    status: str  # "counted" or "worst" (beyond the best N)


@dataclass(frozen=True)
class NameMatch:
    """A person found by surname + name + club, not by card, in ``stages``; ``card``: the card it was joined to."""

    person: Person
    stages: tuple[int, ...]
    card: str | None


@dataclass(frozen=True)
class CircuitRow:
    rank: int | None  # None: below the minimum presences
    people: tuple[Person, ...]
    points: float
    mp: int
    results: tuple[StageResult, ...]  # in stage order, the stages played
    absent: tuple[int, ...]
    ranked: bool
    decided_by: str | None = None
    shared: bool = False  # the whole chain left it tied with a neighbour: same rank
    finalist: bool = False
    matched_by_name: tuple[int, ...] = ()

    @property
    def counted(self) -> tuple[int, ...]:
        return tuple(r.stage for r in self.results if r.status == "counted")

    @property
    def worst(self) -> tuple[int, ...]:
        return tuple(r.stage for r in self.results if r.status == "worst")

    @property
    def dropped(self) -> tuple[int, ...]:
        return tuple(sorted(self.worst + self.absent))

    @property
    def played(self) -> int:
        return len(self.results)

    def why(self, stage: int) -> str | None:
        """Why ``stage`` does not count: "worst" or "absent"; None if it counts."""
        if stage in self.absent:
            return "absent"
        found = next((r for r in self.results if r.stage == stage), None)
        return None if found is None or found.status == "counted" else found.status


@dataclass(frozen=True)
class CircuitStandings:
    circuit: Circuit
    stages: tuple[Stage, ...]
    rows: tuple[CircuitRow, ...]
    matches: tuple[NameMatch, ...] = ()
    notes: tuple[Note, ...] = ()  # identity problems: a card twice in a stage, a name on two cards


def _norm(text: str | None) -> str:
    """Spaces, case and accents ignored: "Niccolò " and "NICCOLO" are one name."""
    return fold(" ".join((text or "").split()))


def _name_key(person: Person) -> tuple[str, str, str]:
    return _norm(person.surname), _norm(person.name), _norm(person.club)


def _card(card: str | None) -> str | None:
    found = "".join((card or "").split())
    return found or None


def _identities(
    stages: Sequence[Stage],
) -> tuple[list[list[list[str]]], dict[str, Person], list[NameMatch], list[Note]]:
    """Each appearance's person key (by stage index, row index, seat); the person shown for each key (the first
    appearance with a card, else the first); the name matches to confirm; notes."""
    shown: dict[str, Person] = {}
    keys: list[list[list[str]]] = []
    cards_of_name: dict[tuple[str, str, str], set[str]] = {}
    cardless: list[tuple[tuple[int, int, int], Person, tuple[str, str, str]]] = []
    key_of_card: dict[str | None, str | None] = {None: None, "": None}  # a card as typed -> its key
    for si, stage in enumerate(stages):
        stage_keys: list[list[str]] = []
        keys.append(stage_keys)
        for ri, row in enumerate(stage.rows):
            row_keys: list[str] = []
            stage_keys.append(row_keys)
            for person in row.players:
                raw = person.card
                if raw in key_of_card:
                    key = key_of_card[raw]
                else:
                    card = _card(raw)
                    key = key_of_card[raw] = None if card is None else "c:" + card
                if key is None:
                    cardless.append(((si, ri, len(row_keys)), person, _name_key(person)))
                    row_keys.append("")
                    continue
                row_keys.append(key)
                if key not in shown:
                    shown[key] = person
                    cards_of_name.setdefault(_name_key(person), set()).add(key[2:])
    notes: list[Note] = []
    by_name: dict[str, list[int]] = {}
    joined_to: dict[str, str | None] = {}
    for place, person, name_key in cardless:
        cards = cards_of_name.get(name_key, set())
        if len(cards) == 1:
            card = next(iter(cards))
            key = "c:" + card
            joined_to[key] = card
        else:
            key = "n:" + "\x1f".join(name_key)
            joined_to.setdefault(key, None)
            shown.setdefault(key, person)
            if len(cards) > 1:
                listed, number = ", ".join(sorted(cards)), stages[place[0]].number
                notes.append(
                    (
                        f"stage {number}: {person.full_name} has no card and the same surname, name and club as "
                        f"cards {listed}: not matched",
                        f"tappa {number}: {person.full_name} non ha tessera e ha cognome, nome e circolo delle "
                        f"tessere {listed}: non abbinato",
                    )
                )
        keys[place[0]][place[1]][place[2]] = key
        by_name.setdefault(key, []).append(stages[place[0]].number)
    matches = []
    for key, numbers in by_name.items():
        card = joined_to[key]
        # A name seen once, on no card, matches nothing: only a join across stages needs confirming.
        if card is not None or len(set(numbers)) > 1:
            matches.append(NameMatch(shown[key], tuple(sorted(set(numbers))), card))
    return keys, shown, matches, notes


@dataclass
class _Unit:
    key: tuple[str, ...]
    results: dict[int, tuple[float, int | None, int]] = field(
        default_factory=dict
    )  # stage -> points, mp, pos


def compute(circuit: Circuit, stages: Sequence[Stage]) -> CircuitStandings:
    """The circuit's standings over ``stages`` (their numbers are the 1-based places in the circuit file)."""
    keys, shown, matches, notes = _identities(stages)
    units: dict[tuple[str, ...], _Unit] = {}
    # A circuit ranks players or pairs (``Circuit.ranked``; nothing to do with a tournament's kind).
    pairs = circuit.ranked != "players"
    stage_points = circuit.stage_points
    for stage, stage_keys in zip(stages, keys, strict=True):
        number, coefficient = stage.number, stage.coefficient
        for row, people in zip(stage.rows, stage_keys, strict=True):
            points = stage_points(row.position, row.vp, coefficient)
            result = (points, row.mp, row.position)
            for unit_key in [tuple(sorted(people))] if pairs else [(p,) for p in people]:
                unit = units.get(unit_key)
                if unit is None:
                    unit = units[unit_key] = _Unit(unit_key)
                elif number in unit.results:
                    # The same person twice in one stage (a card typed twice): the better place counts.
                    who = " - ".join(shown[k].full_name for k in unit_key)
                    notes.append(
                        (f"stage {number}: {who} appears twice", f"tappa {number}: {who} compare due volte")
                    )
                    if unit.results[number][2] <= row.position:
                        continue
                unit.results[number] = result
    numbers = [s.number for s in stages]
    name_stages = {m.person: set(m.stages) for m in matches}
    rows = [_row(circuit, unit, numbers, shown, name_stages) for unit in units.values()]
    ranked = _ordered(circuit, [r for r in rows if r.ranked], units)
    finalists = circuit.finalist_count(len(ranked))
    ranked = [_with(r, finalist=r.rank is not None and r.rank <= finalists) for r in ranked]
    below = sorted((r for r in rows if not r.ranked), key=lambda r: (-r.points, -r.mp, _names(r)))
    return CircuitStandings(circuit, tuple(stages), tuple(ranked + below), tuple(matches), tuple(notes))


def _names(row: CircuitRow) -> tuple[str, ...]:
    return tuple(_norm(p.surname) + " " + _norm(p.name) for p in row.people)


def _row(
    circuit: Circuit,
    unit: _Unit,
    numbers: list[int],
    shown: dict[str, Person],
    name_stages: dict[Person, set[int]],
) -> CircuitRow:
    # Best first; between equal points the better MP counts, then the earlier stage (the total is the same).
    # Plain tuples sorted without a key function: the benchmark's half a million results.
    order = sorted([(-p, -(m or 0), s) for s, (p, m, _pos) in unit.results.items()])
    best = circuit.best if circuit.best is not None and circuit.best < len(order) else len(order)
    top = order[:best]
    counted = {o[2] for o in top}
    make = StageResult._make
    results = tuple(
        make((stage, pos, points, mp, "counted" if stage in counted else "worst"))
        for stage, (points, mp, pos) in sorted(unit.results.items())
    )
    total = round(-sum([o[0] for o in top]), 6) + 0.0
    mp = -sum([o[1] for o in top])
    people = tuple(shown[k] for k in unit.key)
    by_name = sorted({s for p in people for s in name_stages.get(p, ()) if s in unit.results})
    return CircuitRow(
        rank=None,
        people=people,
        points=total,
        mp=mp,
        results=results,
        absent=tuple(n for n in numbers if n not in unit.results),
        ranked=len(order) >= circuit.min_presences,
        matched_by_name=tuple(by_name),
    )


def _with(row: CircuitRow, **changes: Any) -> CircuitRow:
    return replace(row, **changes)


Criterion = Callable[[CircuitRow, Sequence[CircuitRow], dict[int, dict[tuple[str, ...], int]]], object]


def _best_results(row: CircuitRow) -> tuple[float, ...]:
    return tuple(sorted((r.points for r in row.results if r.status == "counted"), reverse=True))


def _head_to_head(
    row: CircuitRow, block: Sequence[CircuitRow], positions: dict[int, dict[tuple[str, ...], int]]
) -> int:
    """Meetings won minus lost against the rest of the block: a stage both played, the better place wins."""
    me = _key(row)
    score = 0
    for other in block:
        theirs = _key(other)
        if theirs == me:
            continue
        for placed in positions.values():
            mine, their = placed.get(me), placed.get(theirs)
            if mine is not None and their is not None:
                score += (mine < their) - (mine > their)
    return score


def _key(row: CircuitRow) -> tuple[str, ...]:
    return tuple(f"{p.card}|{p.surname}|{p.name}|{p.club}" for p in row.people)


_CRITERIA: dict[str, Criterion] = {
    "mp": lambda row, block, positions: row.mp,
    "stages": lambda row, block, positions: row.played,
    "best_results": lambda row, block, positions: _best_results(row),
    "head_to_head": _head_to_head,
}


def _ordered(
    circuit: Circuit, rows: list[CircuitRow], units: dict[tuple[str, ...], _Unit]
) -> list[CircuitRow]:
    """Points, then the chain block by block (head-to-head is among the rows still tied), ranks shared where
    the chain ends in a tie."""
    rows.sort(key=lambda r: (-r.points, _names(r), _key(r)))
    positions: dict[int, dict[tuple[str, ...], int]] = {}
    if "head_to_head" in circuit.tie_break:
        for row in rows:
            for result in row.results:
                positions.setdefault(result.stage, {})[_key(row)] = result.position
    out: list[CircuitRow] = []
    for _points, same in groupby(rows, key=lambda r: r.points):
        block = list(same)
        for group, decided in _split(block, circuit.tie_break, positions, None):
            rank = len(out) + 1
            shared = len(group) > 1
            for index, row in enumerate(group):
                out.append(_with(row, rank=rank, decided_by=decided if index == 0 else None, shared=shared))
    return out


def _split(
    block: list[CircuitRow],
    chain: Sequence[str],
    positions: dict[int, dict[tuple[str, ...], int]],
    decided: str | None,
) -> Iterable[tuple[list[CircuitRow], str | None]]:
    """The block in order, as groups still tied after the chain, each with the criterion that placed its first
    row below the group above (``decided`` for the first group: its parent's)."""
    if len(block) == 1 or not chain:
        yield block, decided
        return
    criterion, rest = chain[0], chain[1:]
    value = _CRITERIA[criterion]
    keyed = sorted(((value(r, block, positions), r) for r in block), key=lambda item: item[0], reverse=True)  # type: ignore[arg-type, return-value]
    first = True
    for _value, same in groupby(keyed, key=lambda item: item[0]):
        group = [r for _, r in same]
        yield from _split(group, rest, positions, decided if first else criterion)
        first = False


def number(value: float) -> int | float:
    """A figure as people write it: 110, not 110.0; 37.5 stays."""
    return int(value) if float(value).is_integer() else value


def _joined(people: tuple[Person, ...], field_name: str) -> str | None:
    values = [getattr(p, field_name) for p in people]
    if len(values) == 1:
        return values[0]  # type: ignore[no-any-return]
    return " - ".join(v or "" for v in values)


def row_document(row: CircuitRow) -> dict[str, Any]:
    """One row as ``circuit standings --json`` prints it (docs/circuits.md, "JSON"): a pair's surname, name and
    card are its players' joined by " - ", and ``players`` lists them one by one."""
    return {
        "rank": row.rank,
        "surname": _joined(row.people, "surname"),
        "name": _joined(row.people, "name"),
        "card": _joined(row.people, "card"),
        "club": _joined(row.people, "club"),
        "players": [
            {"surname": p.surname, "name": p.name, "card": p.card, "club": p.club} for p in row.people
        ],
        "points": number(row.points),
        "mp": row.mp,
        "played": row.played,
        "counted": list(row.counted),
        "dropped": list(row.dropped),
        "worst": list(row.worst),
        "absent": list(row.absent),
        "results": [
            {
                "stage": r.stage,
                "position": r.position,
                "points": number(r.points),
                "mp": r.mp,
                "status": r.status,
            }
            for r in row.results
        ],
        "ranked": row.ranked,
        "decided_by": row.decided_by,
        "shared": row.shared,
        "finalist": row.finalist,
        "matched_by_name": list(row.matched_by_name),
    }
