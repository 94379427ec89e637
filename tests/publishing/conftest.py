"""Fixtures of the publishing tests: a database with two small played tournaments (made once per module by the
command line, as a referee would), and the real servers of ``servers.py`` behind a link that can be cut."""

from __future__ import annotations

import errno
import logging
import shutil
from collections.abc import Iterator
from pathlib import Path

import keyring
import pytest
from keyring.backend import KeyringBackend

from fibur_director.cli import main
from fibur_director.services.live import reader
from fibur_director.web import export
from tests.publishing import servers

logging.getLogger("pyftpdlib").setLevel(logging.WARNING)


class MemoryKeyring(KeyringBackend):
    """A keyring backend that keeps the passwords in this process: the test machine has no desktop keyring (no
    Secret Service on D-Bus), and the program talks to whichever backend ``keyring`` chooses through the same
    calls. It is a backend of the real keyring package, not a stand-in for it."""

    priority = 1  # type: ignore[assignment]

    def __init__(self) -> None:
        super().__init__()
        self.kept: dict[tuple[str, str], str] = {}

    def get_password(self, service: str, username: str) -> str | None:
        return self.kept.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self.kept[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        self.kept.pop((service, username), None)


@pytest.fixture(autouse=True)
def memory_keyring() -> Iterator[MemoryKeyring]:
    before = keyring.get_keyring()
    found = MemoryKeyring()
    keyring.set_keyring(found)
    yield found
    keyring.set_keyring(before)


def _cli(*argv: str) -> None:
    assert main(list(argv)) == 0, argv


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A database holding tournament 1 (8 pairs, 2 rounds) and 2 (12 pairs, 3 rounds), every round closed."""
    folder = tmp_path_factory.mktemp("played")
    database = folder / "torneo.sqlite3"
    for entries, rounds, name in ((8, 2, "a"), (12, 3, "b")):
        file = folder / f"{name}.json"
        plan = "mitchell:1,danish:1" if rounds == 2 else "mitchell:1,danish:2"
        _cli(
            "simulate", "--entries", str(entries), "--rounds", str(rounds), "--plan", plan, "--out", str(file)
        )
        _cli("tournament", "import", str(file), "--database", str(database))
    return database


@pytest.fixture
def database(played: Path, tmp_path: Path) -> Path:
    """A copy of ``played`` of the test's own (a test may correct a score in it); its queue beside it."""
    copy = tmp_path / "db" / "torneo.sqlite3"
    copy.parent.mkdir()
    shutil.copy(played, copy)
    return copy


@pytest.fixture(params=["ftp", "ftps", "webdav", "sftp"])
def server(
    request: pytest.FixtureRequest, tmp_path: Path
) -> Iterator[tuple[servers.Server, servers.LinkProxy]]:
    """A real server of each kind on 127.0.0.2, reached through a cuttable link on 127.0.0.1."""
    root = tmp_path / f"{request.param}-root"
    root.mkdir()
    kind = request.param
    for attempt in range(5):
        if kind in ("ftp", "ftps"):
            found = servers.ftp_server(root, tls=kind == "ftps", certs=tmp_path)
        elif kind == "webdav":
            found = servers.webdav_server(root)
        else:
            found = servers.sftp_server(root, tmp_path)
        try:
            proxy = servers.LinkProxy([found.port, *found.passive])
            break
        except OSError as error:
            # The ports were free on 127.0.0.2, where the server listens; on 127.0.0.1 another test's connection
            # may hold one (CI: «Address already in use»): a new server, new ports.
            found.stop()
            if error.errno != errno.EADDRINUSE or attempt == 4:
                raise
    try:
        yield found, proxy
    finally:
        proxy.close()
        found.stop()


def site_of(database: Path, tid: int) -> export.Site:
    """The site tournament ``tid`` of ``database`` publishes now, read as the pushes read it."""
    desk = reader(database)
    try:
        return export.site(desk, tid)
    finally:
        desk.database.close()
