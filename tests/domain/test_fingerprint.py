"""Each round's fingerprint (issue 27, items 7-8; docs/fingerprint.md): chained, canonical, and sensitive to
exactly what decides the round's results."""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Callable
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fibur_director.domain.errors import FiburError
from fibur_director.domain.fingerprint import NO_ROUND, parse_claim, stamp, verify_text
from fibur_director.domain.tournament import Player, Result, Round, Sanction, Substitution, Tournament
from fibur_director.domain.tournament_file import (
    canonical,
    dumps,
    dumps_with_standings,
    fingerprints,
    loads,
    write_document,
)
from fibur_director.games.burraco.simulation import simulate
from fibur_director.games.tarot import scoring as tarot
from fibur_director.games.tarot.simulation import simulate_tarot


@cache
def _pairs() -> Tournament:
    return simulate(entries=12, rounds=5, plan="mitchell:2,danish:3", seed=7)


@cache
def _teams() -> Tournament:
    return simulate(entries=8, rounds=3, plan="danish:3", seed=3, kind="teams")


@cache
def _tarot() -> Tournament:
    return simulate_tarot(entries=8, seed=5)


TOURNAMENTS = {"pairs": _pairs, "teams": _teams, "tarot": _tarot}


def test_the_chain_is_sha256_of_the_previous_and_the_canonical_round() -> None:
    t = _pairs()
    chain = fingerprints(t)
    assert len(chain) == len(t.rounds) + 1 and all(len(f) == 64 for f in chain)
    document = json.loads(dumps(t))
    # Round 2's part, rebuilt by hand from the written file: the round without its fingerprint, who played for
    # each entry seated in it, and its sanctions (none in a rehearsal).
    written = dict(document["rounds"][1])
    del written["fingerprint"]
    # A player is their card (every rehearsal player has one), never the archive's id.
    cards = {p["id"]: {"card": p["card"]} for p in document["players"]}
    members = {e["id"]: e["players"] for e in document["entries"]}
    seated = sorted({e for table in t.rounds[1].tables for e in table.entries()} | set(t.rounds[1].rest))
    part = {
        "round": written,
        "players": [[e, [cards[p] for p in members[e]]] for e in seated],
        "sanctions": [],
    }
    expected = hashlib.sha256(chain[1].encode() + b"\n" + canonical(part)).hexdigest()
    assert chain[2] == expected
    assert document["rounds"][1]["fingerprint"] == expected
    assert document["tournament"]["fingerprint"] == chain[0]


def test_canonical_form_ignores_spelling_and_key_order() -> None:
    assert canonical({"b": [1, "è"], "a": None}) == '{"a":null,"b":[1,"è"]}'.encode()
    # The same tournament written with other spacing and key order has the same fingerprints.
    text = dumps(_pairs())
    respelled = json.dumps(json.loads(text, object_pairs_hook=lambda kv: dict(reversed(kv))), indent=None)
    assert verify_text(respelled).intact
    assert fingerprints(loads(respelled)) == fingerprints(_pairs())


def test_the_same_tournament_gives_the_same_bytes() -> None:
    assert dumps(_pairs()) == dumps(loads(dumps(_pairs())))
    assert dumps(_tarot()) == dumps(loads(dumps(_tarot())))


# -- item 8: one change in round N changes round N's fingerprint and every later one, nothing before ----------


def _replace_round(t: Tournament, index: int, rnd: Round) -> Tournament:
    rounds = list(t.rounds)
    rounds[index] = rnd
    return dataclasses.replace(t, rounds=tuple(rounds))


def _seat(t: Tournament, index: int, k: int) -> Tournament:
    """Two entries of the round change places (at one table, or between two)."""
    rnd = t.rounds[index]
    tables = list(rnd.tables)
    a = tables[k % len(tables)]
    b = tables[(k + 1) % len(tables)]
    if a is b or a.ns == b.ns:  # one table: its first two seats swap
        seats = list(a.ns + a.ew)
        seats[0], seats[1] = seats[1], seats[0]
        tables[k % len(tables)] = dataclasses.replace(
            a, ns=tuple(seats[: len(a.ns)]), ew=tuple(seats[len(a.ns) :])
        )
    else:
        tables[k % len(tables)] = dataclasses.replace(a, ns=b.ns)
        tables[(k + 1) % len(tables)] = dataclasses.replace(b, ns=a.ns)
    return _replace_round(t, index, dataclasses.replace(rnd, tables=tuple(tables)))


