"""A circuit's standings as a live page and as a static file (issue 27): the server learns its circuits from
``fibur-director-cli serve --circuit FILE.toml`` (as many as given, numbered from 1 in that order) and serves
each at ``/circuito/N``; ``fibur-director-cli circuit publish FILE.toml --out DIR`` writes the same page as
``circuito.html``. Phone first: one row per player with the points, and under the name each stage's result
(counted, dropped in brackets, absent as a dash) and the criterion that broke a tie."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from fibur_director.domain.circuit import TIE_BREAK_NAMES_IT
from fibur_director.domain.circuit_standings import CircuitRow, CircuitStandings, number
from fibur_director.domain.errors import FiburError
from fibur_director.reports.circuit import rule_text, stage_cells
from fibur_director.reports.files import write_atomically
from fibur_director.services.actions import Desk
from fibur_director.services.circuits import circuit_standings, read_circuit_file
from fibur_director.web import templating

FILE = "circuito.html"


def link(index: int, static: bool = False) -> str:
    return FILE if static else f"/circuito/{index}"


def _row(standings: CircuitStandings, row: CircuitRow) -> dict[str, Any]:
    # "T2 (31)" never broken across lines on a phone.
    numbers = [s.number for s in standings.stages]
    stages = " · ".join(
        f"T{n}\u00a0{cell}" for n, cell in zip(numbers, stage_cells(row, numbers), strict=True)
    )
    why = [TIE_BREAK_NAMES_IT[row.decided_by]] if row.decided_by else []
    if row.shared:
        why.append("pari merito")
    return {
        "rank": "" if row.rank is None else row.rank,
        "who": " - ".join(f"{p.surname} {p.name}".strip() for p in row.people),
        # Names and clubs only: no page shows a card number (docs/architecture.md, the live pages).
        "clubs": " - ".join(dict.fromkeys(p.club for p in row.people if p.club)),
        "points": number(row.points),
        "mp": row.mp,
        "stages": stages,
        "why": ", ".join(why),
        "finalist": row.finalist,
        "by_name": ", ".join(f"T{n}" for n in row.matched_by_name),
    }


def view(standings: CircuitStandings) -> dict[str, Any]:
    circuit = standings.circuit
    notes = []
    for match in standings.matches:
        p = match.person
        joined = "unito al tesserato omonimo" if match.card else "senza tessera"
        listed = ", ".join(f"T{n}" for n in match.stages)
        notes.append(
            f"{p.surname} {p.name} ({p.club or 'nessun circolo'}): {listed}, {joined} – da confermare"
        )
    # The identity notes name card numbers: they stay on paper and in the workbook, for the referee.
    if standings.notes:
        notes.append(f"{len(standings.notes)} avvisi sui giocatori: vedere la stampa del circuito")
    for stage in standings.stages:
        notes += [f"Tappa {stage.number}: {italian}" for _english, italian in stage.findings]
    return {
        "name": circuit.name,
        "rule": rule_text(circuit, len(standings.stages)),
        "stages": [
            {
                "number": s.number,
                "title": s.title,
                "coefficient": number(s.coefficient) if s.coefficient != 1 else None,
            }
            for s in standings.stages
        ],
        "ranked": [_row(standings, r) for r in standings.rows if r.ranked],
        "below": [_row(standings, r) for r in standings.rows if not r.ranked],
        "min_presences": circuit.min_presences,
        "notes": notes,
    }


def listed(circuits: Sequence[Path]) -> list[tuple[str, str]]:
    """(name, address) of each circuit served, for the index page; a file that does not read is listed by its
    file name (its own page says why)."""
    out = []
    for index, path in enumerate(circuits, start=1):
        try:
            name = read_circuit_file(path).name
        except FiburError:
            name = path.name
        out.append((name, link(index)))
    return out


def circuit_page(standings: CircuitStandings, links: templating.Links, version: int | None) -> str:
    data = view(standings)
    return templating.render("circuit.html", links, version, title=f"Circuito – {data['name']}", circuit=data)


def live_page(desk: Desk, path: Path, links: templating.Links, version: int | None) -> str:
    """The page of the circuit file at ``path``, read again for each new rendering (the server caches it per
    change of the database and per half-minute, so an edited stage file shows within 30 seconds)."""
    try:
        standings = circuit_standings(path, desk)
    except FiburError as error:
        return templating.error_page(503, f"Il circuito non si legge: {error.italian}", links)
    return circuit_page(standings, links, version)


def publish_circuit(standings: CircuitStandings, out: Path) -> list[Path]:
    """``circuito.html`` and the style sheet into ``out``, each file whole or not at all."""
    page = circuit_page(standings, templating.Links(static=True), None)
    try:
        (out / "static").mkdir(parents=True, exist_ok=True)
    except OSError as error:
        reason = error.strerror or str(error)
        raise FiburError(f"cannot create {out}: {reason}", f"impossibile creare {out}: {reason}") from None
    written = [out / FILE]
    write_atomically(out / FILE, page)
    for asset in ("style.css", "pages.js"):
        write_atomically(out / "static" / asset, (templating.STATIC / asset).read_bytes())
        written.append(out / "static" / asset)
    return written
