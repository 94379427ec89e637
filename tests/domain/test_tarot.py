"""Sicilian Tarot: jochi, penalties, coefficients, the §7 chain and the re-seating, computed by hand."""

from __future__ import annotations

import itertools
from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fibur_director.domain.tournament import Entry, PlayedTable, Player, Round, Setup, Tournament
from fibur_director.games.tarot import scoring as T
from fibur_director.games.tarot.ruleset import get_tarot_ruleset
from fibur_director.games.tarot.scoring import Deal, Jucate, Penalty, RowEntry

RULES = get_tarot_ruleset()
N, W, S, E = range(4)


def tournament(*rounds: Sequence[tuple[tuple[int, ...], tuple[Deal, ...]]], players: int = 8) -> Tournament:
    setup = Setup("Tarocchi", "2026-11-23", RULES.id, "tarot", 4, 3, ((1, 2, 3),))
    people = tuple(Player(f"p{i}", f"Giocatore{i}", "X") for i in range(1, players + 1))
    entries = tuple(Entry(i, f"Giocatore{i}", (f"p{i}",)) for i in range(1, players + 1))
    played = tuple(
        Round(
            number,
            "tarot",
            tuple(PlayedTable(t, seats, (), deals=deals) for t, (seats, deals) in enumerate(r, 1)),
        )
        for number, r in enumerate(rounds, 1)
    )
    built = Tournament(setup, people, entries, played)
    T.check(built, RULES)
    return built


def totals(t: Tournament) -> dict[int, int]:
    return {line.entry: line.jochi for line in T.standings(t, RULES)}


def one_deal(deal: Deal) -> T.DealScore:
    T.check_deal(deal, 4, "deal")
    return T.score_deal(deal, RULES)


# --- one deal ----------------------------------------------------------------------------------------------


def test_example_2_caller_and_partner_share_the_difference() -> None:
    # TAROT §4, Esempio 2: North called (CV) and declared the Scommessa; with South they made Rimatura, the
    # Scommessa and 2 Pigliate (4); West-East the Vanto and 4 Re (2): North and South +2, West and East -2.
    deal = Deal(
        1, N, "CV", partner=S, scommessa=True, jucate=(Jucate(rim=1, scm=1, pig=2), Jucate(van=1, re4=1))
    )
    score = one_deal(deal)
    assert score.play == (2, -2, 2, -2)
    assert score.succeeded  # the cross on North's call
    assert deal.realised() == (True, False)
    assert deal.side_pigliate() == (2, 0)


def test_solista_di_5_receives_double_from_each_of_three() -> None:
    score = one_deal(Deal(1, E, "S5", difference=1))
    assert score.play == (-2, -2, -2, 6)
    assert score.versus[E] == (2, 2, 2, 0)
    assert one_deal(Deal(1, E, "SV", difference=-2)).play == (2, 2, 2, -6)


def test_wrong_card_count_voids_the_deal_and_the_offender_pays_two_to_each() -> None:
    score = one_deal(Deal(1, N, "CV", partner=S, difference=3, penalties=(Penalty(W, "wrong_cards"),)))
    assert score.void and not score.succeeded
    assert score.play == (0, 0, 0, 0)
    assert score.penalty == (2, -6, 2, 2)
    # Annulled before any call: no call needed.
    assert one_deal(Deal(2, None, None, penalties=(Penalty(E, "wrong_cards"),))).penalty == (2, 2, 2, -6)


def test_exposure_costs_the_offender_two_paid_to_nobody() -> None:
    score = one_deal(Deal(1, N, "SV", difference=1, penalties=(Penalty(W, "exposure"),)))
    assert score.play == (3, -1, -1, -1)
    assert score.penalty == (0, -2, 0, 0)
    with pytest.raises(T.TournamentError, match="solista"):
        T.check_deal(Deal(1, N, "SV", difference=1, penalties=(Penalty(N, "exposure"),)), 4, "deal")


