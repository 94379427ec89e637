"""The desk's rules of corrections, locks, late entries and interruption, each in one place, citing the
article of the tournament's own ruleset (``Ruleset.articles``; FED85, silent on them, says so).

Pure functions over plain values: the services read the database and ask here; the command line and the
desk get the same answers and the same messages.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Protocol

from fibur_director.domain import tournament as dom
from fibur_director.domain.errors import FiburError
from fibur_director.domain.pairing.teams import declares_first as lower_placed
from fibur_director.games.burraco.orchestration import parse_plan
from fibur_director.games.burraco.ruleset import Ruleset
from fibur_director.games.burraco.standings import standings


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


def refuse_late_entry(ruleset: Ruleset, *, active_entries: int, kind: str, admitted: bool) -> None:
    """Once the first round is published, registration is closed (IT/REV Art. 39): the referee may admit a late
    entry to complete an incomplete table, and the organiser may admit one anyway; both are choices, asked at the
    desk and recorded, never a hard rule. Refused only when nobody chose to admit it."""
    completes = active_entries % 2 == 1 and kind != "giallo"
    if not completes and not admitted:
        article = ruleset.articles["late_entry"]
        raise RuleRefusal(
            f"registration is closed: a late entry is admitted by the referee to complete an incomplete table, "
            f"or by the organiser's choice ({article})",
            f"le iscrizioni sono chiuse: un iscritto in ritardo è ammesso dall'arbitro per completare un tavolo "
            f"incompleto, oppure per scelta dell'organizzatore ({article})",
        )


def merit_groups_started(tournament: dom.Tournament) -> int | None:
    """The first round played in merit groups (a Danish round whose tables carry a group), or None. Round-robin
    groups (all'italiana) are not merit groups."""
    return min(
        (
            r.number
            for r in tournament.rounds
            if r.system.startswith("danish") and (r.group or any(t.group for t in r.tables))
        ),
        default=None,
    )


def refuse_found_score_sheet(
    ruleset: Ruleset, tournament: dom.Tournament, round_number: int, table: int
) -> None:
    """A score sheet lost in the single-group phase and found once the merit groups have started is not
    restored: the 7-7 stands (IT Art. 19; REV Art. 18)."""
    lost = any(
        s.type == "lost_score_sheet" and s.round == round_number and s.table == table
        for s in tournament.sanctions
    )
    started = merit_groups_started(tournament)
    if lost and started is not None and round_number < started:
        article = ruleset.articles["score_sheet"]
        raise RuleRefusal(
            f"round {round_number}, table {table}: the sheet was lost before the merit groups and the groups "
            f"have started (round {started}): its score is not restored ({article})",
            f"turno {round_number}, tavolo {table}: lo score è stato smarrito prima dei gironi di merito e i "
            f"gironi sono iniziati (turno {started}): il punteggio non si ripristina ({article})",
        )


def refuse_group_split(ruleset: Ruleset, number: int, definitive_round: int | None) -> None:
    """The merit groups are formed only from provisional standings shown for the verification minutes and
    become definitive (IT Art. 20; REV Art. 19)."""
    if definitive_round is None or definitive_round < number - 1:
        article = ruleset.articles["group_split"]
        minutes = ruleset.verification_minutes
        raise RuleRefusal(
            f"round {number} starts the merit groups: first publish the provisional standings after round "
            f"{number - 1} and wait {minutes} minutes until they are definitive ({article})",
            f"il turno {number} apre i gironi di merito: prima pubblicare la classifica provvisoria dopo il "
            f"turno {number - 1} e attendere {minutes} minuti che diventi definitiva ({article})",
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


def refuse_rewriting_played_rounds(
    ruleset: Ruleset, *, entry: int, first_round: int, last_played: int, absence: bool = False
) -> None:
    """A withdrawal or an absence starts at a round the entry has not played yet: «restano confermati i
    risultati conseguiti precedentemente» (IT/REV Art. 38). ``last_played`` is the last round the entry played
    (a sheet entered for its table, or the round closed); 0 before any."""
    if first_round > last_played:
        return
    article = ruleset.articles["withdrawal"]
    english, italian = ("an absence", "un'assenza") if absence else ("a withdrawal", "un ritiro")
    raise RuleRefusal(
        f"entry {entry} has played round {last_played}: {english} counts from round {last_played + 1} on, "
        f"not from round {first_round}, since the results already obtained stand ({article})",
        f"l'iscritto {entry} ha giocato il turno {last_played}: {italian} vale dal turno {last_played + 1} in "
        f"poi, non dal turno {first_round}, perché restano confermati i risultati conseguiti ({article})",
    )


def refuse_sheet_of_absent_entry(
    ruleset: Ruleset, tournament: dom.Tournament, round_number: int, table_number: int
) -> None:
    """A table whose entry is absent in that round (its withdrawal covers it, IT/REV Art. 38, or an absence is
    recorded) is decided by the absence, not by a score sheet: say so, rather than that a sheet would be voided."""
    rnd = tournament.round(round_number)
    table = rnd.table(table_number) if rnd is not None else None
    if table is None:
        return
    article = ruleset.articles["withdrawal"]
    for s in tournament.sanctions:
        if s.entry not in table.entries():
            continue
        if s.decides_instead_of_sheet(round_number):
            english, italian = (
                (f"withdrew from round {s.from_round}", f"si è ritirato dal turno {s.from_round}")
                if s.type == "withdrawal"
                else (f"is absent in round {round_number}", f"è assente nel turno {round_number}")
            )
            raise RuleRefusal(
                f"round {round_number}, table {table_number}: entry {s.entry} {english}: the table is decided "
                f"by the absence, not by a score sheet ({article}); take the withdrawal or the absence back first",
                f"turno {round_number}, tavolo {table_number}: l'iscritto {s.entry} {italian}: il tavolo è "
                f"deciso dall'assenza, non da uno score ({article}); annullare prima il ritiro o l'assenza",
            )


class Shown(Protocol):
    """A publication of the standings as the services read it (``results.Publication``)."""

    @property
    def kind(self) -> str: ...  # provisional | final

    @property
    def after_round(self) -> int: ...

    @property
    def until(self) -> dt.datetime: ...  # UTC: the end of the verification minutes

    @property
    def definitive(self) -> bool: ...


@dataclass(frozen=True)
class Claims:
    """Where the final standings stand with the players' claims (IT Art. 20; REV Art. 19: exposed for the
    verification minutes, then definitive; only then the prize-giving): ``unexposed`` (no final standings
    published after the last round yet), ``open`` (claims until ``until``, UTC) or ``definitive`` (since
    ``until``)."""

    state: str
    until: dt.datetime | None
    minutes: int
    article: str

    @property
    def prizes(self) -> bool:
        """The prize list belongs to the definitive final standings, never to provisional ones."""
        return self.state == "definitive"


def final_claims(ruleset: Ruleset, last_round: int, latest: Shown | None) -> Claims:
    """The claims on the final standings after ``last_round`` given the latest publication: a final one that
    covers that round opens them for the ruleset's verification minutes (IT Art. 20; REV Art. 19), then they
    are definitive; anything else (no publication, a provisional one, a final one before a later round was
    played) leaves the final standings not yet exposed."""
    minutes, article = ruleset.verification_minutes, ruleset.articles["corrections"]
    if latest is None or latest.kind != "final" or latest.after_round < last_round:
        return Claims("unexposed", None, minutes, article)
    return Claims("definitive" if latest.definitive else "open", latest.until, minutes, article)


@dataclass(frozen=True)
class Showing:
    """A publication as a tournament file records it (``Setup.published``), read as ``Shown``."""

    kind: str
    after_round: int
    until: dt.datetime
    definitive: bool


def exported_claims(
    ruleset: Ruleset, last_round: int, published: dom.Published | None, now: dt.datetime | None = None
) -> Claims | None:
    """The claims on the final standings of a tournament file, from the latest publication it records: the
    same reading as the database's (``final_claims``), the verification minutes counted from the recorded
    time. None for a file that records none (written before issue 35): its final standings are the record."""
    if published is None:
        return None
    if published.kind == "none" or published.at is None:
        return final_claims(ruleset, last_round, None)
    at = dt.datetime.fromisoformat(published.at).astimezone(dt.UTC).replace(tzinfo=None)
    until = dom.claims_until(at, ruleset.verification_minutes)
    now = now or dt.datetime.now(dt.UTC).replace(tzinfo=None)
    return final_claims(
        ruleset, last_round, Showing(published.kind, published.after_round, until, now >= until)
    )


def prizes_after_interruption(planned_rounds: int, closed_rounds: int) -> bool:
    """An interrupted tournament (IT/REV Art. 40) gives its prizes by the last published standings only past
    half the planned rounds."""
    return closed_rounds > planned_rounds / 2


def declares_first(
    tournament: dom.Tournament, ruleset: Ruleset, round_number: int
) -> dict[int, tuple[int | None, str]]:
    """Per match of the round: which team declares first which of its pairs plays in which room (IT Art. 3),
    and why. In round 1 the team whose captain turned up the lower card (``draw``, recorded at the desk; None
    until it is); in later rounds the team lower in the standings after the previous round (``standings``,
    ``pairing.teams.declares_first``: two teams level on every criterion are listed by entry number, so the
    higher number declares first; the code is silent, docs/rulesets.md). The standings are computed once."""
    rnd = tournament.round(round_number)
    matches: dict[int, list[dom.PlayedTable]] = {}
    for table in rnd.tables if rnd is not None else ():
        if table.match is not None:
            matches.setdefault(table.match, []).append(table)
    if round_number == 1:
        return {
            match: (next((t.declares_first for t in tables if t.declares_first is not None), None), "draw")
            for match, tables in matches.items()
        }
    order = [s.entry for s in standings(tournament, ruleset, up_to_round=round_number - 1)]
    return {
        match: (lower_placed(tables[0].ns[0], tables[0].ew[0], order), "standings")
        for match, tables in matches.items()
    }
