"""What burraco's live pages show (pairs, teams, individual, giallo): the seating by table and line, the standings
in V.P. with the IT Art. 20 words, each round's results, each entry's rounds and sanctions; from the reports'
``Book``, so a phone shows what the wall poster prints."""

from __future__ import annotations

import datetime as dt
import functools
from collections.abc import Sequence
from dataclasses import dataclass, field

from fibur_director.domain.text import fold
from fibur_director.domain.tournament import PlayedTable, Round
from fibur_director.games.burraco.standings import Score, Standing
from fibur_director.games.burraco.systems import SYSTEM_NAMES
from fibur_director.reports.burraco.book import HOW_NAMES, SANCTION_NAMES, Book, Seat
from fibur_director.reports.burraco.sanctions import describe, sanction_article
from fibur_director.services.actions import Desk
from fibur_director.services.live import Publication, last_publication
from fibur_director.web.pages import NotFound, PrizeView, SeatLine, choose_round, local_time, prize_view

TIE_BREAK_NAMES = {"vp": "V.P.", "mp": "M.P.", "points": "punti fatti"}
LINE_NAMES = {"N-S": "Nord-Sud", "E-O": "Est-Ovest"}
STATUS_WORDS = {"active": "", "withdrawn": "ritirata", "excluded": "esclusa"}


# -- seating ------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class TableLine:
    label: str
    ns: str
    ew: str
    ns_entries: tuple[int, ...]
    ew_entries: tuple[int, ...]


@dataclass
class Seating:
    round: Round | None
    system: str = ""
    moving: str = ""  # which line moves, when the system has one
    tables: list[TableLine] = field(default_factory=list)
    players: list[SeatLine] = field(default_factory=list)
    resting: list[str] = field(default_factory=list)
    search: str = ""


def _opponents(b: Book, table: PlayedTable, line: str) -> str:
    return (
        b.line_label(table.ew, table.ew_players)
        if line == "N-S"
        else b.line_label(table.ns, table.ns_players)
    )


def seating(b: Book, number: int | None = None, search: str = "") -> Seating:
    rnd = choose_round(b, number)
    if rnd is None:
        return Seating(None, search=search)
    moving = "E-O si sposta, N-S resta ferma" if rnd.system == "mitchell" else ""
    tables = [
        TableLine(
            b.table_label(t),
            b.side(t.ns, t.ns_players),
            b.side(t.ew, t.ew_players),
            t.ns,
            t.ew,
        )
        for t in sorted(rnd.tables, key=lambda t: t.number)
    ]
    seats = b.seats(rnd)
    at = {(t.number, t.room): t for t in rnd.tables}
    lines: list[SeatLine] = []
    for player, entry in b.holder.items():
        places = []
        against = []
        for seat in seats.get(entry, []):
            table = at[(seat.table, seat.room)]
            where = f"tavolo {b.table_label(table)}, {LINE_NAMES[seat.line]}"
            if seat.seat:
                where += f" ({seat.seat})"
            places.append(where)
            against.append(_opponents(b, table, seat.line))
        if not places:
            places = ["riposo" if entry in rnd.rest else "–"]
        name = b.player_name(player)
        club = b.players[player].club or ""
        lines.append(SeatLine(name, entry, club, "; ".join(places), "; ".join(against), fold(name)))
    lines.sort(key=lambda s: (s.key, s.entry))
    wanted = fold(search.strip())
    if wanted:
        lines = [s for s in lines if wanted in s.key]
    return Seating(
        rnd,
        SYSTEM_NAMES.get(rnd.system, rnd.system),
        moving,
        tables,
        lines,
        [b.entry_label(e) for e in rnd.rest],
        search,
    )


# -- standings ----------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class StandingLine:
    rank: int
    entry: int
    name: str
    players: str
    clubs: str
    vp: int
    mp: int
    deduction: int
    status: str


@dataclass
class StandingsView:
    state: str
    after_round: int
    tie_break: str
    groups: list[tuple[str | None, list[StandingLine]]]
    deduction_rule: str
    prizes: PrizeView | None = None  # the «Premiati», once the final standings are definitive (issue 37)


def standings_state(publication: Publication | None, played: int) -> str:
    """The words of IT Art. 20: provisional while the day goes on, final "in verifica fino alle hh:mm" for the
    verification minutes, then definitive."""
    if publication is None:
        return f"provvisoria dopo il turno {played}" if played else "provvisoria"
    if publication.definitive:
        word = "definitiva" if publication.kind == "final" else "provvisoria, verificata"
        return f"{word} dopo il turno {publication.after_round}"
    word = "finale" if publication.kind == "final" else "provvisoria"
    return f"{word} dopo il turno {publication.after_round}, in verifica fino alle {local_time(publication.until)}"


