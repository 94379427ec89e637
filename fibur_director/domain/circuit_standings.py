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
from dataclasses import dataclass, replace
from itertools import groupby
from operator import attrgetter
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


# A stage played, as the computation keeps it: (-points, -MP, stage, position, MP), so that a plain sort puts the
# best result first (between equal points the better MP, then the earlier stage: the total is the same).
Played = tuple[float, int, int, int, int | None]


@dataclass(frozen=True)
class CircuitRow:
    rank: int | None  # None: below the minimum presences
    people: tuple[Person, ...]
    points: float
    mp: int
    played_best_first: tuple[Played, ...]
    kept: int  # how many of ``played_best_first`` count (the best N)
    stage_numbers: tuple[int, ...]  # every stage of the circuit
    ranked: bool
    decided_by: str | None = None
    shared: bool = False  # the whole chain left it tied with a neighbour: same rank
    finalist: bool = False
    matched_by_name: tuple[int, ...] = ()

    @property
    def results(self) -> tuple[StageResult, ...]:
        """The stages played, in stage order. Built when asked: the outputs ask for a few rows' at a time, the
        computation of 10,000 players' never (benchmarks/circuits.py)."""
        kept = self.kept
        return tuple(
            sorted(
                StageResult(stage, position, -negative + 0.0 if isinstance(negative, float) else -negative, mp,
                            "counted" if index < kept else "worst")
                for index, (negative, _mp, stage, position, mp) in enumerate(self.played_best_first)
            )
        )  # fmt: skip

    @property
    def absent(self) -> tuple[int, ...]:
        played = {p[2] for p in self.played_best_first}
        return tuple(n for n in self.stage_numbers if n not in played)

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
        return len(self.played_best_first)

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


_JOIN = "\x1e"  # between the people of a pair's key


class _Units:
    """Each unit's (a player's, or a pair's) results as the stages are read, keyed by its people's keys."""

    def __init__(self) -> None:
        self.index: dict[str, int] = {}
        self.keys: list[str] = []
        self.played: list[list[Played]] = []
        self.duplicates: list[tuple[str, int]] = []

    def add(self, key: str, result: Played) -> None:
        unit = self.index.get(key)
        if unit is None:
            self.index[key] = len(self.keys)
            self.keys.append(key)
            self.played.append([result])
        elif self.played[unit][-1][2] != result[2]:  # results arrive in stage order while the stages are read
            self.played[unit].append(result)
        else:
            self._twice(unit, key, result)

    def _twice(self, unit: int, key: str, result: Played) -> None:
        """The same person twice in one stage (a card typed twice): the better place counts."""
        self.duplicates.append((key, result[2]))
        held = self.played[unit]
        at = next(i for i, r in enumerate(held) if r[2] == result[2])
        if result[3] < held[at][3]:
            held[at] = result

    def renamed(self, new: Callable[[str], str]) -> _Units:
        """The same results under the keys ``new`` gives (a cardless person joined once all cards are known)."""
        merged: dict[str, dict[int, Played]] = {}
        out = _Units()
        out.duplicates = list(self.duplicates)
        for key, results in zip(self.keys, self.played, strict=True):
            target = new(key)
            held = merged.setdefault(target, {})
            for result in results:
                before = held.get(result[2])
                if before is not None:
                    out.duplicates.append((target, result[2]))
                if before is None or result[3] < before[3]:
                    held[result[2]] = result
        for target, by_stage in merged.items():
            out.index[target] = len(out.keys)
            out.keys.append(target)
            out.played.append(list(by_stage.values()))
        return out


def compute(circuit: Circuit, stages: Sequence[Stage]) -> CircuitStandings:
    """The circuit's standings over ``stages`` (their numbers are the 1-based places in the circuit file).

    One pass over every appearance: a card is looked up once as typed. A person without a card gets a placeholder
    key until every card is known, then is joined by surname + name + club (``_join_cardless``)."""
    # A circuit ranks players or pairs (``Circuit.ranked``; nothing to do with a tournament's kind).
    pairs = circuit.ranked != "players"
    placing = circuit.placing if circuit.points == "placing" else None
    shown: dict[str, Person] = {}
    key_of_card: dict[str | None, str] = {}  # a card as typed -> its person's key
    cardless: list[tuple[str, int, Person]] = []
    units = _Units()
    add, index, played = units.add, units.index, units.played
    # A circuit of players: a card as typed -> its unit's results, one look-up per appearance.
    held_of_card: dict[str | None, list[Played]] = {}

    def key_of(person: Person, number: int) -> str:
        key = key_of_card.get(person.card)
        if key is None:
            card = _card(person.card)
            if card is None:
                key = f"?{len(cardless)}"
                cardless.append((key, number, person))
                shown[key] = person
                return key
            key = key_of_card[person.card] = "c:" + card
            shown.setdefault(key, person)
        return key

    for stage in stages:
        number, coefficient = stage.number, stage.coefficient
        for row in stage.rows:
            position, mp = row.position, row.mp
            # A result's points: its VP, or the placing table's points for its position (0 past the table's
            # end), times the stage's coefficient.
            base = row.vp if placing is None else placing.get(position, 0.0)
            points = base if coefficient == 1.0 else round(base * coefficient, 6)
            result = (-points, -(mp or 0), number, position, mp)
            if pairs:
                add(_JOIN.join(sorted(key_of(person, number) for person in row.players)), result)
                continue
            for person in row.players:
                held = held_of_card.get(person.card)
                if held is None:
                    key = key_of(person, number)
                    add(key, result)
                    if key[0] != "?":  # a placeholder is one appearance, never looked up again
                        held_of_card[person.card] = played[index[key]]
                elif held[-1][2] != number:
                    held.append(result)
                else:
                    add(key_of(person, number), result)  # twice in this stage: the better place counts
    matches: list[NameMatch] = []
    matched: dict[str, set[int]] = {}
    notes: list[Note] = []
    if cardless:
        # Names are folded only when someone has no card: the card-holders' first sight of each name.
        cards_of_name: dict[tuple[str, str, str], set[str]] = {}
        for key, person in shown.items():
            if key[0] == "c":
                cards_of_name.setdefault(_name_key(person), set()).add(key[2:])
        final = _join_cardless(cardless, cards_of_name, shown, matches, matched, notes)
        units = units.renamed(lambda key: _JOIN.join(sorted(final.get(k, k) for k in key.split(_JOIN))))
    for key, number in units.duplicates:
        who = " - ".join(shown[k].full_name for k in key.split(_JOIN))
        notes.append((f"stage {number}: {who} appears twice", f"tappa {number}: {who} compare due volte"))
    numbers = tuple(s.number for s in stages)
    rows = [
        _row(circuit, key.split(_JOIN), results, numbers, shown, matched)
        for key, results in zip(units.keys, units.played, strict=True)
    ]
    ranked = [r for r in rows if r.ranked]
    ranked = _ordered(circuit, ranked, circuit.finalist_count(len(ranked)))
    below = sorted((r for r in rows if not r.ranked), key=lambda r: (-r.points, -r.mp, _names(r), _key(r)))
    return CircuitStandings(circuit, tuple(stages), tuple(ranked + below), tuple(matches), tuple(notes))


