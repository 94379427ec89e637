"""The Sicilian Tarot's turn sheets in the database (revision 0007): a row per deal, ``tarot_deals``, and the one
place a deal's columns and the game's ``Deal`` meet (issue 36: out of the shared ``db/models.py`` and
``services/loading.py``). ``TURN_SHEETS`` is the game's part of this layer (``db.parts.GameTables``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import CheckConstraint, ForeignKey, Integer, String, UniqueConstraint, select
from sqlalchemy.orm import Mapped, Session, backref, mapped_column, relationship

from fibur_director.db.models import NEVER_REUSE_IDS, Base, RoundTable
from fibur_director.domain import vocabulary as words
from fibur_director.domain.tournament import PlayedTable, SheetDeal
from fibur_director.games.tarot.ruleset import CALLS
from fibur_director.games.tarot.sheet import Deal, Jucate, Penalty, turn_deals


class TarotDeal(Base):
    """One deal of a Sicilian Tarot table's turn sheet, as ``games.tarot.scoring.Deal`` keeps it: by sides, seats
    0-3 = N, W, S, E of the table's seating (revision 0007). Each player's jochi, the call's success and the
    coefficients are derived (``games.tarot.scoring.score_deal``), never stored."""

    __tablename__ = "tarot_deals"
    __table_args__ = (
        UniqueConstraint("table_id", "number"),
        CheckConstraint("number >= 1", name="number"),
        CheckConstraint("declarer IS NULL OR declarer BETWEEN 0 AND 3", name="declarer"),
        CheckConstraint("partner IS NULL OR partner BETWEEN 0 AND 3", name="partner"),
        CheckConstraint("rivanto IS NULL OR rivanto BETWEEN 0 AND 3", name="rivanto"),
        CheckConstraint("call IS NULL OR " + words.sql_in("call", CALLS), name="call"),
        CheckConstraint("(call IS NULL) = (declarer IS NULL)", name="call_declarer"),
        CheckConstraint("pigliate_declarers >= 0 AND pigliate_defenders >= 0", name="pigliate"),
        NEVER_REUSE_IDS,
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("round_tables.id", ondelete="CASCADE"), index=True)
    number: Mapped[int] = mapped_column(Integer)  # 1..deals_per_round
    declarer: Mapped[int | None] = mapped_column(Integer)  # NULL: annulled before any call
    call: Mapped[str | None] = mapped_column(String(2))  # S5, SV, SF, CV, CF
    partner: Mapped[int | None] = mapped_column(Integer)  # a caller's partner
    scommessa: Mapped[bool] = mapped_column(default=False)
    rivanto: Mapped[int | None] = mapped_column(Integer)  # the seat that declared it
    # [{"rim": 1, ...}, {...}]: the jochi realised by the declarer's side and the defenders; NULL when the
    # referee typed the side difference instead.
    jucate: Mapped[list[Any] | None] = mapped_column()
    difference: Mapped[int | None] = mapped_column(Integer)
    pigliate_declarers: Mapped[int] = mapped_column(Integer, default=0)
    pigliate_defenders: Mapped[int] = mapped_column(Integer, default=0)
    scommessa_realised: Mapped[bool] = mapped_column(default=False)
    rivanto_realised: Mapped[bool] = mapped_column(default=False)
    penalties: Mapped[list[Any]] = mapped_column(default=list)  # [{"seat": 1, "kind": "revoke", ...}]

    # The table's side of the relation is added here (a backref), so the shared ``RoundTable`` names no game:
    # deleting a table (an edited or withdrawn round) deletes its deals through the ORM, audited for undo.
    table: Mapped[RoundTable] = relationship(
        backref=backref("tarot_deals", cascade="all, delete-orphan", order_by="TarotDeal.number")
    )


def deal_columns(deal: Deal) -> dict[str, Any]:
    """A turn-sheet deal as the columns of ``tarot_deals`` (the one place the two shapes meet)."""
    return {
        "number": deal.number,
        "declarer": deal.declarer,
        "call": deal.call,
        "partner": deal.partner,
        "scommessa": deal.scommessa,
        "rivanto": deal.rivanto,
        "jucate": [side.items() for side in deal.jucate] if deal.jucate is not None else None,
        "difference": deal.difference,
        "pigliate_declarers": deal.pigliate[0],
        "pigliate_defenders": deal.pigliate[1],
        "scommessa_realised": deal.scommessa_realised,
        "rivanto_realised": deal.rivanto_realised,
        "penalties": [
            {"seat": p.seat, "kind": p.kind, **({"self_reported": True} if p.self_reported else {})}
            for p in deal.penalties
        ],
    }


def deal_of(row: TarotDeal) -> Deal:
    jucate = None
    if row.jucate is not None:
        first, second = (Jucate(**{str(k): int(v) for k, v in side.items()}) for side in row.jucate)
        jucate = (first, second)
    return Deal(
        number=row.number,
        declarer=row.declarer,
        call=row.call,
        partner=row.partner,
        scommessa=row.scommessa,
        rivanto=row.rivanto,
        jucate=jucate,
        difference=row.difference,
        pigliate=(row.pigliate_declarers, row.pigliate_defenders),
        scommessa_realised=row.scommessa_realised,
        rivanto_realised=row.rivanto_realised,
        penalties=tuple(
            Penalty(int(p["seat"]), str(p["kind"]), bool(p.get("self_reported", False)))
            for p in row.penalties or ()
        ),
    )


def deals_of(session: Session, table_id: int) -> list[TarotDeal]:
    """A table's deal rows by number, in the caller's session (what ``RoundTable.tarot_deals`` holds, typed)."""
    return list(
        session.scalars(select(TarotDeal).where(TarotDeal.table_id == table_id).order_by(TarotDeal.number))
    )


class TurnSheets:
    """The Tarot's part of this layer (``db.parts.GameTables``)."""

    models = (TarotDeal,)

    def deals(self, session: Session, round_ids: Sequence[int]) -> dict[int, list[SheetDeal]]:
        found: dict[int, list[SheetDeal]] = {}
        if round_ids:
            for row in session.scalars(
                select(TarotDeal)
                .join(RoundTable, RoundTable.id == TarotDeal.table_id)
                .where(RoundTable.round_id.in_(round_ids))
                .order_by(TarotDeal.table_id, TarotDeal.number)
            ):
                found.setdefault(row.table_id, []).append(deal_of(row))
        return found

    def rows(
        self, tables: Sequence[tuple[int, PlayedTable]]
    ) -> list[tuple[type[Base], list[dict[str, Any]]]]:
        return [
            (
                TarotDeal,
                [
                    {"table_id": table_id, **deal_columns(deal)}
                    for table_id, table in tables
                    for deal in turn_deals(table)
                ],
            )
        ]


TURN_SHEETS = TurnSheets()
