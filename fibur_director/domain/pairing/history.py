"""The pairing history a round is seated or reviewed against, read from the rounds played (shared by the games:
each game says only whether its entries must meet a new opponent every round, ``games.base.Game.history_before``)."""

from __future__ import annotations

from fibur_director.domain import tournament as dom
from fibur_director.domain.pairing.model import History, ProposedRound, Table


def played_history(tournament: dom.Tournament, number: int, *, new_opponent: bool = False) -> History:
    """The meetings and rests of the tournament's rounds before round ``number``; the rests counted only within
    round ``number``'s session."""
    history = History(new_opponent=new_opponent)
    session_of_next = tournament.setup.session_of(number)
    for rnd in tournament.rounds:
        history.add_round(
            ProposedRound(tuple(Table(t.number, t.ns, t.ew, t.room, t.match) for t in rnd.tables), rnd.rest)
        )
        if tournament.setup.session_of(rnd.number) != session_of_next:
            history.rests_in_session.clear()
    return history
