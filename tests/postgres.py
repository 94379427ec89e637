"""A real PostgreSQL server for the tests and benchmarks, from the distribution's package, in a temporary folder.

It listens only on a unix socket inside its folder (no port to collide with another test run or engineer), runs
as an unprivileged user (PostgreSQL refuses root: as root the folder is handed to the ``postgres`` user the
package creates, or to ``nobody``), and trusts local connections from the user ``fibur``.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import subprocess
import tempfile
from pathlib import Path

import psycopg

SUPERUSER = "fibur"


class PostgresMissing(RuntimeError):
    pass


def server_binaries() -> Path:
    """The folder with initdb and pg_ctl: $FIBUR_PG_BIN, the newest /usr/lib/postgresql/*/bin, or the PATH."""
    candidates = [os.environ.get("FIBUR_PG_BIN", "")]
    candidates += sorted(
        glob.glob("/usr/lib/postgresql/*/bin"), key=lambda p: int(Path(p).parent.name), reverse=True
    )
    which = shutil.which("initdb")
    candidates.append(str(Path(which).resolve().parent) if which else "")
    for folder in candidates:
        if folder and (Path(folder) / "initdb").exists() and (Path(folder) / "pg_ctl").exists():
            return Path(folder)
    raise PostgresMissing(
        "PostgreSQL server binaries (initdb, pg_ctl) not found: the PostgreSQL tests cannot run. Install the "
        "distribution's package (Debian/Ubuntu: apt-get install postgresql; .ci/run does it) or point "
        "FIBUR_PG_BIN at the folder holding initdb."
    )


def _server_user() -> str | None:
    if os.geteuid() != 0:
        return None
    for name in ("postgres", "nobody"):
        try:
            pwd.getpwnam(name)
            return name
        except KeyError:
            continue
    raise PostgresMissing(
        "running as root and neither a 'postgres' nor a 'nobody' user exists to run PostgreSQL"
    )


class PostgresServer:
    def __init__(self, *, durable: bool = False) -> None:
        """``durable``: fsync on, as a real server (benchmarks); the tests skip it for speed."""
        self.bin = server_binaries()
        # Short and under /tmp: a unix socket path must stay under ~100 characters.
        self.folder = Path(tempfile.mkdtemp(prefix="fibpg-", dir="/tmp"))
        self.data = self.folder / "data"
        self.durable = durable
        self.user = _server_user()
        self._counter = 0
        self.template = "template0"  # the database new test databases copy (tests/conftest.py migrates one)

    def _run(self, *command: str) -> None:
        prefix = ["runuser", "-u", self.user, "--"] if self.user else []
        done = subprocess.run(prefix + list(command), capture_output=True, text=True, check=False)
        if done.returncode != 0:
            log = self.folder / "server.log"
            tail = log.read_text(errors="replace")[-2000:] if log.exists() else ""
            raise RuntimeError(f"{' '.join(command)} failed: {done.stdout}{done.stderr}{tail}")

    def start(self) -> PostgresServer:
        if self.user:
            uid, gid = pwd.getpwnam(self.user).pw_uid, pwd.getpwnam(self.user).pw_gid
            os.chown(self.folder, uid, gid)
        self._run(
            str(self.bin / "initdb"),
            "-D",
            str(self.data),
            "-U",
            SUPERUSER,
            "--auth=trust",
            "--encoding=UTF8",
            "--no-locale",
            *([] if self.durable else ["--no-sync"]),
        )
        options = f"-k {self.folder} -c listen_addresses='' -c max_connections=60"
        if not self.durable:
            options += " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
        self._run(
            str(self.bin / "pg_ctl"), "-D", str(self.data), "-l", str(self.folder / "server.log"),
            "-o", options, "-w", "-t", "60", "start",
        )  # fmt: skip
        return self

    def stop(self) -> None:
        try:
            self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "-w", "stop")
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)

    def url(self, database: str) -> str:
        """The URL a user would type, with the socket folder as the host (libpq's ``host=`` parameter)."""
        return f"postgresql://{SUPERUSER}@/{database}?host={self.folder}"

    def create_database(self, template: str = "template0") -> str:
        """A new empty database (or a copy of the database named ``template``); returns its name."""
        self._counter += 1
        name = f"t{os.getpid()}_{self._counter}"
        with psycopg.connect(
            host=str(self.folder), user=SUPERUSER, dbname="postgres", autocommit=True
        ) as conn:
            conn.execute(f'CREATE DATABASE "{name}" TEMPLATE "{template}"')
        return name

    def __enter__(self) -> PostgresServer:
        return self.start()

    def __exit__(self, *_exc: object) -> None:
        self.stop()
