"""Tournament setup and registration: the player archive, entries, late entries, withdrawals, substitutions.

Every function is one user action (one transaction, audited, undoable) and refuses what the regulation does
not allow with a message that names the rule; a refusal changes nothing.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy import func, or_, select
from sqlalchemy.orm import Session

from fibur_director.db import models as db
from fibur_director.domain import tournament as dom
from fibur_director.domain.errors import FiburError
from fibur_director.domain.rulesets import owner, unknown_ruleset
from fibur_director.domain.text import fold
from fibur_director.domain.vocabulary import DEFAULT_KIND, entry_kind, entry_size
from fibur_director.games.registry import game_of
from fibur_director.services.actions import Desk, ServiceError
from fibur_director.services.errors import refuse_by_game
from fibur_director.services.loading import last_round_played as last_round_played
from fibur_director.services.parts import store_of
from fibur_director.services.readmodel import entry_name, get_tournament, withdrawals


@dataclass(frozen=True)
class TournamentSettings:
    name: str
    date: dt.date
    ruleset_id: str = game_of(DEFAULT_KIND).default_ruleset
    kind: str = DEFAULT_KIND
    deals_per_round: int = 4
    planned_rounds: int = 4
    sessions: tuple[tuple[int, ...], ...] = ()
    plan: str = ""  # e.g. "mitchell:3,danish:1" (docs/pairing.md)
    round_time_reduction: int = 0
    level: str = "club"  # club, federal, regional, national (Art. 6; Poteri dell'arbitro g)
    announced_800: bool = False
    prizes: int | None = None  # per group; None: the ruleset's default
    tie_break: tuple[str, ...] = ()  # after VP; (): the ruleset's chain
    referee: str | None = None  # the direttore di gara (issue 38); not a rule, so it may change later


REFEREE_LENGTH = 100


def referee_name(text: str | None) -> str | None:
    """The referee's name as stored: its words with single spaces, None when blank; a refusal when too long or
    holding control characters (it is printed on every standings sheet and sent to the federation)."""
    name = " ".join((text or "").split())
    if not name:
        return None
    if len(name) > REFEREE_LENGTH or any(unicodedata.category(ch)[0] == "C" for ch in name):
        raise ServiceError(
            f"tournament.referee: a name of at most {REFEREE_LENGTH} printable characters",
            f"tournament.referee: un nome di al massimo {REFEREE_LENGTH} caratteri stampabili",
        )
    return name


def set_referee(desk: Desk, tournament_id: int, name: str | None) -> None:
    """The tournament's referee, given or corrected after creation: an audited action (Ctrl+Z takes it back).
    Not a sporting setting: it decides no result, and the fingerprints leave it out."""
    stored = referee_name(name)
    with desk.action("referee", "tournament", tournament_id, tournament_id) as (session, _note):
        get_tournament(session, tournament_id).referee = stored


def _check_settings(settings: TournamentSettings) -> TournamentSettings:
    """The settings as they will be stored, or a refusal naming the field."""
    if not settings.name.strip():
        raise ServiceError("the tournament needs a name", "il torneo deve avere un nome")
    game = game_of(settings.kind)
    other = owner(settings.ruleset_id)
    if other is not None and other != game.id:  # another game's ruleset: said before the game's own checks
        refusal = unknown_ruleset(settings.ruleset_id, game.id)
        raise ServiceError(f"tournament.ruleset: {refusal.english}", f"tournament.ruleset: {refusal.italian}")
    settings = store_of(settings.kind).settings(settings)
    sessions = settings.sessions or (tuple(range(1, settings.planned_rounds + 1)),)
    setup = dom.Setup(
        settings.name,
        settings.date.isoformat(),
        settings.ruleset_id,
        settings.kind,
        settings.deals_per_round,
        settings.planned_rounds,
        sessions,
        settings.round_time_reduction,
        settings.level,
        settings.announced_800,
        settings.prizes,
        settings.tie_break,
    )
    try:
        game_of(settings.kind).check(dom.Tournament(setup))
    except FiburError as error:
        raise ServiceError(error.english, error.italian) from None
    flat = sorted(n for s in sessions for n in s)
    if flat != list(range(1, settings.planned_rounds + 1)):
        raise ServiceError(
            f"the sessions must list rounds 1 to {settings.planned_rounds} once each",
            f"le sessioni devono elencare i turni da 1 a {settings.planned_rounds} una volta ciascuno",
        )
    if settings.plan:
        store_of(settings.kind).check_plan(settings)
    return dataclasses.replace(settings, referee=referee_name(settings.referee))


def create_tournament(desk: Desk, settings: TournamentSettings) -> int:
    settings = _check_settings(settings)
    with desk.action("create_tournament", "tournament") as (session, note):
        t = db.Tournament(
            name=settings.name.strip(),
            date=settings.date,
            ruleset_id=settings.ruleset_id,
            kind=settings.kind,
            deals_per_round=settings.deals_per_round,
            planned_rounds=settings.planned_rounds,
            sessions=[list(s) for s in settings.sessions] or [list(range(1, settings.planned_rounds + 1))],
            pairing_plan=[settings.plan] if settings.plan else [],
            round_time_reduction=settings.round_time_reduction,
            level=settings.level,
            announced_800=settings.announced_800,
            prizes=settings.prizes,
            tie_break=list(settings.tie_break) or None,
            referee=settings.referee,
        )
        session.add(t)
        session.flush()
        note["tournament_id"] = t.id
        return t.id


# -- the player archive -------------------------------------------------------------------------------------


def add_player(
    desk: Desk,
    surname: str,
    name: str,
    *,
    card: str | None = None,
    club: str | None = None,
    category: str | None = None,
    ranking_points: int = 0,
) -> int:
    surname, name = surname.strip(), name.strip()
    card = (card or "").strip() or None
    if not surname or not name:
        raise ServiceError("a player needs surname and name", "un giocatore deve avere cognome e nome")
    with desk.action("add_player", "player") as (session, _note):
        _refuse_card_in_use(session, card, None)
        player = db.Player.new(surname, name, card, (club or "").strip() or None, category, ranking_points)
        session.add(player)
        session.flush()
        return player.id


def _refuse_card_in_use(session: Session, card: str | None, player_id: int | None) -> None:
    if card is None:
        return
    holder = session.scalar(select(db.Player).where(db.Player.card == card))
    if holder is not None and holder.id != player_id:
        raise ServiceError(
            f"card {card} already belongs to {holder.surname} {holder.name}",
            f"la tessera {card} è già di {holder.surname} {holder.name}",
        )


def edit_player(desk: Desk, player_id: int, **fields: object) -> None:
    allowed = {"surname", "name", "card", "club", "category", "ranking_points"}
    unknown = set(fields) - allowed
    if unknown:
        raise ValueError(f"unknown player fields {sorted(unknown)}")
    with desk.action("edit_player", "player", player_id) as (session, _note):
        player = session.get(db.Player, player_id)
        if player is None:
            raise ServiceError(f"player {player_id} does not exist", f"il giocatore {player_id} non esiste")
        if "card" in fields:
            _refuse_card_in_use(session, fields["card"] or None, player_id)  # type: ignore[arg-type]
        for key, value in fields.items():
            setattr(player, key, value)
        player.refresh_search_key()


def search_players(desk: Desk, text: str, limit: int = 50) -> list[db.Player]:
    """Players whose surname, name, card or club contains every typed word (accents and case ignored)."""
    words = fold(text).split()
    with desk.read() as session:
        query = select(db.Player)
        for word in words:
            query = query.where(
                or_(db.Player.search_key.contains(word), func.lower(db.Player.club).contains(word))
            )
        return list(session.scalars(query.order_by(db.Player.surname, db.Player.name).limit(limit)))


# -- entries --------------------------------------------------------------------------------------------------


def _published_rounds(session: Session, tournament_id: int) -> int:
    return (
        session.scalar(
            select(func.count())
            .select_from(db.Round)
            .where(db.Round.tournament_id == tournament_id, db.Round.status.in_(("published", "closed")))
        )
        or 0
    )


def _played_rounds(session: Session, tournament_id: int) -> int:
    """Rounds played: closed, or published with a score sheet already entered. A published round whose play has
    not begun is not yet played (IT/REV Art. 38 counts rounds «disputati»)."""
    closed = (
        session.scalar(
            select(func.count())
            .select_from(db.Round)
            .where(db.Round.tournament_id == tournament_id, db.Round.status == "closed")
        )
        or 0
    )
    started = (
        session.scalar(
            select(func.count(func.distinct(db.Round.id)))
            .select_from(db.Round)
            .join(db.RoundTable, db.RoundTable.round_id == db.Round.id)
            .join(db.Result, db.Result.table_id == db.RoundTable.id)
            .where(db.Round.tournament_id == tournament_id, db.Round.status == "published")
        )
        or 0
    )
    return closed + started


def first_unplayed_round(desk: Desk, tournament_id: int, number: int, *, quarrel: bool = False) -> int:
    """The first round a withdrawal of entry ``number`` may start from: the desk's default. After a quarrel, the
    open round whose sheet is entered (the quarrel happened in it, IT Art. 38 Abbandono)."""
    with desk.read() as session:
        entry = entry_by_number(session, tournament_id, number)
        return last_round_played(session, tournament_id, entry.id, closed_only=quarrel) + 1


def _refuse_late_entry(session: Session, t: db.Tournament, admitted: bool) -> None:
    refuse_by_game(t.kind, "late_entry")
    entries = (
        session.scalar(select(func.count()).select_from(db.Entry).where(db.Entry.tournament_id == t.id)) or 0
    )
    active = entries - len(withdrawals(session, t.id))
    store_of(t.kind).refuse_late_entry(t, active_entries=active, admitted=admitted)


def check_late_entry(desk: Desk, tournament_id: int) -> None:
    """Raises the refusal (with its article) when an entry registered now needs the organiser's admission: the
    desk shows it and asks before calling ``register_entry(..., admitted=True)``."""
    with desk.read() as session:
        t = get_tournament(session, tournament_id)
        if _published_rounds(session, tournament_id) > 0:
            _refuse_late_entry(session, t, admitted=False)


def register_entry(
    desk: Desk,
    tournament_id: int,
    player_ids: Sequence[int],
    *,
    name: str | None = None,
    admitted: bool = False,
) -> int:
    """Register a pair, team or single player; returns the entry number. After the first round is published
    registration is closed (IT Art. 39): a late entry completing the incomplete table is the referee's choice,
    any other the organiser's (``admitted``); the desk asks, and the choice is recorded in the journal."""
    with desk.action("register_entry", "entry", tournament_id=tournament_id) as (session, note):
        t = get_tournament(session, tournament_id)
        _check_members(session, t, player_ids)
        late = _published_rounds(session, tournament_id) > 0
        if late:
            _refuse_late_entry(session, t, admitted)
            note["late"] = "organiser" if admitted else "completes_table"
        number = (
            session.scalar(select(func.max(db.Entry.number)).where(db.Entry.tournament_id == tournament_id))
            or 0
        ) + 1
        entry = db.Entry(
            tournament_id=tournament_id,
            number=number,
            kind=entry_kind(t.kind),
            name=(name or "").strip() or None,  # None: the members' surnames, derived when read
            late_entry=late,
        )
        session.add(entry)
        session.flush()
        for position, player_id in enumerate(player_ids, start=1):
            session.add(db.EntryPlayer(entry_id=entry.id, player_id=player_id, position=position))
        return number


