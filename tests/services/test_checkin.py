"""Check-in at the door (issue 26, items 7-8), on both engines: marks through the services, the devices'
pairing, revocation and the desk taking a mark back, and closing the door before the first round.

Figures by hand: 6 pairs (12 players), fee 10 euro; Rossi1 pays 10, Bianchi1 12.50, Rossi2 4: paid 26.50;
owed 0 + 0 + 6 + 9 x 10 = 96 euro (a player who paid more pays for nobody else)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from pathlib import Path

import pytest

from fibur_director.db.database import Database, open_database, open_writer_beside
from fibur_director.domain import checkin as rules
from fibur_director.domain.errors import FiburError
from fibur_director.services import checkin as svc
from fibur_director.services import journal
from fibur_director.services import registration as reg
from fibur_director.services import rounds as rnd
from fibur_director.services.actions import Desk
from fibur_director.services.tarot import turn_sheets as tarot
from tests.conftest import TODAY
from tests.support.builders import all_rows, make_tournament, refused
from tests.support.tarot import make_tarot


@pytest.fixture
def desk(any_db: Database) -> Iterator[Desk]:
    yield Desk(any_db, actor="arbitro")


def _player(desk: Desk, tid: int, surname: str) -> int:
    return next(a.player_id for a in svc.door(desk, tid).arrivals if a.surname == surname)


def test_marks_and_the_totals_worked_out_by_hand(desk: Desk) -> None:
    tid = make_tournament(desk, pairs=6)
    door = svc.door(desk, tid)
    assert (door.expected, door.here, door.missing, door.fee_cents) == (12, 0, 12, 1000)
    assert door.owed_cents == 12_000 and door.paid_cents == 0
    svc.mark(desk, tid, _player(desk, tid, "Rossi1"), present=True, paid_cents=1000)
    svc.mark(desk, tid, _player(desk, tid, "Bianchi1"), present=True, paid_cents=1250)
    svc.mark(desk, tid, _player(desk, tid, "Rossi2"), present=True, paid_cents=400)
    said = [row.summary.italian for row in journal.audit_log(desk, tid)[:3]]
    assert said == [
        "Accoglienza: Rossi2 Maria presente, pagato 4 €",
        "Accoglienza: Bianchi1 Niccolò presente, pagato 12,50 €",
        "Accoglienza: Rossi1 Maria presente, pagato 10 €",
    ]
    door = svc.door(desk, tid)
    assert (door.here, door.missing) == (3, 9)
    assert door.paid_cents == 2650
    assert door.owed_cents == 600 + 9 * 1000
    assert rules.euro(door.paid_cents) == "26,50 €" and rules.euro(door.owed_cents) == "96 €"
    # The same mark again writes nothing: a phone's second tap of one form.
    before = desk.version()
    svc.mark(desk, tid, _player(desk, tid, "Rossi1"), present=True, paid_cents=1000)
    assert desk.version() == before
    svc.set_fee(desk, tid, 1500)
    assert journal.audit_log(desk, tid)[0].summary.italian == "Quota dell'accoglienza: 15,00 €"
    assert svc.door(desk, tid).owed_cents == 500 + 250 + 1100 + 9 * 1500
    assert [e[0] for e in svc.door(desk, tid).absent_entries()] == [2, 3, 4, 5, 6]


def test_search_by_surname_card_or_entry(desk: Desk) -> None:
    tid = make_tournament(desk, pairs=12)
    arrivals = svc.door(desk, tid).arrivals
    assert [a.surname for a in svc.find(arrivals, "rossi1")] == ["Rossi1", "Rossi10", "Rossi11", "Rossi12"]
    assert [a.surname for a in svc.find(arrivals, "FIB0007b")] == ["Bianchi7"]
    assert {a.surname for a in svc.find(arrivals, "7")} == {"Rossi7", "Bianchi7"}
    assert svc.find(arrivals, "verdi") == []


def test_refusals_change_nothing(desk: Desk, any_db: Database) -> None:
    tid = make_tournament(desk, pairs=2)
    stranger = reg.add_player(desk, "Verdi", "Lia")  # in the archive, in no entry of this tournament
    refused(any_db, lambda: svc.mark(desk, tid, stranger, present=True), "not expected")
    player = _player(desk, tid, "Rossi1")
    refused(any_db, lambda: svc.mark(desk, tid, player, present=True, paid_cents=-5), "not possible")
    refused(any_db, lambda: svc.set_fee(desk, tid, 10**7), "not possible")
    with pytest.raises(FiburError, match="write euro"):
        rules.parse_euro("dieci")
    assert rules.parse_euro("12,5") == 1250 and rules.parse_euro("€ 7") == 700
    # Digits of other scripts are not euro (issue 39: "١٢" was taken as 12 €), whatever re's \d thinks.
    for foreign in ("١٢", "１２", "12,٥", "²"):
        with pytest.raises(FiburError, match="write euro"):
            rules.parse_euro(foreign)


def test_a_code_pairs_one_device_once_and_a_new_code_retires_the_old(desk: Desk, any_db: Database) -> None:
    tid = make_tournament(desk, pairs=2)
    number, code = svc.show_code(desk, tid)
    assert number == 1 and len(code) == 6 and set(code) <= set(rules.CODE_ALPHABET)
    token, device = svc.pair(desk, code.lower()[:3] + "-" + code.lower()[3:])  # as typed on a phone
    assert device.actor == "accoglienza 1" and device.tournament_id == tid
    assert svc.device_of(desk, token) == device
    refused(any_db, lambda: svc.pair(desk, code), "opens nothing")  # spent
    _, old = svc.show_code(desk, tid)
    _, new = svc.show_code(desk, tid)
    refused(any_db, lambda: svc.pair(desk, old), "opens nothing")  # replaced by the one on the screen
    later = dt.datetime.now(dt.UTC).replace(tzinfo=None) + dt.timedelta(minutes=rules.CODE_MINUTES + 1)
    refused(any_db, lambda: svc.pair(desk, new, now=later), "opens nothing")  # too old
    second, device2 = svc.pair(desk, new)
    assert device2.number == 3 and second != token
    # Nothing of the secrets is stored: only their hashes.
    stored = repr(all_rows(any_db)["checkin_devices"])
    assert token not in stored and second not in stored and code not in stored
    assert rules.digest(token) in stored


def test_a_revoked_device_writes_nothing(desk: Desk, any_db: Database) -> None:
    tid = make_tournament(desk, pairs=2)
    _, code = svc.show_code(desk, tid)
    token, device = svc.pair(desk, code)
    phone = Desk(any_db, actor=device.actor)
    player = _player(desk, tid, "Rossi1")
    svc.mark(phone, tid, player, present=True, paid_cents=1000, token=token)
    assert svc.revoke(desk, tid, device.number) == 1
    assert svc.device_of(desk, token) is None
    refused(
        any_db,
        lambda: svc.mark(phone, tid, _player(desk, tid, "Rossi2"), present=True, token=token),
        "revoked",
    )
    # Nor does a token of another tournament's device open this one.
    other = reg.create_tournament(desk, reg.TournamentSettings(name="Altro", date=TODAY, planned_rounds=2))
    _, code2 = svc.show_code(desk, other)
    token2, _ = svc.pair(desk, code2)
    refused(any_db, lambda: svc.mark(phone, tid, player, present=False, token=token2), "revoked")


def test_the_desk_takes_back_a_device_mark(desk: Desk, any_db: Database) -> None:
    tid = make_tournament(desk, pairs=2)
    _, code = svc.show_code(desk, tid)
    token, device = svc.pair(desk, code)
    phone = Desk(any_db, actor=device.actor)
    rossi, bianchi = _player(desk, tid, "Rossi1"), _player(desk, tid, "Bianchi1")
    svc.mark(phone, tid, rossi, present=True, paid_cents=1000, token=token)
    svc.mark(phone, tid, bianchi, present=True, token=token)
    marks = svc.device_marks(desk, tid)
    assert [(m.actor, m.player) for m in marks] == [
        ("accoglienza 1", "Bianchi1 Niccolò"),
        ("accoglienza 1", "Rossi1 Maria"),
    ]
    svc.take_back(desk, tid, marks[1].audit_id)
    door = svc.door(desk, tid)
    assert door.here == 1 and door.paid_cents == 0
    assert [m.player for m in svc.device_marks(desk, tid)] == ["Bianchi1 Niccolò"]
    assert journal.audit_log(desk, tid)[0].actor == "arbitro"
    # Marked again by the phone since: taking back the older mark would lose it, so it is refused.
    svc.mark(phone, tid, bianchi, present=True, paid_cents=500, token=token)
    refused(any_db, lambda: svc.take_back(desk, tid, marks[0].audit_id), "changed again")


def test_closing_the_door_takes_the_absent_out_and_no_table_seats_them(desk: Desk, any_db: Database) -> None:
    tid = make_tournament(desk, pairs=10)
    door = svc.door(desk, tid)
    for a in door.arrivals:
        # Entry 3 lacks Bianchi3, entry 7 is not here at all.
        if a.entry != 7 and a.surname != "Bianchi3":
            svc.mark(desk, tid, a.player_id, present=True, paid_cents=1000)
    state = svc.closing(desk, tid)
    assert state.refusal is None
    assert state.absent == [
        (3, "Rossi3 - Bianchi3", ["Bianchi3 Niccolò"]),
        (7, "Rossi7 - Bianchi7", ["Bianchi7 Niccolò", "Rossi7 Maria"]),
    ]
    refused(any_db, lambda: svc.strike_absent(desk, tid, [3, 4]), "not an entry with a member absent")
    assert svc.strike_absent(desk, tid, [3, 7]) == [3, 7]
    assert svc.door(desk, tid).missing == 0
    assert journal.audit_log(desk, tid)[0].summary.italian == (
        "Accoglienza chiusa: iscritti 3, 7 tolti prima del sorteggio"
    )
    desk.undo(tid)  # one Ctrl+Z puts both back
    assert [e[0] for e in svc.closing(desk, tid).absent] == [3, 7]
    svc.strike_absent(desk, tid, [3, 7])
    number = rnd.propose_round(desk, tid, seed=3)
    view = rnd.view_round(desk, tid, number)
    seated = {e for table in view.tables for e in (*table.ns, *table.ew)}
    assert seated == {1, 2, 4, 5, 6, 8, 9, 10}
    assert not seated & {3, 7}
    # Once a round is drawn an absent entry withdraws and keeps its seat (Art. 38): not from here.
    svc.mark(desk, tid, _player(desk, tid, "Rossi1"), present=False)
    assert svc.closing(desk, tid).refusal is not None
    refused(any_db, lambda: svc.strike_absent(desk, tid, [1]), "already drawn")


def test_money_taken_from_players_no_longer_expected_stays_in_the_paid_total(
    desk: Desk, any_db: Database
) -> None:
    """Fee 10 euro, 6 pairs. Paid: Rossi1 10 and Bianchi1 7.50 (entry 1, Bianchi1 then replaced by Verdi),
    Rossi3 10 (entry 3, Bianchi3 absent, then struck at the closing), Rossi5 5 (entry 5, then withdrawn).
    Taken 32.50 in all, whatever happens to the entries; to be refunded 7.50 + 10 + 5 = 22.50."""
    tid = make_tournament(desk, pairs=6)
    svc.mark(desk, tid, _player(desk, tid, "Rossi1"), present=True, paid_cents=1000)
    svc.mark(desk, tid, _player(desk, tid, "Bianchi1"), present=True, paid_cents=750)
    svc.mark(desk, tid, _player(desk, tid, "Rossi3"), present=True, paid_cents=1000)
    svc.mark(desk, tid, _player(desk, tid, "Rossi5"), present=True, paid_cents=500)
    for entry in (1, 2, 4, 5, 6):
        for a in svc.door(desk, tid).arrivals:
            if a.entry == entry and not a.present:
                svc.mark(desk, tid, a.player_id, present=True)
    assert svc.door(desk, tid).paid_cents == 3250
    state = svc.closing(desk, tid)
    assert [number for number, _name, _people in state.absent] == [3]
    assert state.paid == {3: [("Rossi3 Maria", 1000)]}  # the dialog names whom striking leaves owed money

    svc.strike_absent(desk, tid, [3])
    door = svc.door(desk, tid)
    assert (door.expected, door.paid_cents, door.refund_cents) == (10, 3250, 1000)
    assert [(a.surname, a.entry, a.paid_cents) for a in door.departed] == [("Rossi3", 0, 1000)]

    reg.withdraw(desk, tid, 5, 1)
    verdi = reg.add_player(desk, "Verdi", "Anna")
    reg.substitute(desk, tid, 1, _player(desk, tid, "Bianchi1"), verdi)
    door = svc.door(desk, tid)
    assert door.expected == 8  # entries 1 (Rossi1, Verdi), 2, 4, 6
    assert door.paid_cents == 3250
    assert door.refund_cents == 750 + 1000 + 500
    assert [(a.surname, a.entry, a.paid_cents) for a in door.departed] == [
        ("Bianchi1", 1, 750),
        ("Rossi3", 0, 1000),
        ("Rossi5", 5, 500),
    ]
    # 10 euro owed by Verdi alone: Rossi1 paid, the others of 2, 4, 6 paid nothing yet (6 x 10)
    assert door.owed_cents == 1000 + 6 * 1000
    # One Ctrl+Z each puts the players back where they were, their money with them.
    desk.undo(tid)
    desk.undo(tid)
    desk.undo(tid)
    desk.undo(tid)
    door = svc.door(desk, tid)
    assert (door.expected, door.paid_cents, door.refund_cents, door.departed) == (12, 3250, 0, ())


def test_tarot_players_check_in_and_the_draw_seats_only_who_is_here(desk: Desk) -> None:
    """The same door for Sicilian Tarot (individual entries): four of eight are here, the other four are taken
    out, and the draw seats one table of the four (TAROT §2)."""
    tid = make_tarot(desk, players=8)
    door = svc.door(desk, tid)
    assert door.expected == 8
    for a in door.arrivals[:4]:
        svc.mark(desk, tid, a.player_id, present=True, paid_cents=1000)
    state = svc.closing(desk, tid)
    assert state.refusal is None and len(state.absent) == 4
    here = {a.entry for a in door.arrivals[:4]}
    svc.strike_absent(desk, tid, [number for number, _n, _p in state.absent])
    tarot.record_draw(desk, tid, None, seed=4)
    view = rnd.view_round(desk, tid, 1)
    assert len(view.tables) == 1
    assert {e for table in view.tables for e in (*table.ns, *table.ew)} == here


def test_a_server_beside_the_desk_writes_through_the_same_lock(db_path: Path) -> None:
    """SQLite: the live server's writer opens the file the desk holds, without its lock, and its mark is what
    the desk's own services read next."""
    db = open_database(db_path)
    desk = Desk(db, actor="arbitro")
    tid = make_tournament(desk, pairs=2)
    _, code = svc.show_code(desk, tid)
    beside = open_writer_beside(db.path)
    try:
        server = Desk(beside, actor="web")
        token, device = svc.pair(server, code)
        phone = Desk(beside, actor=device.actor)
        svc.mark(phone, tid, _player(desk, tid, "Rossi2"), present=True, paid_cents=1000, token=token)
    finally:
        beside.close()
    try:
        assert svc.door(desk, tid).here == 1
        assert journal.audit_log(desk, tid)[0].actor == "accoglienza 1"
    finally:
        db.close()
