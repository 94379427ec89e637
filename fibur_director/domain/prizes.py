"""Prizes as data (issue 37, items 5-7): a tournament's prize list, who takes each prize, and why.

The list is the notice's («1°-22° assoluti, miglior coppia di categoria B, miglior coppia degli ultimi due turni
del girone B, ultima coppia»): prizes in the order they are given, each with how many ``places`` and optional
filters (``category``, ``group``, ``rounds``, ``from_bottom``). It is written as TOML (the command line's
``--list PRIZES.toml``, and what the database keeps of the desk's table editor):

    one_per_entry = true          # an entry eligible for several prizes takes the first in list order
    pair_category = "better"      # a pair's category: its better player's (A best), or "worse"
    ties = "share"                # entries level on every criterion at a prize's cut all take it

    [[prize]]
    name = "Assoluti"
    places = 3

    [[prize]]
    name = "Categoria B"
    places = 1
    category = "B"

Game-neutral: a game gives its standings as ``Ranking`` (``games.base.Game.prize_ranking``: placings in the final
order, the words of its score, the figures over a span of rounds, why nobody is awarded), and this module awards
them whatever the game. The codes are silent on every rule here (DIGEST §2: only FED85 Art. 9 names prizes, the
first three); the defaults are this program's and are listed in docs/rulesets.md ("Prize lists").
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from fibur_director.domain.errors import FiburError

MAX_PRIZES = 200
MAX_PLACES = 1000  # no field is larger (file_schema.MAX_ENTRIES)
PAIR_CATEGORIES = ("better", "worse")
TIES = ("share", "standings")
TOP_KEYS = ("one_per_entry", "pair_category", "ties", "prize")
PRIZE_KEYS = ("name", "places", "category", "group", "rounds", "from_bottom", "pair_category")


class PrizeListError(FiburError):
    """A prize list that cannot be used, naming the file and the place (``prize[2].places``)."""


@dataclass(frozen=True)
class Prize:
    name: str
    places: int
    categories: tuple[str, ...] = ()  # upper-case; empty: every category
    group: str | None = None
    rounds: tuple[int, ...] = ()  # ranked by the score over these rounds; empty: by the final standings
    from_bottom: bool = False  # the last places
    pair_category: str | None = None  # None: the list's


@dataclass(frozen=True)
class PrizeList:
    prizes: tuple[Prize, ...]
    one_per_entry: bool = True
    pair_category: str = "better"
    ties: str = "share"


@dataclass(frozen=True)
class Placing:
    """One entry of a game's final standings, as the prizes read it: its rank (in its group, shared on a tie),
    its status (``active``, ``withdrawn``, ``excluded``), its score and the figure that breaks a tie of scores
    (burraco VP and MP, Tarot jochi and nothing)."""

    entry: int
    rank: int
    group: str | None
    status: str
    score: float
    tie: float | None


@dataclass(frozen=True)
class Ranking:
    """A game's standings for the prizes. ``placings`` in the final order (group A above group B);
    ``spans``: for each span of rounds a prize names, each entry's (score, tie) over those rounds; ``no_prizes``:
    why nobody is awarded (an interrupted tournament before half its rounds), in both languages."""

    placings: tuple[Placing, ...]
    score_words: tuple[str, str]  # ("VP", "V.P.")
    tie_words: tuple[str, str] | None
    default_places: int
    spans: Mapping[tuple[int, ...], Mapping[int, tuple[float, float | None]]] = field(default_factory=dict)
    no_prizes: tuple[str, str] | None = None


@dataclass(frozen=True)
class Award:
    prize: str
    index: int  # the prize's place in the list, from 0
    entry: int
    rank: int  # the place within the prize (1 = the first; for ``from_bottom`` 1 = the last), shared on a tie
    why: str
    perche: str

    def as_json(self) -> dict[str, Any]:
        return {
            "prize": self.prize,
            "entry": self.entry,
            "rank": self.rank,
            "why": self.why,
            "perche": self.perche,
        }


# -- reading and writing --------------------------------------------------------------------------------------


def _fail(source: str, place: str, english: str, italian: str) -> PrizeListError:
    where = f"{source}: {place}" if place and source else place or source
    return PrizeListError(f"{where}: {english}", f"{where}: {italian}")


def read_prize_list(text: str, source: str = "premi.toml") -> PrizeList:
    """The prize list a TOML text describes; PrizeListError naming ``source`` and the place otherwise."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise _fail(source, "", f"is not valid TOML: {error}", f"non è TOML valido: {error}") from error
    return prize_list_of(data, source)