def _check_members(session: Session, t: db.Tournament, player_ids: Sequence[int]) -> None:
    count = len(player_ids)
    low, high = entry_size(t.kind)
    if count < low or (high is not None and count > high):
        what = f"{low}" if low == high else f"at least {low}"
        quanti = f"{low}" if low == high else f"almeno {low}"
        raise ServiceError(
            f"a {t.kind} entry has {what} player{'s' if low > 1 else ''}, not {count}",
            f"un iscritto di un torneo {t.kind} ha {quanti} giocator{'i' if low > 1 else 'e'}, non {count}",
        )
    if len(set(player_ids)) != count:
        raise ServiceError("the same player is listed twice", "lo stesso giocatore è indicato due volte")
    for player_id in player_ids:
        player = session.get(db.Player, player_id)
        if player is None:
            raise ServiceError(f"player {player_id} does not exist", f"il giocatore {player_id} non esiste")
        other = entry_holding(session, t.id, player_id)
        if other is not None:
            raise ServiceError(
                f"{player.surname} {player.name} is already in entry {other.number} ({display_name(other)})",
                f"{player.surname} {player.name} è già nell'iscritto {other.number} ({display_name(other)})",
            )


def entry_holding(session: Session, tournament_id: int, player_id: int) -> db.Entry | None:
    """The entry of this tournament the player is (or was, before a substitution) a member of."""
    return session.scalar(
        select(db.Entry)
        .join(db.EntryPlayer)
        .where(db.Entry.tournament_id == tournament_id, db.EntryPlayer.player_id == player_id)
    )


