"""The federation's member list (issue 37): import, look up at registration, check a tournament's players.

- ``import_roster``: the file read and checked first (``reports.member_list``), then one action: the list and
  its members written as a snapshot (outside the audit capture, below), a ``roster_imports`` row putting it in
  use, and the archive's players whose card the list holds under the same name given the list's category and
  points. Undo takes the row away (the previous list is in use again) and puts the categories and points back.
- ``find_members`` and ``add_member``: the desk's search as the referee types, and a member put in the archive
  with the list's club, category and points.
- ``check``: the problems of a tournament's players against the list in force on its date (``domain.roster``).

Why the members are not in the audit log: an import of 20,000 members logged row by row is 20,000 rows in one
audit record and 20,000 checked deletions to undo (measured: docs/performance.md, "The member list"). A list
is a document, never edited: its rows are written once, by a plain INSERT the action's capture does not see,
and never changed or deleted; what an action changes is which list is in use, one row the undo engine handles
like any other. A list no import uses any more (its import undone) stays, unreferenced, and a later import of
the same file takes it again instead of writing it twice.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import insert, select
from sqlalchemy.orm import Session

from fibur_director.db import models as db
from fibur_director.domain import roster as rules
from fibur_director.domain.rulesets import card_rules
from fibur_director.domain.text import fold, search_key
from fibur_director.services.actions import Desk, ServiceError

if TYPE_CHECKING:
    # The file readers load when a list is read: the desk's status bar asks for the list in use at its launch.
    from fibur_director.reports.member_list import MemberList
    from fibur_director.reports.player_list import Rejected

BATCH = 2_000  # members per INSERT statement (SQLite's limit of variables per statement is 32,766)


@dataclass(frozen=True)
class RosterInfo:
    """A member list in use: its own date, the file it came from, how many members, when it was imported."""

    list_id: int
    listed_on: dt.date
    source: str
    members: int
    imported_at: dt.datetime


@dataclass(frozen=True)
class Refreshed:
    """What an import changed in the archive: players touched, and of them how many categories and points."""

    players: int = 0
    categories: int = 0
    points: int = 0

    def english(self) -> str:
        if not self.players:
            return "no archive player's category or points changed"
        return (
            f"{self.players} archive players refreshed ({self.categories} categories, {self.points} points; "
            "blank cells left alone)"
        )


@dataclass(frozen=True)
class Imported:
    info: RosterInfo | None  # None: nothing imported (rows rejected and not told to take the good ones)
    rejected: tuple[Rejected, ...]
    refreshed: Refreshed  # what the archive's players took from the list
    notes: tuple[tuple[str, str], ...]  # how the file was read (english, italian)
    ignored: tuple[str, ...]  # columns not read


def read_roster(path: Path) -> MemberList:
    """The file read and checked; writes nothing (the desk shows what it found before importing)."""
    from fibur_director.reports.member_list import read_member_list

    return read_member_list(path)


def import_roster(
    desk: Desk,
    path: Path,
    listed_on: dt.date | None = None,
    *,
    only_good_rows: bool = False,
    today: dt.date | None = None,
    found: MemberList | None = None,
) -> Imported:
    """Put the list in ``path`` in use, dated ``listed_on`` (default: the day the file was last written).
    A file with rejected rows imports nothing unless ``only_good_rows``; a list dated after ``today`` or with no
    member is refused."""
    found = found if found is not None else read_roster(path)
    rejected = tuple(found.rejected)
    outcome = Imported(None, rejected, Refreshed(), tuple(found.notes), tuple(found.ignored))
    if rejected and not only_good_rows:
        return outcome
    if not found.members:
        raise ServiceError(
            f"{path.name}: no member to import; nothing was changed",
            f"{path.name}: nessun tesserato da importare; nulla è stato modificato",
        )
    day = listed_on or written_on(path)
    today = today or dt.date.today()
    if day > today:
        raise ServiceError(
            f"a member list dated {day.isoformat()} is after today ({today.isoformat()}); nothing was changed",
            f"un elenco tesserati del {day:%d/%m/%Y} è dopo oggi ({today:%d/%m/%Y}); nulla è stato modificato",
        )
    with desk.action("import_roster", "roster") as (session, note):
        list_id = _snapshot(session, path.name, day, found)
        session.add(db.RosterImport(list_id=list_id))
        refreshed = _refresh_archive(session, found)
        note["file"] = path.name
        note["members"] = len(found.members)
        note["refreshed"] = refreshed.players
        session.flush()
        info = _current(session)
    return Imported(info, rejected, refreshed, tuple(found.notes), tuple(found.ignored))


def written_on(path: Path) -> dt.date:
    try:
        return dt.date.fromtimestamp(path.stat().st_mtime)
    except OSError:
        return dt.date.today()


def _snapshot(session: Session, source: str, day: dt.date, found: MemberList) -> int:
    """The list's id: one already read from the same bytes with the same date, else a new one with its members
    (plain INSERTs: a snapshot outside the action's capture, see the module's docstring)."""
    same = session.scalar(
        select(db.RosterList.id).where(db.RosterList.digest == found.digest, db.RosterList.listed_on == day)
    )
    if same is not None and found.digest:
        return int(same)
    list_id = session.execute(
        insert(db.RosterList).returning(db.RosterList.id),
        {"listed_on": day, "source": source[:255], "digest": found.digest, "members": len(found.members)},
    ).scalar_one()
    rows = [
        {
            "list_id": list_id,
            "card": m.card,
            "card_key": rules.card_key(m.card),
            "surname": m.surname,
            "name": m.name,
            "club": m.club,
            "category": m.category,
            "card_type": m.card_type,
            "expires_on": m.expires,
            "points": m.points or 0,
            "born_on": m.born,
            "search_key": " " + search_key(m.surname, m.name, m.card),
        }
        for m in found.members
    ]
    for start in range(0, len(rows), BATCH):
        session.execute(insert(db.RosterMember), rows[start : start + BATCH])
    return int(list_id)


def _refresh_archive(session: Session, found: MemberList) -> Refreshed:
    """The archive's players whose card the list holds, under the same name (the letters of surname and name),
    take the category and the points the list gives them; a card under another name is left for the check to
    show. Read from the file's own rows, not the stored snapshot: a blank cell, a missing column or an xlsx
    formula with no value kept gives nothing, and the archive keeps its own value (the snapshot stores such
    points as 0, its column being NOT NULL since revision 0016). What was played does not change: a tournament
    keeps the categories and points its players had when its first round was drawn (docs/architecture.md,
    "The member list")."""
    players = session.scalars(select(db.Player).where(db.Player.card.is_not(None))).all()
    if not players:
        return Refreshed()
    listed = {rules.card_key(m.card): m for m in found.members}
    changed = categories = points = 0
    for player in players:
        member = listed.get(rules.card_key(player.card or ""))
        if member is None or rules.name_key(member.surname, member.name) != rules.name_key(
            player.surname, player.name
        ):
            continue
        touched = False
        if member.category is not None and member.category != player.category:
            player.category = member.category
            categories += 1
            touched = True
        if member.points is not None and member.points != player.ranking_points:
            player.ranking_points = member.points
            points += 1
            touched = True
        changed += touched
    return Refreshed(changed, categories, points)


# -- the list in use ------------------------------------------------------------------------------------------


def _info(session: Session, query: object) -> RosterInfo | None:
    row = session.execute(query).first()  # type: ignore[call-overload]
    if row is None:
        return None
    return RosterInfo(row.id, row.listed_on, row.source, row.members, row.imported_at)


def _listed() -> object:
    # Through the tables, not the mapped classes: the status bar asks it as the desk's first window comes up,
    # before anything else touches the ORM, whose first statement configures every mapper (issue 23, the launch).
    lists, imports = db.RosterList.__table__.c, db.RosterImport.__table__.c
    return select(lists.id, lists.listed_on, lists.source, lists.members, imports.imported_at).join_from(
        db.RosterList.__table__, db.RosterImport.__table__, imports.list_id == lists.id
    )


def _current(session: Session) -> RosterInfo | None:
    imports = db.RosterImport.__table__.c
    return _info(session, _listed().order_by(imports.id.desc()).limit(1))  # type: ignore[attr-defined]


def in_use(session: Session) -> int | None:
    """The id of the list in use, or None before the first import."""
    info = _current(session)
    return info.list_id if info else None


def current(desk: Desk) -> RosterInfo | None:
    """The list in use (the newest import), or None before the first import."""
    with desk.read() as session:
        return _current(session)


def in_force(session: Session, on: dt.date) -> RosterInfo | None:
    """The list in force on a day: of the lists imported (and not undone), the newest dated on or before it."""
    lists, imports = db.RosterList.__table__.c, db.RosterImport.__table__.c
    query = _listed().where(lists.listed_on <= on)  # type: ignore[attr-defined]
    return _info(session, query.order_by(lists.listed_on.desc(), imports.id.desc()).limit(1))


def list_date(desk: Desk, on: dt.date) -> dt.date | None:
    """The date of the list in force on ``on``, for the federation file (docs/federation.md)."""
    with desk.read() as session:
        info = in_force(session, on)
    return info.listed_on if info else None


# -- registration -----------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class MemberRow:
    card: str
    surname: str
    name: str
    club: str
    category: str
    points: int
    player_id: int | None  # the archive's player with this card, if any


def find_members(desk: Desk, text: str, limit: int = 50) -> list[MemberRow]:
    """Members of the list in use whose surname, name or card starts with every word typed (accents and case
    ignored): "ross ma", "FIB1003". Nothing for fewer than two letters, or before any list."""
    words = fold(text).split()
    if not words or sum(len(w) for w in words) < 2:
        return []
    with desk.read() as session:
        info = _current(session)
        if info is None:
            return []
        query = select(db.RosterMember).where(db.RosterMember.list_id == info.list_id)
        for word in words:
            query = query.where(db.RosterMember.search_key.contains(" " + word, autoescape=True))
        members = session.scalars(
            query.order_by(db.RosterMember.surname, db.RosterMember.name).limit(limit)
        ).all()
        archive = _archive_by_card(session, [m.card_key for m in members])
        return [
            MemberRow(
                m.card, m.surname, m.name, m.club or "", m.category or "", m.points, archive.get(m.card_key)
            )
            for m in members
        ]


def _archive_by_card(session: Session, keys: list[str]) -> dict[str, int]:
    """Archive player ids by card key, for the cards in ``keys``."""
    if not keys:
        return {}
    wanted = set(keys)
    found: dict[str, int] = {}
    for player_id, card in session.execute(
        select(db.Player.id, db.Player.card).where(db.Player.card.is_not(None))
    ):
        key = rules.card_key(card or "")  # the query keeps cards only; typed as the column is
        if key in wanted:
            found[key] = player_id
    return found


def listed_cards(desk: Desk, cards: list[str]) -> set[str] | None:
    """Which of ``cards`` the list in use holds (as written); None before any list, so the desk marks nobody."""
    with desk.read() as session:
        info = _current(session)
        if info is None:
            return None
        keys = {rules.card_key(c): c for c in cards if c}
        held = set(
            session.scalars(
                select(db.RosterMember.card_key).where(
                    db.RosterMember.list_id == info.list_id, db.RosterMember.card_key.in_(list(keys))
                )
            )
        )
        return {card for key, card in keys.items() if key in held}


def add_member(desk: Desk, card: str) -> int:
    """The archive's player for a member of the list in use: the one holding the card already, else a new one
    with the list's names, club, category and points (one action)."""
    key = rules.card_key(card)
    with desk.read() as session:
        existing = _archive_by_card(session, [key]).get(key)
    if existing is not None:
        return existing
    with desk.action("add_member", "player") as (session, _note):
        info = _current(session)
        member = (
            session.scalar(
                select(db.RosterMember).where(
                    db.RosterMember.list_id == info.list_id, db.RosterMember.card_key == key
                )
            )
            if info
            else None
        )
        if member is None:
            raise ServiceError(
                f"card {card} is not in the member list in use; nothing was changed",
                f"la tessera {card} non è nell'elenco tesserati in uso; nulla è stato modificato",
            )
        player = db.Player.new(
            member.surname, member.name, member.card, member.club, member.category, member.points
        )
        session.add(player)
        session.flush()
        return player.id


