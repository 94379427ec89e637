"""The results file for the federation (issue 27, item 6; docs/federation.md): its schema, version 1, and the
check that refuses a file the federation could not credit, naming the place, in English and Italian.

The document is written by ``reports.burraco.federation`` and read back here; both the writer (before it writes) and
``fibur-director-cli federation check FILE`` (on a file received) run ``check``. Written canonically (sorted keys,
no time of writing), so the same tournament always gives the same bytes.
"""

from __future__ import annotations

import datetime as dt
import json
from collections import defaultdict
from collections.abc import Mapping
from typing import Any

from fibur_director.domain.errors import FiburError
from fibur_director.domain.file_schema import Arr, Const, Fingerprint, Flag, Int, Obj, Text, parse
from fibur_director.domain.tournament import TournamentError
from fibur_director.domain.vocabulary import ENTRY_STATUSES, LEVEL_NAMES, LEVELS, SANCTION_TYPES
from fibur_director.games.burraco.ruleset import Ruleset, get_ruleset

FORMAT = "fibur-director-federation"
VERSION = 1
MAX_ENTRIES = 1000
MAX_ROUNDS = 40
MAX_VP = 100_000
MAX_MP = 10_000_000

_PLAYER = Obj(
    required={"surname": Text(100), "name": Text(100)},
    optional={"card": Text(32), "club": Text(100)},
)
_ROUND = Obj(
    required={
        "round": Int(1, MAX_ROUNDS),
        "vp": Int(-MAX_VP, MAX_VP),
        "mp": Int(-MAX_MP, MAX_MP),
        "how": Text(32),
    },
    optional={"table": Int(1, 100_000)},
)
_SANCTION = Obj(
    required={"type": Text(32, choices=SANCTION_TYPES, noun=("sanction", "sanzione sconosciuta"))},
    optional={"round": Int(1, MAX_ROUNDS), "points": Int(-MAX_MP, MAX_MP), "article": Text(64)},
)
_ENTRY = Obj(
    required={
        "entry": Int(1, 100_000),
        "rank": Int(1, MAX_ENTRIES),
        "vp": Int(-MAX_VP, MAX_VP),
        "mp": Int(-MAX_MP, MAX_MP),
        "vp_deduction": Int(0, MAX_VP),
        "status": Text(16, choices=ENTRY_STATUSES, noun=("status", "stato sconosciuto")),
        "players": Arr(_PLAYER, 24, 1),
        "rounds": Arr(_ROUND, MAX_ROUNDS),
        "sanctions": Arr(_SANCTION, 500),
    },
    optional={"group": Text(32)},
)
SCHEMA = Obj(
    required={
        "format": Const(FORMAT, f"not a {FORMAT} document", f"non è un documento {FORMAT}"),
        "version": Const(
            VERSION,
            f"version {{value}} is not supported (this program reads version {VERSION})",
            f"la versione {{value}} non è supportata (questo programma legge la versione {VERSION})",
        ),
        "tournament": Obj(
            required={
                "name": Text(200, 1),
                "date": Text(10, date=True),
                "level": Text(16, choices=LEVELS, noun=("level", "livello sconosciuto")),
                "ruleset": Text(64, 1),
                "referee": Text(100, 1),
                "deals_per_round": Int(1, 20),
                "rounds_played": Int(0, MAX_ROUNDS),
                "round_time_reduction": Int(0, 120),
                "announced_800": Flag(),
                "fingerprint": Obj(required={"round": Int(0, MAX_ROUNDS), "value": Fingerprint()}),
            },
            # The date of the member list the players were checked against (issue 37): the one in force on the
            # tournament's date; absent where the database held none.
            optional={"vp_per_table": Int(1, MAX_VP), "member_list": Text(10, date=True)},
        ),
        "entries": Arr(_ENTRY, MAX_ENTRIES, 1),
    },
)


def dumps(document: Mapping[str, Any]) -> str:
    """The one spelling of a federation document: sorted keys, two-space indent, UTF-8 text, a final newline."""
    return json.dumps(document, ensure_ascii=False, sort_keys=True, indent=2) + "\n"


def _fail(place: str, english: str, italian: str) -> TournamentError:
    return TournamentError(place, english, italian)


def check_text(text: str, today: dt.date) -> dict[str, Any]:
    """The document in ``text`` if the federation can credit it; else the first place that stops it."""
    document = parse(text)
    check(document, today)
    return dict(document)


