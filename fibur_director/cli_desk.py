"""Every desk action as a command over a database, as calibredb works on the library the GUI uses.

Each command is one call of the same service the desk calls (one transaction, audited, undoable at the
desk too), prints one line — the new id or number where there is one — and exits 2 with a one-line
message when the action is refused, having changed nothing. Imported only by the commands that need it, so
the scoring commands start without SQLAlchemy.

What each prints (also in the README):
    tournament create     the new tournament's id
    player add | edit     the player's id
    entry add             the entry's number in the tournament; a late one's, then where it will play ("; ")
    round complete        the round's number, then the warnings the completed table brings, if any
    entry withdraw        the entry's number
    round propose         the round's number, then its warnings ("; "-separated: a departure from the announced
                          plan, a second rest, a repeat, a movement past its cycle), if any;
                          round publish | close: the number of the round acted on
    round draw            Sicilian Tarot: 1, the number of the round the trumps drawn have seated
    round reseat-late     the round's number, then the warnings the move brings ("; "-separated), if any
    round wrong-table     the same, for two entries that played at each other's places (IT/REV Art. 2)
    round codes           one line per table of the round: TABLE NS_CODE EW_CODE (issue 26)
    tournament table-entry  "table entry on" / "table entry off"
    tournament edit       "referee: NAME" (or "referee: -" when removed)
    result                the VP of the table, NS first: "12-8"
    sanction add          the new sanction's id; sanction remove: the id removed
    standings publish     "provisional after round N" or "final after round N"
    undo | redo           "undone: ACTION (log #ID)" / "redone: ..."
"""

from __future__ import annotations

import argparse
import datetime as dt
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from fibur_director.domain.errors import FiburError
from fibur_director.domain.vocabulary import LEVELS, SANCTION_TYPES, kinds
from fibur_director.games.registry import GAMES, game_of

if TYPE_CHECKING:
    from fibur_director.services.actions import Desk


CLI_LOCK_WAIT_S = 30
DATABASE_HELP = (
    "database file, or a PostgreSQL server's URL postgresql://user@host/dbname "
    "(default: the desk's embedded database)"
)


def add_database_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--database", help=DATABASE_HELP)
    parser.add_argument(
        "--desk",
        default="cli",
        help="this desk's name, recorded in the audit log and used for undo (default cli)",
    )


def open_to_read(location: str | None) -> Any:
    """The database for a command that only reads (a list, an export, a printout): opened as every command
    opens it, or, when a desk holds the file, read beside it as the live pages' server does (issue 38: `tournament
    list` and `tournament export` were refused while the desk was open). Nothing is migrated or written there:
    a file the desk has not yet brought to this program's schema is refused untouched."""
    from fibur_director.db.database import open_location, open_reader
    from fibur_director.db.engine import is_server_url
    from fibur_director.db.lock import DatabaseInUse

    try:
        return open_location(location)
    except DatabaseInUse:
        if location is not None and is_server_url(str(location)):
            raise
        return open_reader(Path(location) if location is not None else None)


def _run(args: argparse.Namespace, work: Callable[..., str]) -> None:
    from fibur_director.db.database import open_location
    from fibur_director.services.actions import Desk

    # Several desks' one-shot commands on one file wait their turn for its lock (one writer per file).
    with open_location(args.database, wait_s=CLI_LOCK_WAIT_S) as database:
        print(work(Desk(database, actor=args.desk), args))


def _date(text: str) -> dt.date:
    try:
        return dt.date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a date such as 2026-12-20") from None


# -- the actions ---------------------------------------------------------------------------------------------


def _tournament_create(desk: Desk, args: argparse.Namespace) -> str:
    from fibur_director.domain.sessions import parse_sessions
    from fibur_director.services.registration import TournamentSettings, create_tournament

    settings = TournamentSettings(
        name=args.name,
        date=args.date or dt.date.today(),
        # The kind's game chooses the ruleset when none is named: a Tarot tournament created without --ruleset
        # was refused as one of burraco's.
        ruleset_id=args.ruleset or game_of(args.kind).default_ruleset,
        kind=args.kind,
        deals_per_round=args.deals,
        planned_rounds=args.rounds,
        sessions=parse_sessions(args.sessions or "", args.rounds),
        plan=args.plan,
        round_time_reduction=args.round_time_reduction,
        level=args.level,
        announced_800=args.announce_800,
        prizes=args.prizes,
        tie_break=tuple(k.strip() for k in args.tie_break.split(",") if k.strip()),
        referee=args.referee,
    )
    return str(create_tournament(desk, settings))


