"""A whole tournament as plain data: setup, people, rounds with tables and results, sanctions.

This is the shape of the tournament file (TOURNAMENT-FILE.md) and of what the services read out of the
database, so standings, reports and the command line compute from one model. ``check`` refuses an
inconsistent tournament with a message naming the place (``rounds[2].tables[4].result``), in English and
Italian; nothing here touches a database or a file.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Protocol

from fibur_director.domain.errors import FiburError
from fibur_director.domain.vocabulary import LEVELS as LEVELS
from fibur_director.domain.vocabulary import ROOMS as ROOMS
from fibur_director.domain.vocabulary import SANCTION_TYPES as SANCTION_TYPES


class TournamentError(FiburError, ValueError):
    """An inconsistent tournament; ``place`` is where (e.g. ``rounds[0].tables[3]``)."""

    def __init__(self, place: str, english: str, italian: str) -> None:
        super().__init__(f"{place}: {english}", f"{place}: {italian}")
        self.place = place


class SheetDeal(Protocol):
    """One deal of a table's sheet kept deal by deal (the Sicilian Tarot's turn sheet: ``games.tarot.sheet.Deal``).
    The shared record carries the deals and never reads them: the game that wrote them reads them back as its own
    type (``games.tarot.sheet.turn_deals``), so the domain names no game's type (issue 36)."""

    @property
    def number(self) -> int: ...


class SetupDefaults(Protocol):
    """What a set-up falls back on when it names none: its ruleset's standings chain and prizes (burraco's
    ``Ruleset`` provides them). A protocol, since the records are shared and the rulesets are the games'."""

    @property
    def tie_break(self) -> tuple[str, ...]: ...

    @property
    def prizes(self) -> int: ...


@dataclass(frozen=True)
class Setup:
    name: str
    date: str
    ruleset: str
    kind: str
    deals_per_round: int
    planned_rounds: int
    sessions: tuple[tuple[int, ...], ...]
    round_time_reduction: int = 0
    # club, federal, regional, national (IT/REV Art. 6; Poteri dell'arbitro g): the round cut and the 800-MP
    # rule depend on it.
    level: str = "club"
    # The referee announced the 800-MP rule (Poteri dell'arbitro g; REV Art. 37): it applies only then.
    announced_800: bool = False
    # Prizes per group; None: the ruleset's default (``Ruleset.prizes``).
    prizes: int | None = None
    # The standings order after VP; () : the ruleset's chain (``Ruleset.tie_break``).
    tie_break: tuple[str, ...] = ()
    # The tournament was interrupted after this round (IT/REV Art. 40); None: it was not.
    interrupted_after: int | None = None
    # The referee who directs it (direttore di gara, issue 38); None: not given. Not a rule: it decides nothing,
    # and is left out of the fingerprints (a corrected name must not break a printed one).
    referee: str | None = None
    # The latest standings shown to the players when the tournament was exported (the file's
    # ``standings_published``): the claims on the final standings are read from it (IT Art. 20; REV Art. 19).
    # None: a file that does not say (written before issue 35): its final standings print as the record.
    published: Published | None = None
    # The prize list as TOML (issue 37, ``domain.prizes``); None: the default list (the first ``prizes`` of each
    # group). Not a rule of play: the fingerprints leave it out.
    prize_list: str | None = None

    def chain(self, ruleset: SetupDefaults) -> tuple[str, ...]:
        """The standings order this tournament uses: VP first, then its own choice or the ruleset's."""
        return ("vp", *self.tie_break) if self.tie_break else ruleset.tie_break

    def record_round(self, up_to_round: int | None = None) -> int | None:
        """The last round the classification of record counts (None: every round). An interrupted tournament
        ranks «secondo l'ultima classifica esposta» (IT/REV Art. 40): the standings after the round it was
        interrupted after, whatever sheets of a later round were entered, in every output alike."""
        if self.interrupted_after is None:
            return up_to_round
        return self.interrupted_after if up_to_round is None else min(up_to_round, self.interrupted_after)

    def prize_count(self, ruleset: SetupDefaults) -> int:
        return ruleset.prizes if self.prizes is None else self.prizes

    def session_of(self, round_number: int) -> int:
        for index, rounds in enumerate(self.sessions):
            if round_number in rounds:
                return index
        return len(self.sessions)


@dataclass(frozen=True)
class Published:
    """The latest standings shown to the players: ``kind`` provisional, final, or none (nothing shown yet),
    after round ``after_round``, at ``at`` (ISO 8601, UTC; None when nothing was shown)."""

    kind: str
    after_round: int = 0
    at: str | None = None


def claims_until(published_at: dt.datetime, minutes: int) -> dt.datetime:
    """When standings shown at ``published_at`` become definitive: after the game's verification minutes (IT
    Art. 20 and the codes' equivalents). The one place the claims window's end is computed (issue 36): the
    database's publications, a tournament file's, and the rounds they lock."""
    return published_at + dt.timedelta(minutes=minutes)


