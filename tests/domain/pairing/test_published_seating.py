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

from fibur_director.domain.pairing.model import PairingError, ProposedRound
from fibur_director.domain.tournament import Entry, Player, Round, Tournament
from fibur_director.games.burraco.check import check
from fibur_director.games.burraco.orchestration import next_round, phase_end, planned_method, split_groups
from fibur_director.games.burraco.ruleset import get_ruleset
from fibur_director.games.burraco.simulation import simulate
from tests.domain.pairing.strategies import Case, cases

IT = get_ruleset("burraco-italiano")


def _groups(
    before: Tournament, case: Case, number: int, now: Tournament | None = None
) -> dict[str, list[int]] | None:
    """The merit groups round ``number`` is paired in, split as ``simulate`` split them: a split before an
    earlier round is a decision already taken (from ``before``), one before round ``number`` is taken now,
    from the tournament as it is (``now``: with a late entry)."""
    groups = None
    for n in range(1, number + 1):
        _method, split = planned_method(case.plan, case.kind, case.rounds, n)
        if split:
            source = now if now is not None and n == number else before
            played = dataclasses.replace(source, rounds=source.rounds[: n - 1])
            groups = split_groups(played, IT, n, split, exact=False)
    return groups


def _continues(case: Case, number: int, method: str, before: Tournament | None = None) -> bool:
    """Whether round ``number`` goes on with the phase of the round before: a calendar within its plan step
    (a split starts a new one), a Mitchell movement as long as the rounds before it are Mitchell rounds (it
    pays no heed to merit groups: ``orchestration._phase_start``)."""
    if method == "mitchell" and before is not None:
        previous = before.round(number - 1)
        return previous is not None and previous.system == "mitchell"
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
    going_on = [k for k in range(1, case.rounds) if _continues(case, k + 1, whole.rounds[k].system, whole)]
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
    if not _continues(case, k + 1, method, published):
        return
    event(f"round {k + 1} continues a {method}")
    groups = _groups(published, case, k + 1)
    expected = next_round(published, IT, k + 1, method, groups, seed=case.seed)
    got = next_round(exchanged, IT, k + 1, method, groups, seed=case.seed)
    assert _seating(got) == _seating(expected), f"round {k + 1} ({method}) after {a} <-> {b} in round {k}"


def _with_late_entry(tournament: Tournament, kind: str) -> tuple[Tournament, int]:
    """The tournament with one more entry, registered after its last round (IT/REV Art. 39)."""
    size = 4 if kind == "teams" else 2 if kind == "pairs" else 1
    number = max(tournament.entry_ids()) + 1
    players = tuple(Player(f"late{number}-{i}", f"Tardi{i}", "N") for i in range(size))
    entry = Entry(number, f"Tardi {number}", tuple(p.id for p in players), late=True)
    return (
        dataclasses.replace(
            tournament, players=(*tournament.players, *players), entries=(*tournament.entries, entry)
        ),
        number,
    )


def _completed(rnd: Round, late: int) -> Round:
    """The late entry completes the round's incomplete table (the service ``rounds.complete_table``): a new
    table, the late entry North-South against the entry that was to rest (teams: the match's two rooms)."""
    from fibur_director.domain.tournament import PlayedTable, Result

    (resting,) = rnd.rest
    base = max(t.number for t in rnd.tables)
    result = Result(1000, 1000)
    if any(t.match is not None for t in rnd.tables):
        match = max(t.match or 0 for t in rnd.tables) + 1
        added: tuple[PlayedTable, ...] = (
            PlayedTable(base + 1, (late,), (resting,), result, "open", match),
            PlayedTable(base + 2, (resting,), (late,), result, "closed", match),
        )
    else:
        added = (PlayedTable(base + 1, (late,), (resting,), result),)
    return dataclasses.replace(rnd, tables=(*rnd.tables, *added), rest=())


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(cases(), st.data())
def test_a_late_entry_is_seated_within_one_round_wherever_the_movement_can(
    case: Case, data: st.DataObject
) -> None:
    whole = simulate(kind=case.kind, entries=case.entries, rounds=case.rounds, plan=case.plan, seed=case.seed)
    assume(case.rounds >= 2)
    k = data.draw(st.integers(1, case.rounds - 1), label="late after round")
    played, late = _with_late_entry(dataclasses.replace(whole, rounds=whole.rounds[:k]), case.kind)
    running = played.rounds[-1]
    completes = (
        len(running.rest) == 1
        and running.system not in ("italian", "giallo")
        and data.draw(st.booleans(), label="completes the running round")
    )
    if completes:
        played = dataclasses.replace(played, rounds=(*played.rounds[:-1], _completed(running, late)))
        check(played, IT)
    method = whole.rounds[k].system
    groups = _groups(whole, case, k + 1, played)
    continuing = _continues(case, k + 1, method, played)
    try:
        proposed = next_round(played, IT, k + 1, method, groups, seed=case.seed)
    except PairingError as refusal:
        # Only a round-robin calendar fixed before the entry came has no place, and says which entry.
        assert continuing and method == "italian" and str(late) in refusal.english, refusal.english
        event("a calendar refuses it, saying why")
        return
    assert not (continuing and method == "italian"), "a calendar fixed in advance took a newcomer"
    playing = {e for t in proposed.tables for e in t.entries()}
    if continuing and method == "mitchell":
        start = k
        while start > 1 and _continues(case, start, "mitchell", played):
            start -= 1
        first = whole.rounds[start - 1]  # the phase's first round, as simulated (before the late entry)
        if first.rest:
            event("the movement completes its incomplete table with it")
            place = len([t for t in first.tables if t.room != "closed"]) + 1
            assert [(t.number, t.ns) for t in proposed.tables if late in t.entries()] == [(place, (late,))]
            assert not proposed.rests
        else:
            event("the movement has no place: it says so")
            assert late not in playing and late not in proposed.rests
            assert any(w.code == "late" and late in w.entries for w in proposed.warnings), proposed.warnings
        return
    event("seated by the standings")
    assert late in playing or late in proposed.rests
