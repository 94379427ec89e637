"""A Sicilian Tarot tournament as the printed forms name it (TAROT; DIGEST §8): players by number and name,
tables by letter (A, B, ... as §2 names them), rounds in roman numerals (I, II, III as §3), the seats and,
when a round was seated by the provisional standings (§3), each seat's position in them.

The burraco ``Book`` needs a burraco ruleset; a Tarot tournament scores jochi under a ``TarotRuleset``, so its
pages start here. Built from the domain model, so a tournament file prints exactly as the database does.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar

from fibur_director.domain.tournament import PlayedTable, Player, Round, Tournament
from fibur_director.games.tarot import scoring as tarot
from fibur_director.games.tarot.ruleset import TarotRuleset
from fibur_director.reports.prizes import Awarded, tournament_awards
from fibur_director.reports.words import italian_date, round_of

SEATS = ("NORD", "OVEST", "SUD", "EST")
_ROMAN = ((1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"), (40, "XL"),
          (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"))  # fmt: skip


def roman(number: int) -> str:
    """3 -> "III": the regulation numbers its rounds so (TAROT §3, "Turni I e II")."""
    if number < 1:
        return str(number)
    out = ""
    for value, letters in _ROMAN:
        while number >= value:
            out += letters
            number -= value
    return out


def table_letter(number: int) -> str:
    """1 -> "A", 26 -> "Z", 27 -> "AA": the regulation's tables are A and B (TAROT §2)."""
    letters = ""
    while number > 0:
        number, rest = divmod(number - 1, 26)
        letters = chr(ord("A") + rest) + letters
    return letters or str(number)


# The standings' columns as the printed forms head them (the workbook's sheet and the PDF's table).
STANDING_COLUMNS = ("Pos.", "N.", "Giocatore", "Circolo", "Jochi", "Coeff. chiamata", "Coeff. impegno", "Pigliate",
                    "Smazzate", "Deciso da")  # fmt: skip
TIED_ON_EVERYTHING = "pari merito su tutti i criteri"


@dataclass(frozen=True)
class StandingRow:
    """One row of the standings as every form shows it (the workbook, the printed standings, the live pages):
    written here once (issue 36: the projection was written in each)."""

    rank: int
    entry: int
    name: str
    club: str
    jochi: int
    calls: int
    commitments: int
    pigliate: int
    deals: int
    decided: str  # the §7 criterion that placed the row below the one above with the same jochi, in words
    tied: bool  # the same rank as the row above: no criterion parted them

    @property
    def decided_or_tied(self) -> str:
        """What the printed forms write under «Deciso da»: the criterion, or that none parted the two rows."""
        return self.decided or (TIED_ON_EVERYTHING if self.tied else "")


