"""Team matches (IT/REV Art. 2–3; DIGEST §1): a team match is played on two tables, the open room (sala
aperta) and the closed room (sala chiusa). Teams are paired like pairs — Mitchell, Danish or round robin over
the team entries — and ``team_rooms`` turns each match into its two tables: in the open room the home team
(the match's North-South) sits North-South, in the closed room East-West, so each team plays both lines.

A team may change which of its players form its two pairs at the start of every round; the team placed lower
in the standings declares first which pair plays in which room (IT Art. 3). Until a team declares, its
tables carry no players.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from fibur_director.domain.pairing.model import PairingError, ProposedRound, Table


@dataclass(frozen=True)
class Lineup:
    """Which two players of the team sit in each room this round."""

    open_pair: tuple[str, str]
    closed_pair: tuple[str, str]


def check_lineup(team: int, lineup: Lineup, roster: Sequence[str]) -> None:
    """Four different players of the team's roster, two per room."""
    players = [*lineup.open_pair, *lineup.closed_pair]
    if len(set(players)) != 4:
        raise PairingError(
            f"team {team}: the two rooms need four different players",
            f"squadra {team}: le due sale richiedono quattro giocatori diversi",
        )
    strangers = [p for p in players if p not in roster]
    if strangers:
        raise PairingError(
            f"team {team}: {', '.join(strangers)} not in the team",
            f"squadra {team}: {', '.join(strangers)} non fa parte della squadra",
        )


def declares_first(home: int, away: int, standing: Sequence[int]) -> int:
    """The team that declares its rooms first: the one placed lower in the standings (IT Art. 3). Teams not
    yet in the standings (first round) count as placed by entry number."""
    position = {team: index for index, team in enumerate(standing)}
    return max((home, away), key=lambda t: (position.get(t, len(position) + t), t))


def team_rooms(
    matches: ProposedRound,
    lineups: Mapping[int, Lineup] | None = None,
    rosters: Mapping[int, Sequence[str]] | None = None,
) -> ProposedRound:
    """The two tables of every match: match m is played at tables 2m-1 (open room) and 2m (closed room)."""
    lineups = lineups or {}
    if rosters is not None:
        for team, lineup in lineups.items():
            check_lineup(team, lineup, rosters.get(team, ()))
    tables: list[Table] = []
    for index, match in enumerate(matches.tables, start=1):
        if len(match.ns) != 1 or len(match.ew) != 1:
            raise PairingError(
                f"table {match.number} is not a match between two teams",
                f"il tavolo {match.number} non è un incontro tra due squadre",
            )
        home, away = match.ns[0], match.ew[0]
        home_lineup, away_lineup = lineups.get(home), lineups.get(away)
        tables.append(
            Table(
                2 * index - 1,
                (home,),
                (away,),
                room="open",
                match=index,
                group=match.group,
                ns_players=home_lineup.open_pair if home_lineup else (),
                ew_players=away_lineup.open_pair if away_lineup else (),
            )
        )
        tables.append(
            Table(
                2 * index,
                (away,),
                (home,),
                room="closed",
                match=index,
                group=match.group,
                ns_players=away_lineup.closed_pair if away_lineup else (),
                ew_players=home_lineup.closed_pair if home_lineup else (),
            )
        )
    return ProposedRound(tuple(tables), matches.rests, matches.warnings)
