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
import socket
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
        "distribution's package (Debian/Ubuntu: apt-get install postgresql; `make test` does it as root) or point "
        "FIBUR_PG_BIN at the folder holding initdb."
    )


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


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


def _parent_folder(durable: bool) -> str:
    """Memory (/dev/shm) for a throwaway server when there is room, else /tmp; a durable one always on disk.

    Each test copies the template database, some 300 files. On this machine's ext4, creating a file costs the
    kernel a search for an inode not recently deleted, and a test run deletes many: CREATE DATABASE took 300 ms
    of CPU on /tmp against 15 ms in memory, 138 times a run (issue 24; docs/performance.md). The server runs
    without fsync anyway, and a container's small /dev/shm (64 MB in Docker) falls back to /tmp."""
    memory = "/dev/shm"
    if not durable and os.access(memory, os.W_OK) and shutil.disk_usage(memory).free > 2 * 1024**3:
        return memory
    return "/tmp"


class PostgresServer:
    def __init__(self, *, durable: bool = False, network: bool = False, password: str | None = None) -> None:
        """``durable``: fsync on, as a real server (benchmarks); the tests skip it for speed. ``network``: also
        listen on 127.0.0.1 (a free port) with TLS on, as a server on the room's network. ``password``: the
        superuser's, required for every connection (scram-sha-256) instead of trusting local ones."""
        self.bin = server_binaries()
        # Short: a unix socket path must stay under ~100 characters.
        self.folder = Path(tempfile.mkdtemp(prefix="fibpg-", dir=_parent_folder(durable)))
        self.data = self.folder / "data"
        self.durable = durable
        self.network = network
        self.password = password
        self.port = _free_port() if network else 5432
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

    def _own(self, path: Path) -> None:
        if self.user:
            os.chown(path, pwd.getpwnam(self.user).pw_uid, pwd.getpwnam(self.user).pw_gid)

    def start(self) -> PostgresServer:
        self._own(self.folder)
        auth = ["--auth=trust"]
        if self.password is not None:
            secret = self.folder / "password"
            secret.write_text(self.password + "\n", encoding="utf-8")
            self._own(secret)
            auth = ["--auth=scram-sha-256", f"--pwfile={secret}"]
        self._run(
            str(self.bin / "initdb"),
            "-D",
            str(self.data),
            "-U",
            SUPERUSER,
            *auth,
            "--encoding=UTF8",
            "--no-locale",
            *([] if self.durable else ["--no-sync"]),
        )
        options = f"-k {self.folder} -c listen_addresses='' -c max_connections=60"
        if self.network:
            options = f"-k {self.folder} -c listen_addresses=127.0.0.1 -p {self.port} -c max_connections=60"
            options += f" -c ssl=on -c ssl_cert_file={self._certificate()} -c ssl_key_file={self.folder / 'server.key'}"
        if not self.durable:
            options += " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
        self._options = options
        self.resume()
        return self

    def resume(self) -> None:
        """Start the server (again, after ``pause``) on the same data."""
        self._run(
            str(self.bin / "pg_ctl"), "-D", str(self.data), "-l", str(self.folder / "server.log"),
            "-o", self._options, "-w", "-t", "60", "start",
        )  # fmt: skip

    def pause(self) -> None:
        """Stop the server, keeping its data: the network or the server going away for a while."""
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "fast", "-w", "stop")

    def _certificate(self) -> Path:
        """A self-signed certificate for 127.0.0.1 (openssl comes with the postgresql package's ssl-cert)."""
        certificate, key = self.folder / "server.crt", self.folder / "server.key"
        if shutil.which("openssl") is None:
            raise PostgresMissing("openssl not found: needed to give the test server a TLS certificate")
        subprocess.run(
            ["openssl", "req", "-new", "-x509", "-days", "2", "-nodes", "-subj", "/CN=127.0.0.1",
             "-out", str(certificate), "-keyout", str(key)],
            check=True, capture_output=True,
        )  # fmt: skip
        key.chmod(0o600)
        self._own(certificate)
        self._own(key)
        return certificate

    def stop(self) -> None:
        if not self.data.exists():
            return  # already stopped (a test that takes the server away stops it itself)
        if not (self.data / "postmaster.pid").exists():  # paused
            shutil.rmtree(self.folder, ignore_errors=True)
            return
        try:
            self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "-w", "stop")
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)

    def url(self, database: str) -> str:
        """The URL a user would type, with the socket folder as the host (libpq's ``host=`` parameter)."""
        return f"postgresql://{SUPERUSER}@/{database}?host={self.folder}&port={self.port}"

    def network_url(self, database: str) -> str:
        """The URL of a desk on the network: TCP to 127.0.0.1, no password in it."""
        return f"postgresql://{SUPERUSER}@127.0.0.1:{self.port}/{database}"

    def _maintenance(self) -> psycopg.Connection[tuple[object, ...]]:
        """A connection to the ``postgres`` database, where databases are created and dropped."""
        return psycopg.connect(
            host=str(self.folder),
            port=self.port,
            user=SUPERUSER,
            password=self.password,
            dbname="postgres",
            autocommit=True,
        )

    def create_database(self, template: str = "template0") -> str:
        """A new empty database (or a copy of the database named ``template``); returns its name."""
        self._counter += 1
        name = f"t{os.getpid()}_{self._counter}"
        with self._maintenance() as conn:
            # FILE_COPY (PostgreSQL 15+; older servers always copy the files) instead of logging every page: 11
            # against 15-22 ms in memory.
            strategy = " STRATEGY FILE_COPY" if conn.info.server_version >= 150000 else ""
            conn.execute(f'CREATE DATABASE "{name}" TEMPLATE "{template}"{strategy}')
        return name

    def drop_database(self, name: str) -> None:
        """Drop a test's database (WITH FORCE: a connection the test left open is closed), freeing its memory."""
        with self._maintenance() as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    def __enter__(self) -> PostgresServer:
        return self.start()

    def __exit__(self, *_exc: object) -> None:
        self.stop()
