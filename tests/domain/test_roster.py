"""The member list's rules (issue 37, domain/roster.py): who may play, and the same person twice — hand-made
cases for each rule and each way two people are told apart, and properties of the pairing over any records."""

from __future__ import annotations

import datetime as dt

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fibur_director.domain.errors import FiburError
from fibur_director.domain.roster import (
    CardRules,
    Member,
    Person,
    Player,
    card_key,
    line,
    name_key,
    problems,
    same_people,
)
from fibur_director.domain.rulesets import RulesetReader, card_rules, parse_card_rules

DAY = dt.date(2026, 11, 20)
RULES = CardRules(
    {
        "ordinaria": frozenset({"club", "federal", "regional", "national"}),
        "ridotta": frozenset({"club", "federal"}),
    },
    "open",
)


def test_names_and_cards_are_compared_as_people_write_them() -> None:
    assert name_key("D'Angelo", "Niccolò") == name_key("DANGELO", "niccolo") == "dangelo niccolo"
    assert name_key("De Luca", "Anna Maria") == "deluca annamaria"
    assert card_key(" fib 100-05 ") == card_key("FIB10005") == "FIB10005"


def test_card_types_are_read_by_word_or_start() -> None:
    assert RULES.type_of("ORDINARIA") == RULES.type_of("Ord.") == "ordinaria"
    assert RULES.type_of("Rid") == "ridotta"
    assert RULES.type_of("Or") is None  # too short to say
    assert RULES.type_of("Socio onorario") is None
    both = CardRules({"ordinaria": frozenset(), "ordinale": frozenset()}, "x")
    assert both.type_of("ordina") is None  # two types start so: none is guessed


def test_the_shipped_rulesets_state_the_card_types_and_the_tarot_none() -> None:
    italiano = card_rules("burraco-italiano")
    assert italiano is not None and italiano.types["ridotta"] == frozenset({"club", "federal"})
    assert (
        italiano.types["ordinaria"]
        == italiano.types["juniores"]
        == frozenset({"club", "federal", "regional", "national"})
    )
    assert card_rules("tarocchi-siciliani") is None


@pytest.mark.parametrize(
    ("section", "place"),
    [
        ({"article": "x", "types": {"ordinaria": ["club", "world"]}}, "membership.types.ordinaria"),
        (
            {"article": "x", "types": {"Ordinaria": ["club"], "ordinaria": ["club"]}},
            "membership.types.ordinaria",
        ),
        ({"article": "x", "types": {}}, "membership.types"),
        ({"article": "x", "types": {"ordinaria": ["club"]}, "level": 1}, "membership.level"),
        ({"types": {"ordinaria": ["club"]}}, "membership.article"),
    ],
)
def test_a_wrong_membership_section_is_refused_naming_the_field(
    section: dict[str, object], place: str
) -> None:
    with pytest.raises(FiburError) as refused:
        parse_card_rules(RulesetReader("mio.toml"), {"membership": section})
    assert place in str(refused.value) and "mio.toml" in str(refused.value)


def member(card: str, surname: str, name: str, **fields: object) -> Member:
    return Member(card, surname, name, **fields)  # type: ignore[arg-type]


def test_each_problem_is_one_line_by_card() -> None:
    members = {
        "A1": member(
            "A1", "Rossi", "Mario", card_type="Ordinaria", expires=DAY
        ),  # valid through its last day
        "A2": member("A2", "Bianchi", "Anna", card_type="Ridotta", expires=DAY - dt.timedelta(days=1)),
        "A3": member("A3", "Verdi", "Luca", card_type="Onoraria"),
        "A4": member("A4", "Neri", "Eva"),
    }
    players = [
        Player(1, "Rossi", "Mario", "a1", None, 1),
        Player(2, "Bianchi", "Anna", "A2", None, 1),
        Player(3, "Verdi", "Luca", "A3", None, 2),
        Player(4, "Nero", "Eva", "A4", None, 2),
        Player(5, "Gialli", "Ugo", "Z9", None, 3),
        Player(6, "Blu", "Ada", None, None, 3),
    ]
    lines = [line(p) for p in problems(players, members, DAY, "regional", RULES)]
    assert lines == [
        "A2  Bianchi Anna (1): the card expired on 2026-11-19, before the tournament (2026-11-20)",
        "A2  Bianchi Anna (1): a Ridotta card does not allow a regional tournament (open)",
        "A3  Verdi Luca (2): card type 'Onoraria' is not one the ruleset knows (open)",
        "A4  Nero Eva (2): the member list gives this card to Neri Eva",
        "Z9  Gialli Ugo (3): the card is not in the member list",
        "no card  Blu Ada (3): has no card",
    ]
    # A club tournament takes a Ridotta card; a ruleset without card types checks none.
    assert [p.kind for p in problems(players[:3], members, DAY, "club", RULES)] == ["expired", "unknown_type"]
    assert [p.kind for p in problems(players[:3], members, DAY, "national", None)] == ["expired"]


