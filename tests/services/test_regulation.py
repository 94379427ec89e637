"""Issue 13 through the services: each rule applied where the referee meets it, each refusal naming its article
and leaving the database as it was (``refused``), and the new facts surviving the tournament file.

Figures are worked out in the comments from DIGEST §3-5 (4 deals, Burraco Italiano unless said).
"""

from __future__ import annotations

import json

import pytest
from sqlalchemy import select

from fibur_director.db import models
from fibur_director.db.database import Database
from fibur_director.domain.tournament import Sanction, TournamentError
from fibur_director.domain.tournament_file import loads
from fibur_director.games.burraco.ruleset import get_ruleset
from fibur_director.games.burraco.standings import round_scores, standings
from fibur_director.services import registration as reg
from fibur_director.services import results as res
from fibur_director.services import rounds as rnd
from fibur_director.services.actions import Desk
from fibur_director.services.exchange import export_text, import_text
from fibur_director.services.readmodel import load
from tests.conftest import TODAY
from tests.support.builders import make_tournament, play_round, refused, to_groups, verification_over


def test_the_group_split_waits_for_definitive_provisional_standings(desk: Desk, db: Database) -> None:
    tid = make_tournament(desk, pairs=8, planned_rounds=2, plan="mitchell:1,groups:4,danish:1")
    play_round(desk, tid)
    message = r"first publish the provisional standings after round 1 and wait 10 minutes .*\(IT Art. 20\)"
    refused(db, lambda: rnd.propose_round(desk, tid, seed=1), message)
    res.publish_standings(desk, tid, "provisional")
    refused(db, lambda: rnd.propose_round(desk, tid, seed=1), message)  # shown, not yet definitive
    verification_over(db, tid)
    assert rnd.propose_round(desk, tid, seed=1) == 2


def test_a_sheet_lost_before_the_groups_is_not_restored_once_they_started(desk: Desk, db: Database) -> None:
    tid = make_tournament(desk, pairs=8, planned_rounds=2, plan="mitchell:1,groups:4,danish:1")
    number = rnd.propose_round(desk, tid, seed=5)
    rnd.publish_round(desk, tid, number)
    for table in rnd.view_round(desk, tid, number).tables[1:]:
        res.enter_result(desk, tid, number, table.number, 1000, 900)
    res.add_sanction(desk, tid, Sanction("lost_score_sheet", round=1, table=1))
    rnd.close_round(desk, tid, number)
    res.publish_standings(desk, tid, "provisional")
    verification_over(db, tid)
    rnd.publish_round(desk, tid, rnd.propose_round(desk, tid, seed=1))
    refused(
        db,
        lambda: res.enter_result(desk, tid, 1, 1, 1500, 1000),
        r"round 1, table 1: the sheet was lost before the merit groups .* not restored \(IT Art. 19\)",
    )


def test_the_800_rule_only_where_announced_in_group_a(desk: Desk, db: Database) -> None:
    tid, number = to_groups(desk, db, level="regional", announced_800=True)
    view = rnd.view_round(desk, tid, number)
    group_a = next(t for t in view.tables if t.group == "A")
    group_b = next(t for t in view.tables if t.group == "B")
    # The difference reached 800 during the round; the final one is +300 (11-9): cancelled to 7-7.
    outcome = res.enter_result(desk, tid, number, group_a.number, 1300, 1000)
    assert (outcome.ns_vp, outcome.ew_vp) == (11, 9)
    res.add_sanction(desk, tid, Sanction("unmonitored_difference", round=number, table=group_a.number))
    res.enter_result(desk, tid, number, group_b.number, 1300, 1000)
    refused(
        db,
        lambda: res.add_sanction(
            desk, tid, Sanction("unmonitored_difference", round=number, table=group_b.number)
        ),
        r"only to group A tables, not group B \(IT Poteri dell'arbitro g\)\)",
    )
    refused(
        db,
        lambda: res.add_sanction(desk, tid, Sanction("unmonitored_difference", round=1, table=1)),
        "only in Danish merit-group rounds",
    )
    with desk.read() as session:
        scores = {
            s.entry: (s.vp, s.how)
            for s in round_scores(load(session, tid), get_ruleset("burraco-italiano"))
            if s.round == number
        }
    assert scores[group_a.ns[0]] == (7, "unmonitored") and scores[group_a.ew[0]] == (7, "unmonitored")


def test_the_800_rule_needs_the_announcement(desk: Desk, db: Database) -> None:
    tid, number = to_groups(desk, db, level="national")
    table = next(t for t in rnd.view_round(desk, tid, number).tables if t.group == "A")
    res.enter_result(desk, tid, number, table.number, 1900, 1000)
    refused(
        db,
        lambda: res.add_sanction(
            desk, tid, Sanction("unmonitored_difference", round=number, table=table.number)
        ),
        "the 800-MP rule was not announced for this tournament",
    )


