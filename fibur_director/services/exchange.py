"""Export and import of the tournament file (docs/tournament-file.md).

Export writes the published and closed rounds with their results and sanctions plus the standings and the latest
standings shown. Import reads and checks the whole file first; then one transaction creates the tournament, its
players (matched to the archive by card, so a player keeps one record across tournaments), entries, rounds,
sanctions and that publication. A file with any mistake is refused with the place named and nothing is written.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from fibur_director.db import models as db
from fibur_director.db.games import tables_of
from fibur_director.domain.text import search_key
from fibur_director.domain.tournament import Entry, PlayedTable, Published, Round, Setup, Tournament
from fibur_director.domain.tournament_file import dumps_with_standings, loads
from fibur_director.domain.vocabulary import entry_kind
from fibur_director.games.registry import game_of
from fibur_director.services.actions import Desk, insert_rows
from fibur_director.services.readmodel import entry_name, load


def export_text(desk: Desk, tournament_id: int) -> str:
    with desk.read() as session:
        tournament = load(session, tournament_id)
        published = _latest_published(session, tournament_id)
    # The file says which standings were shown last and when, so that printed from the file its final
    # standings are «provvisoria» during the claims window and list the prizes only when definitive, as they
    # do from the database (IT Art. 20; REV Art. 19; issue 35).
    tournament = dataclasses.replace(
        tournament, setup=dataclasses.replace(tournament.setup, published=published)
    )
    return dumps_with_standings(tournament)  # burraco VP or Tarot jochi, by the tournament's game


def _latest_published(session: Session, tournament_id: int) -> Published:
    latest = session.scalar(
        select(db.StandingsPublication)
        .where(db.StandingsPublication.tournament_id == tournament_id)
        .order_by(db.StandingsPublication.id.desc())
        .limit(1)
    )
    if latest is None:
        return Published("none")
    at = latest.published_at.replace(tzinfo=dt.UTC).isoformat(timespec="seconds").replace("+00:00", "Z")
    return Published(latest.kind, latest.after_round, at)


def import_text(desk: Desk, text: str) -> int:
    tournament = loads(text)  # refuses a bad file before anything is opened for writing
    with desk.action("import_tournament", "tournament") as (session, note):
        t = _tournament_row(tournament.setup)
        session.add(t)
        session.flush()
        note["tournament_id"] = t.id
        player_ids = _insert_players(session, tournament)
        entry_ids = _insert_entries(session, tournament, t.id, player_ids)
        round_ids, table_ids = _insert_rounds(session, tournament, t.id, entry_ids, player_ids)
        _insert_sanctions(session, tournament, t.id, entry_ids, round_ids, table_ids)
        _insert_publication(session, tournament.setup.published, t.id)
        session.flush()
        return t.id


def _insert_publication(session: Session, published: Published | None, tournament_id: int) -> None:
    """The latest standings the file says were shown, at the time it says: an imported tournament is in the
    claims window, or definitive with its rounds locked, exactly as where it was played (IT Art. 20; REV
    Art. 19). Only the latest is in the file; the earlier provisional ones change nothing a desk reads."""
    if published is None or published.kind == "none" or published.at is None:
        return  # None: a tournament built in memory (a rehearsal), never shown
    at = dt.datetime.fromisoformat(published.at).astimezone(dt.UTC).replace(tzinfo=None)
    session.add(
        db.StandingsPublication(
            tournament_id=tournament_id,
            after_round=published.after_round,
            kind=published.kind,
            published_at=at,
        )
    )


def _tournament_row(setup: Setup) -> db.Tournament:
    return db.Tournament(
        name=setup.name,
        date=dt.date.fromisoformat(setup.date),
        ruleset_id=setup.ruleset,
        kind=setup.kind,
        deals_per_round=setup.deals_per_round,
        planned_rounds=setup.planned_rounds,
        sessions=[list(s) for s in setup.sessions],
        pairing_plan=[],
        round_time_reduction=setup.round_time_reduction,
        level=setup.level,
        announced_800=setup.announced_800,
        prizes=setup.prizes,
        tie_break=list(setup.tie_break) or None,
        interrupted_after_round=setup.interrupted_after,
        referee=setup.referee,
        prize_list=setup.prize_list,
    )


def _insert_players(session: Session, tournament: Tournament) -> dict[str, int]:
    """Each player's id in the database (file key -> id): an archived player with the same card is reused, the
    others are inserted."""
    # Rows are added a whole level at a time and flushed once per level (ids come back in one batched
    # INSERT ... RETURNING): 500 pairs x 10 rounds is 4,000 flushes row by row (docs/performance.md).
    cards = [p.card for p in tournament.players if p.card]
    by_card: dict[str, db.Player] = {}
    for start in range(0, len(cards), 500):
        chunk = cards[start : start + 500]
        for archived in session.scalars(select(db.Player).where(db.Player.card.in_(chunk))):
            by_card[archived.card or ""] = archived
    # Everything below goes in as batched INSERT ... RETURNING, a whole level at a time, logged for undo row
    # by row (``actions.insert_rows``): the ORM's unit of work cost 1.4 s of a 2 s import of 500 pairs x 10
    # rounds (docs/performance.md).
    new_players = [p for p in tournament.players if not (p.card and p.card in by_card)]
    new_ids = insert_rows(
        session,
        db.Player,
        [
            {
                "surname": p.surname,
                "name": p.name,
                "card": p.card,
                "club": p.club,
                "category": p.category,
                "ranking_points": p.ranking_points,
                "search_key": search_key(p.surname, p.name, p.card or ""),
            }
            for p in new_players
        ],
    )
    player_ids = {p.id: new for p, new in zip(new_players, new_ids, strict=True)}
    for p in tournament.players:
        if p.id not in player_ids:
            player_ids[p.id] = by_card[p.card or ""].id
    return player_ids


def _insert_entries(
    session: Session, tournament: Tournament, tournament_id: int, player_ids: dict[str, int]
) -> dict[int, int]:
    """The entries and their members; each entry's id in the database (number -> id)."""
    setup = tournament.setup
    kind = entry_kind(setup.kind)
    surname_of = {p.id: p.surname for p in tournament.players}
    entry_rows = []
    for e in tournament.entries:
        surnames = [surname_of[key] for key in e.players]
        # A name that is just the members' surnames is derived when read, not stored (revision 0004).
        stored = None if e.name == entry_name(None, surnames) else e.name
        entry_rows.append(
            {
                "tournament_id": tournament_id,
                "number": e.id,
                "kind": kind,
                "name": stored,
                "late_entry": e.late,
            }
        )
    ids = insert_rows(session, db.Entry, entry_rows)
    entry_ids = {e.id: new for e, new in zip(tournament.entries, ids, strict=True)}
    members = []
    # A file with rounds played keeps its players' categories and points as played (revision 0019): an
    # archived player reused by card keeps the archive's own current values beside them.
    played = {p.id: p for p in tournament.players} if tournament.rounds else {}
    for e in tournament.entries:
        rows = _member_rows(e, entry_ids[e.id], player_ids)
        keys = [*e.players, *(x.out for x in e.substitutions)]
        for row, key in zip(rows, keys, strict=True):
            player = played.get(key)
            row["played_category"] = player.category if player else None
            row["played_points"] = player.ranking_points if player else None
        members.extend(rows)
    insert_rows(session, db.EntryPlayer, members)
    return entry_ids