def check(document: Any, today: dt.date) -> None:
    """Refuse, naming the place: a shape outside the schema, a date or level that does not fit, a tournament
    never played, a missing or duplicate card, a player in two entries, a table whose VP do not add up to the
    table's total, an entry whose VP are not the sum of its rounds."""
    if not isinstance(document, dict):
        raise _fail("document", "must be a JSON object", "deve essere un oggetto JSON")
    SCHEMA.check(document, "")
    setup, entries = document["tournament"], document["entries"]
    _check_date(setup, today)
    ruleset = _check_level(setup)
    _check_cards(entries)
    _check_entry_numbers(entries)
    _check_ranks(entries)
    _check_rounds(setup, entries, ruleset)
    _check_awards(setup, entries, ruleset)
    _check_tables(_vp_per_table(setup, ruleset), entries)
    _check_entry_totals(entries)


def _check_date(setup: Mapping[str, Any], today: dt.date) -> None:
    """A date fits when it is a real calendar date (the schema) no later than the day of the check: results of a
    tournament not yet played cannot be credited; and something was played."""
    date = dt.date.fromisoformat(setup["date"])
    if "member_list" in setup and dt.date.fromisoformat(setup["member_list"]) > date:
        raise _fail(
            "tournament.member_list",
            f"a member list of {setup['member_list']} is after the tournament ({date.isoformat()}): the players "
            "were checked against a list in force on its date",
            f"un elenco tesserati del {setup['member_list']} è dopo il torneo ({date.isoformat()}): i giocatori "
            "si controllano sull'elenco in vigore alla sua data",
        )
    if date > today:
        raise _fail(
            "tournament.date",
            f"{date.isoformat()} is after today ({today.isoformat()}): a tournament's results are sent after it "
            "is played",
            f"{date.isoformat()} è dopo oggi ({today.isoformat()}): i risultati di un torneo si inviano dopo "
            "averlo giocato",
        )
    if setup["rounds_played"] == 0:
        raise _fail(
            "tournament.rounds_played",
            "no round was played: there are no results to credit",
            "nessun turno giocato: non ci sono risultati da accreditare",
        )


def _check_level(setup: Mapping[str, Any]) -> Ruleset:
    """A level fits when the ruleset allows at that level what the tournament did: a round shortened by the
    referee only where the ruleset allows it (IT/REV Art. 6: club and federal), the 800-MP rule only where it
    applies (regional and national)."""
    try:
        ruleset = get_ruleset(setup["ruleset"])
    except FiburError as error:
        raise _fail("tournament.ruleset", error.english, error.italian) from None
    level = setup["level"]
    if setup["round_time_reduction"] and level not in ruleset.reduction_levels:
        raise _fail(
            "tournament.level",
            f"{level}, but the rounds were shortened by {setup['round_time_reduction']} minutes, which "
            f"{ruleset.round_time_article} allows only in {' and '.join(ruleset.reduction_levels)} tournaments",
            f"livello {LEVEL_NAMES[level]}, ma i turni sono stati ridotti di {setup['round_time_reduction']} minuti, "
            f"che {ruleset.round_time_article} consente solo nei tornei di livello "
            f"{' o '.join(LEVEL_NAMES[v] for v in ruleset.reduction_levels)}",
        )
    rule = ruleset.unmonitored
    if setup["announced_800"] and level not in rule.levels:
        raise _fail(
            "tournament.level",
            f"{level}, but the 800-MP rule was announced, which applies only in {' and '.join(rule.levels)} "
            f"tournaments ({rule.article})",
            f"livello {LEVEL_NAMES[level]}, ma è stata annunciata la regola degli 800 M.P., che vale solo nei tornei di "
            f"livello {' o '.join(LEVEL_NAMES[v] for v in rule.levels)} ({rule.article})",
        )
    return ruleset


def _who(player: Mapping[str, Any]) -> str:
    return f"{player['surname']} {player['name']}".strip()


