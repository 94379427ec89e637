"""One user action = one transaction, audited, and undoable by a compensating write.

``Desk.action(...)`` opens ``session.begin()``; while it runs, every row the ORM inserts, updates or deletes is
captured from the flush (values before and after). At commit one ``audit_log`` row records the whole action:
who, when, what, and the rows before and after. Undo applies the "before" side as a new action (itself
audited, ``action="undo"``); redo applies the "after" side again. The undo and redo stacks are read back from
the log, so they survive a restart.

Services must change rows through the ORM (``session.add``, attribute changes, ``session.delete``), never by
bulk statements, so the capture sees everything.
"""

from __future__ import annotations

import datetime as dt
import functools
import json
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import Column, Table, UniqueConstraint, event, func, insert, inspect, select
from sqlalchemy.exc import DBAPIError, IntegrityError
from sqlalchemy.orm import Session

from fibur_director.db.database import Database
from fibur_director.db.engine import WRITE_LOCK
from fibur_director.db.models import (
    AuditEntry,
    Base,
    Entry,
    EntryPlayer,
    Player,
    Round,
    Sanction,
    StandingsPublication,
    Tournament,
)
from fibur_director.db.program import check_beside_other_desks
from fibur_director.domain.errors import FiburError
from fibur_director.domain.tournament import claims_until
from fibur_director.domain.tournament_file import check_tournament
from fibur_director.games.registry import game_of
from fibur_director.services.errors import ServiceError as ServiceError
from fibur_director.services.errors import StorageRefusal
from fibur_director.services.loading import last_round_played, load

UNDO, REDO = "undo", "redo"


class ConflictError(ServiceError):
    """Refused because another desk wrote the same thing first; the message names that desk."""


@dataclass
class Changes:
    """Rows touched by one action, in flush order: (table, primary key, before, after); None = absent."""

    rows: list[tuple[str, int, dict[str, Any] | None, dict[str, Any] | None]] = field(default_factory=list)
    # (table, primary key) of every row in ``rows``, kept as they come: each flush asks whether a row is already
    # logged, and building this set anew at every flush made an action of N rows cost N² (issue 37: undoing an
    # import that refreshed 2,000 players took 30 s).
    keys: set[tuple[str, int]] = field(default_factory=set)

    def add(self, table: str, pk: int, before: dict[str, Any] | None, after: dict[str, Any] | None) -> None:
        self.rows.append((table, pk, before, after))
        self.keys.add((table, pk))

    def tables(self) -> set[str]:
        return {row[0] for row in self.rows}

    def net(self) -> list[tuple[str, int, dict[str, Any] | None, dict[str, Any] | None]]:
        """One line per row, in first-touched order: its state before the action and after it. A row
        written by several flushes of one action is one change; a row created and deleted is none."""
        merged: dict[tuple[str, int], list[Any]] = {}
        for table, pk, before, after in self.rows:
            if (table, pk) in merged:
                merged[(table, pk)][1] = after
            else:
                merged[(table, pk)] = [before, after]
        return [
            (table, pk, before, after)
            for (table, pk), (before, after) in merged.items()
            if not (before is None and after is None)
        ]


def _plain(value: Any) -> Any:
    if isinstance(value, dt.datetime):
        return {"$dt": value.isoformat()}
    if isinstance(value, dt.date):
        return {"$d": value.isoformat()}
    return value


def _restore(value: Any) -> Any:
    if isinstance(value, dict) and len(value) == 1:
        if "$dt" in value:
            return dt.datetime.fromisoformat(value["$dt"])
        if "$d" in value:
            return dt.date.fromisoformat(value["$d"])
    return value


def _values(obj: Any, *, before: bool) -> dict[str, Any]:
    state = inspect(obj)
    values = {}
    for attr in state.mapper.column_attrs:
        key = attr.key
        if before:
            history = state.attrs[key].history
            if history.deleted:
                values[key] = _plain(history.deleted[0])
                continue
        values[key] = _plain(getattr(obj, key))
    return values


