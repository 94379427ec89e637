"""Burraco's standings as the prize list reads them (``domain.prizes.Ranking``; issue 37): VP after deductions
then MP, ranks restarting in each merit group, the figures of a span of rounds from the rounds' own scores, and
no prizes for a tournament interrupted before half its rounds (IT/REV Art. 40)."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

from fibur_director.domain.prizes import Placing, Ranking
from fibur_director.domain.tournament import Setup, Tournament
from fibur_director.games.burraco.regulation import prizes_after_interruption
from fibur_director.games.burraco.ruleset import Ruleset, get_ruleset
from fibur_director.games.burraco.standings import Standing, round_scores, standings


def prize_ranking(tournament: Tournament, spans: Collection[tuple[int, ...]]) -> Ranking:
    setup = tournament.setup
    ruleset = get_ruleset(setup.ruleset)
    rows = standings(tournament, ruleset)  # the classification of record (Setup.record_round)
    figures: dict[tuple[int, ...], dict[int, tuple[float, float | None]]] = {}
    if spans:
        scores = round_scores(tournament, ruleset, up_to_round=setup.record_round())
        for span in spans:
            totals: dict[int, list[int]] = {}
            for score in scores:
                if score.round in span:
                    total = totals.setdefault(score.entry, [0, 0])
                    total[0] += score.vp
                    total[1] += score.mp
            figures[span] = {entry: (vp, mp) for entry, (vp, mp) in totals.items()}
    return ranking_of(rows, setup, ruleset, figures)


def ranking_of(
    rows: Sequence[Standing],
    setup: Setup,
    ruleset: Ruleset,
    figures: Mapping[tuple[int, ...], Mapping[int, tuple[float, float | None]]] | None = None,
) -> Ranking:
    """The prizes' reading of burraco standings ``rows``: VP (after deductions) then MP; the ruleset's prizes per
    group unless the tournament names its own (``Setup.prize_count``); nobody awarded when the tournament was
    interrupted before half its planned rounds (IT/REV Art. 40, ``prizes_after_interruption``)."""
    placings = tuple(Placing(s.entry, s.rank, s.group, s.status, s.vp, s.mp) for s in rows)
    no_prizes = None
    if setup.interrupted_after is not None and not prizes_after_interruption(
        setup.planned_rounds, setup.interrupted_after
    ):
        article = ruleset.articles["interruption"]
        no_prizes = (
            f"no prizes: the tournament stopped before half its planned rounds ({article})",
            f"nessun premio: il torneo non ha superato metà dei turni previsti ({article})",
        )
    return Ranking(
        placings, ("VP", "V.P."), ("MP", "M.P."), setup.prize_count(ruleset), figures or {}, no_prizes
    )
