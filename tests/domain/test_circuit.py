"""Circuit standings (issue 27): hand-computed cases, the circuit file's refusals, and properties.

Every expected figure is worked out in the comment beside it, not computed by the code under test.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fibur_director.domain.circuit import Circuit, CircuitError, StageSource, read_circuit
from fibur_director.domain.circuit_standings import CircuitRow, Person, Stage, StageRow, compute
from fibur_director.services.circuit_stages import check_published

ROSSI = Person("Rossi", "Mario", "100", "Ancona")
BIANCHI = Person("Bianchi", "Luca", "200", "Ancona")
VERDI = Person("Verdi", "Anna", "300", "Fermo")
NERI = Person("Neri", "Carla", "400", "Fermo")


def circuit(count: int, **rule: object) -> Circuit:
    return Circuit("Test", tuple(StageSource(n) for n in range(1, count + 1)), **rule)  # type: ignore[arg-type]


def stage(
    number: int, *rows: tuple[int, tuple[Person, ...], float, int | None], coefficient: float = 1.0
) -> Stage:
    return Stage(
        number,
        f"Tappa {number}",
        tuple(StageRow(p, people, vp, mp) for p, people, vp, mp in rows),
        coefficient,
    )


def row_of(rows: tuple[CircuitRow, ...], surname: str) -> CircuitRow:
    return next(r for r in rows if r.people[0].surname == surname)


def test_best_two_of_three_drops_the_worst_and_marks_the_absent() -> None:
    stages = [
        stage(1, (1, (ROSSI,), 50, 300), (2, (BIANCHI,), 45, 100)),
        stage(2, (1, (BIANCHI,), 55, 200), (2, (ROSSI,), 40, -50)),
        stage(3, (1, (ROSSI,), 60, 400)),
    ]
    rows = compute(circuit(3, best=2), stages).rows
    rossi, bianchi = row_of(rows, "Rossi"), row_of(rows, "Bianchi")
    # Rossi: 50, 40, 60 -> best two 60 + 50 = 110 (MP 400 + 300); stage 2 (40) dropped as the worst.
    assert (rossi.rank, rossi.points, rossi.mp) == (1, 110, 700)
    assert rossi.counted == (1, 3) and rossi.dropped == (2,) and rossi.why(2) == "worst"
    # Bianchi: 45 + 55 = 100, absent from stage 3.
    assert (bianchi.rank, bianchi.points, bianchi.counted, bianchi.dropped) == (2, 100, (1, 2), (3,))
    assert bianchi.why(3) == "absent" and bianchi.why(1) is None


def test_below_the_minimum_presences_is_listed_after_the_ranked_rows_unranked() -> None:
    stages = [
        stage(1, (1, (BIANCHI,), 70, 0), (2, (ROSSI,), 30, 0)),
        stage(2, (1, (ROSSI,), 30, 0)),
    ]
    rows = compute(circuit(2, min_presences=2), stages).rows
    # Bianchi's 70 beat Rossi's 60 but Bianchi played 1 stage of the 2 required.
    assert [(r.people[0].surname, r.rank, r.ranked, r.points) for r in rows] == [
        ("Rossi", 1, True, 60),
        ("Bianchi", None, False, 70),
    ]


def test_a_tie_on_points_is_broken_by_the_chain_and_says_by_which_criterion() -> None:
    stages = [
        stage(
            1, (1, (ROSSI,), 50, 300), (2, (BIANCHI,), 50, 300), (3, (VERDI,), 50, 100), (4, (NERI,), 40, 0)
        ),
        stage(2, (1, (NERI,), 10, 0), (2, (ROSSI,), 10, 0)),
    ]
    rows = compute(circuit(2, tie_break=("mp", "stages")), stages).rows
    # Rossi 60 (MP 300, 2 stages), Bianchi 50 (MP 300, 1 stage), Verdi 50 (MP 100), Neri 50 (MP 0, 2 stages).
    # Among the 50s: MP puts Bianchi (300) above Verdi (100) above Neri (0); no further criterion is needed.
    assert [(r.people[0].surname, r.rank, r.decided_by) for r in rows] == [
        ("Rossi", 1, None),
        ("Bianchi", 2, None),
        ("Verdi", 3, "mp"),
        ("Neri", 4, "mp"),
    ]
    # With stages first: Neri (2 stages) above Bianchi and Verdi (1 each), whom MP then separates.
    rows = compute(circuit(2, tie_break=("stages", "mp")), stages).rows
    assert [(r.people[0].surname, r.rank, r.decided_by) for r in rows] == [
        ("Rossi", 1, None),
        ("Neri", 2, None),
        ("Bianchi", 3, "stages"),
        ("Verdi", 4, "mp"),
    ]


def test_rows_the_whole_chain_leaves_tied_share_the_rank() -> None:
    stages = [stage(1, (1, (ROSSI,), 50, 100), (1, (BIANCHI,), 50, 100), (3, (VERDI,), 20, 0))]
    rows = compute(circuit(1, tie_break=("mp",)), stages).rows
    # Same points, same MP: both are first, shared; Verdi is third (two rows above).
    assert [(r.people[0].surname, r.rank, r.shared, r.decided_by) for r in rows] == [
        ("Bianchi", 1, True, None),
        ("Rossi", 1, True, None),
        ("Verdi", 3, False, None),
    ]


def test_head_to_head_counts_the_stages_both_played() -> None:
    stages = [
        stage(1, (1, (ROSSI,), 30, 0), (2, (BIANCHI,), 20, 0)),
        stage(2, (1, (BIANCHI,), 30, 0), (2, (ROSSI,), 20, 0)),
        stage(3, (1, (BIANCHI,), 10, 0), (2, (ROSSI,), 10, 0)),
    ]
    rows = compute(circuit(3, tie_break=("head_to_head",)), stages).rows
    # 60 each; Bianchi ahead in stages 2 and 3, Rossi in stage 1: Bianchi 2-1.
    assert [(r.people[0].surname, r.rank, r.decided_by) for r in rows] == [
        ("Bianchi", 1, None),
        ("Rossi", 2, "head_to_head"),
    ]


def test_a_player_who_changed_partner_keeps_both_results_but_the_pairs_are_two() -> None:
    stages = [
        stage(1, (1, (ROSSI, BIANCHI), 60, 500), (2, (VERDI, NERI), 40, -500)),
        stage(2, (1, (ROSSI, VERDI), 55, 300), (2, (BIANCHI, NERI), 45, -300)),
    ]
    players = compute(circuit(2), stages).rows
    # Rossi 60 + 55 = 115; Bianchi 60 + 45 = 105; Verdi 40 + 55 = 95; Neri 40 + 45 = 85.
    assert [(r.people[0].surname, r.points) for r in players] == [
        ("Rossi", 115),
        ("Bianchi", 105),
        ("Verdi", 95),
        ("Neri", 85),
    ]
    pairs = compute(circuit(2, ranked="pairs"), stages).rows
    assert len(pairs) == 4 and all(r.points in (60, 55, 45, 40) and len(r.people) == 2 for r in pairs)
    rossi_bianchi = next(r for r in pairs if {p.surname for p in r.people} == {"Rossi", "Bianchi"})
    assert rossi_bianchi.counted == (1,) and rossi_bianchi.absent == (2,)


def test_placing_points_with_coefficients_and_finalists() -> None:
    stages = [
        stage(1, (1, (ROSSI,), 99, 0), (2, (BIANCHI,), 50, 0), (3, (VERDI,), 1, 0), (4, (NERI,), 0, 0)),
        stage(
            2,
            (1, (VERDI,), 0, 0),
            (2, (NERI,), 0, 0),
            (3, (ROSSI,), 0, 0),
            (4, (BIANCHI,), 0, 0),
            coefficient=1.5,
        ),
    ]
    placing = {1: 30.0, 2: 25.0, 3: 20.0}
    rows = compute(circuit(2, points="placing", placing=placing, finalists=2), stages).rows
    # Rossi 30 + 1.5 x 20 = 60; Verdi 20 + 1.5 x 30 = 65; Bianchi 25 + 1.5 x 0 (4th: past the table) = 25;
    # Neri 0 + 1.5 x 25 = 37.5.
    assert [(r.people[0].surname, r.points, r.finalist) for r in rows] == [
        ("Verdi", 65, True),
        ("Rossi", 60, True),
        ("Neri", 37.5, False),
        ("Bianchi", 25, False),
    ]
    # 50% of 4 ranked rows = 2; 60% of 4 = 2.4, rounded down to 2; 10% of 4 = 0.4: at least 1.
    for percent, count in ((50.0, 2), (60.0, 2), (10.0, 1)):
        rule = circuit(2, points="placing", placing=placing, finalists_percent=percent)
        assert sum(r.finalist for r in compute(rule, stages).rows) == count


def test_without_a_card_a_player_is_matched_by_surname_name_and_club_and_listed() -> None:
    no_card = Person("ROSSI", " Mario", None, "ancona")
    stranger = Person("Rossi", "Mario", None, "Pesaro")  # another club: another person
    stages = [stage(1, (1, (ROSSI,), 50, 0)), stage(2, (1, (no_card,), 40, 0), (2, (stranger,), 30, 0))]
    result = compute(circuit(2), stages)
    rossi = next(r for r in result.rows if r.people[0].card == "100")
    assert (rossi.points, rossi.counted, rossi.matched_by_name) == (90, (1, 2), (2,))
    assert [(m.person.card, m.stages, m.card) for m in result.matches] == [("100", (2,), "100")]
    assert len(result.rows) == 2  # the Pesaro Rossi stands alone, unmatched and unlisted


def test_the_import_check_lists_an_order_that_breaks_its_own_tie_break() -> None:
    rows = [
        StageRow(1, (ROSSI,), 52, 900),
        StageRow(2, (BIANCHI,), 40, 120),
        StageRow(3, (VERDI,), 40, 610),  # equal VP, more MP, yet placed below
        StageRow(4, (NERI,), 28, -1630),
    ]
    source = StageSource(1, file="x.csv", rounds=4, table_vp=20, table_mp=0, tie_break="mp")
    found = check_published(rows, source)
    # VP total 52 + 40 + 40 + 28 = 160 = 20 x 2 tables x 4 rounds: holds. MP total 900 + 120 + 610 - 1630 = 0:
    # holds. Positions 2 and 3 break the stated MP tie-break.
    assert [english for english, _italian in found] == [
        "positions 2 and 3: equal VP (40) and MP 610 placed below MP 120, though MP breaks the tie"
    ]
    shared = [
        StageRow(1, (ROSSI,), 52, 900),
        StageRow(2, (BIANCHI,), 40, 120),
        StageRow(2, (VERDI,), 35, 610),  # a tie on different VP
        StageRow(4, (NERI,), 33, -1630),
    ]
    assert [english for english, _italian in check_published(shared, source)] == [
        "position 2 shared by 40 VP and 35 VP: a tie needs equal VP"
    ]
    bad_totals = [StageRow(1, (ROSSI,), 52, 10), StageRow(2, (BIANCHI,), 30, 0)]
    found = check_published(bad_totals, StageSource(1, file="x.csv", rounds=4, table_vp=20, table_mp=0))
    # One table: 20 x 1 x 4 = 80 VP, not 82; MP 10, not 0.
    assert [english.split(" (")[0] for english, _italian in found] == [
        "VP total 82, expected 80",
        "MP total 10, expected 0",
    ]


GOOD = """
name = "Circuito d'autunno"
ranked = "players"
points = "placing"
best = 6
min_presences = 4
tie_break = ["mp", "stages"]
finalists = "25%"