def prize_list_of(data: Mapping[str, Any], source: str = "premi.toml") -> PrizeList:
    unknown = sorted(set(data) - set(TOP_KEYS))
    if unknown:
        raise _fail(
            source,
            unknown[0],
            f"unknown key (known: {', '.join(TOP_KEYS)})",
            f"chiave sconosciuta (note: {', '.join(TOP_KEYS)})",
        )
    one = data.get("one_per_entry", True)
    if not isinstance(one, bool):
        raise _fail(source, "one_per_entry", "must be true or false", "deve essere true o false")
    pair = _choice(source, "pair_category", data.get("pair_category", "better"), PAIR_CATEGORIES)
    ties = _choice(source, "ties", data.get("ties", "share"), TIES)
    raw = data.get("prize", [])
    if not isinstance(raw, list) or not all(isinstance(p, dict) for p in raw):
        raise _fail(
            source, "prize", "must be a list of [[prize]] tables", "deve essere un elenco di [[prize]]"
        )
    if len(raw) > MAX_PRIZES:
        raise _fail(source, "prize", f"more than {MAX_PRIZES} prizes", f"più di {MAX_PRIZES} premi")
    prizes = tuple(_prize(source, i, p) for i, p in enumerate(raw))
    seen: dict[str, int] = {}
    for i, prize in enumerate(prizes):
        folded = prize.name.casefold()
        if folded in seen:
            raise _fail(
                source,
                f"prize[{i}].name",
                f"{prize.name!r} is already the name of prize[{seen[folded]}]: each prize needs a name of its own",
                f"{prize.name!r} è già il nome di prize[{seen[folded]}]: ogni premio ha un nome suo",
            )
        seen[folded] = i
    return PrizeList(prizes, one, pair, ties)


def _choice(source: str, place: str, value: Any, allowed: Sequence[str]) -> str:
    if value not in allowed:
        listed = ", ".join(f'"{a}"' for a in allowed)
        raise _fail(
            source,
            place,
            f"must be one of {listed}, not {value!r}",
            f"deve essere uno tra {listed}, non {value!r}",
        )
    return str(value)


def _prize(source: str, i: int, data: Mapping[str, Any]) -> Prize:
    here = f"prize[{i}]"
    unknown = sorted(set(data) - set(PRIZE_KEYS))
    if unknown:
        raise _fail(
            source,
            f"{here}.{unknown[0]}",
            f"unknown key (known: {', '.join(PRIZE_KEYS)})",
            f"chiave sconosciuta (note: {', '.join(PRIZE_KEYS)})",
        )
    name = data.get("name")
    if not isinstance(name, str) or not name.strip() or len(name.strip()) > 80:
        raise _fail(
            source,
            f"{here}.name",
            "needs a name of 1 to 80 characters",
            "richiede un nome da 1 a 80 caratteri",
        )
    places = data.get("places")
    if isinstance(places, bool) or not isinstance(places, int) or not 1 <= places <= MAX_PLACES:
        raise _fail(
            source,
            f"{here}.places",
            f"must be a whole number from 1 to {MAX_PLACES}, not {places!r}",
            f"deve essere un numero intero da 1 a {MAX_PLACES}, non {places!r}",
        )
    return Prize(
        " ".join(name.split()),
        places,
        _categories(source, here, data.get("category")),
        _group(source, here, data.get("group")),
        _rounds(source, here, data.get("rounds")),
        _bool(source, f"{here}.from_bottom", data.get("from_bottom", False)),
        None
        if data.get("pair_category") is None
        else _choice(source, f"{here}.pair_category", data["pair_category"], PAIR_CATEGORIES),
    )


def _categories(source: str, here: str, value: Any) -> tuple[str, ...]:
    if value is None:
        return ()
    values = [value] if isinstance(value, str) else value
    if (
        not isinstance(values, list)
        or not values
        or not all(isinstance(v, str) and v.strip() for v in values)
    ):
        raise _fail(
            source,
            f"{here}.category",
            'must be a category ("B") or a list of them (["C", "D"])',
            'deve essere una categoria ("B") o un elenco di categorie (["C", "D"])',
        )
    return tuple(dict.fromkeys(v.strip().upper() for v in values))


def _group(source: str, here: str, value: Any) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or not value.strip():
        raise _fail(
            source,
            f"{here}.group",
            'must be a group\'s letter ("A")',
            'deve essere la lettera di un girone ("A")',
        )
    return value.strip().upper()


def _rounds(source: str, here: str, value: Any) -> tuple[int, ...]:
    if value is None:
        return ()
    if (
        not isinstance(value, list)
        or not value
        or not all(isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 1000 for v in value)
        or len(set(value)) != len(value)
    ):
        raise _fail(
            source,
            f"{here}.rounds",
            f"must be a list of different round numbers ([4, 5]), not {value!r}",
            f"deve essere un elenco di numeri di turno diversi ([4, 5]), non {value!r}",
        )
    return tuple(sorted(value))