def _partial(b: Book, number: int) -> bool:
    """Whether some table of the round has neither a result nor a sanction deciding it yet."""
    rnd = b.round(number)
    scored = {s.entry for s in b.scores() if s.round == number}
    return any(not scored.issuperset(t.entries()) for t in rnd.tables)


def standings(desk: Desk, b: Book, tournament_id: int, now: dt.datetime | None = None) -> StandingsView:
    rows: list[Standing] = b.standings()
    record = b.setup.record_round()
    played = max((r.number for r in b.rounds() if record is None or r.number <= record), default=0)
    groups: dict[str | None, list[StandingLine]] = {}
    for s in rows:
        groups.setdefault(s.group, []).append(
            StandingLine(
                s.rank,
                s.entry,
                b.entry_name(s.entry),
                b.entry_players(s.entry),
                b.entry_clubs(s.entry),
                s.vp,
                s.mp,
                s.vp_deduction,
                STATUS_WORDS.get(s.status, s.status),
            )
        )
    warnings = b.ruleset.warnings
    publication = last_publication(desk, tournament_id, now)
    state = standings_state(publication, played)
    if played and _partial(b, played):
        # Live figures include the scores entered so far in the round being played: say so.
        state = f"provvisoria, turno {played} in corso (risultati parziali)"
        if publication is not None:
            state += f" · ultima pubblicata: {standings_state(publication, played)}"
    return StandingsView(
        state,
        played,
        ", poi ".join(TIE_BREAK_NAMES.get(k, k) for k in b.ruleset.tie_break),
        list(groups.items()),
        f"V.P. al netto delle penalità ({warnings.per_deduction} ammonizioni = −{warnings.vp_deduction} V.P.)",
        prize_view(b, publication, played),
    )


def final_held(desk: Desk, b: Book, tournament_id: int, now: dt.datetime | None = None) -> bool:
    """Whether the final standings are published for the last round played: the projector then holds them
    instead of turning the closed round's seating and results (issue 38)."""
    publication = last_publication(desk, tournament_id, now)
    if publication is None or publication.kind != "final":
        return False
    record = b.setup.record_round()
    played = max((r.number for r in b.rounds() if record is None or r.number <= record), default=0)
    return publication.after_round >= played


# -- results ------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ResultLine:
    label: str
    ns: str
    ew: str
    ns_points: str
    ew_points: str
    mp: str
    vp: str
    notes: str
    missing: bool


@dataclass
class Results:
    round: Round | None
    numbers: list[int]
    tables: list[ResultLine] = field(default_factory=list)
    resting: str = ""


def results(b: Book, number: int | None = None) -> Results:
    rnd = choose_round(b, number)
    numbers = [r.number for r in b.rounds()]
    if rnd is None:
        return Results(None, numbers)
    scores: dict[tuple[int, int], Score] = {(s.entry, s.round): s for s in b.scores()}
    lines = []
    for table in sorted(rnd.tables, key=lambda t: t.number):
        shown = b.table_scores(table, rnd.number, scores)
        result = table.result
        lines.append(
            ResultLine(
                b.table_label(table),
                b.line_label(table.ns, table.ns_players),
                b.line_label(table.ew, table.ew_players),
                str(result.ns_points) if result else "",
                str(result.ew_points) if result else "",
                "" if shown.mp is None else str(shown.mp),
                "–".join(map(str, shown.vp)) if shown.vp else "",
                b.table_notes(rnd, table, shown.ns, shown.ew),
                result is None and shown.ns is None,
            )
        )
    resting = ""
    if rnd.rest:
        award = scores.get((rnd.rest[0], rnd.number))
        resting = ", ".join(b.entry_label(e) for e in rnd.rest) + (f" ({award.vp} V.P.)" if award else "")
    return Results(rnd, numbers, lines, resting)


# -- one entry ----------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class EntryRound:
    number: int
    table: str
    line: str
    opponents: str
    points: str
    mp: str
    vp: str
    how: str


@dataclass(frozen=True)
class EntrySanction:
    round: str
    name: str
    detail: str
    article: str


@dataclass
class EntryView:
    number: int
    name: str
    players: str
    clubs: str
    rank: Standing | None
    rounds: list[EntryRound]
    sanctions: list[EntrySanction]


