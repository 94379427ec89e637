"""Each entry's score in each round, and the standings (DIGEST §3, §4, §7).

``round_scores`` turns every table (every match for teams) into VP and MP for both sides, applying the
sanctions of DIGEST §4 with the figures of the ruleset; ``standings`` adds them up, takes off the warning
deductions and orders by the ruleset's tie-break chain, per group when groups exist.

When several sanctions touch one table the first of this order decides it, because each later one presumes
the table was played: a withdrawal, then an absence, then a table decided as a whole (both abandoned,
misconduct, lost score sheet), then lateness or leaving during the round, then the played result with its
bonuses, awards and the unmonitored-difference cap. Every score says which rule produced it.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from fibur_director.domain.tournament import PlayedTable, Round, Sanction, Tournament
from fibur_director.games.burraco.ruleset import Award, Ruleset, VpRange


@dataclass(frozen=True, slots=True)
class Score:
    """One entry's score in one round; ``how`` names the rule (``result``, ``bye``, ``forfeit_win`` ...)."""

    entry: int
    round: int
    vp: int
    mp: int
    points: int
    how: str
    article: str | None = None


@dataclass(frozen=True)
class Standing:
    rank: int
    entry: int
    vp: int  # after the warning deduction
    mp: int
    points: int
    vp_deduction: int
    warnings: int
    group: str | None
    rounds: int  # rounds with a score
    status: str = "active"  # "withdrawn" (keeps its place) or "excluded" (quarrel: out, listed last)

    def ranked(self, rank: int) -> Standing:
        # Spelled out: dataclasses.replace costs more than the whole sort on a field of 500.
        return Standing(
            rank,
            self.entry,
            self.vp,
            self.mp,
            self.points,
            self.vp_deduction,
            self.warnings,
            self.group,
            self.rounds,
            self.status,
        )

    def as_dict(self) -> dict[str, object]:
        return {
            "rank": self.rank,
            "entry": self.entry,
            "vp": self.vp,
            "mp": self.mp,
            "vp_deduction": self.vp_deduction,
            "group": self.group,
            "points": self.points,
            "warnings": self.warnings,
            "status": self.status,
        }


@dataclass(frozen=True, slots=True)
class _SideScore:
    vp: int
    mp: int
    points: int
    how: str
    article: str | None


# A unit's scores by side ("home", "away"); a side without a score (out after a quarrel) maps to None, and a
# unit still being played decides nothing: an empty dict.
_Outcome = dict[str, _SideScore | None]


@dataclass(frozen=True)
class _Unit:
    """What is scored as one: a table, or the two rooms of a team match (home = open room's North-South)."""

    home: tuple[int, ...]
    away: tuple[int, ...]
    tables: tuple[PlayedTable, ...]

    def side_of(self, entry: int) -> str | None:
        return "home" if entry in self.home else "away" if entry in self.away else None

    def points(self) -> tuple[int, int] | None:
        if any(t.result is None for t in self.tables):
            return None
        home = away = 0
        for table in self.tables:
            assert table.result is not None
            if table.ns == self.home:
                home, away = home + table.result.ns_points, away + table.result.ew_points
            else:
                home, away = home + table.result.ew_points, away + table.result.ns_points
        return home, away


def _units(rnd: Round, teams: bool) -> list[_Unit]:
    if not teams:
        return [_Unit(t.ns, t.ew, (t,)) for t in rnd.tables]
    matches: dict[int, list[PlayedTable]] = defaultdict(list)
    for table in rnd.tables:
        matches[table.match or 0].append(table)
    units = []
    for tables in matches.values():
        ordered = sorted(tables, key=lambda t: t.room != "open")
        units.append(_Unit(ordered[0].ns, ordered[0].ew, tuple(ordered)))
    return units


