"""Results anyone can verify (issue 27, docs/fingerprint.md): each round's fingerprint, as the printouts and the
live pages show it, and the check of a tournament file against the fingerprints it carries or a printout's.

The fingerprints themselves are computed by ``tournament_file.fingerprints`` from the canonical form of what each
game's codec writes, so every game has them without this module knowing any game.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from fibur_director.domain import file_schema
from fibur_director.domain.errors import FiburError
from fibur_director.domain.tournament import Tournament
from fibur_director.domain.tournament_file import fingerprints, read_document, written_standings

SHOWN = 12  # hexadecimal digits printed: 48 bits, enough that no edit by hand finds another file that matches
_CLAIM = re.compile(r"(?:(\d{1,2})\s*:\s*)?([0-9a-fA-F]{12,64})")


def shown(fingerprint: str) -> str:
    return fingerprint[:SHOWN]


@dataclass(frozen=True)
class Stamp:
    """The fingerprint a printout or a page carries: the round it covers (0: the entries before any round), the
    12 digits shown, and what the QR code holds (``N:`` and the whole fingerprint, which ``verify`` reads)."""

    round: int
    fingerprint: str

    @property
    def short(self) -> str:
        return shown(self.fingerprint)

    @property
    def payload(self) -> str:
        return f"{self.round}:{self.fingerprint}"

    @property
    def claim(self) -> str:
        """What a QR code of it holds (PDFs, live pages): the round and the first 128 bits, in capitals, which
        ``verify FILE CLAIM`` reads; short enough for a small code a phone reads off paper or a screen."""
        return f"{self.round}:{self.fingerprint[:32].upper()}"

    @property
    def words(self) -> str:
        """The line printed under a page: «impronta turno 3: 1a2b3c4d5e6f» (turno 0: the entries)."""
        where = "iscrizioni" if self.round == 0 else f"turno {self.round}"
        return f"impronta {where}: {self.short}"


def stamp(tournament: Tournament, up_to_round: int | None = None) -> Stamp:
    """The fingerprint of round ``up_to_round`` (None: the last round the tournament has; beyond it, the last)."""
    return stamp_in(fingerprints(tournament), up_to_round)


def stamp_in(chain: Sequence[str], up_to_round: int | None = None) -> Stamp:
    """``stamp`` from the tournament's fingerprints already computed (``tournament_file.fingerprints``)."""
    last = len(chain) - 1
    number = last if up_to_round is None else max(0, min(up_to_round, last))
    return Stamp(number, chain[number])


@dataclass(frozen=True)
class Verdict:
    """What ``verify`` found: ``intact`` decides the exit status; ``first_differing`` is the first round (0: the
    set-up and entries) whose fingerprint differs, None when none does, ``NO_ROUND`` when only a printout's digits
    differ and they are no round's; ``lines`` say it in both languages."""

    intact: bool
    first_differing: int | None
    english: tuple[str, ...]
    italian: tuple[str, ...]
    computed: tuple[str, ...]
    # False for a file that carries no fingerprints, checked against no printout: nothing proves it unchanged
    # (``verify`` exits 3), though it is not shown to differ either.
    proven: bool = True
    # The first row (1-based) of the ``standings`` the file carries that its rounds do not give, None when they
    # all do or the file carries none: the standings are outside the fingerprints, so they are recomputed.
    standings_row: int | None = None


def _round_name(number: int) -> tuple[str, str]:
    if number == 0:
        return (
            "the settings and entries (before round 1)",
            "le impostazioni e gli iscritti (prima del turno 1)",
        )
    return f"round {number}", f"il turno {number}"


def _stored(document: dict[str, Any]) -> list[str | None]:
    rounds = document.get("rounds") or []
    return [document["tournament"].get("fingerprint")] + [r.get("fingerprint") for r in rounds]


