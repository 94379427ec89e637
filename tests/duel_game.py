"""A third game, defined only here, to prove the games' seam (issue 24, item 3): if adding a game needed a change
to a file of the program, this file could not exist.

**Duello** is the simplest game a desk could run: single players, two at a table; each writes one number on the
sheet (in fives, because the shared ``results`` table keeps burraco's rule that points are multiples of 5: the
one thing this game had to bend to, written down in docs/architecture.md); the higher number wins the table, 2
points to the winner, 1 each for a draw. Standings: points, then the difference of the numbers, then the entry
number. Each round pairs the standings' neighbours (round 1 by entry number); an odd field leaves the last one
out of the round.

Everything a game provides is here, layer by layer, and ``registered`` adds it to every registry the way a game
package would: the rules (``Duel``, a ``games.base.Game``), its part of the tournament file (schema and codec),
its store (settings, proposal, the sheet's service), its book and printed standings, its live pages and its
command-line forms.
"""

from __future__ import annotations

import contextlib
import dataclasses
import datetime as dt
import html
import random
from collections.abc import Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pytest
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas
from sqlalchemy import select
from sqlalchemy.orm import Session

from fibur_director.db import models as db
from fibur_director.domain.circuit_standings import StageRow
from fibur_director.domain.errors import FiburError
from fibur_director.domain.file_schema import SCHEMA, GameSchema
from fibur_director.domain.pairing.history import played_history
from fibur_director.domain.pairing.model import History, ProposedRound, Table
from fibur_director.domain.prizes import Placing, Ranking
from fibur_director.domain.tournament import (
    Entry,
    PlayedTable,
    Player,
    Result,
    Round,
    Setup,
    Tournament,
    TournamentError,
)
from fibur_director.domain.tournament_file import (
    Codec,
    drop_none,
    get_key,
    int_of,
    obj_of,
    ruleset_or_fail,
    side_of,
)
from fibur_director.domain.vocabulary import Kind
from fibur_director.games import registry
from fibur_director.reports import parts as forms
from fibur_director.reports.parts import ExportRequest, FormRequest, Rehearsal, Said
from fibur_director.services import circuit_stages, journal, parts, registration, rounds
from fibur_director.services.actions import Desk, ServiceError
from fibur_director.services.plain_store import PlainStore
from fibur_director.services.readmodel import cached_tournament, get_tournament
from fibur_director.web import parts as web_parts
from fibur_director.web.parts import GamePages
from tests.conftest import TODAY

GAME = "duel"
RULESET = "duello"

# -- the rules ------------------------------------------------------------------------------------------------


@dataclass(frozen=True, order=True)
class Line:
    """One row of the standings: what decides it first."""

    rank: int
    entry: int
    points: int
    difference: int
    played: int


def _check_ruleset(ruleset_id: str) -> str:
    if ruleset_id != RULESET:
        raise FiburError(
            f"unknown ruleset '{ruleset_id}'; available: {RULESET}",
            f"regolamento sconosciuto '{ruleset_id}'; disponibili: {RULESET}",
        )
    return ruleset_id


def standings(tournament: Tournament, up_to_round: int | None = None) -> list[Line]:
    points = {e.id: 0 for e in tournament.entries}
    difference = dict.fromkeys(points, 0)
    played = dict.fromkeys(points, 0)
    for rnd in tournament.rounds:
        if up_to_round is not None and rnd.number > up_to_round:
            break
        for table in rnd.tables:
            if table.result is None:
                continue
            (ns,), (ew,) = table.ns, table.ew
            a, b = table.result.ns_points, table.result.ew_points
            points[ns] += 2 if a > b else 1 if a == b else 0
            points[ew] += 2 if b > a else 1 if a == b else 0
            difference[ns] += a - b
            difference[ew] += b - a
            played[ns] += 1
            played[ew] += 1
    order = sorted(points, key=lambda e: (-points[e], -difference[e], e))
    return [Line(i, e, points[e], difference[e], played[e]) for i, e in enumerate(order, start=1)]