class _Rules:
    """The ruleset's figures for this tournament's deal count and kind."""

    def __init__(self, ruleset: Ruleset, deals: int, teams: bool) -> None:
        self.ruleset = ruleset
        self.deals = deals
        self.teams = teams
        self.table = ruleset.vp_table(deals, teams=teams)
        # A tournament sees a few hundred distinct differences; the row search runs once per difference.
        self._rows: dict[int, VpRange] = {}

    def award(self, name: str, how: str | None = None) -> _SideScore:
        award: Award = self.ruleset.award(name, self.deals, teams=self.teams)
        return _SideScore(award.vp, award.mp, 0, how or name, self.ruleset.sanctions[name].article)

    def losing(self, name: str, how: str) -> _SideScore:
        """The other side of a win award: 20 minus its VP and its MP negative (DIGEST §4)."""
        award = self.award(name)
        return _SideScore(20 - award.vp, -award.mp, 0, how, award.article)

    def played(self, mine: int, theirs: int) -> _SideScore:
        difference = mine - theirs
        size = abs(difference)
        row = self._rows.get(size)
        if row is None:
            row = self._rows[size] = self.table.row_for(size)
        vp = row.winner_vp if difference >= 0 else row.loser_vp
        return _SideScore(vp, difference, mine, "result", self.table.article)


def _withdrawal_state(entry: int, number: int, withdrawals: dict[int, Sanction]) -> str | None:
    """None (playing), "quarrel" (the quarrel round itself), "out" (excluded after a quarrel) or "absent"
    (withdrew and told the director: an absent pair from its first round away, IT/REV Art. 38)."""
    sanction = withdrawals.get(entry)
    if sanction is None or sanction.from_round is None or number < sanction.from_round:
        return None
    if sanction.quarrel:
        return "quarrel" if number == sanction.from_round else "out"
    return "absent"


def _absent_rounds(tournament: Tournament, withdrawals: dict[int, Sanction]) -> dict[int, list[int]]:
    """Each entry's absent rounds, in order: the rounds of its ``absent`` sanctions and, for an entry that
    withdrew with notice, every round from its withdrawal on (IT/REV Art. 38: the same absent pair, 7 VP for
    its first rounds away, then 0)."""
    absences: dict[int, set[int]] = defaultdict(set)
    for s in tournament.sanctions:
        if s.type == "absent" and s.entry is not None and s.round is not None:
            absences[s.entry].add(s.round)
    for entry, sanction in withdrawals.items():
        if not sanction.quarrel and sanction.from_round is not None:
            absences[entry].update(r.number for r in tournament.rounds if r.number >= sanction.from_round)
    return {entry: sorted(rounds) for entry, rounds in absences.items()}


def round_scores(tournament: Tournament, ruleset: Ruleset, *, up_to_round: int | None = None) -> list[Score]:
    """Every entry's score in every round played so far (tables without a result or a deciding sanction
    are still being played and give no score)."""
    setup = tournament.setup
    rules = _Rules(ruleset, setup.deals_per_round, setup.kind == "teams")
    withdrawals = {s.entry: s for s in tournament.sanctions if s.type == "withdrawal" and s.entry is not None}
    absences = _absent_rounds(tournament, withdrawals)

    scores: list[Score] = []
    for rnd in sorted(tournament.rounds, key=lambda r: r.number):
        if up_to_round is not None and rnd.number > up_to_round:
            break
        scores.extend(_table_scores(rnd, tournament.sanctions, withdrawals, absences, rules, ruleset))
        scores.extend(_bye_scores(rnd, withdrawals, absences, rules, ruleset))
        scores.extend(_unseated_absent_scores(rnd, absences, rules, ruleset))
    return scores


def _table_scores(
    rnd: Round,
    sanctions: Sequence[Sanction],
    withdrawals: dict[int, Sanction],
    absences: dict[int, list[int]],
    rules: _Rules,
    ruleset: Ruleset,
) -> list[Score]:
    """The scores of the round's tables (matches for teams), in seating order."""
    here = [s for s in sanctions if s.round == rnd.number]
    # Most tables have no sanction: they skip the rule chain (this runs after every result entered).
    special = {s.entry for s in here} | set(withdrawals) | {e for e, r in absences.items() if rnd.number in r}
    sanctioned_tables = {s.table for s in here if s.table is not None}
    quiet = not special and not sanctioned_tables
    scores: list[Score] = []
    for unit in _units(rnd, rules.teams):
        plain = quiet or (
            special.isdisjoint(unit.home + unit.away)
            and all(t.number not in sanctioned_tables for t in unit.tables)
        )
        if plain:
            decided = _played_unit(unit, rules)
        else:
            decided = _score_unit(unit, rnd, here, withdrawals, absences, rules, ruleset)
        for side, entries in (("home", unit.home), ("away", unit.away)):
            result = decided.get(side)
            if result is not None:
                for e in entries:
                    scores.append(
                        Score(e, rnd.number, result.vp, result.mp, result.points, result.how, result.article)
                    )
    return scores


