"""Sicilian Tarot in the tournament file: the turn sheet read and written, refusals naming the place in English
and Italian, and properties over generated deals and whole rehearsed tournaments."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fibur_director.domain.errors import FiburError
from fibur_director.domain.tournament import Tournament, TournamentError
from fibur_director.domain.tournament_file import (
    dumps,
    dumps_with_standings,
    loads,
    read_document,
    write_document,
)
from fibur_director.games.tarot import scoring as tarot
from fibur_director.games.tarot.file import tarot_standing
from fibur_director.games.tarot.ruleset import get_tarot_ruleset
from fibur_director.games.tarot.scoring import Deal, Jucate, Penalty
from fibur_director.games.tarot.simulation import plausible_deal, simulate_tarot
from tests.support.examples import burraco_example
from tests.support.examples import tarot_example as example

RULESET = get_tarot_ruleset()


def test_the_example_reads_every_field() -> None:
    tournament = read_document(example())
    first = tournament.rounds[0]
    assert first.draw[0] == (1, 21) and len(first.draw) == 8
    table = first.tables[0]
    assert table.ns == (1, 2, 3, 4) and table.ew == ()
    one, two, three, four = table.deals
    assert one == Deal(1, 0, "CV", 2, True, 2, (Jucate(rim=1, scm=1, van=1, riv=1, pig=2), Jucate(pig=1)))
    assert two == Deal(2, 1, "S5", difference=-2, pigliate=(0, 3))
    assert three.penalties == (Penalty(0, "revoke", True), Penalty(2, "exposure"))
    assert four == Deal(4, None, None, penalties=(Penalty(3, "wrong_cards"),))
    # The seats are the file's letters: West (seat 1) as solista di 5 lost 2, doubled, to each opponent.
    assert tarot.score_deal(two, RULESET).play == (4, -12, 4, 4)


def test_read_write_read_is_identical() -> None:
    tournament = read_document(example())
    text = dumps(tournament)
    written_setup = json.loads(text)["tournament"]
    assert (
        len(written_setup.pop("fingerprint")) == 64
    )  # round 0's fingerprint, added by the writer (issue 27)
    assert written_setup == example()["tournament"]  # every setup key the file gave is kept
    assert loads(text) == tournament
    assert dumps(loads(text)) == text
    written = json.loads(text)
    # Only what was typed is written: no 'ew', no false flags, no default pigliate.
    assert "ew" not in written["rounds"][0]["tables"][0]
    assert written["rounds"][0]["tables"][1]["deals"][0] == {
        "deal": 1, "declarer": "S", "call": "SV", "rivanto": "E", "difference": 3, "pigliate": [2, 1],
    }  # fmt: skip


def test_the_standings_key_for_tarot() -> None:
    tournament = read_document(example())
    lines = tarot.standings(tournament, RULESET)
    document = write_document(tournament, lines)
    rows = document["standings"]
    assert [r["entry"] for r in rows] == [line.entry for line in lines]
    assert set(rows[0]) == {
        "rank", "entry", "jochi", "calls", "commitments", "pigliate", "deals", "decided_by", "head_to_head",
    }  # fmt: skip
    assert "vp" not in rows[0]
    # The key is ignored on input: the file reads back as the same tournament.
    assert read_document(json.loads(json.dumps(document))) == tournament
    # The export's one call computes the standings of the tournament's own game.
    assert json.loads(dumps_with_standings(tournament))["standings"] == rows


def _set(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(document: dict[str, Any]) -> None:
        target: Any = document
        keys = path.split(".")
        for key in keys[:-1]:
            target = target[int(key)] if key.isdigit() else target[key]
        last = keys[-1]
        if last.isdigit():
            target[int(last)] = value
        else:
            target[last] = value

    return change


T0 = "rounds.0.tables.0"
D0 = f"{T0}.deals.0"


@pytest.mark.parametrize(
    ("change", "place", "english", "italian"),
    [
        (_set(f"{T0}.ew", 5), r"rounds[0].tables[0].ew", "no burraco result", "non ha risultato di burraco"),
        (
            _set(f"{T0}.result", {"ns_points": 100, "ew_points": 50}),
            "rounds[0].tables[0].result",
            "its score is the turn sheet",
            "il punteggio è la scheda di turno",
        ),
        (_set(f"{T0}.room", "open"), "rounds[0].tables[0].room", "no burraco result, room", "sala"),
        (
            _set("sanctions", [{"type": "warning", "entry": 1}]),
            "sanctions",
            "a Tarot penalty is part of its deal",
            "una penalità dei tarocchi sta nella sua smazzata",
        ),
        (_set("rounds.0.group", "A"), "rounds[0].group", "has no groups", "non ha gironi"),
        (_set(f"{T0}.group", "A"), "rounds[0].tables[0].group", "has no groups", "non ha gironi"),
        (_set("tournament.tie_break", ["mp"]), "tournament.tie_break", "TAROT §7", "TAROT §7"),
        (_set(f"{T0}.ns", [1, 2, 3]), "rounds[0].tables[0].ns", "3 items: from 4 to 4", "3 elementi"),
        (_set(f"{T0}.ns", 1), "rounds[0].tables[0].ns", "must be a list", "deve essere una lista"),
        (
            _set(f"{D0}.declarer", "X"),
            "rounds[0].tables[0].deals[0].declarer",
            "unknown seat 'X'",
            "posto sconosciuto",
        ),
        (
            _set(f"{D0}.call", "S6"),
            "rounds[0].tables[0].deals[0].call",
            "unknown call 'S6'",
            "chiamata sconosciuta",
        ),
        (
            _set(f"{D0}.jucate", [{"pg": 1}, {}]),
            "rounds[0].tables[0].deals[0].jucate[0]",
            "unknown key 'pg'",
            "chiave sconosciuta 'pg'",
        ),
        (_set(f"{D0}.jucate", [{}, {}, {}]), "rounds[0].tables[0].deals[0].jucate", "3 items", "3 elementi"),
        (
            _set(f"{D0}.jucate", [{"rim": 2}, {}]),
            "rounds[0].tables[0].deals[0].jucate[0].rim",
            "2 is outside 0..1",
            "2 è fuori dall'intervallo 0..1",
        ),
        (
            _set(f"{D0}.jucate", [{"rim": 1}, {"rim": 1}]),
            "rounds[0].tables[0].deals[0].jucate[1].rim",
            "one side only",
            "una parte sola",
        ),
        (
            _set("rounds.0.tables.1.deals.0.difference", 41),
            "rounds[0].tables[1].deals[0].difference",
            "41 is outside -40..40",
            "41 è fuori",
        ),
        (
            _set("rounds.0.tables.1.deals.0.pigliate", [1]),
            "rounds[0].tables[1].deals[0].pigliate",
            "1 items: from 2 to 2",
            "1 elementi",
        ),
        (
            _set(f"{D0}.penalties", [{"seat": "N", "kind": "cheating"}]),
            "rounds[0].tables[0].deals[0].penalties[0].kind",
            "unknown penalty 'cheating'",
            "penalità sconosciuta",
        ),
        (
            _set(f"{D0}.penalties", [{"kind": "revoke"}]),
            "rounds[0].tables[0].deals[0].penalties[0].seat",
            "is missing",
            "manca",
        ),
        (
            _set(f"{D0}.partner", None),
            "rounds[0].tables[0].deals[0].partner",
            "needs the partner",
            "vuole il compagno",
        ),
        (
            _set(f"{D0}.deal", 5),
            "rounds[0].tables[0].deals[0].deal",
            "deal 5 is not one of 1 to 4",
            "la smazzata 5 non è tra 1 e 4",
        ),
        (
            _set(f"{D0}.rivanto", "W"),
            "rounds[0].tables[0].deals[0].rivanto",
            "West cannot declare the Rivanto",
            "Ovest non può dichiarare il Rivanto",
        ),
        (
            _set(f"{T0}.deals.1.deal", 1),
            "rounds[0].tables[0].deals[1]",
            "deal 1 is entered twice",
            "inserita due volte",
        ),
        (_set(f"{T0}.ns", [1, 2, 3, 5]), "rounds[0].tables[1]", "entry 5 is seated twice", "siede due volte"),
        (_set("rounds.0.draw.1.trump", 21), "rounds[0].draw", "no trump twice", "nessun trionfo due volte"),
        (_set("rounds.0.draw.0.trump", 1000), "rounds[0].draw[0].trump", "1000 is outside 0..999", "fuori"),
        (
            _set("tournament.ruleset", "burraco-italiano"),
            "tournament.ruleset",
            "'burraco-italiano' is a ruleset of burraco, not of tarocchi siciliani",
            "è un regolamento di burraco, non di tarocchi siciliani",
        ),
        (
            _set("tournament.deals_per_round", 6),
            "tournament.deals_per_round",
            "a Tarot round is 4 deals",
            "4 smazzate",
        ),
        # A Tarot file that claims to be burraco is refused at its first table: four on one side.
        (
            _set("tournament.kind", "individual"),
            "rounds[0].tables[0].ns",
            "4 items: from 1 to 2",
            "4 elementi",
        ),
    ],
)
def test_refusals_name_the_place_in_both_languages(
    change: Callable[[dict[str, Any]], None], place: str, english: str, italian: str
) -> None:
    document = example()
    change(document)
    before = copy.deepcopy(document)
    with pytest.raises(TournamentError) as caught:
        read_document(document)
    error = caught.value
    assert error.place == place
    assert error.english.startswith(f"{place}: ") and english in error.english
    assert error.italian.startswith(f"{place}: ") and italian in error.italian
    assert document == before  # reading changes nothing it was given


def test_a_draw_belongs_to_round_1_only() -> None:
    tournament = simulate_tarot(entries=8, seed=2)
    document = write_document(tournament)
    document["rounds"][1]["draw"] = document["rounds"][0]["draw"]
    with pytest.raises(TournamentError) as caught:
        read_document(document)
    assert caught.value.place == "rounds[1].draw"
    assert "TAROT §2" in caught.value.italian


def _burraco() -> dict[str, Any]:
    return burraco_example()


@pytest.mark.parametrize(
    ("path", "value", "place"),
    [
        ("rounds.0.tables.0.deals", [{"deal": 1, "declarer": "N", "call": "CF", "partner": "S", "difference": 1}],
         "rounds[0].tables[0].deals"),
        ("rounds.0.draw", [{"entry": 1, "trump": 3}], "rounds[0].draw"),
    ],
)  # fmt: skip
def test_a_burraco_file_with_a_turn_sheet_is_refused(path: str, value: Any, place: str) -> None:
    document = _burraco()
    _set(path, value)(document)
    with pytest.raises(TournamentError) as caught:
        read_document(document)
    assert caught.value.place == place
    assert "kind tarot" in caught.value.english and "tipo tarot" in caught.value.italian


def test_a_burraco_file_is_not_read_as_tarot() -> None:
    document = _burraco()
    document["tournament"]["kind"] = "tarot"
    with pytest.raises(TournamentError) as caught:
        read_document(document)
    # Checked as a Tarot file: the first burraco-only shape is named (a side is one entry, not four).
    assert caught.value.place == "rounds[0].tables[0].ns"


# -- properties -------------------------------------------------------------------------------------------

_SEATS = st.integers(0, 3)


@st.composite
def deals(draw: st.DrawFn, number: int = 1) -> Deal:
    """Any deal the regulation allows: every call, both ways of typing the jochi, every penalty."""
    if draw(st.integers(0, 30)) == 0:
        return Deal(number, None, None, penalties=(Penalty(draw(_SEATS), "wrong_cards"),))
    declarer = draw(_SEATS)
    call = draw(st.sampled_from(tarot.CALLS))
    partner = None if call in tarot.SOLO_CALLS else draw(_SEATS.filter(lambda s: s != declarer))
    deal = Deal(number, declarer, call, partner, scommessa=draw(st.booleans()))
    allowed = sorted(tarot.rivanto_seats(deal))
    rivanto = draw(st.none() | st.sampled_from(allowed)) if allowed else None
    deal = replace(deal, rivanto=rivanto)
    if draw(st.booleans()):
        boxes: list[dict[str, int]] = [{}, {}]
        for key in ("rim", "re4", "ar4", "van"):
            side = draw(st.sampled_from((None, 0, 1)))
            if side is not None:
                boxes[side][key] = 1
        for side in (0, 1):
            boxes[side]["pig"] = draw(st.integers(0, tarot.MAX_PIGLIATE))
            if boxes[side].get("ar4") and draw(st.booleans()):
                boxes[side]["ar5"] = 1
        if deal.scommessa and draw(st.booleans()):
            boxes[0]["scm"] = 1
        if rivanto is not None and draw(st.booleans()):
            side = deal.rivanto_side()
            boxes[side]["van"] = boxes[side]["riv"] = 1
            boxes[1 - side].pop("van", None)
        deal = replace(deal, jucate=(Jucate(**boxes[0]), Jucate(**boxes[1])))
    else:
        deal = replace(
            deal,
            difference=draw(st.integers(-tarot.MAX_DIFFERENCE, tarot.MAX_DIFFERENCE)),
            pigliate=(draw(st.integers(0, tarot.MAX_PIGLIATE)), draw(st.integers(0, tarot.MAX_PIGLIATE))),
            scommessa_realised=deal.scommessa and draw(st.booleans()),
            rivanto_realised=rivanto is not None and draw(st.booleans()),
        )
    penalties = draw(
        st.lists(
            st.builds(Penalty, _SEATS, st.sampled_from(("exposure", "revoke", "wrong_cards")), st.booleans()),
            max_size=3,
        )
    )
    penalties = [
        replace(p, self_reported=p.self_reported and p.kind == "revoke")
        for p in penalties
        if not (p.kind == "exposure" and deal.solo() and p.seat == declarer)
    ]
    return replace(deal, penalties=tuple(penalties))


def _exposures(tournament: Tournament) -> int:
    return sum(
        p.kind == "exposure"
        for r in tournament.rounds
        for t in r.tables
        for d in t.deals
        for p in d.penalties
    )


@given(deals())
def test_every_deal_is_zero_sum_but_for_the_exposure(deal: Deal) -> None:
    tarot.check_deal(deal, RULESET.deals_per_round, "deal")  # the strategy makes only valid deals
    score = tarot.score_deal(deal, RULESET)
    assert sum(score.play) == 0
    exposures = sum(p.kind == "exposure" for p in deal.penalties)
    assert sum(score.penalty) == -RULESET.exposure * exposures
    assert all(score.versus[a][b] == -score.versus[b][a] for a in range(4) for b in range(4))


@st.composite
def tournaments(draw: st.DrawFn) -> Tournament:
    """A rehearsed tournament whose first table's turn sheet is replaced by generated deals."""
    tournament = simulate_tarot(entries=draw(st.sampled_from((4, 8, 12))), seed=draw(st.integers(0, 10_000)))
    numbers = draw(st.lists(st.integers(1, 4), unique=True, max_size=4))
    sheet = tuple(draw(deals(n)) for n in numbers)
    first = tournament.rounds[0]
    table = replace(first.tables[0], deals=sheet)
    rounds = (replace(first, tables=(table, *first.tables[1:])), *tournament.rounds[1:])
    return replace(tournament, rounds=rounds)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tournaments())
