"""Match points to victory points and back (IT Art. 18, REV Art. 17, FED85 Art. 9; DIGEST §3)."""

from __future__ import annotations

from fibur_director.domain.errors import ScoreError
from fibur_director.games.burraco.ruleset import Ruleset, get_ruleset


def _whole(value: object, english: str, italian: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ScoreError(
            f"{english} must be a whole number, not {value!r}",
            f"{italian} deve essere un intero, non {value!r}",
        )
    return value


def _deals(ruleset: Ruleset, deals: object, teams: bool) -> int:
    count = _whole(deals, "the number of deals", "il numero di smazzate")
    ruleset.vp_table(count, teams=teams)  # raises ScoreError naming the tables the ruleset has
    return count


def victory_points(
    ruleset_id: str, deals: int, mp_difference: int, *, teams: bool = False
) -> tuple[int, int]:
    """VP for the side whose MP difference is given, then for its opponents; they always sum to 20.

    A negative difference mirrors the positive one. A difference that is not a multiple of 5 is a
    data-entry error (every burraco score is a multiple of 5) and raises ScoreError.
    """
    ruleset = get_ruleset(ruleset_id)
    count = _deals(ruleset, deals, teams)
    difference = _whole(mp_difference, "the MP difference", "la differenza di M.P.")
    if difference % 5:
        raise ScoreError(
            f"MP difference {difference} is not a multiple of 5; burraco scores always are (e.g. "
            f"{difference - difference % 5} or {difference - difference % 5 + 5})",
            f"la differenza di M.P. {difference} non è un multiplo di 5, come lo sono sempre i punti del burraco "
            f"(per esempio {difference - difference % 5} o {difference - difference % 5 + 5})",
        )
    row = ruleset.vp_table(count, teams=teams).row_for(abs(difference))
    if difference < 0:
        return row.loser_vp, row.winner_vp
    return row.winner_vp, row.loser_vp


def equivalent_mp(ruleset_id: str, deals: int, vp: int, *, teams: bool = False) -> int:
    """The MP the codes call "equivalent" to a VP score: the lower bound of that VP's range.

    13 VP on 4 deals (Italiano) is 505; a losing VP gives the same figure negative (7 VP is -505);
    10 VP is 0. Sanctions whose pair the code prints are stored in the ruleset instead (DIGEST §3).
    """
    ruleset = get_ruleset(ruleset_id)
    count = _deals(ruleset, deals, teams)
    points = _whole(vp, "VP", "i V.P.")
    if not 0 <= points <= 20:
        raise ScoreError(
            f"VP must be between 0 and 20, not {points}", f"i V.P. vanno da 0 a 20, non {points}"
        )
    table = ruleset.vp_table(count, teams=teams)
    winner_vp = max(points, 20 - points)
    bound = table.lower_bound(winner_vp)
    if bound is None:
        raise ScoreError(
            f"ruleset {ruleset_id} gives no MP range for {winner_vp}-{20 - winner_vp}",
            f"il regolamento {ruleset_id} non ha un intervallo di M.P. per {winner_vp}-{20 - winner_vp}",
        )
    return bound if points >= 10 else -bound