def _played_unit(unit: _Unit, rules: _Rules) -> _Outcome:
    """A unit no sanction touches: its result through the VP table, nothing while a table is still playing."""
    if len(unit.tables) == 1:
        played = unit.tables[0].result
        points = None if played is None else (played.ns_points, played.ew_points)
    else:
        points = unit.points()
    if points is None:
        return {}
    return {"home": rules.played(*points), "away": rules.played(points[1], points[0])}


def _bye_scores(
    rnd: Round,
    withdrawals: dict[int, Sanction],
    absences: dict[int, list[int]],
    rules: _Rules,
    ruleset: Ruleset,
) -> list[Score]:
    """The bye of each entry resting this round, unless it withdrew or is absent."""
    bye = ruleset.bye_award(rules.deals, teams=rules.teams)
    return [
        Score(entry, rnd.number, bye.vp, bye.mp, 0, "bye", ruleset.bye.article)
        for entry in rnd.rest
        if _withdrawal_state(entry, rnd.number, withdrawals) is None
        and rnd.number not in absences.get(entry, ())
    ]


def _unseated_absent_scores(
    rnd: Round, absences: dict[int, list[int]], rules: _Rules, ruleset: Ruleset
) -> list[Score]:
    """An absent entry scores its absence in every round it is away, seated or not: resting gives it no bye,
    and one left out of the seating (a giallo player, an older file) keeps its place all the same."""
    seated = {e for t in rnd.tables for e in t.entries()}
    return [
        _absent_score(entry, rnd.number, rounds, rules, ruleset)
        for entry, rounds in absences.items()
        if rnd.number in rounds and entry not in seated
    ]


def _absent_award(nth: int, rules: _Rules, ruleset: Ruleset) -> _SideScore:
    name = "absent_first" if nth <= ruleset.absent_first_rounds else "absent_later"
    return rules.award(name, "absent")


def _absent_score(entry: int, number: int, rounds: list[int], rules: _Rules, ruleset: Ruleset) -> Score:
    award = _absent_award(rounds.index(number) + 1, rules, ruleset)
    return Score(entry, number, award.vp, award.mp, 0, award.how, award.article)


_SIDES = ("home", "away")
_OTHER = {"home": "away", "away": "home"}


@dataclass(frozen=True)
class _UnitCase:
    """One sanctioned unit in one round, with what every rule step reads."""

    unit: _Unit
    round: int
    sanctions: Sequence[Sanction]  # the round's
    withdrawals: dict[int, Sanction]
    absences: dict[int, list[int]]
    rules: _Rules
    ruleset: Ruleset
    points: tuple[int, int] | None

    def entries(self, side: str) -> tuple[int, ...]:
        return self.unit.home if side == "home" else self.unit.away

    def real(self, side: str) -> _SideScore | None:
        """The side's score from the points played, None while the unit is still being played."""
        if self.points is None:
            return None
        mine, theirs = self.points if side == "home" else (self.points[1], self.points[0])
        return self.rules.played(mine, theirs)

    def better_of(self, side: str, award: _SideScore) -> _SideScore:
        """An innocent side keeps its real score when it had already scored more (IT Art. 38, 39)."""
        played = self.real(side)
        return played if played is not None and played.mp > award.mp else award

    def on_table(self) -> list[Sanction]:
        """The round's sanctions recorded on one of the unit's tables."""
        numbers = {t.number for t in self.unit.tables}
        return [s for s in self.sanctions if s.table in numbers]


