"""Two properties of a round once its seating is published, over every plan and kind, through the orchestration
the desk and ``simulate`` share (issue 35, items 1 and 4):

- an exchange of places after publication (a wrong table, IT/REV Art. 2; an unannounced late entry, Art. 38)
  never outlives its round: the next round of a Mitchell or a round robin is what it would have been without
  it («Al turno successivo riprenderà la posizione normalmente spettante»);
- a late entry admitted after round k is seated in round k + 1 by every movement that can take it: the Danish
  and giallo rounds always, a Mitchell that has an incomplete table to complete (IT/REV Art. 39); a Mitchell
  with none proposes without it and says so, a round-robin calendar refuses it saying why.
"""

from __future__ import annotations

import dataclasses

from hypothesis import HealthCheck, assume, event, given, settings
from hypothesis import strategies as st

from fibur_director.domain.pairing.model import ProposedRound
from fibur_director.domain.tournament import Round, Tournament
from fibur_director.games.burraco.check import check
from fibur_director.games.burraco.orchestration import next_round, phase_end, planned_method, split_groups
from fibur_director.games.burraco.ruleset import get_ruleset
from fibur_director.games.burraco.simulation import simulate
from tests.domain.pairing.test_orchestration_properties import Case, cases

IT = get_ruleset("burraco-italiano")


def _groups(before: Tournament, case: Case, number: int) -> dict[str, list[int]] | None:
    """The merit groups round ``number`` is paired in, split as ``simulate`` split them."""
    groups = None
    for n in range(1, number + 1):
        _method, split = planned_method(case.plan, case.kind, case.rounds, n)
        if split:
            played = dataclasses.replace(before, rounds=before.rounds[: n - 1])
            groups = split_groups(played, IT, n, split, exact=False)
    return groups


def _continues(case: Case, number: int, method: str) -> bool:
    """Whether round ``number`` goes on with the phase of the round before by the plan (a movement, a calendar:
    the same step, no split between)."""
    return (
        method in ("mitchell", "italian")
        and phase_end(case.plan, case.kind, case.rounds, number - 1) >= number
    )


def _seating(proposed: ProposedRound) -> tuple[object, ...]:
    return tuple((t.number, t.ns, t.ew, t.group) for t in proposed.tables), tuple(sorted(proposed.rests))


def _exchange(rnd: Round, a: int, b: int) -> Round:
    swap = {a: b, b: a}
    tables = tuple(
        dataclasses.replace(t, ns=tuple(swap.get(e, e) for e in t.ns), ew=tuple(swap.get(e, e) for e in t.ew))
        for t in rnd.tables
    )
    rest = tuple(swap.get(e, e) for e in rnd.rest)
    return dataclasses.replace(rnd, tables=tables, rest=rest, exchanged=(*rnd.exchanged, (a, b)))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(cases(kinds=("pairs", "individual", "giallo")), st.data())
def test_an_exchange_after_publication_never_outlives_its_round(case: Case, data: st.DataObject) -> None:
    whole = simulate(kind=case.kind, entries=case.entries, rounds=case.rounds, plan=case.plan, seed=case.seed)
    if case.rounds < 2:
        return
    # Rounds whose next one continues their movement or calendar are where the property bites: drawn first.
    going_on = [k for k in range(1, case.rounds) if _continues(case, k + 1, whole.rounds[k].system)]
    k = data.draw(st.sampled_from(going_on) if going_on else st.integers(1, case.rounds - 1), label="round")
    rnd = whole.rounds[k - 1]
    seated = [e for t in rnd.tables for e in t.entries()]
    a = data.draw(st.sampled_from(seated), label="first")
    others = [
        e
        for e in (*seated, *rnd.rest)
        if e != a and (rnd.table_of(e) is not rnd.table_of(a) or e in rnd.rest)
    ]
    assume(others)  # one table and nobody resting: nowhere else to sit
    b = data.draw(st.sampled_from(others), label="second")
    published = dataclasses.replace(whole, rounds=whole.rounds[:k])
    exchanged = dataclasses.replace(whole, rounds=(*whole.rounds[: k - 1], _exchange(rnd, a, b)))
    check(exchanged, IT)
    assert exchanged.rounds[-1].as_published() == rnd
    method = whole.rounds[k].system
    if not _continues(case, k + 1, method):
        return
    event(f"round {k + 1} continues a {method}")
    groups = _groups(published, case, k + 1)
    expected = next_round(published, IT, k + 1, method, groups, seed=case.seed)
    got = next_round(exchanged, IT, k + 1, method, groups, seed=case.seed)
    assert _seating(got) == _seating(expected), f"round {k + 1} ({method}) after {a} <-> {b} in round {k}"
