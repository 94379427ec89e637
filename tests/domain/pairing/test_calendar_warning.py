"""An edit of a round-robin round other than the phase's first departs from the calendar the later rounds
still read (IT/REV Art. 2): the referee is told which meetings would then repeat and which never happen.

Six pairs, plan italian:5, round 1 seated 1 v 6, 2 v 5, 3 v 4: the ring read back is 1 2 3 4 5 6 and the
Berger calendar (round_robin.berger_calendar) is, by hand:

    round 1   1-6  2-5  3-4
    round 2   1-5  4-6  2-3
    round 3   1-4  3-5  2-6
    round 4   1-3  2-4  5-6
    round 5   1-2  3-6  4-5

Swapping 5 and 4 in round 2 seats 1-4, 5-6, 2-3: 1-4 comes again in round 3 and 5-6 in round 4, while 1-5
and 4-6 are never played.
"""

from __future__ import annotations

from fibur_director.domain.pairing.model import ProposedRound, Table
from fibur_director.domain.tournament import Entry, PlayedTable, Player, Round, Setup, Tournament
from fibur_director.games.burraco.orchestration import calendar_warnings, phase_end

PLAYERS = tuple(Player(f"p{i}", f"Cognome{i}", "Anna") for i in range(1, 13))
ENTRIES = tuple(Entry(e, f"Coppia {e}", (f"p{2 * e - 1}", f"p{2 * e}")) for e in range(1, 7))
SETUP = Setup("Girone", "2026-12-20", "burraco-italiano", "pairs", 4, 5, ((1, 2, 3, 4, 5),))


def _round(number: int, *pairs: tuple[int, int]) -> Round:
    return Round(number, "italian", tuple(PlayedTable(i, (a,), (b,)) for i, (a, b) in enumerate(pairs, 1)))


def _proposed(*pairs: tuple[int, int]) -> ProposedRound:
    return ProposedRound(tuple(Table(i, (a,), (b,)) for i, (a, b) in enumerate(pairs, 1)))


TOURNAMENT = Tournament(
    SETUP, PLAYERS, ENTRIES, (_round(1, (1, 6), (2, 5), (3, 4)), _round(2, (5, 1), (6, 4), (2, 3)))
)


def test_an_edit_of_round_two_names_the_meetings_it_doubles_and_loses() -> None:
    (warning,) = calendar_warnings(TOURNAMENT, 2, _proposed((4, 1), (6, 5), (2, 3)), None, 5)
    assert warning.code == "calendar" and warning.entries == (1, 4, 5, 6)
    assert warning.english == (
        "round 2 departs from the round-robin calendar fixed at round 1 (IT/REV Art. 2), which the rounds up "
        "to 5 still follow: met twice 1 v 4, 5 v 6; never met 1 v 5, 4 v 6"
    )
    assert "si incontrano due volte 1-4, 5-6; non si incontrano mai 1-5, 4-6" in warning.italian


def test_the_phase_end_bounds_the_consequences() -> None:
    """With plan italian:3,danish:2 the calendar stops at round 3: 5-6 (calendar round 4) is not a repeat,
    and the meetings of rounds 4 and 5 were never going to be played by it."""
    last = phase_end("italian:3,danish:2", "pairs", 5, 2)
    assert last == 3 and phase_end("italian:5", "pairs", 5, 2) == 5
    (warning,) = calendar_warnings(TOURNAMENT, 2, _proposed((4, 1), (6, 5), (2, 3)), None, last)
    assert warning.english.endswith("met twice 1 v 4; never met 1 v 5, 4 v 6")


def test_no_warning_for_the_calendar_itself_or_the_first_round() -> None:
    # Sides swapped and tables renumbered: the same meetings as the calendar.
    assert calendar_warnings(TOURNAMENT, 2, _proposed((2, 3), (1, 5), (4, 6)), None, 5) == ()
    # Round 1 defines the calendar: any seating of it is the calendar.
    assert calendar_warnings(TOURNAMENT, 1, _proposed((1, 2), (3, 4), (5, 6)), None, 5) == ()
    danish = Tournament(SETUP, PLAYERS, ENTRIES, (TOURNAMENT.rounds[0], Round(2, "danish", ())))
    assert calendar_warnings(danish, 2, _proposed((4, 1), (6, 5), (2, 3)), None, 5) == ()


def test_in_a_double_round_robin_the_warning_names_the_end_of_its_own_calendar() -> None:
    """Planned for 10 rounds (two legs of 5): the calendar fixed at round 1 ends at round 5, where the second
    leg starts a new one; the warning says so, and counts nothing past it."""
    (warning,) = calendar_warnings(TOURNAMENT, 2, _proposed((4, 1), (6, 5), (2, 3)), None, 10)
    assert "which the rounds up to 5 still follow: met twice 1 v 4, 5 v 6; never met 1 v 5, 4 v 6" in (
        warning.english
    )