def test_revoke_pays_each_other_player_partner_included_and_voids_only_a_won_deal() -> None:
    lost = one_deal(Deal(1, N, "CV", partner=S, difference=-2, penalties=(Penalty(S, "revoke"),)))
    assert not lost.void and lost.play == (-2, 2, -2, 2)  # the revoking side lost: scored as played
    assert lost.penalty == (2, 2, -6, 2)  # partner North is paid too
    won = one_deal(Deal(1, N, "CV", partner=S, difference=2, penalties=(Penalty(S, "revoke"),)))
    assert won.void and won.play == (0, 0, 0, 0) and won.penalty == (2, 2, -6, 2)
    owned = one_deal(Deal(1, N, "CV", partner=S, difference=-2, penalties=(Penalty(S, "revoke", True),)))
    assert owned.penalty == (1, 1, -3, 1)  # halved when the offender owns up first
    assert not owned.void and owned.play == (-2, 2, -2, 2)


def test_a_defender_revoking_on_the_winning_side_voids_the_deal() -> None:
    score = one_deal(Deal(1, N, "CV", partner=S, difference=-2, penalties=(Penalty(W, "revoke", True),)))
    # North-South lost by 2, so West's side won: the deal is annulled, West still pays 1 to each.
    assert score.void and score.play == (0, 0, 0, 0) and score.penalty == (1, -3, 1, 1)


@pytest.mark.parametrize(
    ("deal", "words"),
    [
        (Deal(1, N, "SV", partner=S, difference=1), "no partner"),
        (Deal(1, N, "CV", difference=1), "partner"),
        (Deal(1, N, "CV", partner=S, rivanto=W, difference=1), "Rivanto"),  # a caller's opponent
        (Deal(1, N, "SV", rivanto=N, difference=1), "Rivanto"),
        (Deal(5, N, "SV", difference=1), "1 to 4"),
        (Deal(1, N, "SV"), "one of the two"),
        (Deal(1, N, "SV", difference=1, jucate=(Jucate(), Jucate())), "one of the two"),
        (Deal(1, N, "SV", jucate=(Jucate(riv=1, van=1), Jucate())), "Rivanto"),
        (Deal(1, N, "SV", jucate=(Jucate(ar5=1), Jucate())), "4 Arie"),
        (Deal(1, N, "SV", jucate=(Jucate(van=1), Jucate(van=1))), "one side only"),
        (Deal(1, N, "SV", jucate=(Jucate(scm=1), Jucate())), "Scommessa"),
        (Deal(1, N, "SV", difference=1, scommessa_realised=True), "declared"),
        (Deal(1, None, None), "every deal has a call"),
        (Deal(1, N, "XX", difference=1), "unknown call"),
        (Deal(1, N, "SV", difference=99), "beyond"),
    ],
)
def test_impossible_deals_are_refused_naming_the_field(deal: Deal, words: str) -> None:
    with pytest.raises(T.TournamentError, match=words) as caught:
        T.check_deal(deal, 4, "rounds[0].tables[1].deals[0]")
    assert caught.value.place.startswith("rounds[0].tables[1].deals[0]")
    assert caught.value.italian


# --- the worked summary of note 1 --------------------------------------------------------------------------


def giocatore_1() -> Tournament:
    """TAROT §11 note 1, player 1 (North) at table A of round I with players 2, 3, 4."""
    deals = (
        Deal(1, N, "S5", difference=1),  # solista di 5, beat them by 1: 2 from each
        Deal(2, N, "CV", partner=S, difference=-1),  # called player 3, beaten by 1
        # called by player 4; together +3; player 1 declared a Rivanto, realised, and made a Pigliata
        Deal(3, E, "CV", partner=N, rivanto=N, difference=3, pigliate=(1, 0), rivanto_realised=True),
        Deal(4, W, "CV", partner=N, difference=-2),  # called by player 2, beaten by 2
    )
    return tournament([((1, 2, 3, 4), deals), ((5, 6, 7, 8), ())])


def test_worked_summary_per_opponent_figures_and_total() -> None:
    t = giocatore_1()
    rows = T.player_deals(t, RULES)
    assert [sum(d.versus.get(o, 0) for d in rows[1]) for o in (2, 3, 4)] == [4, 3, -1]
    assert [d.total for d in rows[1]] == [6, -1, 3, -2]
    assert [(d.versus.get(2, 0), d.versus.get(3, 0), d.versus.get(4, 0)) for d in rows[1]] == [
        (2, 2, 2),
        (-1, 0, -1),
        (3, 3, 0),
        (0, -2, -2),
    ]
    line = next(x for x in T.standings(t, RULES) if x.entry == 1)
    assert line.jochi == 6