def _check_cards(entries: list[Mapping[str, Any]]) -> None:
    """Every player has a card, and a card is one person's, in one entry."""
    seen: dict[str, tuple[str, int, Mapping[str, Any]]] = {}
    for index, entry in enumerate(entries):
        for position, player in enumerate(entry["players"]):
            place = f"entries[{index}].players[{position}]"
            # " ab 123" and "AB123" are one card: the federation's register does not tell them apart.
            card = "".join((player.get("card") or "").split()).upper()
            if not card:
                raise _fail(
                    f"{place}.card",
                    f"{_who(player)} has no card: the federation cannot credit them (add it to the player)",
                    f"{_who(player)} non ha la tessera: la federazione non può accreditarlo (aggiungerla al "
                    "giocatore)",
                )
            if card in seen:
                where, other_index, other = seen[card]
                if (_who(other).casefold(), other_index) == (_who(player).casefold(), index):
                    raise _fail(
                        place, f"{_who(player)} is listed twice", f"{_who(player)} è elencato due volte"
                    )
                if _who(other).casefold() == _who(player).casefold():
                    raise _fail(
                        place,
                        f"{_who(player)} (card {card}) also plays in entry {entries[other_index]['entry']} "
                        f"({where}): a player belongs to one entry",
                        f"{_who(player)} (tessera {card}) gioca anche nell'iscritto "
                        f"{entries[other_index]['entry']} ({where}): un giocatore appartiene a un solo iscritto",
                    )
                raise _fail(
                    f"{place}.card",
                    f"{card} is also the card of {_who(other)} ({where}): a card is one person's",
                    f"{card} è anche la tessera di {_who(other)} ({where}): una tessera è di una sola persona",
                )
            seen[card] = (place, index, player)


def _check_entry_numbers(entries: list[Mapping[str, Any]]) -> None:
    seen: dict[int, int] = {}
    for index, entry in enumerate(entries):
        if entry["entry"] in seen:
            raise _fail(
                f"entries[{index}].entry",
                f"entry {entry['entry']} is also entries[{seen[entry['entry']]}]",
                f"l'iscritto {entry['entry']} è anche entries[{seen[entry['entry']]}]",
            )
        seen[entry["entry"]] = index


# The ``how`` of a round besides the ruleset's award names: a table played to its score sheet, a rest, an absence
# and its opponents', the losing side of a forfeit and a table capped by the 800-MP rule
# (games/burraco/standings.py).
_HOWS = ("result", "bye", "absent", "absent_opponent", "forfeit_loss", "unmonitored")


def _vp_per_table(setup: Mapping[str, Any], ruleset: Ruleset) -> int | None:
    """The VP one table shares out when played to its score sheet, from the ruleset's VP tables for the
    tournament's deals (the file's ``vp_per_table`` is only checked against it, never trusted); None when the
    rows differ (no table total to check)."""
    sums = set()
    for teams in (False, True):
        try:
            table = ruleset.vp_table(setup["deals_per_round"], teams=teams)
        except FiburError:
            continue
        sums |= {row.winner_vp + row.loser_vp for row in table.ranges}
    if not sums:
        raise _fail(
            "tournament.deals_per_round",
            f"ruleset {ruleset.id} has no VP table for {setup['deals_per_round']} deals",
            f"il regolamento {ruleset.id} non ha una tabella V.P. per {setup['deals_per_round']} smazzate",
        )
    written = setup.get("vp_per_table")
    if written is not None and written not in sums:
        raise _fail(
            "tournament.vp_per_table",
            f"{written}, but a table shares out {' or '.join(map(str, sorted(sums)))} VP in ruleset {ruleset.id} "
            f"on {setup['deals_per_round']} deals",
            f"{written}, ma un tavolo distribuisce {' o '.join(map(str, sorted(sums)))} P.V. nel regolamento "
            f"{ruleset.id} su {setup['deals_per_round']} smazzate",
        )
    if written is not None:
        return int(written)
    return sums.pop() if len(sums) == 1 else None


def _check_ranks(entries: list[Mapping[str, Any]]) -> None:
    """Entries are listed in rank order, a group's ranks restarting at 1: each rank is the previous one (a tie)
    or the entry's position in its group."""
    seen: dict[str | None, tuple[int, int]] = {}  # group -> (entries listed so far, last rank)
    for index, entry in enumerate(entries):
        group = entry.get("group")
        count, last = seen.get(group, (0, 0))
        if entry["rank"] not in (last, count + 1) or (count == 0 and entry["rank"] != 1):
            raise _fail(
                f"entries[{index}].rank",
                f"{entry['rank']}, but it is listed {count + 1}{'' if group is None else f' in group {group}'}"
                + (f", after rank {last}" if count else ""),
                f"{entry['rank']}, ma è elencato {count + 1}°{'' if group is None else f' nel girone {group}'}"
                + (f", dopo la posizione {last}" if count else ""),
            )
        seen[group] = (count + 1, entry["rank"])