def test_a_whole_tournament_round_trips_and_its_jochi_sum_to_the_exposures(tournament: Tournament) -> None:
    text = dumps(tournament)
    assert loads(text) == tournament
    assert dumps(loads(text)) == text
    for rnd in tournament.rounds:
        for table in rnd.tables:
            assert sum(sum(tarot.score_deal(d, RULESET).play) for d in table.deals) == 0
    lines = tarot.standings(tournament, RULESET)
    assert sum(line.jochi for line in lines) == -RULESET.exposure * _exposures(tournament)


@settings(max_examples=25, deadline=None)
@given(st.sampled_from((4, 8, 12, 16)), st.integers(0, 10_000))
def test_the_rehearsal_seats_by_the_draw_then_by_the_standings(entries: int, seed: int) -> None:
    tournament = simulate_tarot(entries=entries, seed=seed)
    first = tournament.rounds[0]
    seated = [e for t in sorted(first.tables, key=lambda t: t.number) for e in t.ns]
    assert seated == tarot.draw_order(dict(first.draw))  # highest trump North at table 1, then W, S, E
    for after in (1, 2):
        order = [line.entry for line in tarot.standings(tournament, RULESET, up_to_round=after)]
        proposed = tarot.next_round(tournament, RULESET, after)
        tables = sorted(proposed.tables, key=lambda t: t.number)
        assert [t.number for t in tables] == list(range(1, entries // 4 + 1))
        # 1st to 4th at table 1 as N, W, S, E; 5th to 8th at table 2...
        assert [e for t in tables for e in t.ns] == order
        played = tournament.round(after + 1)
        assert played is not None and [t.ns for t in played.tables] == [t.ns for t in tables]


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10_000), st.integers(1, 4))
def test_plausible_deals_are_valid(seed: int, number: int) -> None:
    import random

    deal = plausible_deal(number, random.Random(seed))
    tarot.check_deal(deal, RULESET.deals_per_round, "deal")


