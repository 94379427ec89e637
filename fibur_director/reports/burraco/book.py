"""The tournament as the printed pages name it: entries with their players and clubs, seats, lines, and the
Italian words for sanctions and rules. Built from the domain model, so a tournament file prints exactly as the
database does."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from typing import ClassVar

from fibur_director.domain.text import fold
from fibur_director.domain.tournament import PlayedTable, Player, Round, Sanction, Tournament
from fibur_director.domain.vocabulary import SANCTION_NAMES as SANCTION_NAMES
from fibur_director.domain.vocabulary import chain_words
from fibur_director.games.burraco.formats import format_of
from fibur_director.games.burraco.regulation import Claims, exported_claims
from fibur_director.games.burraco.ruleset import Ruleset
from fibur_director.games.burraco.standings import Score, Standing, round_scores, standings
from fibur_director.reports.prizes import Awarded, tournament_awards
from fibur_director.reports.words import italian_date, round_of

ENTRY_WORD = {"pairs": "Coppia", "teams": "Squadra", "individual": "Giocatore", "giallo": "Giocatore"}


# How a score came about (standings.Score.how), for the results listing.
HOW_NAMES = {
    "result": "",
    "bye": "riposo",
    "forfeit_win": "vittoria a tavolino",
    "forfeit_loss": "sconfitta a tavolino",
    "both_late_loss": "entrambe in ritardo",
    "absent": "assente",
    "absent_first": "assente",
    "absent_later": "assente",
    "absent_opponent": "avversari assenti",
    "withdrawal_opponent": "avversari ritirati",
    "quarrel": "lite",
    "quarrel_guilty": "lite",
    "suspended_misconduct": "sospeso",
    "both_abandoned": "abbandonato",
    "lost_score_sheet": "score smarrito",
    "lost_score_sheet_advantage": "score smarrito",
    "late": "ritardo",
    "left_during_round": "abbandono",
    "unmonitored": "differenza non monitorata",
    "referee_award": "decisione arbitrale",
    "correction_cancelled": "correzione annullata",
}

STATUS_NAMES = {"active": "", "withdrawn": "ritirata", "excluded": "esclusa"}


@dataclass(frozen=True)
class Seat:
    """Where one entry sits in a round: table, line (N-S or E-O) and, at tables of four, the compass seat."""

    table: int
    line: str  # "N-S" or "E-O"
    seat: str | None  # "Nord", "Sud", "Est", "Ovest" at tables of four
    room: str | None
    # A merit round's group (IT Art. 2, "gironi"): table numbers run across the groups, the letter tells the
    # pair which group's standings the table counts in.
    group: str | None = None


@dataclass(frozen=True)
class TableScores:
    """A table's line in a round's results, on the live page and on paper: each side's score, the MP shown
    (``Book.table_mp``), and the VP pair shown: none before a score, nor on a team match's closed room, whose
    VP are the match's and shown once, on the open room's line."""

    ns: Score | None
    ew: Score | None
    mp: int | None
    vp: tuple[int, int] | None


class Book:
    """Look-ups every report needs, computed once per tournament."""

    game: ClassVar[str] = "burraco"  # the game's id (games.registry): which forms and pages read this book

    def __init__(self, tournament: Tournament, ruleset: Ruleset, referee: str = "") -> None:
        self.tournament = tournament
        # Who directs the tournament (issue 38): its own referee, unless a caller names another (the federation
        # export's --referee).
        self.referee = referee or tournament.setup.referee or ""
        self.ruleset = ruleset
        self.setup = tournament.setup
        self.players: dict[str, Player] = {p.id: p for p in tournament.players}
        self.entries = {e.id: e for e in tournament.entries}
        self.title = tournament.setup.name
        self.date = italian_date(tournament.setup.date)
        self.entry_word = ENTRY_WORD.get(self.setup.kind, "Formazione")
        self.teams = format_of(self.setup.kind).team_matches
        self.fours = format_of(self.setup.kind).fours
        # Player -> entry holding them, and the sanctions of each round: several pages and sheets ask per row.
        self.holder: dict[str, int] = {p: e.id for e in tournament.entries for p in e.players}
        self._sanctions_in: dict[int, list[Sanction]] = defaultdict(list)
        for sanction in tournament.sanctions:
            if sanction.round is not None:
                self._sanctions_in[sanction.round].append(sanction)
        # A workbook asks for the standings twice (the standings sheets and the federation file).
        self._scores: dict[int | None, list[Score]] = {}
        self._standings: dict[int | None, list[Standing]] = {}
        # Each entry's page asks for every round's seats (300 entries x 11 rounds: 3,300 walks of 150 tables
        # were two thirds of a static export, issue 40); a round of the book never changes.
        self._seats: dict[int, dict[int, list[Seat]]] = {}
        # The live pages' address while the desk publishes them in the room (issue 16): the seating poster
        # prints it with its QR code.
        self.live_address: str | None = None
        # The tables' phone codes of the round being played (issue 26), (round, table) -> (NS, EW), when the
        # tournament takes score sheets from the tables: each score sheet prints its two codes, with a QR code
        # of ``live_address`` + ``t/CODE`` when there is an address.
        self.table_codes: dict[tuple[int, int], tuple[str, str]] = {}
        # Where the final standings stand with the players' claims (IT Art. 20; REV Art. 19): from the
        # database's publications (``services.burraco.printing``), or from the latest one a tournament file
        # records; None for a file that records none (before issue 35): its final standings are the record.
        self.claims: Claims | None = exported_claims(
            ruleset, self.last_recorded_round(), tournament.setup.published
        )

    def last_recorded_round(self) -> int:
        """The last round the classification of record counts (an interrupted tournament's, IT/REV Art. 40)."""
        record = self.setup.record_round()
        return max((r.number for r in self.rounds() if record is None or r.number <= record), default=0)

    # Names -----------------------------------------------------------------------------------------------
    def player_name(self, player_id: str) -> str:
        player = self.players.get(player_id)
        return f"{player.surname} {player.name}" if player else player_id

    def entry_name(self, entry: int) -> str:
        found = self.entries.get(entry)
        return found.name if found else str(entry)

    def entry_players(self, entry: int) -> str:
        found = self.entries.get(entry)
        return " – ".join(self.player_name(p) for p in found.players) if found else ""

    def entry_clubs(self, entry: int) -> str:
        found = self.entries.get(entry)
        if not found:
            return ""
        clubs = [self.players[p].club for p in found.players if p in self.players and self.players[p].club]
        return " / ".join(dict.fromkeys(c for c in clubs if c))

    def side(self, entries: tuple[int, ...], players: tuple[str, ...] = ()) -> str:
        """One line of a table as printed: entry numbers and names; a team's declared players when known."""
        if players:
            return " – ".join(self.player_name(p) for p in players)
        if len(entries) == 1:
            entry = entries[0]
            return self.entry_players(entry) or self.entry_name(entry)
        return " – ".join(f"{e} {self.side((e,))}" for e in entries)

    def line_label(self, entries: tuple[int, ...], players: tuple[str, ...] = ()) -> str:
        """A line with its entry number(s): "3 – Rossi Anna – Bianchi Luca"; at tables of four each player
        already carries its number."""
        if not entries:
            return ""
        if len(entries) > 1:
            return self.side(entries, players)
        return f"{entries[0]} – {self.side(entries, players)}"

    def entry_label(self, entry: int) -> str:
        return f"{entry} {self.side((entry,))}"

    # Seats -----------------------------------------------------------------------------------------------
    def seats(self, rnd: Round) -> dict[int, list[Seat]]:
        """Every entry's seat(s) in the round; a team sits in both rooms."""
        known = self._seats.get(rnd.number)
        if known is not None and rnd is self._seated_round(rnd.number):
            return known
        found: dict[int, list[Seat]] = {}
        for table in rnd.tables:
            for line, entries, compass in (
                ("N-S", table.ns, ("Nord", "Sud")),
                ("E-O", table.ew, ("Est", "Ovest")),
            ):
                for index, entry in enumerate(entries):
                    seat = compass[index] if len(entries) == 2 and not self.teams else None
                    found.setdefault(entry, []).append(
                        Seat(table.number, line, seat, table.room, table.group or rnd.group)
                    )
        if rnd is self._seated_round(rnd.number):
            self._seats[rnd.number] = found
        return found

    def _seated_round(self, number: int) -> Round | None:
        """The book's own round ``number``: only its seats are kept (a caller may pass a round of its own)."""
        return next((r for r in self.tournament.rounds if r.number == number), None)

    def table_label(self, table: PlayedTable) -> str:
        if self.teams and table.match is not None:
            room = "sala aperta" if table.room == "open" else "sala chiusa"
            return f"{table.number} (incontro {table.match}, {room})"
        return str(table.number)

    def round(self, number: int) -> Round:
        return round_of(self.tournament, number)

    def rounds(self, number: int | None = None) -> list[Round]:
        chosen = sorted(self.tournament.rounds, key=lambda r: r.number)
        if number is not None:
            chosen = [r for r in chosen if r.number == number]
        return chosen

    # Figures ---------------------------------------------------------------------------------------------
    def scores(self, up_to_round: int | None = None) -> list[Score]:
        if up_to_round not in self._scores:
            self._scores[up_to_round] = round_scores(self.tournament, self.ruleset, up_to_round=up_to_round)
        return self._scores[up_to_round]

    def standings(self, up_to_round: int | None = None) -> list[Standing]:
        if up_to_round not in self._standings:
            self._standings[up_to_round] = standings(self.tournament, self.ruleset, up_to_round=up_to_round)
        return self._standings[up_to_round]

    def chain(self) -> str:
        """The standings order this tournament uses, in words (printed under every standings)."""
        return chain_words(self.setup.chain(self.ruleset))

    def awarded(self) -> Awarded:
        """The prize-giving (issue 37): the tournament's prize list (``Setup.prize_list``; else the default one,
        the first of each group) over its standings of record, by the code every game shares (``reports.prizes``)."""
        return tournament_awards(self.tournament)

    def prize_list_due(self) -> bool:
        """Whether the final standings carry the prize list: only once definitive (IT Art. 20; REV Art. 19);
        a file's, whose exposure is not recorded, as the record."""
        return self.claims is None or self.claims.prizes

    def table_mp(self, table: PlayedTable, ns: Score | None) -> int | None:
        """The MP the table scored for North-South: after late bonuses, caps and awards (the score's), except a
        team room, whose own difference is shown (the match's MP is the two rooms together)."""
        if ns is not None and not self.teams:
            return ns.mp
        result = table.result
        return result.ns_points - result.ew_points if result else None

    def table_scores(
        self, table: PlayedTable, number: int, scores: dict[tuple[int, int], Score]
    ) -> TableScores:
        """``scores`` by (entry, round), as ``scores()`` gives them."""
        ns = scores.get((table.ns[0], number)) if table.ns else None
        ew = scores.get((table.ew[0], number)) if table.ew else None
        closed_room = self.teams and table.room == "closed"
        vp = (ns.vp, ew.vp) if ns is not None and ew is not None and not closed_room else None
        return TableScores(ns, ew, self.table_mp(table, ns), vp)

    def table_notes(self, rnd: Round, table: PlayedTable, ns: Score | None, ew: Score | None) -> str:
        """What else decided the table: a special result, or a sanction at it (warnings only cost VP in the
        standings and are left to the sanctions report)."""
        notes = {HOW_NAMES.get(s.how, s.how) for s in (ns, ew) if s is not None and s.how != "result"}
        entries = set(table.entries())
        for s in self._sanctions_in[rnd.number]:
            if s.type != "warning" and (s.table == table.number or s.entry in entries):
                notes.add(SANCTION_NAMES.get(s.type, s.type).lower())
        return ", ".join(sorted(n for n in notes if n))

    def sort_key(self, name: str) -> str:
        return fold(name)
