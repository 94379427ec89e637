"""Mitchell movement and first-round seating: properties with hypothesis and hand-checked examples."""

from __future__ import annotations

from math import gcd

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fibur_director.domain.pairing.first_round import METHODS, Candidate, first_round, seat_lines
from fibur_director.domain.pairing.mitchell import mitchell, rounds_without_repeat
from fibur_director.domain.pairing.model import History, PairingError, meeting

SURNAMES = ["Rossi", "Bianchi", "Conti", "Esposito", "Lombardi", "Marino", "Greco", "Ferrari", "Ricci", "Šimić",
            "Łukasz", "Colombo", "Mancini", "Longo", "Gallo", "Costa", "Fontana", "Caruso", "Mariani", "Rinaldi"]  # fmt: skip


def candidates(n: int) -> list[Candidate]:
    return [
        Candidate(
            i + 1,
            f"{SURNAMES[i % len(SURNAMES)]} {i}",
            category="ABC"[i % 3],
            ranking_points=(i * 37) % 100,
            registration=i + 1,
        )
        for i in range(n)
    ]


@given(
    st.integers(min_value=2, max_value=40),
    st.sampled_from(METHODS),
    st.integers(min_value=0, max_value=2**31),
)
def test_lines_hold_every_entry_once(n: int, method: str, seed: int) -> None:
    lines = seat_lines(candidates(n), method, seed=seed, fixed_from="C", moving_from="L")
    everyone = [e for e in lines.fixed + lines.moving if e is not None]
    assert sorted(everyone) == list(range(1, n + 1))
    assert len(lines.fixed) == len(lines.moving) == (n + 1) // 2
    assert (None in lines.fixed) == (n % 2 == 1)


@given(
    st.integers(min_value=2, max_value=40).flatmap(
        lambda n: st.tuples(st.just(n), st.integers(1, max((n + 1) // 2 - 1, 1)))
    )
)
def test_mitchell_no_repeat_within_its_cycle_and_one_rest_each(case: tuple[int, int]) -> None:
    n, step = case
    lines = seat_lines(candidates(n), "registration")
    tables = lines.tables
    if gcd(tables, step) != 1 and tables > 1:
        with pytest.raises(PairingError, match="coprime"):
            mitchell(lines, 0, step=step)
        return
    history = History()
    cycle = rounds_without_repeat(tables, step)
    for r in range(cycle):
        proposed = mitchell(lines, r, step=step, history=history)
        seated = proposed.seated()
        assert sorted(seated + list(proposed.rests)) == list(range(1, n + 1))
        assert len(proposed.rests) == n % 2
        assert not [w for w in proposed.warnings if w.code in ("repeat", "second_rest")]
        # The fixed line never moves.
        assert all(t.ns[0] == lines.fixed[t.number - 1] for t in proposed.tables)
        history.add_round(proposed)
    if n % 2:
        assert set(history.rests_in_session.values()) == {1} and len(history.rests_in_session) == cycle


def test_mitchell_warns_when_planned_rounds_exceed_the_cycle() -> None:
    lines = seat_lines(candidates(8), "registration")  # 4 tables
    proposed = mitchell(lines, 0, planned_rounds=5)
    (warning,) = [w for w in proposed.warnings if w.code == "cycle"]
    assert (
        "4 rounds" in warning.english and "5 are planned" in warning.english and "4 turni" in warning.italian
    )
    assert not [w for w in mitchell(lines, 0, planned_rounds=4).warnings if w.code == "cycle"]


def test_mitchell_round_five_of_four_tables_repeats_round_one() -> None:
    lines = seat_lines(candidates(8), "registration")
    history = History()
    for r in range(4):
        history.add_round(mitchell(lines, r))
    again = mitchell(lines, 4, history=history)
    assert again.opponents() == mitchell(lines, 0).opponents()
    assert len([w for w in again.warnings if w.code == "repeat"]) == 4


def test_alphabetical_from_c_and_l() -> None:
    names = ["Rossi", "Bianchi", "Conti", "Esposito", "Lombardi", "Marino", "Greco", "Ferrari"]
    lines = seat_lines(
        [Candidate(i + 1, n) for i, n in enumerate(names)], "alphabetical", fixed_from="C", moving_from="L"
    )
    # Alphabetical: Bianchi Conti Esposito Ferrari Greco Lombardi Marino Rossi. Fixed line from C: four entries;
    # the moving line is the rest, from L, wrapping round to B.
    assert lines.fixed == (3, 4, 8, 7)  # Conti Esposito Ferrari Greco
    assert lines.moving == (5, 6, 1, 2)  # Lombardi Marino Rossi Bianchi
    assert [(t.ns[0], t.ew[0]) for t in first_round(lines).tables] == [(3, 5), (4, 6), (8, 1), (7, 2)]


def test_accented_names_sort_with_their_letter() -> None:
    lines = seat_lines(
        [Candidate(1, "Šimić"), Candidate(2, "Rossi"), Candidate(3, "Sala"), Candidate(4, "Zeta")],
        "alphabetical",
    )
    assert lines.fixed == (2, 3) and lines.moving == (1, 4)  # Rossi, Sala, Šimić, Zeta


def test_draw_is_repeatable_from_its_seed_and_needs_one() -> None:
    pool = candidates(20)
    assert seat_lines(pool, "draw", seed=2026) == seat_lines(list(reversed(pool)), "draw", seed=2026)
    assert seat_lines(pool, "draw", seed=2026) != seat_lines(pool, "draw", seed=2027)
    with pytest.raises(PairingError, match="seed"):
        seat_lines(pool, "draw")


def test_ranking_and_category_orders() -> None:
    pool = [
        Candidate(1, "A", "B", 10, 1),
        Candidate(2, "B", "A", 50, 2),
        Candidate(3, "C", "A", 90, 3),
        Candidate(4, "D", "B", 70, 4),
    ]
    assert seat_lines(pool, "ranking").fixed == (3, 4)
    assert seat_lines(pool, "category", category_order=["A", "B"]).fixed == (3, 2)
    assert seat_lines(pool, "registration").fixed == (1, 2)


def test_odd_count_incomplete_table_and_its_rest() -> None:
    lines = seat_lines(candidates(5), "registration")
    assert lines.fixed == (1, 2, None) and lines.moving == (4, 5, 3)
    round_one = first_round(lines)
    assert round_one.rests == (3,) and len(round_one.tables) == 2


def test_bad_requests() -> None:
    with pytest.raises(PairingError, match="listed twice"):
        seat_lines([Candidate(1), Candidate(1)], "registration")
    with pytest.raises(PairingError, match="unknown seating method"):
        seat_lines(candidates(4), "astrology")
    with pytest.raises(PairingError, match="at least two"):
        seat_lines(candidates(1), "registration")
    assert meeting(1, 2) == meeting(2, 1)
