"""The audit log in the referee's words: "Risultato del tavolo 3, turno 2: 1250–900", not table names and ids.

An audit row holds every row its action wrote, before and after (``services.actions``). The numbers shown are
the ones the referee sees — table, round and entry numbers, players' names — looked up in the database, or
in the audit row itself when what it names has since been deleted. A shape this module does not know still
gets a sentence ("3 righe modificate"), never an exception.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from fibur_director.db import models as db
from fibur_director.domain.table_entry import LINE_WORDS
from fibur_director.domain.vocabulary import SANCTION_ENGLISH, SANCTION_NAMES, system_name

PUBLICATION = {"provisional": ("provisional", "provvisoria"), "final": ("final", "finale")}
# Table and field names of the detail lines; a field not listed is shown as stored.
TABLES = {
    "players": ("Player", "Giocatore"),
    "tournaments": ("Tournament", "Torneo"),
    "entries": ("Entry", "Formazione"),
    "entry_players": ("Member", "Componente"),
    "rounds": ("Round", "Turno"),
    "round_tables": ("Table", "Tavolo"),
    "seats": ("Seat", "Posto"),
    "rests": ("Rest", "Riposo"),
    "results": ("Result", "Risultato"),
    "sanctions": ("Sanction", "Sanzione"),
    "standings_publications": ("Standings published", "Classifica pubblicata"),
    "checkins": ("Check-in", "Accoglienza"),
    "roster_imports": ("Member list in use", "Elenco tesserati in uso"),
}
FIELDS = {
    "surname": ("surname", "cognome"),
    "name": ("name", "nome"),
    "card": ("card", "tessera"),
    "club": ("club", "circolo"),
    "category": ("category", "categoria"),
    "ranking_points": ("ranking points", "punti ranking"),
    "ns_points": ("NS", "NS"),
    "ew_points": ("EW", "EO"),
    "referee": ("referee", "direttore di gara"),
    "prize_list": ("prize list", "elenco dei premi"),
    "status": ("status", "stato"),
    "number": ("number", "numero"),
    "system": ("method", "metodo"),
    "confirmed_by_opponents": ("confirmed", "confermato"),
    "countersigned": ("countersigned", "controfirmato"),
    "oddity": ("implausible score", "risultato insolito"),
    "to_round": ("to round", "fino al turno"),
    "after_round": ("after round", "dopo il turno"),
    "kind": ("kind", "tipo"),
    "minutes": ("minutes", "minuti"),
    "points": ("points", "punti"),
    "article": ("article", "articolo"),
    "present": ("here", "presente"),
    "paid_cents": ("paid (cents)", "pagato (centesimi)"),
    "fee_cents": ("fee (cents)", "quota (centesimi)"),
}
STATUS_WORDS = {
    "proposed": "proposto",
    "published": "pubblicato",
    "closed": "chiuso",
    "questioned": "da verificare",
    "confirmed": "verificato",
    "provisional": "provvisoria",
    "final": "finale",
}
QUIET = {
    "search_key",
    "at",
    "published_at",
    "closed_at",
    "created_at",
    "registered_at",
    "entered_at",
    "id",
    "warnings",
}


@dataclass(frozen=True)
class Words:
    """One text in both of the desk's languages."""

    english: str
    italian: str

    def text(self, language: str) -> str:
        return self.italian if language == "it" else self.english


Rows = list[tuple[str, int, dict[str, Any] | None, dict[str, Any] | None]]


@dataclass(frozen=True)
class AuditWords:
    """A game's own words in the journal (issue 36: the Tarot's draw and deals were written here, in the shared
    module): the sentence of each action its services record, the names of its own tables and fields in the detail
    lines. Each game's store gives its own (``services.parts.GameStore.audit``); the journal reads every game's,
    since an audit row names its action, not its game, and old rows must read as they did."""

    sentences: Mapping[str, Callable[[Facts, Rows], Words]] = field(default_factory=dict)
    tables: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    fields: Mapping[str, tuple[str, str]] = field(default_factory=dict)


NO_WORDS = AuditWords()


