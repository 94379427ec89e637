"""The federation's member list (the roster, «elenco tesserati»): who may play, and who is entered twice.

Pure Python over plain records, so the command line, the desk and the benchmarks share every rule:

- ``CardRules``: the card types of the list and the levels each may play at. The codes are silent on them, so
  they are ruleset data (``[membership]``, read by ``domain.rulesets``; docs/rulesets.md).
- ``problems``: what stops a tournament's players before the draw — a card expired at the tournament's date, a
  card not in the list, a card type the tournament's level does not allow, the archive's name for a card not the
  list's — and ``same_people``: the same person entered twice.
- ``same_people`` works on any records (the tournament's players, or a whole generated roster in
  ``benchmarks/roster.py``): the same name and birth date under two cards; one card under two names;
  near-identical names in one club, or with the same birth date. Names are compared with rapidfuzz's normalised
  Indel similarity (``fuzz.ratio``), within blocks (a club, a birth date, a card) so 20,000 members cost a
  fraction of a second, never all against all.
"""

from __future__ import annotations

import datetime as dt
import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from fibur_director.domain.text import fold

# rapidfuzz is imported by the functions that compare names, not here: this module's card rules are read with
# every ruleset at the desk's launch, and rapidfuzz's import costs some 40 ms of it on the 2-core machine.

# Two names at least this similar (rapidfuzz ``fuzz.ratio``, 0-100, on the letters of "surname name") are
# "near-identical": one typed letter more or less in a name of ten letters scores 95, one letter changed 90,
# "Rossi Mario" and "Bianchi Mario" 58. Chosen on the generated roster of ``benchmarks/roster.py``
# (docs/performance.md, "The member list").
NEAR = 88.0

_NOT_LETTERS = re.compile(r"[^a-z]+")


def name_key(surname: str, name: str) -> str:
    """The letters of "surname name", accents, case, spaces and apostrophes gone, so "D'Angelo", "Dangelo" and
    "D ANGELO" are one surname; the space between surname and name stays."""
    return f"{_NOT_LETTERS.sub('', fold(surname))} {_NOT_LETTERS.sub('', fold(name))}"


def card_key(card: str) -> str:
    """A card as compared: without spaces, dots and dashes, upper case ("fib 100-05" is "FIB10005")."""
    return re.sub(r"[\s.\-/]+", "", card).upper()


# Each part (surname, first name) of two near-identical names must be at least this alike as well: a long
# surname shared by relatives ("Babalessi Anna", "Babalessi Sandro": 90 as a whole) does not make their first
# names one. One typed letter more or less in a three-letter name ("Ugo", "Ugoo") scores 86.
PART = 75.0


def similarity(a: str, b: str) -> float:
    """How alike two name keys are, 0-100: the better of the two orders, since lists swap surname and name."""
    from rapidfuzz import fuzz

    swapped = " ".join(reversed(b.split(" ", 1)))
    return max(fuzz.ratio(a, b), fuzz.ratio(a, swapped))


def parts_alike(a: str, b: str) -> bool:
    """Both parts of two name keys alike (``PART``), in either order of surname and name."""
    from rapidfuzz import fuzz

    sa, _, na = a.partition(" ")
    sb, _, nb = b.partition(" ")
    straight = fuzz.ratio(sa, sb) >= PART and fuzz.ratio(na, nb) >= PART
    return straight or (fuzz.ratio(sa, nb) >= PART and fuzz.ratio(na, sb) >= PART)


@dataclass(frozen=True)
class Member:
    """One row of the federation's list."""

    card: str
    surname: str
    name: str
    club: str | None = None
    category: str | None = None
    card_type: str | None = None
    expires: dt.date | None = None
    points: int | None = None  # None: the list gives none (no column, a blank cell): not the same as 0
    born: dt.date | None = None


def type_word(written: str) -> str:
    """A card type as compared: its letters, accents and case ignored ("Ordinaria", "ORDINARIA")."""
    return _NOT_LETTERS.sub("", fold(written))