def test_level_decides_the_round_cut_and_the_800_rule(desk: Desk, db: Database) -> None:
    refused(
        db,
        lambda: make_tournament(desk, pairs=0, level="regional", round_time_reduction=2),
        r"the round may be shortened only in club and federal tournaments \(IT Art. 6\)",
    )
    refused(
        db,
        lambda: make_tournament(desk, pairs=0, level="club", announced_800=True),
        "the 800-MP rule applies only in regional and national tournaments",
    )


def test_substitution_window_counts_rounds_played(desk: Desk, db: Database) -> None:
    tid = make_tournament(desk, pairs=4, planned_rounds=4, plan="mitchell:4")
    play_round(desk, tid)
    number = rnd.propose_round(desk, tid, seed=5)
    rnd.publish_round(desk, tid, number)  # round 2 published, not yet played: one round played of four
    with desk.read() as session:
        leaving = session.scalar(select(models.Player.id).where(models.Player.card == "FIB0001b"))
    joining = reg.add_player(desk, "Verdi", "Anna")
    reg.substitute(desk, tid, 1, leaving, joining)
    with desk.read() as session:
        rows = {
            m.player_id: (m.from_round, m.to_round)
            for m in session.scalars(
                select(models.EntryPlayer).where(models.EntryPlayer.player_id.in_([leaving, joining]))
            )
        }
    assert rows == {leaving: (1, 1), joining: (2, None)}  # the newcomer plays round 2
    # Once round 2 has a score sheet it is played: two of four, the window is closed.
    res.enter_result(desk, tid, number, 1, 1000, 900)
    other = reg.add_player(desk, "Neri", "Luca")
    with desk.read() as session:
        partner = session.scalar(select(models.Player.id).where(models.Player.card == "FIB0002b"))
    refused(
        db, lambda: reg.substitute(desk, tid, 2, partner, other), "substitutions are allowed only before half"
    )


def test_who_played_survives_the_file(desk: Desk, db: Database) -> None:
    tid = make_tournament(desk, pairs=4, planned_rounds=4, plan="mitchell:4")
    play_round(desk, tid)
    with desk.read() as session:
        leaving = session.scalar(select(models.Player.id).where(models.Player.card == "FIB0001b"))
    reg.substitute(desk, tid, 1, leaving, reg.add_player(desk, "Verdi", "Anna", card="FIB9999"))
    text = export_text(desk, tid)
    (entry,) = [e for e in loads(text).entries if e.id == 1]
    assert [(s.after_round, s.into) for s in entry.substitutions] and entry.substitutions[0].after_round == 1
    copy = import_text(desk, text)
    assert export_text(desk, copy) == text  # export -> import -> export identical
    # In the imported tournament the substituted-out player has played: they cannot join another pair.
    with desk.read() as session:
        player = session.scalar(select(models.Player.id).where(models.Player.card == "FIB0001b"))
        partner = session.scalar(select(models.Player.id).where(models.Player.card == "FIB0002b"))
    refused(db, lambda: reg.substitute(desk, copy, 2, partner, player), "has played in this tournament")
    # A file that puts a substituted-out player in another entry is refused by the reader, naming the place.
    document = json.loads(text)
    out = entry.substitutions[0].out
    document["entries"][1]["players"][1] = out
    with pytest.raises(TournamentError, match=rf"entries\[1\].players: player {out} is already in entry 1"):
        loads(json.dumps(document))


def test_setup_choices_round_trip(desk: Desk, db: Database) -> None:
    tid = make_tournament(
        desk,
        pairs=4,
        level="national",
        announced_800=True,
        prizes=5,
        tie_break=("head_to_head", "mp"),
    )
    text = export_text(desk, tid)
    setup = loads(text).setup
    assert (setup.level, setup.announced_800, setup.prizes, setup.tie_break) == (
        "national",
        True,
        5,
        ("head_to_head", "mp"),
    )
    assert export_text(desk, import_text(desk, text)) == text


def test_warnings_for_any_reason_with_its_article(desk: Desk, db: Database) -> None:
    # FED85 lists no infraction: the referee gives the reason and its article.
    tid = make_tournament(desk, pairs=4, ruleset_id="fedibur-1985", plan="danish:4")
    number = rnd.propose_round(desk, tid, seed=5)
    rnd.publish_round(desk, tid, number)
    res.give_warning(desk, tid, 1, number, "Telefono acceso al tavolo", article="Regola del circolo")
    with desk.read() as session:
        (fed,) = load(session, tid).sanctions
    assert (fed.note, fed.article) == ("Telefono acceso al tavolo", "Regola del circolo")


def test_the_sheet_left_on_the_table_is_in_the_list(desk: Desk, db: Database) -> None:
    it = make_tournament(desk, pairs=4, plan="mitchell:4")
    rnd.publish_round(desk, it, rnd.propose_round(desk, it, seed=5))
    res.give_warning(desk, it, 2, 1, "score_left_on_table")
    with desk.read() as session:
        (italian,) = load(session, it).sanctions
    assert (italian.note, italian.article) == ("score_left_on_table", "IT Art. 19")