def _tournament_edit(desk: Desk, args: argparse.Namespace) -> str:
    from fibur_director.services.registration import referee_name, set_referee

    if args.referee is None:
        raise FiburError(
            "tournament edit: say what to change (--referee NAME)",
            "tournament edit: indicare che cosa cambiare (--referee NOME)",
        )
    set_referee(desk, args.tournament, args.referee)
    return f"referee: {referee_name(args.referee) or '-'}"


def _player_add(desk: Desk, args: argparse.Namespace) -> str:
    from fibur_director.services.registration import add_player

    return str(add_player(desk, args.surname, args.name, card=args.card, club=args.club))


def _player_edit(desk: Desk, args: argparse.Namespace) -> str:
    from fibur_director.services.registration import edit_player

    fields = {
        k: getattr(args, k) for k in ("surname", "name", "card", "club") if getattr(args, k) is not None
    }
    if not fields:
        raise FiburError(
            "player edit needs --surname, --name, --card or --club",
            "player edit richiede --surname, --name, --card o --club",
        )
    edit_player(desk, args.id, **fields)
    return str(args.id)


def _entry_add(desk: Desk, args: argparse.Namespace) -> str:
    from fibur_director.services.registration import register_entry
    from fibur_director.services.rounds import late_entry_outlook

    number = register_entry(desk, args.tournament, args.players, admitted=args.admitted)
    # A late entry (IT/REV Art. 39): where it will play, said when it is registered, as at the desk.
    outlook = late_entry_outlook(desk, args.tournament, number)
    return str(number) if outlook is None else f"{number}; {outlook.english}"


def _round_complete(desk: Desk, args: argparse.Namespace) -> str:
    from fibur_director.services import journal
    from fibur_director.services.rounds import complete_table

    open_rounds = [r.number for r in journal.rounds(desk, args.tournament) if r.status != "closed"]
    number = args.round or (open_rounds[-1] if open_rounds else 0)
    if not number:
        raise FiburError(
            f"tournament {args.tournament} has no open round to complete",
            f"il torneo {args.tournament} non ha un turno aperto da completare",
        )
    warnings = complete_table(desk, args.tournament, number, args.entry, args.opponent)
    return "; ".join([str(number), *(w.english for w in warnings)])


def _entry_withdraw(desk: Desk, args: argparse.Namespace) -> str:
    from fibur_director.services.registration import first_unplayed_round, withdraw

    # The default is the desk's: the first round the entry has not played (IT/REV Art. 38).
    first = args.from_round or first_unplayed_round(desk, args.tournament, args.entry, quarrel=args.quarrel)
    withdraw(desk, args.tournament, args.entry, first, quarrel=args.quarrel)
    return str(args.entry)


def _round_propose(desk: Desk, args: argparse.Namespace) -> str:
    from fibur_director.services.rounds import propose_round, view_round

    number = propose_round(desk, args.tournament, args.method, seed=args.seed, seating=args.seating)
    # Every warning of the proposal on the same line, as the desk shows them before publishing: a departure from
    # the announced plan (IT/REV Art. 2), a second rest (IT Art. 39), a repeat, a movement past its cycle.
    warnings = [w.english for w in view_round(desk, args.tournament, number).warnings]
    return "; ".join([str(number), *warnings])


def _trumps(text: str) -> dict[int, int]:
    """``"1=13,2=7,..."``: entry number = trump drawn."""
    try:
        pairs = [item.split("=") for item in text.split(",") if item.strip()]
        return {int(entry): int(trump) for entry, trump in pairs}
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a list such as 1=13,2=7") from None


def _round_draw(desk: Desk, args: argparse.Namespace) -> str:
    from fibur_director.services.rounds import draw_first_round

    draw_first_round(desk, args.tournament, args.trumps, seed=args.seed)
    return "1"