def insert_rows(session: Session, model: Any, rows: list[dict[str, Any]]) -> list[int]:
    """Insert many rows of one table in batched ``INSERT ... RETURNING`` statements, bypassing the ORM's unit of
    work (an import of 500 pairs x 10 rounds is 12,000 rows), and log each one in the action's audit record
    exactly as the ORM capture would (every column, as stored), so undo and redo treat them alike. Returns the
    new ids in the order of ``rows``. Only inside ``Desk.action``."""
    if not rows:
        return []
    changes: Changes = session.info[_CHANGES]
    table = model.__table__
    statement = insert(table).returning(*table.c, sort_by_parameter_order=True)
    ids = []
    for stored in session.execute(statement, rows):
        values = {column.key: _plain(stored._mapping[column]) for column in table.c}
        changes.add(table.name, values["id"], None, values)
        ids.append(values["id"])
    return ids


_CHANGES = "fibur_director.changes"


def _capture(session: Session, changes: Changes) -> None:
    session.info[_CHANGES] = changes

    @event.listens_for(session, "after_flush")
    def after_flush(session: Session, _context: Any) -> None:
        for obj in session.new:
            if obj.__tablename__ != AuditEntry.__tablename__:
                changes.add(obj.__tablename__, obj.id, None, _values(obj, before=False))
        for obj in session.dirty:
            if session.is_modified(obj, include_collections=False):
                old, new = _values(obj, before=True), _values(obj, before=False)
                # A column never loaded (left out of this action's INSERT) has no history, so its old value
                # reads as the new one; a row this action already logged keeps every later write, or redo
                # would replay the row as the first flush left it.
                if old != new or (obj.__tablename__, obj.id) in changes.keys:
                    changes.add(obj.__tablename__, obj.id, old, new)
        for obj in session.deleted:
            changes.add(obj.__tablename__, obj.id, _values(obj, before=True), None)


@dataclass(frozen=True)
class Done:
    """What an action changed: the GUI refreshes only these tables; ``audit_id`` is its log row."""

    audit_id: int | None
    tables: frozenset[str]
    value: Any = None


