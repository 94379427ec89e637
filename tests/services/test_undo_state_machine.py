"""Random sequences of actions, undos, redos and restarts over two tournaments and the player archive.

The model keeps, for each scope (tournament A, tournament B, the archive), the rows of that scope after each
of its actions, and its own undo and redo stacks. After every step the whole database (but the audit log) is
dumped and split by scope: an action must leave the other scopes' rows untouched, an undo must bring its
scope's rows back to exactly what they were before the action (same ids, same values) and a redo to what they
were after it. A refusal must change nothing, and happens only where the model says it must: undoing a
player who now plays in an entry, or redoing an entry whose player has since left the archive. Restarting
the desk (closing and reopening the database) must not change either stack.

The member list (issue 37) is the archive's: an import puts a list in use (``roster_imports``, in the dump) and
refreshes players' category and points, one action. The lists themselves (``roster_lists``,
``roster_members``) are snapshots outside the audit log: they are left out of the scopes, and an invariant
checks that they only ever grow, no row of them changed or deleted, by an action, an undo or a redo.
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    invariant,
    precondition,
    rule,
    run_state_machine_as_test,
)
from sqlalchemy import text

from fibur_director.db.database import Database, open_location
from fibur_director.domain.errors import FiburError
from fibur_director.services import registration as reg
from fibur_director.services import roster
from fibur_director.services import rounds as rnd
from fibur_director.services.actions import Desk
from tests.conftest import TODAY
from tests.postgres import PostgresServer

ARCHIVE = "archive"
SCOPES = ("A", "B", ARCHIVE)

# Every table but the audit log, with the scope each row belongs to.
SCOPED = {
    "players": "SELECT 'archive', p.* FROM players p",
    "tournaments": "SELECT t.id, t.* FROM tournaments t",
    "entries": "SELECT e.tournament_id, e.* FROM entries e",
    "entry_players": "SELECT e.tournament_id, x.* FROM entry_players x JOIN entries e ON e.id = x.entry_id",
    "rounds": "SELECT r.tournament_id, r.* FROM rounds r",
    "round_tables": "SELECT r.tournament_id, x.* FROM round_tables x JOIN rounds r ON r.id = x.round_id",
    "seats": "SELECT r.tournament_id, s.* FROM seats s JOIN round_tables x ON x.id = s.table_id"
    " JOIN rounds r ON r.id = x.round_id",
    "rests": "SELECT r.tournament_id, x.* FROM rests x JOIN rounds r ON r.id = x.round_id",
    "results": "SELECT r.tournament_id, s.* FROM results s JOIN round_tables x ON x.id = s.table_id"
    " JOIN rounds r ON r.id = x.round_id",
    "sanctions": "SELECT s.tournament_id, s.* FROM sanctions s",
    "standings_publications": "SELECT s.tournament_id, s.* FROM standings_publications s",
    "roster_imports": "SELECT 'archive', r.* FROM roster_imports r",
}
SNAPSHOTS = ("roster_lists", "roster_members")


class UndoMachine(RuleBasedStateMachine):
    # A new database for each example: a file here, a database on the test server in the PostgreSQL variant.
    new_location: Callable[[Path], str] = staticmethod(lambda folder: str(folder / "torneo.sqlite3"))

    def __init__(self) -> None:
        super().__init__()
        self.folder = Path(tempfile.mkdtemp(prefix="undo-machine-"))
        self.location = self.new_location(self.folder)
        self.database: Database = open_location(self.location)
        self.desk = Desk(self.database, actor="machine")
        self.tid: dict[str, int] = {}
        self.scope_of_tid: dict[int, str] = {}
        self.done: dict[str, list[dict[str, Any]]] = {scope: [] for scope in SCOPES}
        self.undone: dict[str, list[dict[str, Any]]] = {scope: [] for scope in SCOPES}
        self.dump = self._dump()
        # Creating each tournament is the first action of its scope, and may be undone like any other.
        for scope in ("A", "B"):
            settings = reg.TournamentSettings(name=f"Torneo {scope}", date=TODAY, plan="mitchell:4")
            tid = reg.create_tournament(self.desk, settings)
            self.tid[scope], self.scope_of_tid[tid] = tid, scope
            after = self._dump()
            self.done[scope].append({"before": self.dump[scope], "after": after[scope], "what": "create"})
            self.dump = after
        self.names = 0
        self.lists = 0
        self.listed: list[str] = []  # the cards of the latest list written
        self.snapshots = self._snapshots()

    def teardown(self) -> None:
        self.database.close()
        shutil.rmtree(self.folder, ignore_errors=True)

    # -- the database seen by scope --------------------------------------------------------------------------

    def _dump(self) -> dict[str, dict[str, list[tuple[Any, ...]]]]:
        parts: dict[str, dict[str, list[tuple[Any, ...]]]] = {s: {t: [] for t in SCOPED} for s in SCOPES}
        with self.database.engine.connect() as connection:
            for table, query in SCOPED.items():
                for scope_key, *row in connection.execute(text(query + " ORDER BY 2")):
                    scope = ARCHIVE if scope_key == ARCHIVE else self.scope_of_tid[scope_key]
                    parts[scope][table].append(tuple(row))
        return parts

    def _snapshots(self) -> dict[str, list[tuple[Any, ...]]]:
        with self.database.engine.connect() as connection:
            return {
                t: [tuple(r) for r in connection.execute(text(f"SELECT * FROM {t} ORDER BY id"))]
                for t in SNAPSHOTS
            }

    def _player_ids(self) -> list[int]:
        return [row[0] for row in self.dump[ARCHIVE]["players"]]

    def _players_in_entries(self) -> set[int]:
        return {row[2] for scope in ("A", "B") for row in self.dump[scope]["entry_players"]}

    def _do(self, scope: str, call: Any, *args: Any, **kwargs: Any) -> None:
        """A forward action in ``scope``: it may be refused by the rules (then nothing changes); otherwise only
        its own scope changes, its redo stack empties, and the model records the new rows."""
        before = self.dump
        try:
            call(*args, **kwargs)
        except FiburError:
            assert self._dump() == before
            return
        after = self._dump()
        for other in SCOPES:
            if other != scope:
                assert after[other] == before[other], f"{call.__name__} in {scope} changed {other}"
        if after[scope] == before[scope]:
            return  # nothing written, nothing logged
        self.done[scope].append(
            {"before": before[scope], "after": after[scope], "what": call.__name__, "args": args}
        )
        self.undone[scope].clear()
        self.dump = after

    # -- forward actions ---------------------------------------------------------------------------------------

    @rule(surname=st.sampled_from(["Rossi", "Šimić", "Bianchi", "Verdi"]), card=st.booleans())
    def add_player(self, surname: str, card: bool) -> None:
        self.names += 1
        card_number = f"M{self.names}" if card else None
        self._do(ARCHIVE, reg.add_player, self.desk, surname, f"Nome{self.names}", card=card_number)

    @rule(data=st.data())
    def import_roster(self, data: st.DataObject) -> None:
        """A member list holding some archive players under their own name (their category and points
        refreshed), some under another, and members the archive does not hold."""
        self.lists += 1
        lines = ["Tessera;Cognome;Nome;Categoria;Punti"]
        for row in self.dump[ARCHIVE]["players"]:
            card, surname, name = row[3], row[1], row[2]
            if card and data.draw(st.booleans()):
                other = data.draw(st.sampled_from([surname, "Altro"]))
                lines.append(
                    f"{card};{other};{name};{data.draw(st.sampled_from('ABC'))};{data.draw(st.integers(0, 9))}"
                )
        lines += [f"N{self.lists}{i};Nuovo;Socio{i};C;0" for i in range(data.draw(st.integers(1, 3)))]
        path = self.folder / f"elenco{self.lists}.csv"
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        self.listed = [line.split(";")[0] for line in lines[1:]]
        self._do(ARCHIVE, roster.import_roster, self.desk, path, TODAY, today=TODAY)

    @precondition(lambda self: bool(self.listed))
    @rule(data=st.data())
    def add_member(self, data: st.DataObject) -> None:
        self._do(ARCHIVE, roster.add_member, self.desk, data.draw(st.sampled_from(self.listed)))

    @precondition(lambda self: bool(self.dump[ARCHIVE]["players"]))
    @rule(data=st.data(), surname=st.sampled_from(["Neri", "Gialli", "Niccolò"]))
    def edit_player(self, data: st.DataObject, surname: str) -> None:
        player = data.draw(st.sampled_from(self._player_ids()))
        self._do(ARCHIVE, reg.edit_player, self.desk, player, surname=surname)

    @precondition(lambda self: len(self.dump[ARCHIVE]["players"]) >= 2)
    @rule(scope=st.sampled_from(["A", "B"]), data=st.data())
    def register_pair(self, scope: str, data: st.DataObject) -> None:
        pair = data.draw(st.lists(st.sampled_from(self._player_ids()), min_size=2, max_size=2, unique=True))
        self._do(scope, reg.register_entry, self.desk, self.tid[scope], pair)

    @precondition(lambda self: any(self.dump[s]["entries"] for s in ("A", "B")))
    @rule(scope=st.sampled_from(["A", "B"]), number=st.integers(1, 6), quarrel=st.booleans())
    def withdraw(self, scope: str, number: int, quarrel: bool) -> None:
        self._do(scope, reg.withdraw, self.desk, self.tid[scope], number, 1, quarrel=quarrel)

    @rule(scope=st.sampled_from(["A", "B"]), seed=st.integers(0, 5))
    def propose_round(self, scope: str, seed: int) -> None:
        self._do(scope, rnd.propose_round, self.desk, self.tid[scope], seed=seed)

    @rule(scope=st.sampled_from(["A", "B"]))
    def publish_round(self, scope: str) -> None:
        self._do(scope, rnd.publish_round, self.desk, self.tid[scope], len(self.dump[scope]["rounds"]))

    # -- undo and redo -------------------------------------------------------------------------------------------

    def _undo_refusal_expected(self, scope: str, step: dict[str, Any]) -> bool:
        if scope == ARCHIVE and step["what"] in ("add_player", "add_member"):
            added = {row[0] for row in step["after"]["players"]} - {
                row[0] for row in step["before"]["players"]
            }
            return bool(added & self._players_in_entries())
        return False

    def _redo_refusal_expected(self, scope: str, step: dict[str, Any]) -> bool:
        if step["what"] == "register_entry":
            return not set(step["args"][2]) <= set(self._player_ids())
        return False

    @rule(scope=st.sampled_from(SCOPES))
    def undo(self, scope: str) -> None:
        self._replay(scope, undo=True)

    @rule(scope=st.sampled_from(SCOPES))
    def redo(self, scope: str) -> None:
        self._replay(scope, undo=False)

    def _replay(self, scope: str, *, undo: bool) -> None:
        source, target = (self.done, self.undone) if undo else (self.undone, self.done)
        key = None if scope == ARCHIVE else self.tid[scope]
        call = self.desk.undo if undo else self.desk.redo
        before = self.dump
        if not source[scope]:
            try:
                call(key)
            except FiburError:
                assert self._dump() == before
                return
            raise AssertionError(f"{'undo' if undo else 'redo'} in {scope} with an empty stack succeeded")
        step = source[scope][-1]
        expect_refusal = (
            self._undo_refusal_expected(scope, step) if undo else self._redo_refusal_expected(scope, step)
        )
        try:
            call(key)
        except FiburError as error:
            assert expect_refusal, f"unexpected refusal: {error}"
            assert self._dump() == before, "a refused undo or redo changed the database"
            return
        assert not expect_refusal, f"{step['what']} should have been refused"
        after = self._dump()
        assert after[scope] == (step["before"] if undo else step["after"])
        for other in SCOPES:
            if other != scope:
                assert after[other] == before[other]
        target[scope].append(source[scope].pop())
        self.dump = after

    # -- restarts ------------------------------------------------------------------------------------------------

    @rule()
    def restart(self) -> None:
        stacks = {s: self.desk.stacks(None if s == ARCHIVE else self.tid[s]) for s in SCOPES}
        self.database.close()
        self.database = open_location(self.location)
        self.desk = Desk(self.database, actor="machine")
        assert {s: self.desk.stacks(None if s == ARCHIVE else self.tid[s]) for s in SCOPES} == stacks
        assert self._dump() == self.dump

    @invariant()
    def member_lists_only_grow(self) -> None:
        now = self._snapshots()
        for table, rows in self.snapshots.items():
            assert now[table][: len(rows)] == rows, f"a row of {table} changed or vanished"
        self.snapshots = now

    @invariant()
    def stacks_match_the_model(self) -> None:
        for scope in SCOPES:
            done, undone = self.desk.stacks(None if scope == ARCHIVE else self.tid[scope])
            assert (len(done), len(undone)) == (len(self.done[scope]), len(self.undone[scope])), scope


UndoMachine.TestCase.settings = settings(
    max_examples=40,
    stateful_step_count=35,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
TestUndoMachine = UndoMachine.TestCase


def test_undo_machine_on_postgresql(postgres: PostgresServer) -> None:
    """The same machine on a real PostgreSQL server (issue 18), fewer examples: each needs a new database."""

    class OnPostgreSQL(UndoMachine):
        new_location = staticmethod(lambda _folder: postgres.url(postgres.create_database(postgres.template)))

    run_state_machine_as_test(
        OnPostgreSQL,
        settings=settings(
            max_examples=12,
            stateful_step_count=25,
            deadline=None,
            suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
        ),
    )
