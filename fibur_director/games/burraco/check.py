"""Burraco's whole-tournament check: ``check`` refuses an inconsistent burraco tournament with a message naming
the place (``rounds[2].tables[4].result``), in English and Italian, by the tournament's ruleset. The records it
reads are the shared ones (``domain.tournament``); a Sicilian Tarot tournament has its own (``games.tarot``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from fibur_director.domain.errors import FiburError
from fibur_director.domain.tournament import (
    Entry,
    PlayedTable,
    Result,
    Round,
    Sanction,
    Setup,
    Tournament,
    TournamentError,
)
from fibur_director.domain.vocabulary import (
    LEVEL_NAMES,
    LEVELS,
    ROOMS,
    SANCTION_TYPES,
    TIE_BREAK_KEYS,
    kinds,
)
from fibur_director.games.burraco.ruleset import Ruleset
from fibur_director.games.burraco.standings import decided_without_points
from fibur_director.games.burraco.systems import SYSTEM_NAMES


def _multiple_of_five(place: str, value: int) -> None:
    if value % 5:
        raise TournamentError(
            place,
            f"{value} is not a multiple of 5 (burraco points always are)",
            f"{value} non è un multiplo di 5 (i punti del burraco lo sono sempre)",
        )


def check(tournament: Tournament, ruleset: Ruleset) -> None:
    """Refuse an inconsistent tournament, naming the first place that breaks a rule."""
    _check_setup(tournament.setup, ruleset)
    _check_registrations(tournament, ruleset)
    entry_ids = Counter(e.id for e in tournament.entries)
    _check_rounds(tournament, entry_ids)
    for index, sanction in enumerate(tournament.sanctions):
        _check_sanction(f"sanctions[{index}]", sanction, tournament, entry_ids, ruleset)


def _check_setup(setup: Setup, ruleset: Ruleset) -> None:
    """The tournament's own settings: its ruleset, kind, deals, rounds, round time and level."""
    if setup.ruleset != ruleset.id:
        raise TournamentError(
            "tournament.ruleset",
            f"the tournament uses {setup.ruleset}, not {ruleset.id}",
            f"il torneo usa {setup.ruleset}, non {ruleset.id}",
        )
    if setup.kind not in kinds():
        raise TournamentError(
            "tournament.kind",
            f"unknown kind {setup.kind!r}; one of {', '.join(kinds())}",
            f"tipo sconosciuto {setup.kind!r}; uno tra {', '.join(kinds())}",
        )
    try:
        ruleset.vp_table(setup.deals_per_round, teams=setup.kind == "teams")
    except FiburError as error:
        raise TournamentError("tournament.deals_per_round", error.english, error.italian) from None
    if setup.planned_rounds < 1:
        raise TournamentError(
            "tournament.planned_rounds", "at least one round is needed", "serve almeno un turno"
        )
    try:
        ruleset.round_time(setup.deals_per_round, setup.round_time_reduction)
    except FiburError as error:
        raise TournamentError("tournament.round_time_reduction", error.english, error.italian) from None
    _check_level(setup, ruleset)


def _check_registrations(tournament: Tournament, ruleset: Ruleset) -> None:
    """Players and entries registered once each, every entry's members known players in no other entry, its
    substitutions allowed."""
    _refuse_repeats(
        "players",
        "id",
        [p.id for p in tournament.players],
        "player id {} appears twice",
        "il giocatore {} compare due volte",
    )
    _refuse_repeats(
        "players",
        "card",
        [p.card for p in tournament.players],
        "card {} belongs to two players",
        "la tessera {} è di due giocatori",
    )
    _refuse_repeats(
        "entries",
        "id",
        [e.id for e in tournament.entries],
        "entry {} appears twice",
        "l'iscritto {} compare due volte",
    )
    player_ids = {p.id for p in tournament.players}
    in_entry: dict[str, int] = {}
    for index, registered in enumerate(tournament.entries):
        _check_substitutions(f"entries[{index}]", registered, tournament, ruleset)
        for player_id in registered.everyone():
            if player_id not in player_ids:
                raise TournamentError(
                    f"entries[{index}].players",
                    f"unknown player {player_id}",
                    f"giocatore sconosciuto {player_id}",
                )
            if player_id in in_entry:
                raise TournamentError(
                    f"entries[{index}].players",
                    f"player {player_id} is already in entry {in_entry[player_id]}",
                    f"il giocatore {player_id} è già nell'iscritto {in_entry[player_id]}",
                )
            in_entry[player_id] = registered.id