class Desk:
    """The services' handle on an open database, with the actor recorded in the audit log."""

    def __init__(self, database: Database, actor: str = "arbitro") -> None:
        self.database = database
        self.actor = actor
        # The last tournament read back, keyed by tournament id, with the database's change counter when read:
        # the desk recomputes standings after every result, and re-reading the file each time costs more than
        # the computation (benchmarks/standings.py). Every action of every desk, in any tournament or in the
        # archive (a player's surname), logs a newer audit id, which invalidates it.
        self.cache: dict[int, tuple[int | None, Any]] = {}
        # The change counter of what this desk's pages last showed (the desk's poll sets it). With several
        # desks on one database, an action that overwrites what another desk wrote after it is refused as a
        # conflict (optimistic concurrency: results.enter_result), and a refused round action says which
        # desk acted meanwhile. None: no such check (the CLI, a desk that has shown nothing yet).
        self.seen: int | None = None

    def changes_since(self, version: int | None) -> tuple[int | None, frozenset[str]]:
        """(the change counter now, the tables written since ``version``) by any action of any desk: read from
        the audit log, the one record of what changed, so a page refreshes what another desk wrote too."""
        with self.read() as session:
            query = select(AuditEntry.id, AuditEntry.after).order_by(AuditEntry.id)
            if version is not None:
                query = query.where(AuditEntry.id > version)
            tables: set[str] = set()
            for audit_id, after in session.execute(query):
                version = audit_id
                tables.update(row[0] for row in (after or {}).get("rows", []))
        return version, frozenset(tables)

    def poll(self, version: int | None) -> tuple[int | None, frozenset[str]]:
        """``changes_since`` for the desk's timer: one indexed query when nothing changed; a server that cannot
        be reached is a message (the desk keeps what it shows and what is typed, and polls again)."""
        try:
            return self.changes_since(version)
        except ServiceError as refused:
            error = refused.__cause__
            if not isinstance(error, DBAPIError):
                raise
            reason = _reason(error)
            raise ServiceError(
                f"the database server cannot be reached ({reason}); what is typed is kept, try again shortly",
                f"il server del database non risponde ({reason}); quanto digitato è conservato, riprovare "
                "tra poco",
            ) from error

    def version(self) -> int | None:
        """The database-wide change counter: the newest audit id (ids are never reused, revision 0004).

        Read through the table, not the mapped class: the desk asks before its first window and the live
        server on every phone's connect, and an ORM statement would configure every mapper first (~20 ms of
        the launch, issue 23; docs/architecture.md, "The launch")."""
        with self.read() as session:
            newest: int | None = session.scalar(select(func.max(AuditEntry.__table__.c.id)))
            return newest

    @contextmanager
    def read(self) -> Iterator[Session]:
        """A read-only session; a database that cannot be read (a server gone, a file vanished) is a message,
        never a raw error: every screen reads through here."""
        try:
            with self.database.sessions() as session:
                yield session
        except DBAPIError as error:
            reason = _reason(error)
            raise ServiceError(
                f"the database cannot be read now ({reason}); nothing was changed and what is typed is kept",
                f"il database non si può leggere ora ({reason}); nulla è stato modificato e quanto digitato è "
                "conservato",
            ) from error
        except OverflowError as error:
            raise _too_large() from error

    @contextmanager
    def action(
        self, action: str, entity: str, entity_id: int | None = None, tournament_id: int | None = None
    ) -> Iterator[tuple[Session, dict[str, Any]]]:
        """``with desk.action("enter_result", "table", 12, t) as (session, note): ...``; ``note`` is stored
        with the audit row (e.g. ``note["target"]``). An action that creates its tournament files itself under
        it by setting ``note["tournament_id"]``. An exception rolls everything back."""
        changes = Changes()
        note: dict[str, Any] = {}
        self.database.check_in_place()  # a moved or deleted file would take the write and lose it (issue 14)
        try:
            with self.database.sessions() as session:
                _capture(session, changes)
                with session.begin():
                    # Everything the action reads to decide is read under the write lock it will write with.
                    connection = session.connection(execution_options=WRITE_LOCK)
                    if self.database.on_server:
                        check_beside_other_desks(
                            connection
                        )  # a newer desk may have opened the database since
                    yield session, note
                    session.flush()
                    tournament_id = note.pop("tournament_id", tournament_id)
                    rows = changes.net()
                    if rows:
                        entry = AuditEntry(
                            actor=self.actor,
                            action=action,
                            entity=entity,
                            entity_id=entity_id,
                            tournament_id=tournament_id,
                            before={"rows": [[t, pk, b] for t, pk, b, _ in rows], **note},
                            after={"rows": [[t, pk, a] for t, pk, _, a in rows]},
                        )
                        session.add(entry)
                        session.flush()
                        self.last = Done(entry.id, frozenset(changes.tables()))
                    else:
                        self.last = Done(None, frozenset())
        except DBAPIError as error:
            # The transaction is rolled back; a constraint or a storage failure is told, never shown raw.
            raise _refused_by_database(action, error) from error
        except OverflowError as error:
            raise _too_large() from error
        except ServiceError as error:
            # Refused, perhaps because another desk acted first (a round proposed or closed meanwhile): say who.
            raise self._with_others(error, tournament_id) from None

    def others_since(self, tournament_id: int | None) -> list[tuple[int, str, str]]:
        """(log id, desk, action) of what other desks did in this tournament since this desk's ``seen``."""
        if self.seen is None or tournament_id is None:
            return []
        with self.read() as session:
            rows = session.execute(
                select(AuditEntry.id, AuditEntry.actor, AuditEntry.action)
                .where(
                    AuditEntry.id > self.seen,
                    AuditEntry.tournament_id == tournament_id,
                    AuditEntry.actor != self.actor,
                )
                .order_by(AuditEntry.id)
            ).all()
        return [(int(i), str(a), str(w)) for i, a, w in rows]

    def _with_others(self, error: ServiceError, tournament_id: int | None) -> ServiceError:
        others = [] if isinstance(error, ConflictError) else self.others_since(tournament_id)
        if not others:
            return error
        english = "; ".join(f"{actor}: {what} (log #{i})" for i, actor, what in others[-3:])
        italian = "; ".join(f"{actor}: {what} (registro n. {i})" for i, actor, what in others[-3:])
        # Same class as the refusal (callers may tell refusals apart by class), with the other desks named.
        return type(error)(
            f"{error.english} — meanwhile another desk acted: {english}",
            f"{error.italian} — nel frattempo ha agito un altro banco: {italian}",
        )

    # -- undo / redo ---------------------------------------------------------------------------------------

    def stacks(self, tournament_id: int | None) -> tuple[list[int], list[int]]:
        """(undoable, redoable) audit ids of this desk's own actions, most recent last, rebuilt from the log.
        ``None`` is the player archive's own stack (actions outside any tournament: adding, editing,
        importing players). Undo is per desk: with several desks on one database each takes back only what it
        did itself (an action another desk has built on since is refused by ``_refuse_if_changed``)."""
        scope = (
            AuditEntry.tournament_id.is_(None)
            if tournament_id is None
            else AuditEntry.tournament_id == tournament_id
        ) & (AuditEntry.actor == self.actor)
        with self.read() as session:
            log = session.execute(
                select(AuditEntry.id, AuditEntry.action, AuditEntry.before)
                .where(scope)
                .order_by(AuditEntry.id)
            ).all()
        done: list[int] = []
        undone: list[int] = []
        for audit_id, action, before in log:
            target = (before or {}).get("target")
            if action == UNDO and target in done:
                done.remove(target)
                undone.append(target)
            elif action == REDO and target in undone:
                undone.remove(target)
                done.append(target)
            elif action not in (UNDO, REDO):
                done.append(audit_id)
                undone.clear()
        return done, undone

    def undo(self, tournament_id: int | None) -> Done:
        done, _ = self.stacks(tournament_id)
        if not done:
            raise ServiceError("nothing to undo", "niente da annullare")
        return self._replay(done[-1], tournament_id, UNDO)

    def redo(self, tournament_id: int | None) -> Done:
        _, undone = self.stacks(tournament_id)
        if not undone:
            raise ServiceError("nothing to redo", "niente da ripetere")
        return self._replay(undone[-1], tournament_id, REDO)

    def undo_action(self, audit_id: int, tournament_id: int | None) -> Done:
        """Undo one named action of any actor, under this desk's name: the desk taking back what a helper's
        phone marked (issue 26). The same checks as ``undo``: refused, changing nothing, when what it wrote has
        been changed again since. The actor's own stack is untouched (it holds only its own undos)."""
        return self._replay(audit_id, tournament_id, UNDO)

    def _replay(self, audit_id: int, tournament_id: int | None, direction: str) -> Done:
        with self.read() as session:
            original = session.get(AuditEntry, audit_id)
            assert original is not None and original.before is not None and original.after is not None
            befores = {(t, pk): values for t, pk, values in original.before["rows"]}
            afters = [(t, pk, values) for t, pk, values in original.after["rows"]]
            what = original.action
        # Undo walks the action backwards (children before parents), redo forwards. Each step names the row,
        # the state the action left it in (undo) or found it in (redo), and the state to bring it to.
        steps = [
            (t, pk, values, befores[(t, pk)]) if direction == UNDO else (t, pk, befores[(t, pk)], values)
            for t, pk, values in afters
        ]
        if direction == UNDO:
            steps.reverse()
        with self.action(direction, "audit_log", audit_id, tournament_id) as (session, note):
            note["target"] = audit_id
            note["what"] = what
            # Checked inside the transaction that writes, so nothing can slip in between the check and the write.
            # An action that made the tournament itself (an import) takes it away or brings it back whole: not a
            # correction of its rounds, whatever standings it brought with it.
            if befores.get((Tournament.__tablename__, tournament_id), {}) is not None:
                _refuse_after_definitive_standings(session, audit_id, tournament_id, what, direction)
            # Every row read at once and held while rewritten: the session forgets an unreferenced row, and one
            # SELECT per row and per step made undoing 2,000 rows take tens of seconds (issue 37).
            held = _load(session, steps)
            for table_name, pk, expected, _wanted in steps:
                _refuse_if_changed(
                    session, Base.metadata.tables[table_name], pk, expected, audit_id, what, direction
                )
            was = _untrue(session, tournament_id)
            for table_name, pk, _expected, wanted in _in_dependency_order(steps):
                _apply(session, Base.metadata.tables[table_name], pk, wanted)
            verb = ("undo", "annullare") if direction == UNDO else ("redo", "ripetere")
            for table_name, _pk, _expected, wanted in steps:
                if table_name == Sanction.__tablename__ and wanted is not None:
                    _refuse_played_rounds(session, tournament_id, wanted, what, verb)
            _refuse_if_untrue(session, tournament_id, was, what, verb)
            del held
        return Done(self.last.audit_id, self.last.tables, what)


