"""Prizes as data (issue 37, items 5 and 7): the allocation rules by hand-computed scenarios from burraco practice,
the TOML list read and refused naming the place, and the same code giving a Sicilian Tarot tournament its prizes."""

from __future__ import annotations

import pytest

from fibur_director.domain.prizes import (
    Placing,
    Prize,
    PrizeList,
    PrizeListError,
    Ranking,
    allocate,
    entry_category,
    prize_list_toml,
    read_prize_list,
)


def ranking(rows: list[tuple[int, int, str | None, float, float]], **kw: object) -> Ranking:
    """(entry, rank, group, VP, MP) in the final order."""
    placings = tuple(Placing(e, r, g, "active", vp, mp) for e, r, g, vp, mp in rows)
    return Ranking(placings, ("VP", "V.P."), ("MP", "M.P."), 3, **kw)  # type: ignore[arg-type]


SIX = ranking([(1, 1, None, 60, 900), (2, 2, None, 55, 800), (3, 3, None, 50, 700), (4, 4, None, 45, 600),
               (5, 5, None, 40, 500), (6, 6, None, 35, 400)])  # fmt: skip


def given(awards: list) -> list[tuple[str, int, int]]:
    return [(a.prize, a.entry, a.rank) for a in awards]


def test_places_plus_the_last_pair() -> None:
    plist = read_prize_list(
        '[[prize]]\nname = "Assoluti"\nplaces = 3\n\n[[prize]]\nname = "Ultima coppia"\nplaces = 1\nfrom_bottom = true\n'
    )
    awards = allocate(plist, SIX, {})
    assert given(awards) == [
        ("Assoluti", 1, 1),
        ("Assoluti", 2, 2),
        ("Assoluti", 3, 3),
        ("Ultima coppia", 6, 1),
    ]
    assert awards[0].perche == "1ª tra i premiabili: 1ª in classifica, 60 V.P., 900 M.P."
    assert awards[-1].perche == "ultima tra i premiabili: 6ª in classifica, 35 V.P., 400 M.P."
    assert awards[-1].as_json()["why"] == "last eligible: 6. in the standings, 35 VP, 400 MP"


# Players' categories per entry: 1 A+B (better A, worse B), 2 B+C, 3 C+C, 4 B+D, 5 C+D, 6 none known.
CATEGORIES = {1: ["A", "B"], 2: ["B", "C"], 3: ["C", "C"], 4: ["b", "D"], 5: ["C", "D"], 6: [None, ""]}
CATEGORY_LIST = """
[[prize]]
name = "Assoluti"
places = 2

[[prize]]
name = "Categoria B"
places = 1
category = "B"

[[prize]]
name = "Categoria C"
places = 1
category = "C"
"""


def test_a_category_prize_whose_best_pair_won_a_place_goes_to_the_next_of_that_category() -> None:
    awards = allocate(read_prize_list(CATEGORY_LIST), SIX, CATEGORIES)
    # Entry 2 is the best B pair but took «Assoluti» (first in list order); entry 4 (B, its better player) is next.
    assert given(awards) == [
        ("Assoluti", 1, 1),
        ("Assoluti", 2, 2),
        ("Categoria B", 4, 1),
        ("Categoria C", 3, 1),
    ]
    assert awards[2].perche == (
        "1ª tra i premiabili: 4ª in classifica, 45 V.P., 600 M.P.; categoria B (quella del giocatore migliore); "
        "davanti, già premiati: 2 («Assoluti»)"
    )


def test_several_prizes_to_one_entry_when_the_list_says_so() -> None:
    plist = read_prize_list("one_per_entry = false\n" + CATEGORY_LIST)
    assert given(allocate(plist, SIX, CATEGORIES)) == [
        ("Assoluti", 1, 1), ("Assoluti", 2, 2), ("Categoria B", 2, 1), ("Categoria C", 3, 1)
    ]  # fmt: skip


def test_a_pairs_category_by_its_worse_player() -> None:
    plist = read_prize_list('pair_category = "worse"\n' + CATEGORY_LIST)
    # Worse: 1 B, 2 C, 3 C, 4 D, 5 D. Category B: only entry 1, already awarded: nobody. Category C: 2 awarded, 3.
    assert given(allocate(plist, SIX, CATEGORIES)) == [
        ("Assoluti", 1, 1),
        ("Assoluti", 2, 2),
        ("Categoria C", 3, 1),
    ]
    assert entry_category(["c", "A"], "better") == "A" and entry_category([None], "worse") is None


GROUPS = [(1, 1, "A", 70, 900), (2, 2, "A", 60, 800), (3, 3, "A", 50, 700), (4, 4, "A", 40, 600),
          (5, 1, "B", 65, 950), (6, 2, "B", 55, 700), (7, 3, "B", 52, 650), (8, 4, "B", 30, 100)]  # fmt: skip
DANISH = """
[[prize]]
name = "Girone A"
places = 1
group = "A"

[[prize]]
name = "Girone B"
places = 1
group = "b"

[[prize]]
name = "Migliore degli ultimi due turni, girone B"
places = 1
group = "B"
rounds = [5, 4]
"""


