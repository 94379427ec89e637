"""The desk's rules of corrections, locks, late entries and interruption, each in one place, citing the
article of the tournament's own ruleset (``Ruleset.articles``; FED85, silent on them, says so).

Pure functions over plain values: the services read the database and ask here; the command line and the
desk get the same answers and the same messages.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable

from fibur_director.domain.errors import FiburError
from fibur_director.domain.orchestration import parse_plan
from fibur_director.domain.ruleset import Ruleset


class RuleRefusal(FiburError, ValueError):
    """What the regulation does not allow, with its article; nothing was changed."""


def first_group_round(plan: str, planned_rounds: int) -> int | None:
    """The first round the plan plays in merit groups (after a ``groups:N`` step), or None."""
    if not plan:
        return None
    played = 0
    for step in parse_plan(plan, planned_rounds):
        if step.method == "groups":
            return played + 1
        played += step.count
    return None


def last_single_group_round(plan: str, planned_rounds: int) -> int:
    """The last round all entries play together: the one before the plan's merit groups, else the last round.
    Read from the plan, so it is known before the next round is proposed (IT Art. 20)."""
    split = first_group_round(plan, planned_rounds)
    return planned_rounds if split is None else split - 1


def needs_countersignature(plan: str, planned_rounds: int, round_number: int, *, in_groups: bool) -> bool:
    """A correction in the last single-group round or in a merit-group round needs the referee's
    countersignature made before (IT Art. 20; REV Art. 19)."""
    if in_groups:
        return True
    split = first_group_round(plan, planned_rounds)
    if split is not None and round_number >= split:
        return True
    return round_number == last_single_group_round(plan, planned_rounds)


def definitive_after(
    publications: Iterable[tuple[int, dt.datetime]], ruleset: Ruleset, now: dt.datetime
) -> int | None:
    """The last round covered by standings that have become definitive (shown for the ruleset's verification
    minutes), or None: ``publications`` are (after round, published at)."""
    shown = dt.timedelta(minutes=ruleset.verification_minutes)
    covered = [after for after, at in publications if now >= at + shown]
    return max(covered, default=None)


def refuse_correction(
    ruleset: Ruleset,
    round_number: int,
    *,
    definitive_round: int | None,
    confirmed: bool,
    countersignature_needed: bool,
    countersigned: bool,
    next_published: bool = False,
    inverts: bool = False,
) -> None:
    """A correction of an entered score sheet (IT Art. 20; REV Art. 19): never under definitive standings,
    always with the opponents' confirmation, with the countersignature where it is needed, and once the next
    round's seating is published only when it inverts the result (then only those two entries swap places)."""
    article = ruleset.articles["corrections"]
    if definitive_round is not None and round_number <= definitive_round:
        raise RuleRefusal(
            f"the standings including round {round_number} are definitive: no more corrections ({article})",
            f"la classifica che comprende il turno {round_number} è definitiva: nessuna correzione ({article})",
        )
    if next_published and not inverts:
        raise RuleRefusal(
            f"round {round_number + 1} is published: a correction of round {round_number} is possible now only "
            f"if it inverts the table's result ({article})",
            f"il turno {round_number + 1} è pubblicato: una correzione del turno {round_number} è possibile ora "
            f"solo se inverte il risultato del tavolo ({article})",
        )
    if not confirmed:
        raise RuleRefusal(
            f"a correction needs the opponents' confirmation ({article})",
            f"una correzione richiede la conferma degli avversari ({article})",
        )
    if countersignature_needed and not countersigned:
        raise RuleRefusal(
            "in the last single-group round and in merit rounds a correction needs the referee's "
            f"countersignature ({article})",
            "nell'ultimo turno a girone unico e nei gironi di merito una correzione richiede la "
            f"controfirma dell'arbitro ({article})",
        )


def refuse_late_entry(ruleset: Ruleset, *, active_entries: int, kind: str) -> None:
    """Once the first round is published a late entry may only complete an incomplete table (IT/REV Art. 39)."""
    if active_entries % 2 == 0 or kind == "giallo":
        article = ruleset.articles["late_entry"]
        raise RuleRefusal(
            f"the tournament has started: a late entry may only complete an incomplete table ({article})",
            f"il torneo è iniziato: un iscritto in ritardo può solo completare un tavolo incompleto ({article})",
        )


def refuse_substitution(ruleset: Ruleset, *, played: int, planned: int, done: int, entry: int) -> None:
    """A pair may replace one player only while fewer than half the planned rounds are played, once
    (IT/REV Art. 38, Sostituzioni)."""
    rule = ruleset.substitutions
    if played >= planned * rule.before_fraction_of_rounds:
        raise RuleRefusal(
            f"{played} of {planned} rounds are played: substitutions are allowed only before half the rounds "
            f"({rule.article})",
            f"sono stati giocati {played} turni su {planned}: le sostituzioni sono ammesse solo prima di metà "
            f"dei turni ({rule.article})",
        )
    if done >= rule.max_per_pair:
        raise RuleRefusal(
            f"entry {entry} has already had its substitution ({rule.article})",
            f"l'iscritto {entry} ha già avuto la sua sostituzione ({rule.article})",
        )


def prizes_after_interruption(planned_rounds: int, closed_rounds: int) -> bool:
    """An interrupted tournament (IT/REV Art. 40) gives its prizes by the last published standings only past
    half the planned rounds."""
    return closed_rounds > planned_rounds / 2