def _latest_round(desk: Desk, tournament: int, status: str) -> int:
    """The round ``round publish`` or ``round close`` acts on: the newest round, when it is in ``status``."""
    from fibur_director.services import journal

    rounds = journal.rounds(desk, tournament)
    if not rounds or rounds[-1].status != status:
        state = (
            f"round {rounds[-1].number} is {rounds[-1].status}" if rounds else "no round has been proposed"
        )
        stato = f"il turno {rounds[-1].number} è {rounds[-1].status}" if rounds else "nessun turno è proposto"
        wanted, voluto = {"proposed": ("proposed", "proposto"), "published": ("published", "pubblicato")}[
            status
        ]
        raise FiburError(
            f"tournament {tournament} has no {wanted} round: {state}",
            f"il torneo {tournament} non ha un turno {voluto}: {stato}",
        )
    return rounds[-1].number


def _round_publish(desk: Desk, args: argparse.Namespace) -> str:
    from fibur_director.services.rounds import publish_round

    number = _latest_round(desk, args.tournament, "proposed")
    publish_round(desk, args.tournament, number)
    return str(number)


def _round_close(desk: Desk, args: argparse.Namespace) -> str:
    from fibur_director.services.rounds import close_round

    number = _latest_round(desk, args.tournament, "published")
    closed = close_round(desk, args.tournament, number)
    if closed.backup_failed is not None:
        # Closed and committed: say so on the one line, with the failed backup, and still exit 0.
        return f"{number} (backup failed: {closed.backup_failed})"
    return str(number)


def _round_reseat_late(desk: Desk, args: argparse.Namespace) -> str:
    from fibur_director.services import journal
    from fibur_director.services.rounds import reseat_late

    open_rounds = [r.number for r in journal.rounds(desk, args.tournament) if r.status != "closed"]
    number = args.round or (open_rounds[-1] if open_rounds else 0)
    if not number:
        raise FiburError(
            f"tournament {args.tournament} has no open round to re-seat in",
            f"il torneo {args.tournament} non ha un turno aperto in cui risistemare",
        )
    warnings = reseat_late(desk, args.tournament, number, args.late, args.other)
    return "; ".join([str(number), *(w.english for w in warnings)])


def _round_wrong_table(desk: Desk, args: argparse.Namespace) -> str:
    from fibur_director.services import journal
    from fibur_director.services.rounds import wrong_table

    playing = [r.number for r in journal.rounds(desk, args.tournament) if r.status == "published"]
    number = args.round or (playing[-1] if playing else 0)
    if not number:
        raise FiburError(
            f"tournament {args.tournament} has no round being played",
            f"il torneo {args.tournament} non ha un turno in gioco",
        )
    warnings = wrong_table(desk, args.tournament, number, args.first, args.second)
    return "; ".join([str(number), *(w.english for w in warnings)])


def _result(desk: Desk, args: argparse.Namespace) -> str:
    from fibur_director.services.results import enter_result

    outcome = enter_result(
        desk,
        args.tournament,
        args.round,
        args.table,
        args.ns,
        args.ew,
        confirmed_by_opponents=args.confirmed,
        countersigned=args.countersigned,
    )
    return f"{outcome.ns_vp}-{outcome.ew_vp}"


def _sanction_add(desk: Desk, args: argparse.Namespace) -> str:
    from fibur_director.domain.tournament import Sanction
    from fibur_director.services import registration, results

    if args.type == "withdrawal":
        if args.entry is None or args.round is None:
            raise FiburError(
                "a withdrawal needs --entry and --round (its first round out)",
                "un ritiro richiede --entry e --round (il primo turno in cui manca)",
            )
        registration.withdraw(desk, args.tournament, args.entry, args.round)
        return str(args.entry)
    if args.type == "warning":
        if args.entry is None or args.round is None:
            raise FiburError(
                "a warning needs --entry and --round", "un'ammonizione richiede --entry e --round"
            )
        return str(
            results.give_warning(
                desk,
                args.tournament,
                args.entry,
                args.round,
                args.infraction or args.note or "",
                table=args.table,
                article=args.article,
            )
        )
    sanction = Sanction(
        args.type,
        entry=args.entry,
        round=args.round,
        table=args.table,
        minutes=args.minutes,
        points=args.points,
        article=args.article,
        note=args.note,
    )
    return str(results.add_sanction(desk, args.tournament, sanction))


def _sanction_remove(desk: Desk, args: argparse.Namespace) -> str:
    from fibur_director.services.results import remove_sanction

    remove_sanction(desk, args.tournament, args.id)
    return str(args.id)


