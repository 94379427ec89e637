"""What the Sicilian Tarot's live pages show (issue 17), from its TarotBook: tables by letter, seats N-W-S-E
(TAROT §2), the standings in jochi with the §7 chain, each player's deals as on the Schema Riassuntivo. What the
regulation promises the players between rounds (TAROT §4: "le Classifiche provvisorie e la situazione attuale dei
Jochi")."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field

from fibur_director.domain.text import fold
from fibur_director.domain.tournament import Round
from fibur_director.games.tarot import scoring as tarot
from fibur_director.reports.tarot.book import SEATS, StandingRow, TarotBook, table_letter
from fibur_director.services.actions import Desk
from fibur_director.services.live import Publication, last_publication
from fibur_director.web.pages import NotFound, PrizeView, SeatLine, choose_round, local_time, prize_view

FIRST_DEALER = 3  # East deals first (TAROT §2)


@dataclass(frozen=True)
class TarotSeat:
    seat: str  # NORD, OVEST, SUD, EST
    entry: int
    name: str
    club: str
    deals_first: bool


@dataclass(frozen=True)
class TarotTable:
    label: str
    seats: tuple[TarotSeat, ...]


@dataclass
class TarotSeating:
    round: Round | None
    tables: list[TarotTable] = field(default_factory=list)
    players: list[SeatLine] = field(default_factory=list)
    search: str = ""


def seating(b: TarotBook, number: int | None = None, search: str = "") -> TarotSeating:
    rnd = choose_round(b, number)
    if rnd is None:
        return TarotSeating(None, search=search)
    tables = [
        TarotTable(
            table_letter(t.number),
            tuple(
                TarotSeat(SEATS[i], e, b.name(e), b.club(e), i == FIRST_DEALER) for i, e in enumerate(t.ns)
            ),
        )
        for t in sorted(rnd.tables, key=lambda t: t.number)
    ]
    lines = []
    for table in tables:
        for seat in table.seats:
            where = f"tavolo {table.label}, {seat.seat}" + (
                " (dà le carte per primo)" if seat.deals_first else ""
            )
            others = "; ".join(f"{s.seat.capitalize()}: {s.name}" for s in table.seats if s is not seat)
            lines.append(SeatLine(seat.name, seat.entry, seat.club, where, others, fold(seat.name)))
    lines.sort(key=lambda s: (s.key, s.entry))
    wanted = fold(search.strip())
    if wanted:
        lines = [s for s in lines if wanted in s.key]
    return TarotSeating(rnd, tables, lines, search)


@dataclass
class TarotStandings:
    state: str
    after_round: int
    chain: str
    rows: list[StandingRow]  # reports.tarot.book's, as the printed standings
    prizes: PrizeView | None = None  # the «Premiati», once the final standings are published (issue 37)


def standings_state(b: TarotBook, publication: Publication | None) -> str:
    """Provisional or final as the desk published it; a Tarot tournament has no claims window, so its standings
    are never "definitiva" (``results.latest_publication``) and ``until`` is the publication's time."""
    played = b.played_rounds()
    if publication is None:
        state = f"provvisoria dopo il turno {played}" if played else "provvisoria"
    else:
        word = "finale" if publication.kind == "final" else "provvisoria"
        state = (
            f"{word} dopo il turno {publication.after_round}, pubblicata alle {local_time(publication.until)}"
        )
    newest = b.tournament.round(played) if played else None
    if newest is not None and any(len(t.deals) < b.ruleset.deals_per_round for t in newest.tables):
        # Live figures include the deals entered so far in the round being played: say so.
        partial = f"provvisoria, turno {played} in corso (smazzate parziali)"
        state = partial if publication is None else f"{partial} · ultima pubblicata: {state}"
    return state


def standings(desk: Desk, b: TarotBook, tournament_id: int, now: dt.datetime | None = None) -> TarotStandings:
    rows = b.standing_rows()
    publication = last_publication(desk, tournament_id, now)
    played = b.played_rounds()
    return TarotStandings(
        standings_state(b, publication), played, b.chain(), rows, prize_view(b, publication, played)
    )


@dataclass(frozen=True)
class TarotDealLine:
    deal: int
    call: str
    play: int
    penalty: int
    total: int
    running: int
    void: bool


@dataclass(frozen=True)
class TarotRoundLine:
    number: int
    table: str
    seat: str
    deals: list[TarotDealLine]
    note: str = ""  # why the round shows no deals though they were played (an interruption, Art. 40)


@dataclass(frozen=True)
class Opponent:
    entry: int
    name: str
    club: str
    met: int  # deals played against each other
    jochi: int  # received from them (negative: paid)


@dataclass
class TarotEntryView:
    number: int
    name: str
    club: str
    rank: StandingRow | None
    rounds: list[TarotRoundLine]
    opponents: list[Opponent]


def entry(b: TarotBook, number: int, standings: TarotStandings) -> TarotEntryView:
    if number not in b.entries:
        raise NotFound(f"il giocatore {number} non esiste in questo torneo")
    deals = b.player_deals().get(number, [])
    running = 0
    rounds: dict[int, TarotRoundLine] = {}
    against: dict[int, list[int]] = {}
    for d in deals:
        running += d.total
        line = rounds.get(d.round)
        if line is None:
            line = rounds[d.round] = TarotRoundLine(d.round, table_letter(d.table), SEATS[d.seat], [])
        call = tarot.CALL_NAMES.get(d.call, d.call) if d.call else ""
        if d.call and not d.succeeded:
            call += " (non riuscita)"
        line.deals.append(TarotDealLine(d.deal, call, d.play, d.penalty, d.total, running, d.void))
        for other, value in d.versus.items():
            against.setdefault(other, []).append(value)
    # A round published but not yet played still says where the player sits; one after an interruption says
    # that its deals do not count (IT/REV Art. 40: the standings of record are the last ones shown).
    record = b.setup.record_round()
    for rnd in b.rounds():
        table = rnd.table_of(number)
        if rnd.number not in rounds and table is not None:
            note = (
                f"Torneo interrotto dopo il turno {record} (Art. 40): le smazzate di questo turno non contano."
                if record is not None and rnd.number > record
                else ""
            )
            rounds[rnd.number] = TarotRoundLine(
                rnd.number, table_letter(table.number), SEATS[table.ns.index(number)], [], note
            )
    opponents = [
        Opponent(other, b.name(other), b.club(other), len(values), sum(values))
        for other, values in against.items()
    ]
    opponents.sort(key=lambda o: (-o.jochi, fold(o.name)))
    rank = next((r for r in standings.rows if r.entry == number), None)
    return TarotEntryView(
        number, b.name(number), b.club(number), rank, [rounds[k] for k in sorted(rounds)], opponents
    )
