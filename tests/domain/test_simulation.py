"""The rehearsal: whole tournaments played by the engines, written and read back as tournament files."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fibur_director.domain.pairing.model import meeting
from fibur_director.domain.tournament import Tournament
from fibur_director.domain.tournament_file import dumps, loads, read_document
from fibur_director.games.burraco.ruleset import get_ruleset
from fibur_director.games.burraco.simulation import PlanError, parse_plan, simulate
from fibur_director.games.burraco.standings import standings
from tests.support.cli import run


def assert_everyone_once_per_round(tournament: Tournament) -> None:
    ids = sorted(tournament.entry_ids())
    for rnd in tournament.rounds:
        seated = [e for t in rnd.tables if t.room != "closed" for e in t.entries()]
        assert sorted(seated + list(rnd.rest)) == ids, f"round {rnd.number}"
        for table in rnd.tables:
            assert table.result is not None
            assert table.result.ns_points % 5 == 0 and table.result.ew_points % 5 == 0


def test_mitchell_then_danish_plays_the_plan() -> None:
    tournament = simulate(entries=21, rounds=4, plan="mitchell:3,danish:1", seed=7)
    assert [r.system for r in tournament.rounds] == ["mitchell", "mitchell", "mitchell", "danish"]
    assert_everyone_once_per_round(tournament)
    meetings = Counter(meeting(t.ns[0], t.ew[0]) for r in tournament.rounds[:3] for t in r.tables)
    assert max(meetings.values()) == 1  # 11 tables: a Mitchell gives 11 rounds without repeats
    rests = Counter(e for r in tournament.rounds for e in r.rest)
    assert len(rests) == 4 and max(rests.values()) == 1  # one session: nobody rests twice (IT Art. 39)


def test_danish_round_follows_the_standings_after_round_three() -> None:
    tournament = simulate(entries=20, rounds=4, plan="mitchell:3,danish:1", seed=2)
    ruleset = get_ruleset("burraco-italiano")
    order = [s.entry for s in standings(tournament, ruleset, up_to_round=3)]
    last = tournament.rounds[3]
    assert [(t.ns[0], t.ew[0]) for t in last.tables] == [(order[i], order[i + 1]) for i in range(0, 20, 2)]


def test_merit_groups_pair_inside_each_group() -> None:
    tournament = simulate(
        entries=40, rounds=6, plan="mitchell:2,groups:16,danish-norepeat:2,italian:2", seed=3
    )
    ruleset = get_ruleset("burraco-italiano")
    split = [s.entry for s in standings(tournament, ruleset, up_to_round=2)]
    expected = {"A": set(split[:16]), "B": set(split[16:32]), "C": set(split[32:])}
    for rnd in tournament.rounds[2:]:
        for table in rnd.tables:
            assert table.group is not None
            assert set(table.entries()) <= expected[table.group]
    final = standings(tournament, ruleset)
    assert [s.group for s in final] == ["A"] * 16 + ["B"] * 16 + ["C"] * 8
    assert next(s.rank for s in final if s.group == "C") == 1
    assert_everyone_once_per_round(tournament)


def test_teams_play_both_rooms_with_their_own_players() -> None:
    tournament = simulate(entries=9, rounds=3, plan="danish:3", kind="teams", seed=4)
    rosters = {e.id: set(e.players) for e in tournament.entries}
    for rnd in tournament.rounds:
        assert len(rnd.rest) == 1
        for table in rnd.tables:
            assert set(table.ns_players) <= rosters[table.ns[0]]
            assert set(table.ew_players) <= rosters[table.ew[0]]
        by_match = Counter(t.match for t in rnd.tables)
        assert set(by_match.values()) == {2}
    assert_everyone_once_per_round(tournament)


def test_giallo_changes_partners() -> None:
    tournament = simulate(entries=16, rounds=4, plan="giallo:4", kind="giallo", seed=5)
    partners = Counter(meeting(*side) for r in tournament.rounds for t in r.tables for side in (t.ns, t.ew))
    assert max(partners.values()) == 1
    assert_everyone_once_per_round(tournament)


@settings(max_examples=15)
@given(
    st.integers(min_value=4, max_value=30),
    st.sampled_from(
        ["mitchell:2,danish:2", "danish-modified:4", "mitchell:1,groups:6,danish:3", "italian:3,danish:1"]
    ),
    st.integers(min_value=0, max_value=10_000),
)
def test_any_simulation_round_trips_through_the_file(entries: int, plan: str, seed: int) -> None:
    tournament = simulate(entries=entries, rounds=4, plan=plan, seed=seed)
    assert_everyone_once_per_round(tournament)
    text = dumps(tournament)
    again = loads(text)
    assert again == tournament
    assert dumps(again) == text


def test_same_seed_same_day() -> None:
    first = dumps(simulate(entries=12, rounds=3, plan="mitchell:3", seed=9))
    assert dumps(simulate(entries=12, rounds=3, plan="mitchell:3", seed=9)) == first
    assert dumps(simulate(entries=12, rounds=3, plan="mitchell:3", seed=10)) != first


@pytest.mark.parametrize(
    ("plan", "rounds", "message"),
    [
        ("mitchell:3", 4, "the plan plays 3 rounds, but 4 are asked for"),
        ("swiss:4", 4, "plan step 1 ('swiss:4') must be METHOD:N"),
        ("mitchell:2,danish", 4, "plan step 2 ('danish') must be METHOD:N"),
        ("mitchell:0,danish:4", 4, "plan step 1"),
    ],
)
def test_bad_plans_are_refused(plan: str, rounds: int, message: str) -> None:
    with pytest.raises(PlanError, match=message.replace("(", r"\(").replace(")", r"\)")):
        parse_plan(plan, rounds)


def test_cli_simulate_writes_the_file_and_standings_recompute_it(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    out = tmp_path / "day.json"
    argv = ["simulate", "--entries", "21", "--rounds", "4", "--plan", "mitchell:3,danish:1"]
    code, printed, _ = run(capsys, *argv, "--deals", "4", "--seed", "11", "--out", str(out))
    assert code == 0 and "21 entries, 4 rounds" in printed
    document = json.loads(out.read_text(encoding="utf-8"))
    assert document["format"] == "fibur-director-tournament" and document["version"] == 1
    read_document(document)
    code, printed, _ = run(capsys, "standings", str(out), "--json")
    assert code == 0
    recomputed = json.loads(printed)
    stored = [
        {k: row[k] for k in ("rank", "entry", "vp", "mp", "vp_deduction", "group")}
        for row in document["standings"]
    ]
    assert recomputed == stored
    # Stored standings are ignored on input: tampering with them changes nothing.
    document["standings"][0]["vp"] = 999
    out.write_text(json.dumps(document), encoding="utf-8")
    assert json.loads(run(capsys, "standings", str(out), "--json")[1]) == recomputed


def test_cli_simulate_refuses_without_writing(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    out = tmp_path / "day.json"
    code, _, err = run(
        capsys, "simulate", "--entries", "10", "--rounds", "2", "--plan", "danish:3", "--out", str(out)
    )
    assert code == 2 and "the plan plays 3 rounds, but 2 are asked for" in err
    assert not out.exists()
    code, _, err = run(capsys, "standings", str(tmp_path / "missing.json"))
    assert code == 2 and "cannot read" in err
