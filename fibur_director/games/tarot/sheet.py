"""What a Sicilian Tarot table's sheet holds (TAROT; DIGEST §8): a deal by sides, the jochi each side realised,
the penalties, and the words the sheet uses. Pure data with the facts a deal states about itself; scoring,
checking and standings are in ``games/tarot/scoring.py``.

Apart from ``games/tarot/scoring.py``, which reads the tournament's records: those records carry the turn sheet
(``PlayedTable.deals``) and name ``Deal`` for their annotations only, so this module imports nothing of the
tournament's and no import goes back from the domain to the game (issue 24, item 4).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeGuard

from fibur_director.domain.errors import FiburError
from fibur_director.domain.tournament import PlayedTable, SheetDeal

SEAT_NAMES = ("Nord", "Ovest", "Sud", "Est")
SEAT_NAMES_EN = ("North", "West", "South", "East")
SOLO_CALLS = ("S5", "SV", "SF")
CALL_NAMES = {
    "S5": "solista di 5",
    "SV": "solista volontario",
    "SF": "solista forzato",
    "CV": "chiamante volontario",
    "CF": "chiamante forzato",
}
# The jochi of the sheet's JUCATE boxes (TAROT §4): Rivanto and 5 Arie are each one more on top of Vanto and
# 4 Arie; pigliate count one each.
JUCATE_KEYS = ("rim", "scm", "re4", "ar4", "van", "riv", "pig", "ar5")
JUCATE_LABELS = {
    "rim": "RIM",
    "scm": "SCM",
    "re4": "4 RE",
    "ar4": "4 AR",
    "van": "VAN",
    "riv": "RIV",
    "pig": "PIG",
    "ar5": "5 AR",
}
# Jochi only one side can realise in a deal: card points over 55, the last trick, all four kings or arie.
_ONE_SIDE = ("rim", "re4", "ar4", "van", "ar5")
MAX_PIGLIATE = 20
MAX_DIFFERENCE = 40
PENALTY_KINDS = ("wrong_cards", "exposure", "revoke")
PENALTY_NAMES = {
    "wrong_cards": "errato numero di carte",
    "exposure": "carta esposta o comunicazione vietata",
    "revoke": "rinnegamento",
}
CRITERIA = ("jochi", "head_to_head", "calls", "commitments", "pigliate")
CRITERION_NAMES = {
    "jochi": "jochi",
    "head_to_head": "scontro diretto",
    "calls": "coefficiente di chiamata",
    "commitments": "coefficiente di impegno",
    "pigliate": "pigliate",
    "draw": "sorteggio iniziale",
    "number": "numero d'iscrizione",
}
CRITERION_NAMES_EN = {
    "jochi": "jochi",
    "head_to_head": "head-to-head",
    "calls": "call coefficient",
    "commitments": "commitment coefficient",
    "pigliate": "pigliate",
    "draw": "first-round draw",
    "number": "registration number",
}


class TarotError(FiburError, ValueError):
    """A turn sheet, a draw or a field the regulation does not allow."""


@dataclass(frozen=True)
class Jucate:
    """The jochi one side realised in a deal, as on the sheet's JUCATE boxes."""

    rim: int = 0
    scm: int = 0
    re4: int = 0
    ar4: int = 0
    van: int = 0
    riv: int = 0
    pig: int = 0
    ar5: int = 0

    def total(self) -> int:
        return sum(getattr(self, key) for key in JUCATE_KEYS)

    def items(self) -> dict[str, int]:
        """The non-zero boxes, in sheet order."""
        return {key: getattr(self, key) for key in JUCATE_KEYS if getattr(self, key)}


@dataclass(frozen=True)
class Penalty:
    """A TAROT §6 penalty in a deal: ``seat`` 0–3 (N, W, S, E) is the offender."""

    seat: int
    kind: str
    self_reported: bool = False  # revoke only: the offender owned up first, the penalty is halved


@dataclass(frozen=True)
class Deal:
    """One deal (smazzata) of a table's turn sheet; seats are 0–3 = N, W, S, E.

    ``call`` is the declarer's: S5, SV, SF (a solista alone against three) or CV, CF (a caller with the
    ``partner`` who held the called trump). The Scommessa can only be declared by the declarer; the Rivanto by
    a defender (``rivanto`` is that seat). Either ``jucate`` (declarer side, defenders) or ``difference``
    (declarer side minus defenders) is given; with the difference alone, ``pigliate`` (declarer side,
    defenders) and the realised commitments are typed too. A deal annulled for a wrong card count may have no
    call at all.
    """

    number: int
    declarer: int | None
    call: str | None
    partner: int | None = None
    scommessa: bool = False
    rivanto: int | None = None
    jucate: tuple[Jucate, Jucate] | None = None
    difference: int | None = None
    pigliate: tuple[int, int] = (0, 0)
    scommessa_realised: bool = False
    rivanto_realised: bool = False
    penalties: tuple[Penalty, ...] = ()

    def declarers(self) -> frozenset[int]:
        if self.declarer is None:
            return frozenset()
        return frozenset(s for s in (self.declarer, self.partner) if s is not None)

    def defenders(self) -> frozenset[int]:
        if self.declarer is None:
            return frozenset()
        return frozenset(range(4)) - self.declarers()

    def side_of(self, seat: int) -> int:
        """0 for the declarer's side, 1 for the defenders."""
        return 0 if seat in self.declarers() else 1

    def rivanto_side(self) -> int:
        """The side that declared the Rivanto (and alone can realise it)."""
        return self.side_of(self.rivanto) if self.rivanto is not None else 1

    def solo(self) -> bool:
        return self.call in SOLO_CALLS

    def side_difference(self) -> int:
        """Declarer side's jochi minus the defenders', as played (before any annulment)."""
        if self.jucate is not None:
            return self.jucate[0].total() - self.jucate[1].total()
        return self.difference or 0

    def side_pigliate(self) -> tuple[int, int]:
        if self.jucate is not None:
            return self.jucate[0].pig, self.jucate[1].pig
        return self.pigliate

    def realised(self) -> tuple[bool, bool]:
        """(Scommessa realised, Rivanto realised)."""
        if self.jucate is not None:
            return bool(self.jucate[0].scm), bool(self.jucate[self.rivanto_side()].riv)
        return self.scommessa_realised, self.rivanto_realised

    def void(self) -> bool:
        """Annulled (TAROT §6): a wrong card count, or a revoke by a player whose side won the deal."""
        for penalty in self.penalties:
            if penalty.kind == "wrong_cards":
                return True
            if penalty.kind == "revoke" and self.declarer is not None:
                won = self.side_difference() * (1 if self.side_of(penalty.seat) == 0 else -1)
                if won > 0:
                    return True
        return False


def turn_deals(table: PlayedTable) -> tuple[Deal, ...]:
    """The table's deals as this game wrote them on the shared record (``PlayedTable.deals``, typed by the domain's
    ``SheetDeal`` so that the domain names no game): only the Tarot's file reader and loader put deals there, so
    anything else is a program error, said so rather than cast."""
    deals = table.deals
    if not _tarot_deals(deals):
        raise TypeError(f"table {table.number} carries a deal that is not a Sicilian Tarot deal")
    return deals


def _tarot_deals(deals: tuple[SheetDeal, ...]) -> TypeGuard[tuple[Deal, ...]]:
    return all(isinstance(deal, Deal) for deal in deals)