def _score_unit(
    unit: _Unit,
    rnd: Round,
    sanctions: Sequence[Sanction],
    withdrawals: dict[int, Sanction],
    absences: dict[int, list[int]],
    rules: _Rules,
    ruleset: Ruleset,
) -> _Outcome:
    """A unit some sanction touches: the first rule step that decides it, in the order of the module's
    docstring (each later step presumes the table was played)."""
    case = _UnitCase(unit, rnd.number, sanctions, withdrawals, absences, rules, ruleset, unit.points())
    for step in (_quarrel_exclusion, _absence, _table_decided_whole, _lateness_forfeit):
        outcome = step(case)
        if outcome is not None:
            return outcome
    return _played_with_sanctions(case)


# The sanctions that decide a whole table (step 3), in words.
_WHOLE_TABLE = {
    "both_abandoned": ("both sides abandoning it", "l'abbandono di entrambe le parti"),
    "suspended_misconduct": ("its suspension for misconduct", "la sospensione per scorrettezza"),
    "correction_cancelled": ("its cancelled correction (7-7)", "la correzione annullata (7-7)"),
    "lost_score_sheet": ("its lost score sheet", "lo score smarrito"),
    "lost_score_sheet_advantage": ("its lost score sheet", "lo score smarrito"),
}


@dataclass(frozen=True)
class Decider:
    """What decides a table instead of the points played on it, in both languages, with its article."""

    english: str
    italian: str
    article: str


def decided_without_points(
    tournament: Tournament, ruleset: Ruleset, round_number: int, entry: int
) -> Decider | None:
    """The rule step that decides ``entry``'s table (a team's match) in round ``round_number`` before the
    points played are read (steps 1-4 of the module's order: a quarrel, an absence, the table decided as a
    whole, a lateness over the limit or leaving during the round), or None when its points decide it. A
    referee's award adds points to a result played (DIGEST §4), so it changes nothing at such a table."""
    rnd = tournament.round(round_number)
    if rnd is None:
        return None
    setup = tournament.setup
    rules = _Rules(ruleset, setup.deals_per_round, setup.kind == "teams")
    unit = next((u for u in _units(rnd, rules.teams) if u.side_of(entry)), None)
    if unit is None:
        return None
    withdrawals = {s.entry: s for s in tournament.sanctions if s.type == "withdrawal" and s.entry is not None}
    here = [s for s in tournament.sanctions if s.round == round_number]
    case = _UnitCase(
        unit,
        round_number,
        here,
        withdrawals,
        _absent_rounds(tournament, withdrawals),
        rules,
        ruleset,
        unit.points(),
    )
    withdrawal, late = ruleset.articles["withdrawal"], ruleset.late.article
    steps = (
        (_quarrel_exclusion, ("an exclusion after a quarrel", "un'esclusione per lite"), withdrawal),
        (_absence, ("an absence", "un'assenza"), withdrawal),
        (_table_decided_whole, None, None),
        (
            _lateness_forfeit,
            (
                "a lateness over the limit or leaving the table",
                "un ritardo oltre il limite o un abbandono del tavolo",
            ),
            late,
        ),
    )
    for step, words, article in steps:
        outcome = step(case)
        if not outcome:
            continue
        if words is None or article is None:
            decided = next(s for s in outcome.values() if s is not None)
            words, article = _WHOLE_TABLE[decided.how], decided.article or ""
        return Decider(words[0], words[1], article)
    return None


def _quarrel_state(case: _UnitCase, side: str) -> str | None:
    """ "quarrel" or "out" when one of the side's entries was excluded after a quarrel (the first found)."""
    return next(
        (
            found
            for e in case.entries(side)
            if (found := _withdrawal_state(e, case.round, case.withdrawals)) in ("quarrel", "out")
        ),
        None,
    )


def _quarrel_exclusion(case: _UnitCase) -> _Outcome | None:
    """1. Exclusion after a quarrel (IT Art. 38 Abbandono): 0 in the quarrel round, then out; the opponents
    take the withdrawal award or their better real score."""
    state = {side: _quarrel_state(case, side) for side in _SIDES}
    if not any(state.values()):
        return None
    outcome: _Outcome = {}
    for side in _SIDES:
        if state[side] == "quarrel":
            outcome[side] = case.rules.award("quarrel_guilty")
        elif state[side] == "out":
            outcome[side] = None
        else:
            outcome[side] = case.better_of(side, case.rules.award("withdrawal_opponent"))
    return outcome


