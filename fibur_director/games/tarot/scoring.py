"""Sicilian Tarot individual tournaments (TAROT; DIGEST §8): the turn sheet as data, jochi, penalties,
coefficients, standings by the §7 chain, and the seating of §2–3.

The paper "Scheda di Turno" keeps, per deal and per player, the call, the commitments, the jochi realised, the
difference paid or received (PARZ.), the penalties and the running total. Here a deal is kept once, by sides,
so partners' copies cannot disagree: who declared (``declarer``, ``call``), whom a caller found as partner,
the commitments declared, and either the jochi realised by each side (``jucate``) or just the side
difference, as the referee prefers to type. Everything else — each player's jochi for the deal, whether the
call succeeded, the head-to-head matrix, the coefficients, the running totals — is derived here.

A table of four is stored like any individual table with the four entries in ``ns`` in seat order
(North, West, South, East: counter-clockwise, East deals first) and ``ew`` empty (docs/pairing.md).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace

from fibur_director.domain.pairing.fours import in_order
from fibur_director.domain.pairing.model import ProposedRound, Table
from fibur_director.domain.tournament import PlayedTable, Tournament, TournamentError
from fibur_director.games.tarot.ruleset import CALLS, TarotRuleset
from fibur_director.games.tarot.sheet import (
    _ONE_SIDE,
    turn_deals,
)
from fibur_director.games.tarot.sheet import (
    CALL_NAMES as CALL_NAMES,
)
from fibur_director.games.tarot.sheet import (
    CRITERIA as CRITERIA,
)
from fibur_director.games.tarot.sheet import (
    CRITERION_NAMES as CRITERION_NAMES,
)
from fibur_director.games.tarot.sheet import (
    CRITERION_NAMES_EN as CRITERION_NAMES_EN,
)
from fibur_director.games.tarot.sheet import (
    JUCATE_KEYS as JUCATE_KEYS,
)
from fibur_director.games.tarot.sheet import (
    JUCATE_LABELS as JUCATE_LABELS,
)
from fibur_director.games.tarot.sheet import (
    MAX_DIFFERENCE as MAX_DIFFERENCE,
)
from fibur_director.games.tarot.sheet import (
    MAX_PIGLIATE as MAX_PIGLIATE,
)
from fibur_director.games.tarot.sheet import (
    PENALTY_KINDS as PENALTY_KINDS,
)
from fibur_director.games.tarot.sheet import (
    PENALTY_NAMES as PENALTY_NAMES,
)
from fibur_director.games.tarot.sheet import (
    SEAT_NAMES as SEAT_NAMES,
)
from fibur_director.games.tarot.sheet import (
    SEAT_NAMES_EN as SEAT_NAMES_EN,
)
from fibur_director.games.tarot.sheet import (
    SOLO_CALLS as SOLO_CALLS,
)
from fibur_director.games.tarot.sheet import (
    Deal as Deal,
)
from fibur_director.games.tarot.sheet import (
    Jucate as Jucate,
)
from fibur_director.games.tarot.sheet import (
    Penalty as Penalty,
)
from fibur_director.games.tarot.sheet import (
    TarotError as TarotError,
)


@dataclass(frozen=True)
class DealScore:
    """What one deal gives each seat: ``play`` from the deal, ``penalty`` from §6, and ``versus[a][b]`` the
    jochi seat ``a`` received from opponent ``b`` in play (the Schema Riassuntivo's "Confronto avversari")."""

    play: tuple[int, int, int, int]
    penalty: tuple[int, int, int, int]
    versus: tuple[tuple[int, int, int, int], ...]
    penalty_versus: tuple[tuple[int, int, int, int], ...]
    void: bool
    succeeded: bool  # the declarer won at least one jocu (TAROT §4): the sheet's cross on the call

    def total(self, seat: int) -> int:
        return self.play[seat] + self.penalty[seat]


def score_deal(deal: Deal, ruleset: TarotRuleset) -> DealScore:
    """Each seat's jochi for one deal. Play is zero-sum over the table: at a caller's table each player of
    the winning side receives the difference (both partners, both opponents pay it); a solista receives it from
    each of the three opponents, doubled for a solista di 5 (TAROT §11 note 1). Penalties: a wrong card count
    or a revoke pays each other player; an exposure is taken from the offender and paid to nobody."""
    versus = [[0] * 4 for _ in range(4)]
    play = [0] * 4
    void = deal.void()
    if deal.declarer is not None and not void:
        d = deal.side_difference()
        if deal.solo():
            d *= ruleset.solo_five_multiplier if deal.call == "S5" else 1
        for a in deal.declarers():
            for b in deal.defenders():
                versus[a][b] = d
                versus[b][a] = -d
        if deal.solo():
            play[deal.declarer] = 3 * d
            for b in deal.defenders():
                play[b] = -d
        else:
            for seat in range(4):
                play[seat] = d if seat in deal.declarers() else -d
    penalty = [0] * 4
    penalty_versus = [[0] * 4 for _ in range(4)]
    for p in deal.penalties:
        if p.kind == "exposure":
            penalty[p.seat] -= ruleset.exposure
            continue
        each = ruleset.wrong_cards if p.kind == "wrong_cards" else ruleset.revoke
        if p.kind == "revoke" and p.self_reported:
            each = ruleset.revoke_self_reported
        for other in range(4):
            if other != p.seat:
                penalty[other] += each
                penalty[p.seat] -= each
                penalty_versus[other][p.seat] += each
                penalty_versus[p.seat][other] -= each
    succeeded = deal.declarer is not None and not void and play[deal.declarer] > 0
    return DealScore(
        tuple(play),  # type: ignore[arg-type]
        tuple(penalty),  # type: ignore[arg-type]
        tuple(tuple(row) for row in versus),  # type: ignore[misc]
        tuple(tuple(row) for row in penalty_versus),  # type: ignore[misc]
        void,
        succeeded,
    )


# --- checking what was typed ------------------------------------------------------------------------------


def _seat_word(seat: int) -> tuple[str, str]:
    return SEAT_NAMES_EN[seat], SEAT_NAMES[seat]


_Fail = Callable[[str, str, str], TournamentError]


def rivanto_seats(deal: Deal) -> frozenset[int]:
    """Who may declare the Rivanto (TAROT §9): «sia da un avversario del Solista, che da uno del Chiamante che
    in questo caso si dichiara come tale» — any opponent of a solista, or the caller's partner, who thereby
    reveals himself (the worked summary of note 1: called by player 4, player 1 declares and realises it)."""
    if deal.declarer is None:
        return frozenset()
    return deal.defenders() if deal.solo() else frozenset({deal.partner} - {None})  # type: ignore[arg-type]


def check_deal(deal: Deal, deals_per_round: int, place: str) -> None:
    """Refuse a deal the regulation does not allow, naming the place and the field."""

    def fail(key: str, english: str, italian: str) -> TournamentError:
        return TournamentError(f"{place}.{key}" if key else place, english, italian)

    _check_deal_number(deal, deals_per_round, fail)
    _check_seats(deal, fail)
    if deal.declarer is None or deal.call is None:
        _check_annulled_before_call(deal, fail)
    else:
        _check_call(deal, fail)
    if (deal.jucate is None) == (deal.difference is None) and deal.declarer is not None:
        raise fail(
            "jochi",
            "give either the jochi realised by each side or the side difference, one of the two",
            "indicare o i jochi realizzati da ciascuna parte o la differenza, uno dei due",
        )
    if deal.jucate is not None:
        _check_jucate(deal, fail)
    else:
        _check_difference(deal, fail)
    _check_penalties(deal, fail)


def _check_deal_number(deal: Deal, deals_per_round: int, fail: _Fail) -> None:
    if not 1 <= deal.number <= deals_per_round:
        raise fail(
            "deal",
            f"deal {deal.number} is not one of 1 to {deals_per_round}",
            f"la smazzata {deal.number} non è tra 1 e {deals_per_round}",
        )


def _check_seats(deal: Deal, fail: _Fail) -> None:
    """Every seat the deal names (declarer, partner, Rivanto, penalties) is one of the table's four."""
    seats = [deal.declarer, deal.partner, deal.rivanto, *(p.seat for p in deal.penalties)]
    for seat in seats:
        if seat is not None and not 0 <= seat <= 3:
            raise fail(
                "", f"seat {seat} is not 0–3 (N, W, S, E)", f"il posto {seat} non è tra 0 e 3 (N, O, S, E)"
            )


def _check_annulled_before_call(deal: Deal, fail: _Fail) -> None:
    """A deal without a call: only one annulled for a wrong card count, with no jochi and no commitments
    (whoever holds Giove must call when nobody declares, TAROT §9)."""
    wrong_cards = any(p.kind == "wrong_cards" for p in deal.penalties)
    if deal.declarer is not None or deal.call is not None:
        raise fail(
            "call",
            "a call needs its declarer and a declarer its call",
            "la chiamata vuole il dichiarante",
        )
    if not wrong_cards:
        raise fail(
            "call",
            "every deal has a call (whoever holds Giove must call when nobody declares, TAROT §9); only a "
            "deal annulled for a wrong card count may have none",
            "ogni smazzata ha una chiamata (chi ha Giove deve chiamare se nessuno dichiara, TAROT §9); "
            "solo una smazzata annullata per errato numero di carte può non averla",
        )
    if deal.jucate is not None or deal.difference or deal.scommessa or deal.rivanto is not None:
        raise fail(
            "",
            "a deal annulled before any call has no jochi and no commitments",
            "una smazzata annullata prima della chiamata non ha jochi né impegni",
        )


def _check_call(deal: Deal, fail: _Fail) -> None:
    """A known call, a partner for a caller and none for a solista, the Rivanto declared by a seat that may
    (TAROT §9)."""
    if deal.call not in CALLS:
        raise fail("call", f"unknown call {deal.call!r}; one of {', '.join(CALLS)}",
                   f"chiamata sconosciuta {deal.call!r}; una tra {', '.join(CALLS)}")  # fmt: skip
    if deal.solo() and deal.partner is not None:
        raise fail(
            "partner",
            f"a solista ({deal.call}) plays alone against three: no partner",
            f"un solista ({deal.call}) gioca da solo contro tre: niente compagno",
        )
    if not deal.solo() and (deal.partner is None or deal.partner == deal.declarer):
        raise fail(
            "partner",
            f"a caller ({deal.call}) needs the partner who held the called trump, another seat",
            f"un chiamante ({deal.call}) vuole il compagno che aveva il trionfo chiamato, un altro posto",
        )
    if deal.rivanto is not None and deal.rivanto not in rivanto_seats(deal):
        en, it = _seat_word(deal.rivanto)
        raise fail(
            "rivanto",
            f"{en} cannot declare the Rivanto: an opponent of a solista or the partner of a caller does "
            "(TAROT §9)",
            f"{it} non può dichiarare il Rivanto: lo dichiara un avversario del solista o il compagno del "
            "chiamante (TAROT §9)",
        )


def _check_difference(deal: Deal, fail: _Fail) -> None:
    """A deal given by its side difference: a difference some deal can reach, pigliate in range, nothing
    realised that was not declared."""
    d = deal.difference or 0
    if abs(d) > MAX_DIFFERENCE:
        raise fail(
            "difference",
            f"a difference of {d} jochi is beyond any deal (at most {MAX_DIFFERENCE})",
            f"una differenza di {d} jochi è oltre ogni smazzata (al più {MAX_DIFFERENCE})",
        )
    for index, count in enumerate(deal.pigliate):
        if not 0 <= count <= MAX_PIGLIATE:
            raise fail(
                f"pigliate[{index}]",
                f"{count} pigliate is not 0 to {MAX_PIGLIATE}",
                f"{count} pigliate non è tra 0 e {MAX_PIGLIATE}",
            )
    if deal.scommessa_realised and not deal.scommessa:
        raise fail(
            "scommessa_realised",
            "a Scommessa realised must have been declared",
            "una Scommessa realizzata deve essere stata dichiarata",
        )
    if deal.rivanto_realised and deal.rivanto is None:
        raise fail(
            "rivanto_realised",
            "a Rivanto realised must have been declared",
            "un Rivanto realizzato deve essere stato dichiarato",
        )


def _check_jucate(deal: Deal, fail: _Fail) -> None:
    assert deal.jucate is not None
    if deal.pigliate != (0, 0) or deal.scommessa_realised or deal.rivanto_realised:
        raise fail(
            "jucate",
            "with the jochi realised, pigliate and commitments are read from them: do not give them again",
            "con i jochi realizzati, pigliate e impegni si leggono da quelli: non ripeterli",
        )
    for index, side in enumerate(deal.jucate):
        for key in JUCATE_KEYS:
            value = getattr(side, key)
            top = MAX_PIGLIATE if key == "pig" else 1
            if not 0 <= value <= top:
                raise fail(
                    f"jucate[{index}].{key}",
                    f"{JUCATE_LABELS[key]} is {value}, not 0 to {top}",
                    f"{JUCATE_LABELS[key]} vale {value}, non tra 0 e {top}",
                )
        if side.riv and not side.van:
            raise fail(
                f"jucate[{index}].riv",
                "the Rivanto is one more jocu on top of the Vanto (TAROT §4): VAN too",
                "il Rivanto è un jocu in più sul Vanto (TAROT §4): anche VAN",
            )
        if side.ar5 and not side.ar4:
            raise fail(
                f"jucate[{index}].ar5",
                "5 Arie are one more jocu on top of 4 Arie (TAROT §4): 4 AR too",
                "le 5 Arie sono un jocu in più sulle 4 Arie (TAROT §4): anche 4 AR",
            )
    for key in _ONE_SIDE:
        if getattr(deal.jucate[0], key) and getattr(deal.jucate[1], key):
            raise fail(
                f"jucate[1].{key}",
                f"{JUCATE_LABELS[key]} can be realised by one side only",
                f"{JUCATE_LABELS[key]} può realizzarlo una parte sola",
            )
    if deal.jucate[1].scm or (deal.jucate[0].scm and not deal.scommessa):
        raise fail(
            "jucate.scm",
            "the Scommessa is realised only by the declarer's side, after declaring it (TAROT §9)",
            "la Scommessa la realizza solo la parte del dichiarante, dopo averla dichiarata (TAROT §9)",
        )
    riv_side = deal.rivanto_side()
    if deal.jucate[1 - riv_side].riv or (deal.jucate[riv_side].riv and deal.rivanto is None):
        raise fail(
            "jucate.riv",
            "the Rivanto is realised only by the side of the player who declared it (TAROT §9)",
            "il Rivanto lo realizza solo la parte di chi l'ha dichiarato (TAROT §9)",
        )


def _check_penalties(deal: Deal, fail: _Fail) -> None:
    for index, p in enumerate(deal.penalties):
        if p.kind not in PENALTY_KINDS:
            raise fail(
                f"penalties[{index}].kind",
                f"unknown penalty {p.kind!r}; one of {', '.join(PENALTY_KINDS)}",
                f"penalità sconosciuta {p.kind!r}; una tra {', '.join(PENALTY_KINDS)}",
            )
        if p.self_reported and p.kind != "revoke":
            raise fail(
                f"penalties[{index}].self_reported",
                "only a revoke is halved when the offender reports it (TAROT §6)",
                "solo il rinnegamento si dimezza se lo dichiara chi l'ha commesso (TAROT §6)",
            )
        if p.kind == "exposure" and deal.solo() and p.seat == deal.declarer:
            raise fail(
                f"penalties[{index}]",
                "a solista is not penalised for an exposed card (TAROT §6: 'nel caso il giocatore non sia "
                "Solista')",
                "il solista non è penalizzato per la carta esposta (TAROT §6: «nel caso il giocatore non sia "
                "Solista»)",
            )
        if p.kind == "revoke" and deal.declarer is None:
            raise fail(
                f"penalties[{index}]",
                "a revoke happens in play: the deal needs its call",
                "un rinnegamento avviene in gioco: la smazzata vuole la sua chiamata",
            )


def check_field(players: int) -> None:
    """Tables seat four and nobody rests: a field of 4n players (the regulation is written for 8)."""
    if players < 4 or players % 4:
        short = 4 - players % 4 if players >= 4 else 4 - players
        raise TarotError(
            f"a Sicilian Tarot tournament seats tables of four with nobody resting (TAROT §2, written for 8 "
            f"players): {players} players leave {players % 4 or players} without a table; register {short} more "
            "or withdraw the extra players",
            f"un torneo di tarocchi siciliani siede tavoli da quattro senza riposi (TAROT §2, scritto per 8 "
            f"giocatori): con {players} giocatori ne restano {players % 4 or players} senza tavolo; iscriverne "
            f"{short} in più o ritirare quelli in eccesso",
        )


def check(tournament: Tournament, ruleset: TarotRuleset) -> None:
    """Refuse an inconsistent Tarot tournament, naming the first place that breaks a rule."""
    setup = tournament.setup
    if setup.kind != "tarot":
        raise TournamentError("tournament.kind", "a Tarot ruleset needs kind 'tarot'", "un regolamento dei tarocchi vuole il tipo 'tarot'")  # fmt: skip
    if setup.ruleset != ruleset.id:
        raise TournamentError(
            "tournament.ruleset",
            f"the tournament uses {setup.ruleset}, not {ruleset.id}",
            f"il torneo usa {setup.ruleset}, non {ruleset.id}",
        )
    if setup.deals_per_round != ruleset.deals_per_round:
        raise TournamentError(
            "tournament.deals_per_round",
            f"a Tarot round is {ruleset.deals_per_round} deals, each player dealing once ({ruleset.rounds_article})",
            f"un turno di tarocchi è di {ruleset.deals_per_round} smazzate, una per mazziere ({ruleset.rounds_article})",
        )
    entry_ids = set(tournament.entry_ids())
    for index, entry in enumerate(tournament.entries):
        if len(entry.players) != 1:
            raise TournamentError(f"entries[{index}].players", "a Tarot entry is one player", "un iscritto ai tarocchi è un giocatore")  # fmt: skip
    if tournament.rounds:
        # Once a round is seated the field is fixed: tables of four, nobody resting (TAROT §2).
        try:
            check_field(len(tournament.entries))
        except TarotError as error:
            raise TournamentError("entries", error.english, error.italian) from None
    for r_index, rnd in enumerate(tournament.rounds):
        place = f"rounds[{r_index}]"
        if rnd.system != "tarot":
            raise TournamentError(f"{place}.system", "a Tarot round has system 'tarot'", "un turno di tarocchi ha sistema 'tarot'")  # fmt: skip
        if rnd.rest:
            raise TournamentError(f"{place}.rest", "nobody rests at the Tarot: tables of four seat everyone", "ai tarocchi nessuno riposa: i tavoli da quattro siedono tutti")  # fmt: skip
        seen: set[int] = set()
        for t_index, table in enumerate(rnd.tables):
            tplace = f"{place}.tables[{t_index}]"
            if len(table.ns) != 4 or table.ew:
                raise TournamentError(tplace, "a Tarot table seats four players in 'ns' (N, W, S, E) and none in 'ew'", "un tavolo di tarocchi ha quattro giocatori in 'ns' (N, O, S, E) e nessuno in 'ew'")  # fmt: skip
            for seated in table.ns:
                if seated not in entry_ids:
                    raise TournamentError(tplace, f"entry {seated} is not registered", f"l'iscritto {seated} non è registrato")  # fmt: skip
                if seated in seen:
                    raise TournamentError(tplace, f"entry {seated} is seated twice in round {rnd.number}", f"l'iscritto {seated} siede due volte nel turno {rnd.number}")  # fmt: skip
                seen.add(seated)
            numbers: set[int] = set()
            for d_index, deal in enumerate(turn_deals(table)):
                dplace = f"{tplace}.deals[{d_index}]"
                check_deal(deal, setup.deals_per_round, dplace)
                if deal.number in numbers:
                    raise TournamentError(dplace, f"deal {deal.number} is entered twice", f"la smazzata {deal.number} è inserita due volte")  # fmt: skip
                numbers.add(deal.number)
        unseated = sorted(entry_ids - seen)
        if unseated:
            raise TournamentError(f"{place}.tables", f"entry {unseated[0]} is not seated in round {rnd.number}: at the Tarot nobody rests (TAROT §2)", f"l'iscritto {unseated[0]} non siede nel turno {rnd.number}: ai tarocchi nessuno riposa (TAROT §2)")  # fmt: skip
        if rnd.draw:
            drawn = dict(rnd.draw)
            if len(drawn) != len(rnd.draw) or len(set(drawn.values())) != len(drawn):
                raise TournamentError(f"{place}.draw", "each player draws one trump, and no trump twice", "ogni giocatore pesca un trionfo, e nessun trionfo due volte")  # fmt: skip
            unknown = sorted(set(drawn) - entry_ids)
            if unknown:
                raise TournamentError(f"{place}.draw", f"entry {unknown[0]} is not registered", f"l'iscritto {unknown[0]} non è registrato")  # fmt: skip


# --- the row the referee types -----------------------------------------------------------------------------

PENALTY_CODES = {
    "C": ("wrong_cards", False),
    "E": ("exposure", False),
    "R": ("revoke", False),
    "R/2": ("revoke", True),
}
PARTNER_CODE = "P"


@dataclass(frozen=True)
class RowEntry:
    """What the referee typed in one player's cells of a deal row, as on the paper sheet: the call (or ``P``
    for the partner a caller found), the commitments declared and realised, the jochi +/- (PARZ.), the
    pigliate of the player's side and the penalty codes (C, E, R, R/2)."""

    call: str = ""
    scommessa: bool = False
    rivanto: bool = False
    scommessa_realised: bool = False
    rivanto_realised: bool = False
    jochi: int | None = None
    pigliate: int | None = None
    penalties: tuple[str, ...] = ()


def _row_error(seat: int | None, english: str, italian: str) -> TarotError:
    if seat is None:
        return TarotError(english, italian)
    return TarotError(f"{SEAT_NAMES_EN[seat]}: {english}", f"{SEAT_NAMES[seat]}: {italian}")


def _play(deal: Deal, ruleset: TarotRuleset, difference: int) -> tuple[int, int, int, int]:
    return score_deal(replace(deal, difference=difference, penalties=()), ruleset).play


def deal_from_row(number: int, cells: Sequence[RowEntry], ruleset: TarotRuleset) -> Deal:
    """The deal one row of the sheet describes, four cells in seat order N, W, S, E; a TarotError says which
    player's cell is wrong and, when the jochi do not add up, what was expected there. Blank jochi cells are
    derived from the typed ones; at least one must be typed unless the deal was annulled before the call."""
    if len(cells) != 4:
        raise TarotError("a deal row has four players", "una riga di smazzata ha quattro giocatori")
    penalties = _row_penalties(cells)
    declarers = _row_declarers(cells)
    typed = [seat for seat, cell in enumerate(cells) if cell.jochi is not None]
    if not declarers:
        return _row_without_call(number, cells, penalties, typed, ruleset)
    declarer = declarers[0]
    call = cells[declarer].call.upper()
    partner = _row_partner(cells, declarer, call)
    rivanti = _row_commitments(cells, declarer)
    shape = Deal(number, declarer, call, partner)
    difference = _row_difference(shape, cells, typed, ruleset)
    deal = Deal(
        number,
        declarer,
        call,
        partner,
        scommessa=cells[declarer].scommessa or cells[declarer].scommessa_realised,
        rivanto=rivanti[0] if rivanti else None,
        difference=difference,
        pigliate=_row_pigliate(shape, cells),
        scommessa_realised=cells[declarer].scommessa_realised,
        rivanto_realised=bool(rivanti) and cells[rivanti[0]].rivanto_realised,
        penalties=tuple(penalties),
    )
    _check_typed(deal, ruleset)
    return deal


def _row_penalties(cells: Sequence[RowEntry]) -> list[Penalty]:
    """The penalties the row's cells mark, seat by seat: C, E, R or R/2 (``PENALTY_CODES``)."""
    penalties: list[Penalty] = []
    for seat, cell in enumerate(cells):
        for code in cell.penalties:
            if code.upper() not in PENALTY_CODES:
                raise _row_error(
                    seat,
                    f"unknown penalty {code!r}: C (wrong card count), E (exposed card), R (revoke), R/2 (owned up)",
                    f"penalità sconosciuta {code!r}: C (errato numero carte), E (carta esposta), R (rinnegamento), "
                    "R/2 (rinnegamento ammesso)",
                )
            kind, halved = PENALTY_CODES[code.upper()]
            penalties.append(Penalty(seat, kind, halved))
    return penalties


def _row_declarers(cells: Sequence[RowEntry]) -> list[int]:
    """The seats whose cell names a call: none or one, every call cell a known call or P."""
    declarers = [seat for seat, cell in enumerate(cells) if cell.call.upper() in CALLS]
    for seat, cell in enumerate(cells):
        if cell.call and cell.call.upper() not in (*CALLS, PARTNER_CODE):
            raise _row_error(
                seat,
                f"unknown call {cell.call!r}: S5, SV, SF, CV, CF, or P for the partner",
                f"chiamata sconosciuta {cell.call!r}: S5, SV, SF, CV, CF, o P per il compagno",
            )
    if len(declarers) > 1:
        raise _row_error(
            declarers[1],
            f"a second call; {SEAT_NAMES_EN[declarers[0]]} already called: one declarer a deal",
            f"una seconda chiamata; ha già chiamato {SEAT_NAMES[declarers[0]]}: un dichiarante a smazzata",
        )
    return declarers


def _row_without_call(
    number: int, cells: Sequence[RowEntry], penalties: list[Penalty], typed: list[int], ruleset: TarotRuleset
) -> Deal:
    """A row where nobody called: only a deal annulled for a wrong card count before the call, with no jochi
    (every deal has a call otherwise, TAROT §9)."""
    if any(p.kind == "wrong_cards" for p in penalties) and not any(cells[s].jochi for s in typed):
        deal = Deal(number, None, None, penalties=tuple(penalties))
        _check_typed(deal, ruleset)
        return deal
    raise _row_error(
        None,
        "nobody called: mark the declarer's call (S5, SV, SF, CV, CF)",
        "nessuno ha chiamato: segnare la chiamata del dichiarante (S5, SV, SF, CV, CF)",
    )


def _row_partner(cells: Sequence[RowEntry], declarer: int, call: str) -> int | None:
    """The caller's partner marked P: none for a solista, exactly one for a caller."""
    partners = [seat for seat, cell in enumerate(cells) if cell.call.upper() == PARTNER_CODE]
    if call in SOLO_CALLS and partners:
        raise _row_error(
            partners[0],
            f"{SEAT_NAMES_EN[declarer]} plays alone ({call}): no partner",
            f"{SEAT_NAMES[declarer]} gioca da solista ({call}): niente compagno",
        )
    if call not in SOLO_CALLS and len(partners) != 1:
        seat = partners[1] if partners else declarer
        raise _row_error(
            seat,
            "a caller has exactly one partner: mark P on the player who held the called trump",
            "un chiamante ha un solo compagno: segnare P sul giocatore che aveva il trionfo chiamato",
        )
    return partners[0] if partners else None


def _row_commitments(cells: Sequence[RowEntry], declarer: int) -> list[int]:
    """The seats marking the Rivanto (at most one), after checking that only the declarer marks the Scommessa
    (TAROT §9)."""
    for seat, cell in enumerate(cells):
        if (cell.scommessa or cell.scommessa_realised) and seat != declarer:
            raise _row_error(
                seat,
                "only the declarer can declare the Scommessa (TAROT §9)",
                "la Scommessa può dichiararla solo il dichiarante (TAROT §9)",
            )
    rivanti = [seat for seat, cell in enumerate(cells) if cell.rivanto or cell.rivanto_realised]
    if len(rivanti) > 1:
        raise _row_error(rivanti[1], "one Rivanto a deal", "un solo Rivanto a smazzata")
    return rivanti


def _row_difference(shape: Deal, cells: Sequence[RowEntry], typed: list[int], ruleset: TarotRuleset) -> int:
    """The side difference the typed jochi give (the declarer's cell if typed, else the first typed), every
    other typed cell agreeing with it (TAROT §11 note 1)."""
    declarer = shape.declarer
    assert declarer is not None
    if not typed:
        raise _row_error(
            declarer,
            "type the jochi +/- (at least the declarer's)",
            "scrivere i jochi +/- (almeno quelli del dichiarante)",
        )
    unit = _play(shape, ruleset, 1)
    anchor = declarer if declarer in typed else typed[0]
    value = cells[anchor].jochi or 0
    if value % unit[anchor]:
        raise _row_error(
            anchor,
            f"{value:+d} cannot be: with this call each jocu of difference counts {unit[anchor]:+d} here "
            f"(a solista is paid by each of three opponents, a solista di 5 double)",
            f"{value:+d} non è possibile: con questa chiamata ogni jocu di differenza vale {unit[anchor]:+d} "
            f"qui (il solista è pagato da ciascuno dei tre avversari, il solista di 5 il doppio)",
        )
    difference = value // unit[anchor]
    expected = _play(shape, ruleset, difference)
    for seat in typed:
        if cells[seat].jochi != expected[seat]:
            total = sum(cells[s].jochi or 0 for s in typed)
            tail_en = f"; the four typed add up to {total:+d}, not 0" if len(typed) == 4 and total else ""
            tail_it = f"; i quattro scritti fanno {total:+d}, non 0" if len(typed) == 4 and total else ""
            raise _row_error(
                seat,
                f"typed {cells[seat].jochi:+d}, expected {expected[seat]:+d} from {SEAT_NAMES_EN[anchor]}'s "
                f"{value:+d}{tail_en}",
                f"scritto {cells[seat].jochi:+d}, atteso {expected[seat]:+d} dal {value:+d} di "
                f"{SEAT_NAMES[anchor]}{tail_it}",
            )
    return difference


def _row_pigliate(shape: Deal, cells: Sequence[RowEntry]) -> tuple[int, int]:
    """Each side's pigliate: partners realise them together, so one side marks one number."""
    sides: list[set[int]] = [set(), set()]
    for seat, cell in enumerate(cells):
        if cell.pigliate:
            sides[shape.side_of(seat)].add(cell.pigliate)
    for index, values in enumerate(sides):
        if len(values) > 1:
            seat = next(s for s in range(4) if shape.side_of(s) == index and cells[s].pigliate)
            raise _row_error(
                seat,
                f"partners realise pigliate together: {sorted(values)} on one side",
                f"i compagni realizzano le pigliate insieme: {sorted(values)} sulla stessa parte",
            )
    return max(sides[0], default=0), max(sides[1], default=0)


def _check_typed(deal: Deal, ruleset: TarotRuleset) -> None:
    """``check_deal`` with its message said as the desk says it: "Smazzata 2: ..." rather than a file path."""
    try:
        check_deal(deal, ruleset.deals_per_round, "-")
    except TournamentError as error:
        english = error.english.split(": ", 1)[1]
        italian = error.italian.split(": ", 1)[1]
        raise TarotError(f"Deal {deal.number}: {english}", f"Smazzata {deal.number}: {italian}") from error


def row_from_deal(deal: Deal, ruleset: TarotRuleset) -> tuple[RowEntry, ...]:
    """The four cells the sheet shows for a deal entered before (the inverse of ``deal_from_row``): the jochi as
    played, also for an annulled deal, so that typing the row again gives the same deal."""
    played = _play(deal, ruleset, deal.side_difference()) if deal.declarer is not None else None
    scm, riv = deal.realised()
    pig = deal.side_pigliate()
    codes = {v: k for k, v in PENALTY_CODES.items()}
    cells = []
    for seat in range(4):
        call = ""
        if seat == deal.declarer and deal.call:
            call = deal.call
        elif seat == deal.partner:
            call = PARTNER_CODE
        side = deal.side_of(seat) if deal.declarer is not None else None
        cells.append(
            RowEntry(
                call=call,
                scommessa=deal.scommessa and seat == deal.declarer,
                rivanto=seat == deal.rivanto,
                scommessa_realised=scm and deal.scommessa and seat == deal.declarer,
                rivanto_realised=riv and seat == deal.rivanto,
                jochi=played[seat] if played is not None else None,
                pigliate=(pig[side] or None) if side is not None else None,
                penalties=tuple(codes[p.kind, p.self_reported] for p in deal.penalties if p.seat == seat),
            )
        )
    return tuple(cells)


# --- the whole tournament --------------------------------------------------------------------------------


@dataclass(frozen=True)
class PlayerDeal:
    """One player's line of the Schema Riassuntivo for one deal."""

    round: int
    table: int
    deal: int
    seat: int
    call: str | None  # the player's own call this deal
    succeeded: bool
    scommessa: int  # commitment coefficient points earned: declared 2, partner 1, else 0
    rivanto: int
    pigliate: int
    versus: Mapping[int, int]  # opponent entry -> jochi received in play (negative: paid)
    partners: tuple[int, ...]
    play: int
    penalty: int
    void: bool

    @property
    def total(self) -> int:
        return self.play + self.penalty


@dataclass(frozen=True)
class Line:
    """One player's row of the standings."""

    entry: int
    jochi: int
    calls: int  # coefficient of successful calls (TAROT §7.2)
    commitments: int  # coefficient of commitments realised (§7.3)
    pigliate: int
    deals: int  # deals played
    rank: int = 0
    # The criterion that placed this row below the one above with the same jochi (None: jochi differ, or the
    # chain left them tied and they share the rank).
    decided_by: str | None = None
    head_to_head: int = 0  # among the block still tied when head-to-head was reached (0 if never reached)


def _tables(tournament: Tournament, up_to_round: int | None) -> Iterable[tuple[int, PlayedTable]]:
    for rnd in sorted(tournament.rounds, key=lambda r: r.number):
        if up_to_round is not None and rnd.number > up_to_round:
            continue
        for table in rnd.tables:
            yield rnd.number, table


def player_deals(
    tournament: Tournament, ruleset: TarotRuleset, up_to_round: int | None = None
) -> dict[int, list[PlayerDeal]]:
    """Every player's deals in order: the Schema Riassuntivo, from which everything else is summed. Of an
    interrupted tournament only the rounds up to the last one shown (``Setup.record_round``): every output
    that sums deals (standings, head-to-head, the summary sheets, the live page) counts the same rounds."""
    up_to_round = tournament.setup.record_round(up_to_round)
    out: dict[int, list[PlayerDeal]] = {e: [] for e in tournament.entry_ids()}
    for number, table in _tables(tournament, up_to_round):
        for deal in sorted(turn_deals(table), key=lambda d: d.number):
            for entry, line in _deal_lines(number, table, deal, ruleset):
                out.setdefault(entry, []).append(line)
    return out


def _deal_lines(
    number: int, table: PlayedTable, deal: Deal, ruleset: TarotRuleset
) -> Iterable[tuple[int, PlayerDeal]]:
    """The four players' lines of one deal, in seat order."""
    score = score_deal(deal, ruleset)
    scm_ok, riv_ok = deal.realised() if not score.void else (False, False)
    pig = deal.side_pigliate() if not score.void and deal.declarer is not None else (0, 0)
    for seat, entry in enumerate(table.ns):
        side = deal.side_of(seat) if deal.declarer is not None else None
        own = seat == deal.declarer
        scm, riv = _commitment_points(deal, seat, side, scm_ok, riv_ok, ruleset)
        paid = score.penalty_versus[seat] if ruleset.head_to_head_penalties else (0, 0, 0, 0)
        others = [b for b in range(4) if b != seat]
        versus = {table.ns[b]: score.versus[seat][b] + paid[b] for b in others}
        partners = tuple(table.ns[b] for b in others if side is not None and deal.side_of(b) == side)
        yield (
            entry,
            PlayerDeal(
                round=number,
                table=table.number,
                deal=deal.number,
                seat=seat,
                call=deal.call if own else None,
                succeeded=own and score.succeeded,
                scommessa=scm,
                rivanto=riv,
                pigliate=pig[side] if side is not None else 0,
                versus=versus,
                partners=partners,
                play=score.play[seat],
                penalty=score.penalty[seat],
                void=score.void,
            ),
        )


def _commitment_points(
    deal: Deal, seat: int, side: int | None, scm_ok: bool, riv_ok: bool, ruleset: TarotRuleset
) -> tuple[int, int]:
    """The seat's Scommessa and Rivanto points: a commitment realised earns whoever declared it
    ``commitment_declared`` and their partner ``commitment_partner`` (TAROT §7.3)."""
    cd, cp = ruleset.commitment_declared, ruleset.commitment_partner
    own = seat == deal.declarer
    scm = (cd if own else cp if side == 0 else 0) if deal.scommessa and scm_ok else 0
    riv = (cd if seat == deal.rivanto else cp if side == deal.rivanto_side() else 0) if riv_ok else 0
    return scm, riv


def head_to_head(rows: Mapping[int, Sequence[PlayerDeal]]) -> dict[tuple[int, int], int]:
    """(a, b) -> jochi a received from b over every deal where they were opponents (negative: paid)."""
    matrix: dict[tuple[int, int], int] = defaultdict(int)
    for entry, deals in rows.items():
        for deal in deals:
            for other, value in deal.versus.items():
                matrix[entry, other] += value
    return dict(matrix)


def _line(entry: int, deals: Sequence[PlayerDeal], ruleset: TarotRuleset) -> Line:
    return Line(
        entry=entry,
        jochi=sum(d.total for d in deals),
        calls=sum(ruleset.call_coefficients[d.call] for d in deals if d.call and d.succeeded),
        commitments=sum(d.scommessa + d.rivanto for d in deals),
        pigliate=sum(d.pigliate for d in deals),
        deals=len(deals),
    )


def _first_order(tournament: Tournament, ruleset: TarotRuleset) -> dict[int, int]:
    """The last resort: the first round's seating order (the trumps drawn, highest first) or the number."""
    order: dict[int, int] = {}
    if ruleset.last_resort == "draw" and tournament.rounds:
        first = min(tournament.rounds, key=lambda r: r.number)
        for table in sorted(first.tables, key=lambda t: t.number):
            for entry in table.ns:
                order.setdefault(entry, len(order))
    return {e: order.get(e, len(order) + e) for e in tournament.entry_ids()}


def standings(tournament: Tournament, ruleset: TarotRuleset, up_to_round: int | None = None) -> list[Line]:
    """The standings by total jochi, ties broken by TAROT §7 in the ruleset's order; every row says which
    criterion placed it below the row above when their jochi are equal. Players still tied after the whole
    chain share the rank; the seating order behind them is the ruleset's last resort (``seating_order``).
    An interrupted tournament's standings stop at its last round shown (``Setup.record_round``)."""
    rows = player_deals(tournament, ruleset, up_to_round)
    matrix = head_to_head(rows)
    lines = [_line(e, rows.get(e, []), ruleset) for e in tournament.entry_ids()]
    keyed = _chain(lines, ruleset.chain, matrix)
    fallback = _first_order(tournament, ruleset)
    keyed.sort(key=lambda item: (item[0], fallback[item[1].entry]))
    out: list[Line] = []
    previous: tuple[int, ...] | None = None
    for index, (key, line) in enumerate(keyed):
        decided = None
        if previous is not None and key[0] == previous[0]:
            differing = next((i for i, (a, b) in enumerate(zip(key, previous, strict=True)) if a != b), None)
            decided = None if differing is None else ruleset.chain[differing]
        rank = out[-1].rank if previous == key else index + 1
        out.append(replace(line, rank=rank, decided_by=decided))
        previous = key
    return out


def _chain(
    lines: list[Line], chain: Sequence[str], matrix: Mapping[tuple[int, int], int]
) -> list[tuple[tuple[int, ...], Line]]:
    """Order ``lines`` by ``chain`` (each key negated so ascending sorts best first). Head-to-head counts only
    the deals among the players still tied when it is reached (a mini-table), so it is computed per block."""
    if not chain:
        return [((), line) for line in lines]
    criterion, rest = chain[0], chain[1:]
    if len(lines) < 2:
        return [((0,) * len(chain), line) for line in lines]
    values: dict[int, int] = {}
    for line in lines:
        if criterion == "head_to_head":
            tied = {other.entry for other in lines}
            values[line.entry] = sum(matrix.get((line.entry, o), 0) for o in tied if o != line.entry)
        else:
            values[line.entry] = getattr(line, criterion)
    blocks: dict[int, list[Line]] = defaultdict(list)
    for line in lines:
        kept = line
        if criterion == "head_to_head":
            kept = replace(line, head_to_head=values[line.entry])
        blocks[values[line.entry]].append(kept)
    out: list[tuple[tuple[int, ...], Line]] = []
    for value in sorted(blocks, reverse=True):
        out += [((-value, *key), line) for key, line in _chain(blocks[value], rest, matrix)]
    return out


def seating_order(tournament: Tournament, ruleset: TarotRuleset, after_round: int) -> list[int]:
    """The provisional standings after ``after_round`` as a strict order: who sits where next (TAROT §3)."""
    return [line.entry for line in standings(tournament, ruleset, up_to_round=after_round)]


# --- seating ---------------------------------------------------------------------------------------------


def draw_order(trumps: Mapping[int, int]) -> list[int]:
    """Entries by the trump each drew, highest first (TAROT §2): the highest sits North at table A, the next
    West, South, East (the lowest of the four, who deals first), and so on table by table."""
    values = list(trumps.values())
    if len(set(values)) != len(values):
        twice = next(v for v in values if values.count(v) > 1)
        raise TarotError(
            f"trump {twice} was drawn twice: every player draws a different trump",
            f"il trionfo {twice} risulta pescato due volte: ogni giocatore ne pesca uno diverso",
        )
    for entry, trump in trumps.items():
        if not 0 <= trump <= 999:
            raise TarotError(
                f"entry {entry}: trump {trump} is not a card number (0 to 999)",
                f"iscritto {entry}: il trionfo {trump} non è un numero di carta (da 0 a 999)",
            )
    check_field(len(trumps))
    return sorted(trumps, key=lambda e: -trumps[e])


def first_round(trumps: Mapping[int, int]) -> ProposedRound:
    return in_order(draw_order(trumps))


def next_round(tournament: Tournament, ruleset: TarotRuleset, after_round: int) -> ProposedRound:
    """The tables after ``after_round`` from the provisional standings with the whole §7 chain."""
    if after_round not in ruleset.reseat_after:
        previous = tournament.round(after_round)
        if previous is not None:
            # The regulation re-seats only after the rounds it names; otherwise the tables stay as they were.
            return ProposedRound(tuple(_same(t) for t in previous.tables), ())
    order = seating_order(tournament, ruleset, after_round)
    check_field(len(order))
    return in_order(order)


def _same(table: PlayedTable) -> Table:
    return Table(table.number, table.ns, ())


__all__ = [
    "CALLS",
    "Deal",
    "DealScore",
    "Jucate",
    "Line",
    "Penalty",
    "PlayerDeal",
    "check",
    "check_deal",
    "check_field",
    "draw_order",
    "first_round",
    "head_to_head",
    "next_round",
    "player_deals",
    "score_deal",
    "standings",
]