def _join_cardless(
    cardless: list[tuple[str, int, Person]],
    cards_of_name: dict[tuple[str, str, str], set[str]],
    shown: dict[str, Person],
    matches: list[NameMatch],
    matched: dict[str, set[int]],
    notes: list[Note],
) -> dict[str, str]:
    """Each cardless placeholder's key: the one card-holder with the same surname, name and club, else the
    name itself (so the same cardless name in several stages is one person). Every join is listed in
    ``matches`` for the referee to confirm; a name two card-holders share is joined to neither, with a note."""
    final: dict[str, str] = {}
    by_name: dict[str, list[int]] = {}
    joined_to: dict[str, str | None] = {}
    for placeholder, number, person in cardless:
        name_key = _name_key(person)
        cards = cards_of_name.get(name_key, set())
        if len(cards) == 1:
            card = next(iter(cards))
            key = "c:" + card
            joined_to[key] = card
            shown.setdefault(key, person)
        else:
            key = "n:" + "\x1f".join(name_key)
            joined_to.setdefault(key, None)
            shown.setdefault(key, person)
            if len(cards) > 1:
                listed = ", ".join(sorted(cards))
                notes.append(
                    (
                        f"stage {number}: {person.full_name} has no card and the same surname, name and club as "
                        f"cards {listed}: not matched",
                        f"tappa {number}: {person.full_name} non ha tessera e ha cognome, nome e circolo delle "
                        f"tessere {listed}: non abbinato",
                    )
                )
        final[placeholder] = key
        by_name.setdefault(key, []).append(number)
    for key, numbers in by_name.items():
        joined = joined_to[key]
        # A name seen once, on no card, matches nothing: only a join across stages needs confirming.
        if joined is not None or len(set(numbers)) > 1:
            matches.append(NameMatch(shown[key], tuple(sorted(set(numbers))), joined))
            matched[key] = set(numbers)
    return final


def _names(row: CircuitRow) -> tuple[str, ...]:
    return tuple(f"{p.surname.casefold()} {p.name.casefold()}" for p in row.people)


def _row(
    circuit: Circuit,
    people_keys: list[str],
    results: list[Played],
    numbers: tuple[int, ...],
    shown: dict[str, Person],
    matched: dict[str, set[int]],
) -> CircuitRow:
    results.sort()  # best first, without a key function: half a million results in the benchmark
    best = circuit.best if circuit.best is not None and circuit.best < len(results) else len(results)
    top = results[:best]
    total = round(-sum([o[0] for o in top]), 6) + 0.0
    by_name: tuple[int, ...] = ()
    if matched:
        stages = {r[2] for r in results}
        by_name = tuple(sorted({s for k in people_keys for s in matched.get(k, ()) if s in stages}))
    return CircuitRow(
        rank=None,
        people=tuple(shown[k] for k in people_keys),
        points=total,
        mp=-sum([o[1] for o in top]),
        played_best_first=tuple(results),
        kept=best,
        stage_numbers=numbers,
        ranked=len(results) >= circuit.min_presences,
        matched_by_name=by_name,
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


def _ordered(circuit: Circuit, rows: list[CircuitRow], finalists: int) -> list[CircuitRow]:
    """Points, then the chain block by block (head-to-head is among the rows still tied), ranks shared where
    the chain ends in a tie."""
    rows.sort(key=attrgetter("points"), reverse=True)
    positions: dict[int, dict[tuple[str, ...], int]] = {}
    if "head_to_head" in circuit.tie_break:
        for row in rows:
            for result in row.results:
                positions.setdefault(result.stage, {})[_key(row)] = result.position
    out: list[CircuitRow] = []
    for _points, same in groupby(rows, key=attrgetter("points")):
        block = list(same)
        if len(block) > 1:  # names order a tie only: never 10,000 sort keys of names for distinct points
            block.sort(key=lambda r: (_names(r), _key(r)))
        for group, decided in _split(block, circuit.tie_break, positions, None):
            rank = len(out) + 1
            shared = len(group) > 1
            for index, row in enumerate(group):
                out.append(
                    _with(
                        row,
                        rank=rank,
                        decided_by=decided if index == 0 else None,
                        shared=shared,
                        finalist=rank <= finalists,
                    )
                )
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