# -- the check before the draw --------------------------------------------------------------------------------


@dataclass(frozen=True)
class RosterCheck:
    roster: RosterInfo  # the list the players were checked against (in force on the tournament's date)
    problems: tuple[rules.Problem, ...]
    players: int


def check(desk: Desk, tournament_id: int) -> RosterCheck:
    """Every problem of the tournament's players against the list in force on its date; refused when there is
    no such list."""
    with desk.read() as session:
        tournament = session.get(db.Tournament, tournament_id)
        if tournament is None:
            raise ServiceError(
                f"tournament {tournament_id} does not exist", f"il torneo {tournament_id} non esiste"
            )
        info = in_force(session, tournament.date)
        if info is None:
            raise _no_list(session, tournament.date)
        players = _players(session, tournament_id)
        keys = [rules.card_key(p.card) for p in players if p.card]
        members = {
            row.card_key: _member(row)
            for row in session.scalars(
                select(db.RosterMember).where(
                    db.RosterMember.list_id == info.list_id, db.RosterMember.card_key.in_(keys)
                )
            )
        }
        # How common each surname and first name is across the whole list tells relatives from typing slips.
        words = rules.name_words(
            rules.name_key(surname, name)
            for surname, name in session.execute(
                select(db.RosterMember.surname, db.RosterMember.name).where(
                    db.RosterMember.list_id == info.list_id
                )
            )
        )
        words.update(rules.name_words(rules.name_key(p.surname, p.name) for p in players))
        found = rules.problems(
            players, members, tournament.date, tournament.level, card_rules(tournament.ruleset_id), words
        )
    return RosterCheck(info, tuple(found), len(players))