Step = tuple[str, int, dict[str, Any] | None, dict[str, Any] | None]


def _load(session: Session, steps: list[Step]) -> list[Any]:
    """The rows an undo or a redo rewrites that exist now, loaded in a few SELECTs per table."""
    wanted: dict[str, list[int]] = {}
    for table_name, pk, _expected, _wanted in steps:
        wanted.setdefault(table_name, []).append(pk)
    held: list[Any] = []
    for table_name, pks in wanted.items():
        cls = _class_of(Base.metadata.tables[table_name])
        for start in range(0, len(pks), 500):
            held.extend(session.scalars(select(cls).where(cls.id.in_(pks[start : start + 500]))))
    return held


def _too_large() -> ServiceError:
    """A number the database cannot hold (SQLite's integers stop at 2**63 - 1; the driver refuses it before any
    query): no tournament, entry or player has it, and nothing was changed."""
    return ServiceError(
        "a number too large: no tournament, round, entry or player has it; nothing was changed",
        "un numero troppo grande: nessun torneo, turno, iscritto o giocatore lo ha; nulla è stato modificato",
    )


def _untrue(session: Session, tournament_id: int | None) -> FiburError | None:
    """Why the tournament could not be a file (``check_tournament``), or None; None too for the archive's own
    stack and once the tournament is gone (the undo of its creation)."""
    if tournament_id is None or session.get(Tournament, tournament_id) is None:
        return None
    try:
        check_tournament(load(session, tournament_id))
    except FiburError as error:
        return error
    return None