def _absence(case: _UnitCase) -> _Outcome | None:
    """2. Absence with notice, a withdrawal's rounds included (IT Art. 38): first rounds 7 VP, later 0; the
    opponents 13 VP."""
    absent = {
        side: [e for e in case.entries(side) if case.round in case.absences.get(e, ())] for side in _SIDES
    }
    if not any(absent.values()):
        return None
    outcome: _Outcome = {}
    for side in _SIDES:
        if absent[side]:
            entry = absent[side][0]
            outcome[side] = _absent_award(
                case.absences[entry].index(case.round) + 1, case.rules, case.ruleset
            )
        else:
            away = absent[_OTHER[side]][0]
            withdrew = _withdrawal_state(away, case.round, case.withdrawals) == "absent"
            outcome[side] = case.rules.award(
                "withdrawal_opponent", "withdrawal_opponent" if withdrew else "absent_opponent"
            )
    return outcome


def _table_decided_whole(case: _UnitCase) -> _Outcome | None:
    """3. The table decided as a whole: both abandoned, suspended for misconduct, a correction cancelled, or
    a score sheet lost before its result was entered (the side not at fault may take the advantage)."""
    rules = case.rules
    on_table = case.on_table()
    for kind in ("both_abandoned", "suspended_misconduct", "correction_cancelled"):
        if any(s.type == kind for s in on_table):
            return {"home": rules.award(kind), "away": rules.award(kind)}
    lost = next((s for s in on_table if s.type == "lost_score_sheet"), None)
    if lost is None or case.points is not None:
        return None
    outcome: _Outcome = {"home": rules.award("lost_score_sheet"), "away": rules.award("lost_score_sheet")}
    if lost.entry is not None and case.unit.side_of(lost.entry):
        outcome[case.unit.side_of(lost.entry) or "home"] = rules.award("lost_score_sheet_advantage")
    return outcome


def _lateness(case: _UnitCase) -> tuple[dict[str, int], dict[str, bool]]:
    """Each side's longest lateness in minutes, and whether it left during the round (IT Art. 39)."""
    late = dict.fromkeys(_SIDES, 0)
    gone = dict.fromkeys(_SIDES, False)
    for s in case.sanctions:
        if s.entry is None or (late_side := case.unit.side_of(s.entry)) is None:
            continue
        if s.type == "late" and s.minutes is not None:
            late[late_side] = max(late[late_side], s.minutes)
        elif s.type == "left_during_round":
            gone[late_side] = True
    return late, gone


def _lateness_forfeit(case: _UnitCase) -> _Outcome | None:
    """4. Lateness over the limit and leaving during the round lose the table (IT Art. 39); a side that left
    gives its opponents their better real score, and a unit still being played (no forfeit) scores nothing."""
    rules = case.rules
    late, gone = _lateness(case)
    limit = case.ruleset.late.forfeit_over_minutes
    lost_side = {side: late[side] > limit or gone[side] for side in _SIDES}
    if all(lost_side.values()):
        return {"home": rules.award("both_late_loss"), "away": rules.award("both_late_loss")}
    for side in _SIDES:
        if lost_side[side]:
            present = _OTHER[side]
            win = rules.award("forfeit_win")
            if gone[side] and not late[side] > limit:
                win = case.better_of(present, win)
            if win.how == "result":
                return {present: win, side: case.real(side)}
            return {present: win, side: rules.losing("forfeit_win", "forfeit_loss")}
    if case.points is None:
        return {}
    return None