def parse_claim(claim: str) -> tuple[int | None, str]:
    """A fingerprint as a person copies it from a printout: 12 to 64 hexadecimal digits, optionally preceded by
    the round and a colon (``3:1a2b3c4d5e6f``, what the QR code holds)."""
    found = _CLAIM.fullmatch(claim.strip())
    if found is None:
        raise FiburError(
            f"{claim!r} is not a fingerprint: 12 to 64 hexadecimal digits as printed, optionally after the round "
            "and a colon (3:1a2b3c4d5e6f)",
            f"{claim!r} non è un'impronta: da 12 a 64 cifre esadecimali come stampate, eventualmente dopo il turno "
            "e i due punti (3:1a2b3c4d5e6f)",
        )
    number = None if found.group(1) is None else int(found.group(1))
    return number, found.group(2).lower()


# ``first_differing`` of a printout whose digits are no round's of the file: it names no round.
NO_ROUND = -1


def verify_text(text: str, claim: str | None = None, *, from_site: bool = False) -> Verdict:
    """Recompute a tournament file's fingerprints and compare them with those it carries and, when given, with a
    printout's (``claim``), or a published site's (``from_site``: the words then say the site, which may only be
    behind the file). A file that does not read raises its ``TournamentError`` as every command does."""
    document = file_schema.parse(text)
    tournament = read_document(document)
    computed = fingerprints(tournament)
    stored = _stored(document)
    english: list[str] = []
    italian: list[str] = []
    first = _first_stored_difference(stored, computed, english, italian)
    setup = tournament.setup
    held = len(computed) - 1
    if setup.interrupted_after is None and held < setup.planned_rounds:
        # The fingerprints chain forwards: dropping the last rounds leaves the others intact, so say what the
        # file does not hold rather than call it the whole tournament.
        english.append(
            f"the file holds {held} of the {setup.planned_rounds} rounds planned and was not interrupted: rounds "
            "removed or not yet played; it is verified for what it holds"
        )
        italian.append(
            f"il file contiene {held} dei {setup.planned_rounds} turni previsti e il torneo non è stato "
            "interrotto: turni tolti o non ancora giocati; è verificato per ciò che contiene"
        )
    row = _first_standings_difference(document, tournament, english, italian)
    proven = any(s is not None for s in stored) or claim is not None or row is not None
    intact = first is None and proven and row is None
    if claim is not None:
        claimed = _check_claim(parse_claim(claim), computed, english, italian, from_site)
        if claimed is not None:
            intact = False
            if first is None:
                first = claimed
            elif claimed != NO_ROUND:
                first = min(first, claimed)
    return Verdict(intact, first, tuple(english), tuple(italian), tuple(computed), proven, row)


def _first_standings_difference(
    document: Any, tournament: Tournament, english: list[str], italian: list[str]
) -> int | None:
    """The file's stored standings compared with those its rounds give: the first row that differs (1-based)."""
    kept = document.get("standings")
    if kept is None:
        return None
    now = written_standings(tournament)
    for index in range(max(len(kept), len(now))):
        mine = kept[index] if index < len(kept) else None
        theirs = now[index] if index < len(now) else None
        if mine != theirs:
            english.append(
                f"the standings the file carries differ from its rounds' at row {index + 1}: the file says "
                f"{json.dumps(mine, ensure_ascii=False)}, the rounds give {json.dumps(theirs, ensure_ascii=False)}"
            )
            italian.append(
                f"la classifica del file differisce da quella dei suoi turni alla riga {index + 1}: il file dice "
                f"{json.dumps(mine, ensure_ascii=False)}, i turni danno {json.dumps(theirs, ensure_ascii=False)}"
            )
            return index + 1
    return None


