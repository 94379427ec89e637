"""The rules of corrections, locks, late entries and interruption: hand-worked cases, per ruleset."""

from __future__ import annotations

import datetime as dt

import pytest

from fibur_director.domain import tournament as dom
from fibur_director.games.burraco import regulation as rules
from fibur_director.games.burraco.ruleset import get_ruleset

IT, REV, FED = (get_ruleset(r) for r in ("burraco-italiano", "burraco-revolution", "fedibur-1985"))
NOW = dt.datetime(2026, 12, 20, 18, 0)


def test_the_last_single_group_round_comes_from_the_plan() -> None:
    # Two Mitchell rounds, then merit groups of 8 for two Danish rounds: round 2 is the last single-group round.
    plan = "mitchell:2,groups:8,danish:2"
    assert rules.first_group_round(plan, 4) == 3
    assert rules.last_single_group_round(plan, 4) == 2
    assert [rules.needs_countersignature(plan, 4, n, in_groups=False) for n in (1, 2, 3, 4)] == [
        False, True, True, True,
    ]  # fmt: skip
    # Without groups every round is single-group: the last one is the last round.
    assert rules.last_single_group_round("mitchell:3,danish:1", 4) == 4
    assert [rules.needs_countersignature("mitchell:3,danish:1", 4, n, in_groups=False) for n in (3, 4)] == [
        False, True,
    ]  # fmt: skip
    assert rules.last_single_group_round("", 5) == 5
    assert rules.needs_countersignature("", 5, 2, in_groups=True)  # a split made outside the plan


def test_standings_become_definitive_after_the_verification_minutes() -> None:
    published = [(2, NOW - dt.timedelta(minutes=10)), (3, NOW - dt.timedelta(minutes=9))]
    minutes = IT.verification_minutes
    assert dom.definitive_after(published, minutes, NOW) == 2  # ten minutes shown: definitive; nine: not yet
    assert dom.definitive_after([], minutes, NOW) is None


@pytest.mark.parametrize(("ruleset", "article"), [(IT, "IT Art."), (REV, "REV Art."), (FED, "FED85")])
def test_each_refusal_cites_its_own_ruleset(ruleset: object, article: str) -> None:
    with pytest.raises(rules.RuleRefusal) as unconfirmed:
        rules.refuse_correction(
            ruleset,  # type: ignore[arg-type]
            2,
            definitive_round=None,
            confirmed=False,
            countersignature_needed=False,
            countersigned=False,
        )
    with pytest.raises(rules.RuleRefusal) as locked:
        rules.refuse_correction(
            ruleset,  # type: ignore[arg-type]
            2,
            definitive_round=2,
            confirmed=True,
            countersignature_needed=False,
            countersigned=False,
        )
    with pytest.raises(rules.RuleRefusal) as late:
        rules.refuse_late_entry(ruleset, active_entries=10, kind="pairs", admitted=False)  # type: ignore[arg-type]
    articles = ruleset.articles  # type: ignore[attr-defined]
    for refusal, key in (
        (unconfirmed.value, "corrections"),
        (locked.value, "corrections"),
        (late.value, "late_entry"),
    ):
        assert articles[key].startswith(article)
        assert articles[key] in str(refusal) and articles[key] in refusal.italian
        if article != "IT Art.":
            assert "IT Art." not in str(refusal)
    assert (IT.articles["corrections"], REV.articles["corrections"]) == ("IT Art. 20", "REV Art. 19")
    # An odd field may take a late pair to complete the incomplete table; a giallo never.
    rules.refuse_late_entry(ruleset, active_entries=9, kind="pairs", admitted=False)  # type: ignore[arg-type]
    with pytest.raises(rules.RuleRefusal, match="or by the organiser's choice"):
        rules.refuse_late_entry(ruleset, active_entries=9, kind="giallo", admitted=False)  # type: ignore[arg-type]
    # Any late entry the organiser admits is in (Art. 39: «può rifiutare», an option, not a prohibition).
    rules.refuse_late_entry(ruleset, active_entries=10, kind="pairs", admitted=True)  # type: ignore[arg-type]


def test_a_countersigned_confirmed_correction_before_the_lock_passes() -> None:
    rules.refuse_correction(
        IT, 2, definitive_round=1, confirmed=True, countersignature_needed=True, countersigned=True
    )


def test_prizes_after_an_interruption_only_past_half() -> None:
    assert not rules.prizes_after_interruption(6, 3) and rules.prizes_after_interruption(6, 4)


