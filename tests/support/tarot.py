"""A Sicilian Tarot tournament the services, the desk's and the live pages' tests share (issue 36: no test module
imports another): eight players created and drawn, round 1's turn sheets with their figures worked out by hand
in the comments (TAROT; ruleset tarocchi-siciliani: S5 doubled, a Scommessa or Rivanto realised counts 2 for who
declared it and 1 for each partner, penalties 2 / 2 / 2 and 1) and the standings after it."""

from __future__ import annotations

from fibur_director.games.tarot.scoring import Deal, Jucate, Penalty
from fibur_director.services import registration as reg
from fibur_director.services.actions import Desk
from tests.conftest import TODAY


def make_tarot(desk: Desk, players: int = 8) -> int:
    tid = reg.create_tournament(
        desk,
        reg.TournamentSettings(
            name="Torneo di Mineo", date=TODAY, ruleset_id="tarocchi-siciliani", kind="tarot"
        ),
    )
    for number in range(1, players + 1):
        pid = reg.add_player(desk, f"Giocatore{number}", "Turi", card=f"TAR{number:03d}")
        assert reg.register_entry(desk, tid, [pid]) == number
    return tid


# Entry e draws trump 10 + e: highest first 8, 7, ..., 1; table 1 N W S E = 8 7 6 5, table 2 = 4 3 2 1.
TRUMPS = {e: 10 + e for e in range(1, 9)}

ROUND_1 = {
    1: (
        # N solista di 5, +3 doubled: N +18, each other -6.
        Deal(1, 0, "S5", difference=3),
        # W calls (volontario) with E and loses 2: W, E -2; N, S +2 (a failed call).
        Deal(2, 1, "CV", partner=3, difference=-2),
        # S calls (forzato) with N, Scommessa declared and realised, +4: S, N +4; W, E -4. S 2, N 1 commitment.
        Deal(3, 2, "CF", partner=0, scommessa=True, difference=4, pigliate=(8, 2), scommessa_realised=True),
        # E solista volontario loses 1: E -3, others +1; W's Rivanto realised (W 2, N and S 1); S exposes a card: -2.
        Deal(
            4,
            3,
            "SV",
            rivanto=1,
            difference=-1,
            pigliate=(3, 9),
            rivanto_realised=True,
            penalties=(Penalty(2, "exposure"),),
        ),
    ),
    2: (
        # N calls S, +2: N, S +2; W, E -2.
        Deal(1, 0, "CV", partner=2, difference=2),
        # W holds the wrong number of cards: void, W -6, each other +2.
        Deal(2, None, None, penalties=(Penalty(1, "wrong_cards"),)),
        # S solista forzato +5: S +15, others -5; E (a defender, who lost) owns up to a revoke: E -3, others +1.
        Deal(3, 2, "SF", difference=5, penalties=(Penalty(3, "revoke", self_reported=True),)),
        # E calls W and loses by the jochi realised, 4 against 7: E, W -3; N, S +3.
        Deal(4, 3, "CF", partner=1, jucate=(Jucate(pig=4), Jucate(rim=1, van=1, pig=5))),
    ),
}

# Totals: 8 = 18+2+4+1 = 25; 7 = -6-2-4+1 = -11; 6 = -6+2+4+1-2 = -1; 5 = -6-2-4-3 = -15;
#         4 = 2+2-5+1+3 = 3;   3 = -2-6-5+1-3 = -15; 2 = 2+2+15+1+3 = 23; 1 = -2+2-5-3-3 = -11.
# Ties: 7 and 1 (-11) never met, no successful call; 7 realised a Rivanto (2): 7 first by commitments.
#       5 and 3 (-15): no head-to-head, no call, no commitment; pigliate 5 (2 + 3) against 4: 5 first.
AFTER_ROUND_1 = [(8, 25), (2, 23), (4, 3), (6, -1), (7, -11), (1, -11), (5, -15), (3, -15)]
