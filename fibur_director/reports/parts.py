"""What each game provides to the printed forms and to the command line's print, export, standings and simulate
commands, and where they find it (issue 36: the registries inverted, in the printing layer).

A game's part of this layer is one object, its ``GameForms``, written in the game's own folder
(``reports/<game>/forms.py``); the one dispatch module, ``reports/games.py``, lists the shipped games' forms and
registers them here when the reports are first imported (``reports/__init__.py``). The command line and the
services ask ``forms_of(kind)`` and never name a game; a game defined elsewhere (the tests' third game) registers
itself through the same ``register``. Calibre's command table, as a typed object per game.

This module sits below every game's forms: it imports none of them.
"""

from __future__ import annotations

import io
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from fibur_director.domain.errors import FiburError
from fibur_director.games.parts import Parts
from fibur_director.games.registry import GAMES, game_of

if TYPE_CHECKING:
    from fibur_director.domain.tournament import Tournament


@dataclass(frozen=True)
class FormRequest:
    """One printed form (``print WHAT``): the round it is of or after, final or provisional standings, and the
    one table or player a game may print alone."""

    what: str
    round: int | None = None
    final: bool = False
    table: int | None = None
    entry: int | None = None
    # Provisional standings printed while the players may still verify them say until when ("18:40", IT Art. 20);
    # a game without a claims window leaves it out.
    verifying_until: str | None = None


@dataclass(frozen=True)
class ExportRequest:
    """Where ``export`` writes: a workbook, a folder of CSV files, the federation's file (any of the three)."""

    xlsx: Path | None = None
    csv: Path | None = None
    federation: Path | None = None


@dataclass(frozen=True)
class Rehearsal:
    """A simulated tournament (``simulate``): what the referee gave; None where they gave nothing."""

    kind: str
    entries: int | None
    rounds: int | None
    plan: str | None
    ruleset: str | None
    deals: int | None
    seed: int


@dataclass
class Said:
    """What a command has to say: lines for the standard output, warnings for the standard error."""

    out: list[str] = field(default_factory=list)
    err: list[str] = field(default_factory=list)


class GameForms(Protocol):
    """One game's part of the printing layer and of the command line's commands that print."""

    @property
    def prints(self) -> tuple[str, ...]:
        """The forms ``print`` makes for this game (the command line's choices are every game's)."""

    def book(self, tournament: Tournament, referee: str) -> Any:
        """The tournament as the game's forms read it (``reports/<game>/book.py``)."""

    def print_form(self, book: Any, request: FormRequest, out: io.BytesIO) -> int:
        """Write the form's PDF to ``out``; its number of pages. A form the game does not print is refused in
        words naming what it prints."""

    def export(self, book: Any, request: ExportRequest, write: Any) -> Said:
        """Write the requested files through ``write(path, bytes)`` (atomically: the caller's); what to say."""

    def standings_text(self, tournament: Tournament, up_to_round: int | None, as_json: bool) -> str:
        """The standings recomputed from the tournament alone, as ``standings FILE`` prints them."""

    def rehearse(self, rehearsal: Rehearsal) -> tuple[str, str]:
        """A simulated tournament of this game: its tournament file and the one line that describes it."""

    def commands(self, commands: Any) -> None:
        """Add the game's own commands (its rulesets, its scoring tables) to the command line's subparsers
        (``argparse``'s ``add_subparsers()``), in the order ``--help`` lists them; none for a game without."""


FORMS: Parts[GameForms] = Parts(
    (
        "no printed forms registered: it cannot be printed or exported",
        "moduli di stampa registrati: non si può stampare né esportare",
    ),
    GameForms,
)
register = FORMS.register
unregister = FORMS.unregister
# The forms of the game a tournament of ``kind`` plays; a game without them is refused in words.
forms_of = FORMS.of_kind


def every_print() -> tuple[str, ...]:
    """Every form some game prints, in the order the games list them (the command line's choices)."""
    return tuple(dict.fromkeys(what for forms in FORMS.values() for what in forms.prints))


def forms_that_print(kind: str, what: str) -> GameForms:
    """The forms of a tournament of ``kind``, when its game prints ``what``; otherwise a refusal that names the
    games that print it and what this one prints."""
    forms = forms_of(kind)
    if what in forms.prints:
        return forms
    game = game_of(kind)
    others = [GAMES[g].name for g, f in FORMS.items() if what in f.prints and g in GAMES]
    listed = ", ".join(forms.prints)
    raise FiburError(
        f"print {what} is for {' and '.join(others) or 'no'} tournaments; a {game.name} tournament prints {listed}",
        f"la stampa {what} è per i tornei di {' e '.join(others) or 'nessun gioco'}; un torneo di {game.name} "
        f"stampa {listed}",
    )
