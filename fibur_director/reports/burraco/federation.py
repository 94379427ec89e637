"""The federation file of a burraco tournament (issue 27, item 6; docs/federation.md), written from the same
``Book`` as the standings and the workbook, so its ranks, VP and MP are the printed ones, and checked by
``games.burraco.federation.check`` before a byte is written: a file the federation could not credit is never made.

It replaces the unvalidated "Federazione" CSV as the file to send; that sheet stays in the workbook and in
``export --federation`` for the clubs whose secretary copies it into the federation's own web form.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from fibur_director.domain.fingerprint import stamp
from fibur_director.games.burraco import federation
from fibur_director.games.burraco.standings import Score
from fibur_director.reports.burraco.book import Book


def _vp_per_table(book: Book) -> int | None:
    """The VP one table shares out when played to its score sheet (any row of the ruleset's table: 12 + 8 = 20);
    None when the rows differ, and the check then leaves the tables' sums alone."""
    table = book.ruleset.vp_table(book.setup.deals_per_round, teams=book.teams)
    sums = {row.winner_vp + row.loser_vp for row in table.ranges}
    return sums.pop() if len(sums) == 1 else None


def _table_of(book: Book, score: Score) -> int | None:
    played = book.tournament.round(score.round)
    table = played.table_of(score.entry) if played else None
    return table.number if table else None


def document(book: Book, member_list: dt.date | None = None) -> dict[str, Any]:
    """The federation document of the tournament's classification of record (an interrupted tournament's stops
    at its last round shown, IT/REV Art. 40), with the fingerprint of that round and the date of the member
    list in force on the tournament's date, when the database has one."""
    setup = book.setup
    record = setup.record_round()
    scores: dict[int, list[Score]] = {}
    for score in book.scores(record):
        scores.setdefault(score.entry, []).append(score)
    sanctions: dict[int, list[dict[str, Any]]] = {}
    for s in book.tournament.sanctions:
        if s.entry is not None and (record is None or (s.round or s.from_round or 0) <= record):
            row = {"type": s.type, "round": s.round or s.from_round, "points": s.points, "article": s.article}
            sanctions.setdefault(s.entry, []).append({k: v for k, v in row.items() if v is not None})
    played = [r.number for r in book.rounds() if record is None or r.number <= record]
    fingerprint = stamp(book.tournament, max(played, default=0))
    entries = []
    for standing in book.standings(record):
        entry = book.entries[standing.entry]
        players = [book.players[p] for p in entry.everyone() if p in book.players]
        rows = sorted(scores.get(standing.entry, []), key=lambda s: s.round)
        entries.append(
            {
                "entry": standing.entry,
                "rank": standing.rank,
                "group": standing.group,
                "status": standing.status,
                "vp": standing.vp,
                "mp": standing.mp,
                "vp_deduction": standing.vp_deduction,
                "players": [
                    {"card": p.card, "surname": p.surname, "name": p.name, "club": p.club} for p in players
                ],
                "rounds": [
                    {"round": s.round, "table": _table_of(book, s), "vp": s.vp, "mp": s.mp, "how": s.how}
                    for s in rows
                ],
                "sanctions": sanctions.get(standing.entry, []),
            }
        )
    written: dict[str, Any] = {
        "format": federation.FORMAT,
        "version": federation.VERSION,
        "tournament": {
            "name": setup.name,
            "date": setup.date,
            "level": setup.level,
            "ruleset": setup.ruleset,
            "referee": book.referee,
            "deals_per_round": setup.deals_per_round,
            "rounds_played": len(played),
            "round_time_reduction": setup.round_time_reduction,
            "announced_800": setup.announced_800,
            "vp_per_table": _vp_per_table(book),
            "fingerprint": {"round": fingerprint.round, "value": fingerprint.fingerprint},
            "member_list": member_list.isoformat() if member_list else None,
        },
        "entries": entries,
    }
    cleaned: dict[str, Any] = _without_nulls(written)
    return cleaned


def _without_nulls(value: Any) -> Any:
    """Absent rather than null: an optional key is either there with its value or not there (the schema's rule)."""
    if isinstance(value, dict):
        return {k: _without_nulls(v) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [_without_nulls(v) for v in value]
    return value


def federation_text(book: Book, today: dt.date, member_list: dt.date | None = None) -> str:
    """The file's text, checked as the federation will check it; refused with the place when it would not pass."""
    written = document(book, member_list)
    federation.check(written, today)
    return federation.dumps(written)
