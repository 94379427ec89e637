"""Scores and standings: one hand-computed scenario per row of DIGEST §4, for each ruleset whose figures differ.

Every expected figure below is worked out in the comment beside it from the tables of DIGEST §3–4 (and the
rulesets' stated decisions), not computed by the code under test.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

import pytest

from fibur_director.domain.tournament import (
    Entry,
    PlayedTable,
    Player,
    Result,
    Round,
    Sanction,
    Setup,
    Tournament,
    TournamentError,
)
from fibur_director.games.burraco.check import check
from fibur_director.games.burraco.ruleset import get_ruleset
from fibur_director.games.burraco.standings import Score, round_scores, standings

TableSpec = tuple[int, int, tuple[int, int] | None]


def play(
    *rounds: Sequence[TableSpec],
    rests: Sequence[Sequence[int]] = (),
    sanctions: Sequence[Sanction] = (),
    ruleset: str = "burraco-italiano",
    deals: int = 4,
    entries: int = 4,
    planned: int | None = None,
    system: str = "manual",
    group: str | None = None,
    **setup_fields: object,
) -> Tournament:
    players = tuple(Player(f"p{i}", f"Cognome{i}", f"Nome{i}") for i in range(1, 2 * entries + 1))
    registered = tuple(Entry(e, f"Coppia {e}", (f"p{2 * e - 1}", f"p{2 * e}")) for e in range(1, entries + 1))
    played = tuple(
        Round(
            number,
            system,
            tuple(
                PlayedTable(t, (ns,), (ew,), None if points is None else Result(*points), group=group)
                for t, (ns, ew, points) in enumerate(tables, start=1)
            ),
            tuple(rests[number - 1]) if number <= len(rests) else (),
        )
        for number, tables in enumerate(rounds, start=1)
    )
    count = planned or max(len(rounds), 1)
    setup = Setup(
        "Prova", "2026-12-20", ruleset, "pairs", deals, count, (tuple(range(1, count + 1)),), **setup_fields
    )  # type: ignore[arg-type]
    tournament = Tournament(setup, players, registered, played, tuple(sanctions))
    check(tournament, get_ruleset(ruleset))
    return tournament


def scored(tournament: Tournament, round_number: int = 1) -> dict[int, tuple[int, int, str]]:
    found: list[Score] = round_scores(tournament, get_ruleset(tournament.setup.ruleset))
    return {s.entry: (s.vp, s.mp, s.how) for s in found if s.round == round_number}


def test_played_result_fed85_worked_example() -> None:
    # FED85 Art. 9: 1250 v 900 -> MP +350 / -350 -> VP 13 / 7.
    t = play([(1, 2, (1250, 900))], ruleset="fedibur-1985", deals=3, entries=2)
    assert scored(t) == {1: (13, 350, "result"), 2: (7, -350, "result")}


def test_every_second_warning_costs_one_vp() -> None:
    # IT Definitions: warnings 1 -> 0, 2 -> -1, 3 -> -1, 4 -> -2. A draw 1000-1000 gives 10 VP each.
    warn = [Sanction("warning", entry=1, round=1)] * 3 + [Sanction("warning", entry=2, round=1)] * 4
    t = play(
        [(1, 2, (1000, 1000)), (3, 4, (1000, 1000))], sanctions=[*warn, Sanction("warning", entry=3, round=1)]
    )
    table = {s.entry: s for s in standings(t, get_ruleset("burraco-italiano"))}
    assert (table[1].warnings, table[1].vp_deduction, table[1].vp) == (3, 1, 9)
    assert (table[2].warnings, table[2].vp_deduction, table[2].vp) == (4, 2, 8)
    assert (table[3].warnings, table[3].vp_deduction, table[3].vp) == (1, 0, 10)


def test_late_within_two_minutes_is_a_warning() -> None:
    # Two lateness of 2 minutes = two warnings = -1 VP; the score itself is untouched (1000-1000 = 10-10).
    late = [Sanction("late", entry=1, round=1, minutes=2), Sanction("late", entry=1, round=2, minutes=1)]
    t = play([(1, 2, (1000, 1000))], [(1, 2, (1000, 1000))], sanctions=late, entries=2)
    assert scored(t) == {1: (10, 0, "result"), 2: (10, 0, "result")}
    row = next(s for s in standings(t, get_ruleset("burraco-italiano")) if s.entry == 1)
    assert (row.warnings, row.vp) == (2, 19)


@pytest.mark.parametrize(
    ("minutes", "deals", "expected_ns"),
    [
        # 3 deals, 1000-1000 with EW late: NS gets +150 -> MP +150 -> 55..150 -> 11-9.
        (3, 3, (11, 150)),
        # 5 minutes is still the 2-5 bracket: +150.
        (5, 3, (11, 150)),
        # 6 minutes: +200 -> 155..250 -> 12-8.
        (6, 3, (12, 200)),
        # 10 minutes: still +200.
        (10, 3, (12, 200)),
        # 4 deals, +200 -> 105..300 -> 11-9.
        (8, 4, (11, 200)),
    ],
)
def test_late_bonus_to_the_present_pair(minutes: int, deals: int, expected_ns: tuple[int, int]) -> None:
    t = play(
        [(1, 2, (1000, 1000))],
        sanctions=[Sanction("late", entry=2, round=1, minutes=minutes)],
        deals=deals,
        entries=2,
    )
    vp, mp = expected_ns
    assert scored(t) == {1: (vp, mp, "result"), 2: (20 - vp, -mp, "result")}


@pytest.mark.parametrize(
    ("ruleset", "deals", "winner"),
    [
        ("burraco-italiano", 4, (13, 505)),  # IT Art. 39: 13-7 +505 on 4 deals
        ("burraco-italiano", 3, (14, 355)),  # 14-6 +355 on 3 deals
        ("burraco-italiano", 2, (14, 305)),  # 14-6 +305 on 2 deals
        ("burraco-revolution", 4, (13, 505)),  # REV Art. 39 prints the Italiano pair; applied as printed
        ("fedibur-1985", 4, (14, 355)),  # FED85 is silent: the ruleset's stated default
    ],
)
def test_late_over_ten_minutes_forfeits(ruleset: str, deals: int, winner: tuple[int, int]) -> None:
    # The table played anyway (2000-0); the forfeit replaces the score.
    t = play(
        [(1, 2, (0, 2000))],
        sanctions=[Sanction("late", entry=2, round=1, minutes=11)],
        ruleset=ruleset,
        deals=deals,
        entries=2,
    )
    vp, mp = winner
    assert scored(t) == {1: (vp, mp, "forfeit_win"), 2: (20 - vp, -mp, "forfeit_loss")}


def test_both_late_each_penalty_counted_and_both_lose_after_ten() -> None:
    # 3 and 7 minutes: NS late 3' gives EW +150, EW late 7' gives NS +200; 1000-1000 -> 1200-1150 -> NS +50
    # -> 10-10 on 4 deals.
    both = [Sanction("late", entry=1, round=1, minutes=3), Sanction("late", entry=2, round=1, minutes=7)]
    t = play([(1, 2, (1000, 1000))], sanctions=both, entries=2)
    assert scored(t) == {1: (10, 50, "result"), 2: (10, -50, "result")}
    # Both over ten minutes: both take the losing side, 7 VP -505 on 4 deals, 6 VP -355 on 3.
    over = [Sanction("late", entry=1, round=1, minutes=12), Sanction("late", entry=2, round=1, minutes=15)]
    assert scored(play([(1, 2, None)], sanctions=over, entries=2)) == {
        1: (7, -505, "both_late_loss"),
        2: (7, -505, "both_late_loss"),
    }
    assert scored(play([(1, 2, None)], sanctions=over, entries=2, deals=3)) == {
        1: (6, -355, "both_late_loss"),
        2: (6, -355, "both_late_loss"),
    }


def test_left_during_the_round_unless_the_present_pair_had_more() -> None:
    # EW leaves; NS was behind 800-1000: NS gets the forfeit 13-7 +505.
    t = play([(1, 2, (800, 1000))], sanctions=[Sanction("left_during_round", entry=2, round=1)], entries=2)
    assert scored(t) == {1: (13, 505, "forfeit_win"), 2: (7, -505, "forfeit_loss")}
    # NS was ahead 2000-1000: +1000 on 4 deals is 905..1100 -> 15-5, more than the forfeit: the real score stands.
    t = play([(1, 2, (2000, 1000))], sanctions=[Sanction("left_during_round", entry=2, round=1)], entries=2)
    assert scored(t) == {1: (15, 1000, "result"), 2: (5, -1000, "result")}


@pytest.mark.parametrize(
    ("ruleset", "deals", "first", "later", "opponent"),
    [
        ("burraco-italiano", 4, (7, -505), (0, -2005), (13, 505)),
        ("burraco-italiano", 3, (7, -255), (0, -1505), (13, 255)),
        ("burraco-revolution", 3, (7, -555), (0, -2505), (13, 555)),
    ],
)
def test_absent_with_notice(
    ruleset: str, deals: int, first: tuple[int, int], later: tuple[int, int], opponent: tuple[int, int]
) -> None:
    # Entry 2 absent in rounds 1-4: the first three rounds 7 VP, the fourth 0 VP (IT Art. 38); its opponent
    # gets 13 VP and the equivalent MP every time.
    rounds = [[(1, 2, None)]] * 4
    absent = [Sanction("absent", entry=2, round=n) for n in (1, 2, 3, 4)]
    t = play(*rounds, sanctions=absent, ruleset=ruleset, deals=deals, entries=2)
    for number in (1, 2, 3):
        assert scored(t, number) == {2: (*first, "absent"), 1: (*opponent, "absent_opponent")}
    assert scored(t, 4) == {2: (*later, "absent"), 1: (*opponent, "absent_opponent")}
    # It keeps its place in the standings: three rounds of 7 VP.
    row = next(s for s in standings(t, get_ruleset(ruleset)) if s.entry == 2)
    assert (row.vp, row.status) == (21, "active")


def test_withdrawal_gives_later_opponents_thirteen() -> None:
    # Entry 4 withdraws from round 2 and told the director (IT Art. 38 Abbandono): it is an absent pair. Its
    # round-1 result stays (1300-1000 = +300 -> 11-9 on 4 deals); in rounds 2 and 3 it scores 7 VP -505 (its
    # first three absent rounds) and its scheduled opponents 13 VP +505; it keeps its place in the standings.
    t = play(
        [(1, 2, (1000, 1000)), (3, 4, (1000, 1300))],
        [(1, 4, None), (2, 3, (1000, 1000))],
        [(2, 4, None), (1, 3, (1000, 1000))],
        sanctions=[Sanction("withdrawal", entry=4, from_round=2)],
    )
    assert scored(t, 1)[4] == (11, 300, "result")
    assert scored(t, 2) == {
        1: (13, 505, "withdrawal_opponent"),
        4: (7, -505, "absent"),
        2: (10, 0, "result"),
        3: (10, 0, "result"),
    }
    assert scored(t, 3)[2] == (13, 505, "withdrawal_opponent")
    assert scored(t, 3)[4] == (7, -505, "absent")
    row = next(s for s in standings(t, get_ruleset("burraco-italiano")) if s.entry == 4)
    # 11 + 7 + 7 = 25 VP; 300 - 505 - 505 = -710 MP; three rounds scored; listed in its place, not last.
    assert (row.vp, row.mp, row.rounds, row.status) == (25, -710, 3, "withdrawn")


@pytest.mark.parametrize(
    ("ruleset", "deals", "first", "later"),
    [
        # IT Art. 38: 7 VP -505 on 4 deals; 0 VP from the 4th, MP of the 0-VP row's equivalent (open): -2005.
        ("burraco-italiano", 4, (7, -505), (0, -2005)),
        # 2 deals: 7 VP = loser of 13-7, 205..300 -> -205; 0 VP: over 1000 -> -1005.
        ("burraco-italiano", 2, (7, -205), (0, -1005)),
        # 3 deals: 13-7 from 255 -> -255; 0 VP: over 1500 -> -1505.
        ("burraco-italiano", 3, (7, -255), (0, -1505)),
    ],
)
def test_withdrawn_pair_scores_seven_for_three_rounds_then_zero(
    ruleset: str, deals: int, first: tuple[int, int], later: tuple[int, int]
) -> None:
    # Entry 2 withdraws from round 1 with notice; five rounds against entry 1, the last one a rest for both
    # (an absent pair earns no bye: it is away). Rounds 1-3: 7 VP; rounds 4-5: 0 VP.
    rounds = [[(1, 2, None)] for _ in range(4)]
    t = play(
        *rounds,
        [],
        rests=[[], [], [], [], [1, 2]],
        sanctions=[Sanction("withdrawal", entry=2, from_round=1)],
        ruleset=ruleset,
        deals=deals,
        entries=2,
    )
    mine = [s for s in round_scores(t, get_ruleset(ruleset)) if s.entry == 2]
    assert [(s.round, s.vp, s.mp) for s in mine] == [
        (1, *first),
        (2, *first),
        (3, *first),
        (4, *later),
        (5, *later),
    ]
    opponent = {s.round: (s.vp, s.how) for s in round_scores(t, get_ruleset(ruleset)) if s.entry == 1}
    assert opponent[1] == (13, "withdrawal_opponent") and opponent[5][1] == "bye"


def test_absent_sanction_and_withdrawal_count_together() -> None:
    # Entry 2 was absent in round 1 (with notice) and withdrew from round 3: its absent rounds are 1, 3, 4, so
    # round 4 is its third (7 VP) and a fifth round would be its fourth (0 VP). Round 2 it played: 1000-1000.
    t = play(
        [(1, 2, None)],
        [(1, 2, (1000, 1000))],
        [(1, 2, None)],
        [(1, 2, None)],
        [(1, 2, None)],
        sanctions=[Sanction("absent", entry=2, round=1), Sanction("withdrawal", entry=2, from_round=3)],
        entries=2,
    )
    assert [(s.round, s.vp) for s in round_scores(t, get_ruleset("burraco-italiano")) if s.entry == 2] == [
        (1, 7),
        (2, 10),
        (3, 7),
        (4, 7),
        (5, 0),
    ]


def test_quarrel_guilty_gets_zero_and_is_out() -> None:
    # Round 2: entry 2 abandons after a quarrel. Guilty: 0 VP -505; innocent 13 VP +505 unless it had more.
    t = play(
        [(1, 2, (1000, 1000)), (3, 4, (1000, 1000))],
        [(1, 2, (900, 1000)), (3, 4, (1000, 1000))],
        [(1, 3, (1000, 1000)), (2, 4, None)],
        sanctions=[Sanction("withdrawal", entry=2, from_round=2, quarrel=True)],
    )
    assert scored(t, 2)[1] == (13, 505, "withdrawal_opponent")
    assert scored(t, 2)[2] == (0, -505, "quarrel_guilty")
    assert scored(t, 3)[4] == (13, 505, "withdrawal_opponent")
    table = standings(t, get_ruleset("burraco-italiano"))
    assert table[-1].entry == 2 and table[-1].status == "excluded"  # out of the tournament, listed last
    # The innocent pair that was ahead by 1100 keeps its real score (1100 on 4 deals: 905..1100 -> 15-5).
    t = play(
        [(1, 2, (2100, 1000))],
        sanctions=[Sanction("withdrawal", entry=2, from_round=1, quarrel=True)],
        entries=2,
    )
    assert scored(t)[1] == (15, 1100, "result")


@pytest.mark.parametrize(
    ("kind", "ruleset", "deals", "each"),
    [
        ("both_abandoned", "burraco-italiano", 4, (0, 0)),
        ("suspended_misconduct", "burraco-italiano", 4, (7, -505)),
        ("suspended_misconduct", "burraco-revolution", 2, (7, -155)),
        ("lost_score_sheet", "burraco-italiano", 4, (7, -505)),
        ("lost_score_sheet", "burraco-italiano", 3, (7, -255)),
        ("lost_score_sheet", "fedibur-1985", 3, (7, -255)),
    ],
)
def test_table_decided_as_a_whole(kind: str, ruleset: str, deals: int, each: tuple[int, int]) -> None:
    t = play(
        [(1, 2, None)], sanctions=[Sanction(kind, round=1, table=1)], ruleset=ruleset, deals=deals, entries=2
    )
    assert scored(t) == {1: (*each, kind), 2: (*each, kind)}


def test_lost_score_sheet_found_and_the_advantaged_pair() -> None:
    # Found again: the real result replaces the 7-7 (1500-1000: +500 -> 12-8 on 4 deals).
    found = play(
        [(1, 2, (1500, 1000))], sanctions=[Sanction("lost_score_sheet", round=1, table=1)], entries=2
    )
    assert scored(found) == {1: (12, 500, "result"), 2: (8, -500, "result")}
    # Last single-group round, entry 1 would gain group A from the 7-7: it gets 0 (IT Art. 19).
    lost = play(
        [(1, 2, None)], sanctions=[Sanction("lost_score_sheet", round=1, table=1, entry=1)], entries=2
    )
    assert scored(lost) == {1: (0, -2005, "lost_score_sheet_advantage"), 2: (7, -505, "lost_score_sheet")}


ANNOUNCED = {"level": "regional", "announced_800": True}


@pytest.mark.parametrize(
    ("deals", "points", "expected"),
    [
        ((4), (2200, 100), (7, 0)),  # +2100 on 4 deals: 20-0 -> 7-0
        ((4), (1700, 900), (7, 6)),  # +800: 705..900 -> 14-6 -> 7-6
        ((2), (1800, 1000), (7, 2)),  # +800 on 2 deals: 745..870 -> 18-2 -> 7-2
        ((3), (1000, 1800), (7, 4)),  # EW +800 on 3 deals: 655..800 -> 16-4 -> EW 7, NS 4
        # The difference reached 800 during the round and fell back: +300 on 4 deals -> 11-9 -> 7-7.
        ((4), (1300, 1000), (7, 7)),
    ],
)
def test_unmonitored_difference_caps_the_score(
    deals: int, points: tuple[int, int], expected: tuple[int, int]
) -> None:
    t = play(
        [(1, 2, points)],
        sanctions=[Sanction("unmonitored_difference", round=1, table=1)],
        deals=deals,
        entries=2,
        system="danish",
        group="A",
        **ANNOUNCED,
    )
    winner, loser = (1, 2) if points[0] > points[1] else (2, 1)
    result = scored(t)
    assert (result[winner][0], result[loser][0]) == expected
    assert result[winner][1:] == (0, "unmonitored") and result[loser][1:] == (0, "unmonitored")


@pytest.mark.parametrize(
    ("fields", "system", "group", "message"),
    [
        ({}, "danish", "A", "was not announced"),  # a club tournament, nothing announced
        ({"level": "regional"}, "danish", "A", "was not announced"),
        (ANNOUNCED, "mitchell", None, "only in Danish merit-group rounds"),
        (ANNOUNCED, "danish", None, "only in Danish merit-group rounds"),
        (ANNOUNCED, "danish", "B", "only to group A tables, not group B"),
    ],
)
def test_unmonitored_only_where_the_rule_applies(
    fields: dict[str, object], system: str, group: str | None, message: str
) -> None:
    with pytest.raises(TournamentError, match=rf"sanctions\[0\].table: the 800-MP rule .*{message}"):
        play(
            [(1, 2, (1500, 1000))],
            sanctions=[Sanction("unmonitored_difference", round=1, table=1)],
            entries=2,
            system=system,
            group=group,
            **fields,
        )


def test_the_800_rule_is_announced_only_at_regional_and_national_level() -> None:
    with pytest.raises(TournamentError, match=r"tournament.announced_800: .*only in regional and national"):
        play([(1, 2, None)], entries=2, announced_800=True, level="federal")


def test_the_round_cut_only_at_club_and_federal_level() -> None:
    play([(1, 2, None)], entries=2, round_time_reduction=2, level="federal")
    with pytest.raises(TournamentError, match=r"tournament.round_time_reduction: .*only in club and federal"):
        play([(1, 2, None)], entries=2, round_time_reduction=2, level="national")


def test_referee_award_adds_points_to_the_damaged_side() -> None:
    # 1000-1000 plus 150 to EW (risarcimento): EW +150 -> 11-9 on 4 deals.
    t = play(
        [(1, 2, (1000, 1000))], sanctions=[Sanction("referee_award", entry=2, round=1, points=150)], entries=2
    )
    assert scored(t) == {1: (9, -150, "result"), 2: (11, 150, "result")}


@pytest.mark.parametrize(
    ("ruleset", "deals", "bye"),
    [
        ("burraco-italiano", 4, (12, 305)),
        ("burraco-revolution", 2, (12, 105)),
        ("fedibur-1985", 3, (12, 155)),
    ],
)
def test_bye_scores_the_open_default(ruleset: str, deals: int, bye: tuple[int, int]) -> None:
    t = play([(1, 2, (1000, 1000))], rests=[[3]], ruleset=ruleset, deals=deals, entries=3)
    assert scored(t)[3] == (*bye, "bye")


def test_tie_breaks_follow_the_ruleset_chain() -> None:
    # Italiano: VP then MP; FED85 adds total points scored. Entries 1 and 3 both win 13-7 by +350 on 3 deals
    # (FED85 255..350 -> 13-7); 3 scored more points (2350 v 1250), so FED85 ranks it first; Italiano
    # (255..350 -> 13-7 too) leaves them tied and shares rank 1, listed by entry number.
    tables = [(1, 2, (1250, 900)), (3, 4, (2350, 2000))]
    fed = standings(play(tables, ruleset="fedibur-1985", deals=3), get_ruleset("fedibur-1985"))
    assert [(s.rank, s.entry) for s in fed][:2] == [(1, 3), (2, 1)]
    it = standings(play(tables, deals=3), get_ruleset("burraco-italiano"))
    assert [(s.rank, s.entry) for s in it][:2] == [(1, 1), (1, 3)]
    assert [s.rank for s in it][2:] == [3, 3]


def test_pending_tables_give_no_score() -> None:
    t = play([(1, 2, None), (3, 4, (1000, 1000))])
    assert scored(t) == {3: (10, 0, "result"), 4: (10, 0, "result")}


def test_correction_cancelled_gives_seven_seven() -> None:
    # IT Art. 20: an uncountersigned correction bringing an immediate advantage: the referee cancels the
    # result, 7-7 to both, MP the 7 VP equivalent (4 deals: 13-7 from 505 -> -505).
    t = play(
        [(1, 2, (1900, 1000))], sanctions=[Sanction("correction_cancelled", round=1, table=1)], entries=2
    )
    assert scored(t) == {1: (7, -505, "correction_cancelled"), 2: (7, -505, "correction_cancelled")}
    # REV on 4 deals prints no figure: 13-7 starts at 555 in REV's own table -> -555.
    t = play(
        [(1, 2, (1900, 1000))],
        sanctions=[Sanction("correction_cancelled", round=1, table=1)],
        entries=2,
        ruleset="burraco-revolution",
    )
    assert scored(t)[1] == (7, -555, "correction_cancelled")


def test_tie_break_chain_is_the_tournament_choice() -> None:
    # Round 1: 1 beats 2 1150-1000 (+150 -> 11-9 on 4 deals); 3-4 1000-1000 (10-10).
    # Round 2: 1-3 1000-1000 (10-10); 2 beats 4 1350-1000 (+350 -> 12-8).
    # VP: 1 = 11+10 = 21, 2 = 9+12 = 21, 3 = 20, 4 = 18. MP: 1 = 150, 2 = -150+350 = 200.
    # Points scored: 1 = 1150+1000 = 2150, 2 = 1000+1350 = 2350.
    t = play(
        [(1, 2, (1150, 1000)), (3, 4, (1000, 1000))],
        [(1, 3, (1000, 1000)), (2, 4, (1350, 1000))],
    )
    it = get_ruleset("burraco-italiano")
    assert [s.entry for s in standings(t, it)] == [2, 1, 3, 4]  # the default chain: VP, then MP
    # Head-to-head first: 1 beat 2, so 1 goes ahead although its MP are lower.
    h2h = dataclasses.replace(t, setup=dataclasses.replace(t.setup, tie_break=("head_to_head", "mp")))
    assert [s.entry for s in standings(h2h, it)] == [1, 2, 3, 4]
    # Points scored first: 2 scored more.
    points = dataclasses.replace(t, setup=dataclasses.replace(t.setup, tie_break=("points",)))
    assert [s.entry for s in standings(points, it)] == [2, 1, 3, 4]
    assert t.setup.chain(it) == ("vp", "mp") and h2h.setup.chain(it) == ("vp", "head_to_head", "mp")


def test_head_to_head_is_a_mini_table_among_the_tied() -> None:
    # Three entries tied on VP (30 each) and MP (0 each), each beating one other: 1 beat 2 12-8, 2 beat 3
    # 12-8, 3 beat 1 12-8 (+400 on 4 deals -> 12-8 needs 305..500). Then 3 all draw with 4 and... keep it
    # small: head-to-head among 1, 2, 3 is 12+8 = 20 each, still tied: MP decides, still tied: shared rank.
    # Each rests once (the bye: 12 VP, +305 MP), so the tie holds at 20 + 12 = 32.
    t = play(
        [(1, 2, (1400, 1000))],
        [(2, 3, (1400, 1000))],
        [(3, 1, (1400, 1000))],
        rests=[[3], [1], [2]],
        entries=3,
    )
    it = get_ruleset("burraco-italiano")
    chained = dataclasses.replace(t, setup=dataclasses.replace(t.setup, tie_break=("head_to_head", "mp")))
    rows = standings(chained, it)
    assert [(s.entry, s.rank, s.vp) for s in rows] == [(1, 1, 32), (2, 1, 32), (3, 1, 32)]