def _refuse_if_untrue(
    session: Session, tournament_id: int | None, was: FiburError | None, what: str, verb: tuple[str, str]
) -> None:
    """Each row an undo or a redo rewrites is as the action left it, but the rest of the tournament may have
    moved on since (another desk entered a sheet, then this one redoes a withdrawal over it): what it leaves
    must be a tournament a file could hold (``check_tournament``), or nothing is written. Only a failure the
    replay brings is refused: a database already inconsistent (written by a version whose check was looser)
    still undoes and redoes what has nothing to do with it."""
    now = _untrue(session, tournament_id)
    if now is None or (was is not None and was.english == now.english):
        return
    raise ServiceError(
        f"cannot {verb[0]} {what}: {now.english.split(': ', 1)[-1]}; nothing was changed",
        f"impossibile {verb[1]} {what}: {now.italian.split(': ', 1)[-1]}; nulla è stato modificato",
    )


def _refuse_played_rounds(
    session: Session, tournament_id: int | None, row: dict[str, Any], what: str, verb: tuple[str, str]
) -> None:
    """A withdrawal or an absence an undo or a redo brings back starts after the rounds its entry has played
    by now (IT/REV Art. 38), as one typed now would (``registration.refuse_withdrawal``): a round closed since
    by another desk is played even where no sheet of the entry's was entered (a bye, a table decided by a
    sanction)."""
    tournament = session.get(Tournament, tournament_id) if tournament_id is not None else None
    if tournament is None or row.get("type") not in ("withdrawal", "absent") or row.get("entry_id") is None:
        return
    first = row.get("from_round")
    if row.get("type") == "absent":
        rnd = session.get(Round, row.get("round_id")) if row.get("round_id") is not None else None
        first = rnd.number if rnd is not None else None
    if first is None:
        return
    entry = session.get(Entry, row["entry_id"])
    played = last_round_played(session, tournament.id, row["entry_id"], closed_only=bool(row.get("quarrel")))
    try:
        game_of(tournament.kind).refuse_rewriting(
            tournament.ruleset_id,
            entry=entry.number if entry is not None else row["entry_id"],
            first_round=int(first),
            last_played=played,
            absence=row.get("type") == "absent",
        )
    except FiburError as error:
        raise ServiceError(
            f"cannot {verb[0]} {what}: {error.english}; nothing was changed",
            f"impossibile {verb[1]} {what}: {error.italian}; nulla è stato modificato",
        ) from None