def check(tournament: Tournament) -> None:
    """Two players a table, each once a round, known entries, numbers not below zero."""
    _check_ruleset(tournament.setup.ruleset)
    known = {e.id for e in tournament.entries}
    for r, rnd in enumerate(tournament.rounds):
        seen: set[int] = set()
        for t, table in enumerate(rnd.tables):
            place = f"rounds[{r}].tables[{t}]"
            if len(table.ns) != 1 or len(table.ew) != 1:
                raise TournamentError(
                    place,
                    "a duel table seats one player a side",
                    "un tavolo del duello ha un giocatore per lato",
                )
            for entry in table.entries():
                if entry not in known or entry in seen:
                    raise TournamentError(
                        place,
                        f"entry {entry} unknown or seated twice",
                        f"iscritto {entry} sconosciuto o seduto due volte",
                    )
                seen.add(entry)
            if table.result is not None and min(table.result.ns_points, table.result.ew_points) < 0:
                raise TournamentError(f"{place}.result", "a number below zero", "un numero sotto zero")


@dataclass(frozen=True)
class Duel:
    id: str = GAME
    name: str = "duello"
    kinds: tuple[Kind, ...] = (Kind("duel", GAME, entry="individual", size=(1, 1), name="a duello"),)
    # Its own round system, none of burraco's: the tournament file must read it back (issue 36).
    systems: Mapping[str, str] = dataclasses.field(default_factory=lambda: {"duel": "duello"})
    default_ruleset: str = RULESET

    @property
    def document(self) -> GameSchema:
        return GameSchema(SCHEMA)

    @property
    def codec(self) -> Codec:
        return CODEC

    def parse_ruleset(self, file: str, data: Mapping[str, Any]) -> Any:
        raise FiburError("the duel ships no ruleset files", "il duello non ha file di regolamento")

    def ruleset_ids(self) -> list[str]:
        return [RULESET]

    def ruleset_names(self) -> dict[str, str]:
        return {RULESET: "Duello"}

    def check_ruleset(self, ruleset_id: str) -> None:
        _check_ruleset(ruleset_id)

    def check(self, tournament: Tournament) -> None:
        check(tournament)

    def verification_minutes(self, ruleset_id: str) -> int | None:
        return None

    def refusal(self, operation: str, kind: str) -> FiburError | None:
        if operation in ("late_entry", "rest"):
            return None
        return FiburError(f"the duel has no {operation}", f"il duello non prevede {operation}")

    def max_rests_per_session(self, kind: str, ruleset_id: str) -> int:
        return 1

    def edited_system(self, system: str) -> str:
        return "duel"

    def plan_system(self, kind: str, ruleset_id: str | None = None) -> str:
        return "duel"

    def sheet_complete(self, table: PlayedTable, setup: Setup) -> bool:
        return table.result is not None

    def missing_tables(
        self, tournament: Tournament, number: int, scores: Sequence[Any] | None = None
    ) -> list[int]:
        played = tournament.round(number)
        return [t.number for t in played.tables if t.result is None] if played else []

    def missing_refusal(self, number: int, tables: Sequence[int]) -> FiburError:
        listed = ", ".join(map(str, tables))
        return FiburError(
            f"round {number}: no number yet at table(s) {listed}",
            f"turno {number}: manca il numero ai tavoli {listed}",
        )

    def history_before(self, tournament: Tournament, number: int) -> History:
        return played_history(tournament, number)

    def definitive_article(self, ruleset_id: str) -> str | None:
        return None

    def refuse_rewriting(
        self, ruleset_id: str, *, entry: int, first_round: int, last_played: int, absence: bool = False
    ) -> None:
        return None  # no withdrawal: its rounds are never rewritten

    def prizes_after_interruption(self, ruleset_id: str, planned_rounds: int, closed_rounds: int) -> bool:
        return closed_rounds == planned_rounds  # a duel's prize goes only to a finished match

    def practice(self, name: str) -> None:
        return None  # no practice tournament of its own

    def sample(self, kind: str, entries: int, seed: int) -> Tournament:
        return sample(entries, seed)

    def check_federation_file(self, text: str, today: dt.date) -> dict[str, Any]:
        raise FiburError("the duel has no federation_file", "il duello non prevede federation_file")

    def prize_ranking(self, tournament: Tournament, spans: Collection[tuple[int, ...]]) -> Ranking:
        """Points, then the difference (issue 37: its prizes from the shared list, by its own standings)."""
        lines = standings(tournament)
        figures: dict[tuple[int, ...], dict[int, tuple[float, float | None]]] = {}
        for span in spans:
            totals = {x.entry: [0, 0] for x in lines}
            for number in span:
                was = {x.entry: (x.points, x.difference) for x in standings(tournament, number - 1)}
                for x in standings(tournament, number):
                    totals[x.entry][0] += x.points - was[x.entry][0]
                    totals[x.entry][1] += x.difference - was[x.entry][1]
            figures[span] = {entry: (p, d) for entry, (p, d) in totals.items()}
        placings = tuple(Placing(x.entry, x.rank, None, "active", x.points, x.difference) for x in lines)
        return Ranking(placings, ("points", "punti"), ("difference", "differenza"), 1, figures)