def _member_rows(e: Entry, entry_id: int, player_ids: dict[str, int]) -> list[dict[str, Any]]:
    """An entry's members, each from the round it came in, then the players substituted out."""
    members = []
    came_in = {x.into: x.after_round + 1 for x in e.substitutions}
    for position, key in enumerate(e.players, start=1):
        members.append(
            {
                "entry_id": entry_id,
                "player_id": player_ids[key],
                "position": position,
                "from_round": came_in.get(key, 1),
                "to_round": None,
            }
        )
    # Who played which round survives the file: the player substituted out stays a (former) member,
    # so the desk still knows they played (IT/REV Art. 38).
    for x in e.substitutions:
        members.append(
            {
                "entry_id": entry_id,
                "player_id": player_ids[x.out],
                "position": e.players.index(x.into) + 1,
                "from_round": 1,
                "to_round": x.after_round,
            }
        )
    return members


def _insert_rounds(
    session: Session,
    tournament: Tournament,
    tournament_id: int,
    entry_ids: dict[int, int],
    player_ids: dict[str, int],
) -> tuple[dict[int, int], dict[tuple[int, int], int]]:
    """The rounds with their tables, seats, results, Tarot deals and rests; the ids in the database of each
    round (number -> id) and each table ((round, table) -> id)."""
    setup = tournament.setup
    ids = insert_rows(
        session,
        db.Round,
        [
            {
                "tournament_id": tournament_id,
                "number": r.number,
                "system": r.system,
                "group_label": r.group,
                "status": "closed" if _complete(r, setup) else "published",
                "draw": [[entry_ids[e], trump] for e, trump in r.draw] or None,
            }
            for r in tournament.rounds
        ],
    )
    round_ids = {r.number: new for r, new in zip(tournament.rounds, ids, strict=True)}
    played = [(r, table) for r in tournament.rounds for table in r.tables]
    table_ids = _insert_tables(session, tournament.setup.kind, played, round_ids, entry_ids, player_ids)
    insert_rows(
        session,
        db.Rest,
        [
            {"round_id": round_ids[r.number], "entry_id": entry_ids[number]}
            for r in tournament.rounds
            for number in r.rest
        ],
    )
    return round_ids, table_ids