@pytest.mark.parametrize("entries", [0, 3, 5, 6, 7, 10])
def test_a_field_not_of_four_is_refused_with_the_domain_message(entries: int) -> None:
    with pytest.raises(FiburError) as caught:
        simulate_tarot(entries=entries)
    assert "TAROT §2" in caught.value.english and "TAROT §2" in caught.value.italian


def test_a_field_beyond_the_deck_draws_numbered_cards() -> None:
    """21 trumps seat at most 21 players; a larger field draws numbered cards, still one each."""
    tournament = simulate_tarot(entries=24, seed=3)
    trumps = [trump for _, trump in tournament.rounds[0].draw]
    assert len(set(trumps)) == 24 and max(trumps) > 21
    assert loads(dumps(tournament)) == tournament
    assert all(1 <= t <= 21 for _, t in simulate_tarot(entries=20, seed=3).rounds[0].draw)


def test_the_same_seed_rehearses_the_same_day() -> None:
    assert dumps(simulate_tarot(seed=5)) == dumps(simulate_tarot(seed=5))
    assert dumps(simulate_tarot(seed=5)) != dumps(simulate_tarot(seed=6))


def test_a_rehearsal_has_every_kind_of_deal() -> None:
    """Plausible frequencies: over many deals every call, both typing shapes, commitments and penalties occur,
    forced and voluntary callers most often and the solista di 5 least."""
    sheet = [d for seed in range(40) for r in simulate_tarot(entries=8, seed=seed).rounds for t in r.tables for d in t.deals]  # fmt: skip
    calls = [d.call for d in sheet]
    assert {c for c in calls if c} == set(tarot.CALLS)
    assert (
        min(calls.count("CF"), calls.count("CV"))
        > max(calls.count("SF"), calls.count("SV"))
        > calls.count("S5")
    )
    assert any(d.jucate is not None for d in sheet) and any(d.difference is not None for d in sheet)
    assert any(d.scommessa for d in sheet) and any(d.rivanto is not None for d in sheet)
    kinds = {p.kind for d in sheet for p in d.penalties}
    assert kinds == set(tarot.PENALTY_KINDS)
    assert sum(bool(d.penalties) for d in sheet) < len(sheet) / 5