def _standings_publish(desk: Desk, args: argparse.Namespace) -> str:
    from fibur_director.services import journal
    from fibur_director.services.results import publish_standings

    publish_standings(desk, args.tournament, args.kind)
    closed = [r.number for r in journal.rounds(desk, args.tournament) if r.status == "closed"]
    return f"{args.kind} after round {max(closed)}"


def _table_entry(desk: Desk, args: argparse.Namespace) -> str:
    from fibur_director.services.table_entry import set_table_entry

    set_table_entry(desk, args.tournament, args.state == "on")
    return f"table entry {args.state}"


def _round_codes(desk: Desk, args: argparse.Namespace) -> str:
    from fibur_director.services.table_entry import round_codes

    # A table number repeats across groups and rooms: then the group or room follows the codes.
    return "\n".join(
        " ".join([str(c.table), c.ns, c.ew, *(x for x in (c.group, c.room) if x)])
        for c in round_codes(desk, args.tournament, args.round)
    )


def _replay(desk: Desk, args: argparse.Namespace) -> str:
    done = desk.undo(args.tournament) if args.command == "undo" else desk.redo(args.tournament)
    verb = "undone" if args.command == "undo" else "redone"
    return f"{verb}: {done.value} (log #{done.audit_id})"


# -- the grammar -----------------------------------------------------------------------------------------------


if TYPE_CHECKING:
    Subparsers = argparse._SubParsersAction[argparse.ArgumentParser]


def _command(
    group: Subparsers, name: str, text: str, work: Callable[[Desk, argparse.Namespace], str]
) -> argparse.ArgumentParser:
    """One command of the grammar: its parser, with ``--database``, running ``work`` in one desk action."""
    parser = group.add_parser(name, help=text)
    add_database_argument(parser)
    parser.set_defaults(run=lambda args: _run(args, work))
    return parser


def add_tournament_create(actions: Subparsers) -> None:
    create = _command(actions, "create", "create a tournament; prints its id", _tournament_create)
    create.add_argument("--name", required=True)
    defaults = ", ".join(f"{game.default_ruleset} for {game.name}" for game in GAMES.values())
    create.add_argument("--ruleset", help=f"default: the game's own ({defaults})")
    create.add_argument("--kind", default="pairs", choices=kinds())
    create.add_argument("--deals", type=int, default=4, help="deals per round (default 4)")
    create.add_argument("--rounds", type=int, required=True, help="planned rounds")
    create.add_argument(
        "--plan", default="", help='pairing plan, e.g. "mitchell:3,danish:1" (docs/pairing.md)'
    )
    create.add_argument("--sessions", help='rounds of each session, e.g. "1-2; 3-4" (default: one session)')
    # Today is read when the command runs, not when the grammar is built (cli.build_parser keeps it).
    create.add_argument("--date", type=_date, help="YYYY-MM-DD (default today)")
    create.add_argument("--level", default="club", choices=LEVELS, help="club, federal, regional, national")
    create.add_argument(
        "--announce-800", action="store_true", help="the 800-MP rule is announced (regional and national)"
    )
    create.add_argument("--prizes", type=int, help="prizes per group (default: the ruleset's)")
    create.add_argument(
        "--tie-break",
        default="",
        help='criteria after VP, e.g. "head_to_head,mp" (mp, points, head_to_head; default: the ruleset\'s)',
    )
    create.add_argument(
        "--round-time-reduction", type=int, default=0, help="minutes off the round time (Art. 6)"
    )
    create.add_argument(
        "--referee",
        help="the referee who directs it (direttore di gara), printed on the standings and sent "
        "to the federation",
    )


def add_tournament_edit(actions: Subparsers) -> None:
    """What may change after creation: who directs it (the sporting settings are fixed once created)."""
    edit = _command(actions, "edit", "change what may change after creation: the referee", _tournament_edit)
    edit.add_argument("tournament", type=int)
    edit.add_argument("--referee", help='the referee (direttore di gara); "" removes it')


def add_tournament_table_entry(actions: Subparsers) -> None:
    switch = _command(
        actions,
        "table-entry",
        "let the tables enter their own score sheets from a phone (issue 26), or stop them",
        _table_entry,
    )
    switch.add_argument("tournament", type=int)
    switch.add_argument("state", choices=("on", "off"))