class Facts:
    """What the sentences need, from the database first and the audit rows second."""

    def __init__(self, session: Session, rows: Rows, note: dict[str, Any] | None = None) -> None:
        self.session = session
        self.rows = rows
        # What the action noted beside its rows (``Desk.action``'s ``note``), e.g. a departure from the plan.
        self.note = {k: v for k, v in (note or {}).items() if k != "rows"}

    def _row(self, table: str, pk: int | None) -> dict[str, Any] | None:
        for name, key, before, after in self.rows:
            if name == table and key == pk:
                return after or before
        return None

    def round_number(self, round_id: int | None) -> str:
        number = self.session.scalar(select(db.Round.number).where(db.Round.id == round_id))
        if number is None:
            number = (self._row("rounds", round_id) or {}).get("number")
        return "?" if number is None else str(number)

    def table(self, table_id: int | None) -> tuple[str, str]:
        """(round, table) numbers of a table id."""
        found = self.session.execute(
            select(db.RoundTable.number, db.RoundTable.round_id).where(db.RoundTable.id == table_id)
        ).first()
        if found is None:
            row = self._row("round_tables", table_id) or {}
            return self.round_number(row.get("round_id")), str(row.get("number", "?"))
        return self.round_number(found.round_id), str(found.number)

    def entry_number(self, entry_id: int | None) -> str:
        number = self.session.scalar(select(db.Entry.number).where(db.Entry.id == entry_id))
        if number is None:
            number = (self._row("entries", entry_id) or {}).get("number")
        return "?" if number is None else str(number)

    def player(self, player_id: int | None) -> str:
        found = self.session.execute(
            select(db.Player.surname, db.Player.name).where(db.Player.id == player_id)
        ).first()
        row = found._asdict() if found is not None else (self._row("players", player_id) or {})
        return f"{row.get('surname', '?')} {row.get('name', '')}".strip()


def first_row(rows: Rows, table: str) -> tuple[dict[str, Any] | None, dict[str, Any] | None]:
    for name, _pk, before, after in rows:
        if name == table:
            return before, after
    return None, None


def _sanction(facts: Facts, row: dict[str, Any]) -> Words:
    kind = str(row.get("type"))
    english, italian = SANCTION_ENGLISH.get(kind, kind), SANCTION_NAMES.get(kind, kind)
    where_en, where_it = [], []
    if row.get("entry_id") is not None:
        entry = facts.entry_number(row["entry_id"])
        where_en.append(f"entry {entry}")
        where_it.append(f"formazione {entry}")
    if row.get("table_id") is not None:
        rnd, table = facts.table(row["table_id"])
        where_en.append(f"table {table}, round {rnd}")
        where_it.append(f"tavolo {table}, turno {rnd}")
    elif row.get("round_id") is not None:
        rnd = facts.round_number(row["round_id"])
        where_en.append(f"round {rnd}")
        where_it.append(f"turno {rnd}")
    if kind == "withdrawal" and row.get("from_round") is not None:
        where_en.append(
            f"from round {row['from_round']}" + (" after a quarrel" if row.get("quarrel") else "")
        )
        where_it.append(f"dal turno {row['from_round']}" + (" per litigio" if row.get("quarrel") else ""))
    if row.get("minutes"):
        where_en.append(f"{row['minutes']} minutes")
        where_it.append(f"{row['minutes']} minuti")
    if row.get("points") is not None:
        where_en.append(f"{row['points']} points")
        where_it.append(f"{row['points']} punti")
    article = f" ({row['article']})" if row.get("article") else ""
    return Words(
        f"{english}: {', '.join(where_en)}{article}".replace(": (", " (").rstrip(": "),
        f"{italian}: {', '.join(where_it)}{article}".replace(": (", " (").rstrip(": "),
    )


def _result(facts: Facts, rows: Rows) -> Words:
    before, after = first_row(rows, "results")
    row = after or before or {}
    rnd, table = facts.table(row.get("table_id"))
    if after is None:
        return Words(
            f"Result of table {table}, round {rnd} removed",
            f"Tolto il risultato del tavolo {table}, turno {rnd}",
        )
    score = f"{after.get('ns_points')}–{after.get('ew_points')}"
    if after.get("oddity") == "questioned":
        score_it = score + " (da verificare)"
        score += " (to be checked)"
    else:
        score_it = score
    if before is None:
        return Words(
            f"Result of table {table}, round {rnd}: {score}",
            f"Risultato del tavolo {table}, turno {rnd}: {score_it}",
        )
    was = f"{before.get('ns_points')}–{before.get('ew_points')}"
    return Words(
        f"Correction of table {table}, round {rnd}: {was} → {score}",
        f"Correzione del tavolo {table}, turno {rnd}: {was} → {score_it}",
    )