def _played_with_sanctions(case: _UnitCase) -> _Outcome:
    """The played result, with the opponents' bonus for lateness past the warning (IT Art. 39) and the
    referee's awards, then 5. a group A table over the threshold without the referee capped (IT Poteri
    dell'arbitro g)."""
    assert case.points is not None  # _lateness_forfeit decided a unit still being played
    ruleset = case.ruleset
    late, _ = _lateness(case)
    extra = dict.fromkeys(_SIDES, 0)
    for side in _SIDES:
        if late[side] > ruleset.late.warning_up_to_minutes:
            bonus = next(mp for up_to, mp in ruleset.late.bonus if late[side] <= up_to)
            extra[_OTHER[side]] += bonus
    for s in case.sanctions:
        if s.type == "referee_award" and s.entry is not None and (awarded := case.unit.side_of(s.entry)):
            extra[awarded] += s.points or 0
    home_points, away_points = case.points[0] + extra["home"], case.points[1] + extra["away"]
    home_score = case.rules.played(home_points, away_points)
    away_score = case.rules.played(away_points, home_points)
    if any(s.type == "unmonitored_difference" for s in case.on_table()):
        home_score, away_score = _unmonitored_cap(home_score, away_score, ruleset)
    return {"home": home_score, "away": away_score}


def _unmonitored_cap(home: _SideScore, away: _SideScore, ruleset: Ruleset) -> tuple[_SideScore, _SideScore]:
    """5. Group A table over the threshold without the referee (IT Poteri dell'arbitro g): the winner's VP
    capped, both sides' MP annulled."""
    rule = ruleset.unmonitored
    home_won = home.vp >= away.vp
    winner, loser = (home, away) if home_won else (away, home)
    capped = rule.caps[winner.vp]
    winner = _SideScore(capped[0], rule.annulled_mp, winner.points, "unmonitored", rule.article)
    loser = _SideScore(capped[1], -rule.annulled_mp, loser.points, "unmonitored", rule.article)
    return (winner, loser) if home_won else (loser, winner)


def warning_counts(
    tournament: Tournament, ruleset: Ruleset, *, up_to_round: int | None = None
) -> Counter[int]:
    """Warnings per entry: recorded ones, plus lateness within the warning limit (IT Art. 39)."""
    counts: Counter[int] = Counter()
    for s in tournament.sanctions:
        if s.entry is None or (up_to_round is not None and (s.round or 0) > up_to_round):
            continue
        if s.type == "warning" or (
            s.type == "late" and s.minutes is not None and 0 < s.minutes <= ruleset.late.warning_up_to_minutes
        ):
            counts[s.entry] += 1
    return counts


def _groups(tournament: Tournament, up_to_round: int | None) -> dict[int, str]:
    """Each entry's group in the latest round that names one (merit or round-robin groups)."""
    group: dict[int, str] = {}
    for rnd in sorted(tournament.rounds, key=lambda r: r.number):
        if up_to_round is not None and rnd.number > up_to_round:
            break
        for table in rnd.tables:
            name = table.group or rnd.group
            if name:
                group.update(dict.fromkeys(table.entries(), name))
        if rnd.group:
            group.update(dict.fromkeys(rnd.rest, rnd.group))
    return group


def standings(tournament: Tournament, ruleset: Ruleset, *, up_to_round: int | None = None) -> list[Standing]:
    """VP after deductions, then the ruleset's tie-break chain; ranks restart in each group, and entries
    tied on every key share a rank (listed by entry number). An entry excluded after a quarrel is listed
    last (IT Art. 38). An interrupted tournament's standings stop at its last round shown (``record_round``)."""
    up_to_round = tournament.setup.record_round(up_to_round)
    scores = round_scores(tournament, ruleset, up_to_round=up_to_round)
    warnings = warning_counts(tournament, ruleset, up_to_round=up_to_round)
    groups = _groups(tournament, up_to_round)
    status: dict[int, str] = {}
    for s in tournament.sanctions:
        if (
            s.type == "withdrawal"
            and s.entry is not None
            and (up_to_round is None or (s.from_round or 0) <= up_to_round)
        ):
            status[s.entry] = "excluded" if s.quarrel else "withdrawn"
    totals: dict[int, list[int]] = {e: [0, 0, 0, 0] for e in tournament.entry_ids()}
    for score in scores:
        total = totals[score.entry]
        total[0] += score.vp
        total[1] += score.mp
        total[2] += score.points
        total[3] += 1
    rows = []
    for entry, (vp, mp, points, rounds) in totals.items():
        deduction = ruleset.warnings.deduction(warnings[entry])
        rows.append(
            Standing(
                0,
                entry,
                vp - deduction,
                mp,
                points,
                deduction,
                warnings[entry],
                groups.get(entry),
                rounds,
                status.get(entry, "active"),
            )
        )
    chain = tournament.setup.chain(ruleset)
    meetings = head_to_head(tournament, scores) if "head_to_head" in chain else None
    return rank(rows, chain, meetings)