def _score(t: Tournament, index: int, k: int, *, swap: bool) -> Tournament:
    """A score sheet's MP (+5 to North-South), or its two totals swapped (so the VP change hands); on a turn
    sheet, one deal's pigliate."""
    rnd = t.rounds[index]
    tables = list(rnd.tables)
    position = k % len(tables)
    table = tables[position]
    if table.result is not None:
        r = table.result
        changed: Result = (
            Result(r.ew_points, r.ns_points)
            if swap and r.ns_points != r.ew_points
            else Result(r.ns_points + 5, r.ew_points)
        )
        tables[position] = dataclasses.replace(table, result=changed)
    else:
        deals = list(table.deals)
        deal = deals[k % len(deals)]
        deals[k % len(deals)] = dataclasses.replace(deal, pigliate=(deal.pigliate[0] + 1, deal.pigliate[1]))
        tables[position] = dataclasses.replace(table, deals=tuple(deals))
    return _replace_round(t, index, dataclasses.replace(rnd, tables=tuple(tables)))


def _sanction(t: Tournament, index: int, k: int) -> Tournament:
    """A warning given in the round (burraco), or a penalty on one of its deals (Tarot)."""
    rnd = t.rounds[index]
    table = rnd.tables[k % len(rnd.tables)]
    if table.deals:
        deals = list(table.deals)
        deals[0] = dataclasses.replace(
            deals[0], penalties=(*deals[0].penalties, tarot.Penalty(k % 4, "exposure"))
        )
        tables = list(rnd.tables)
        tables[k % len(rnd.tables)] = dataclasses.replace(table, deals=tuple(deals))
        return _replace_round(t, index, dataclasses.replace(rnd, tables=tuple(tables)))
    warning = Sanction("warning", entry=table.ns[0], round=rnd.number)
    return dataclasses.replace(t, sanctions=(*t.sanctions, warning))


def _player(t: Tournament, index: int, k: int) -> Tournament:
    """Another person plays for an entry from this round on: a substitution after the round before."""
    rnd = t.rounds[index]
    entry_id = rnd.tables[k % len(rnd.tables)].ns[0]
    entry = next(e for e in t.entries if e.id == entry_id)
    newcomer = Player("p-new", "Nuovo", "Arrivato", card="999999")
    member = entry.players[k % len(entry.players)]
    changed = dataclasses.replace(
        entry,
        players=tuple("p-new" if p == member else p for p in entry.players),
        substitutions=(*entry.substitutions, Substitution(member, "p-new", rnd.number - 1)),
    )
    return dataclasses.replace(
        t,
        players=(*t.players, newcomer),
        entries=tuple(changed if e.id == entry_id else e for e in t.entries),
    )


MUTATIONS: dict[str, Callable[[Tournament, int, int], Tournament]] = {
    "seat": _seat,
    "mp": lambda t, i, k: _score(t, i, k, swap=False),
    "vp": lambda t, i, k: _score(t, i, k, swap=True),
    "sanction": _sanction,
    "player": _player,
}


@settings(max_examples=150, deadline=None)
@given(
    which=st.sampled_from(sorted(TOURNAMENTS)),
    mutation=st.sampled_from(sorted(MUTATIONS)),
    index=st.integers(0, 4),
    k=st.integers(0, 50),
)
def test_one_change_in_a_round_changes_it_and_every_later_round_only(
    which: str, mutation: str, index: int, k: int
) -> None:
    t = TOURNAMENTS[which]()
    index %= len(t.rounds)
    if mutation == "player" and not t.rounds[index].tables[0].result:
        # Sicilian Tarot has no substitutions (TAROT §2): a player of a round changes by a change of seat.
        mutation = "seat"
    before = fingerprints(t)
    after = fingerprints(MUTATIONS[mutation](t, index, k))
    round_number = index + 1
    assert after[:round_number] == before[:round_number]  # round 0 (the entries) and every earlier round
    assert all(a != b for a, b in zip(after[round_number:], before[round_number:], strict=True))


def _written_chain(t: Tournament) -> list[str]:
    """The chain as the file writer computes it (the rounds written first, so no round's digest is kept)."""
    document = write_document(t)
    return [document["tournament"]["fingerprint"], *(r["fingerprint"] for r in document["rounds"])]