def test_correction_cancelled_with_seven_seven(desk: Desk, db: Database) -> None:
    tid = make_tournament(desk, pairs=4, plan="mitchell:4")
    number = play_round(desk, tid, {1: (1900, 1000)})
    res.add_sanction(desk, tid, Sanction("correction_cancelled", round=number, table=1, article="IT Art. 20"))
    with desk.read() as session:
        scores = [
            (s.vp, s.mp, s.how)
            for s in round_scores(load(session, tid), get_ruleset("burraco-italiano"))
            if s.round == number and s.how != "result"
        ]
    assert scores == [(7, -505, "correction_cancelled")] * 2


def _teams(desk: Desk) -> int:
    tid = reg.create_tournament(
        desk, reg.TournamentSettings("Squadre", TODAY, kind="teams", planned_rounds=2, plan="danish:2")
    )
    for team in range(1, 5):
        players = [reg.add_player(desk, f"S{team}", f"G{i}") for i in range(4)]
        reg.register_entry(desk, tid, players, name=f"Squadra {team}")
    return tid


def test_who_declares_the_rooms_first(desk: Desk, db: Database) -> None:
    tid = _teams(desk)
    number = rnd.propose_round(desk, tid, seed=8)
    rnd.publish_round(desk, tid, number)
    view = rnd.view_round(desk, tid, number)
    first = next(t for t in view.tables if t.room == "open")
    home, away = first.ns[0], first.ew[0]
    # Round 1: nobody until the captains' draw is recorded (IT Art. 3).
    assert rnd.declaring_first(desk, tid, 1)[first.match] == (None, "draw")
    refused(
        db,
        lambda: rnd.record_draw(
            desk, tid, first.match, next(e for e in (1, 2, 3, 4) if e not in (home, away))
        ),
        f"does not play match {first.match} of round 1",
    )
    rnd.record_draw(desk, tid, first.match, away)
    assert rnd.declaring_first(desk, tid, 1)[first.match] == (away, "draw")
    # The draw survives the file (players without a card are new players in the same archive: compare the draw).
    copy = import_text(desk, export_text(desk, tid))
    assert rnd.declaring_first(desk, copy, 1)[first.match] == (away, "draw")
    # Round 2: the team lower in the standings declares first. Play round 1: the open-room home team wins
    # every match by 1500-1000 in both rooms' sums, so each match's away team is lower.
    for table in view.tables:
        res.enter_result(
            desk,
            tid,
            1,
            table.number,
            1500 if table.room == "open" else 1000,
            1000 if table.room == "open" else 1500,
        )
    rnd.close_round(desk, tid, 1)
    number = rnd.propose_round(desk, tid, seed=8)
    with desk.read() as session:
        ranks = {s.entry: s.rank for s in standings(load(session, tid), get_ruleset("burraco-italiano"))}
    for match, (team, why) in rnd.declaring_first(desk, tid, number).items():
        tables = [t for t in rnd.view_round(desk, tid, number).tables if t.match == match]
        pair = tables[0].entries()
        assert why == "standings" and team == max(pair, key=lambda e: (ranks[e], e))


@pytest.mark.parametrize("kind", ["teams", "individual", "giallo"])
def test_only_pairs_substitute_and_the_game_says_why(desk: Desk, db: Database, kind: str) -> None:
    """Art. 38 (Sostituzioni) is about pairs: the burraco game refuses it in every other format with its own
    sentence (``games.burraco.formats``), and nothing changes."""
    tid = reg.create_tournament(
        desk,
        reg.TournamentSettings(name="Formati", date=TODAY, kind=kind, planned_rounds=2, plan="mitchell:2"),
    )
    members = [reg.add_player(desk, f"Rossi{n}", "Maria") for n in range(4 if kind == "teams" else 1)]
    reg.register_entry(desk, tid, members)
    leaving, joining = members[0], reg.add_player(desk, "Verdi", "Anna")
    refused(
        db, lambda: reg.substitute(desk, tid, 1, leaving, joining), r"substitutions apply to pairs \(Art. 38"
    )


@pytest.mark.parametrize("kind", ["pairs", "individual", "giallo"])
def test_line_ups_and_the_captains_draw_are_for_teams(desk: Desk, db: Database, kind: str) -> None:
    tid = make_tournament(desk, pairs=4, kind=kind) if kind == "pairs" else _individuals(desk, kind)
    number = rnd.propose_round(desk, tid, seed=1)
    rnd.publish_round(desk, tid, number)
    refused(
        db,
        lambda: rnd.declare_lineup(desk, tid, 1, 1, [1, 2], [3, 4]),
        r"are for team tournaments \(Art. 3\)",
    )
    refused(db, lambda: rnd.record_draw(desk, tid, 1, 1), r"are for team tournaments \(Art. 3\)")
    assert rnd.declaring_first(desk, tid, 1) == {}


def _individuals(desk: Desk, kind: str) -> int:
    tid = reg.create_tournament(
        desk,
        reg.TournamentSettings(
            name="Individuale",
            date=TODAY,
            kind=kind,
            planned_rounds=2,
            plan="giallo:2" if kind == "giallo" else "mitchell:2",
        ),
    )
    for number in range(8):
        reg.register_entry(desk, tid, [reg.add_player(desk, f"Rossi{number}", "Maria")])
    return tid