def _bool(source: str, place: str, value: Any) -> bool:
    if not isinstance(value, bool):
        raise _fail(source, place, "must be true or false", "deve essere true o false")
    return value


def _quoted(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def prize_list_toml(plist: PrizeList) -> str:
    """The list as TOML, defaults left out, read back to the same list by ``read_prize_list``."""
    lines = []
    if not plist.one_per_entry:
        lines.append("one_per_entry = false")
    if plist.pair_category != "better":
        lines.append(f"pair_category = {_quoted(plist.pair_category)}")
    if plist.ties != "share":
        lines.append(f"ties = {_quoted(plist.ties)}")
    for prize in plist.prizes:
        lines += ["", "[[prize]]", f"name = {_quoted(prize.name)}", f"places = {prize.places}"]
        if len(prize.categories) == 1:
            lines.append(f"category = {_quoted(prize.categories[0])}")
        elif prize.categories:
            lines.append(f"category = [{', '.join(map(_quoted, prize.categories))}]")
        if prize.group is not None:
            lines.append(f"group = {_quoted(prize.group)}")
        if prize.rounds:
            lines.append(f"rounds = [{', '.join(map(str, prize.rounds))}]")
        if prize.from_bottom:
            lines.append("from_bottom = true")
        if prize.pair_category is not None:
            lines.append(f"pair_category = {_quoted(prize.pair_category)}")
    return "\n".join(lines).lstrip("\n") + "\n"


def check_against(plist: PrizeList, planned_rounds: int, source: str) -> None:
    """Refuse a list that names rounds the tournament does not plan (PrizeListError naming the prize)."""
    for i, prize in enumerate(plist.prizes):
        beyond = [r for r in prize.rounds if r > planned_rounds]
        if beyond:
            raise _fail(
                source,
                f"prize[{i}].rounds",
                f"round {beyond[0]}: the tournament plans {planned_rounds} rounds",
                f"turno {beyond[0]}: il torneo prevede {planned_rounds} turni",
            )


def default_list(groups: Iterable[str | None], places: int) -> PrizeList:
    """The list of a tournament that names none: the first ``places`` of each group (the tournament's own count
    or its ruleset's, ``Setup.prize_count``), as the standings printed them before prize lists were data."""
    labels = list(dict.fromkeys(groups))
    if labels == [None] or not labels:
        return PrizeList((Prize("Classifica", places),)) if places else PrizeList(())
    return PrizeList(
        tuple(Prize(f"Girone {g}" if g else "Classifica", places, group=g) for g in labels) if places else ()
    )


# -- who takes what -------------------------------------------------------------------------------------------


def entry_category(categories: Iterable[str | None], how: str) -> str | None:
    """An entry's category from its players' (A best): the better's, or with ``how = "worse"`` the worse's;
    None when no player has one."""
    known = sorted({c.strip().upper() for c in categories if c and c.strip()})
    if not known:
        return None
    return known[0] if how == "better" else known[-1]


def _span_words(rounds: Sequence[int]) -> tuple[str, str]:
    if len(rounds) > 1 and list(rounds) == list(range(rounds[0], rounds[-1] + 1)):
        return f"rounds {rounds[0]}-{rounds[-1]}", f"turni {rounds[0]}-{rounds[-1]}"
    listed = ", ".join(map(str, rounds))
    return (
        (f"rounds {listed}", f"turni {listed}") if len(rounds) > 1 else (f"round {listed}", f"turno {listed}")
    )


def _figures(ranking: Ranking, score: float, tie: float | None) -> tuple[str, str]:
    def number(value: float) -> str:
        return str(int(value)) if float(value).is_integer() else f"{value:g}"

    en, it = f"{number(score)} {ranking.score_words[0]}", f"{number(score)} {ranking.score_words[1]}"
    if ranking.tie_words is not None and tie is not None:
        en += f", {number(tie)} {ranking.tie_words[0]}"
        it += f", {number(tie)} {ranking.tie_words[1]}"
    return en, it


@dataclass
class _Pool:
    """One prize's candidates in its order, each with the key that says who is level with whom."""

    prize: Prize
    order: list[Placing]
    level: dict[int, tuple[Any, ...]]
    span: Mapping[int, tuple[float, float | None]] | None


def _pool(
    prize: Prize,
    plist: PrizeList,
    ranking: Ranking,
    categories: Mapping[int, Sequence[str | None]],
    position: Mapping[int, int],
) -> _Pool:
    how = prize.pair_category or plist.pair_category
    wanted = []
    for p in ranking.placings:
        if p.status == "excluded" or (prize.from_bottom and p.status != "active"):
            continue  # excluded after a quarrel: nothing; withdrawn: no last place, it did not finish
        if prize.group is not None and (p.group or "").upper() != prize.group:
            continue
        if prize.categories and entry_category(categories.get(p.entry, ()), how) not in prize.categories:
            continue
        wanted.append(p)
    span = ranking.spans.get(prize.rounds) if prize.rounds else None
    if span is not None:
        zero: tuple[float, float | None] = (0, None)
        wanted.sort(
            key=lambda p: (-span.get(p.entry, zero)[0], -(span.get(p.entry, zero)[1] or 0), position[p.entry])
        )
        level: dict[int, tuple[Any, ...]] = {
            p.entry: (*span.get(p.entry, zero), p.group, p.rank) for p in wanted
        }
    else:
        level = {p.entry: (p.group, p.rank) for p in wanted}
    if prize.from_bottom:
        wanted.reverse()
    return _Pool(prize, wanted, level, span)


def allocate(
    plist: PrizeList, ranking: Ranking, categories: Mapping[int, Sequence[str | None]]
) -> list[Award]:
    """Every award of ``plist`` over ``ranking``: prize by prize in list order, each to the first ``places``
    eligible entries in its order (with ``one_per_entry``, an entry already awarded is passed over and the next
    eligible takes the prize); entries level with the last place on every criterion take it as well
    (``ties = "share"``) or are left to the standings' listing order (``"standings"``). ``categories``: each
    entry's players' categories."""
    if ranking.no_prizes is not None:
        return []
    given: dict[int, str] = {}
    out: list[Award] = []
    position = {p.entry: i for i, p in enumerate(ranking.placings)}
    for index, prize in enumerate(plist.prizes):
        pool = _pool(prize, plist, ranking, categories, position)
        taken: list[Placing] = []
        passed: list[Placing] = []
        for p in pool.order:
            if plist.one_per_entry and p.entry in given:
                if not taken:
                    passed.append(p)
                continue
            if len(taken) < prize.places or (
                plist.ties == "share" and pool.level[p.entry] == pool.level[taken[-1].entry]
            ):
                taken.append(p)
            else:
                break
        for i, p in enumerate(taken):
            place = next(j for j, q in enumerate(taken) if pool.level[q.entry] == pool.level[p.entry]) + 1
            why, perche = _why(
                prize, plist, ranking, pool, p, place, passed if i == 0 else [], given, categories
            )
            out.append(Award(prize.name, index, p.entry, place, why, perche))
        for p in taken:
            given.setdefault(p.entry, prize.name)
    return out


def _why(
    prize: Prize,
    plist: PrizeList,
    ranking: Ranking,
    pool: _Pool,
    p: Placing,
    place: int,
    passed: Sequence[Placing],
    given: Mapping[int, str],
    categories: Mapping[int, Sequence[str | None]],
) -> tuple[str, str]:
    """The rule and the figures, in words: «2ª degli ultimi (girone B): 4ª in classifica, 38 V.P., 1210 M.P.»."""
    group_en = f", group {p.group}" if p.group else ""
    group_it = f", girone {p.group}" if p.group else ""
    ordinal_en = (
        "last"
        if prize.from_bottom and place == 1
        else f"{place}. from the bottom"
        if prize.from_bottom
        else f"{place}."
    )
    ordinal_it = (
        "ultima"
        if prize.from_bottom and place == 1
        else f"{place}ª dal fondo"
        if prize.from_bottom
        else f"{place}ª"
    )
    if pool.span is not None:
        score, tie = pool.span.get(p.entry, (0, None))
        span_en, span_it = _span_words(prize.rounds)
        fig_en, fig_it = _figures(ranking, score, tie)
        en = f"{ordinal_en} over {span_en}: {fig_en} (final standings: {p.rank}.{group_en})"
        it = f"{ordinal_it} nei {span_it}: {fig_it} (classifica finale: {p.rank}ª{group_it})"
    else:
        fig_en, fig_it = _figures(ranking, p.score, p.tie)
        en = f"{ordinal_en} eligible: {p.rank}. in the standings{group_en}, {fig_en}"
        it = f"{ordinal_it} tra i premiabili: {p.rank}ª in classifica{group_it}, {fig_it}"
    if prize.categories:
        how = prize.pair_category or plist.pair_category
        cat = entry_category(categories.get(p.entry, ()), how)
        words = (
            ("its better player's", "quella del giocatore migliore")
            if how == "better"
            else ("its worse player's", "quella del giocatore peggiore")
        )
        if len(categories.get(p.entry, ())) > 1:
            en += f"; category {cat} ({words[0]})"
            it += f"; categoria {cat} ({words[1]})"
        else:  # one player (Sicilian Tarot): the player's own category; pair_category does not apply
            en += f"; category {cat}"
            it += f"; categoria {cat}"
    if passed:
        listed = ", ".join(f"{q.entry} («{given[q.entry]}»)" for q in passed)
        en += f"; ahead of it, already awarded: {listed}"
        it += f"; davanti, già premiati: {listed}"
    return en, it