def _insert_tables(
    session: Session,
    kind: str,
    played: list[tuple[Round, PlayedTable]],
    round_ids: dict[int, int],
    entry_ids: dict[int, int],
    player_ids: dict[str, int],
) -> dict[tuple[int, int], int]:
    """The rounds' tables with their seats, results and the game's own rows (the Tarot's deals); each table's id in the database
    ((round, table) -> id)."""
    ids = insert_rows(
        session,
        db.RoundTable,
        [
            {
                "round_id": round_ids[r.number],
                "number": table.number,
                "room": table.room,
                "match": table.match,
                "group_label": table.group,
                "ns_players": [player_ids[p] for p in table.ns_players] or None,
                "ew_players": [player_ids[p] for p in table.ew_players] or None,
                "declares_first_id": entry_ids[table.declares_first]
                if table.declares_first is not None
                else None,
            }
            for r, table in played
        ],
    )
    table_ids = {(r.number, table.number): new for (r, table), new in zip(played, ids, strict=True)}
    insert_rows(
        session,
        db.Seat,
        [
            {
                "table_id": table_ids[r.number, table.number],
                "side": side,
                "position": position,
                "entry_id": entry_ids[number],
            }
            for r, table in played
            for side, line in (("ns", table.ns), ("ew", table.ew))
            for position, number in enumerate(line, start=1)
        ],
    )
    insert_rows(
        session,
        db.Result,
        [
            {
                "table_id": table_ids[r.number, table.number],
                "ns_points": table.result.ns_points,
                "ew_points": table.result.ew_points,
                "deals": [list(d) for d in table.result.deals] or None,
            }
            for r, table in played
            if table.result is not None
        ],
    )
    # The game's own rows of the tables (the Sicilian Tarot's deals), in its own tables.
    own = tables_of(kind).rows([(table_ids[r.number, table.number], table) for r, table in played])
    for model, rows in own:
        insert_rows(session, model, rows)
    return table_ids


def _insert_sanctions(
    session: Session,
    tournament: Tournament,
    tournament_id: int,
    entry_ids: dict[int, int],
    round_ids: dict[int, int],
    table_ids: dict[tuple[int, int], int],
) -> None:
    """The sanctions, each naming its entry, round and table by their ids in the database."""
    insert_rows(
        session,
        db.Sanction,
        [
            {
                "tournament_id": tournament_id,
                "type": s.type,
                "entry_id": entry_ids[s.entry] if s.entry is not None else None,
                "round_id": round_ids.get(s.round) if s.round is not None else None,
                "table_id": table_ids.get((s.round, s.table))
                if s.round is not None and s.table is not None
                else None,
                "minutes": s.minutes,
                "from_round": s.from_round,
                "quarrel": s.quarrel,
                "points": s.points,
                "article": s.article,
                "note": s.note,
            }
            for s in tournament.sanctions
        ],
    )


def _complete(played: Round, setup: Setup) -> bool:
    """Whether an imported round is closed: every table scored (a Tarot table: every deal of its turn sheet)."""
    game = game_of(setup.kind)
    return all(game.sheet_complete(table, setup) for table in played.tables)