def _check_rounds(tournament: Tournament, entry_ids: Counter[int]) -> None:
    """Every round in number order: its tables and rests, a team round's matches and line-ups, everyone
    placed."""
    setup = tournament.setup
    numbers = Counter(r.number for r in tournament.rounds)
    # The round each entry first played or rested in: before it, an entry registered late had not joined.
    first_seen: dict[int, int] = {}
    for r_index, rnd in sorted(enumerate(tournament.rounds), key=lambda item: item[1].number):
        place = f"rounds[{r_index}]"
        _check_round_number_and_system(place, rnd, numbers)
        seen: set[int] = set()
        table_numbers: set[int] = set()
        for t_index, table in enumerate(rnd.tables):
            _check_table(f"{place}.tables[{t_index}]", table, rnd, setup, entry_ids, seen, table_numbers)
        for entry in rnd.rest:
            _known_entry(f"{place}.rest", entry, entry_ids)
            if entry in seen:
                raise TournamentError(
                    f"{place}.rest",
                    f"entry {entry} both plays and rests in round {rnd.number}",
                    f"l'iscritto {entry} gioca e riposa nel turno {rnd.number}",
                )
            seen.add(entry)
        if setup.kind == "teams":
            _check_matches(place, rnd)
            _check_lineups(place, rnd, {e.id: e for e in tournament.entries})
        _check_everyone_placed(place, rnd, tournament, seen, first_seen)
        first_seen.update((entry, min(first_seen.get(entry, rnd.number), rnd.number)) for entry in seen)


def _check_round_number_and_system(place: str, rnd: Round, numbers: Counter[int]) -> None:
    if numbers[rnd.number] > 1 or rnd.number < 1:
        raise TournamentError(
            f"{place}.number",
            f"round number {rnd.number} is repeated or not positive",
            f"il numero di turno {rnd.number} è ripetuto o non positivo",
        )
    if rnd.system not in SYSTEM_NAMES:
        raise TournamentError(
            f"{place}.system",
            f"unknown system {rnd.system!r}; one of {', '.join(SYSTEM_NAMES)}",
            f"sistema sconosciuto {rnd.system!r}; uno tra {', '.join(SYSTEM_NAMES)}",
        )


def _check_table(
    t_place: str,
    table: PlayedTable,
    rnd: Round,
    setup: Setup,
    entry_ids: Counter[int],
    seen: set[int],
    table_numbers: set[int],
) -> None:
    """One table of a round: its number once, its sides the kind's size, its entries registered and seated
    once in the round (``seen`` and ``table_numbers`` collect the round's), a team table's room and match, its
    result and who declares first."""
    side_size = 2 if setup.kind == "giallo" else 1
    if table.number in table_numbers:
        raise TournamentError(
            f"{t_place}.table",
            f"table {table.number} appears twice in round {rnd.number}",
            f"il tavolo {table.number} compare due volte nel turno {rnd.number}",
        )
    table_numbers.add(table.number)
    for side_name, side in (("ns", table.ns), ("ew", table.ew)):
        if len(side) != side_size:
            raise TournamentError(
                f"{t_place}.{side_name}",
                f"a {setup.kind} table has {side_size} entr{'ies' if side_size > 1 else 'y'} a side",
                f"un tavolo {setup.kind} ha {side_size} iscritt{'i' if side_size > 1 else 'o'} per lato",
            )
    for entry in table.entries():
        _known_entry(f"{t_place}", entry, entry_ids)
        if setup.kind == "teams" and table.room == "closed":
            continue  # a team plays both rooms of its match; _check_matches ties the rooms together
        if entry in seen:
            raise TournamentError(
                t_place,
                f"entry {entry} is twice in round {rnd.number}",
                f"l'iscritto {entry} compare due volte nel turno {rnd.number}",
            )
        seen.add(entry)
    if setup.kind == "teams" and (table.room not in ROOMS or table.match is None):
        raise TournamentError(
            t_place,
            "a team table needs its room (open or closed) and its match",
            "un tavolo a squadre richiede la sala (aperta o chiusa) e l'incontro",
        )
    if table.result is not None:
        _check_result(f"{t_place}.result", table.result, setup.deals_per_round)
    if table.declares_first is not None and (
        setup.kind != "teams" or table.declares_first not in table.entries()
    ):
        raise TournamentError(
            f"{t_place}.declares_first",
            f"must be one of the two teams of a team match, not {table.declares_first}",
            f"deve essere una delle due squadre di un incontro, non {table.declares_first}",
        )


