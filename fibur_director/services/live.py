"""What the live pages (issue 16) read besides the tournament itself: a reader beside the desk, and the state of
the standings as last published. Nothing here writes."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import select

from fibur_director.db import models as db
from fibur_director.db.database import open_reader
from fibur_director.domain.rulesets import get_ruleset
from fibur_director.services.actions import Desk
from fibur_director.services.readmodel import get_tournament


def reader(path: Path | None = None) -> Desk:
    """A desk handle that can only read (``db.database.open_reader``): the web server runs on it, beside the
    referee's desk holding the same file. Close it with ``desk.database.close()``."""
    return Desk(open_reader(path), actor="web")


@dataclass(frozen=True)
class Publication:
    """The newest standings shown to the players (IT Art. 20): kind, the round they follow, and when they stop
    being open to verification (naive UTC, as stored)."""

    kind: str  # domain.vocabulary.PUBLICATION_KINDS
    after_round: int
    until: dt.datetime
    definitive: bool


def last_publication(desk: Desk, tournament_id: int, now: dt.datetime | None = None) -> Publication | None:
    now = now or dt.datetime.now(dt.UTC).replace(tzinfo=None)
    with desk.read() as session:
        t = get_tournament(session, tournament_id)
        latest = session.execute(
            select(
                db.StandingsPublication.kind,
                db.StandingsPublication.after_round,
                db.StandingsPublication.published_at,
            )
            .where(db.StandingsPublication.tournament_id == tournament_id)
            .order_by(db.StandingsPublication.id.desc())
            .limit(1)
        ).first()
        minutes = get_ruleset(t.ruleset_id).verification_minutes
    if latest is None:
        return None
    until = latest.published_at + dt.timedelta(minutes=minutes)
    return Publication(latest.kind, latest.after_round, until, now >= until)