def _round(facts: Facts, rows: Rows, english: str, italian: str) -> Words:
    before, after = first_row(rows, "rounds")
    row = after or before
    if row is not None:
        number = str(row.get("number", "?"))
        system = str(row.get("system", ""))
    else:
        _b, table = first_row(rows, "round_tables")
        number, system = facts.round_number((table or _b or {}).get("round_id")), ""
    return Words(
        english.format(n=number, system=system),
        italian.format(n=number, system=system_name(system)),
    )


def _proposed(facts: Facts, rows: Rows) -> Words:
    """ "Turno 2 proposto (danese)", and when the method is not the plan's, which plan it departs from (IT/REV
    Art. 2: the system is announced before the start)."""
    words = _round(facts, rows, "Round {n} proposed ({system})", "Turno {n} proposto ({system})")
    departs = facts.note.get("departs_from_plan")
    if not isinstance(departs, dict):
        return words
    plan, planned = departs.get("plan", "?"), str(departs.get("planned", "?"))
    article = departs.get("article", "Art. 2")
    return Words(
        f"{words.english}, departing from the announced plan {plan} ({planned}; {article})",
        f"{words.italian}, diversamente dal piano annunciato {plan} ({system_name(planned)}; {article})",
    )


def _exchanged(facts: Facts, rows: Rows) -> tuple[str, str]:
    """The round and the two entries that changed places, read from the seats and rests an exchange rewrote."""
    moved = [
        (table, before, after)
        for table, _pk, before, after in rows
        if table in ("seats", "rests") and before is not None and after is not None
    ]
    number = "?"
    entries: list[str] = []
    for table, before, after in moved:
        if table == "seats":
            number = facts.table(after.get("table_id"))[0]
        else:
            number = facts.round_number(after.get("round_id"))
        entries.append(facts.entry_number(before.get("entry_id")))
    return number, " ↔ ".join(sorted(set(entries), key=lambda n: (len(n), n))) or "?"


def _reseat_late(facts: Facts, rows: Rows) -> Words:
    number, who = _exchanged(facts, rows)
    return Words(
        f"Round {number}: unannounced late entry re-seated ({who}; Art. 38)",
        f"Turno {number}: formazione in ritardo non annunciato risistemata ({who}; Art. 38)",
    )


def _completed(facts: Facts, rows: Rows) -> Words:
    """The late entry seated at the incomplete table it completes, and its opponent, from the rows written."""
    key, table = next(((pk, after) for name, pk, _b, after in rows if name == "round_tables"), (None, None))
    number = facts.round_number((table or {}).get("round_id"))
    # A team's match has two rooms: the open one's lines name the late team first.
    seats = {
        str(after.get("side")): facts.entry_number(after.get("entry_id"))
        for name, _pk, before, after in rows
        if name == "seats" and before is None and after is not None and after.get("table_id") == key
    }
    where = (table or {}).get("number", "?")
    late, other = seats.get("ns", "?"), seats.get("ew", "?")
    return Words(
        f"Round {number}: late entry {late} completes the incomplete table ({where}, against {other}; Art. 39)",
        f"Turno {number}: la formazione {late}, in ritardo, completa il tavolo incompleto ({where}, contro "
        f"{other}; Art. 39)",
    )


def _wrong_table(facts: Facts, rows: Rows) -> Words:
    number, who = _exchanged(facts, rows)
    return Words(
        f"Round {number}: played at each other's places ({who}; Art. 2: next round they return to their own)",
        f"Turno {number}: giocato l'uno al posto dell'altro ({who}; Art. 2: dal turno successivo ognuno al "
        "suo posto)",
    )


def _player_line(row: dict[str, Any]) -> tuple[str, str]:
    name = f"{row.get('surname', '')} {row.get('name', '')}".strip()
    card = row.get("card")
    return (name + (f" (card {card})" if card else ""), name + (f" (tessera {card})" if card else ""))


def _edit_player(_facts: Facts, rows: Rows) -> Words:
    before, after = first_row(rows, "players")
    if before is None or after is None:
        return _generic(rows)
    old, new = _player_line(before), _player_line(after)
    if old != new:
        return Words(f"Player edited: {old[0]} → {new[0]}", f"Giocatore modificato: {old[1]} → {new[1]}")
    changed = [k for k in after if before.get(k) != after.get(k) and k not in QUIET]
    return Words(
        f"Player edited: {new[0]} ({', '.join(FIELDS.get(k, (k, k))[0] for k in changed)})",
        f"Giocatore modificato: {new[1]} ({', '.join(FIELDS.get(k, (k, k))[1] for k in changed)})",
    )