def test_the_best_over_the_last_two_danish_rounds_of_a_group() -> None:
    # Rounds 4-5 in group B: 5 took «Girone B»; 6 and 7 have 30 VP, 7 the better MP (250 against 100).
    spans = {(4, 5): {5: (40, 500), 6: (30, 100), 7: (30, 250), 8: (10, 0), 1: (40, 900)}}
    awards = allocate(read_prize_list(DANISH), ranking(GROUPS, spans=spans), {})
    assert given(awards) == [
        ("Girone A", 1, 1),
        ("Girone B", 5, 1),
        ("Migliore degli ultimi due turni, girone B", 7, 1),
    ]
    assert awards[2].perche == (
        "1ª nei turni 4-5: 30 V.P., 250 M.P. (classifica finale: 3ª, girone B); davanti, già premiati: 5 («Girone B»)"
    )
    # Level on VP and MP over the two rounds: the final standings decide (6 is second, 7 third).
    spans = {(4, 5): {5: (40, 500), 6: (30, 250), 7: (30, 250), 8: (10, 0)}}
    assert given(allocate(read_prize_list(DANISH), ranking(GROUPS, spans=spans), {}))[2][1] == 6


def test_ties_at_a_prizes_cut() -> None:
    tied = ranking([(1, 1, None, 60, 900), (2, 2, None, 55, 800), (3, 3, None, 50, 700), (4, 3, None, 50, 700),
                    (5, 5, None, 40, 500)])  # fmt: skip
    plist = read_prize_list('[[prize]]\nname = "Assoluti"\nplaces = 3\n')
    # Entries 3 and 4 share the third place on every criterion: both take it (the default, ties = "share").
    assert given(allocate(plist, tied, {})) == [
        ("Assoluti", 1, 1),
        ("Assoluti", 2, 2),
        ("Assoluti", 3, 3),
        ("Assoluti", 4, 3),
    ]
    by_order = read_prize_list('ties = "standings"\n[[prize]]\nname = "Assoluti"\nplaces = 3\n')
    assert given(allocate(by_order, tied, {})) == [("Assoluti", 1, 1), ("Assoluti", 2, 2), ("Assoluti", 3, 3)]
    # The last two level at the bottom: the last pair's prize is shared.
    last = read_prize_list('[[prize]]\nname = "Ultima"\nplaces = 1\nfrom_bottom = true\n')
    bottom = ranking([(1, 1, None, 60, 9), (2, 2, None, 50, 5), (3, 2, None, 50, 5)])
    assert given(allocate(last, bottom, {})) == [("Ultima", 3, 1), ("Ultima", 2, 1)]


def test_excluded_entries_take_nothing_and_withdrawn_ones_no_last_place() -> None:
    rows = (Placing(1, 1, None, "excluded", 90, 1), Placing(2, 1, None, "active", 60, 1),
            Placing(3, 2, None, "active", 50, 1), Placing(4, 3, None, "withdrawn", 10, 1))  # fmt: skip
    plist = read_prize_list(
        '[[prize]]\nname = "Primo"\nplaces = 1\n[[prize]]\nname = "Ultimo"\nplaces = 1\nfrom_bottom = true\n'
    )
    assert given(allocate(plist, Ranking(rows, ("VP", "V.P."), None, 3), {})) == [
        ("Primo", 2, 1),
        ("Ultimo", 3, 1),
    ]
    stopped = Ranking(rows, ("VP", "V.P."), None, 3, no_prizes=("no prizes", "nessun premio"))
    assert allocate(plist, stopped, {}) == []


def test_the_list_written_and_read_back_is_the_same() -> None:
    plist = PrizeList(
        (Prize("Assoluti", 22), Prize('Cat. "C" e D', 2, ("C", "D"), "B", (4, 5), True, "worse")),
        one_per_entry=False,
        pair_category="worse",
        ties="standings",
    )
    assert read_prize_list(prize_list_toml(plist)) == plist


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ('[[prize]]\nname = "Assoluti"\nplaces = 3\n[[prize]\n', "premi.toml: is not valid TOML"),
        ('[[prize]]\nname = "Assoluti"\nplaces = 0\n', "premi.toml: prize[0].places: must be a whole number"),
        (
            '[[prize]]\nname = "A"\nplaces = 1\n[[prize]]\nname = "B"\nplaces = 2\nrounds = [4, 4]\n',
            "prize[1].rounds",
        ),
        ('[[prize]]\nname = "A"\nplaces = 1\ncolour = "red"\n', "prize[0].colour: unknown key"),
        ('one_per_entry = "yes"\n', "one_per_entry: must be true or false"),
        ('pair_category = "best"\n', 'pair_category: must be one of "better", "worse"'),
        (
            '[[prize]]\nname = "A"\nplaces = 1\n[[prize]]\nname = "a"\nplaces = 1\n',
            "prize[1].name: 'a' is already",
        ),
        ("[[prize]]\nplaces = 1\n", "prize[0].name: needs a name"),
        ('[[prize]]\nname = "A"\nplaces = 1\ncategory = []\n', "prize[0].category"),
    ],
)
def test_a_bad_list_is_refused_naming_the_place(text: str, place: str) -> None:
    with pytest.raises(PrizeListError) as refused:
        read_prize_list(text, "premi.toml")
    assert place in str(refused.value)
    assert refused.value.italian.startswith("premi.toml")


def test_invalid_toml_names_the_line() -> None:
    with pytest.raises(PrizeListError) as refused:
        read_prize_list('[[prize]]\nname = "A"\nplaces = \n', "premi.toml")
    assert "line 3" in str(refused.value)