# Looked up once per book, not once per entry: the export asks for every entry's page (300 on a Sanremo-size
# tournament), and each scanned all 3,300 scores and each round's tables (issue 40).
@functools.lru_cache(maxsize=4)
def _by_entry(b: Book) -> tuple[dict[int, dict[int, Score]], dict[int, Standing]]:
    """Each entry's scores by round, and its line of the standings."""
    scores: dict[int, dict[int, Score]] = {}
    for score in b.scores():
        scores.setdefault(score.entry, {})[score.round] = score
    ranks: dict[int, Standing] = {}
    for standing in b.standings():
        ranks.setdefault(standing.entry, standing)
    return scores, ranks


# By book alone, as ``_by_entry``: keyed by book and round, 64 places kept six books of 11 rounds alive, each a
# whole tournament with its scores and standings, which every collection of the cyclic collector then walked.
@functools.lru_cache(maxsize=4)
def _tables_of(b: Book) -> dict[int, dict[tuple[int, str | None], PlayedTable]]:
    found: dict[int, dict[tuple[int, str | None], PlayedTable]] = {}
    for rnd in b.tournament.rounds:
        found.setdefault(rnd.number, {(t.number, t.room): t for t in rnd.tables})
    return found


def _tables_at(b: Book, number: int) -> dict[tuple[int, str | None], PlayedTable]:
    return _tables_of(b).get(number, {})


def entry(b: Book, number: int) -> EntryView:
    if number not in b.entries:
        raise NotFound(f"l'iscritto {number} non esiste in questo torneo")
    scores = _by_entry(b)[0].get(number, {})
    # A sanction on a whole table (both abandoned, a lost score sheet) concerns everyone who sat there.
    tables_played: set[tuple[int | None, int | None]] = set()
    rounds = []
    for rnd in b.rounds():
        rounds.append(_entry_round(b, rnd, number, scores.get(rnd.number), tables_played))
    sanctions = [
        EntrySanction(
            str(s.round or s.from_round or ""),
            SANCTION_NAMES.get(s.type, s.type),
            describe(b, s),
            sanction_article(b.ruleset, s),
        )
        for s in b.tournament.sanctions
        if s.entry == number or (s.round, s.table) in tables_played
    ]
    rank = _by_entry(b)[1].get(number)
    return EntryView(
        number, b.entry_name(number), b.entry_players(number), b.entry_clubs(number), rank, rounds, sanctions
    )


def _entry_round(
    b: Book,
    rnd: Round,
    number: int,
    score: Score | None,
    tables_played: set[tuple[int | None, int | None]],
) -> EntryRound:
    """The entry's line for one round: where it sat, against whom, the points and its score; the tables it
    sat at are added to ``tables_played``."""
    seats = b.seats(rnd).get(number, [])
    if seats:
        # A team sits in both rooms of its match: both are shown, their points summed as the match's.
        at = _tables_at(b, rnd.number)
        tables = [at[(s.table, s.room)] for s in seats]
        opponents = _opponents(b, tables[0], seats[0].line)
        tables_played.update((rnd.number, t.number) for t in tables)
        points = _points_for(seats, tables)
        where = ", ".join(b.table_label(t) for t in tables)
        line = " / ".join(LINE_NAMES[s.line] for s in seats)
    else:
        opponents, points, where, line = "", "", "riposo" if number in rnd.rest else "–", ""
    how = HOW_NAMES.get(score.how, score.how) if score is not None and score.how != "result" else ""
    record = b.setup.record_round()
    if record is not None and rnd.number > record:
        # IT/REV Art. 40: the standings of record stop at the last round shown; this round is shown, not counted.
        how = "; ".join(filter(None, [how, f"non conta: torneo interrotto dopo il turno {record} (Art. 40)"]))
    return EntryRound(
        rnd.number,
        where,
        line,
        opponents,
        points,
        "" if score is None else str(score.mp),
        "" if score is None else str(score.vp),
        how,
    )


def _points_for(seats: Sequence[Seat], tables: Sequence[PlayedTable]) -> str:
    """The entry's points and its opponents' over the tables it sat at ("" until every one has a result)."""
    if not all(t.result is not None for t in tables):
        return ""
    own = other = 0
    for seat, table in zip(seats, tables, strict=True):
        assert table.result is not None
        ns, ew = table.result.ns_points, table.result.ew_points
        own, other = (own + ns, other + ew) if seat.line == "N-S" else (own + ew, other + ns)
    return f"{own}–{other}"
