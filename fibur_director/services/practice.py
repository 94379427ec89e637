"""The first evening: a practice tournament in a file of its own, to play, print and throw away (issue 23, item 7).

The practice never touches the referee's database: it lives in ``pratica/pratica.sqlite3`` in the desk's data
folder, with its lock and its round-close copies (``pratica/backups/pratica-*.sqlite3``): throwing it away
deletes those files, and the folders once nothing else is in them. The default kind's game gives the sample
(``Game.practice``: burraco's twelve pairs with the rehearsal's invented names; a game without one says so), and
its entries are registered through the ordinary services, and round 1 is proposed by the plan and published, ready for the newcomer to
type the scores. The file is built under a temporary name and copied into place only when complete: a failure
or a crash half-way leaves no practice file that looks whole, and the next attempt starts again.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from pathlib import Path

from fibur_director.db.backup import copy_database
from fibur_director.db.database import Database, default_database_path, open_database
from fibur_director.domain.errors import FiburError
from fibur_director.domain.vocabulary import DEFAULT_KIND
from fibur_director.games.base import Practice as Sample
from fibur_director.games.registry import game_of
from fibur_director.services import readmodel, registration, rounds
from fibur_director.services.actions import Desk

NAME = "Prova: torneo di esempio"


def practice_path() -> Path:
    """``pratica/pratica.sqlite3`` in the folder of the default database (the user's data folder)."""
    return default_database_path().parent / "pratica" / "pratica.sqlite3"


@dataclass
class Practice:
    desk: Desk
    path: Path
    # None: the newcomer undid the sample's creation in a practice they left and came back to.
    tournament_id: int | None
    resumed: bool  # an earlier practice left open (not thrown away) was reopened as it was


def _own_files(path: Path) -> list[Path]:
    return [path, Path(f"{path}-wal"), Path(f"{path}-shm"), Path(f"{path}-journal"), Path(f"{path}.lock")]


def _refuse(path: Path, reason: object, motivo: object = None) -> FiburError:
    """``reason`` in English and ``motivo`` in Italian; a system error's text (``strerror``) serves for both."""
    return FiburError(
        f"cannot prepare the practice tournament in {path}: {reason}; nothing was changed",
        f"impossibile preparare il torneo di prova in {path}: {motivo or reason}; nulla è stato modificato",
    )


def _sample() -> Sample:
    """The practice the default kind's game offers (burraco's twelve pairs); refused in words by a game without."""
    game = game_of(DEFAULT_KIND)
    sample = game.practice(NAME)
    if sample is None:
        raise FiburError(
            f"the game {game.name!r} offers no practice tournament",
            f"il gioco {game.name!r} non ha un torneo di prova",
        )
    return sample


def _fill(desk: Desk, today: dt.date) -> int:
    """The sample tournament, registered and seated as a referee would, round 1 published."""
    practice = _sample()
    sample = practice.sample
    tid = registration.create_tournament(
        desk,
        registration.TournamentSettings(
            name=NAME, date=today, planned_rounds=practice.rounds, plan=practice.plan
        ),
    )
    ids = {
        p.id: registration.add_player(desk, p.surname, p.name, club=p.club, category=p.category)
        for p in sample.players
    }
    for entry in sample.entries:
        registration.register_entry(desk, tid, [ids[p] for p in entry.players])
    number = rounds.propose_round(desk, tid, seed=practice.seed)
    rounds.publish_round(desk, tid, number)
    return tid


def open_practice(
    path: Path | None = None,
    *,
    real: Database | None = None,
    actor: str = "arbitro",
    today: dt.date | None = None,
) -> Practice:
    """Open the practice file, building it first when there is none. ``real``: the referee's database, which
    must not be the practice file itself. Raises FiburError (in both languages) having changed nothing."""
    path = (path or practice_path()).expanduser().absolute()
    if real is not None and real.path is not None and real.path.resolve() == path.resolve():
        raise _refuse(
            path, "the desk has it open as its own database", "il banco lo ha aperto come proprio archivio"
        )
    resumed = path.exists()
    if not resumed:
        _build(path, actor, today or dt.date.today())
    database = open_database(path)
    desk = Desk(database, actor=actor)
    try:
        found = readmodel.list_tournaments(desk)
    except BaseException:
        database.close()
        raise
    # The sample is the first tournament of the file; the newcomer may have created others beside it.
    tid = min((s.id for s in found), default=None)
    return Practice(desk, path, tid, resumed)


def _build(path: Path, actor: str, today: dt.date) -> None:
    # Not "<name>.partial": copy_database writes its own temporary copy under that name.
    partial = path.with_name(f"{path.stem}-in-preparazione{path.suffix}")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        for leftover in _own_files(partial):  # a crash during an earlier attempt
            leftover.unlink(missing_ok=True)
    except OSError as error:
        raise _refuse(path, error.strerror or error) from error
    try:
        database = open_database(partial)
        try:
            _fill(Desk(database, actor=actor), today)
        finally:
            database.close()
        copy_database(partial, path)  # through SQLite (the WAL included), renamed into place at the end
    except OSError as error:
        raise _refuse(path, error.strerror or error) from error
    finally:
        for own in _own_files(partial):
            own.unlink(missing_ok=True)


def discard(practice: Practice) -> None:
    """Close the practice file and delete it with everything it left beside it (its lock, its copies)."""
    practice.desk.database.close()
    folder = practice.path.parent
    copies = folder / "backups"  # the round-close snapshots, named after the file (db.backup.snapshot)
    try:
        for own in [*_own_files(practice.path), *copies.glob(f"{practice.path.stem}-*.sqlite3")]:
            own.unlink(missing_ok=True)
        # The folders go only when nothing but the practice was in them.
        for emptied in (copies, folder):
            if emptied.is_dir() and not any(emptied.iterdir()):
                emptied.rmdir()
    except OSError as error:
        raise FiburError(
            f"the practice tournament is closed but {practice.path} could not be deleted: "
            f"{error.strerror or error}; delete it by hand",
            f"il torneo di prova è chiuso ma non è stato possibile eliminare {practice.path}: "
            f"{error.strerror or error}; eliminarlo a mano",
        ) from error
