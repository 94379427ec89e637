"""Importing a club's player list into the archive (reports.player_list reads and checks the file).

Nothing is written from a file with rejected rows unless the referee chooses to take only the good rows; a
card already in the archive rejects its row too. The whole import is one action: one transaction, one audit
row, one undo.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import select

from fibur_director.db import models as db
from fibur_director.reports.player_list import PlayerList, Rejected, read_player_list
from fibur_director.services.actions import Desk


@dataclass(frozen=True)
class ImportOutcome:
    imported: int
    rejected: tuple[Rejected, ...]

    @property
    def refused(self) -> bool:
        """True when rows were rejected and, as asked, nothing was imported."""
        return self.imported == 0 and bool(self.rejected)


def check_player_list(desk: Desk, path: Path, mapping: dict[str, str] | None = None) -> PlayerList:
    """Read the file and also reject rows whose card the archive already holds; writes nothing. ``mapping``:
    what the referee said the unrecognised headers mean (``reports.player_list.read_columns``)."""
    found = read_player_list(path, mapping)
    cards = [row.card for row in found.rows if row.card]
    with desk.read() as session:
        taken = {
            card: f"{surname} {name}"
            for card, surname, name in session.execute(
                select(db.Player.card, db.Player.surname, db.Player.name).where(db.Player.card.in_(cards))
            )
        }
    good = []
    for row in found.rows:
        holder = taken.get(row.card or "")
        if holder is not None:
            found.rejected.append(
                Rejected(
                    row.line,
                    f"card {row.card} already belongs to {holder} in the archive",
                    f"la tessera {row.card} è già di {holder} nell'archivio",
                )
            )
        else:
            good.append(row)
    found.rows = good
    found.rejected.sort(key=lambda r: r.line)
    return found


def import_player_list(
    desk: Desk, path: Path, *, only_good_rows: bool = False, mapping: dict[str, str] | None = None
) -> ImportOutcome:
    found = check_player_list(desk, path, mapping)
    rejected = tuple(found.rejected)
    if rejected and not only_good_rows:
        return ImportOutcome(0, rejected)
    if not found.rows:
        return ImportOutcome(0, rejected)
    with desk.action("import_players", "player") as (session, note):
        session.add_all(
            db.Player.new(row.surname, row.name, row.card, row.club, row.category, row.ranking_points)
            for row in found.rows
        )
        note["file"] = path.name
        note["players"] = len(found.rows)
    return ImportOutcome(len(found.rows), rejected)