def test_worked_summary_coefficients_follow_the_text_not_the_example() -> None:
    # The example prints 7 / 4 / 2 (docs/rulesets.md says why the text wins): the failed CV of deal 2 is not a
    # successful call (§7.2), no Scommessa is narrated for deal 2 (§7.3 counts commitments realised), and
    # its own rows hold one Pigliata.
    line = next(x for x in T.standings(giocatore_1(), RULES) if x.entry == 1)
    assert (line.calls, line.commitments, line.pigliate) == (5, 2, 1)


# --- a whole tournament --------------------------------------------------------------------------------------


def round_1(scommessa_realised: bool = True) -> list[tuple[tuple[int, ...], tuple[Deal, ...]]]:
    table_a = (
        Deal(1, N, "SV", difference=1),  # 1: +3; 2, 3, 4: -1
        Deal(2, W, "CV", partner=S, difference=1),  # 2, 3: +1; 1, 4: -1
        Deal(3, E, "CV", partner=N, difference=-1),  # a failed call: 4, 1: -1; 2, 3: +1
        Deal(4, S, "CF", partner=E, difference=1),  # 3, 4: +1; 1, 2: -1
    )  # totals 1: 0, 2: 0, 3: +2, 4: -2; player 2 got +1 from player 1 where opposed
    scm = {"scommessa_realised": True} if scommessa_realised else {}
    table_b = (
        Deal(1, N, "CV", partner=W, scommessa=True, difference=1, pigliate=(1, 0), **scm),  # type: ignore[arg-type]
        Deal(2, S, "CV", partner=E, difference=1),
        Deal(3, W, "CV", partner=S, rivanto=S, difference=1, pigliate=(1, 0), rivanto_realised=True),
        Deal(4, N, "CV", partner=E, difference=1),
    )  # everybody 0 and even with everybody; calls 5: 4, 6: 2, 7: 2, 8: 0
    return [((1, 2, 3, 4), table_a), ((5, 6, 7, 8), table_b)]


def test_three_way_ties_broken_at_each_level_of_the_chain() -> None:
    t = tournament(round_1())
    lines = T.standings(t, RULES)
    assert [x.entry for x in lines] == [3, 2, 5, 6, 7, 8, 1, 4]
    assert {x.entry: x.decided_by for x in lines} == {
        3: None,
        2: None,  # below 3 on jochi
        5: "head_to_head",  # the six at 0: player 2 +1 on player 1, the others even
        6: "calls",  # 5 made two successful CV (4), 6 and 7 one (2), 8 none
        7: "pigliate",  # 6 and 7 both 2 in commitments (6 as partner of a Scommessa and of a Rivanto)
        8: "calls",
        1: "head_to_head",
        4: None,
    }
    coefficients = {x.entry: (x.calls, x.commitments, x.pigliate) for x in lines}
    assert coefficients[5] == (4, 2, 1) and coefficients[6] == (2, 2, 2) and coefficients[7] == (2, 2, 1)
    assert coefficients[1] == (4, 0, 0) and coefficients[4] == (0, 0, 0) and coefficients[3] == (1, 0, 0)
    assert [x.rank for x in lines] == [1, 2, 3, 4, 5, 6, 7, 8]


def test_commitments_decide_when_the_calls_are_even() -> None:
    lines = T.standings(tournament(round_1(scommessa_realised=False)), RULES)
    order = [x.entry for x in lines]
    assert order.index(7) < order.index(6)  # 7 declared and realised its Rivanto (2), 6 was a partner (1)
    assert next(x for x in lines if x.entry == 6).decided_by == "commitments"


