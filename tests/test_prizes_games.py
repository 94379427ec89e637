"""The prize list over each game's own standings (issue 37: "a Tarot tournament gets its prizes from the same
list, by its own standings"): the shared ``reports.prizes`` asks the game for its ranking and awards it, for
burraco, Sicilian Tarot and the tests' third game alike; the figures checked against each game's standings."""

from __future__ import annotations

from dataclasses import replace

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


def test_a_tarot_player_is_named_once_and_no_pair_is_mentioned() -> None:
    """One player per entry (issue 37's attack, F8): the command line's line and the workbook's sheet name the
    player once, the footnote speaks of no pair, and ``pair_category`` is said not to apply."""
    from fibur_director.reports.prizes import awards_sheet, entry_names, list_words

    tournament = simulate_tarot(entries=8, seed=3)
    players = {p.id: p for p in tournament.players}
    for entry in tournament.entries[:4]:
        players[entry.players[0]] = replace(players[entry.players[0]], category="B")
    tournament = replace(tournament, players=tuple(players[p.id] for p in tournament.players))
    text = '[[prize]]\nname = "Primi"\nplaces = 1\n\n[[prize]]\nname = "Categoria B"\nplaces = 1\ncategory = "B"\n'
    awarded = tournament_awards(tournament, read_prize_list(text))
    first = awarded.awards[0]
    name = entry_names(tournament)[first.entry][0]
    assert award_lines(tournament, awarded)[0] == f"Primi · 1 · {first.entry} {name}: {first.why}"
    category = next(a for a in awarded.awards if a.prize == "Categoria B")
    assert "; categoria B;" in category.perche and "giocatore" not in category.perche
    sheet = awards_sheet(tournament, awarded, "Giocatore", None)
    assert sheet.header == ["Premio", "Pos.", "N.", "Giocatore", "Perché"]
    assert sheet.rows[0] == ["Primi", 1, first.entry, name, first.perche]
    assert "coppia" not in list_words(awarded, pairs=False)
    worse = tournament_awards(tournament, read_prize_list('pair_category = "worse"\n' + text))
    assert "pair_category non si applica" in list_words(worse, pairs=False)
    assert "pair_category non si applica" in awards_sheet(tournament, worse, "Giocatore", None).rows[-1][0]


def test_pair_category_applies_to_a_pair_named_after_its_players() -> None:
    """Whether ``pair_category`` applies is read from the entries' players, not their names: a pair named
    «Rossi Anna – Bianchi Ugo», exactly its players, is still a pair (the workbook's footnote said «non si
    applica» for it)."""
    from fibur_director.reports.prizes import awards_sheet, entry_names

    tournament = simulate(entries=8, rounds=3, plan="mitchell:3", seed=1)
    named = entry_names(tournament)
    tournament = replace(
        tournament, entries=tuple(replace(e, name=named[e.id][1]) for e in tournament.entries)
    )
    assert all(name == players for name, players in entry_names(tournament).values())
    worse = tournament_awards(
        tournament, read_prize_list('pair_category = "worse"\n[[prize]]\nname = "P"\nplaces = 1\n')
    )
    footnote = awards_sheet(tournament, worse, "Coppia", None).rows[-1][0]
    assert "categoria di una coppia: quella del giocatore peggiore" in footnote, footnote


def test_the_workbook_lists_a_prize_nobody_can_take_as_the_pdf_does() -> None:
    """F7: «nessun premiabile» in the workbook's «Premiati» sheet too, in list order; an empty list says so."""
    from fibur_director.reports.prizes import awards_sheet

    tournament = simulate(entries=8, rounds=3, plan="mitchell:3", seed=1)
    # Every entry takes «Tutti» first; one prize per entry leaves nobody for the next one.
    text = '[[prize]]\nname = "Tutti"\nplaces = 8\n\n[[prize]]\nname = "Nessuno"\nplaces = 1\n'
    sheet = awards_sheet(tournament, tournament_awards(tournament, read_prize_list(text)), "Coppia", None)
    assert [row[0] for row in sheet.rows[:8]] == ["Tutti"] * 8
    assert sheet.rows[8] == ["Nessuno", "", "", "nessun premiabile", "", ""]
    empty = awards_sheet(tournament, tournament_awards(tournament, read_prize_list("")), "Coppia", None)
    assert empty.rows[0] == ["Nessun premio nell'elenco"]