@dataclass(frozen=True)
class CardRules:
    """The card types of the member list and the tournament levels each may play (``[membership]``)."""

    types: Mapping[str, frozenset[str]]  # folded type -> levels (domain.vocabulary.LEVELS)
    article: str

    def type_of(self, written: str) -> str | None:
        """The ruleset's type a list's word means: the same word, accents and case ignored, or its start
        ("Ord." for "ordinaria"); None when it names none."""
        word = type_word(written)
        if not word:
            return None
        if word in self.types:
            return word
        starts = [key for key in self.types if len(word) >= 3 and key.startswith(word)]
        return starts[0] if len(starts) == 1 else None


@dataclass(frozen=True)
class Player:
    """A tournament's player as the archive has them, with the entry they play in."""

    player_id: int
    surname: str
    name: str
    card: str | None
    club: str | None
    entry: int


@dataclass(frozen=True)
class Problem:
    """One line of the check: the card it is about (None: a player without one), who, and why."""

    card: str | None
    who: str  # "Rossi Mario (3)": the archive's name and the entry
    english: str
    italian: str
    kind: str  # expired | not_listed | no_card | card_type | unknown_type | other_name | same_person


def _date_it(day: dt.date) -> str:
    return day.strftime("%d/%m/%Y")


def problems(
    players: Sequence[Player],
    members: Mapping[str, Member],
    on: dt.date,
    level: str,
    rules: CardRules | None,
    words: Mapping[str, int] | None = None,
) -> list[Problem]:
    """Every problem of ``players`` against the list (``members`` by ``card_key``) for a tournament played
    ``on`` at ``level``: in the players' order, then the same people twice. ``rules`` None: the ruleset names no
    card types, and types are not checked. ``words``: how often each surname and first name is written in the
    whole list (``name_words``), which tells relatives from typing slips."""
    found: list[Problem] = []
    for player in players:
        found.extend(_player_problems(player, members, on, level, rules))
    found.extend(_duplicate_problems(players, members, words))
    return found


def _who(player: Player) -> str:
    return f"{player.surname} {player.name} ({player.entry})"


def _player_problems(
    player: Player, members: Mapping[str, Member], on: dt.date, level: str, rules: CardRules | None
) -> Iterable[Problem]:
    who = _who(player)
    if not player.card:
        yield Problem(None, who, "has no card", "non ha la tessera", "no_card")
        return
    member = members.get(card_key(player.card))
    if member is None:
        yield Problem(
            player.card,
            who,
            "the card is not in the member list",
            "la tessera non è nell'elenco tesserati",
            "not_listed",
        )
        return
    if name_key(member.surname, member.name) != name_key(player.surname, player.name):
        yield Problem(
            player.card,
            who,
            f"the member list gives this card to {member.surname} {member.name}",
            f"l'elenco tesserati dà questa tessera a {member.surname} {member.name}",
            "other_name",
        )
    if member.expires is not None and member.expires < on:
        yield Problem(
            player.card,
            who,
            f"the card expired on {member.expires.isoformat()}, before the tournament ({on.isoformat()})",
            f"la tessera è scaduta il {_date_it(member.expires)}, prima del torneo ({_date_it(on)})",
            "expired",
        )
    yield from _type_problems(player, member, level, rules)


def _type_problems(player: Player, member: Member, level: str, rules: CardRules | None) -> Iterable[Problem]:
    if rules is None or not member.card_type:
        return
    card_type = rules.type_of(member.card_type)
    if card_type is None:
        yield Problem(
            player.card,
            _who(player),
            f"card type {member.card_type!r} is not one the ruleset knows ({rules.article})",
            f"il tipo di tessera {member.card_type!r} non è tra quelli del regolamento ({rules.article})",
            "unknown_type",
        )
    elif level not in rules.types[card_type]:
        yield Problem(
            player.card,
            _who(player),
            f"a {member.card_type} card does not allow a {level} tournament ({rules.article})",
            f"la tessera {member.card_type} non ammette ai tornei di livello {LEVEL_WORDS.get(level, level)} "
            f"({rules.article})",
            "card_type",
        )