def _check_level(setup: Setup, ruleset: Ruleset) -> None:
    if setup.level not in LEVELS:
        raise TournamentError(
            "tournament.level",
            f"unknown level {setup.level!r}; one of {', '.join(LEVELS)}",
            f"livello sconosciuto {setup.level!r}; uno tra {', '.join(LEVELS)}",
        )
    if setup.round_time_reduction and setup.level not in ruleset.reduction_levels:
        raise TournamentError(
            "tournament.round_time_reduction",
            f"the round may be shortened only in {' and '.join(ruleset.reduction_levels)} tournaments "
            f"({ruleset.round_time_article})",
            f"il turno si può ridurre solo nei tornei di livello "
            f"{' o '.join(LEVEL_NAMES[v] for v in ruleset.reduction_levels)} ({ruleset.round_time_article})",
        )
    rule = ruleset.unmonitored
    if setup.announced_800 and setup.level not in rule.levels:
        raise TournamentError(
            "tournament.announced_800",
            f"the 800-MP rule applies only in {' and '.join(rule.levels)} tournaments ({rule.article})",
            f"la regola degli 800 M.P. vale solo nei tornei di livello "
            f"{' o '.join(LEVEL_NAMES[v] for v in rule.levels)} ({rule.article})",
        )
    chain = setup.tie_break
    if any(k not in TIE_BREAK_KEYS or k == "vp" for k in chain) or len(set(chain)) != len(chain):
        keys = ", ".join(k for k in TIE_BREAK_KEYS if k != "vp")
        raise TournamentError(
            "tournament.tie_break",
            f"must list distinct criteria among {keys} (VP always come first)",
            f"deve elencare criteri distinti tra {keys} (i V.P. vengono sempre per primi)",
        )
    if setup.interrupted_after is not None and not 0 <= setup.interrupted_after <= setup.planned_rounds:
        raise TournamentError(
            "tournament.interrupted_after_round",
            f"must be a round from 0 to {setup.planned_rounds}",
            f"deve essere un turno da 0 a {setup.planned_rounds}",
        )
    if setup.prizes is not None and setup.prizes < 0:
        raise TournamentError("tournament.prizes", "cannot be negative", "non può essere negativo")


def _check_substitutions(place: str, entry: Entry, tournament: Tournament, ruleset: Ruleset) -> None:
    """Who played which round survives the file: one substitution per pair, before half the planned rounds,
    by a player who has not played in the tournament (IT/REV Art. 38, Sostituzioni)."""
    if not entry.substitutions:
        return
    rule = ruleset.substitutions
    planned = tournament.setup.planned_rounds
    if len(entry.substitutions) > rule.max_per_pair:
        raise TournamentError(
            f"{place}.substitutions",
            f"at most {rule.max_per_pair} substitution per pair ({rule.article})",
            f"al massimo {rule.max_per_pair} sostituzione per coppia ({rule.article})",
        )
    for index, sub in enumerate(entry.substitutions):
        where = f"{place}.substitutions[{index}]"
        if sub.into not in entry.players:
            raise TournamentError(
                f"{where}.in", f"{sub.into} is not a member of the entry", f"{sub.into} non è un componente"
            )
        if sub.out in entry.players or sub.out == sub.into:
            raise TournamentError(
                f"{where}.out",
                f"{sub.out} is still a member of the entry",
                f"{sub.out} è ancora un componente",
            )
        if not 0 <= sub.after_round < planned * rule.before_fraction_of_rounds:
            raise TournamentError(
                f"{where}.after_round",
                f"a substitution after round {sub.after_round} is past half the {planned} planned rounds "
                f"({rule.article})",
                f"una sostituzione dopo il turno {sub.after_round} è oltre metà dei {planned} turni previsti "
                f"({rule.article})",
            )


