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
from typing import Any

from fibur_director.domain.errors import FiburError
from fibur_director.domain.tournament import Round
from fibur_director.domain.vocabulary import kind_name
from fibur_director.games.registry import game_of
from fibur_director.reports import books
from fibur_director.reports.prizes import entry_names, list_words, several_players
from fibur_director.reports.words import italian_date
from fibur_director.services.actions import Desk
from fibur_director.services.live import Publication
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
            kind_name(t.kind),
            t.entries,
            t.rounds,
            t.closed < t.planned,
        )
        for t in list_tournaments(desk)
    ]


# The last Book per tournament, kept while the read model hands back the very same tournament object (it does
# until the next action): the standings, seating and results pages then share one computation of the standings.
# A book is any game's (``reports.books.open_book``): this shared module names none of them (issue 36).
_books: dict[int, Any] = {}


def open_any(desk: Desk, tournament_id: int) -> Any:
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


def choose_round(b: Any, number: int | None) -> Round | None:
    """The round asked for, or the newest published one (None before the first)."""
    rounds = b.rounds()
    if number is None:
        return rounds[-1] if rounds else None
    found: Round | None = b.tournament.round(number)
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


# -- the prize-giving, for every game's standings page and projector (issue 37, item 6) ------------------


@dataclass(frozen=True)
class PrizeLine:
    prize: str
    rank: int
    entry: int
    name: str
    why: str


@dataclass(frozen=True)
class PrizeView:
    lines: list[PrizeLine]
    note: str  # why nobody is awarded, else how the list was applied


def prize_view(b: Any, publication: Publication | None, played: int) -> PrizeView | None:
    """The «Premiati» once the final standings of the last round played are published and no longer open to
    claims (IT Art. 20; REV Art. 19; a game without a claims window, the Tarot, at once); None before. The same
    awards as the printed standings (``reports.prizes``)."""
    if publication is None or publication.kind != "final" or publication.after_round < played:
        return None
    minutes = game_of(b.setup.kind).verification_minutes(b.setup.ruleset)
    if minutes is not None and not publication.definitive:
        return None
    awarded = b.awarded()
    if awarded.no_prizes is not None:
        return PrizeView([], awarded.no_prizes[1][:1].upper() + awarded.no_prizes[1][1:] + ".")
    names = entry_names(b.tournament)
    lines = [
        PrizeLine(
            a.prize, a.rank, a.entry, names.get(a.entry, (str(a.entry), ""))[1] or str(a.entry), a.perche
        )
        for a in awarded.awards
    ]
    return PrizeView(lines, list_words(awarded, pairs=several_players(b.tournament)))
