"""What each live page shows, as plain values for the templates: computed from the services' read model and the
reports' ``Book`` (the printed pages' own words and figures), so a phone shows what the wall poster prints.
This module holds what every game's pages share (the list of tournaments, the tournament's book, the round
asked for, a line of the by-player seating); each game's own pages are ``web/<game>/pages.py``.

Only published and closed rounds exist here (``readmodel.load`` leaves a proposed round out), and a player is
shown by name and club only: never a card number or a category.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from fibur_director.domain.errors import FiburError
from fibur_director.domain.tournament import Round
from fibur_director.reports import books
from fibur_director.reports.burraco.book import Book
from fibur_director.reports.tarot.book import TarotBook
from fibur_director.reports.words import KIND_NAMES, italian_date
from fibur_director.services.actions import Desk
from fibur_director.services.readmodel import cached_tournament, list_tournaments


class NotFound(LookupError):
    """An id that names nothing published: the page answers 404 with this Italian text."""


def local_time(utc: dt.datetime) -> str:
    """hh:mm on the desk's clock (stored times are naive UTC)."""
    return utc.replace(tzinfo=dt.UTC).astimezone().strftime("%H:%M")


@dataclass(frozen=True)
class TournamentLine:
    id: int
    name: str
    date: str
    kind: str
    entries: int
    rounds: int
    in_progress: bool


def tournaments(desk: Desk) -> list[TournamentLine]:
    """Newest first; the page lists those in progress (not every planned round closed) before the others."""
    return [
        TournamentLine(
            t.id,
            t.name,
            italian_date(t.date),
            KIND_NAMES.get(t.kind, t.kind),
            t.entries,
            t.rounds,
            t.closed < t.planned,
        )
        for t in list_tournaments(desk)
    ]


# The last Book per tournament, kept while the read model hands back the very same tournament object (it does
# until the next action): the standings, seating and results pages then share one computation of the standings.
_books: dict[int, Book | TarotBook] = {}


def open_any(desk: Desk, tournament_id: int) -> Book | TarotBook:
    """The tournament's book, by its game (``reports.books.open_book``), kept while the tournament is unchanged."""
    try:
        tournament = cached_tournament(desk, tournament_id)
    except ValueError as error:  # services.ServiceError: the tournament does not exist
        raise NotFound(f"il torneo {tournament_id} non esiste") from error
    found = _books.get(tournament_id)
    if found is None or found.tournament is not tournament:
        try:
            found = _books[tournament_id] = books.open_book(tournament)
        except FiburError as error:  # a kind or ruleset this program does not know: said, never a 500
            raise NotFound(f"il torneo {tournament_id} non si può mostrare: {error.italian}") from None
    return found


def choose_round(b: Book | TarotBook, number: int | None) -> Round | None:
    """The round asked for, or the newest published one (None before the first)."""
    rounds = b.rounds()
    if number is None:
        return rounds[-1] if rounds else None
    found = b.tournament.round(number)
    if found is None:
        raise NotFound(f"il turno {number} non è pubblicato")
    return found


# -- what both games' seating pages list -----------------------------------------------------------------


@dataclass(frozen=True)
class SeatLine:
    """One player (or entry) of the alphabetical list: where they sit and whom they meet."""

    name: str
    entry: int
    club: str
    where: str
    opponents: str
    key: str  # folded, for the search box
