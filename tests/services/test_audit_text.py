"""The audit log in the referee's words, for every kind of action, also after undo and redo."""

from __future__ import annotations

import re
from pathlib import Path

from fibur_director.db.database import Database
from fibur_director.services import audit_text, journal
from fibur_director.services import registration as reg
from fibur_director.services import results as res
from fibur_director.services import rounds as rnd
from fibur_director.services.actions import Desk
from tests.conftest import TODAY


def sentences(desk: Desk, tid: int | None, language: str = "it") -> list[str]:
    return [row.summary.text(language) for row in reversed(journal.audit_log(desk, tid))]


def test_every_action_reads_as_a_sentence(db: Database) -> None:
    desk = Desk(db, actor="arbitro")
    tid = reg.create_tournament(
        desk, reg.TournamentSettings(name="Torneo di Natale", date=TODAY, planned_rounds=2, plan="mitchell:2")
    )
    players = [
        reg.add_player(desk, f"Rossi{i}", "Ugo", card=f"C{i}" if i == 1 else None) for i in range(1, 9)
    ]
    for i in range(0, 8, 2):
        reg.register_entry(desk, tid, [players[i], players[i + 1]])
    rnd.propose_round(desk, tid, seed=3)
    view = rnd.view_round(desk, tid, 1)
    rnd.edit_round(desk, tid, 1, "swap", view.tables[0].ns[0], view.tables[1].ns[0])
    rnd.publish_round(desk, tid, 1)
    res.enter_result(desk, tid, 1, 1, 1250, 900)
    res.enter_result(desk, tid, 1, 2, 1000, 1000)
    res.enter_result(desk, tid, 1, 1, 1200, 950, confirmed_by_opponents=True)
    warning = res.give_warning(desk, tid, 2, 1, "wrong_table")
    res.remove_sanction(desk, tid, warning)
    rnd.close_round(desk, tid, 1)
    res.publish_standings(desk, tid, "provisional")
    reg.withdraw(desk, tid, 4, 2)
    desk.undo(tid)
    desk.redo(tid)
    reg.edit_player(desk, players[0], surname="Rossini")

    assert sentences(desk, tid) == [
        "Torneo creato: Torneo di Natale",
        # Players are named as they are now: the same people, whose surname has since been edited.
        "Iscritta la formazione 1: Rossini Ugo – Rossi2 Ugo",
        "Iscritta la formazione 2: Rossi3 Ugo – Rossi4 Ugo",
        "Iscritta la formazione 3: Rossi5 Ugo – Rossi6 Ugo",
        "Iscritta la formazione 4: Rossi7 Ugo – Rossi8 Ugo",
        "Turno 1 proposto (mitchell)",
        "Disposizione del turno 1 modificata",
        "Turno 1 pubblicato",
        "Risultato del tavolo 1, turno 1: 1250–900",
        "Risultato del tavolo 2, turno 1: 1000–1000",
        "Correzione del tavolo 1, turno 1: 1250–900 → 1200–950",
        "Ammonizione: formazione 2, turno 1 (IT Art. 2)",
        "Rimossa: Ammonizione: formazione 2, turno 1 (IT Art. 2)",
        "Turno 1 chiuso",
        "Classifica provvisoria pubblicata dopo il turno 1",
        "Abbandono: formazione 4, dal turno 2 (IT Art. 38)",
        "Annullato: Abbandono: formazione 4, dal turno 2 (IT Art. 38)",
        "Ripetuto: Abbandono: formazione 4, dal turno 2 (IT Art. 38)",
    ]
    assert sentences(desk, tid, "en")[8] == "Result of table 1, round 1: 1250–900"
    archive = sentences(desk, None)
    assert archive[0] == "Giocatore aggiunto: Rossi1 Ugo (tessera C1)"
    assert archive[-1] == "Giocatore modificato: Rossi1 Ugo (tessera C1) → Rossini Ugo (tessera C1)"
    details = [row.detail.text("it") for row in journal.audit_log(desk, tid)]
    assert all("#" not in line and "round_tables" not in line and "results" not in line for line in details)
    correction = next(r for r in journal.audit_log(desk, tid) if r.summary.italian.startswith("Correzione"))
    assert correction.detail.italian == "Risultato: NS 1250 → 1200, EO 900 → 950, confermato no → sì"


def test_a_deleted_table_is_still_described_from_the_log(db: Database) -> None:
    desk = Desk(db, actor="arbitro")
    tid = reg.create_tournament(desk, reg.TournamentSettings(name="T", date=TODAY, planned_rounds=1))
    for i in range(4):
        reg.register_entry(
            desk, tid, [reg.add_player(desk, f"A{i}", "X"), reg.add_player(desk, f"B{i}", "Y")]
        )
    rnd.propose_round(desk, tid, seed=1)
    desk.undo(tid)  # the round, its tables and seats are deleted again
    assert sentences(desk, tid)[-2:] == [
        "Turno 1 proposto (mitchell)",
        "Annullato: Turno 1 proposto (mitchell)",
    ]


def test_every_action_of_the_services_has_its_own_sentence() -> None:
    """A new action without a sentence would fall back to "N righe modificate": this test names it. A game's own
    actions (``services/<game>/``) that are not shared ones have their sentences in its store's ``audit`` words,
    and only there: the shared module names no game's action (issue 36)."""
    from fibur_director.services.parts import STORES

    source = Path(__file__).parents[2] / "fibur_director" / "services"

    def recorded(paths: list[Path]) -> set[str]:
        return {
            name
            for path in paths
            for name in re.findall(r'desk\.action\(\s*"([a-z_]+)"', path.read_text(encoding="utf-8"))
        }

    shared = recorded(sorted(source.glob("*.py"))) - {"undo", "redo"}
    assert shared and shared <= set(audit_text.SENTENCES), shared - set(audit_text.SENTENCES)
    for game, store in STORES.items():
        own = recorded(sorted((source / game).glob("*.py"))) if (source / game).is_dir() else set()
        known = set(store.audit.sentences) | set(audit_text.SENTENCES)  # or a shared action (add_sanction)
        assert own <= known, (game, own - known)
        assert not set(store.audit.sentences) & set(audit_text.SENTENCES), game
    assert {"tarot_draw", "enter_deal", "remove_deal"} <= set(STORES["tarot"].audit.sentences)


def test_a_row_inserted_then_updated_in_one_action_is_redone_as_it_ended(db: Database) -> None:
    """A column left out of an INSERT and set by a later flush of the same action has no loaded history; the
    action's log must still carry its final value, or redo would bring the row back without it."""
    from sqlalchemy import select

    from fibur_director.db import models

    desk = Desk(db)
    tid = reg.create_tournament(desk, reg.TournamentSettings(name="T", date=TODAY, planned_rounds=1))
    with desk.action("test", "round", tournament_id=tid) as (session, _note):
        row = models.Round(tournament_id=tid, number=1, system="manual", status="proposed")
        session.add(row)
        session.flush()
        row.draw = [[1, 5]]
    desk.undo(tid)
    desk.redo(tid)
    with desk.read() as session:
        assert session.scalars(select(models.Round.draw).where(models.Round.tournament_id == tid)).one() == [
            [1, 5]
        ]