def test_the_documented_example_reads() -> None:
    """docs/tournament-file.md's Tarot round and its figures, so the page cannot drift from the reader."""
    from pathlib import Path

    page = (Path(__file__).parents[2] / "docs" / "tournament-file.md").read_text(encoding="utf-8")
    blocks = page.split("```json\n")[1:]
    documented = json.loads(
        next(b for b in blocks if b.startswith('{"number": 1, "system": "tarot"')).split("```")[0]
    )
    document = example()
    document["players"], document["entries"] = document["players"][:4], document["entries"][:4]
    document["rounds"] = [documented]
    tournament = read_document(document)
    table = tournament.rounds[0].tables[0]
    assert [tarot.score_deal(d, RULESET).total(s) for d in table.deals for s in range(4)] == [
        5, -5, 5, -5,
        4, -12, 4, 4,
        -3, 1, -1, 1,
        2, 2, 2, -6,
    ]  # fmt: skip
    lines = tarot.standings(tournament, RULESET)
    row = json.loads(next(b for b in blocks if b.startswith('[{"rank": 1')).split("```")[0])[0]
    assert row == tarot_standing(lines[0]) and row["jochi"] == 10


# -- hostile Tarot files: refused in one line naming the place, or read and written back alike --------------

_TAROT_BASES = [example(), write_document(simulate_tarot(entries=8, seed=11))]
_NASTY = st.one_of(
    st.sampled_from(
        [0, -1, 1, 4, 5, 21, 41, 1000, 10**18, "N", "X", "", "S5", "CF", "pig", "\x1b[2J", "\ud800"]
    ),
    st.integers(-(2**70), 2**70),
    st.text(max_size=6),
    st.booleans(),
    st.none(),
    st.floats(allow_nan=True, allow_infinity=True),
    st.lists(st.sampled_from([0, 1, "N", "W"]), max_size=5),
    st.dictionaries(
        st.sampled_from(["rim", "pig", "seat", "kind", "deal", "x"]),
        st.sampled_from([0, 1, 2, "N"]),
        max_size=3,
    ),
)


