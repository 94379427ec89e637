"""A tournament's prize list in the database and its prize-giving (issue 37, items 5-6): the list kept with the
tournament as TOML (``tournaments.prize_list``), set or cleared as one audited action, and the awards over the
tournament's own standings, whatever its game (``reports.prizes.tournament_awards``)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import select
from sqlalchemy.orm import Session

from fibur_director.db import models as db
from fibur_director.domain.prizes import (
    PrizeList,
    PrizeListError,
    check_against,
    prize_list_toml,
    read_prize_list,
)
from fibur_director.reports.prizes import Awarded, own_list, tournament_awards
from fibur_director.services import roster
from fibur_director.services.actions import Desk, ServiceError
from fibur_director.services.readmodel import (
    cached_tournament,
    definitive_round,
    get_tournament,
    tournament_in,
)

MAX_LIST_BYTES = 256 * 1024  # a list of 200 prizes is some 20 kB


def read_list_file(path: Path) -> PrizeList:
    """The prize list of a TOML file; a refusal naming the file and the place when it cannot be used."""
    try:
        if path.stat().st_size > MAX_LIST_BYTES:
            raise PrizeListError(
                f"{path.name}: larger than {MAX_LIST_BYTES // 1024} kB: not a prize list",
                f"{path.name}: più grande di {MAX_LIST_BYTES // 1024} kB: non è un elenco di premi",
            )
        data = path.read_bytes()
    except OSError as error:
        raise PrizeListError(
            f"{path.name}: cannot be read ({error.strerror})",
            f"{path.name}: non si può leggere ({error.strerror})",
        ) from error
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise PrizeListError(f"{path.name}: is not UTF-8 text", f"{path.name}: non è testo UTF-8") from error
    return read_prize_list(text, path.name)


def prize_list(desk: Desk, tournament_id: int) -> PrizeList | None:
    """The tournament's own list; None: it has none, and the default list applies."""
    return own_list(cached_tournament(desk, tournament_id))


@dataclass(frozen=True)
class Saved:
    """What saving a prize list did: ``changed`` False when the tournament already had that list (no action
    recorded, nothing for Ctrl+Z); ``definitive``: the final standings were already definitive, so a «Premiati»
    printed now may differ from the one handed out (allowed, and the referee is told)."""

    changed: bool
    definitive: bool


def set_prize_list(desk: Desk, tournament_id: int, plist: PrizeList | None, source: str = "premi") -> Saved:
    """Keep ``plist`` as the tournament's list (None: back to the default list), one audited action (Ctrl+Z takes
    it back). A list naming rounds the tournament does not plan is refused, and nothing changes; the list the
    tournament has already records nothing."""
    text = None if plist is None else prize_list_toml(plist)
    with desk.action("prize_list", "tournament", tournament_id, tournament_id) as (session, _note):
        t = get_tournament(session, tournament_id)
        if plist is not None:
            try:
                check_against(plist, t.planned_rounds, source)
                tournament_awards(  # its groups and the categories that exist
                    tournament_in(session, desk, tournament_id), plist, source, _known_categories(session)
                )
            except PrizeListError as error:
                raise ServiceError(str(error), error.italian) from error
        changed = t.prize_list != text  # the same list again writes nothing: the action records no row
        t.prize_list = text
        definitive = (definitive_round(session, t) or 0) >= t.planned_rounds
    return Saved(changed, definitive)


def awards(desk: Desk, tournament_id: int, plist: PrizeList | None = None, source: str = "premi") -> Awarded:
    """The prize-giving of the tournament by ``plist`` (None: its own list, else the default one); ``source``:
    the file ``plist`` came from, named by a refusal."""
    if plist is None:
        return tournament_awards(cached_tournament(desk, tournament_id))
    with desk.read() as session:
        known = _known_categories(session)
    return tournament_awards(cached_tournament(desk, tournament_id), plist, source, known)


def _known_categories(session: Session) -> frozenset[str]:
    """Every category a player of the archive or a member of the list in use has, upper-case."""
    found = set(session.scalars(select(db.Player.category).distinct()))
    in_use = roster.in_use(session)
    if in_use is not None:
        found.update(
            session.scalars(
                select(db.RosterMember.category).where(db.RosterMember.list_id == in_use).distinct()
            )
        )
    return frozenset(c.strip().upper() for c in found if c and c.strip())