def add_desk_commands(
    commands: Subparsers, entry_commands: Sequence[Callable[[Subparsers], None]] = ()
) -> None:
    """The desk's commands; ``entry_commands`` add more under ``entry`` (the check-in's, ``cli_checkin``)."""
    player = commands.add_parser("player", help="add or edit a player of the archive")
    players = player.add_subparsers(dest="action", required=True, metavar="ACTION")
    add = _command(players, "add", "add a player; prints the id", _player_add)
    add.add_argument("--surname", required=True)
    add.add_argument("--name", required=True)
    add.add_argument("--card", help="federation card (tessera)")
    add.add_argument("--club")
    edit = _command(players, "edit", "edit a player; prints the id", _player_edit)
    edit.add_argument("id", type=int)
    for field in ("--surname", "--name", "--card", "--club"):
        edit.add_argument(field)

    entry = commands.add_parser("entry", help="register or withdraw an entry (pair, team, player)")
    entries = entry.add_subparsers(dest="action", required=True, metavar="ACTION")
    entry_add = _command(entries, "add", "register the players as one entry; prints its number", _entry_add)
    entry_add.add_argument("tournament", type=int)
    entry_add.add_argument("players", type=int, nargs="+", metavar="PLAYER_ID")
    entry_add.add_argument(
        "--admitted",
        action="store_true",
        help="registration is closed and the entry completes no incomplete table: the organiser admits it "
        "all the same (IT/REV Art. 39)",
    )
    withdraw = _command(entries, "withdraw", "the entry leaves from a round (Art. 38)", _entry_withdraw)
    withdraw.add_argument("tournament", type=int)
    withdraw.add_argument("entry", type=int)
    withdraw.add_argument(
        "--from-round",
        dest="from_round",
        type=int,
        help="its first round out (default: the first round it has not played; a played one is refused)",
    )
    withdraw.add_argument("--quarrel", action="store_true", help="left after a quarrel: excluded")
    for extend in entry_commands:
        extend(entries)

    rounds = commands.add_parser("round", help="propose, publish or close the next round")
    round_actions = rounds.add_subparsers(dest="action", required=True, metavar="ACTION")
    propose = _command(round_actions, "propose", "propose the next round; prints its number", _round_propose)
    propose.add_argument("tournament", type=int)
    propose.add_argument("--method", help="pairing method (default: the plan's)")
    propose.add_argument(
        "--seating", default="draw", help="first round: draw, alphabetical, registration, ranking, category"
    )
    propose.add_argument("--seed", type=int, help="seed of a first-round draw")
    draw = _command(
        round_actions,
        "draw",
        "Sicilian Tarot: record the trumps drawn and seat round 1 (TAROT §2)",
        _round_draw,
    )
    draw.add_argument("tournament", type=int)
    draw.add_argument(
        "--trumps", type=_trumps, help="entry=trump for every player, e.g. 1=13,2=7 (default: the desk draws)"
    )
    draw.add_argument("--seed", type=int, help="seed of the desk's own draw")
    reseat = _command(
        round_actions,
        "reseat-late",
        "an unannounced late entry loses its seat: it changes places with another entry, seated or resting "
        "(IT/REV Art. 38), also in a published round",
        _round_reseat_late,
    )
    reseat.add_argument("tournament", type=int)
    reseat.add_argument("late", type=int, help="the late entry's number")
    reseat.add_argument("other", type=int, help="the entry that takes its seat (and gives it its own)")
    reseat.add_argument("--round", type=int, help="default: the open round")
    complete = _command(
        round_actions,
        "complete",
        "a late entry completes the open round's incomplete table, against the entry that was to rest "
        "(IT/REV Art. 39); a Mitchell keeps it there from then on",
        _round_complete,
    )
    complete.add_argument("tournament", type=int)
    complete.add_argument("entry", type=int, help="the late entry's number")
    complete.add_argument("--round", type=int, help="default: the open round")
    complete.add_argument(
        "--with", dest="opponent", type=int, help="the resting entry it plays, when several rest"
    )
    wrong = _command(
        round_actions,
        "wrong-table",
        "two entries played at each other's places (or one at a resting entry's) in a published round: the "
        "game stands where they sat, and next round each returns to its own place (IT/REV Art. 2); warn the "
        "one that sat wrong with 'sanction add --type warning --infraction wrong_table'",
        _round_wrong_table,
    )
    wrong.add_argument("tournament", type=int)
    wrong.add_argument("first", type=int, help="an entry that played at the other's place")
    wrong.add_argument("second", type=int, help="the entry whose place it took (and which took its own)")
    wrong.add_argument("--round", type=int, help="default: the round being played")
    codes = _command(
        round_actions,
        "codes",
        "the two codes (NS, EW) of each table for entering score sheets from a phone: TABLE NS_CODE EW_CODE",
        _round_codes,
    )
    codes.add_argument("tournament", type=int)
    codes.add_argument("--round", type=int, help="default: the round being played")
    _command(round_actions, "publish", "publish the proposed round", _round_publish).add_argument(
        "tournament", type=int
    )
    _command(round_actions, "close", "close the published round (all results in)", _round_close).add_argument(
        "tournament", type=int
    )

    result = _command(
        commands,
        "result",
        "enter or correct a score sheet; prints the VP, NS first ('result undo-phone T ROUND TABLE' undoes the "
        "sheet a table's phones recorded)",
        _result,
    )
    result.add_argument("tournament", type=int)
    result.add_argument("round", type=int)
    result.add_argument("table", type=int)
    result.add_argument("ns", type=int, help="North-South points")
    result.add_argument("ew", type=int, help="East-West points")
    result.add_argument("--confirmed", action="store_true", help="a correction the opponents confirmed")
    result.add_argument("--countersigned", action="store_true", help="countersigned by the referee (Art. 20)")

    sanction = commands.add_parser("sanction", help="add or remove a sanction")
    sanctions = sanction.add_subparsers(dest="action", required=True, metavar="ACTION")
    sanction_add = _command(sanctions, "add", "record a sanction; prints its id", _sanction_add)
    sanction_add.add_argument("tournament", type=int)
    sanction_add.add_argument("--type", required=True, choices=SANCTION_TYPES)
    for number in ("--entry", "--round", "--table"):
        sanction_add.add_argument(number, type=int)
    sanction_add.add_argument("--minutes", type=int, help="late: minutes")
    sanction_add.add_argument("--points", type=int, help="referee_award: points")
    sanction_add.add_argument("--article")
    sanction_add.add_argument("--note")
    sanction_add.add_argument(
        "--infraction",
        help="warning: one of the ruleset's infractions (e.g. wrong_table); or give --note (the reason) and --article",
    )
    sanction_remove = _command(sanctions, "remove", "remove a sanction by its id", _sanction_remove)
    sanction_remove.add_argument("tournament", type=int)
    sanction_remove.add_argument("id", type=int)

    for name, text in (("undo", "undo the latest action"), ("redo", "redo the latest undone action")):
        replay = _command(commands, name, f"{text} of a tournament (no T: of the player archive)", _replay)
        replay.add_argument("tournament", type=int, nargs="?", metavar="T")