def test_a_tie_the_chain_cannot_break_shares_the_rank_and_keeps_the_draw_order() -> None:
    table_b = tuple(
        Deal(n, N if n % 2 else S, "CF", partner=W if n % 2 else E, difference=0) for n in (1, 2, 3, 4)
    )
    t = tournament([round_1()[0], ((5, 6, 7, 8), table_b)])
    lines = T.standings(t, RULES)
    tied = [x for x in lines if x.entry in (5, 6, 7, 8)]
    assert [x.entry for x in tied] == [5, 6, 7, 8]  # the first round's seats: the trumps drawn, highest first
    assert {x.rank for x in tied} == {tied[0].rank}
    assert tied[0].decided_by == "head_to_head"  # below player 2, who won his meetings
    assert all(x.decided_by is None for x in tied[1:])


def round_2() -> list[tuple[tuple[int, ...], tuple[Deal, ...]]]:
    table_a = (  # seats 3, 2, 5, 6 (1st-4th after round I)
        Deal(1, N, "S5", difference=1),  # 3: +6; 2, 5, 6: -2
        Deal(2, W, "CV", partner=E, difference=-1),  # a failed call: 2, 6: -1; 3, 5: +1
        Deal(
            3,
            S,
            "CV",
            partner=N,
            scommessa=True,
            scommessa_realised=True,
            difference=2,
            penalties=(Penalty(W, "exposure"),),
        ),
        Deal(4, E, "SV", difference=1, penalties=(Penalty(W, "revoke"),)),  # 2 revoked on the losing side
    )  # 3: 6+1+2-1+2 = 10; 2: -2-1-2-2-1-6 = -14; 5: -2+1+2-1+2 = 2; 6: -2-1-2+3+2 = 0
    table_b = (  # seats 7, 8, 1, 4
        Deal(1, N, "SV", difference=2, penalties=(Penalty(N, "revoke", True),)),  # void: 7 -3, others +1
        Deal(2, W, "CF", partner=S, rivanto=S, rivanto_realised=True, difference=1),  # 8, 1: +1; 7, 4: -1
        Deal(3, None, None, penalties=(Penalty(E, "wrong_cards"),)),  # 4: -6, others +2
        Deal(4, E, "CV", partner=N, difference=0),  # nobody won a jocu
    )  # 7: -3-1+2 = -2; 8: 1+1+2 = 4; 1: 1+1+2 = 4; 4: 1-1-6 = -6
    return [((3, 2, 5, 6), table_a), ((7, 8, 1, 4), table_b)]


def round_3() -> list[tuple[tuple[int, ...], tuple[Deal, ...]]]:
    table_a = (  # seats 3, 1, 8, 5
        Deal(1, W, "CV", partner=E, difference=1),  # 1, 5: +1; 3, 8: -1
        Deal(2, N, "CF", partner=S, difference=0),
        Deal(3, S, "CF", partner=N, difference=0),
        Deal(4, E, "CF", partner=W, difference=0),
    )
    table_b = (  # seats 6, 7, 4, 2
        Deal(1, E, "SV", difference=1),  # 2: +3; 6, 7, 4: -1
        Deal(2, N, "CF", partner=W, difference=0),
        Deal(3, W, "CF", partner=N, difference=0),
        Deal(4, S, "CF", partner=E, difference=0),
    )
    return [((3, 1, 8, 5), table_a), ((6, 7, 4, 2), table_b)]


def test_whole_tournament_re_seats_by_the_chain_after_rounds_one_and_two() -> None:
    after_1 = tournament(round_1())
    proposed = T.next_round(after_1, RULES, 1)
    assert [t.ns for t in proposed.tables] == [(3, 2, 5, 6), (7, 8, 1, 4)]
    after_2 = tournament(round_1(), round_2())
    assert totals(after_2) == {3: 12, 8: 4, 1: 4, 5: 2, 6: 0, 7: -2, 4: -8, 2: -14}
    lines = T.standings(after_2, RULES)
    assert [x.entry for x in lines][:3] == [
        3,
        1,
        8,
    ]  # 1 and 8 at 4: even head to head, 1's SV (4) v 8's CF (1)
    assert lines[2].decided_by == "calls"
    assert [t.ns for t in T.next_round(after_2, RULES, 2).tables] == [(3, 1, 8, 5), (6, 7, 4, 2)]

    final = tournament(round_1(), round_2(), round_3())
    lines = T.standings(final, RULES)
    assert [(x.entry, x.jochi) for x in lines] == [
        (3, 11),
        (1, 5),
        (5, 3),
        (8, 3),
        (6, -1),
        (7, -3),
        (4, -9),
        (2, -11),
    ]
    assert lines[3].decided_by == "head_to_head"  # 5 beat 8 by 1 in round III's first deal
    assert sum(x.jochi for x in lines) == -2  # one exposure, paid to nobody
    by_entry = {x.entry: x for x in lines}
    assert (by_entry[3].calls, by_entry[3].commitments, by_entry[3].pigliate) == (6, 1, 0)
    assert (by_entry[5].calls, by_entry[5].commitments, by_entry[5].pigliate) == (6, 4, 1)
    assert (by_entry[1].calls, by_entry[1].commitments) == (
        4 + 2,
        2,
    )  # round III's CV; the Rivanto of round II


