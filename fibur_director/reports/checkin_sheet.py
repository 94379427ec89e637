"""The check-in sheet (issue 26, item 8): everyone expected at the door, who is here, what each has paid and
still owes, and the totals for the cash box. Also the paper fallback at the door: an empty box for whoever has
not been marked yet."""

from __future__ import annotations

import io
from pathlib import Path

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Spacer

from fibur_director.domain.checkin import Door, euro
from fibur_director.reports.pdf import BODY, BOLD, HEADING, TITLE, Header, build, grid_table, text

REFUND = "pagato da chi non è più iscritto (da rimborsare)"


def checkin_sheet(door: Door, out: Path | io.BytesIO) -> int:
    """The sheet as a PDF; returns the page count."""
    rows: list[list[object]] = [["Giocatore", "Iscritto", "Club", "Presente", "Pagato", "Da pagare"]]
    owed_by = door.owed_by()
    for a in door.arrivals:
        owed = owed_by[a.player_id]  # a pair's payment covers the pair (Door.owed_by)
        rows.append(
            [
                text(f"{a.surname} {a.name}"),
                text(f"{a.entry} · {a.entry_name}"),
                text(a.club or ""),
                "sì" if a.present else "☐",
                euro(a.paid_cents) if a.paid_cents else "",
                euro(owed) if owed else "",
            ]
        )
    rows.append(
        ["Totale", "", "", f"{door.here} su {door.expected}", euro(door.paid_cents), euro(door.owed_cents)]
    )
    last = len(rows) - 1
    story: list[Flowable] = [
        Paragraph("Foglio dell'accoglienza", TITLE),
        text(
            f"Quota per giocatore {euro(door.fee_cents)} · arrivati {door.here} su {door.expected} · "
            f"incassato {euro(door.paid_cents)} · da incassare {euro(door.owed_cents)}"
            + (f" · di cui {REFUND} {euro(door.refund_cents)}" if door.departed else ""),
            HEADING,
        ),
        Spacer(1, 3 * mm),
    ]
    if not door.arrivals:
        story.append(Paragraph("Nessun iscritto atteso.", BODY))
    else:
        widths = [46 * mm, 44 * mm, 30 * mm, 18 * mm, 20 * mm, 22 * mm]
        story.append(
            grid_table(
                rows,
                widths,
                numeric_columns=(4, 5),
                extra=[("FONT", (0, last), (-1, last), BOLD, 8.5), ("ALIGN", (3, 1), (3, -1), "CENTER")],
            )
        )
    if door.departed:
        # their money is in the cash box: the sheet accounts for it, apart, so the totals match the cash
        departed: list[list[object]] = [["Giocatore", "Iscritto", "Club", "Pagato"]]
        for a in door.departed:
            entry = f"{a.entry} · {a.entry_name}" if a.entry and a.entry_name else str(a.entry or "—")
            departed.append(
                [text(f"{a.surname} {a.name}"), text(entry), text(a.club or ""), euro(a.paid_cents)]
            )
        departed.append(["Totale", "", "", euro(door.refund_cents)])
        story += [
            Spacer(1, 5 * mm),
            text(f"{REFUND.capitalize()}: {euro(door.refund_cents)}", HEADING),
            Spacer(1, 2 * mm),
            grid_table(
                departed,
                [46 * mm, 44 * mm, 30 * mm, 20 * mm],
                numeric_columns=(3,),
                extra=[("FONT", (0, len(departed) - 1), (-1, len(departed) - 1), BOLD, 8.5)],
            ),
        ]
    return build(out, Header(door.tournament, door.date, "Accoglienza"), story)