def _entry(facts: Facts, rows: Rows) -> Words:
    _before, entry = first_row(rows, "entries")
    members = [after for name, _pk, _b, after in rows if name == "entry_players" and after is not None]
    names = " – ".join(
        facts.player(m.get("player_id")) for m in sorted(members, key=lambda m: m.get("position", 0))
    )
    number = str((entry or {}).get("number", "?"))
    return Words(f"Entry {number} registered: {names}", f"Iscritta la formazione {number}: {names}")


def _substitute(facts: Facts, rows: Rows) -> Words:
    out = next((b for n, _pk, b, a in rows if n == "entry_players" and b is not None and a is not None), None)
    new = next((a for n, _pk, b, a in rows if n == "entry_players" and b is None and a is not None), None)
    if out is None or new is None:
        return _generic(rows)
    entry = facts.entry_number(new.get("entry_id"))
    left, joined = facts.player(out.get("player_id")), facts.player(new.get("player_id"))
    return Words(
        f"Substitution in entry {entry}: {left} → {joined}",
        f"Sostituzione nella formazione {entry}: {left} → {joined}",
    )


def _tournament(english: str, italian: str) -> Callable[[Facts, Rows], Words]:
    def sentence(_facts: Facts, rows: Rows) -> Words:
        before, after = first_row(rows, "tournaments")
        name = str((after or before or {}).get("name", "?"))
        return Words(f"{english}: {name}", f"{italian}: {name}")

    return sentence


def _count(english: str, italian: str, table: str) -> Callable[[Facts, Rows], Words]:
    def sentence(_facts: Facts, rows: Rows) -> Words:
        count = sum(1 for name, *_ in rows if name == table)
        return Words(english.format(n=count), italian.format(n=count))

    return sentence


def _publication(_facts: Facts, rows: Rows) -> Words:
    _before, row = first_row(rows, "standings_publications")
    kind = PUBLICATION.get(str((row or {}).get("kind")), ("", ""))
    after = (row or {}).get("after_round", "?")
    return Words(
        f"Standings published ({kind[0]}) after round {after}",
        f"Classifica {kind[1]} pubblicata dopo il turno {after}",
    )


def _interrupt(_facts: Facts, rows: Rows) -> Words:
    _before, row = first_row(rows, "tournaments")
    after = (row or {}).get("interrupted_after_round", "?")
    return Words(f"Tournament interrupted after round {after}", f"Torneo interrotto dopo il turno {after}")


def _lineup(facts: Facts, rows: Rows) -> Words:
    _before, row = first_row(rows, "round_tables")
    rnd = facts.round_number((row or {}).get("round_id"))
    return Words(
        f"Team line-up declared for round {rnd}", f"Formazione di squadra dichiarata per il turno {rnd}"
    )


def _draw(facts: Facts, rows: Rows) -> Words:
    _before, row = first_row(rows, "round_tables")
    match = (row or {}).get("match")
    return Words(
        f"Captains' draw recorded for match {match} of round 1",
        f"Sorteggio dei capitani registrato per l'incontro {match} del turno 1",
    )


def _checkin(facts: Facts, rows: Rows) -> Words:
    """Issue 26: "Accoglienza: Rossi Maria presente, pagato 12,50 €"."""
    row = first_row(rows, "checkins")[1] or {}
    who = facts.player(row.get("player_id"))
    paid = int(row.get("paid_cents") or 0)
    euros = f"{paid // 100},{paid % 100:02d} €" if paid % 100 else f"{paid // 100} €"
    here_en, here_it = ("here", "presente") if row.get("present") else ("not here", "assente")
    return Words(
        f"Check-in: {who} {here_en}" + (f", paid {paid / 100:.2f} euro" if paid else ""),
        f"Accoglienza: {who} {here_it}" + (f", pagato {euros}" if paid else ""),
    )


def _checkin_close(_facts: Facts, rows: Rows) -> Words:
    numbers = sorted(int((before or {}).get("number", 0)) for t, _pk, before, _a in rows if t == "entries")
    listed = ", ".join(map(str, numbers))
    return Words(
        f"Check-in closed: entries {listed} taken out before the draw",
        f"Accoglienza chiusa: iscritti {listed} tolti prima del sorteggio",
    )


def _generic(rows: Rows) -> Words:
    return Words(f"{len(rows)} rows changed", f"{len(rows)} righe modificate")


def _table_entry(_facts: Facts, rows: Rows) -> Words:
    on = bool((first_row(rows, "tournaments")[1] or {}).get("table_entry"))
    return (
        Words("Table entry turned on", "Inserimento dai tavoli attivato")
        if on
        else Words("Table entry turned off", "Inserimento dai tavoli disattivato")
    )


