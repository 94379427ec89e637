"""Reading and validating a burraco ruleset file.

A ruleset is the regulation in data, so a broken one must never half-load: every field is checked
(types, multiples of 5, contiguous VP ranges, VP pairs summing to 20, monotone tables, an award for every
deal count that has a table) and the first problem is reported with the file and the field's path.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from fibur_director.domain.rulesets import FORMAT, SHARED_SECTIONS, RulesetReader, read_toml
from fibur_director.domain.vocabulary import FIRST_ROUND_SEATINGS, LEVELS, TIE_BREAK_KEYS
from fibur_director.games.burraco.ruleset import (
    DEFAULT_PLAUSIBILITY,
    SANCTION_AWARDS,
    TEAMS,
    Award,
    AwardTable,
    CardValues,
    Infraction,
    LateRule,
    Plausibility,
    Ruleset,
    Scoring,
    SubstitutionRule,
    UnmonitoredRule,
    VpRange,
    VpTable,
    WarningRule,
    deal_key,
)

TOP_LEVEL_KEYS = {
    "format", "id", "name", "source", "scoring", "round_time", "vp_tables", "warnings", "late",
    "sanctions", "unmonitored_difference", "bye", "rests", "substitutions", "standings", "articles",
    "plausibility", "first_round", "score_sheet", "later_rounds", *SHARED_SECTIONS,
}  # fmt: skip
# The articles the desk cites when it refuses by a rule of its own ruleset (docs/rulesets.md, [articles]).
ARTICLE_KEYS = ("corrections", "late_entry", "withdrawal", "interruption", "score_sheet", "group_split")
# Keys a ruleset may leave out, with the words cited then: ``plan``, where the code has the pairing system
# announced before the start (IT/REV Art. 2), which a round departing from the plan names.
OPTIONAL_ARTICLES = {"plan": "open"}


class _Reader(RulesetReader):
    """The shared reader, with the figures only burraco has: points in multiples of 5 and VP from 0 to 20."""

    def points_at(self, data: Mapping[str, Any], key: str, path: str, *, minimum: int | None = None) -> int:
        return self.points(self.get(data, key, path), self.join(path, key), minimum=minimum)

    def points(self, value: Any, field: str, *, minimum: int | None = None) -> int:
        number = self.check_int(value, field, minimum=minimum)
        if number % 5:
            raise self.fail(
                field,
                f"{number} is not a multiple of 5 (burraco points always are)",
                f"{number} non è un multiplo di 5 (i punti del burraco lo sono sempre)",
            )
        return number

    def vp(self, value: Any, field: str) -> int:
        number = self.check_int(value, field, minimum=0)
        if number > 20:
            raise self.fail(
                field, f"VP must be 0 to 20, not {number}", f"i V.P. vanno da 0 a 20, non {number}"
            )
        return number


def load_ruleset(path: Path) -> Ruleset:
    """Load and validate one ruleset file; raise RulesetError naming the file and field otherwise."""
    return parse_burraco(path.name, read_toml(path))


def parse_burraco(file: str, data: Mapping[str, Any]) -> Ruleset:
    """A burraco ruleset from the parsed TOML of ``file`` (the folder's loader, ``domain.rulesets``, calls it by
    the file's ``game`` key)."""
    return _parse(_Reader(file), data)


def _parse(r: _Reader, data: Mapping[str, Any]) -> Ruleset:
    r.only(
        data,
        TOP_LEVEL_KEYS,
        "",
        "a ruleset field (misspelt?)",
        "un campo del regolamento (errore di battitura?)",
    )
    if r.integer(data, "format", "") != FORMAT:
        raise r.fail(
            "format",
            f"this program reads ruleset format {FORMAT}",
            f"questo programma legge il formato {FORMAT}",
        )

    tables = _vp_tables(r, data)
    keys = {deal_key(d, t.teams) for t in tables for d in t.deals}
    round_time = r.table(data, "round_time", "")
    minutes = r.table(round_time, "minutes", "round_time")
    round_minutes = {}
    for key, value in minutes.items():
        if not key.isdigit():
            raise r.fail(
                f"round_time.minutes.{key}", "keys are deal counts", "le chiavi sono numeri di smazzate"
            )
        round_minutes[int(key)] = r.check_int(value, f"round_time.minutes.{key}", minimum=1)

    sanctions = r.table(data, "sanctions", "")
    for name in sanctions:
        if name not in SANCTION_AWARDS:
            raise r.fail(f"sanctions.{name}", "is not a known sanction", "non è una sanzione prevista")
    awards = {
        name: _awards(r, r.table(sanctions, name, "sanctions"), f"sanctions.{name}", keys)
        for name in SANCTION_AWARDS
    }
    absent_first = r.table(sanctions, "absent_first", "sanctions")

    standings = r.table(data, "standings", "")
    tie_break = r.get(standings, "tie_break", "standings")
    if (
        not isinstance(tie_break, list)
        or not tie_break
        or any(k not in TIE_BREAK_KEYS for k in tie_break)
        or len(set(tie_break)) != len(tie_break)
    ):
        raise r.fail(
            "standings.tie_break",
            f"must list distinct keys among {', '.join(TIE_BREAK_KEYS)}",
            f"deve elencare chiavi distinte tra {', '.join(TIE_BREAK_KEYS)}",
        )
    rests = r.table(data, "rests", "")
    substitutions = r.table(data, "substitutions", "")
    fraction = r.get(substitutions, "before_fraction_of_rounds", "substitutions")
    if isinstance(fraction, bool) or not isinstance(fraction, int | float) or not 0 <= fraction <= 1:
        raise r.fail(
            "substitutions.before_fraction_of_rounds", "must be between 0 and 1", "deve essere tra 0 e 1"
        )

    return Ruleset(
        id=r.text(data, "id", ""),
        name=r.text(data, "name", ""),
        source=r.text(data, "source", ""),
        file=r.file,
        scoring=_scoring(r, r.table(data, "scoring", "")),
        round_time_article=r.text(round_time, "article", "round_time"),
        round_minutes=round_minutes,
        max_round_reduction=r.integer(round_time, "max_reduction_minutes", "round_time", minimum=0),
        reduction_levels=_levels(r, round_time, "reduction_levels", "round_time"),
        vp_tables=tables,
        warnings=_warnings(r, r.table(data, "warnings", "")),
        late=_late(r, r.table(data, "late", "")),
        sanctions=awards,
        absent_first_rounds=r.integer(absent_first, "rounds", "sanctions.absent_first", minimum=0),
        unmonitored=_unmonitored(r, r.table(data, "unmonitored_difference", "")),
        bye=_awards(r, r.table(data, "bye", ""), "bye", keys),
        rests_article=r.text(rests, "article", "rests"),
        max_rests_per_session=r.integer(rests, "max_per_session", "rests", minimum=1),
        substitutions=SubstitutionRule(
            article=r.text(substitutions, "article", "substitutions"),
            before_fraction_of_rounds=float(fraction),
            max_per_pair=r.integer(substitutions, "max_per_pair", "substitutions", minimum=0),
        ),
        standings_article=r.text(standings, "article", "standings"),
        articles=_articles(r, r.table(data, "articles", "")),
        tie_break=tuple(tie_break),
        verification_minutes=r.integer(standings, "verification_minutes", "standings", minimum=0),
        prizes=r.integer(standings, "prizes", "standings", minimum=0),
        prizes_article=r.text(standings, "prizes_article", "standings"),
        plausibility=_plausibility(r, data),
        sheet_deals=_sheet_deals(r, data),
        **_first_round(r, data),
        **_later_rounds(r, data),
    )


def _sheet_deals(r: _Reader, data: Mapping[str, Any]) -> bool:
    """Optional ``[score_sheet] deals``: whether the paper sheet is written deal by deal (the default, as the
    sheets this program prints) or carries totals only; the phones' page asks for what the paper has."""
    if "score_sheet" not in data:
        return True
    table = r.table(data, "score_sheet", "")
    r.only(
        table,
        {"deals"},
        "score_sheet",
        "a score sheet field (misspelt?)",
        "un campo del referto (errore di battitura?)",
    )
    deals = r.get(table, "deals", "score_sheet")
    if not isinstance(deals, bool):
        raise r.fail("score_sheet.deals", "must be true or false", "deve essere true o false")
    return deals


def _first_round(r: _Reader, data: Mapping[str, Any]) -> dict[str, Any]:
    """Optional ``[first_round]``: ``seating``, the methods the code allows, and its ``article``."""
    if "first_round" not in data:
        return {}
    table = r.table(data, "first_round", "")
    seating = r.get(table, "seating", "first_round")
    if (
        not isinstance(seating, list)
        or not seating
        or any(m not in FIRST_ROUND_SEATINGS for m in seating)
        or len(set(seating)) != len(seating)
    ):
        raise r.fail(
            "first_round.seating",
            f"must list distinct methods among {', '.join(FIRST_ROUND_SEATINGS)}",
            f"deve elencare metodi distinti tra {', '.join(FIRST_ROUND_SEATINGS)}",
        )
    return {
        "first_round_seating": tuple(seating),
        "first_round_article": r.text(table, "article", "first_round"),
    }


# The pairing systems a ruleset may restrict its later rounds to (``domain.vocabulary.SYSTEMS`` less the ones no
# plan names: "manual" is an edited round, "tarot" another game's).
PLAN_SYSTEMS = ("mitchell", "danish", "danish-modified", "danish-norepeat", "italian", "giallo")


def _later_rounds(r: _Reader, data: Mapping[str, Any]) -> dict[str, Any]:
    """Optional ``[later_rounds]``: ``methods``, the pairing systems the code allows after the first round
    (FED85 Art. 9: by the VP obtained, so the Danish ones), and its ``article``."""
    if "later_rounds" not in data:
        return {}
    table = r.table(data, "later_rounds", "")
    r.only(
        table,
        {"methods", "article"},
        "later_rounds",
        "a later-rounds field (misspelt?)",
        "un campo dei turni successivi (errore di battitura?)",
    )
    methods = r.get(table, "methods", "later_rounds")
    if (
        not isinstance(methods, list)
        or not methods
        or any(m not in PLAN_SYSTEMS for m in methods)
        or len(set(methods)) != len(methods)
    ):
        raise r.fail(
            "later_rounds.methods",
            f"must list distinct methods among {', '.join(PLAN_SYSTEMS)}",
            f"deve elencare metodi distinti tra {', '.join(PLAN_SYSTEMS)}",
        )
    return {
        "later_round_methods": tuple(methods),
        "later_rounds_article": r.text(table, "article", "later_rounds"),
    }


def _levels(r: _Reader, table: Mapping[str, Any], key: str, path: str) -> tuple[str, ...]:
    value = r.get(table, key, path)
    if not isinstance(value, list) or any(v not in LEVELS for v in value):
        raise r.fail(
            f"{path}.{key}",
            f"must list levels among {', '.join(LEVELS)}",
            f"deve elencare livelli tra {', '.join(LEVELS)}",
        )
    return tuple(value)


def _plausibility(r: _Reader, data: Mapping[str, Any]) -> Plausibility:
    """Optional: without ``[plausibility]`` the defaults apply (DEFAULT_PLAUSIBILITY, docs/rulesets.md)."""
    if "plausibility" not in data:
        return DEFAULT_PLAUSIBILITY
    table = r.table(data, "plausibility", "")
    r.only(
        table,
        {"article", "points_per_deal", "difference_factor"},
        "plausibility",
        "a plausibility field (misspelt?)",
        "un campo della plausibilità (errore di battitura?)",
    )
    field = "plausibility.points_per_deal"
    low, high = r.int_list(r.get(table, "points_per_deal", "plausibility"), field, 2)
    low, high = r.points(low, field), r.points(high, field)
    if not low < 0 < high:
        raise r.fail(
            field,
            f"must be [lowest, highest] with lowest < 0 < highest, not [{low}, {high}]",
            f"deve essere [minimo, massimo] con minimo < 0 < massimo, non [{low}, {high}]",
        )
    factor = r.get(table, "difference_factor", "plausibility")
    if isinstance(factor, bool) or not isinstance(factor, int | float) or factor < 1:
        raise r.fail(
            "plausibility.difference_factor",
            "must be a number of at least 1",
            "deve essere un numero almeno 1",
        )
    return Plausibility(r.text(table, "article", "plausibility"), (low, high), float(factor))


def _vp_tables(r: _Reader, data: Mapping[str, Any]) -> tuple[VpTable, ...]:
    raw = r.get(data, "vp_tables", "")
    if not isinstance(raw, list) or not raw:
        raise r.fail("vp_tables", "must list at least one table", "deve contenere almeno una tabella")
    tables: list[VpTable] = []
    seen: dict[str, int] = {}
    for index, table in enumerate(raw):
        path = f"vp_tables[{index}]"
        if not isinstance(table, dict):
            raise r.fail(path, "must be a table", "deve essere una tabella")
        deals = r.int_list(r.get(table, "deals", path), f"{path}.deals")
        if not deals:
            raise r.fail(
                f"{path}.deals",
                "must list at least one deal count",
                "deve elencare almeno un numero di smazzate",
            )
        deal_counts = tuple(r.check_int(d, f"{path}.deals", minimum=1) for d in deals)
        teams = r.boolean(table, "teams", path)
        for d in deal_counts:
            key = f"{d}/{teams}"
            if key in seen:
                raise r.fail(
                    f"{path}.deals",
                    f"{d} deals{' (teams)' if teams else ''} already has a table (vp_tables[{seen[key]}])",
                    f"{d} smazzate{' (squadre)' if teams else ''} hanno già una tabella (vp_tables[{seen[key]}])",
                )
            seen[key] = index
        tables.append(
            VpTable(
                article=r.text(table, "article", path),
                deals=deal_counts,
                teams=teams,
                ranges=_ranges(r, table, path),
            )
        )
    return tuple(tables)


def _ranges(r: _Reader, table: Mapping[str, Any], path: str) -> tuple[VpRange, ...]:
    raw = r.get(table, "ranges", path)
    if not isinstance(raw, list) or not raw:
        raise r.fail(f"{path}.ranges", "must list the MP ranges", "deve elencare gli intervalli di M.P.")
    rows: list[VpRange] = []
    for index, item in enumerate(raw):
        field = f"{path}.ranges[{index}]"
        low, high, winner, loser = r.int_list(item, field, 4)
        low = r.points(low, field, minimum=0)
        high = r.points(high, field, minimum=0)
        rows.append(_row(r, field, low, high, r.vp(winner, field), r.vp(loser, field), rows))
    over = r.int_list(r.get(table, "over", path), f"{path}.over", 3)
    limit = r.points(over[0], f"{path}.over")
    if limit != rows[-1].mp_to:
        raise r.fail(
            f"{path}.over",
            f"'over' must start where the last range ends ({rows[-1].mp_to}), not at {limit}",
            f"'oltre' deve partire dove finisce l'ultimo intervallo ({rows[-1].mp_to}), non da {limit}",
        )
    rows.append(
        _row(
            r,
            f"{path}.over",
            limit + 5,
            None,
            r.vp(over[1], f"{path}.over"),
            r.vp(over[2], f"{path}.over"),
            rows,
        )
    )
    return tuple(rows)


def _row(
    r: _Reader, field: str, low: int, high: int | None, winner: int, loser: int, previous: list[VpRange]
) -> VpRange:
    if high is not None and high < low:
        raise r.fail(field, f"range {low}–{high} runs backwards", f"l'intervallo {low}–{high} è invertito")
    expected = previous[-1].mp_to + 5 if previous and previous[-1].mp_to is not None else 0
    if low != expected:
        raise r.fail(
            field,
            f"range starts at {low} but must start at {expected} (ranges are contiguous, from 0, in steps of 5)",
            f"l'intervallo inizia da {low} ma deve iniziare da {expected} (intervalli contigui da 0, a passi di 5)",
        )
    if winner + loser != 20:
        raise r.fail(
            field, f"VP {winner}-{loser} do not sum to 20", f"i V.P. {winner}-{loser} non sommano a 20"
        )
    if not previous and winner != 10:
        raise r.fail(field, "a difference of 0 must give 10-10", "una differenza di 0 deve dare 10-10")
    if previous and winner <= previous[-1].winner_vp:
        raise r.fail(
            field,
            f"VP must grow with the MP difference ({winner} after {previous[-1].winner_vp})",
            f"i V.P. devono crescere con la differenza di M.P. ({winner} dopo {previous[-1].winner_vp})",
        )
    return VpRange(low, high, winner, loser)


def _articles(r: _Reader, table: Mapping[str, Any]) -> Mapping[str, str]:
    known = (*ARTICLE_KEYS, *OPTIONAL_ARTICLES)
    extra = sorted(set(table) - set(known))
    if extra:
        raise r.fail(
            f"articles.{extra[0]}",
            f"is not one of {', '.join(known)}",
            f"non è tra {', '.join(known)}",
        )
    optional = {
        key: r.text(table, key, "articles") if key in table else words
        for key, words in OPTIONAL_ARTICLES.items()
    }
    return {**{key: r.text(table, key, "articles") for key in ARTICLE_KEYS}, **optional}


def _awards(r: _Reader, table: Mapping[str, Any], path: str, keys: set[str]) -> AwardTable:
    awards: dict[str, Award] = {}
    for key, value in table.items():
        if key == "article" or (key == "rounds" and path == "sanctions.absent_first"):
            continue
        field = f"{path}.{key}"
        if key not in keys:
            raise r.fail(
                field,
                f"there is no VP table for '{key}' (tables exist for {', '.join(sorted(keys))})",
                f"non c'è una tabella V.P. per '{key}' (esistono per {', '.join(sorted(keys))})",
            )
        vp, mp = r.int_list(value, field, 2)
        awards[key] = Award(vp=r.vp(vp, field), mp=r.points(mp, field))
    for key in sorted(keys):
        if key not in awards:
            raise r.fail(
                f"{path}.{key}",
                "is missing: every deal count with a VP table needs this figure",
                "manca: ogni numero di smazzate con una tabella V.P. richiede questo valore",
            )
    return AwardTable(article=r.text(table, "article", path), awards=awards)


def _scoring(r: _Reader, table: Mapping[str, Any]) -> Scoring:
    cards = r.table(table, "card_values", "scoring")

    def optional(key: str) -> int | None:
        return r.points(table[key], f"scoring.{key}") if key in table else None

    return Scoring(
        article=r.text(table, "article", "scoring"),
        burraco_pulito=r.points_at(table, "burraco_pulito", "scoring"),
        burraco_sporco=r.points_at(table, "burraco_sporco", "scoring"),
        chiusura=r.points_at(table, "chiusura", "scoring"),
        pozzetto_non_preso=r.points_at(table, "pozzetto_non_preso", "scoring"),
        burraco_semipulito=optional("burraco_semipulito"),
        burraco_revolution=optional("burraco_revolution"),
        card_values=CardValues(
            article=r.text(cards, "article", "scoring.card_values"),
            **{
                name: r.points_at(cards, name, "scoring.card_values", minimum=5)
                for name in ("jolly", "pinella", "asso", "figure_e_alte", "basse")
            },
        ),
    )


def _warnings(r: _Reader, table: Mapping[str, Any]) -> WarningRule:
    raw = table.get("infractions", [])
    if not isinstance(raw, list):
        raise r.fail(
            "warnings.infractions",
            "must be a list of [[warnings.infractions]] tables",
            "deve essere una lista di tabelle [[warnings.infractions]]",
        )
    infractions: list[Infraction] = []
    for index, item in enumerate(raw):
        path = f"warnings.infractions[{index}]"
        if not isinstance(item, dict):
            raise r.fail(path, "must be a table", "deve essere una tabella")
        extra = sorted(set(item) - {"key", "article", "it", "en", "monitored"})
        if extra:
            raise r.fail(f"{path}.{extra[0]}", "is not an infraction field", "non è un campo dell'infrazione")
        key = r.text(item, "key", path)
        if any(i.key == key for i in infractions):
            raise r.fail(f"{path}.key", f"{key!r} is listed twice", f"{key!r} compare due volte")
        monitored = item.get("monitored", False)
        if not isinstance(monitored, bool):
            raise r.fail(f"{path}.monitored", "must be true or false", "deve essere true o false")
        infractions.append(
            Infraction(
                key,
                r.text(item, "article", path),
                r.text(item, "it", path),
                r.text(item, "en", path),
                monitored,
            )
        )
    return WarningRule(
        article=r.text(table, "article", "warnings"),
        per_deduction=r.integer(table, "per_deduction", "warnings", minimum=1),
        vp_deduction=r.integer(table, "vp_deduction", "warnings", minimum=0),
        infractions=tuple(infractions),
    )


def _late(r: _Reader, table: Mapping[str, Any]) -> LateRule:
    warning_up_to = r.integer(table, "warning_up_to_minutes", "late", minimum=0)
    steps: list[tuple[int, int]] = []
    raw = r.get(table, "bonus", "late")
    if not isinstance(raw, list):
        raise r.fail(
            "late.bonus", "must be a list of [minutes, MP]", "deve essere una lista di [minuti, M.P.]"
        )
    previous = warning_up_to
    for index, step in enumerate(raw):
        field = f"late.bonus[{index}]"
        minutes, bonus = r.int_list(step, field, 2)
        minutes = r.check_int(minutes, field)
        if minutes <= previous:
            raise r.fail(
                field,
                f"minutes must increase ({minutes} after {previous})",
                f"i minuti devono crescere ({minutes} dopo {previous})",
            )
        steps.append((minutes, r.points(bonus, field, minimum=0)))
        previous = minutes
    room = r.text(table, "team_bonus_room", "late")
    if room not in ("open", "closed"):
        raise r.fail("late.team_bonus_room", "must be 'open' or 'closed'", "deve essere 'open' o 'closed'")
    return LateRule(
        article=r.text(table, "article", "late"),
        warning_up_to_minutes=warning_up_to,
        bonus=tuple(steps),
        team_bonus_room=room,
    )


def _unmonitored(r: _Reader, table: Mapping[str, Any]) -> UnmonitoredRule:
    raw_caps = r.table(table, "caps", "unmonitored_difference")
    caps: dict[int, tuple[int, int]] = {}
    for vp in range(10, 21):
        field = f"unmonitored_difference.caps.{vp}"
        if str(vp) not in raw_caps:
            raise r.fail(
                field,
                "is missing (every result from 10-10 to 20-0 needs a cap)",
                "manca (serve un valore per ogni risultato da 10-10 a 20-0)",
            )
        winner, loser = r.int_list(raw_caps[str(vp)], field, 2)
        caps[vp] = (r.vp(winner, field), r.vp(loser, field))
    extra = sorted(set(raw_caps) - {str(v) for v in range(10, 21)})
    if extra:
        raise r.fail(
            f"unmonitored_difference.caps.{extra[0]}", "is not a VP from 10 to 20", "non è un V.P. da 10 a 20"
        )
    return UnmonitoredRule(
        article=r.text(table, "article", "unmonitored_difference"),
        threshold_mp=r.points(
            r.get(table, "threshold_mp", "unmonitored_difference"),
            "unmonitored_difference.threshold_mp",
            minimum=0,
        ),
        annulled_mp=r.points_at(table, "annulled_mp", "unmonitored_difference"),
        levels=_levels(r, table, "levels", "unmonitored_difference"),
        caps=caps,
    )


__all__ = ["TEAMS", "load_ruleset", "parse_burraco"]
