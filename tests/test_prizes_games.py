"""The prize list over each game's own standings (issue 37: "a Tarot tournament gets its prizes from the same
list, by its own standings"): the shared ``reports.prizes`` asks the game for its ranking and awards it, for
burraco, Sicilian Tarot and the tests' third game alike; the figures checked against each game's standings."""

from __future__ import annotations

from fibur_director.domain.prizes import read_prize_list
from fibur_director.games.burraco.ruleset import get_ruleset
from fibur_director.games.burraco.simulation import simulate
from fibur_director.games.burraco.standings import round_scores, standings
from fibur_director.games.tarot import scoring
from fibur_director.games.tarot.ruleset import get_tarot_ruleset
from fibur_director.games.tarot.simulation import simulate_tarot
from fibur_director.reports.prizes import award_lines, tournament_awards

LIST = """
[[prize]]
name = "Assoluti"
places = 3

[[prize]]
name = "Migliori negli ultimi due turni"
places = 1
rounds = [4, 5]

[[prize]]
name = "Ultimo"
places = 1
from_bottom = true
"""


def test_a_burraco_tournament_by_its_vp_and_the_rounds_own_scores() -> None:
    tournament = simulate(entries=12, rounds=5, plan="danish:5", seed=3)
    rows = standings(tournament, get_ruleset(tournament.setup.ruleset))
    awarded = tournament_awards(tournament, read_prize_list(LIST))
    first = [a.entry for a in awarded.awards if a.prize == "Assoluti"]
    assert first == [s.entry for s in rows if s.rank <= 3]
    # The rounds prize: the most VP over rounds 4-5 (then MP, then the final order) among those not yet awarded.
    totals: dict[int, list[int]] = {}
    for score in round_scores(tournament, get_ruleset(tournament.setup.ruleset)):
        if score.round in (4, 5):
            totals.setdefault(score.entry, [0, 0])
            totals[score.entry][0] += score.vp
            totals[score.entry][1] += score.mp
    order = {s.entry: i for i, s in enumerate(rows)}
    best = min((e for e in totals if e not in first), key=lambda e: (-totals[e][0], -totals[e][1], order[e]))
    rounds_award = next(a for a in awarded.awards if a.prize == "Migliori negli ultimi due turni")
    assert rounds_award.entry == best
    assert f"{totals[best][0]} V.P., {totals[best][1]} M.P." in rounds_award.perche
    assert next(a.entry for a in awarded.awards if a.prize == "Ultimo") == rows[-1].entry
    assert len(award_lines(tournament, awarded)) == 5


def test_a_tarot_tournament_gets_its_prizes_from_the_same_list_by_its_jochi() -> None:
    tournament = simulate_tarot(entries=8, seed=2)
    ruleset = get_tarot_ruleset(tournament.setup.ruleset)
    lines = scoring.standings(tournament, ruleset)
    planned = tournament.setup.planned_rounds
    span = [planned - 1, planned]
    text = LIST.replace("rounds = [4, 5]", f"rounds = {span}")
    awarded = tournament_awards(tournament, read_prize_list(text))
    assert [a.entry for a in awarded.awards if a.prize == "Assoluti"][:3] == [x.entry for x in lines[:3]]
    before = {x.entry: x.jochi for x in scoring.standings(tournament, ruleset, planned - 2)}
    last = {x.entry: x.jochi for x in lines}
    gained = {e: last[e] - before.get(e, 0) for e in last}
    awarded_first = {a.entry for a in awarded.awards if a.prize == "Assoluti"}
    order = {x.entry: i for i, x in enumerate(lines)}
    best = min((e for e in gained if e not in awarded_first), key=lambda e: (-gained[e], order[e]))
    rounds_award = next(a for a in awarded.awards if a.prize == "Migliori negli ultimi due turni")
    assert rounds_award.entry == best and f"{gained[best]} jochi" in rounds_award.perche
    assert "M.P." not in rounds_award.perche


def test_without_a_list_the_first_of_each_group_as_before() -> None:
    tournament = simulate(entries=16, rounds=4, plan="danish:2,groups:8,danish:2", seed=5)
    rows = standings(tournament, get_ruleset(tournament.setup.ruleset))
    awarded = tournament_awards(tournament, None)
    assert not awarded.own
    assert [p.name for p in awarded.plist.prizes] == ["Girone A", "Girone B"]
    assert sorted(a.entry for a in awarded.awards) == sorted(s.entry for s in rows if s.rank <= 3)