def test_the_draw_seats_the_highest_trump_north_of_table_a() -> None:
    trumps = {1: 3, 2: 21, 3: 7, 4: 12, 5: 1, 6: 19, 7: 15, 8: 9}
    assert T.draw_order(trumps) == [2, 6, 7, 4, 8, 3, 1, 5]
    assert [t.ns for t in T.first_round(trumps).tables] == [(2, 6, 7, 4), (8, 3, 1, 5)]
    with pytest.raises(T.TarotError, match="twice"):
        T.draw_order({1: 3, 2: 3, 3: 4, 4: 5})
    with pytest.raises(T.TarotError, match="8 players") as caught:
        T.draw_order({i: i for i in range(1, 11)})
    assert "10 giocatori" in caught.value.italian


# --- what the referee types -----------------------------------------------------------------------------------


def test_a_typed_row_becomes_the_deal_and_back() -> None:
    cells = [
        RowEntry("CV", scommessa_realised=True, jochi=2, pigliate=2),
        RowEntry(jochi=-2),
        RowEntry("P"),
        RowEntry(),
    ]
    deal = T.deal_from_row(1, cells, RULES)
    assert deal == Deal(
        1, N, "CV", partner=S, scommessa=True, difference=2, pigliate=(2, 0), scommessa_realised=True
    )
    shown = T.row_from_deal(deal, RULES)
    assert [c.jochi for c in shown] == [2, -2, 2, -2]
    assert T.deal_from_row(1, shown, RULES) == deal


@pytest.mark.parametrize(
    ("cells", "where"),
    [
        (
            [RowEntry("S5", jochi=6), RowEntry(jochi=-2), RowEntry(jochi=-2), RowEntry(jochi=-1)],
            "Est: scritto -1, atteso -2",
        ),
        ([RowEntry("SV", jochi=4), RowEntry(), RowEntry(), RowEntry()], "Nord: +4 non è possibile"),
        ([RowEntry("CV", jochi=1), RowEntry(), RowEntry(), RowEntry()], "segnare P"),
        ([RowEntry("CV", jochi=1), RowEntry("SV"), RowEntry(), RowEntry()], "Ovest: una seconda chiamata"),
        ([RowEntry(), RowEntry(), RowEntry(), RowEntry()], "nessuno ha chiamato"),
        (
            [RowEntry("CV", jochi=1), RowEntry("P", pigliate=2), RowEntry(pigliate=1), RowEntry(pigliate=2)],
            "Sud: i compagni",
        ),
        (
            [RowEntry("SV", jochi=3), RowEntry(penalties=("X",)), RowEntry(), RowEntry()],
            "Ovest: penalità sconosciuta",
        ),
    ],
)
def test_a_typed_row_that_does_not_add_up_says_where(cells: list[RowEntry], where: str) -> None:
    with pytest.raises(T.TarotError) as caught:
        T.deal_from_row(1, cells, RULES)
    assert where in caught.value.italian


# --- properties ---------------------------------------------------------------------------------------------

seats = st.integers(0, 3)