def _check_rounds(setup: Mapping[str, Any], entries: list[Mapping[str, Any]], ruleset: Ruleset) -> None:
    """Each entry has one row per round played, none twice and none beyond ``rounds_played``, each row's
    ``how`` a rule of the ruleset; an active entry has a row (a table or a rest) in every round from its first
    (a late entry's start later)."""
    hows = set(_HOWS) | set(ruleset.sanctions)
    played = setup["rounds_played"]
    for index, entry in enumerate(entries):
        seen: set[int] = set()
        for position, row in enumerate(entry["rounds"]):
            place = f"entries[{index}].rounds[{position}]"
            if row["how"] not in hows:
                raise _fail(
                    f"{place}.how",
                    f"{row['how']!r} is not a way of scoring a round in ruleset {ruleset.id}",
                    f"{row['how']!r} non è un modo di assegnare un turno nel regolamento {ruleset.id}",
                )
            if row["round"] > played:
                raise _fail(
                    f"{place}.round",
                    f"round {row['round']}, but the file says {played} rounds were played",
                    f"turno {row['round']}, ma il file dice che i turni giocati sono {played}",
                )
            if row["round"] in seen:
                raise _fail(
                    f"{place}.round",
                    f"round {row['round']} is listed twice for entry {entry['entry']}",
                    f"il turno {row['round']} è elencato due volte per l'iscritto {entry['entry']}",
                )
            seen.add(row["round"])
        # A late entry (IT/REV Art. 39) has no row for the rounds before it joined: only a gap after its first
        # row is refused.
        first = min(seen, default=played + 1)
        missing = sorted(set(range(first, played + 1)) - seen)
        if missing and entry["status"] == "active":
            raise _fail(
                f"entries[{index}].rounds",
                f"entry {entry['entry']} has no row for round {', '.join(map(str, missing))}: every round "
                "played is a table or a rest",
                f"l'iscritto {entry['entry']} non ha la riga del turno {', '.join(map(str, missing))}: ogni "
                "turno giocato è un tavolo o un riposo",
            )


def _awards(setup: Mapping[str, Any], ruleset: Ruleset) -> dict[str, set[tuple[int, int]]]:
    """The (VP, MP) each ``how`` decided by a rule gives, for pairs or teams on the file's deals (the file does
    not say which: either is accepted), as ``games/burraco/standings.py`` scores them."""
    deals = setup["deals_per_round"]
    found: dict[str, set[tuple[int, int]]] = defaultdict(set)
    for teams in (False, True):
        try:
            bye = ruleset.bye_award(deals, teams=teams)
            awards = {name: ruleset.award(name, deals, teams=teams) for name in ruleset.sanctions}
        except FiburError:
            continue
        found["bye"].add((bye.vp, bye.mp))
        for name, award in awards.items():
            found[name].add((award.vp, award.mp))
        for name in ("absent_first", "absent_later"):
            if name in awards:
                found["absent"].add((awards[name].vp, awards[name].mp))
        if "withdrawal_opponent" in awards:
            found["absent_opponent"].add((awards["withdrawal_opponent"].vp, awards["withdrawal_opponent"].mp))
        if "forfeit_win" in awards:  # the losing side of a forfeit: 20 less the winner's VP, its MP negated
            found["forfeit_loss"].add((20 - awards["forfeit_win"].vp, -awards["forfeit_win"].mp))
    return found


def _check_awards(setup: Mapping[str, Any], entries: list[Mapping[str, Any]], ruleset: Ruleset) -> None:
    """A round decided by a rule (a rest, an absence, a forfeit, a sanction) scores that rule's VP and MP: a
    word of the vocabulary does not carry any figure. ``result`` and ``unmonitored`` follow the table's points,
    checked by the tables' sums."""
    awards = _awards(setup, ruleset)
    for index, entry in enumerate(entries):
        for position, row in enumerate(entry["rounds"]):
            allowed = awards.get(row["how"])
            if allowed and (row["vp"], row["mp"]) not in allowed:
                shown = " or ".join(f"{vp} VP, {mp} MP" for vp, mp in sorted(allowed))
                mostrati = " o ".join(f"{vp} P.V., {mp} M.P." for vp, mp in sorted(allowed))
                raise _fail(
                    f"entries[{index}].rounds[{position}]",
                    f"{row['how']} gives {shown} in ruleset {ruleset.id} on {setup['deals_per_round']} deals, not "
                    f"{row['vp']} VP, {row['mp']} MP",
                    f"{row['how']} dà {mostrati} nel regolamento {ruleset.id} su {setup['deals_per_round']} "
                    f"smazzate, non {row['vp']} P.V., {row['mp']} M.P.",
                )


Seated = list[tuple[int, int, Mapping[str, Any]]]  # (entry's index, row's position, row) at one table


