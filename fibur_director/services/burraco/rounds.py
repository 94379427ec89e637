"""Burraco's part of the rounds (issue 36: out of the shared ``services/rounds.py``): the round-robin calendar's
warnings on an edited round, the first-round seatings the code allows, a late entry's outlook and the table it
may complete (IT/REV Art. 39), and which team declares its rooms first (IT Art. 3). Reached through burraco's
store (``services/burraco/store.py``)."""

from __future__ import annotations

import dataclasses

from fibur_director.db import models as db
from fibur_director.domain import tournament as dom
from fibur_director.domain.errors import FiburError
from fibur_director.domain.pairing.model import ProposedRound, Table
from fibur_director.domain.pairing.teams import team_rooms
from fibur_director.domain.vocabulary import system_name
from fibur_director.games.burraco import orchestration
from fibur_director.games.burraco import regulation as rules
from fibur_director.games.burraco.formats import format_of
from fibur_director.games.burraco.orchestration import default_method, next_round, phase_end, planned_method
from fibur_director.games.burraco.ruleset import Ruleset
from fibur_director.services.burraco.ruleset import burraco_ruleset
from fibur_director.services.rounds import LateOutlook, current_groups


def calendar_warnings(
    t: db.Tournament,
    tournament: dom.Tournament,
    number: int,
    edited: ProposedRound,
    *,
    published: bool = False,
) -> ProposedRound:
    """The edited round with the round-robin calendar's warning when it departs from it (IT/REV Art. 2);
    ``tournament`` is as it was before the edit, ``published`` whether the round's seating is out."""
    plan = next((str(p) for p in t.pairing_plan if isinstance(p, str)), "")
    default = default_method(burraco_ruleset(t.kind, t.ruleset_id), t.kind)
    last = phase_end(plan, t.kind, t.planned_rounds, number, default)
    found = orchestration.calendar_warnings(
        tournament, number, edited, current_groups(t), last, published=published
    )
    kept = tuple(w for w in edited.warnings if w.code != "calendar")
    return dataclasses.replace(edited, warnings=kept + found)


def first_round_seatings(t: db.Tournament) -> tuple[str, ...]:
    """The first-round seatings the tournament's code allows (IT/REV Art. 2)."""
    return burraco_ruleset(t.kind, t.ruleset_id).first_round_seating


def late_entry_outlook(
    t: db.Tournament, tournament: dom.Tournament, states: dict[int, str], entry: int | None
) -> LateOutlook:
    """Through the same orchestration that will propose it: the late ``entry`` may complete the running round's
    incomplete table now; the next round seats it, or its Mitchell movement has no place until it ends, or its
    round-robin calendar refuses it. Read inside the caller's session (``t`` attached)."""
    ruleset = burraco_ruleset(t.kind, t.ruleset_id)
    groups = current_groups(t)
    plan = next((str(p) for p in t.pairing_plan if isinstance(p, str)), "")
    kind = t.kind
    number = entry if entry is not None else max((e.id for e in tournament.entries), default=0) + 1
    if entry is None:
        tournament = dataclasses.replace(tournament, entries=(*tournament.entries, dom.Entry(number, "", ())))
    latest = max(states)
    english: list[str] = []
    italian: list[str] = []
    running = tournament.round(latest) if states[latest] != "closed" else None
    if running is not None and running.system != "italian" and not format_of(kind).fours and running.rest:
        article = ruleset.articles["late_entry"]
        english.append(
            f"it may complete round {latest}'s incomplete table now, against entry {running.rest[0]} ({article})"
        )
        italian.append(
            f"può completare subito il tavolo incompleto del turno {latest}, contro l'iscritto {running.rest[0]} "
            f"({article})"
        )
    following = _next_place(tournament, ruleset, plan, number, latest + 1, groups)
    english.append(following[0])
    italian.append(following[1])
    return LateOutlook("; ".join(english), "; ".join(italian))