def head_to_head(tournament: Tournament, scores: Iterable[Score]) -> dict[tuple[int, int], int]:
    """VP each entry won against each opponent, summed over their meetings: (entry, opponent) -> VP."""
    vp = {(s.entry, s.round): s.vp for s in scores}
    won: dict[tuple[int, int], int] = defaultdict(int)
    for rnd in tournament.rounds:
        met: set[tuple[int, int]] = set()  # a team match has two rooms: count each meeting once
        for table in rnd.tables:
            for mine, theirs in ((table.ns, table.ew), (table.ew, table.ns)):
                for entry in mine:
                    for opponent in theirs:
                        if (entry, opponent) not in met and (entry, rnd.number) in vp:
                            met.add((entry, opponent))
                            won[entry, opponent] += vp[entry, rnd.number]
    return won


# The criteria a row carries itself (head-to-head needs the other rows: ``_chain_order``).
_VALUES = {"vp": lambda r: r.vp, "mp": lambda r: r.mp, "points": lambda r: r.points}


def _key(row: Standing, tie_break: Iterable[str]) -> tuple[int, ...]:
    return tuple(-_VALUES[k](row) for k in tie_break)


def _chain_order(
    rows: list[Standing], chain: Sequence[str], meetings: dict[tuple[int, int], int]
) -> list[tuple[tuple[int, ...], Standing]]:
    """Order ``rows`` by ``chain``; head-to-head counts only the meetings among the rows still tied when it
    is reached (a mini-table), so it is computed per tied block. Returns (key, row): equal keys share a rank."""
    if not chain or len(rows) < 2:
        return [((), r) for r in sorted(rows, key=lambda r: r.entry)]
    criterion, rest = chain[0], chain[1:]
    if criterion == "head_to_head":
        tied = {r.entry for r in rows}
        value = {r.entry: sum(meetings.get((r.entry, o), 0) for o in tied if o != r.entry) for r in rows}
    else:
        value = {r.entry: _VALUES[criterion](r) for r in rows}
    blocks: dict[int, list[Standing]] = defaultdict(list)
    for r in rows:
        blocks[value[r.entry]].append(r)
    ordered = []
    for v in sorted(blocks, reverse=True):
        ordered += [((-v, *key), r) for key, r in _chain_order(blocks[v], rest, meetings)]
    return ordered


def rank(
    rows: Iterable[Standing],
    tie_break: Sequence[str],
    meetings: dict[tuple[int, int], int] | None = None,
) -> list[Standing]:
    if meetings is not None:
        return _rank_by_blocks(list(rows), tie_break, meetings)
    keyed = sorted(((r.group or "", r.status == "excluded", _key(r, tie_break), r.entry), r) for r in rows)
    ranked: list[Standing] = []
    in_group = 0
    previous_key: tuple[object, ...] = ()
    for key, row in keyed:
        if not ranked or ranked[-1].group != row.group:
            in_group = 0
            position = 1
        elif key[:3] == previous_key[:3]:
            position = ranked[-1].rank
        else:
            position = in_group + 1
        in_group += 1
        previous_key = key
        ranked.append(row.ranked(position))
    return ranked


def _rank_by_blocks(
    rows: list[Standing], chain: Sequence[str], meetings: dict[tuple[int, int], int]
) -> list[Standing]:
    by_block: dict[tuple[str, bool], list[Standing]] = defaultdict(list)
    for r in rows:
        by_block[r.group or "", r.status == "excluded"].append(r)
    ranked: list[Standing] = []
    for group, excluded in sorted(by_block):
        if not ranked or (ranked[-1].group or "") != group:
            in_group = 0
        previous: tuple[int, ...] | None = None
        for key, row in _chain_order(by_block[group, excluded], chain, meetings):
            position = ranked[-1].rank if key == previous and in_group else in_group + 1
            in_group += 1
            previous = key
            ranked.append(row.ranked(position))
    return ranked