LEVEL_WORDS = {"club": "di circolo", "federal": "federale", "regional": "regionale", "national": "nazionale"}


# -- the same person twice -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Person:
    """Who a record says someone is, for ``same_people``: ``key`` tells records apart (a card, an archive id)."""

    key: str
    surname: str
    name: str
    card: str | None = None
    club: str | None = None
    born: dt.date | None = None
    names: str = field(init=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "names", name_key(self.surname, self.name))


@dataclass(frozen=True)
class SamePerson:
    """Two records that are probably one person, and the rule that says so."""

    first: Person
    second: Person
    reason: str  # same_name_and_birth | same_card | near_name_same_birth | near_name_same_club
    score: float

    def words(self) -> tuple[str, str]:
        return REASONS[self.reason]


REASONS = {
    "same_name_and_birth": ("same name and birth date under two cards", "stesso nome e data di nascita"),
    "same_card": ("one card under two names", "una tessera con due nomi"),
    "near_name_same_birth": (
        "near-identical names and the same birth date",
        "nomi quasi uguali e stessa data di nascita",
    ),
    "near_name_same_club": ("near-identical names in one club", "nomi quasi uguali nello stesso circolo"),
}


# A word (a first name, a surname) written this many times in the list is a real name, not a slip of the keys:
# two such names that differ ("Lucia" and "Luisa", "Raffaele" and "Raffaella", relatives in one club) are two
# people, where one of them rare ("Lucai") is a typo of the other.
COMMON = 3


def name_words(names: Iterable[str]) -> Counter[str]:
    """How often each surname and each first name is written among name keys (``name_key``)."""
    counted: Counter[str] = Counter()
    for key in names:
        surname, _, name = key.partition(" ")
        counted[surname] += 1
        counted[name] += 1
    return counted


def _two_real_names(a: Person, b: Person, words: Mapping[str, int]) -> bool:
    """The two names differ in one part only and both spellings of it are common: two people (relatives)."""
    sa, _, na = a.names.partition(" ")
    sb, _, nb = b.names.partition(" ")
    if sa == sb and na != nb:
        return words.get(na, 0) >= COMMON and words.get(nb, 0) >= COMMON
    if na == nb and sa != sb:
        return words.get(sa, 0) >= COMMON and words.get(sb, 0) >= COMMON
    return False


def same_people(
    people: Sequence[Person], threshold: float = NEAR, words: Mapping[str, int] | None = None
) -> list[SamePerson]:
    """Every pair of records that are probably one person, each pair once, by the first rule that holds: the
    same card under two names; the same name and birth date; near-identical names and the same birth date;
    near-identical names in one club (or where a record has no club) with no birth dates that differ, unless
    the names differ by a part both spellings of which are common (``words``: how often each surname and first
    name is written, by default among ``people``; the check of a tournament passes the whole list's)."""
    words = words if words is not None else name_words(p.names for p in people)
    found: dict[tuple[str, str], SamePerson] = {}

    def keep(a: Person, b: Person, reason: str, score: float) -> None:
        if a.key == b.key:
            return
        pair = (a.key, b.key) if a.key < b.key else (b.key, a.key)
        if pair not in found:
            first, second = (a, b) if a.key < b.key else (b, a)
            found[pair] = SamePerson(first, second, reason, score)

    by_card: dict[str, list[Person]] = defaultdict(list)
    for person in people:
        if person.card:
            by_card[card_key(person.card)].append(person)
    for group in by_card.values():
        for i, a in enumerate(group):
            for b in group[i + 1 :]:
                keep(a, b, "same_card", similarity(a.names, b.names))
    by_birth: dict[dt.date, list[Person]] = defaultdict(list)
    for person in people:
        if person.born is not None:
            by_birth[person.born].append(person)
    for group in by_birth.values():
        for a, b, score in _near_pairs(group, threshold):
            keep(a, b, "same_name_and_birth" if a.names == b.names else "near_name_same_birth", score)
    by_club: dict[str, list[Person]] = defaultdict(list)
    clubless: list[Person] = []
    for person in people:
        club = _NOT_LETTERS.sub("", fold(person.club or ""))
        (by_club[club] if club else clubless).append(person)
    for group in by_club.values():
        for a, b, score in _near_pairs(group, threshold):
            if not _births_differ(a, b) and not _two_real_names(a, b, words):
                keep(a, b, "near_name_same_club", score)
    for a, b, score in _near_pairs_across(clubless, people, threshold):
        if not _births_differ(a, b) and not _two_real_names(a, b, words):
            keep(a, b, "near_name_same_club", score)
    return sorted(found.values(), key=lambda p: (p.first.key, p.second.key))


