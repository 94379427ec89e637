"""The check-in at the door from the command line (issue 26, items 7-8), in the style of ``cli_desk``: each
command is one service call, prints one line (or one line per row listed) and exits 2 with a message when
refused, having changed nothing.

    entry checkin T ENTRY --present|--absent [--paid EUR] [--player ID]
                                   "ENTRY: present; M of N not here yet"
    tournament checkin-code T      the one-time code a helper's phone types at /accoglienza
    tournament checkin-revoke T [DEVICE]   how many devices were revoked (no DEVICE: every one)
    tournament checkin-fee T EUR   the fee now, "12.50"
    tournament checkin-close T [--strike ENTRY ... | --strike-all]
                                   one line per entry with a member absent ("ENTRY<TAB>NAME<TAB>ABSENT");
                                   with --strike, "struck: 3 7" after taking them out before the draw
    tournament checkin-sheet T --out PDF   "PDF: N page(s)"
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from fibur_director.cli_desk import _command
from fibur_director.domain.checkin import parse_euro
from fibur_director.domain.errors import FiburError

if TYPE_CHECKING:
    from fibur_director.cli_desk import Subparsers
    from fibur_director.services.actions import Desk


def _euro(text: str) -> int:
    try:
        return parse_euro(text)
    except FiburError as error:
        raise argparse.ArgumentTypeError(error.english) from None


def _entry_checkin(desk: Desk, args: argparse.Namespace) -> str:
    from fibur_director.services import checkin

    present = not args.absent
    if args.player is not None:
        members = {a.player_id for a in checkin.door(desk, args.tournament).arrivals if a.entry == args.entry}
        if args.player not in members:
            raise FiburError(
                f"player {args.player} is not a member of entry {args.entry}; nothing was changed",
                f"il giocatore {args.player} non è dell'iscritto {args.entry}; nulla è stato modificato",
            )
        checkin.mark(desk, args.tournament, args.player, present=present, paid_cents=args.paid)
    else:
        checkin.mark_entry(desk, args.tournament, args.entry, present=present, paid_cents=args.paid)
    door = checkin.door(desk, args.tournament)
    state = "present" if present else "absent"
    return f"{args.entry}: {state}; {door.missing} of {door.expected} not here yet"


def _checkin_code(desk: Desk, args: argparse.Namespace) -> str:
    from fibur_director.services import checkin

    _number, code = checkin.show_code(desk, args.tournament)
    return code


def _checkin_revoke(desk: Desk, args: argparse.Namespace) -> str:
    from fibur_director.services import checkin

    return str(checkin.revoke(desk, args.tournament, args.device))


def _checkin_fee(desk: Desk, args: argparse.Namespace) -> str:
    from fibur_director.services import checkin

    checkin.set_fee(desk, args.tournament, args.amount)
    return f"{args.amount // 100}.{args.amount % 100:02d}"


def _checkin_close(desk: Desk, args: argparse.Namespace) -> str:
    from fibur_director.services import checkin

    state = checkin.closing(desk, args.tournament)
    wanted = [n for n, _name, _people in state.absent] if args.strike_all else (args.strike or [])
    if wanted:
        checkin.strike_absent(desk, args.tournament, wanted)
        return "struck: " + " ".join(map(str, wanted))
    lines = [f"{n}\t{name}\t{', '.join(people)}" for n, name, people in state.absent]
    if state.refusal is not None and lines:
        lines.append(f"({state.refusal.english})")
    return "\n".join(lines) if lines else "every entry is here"


def _checkin_sheet(desk: Desk, args: argparse.Namespace) -> str:
    import io

    from fibur_director.reports.checkin_sheet import checkin_sheet
    from fibur_director.reports.files import write_atomically
    from fibur_director.services import checkin

    buffer = io.BytesIO()
    pages = checkin_sheet(checkin.door(desk, args.tournament), buffer)
    write_atomically(args.out, buffer.getvalue())
    return f"{args.out}: {pages} page(s)"


def add_entry_checkin(entries: Subparsers) -> None:
    mark = _command(
        entries,
        "checkin",
        "check an entry's players in at the door (or one of them with --player)",
        _entry_checkin,
    )
    mark.add_argument("tournament", type=int)
    mark.add_argument("entry", type=int)
    here = mark.add_mutually_exclusive_group(required=True)
    here.add_argument("--present", action="store_true", help="here")
    here.add_argument("--absent", action="store_true", help="not here (a mark taken back)")
    mark.add_argument("--paid", type=_euro, help="what each has paid in all, in euro (12 or 12.50)")
    mark.add_argument("--player", type=int, help="only this player of the entry (archive id)")


def add_tournament_checkin(actions: Subparsers) -> None:
    from pathlib import Path

    code = _command(
        actions,
        "checkin-code",
        "a one-time code for a helper's phone at /accoglienza of the live pages (an unused earlier one stops)",
        _checkin_code,
    )
    code.add_argument("tournament", type=int)
    revoke = _command(actions, "checkin-revoke", "revoke a check-in device (default: all)", _checkin_revoke)
    revoke.add_argument("tournament", type=int)
    revoke.add_argument("device", type=int, nargs="?", help="its number, as in 'accoglienza N'")
    fee = _command(
        actions, "checkin-fee", "what each player pays at the door (default 10 euro)", _checkin_fee
    )
    fee.add_argument("tournament", type=int)
    fee.add_argument("amount", type=_euro, help="euro, e.g. 12 or 12.50")
    close = _command(
        actions,
        "checkin-close",
        "list the entries with a member absent; --strike takes them out before the first round is drawn",
        _checkin_close,
    )
    close.add_argument("tournament", type=int)
    strike = close.add_mutually_exclusive_group()
    strike.add_argument("--strike", type=int, nargs="+", metavar="ENTRY", help="take these entries out")
    strike.add_argument("--strike-all", action="store_true", help="take every listed entry out")
    sheet = _command(
        actions, "checkin-sheet", "print the check-in sheet with paid and owed totals (PDF)", _checkin_sheet
    )
    sheet.add_argument("tournament", type=int)
    sheet.add_argument("--out", type=Path, required=True, help="PDF to write")
