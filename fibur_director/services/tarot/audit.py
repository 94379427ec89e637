"""The Sicilian Tarot's own actions in the journal's words (issue 36: written in the shared ``services/audit_text``
before): the draw of trumps that seats round 1 and a deal entered, corrected or removed. The action names are the
stored ones (``services/tarot/turn_sheets.py``); old audit rows read as they did."""

from __future__ import annotations

from fibur_director.services.audit_text import AuditWords, Facts, Rows, Words, first_row


def _trumps_drawn(_facts: Facts, rows: Rows) -> Words:
    _before, row = first_row(rows, "rounds")
    # A draw recorded again with the same trumps leaves the round's row unchanged (no "draw" to count: issue 36's
    # attack, S10, «pescati da 0 giocatori»); the seats it writes again are one per player.
    drawn = len((row or {}).get("draw") or ()) or sum(1 for t, _pk, _b, a in rows if t == "seats" and a)
    return Words(
        f"Trumps drawn by {drawn} players: round 1 seated (Sicilian Tarot)",
        f"Trionfi pescati da {drawn} giocatori: turno 1 disposto (tarocchi siciliani)",
    )


def _deal(facts: Facts, rows: Rows) -> Words:
    before, after = first_row(rows, "tarot_deals")
    row = after or before or {}
    rnd, table = facts.table(row.get("table_id"))
    number = row.get("number")
    call = row.get("call") or "—"
    if after is None:
        return Words(
            f"Deal {number} of table {table}, round {rnd} removed",
            f"Tolta la smazzata {number} del tavolo {table}, turno {rnd}",
        )
    if before is None:
        return Words(
            f"Deal {number} of table {table}, round {rnd} entered ({call})",
            f"Smazzata {number} del tavolo {table}, turno {rnd} inserita ({call})",
        )
    return Words(
        f"Deal {number} of table {table}, round {rnd} corrected ({call})",
        f"Smazzata {number} del tavolo {table}, turno {rnd} corretta ({call})",
    )


WORDS = AuditWords(
    sentences={
        "tarot_draw": _trumps_drawn,  # the stored action's name (turn_sheets.record_draw)
        "enter_deal": _deal,
        "remove_deal": _deal,
    },
    tables={"tarot_deals": ("Deal", "Smazzata")},
    fields={"call": ("call", "chiamata"), "difference": ("difference", "differenza")},
)