DUEL = Duel()

# -- its part of the tournament file ------------------------------------------------------------------------


def _table(value: Any, place: str) -> PlayedTable:
    data = obj_of(value, place)
    result = data.get("result")
    sheet = None
    if result is not None:
        numbers = obj_of(result, f"{place}.result")
        sheet = Result(
            int_of(get_key(numbers, "ns_points", f"{place}.result"), f"{place}.result.ns_points"),
            int_of(get_key(numbers, "ew_points", f"{place}.result"), f"{place}.result.ew_points"),
        )
    return PlayedTable(
        number=int_of(get_key(data, "table", place), f"{place}.table"),
        ns=side_of(get_key(data, "ns", place), f"{place}.ns"),
        ew=side_of(get_key(data, "ew", place), f"{place}.ew"),
        result=sheet,
    )


def _round_out(rnd: Round) -> dict[str, Any]:
    return {
        "number": rnd.number,
        "system": rnd.system,
        "tables": [
            drop_none(
                {
                    "table": t.number,
                    "ns": t.ns[0],
                    "ew": t.ew[0],
                    "result": None
                    if t.result is None
                    else {"ns_points": t.result.ns_points, "ew_points": t.result.ew_points},
                }
            )
            for t in rnd.tables
        ],
        "rest": list(rnd.rest),
    }


def _check_file(tournament: Tournament) -> None:
    ruleset_or_fail(_check_ruleset, tournament.setup.ruleset)
    check(tournament)


CODEC = Codec(_table, _round_out, _check_file, standings, dataclasses.asdict)

# -- its store: settings, seating, the sheet ------------------------------------------------------------------


def settings(chosen: registration.TournamentSettings) -> registration.TournamentSettings:
    _check_ruleset(chosen.ruleset_id)
    return dataclasses.replace(chosen, deals_per_round=1, plan="")


def seated(tournament: Tournament) -> ProposedRound:
    """The next round: by the standings (by number before the first), first against second, and so on; the
    last of an odd field rests."""
    order = (
        [line.entry for line in standings(tournament)]
        if tournament.rounds
        else sorted(tournament.entry_ids())
    )
    pairs = [order[i : i + 2] for i in range(0, len(order) - 1, 2)]
    return ProposedRound(
        tables=tuple(Table(n, (a,), (b,)) for n, (a, b) in enumerate(pairs, start=1)),
        rests=tuple(order[len(pairs) * 2 :]),
    )


def sample(entries: int, seed: int, rounds: int = 2) -> Tournament:
    """Game.sample: ``entries`` players (two at least) seated as ``propose`` seats them, each number drawn."""
    chance = random.Random(seed)
    count = max(2, entries)
    players = tuple(Player(f"P{i}", f"Giocatore{i}", "Anna") for i in range(1, count + 1))
    field = tuple(Entry(i, p.surname, (p.id,)) for i, p in enumerate(players, start=1))
    setup = Setup(
        "Duello simulato", TODAY.isoformat(), RULESET, GAME, 1, rounds, (tuple(range(1, rounds + 1)),)
    )
    tournament = Tournament(setup, players, field)
    for number in range(1, rounds + 1):
        proposed = seated(tournament)
        tables = tuple(
            PlayedTable(t.number, t.ns, t.ew, Result(chance.randint(0, 50), chance.randint(0, 50)))
            for t in proposed.tables
        )
        played = Round(number, GAME, tables, rest=proposed.rests)
        tournament = dataclasses.replace(tournament, rounds=(*tournament.rounds, played))
    check(tournament)
    return tournament