@settings(max_examples=60, deadline=None)
@given(
    which=st.sampled_from(sorted(TOURNAMENTS)),
    steps=st.lists(
        st.tuples(
            st.sampled_from([*sorted(MUTATIONS), "card", "ids", "interrupted"]),
            st.integers(0, 4),
            st.integers(0, 50),
        ),
        min_size=1,
        max_size=4,
    ),
)
def test_round_digests_kept_between_calls_give_the_chain_computed_from_nothing(
    which: str, steps: list[tuple[str, int, int]]
) -> None:
    """``fingerprints`` keeps each round's digest by everything the round's part is made of: after any change
    the chain equals the writer's, which computes every round again, and a round the change reaches is not
    given its digest from before."""
    t = TOURNAMENTS[which]()
    fingerprints(t)
    for step, (mutation, index, k) in enumerate(steps):
        index %= len(t.rounds)
        before = fingerprints(t)
        if mutation == "card":
            first = t.players[k % len(t.players)]
            t = dataclasses.replace(
                t, players=tuple(dataclasses.replace(p, card=f"X{k}") if p is first else p for p in t.players)
            )
        elif mutation == "ids":
            t = _renumbered(t, k)
        elif mutation == "interrupted":
            t = dataclasses.replace(t, setup=dataclasses.replace(t.setup, interrupted_after=index + 1))
        else:
            if mutation == "player" and not t.rounds[index].tables[0].result:
                mutation = "seat"  # no substitutions in the Sicilian Tarot (TAROT §2)
            t = MUTATIONS[mutation](t, index, k)
        kept = fingerprints(t)
        assert kept == _written_chain(t)
        if step == 0 and mutation in MUTATIONS:  # (a later step may undo an earlier one)
            assert kept[index + 1] != before[index + 1]


def test_a_players_card_changes_every_round_they_played_and_the_settings_change_all() -> None:
    t = _pairs()
    before = fingerprints(t)
    first = t.players[0]
    recarded = dataclasses.replace(t, players=(dataclasses.replace(first, card="X1"), *t.players[1:]))
    assert fingerprints(recarded)[0] == before[0]
    assert all(a != b for a, b in zip(fingerprints(recarded)[1:], before[1:], strict=True))
    renamed = dataclasses.replace(t, setup=dataclasses.replace(t.setup, ruleset="fedibur-1985"))
    assert all(a != b for a, b in zip(fingerprints(renamed), before, strict=True))


def _renumbered(t: Tournament, shift: int) -> Tournament:
    """The same tournament as another archive holds it: every player under another id, with this archive's club,
    category and ranking points."""
    new = {p.id: f"{p.id}-{shift}" for p in t.players}
    players = tuple(
        dataclasses.replace(p, id=new[p.id], club="Altro circolo", category="B", ranking_points=shift)
        for p in t.players
    )
    entries = tuple(
        dataclasses.replace(
            e,
            players=tuple(new[p] for p in e.players),
            substitutions=tuple(
                dataclasses.replace(x, out=new[x.out], into=new[x.into]) for x in e.substitutions
            ),
        )
        for e in t.entries
    )
    rounds = tuple(
        dataclasses.replace(
            r,
            tables=tuple(
                dataclasses.replace(
                    x,
                    ns_players=tuple(new[p] for p in x.ns_players),
                    ew_players=tuple(new[p] for p in x.ew_players),
                )
                for x in r.tables
            ),
        )
        for r in t.rounds
    )
    return dataclasses.replace(t, players=players, entries=entries, rounds=rounds)


def test_another_archives_ids_and_player_details_leave_the_fingerprints_alone() -> None:
    for which in ("pairs", "teams"):  # the teams' line-ups name players by id in the rounds
        t = TOURNAMENTS[which]()
        assert any(x.ns_players for r in t.rounds for x in r.tables) == (which == "teams")
        assert fingerprints(_renumbered(t, 1000)) == fingerprints(t)
    # A player without a card is their surname and name.
    t = _pairs()
    first = t.players[0]
    cardless = dataclasses.replace(t, players=(dataclasses.replace(first, card=None), *t.players[1:]))
    renamed = dataclasses.replace(
        t, players=(dataclasses.replace(first, card=None, surname=first.surname + "i"), *t.players[1:])
    )
    assert fingerprints(renamed)[0] == fingerprints(cardless)[0]
    assert all(a != b for a, b in zip(fingerprints(renamed)[1:], fingerprints(cardless)[1:], strict=True))


def test_declaring_the_tournament_interrupted_changes_only_its_last_round() -> None:
    t = _pairs()
    before = fingerprints(t)
    after = fingerprints(dataclasses.replace(t, setup=dataclasses.replace(t.setup, interrupted_after=3)))
    assert after[:-1] == before[:-1] and after[-1] != before[-1]


# -- verify ------------------------------------------------------------------------------------------------


def _edited(text: str, round_index: int) -> str:
    """The file with one score of a round changed by hand, as a text editor would: the fingerprints untouched."""
    document = json.loads(text)
    table = next(t for t in document["rounds"][round_index]["tables"] if "result" in t)
    table["result"]["ns_points"] += 5
    table["result"].pop("deals", None)
    return json.dumps(document, indent=2)