def _result_undo_phone(desk: Desk, args: argparse.Namespace) -> str:
    from fibur_director.services.table_entry import undo_phone_sheet

    undo_phone_sheet(desk, args.tournament, args.round, args.table)
    return f"round {args.round}, table {args.table}: the phones' sheet undone; enter the result at the desk"


def result_undo_phone(words: list[str]) -> None:
    """``result undo-phone T ROUND TABLE``: the sheet the table's phones recorded, taken back by this desk (its
    own ``undo`` reaches only its own actions). ``result T ROUND TABLE NS EW`` keeps its positional words."""
    parser = argparse.ArgumentParser(prog="fibur-director-cli result undo-phone")
    parser.add_argument("tournament", type=int)
    parser.add_argument("round", type=int)
    parser.add_argument("table", type=int)
    add_database_argument(parser)
    _run(parser.parse_args(words), _result_undo_phone)


def standings_publish(words: list[str]) -> None:
    """``standings publish T provisional|final``: the existing ``standings FILE`` command takes these words."""
    parser = argparse.ArgumentParser(prog="fibur-director-cli standings publish")
    parser.add_argument("tournament", type=int)
    parser.add_argument("kind", choices=("provisional", "final"))
    add_database_argument(parser)
    parsed = parser.parse_args(words)
    _run(parsed, _standings_publish)