def display_name(entry: db.Entry) -> str:
    return entry_name(entry.name, (m.player.surname for m in entry.members if m.to_round is None))


def entry_by_number(session: Session, tournament_id: int, number: int) -> db.Entry:
    entry = session.scalar(
        select(db.Entry).where(db.Entry.tournament_id == tournament_id, db.Entry.number == number)
    )
    if entry is None:
        raise ServiceError(f"entry {number} does not exist", f"l'iscritto {number} non esiste")
    return entry


def refuse_withdrawal(
    session: Session, t: db.Tournament, number: int, from_round: int, *, quarrel: bool = False
) -> db.Entry:
    """The entry that may withdraw from ``from_round``, or the refusal naming why not: it left already, the game
    has no withdrawal, the round is outside the plan, or the entry has played that round (IT/REV Art. 38)."""
    entry = entry_by_number(session, t.id, number)
    if entry.id in withdrawals(session, t.id):
        raise ServiceError(f"entry {number} has already left", f"l'iscritto {number} è già uscito")
    refuse_by_game(t.kind, "withdrawal", f"entry {number}", f"iscritto {number}")
    if not 1 <= from_round <= t.planned_rounds:
        raise ServiceError(
            f"round {from_round} is outside the {t.planned_rounds} planned rounds",
            f"il turno {from_round} è fuori dai {t.planned_rounds} turni previsti",
        )
    store_of(t.kind).refuse_withdrawal(
        t, number, from_round, last_round_played(session, t.id, entry.id, closed_only=quarrel)
    )
    return entry


