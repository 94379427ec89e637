"""The smoke test of what we ship: runs every command group of an installed FIBur Director and checks what it
writes, so that a module missing from a bundle fails here and not at a referee's desk.

    python packaging/smoke.py DIR        # DIR holds fibur-director and fibur-director-cli (.exe on Windows)

DIR is the PyInstaller onedir (``dist/fibur-director``), the unpacked Linux archive, ``/usr/bin`` after the .deb
is installed, or a venv's ``bin``. Only the standard library is used, so the same file runs on the Windows and
macOS builders of the release workflow. Every check runs in a fresh folder with its own HOME and XDG folders
(nothing of the user's is read or written), offscreen. Prints one line per check, then ``N passed, M failed``;
exits 1 when anything failed.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

TIMEOUT = 120
# What a bundle with a missing module or a broken shutdown prints.
BAD_OUTPUT = ("Traceback (most recent call last)", "ModuleNotFoundError", "Fatal Python error", "ImportError")


class SmokeFailure(Exception):
    pass


class Smoke:
    def __init__(self, bin_dir: Path, work: Path) -> None:
        suffix = ".exe" if sys.platform == "win32" else ""
        self.gui = bin_dir / f"fibur-director{suffix}"
        self.cli_path = bin_dir / f"fibur-director-cli{suffix}"
        self.work = work
        self.club = "1"  # the tournament imported into club.sqlite3
        home = work / "home"
        home.mkdir()
        self.env = dict(
            os.environ,
            HOME=str(home),
            USERPROFILE=str(home),
            APPDATA=str(home / "AppData" / "Roaming"),
            LOCALAPPDATA=str(home / "AppData" / "Local"),
            XDG_CONFIG_HOME=str(home / ".config"),
            XDG_DATA_HOME=str(home / ".local" / "share"),
            XDG_CACHE_HOME=str(home / ".cache"),
            QT_QPA_PLATFORM="offscreen",
            PYTHONUTF8="1",
        )
        for key in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV"):
            self.env.pop(key, None)

    def run(self, *args: str, program: Path | None = None, ok: bool = True) -> str:
        """One command of the bundle; its standard output. Refused when it fails or prints a traceback."""
        done = subprocess.run(
            [str(program or self.cli_path), *args],
            cwd=self.work,
            env=self.env,
            capture_output=True,
            text=True,
            encoding="utf-8",
            errors="replace",
            timeout=TIMEOUT,
        )
        both = done.stdout + done.stderr
        bad = next((marker for marker in BAD_OUTPUT if marker in both), None)
        if bad or (ok and done.returncode != 0):
            raise SmokeFailure(f"{' '.join(args)}: exit {done.returncode}; {bad or ''}\n{both[-1500:]}")
        return done.stdout

    def pdf(self, name: str, pages: int = 1) -> None:
        data = (self.work / name).read_bytes()
        found = data.count(b"/Type /Page\n") + data.count(b"/Type /Page/") + data.count(b"/Type /Page ")
        if not data.startswith(b"%PDF") or found < pages:
            raise SmokeFailure(f"{name}: not a PDF of at least {pages} page(s)")

    # -- the checks ---------------------------------------------------------------------------------------------

    def version(self) -> None:
        out = self.run("--version")
        if "fibur-director" not in out.lower():
            raise SmokeFailure(f"--version printed {out!r}")

    def scoring(self) -> None:
        if "burraco-italiano" not in self.run("rulesets"):
            raise SmokeFailure("rulesets does not list burraco-italiano")
        if self.run("vp", "--ruleset", "burraco-italiano", "--deals", "4", "350").strip() != "12-8":
            raise SmokeFailure("vp 350 on 4 deals is not 12-8")

    def simulate(self) -> None:
        self.run(
            "simulate",
            "--entries",
            "10",
            "--rounds",
            "3",
            "--plan",
            "mitchell:2,danish:1",
            "--out",
            "day.json",
        )
        self.run(
            "simulate",
            "--kind",
            "teams",
            "--entries",
            "4",
            "--rounds",
            "2",
            "--plan",
            "danish:2",
            "--out",
            "teams.json",
        )
        self.run("simulate", "--kind", "tarot", "--seed", "3", "--out", "tarot.json")
        for name in ("day.json", "teams.json", "tarot.json"):
            document = json.loads((self.work / name).read_text(encoding="utf-8"))
            if document.get("format") != "fibur-director-tournament" or not document.get("rounds"):
                raise SmokeFailure(f"{name} is not a played tournament file")

    def standings(self) -> None:
        rows = json.loads(self.run("standings", "day.json", "--json"))
        if [row["rank"] for row in rows][:1] != [1] or len(rows) != 10:
            raise SmokeFailure("standings --json: not the 10 entries ranked")
        tarot = json.loads(self.run("standings", "tarot.json", "--json"))
        if len(tarot) != 8:
            raise SmokeFailure("Tarot standings: not 8 players")

    def print_all(self) -> None:
        for what, extra in (
            ("score-sheets", ["--round", "1"]),
            ("seating", ["--round", "1"]),
            ("standings", ["--final"]),
            ("results", []),
            ("sanctions", []),
        ):
            self.run("print", what, "day.json", *extra, "--out", f"{what}.pdf")
            self.pdf(f"{what}.pdf")
        self.run("print", "score-sheets", "tarot.json", "--round", "1", "--out", "tarot-sheets.pdf")
        self.pdf("tarot-sheets.pdf", 2)
        self.run("print", "summary", "tarot.json", "--out", "summary.pdf")
        self.pdf("summary.pdf")

    def export(self) -> None:
        self.run("export", "day.json", "--xlsx", "day.xlsx", "--csv", "csv", "--federation", "federation.csv")
        with zipfile.ZipFile(self.work / "day.xlsx") as workbook:
            if "xl/workbook.xml" not in workbook.namelist():
                raise SmokeFailure("day.xlsx is not a workbook")
        if not list((self.work / "csv").glob("*.csv")) or not (self.work / "federation.csv").stat().st_size:
            raise SmokeFailure("export wrote no CSV")

    def database_and_desk_commands(self) -> None:
        tid = self.club = (
            self.run("tournament", "import", "day.json", "--database", "club.sqlite3").strip().split()[-1]
        )
        self.run("tournament", "export", tid, "--out", "again.json", "--database", "club.sqlite3")
        again = json.loads((self.work / "again.json").read_text(encoding="utf-8"))
        if len(again["rounds"]) != 3:
            raise SmokeFailure("tournament export lost rounds")
        self.run("database", "club.sqlite3")
        new = self.run(
            "tournament", "create", "--name", "Prova", "--rounds", "2", "--database", "desk.sqlite3"
        ).strip()
        players = [
            self.run(
                "player", "add", "--surname", f"Rossi{i}", "--name", "Ada", "--database", "desk.sqlite3"
            ).strip()
            for i in range(4)
        ]
        self.run("entry", "add", new, players[0], players[1], "--database", "desk.sqlite3")
        self.run("entry", "add", new, players[2], players[3], "--database", "desk.sqlite3")
        # The round's number, then its warnings on the same line ("; "): two pairs for the planned rounds repeat.
        proposed = self.run("round", "propose", new, "--seed", "1", "--database", "desk.sqlite3").strip()
        if proposed.split(";")[0] != "1":
            raise SmokeFailure(f"round propose did not propose round 1: {proposed}")
        if not self.run("undo", new, "--database", "desk.sqlite3").startswith("undone: propose_round"):
            raise SmokeFailure("undo did not undo the proposed round")
        self.run("publish", tid, "--out", "site", "--database", "club.sqlite3")
        if not (self.work / "site" / "index.html").exists():
            raise SmokeFailure("publish wrote no index.html")

    def push(self) -> None:
        """``publish T --to URL`` (issue 40): the site pushed to a folder (file://) and, where the Python running
        this file has the servers (the development venv: ``make smoke``, ``make smoke-deb``), to an FTP, an
        FTPS, a WebDAV and an SFTP server on loopback; each receipt read back (exit 0), every file of the
        manifest there with its SHA-256, a second push sending nothing, and ``verify`` reading the fingerprint
        from the manifest's address. fsspec finds its backends by name, which a bundle can leave out while every
        other command works: each protocol is tried from the bundle."""
        targets: list[tuple[str, Path]] = [((self.work / "club-site").as_uri(), self.work / "club-site")]
        servers, missing = _start_servers(self.work / "servers")
        targets += [(server.url, server.folder) for server in servers]
        try:
            for url, folder in targets:
                shown = url.split("@")[-1]
                out = self.run("publish", self.club, "--to", url, "--database", "club.sqlite3")
                if "receipt checked" not in out:
                    raise SmokeFailure(f"publish --to {shown}: no receipt in {out!r}")
                manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
                for name, entry in manifest["files"].items():
                    if hashlib.sha256((folder / name).read_bytes()).hexdigest() != entry["sha256"]:
                        raise SmokeFailure(f"publish --to {shown}: {name} is not what the manifest says")
                if "index.html" not in manifest["files"]:
                    raise SmokeFailure(f"publish --to {shown}: no index.html in the manifest")
                again = self.run("publish", self.club, "--to", url, "--database", "club.sqlite3")
                if "up to date" not in again:
                    raise SmokeFailure(f"publish --to {shown} again sent something: {again!r}")
            checked = self.run("verify", "again.json", f"{targets[0][0]}/manifest.json")
            if "intact" not in checked:
                raise SmokeFailure(f"verify against the pushed site: {checked!r}")
        finally:
            for server in servers:
                server.stop()
        tried = ", ".join(["file", *(server.scheme for server in servers)])
        print(
            f"     (pushed by {tried}" + (f"; not tried: {', '.join(missing)})" if missing else ")"),
            flush=True,
        )

    def serve(self) -> None:
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        server = subprocess.Popen(
            [
                str(self.cli_path),
                "serve",
                "--database",
                "club.sqlite3",
                "--host",
                "127.0.0.1",
                "--port",
                str(port),
            ],
            cwd=self.work,
            env=self.env,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
        )
        try:
            page = ""
            deadline = time.monotonic() + 60
            while time.monotonic() < deadline and not page:
                if server.poll() is not None:
                    break
                try:
                    with urllib.request.urlopen(
                        f"http://127.0.0.1:{port}/t/1/classifica", timeout=5
                    ) as answer:
                        page = answer.read().decode("utf-8")
                except OSError:
                    time.sleep(0.3)
            if "Classifica" not in page:
                raise SmokeFailure(f"serve: no standings page on 127.0.0.1:{port}")
        finally:
            server.terminate()
            try:
                output = server.communicate(timeout=20)[0].decode("utf-8", "replace")
            except subprocess.TimeoutExpired:
                server.kill()
                output = server.communicate()[0].decode("utf-8", "replace")
        bad = next((marker for marker in BAD_OUTPUT if marker in output), None)
        if bad:
            raise SmokeFailure(f"serve printed {bad}:\n{output[-1500:]}")

    def desk(self) -> None:
        """The desk starts offscreen on a new database, shows its window and closes cleanly (exit 0)."""
        self.run("--database", "new-desk.sqlite3", "--smoke-test", "shown.txt", program=self.gui)
        shown = (self.work / "shown.txt").read_text(encoding="utf-8").splitlines()
        if not shown or "FIBur Director" not in shown[0]:
            raise SmokeFailure(f"the desk's window title is {shown[:1]!r}")
        # Qt's own Italian (the save dialogs' words) from where the desk's Qt looks for it.
        qt = next((line.split(": ", 1)[1] for line in shown if line.startswith("qt-translations: ")), "")
        if not (Path(qt) / "qtbase_it.qm").is_file():
            raise SmokeFailure(f"Qt's translations are not where the desk's Qt looks for them ({qt!r})")


USER, PASSWORD = "arbitro", "segreta"


class _Server:
    """A server on loopback run by this process for the push check: its URL for ``publish --to``, the folder
    the pushed site lands in, and how to stop it."""

    def __init__(self, scheme: str, port: int, root: Path, stop: Callable[[], None]) -> None:
        self.scheme, self.port, self.root, self._stop = scheme, port, root, stop
        self.url = f"{scheme}://{USER}:{PASSWORD}@127.0.0.1:{port}/sito"
        self.folder = root / "sito"

    def stop(self) -> None:
        self._stop()


def _start_servers(work: Path) -> tuple[list[_Server], list[str]]:
    """Every server whose library this Python has (pyftpdlib, pyOpenSSL and cryptography for FTPS, wsgidav and
    cheroot for WebDAV, asyncssh for SFTP: the test extras), and the schemes left out for want of one."""
    started: list[_Server] = []
    missing: list[str] = []
    for scheme, start in (("ftp", _ftp), ("ftps", _ftps), ("webdav", _webdav), ("sftp", _sftp)):
        root = work / scheme
        root.mkdir(parents=True)
        try:
            started.append(start(root))
        except ImportError:
            missing.append(scheme)
    return started, missing


def _thread(target: Callable[[], object]) -> threading.Thread:
    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    return thread


def _ftp(root: Path, tls: bool = False) -> _Server:
    from pyftpdlib.authorizers import DummyAuthorizer
    from pyftpdlib.handlers import FTPHandler, TLS_FTPHandler
    from pyftpdlib.ioloop import IOLoop
    from pyftpdlib.servers import FTPServer

    # Quiet: a logger with a handler of its own keeps pyftpdlib from configuring one that prints each command.
    log = logging.getLogger("pyftpdlib")
    log.addHandler(logging.NullHandler())
    log.propagate = False
    authorizer = DummyAuthorizer()
    authorizer.add_user(USER, PASSWORD, str(root), perm="elradfmwMT")
    handler: Any = type("Handler", (TLS_FTPHandler if tls else FTPHandler,), {"authorizer": authorizer})
    if tls:
        handler.certfile, handler.keyfile = _self_signed(root.parent)
        handler.tls_control_required = handler.tls_data_required = True
    # A loop of its own: pyftpdlib's default one is shared by every server of the process, and the FTP and the
    # FTPS server each serve on a thread of theirs.
    server = FTPServer(("127.0.0.1", 0), handler, ioloop=IOLoop())
    thread = _thread(lambda: server.serve_forever(timeout=0.2))

    def stop() -> None:
        server.close_all()
        thread.join(timeout=10)

    return _Server("ftps" if tls else "ftp", server.address[1], root, stop)


def _ftps(root: Path) -> _Server:
    import OpenSSL  # noqa: F401  (pyftpdlib's TLS handler needs it; without it the scheme is not tried)

    return _ftp(root, tls=True)


def _self_signed(folder: Path) -> tuple[str, str]:
    """A certificate for 127.0.0.1 made now: the desk does not verify an FTPS server's (docs/publishing.md)."""
    import datetime as dt

    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")])
    now = dt.datetime.now(dt.UTC)
    cert = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - dt.timedelta(minutes=5))
        .not_valid_after(now + dt.timedelta(days=1))
        .sign(key, hashes.SHA256())
    )
    cert_file, key_file = folder / "cert.pem", folder / "key.pem"
    cert_file.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    key_file.write_bytes(
        key.private_bytes(
            serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
        )
    )
    return str(cert_file), str(key_file)


