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
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import Table, event, func, inspect, select
from sqlalchemy.orm import Session

from fibur_director.db.database import Database
from fibur_director.db.models import AuditEntry, Base
from fibur_director.domain.errors import FiburError

UNDO, REDO = "undo", "redo"


class ServiceError(FiburError, ValueError):
    """A refused user action: nothing was changed."""


@dataclass
class Changes:
    """Rows touched by one action, in flush order: (table, primary key, before, after); None = absent."""

    rows: list[tuple[str, int, dict[str, Any] | None, dict[str, Any] | None]] = field(default_factory=list)

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


def _capture(session: Session, changes: Changes) -> None:
    @event.listens_for(session, "after_flush")
    def after_flush(session: Session, _context: Any) -> None:
        for obj in session.new:
            if obj.__tablename__ != AuditEntry.__tablename__:
                changes.rows.append((obj.__tablename__, obj.id, None, _values(obj, before=False)))
        for obj in session.dirty:
            if session.is_modified(obj, include_collections=False):
                old, new = _values(obj, before=True), _values(obj, before=False)
                if old != new:
                    changes.rows.append((obj.__tablename__, obj.id, old, new))
        for obj in session.deleted:
            changes.rows.append((obj.__tablename__, obj.id, _values(obj, before=True), None))


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
        # The last tournament read back, keyed by tournament id, with the audit id it reflects: the desk
        # recomputes standings after every result, and re-reading the file each time costs more than the
        # computation (benchmarks/standings.py). Any action logs a newer audit id, which invalidates it.
        self.cache: dict[int, tuple[int | None, Any]] = {}

    def version(self, tournament_id: int) -> int | None:
        with self.read() as session:
            return session.scalar(
                select(func.max(AuditEntry.id)).where(AuditEntry.tournament_id == tournament_id)
            )

    @contextmanager
    def read(self) -> Iterator[Session]:
        with self.database.sessions() as session:
            yield session

    @contextmanager
    def action(
        self, action: str, entity: str, entity_id: int | None = None, tournament_id: int | None = None
    ) -> Iterator[tuple[Session, dict[str, Any]]]:
        """``with desk.action("enter_result", "table", 12, t) as (session, note): ...``; ``note`` is stored
        with the audit row (e.g. ``note["target"]``). An action that creates its tournament files itself under
        it by setting ``note["tournament_id"]``. An exception rolls everything back."""
        changes = Changes()
        note: dict[str, Any] = {}
        with self.database.sessions() as session:
            _capture(session, changes)
            with session.begin():
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

    # -- undo / redo ---------------------------------------------------------------------------------------

    def stacks(self, tournament_id: int | None) -> tuple[list[int], list[int]]:
        """(undoable, redoable) audit ids, most recent last, rebuilt from the log. ``None`` is the player
        archive's own stack (actions outside any tournament: adding, editing, importing players)."""
        scope = (
            AuditEntry.tournament_id.is_(None)
            if tournament_id is None
            else AuditEntry.tournament_id == tournament_id
        )
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

    def _replay(self, audit_id: int, tournament_id: int | None, direction: str) -> Done:
        with self.read() as session:
            original = session.get(AuditEntry, audit_id)
            assert original is not None and original.before is not None and original.after is not None
            befores = {(t, pk): values for t, pk, values in original.before["rows"]}
            afters = [(t, pk, values) for t, pk, values in original.after["rows"]]
            what = original.action
        # Undo walks the action backwards (children before parents), redo forwards.
        steps = [
            (t, pk, values, befores[(t, pk)]) if direction == UNDO else (t, pk, befores[(t, pk)], values)
            for t, pk, values in afters
        ]
        if direction == UNDO:
            steps.reverse()
        with self.action(direction, "audit_log", audit_id, tournament_id) as (session, note):
            note["target"] = audit_id
            note["what"] = what
            for table_name, pk, _current, wanted in steps:
                _apply(session, Base.metadata.tables[table_name], pk, wanted)
        return self.last


def _apply(session: Session, table: Table, pk: int, wanted: dict[str, Any] | None) -> None:
    """Bring one row to ``wanted`` (None: absent) with the ORM, so the compensating write is captured too."""
    mapper = next(m for m in Base.registry.mappers if m.local_table is table)
    cls = mapper.class_
    obj = session.get(cls, pk)
    if wanted is None:
        if obj is not None:
            session.delete(obj)
            session.flush()
        return
    values = {k: _restore(v) for k, v in wanted.items()}
    if obj is None:
        session.add(cls(**values))
    else:
        for key, value in values.items():
            setattr(obj, key, value)
    session.flush()