def _refuse_repeats(where: str, key: str, values: Sequence[object], english: str, italian: str) -> None:
    """Name the second occurrence of any value given twice (None is "not given" and may repeat)."""
    seen: set[object] = set()
    for index, value in enumerate(values):
        if value is None:
            continue
        if value in seen:
            raise TournamentError(f"{where}[{index}].{key}", english.format(value), italian.format(value))
        seen.add(value)


def _known_entry(place: str, entry: int, entry_ids: Counter[int]) -> None:
    if entry not in entry_ids:
        raise TournamentError(place, f"unknown entry {entry}", f"iscritto sconosciuto {entry}")


def _check_result(place: str, result: Result, deals_per_round: int) -> None:
    _multiple_of_five(f"{place}.ns_points", result.ns_points)
    _multiple_of_five(f"{place}.ew_points", result.ew_points)
    if not result.deals:
        return
    if len(result.deals) > deals_per_round:
        raise TournamentError(
            f"{place}.deals",
            f"{len(result.deals)} deals given, the round has {deals_per_round}",
            f"indicate {len(result.deals)} smazzate, il turno ne ha {deals_per_round}",
        )
    for index, (ns, ew) in enumerate(result.deals):
        _multiple_of_five(f"{place}.deals[{index}][0]", ns)
        _multiple_of_five(f"{place}.deals[{index}][1]", ew)
    ns_total = sum(d[0] for d in result.deals)
    ew_total = sum(d[1] for d in result.deals)
    if (ns_total, ew_total) != (result.ns_points, result.ew_points):
        raise TournamentError(
            f"{place}.deals",
            f"the deals add up to {ns_total}-{ew_total}, the totals say "
            f"{result.ns_points}-{result.ew_points}",
            f"le smazzate sommano {ns_total}-{ew_total}, i totali dicono {result.ns_points}-{result.ew_points}",
        )


def _check_matches(place: str, rnd: Round) -> None:
    rooms: dict[int, list[PlayedTable]] = {}
    for table in rnd.tables:
        rooms.setdefault(table.match or 0, []).append(table)
    for match, tables in rooms.items():
        pair = sorted(tables, key=lambda t: ROOMS.index(t.room or "open"))
        if [t.room for t in pair] != list(ROOMS) or pair[0].ns != pair[1].ew or pair[0].ew != pair[1].ns:
            raise TournamentError(
                f"{place}.tables",
                f"match {match} needs an open and a closed room with the same two teams on swapped lines",
                f"l'incontro {match} richiede una sala aperta e una chiusa con le stesse squadre a linee scambiate",
            )


def _check_everyone_placed(
    place: str, rnd: Round, tournament: Tournament, placed: set[int], first_seen: dict[int, int]
) -> None:
    """Every entry plays or rests in every round from the first (a late entry, IT/REV Art. 39, from the first
    it took part in), unless a sanction says why it is missing (a withdrawal from that round on, an absence in
    it): a file where a pair simply vanishes, or never turns up without being marked late, cannot be true. A
    round without tables must rest everyone it does not excuse."""
    excused = {
        s.entry
        for s in tournament.sanctions
        if s.entry is not None
        and (
            (s.type == "withdrawal" and (s.from_round or 0) <= rnd.number)
            or (s.type == "absent" and s.round == rnd.number)
        )
    }
    on_time = {e.id for e in tournament.entries if not e.late}
    expected = set(tournament.entry_ids()) if not rnd.tables else set(first_seen) | on_time
    missing = sorted(expected - placed - excused)
    if not missing:
        return
    listed = ", ".join(map(str, missing))
    if not rnd.tables:
        raise TournamentError(
            f"{place}.tables",
            f"round {rnd.number} has no tables, yet entries {listed} do not rest",
            f"il turno {rnd.number} non ha tavoli, eppure gli iscritti {listed} non riposano",
        )
    if missing[0] in first_seen:
        why, why_it = "", ""
    else:
        why = ', and it is not marked as admitted late ("late": true, IT/REV Art. 39)'
        why_it = ', e non è segnato come ammesso in ritardo ("late": true, IT/REV Art. 39)'
    raise TournamentError(
        place,
        f"entry {missing[0]} neither plays nor rests in round {rnd.number}, no sanction says why (a withdrawal "
        f"or an absence){why}",
        f"l'iscritto {missing[0]} nel turno {rnd.number} né gioca né riposa, nessun provvedimento dice perché "
        f"(un ritiro o un'assenza){why_it}",
    )