class TarotBook:
    """Look-ups every Tarot form needs, computed once per tournament."""

    game: ClassVar[str] = "tarot"  # the game's id (games.registry)

    def __init__(self, tournament: Tournament, ruleset: TarotRuleset, referee: str = "") -> None:
        self.tournament = tournament
        self.ruleset = ruleset
        self.referee = referee or tournament.setup.referee or ""  # who directs it (issue 38)
        self.setup = tournament.setup
        self.title = tournament.setup.name
        self.date = italian_date(tournament.setup.date)
        self.players: dict[str, Player] = {p.id: p for p in tournament.players}
        self.entries = {e.id: e for e in tournament.entries}
        self._standings: dict[int | None, list[tarot.Line]] = {}
        self._deals: dict[int | None, dict[int, list[tarot.PlayerDeal]]] = {}

    def awarded(self) -> Awarded:
        """The prize-giving (issue 37) by the tournament's prize list over its jochi (``reports.prizes``)."""
        return tournament_awards(self.tournament)

    # Names -----------------------------------------------------------------------------------------------
    def name(self, entry: int) -> str:
        """A Tarot entry is one player: "Surname Name" (the entry's name when the player is unknown)."""
        found = self.entries.get(entry)
        if found is None:
            return str(entry)
        names = [self.players[p] for p in found.players if p in self.players]
        if names:
            return " – ".join(f"{p.surname} {p.name}" for p in names)
        return found.name

    def label(self, entry: int) -> str:
        return f"{entry} {self.name(entry)}"

    def club(self, entry: int) -> str:
        found = self.entries.get(entry)
        clubs = [self.players[p].club for p in found.players if p in self.players] if found else []
        return " / ".join(c for c in clubs if c)

    def table_name(self, table: PlayedTable) -> str:
        return f"{table_letter(table.number)} (n. {table.number})"

    # Rounds ----------------------------------------------------------------------------------------------
    def rounds(self) -> list[Round]:
        return sorted(self.tournament.rounds, key=lambda r: r.number)

    def round(self, number: int) -> Round:
        return round_of(self.tournament, number)

    def played_rounds(self, up_to_round: int | None = None) -> int:
        """The last round the standings count (an interrupted tournament's: the last one shown)."""
        up_to_round = self.tournament.setup.record_round(up_to_round)
        return max(
            (r.number for r in self.rounds() if up_to_round is None or r.number <= up_to_round), default=0
        )

    def positions(self, rnd: Round) -> dict[int, int]:
        """Entry -> position in the provisional standings the round was seated by (TAROT §3: "i primi 4 ...
        al tavolo A", N-W-S-E), or nothing when it was not: round I is seated by the draw, and a round the
        referee re-seated by hand must not claim standings it does not follow."""
        previous = rnd.number - 1
        if previous not in self.ruleset.reseat_after or self.tournament.round(previous) is None:
            return {}
        order = [line.entry for line in self.standings(previous)]
        seated = [e for t in sorted(rnd.tables, key=lambda t: t.number) for e in t.ns]
        if seated != order:
            return {}
        return {entry: index + 1 for index, entry in enumerate(order)}

    def trumps(self, rnd: Round) -> Mapping[int, int]:
        """Entry -> the trump drawn for round I's seats (TAROT §2)."""
        return dict(rnd.draw)

    def seat_heading(self, rnd: Round, table: PlayedTable, seat: int) -> str:
        """ "NORD (1° CLASS.)" as the facsimile heads a seat seated by the standings; "NORD (trionfo 21)" in a
        round seated by the draw."""
        entry = table.ns[seat]
        position = self.positions(rnd).get(entry)
        if position is not None:
            return f"{SEATS[seat]} ({position}° CLASS.)"
        trump = self.trumps(rnd).get(entry)
        if trump is not None:
            return f"{SEATS[seat]} (trionfo {trump})"
        return SEATS[seat]

    # Figures ---------------------------------------------------------------------------------------------
    def standings(self, up_to_round: int | None = None) -> list[tarot.Line]:
        if up_to_round not in self._standings:
            self._standings[up_to_round] = tarot.standings(self.tournament, self.ruleset, up_to_round)
        return self._standings[up_to_round]

    def player_deals(self, up_to_round: int | None = None) -> dict[int, list[tarot.PlayerDeal]]:
        if up_to_round not in self._deals:
            self._deals[up_to_round] = tarot.player_deals(self.tournament, self.ruleset, up_to_round)
        return self._deals[up_to_round]

    def chain(self) -> str:
        """The standings order in the regulation's words: "jochi, poi scontro diretto, poi ..."."""
        words = [tarot.CRITERION_NAMES.get(k, k) for k in self.ruleset.chain]
        last = tarot.CRITERION_NAMES.get(self.ruleset.last_resort, self.ruleset.last_resort)
        return f"{', poi '.join(words)}; a parità su tutti i criteri, l'ordine del {last}"

    def standing_rows(self, up_to_round: int | None = None) -> list[StandingRow]:
        lines = self.standings(up_to_round)
        return [
            StandingRow(
                line.rank, line.entry, self.name(line.entry), self.club(line.entry), line.jochi, line.calls,
                line.commitments, line.pigliate, line.deals, self.decided(line),
                i > 0 and not line.decided_by and lines[i - 1].rank == line.rank,
            )
            for i, line in enumerate(lines)
        ]  # fmt: skip

    def decided(self, line: tarot.Line) -> str:
        """Which criterion put the row below the one above with the same jochi, in words."""
        if line.decided_by is None:
            return ""
        word = tarot.CRITERION_NAMES.get(line.decided_by, line.decided_by)
        if line.decided_by == "head_to_head":
            return f"{word} ({line.head_to_head:+d})"
        return word