def _submission(facts: Facts, rows: Rows) -> Words:
    row = first_row(rows, "table_submissions")[1] or {}
    rnd, table = facts.table(row.get("table_id"))
    line = str(row.get("line", "")).upper()
    linea = LINE_WORDS.get(str(row.get("line", "")), line)  # NS / EO, as the sheets say (issue 38)
    if row.get("ns_points") is None:
        return Words(
            f"Table {table}, round {rnd}: {line} confirmed the sheet from its phone",
            f"Tavolo {table}, turno {rnd}: {linea} ha confermato il referto dal telefono",
        )
    score = f"{row.get('ns_points')}–{row.get('ew_points')}"
    return Words(
        f"Table {table}, round {rnd}: {line} sent {score} from its phone",
        f"Tavolo {table}, turno {rnd}: {linea} ha inviato {score} dal telefono",
    )


def _roster(facts: Facts, rows: Rows) -> Words:
    """«Elenco tesserati del 03/11/2026 in uso (20000 tesserati, elenco.csv); 57 giocatori aggiornati»."""
    list_id = (first_row(rows, "roster_imports")[1] or {}).get("list_id")
    found = facts.session.execute(
        select(db.RosterList.listed_on, db.RosterList.source, db.RosterList.members).where(
            db.RosterList.id == list_id
        )
    ).first()
    refreshed = sum(1 for name, *_ in rows if name == "players")
    if found is None:
        return Words("Member list imported", "Elenco tesserati importato")
    return Words(
        f"Member list of {found.listed_on:%d/%m/%Y} in use ({found.members} members, {found.source}); "
        f"{refreshed} players' category and points refreshed",
        f"Elenco tesserati del {found.listed_on:%d/%m/%Y} in uso ({found.members} tesserati, {found.source}); "
        f"categoria e punti aggiornati a {refreshed} giocatori",
    )


SENTENCES: dict[str, Callable[[Facts, Rows], Words]] = {
    "table_entry": _table_entry,
    "table_submission": _submission,
    "create_tournament": _tournament("Tournament created", "Torneo creato"),
    "import_tournament": _tournament("Tournament imported", "Torneo importato"),
    "add_player": lambda _f, rows: Words(
        "Player added: " + _player_line(first_row(rows, "players")[1] or {})[0],
        "Giocatore aggiunto: " + _player_line(first_row(rows, "players")[1] or {})[1],
    ),
    "edit_player": _edit_player,
    "import_roster": _roster,
    "add_member": lambda _f, rows: Words(
        "Player added from the member list: " + _player_line(first_row(rows, "players")[1] or {})[0],
        "Giocatore aggiunto dall'elenco tesserati: " + _player_line(first_row(rows, "players")[1] or {})[1],
    ),
    "import_players": _count(
        "{n} players imported from a list", "{n} giocatori importati da un elenco", "players"
    ),
    "register_entry": _entry,
    "withdraw": lambda facts, rows: _sanction(facts, first_row(rows, "sanctions")[1] or {}),
    "substitute": _substitute,
    "propose_round": lambda facts, rows: _proposed(facts, rows),
    "edit_round": lambda facts, rows: _round(
        facts, rows, "Seating of round {n} edited", "Disposizione del turno {n} modificata"
    ),
    "reseat_late": _reseat_late,
    "wrong_table": _wrong_table,
    "complete_table": _completed,
    "publish_round": lambda facts, rows: _round(facts, rows, "Round {n} published", "Turno {n} pubblicato"),
    "close_round": lambda facts, rows: _round(facts, rows, "Round {n} closed", "Turno {n} chiuso"),
    "declare_lineup": _lineup,
    "record_draw": _draw,
    "enter_result": _result,
    "confirm_oddity": lambda facts, rows: (
        lambda rnd_table: Words(
            f"Score of table {rnd_table[1]}, round {rnd_table[0]} checked against the sheet",
            f"Risultato del tavolo {rnd_table[1]}, turno {rnd_table[0]} verificato sul foglio",
        )
    )(facts.table((first_row(rows, "results")[1] or {}).get("table_id"))),
    "add_sanction": lambda facts, rows: _sanction(facts, first_row(rows, "sanctions")[1] or {}),
    "remove_sanction": lambda facts, rows: (
        lambda words: Words(f"Removed: {words.english}", f"Rimossa: {words.italian}")
    )(_sanction(facts, first_row(rows, "sanctions")[0] or {})),
    "publish_standings": _publication,
    "interrupt": _interrupt,
    "checkin": _checkin,
    "checkin_fee": lambda _f, rows: Words(
        f"Check-in fee: {((first_row(rows, 'tournaments')[1] or {}).get('fee_cents') or 0) / 100:.2f} euro",
        f"Quota dell'accoglienza: {((first_row(rows, 'tournaments')[1] or {}).get('fee_cents') or 0) / 100:.2f} €".replace(
            ".", ","
        ),
    ),
    "checkin_close": _checkin_close,
    "prize_list": lambda _f, rows: (
        Words("Prize list changed", "Elenco dei premi modificato")
        if (first_row(rows, "tournaments")[1] or {}).get("prize_list")
        else Words("Prize list: the default one", "Elenco dei premi: quello predefinito")
    ),
    "referee": lambda _f, rows: (
        lambda name: (
            Words(f"Referee: {name}", f"Direttore di gara: {name}")
            if name
            else Words("Referee removed", "Direttore di gara tolto")
        )
    )((first_row(rows, "tournaments")[1] or {}).get("referee")),
}