def propose(
    session: Session, t: db.Tournament, tournament: Tournament, how: Any, _note: dict[str, Any]
) -> int:
    number = len(tournament.rounds) + 1
    proposed = seated(tournament)
    rnd = db.Round(tournament_id=t.id, number=number, system="duel", status="proposed")
    session.add(rnd)
    session.flush()
    rounds.write_tables(session, t, rnd, proposed)
    return number


class DuelStore(PlainStore):
    """Its part of the services (``services.parts.GameStore``), registered as a game package's would be."""

    settings = staticmethod(settings)
    propose = staticmethod(propose)
    table_results = staticmethod(journal.plain_table_results)
    board = staticmethod(journal.plain_board)
    sheets = None

    @staticmethod
    def draw_first_round(desk: Desk, tournament_id: int, cards: Any, seed: int | None) -> int:
        raise ServiceError(
            "the duel seats round 1 by no draw of cards", "il duello non dispone il turno 1 per carte"
        )

    # Late entries are admitted at any time; withdrawals and substitutions are refused (``refusal``).
    @staticmethod
    def standings(tournament: Tournament, up_to_round: int | None) -> list[Any]:
        return list(standings(tournament))

    @staticmethod
    def federation_text(book: Any, today: dt.date, member_list: dt.date | None) -> str:
        raise FiburError("the duel has no federation_file", "il duello non prevede federation_file")

    @staticmethod
    def before_publishing(t: db.Tournament, rnd: db.Round) -> None:
        return None

    @staticmethod
    def circuit_rows(tournament: Tournament, lines: Sequence[Any]) -> list[StageRow]:
        people = circuit_stages.people_of(tournament)
        return [StageRow(line.rank, people.get(line.entry, ()), line.points, None) for line in lines]

    @staticmethod
    def book(desk: Desk, tournament_id: int) -> DuelBook:
        return DuelBook(cached_tournament(desk, tournament_id), referee=desk.actor)


STORE = DuelStore()


PLAYERS = ("Rossi", "Bianchi", "Verdi", "Neri", "Gallo")


def duel_tournament(
    desk: Desk, name: str = "Duello d'inverno", players: Sequence[str] = PLAYERS, rounds: int = 2
) -> int:
    """A duel tournament made through the services as the desk makes one: one player an entry, none seated."""
    tid = registration.create_tournament(
        desk,
        registration.TournamentSettings(
            name=name, date=TODAY, ruleset_id=RULESET, kind=GAME, planned_rounds=rounds
        ),
    )
    for surname in players:
        registration.register_entry(desk, tid, [registration.add_player(desk, surname, "Anna")])
    return tid


def enter_numbers(desk: Desk, tournament_id: int, number: int, table: int, ns: int, ew: int) -> None:
    """The sheet of one table: each player's number; refused in a closed round, nothing written."""
    with desk.action("enter_result", "table", tournament_id=tournament_id) as (session, _note):
        get_tournament(session, tournament_id)
        rnd = rounds.round_by_number(session, tournament_id, number)
        if rnd.status != "published":
            raise ServiceError(f"round {number} is not being played", f"il turno {number} non è in gioco")
        row = session.scalar(
            select(db.RoundTable).where(db.RoundTable.round_id == rnd.id, db.RoundTable.number == table)
        )
        if row is None:
            raise ServiceError(f"table {table} does not exist", f"il tavolo {table} non esiste")
        if ns % 5 or ew % 5 or min(ns, ew) < 0:
            raise ServiceError("numbers in fives, not below zero", "numeri multipli di 5, non negativi")
        session.add(db.Result(table_id=row.id, ns_points=ns, ew_points=ew))


# -- its book and printed standings ---------------------------------------------------------------------------


class DuelBook:
    game = GAME

    def __init__(self, tournament: Tournament, referee: str = "") -> None:
        self.tournament = tournament
        self.title = tournament.setup.name
        self.names = {e.id: e.name for e in tournament.entries}