def _no_list(session: Session, on: dt.date) -> ServiceError:
    oldest = _info(session, _listed().order_by(db.RosterList.listed_on).limit(1))  # type: ignore[attr-defined]
    if oldest is None:
        return ServiceError(
            "no member list imported yet: import the federation's list first (roster import FILE)",
            "nessun elenco tesserati importato: importare prima l'elenco della federazione",
        )
    return ServiceError(
        f"no member list in force on {on.isoformat()}: the oldest imported is dated {oldest.listed_on.isoformat()}",
        f"nessun elenco tesserati in vigore il {on:%d/%m/%Y}: il più vecchio importato è del "
        f"{oldest.listed_on:%d/%m/%Y}",
    )


def _member(row: db.RosterMember) -> rules.Member:
    return rules.Member(
        row.card,
        row.surname,
        row.name,
        row.club,
        row.category,
        row.card_type,
        row.expires_on,
        row.points,
        row.born_on,
    )


def _players(session: Session, tournament_id: int) -> list[rules.Player]:
    """Everyone entered in the tournament, by entry number and position."""
    rows = session.execute(
        select(db.Player, db.Entry.number)
        .join(db.EntryPlayer, db.EntryPlayer.player_id == db.Player.id)
        .join(db.Entry, db.Entry.id == db.EntryPlayer.entry_id)
        .where(db.Entry.tournament_id == tournament_id)
        .order_by(db.Entry.number, db.EntryPlayer.position, db.EntryPlayer.id)
    ).all()
    return [rules.Player(p.id, p.surname, p.name, p.card, p.club, number) for p, number in rows]