def _rows(before: dict[str, Any] | None, after: dict[str, Any] | None) -> Rows:
    olds = {(t, pk): v for t, pk, v in (before or {}).get("rows", [])}
    return [(t, pk, olds.get((t, pk)), v) for t, pk, v in (after or {}).get("rows", [])]


def summary(
    session: Session, action: str, before: dict[str, Any] | None, after: dict[str, Any] | None
) -> Words:
    """One sentence for one audit row; an undo or redo names what it undid or redid, in the same words."""
    if action in ("undo", "redo"):
        target = session.get(db.AuditEntry, (before or {}).get("target"))
        inner = summary(session, target.action, target.before, target.after) if target else _generic([])
        if action == "undo":
            return Words(f"Undone: {inner.english}", f"Annullato: {inner.italian}")
        return Words(f"Redone: {inner.english}", f"Ripetuto: {inner.italian}")
    rows = _rows(before, after)
    sentence = SENTENCES.get(action) or next(
        (w.sentences[action] for w in _games_words() if action in w.sentences), None
    )
    try:
        return sentence(Facts(session, rows, before), rows) if sentence else _generic(rows)
    except (KeyError, TypeError, ValueError, AttributeError):
        return _generic(rows)  # an old or unexpected shape: still a sentence, never a crash


def details(before: dict[str, Any] | None, after: dict[str, Any] | None) -> Words:
    """Every row the action wrote, in words: "Risultato: nuovo (NS 1250, EO 900)", "Turno: stato proposto → pubblicato"."""
    english, italian = [], []
    tables, fields = dict(TABLES), dict(FIELDS)
    for words in _games_words():
        tables.update(words.tables)
        fields.update(words.fields)
    for table, _pk, old, new in _rows(before, after):
        en, it = tables.get(table, (table, table))
        shown = new or old or {}
        # A new or removed row shows what it holds; a "no" (False) or an empty field says nothing.
        values = [(k, v) for k, v in shown.items() if k in fields and v is not None and v is not False]
        if old is None or new is None:
            what_en, what_it = ("new", "nuovo") if old is None else ("removed", "eliminato")
            held_en = ", ".join(f"{fields[k][0]} {v}" for k, v in values)
            held_it = ", ".join(f"{fields[k][1]} {_it(v)}" for k, v in values)
            english.append(f"{en}: {what_en}" + (f" ({held_en})" if held_en else ""))
            italian.append(f"{it}: {what_it}" + (f" ({held_it})" if held_it else ""))
            continue
        changed = [k for k in new if old.get(k) != new.get(k) and k not in QUIET]
        english.append(
            f"{en}: " + ", ".join(f"{fields.get(k, (k, k))[0]} {old.get(k)} → {new.get(k)}" for k in changed)
        )
        italian.append(
            f"{it}: "
            + ", ".join(f"{fields.get(k, (k, k))[1]} {_it(old.get(k))} → {_it(new.get(k))}" for k in changed)
        )
    return Words("; ".join(english), "; ".join(italian))


def _games_words() -> list[AuditWords]:
    """Every registered game's own words (``services/games.py`` registers the shipped games' stores)."""
    from fibur_director.services.parts import STORES

    return [store.audit for store in STORES.values()]


def _it(value: Any) -> str:
    if value is True:
        return "sì"
    if value is False:
        return "no"
    return STATUS_WORDS.get(str(value), str(value))