def definitive_after(
    publications: Iterable[tuple[int, dt.datetime]], minutes: int, now: dt.datetime
) -> int | None:
    """The last round covered by standings that have become definitive (shown for ``minutes``), or None:
    ``publications`` are (after round, published at)."""
    covered = [after for after, at in publications if now >= claims_until(at, minutes)]
    return max(covered, default=None)


@dataclass(frozen=True)
class Player:
    id: str
    surname: str
    name: str
    card: str | None = None
    club: str | None = None
    category: str | None = None
    ranking_points: int = 0


@dataclass(frozen=True)
class Substitution:
    """``out`` played up to ``after_round``; ``into`` took its place from the next round (IT/REV Art. 38)."""

    out: str
    into: str
    after_round: int


@dataclass(frozen=True)
class Entry:
    id: int
    name: str
    players: tuple[str, ...]  # the current members
    substitutions: tuple[Substitution, ...] = ()
    # Admitted after the first round was drawn (IT/REV Art. 39): it plays from a later round, and only such an
    # entry may be missing from the rounds before its first (the tournament file's "late": true).
    late: bool = False

    def everyone(self) -> tuple[str, ...]:
        """Every player who has played for this entry: the current members and those substituted out."""
        return self.players + tuple(s.out for s in self.substitutions)


@dataclass(frozen=True)
class Result:
    """The two sides' total points for the round; ``deals`` the optional per-deal detail."""

    ns_points: int
    ew_points: int
    deals: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True)
class PlayedTable:
    number: int
    ns: tuple[int, ...]
    ew: tuple[int, ...]
    result: Result | None = None
    room: str | None = None
    match: int | None = None
    group: str | None = None
    ns_players: tuple[str, ...] = ()
    ew_players: tuple[str, ...] = ()
    # Teams: the team whose captain turned up the lower card at the table's draw, which declares first which
    # pair plays in which room (IT Art. 3); recorded for round 1, later rounds follow the standings.
    declares_first: int | None = None
    # A game whose sheet is kept deal by deal (the Sicilian Tarot's turn sheet: games/tarot/sheet.py); the four
    # players are ``ns`` in seat order. Written and read by that game only.
    deals: tuple[SheetDeal, ...] = ()

    def entries(self) -> tuple[int, ...]:
        return self.ns + self.ew


@dataclass(frozen=True)
class Round:
    number: int
    system: str
    tables: tuple[PlayedTable, ...]
    rest: tuple[int, ...] = ()
    group: str | None = None
    # Sicilian Tarot, round 1: the trump each entry drew, (entry, trump), which seats the first round (TAROT §2).
    draw: tuple[tuple[int, int], ...] = ()
    # The places two entries exchanged after the round was published, in order: a wrong table (IT/REV Art. 2)
    # or an unannounced late entry (Art. 38). The seats say where each entry played; the exchanges say how
    # that differs from the seating published, which the next rounds of a movement or a calendar follow
    # («Al turno successivo riprenderà la posizione normalmente spettante», Art. 2). Kept by the database;
    # a tournament file records where entries played.
    exchanged: tuple[tuple[int, int], ...] = ()

    def as_published(self) -> Round:
        """The round as its seating was published: every exchange undone, last first."""
        if not self.exchanged:
            return self
        tables, rest = list(self.tables), list(self.rest)
        for a, b in reversed(self.exchanged):
            back = {a: b, b: a}
            tables = [
                replace(t, ns=tuple(back.get(e, e) for e in t.ns), ew=tuple(back.get(e, e) for e in t.ew))
                for t in tables
            ]
            rest = [back.get(e, e) for e in rest]
        return replace(self, tables=tuple(tables), rest=tuple(rest), exchanged=())

    def table(self, number: int) -> PlayedTable | None:
        return next((t for t in self.tables if t.number == number), None)

    def table_of(self, entry: int) -> PlayedTable | None:
        return next((t for t in self.tables if entry in t.entries()), None)


@dataclass(frozen=True)
class Sanction:
    """One line of the sanctions list; which fields matter depends on ``type`` (TOURNAMENT-FILE.md)."""

    type: str
    entry: int | None = None
    round: int | None = None
    table: int | None = None
    minutes: int | None = None
    from_round: int | None = None
    quarrel: bool = False
    points: int | None = None
    article: str | None = None
    note: str | None = None

    def decides_instead_of_sheet(self, round_number: int) -> bool:
        """Whether this sanction, not a score sheet, decides its entry's table in ``round_number``: a withdrawal
        from its first round on (after a quarrel, from the round after it: the quarrel round's sheet stands for
        the opponents, IT Art. 38 Abbandono), an absence in its round."""
        if self.type == "withdrawal" and self.from_round is not None:
            return round_number >= self.from_round + self.quarrel
        return self.type == "absent" and self.round == round_number


@dataclass(frozen=True)
class Tournament:
    setup: Setup
    players: tuple[Player, ...] = ()
    entries: tuple[Entry, ...] = ()
    rounds: tuple[Round, ...] = ()
    sanctions: tuple[Sanction, ...] = ()

    def round(self, number: int) -> Round | None:
        return next((r for r in self.rounds if r.number == number), None)

    def entry_ids(self) -> list[int]:
        return [e.id for e in self.entries]