def _check_lineups(place: str, rnd: Round, entries: dict[int, Entry]) -> None:
    """A team's line-up (IT Art. 3) names players of that team, each once in the match, a pair per side."""
    playing: dict[int, dict[str, str]] = {}
    for t_index, table in enumerate(rnd.tables):
        for side_name, side, players in (
            ("ns", table.ns, table.ns_players),
            ("ew", table.ew, table.ew_players),
        ):
            s_place = f"{place}.tables[{t_index}].{side_name}_players"
            team = entries.get(side[0]) if side else None
            if team is None or not players:
                continue
            if len(players) > 2:
                raise TournamentError(
                    s_place,
                    f"a side of a team table seats a pair, not {len(players)} players",
                    f"un lato di un tavolo a squadre siede una coppia, non {len(players)} giocatori",
                )
            seated = playing.setdefault(team.id, {})
            for player in players:
                if player not in team.everyone():
                    raise TournamentError(
                        s_place,
                        f"player {player} is not in team {team.id}",
                        f"il giocatore {player} non fa parte della squadra {team.id}",
                    )
                if player in seated:
                    raise TournamentError(
                        s_place,
                        f"player {player} of team {team.id} plays twice in round {rnd.number} "
                        f"(also at {seated[player]})",
                        f"il giocatore {player} della squadra {team.id} gioca due volte nel turno {rnd.number} "
                        f"(anche al {seated[player]})",
                    )
                seated[player] = f"table {table.number}"


def _check_sanction(
    place: str, sanction: Sanction, tournament: Tournament, entry_ids: Counter[int], ruleset: Ruleset
) -> None:
    _check_sanction_type_and_entry(place, sanction, entry_ids)
    number = sanction.from_round if sanction.type == "withdrawal" else sanction.round
    field_name = "from_round" if sanction.type == "withdrawal" else "round"
    if number is None:
        raise TournamentError(
            f"{place}.{field_name}",
            f"a {sanction.type} names its round",
            f"un {sanction.type} indica il turno",
        )
    if sanction.type == "withdrawal":
        if not 1 <= number <= tournament.setup.planned_rounds:
            raise TournamentError(
                f"{place}.from_round",
                f"round {number} is outside the {tournament.setup.planned_rounds} planned rounds",
                f"il turno {number} è fuori dai {tournament.setup.planned_rounds} turni previsti",
            )
        _refuse_sheets_it_would_void(place, sanction, tournament, ruleset)
        return
    if sanction.type == "absent":
        _refuse_sheets_it_would_void(place, sanction, tournament, ruleset)
    rnd = tournament.round(number)
    if rnd is None:
        raise TournamentError(
            f"{place}.round", f"round {number} does not exist", f"il turno {number} non esiste"
        )
    if sanction.type in ("late", "left_during_round", "referee_award"):
        assert sanction.entry is not None
        if rnd.table_of(sanction.entry) is None:
            raise TournamentError(
                f"{place}.entry",
                f"entry {sanction.entry} has no table in round {number}",
                f"l'iscritto {sanction.entry} non ha un tavolo nel turno {number}",
            )
    if sanction.type == "late" and (sanction.minutes is None or sanction.minutes < 0):
        raise TournamentError(
            f"{place}.minutes",
            "lateness needs its minutes (0 or more)",
            "il ritardo richiede i minuti (0 o più)",
        )
    if sanction.type == "warning":
        _check_monitored_warning(place, sanction, tournament, rnd, ruleset)
    if sanction.type == "referee_award":
        if sanction.points is None:
            raise TournamentError(
                f"{place}.points", "an award needs its points", "un risarcimento richiede i punti"
            )
        _multiple_of_five(f"{place}.points", sanction.points)
        _refuse_award_without_effect(place, sanction, tournament, number, ruleset)
    _check_table_sanction(place, sanction, tournament, rnd, number, entry_ids, ruleset)