def _in_dependency_order(steps: list[Step]) -> list[Step]:
    """Deletions first, children before parents (a number they free may be taken again, e.g. a table
    re-seated by a round edit), then insertions, parents before children, then updates, which may point at
    a row just inserted. Within one table the action's own order is kept."""
    rank = {table.name: i for i, table in enumerate(Base.metadata.sorted_tables)}
    deletions = sorted((s for s in steps if s[3] is None), key=lambda s: -rank[s[0]])
    insertions = sorted((s for s in steps if s[2] is None and s[3] is not None), key=lambda s: rank[s[0]])
    updates = [s for s in steps if s[2] is not None and s[3] is not None]
    return deletions + insertions + updates


def _reason(error: DBAPIError) -> str:
    """The driver's own words for a database error, on one line."""
    return " ".join(str(error.orig or error).split())


# What the storage says, in the referee's words and what to do (issue 39: a full disk was reported in English,
# with the name of the function that wrote). Matched on SQLite's and PostgreSQL's own messages.
_STORAGE_WORDS = (
    (
        ("disk is full", "no space left", "could not extend file"),
        "the disk is full: free some space on it and try again",
        "il disco è pieno: liberare spazio e riprovare",
    ),
    (
        ("readonly database", "read-only", "permission denied"),
        "the database cannot be written (read-only file or disk)",
        "il database non si può scrivere (file o disco in sola lettura)",
    ),
    (
        ("database is locked", "lock timeout"),
        "another program held the database too long: try again",
        "un altro programma ha occupato il database troppo a lungo: riprovare",
    ),
    (
        ("disk i/o error", "input/output error"),
        "the disk could not be read or written: check the disk or the USB stick",
        "il disco non si è potuto leggere o scrivere: controllare il disco o la chiavetta",
    ),
)


def _refused_by_database(action: str, error: DBAPIError) -> ServiceError:
    reason = str(error.orig).splitlines()[0] if error.orig is not None else type(error).__name__
    if isinstance(error, IntegrityError):
        return ServiceError(
            f"{action} refused: it would break the tournament's consistency ({reason}); nothing was changed",
            f"{action} rifiutato: renderebbe incoerente il torneo ({reason}); nulla è stato modificato",
        )
    lowered = reason.lower()
    for needles, english, italian in _STORAGE_WORDS:
        if any(needle in lowered for needle in needles):
            return StorageRefusal(
                f"not saved: {english}; nothing was changed (everything saved before is safe)",
                f"non salvato: {italian}; nulla è stato modificato (tutto ciò che era stato salvato prima è al "
                "sicuro)",
            )
    return StorageRefusal(
        f"not saved: the database answered {reason!r}; nothing was changed",
        f"non salvato: il database ha risposto {reason!r}; nulla è stato modificato",
    )


@functools.cache
def _class_of(table: Table) -> Any:
    # Asked for every row an undo rewrites: the registry's scan cost 0.4 ms a row (issue 37).
    return next(m for m in Base.registry.mappers if m.local_table is table).class_


def _comparable(values: dict[str, Any] | None) -> Any:
    # The log holds JSON: compare through the same encoding (tuples become lists, dates tagged by _plain).
    return None if values is None else json.loads(json.dumps(values, default=str, sort_keys=True))


def _refuse_if_changed(
    session: Session,
    table: Table,
    pk: int,
    expected: dict[str, Any] | None,
    audit_id: int,
    what: str,
    direction: str,
) -> None:
    """Refuse unless the row is exactly as the action left it (undo) or found it (redo): anything else means
    another action (or another desk) has written it since, and rewriting it would silently lose that."""
    obj = session.get(_class_of(table), pk)
    current = None if obj is None else _comparable(_values(obj, before=False))
    if current == _comparable(expected):
        return
    later = _later_writer(session, table.name, pk, audit_id)
    verb, verbo = ("undo", "annullare") if direction == UNDO else ("redo", "ripetere")
    by = f" by {later[0]} (log #{later[1]})" if later else ""
    da = f" da {later[0]} (registro n. {later[1]})" if later else ""
    raise ServiceError(
        f"cannot {verb} {what}: what it changed has been changed again since{by}; nothing was changed",
        f"impossibile {verbo} {what}: ciò che aveva modificato è stato modificato di nuovo{da}; nulla è "
        "stato modificato",
    )


def _later_writer(session: Session, table: str, pk: int, audit_id: int) -> tuple[str, int] | None:
    for later_id, action, after in session.execute(
        select(AuditEntry.id, AuditEntry.action, AuditEntry.after)
        .where(AuditEntry.id > audit_id)
        .order_by(AuditEntry.id.desc())
    ):
        if any(row[0] == table and row[1] == pk for row in (after or {}).get("rows", [])):
            return str(action), int(later_id)
    return None


