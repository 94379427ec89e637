"""A circuit's standings from its file (issue 27, docs/circuits.md): the circuit file read and checked, each
stage's results read from where the file says (a tournament file, a tournament of the database, another desk's
standings workbook or csv), then ``domain.circuit_standings.compute``.

Reads only: a circuit changes nothing in the database. Paths in the circuit file are relative to the file's
folder. A stage that cannot be read is refused naming the stage and its source; what another desk's standings say
that does not add up is listed on the stage (``Stage.findings``) and the stage still counts.
"""

from __future__ import annotations

from pathlib import Path

from fibur_director.domain.circuit import Circuit, StageSource, read_circuit
from fibur_director.domain.circuit_standings import CircuitStandings, Stage, compute
from fibur_director.domain.errors import FiburError
from fibur_director.domain.tournament import Tournament
from fibur_director.domain.tournament_file import loads
from fibur_director.held_files import refuse_if_held
from fibur_director.reports.files import read_tournament_file
from fibur_director.services.actions import Desk
from fibur_director.services.circuit_sheet import read_stage_sheet
from fibur_director.services.circuit_stages import check_published, tournament_rows
from fibur_director.services.readmodel import cached_tournament

MAX_CIRCUIT_BYTES = 1_000_000
SHEETS = (".csv", ".xlsx", ".xlsm")


def read_circuit_file(path: Path) -> Circuit:
    """The circuit file's rule and stages, every key checked (``CircuitError`` names the key and line)."""
    refuse_if_held(path)
    try:
        data = path.read_bytes()[: MAX_CIRCUIT_BYTES + 1]
    except OSError as error:
        reason = error.strerror or str(error)
        raise FiburError(f"cannot read {path}: {reason}", f"impossibile leggere {path}: {reason}") from None
    if len(data) > MAX_CIRCUIT_BYTES:
        raise FiburError(
            f"{path}: a circuit file holds at most {MAX_CIRCUIT_BYTES:,} bytes",
            f"{path}: un file del circuito contiene al massimo {MAX_CIRCUIT_BYTES:,} byte",
        )
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise FiburError(
            f"{path}: byte {error.start + 1} is not UTF-8 (a circuit file is UTF-8 text)",
            f"{path}: il byte {error.start + 1} non è UTF-8 (un file del circuito è testo UTF-8)",
        ) from None
    return read_circuit(text, path.name)


def _in_stage(source: StageSource, where: str, error: FiburError) -> FiburError:
    return FiburError(
        f"stage {source.number} ({where}): {error.english}",
        f"tappa {source.number} ({where}): {error.italian}",
    )


def _title(tournament: Tournament) -> str:
    return f"{tournament.setup.name} ({tournament.setup.date})"


def read_stage(source: StageSource, folder: Path, desk: Desk | None) -> Stage:
    """One stage's rows: a tournament's by the standings its game computes, or another desk's sheet, checked."""
    if source.tournament is not None:
        where = f"tournament {source.tournament}"
        if desk is None:
            raise FiburError(
                f"stage {source.number} is tournament {source.tournament} of a database: give the database "
                "(--database)",
                f"la tappa {source.number} è il torneo {source.tournament} di un database: indicare il database "
                "(--database)",
            )
        try:
            tournament = cached_tournament(desk, source.tournament)
        except FiburError as error:
            raise _in_stage(source, where, error) from None
        rows = tournament_rows(tournament)
        return Stage(source.number, source.name or _title(tournament), rows, source.coefficient)
    assert source.file is not None
    path = folder / source.file
    try:
        if path.suffix.lower() in SHEETS:
            found, _notes = read_stage_sheet(path)
            return Stage(
                source.number,
                source.name or path.stem,
                tuple(found),
                source.coefficient,
                tuple(check_published(found, source)),
            )
        if path.suffix.lower() != ".json":
            raise FiburError(
                "a stage file is a tournament file (.json) or another desk's standings (.csv, .xlsx)",
                "il file di una tappa è un file torneo (.json) o la classifica di un altro tavolo (.csv, .xlsx)",
            )
        tournament = loads(read_tournament_file(path))
    except FiburError as error:
        raise _in_stage(source, source.file, error) from None
    return Stage(
        source.number, source.name or _title(tournament), tournament_rows(tournament), source.coefficient
    )


def circuit_standings(path: Path, desk: Desk | None = None) -> CircuitStandings:
    """The circuit's standings from its file; ``desk``: the database its ``tournament =`` stages are in."""
    circuit = read_circuit_file(path)
    folder = path.resolve().parent
    stages = [read_stage(source, folder, desk) for source in circuit.stages]
    return compute(circuit, stages)