def _refuse_award_without_effect(
    place: str, sanction: Sanction, tournament: Tournament, number: int, ruleset: Ruleset
) -> None:
    """A referee's award adds points to a result played (DIGEST §4): at a table another sanction decides
    (a forfeit, an absence, a quarrel, the whole table: ``standings.decided_without_points``) it would change
    nothing, so it is refused, saying which sanction decides the table."""
    assert sanction.entry is not None
    decider = decided_without_points(tournament, ruleset, number, sanction.entry)
    if decider is None:
        return
    raise TournamentError(
        f"{place}.entry",
        f"round {number}: the table of entry {sanction.entry} is decided by {decider.english} "
        f"({decider.article}), not by its points; a referee's award adds points to a result played, so here it "
        "would change nothing: take back the sanction that decides the table first",
        f"turno {number}: il tavolo dell'iscritto {sanction.entry} è deciso da {decider.italian} "
        f"({decider.article}), non dai punti; un risarcimento arbitrale si aggiunge ai punti di un risultato "
        "giocato, quindi qui non cambierebbe nulla: annullare prima la sanzione che decide il tavolo",
    )


def _check_sanction_type_and_entry(place: str, sanction: Sanction, entry_ids: Counter[int]) -> None:
    """A known sanction type; one given to an entry names a registered entry."""
    if sanction.type not in SANCTION_TYPES:
        raise TournamentError(
            f"{place}.type",
            f"unknown sanction {sanction.type!r}; one of {', '.join(SANCTION_TYPES)}",
            f"sanzione sconosciuta {sanction.type!r}; una tra {', '.join(SANCTION_TYPES)}",
        )
    by_entry = sanction.type in (
        "warning",
        "late",
        "absent",
        "withdrawal",
        "left_during_round",
        "referee_award",
    )
    if by_entry:
        if sanction.entry is None:
            raise TournamentError(
                f"{place}.entry",
                f"a {sanction.type} names its entry",
                f"un {sanction.type} indica l'iscritto",
            )
        _known_entry(f"{place}.entry", sanction.entry, entry_ids)


def _check_table_sanction(
    place: str,
    sanction: Sanction,
    tournament: Tournament,
    rnd: Round,
    number: int,
    entry_ids: Counter[int],
    ruleset: Ruleset,
) -> None:
    """A sanction that decides a whole table names a table of its round; the unmonitored difference only
    where the 800-MP rule applies (``_check_800_rule``)."""
    if sanction.type not in (
        "lost_score_sheet",
        "suspended_misconduct",
        "both_abandoned",
        "unmonitored_difference",
        "correction_cancelled",
    ):
        return
    if sanction.table is None or rnd.table(sanction.table) is None:
        raise TournamentError(
            f"{place}.table",
            f"round {number} has no table {sanction.table}",
            f"il turno {number} non ha il tavolo {sanction.table}",
        )
    if sanction.type == "lost_score_sheet" and sanction.entry is not None:
        _known_entry(f"{place}.entry", sanction.entry, entry_ids)
    if sanction.type == "unmonitored_difference":
        table = rnd.table(sanction.table)
        assert table is not None
        _check_800_rule(f"{place}.table", tournament.setup, rnd, table, ruleset)


def _refuse_sheets_it_would_void(
    place: str, sanction: Sanction, tournament: Tournament, ruleset: Ruleset
) -> None:
    """A withdrawal or an absence never covers a round the entry played: «restano confermati i risultati
    conseguiti precedentemente» (IT/REV Art. 38). A file (or an undo) that pairs one with an entered sheet of the
    entry in a round it decides (``Sanction.decides_instead_of_sheet``) would turn that sheet into an absence: it
    cannot be true."""
    assert sanction.entry is not None
    for rnd in sorted(tournament.rounds, key=lambda r: r.number):
        if not sanction.decides_instead_of_sheet(rnd.number):
            continue
        for table in rnd.tables:
            if sanction.entry in table.entries() and (table.result is not None or table.deals):
                english, italian = (
                    ("a withdrawal", "un ritiro")
                    if sanction.type == "withdrawal"
                    else ("an absence", "un'assenza")
                )
                article = ruleset.articles.get("withdrawal", "Art. 38")
                raise TournamentError(
                    place,
                    f"{english} of entry {sanction.entry} covers round {rnd.number}, whose sheet at table "
                    f"{table.number} is entered: the results already obtained stand ({article})",
                    f"{italian} dell'iscritto {sanction.entry} copre il turno {rnd.number}, il cui foglio al "
                    f"tavolo {table.number} è registrato: restano confermati i risultati conseguiti ({article})",
                )