@st.composite
def deals(draw: st.DrawFn, number: int = 1) -> Deal:
    declarer = draw(seats)
    call = draw(st.sampled_from(T.CALLS))
    partner = None if call in T.SOLO_CALLS else draw(seats.filter(lambda s: s != declarer))
    shape = Deal(number, declarer, call, partner)
    rivanto = draw(st.none() | st.sampled_from(sorted(T.rivanto_seats(shape))))
    penalties = draw(
        st.lists(
            st.builds(Penalty, seats, st.sampled_from(T.PENALTY_KINDS), st.booleans()).filter(
                lambda p: (
                    (p.kind == "revoke" or not p.self_reported)
                    and not (p.kind == "exposure" and call in T.SOLO_CALLS and p.seat == declarer)
                )
            ),
            max_size=2,
        )
    )
    if draw(st.booleans()):
        return Deal(number, declarer, call, partner, rivanto=rivanto, difference=draw(st.integers(-12, 12)),
                    pigliate=(draw(st.integers(0, 4)), draw(st.integers(0, 4))), penalties=tuple(penalties))  # fmt: skip
    bits = st.integers(0, 1)
    one = [draw(bits) for _ in range(5)]
    owner = [draw(bits) for _ in range(5)]
    sides = []
    for side in (0, 1):
        keys = dict(
            zip(
                ("rim", "re4", "ar4", "van", "ar5"),
                (o * (owner[i] == side) for i, o in enumerate(one)),
                strict=True,
            )
        )
        sides.append(keys)
    for side in (0, 1):
        if sides[side]["ar5"]:
            sides[side]["ar4"], sides[1 - side]["ar4"] = 1, 0
    riv_side = shape.side_of(rivanto) if rivanto is not None else 1
    if rivanto is not None and draw(st.booleans()):
        sides[riv_side]["van"], sides[1 - riv_side]["van"] = 1, 0
        sides[riv_side]["riv"] = 1
    jucate = (
        Jucate(**sides[0], pig=draw(st.integers(0, 3))),
        Jucate(**sides[1], pig=draw(st.integers(0, 3))),
    )
    return Deal(number, declarer, call, partner, rivanto=rivanto, jucate=jucate, penalties=tuple(penalties))


@settings(max_examples=300, deadline=None)
@given(deals())
def test_play_is_zero_sum_and_penalties_too_but_the_exposure(deal: Deal) -> None:
    T.check_deal(deal, 4, "deal")
    score = T.score_deal(deal, RULES)
    assert sum(score.play) == 0
    exposures = sum(1 for p in deal.penalties if p.kind == "exposure")
    assert sum(score.penalty) == -RULES.exposure * exposures
    for a in range(4):
        for b in range(4):
            assert score.versus[a][b] == -score.versus[b][a]
    # the row the sheet shows reads back as the same deal whenever it was typed as a difference
    if deal.jucate is None:
        assert T.deal_from_row(deal.number, T.row_from_deal(deal, RULES), RULES).difference == (
            deal.difference if deal.declarer is not None else None
        )


@st.composite
def played(draw: st.DrawFn) -> Tournament:
    order = draw(st.permutations(range(1, 9)))
    rounds = []
    for _ in range(draw(st.integers(1, 3))):
        tables = []
        for i in (0, 4):
            seats_of = tuple(order[i : i + 4])
            tables.append((seats_of, tuple(draw(deals(n)) for n in (1, 2, 3, 4))))
        rounds.append(tables)
        order = draw(st.permutations(range(1, 9)))
    return tournament(*rounds)


@settings(max_examples=60, deadline=None)
@given(played())
def test_tournament_totals_and_re_seating_follow_the_chain(t: Tournament) -> None:
    lines = T.standings(t, RULES)
    exposures = sum(
        1 for r in t.rounds for tb in r.tables for d in tb.deals for p in d.penalties if p.kind == "exposure"
    )
    assert sum(x.jochi for x in lines) == -RULES.exposure * exposures
    # the order is non-increasing along the chain, and a named criterion really differs from the row above
    for above, below in itertools.pairwise(lines):
        assert above.jochi >= below.jochi
        if below.decided_by in ("calls", "commitments", "pigliate"):
            assert getattr(above, below.decided_by) > getattr(below, below.decided_by)
        if below.decided_by is None and above.jochi == below.jochi:
            assert above.rank == below.rank
    last = max(r.number for r in t.rounds)
    proposed = T.next_round(t, RULES, last) if last in RULES.reseat_after else None
    if proposed is not None:
        assert [e for table in proposed.tables for e in table.ns] == [x.entry for x in lines]