def _webdav(root: Path) -> _Server:
    from cheroot import wsgi
    from wsgidav.wsgidav_app import WsgiDAVApp

    app = WsgiDAVApp(
        {
            "provider_mapping": {"/": str(root)},
            "simple_dc": {"user_mapping": {"*": {USER: {"password": PASSWORD}}}},
            "http_authenticator": {"accept_basic": True, "accept_digest": False, "default_to_digest": False},
            "verbose": 0,
            "logging": {"enable": False},
            "lock_storage": True,
        }
    )
    server = wsgi.Server(("127.0.0.1", 0), app, numthreads=4)
    server.prepare()
    thread = _thread(server.serve)

    def stop() -> None:
        server.stop()
        thread.join(timeout=10)

    return _Server("webdav", server.bind_addr[1], root, stop)


def _sftp(root: Path) -> _Server:
    import asyncio

    import asyncssh

    key_file = root.parent / "ssh_host_key"
    asyncssh.generate_private_key("ssh-ed25519").write_private_key(str(key_file))
    loop = asyncio.new_event_loop()
    thread = _thread(loop.run_forever)

    class Auth(asyncssh.SSHServer):  # type: ignore[misc]
        def begin_auth(self, username: str) -> bool:
            return True

        def password_auth_supported(self) -> bool:
            return True

        def validate_password(self, username: str, password: str) -> bool:
            return (username, password) == (USER, PASSWORD)

    async def listen() -> Any:
        return await asyncssh.listen(
            "127.0.0.1",
            0,
            server_host_keys=[str(key_file)],
            server_factory=Auth,
            sftp_factory=lambda channel: asyncssh.SFTPServer(channel, chroot=str(root).encode()),
            allow_scp=False,
        )

    server = asyncio.run_coroutine_threadsafe(listen(), loop).result(30)

    def stop() -> None:
        async def close() -> None:
            server.close()
            await server.wait_closed()

        asyncio.run_coroutine_threadsafe(close(), loop).result(30)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(timeout=10)

    return _Server("sftp", server.sockets[0].getsockname()[1], root, stop)


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    bin_dir = Path(argv[0]).resolve()
    passed = failed = 0
    with tempfile.TemporaryDirectory(prefix="fibur-smoke-") as folder:
        smoke = Smoke(bin_dir, Path(folder))
        checks: list[tuple[str, Callable[[], None]]] = [
            ("version", smoke.version),
            ("scoring", smoke.scoring),
            ("simulate", smoke.simulate),
            ("standings", smoke.standings),
            ("print", smoke.print_all),
            ("export", smoke.export),
            ("database and desk commands", smoke.database_and_desk_commands),
            ("publish --to", smoke.push),
            ("serve", smoke.serve),
            ("desk", smoke.desk),
        ]
        for name, check in checks:
            started = time.monotonic()
            try:
                check()
            except (SmokeFailure, OSError, subprocess.SubprocessError, ValueError, KeyError) as error:
                failed += 1
                print(f"FAIL {name}: {error}", flush=True)
            else:
                passed += 1
                print(f"ok   {name} ({time.monotonic() - started:.1f} s)", flush=True)
    print(f"smoke: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