class DuelForms:
    """Its part of the printing layer: the standings only."""

    prints = ("standings",)

    @staticmethod
    def commands(commands: Any) -> None:
        return None  # no commands of its own: its rulesets and standings are the shared commands'

    @staticmethod
    def book(tournament: Tournament, referee: str) -> DuelBook:
        return DuelBook(tournament, referee)

    @staticmethod
    def print_form(book: DuelBook, request: FormRequest, buffer: Any) -> int:
        if request.what != "standings":
            raise FiburError(
                f"the duel prints its standings, not {request.what}",
                f"il duello stampa la classifica, non {request.what}",
            )
        pdf = canvas.Canvas(buffer, pagesize=A4)
        pdf.setTitle(f"Classifica – {book.title}")
        y = A4[1] - 60
        pdf.drawString(50, y, f"Classifica – {book.title}")
        for line in standings(book.tournament, request.round):
            y -= 18
            pdf.drawString(
                50, y, f"{line.rank}. {book.names[line.entry]}  {line.points} punti  ({line.difference:+d})"
            )
        pdf.showPage()
        pdf.save()
        return 1

    @staticmethod
    def export(book: DuelBook, request: ExportRequest, write: Any) -> Said:
        raise FiburError(
            "the duel exports its tournament file only", "il duello esporta solo il file del torneo"
        )

    @staticmethod
    def standings_text(tournament: Tournament, up_to_round: int | None, as_json: bool) -> str:
        return "\n".join(
            f"{line.rank:>3}  {line.entry:>4}  {line.points:>3}  {line.difference:+d}"
            for line in standings(tournament, up_to_round)
        )

    @staticmethod
    def rehearse(rehearsal: Rehearsal) -> tuple[str, str]:
        raise FiburError("the duel is not rehearsed", "il duello non si simula")


FORMS = DuelForms()


# -- its live pages -------------------------------------------------------------------------------------------


def _page(title: str, body: str) -> str:
    return f"<!doctype html><html lang='it'><head><meta charset='utf-8'><title>{html.escape(title)}</title></head><body><h1>{html.escape(title)}</h1>{body}</body></html>"


def _standings_page(desk: Desk, b: DuelBook, tid: int, links: Any, version: int | None) -> str:
    rows = "".join(
        f"<tr><td>{line.rank}</td><td>{html.escape(b.names[line.entry])}</td><td>{line.points}</td><td>{line.difference:+d}</td></tr>"
        for line in standings(b.tournament)
    )
    return _page(f"Classifica – {b.title}", f"<table>{rows}</table>")


def _seating_page(
    desk: Desk, b: DuelBook, tid: int, links: Any, version: int | None, number: int | None, qr: str
) -> str:
    rnd = b.tournament.rounds[-1] if b.tournament.rounds else None
    rows = "".join(
        f"<tr><td>{t.number}</td><td>{html.escape(b.names[t.ns[0]])}</td><td>{html.escape(b.names[t.ew[0]])}</td></tr>"
        for t in (rnd.tables if rnd else ())
    )
    return _page(f"Posti – {b.title}", f"<table>{rows}</table>")


def _entry_page(desk: Desk, b: DuelBook, tid: int, number: int, links: Any, version: int | None) -> str:
    return _page(html.escape(b.names.get(number, "?")), "")


def _projector_page(
    desk: Desk, b: DuelBook, tid: int, links: Any, version: int | None, clock: Any, qr: str
) -> str:
    return _standings_page(desk, b, tid, links, version)


PAGES = GamePages(
    _standings_page,
    _seating_page,
    _standings_page,
    _entry_page,
    _projector_page,
    missing="il duello non ha una pagina dei risultati",
    # Its book keeps the tournament's record, not the burraco and Tarot books' lists: the export asks here.
    rounds=lambda b: [rnd.number for rnd in b.tournament.rounds],
    entries=lambda b: sorted(b.names),
)

# -- registered in every layer, as a game package would be ----------------------------------------------------


@contextlib.contextmanager
def everywhere() -> Iterator[Duel]:
    """The duel in every layer's registry while inside (a test outside a fixture, e.g. a hypothesis example)."""
    registry.register(DUEL)
    try:
        web_parts.register(GAME, PAGES)
        parts.register(GAME, STORE)
        forms.register(GAME, FORMS)
        yield DUEL
    finally:
        forms.unregister(GAME)
        parts.unregister(GAME)
        web_parts.unregister(GAME)
        registry.unregister(DUEL)


@pytest.fixture
def registered() -> Iterator[Duel]:
    with everywhere() as duel:
        yield duel