def _check_tables(total: int | None, entries: list[Mapping[str, Any]]) -> None:
    """A table played to its score sheet (every row's ``how`` is ``result``) has two sides, an even number of
    rows (a side moved to a table of its own, or whose opponents were deleted, is left alone), MP summing to 0 and
    VP to the table's total for each two sides seated (a row of the ruleset's VP table: 20 = 12 + 8). A ``result``
    row may stand alone only where an entry excluded after a quarrel has no row: its innocent opponents keep
    their real score (IT Art. 38). Tables where a sanction decided a side are not summed."""
    tables: dict[tuple[int, int], Seated] = defaultdict(list)
    for index, entry in enumerate(entries):
        for position, row in enumerate(entry["rounds"]):
            if row.get("table") is not None:
                tables[(row["round"], row["table"])].append((index, position, row))
    excluded = [{r["round"] for r in e["rounds"]} for e in entries if e["status"] == "excluded"]
    excused = {n for n in range(1, MAX_ROUNDS + 1) if any(n not in rounds for rounds in excluded)}
    for (number, table), rows in sorted(tables.items()):
        results = [row["how"] == "result" for _, _, row in rows]
        if not any(results):
            continue
        if len(rows) % 2 and number not in excused:
            _refuse_lone_side(entries, number, table, rows)
        if not all(results) or len(rows) % 2:
            continue
        _check_table_sums(total, entries, number, table, rows)


def _refuse_lone_side(entries: list[Mapping[str, Any]], number: int, table: int, rows: Seated) -> None:
    index, position, _ = rows[0]
    listed = ", ".join(f"entry {entries[i]['entry']} ({row['how']})" for i, _, row in rows)
    elencati = ", ".join(f"iscritto {entries[i]['entry']} ({row['how']})" for i, _, row in rows)
    raise _fail(
        f"entries[{index}].rounds[{position}].table",
        f"round {number}, table {table} seats {listed}: a table played to its score sheet has two sides",
        f"turno {number}, tavolo {table} ha {elencati}: un tavolo giocato col suo statino ha due linee",
    )


def _check_table_sums(
    total: int | None, entries: list[Mapping[str, Any]], number: int, table: int, rows: Seated
) -> None:
    """The MP of a table's sides sum to 0; its VP to the table's total for each two sides seated."""
    index, position, _ = rows[0]
    if sum(row["mp"] for _, _, row in rows):
        listed = " + ".join(f"{row['mp']} (entry {entries[i]['entry']})" for i, _, row in rows)
        elencati = " + ".join(f"{row['mp']} (iscritto {entries[i]['entry']})" for i, _, row in rows)
        raise _fail(
            f"entries[{index}].rounds[{position}].mp",
            f"round {number}, table {table}: the MP are {listed}, but one side's MP are the other's, negated",
            f"turno {number}, tavolo {table}: i M.P. sono {elencati}, ma i M.P. di una linea sono quelli "
            "dell'altra cambiati di segno",
        )
    if total is None:
        return
    expected = total * len(rows) // 2
    found = sum(row["vp"] for _, _, row in rows)
    if found != expected:
        listed = " + ".join(f"{row['vp']} (entry {entries[i]['entry']})" for i, _, row in rows)
        elencati = " + ".join(f"{row['vp']} (iscritto {entries[i]['entry']})" for i, _, row in rows)
        raise _fail(
            f"entries[{index}].rounds[{position}].vp",
            f"round {number}, table {table}: the VP add up to {listed} = {found}, not the table's {expected}",
            f"turno {number}, tavolo {table}: i P.V. fanno {elencati} = {found}, non i {expected} del tavolo",
        )


def _check_entry_totals(entries: list[Mapping[str, Any]]) -> None:
    for index, entry in enumerate(entries):
        rounds = sum(row["vp"] for row in entry["rounds"])
        if entry["vp"] != rounds - entry["vp_deduction"]:
            raise _fail(
                f"entries[{index}].vp",
                f"{entry['vp']} is not the sum of its rounds ({rounds}) less its deduction ({entry['vp_deduction']})",
                f"{entry['vp']} non è la somma dei turni ({rounds}) meno la penalità ({entry['vp_deduction']})",
            )
        mp = sum(row["mp"] for row in entry["rounds"])
        if entry["mp"] != mp:
            raise _fail(
                f"entries[{index}].mp",
                f"{entry['mp']} is not the sum of its rounds ({mp})",
                f"{entry['mp']} non è la somma dei turni ({mp})",
            )
