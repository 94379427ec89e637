"""An 8-player, 3-round Sicilian Tarot tournament written by hand for the printed forms (TAROT; DIGEST §8).

Round I is seated by the trumps drawn (entry n drew trump 10 + n, so entry 8 sits North at table A and entry 1
East at table B); rounds II and III by the provisional standings (``tarot.next_round``). The deals are written
by seat (0-3 = N, W, S, E), so they do not depend on who sits where:

Table A (n. 1) of every round, by jochi realised (``jucate``):
  1. N solista di 5 with a Scommessa: N 4 jochi (RIM, SCM, 2 pigliate) against 1 (VAN): +3 doubled = +6
     from each opponent: N +18, W S E -6 each.
  2. W chiamante volontario with E, failed: W+E 1 (4 RE) against N+S 3 (RIM, VAN, PIG 1): -2 each side.
  3. S solista forzato, Ovest declares the Rivanto and realises it (VAN + RIV): S 2 (RIM, 4 AR) against 2
     + 1 pigliata = 3: -1 from each opponent: S -3, others +1; Ovest earns 2 commitment points, N and E 1.
  4. E chiamante forzato with N, succeeded, and N exposes a Figura (-2, paid to nobody): E+N 3 (RIM, PIG 2)
     against W+S 1 (VAN): +2 each; N 2 - 2 = 0.
Table B (n. 2) of every round, by difference only (as the referee may type it):
  1. A deal annulled for a wrong card count by S: S -6, the others +2.
  2. N chiamante volontario with S, Scommessa declared and realised by N, difference +3, pigliate (2, 1).
  3. E solista volontario, difference +2: E +6, the others -2; and W revokes and owns up (-3 / +1 / +1 / +1):
     W's side lost the deal, so it stands.
  4. S chiamante forzato with W, difference -1, pigliate (0, 3).
"""

from __future__ import annotations

from fibur_director.domain.tournament import Entry, PlayedTable, Player, Round, Setup, Tournament
from fibur_director.games.tarot import scoring as tarot
from fibur_director.games.tarot.ruleset import get_tarot_ruleset
from fibur_director.games.tarot.scoring import Deal, Jucate, Penalty

NAMES = (
    ("Šimić", "Ana"),
    ("Lo Presti", "Nicolò"),
    ("Cardullo", "Simone"),
    ("Franchina", "Nicolò"),
    ("Consales", "Casimiro"),
    ("<b>Trunfi</b>", "Magister"),  # markup-looking text must print as written
    ("D'Urso", "Agata"),
    ("=Ferrara", "Rosalia"),  # formula-looking text must be escaped in the workbook
)
TRUMPS = {entry: 10 + entry for entry in range(1, 9)}

TABLE_A = (
    Deal(1, 0, "S5", scommessa=True, jucate=(Jucate(rim=1, scm=1, pig=2), Jucate(van=1))),
    Deal(2, 1, "CV", partner=3, jucate=(Jucate(re4=1), Jucate(rim=1, van=1, pig=1))),
    Deal(3, 2, "SF", rivanto=1, jucate=(Jucate(rim=1, ar4=1), Jucate(van=1, riv=1, pig=1))),
    Deal(
        4,
        3,
        "CF",
        partner=0,
        jucate=(Jucate(rim=1, pig=2), Jucate(van=1)),
        penalties=(Penalty(0, "exposure"),),
    ),
)
TABLE_B = (
    Deal(1, None, None, penalties=(Penalty(2, "wrong_cards"),)),
    Deal(2, 0, "CV", partner=2, scommessa=True, difference=3, pigliate=(2, 1), scommessa_realised=True),
    Deal(3, 3, "SV", difference=2, pigliate=(3, 0), penalties=(Penalty(1, "revoke", self_reported=True),)),
    Deal(4, 2, "CF", partner=1, difference=-1, pigliate=(0, 3)),
)


def tarot_tournament(rounds: int = 3, deals: bool = True) -> Tournament:
    ruleset = get_tarot_ruleset()
    players = tuple(Player(f"p{i}", surname, name, f"T{i:03}", "Tarocchi Mineo") for i, (surname, name) in enumerate(NAMES, start=1))  # fmt: skip
    entries = tuple(Entry(i, f"{p.surname} {p.name}", (p.id,)) for i, p in enumerate(players, start=1))
    setup = Setup("Torneo di Tarocco Siciliano", "2026-09-12", ruleset.id, "tarot", 4, 3, ((1, 2, 3),))
    tournament = Tournament(setup, players, entries)
    for number in range(1, rounds + 1):
        proposed = (
            tarot.first_round(TRUMPS) if number == 1 else tarot.next_round(tournament, ruleset, number - 1)
        )
        tables = tuple(
            PlayedTable(t.number, t.ns, (), deals=(TABLE_A if t.number == 1 else TABLE_B) if deals else ())
            for t in proposed.tables
        )
        draw = tuple(TRUMPS.items()) if number == 1 else ()
        tournament = Tournament(
            setup, players, entries, (*tournament.rounds, Round(number, "tarot", tables, draw=draw))
        )
    tarot.check(tournament, ruleset)
    return tournament