def _refuse_after_definitive_standings(
    session: Session, audit_id: int, tournament_id: int | None, what: str, direction: str
) -> None:
    """No undo or redo across standings that have become definitive (IT Art. 20 and the codes' equivalents):
    the rounds they cover are closed to corrections, and an undo is a correction by another name."""
    if tournament_id is None:
        return
    tournament = session.get(Tournament, tournament_id)
    if tournament is None:
        return
    minutes = game_of(tournament.kind).verification_minutes(tournament.ruleset_id)
    if minutes is None:
        return  # a game whose standings have no claims window (Sicilian Tarot): never definitive
    created: set[int] = set()
    for (after,) in session.execute(
        select(AuditEntry.after).where(AuditEntry.tournament_id == tournament_id, AuditEntry.id >= audit_id)
    ):
        created.update(
            row[1] for row in (after or {}).get("rows", []) if row[0] == StandingsPublication.__tablename__
        )
    if not created:
        return
    article = game_of(tournament.kind).definitive_article(tournament.ruleset_id)
    now = dt.datetime.now(dt.UTC).replace(tzinfo=None)
    for publication in session.scalars(
        select(StandingsPublication).where(StandingsPublication.id.in_(created))
    ):
        if now >= claims_until(publication.published_at, minutes):
            verb, verbo = ("undo", "annullare") if direction == UNDO else ("redo", "ripetere")
            raise ServiceError(
                f"cannot {verb} {what}: the standings after round {publication.after_round} have become "
                f"definitive since ({article}); nothing was changed",
                f"impossibile {verbo} {what}: la classifica dopo il turno {publication.after_round} è "
                f"diventata definitiva ({article}); nulla è stato modificato",
            )


def _apply(session: Session, table: Table, pk: int, wanted: dict[str, Any] | None) -> None:
    """Bring one row to ``wanted`` (None: absent) with the ORM, so the compensating write is captured too."""
    cls = _class_of(table)
    obj = session.get(cls, pk)
    if wanted is None:
        if obj is not None:
            if table.name == Player.__tablename__:
                _refuse_player_in_use(session, obj)
            session.delete(obj)
            session.flush()
        return
    values = {k: _restore(v) for k, v in wanted.items()}
    if obj is None:
        session.add(cls(**values))
    else:
        changed = {key for key, value in values.items() if getattr(obj, key) != value}
        for key, value in values.items():
            setattr(obj, key, value)
        if not changed & _unique_columns(table):
            # Nothing another row could hold at the same time (a unique number): the UPDATE waits for the next
            # flush, so an undo of 2,000 refreshed players is a few batched flushes, not 2,000 (issue 37).
            return
    session.flush()


@functools.cache
def _unique_columns(table: Table) -> frozenset[str]:
    """The columns of ``table`` under a unique constraint or index; every column when a unique index holds an
    expression (``coalesce(group_label, '')``), which could cover any of them."""
    columns: set[str] = {c.name for c in table.primary_key.columns}
    for constraint in table.constraints:
        if isinstance(constraint, UniqueConstraint):
            columns.update(c.name for c in constraint.columns)
    for index in table.indexes:
        if index.unique:
            if any(not isinstance(e, Column) for e in index.expressions):
                return frozenset(c.name for c in table.columns)
            columns.update(c.name for c in index.columns)
    return frozenset(columns)


def _refuse_player_in_use(session: Session, player: Player) -> None:
    entry = session.execute(
        select(Entry.number, Entry.tournament_id)
        .join(EntryPlayer, EntryPlayer.entry_id == Entry.id)
        .where(EntryPlayer.player_id == player.id)
        .limit(1)
    ).first()
    if entry is not None:
        raise ServiceError(
            f"{player.surname} {player.name} plays in entry {entry.number} of tournament {entry.tournament_id}: "
            "take them out of it before removing them from the archive; nothing was changed",
            f"{player.surname} {player.name} gioca nell'iscritto {entry.number} del torneo {entry.tournament_id}: "
            "toglierlo da lì prima di eliminarlo dall'archivio; nulla è stato modificato",
        )
