"""A whole Sicilian Tarot tournament played with plausible random deals: ``fibur-director-cli simulate --kind
tarot``. Round 1 is seated by a random draw of trumps (``tarot.first_round``), rounds 2 and 3 by
``tarot.next_round`` (the provisional standings with the whole §7 chain), the functions the desk calls.

The deals are plausible rather than realistic: forced and voluntary callers are common, soloists rarer, a
solista di 5 rare; a Scommessa or Rivanto now and then, realised about half the time; pigliate few; penalties
rare. Most deals give the jochi realised box by box (``jucate``); about one in four gives only the side
difference with pigliate and realised flags, as a referee in a hurry types it, so both shapes are rehearsed.
"""

from __future__ import annotations

import random
from dataclasses import replace
from datetime import date

from fibur_director.domain.tournament import Entry, PlayedTable, Player, Round, Setup, Tournament
from fibur_director.games.simulated_names import NAMES, SURNAMES
from fibur_director.games.tarot import scoring as tarot
from fibur_director.games.tarot.ruleset import DEFAULT_TAROT_RULESET, TarotRuleset, get_tarot_ruleset
from fibur_director.games.tarot.scoring import Deal, Jucate, Penalty

# Relative frequencies of the calls: whoever holds Giove must call when nobody declares (TAROT §9), so forced
# and voluntary callers are most deals; a solista di 5 is the rare, doubled one.
CALL_WEIGHTS = {"CF": 34, "CV": 34, "SF": 13, "SV": 13, "S5": 6}


def _jucate(deal: Deal, rng: random.Random) -> tuple[Jucate, Jucate]:
    """Jochi box by box: the one-side boxes to one side each, the commitments to their side when realised."""
    boxes: list[dict[str, int]] = [{}, {}]
    strong = 0.6 if deal.solo() else 0.55  # who declares usually holds the better hand
    for key, chance in (("rim", 0.9), ("van", 0.6), ("re4", 0.08), ("ar4", 0.08)):
        if rng.random() < chance:
            boxes[0 if rng.random() < strong else 1][key] = 1
    for side in (0, 1):
        if boxes[side].get("ar4") and rng.random() < 0.2:
            boxes[side]["ar5"] = 1
        pigliate = rng.choices((0, 1, 2, 3), (50, 30, 15, 5))[0]
        if pigliate:
            boxes[side]["pig"] = pigliate
    if deal.scommessa and rng.random() < 0.5:
        boxes[0]["scm"] = 1
    if deal.rivanto is not None and rng.random() < 0.5:
        side = deal.rivanto_side()
        boxes[side]["van"] = boxes[side]["riv"] = 1  # the Rivanto is one more jocu on top of the Vanto
        boxes[1 - side].pop("van", None)
    return Jucate(**boxes[0]), Jucate(**boxes[1])


def _penalties(deal: Deal, rng: random.Random) -> tuple[Penalty, ...]:
    found: list[Penalty] = []
    if rng.random() < 0.04:
        seat = rng.choice([s for s in range(4) if not (deal.solo() and s == deal.declarer)])
        found.append(Penalty(seat, "exposure"))
    if rng.random() < 0.03:
        found.append(Penalty(rng.randrange(4), "revoke", self_reported=rng.random() < 0.5))
    return tuple(found)


def plausible_deal(number: int, rng: random.Random) -> Deal:
    """One deal the regulation allows, with plausible frequencies (checked by ``tarot.check_deal``)."""
    if rng.random() < 0.01:
        # A wrong card count found before any call: the deal is void, the offender pays (TAROT §6).
        return Deal(number, None, None, penalties=(Penalty(rng.randrange(4), "wrong_cards"),))
    declarer = rng.randrange(4)
    call = rng.choices(list(CALL_WEIGHTS), list(CALL_WEIGHTS.values()))[0]
    partner = None if call in tarot.SOLO_CALLS else rng.choice([s for s in range(4) if s != declarer])
    deal = Deal(number, declarer, call, partner, scommessa=rng.random() < 0.1)
    seats = sorted(tarot.rivanto_seats(deal))
    if seats and rng.random() < 0.08:
        deal = Deal(number, declarer, call, partner, deal.scommessa, rivanto=rng.choice(seats))
    jucate = _jucate(deal, rng)
    if rng.random() < 0.25:
        scm, riv = bool(jucate[0].scm), bool(jucate[deal.rivanto_side()].riv)
        difference = jucate[0].total() - jucate[1].total()
        pigliate = (jucate[0].pig, jucate[1].pig)
        deal = Deal(number, declarer, call, partner, deal.scommessa, deal.rivanto, None, difference, pigliate, scm, riv)  # fmt: skip
    else:
        deal = Deal(number, declarer, call, partner, deal.scommessa, deal.rivanto, jucate)
    return replace(deal, penalties=_penalties(deal, rng))


def _people(count: int, rng: random.Random) -> tuple[list[Player], list[Entry]]:
    players: list[Player] = []
    entries: list[Entry] = []
    for number in range(1, count + 1):
        surname, name = rng.choice(SURNAMES), rng.choice(NAMES)
        players.append(Player(f"p{number}", surname, name, f"TAR{100000 + number}", f"Circolo {rng.choice(SURNAMES)}"))  # fmt: skip
        entries.append(Entry(number, f"{surname} {name}", (f"p{number}",)))
    return players, entries


def _played(number: int, ns: tuple[int, ...], ruleset: TarotRuleset, rng: random.Random) -> PlayedTable:
    deals = tuple(plausible_deal(d, rng) for d in range(1, ruleset.deals_per_round + 1))
    return PlayedTable(number, ns, (), deals=deals)


def simulate_tarot(
    *,
    entries: int = 8,
    seed: int = 1,
    ruleset_id: str = DEFAULT_TAROT_RULESET,
    name: str = "Torneo di tarocchi simulato",
) -> Tournament:
    """Play a whole Tarot tournament; returns the checked tournament (standings from ``tarot.standings``)."""
    tarot.check_field(entries)  # 4n players, refused with the regulation's reason
    ruleset = get_tarot_ruleset(ruleset_id)
    rng = random.Random(seed)
    players, entry_list = _people(entries, rng)
    setup = Setup(
        name,
        date(2026, 12, 20).isoformat(),
        ruleset.id,
        "tarot",
        ruleset.deals_per_round,
        ruleset.rounds,
        (tuple(range(1, ruleset.rounds + 1)),),
    )
    tournament = Tournament(setup, tuple(players), tuple(entry_list))
    # The trumps of a deck (1-21) while they are enough; a larger field draws numbered cards (the file's 0-999).
    trumps = rng.sample(range(1, 22) if entries <= 21 else range(1000), entries)
    draw = tuple(zip((e.id for e in entry_list), trumps, strict=True))
    played: list[Round] = []
    for number in range(1, ruleset.rounds + 1):
        proposed = (
            tarot.first_round(dict(draw))
            if number == 1
            else tarot.next_round(tournament, ruleset, number - 1)
        )
        tables = tuple(_played(t.number, t.ns, ruleset, rng) for t in proposed.tables)
        played.append(Round(number, "tarot", tables, draw=draw if number == 1 else ()))
        tournament = Tournament(setup, tuple(players), tuple(entry_list), tuple(played))
    tarot.check(tournament, ruleset)
    return tournament
