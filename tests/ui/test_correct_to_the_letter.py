"""Issue 35 at the desk: each rule the services apply is what the referee sees on the page that acts."""

from __future__ import annotations

from fibur_director.db.database import Database
from fibur_director.domain.tournament import Sanction
from fibur_director.services import results as res
from fibur_director.services import rounds as rnd
from fibur_director.ui.main_window import MainWindow
from tests.support.builders import all_rows
from tests.ui.conftest import choose, opened, published


def test_an_award_at_a_forfeited_table_cannot_be_confirmed(window: MainWindow, db: Database) -> None:
    """Item 8: the pair facing a forfeit for lateness (IT Art. 39) cannot be given a referee's award; the page
    says which sanction decides the table before anything is confirmed."""
    desk = window.context.desk
    tid = opened(window, 4)
    number = published(window, tid)
    table = rnd.view_round(desk, tid, number).tables[0]
    res.enter_result(desk, tid, number, table.number, 1000, 1000)
    res.add_sanction(desk, tid, Sanction("late", entry=table.ns[0], round=number, minutes=11))
    window.context.changed.emit()
    page = window.sanctions_page
    window.go(page)
    choose(page.kind, "referee_award")
    page.entry.setValue(table.ew[0])
    page.points.setText("150")
    assert (
        "è deciso da un ritardo oltre il limite o un abbandono del tavolo (IT Art. 39)" in page.effect.text()
    )
    assert not page.confirm_button.isEnabled()
    before = all_rows(db)
    page.confirm()
    assert all_rows(db) == before


def test_the_rev_art_37_warning_is_refused_at_a_club_mitchell_round(window: MainWindow, db: Database) -> None:
    """Item 6: a club tournament's Mitchell round is not where REV Art. 37 applies; the page says why and the
    warning cannot be confirmed."""
    tid = opened(window, 4, ruleset_id="burraco-revolution", plan="mitchell:4")
    published(window, tid)
    page = window.sanctions_page
    window.go(page)
    choose(page.kind, "warning")
    page.entry.setValue(1)
    choose(page.infraction, "cards_removed_before_check")
    assert (
        "«Girone A: carte tolte dal tavolo prima della verifica dell'arbitro» (REV Art. 37) vale solo nei tornei "
        "di livello regionale o nazionale, non in uno di circolo"
    ) in page.effect.text()
    assert not page.confirm_button.isEnabled()


def test_a_fed85_tournament_s_plan_starts_from_the_danish(window: MainWindow) -> None:
    """Item 7: choosing FEDIBUR 1985 turns the plan's rows to the pure Danish (FED85 Art. 9); back to the
    Italiano code, to the Mitchell."""
    page = window.tournament_page
    window.go(page)
    page.name.setText("Torneo FED")
    page.rounds.setValue(3)
    choose(page.ruleset, "fedibur-1985")
    assert page.panel_of("burraco").plan.plan() == "danish:3"
    choose(page.ruleset, "burraco-italiano")
    assert page.panel_of("burraco").plan.plan() == "mitchell:3"


def test_a_round_off_the_plan_is_warned_on_the_round_page(window: MainWindow) -> None:
    """Item 2: the referee picks «danese» for round 2 of a «mitchell:4» plan; the proposal shows the departure
    naming the plan (IT Art. 2), and the journal page lists it."""
    from tests.support.builders import play_round

    desk = window.context.desk
    tid = opened(window, 8, plan="mitchell:4")
    play_round(desk, tid)
    window.context.changed.emit()
    page = window.round_page
    window.go(page)
    choose(page.panel().method, "danish")
    page.propose_button.click()
    assert (
        "il turno 2 è abbinato con il metodo «danese», non con «mitchell» come dice il piano annunciato "
        "mitchell:4 (IT Art. 2)"
    ) in page.warnings.text()
    journal_page = window.journal_page
    window.go(journal_page)
    assert any(
        "diversamente dal piano annunciato mitchell:4" in str(row) for row in journal_page.audit_model.rows
    )


def test_a_wrong_table_is_recorded_from_the_round_page(window: MainWindow, tmp_path: object) -> None:
    """Item 4 at the desk: the two entries in the fields played at each other's places; the page says so and
    that they return to their places next round, and the journal has it."""
    desk = window.context.desk
    tid = opened(window, 6, plan="mitchell:3", planned_rounds=3)
    number = published(window, tid)
    one, two = rnd.view_round(desk, tid, number).tables[:2]
    page = window.round_page
    window.go(page)
    assert page.wrong_button.isEnabled()
    page.first.setValue(one.ew[0])
    page.second.setValue(two.ew[0])
    page.wrong_button.click()
    assert page.feedback.text().startswith(
        f"Le formazioni {one.ew[0]} e {two.ew[0]} hanno giocato l'una al posto dell'altra"
    )
    played = rnd.view_round(desk, tid, number).tables
    assert (played[0].ew[0], played[1].ew[0]) == (two.ew[0], one.ew[0])


def test_a_late_pair_completes_the_incomplete_table_from_the_round_page(
    window: MainWindow, db: Database
) -> None:
    """Item 1 at the desk: nine pairs on mitchell:4, round 1 published; the late pair registered on the
    registration page is told it may complete the incomplete table now, and the round page seats it there."""
    from fibur_director.services import registration as reg

    desk = window.context.desk
    tid = opened(window, 9, plan="mitchell:4")
    number = published(window, tid)
    [resting] = rnd.view_round(desk, tid, number).rests
    players = [reg.add_player(desk, "Costa", "Elena"), reg.add_player(desk, "Greco", "Paolo")]
    page = window.registration_page
    window.go(page)
    page.pending = [p for p in reg.search_players(desk, "") if p.id in players]
    page.register()
    assert page.feedback.text() == (
        f"Iscritta la formazione n. 10: può completare subito il tavolo incompleto del turno 1, contro "
        f"l'iscritto {resting} (IT Art. 39); il turno 2 lo fa sedere (mitchell)."
    )
    round_page = window.round_page
    window.go(round_page)
    round_page.first.setValue(10)
    round_page.panel().complete_button.click()
    assert round_page.feedback.text() == "La formazione 10 completa il tavolo incompleto (Art. 39)."
    view = rnd.view_round(desk, tid, number)
    assert (view.tables[-1].number, view.tables[-1].ns, view.tables[-1].ew) == (5, (10,), (resting,))
    assert view.rests == ()
    before = all_rows(db)
    round_page.first.setValue(10)
    round_page.panel().complete_button.click()
    assert round_page.feedback.text() == "l'iscritto 10 è già nel turno 1" and all_rows(db) == before