def _paths(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [path]
    if isinstance(node, dict):
        for key, value in node.items():
            found += _paths(value, (*path, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            found += _paths(value, (*path, index))
    return found


@st.composite
def hostile(draw: st.DrawFn) -> dict[str, Any]:
    document = copy.deepcopy(draw(st.sampled_from(_TAROT_BASES)))
    for _ in range(draw(st.integers(1, 3))):
        # Mostly inside the rounds, where the Tarot keys are.
        paths = [p for p in _paths(document)[1:] if p[0] == "rounds"] or _paths(document)[1:]
        path = draw(st.sampled_from(paths))
        parent: Any = document
        for key in path[:-1]:
            parent = parent[key]
        action = draw(st.sampled_from(["replace", "replace", "delete", "duplicate"]))
        if action == "delete":
            del parent[path[-1]]
        elif action == "duplicate" and isinstance(parent, list):
            parent.insert(path[-1], copy.deepcopy(parent[path[-1]]))
        else:
            parent[path[-1]] = draw(_NASTY)
    return document


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hostile())
def test_a_hostile_tarot_file_is_refused_in_one_line_or_round_trips(document: dict[str, Any]) -> None:
    try:
        tournament = loads(json.dumps(document, ensure_ascii=True))
    except TournamentError as error:
        assert error.place and "\n" not in error.english and "\n" not in error.italian
        assert error.english.startswith(f"{error.place}: ") and error.italian.startswith(f"{error.place}: ")
    else:
        text = dumps(tournament)
        assert loads(text) == tournament and dumps(loads(text)) == text
        tarot.standings(tournament, RULESET)  # whatever was accepted can be scored


def test_a_burraco_file_keeps_its_vp_standings() -> None:
    """The same call gives a burraco tournament its VP standings (the export's dispatch by game)."""
    tournament = read_document(_burraco())
    rows = json.loads(dumps_with_standings(tournament))["standings"]
    assert rows and all("vp" in row and "jochi" not in row for row in rows)
