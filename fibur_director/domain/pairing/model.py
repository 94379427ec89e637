"""The common shape of every pairing engine: what goes in (history) and what comes out (a proposed round)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from fibur_director.domain.errors import FiburError


class PairingError(FiburError, ValueError):
    """A pairing request that cannot be satisfied (unknown entry, bad Mitchell step, too few entries...)."""


@dataclass(frozen=True)
class Table:
    """One table: ``ns`` is the fixed line (Nord-Sud), ``ew`` the moving line; one entry a side for pairs,
    two for giallo. Teams use ``room`` and ``match`` to link the two rooms of one match."""

    number: int
    ns: tuple[int, ...]
    ew: tuple[int, ...]
    room: str | None = None
    match: int | None = None
    group: str | None = None  # merit or round-robin group

    def entries(self) -> tuple[int, ...]:
        return self.ns + self.ew


@dataclass(frozen=True)
class PairingWarning:
    """Something the referee must see before publishing: never applied silently."""

    code: str  # "repeat", "second_rest", "banned", "cycle"
    entries: tuple[int, ...]
    english: str
    italian: str

    def message(self, language: str = "en") -> str:
        return self.italian if language.startswith("it") else self.english


@dataclass(frozen=True)
class ProposedRound:
    tables: tuple[Table, ...]
    rests: tuple[int, ...] = ()
    warnings: tuple[PairingWarning, ...] = ()

    def seated(self) -> list[int]:
        return [e for t in self.tables for e in t.entries()]

    def opponents(self) -> list[tuple[int, int]]:
        """Every (ns entry, ew entry) facing each other."""
        return [(a, b) for t in self.tables for a in t.ns for b in t.ew]


def meeting(a: int, b: int) -> frozenset[int]:
    return frozenset((a, b))


@dataclass
class History:
    """What earlier rounds did, as far as pairing cares: who met whom, who rested, who must not meet."""

    meetings: Counter[frozenset[int]] = field(default_factory=Counter)
    previous_opponents: dict[int, set[int]] = field(default_factory=dict)  # last round only
    rests_in_session: Counter[int] = field(default_factory=Counter)
    banned: set[frozenset[int]] = field(default_factory=set)  # "must not meet" (family, club)

    def met(self, a: int, b: int) -> bool:
        return self.meetings[meeting(a, b)] > 0

    def add_round(self, proposed: ProposedRound, *, new_session: bool = False) -> None:
        """Record a played round; ``new_session`` resets the rest count (IT Art. 39 counts per session)."""
        if new_session:
            self.rests_in_session.clear()
        self.previous_opponents = {}
        for a, b in proposed.opponents():
            self.meetings[meeting(a, b)] += 1
            self.previous_opponents.setdefault(a, set()).add(b)
            self.previous_opponents.setdefault(b, set()).add(a)
        for entry in proposed.rests:
            self.rests_in_session[entry] += 1

    @classmethod
    def ban(cls, pairs: Iterable[tuple[int, int]]) -> set[frozenset[int]]:
        return {meeting(a, b) for a, b in pairs}


def review(proposed: ProposedRound, history: History, *, max_rests_per_session: int = 1) -> ProposedRound:
    """The same round with its warnings recomputed: repeat meetings, banned meetings and rests beyond the
    session's allowance (IT Art. 39). Used by every engine and after every manual edit."""
    warnings: list[PairingWarning] = []
    for a, b in proposed.opponents():
        times = history.meetings[meeting(a, b)]
        if times:
            warnings.append(
                PairingWarning(
                    "repeat",
                    (a, b),
                    f"{a} and {b} have already met ({times} time{'s' if times > 1 else ''})",
                    f"{a} e {b} si sono già incontrati ({times} volt{'e' if times > 1 else 'a'})",
                )
            )
        if meeting(a, b) in history.banned:
            warnings.append(
                PairingWarning(
                    "banned", (a, b), f"{a} and {b} must not meet", f"{a} e {b} non devono incontrarsi"
                )
            )
    for entry in proposed.rests:
        if history.rests_in_session[entry] + 1 > max_rests_per_session:
            warnings.append(
                PairingWarning(
                    "second_rest",
                    (entry,),
                    f"{entry} would rest again in this session (IT Art. 39: once per session)",
                    f"{entry} riposerebbe di nuovo in questa sessione (IT Art. 39: una volta per sessione)",
                )
            )
    kept = tuple(w for w in proposed.warnings if w.code not in ("repeat", "banned", "second_rest"))
    return ProposedRound(proposed.tables, proposed.rests, kept + tuple(warnings))


def check_entries(entries: Sequence[int]) -> None:
    if len(set(entries)) != len(entries):
        twice = sorted({e for e in entries if entries.count(e) > 1})
        raise PairingError(
            f"entries listed twice: {', '.join(map(str, twice))}",
            f"coppie elencate due volte: {', '.join(map(str, twice))}",
        )
    if len(entries) < 2:
        raise PairingError(
            "at least two entries are needed to pair a round", "servono almeno due iscritti per un turno"
        )