def test_after_the_next_seating_only_an_inversion_is_corrected() -> None:
    """DIGEST §5: once the next round is published, a correction that does not invert the result is refused."""
    with pytest.raises(rules.RuleRefusal, match="only if it inverts"):
        rules.refuse_correction(
            IT, 1, definitive_round=None, confirmed=True, countersignature_needed=False, countersigned=False,
            next_published=True, inverts=False,
        )  # fmt: skip
    rules.refuse_correction(
        IT, 1, definitive_round=None, confirmed=True, countersignature_needed=False, countersigned=False,
        next_published=True, inverts=True,
    )  # fmt: skip
    rules.refuse_correction(
        IT, 1, definitive_round=None, confirmed=True, countersignature_needed=False, countersigned=False,
        next_published=False, inverts=False,
    )  # fmt: skip


def _grouped(tables_group: str | None, system: str = "danish") -> dom.Tournament:
    """Two rounds: a Mitchell round 1 (table 1 lost, no result) and round 2 in ``system`` with groups."""
    from fibur_director.domain.tournament import (
        Entry,
        PlayedTable,
        Player,
        Round,
        Sanction,
        Setup,
        Tournament,
    )

    players = tuple(Player(f"p{i}", f"C{i}", f"N{i}") for i in range(1, 9))
    entries = tuple(Entry(e, f"E{e}", (f"p{2 * e - 1}", f"p{2 * e}")) for e in range(1, 5))
    rounds = (
        Round(1, "mitchell", (PlayedTable(1, (1,), (2,)), PlayedTable(2, (3,), (4,)))),
        Round(2, system, (PlayedTable(1, (1,), (3,), group=tables_group), PlayedTable(2, (2,), (4,)))),
    )
    setup = Setup("T", "2026-12-20", "burraco-italiano", "pairs", 4, 2, ((1, 2),))
    return Tournament(setup, players, entries, rounds, (Sanction("lost_score_sheet", round=1, table=1),))


def test_a_found_sheet_is_restored_until_the_merit_groups_start() -> None:
    # Round-robin groups are not merit groups, and a round without groups starts nothing: restored.
    rules.refuse_found_score_sheet(IT, _grouped(None), 1, 1)
    rules.refuse_found_score_sheet(IT, _grouped("A", system="italian"), 1, 1)
    assert rules.merit_groups_started(_grouped("A")) == 2
    with pytest.raises(rules.RuleRefusal, match=r"not restored \(IT Art. 19\)"):
        rules.refuse_found_score_sheet(IT, _grouped("A"), 1, 1)
    with pytest.raises(rules.RuleRefusal, match=r"REV Art. 18"):
        rules.refuse_found_score_sheet(REV, _grouped("A"), 1, 1)
    rules.refuse_found_score_sheet(IT, _grouped("A"), 1, 2)  # another table: no sheet was lost there


def test_the_default_prize_list_per_group_with_ties_and_interruption() -> None:
    """Without a list of its own a tournament awards the first ``prizes`` of each group (issue 37: the default
    prize list, ``games.burraco.prizes.ranking_of`` over the shared ``domain.prizes``)."""
    from fibur_director.domain.prizes import allocate, default_list
    from fibur_director.domain.tournament import Setup
    from fibur_director.games.burraco.prizes import ranking_of
    from fibur_director.games.burraco.standings import Standing

    def row(rank: int, entry: int, group: str | None = None, status: str = "active") -> Standing:
        return Standing(rank, entry, 0, 0, 0, 0, 0, group, 4, status)

    def winners(rows: list[Standing], setup: Setup) -> dict[str | None, list[int]]:
        ranking = ranking_of(rows, setup, IT)
        found: dict[str | None, list[int]] = {}
        group = {s.entry: s.group for s in rows}
        for award in allocate(default_list((s.group for s in rows), ranking.default_places), ranking, {}):
            found.setdefault(group[award.entry], []).append(award.entry)
        return found

    rows = [row(1, 7), row(2, 3), row(3, 5), row(3, 9), row(5, 1), row(6, 2, status="excluded")]
    setup = Setup("T", "2026-12-20", "burraco-italiano", "pairs", 4, 4, ((1, 2, 3, 4),))
    # Three prizes by default: the two entries sharing third place are both awarded.
    assert winners(rows, setup)[None] == [7, 3, 5, 9]
    one = dom.Setup(**{**setup.__dict__, "prizes": 1})
    assert winners(rows, one)[None] == [7]
    grouped = [row(1, 1, "A"), row(2, 2, "A"), row(1, 3, "B"), row(2, 4, "B")]
    assert winners(grouped, one) == {"A": [1], "B": [3]}
    # Interrupted after 2 of 4 rounds: not past half, no prizes; after 3: prizes (IT Art. 40).
    assert winners(rows, dom.Setup(**{**setup.__dict__, "interrupted_after": 2})) == {}
    assert winners(rows, dom.Setup(**{**setup.__dict__, "interrupted_after": 3}))
