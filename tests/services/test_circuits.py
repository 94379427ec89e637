"""Circuit stages read by the services (issue 27): a Sicilian Tarot tournament file and a burraco one with merit
groups, by the standings their own game computes; another desk's workbook; a circuit over them."""

from __future__ import annotations

from pathlib import Path

import pytest
from openpyxl import Workbook

from fibur_director.domain.circuit import StageSource
from fibur_director.domain.errors import FiburError
from fibur_director.domain.tournament_file import dumps
from fibur_director.games.burraco.ruleset import get_ruleset
from fibur_director.games.burraco.simulation import simulate
from fibur_director.games.burraco.standings import standings
from fibur_director.games.tarot import scoring as tarot
from fibur_director.games.tarot.ruleset import get_tarot_ruleset
from fibur_director.games.tarot.simulation import simulate_tarot
from fibur_director.services.circuits import circuit_standings, read_stage


def test_a_tarot_stage_counts_its_jochi_by_its_own_standings(tmp_path: Path) -> None:
    tournament = simulate_tarot(entries=8, seed=3)
    (tmp_path / "tarot.json").write_text(dumps(tournament), encoding="utf-8")
    stage = read_stage(StageSource(1, file="tarot.json"), tmp_path, None)
    lines = tarot.standings(tournament, get_tarot_ruleset(tournament.setup.ruleset))
    cards = {p.id: p.card for p in tournament.players}
    entry_card = {e.id: cards[e.players[0]] for e in tournament.entries}
    assert [(r.position, r.players[0].card, r.vp, r.mp) for r in stage.rows] == [
        (line.rank, entry_card[line.entry], line.jochi, None) for line in lines
    ]
    assert stage.title == f"{tournament.setup.name} ({tournament.setup.date})" and stage.findings == ()


def test_a_burraco_stage_with_merit_groups_counts_positions_across_the_groups(tmp_path: Path) -> None:
    tournament = simulate(entries=16, rounds=3, plan="mitchell:1,groups:8,danish:2", seed=5)
    (tmp_path / "t.json").write_text(dumps(tournament), encoding="utf-8")
    stage = read_stage(StageSource(1, file="t.json"), tmp_path, None)
    table = standings(tournament, get_ruleset(tournament.setup.ruleset))
    assert {s.group for s in table} == {"A", "B"}
    # Group B's first is 9th of the stage: group A's 8 rows come first.
    first_of_b = next(i for i, s in enumerate(table) if s.group == "B")
    assert (first_of_b, stage.rows[first_of_b].position) == (8, 8 + table[first_of_b].rank)
    assert [r.vp for r in stage.rows] == [s.vp for s in table]


def _workbook(path: Path, header: list[str], rows: list[list[object]]) -> None:
    book = Workbook()
    sheet = book.active
    assert sheet is not None
    sheet.append(header)
    for row in rows:
        sheet.append(row)
    book.save(path)


def test_another_desks_workbook_with_english_headers_and_no_mp(tmp_path: Path) -> None:
    _workbook(
        tmp_path / "stage.xlsx",
        ["Rank", "Card", "Surname", "Name", "Club", "V.P."],
        [[1, 100, "Rossi", "Mario", "Ancona", 62.5], [2, "200", "Bianchi", "Luca", None, 41]],
    )
    stage = read_stage(StageSource(4, file="stage.xlsx", coefficient=2.0), tmp_path, None)
    assert [(r.position, r.players[0].card, r.players[0].club, r.vp, r.mp) for r in stage.rows] == [
        (1, "100", "Ancona", 62.5, None),  # a card typed as a number reads as its digits
        (2, "200", None, 41, None),
    ]
    assert (stage.number, stage.title, stage.coefficient) == (4, "stage", 2.0)


def test_a_circuit_over_a_workbook_and_a_bad_cell_refused_naming_row_and_column(tmp_path: Path) -> None:
    _workbook(
        tmp_path / "s1.xlsx",
        ["pos", "tessera", "cognome", "nome", "pv", "pm"],
        [[1, "7", "Neri", "Ada", 40, 10]],
    )
    (tmp_path / "c.toml").write_text(
        'name = "C"\n[[stage]]\nfile = "s1.xlsx"\ncoefficient = 1.5\n', encoding="utf-8"
    )
    found = circuit_standings(tmp_path / "c.toml")
    assert [(r.rank, r.people[0].surname, r.points, r.mp) for r in found.rows] == [(1, "Neri", 60, 10)]
    _workbook(
        tmp_path / "s1.xlsx",
        ["pos", "tessera", "cognome", "nome", "pv", "pm"],
        [[1, "7", "Neri", "Ada", 40, "dieci"]],
    )
    with pytest.raises(FiburError) as caught:
        circuit_standings(tmp_path / "c.toml")
    assert (
        str(caught.value)
        == "stage 1 (s1.xlsx): standings file s1.xlsx: row 2, column MP: 'dieci' is not a whole number"
    )
    assert caught.value.italian.startswith(
        "tappa 1 (s1.xlsx): file di classifica s1.xlsx: riga 2, colonna MP"
    )