def withdraw(desk: Desk, tournament_id: int, number: int, from_round: int, *, quarrel: bool = False) -> None:
    """The entry leaves from ``from_round`` (IT Art. 38): its later opponents score 13 VP; after a quarrel it
    loses that round 0 VP and is out."""
    with desk.action("withdraw", "entry", tournament_id=tournament_id) as (session, _note):
        t = get_tournament(session, tournament_id)
        entry = refuse_withdrawal(session, t, number, from_round, quarrel=quarrel)
        session.add(
            db.Sanction(
                tournament_id=tournament_id,
                type="withdrawal",
                entry_id=entry.id,
                from_round=from_round,
                quarrel=quarrel,
                article=store_of(t.kind).withdrawal_article(t),
            )
        )


def substitute(desk: Desk, tournament_id: int, number: int, leaving: int, joining: int) -> None:
    """Replace one player of a pair (IT Art. 38, Sostituzioni): only before half the rounds are played, one
    player per pair, by someone who has not played in the tournament; then no more for that pair. Two
    half-pairs are never merged."""
    with desk.action("substitute", "entry", tournament_id=tournament_id) as (session, _note):
        t = get_tournament(session, tournament_id)
        refuse_by_game(t.kind, "substitution")
        played = _played_rounds(session, tournament_id)
        entry = entry_by_number(session, tournament_id, number)
        done = sum(1 for m in entry.members if m.to_round is not None)
        article = store_of(t.kind).refuse_substitution(t, played=played, done=done, entry=number)
        member = next((m for m in entry.members if m.player_id == leaving and m.to_round is None), None)
        if member is None:
            raise ServiceError(
                f"player {leaving} is not in entry {number}",
                f"il giocatore {leaving} non è nell'iscritto {number}",
            )
        newcomer = session.get(db.Player, joining)
        if newcomer is None:
            raise ServiceError(f"player {joining} does not exist", f"il giocatore {joining} non esiste")
        elsewhere = entry_holding(session, tournament_id, joining)
        if elsewhere is not None:
            raise ServiceError(
                f"{newcomer.surname} {newcomer.name} has played in this tournament (entry {elsewhere.number}): "
                f"only a player who has not played may substitute, and two half-pairs are never merged "
                f"({article})",
                f"{newcomer.surname} {newcomer.name} ha giocato in questo torneo (iscritto {elsewhere.number}): "
                f"può sostituire solo chi non ha giocato, e due mezze coppie non si uniscono ({article})",
            )
        member.to_round = played
        session.add(
            db.EntryPlayer(
                entry_id=entry.id, player_id=joining, position=member.position, from_round=played + 1
            )
        )
