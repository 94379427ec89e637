"""Check-in at the door (issue 26, items 7-8): who is here, who has paid, and what is still owed.

Pure: the figures the desk, the helpers' phones, the command line and the printed sheet share. Money is in
euro cents (integers), so a total is never 0.1 + 0.2 away from what the cash box holds.
"""

from __future__ import annotations

import hashlib
import re
import secrets
from dataclasses import dataclass

from fibur_director.domain.errors import FiburError

# A player's fee when the tournament sets none (docs/architecture.md, "Check-in at the door"): what a club
# tournament usually asks at the door. The referee changes it per tournament at the desk or with
# ``fibur-director-cli tournament checkin-fee``.
DEFAULT_FEE_CENTS = 1000
MAX_AMOUNT_CENTS = 100_000  # 1000 euro: a typo on a phone, never a fee

# The pairing code a helper types on a phone: 6 characters from an alphabet without look-alikes (no 0/O/Q,
# 1/I/L, 2/Z, 5/S, 6/G, 8/B), read out or copied from the desk's screen. About 1.5e8 codes (23^6), 10 tries a minute.
CODE_ALPHABET = "ACDEFHJKMNPRTUVWXY34679"
CODE_LENGTH = 6
CODE_MINUTES = 30  # an unused code shown at the desk stops opening anything after this


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def new_token() -> str:
    """The device's secret, kept in its cookie; the database holds only its hash."""
    return secrets.token_urlsafe(32)


def digest(secret: str) -> str:
    """What is stored of a code or a token: its SHA-256. Both are random and long enough that no salt or slow
    hash is needed; a copy of the database then opens no device."""
    return hashlib.sha256(secret.encode("utf-8")).hexdigest()


def normalise_code(typed: str) -> str:
    """What a helper typed, as the desk shows it: case, spaces and dashes do not matter."""
    return re.sub(r"[\s-]", "", typed).upper()


def parse_euro(text: str) -> int:
    """``"12"``, ``"12,50"``, ``"12.5"``, ``"€ 7"`` as cents; anything else refused naming the field."""
    cleaned = text.strip().replace("€", "").replace(" ", "").replace(",", ".")
    # ASCII digits only (re's \d takes any script's: "١٢" was taken as 12 euro), as the score sheets' figures.
    if not re.fullmatch(r"[0-9]{1,6}(\.[0-9]{1,2})?", cleaned):
        raise FiburError(
            f"amount {text!r}: write euro as 12 or 12.50",
            f"importo {text!r}: scrivere gli euro come 12 o 12,50",
        )
    whole, _, cents = cleaned.partition(".")
    amount = int(whole) * 100 + int((cents + "00")[:2])
    if amount > MAX_AMOUNT_CENTS:
        raise FiburError(
            f"amount {text!r} is more than {MAX_AMOUNT_CENTS // 100} euro",
            f"l'importo {text!r} supera {MAX_AMOUNT_CENTS // 100} euro",
        )
    return amount


def euro(cents: int) -> str:
    """Italian style: ``12,50 €``, ``10 €``."""
    whole, part = divmod(abs(cents), 100)
    sign = "-" if cents < 0 else ""
    return f"{sign}{whole},{part:02d} €" if part else f"{sign}{whole} €"


@dataclass(frozen=True)
class Arrival:
    """One player of an entry still in the tournament, as the door sees them."""

    player_id: int
    surname: str
    name: str
    card: str | None
    club: str | None
    entry: int  # the entry's number
    entry_name: str
    present: bool
    paid_cents: int


@dataclass(frozen=True)
class Door:
    """The door of one tournament: every player expected, the fee, and the totals."""

    tournament_id: int
    tournament: str
    fee_cents: int
    arrivals: tuple[Arrival, ...]
    date: str = ""  # the tournament's day, dd/mm/yyyy, for the printed sheet
    # who paid at the door and is no longer expected (struck at the closing, withdrawn, replaced): their money is
    # in the cash box, to be given back, so it stays in the paid total and on its own line
    departed: tuple[Arrival, ...] = ()

    @property
    def expected(self) -> int:
        return len(self.arrivals)

    @property
    def here(self) -> int:
        return sum(1 for a in self.arrivals if a.present)

    @property
    def missing(self) -> int:
        return self.expected - self.here

    @property
    def paid_cents(self) -> int:
        """Everything taken at the door: what the expected players paid and what the departed did."""
        return sum(a.paid_cents for a in self.arrivals) + self.refund_cents

    @property
    def refund_cents(self) -> int:
        """What was paid by players no longer expected, to be given back."""
        return sum(a.paid_cents for a in self.departed)

    @property
    def owed_cents(self) -> int:
        """What the players still owe, entry by entry: the fee of each member still expected less what the
        entry's members have paid together, never below nothing. A pair's payment covers the pair (issue 38:
        one partner paying 20 € left the other owing 10 €, so paid + owed was not what was due); more than
        the entry's fees pays for no other entry."""
        return sum(self.owed_by().values())

    def owed_by(self) -> dict[int, int]:
        """Player id -> what that player still owes: their own fee less what they paid, less what a member of
        their entry paid beyond their own fee (given to the members in their order on the list)."""
        members: dict[int, list[Arrival]] = {}
        for a in self.arrivals:
            members.setdefault(a.entry, []).append(a)
        owed: dict[int, int] = {}
        for people in members.values():
            spare = sum(max(0, a.paid_cents - self.fee_cents) for a in people)
            for a in people:
                own = max(0, self.fee_cents - a.paid_cents)
                covered = min(own, spare)
                spare -= covered
                owed[a.player_id] = own - covered
        return owed

    def entry_here(self, entry: int) -> tuple[int, int]:
        """(here, expected) of one entry's members: the entries list shows who has arrived."""
        people = [a for a in self.arrivals if a.entry == entry]
        return sum(1 for a in people if a.present), len(people)

    def absent_entries(self) -> list[tuple[int, str, list[str]]]:
        """(number, name, the absent members' "Surname Name") of each entry with a member not here, by number."""
        absent: dict[int, tuple[str, list[str]]] = {}
        for a in self.arrivals:
            if not a.present:
                absent.setdefault(a.entry, (a.entry_name, []))[1].append(f"{a.surname} {a.name}")
        return [(number, name, people) for number, (name, people) in sorted(absent.items())]