def _next_place(
    tournament: dom.Tournament,
    ruleset: Ruleset,
    plan: str,
    entry: int,
    number: int,
    groups: dict[str, list[int]] | None,
) -> tuple[str, str]:
    """Where round ``number`` puts the late ``entry``, asked of the orchestration the proposal will use."""
    kind, planned = tournament.setup.kind, tournament.setup.planned_rounds
    if number > planned:
        return ("no planned round is left to seat it", "non resta nessun turno previsto in cui farlo sedere")
    default = default_method(ruleset, kind)
    method, split = planned_method(plan, kind, planned, number, default)
    if not split:
        try:
            proposed = next_round(
                tournament,
                ruleset,
                number,
                method,
                groups,
                seed=0,
                phase_rounds=phase_end(plan, kind, planned, number, default) - number + 1,
            )
        except FiburError as refusal:
            return refusal.english, refusal.italian
        if entry not in (*proposed.seated(), *proposed.rests):
            end = phase_end(plan, kind, planned, number, default)
            if end >= planned:
                return (
                    f"the Mitchell movement up to the last round has no incomplete table for it: no planned round "
                    f"can seat it ({ruleset.articles['late_entry']})",
                    f"il Mitchell fino all'ultimo turno non ha un tavolo incompleto per lui: nessun turno previsto "
                    f"può farlo sedere ({ruleset.articles['late_entry']})",
                )
            return (
                f"the Mitchell movement of rounds up to {end} has no incomplete table for it: it is seated from "
                f"round {end + 1} ({ruleset.articles['late_entry']})",
                f"il Mitchell fino al turno {end} non ha un tavolo incompleto per lui: siede dal turno {end + 1} "
                f"({ruleset.articles['late_entry']})",
            )
    words = system_name(method)
    return (f"round {number} seats it ({method})", f"il turno {number} lo fa sedere ({words})")


def refuse_completing(
    t: db.Tournament, rnd: db.Round, entry: int, entry_id: int, opponent: int | None
) -> tuple[str, str] | None:
    """Why the late ``entry`` cannot complete an incomplete table of ``rnd`` (IT/REV Art. 39), or None."""
    number = rnd.number
    article = burraco_ruleset(t.kind, t.ruleset_id).articles["late_entry"]
    if any(s.entry_id == entry_id for x in rnd.tables for s in x.seats) or any(
        r.entry_id == entry_id for r in rnd.rests
    ):
        return (f"entry {entry} is already in round {number}", f"l'iscritto {entry} è già nel turno {number}")
    if format_of(t.kind).fours:
        return (
            f"a giallo seats its players at tables of four: entry {entry} is seated from the next round ({article})",
            f"un giallo siede i giocatori a tavoli da quattro: l'iscritto {entry} siede dal turno successivo "
            f"({article})",
        )
    if rnd.system == "italian":
        return (
            f"round {number} follows a round-robin calendar fixed in advance: it has no place for entry {entry} "
            "(IT/REV Art. 2)",
            f"il turno {number} segue un calendario all'italiana prestabilito: non ha posto per l'iscritto {entry} "
            "(IT/REV Art. 2)",
        )
    numbers = {e.id: e.number for e in t.entries}
    resting = sorted(numbers[r.entry_id] for r in rnd.rests)
    if not resting:
        return (
            f"round {number} has no incomplete table for entry {entry} to complete ({article})",
            f"il turno {number} non ha un tavolo incompleto che l'iscritto {entry} possa completare ({article})",
        )
    if opponent is None and len(resting) > 1:
        listed = ", ".join(map(str, resting))
        return (
            f"round {number} rests entries {listed}: say which of them entry {entry} plays",
            f"nel turno {number} riposano gli iscritti {listed}: indicare contro quale gioca l'iscritto {entry}",
        )
    if opponent is not None and opponent not in resting:
        return (
            f"entry {opponent} does not rest in round {number}",
            f"l'iscritto {opponent} non riposa nel turno {number}",
        )
    return None


def declaring_first(tournament: dom.Tournament, number: int) -> dict[int, tuple[int | None, str]]:
    """Per match of round ``number``: the team that declares its rooms first and why (IT Art. 3,
    ``games.burraco.regulation.declares_first``)."""
    ruleset = burraco_ruleset(tournament.setup.kind, tournament.setup.ruleset)
    return dict(sorted(rules.declares_first(tournament, ruleset, number).items()))


def completing(rnd: db.Round, table: Table) -> ProposedRound:
    """The new table of a late entry; at a team tournament a match of its own in two rooms (IT Art. 3),
    numbered after the round's tables and matches."""
    completed = ProposedRound((table,))
    if not format_of(rnd.tournament.kind).team_matches:
        return completed
    first = table.number - 1
    matches = [x.match for x in rnd.tables if x.match is not None]
    completed = team_rooms(completed)
    return ProposedRound(
        tuple(
            dataclasses.replace(x, number=x.number + first, match=max(matches, default=0) + 1)
            for x in completed.tables
        )
    )
