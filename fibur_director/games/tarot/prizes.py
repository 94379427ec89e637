"""Sicilian Tarot's standings as the prize list reads them (``domain.prizes.Ranking``; issue 37): jochi, ranks
as the game's tie-break chain leaves them (TAROT §7), and the jochi of a span of rounds as the difference of the
standings after each round and the one before."""

from __future__ import annotations

from collections.abc import Collection

from fibur_director.domain.prizes import Placing, Ranking
from fibur_director.domain.tournament import Tournament
from fibur_director.games.tarot import scoring
from fibur_director.games.tarot.ruleset import get_tarot_ruleset

# The regulation names no prizes; a tournament that gives none of its own (``Setup.prizes``) awards the first
# three, as burraco's rulesets do (docs/rulesets.md, "Prize lists").
DEFAULT_PLACES = 3


def prize_ranking(tournament: Tournament, spans: Collection[tuple[int, ...]]) -> Ranking:
    ruleset = get_tarot_ruleset(tournament.setup.ruleset)
    lines = scoring.standings(tournament, ruleset)
    placings = tuple(Placing(line.entry, line.rank, None, "active", line.jochi, None) for line in lines)
    after: dict[int, dict[int, int]] = {}

    def jochi_after(number: int) -> dict[int, int]:
        if number not in after:
            after[number] = (
                {}
                if number < 1
                else {x.entry: x.jochi for x in scoring.standings(tournament, ruleset, number)}
            )
        return after[number]

    figures: dict[tuple[int, ...], dict[int, tuple[float, float | None]]] = {}
    for span in spans:
        totals: dict[int, float] = {p.entry: 0 for p in placings}
        for number in span:
            now, before = jochi_after(number), jochi_after(number - 1)
            for entry in totals:
                totals[entry] += now.get(entry, 0) - before.get(entry, 0)
        figures[span] = {entry: (total, None) for entry, total in totals.items()}
    places = DEFAULT_PLACES if tournament.setup.prizes is None else tournament.setup.prizes
    return Ranking(placings, ("jochi", "jochi"), None, places, figures)