def person(key: str, surname: str, name: str, club: str | None = None, born: dt.date | None = None, card: str | None = None) -> Person:  # fmt: skip
    return Person(key, surname, name, card or key, club, born)


BORN = dt.date(1960, 3, 12)


def pairs(people: list[Person], **kw: object) -> list[tuple[str, str, str]]:
    return [(p.first.key, p.second.key, p.reason) for p in same_people(people, **kw)]  # type: ignore[arg-type]


def test_the_same_name_and_birth_under_two_cards() -> None:
    found = pairs([person("A", "Rossi", "Mario", "X", BORN), person("B", "ROSSI", "Mario", "Y", BORN)])
    assert found == [("A", "B", "same_name_and_birth")]
    swapped = pairs([person("A", "Rossi", "Mario", "X", BORN), person("B", "Mario", "Rossi", "Y", BORN)])
    assert swapped == [("A", "B", "near_name_same_birth")]
    typo = pairs([person("A", "Rossi", "Mario", "X", BORN), person("B", "Rosi", "Mario", "Y", BORN)])
    assert typo == [("A", "B", "near_name_same_birth")]


def test_one_card_under_two_names() -> None:
    found = pairs([person("A", "Rossi", "Mario", card="F1"), person("B", "Bianchi", "Anna", card="f 1")])
    assert found == [("A", "B", "same_card")]


def test_near_identical_names_in_one_club_unless_births_or_real_names_tell_them_apart() -> None:
    club = [person("A", "Babalessi", "Mario", "Aurora", BORN), person("B", "Babalessi", "Marjo", "Aurora")]
    assert pairs(club) == [("A", "B", "near_name_same_club")]
    other_club = [club[0], person("B", "Babalessi", "Marjo", "Siena")]
    assert pairs(other_club) == []
    born_apart = [club[0], person("B", "Babalessi", "Marjo", "Aurora", dt.date(1990, 1, 1))]
    assert pairs(born_apart) == []
    # Mario and Maria, both common first names: two people, a father and a daughter, not one typed twice.
    relatives = [
        person("A", "Babalessi", "Mario", "Aurora", BORN),
        person("B", "Babalessi", "Maria", "Aurora"),
    ]
    assert pairs(relatives) == [
        ("A", "B", "near_name_same_club")
    ]  # in these two records alone, neither is common
    assert pairs(relatives, words={"mario": 40, "maria": 55, "babalessi": 2}) == []
    # A long shared surname does not make two first names one (90 as a whole, each part compared too).
    assert (
        pairs([person("A", "Babalessi", "Anna", "Aurora"), person("B", "Babalessi", "Sandro", "Aurora")])
        == []
    )


def test_a_record_without_a_club_is_compared_with_everyone() -> None:
    found = pairs([person("A", "Rossi", "Mario", "Aurora", BORN), person("B", "Rossi", "Marjo", None)])
    assert found == [("A", "B", "near_name_same_club")]


names = st.sampled_from(
    ["Rossi", "Bianchi", "Verdi", "Neri", "Babalessi", "Esposito", "Mario", "Anna", "Ugo"]
)
records = st.lists(
    st.tuples(names, names, st.sampled_from(["Aurora", "Siena", None]), st.sampled_from([None, BORN, DAY])),
    max_size=12,
)


@settings(max_examples=150, deadline=None)
@given(records, st.randoms(use_true_random=False))
def test_pairs_do_not_depend_on_the_order_of_the_records(found: list[tuple[str, str, str | None, dt.date | None]], rng: object) -> None:  # fmt: skip
    people = [person(f"K{i:02d}", s, n, c, b) for i, (s, n, c, b) in enumerate(found)]
    shuffled = list(people)
    rng.shuffle(shuffled)  # type: ignore[attr-defined]
    words = {"rossi": 9}
    first = {(p.first.key, p.second.key) for p in same_people(people, words=words)}
    assert first == {(p.first.key, p.second.key) for p in same_people(shuffled, words=words)}
    assert all(a < b for a, b in first)


@settings(max_examples=150, deadline=None)
@given(records, st.integers(0, 11))
def test_a_copy_under_a_new_card_with_the_birth_date_is_always_found(found: list[tuple[str, str, str | None, dt.date | None]], which: int) -> None:  # fmt: skip
    people = [person(f"K{i:02d}", s, n, c, b) for i, (s, n, c, b) in enumerate(found)]
    if not people:
        return
    original = people[which % len(people)]
    copy = Person("ZZ", original.surname, original.name, "NEW", "Altrove", original.born or BORN)
    people = [
        p if p is not original else Person(p.key, p.surname, p.name, p.card, p.club, copy.born)
        for p in people
    ]
    keys = {(p.first.key, p.second.key) for p in same_people([*people, copy])}
    assert (original.key, "ZZ") in keys
