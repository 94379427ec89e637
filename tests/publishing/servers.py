"""Real servers on loopback for the publishing tests (issue 40, item 6), each serving a temporary folder: FTP and
FTPS (pyftpdlib; FTPS with a self-signed certificate made here), WebDAV (wsgidav on cheroot), each a process of
its own (``server_process.py``) so stopping one is a kill, and SFTP (asyncssh's server, on an event loop here).
No protocol is mocked: the program's own fsspec backends talk to them over TCP.

``LinkProxy`` sits between the program and a server and drops the link after a given number of bytes, as a club's
router does when the line goes: every connection closed, and no new one until it is restored.

The servers listen on 127.0.0.2 and the proxy on 127.0.0.1 with the same ports, so FTP's passive data ports,
which the server announces as 127.0.0.1 (masquerade), go through the proxy too.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import select
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

SERVER_HOST = "127.0.0.2"
PROXY_HOST = "127.0.0.1"
USER, PASSWORD = "circolo", "segreta-123"


def free_port(host: str = SERVER_HOST) -> int:
    with socket.socket() as s:
        s.bind((host, 0))
        return int(s.getsockname()[1])


def self_signed(folder: Path) -> tuple[Path, Path]:
    """A certificate and key for 127.0.0.1, made now (cryptography), valid for a day."""
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
    return cert_file, key_file


@dataclass
class Server:
    scheme: str
    root: Path
    port: int
    passive: list[int] = field(default_factory=list)
    stop: Callable[[], None] = lambda: None
    start: Callable[[], None] = lambda: None

    def url(self, folder: str = "sito", host: str = SERVER_HOST, port: int | None = None) -> str:
        return f"{self.scheme}://{USER}:{PASSWORD}@{host}:{port or self.port}/{folder}"


def _process(command: list[str]) -> tuple[Callable[[], None], Callable[[], None]]:
    """start and stop of a server process (``server_process.py``): stopping kills it, mid-transfer if it was."""
    state: dict[str, Any] = {}
    full = [sys.executable, "-m", "tests.publishing.server_process", *command]

    def start() -> None:
        process = subprocess.Popen(
            full,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            cwd=Path(__file__).resolve().parents[2],
        )
        assert process.stdout is not None and process.stdout.readline().strip() == "ready"
        state["process"] = process

    def stop() -> None:
        process = state.pop("process", None)
        if process is not None:
            process.kill()
            process.wait(10)
            assert process.stdout is not None
            process.stdout.close()

    start()
    return start, stop


def ftp_server(root: Path, tls: bool = False, certs: Path | None = None) -> Server:
    port = free_port()
    passive = [free_port() for _ in range(8)]
    command = [
        "ftp",
        str(root),
        SERVER_HOST,
        str(port),
        ",".join(map(str, passive)),
        PROXY_HOST,
        USER,
        PASSWORD,
    ]
    if tls:
        command += [str(p) for p in self_signed(certs or root.parent)]
    start, stop = _process(command)
    return Server("ftps" if tls else "ftp", root, port, passive, stop, start)


def webdav_server(root: Path) -> Server:
    port = free_port()
    start, stop = _process(["webdav", str(root), SERVER_HOST, str(port), USER, PASSWORD])
    return Server("webdav", root, port, [], stop, start)


def sftp_server(root: Path, host_key_folder: Path) -> Server:
    import asyncssh

    key_file = host_key_folder / "ssh_host_key"
    if not key_file.exists():
        asyncssh.generate_private_key("ssh-ed25519").write_private_key(str(key_file))
    port = free_port()
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()

    class Auth(asyncssh.SSHServer):
        def begin_auth(self, username: str) -> bool:
            return True

        def password_auth_supported(self) -> bool:
            return True

        def validate_password(self, username: str, password: str) -> bool:
            return username == USER and password == PASSWORD

    state: dict[str, Any] = {}

    def sftp(channel: Any) -> asyncssh.SFTPServer:
        return asyncssh.SFTPServer(channel, chroot=str(root).encode())

    def start() -> None:
        async def listen() -> Any:
            return await asyncssh.listen(
                SERVER_HOST,
                port,
                server_host_keys=[str(key_file)],
                server_factory=Auth,
                sftp_factory=sftp,
                allow_scp=False,
                reuse_address=True,
            )

        state["server"] = asyncio.run_coroutine_threadsafe(listen(), loop).result(10)

    def stop() -> None:
        server = state.pop("server", None)
        if server is not None:

            async def close() -> None:
                server.close()
                await server.wait_closed()

            asyncio.run_coroutine_threadsafe(close(), loop).result(10)

    start()
    return Server("sftp", root, port, [], stop, start)


class LinkProxy:
    """Forwards 127.0.0.1:PORT to the server's 127.0.0.2:PORT for each port; ``cut_after(n)`` drops the link once n
    more bytes (both ways) have passed, mid-file if it falls there; ``restore()`` lets connections through again.
    ``on_cut`` runs when the link drops (the tests stop the server there)."""

    def __init__(self, ports: list[int]) -> None:
        self.budget: int | None = None
        self.passed = 0
        self.down = False
        self.on_cut: Callable[[], None] | None = None
        self._lock = threading.Lock()
        self._sockets: set[socket.socket] = set()
        self._listeners: list[socket.socket] = []
        self._closing = False
        try:
            for port in ports:
                listener = socket.socket()
                self._listeners.append(listener)
                listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
                listener.bind((PROXY_HOST, port))
                listener.listen(16)
        except OSError:
            for listener in self._listeners:
                listener.close()
            raise
        self._threads = [
            threading.Thread(target=self._accept, args=(listener, port), daemon=True)
            for listener, port in zip(self._listeners, ports, strict=True)
        ]
        for thread in self._threads:
            thread.start()

    def cut_after(self, count: int | None) -> None:
        with self._lock:
            self.passed, self.budget, self.down = 0, count, False

    def restore(self) -> None:
        with self._lock:
            self.budget, self.down = None, False

    def close(self) -> None:
        self._closing = True
        # close() alone does not wake a thread blocked in accept(). A log of a CI-like run showed a closed proxy's
        # accept thread taking a connection made to the next test's proxy (most likely through the descriptor
        # number the new listener was given) and forwarding it to this test's stopped server: «EOFError».
        # shutdown() wakes the thread; it is joined before the ports are given back.
        for listener in self._listeners:
            with contextlib.suppress(OSError):
                listener.shutdown(socket.SHUT_RDWR)
        for thread in self._threads:
            thread.join(5)
        for listener in self._listeners:
            with contextlib.suppress(OSError):
                listener.close()
        self._drop()

    def _drop(self) -> None:
        with self._lock:
            sockets, self._sockets = self._sockets, set()
        for s in sockets:
            with contextlib.suppress(OSError):
                s.shutdown(socket.SHUT_RDWR)
            with contextlib.suppress(OSError):
                s.close()

    def _accept(self, listener: socket.socket, port: int) -> None:
        while not self._closing:
            try:
                client, _ = listener.accept()
            except OSError:
                return
            if self._closing or self.down:
                client.close()
                continue
            try:
                server = socket.create_connection((SERVER_HOST, port), timeout=5)
            except OSError:
                client.close()
                continue
            server.settimeout(None)
            for s in (client, server):
                s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            with self._lock:
                self._sockets.update((client, server))
            threading.Thread(target=self._pump, args=(client, server), daemon=True).start()

    def _pump(self, a: socket.socket, b: socket.socket) -> None:
        pair = {a: b, b: a}
        # One side's end is passed on as a half-close, as a real path does: closing both at the first end made
        # the kernel answer the other side's last bytes (an FTPS client's TLS close_notify) with a reset.
        open_ends = [a, b]
        try:
            while open_ends:
                ready, _, _ = select.select(open_ends, [], [], 0.5)
                if self._closing or self.down:
                    break
                for source in ready:
                    data = source.recv(16384)
                    if not data:
                        open_ends.remove(source)
                        with contextlib.suppress(OSError):
                            pair[source].shutdown(socket.SHUT_WR)
                        continue
                    with self._lock:
                        allowed = len(data)
                        if self.budget is not None:
                            allowed = max(0, min(allowed, self.budget - self.passed))
                        self.passed += allowed
                        cut = self.budget is not None and self.passed >= self.budget
                    if allowed:
                        pair[source].sendall(data[:allowed])
                    if cut:
                        self._cut()
                        return
        except OSError:
            return
        finally:
            for s in (a, b):
                with contextlib.suppress(OSError):
                    s.close()

    def _cut(self) -> None:
        with self._lock:
            if self.down:
                return
            self.down = True
        self._drop()
        if self.on_cut is not None:
            self.on_cut()


def wait_until(condition: Callable[[], bool], seconds: float = 10.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.02)
    return condition()