[placing]
1 = 30
2 = 25

[[stage]]
file = "tappa-1.json"
coefficient = 1.0

[[stage]]
tournament = 3
coefficient = 1.5
"""


def test_a_circuit_file_reads_every_key() -> None:
    read = read_circuit(GOOD, "autunno.toml")
    assert (read.name, read.ranked, read.points, read.best, read.min_presences) == (
        "Circuito d'autunno",
        "players",
        "placing",
        6,
        4,
    )
    assert read.placing == {1: 30, 2: 25} and read.tie_break == ("mp", "stages")
    assert (read.finalists, read.finalists_percent) == (None, 25.0)
    assert [(s.number, s.file, s.tournament, s.coefficient) for s in read.stages] == [
        (1, "tappa-1.json", None, 1.0),
        (2, None, 3, 1.5),
    ]


@pytest.mark.parametrize(
    ("change", "place"),
    [
        (("best = 6", "best = 0"), "line 5, key 'best'"),
        (("best = 6", 'best = "six"'), "line 5, key 'best'"),
        (('ranked = "players"', 'ranked = "teams"'), "line 3, key 'ranked'"),
        (('tie_break = ["mp", "stages"]', 'tie_break = ["mp", "coin"]'), "line 7, key 'tie_break'"),
        (('finalists = "25%"', 'finalists = "125%"'), "line 8, key 'finalists'"),
        (("min_presences = 4", "min_presence = 4"), "line 6, key 'min_presence'"),
        (("2 = 25", "second = 25"), "line 12, key 'placing.second'"),
        (("coefficient = 1.5", "coefficient = 0"), "line 20, key 'stage 2: coefficient'"),
        (("tournament = 3", 'file = "x.csv"\ntournament = 3'), "line 18, key 'stage 2'"),
        (('name = "Circuito d\'autunno"', 'name = "unterminated'), "line 2"),
    ],
)
def test_a_bad_circuit_file_is_refused_naming_the_key_and_line(change: tuple[str, str], place: str) -> None:
    with pytest.raises(CircuitError) as caught:
        read_circuit(GOOD.replace(*change), "autunno.toml")
    assert str(caught.value).startswith(f"circuit file autunno.toml, {place}")
    assert caught.value.italian.startswith("file del circuito autunno.toml")


def test_placing_points_need_a_table_and_a_table_needs_placing_points() -> None:
    with pytest.raises(CircuitError, match="needs a \\[placing\\] table"):
        read_circuit(GOOD.replace("[placing]\n1 = 30\n2 = 25\n", ""))
    with pytest.raises(CircuitError, match=r"line 10, key 'placing'.*only with"):
        read_circuit(GOOD.replace('points = "placing"', 'points = "vp"'))
    with pytest.raises(CircuitError, match="no \\[\\[stage\\]\\]"):
        read_circuit('name = "x"\n')


# -- properties ----------------------------------------------------------------------------------------------

PEOPLE = [Person(f"S{i}", f"N{i}", str(i), "C") for i in range(6)]


@st.composite
def seasons(draw: st.DrawFn) -> tuple[list[Stage], Circuit]:
    count = draw(st.integers(1, 5))
    stages = []
    for number in range(1, count + 1):
        present = draw(st.lists(st.sampled_from(PEOPLE), min_size=1, max_size=6, unique=True))
        vps = sorted(
            draw(st.lists(st.integers(0, 80), min_size=len(present), max_size=len(present))), reverse=True
        )
        mps = draw(st.lists(st.integers(-500, 500), min_size=len(present), max_size=len(present)))
        coefficient = draw(st.sampled_from([1.0, 1.5, 2.0, 0.5]))
        rows = tuple(
            StageRow(i + 1, (p,), vp, mp) for i, (p, vp, mp) in enumerate(zip(present, vps, mps, strict=True))
        )
        stages.append(Stage(number, f"T{number}", rows, coefficient))
    chain = tuple(draw(st.permutations(["mp", "stages", "best_results", "head_to_head"])))[
        : draw(st.integers(0, 4))
    ]
    rule = Circuit(
        "P",
        tuple(StageSource(n) for n in range(1, count + 1)),
        best=draw(st.one_of(st.none(), st.integers(1, 5))),
        min_presences=draw(st.integers(0, 3)),
        tie_break=chain,
        points=draw(st.sampled_from(["vp", "placing"])),
        placing={1: 30.0, 2: 25.0, 3: 20.0, 4: 15.0},
    )
    return stages, rule


def _ranking(rows: tuple[CircuitRow, ...]) -> list[tuple[str, int | None, float, bool]]:
    return [(r.people[0].card or "", r.rank, r.points, r.ranked) for r in rows]


@settings(max_examples=150, deadline=None)
@given(seasons(), st.randoms())
def test_the_ranking_does_not_depend_on_the_order_of_the_stages(
    season: tuple[list[Stage], Circuit], rnd: object
) -> None:
    stages, rule = season
    shuffled = list(stages)
    rnd.shuffle(shuffled)  # type: ignore[attr-defined]
    # Renumbered in the new order, each stage with its own coefficient.
    renumbered = [Stage(i, s.title, s.rows, s.coefficient) for i, s in enumerate(shuffled, start=1)]
    assert _ranking(compute(rule, stages).rows) == _ranking(compute(rule, renumbered).rows)


@settings(max_examples=150, deadline=None)
@given(seasons())
def test_best_n_never_counts_a_lower_result_over_a_higher_one(season: tuple[list[Stage], Circuit]) -> None:
    stages, rule = season
    for row in compute(rule, stages).rows:
        counted = [r.points for r in row.results if r.status == "counted"]
        worst = [r.points for r in row.results if r.status == "worst"]
        assert not worst or min(counted) >= max(worst)
        assert len(counted) == min(len(row.results), rule.best or len(row.results))
        assert row.points == pytest.approx(sum(counted))
        ranks = [r.rank for r in compute(rule, stages).rows if r.ranked]
        assert ranks == sorted(ranks)  # type: ignore[type-var]


def test_a_cardless_player_before_the_card_and_a_cardless_one_everywhere() -> None:
    early = Person("Rossi", "Mario", None, "Ancona")  # stage 1 without the card FIB 100 shows in stage 2
    nobody = Person("Gialli", "Ugo", None, "Jesi")  # never a card: the same name in both stages is one person
    stages = [
        stage(1, (1, (early, nobody), 50, 100)),
        stage(2, (1, (ROSSI, Person("GIALLI", "Ugo", " ", "jesi")), 40, 0)),
    ]
    result = compute(circuit(2), stages)
    # 90 each, shared, listed by name: Gialli before Rossi.
    assert [(r.people[0].card, r.points, r.matched_by_name) for r in result.rows] == [
        (None, 90, (1, 2)),
        ("100", 90, (1,)),
    ]
    assert result.rows[0].shared and result.rows[1].shared
    assert sorted((m.person.surname, m.stages, m.card) for m in result.matches) == [
        ("Gialli", (1, 2), None),
        ("Rossi", (1,), "100"),
    ]
    # The same season ranked by pairs: Rossi and Gialli are one pair over both stages.
    pairs = compute(circuit(2, ranked="pairs"), stages).rows
    assert [(r.points, r.counted) for r in pairs] == [(90, (1, 2))]


def test_a_card_twice_in_one_stage_counts_once_at_the_better_place_with_a_note() -> None:
    stages = [
        stage(1, (1, (ROSSI,), 50, 0), (2, (BIANCHI,), 30, 0), (3, (Person("Rossi", "M.", "100"),), 20, 0))
    ]
    result = compute(circuit(1), stages)
    assert [(r.people[0].surname, r.points) for r in result.rows] == [("Rossi", 50), ("Bianchi", 30)]
    assert [english for english, _ in result.notes] == ["stage 1: Rossi Mario appears twice"]