def _births_differ(a: Person, b: Person) -> bool:
    return a.born is not None and b.born is not None and a.born != b.born


def _near_pairs(group: Sequence[Person], threshold: float) -> Iterable[tuple[Person, Person, float]]:
    """Pairs of a block whose names are near-identical (either order of surname and name)."""
    if len(group) < 2:
        return
    from rapidfuzz import fuzz, process

    keys = [p.names for p in group]
    swapped = [" ".join(reversed(k.split(" ", 1))) for k in keys]
    for i, person in enumerate(group):
        rest = keys[i + 1 :]
        if not rest:
            break
        hits: dict[int, float] = {}
        for query in (keys[i], swapped[i]):
            for _key, score, j in process.extract(
                query, rest, scorer=fuzz.ratio, score_cutoff=threshold, limit=None
            ):
                hits[j] = max(score, hits.get(j, 0.0))
        for j, score in hits.items():
            if parts_alike(person.names, keys[i + 1 + j]):
                yield person, group[i + 1 + j], score


def _near_pairs_across(
    few: Sequence[Person], everyone: Sequence[Person], threshold: float
) -> Iterable[tuple[Person, Person, float]]:
    """Each record of ``few`` (those without a club) against every record: their club cannot rule anyone out."""
    if not few:
        return
    from rapidfuzz import fuzz, process

    keys = [p.names for p in everyone]
    for person in few:
        swapped = " ".join(reversed(person.names.split(" ", 1)))
        hits: dict[int, float] = {}
        for query in (person.names, swapped):
            for _key, score, j in process.extract(
                query, keys, scorer=fuzz.ratio, score_cutoff=threshold, limit=None
            ):
                hits[j] = max(score, hits.get(j, 0.0))
        for j, score in hits.items():
            if parts_alike(person.names, keys[j]):
                yield person, everyone[j], score


def _duplicate_problems(
    players: Sequence[Player], members: Mapping[str, Member], words: Mapping[str, int] | None
) -> list[Problem]:
    """The same person twice among a tournament's players: each player is the archive's record, with the
    birth date the list gives their card."""
    people = []
    by_key: dict[str, Player] = {}
    for player in players:
        member = members.get(card_key(player.card)) if player.card else None
        key = str(player.player_id)
        by_key[key] = player
        people.append(
            Person(
                key,
                player.surname,
                player.name,
                player.card,
                player.club or (member.club if member else None),
                member.born if member else None,
            )
        )
    found = []
    for pair in same_people(people, words=words):
        first, second = by_key[pair.first.key], by_key[pair.second.key]
        english, italian = pair.words()
        other = f"{second.card or 'senza tessera'} {_who(second)}"
        found.append(
            Problem(
                first.card,
                _who(first),
                f"perhaps the same person as {other}: {english}",
                f"forse la stessa persona di {other}: {italian}",
                "same_person",
            )
        )
    return found


def line(problem: Problem, italian: bool = False) -> str:
    """One line per problem, by card: "FIB1001  Rossi Mario (3): the card is not in the member list"."""
    card = problem.card or ("senza tessera" if italian else "no card")
    return f"{card}  {problem.who}: {problem.italian if italian else problem.english}"
