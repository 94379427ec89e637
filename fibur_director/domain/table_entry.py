"""Score sheets from the tables (issue 26): the codes and the agreement between a table's two lines.

Pure: no database, no web. The services store what each line sent (``table_submissions``) and ask ``fold`` for
the table's phone state and ``decide`` for what a new submission does; the result itself is written by the
desk's own service (``results.enter_result``) only when ``decide`` says the two lines agree.

The rules (docs/architecture.md, "Score sheets from the tables"):

- the first sheet sent is *pending*; the same line may send it again corrected (a mis-tap) while the other has
  not answered;
- the other line confirms it, or sends its own figures: equal (the totals and, on a sheet deal by deal,
  every deal), the sheet is *agreed* and recorded; different,
  the table is *disputed* and the desk decides;
- an implausible sheet (the ruleset's ``[plausibility]``, the desk's question) is disputed at once: the desk
  looks at the paper, as it would for a typed one;
- a third different set of figures for one table is disputed too: someone is trying numbers;
- agreed and disputed tables take nothing more from the phones;
- each row says which device sent it (the client address): a table whose two lines wrote from one device still
  counts (one phone per table is normal with older players) but the desk's board marks it for the paper check
  (``PhoneState.one_device``; the threat model, "One side holding the paper").
"""

from __future__ import annotations

import dataclasses
import secrets
from collections.abc import Callable, Iterable
from dataclasses import dataclass

# Capital letters a phone's keyboard and a pen cannot confuse: no I, L (1), O, Q (0). Letters only, so a code is
# never read as the number of a tournament's page (/t/12) and never needs the digit keyboard. 22^6 is about
# 1.1e8 codes, for at most a few hundred valid at once (docs/architecture.md: the threat model).
ALPHABET = "ABCDEFGHJKMNPRSTUVWXYZ"
CODE_LENGTH = 6
LINES = ("ns", "ew")
LINE_NAMES = {"ns": "NS", "ew": "EW"}  # the audit log's actors ("tavolo 7 NS/EW"): stored, so never renamed
# What the phones and the desk show, as the regulation and the printed sheets name the lines (issue 38).
LINE_WORDS = {"ns": "NS", "ew": "EO"}
MAX_VERSIONS = 2  # a third different set of figures for one table goes to the desk

PENDING, AGREED, DISPUTED, OPEN = "pending", "agreed", "disputed", "open"


def new_code(taken: Callable[[str], bool] = lambda _code: False) -> str:
    """A random code (``secrets``), drawn again while ``taken`` says it is in use."""
    while True:
        code = "".join(secrets.choice(ALPHABET) for _ in range(CODE_LENGTH))
        if not taken(code):
            return code


def normal_code(text: str) -> str | None:
    """The code as typed or scanned (any case), or None when it cannot be one: no database is asked then."""
    code = text.strip().upper()
    if len(code) != CODE_LENGTH or any(ch not in ALPHABET for ch in code):
        return None
    return code


Deals = tuple[tuple[int, int], ...]  # a sheet's deals, (NS, EW) each; empty for a sheet of totals only


@dataclass(frozen=True)
class Sent:
    """One row a line sent: its figures (the totals, and the deals when the sheet has them), or a confirmation
    of the other line's (``ns`` and ``ew`` None)."""

    line: str
    ns: int | None = None
    ew: int | None = None
    deals: Deals = ()
    device: str | None = None  # the client address it came from; None: unknown (the desk, an old row)

    @property
    def confirms(self) -> bool:
        return self.ns is None

    @property
    def figures(self) -> tuple[int, int, Deals] | None:
        """What must match for two lines to agree: the totals and every deal."""
        return None if self.ns is None or self.ew is None else (self.ns, self.ew, self.deals)


@dataclass(frozen=True)
class PhoneState:
    """A table as the phones left it: ``phase`` one of open, pending, agreed, disputed; ``sheet`` the totals
    pending or agreed, ``deals`` their deals, and ``by`` the line that sent them first; ``versions`` every
    different set of figures sent, with the line that sent it and its deals (what the desk's board shows for a
    disputed table)."""

    phase: str = OPEN
    sheet: tuple[int, int] | None = None
    by: str | None = None
    versions: tuple[tuple[str, int, int, Deals], ...] = ()
    why: str | None = None  # disputed: "mismatch", "implausible" or "versions"
    deals: Deals = ()
    senders: frozenset[tuple[str, str]] = frozenset()  # (line, device) of every row accepted

    @property
    def figures(self) -> tuple[int, int, Deals] | None:
        return None if self.sheet is None else (*self.sheet, self.deals)

    @property
    def one_device(self) -> bool:
        """Whether one device wrote for both lines (sent for one, sent or confirmed for the other)."""
        return any(
            (other, device) in self.senders
            for line, device in self.senders
            for other in LINES
            if other != line
        )


def _sent_figures(state: PhoneState, row: Sent, implausible: Callable[[int, int], bool]) -> PhoneState:
    figures = row.figures
    assert figures is not None
    ns, ew, deals = figures
    versions = state.versions
    if all((vns, vew, vdeals) != figures for _line, vns, vew, vdeals in versions):
        versions = (*versions, (row.line, *figures))
    if state.phase == PENDING and row.line != state.by:
        if figures == state.figures:
            return PhoneState(AGREED, state.sheet, state.by, versions, deals=state.deals)
        return PhoneState(DISPUTED, state.sheet, state.by, versions, "mismatch", state.deals)
    if len(versions) > MAX_VERSIONS:
        return PhoneState(DISPUTED, state.sheet, state.by, versions, "versions", state.deals)
    if implausible(ns, ew):
        return PhoneState(DISPUTED, (ns, ew), row.line, versions, "implausible", deals)
    return PhoneState(PENDING, (ns, ew), row.line, versions, deals=deals)


def step(state: PhoneState, row: Sent, implausible: Callable[[int, int], bool]) -> PhoneState | None:
    """The state after ``row``, or None when the row is not accepted (nothing is stored for it): a closed
    table, a confirmation with nothing to confirm or of one's own sheet, the same sheet sent twice."""
    after = _step(state, row, implausible)
    return None if after is None else _sent_by(dataclasses.replace(after, senders=state.senders), row)


def _step(state: PhoneState, row: Sent, implausible: Callable[[int, int], bool]) -> PhoneState | None:
    if state.phase in (AGREED, DISPUTED):
        return None
    if row.confirms:
        if state.phase != PENDING or row.line == state.by:
            return None
        return dataclasses.replace(state, phase=AGREED)
    if state.phase == PENDING and row.line == state.by and row.figures == state.figures:
        return None
    return _sent_figures(state, row, implausible)


def fold(rows: Iterable[Sent], implausible: Callable[[int, int], bool]) -> PhoneState:
    """The table's state from the rows stored, in order (every stored row was accepted by ``step``)."""
    state = PhoneState()
    for row in rows:
        state = step(state, row, implausible) or state
    return state


def _sent_by(state: PhoneState, row: Sent) -> PhoneState:
    if row.device is None:
        return state
    return dataclasses.replace(state, senders=state.senders | {(row.line, row.device)})
