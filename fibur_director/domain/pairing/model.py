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
    teams and individual, two for giallo and other tables of four, where ``ns`` is (North, South) and ``ew``
    is (East, West). A table of four individuals (Sicilian Tarot) has everyone in ``ns`` in seat order
    (North, West, South, East) and ``ew`` empty: all four play against each other. Teams use ``room`` and ``match`` to link the two rooms of one match, and
    ``ns_players``/``ew_players`` for the pair of the team sitting there (empty until declared)."""

    number: int
    ns: tuple[int, ...]
    ew: tuple[int, ...]
    room: str | None = None
    match: int | None = None
    group: str | None = None  # merit or round-robin group
    ns_players: tuple[str, ...] = ()
    ew_players: tuple[str, ...] = ()

    def entries(self) -> tuple[int, ...]:
        return self.ns + self.ew


@dataclass(frozen=True)
class PairingWarning:
    """Something the referee must see before publishing: never applied silently."""

    code: str  # "repeat", "repeat_partner", "second_rest", "banned", "cycle", "search_limit", ...
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
        """Every (ns entry, ew entry) facing each other; a team match counts once, not once per room."""
        seen: set[tuple[int, int]] = set()
        found = []
        for t in self.tables:
            faces = (
                [(t.ns[i], t.ns[j]) for i in range(len(t.ns)) for j in range(i + 1, len(t.ns))]
                if not t.ew
                else [(a, b) for a in t.ns for b in t.ew]
            )
            for a, b in faces:
                key = (min(a, b), max(a, b))
                if t.match is None or key not in seen:
                    seen.add(key)
                    found.append((a, b))
        return found

    def partners(self) -> list[tuple[int, int]]:
        """Entries sharing a side (giallo partners); empty for pairs, teams and individual."""
        return [
            (side[i], side[j])
            for t in self.tables
            if t.ew
            for side in (t.ns, t.ew)
            for i in range(len(side))
            for j in range(i + 1, len(side))
        ]


def meeting(a: int, b: int) -> frozenset[int]:
    return frozenset((a, b))


@dataclass
class History:
    """What earlier rounds did, as far as pairing cares: who met whom, who rested, who must not meet."""

    meetings: Counter[frozenset[int]] = field(default_factory=Counter)
    previous_opponents: dict[int, set[int]] = field(default_factory=dict)  # last round only
    rests_in_session: Counter[int] = field(default_factory=Counter)
    banned: set[frozenset[int]] = field(default_factory=set)  # "must not meet" (family, club)
    partners: Counter[frozenset[int]] = field(default_factory=Counter)  # giallo: who has partnered whom
    # Every entry changes opponent every round (an individual tournament, IT/REV Art. 2): the engines avoid
    # the previous round's opponent and review() warns of a meeting with it ("consecutive").
    new_opponent: bool = False

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
        for a, b in proposed.partners():
            self.partners[meeting(a, b)] += 1
        for entry in proposed.rests:
            self.rests_in_session[entry] += 1

    @classmethod
    def ban(cls, pairs: Iterable[tuple[int, int]]) -> set[frozenset[int]]:
        return {meeting(a, b) for a, b in pairs}


def review(proposed: ProposedRound, history: History, *, max_rests_per_session: int = 1) -> ProposedRound:
    """The same round with its warnings recomputed: repeat meetings, banned meetings and rests beyond the
    session's allowance (IT Art. 39), repeated partners (giallo). Used by every engine and after every manual
    edit. At tables of four (giallo, Tarot) meeting a player again is the nature of the format, so only
    repeated partners and banned meetings are warned there."""
    warnings: list[PairingWarning] = []
    fours = any(len(t.entries()) > 2 for t in proposed.tables)
    for a, b in proposed.opponents():
        times = history.meetings[meeting(a, b)]
        if times and not fours:
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
        if history.new_opponent and b in history.previous_opponents.get(a, ()):
            warnings.append(
                PairingWarning(
                    "consecutive",
                    (a, b),
                    f"{a} and {b} met in the previous round: in an individual tournament each player changes "
                    "opponent every round (IT/REV Art. 2)",
                    f"{a} e {b} si sono incontrati nel turno precedente: nei tornei individuali ogni giocatore "
                    "cambia avversario ad ogni turno (IT/REV Art. 2)",
                )
            )
    for a, b in proposed.partners():
        times = history.partners[meeting(a, b)]
        if times:
            warnings.append(
                PairingWarning(
                    "repeat_partner",
                    (a, b),
                    f"{a} and {b} have already been partners ({times} time{'s' if times > 1 else ''})",
                    f"{a} e {b} hanno già giocato in coppia ({times} volt{'e' if times > 1 else 'a'})",
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
    reviewed = ("repeat", "banned", "second_rest", "repeat_partner", "consecutive")
    kept = tuple(w for w in proposed.warnings if w.code not in reviewed)
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
