"""What the pairing properties share (issue 36: no test module imports another): brute force over every
perfect matching, the fewest costly meetings any seating could have, and the hypothesis strategy of a playable
plan for every kind and engine (``cases``)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from hypothesis import strategies as st

from fibur_director.domain.pairing.groups import sizes_of
from fibur_director.domain.pairing.model import meeting


def perfect_matchings(entries: list[int]) -> Iterator[list[tuple[int, int]]]:
    if not entries:
        yield []
        return
    first, rest = entries[0], entries[1:]
    for i, partner in enumerate(rest):
        for tail in perfect_matchings(rest[:i] + rest[i + 1 :]):
            yield [(first, partner), *tail]


def fewest_possible(entries: list[int], costly: set[frozenset[int]]) -> int:
    return min(sum(meeting(a, b) in costly for a, b in m) for m in perfect_matchings(entries))


DANISH = ("danish", "danish-modified", "danish-norepeat")


@dataclass(frozen=True)
class Case:
    kind: str
    entries: int
    plan: str
    rounds: int
    seed: int


def calendar_rounds(size: int) -> int:
    return size - 1 if size % 2 == 0 else size


KINDS = ("pairs", "teams", "individual", "giallo")


@st.composite
def cases(draw: st.DrawFn, kinds: tuple[str, ...] = KINDS) -> Case:
    """A kind (among ``kinds``), a field and a plan that can be played: methods in any order, a round robin from
    round 1 or after other rounds, merit groups followed by Danish or round-robin rounds inside each group."""
    kind = draw(st.sampled_from(kinds))
    if kind == "giallo":
        entries = draw(st.integers(min_value=4, max_value=14))
        rounds = draw(st.integers(min_value=1, max_value=4))
        return Case(kind, entries, f"giallo:{rounds}", rounds, draw(st.integers(0, 10_000)))
    entries = draw(st.integers(min_value=3, max_value=12))
    steps: list[str] = []
    played = 0
    field = entries
    for _ in range(draw(st.integers(min_value=1, max_value=3))):
        if steps and field >= 6 and not any(s.startswith("groups") for s in steps) and draw(st.booleans()):
            size = draw(st.integers(min_value=3, max_value=field // 2))
            steps.append(f"groups:{size}")
            field = min(sizes_of(field, size))
        # Two steps of one method in a row are one phase (one movement, one calendar): the plan says so once.
        last = steps[-1].partition(":")[0] if steps else ""
        method = draw(st.sampled_from([m for m in ("mitchell", *DANISH, "italian") if m != last]))
        if method == "italian":
            count = draw(st.integers(min_value=1, max_value=calendar_rounds(field)))
        elif method == "mitchell":
            # A movement gives new opponents and one rest each for as many rounds as it has tables; past that
            # it repeats by design and warns the referee ("cycle").
            count = draw(st.integers(min_value=1, max_value=min(3, (field + 1) // 2)))
        else:
            count = draw(st.integers(min_value=1, max_value=3))
        steps.append(f"{method}:{count}")
        played += count
    return Case(kind, entries, ",".join(steps), played, draw(st.integers(0, 10_000)))