def _check_800_rule(place: str, setup: Setup, rnd: Round, table: PlayedTable, ruleset: Ruleset) -> None:
    """The 800-MP rule (Poteri dell'arbitro g; REV Art. 37) applies only where the referee announced it, in
    regional and national tournaments, in Danish merit-group rounds, at group A tables. It is triggered when
    the difference *reaches* the threshold during the round, so the final difference may be lower: the
    referee's report, not the sheet, says it happened."""
    rule = ruleset.unmonitored
    if not setup.announced_800 or setup.level not in rule.levels:
        raise TournamentError(
            place,
            f"the {rule.threshold_mp}-MP rule was not announced for this tournament ({rule.article})",
            f"la regola degli {rule.threshold_mp} M.P. non è stata annunciata per questo torneo ({rule.article})",
        )
    outside = outside_monitored_tables(setup, rnd, table, ruleset)
    if outside is not None:
        raise TournamentError(
            place,
            f"the {rule.threshold_mp}-MP rule applies only {outside[0]} ({rule.article})",
            f"la regola degli {rule.threshold_mp} M.P. vale solo {outside[1]} ({rule.article})",
        )
    if table.result is None:
        raise TournamentError(
            place,
            f"table {table.number} has no result to cancel yet ({rule.article})",
            f"il tavolo {table.number} non ha ancora un risultato da annullare ({rule.article})",
        )


def outside_monitored_tables(
    setup: Setup, rnd: Round, table: PlayedTable, ruleset: Ruleset
) -> tuple[str, str] | None:
    """Where a table stands outside those the referee watches by difference (REV Art. 37; Poteri dell'arbitro
    g): «in tutti i tornei nazionali e regionali, esclusivamente nei turni danesi in gironi di merito e
    limitatamente ai tavoli del girone A». None inside; else the condition it fails, in both languages (the
    words follow «applies only» / «vale solo»). The 800-MP rule and the warnings the code gives only there
    (``monitored`` infractions) ask this one question."""
    rule = ruleset.unmonitored
    group = table.group or rnd.group
    if setup.level not in rule.levels:
        return (
            f"in {' and '.join(rule.levels)} tournaments, not in a {setup.level} one",
            f"nei tornei di livello {' o '.join(LEVEL_NAMES[v] for v in rule.levels)}, non in uno "
            f"{LEVEL_NAMES.get(setup.level, setup.level)}",
        )
    if not rnd.system.startswith("danish") or group is None:
        return ("in Danish merit-group rounds", "nei turni danesi a gironi di merito")
    if group != MERIT_GROUP_A:
        return (
            f"to group {MERIT_GROUP_A} tables, not group {group}",
            f"ai tavoli del girone {MERIT_GROUP_A}, non del girone {group}",
        )
    return None


def _check_monitored_warning(
    place: str, sanction: Sanction, tournament: Tournament, rnd: Round, ruleset: Ruleset
) -> None:
    """A warning the code gives only at the tables it monitors (``Infraction.monitored``: REV Art. 37, cards
    removed before the referee's check) is refused at any other table, saying which condition fails."""
    infraction = ruleset.warnings.infraction(sanction.note or "")
    if infraction is None or not infraction.monitored or sanction.entry is None:
        return
    own = rnd.table_of(sanction.entry)
    if own is None:
        raise TournamentError(
            f"{place}.entry",
            f"entry {sanction.entry} has no table in round {rnd.number} ({infraction.article})",
            f"l'iscritto {sanction.entry} non ha un tavolo nel turno {rnd.number} ({infraction.article})",
        )
    table = rnd.table(sanction.table) if sanction.table is not None else own
    if table is None or sanction.entry not in table.entries():
        raise TournamentError(
            f"{place}.table",
            f"entry {sanction.entry} is not at table {sanction.table} in round {rnd.number}: it plays at table "
            f"{own.number} ({infraction.article})",
            f"l'iscritto {sanction.entry} non è al tavolo {sanction.table} nel turno {rnd.number}: gioca al "
            f"tavolo {own.number} ({infraction.article})",
        )
    outside = outside_monitored_tables(tournament.setup, rnd, table, ruleset)
    if outside is not None:
        raise TournamentError(
            f"{place}.note",
            f"«{infraction.english}» ({infraction.article}) applies only {outside[0]}",
            f"«{infraction.italian}» ({infraction.article}) vale solo {outside[1]}",
        )


# The first merit group: the one the 800-MP rule watches (the pairing engine names groups A, B, ...).
MERIT_GROUP_A = "A"