def test_verify_names_the_first_round_edited_by_hand() -> None:
    text = dumps(_pairs())
    assert verify_text(text).intact and verify_text(text).first_differing is None
    verdict = verify_text(_edited(text, 2))
    assert not verdict.intact and verdict.first_differing == 3
    assert verdict.english[-1].startswith("round 3 differs: written ")


def test_a_file_without_fingerprints_is_not_intact_but_a_printout_still_checks_it() -> None:
    document = json.loads(dumps(_pairs()))
    del document["tournament"]["fingerprint"]
    for r in document["rounds"]:
        del r["fingerprint"]
    verdict = verify_text(json.dumps(document))
    assert not verdict.intact and not verdict.proven and verdict.first_differing is None
    assert "the file carries no fingerprints: nothing proves it unchanged" in verdict.english[0]
    # stripped and edited: the same verdict, never "intact"
    stripped = verify_text(_edited(json.dumps(document), 1))
    assert not stripped.intact and not stripped.proven
    # but a printout's fingerprint is still checked against it
    printed = stamp(_pairs(), 2)
    assert verify_text(json.dumps(document), f"2:{printed.short}").intact
    assert not verify_text(_edited(json.dumps(document), 1), f"2:{printed.short}").intact


def test_one_round_stripped_of_its_fingerprint_is_a_difference() -> None:
    document = json.loads(dumps(_pairs()))
    del document["rounds"][3]["fingerprint"]
    verdict = verify_text(json.dumps(document))
    assert not verdict.intact and verdict.first_differing == 4


def test_verify_against_a_printout() -> None:
    text = dumps(_pairs())
    printed = stamp(_pairs(), 3)
    assert printed.words == f"impronta turno 3: {printed.short}" and len(printed.short) == 12
    assert printed.payload == f"3:{fingerprints(_pairs())[3]}"
    assert verify_text(text, printed.short).intact
    assert verify_text(text, printed.payload).intact
    # An edit after the printed round leaves the printout's round alone, but the file's own fingerprints see it.
    later = verify_text(_edited(text, 4), printed.payload)
    assert not later.intact and later.first_differing == 5
    earlier = verify_text(_edited(text, 0), f"3:{printed.short}")
    assert not earlier.intact and earlier.first_differing == 1
    unknown = verify_text(text, "0123456789ab")
    assert not unknown.intact and unknown.first_differing == NO_ROUND  # digits of no round name no round
    assert "is no round's of this file" in unknown.english[-1]


def test_a_claim_that_is_not_a_fingerprint_is_refused() -> None:
    assert parse_claim(" 3:ABCDEF012345 ") == (3, "abcdef012345")
    for wrong in ("abc", "3:xyz123456789", "round 3"):
        with pytest.raises(FiburError, match="is not a fingerprint"):
            parse_claim(wrong)
    beyond = verify_text(dumps(_pairs()), "9:0123456789ab")
    assert not beyond.intact and beyond.first_differing == 6
    assert beyond.english[-1] == "the printout is of round 9, not in the file (it has 5): rounds removed"


def test_a_fingerprint_that_is_not_one_is_refused_by_the_reader() -> None:
    document = json.loads(dumps(_pairs()))
    document["rounds"][0]["fingerprint"] = "not hex"
    with pytest.raises(FiburError, match=r"rounds\[0\]\.fingerprint: 'not hex' is not a fingerprint"):
        loads(json.dumps(document))


def test_a_file_with_its_last_rounds_removed_says_so() -> None:
    document = json.loads(dumps(_pairs()))  # 5 rounds planned, none interrupted
    printed = document["rounds"][4]["fingerprint"][:12]
    del document["rounds"][3:]
    text = json.dumps(document)
    verdict = verify_text(text)
    assert verdict.intact  # what it holds is unchanged...
    assert verdict.english[-1] == (  # ...but it is not the whole tournament
        "the file holds 3 of the 5 rounds planned and was not interrupted: rounds removed or not yet played; it "
        "is verified for what it holds"
    )
    # a printout of a round the file lost: a difference, not an unreadable file
    lost = verify_text(text, f"5:{printed}")
    assert not lost.intact and lost.first_differing == 4
    assert "the printout is of round 5, not in the file (it has 3): rounds removed" in lost.english


def test_verify_recomputes_the_standings_the_file_carries() -> None:
    text = dumps_with_standings(_pairs())
    assert verify_text(text).intact and verify_text(text).standings_row is None
    document = json.loads(text)
    document["standings"][0], document["standings"][1] = document["standings"][1], document["standings"][0]
    swapped = verify_text(json.dumps(document))  # the rounds and their fingerprints untouched
    assert not swapped.intact and swapped.first_differing is None and swapped.standings_row == 1
    assert swapped.english[-1].startswith("the standings the file carries differ from its rounds' at row 1: ")
