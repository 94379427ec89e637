"""What the live pages (issue 16) read besides the tournament itself: a reader beside the desk, and the state of
the standings as last published; and the writer of the tables' score sheets (issue 26)."""

from __future__ import annotations

from pathlib import Path

from fibur_director.db.database import open_reader, open_writer_beside
from fibur_director.services.actions import Desk
from fibur_director.services.results import Publication, latest_publication


def reader(path: Path | None = None) -> Desk:
    """A desk handle that can only read (``db.database.open_reader``): the web server runs on it, beside the
    referee's desk holding the same file. Close it with ``desk.database.close()``."""
    return Desk(open_reader(path), actor="web")


def writer(path: Path | None = None) -> Desk:
    """The live server's handle for the one thing it writes: the score sheets the tables' phones agree
    (issue 26, ``services.table_entry``), each an action under the file's write lock, beside the desk."""
    return Desk(open_writer_beside(path), actor="web")


class _Pinned(Desk):
    """A desk that reads the database as of one moment: its change counter is the one read when it was made, so
    every page of one export comes from one reading of the tournament (``readmodel.cached_tournament``) even
    while the referee enters results beside it (issue 40: a site whose pages and fingerprint agree)."""

    def __init__(self, desk: Desk) -> None:
        super().__init__(desk.database, desk.actor)
        self.cache = desk.cache  # shared: what it reads serves the desk too, and the other way round
        self._version = desk.version()

    def version(self) -> int | None:
        return self._version


def pinned(desk: Desk) -> Desk:
    """``desk`` read as of now, for as many pages as one export writes."""
    return _Pinned(desk)


# The standings' publication state is one fact with one reading, the desk's (``results.latest_publication``);
# the pages use it under the name they were written with.
last_publication = latest_publication
__all__ = ["Publication", "last_publication", "pinned", "reader", "writer"]