def _first_stored_difference(
    stored: list[str | None], computed: list[str], english: list[str], italian: list[str]
) -> int | None:
    if all(s is None for s in stored):
        # Written before fingerprints existed, or stripped of them by someone who then edited it: nothing
        # tells the two apart, so neither is called intact.
        english.append(
            "the file carries no fingerprints: nothing proves it unchanged (a printout's fingerprint can: "
            "verify FILE FINGERPRINT)"
        )
        italian.append(
            "il file non porta impronte: nulla prova che non sia stato modificato (l'impronta di una stampa "
            "sì: verify FILE IMPRONTA)"
        )
        return None
    for number, (kept, now) in enumerate(zip(stored, computed, strict=True)):
        if kept != now:
            en, it = _round_name(number)
            if kept is None:
                english.append(
                    f"{en} carries no fingerprint while the others do: the file was edited by hand"
                )
                italian.append(
                    f"{it} non porta l'impronta mentre gli altri sì: il file è stato modificato a mano"
                )
            else:
                english.append(
                    f"{en} differs: written {shown(kept)}, the file now gives {shown(now)}: it was edited by hand "
                    "after it was written (the rounds after it follow from it)"
                )
                italian.append(
                    f"{it} è diverso: scritto {shown(kept)}, il file ora dà {shown(now)}: è stato modificato a mano "
                    "dopo la scrittura (i turni successivi ne discendono)"
                )
            return number
    english.append(f"intact: the fingerprints of all {len(computed) - 1} rounds match what the file carries")
    italian.append(
        f"integro: le impronte di tutti i {len(computed) - 1} turni corrispondono a quelle del file"
    )
    return None


def _check_claim(
    claim: tuple[int | None, str],
    computed: list[str],
    english: list[str],
    italian: list[str],
    from_site: bool = False,
) -> int | None:
    """The round whose fingerprint the printout contradicts, or None when the file matches it."""
    number, digits = claim
    if number is not None:
        if number >= len(computed):
            # A printout of a round the file lacks: the file lost rounds since it was printed (a difference, not
            # a file that does not read).
            english.append(
                f"the printout is of round {number}, not in the file (it has {len(computed) - 1}): rounds removed"
            )
            italian.append(
                f"la stampa è del turno {number}, che non è nel file (ne ha {len(computed) - 1}): turni tolti"
            )
            return len(computed)
        candidates = [number]
    else:
        candidates = [n for n, f in enumerate(computed) if f.startswith(digits)]
    for n in candidates:
        if computed[n].startswith(digits):
            en, it = _round_name(n)
            english.append(
                f"the printed fingerprint {digits[:SHOWN]} is {en}'s: nothing up to it was changed"
            )
            italian.append(
                f"l'impronta stampata {digits[:SHOWN]} è quella del{_article(n)}: fino a lì nulla è cambiato"
            )
            return None
    if number is None:
        english.append(
            f"the printed fingerprint {digits[:SHOWN]} is no round's of this file: the file was changed since the "
            "printout, or it is another tournament"
        )
        italian.append(
            f"l'impronta stampata {digits[:SHOWN]} non è di nessun turno di questo file: il file è cambiato dopo la "
            "stampa, o è di un altro torneo"
        )
        return NO_ROUND
    en, it = _round_name(number)
    if from_site:
        # A site may only be behind the file: a correction made at the desk and not pushed yet (issue 40's
        # fourth attack, B6: «changed since it was printed» offered no innocent reading).
        english.append(
            f"{en}: the site shows {digits[:SHOWN]}, the file gives {shown(computed[number])}: the site's {en} "
            "is not this file's: a correction not yet sent to the site (see 'publish status'), or something up "
            f"to {en} was changed in the file or on the site since it was published"
        )
        italian.append(
            f"{it}: il sito mostra {digits[:SHOWN]}, il file dà {shown(computed[number])}: {it} del sito non è "
            "quello del file: una correzione non ancora mandata al sito ('publish status'), o qualcosa fino a "
            f"{it} è cambiato nel file o sul sito dopo la pubblicazione"
        )
        return number
    english.append(
        f"{en}: the printout says {digits[:SHOWN]}, the file gives {shown(computed[number])}: something up to "
        f"{en} was changed since it was printed"
    )
    italian.append(
        f"{it}: la stampa dice {digits[:SHOWN]}, il file dà {shown(computed[number])}: qualcosa fino a "
        f"{it} è cambiato dopo la stampa"
    )
    return number


def _article(number: int) -> str:
    return "le iscrizioni" if number == 0 else f" turno {number}"
