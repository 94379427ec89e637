"""Running the live pages: uvicorn on a socket we bind ourselves, in the foreground (``fibur-director-cli
serve``), in a process of its own beside the desk ("Pubblica in sala" on a database file, ``ServerProcess``), or
on a background thread of the desk (a database server, or the tests' ``LiveServer``).

A process of its own because the pages are rendered in Python: on a thread of the desk, rendering the 500-entry
pages for a room of phones after every result held the desk's interpreter lock while it computed its standings
(the keystroke-to-standings went from 85 to 312 ms with 300 phones; docs/performance.md).

The socket is bound before uvicorn starts so that a busy port or an address the machine does not have is a
clear message in both languages, not uvicorn's ``sys.exit`` inside a thread.
"""

from __future__ import annotations

import asyncio
import collections
import datetime as dt
import os
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import uvicorn
from starlette.applications import Starlette

from fibur_director.domain.errors import FiburError
from fibur_director.limits import descriptor_limit, raise_descriptor_limit
from fibur_director.services.actions import Desk
from fibur_director.web.app import Clock, create_app
from fibur_director.web.capacity import Capacity, protocol_for


def bind(host: str, port: int) -> socket.socket:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((host, port))
        sock.listen(2048)
    except OSError as error:
        sock.close()
        reason = error.strerror or str(error)
        raise FiburError(
            f"cannot listen on {host}:{port}: {reason}",
            f"impossibile pubblicare su {host}:{port}: {_in_italian(error, port)}",
        ) from None
    sock.setblocking(False)
    return sock


def _in_italian(error: OSError, port: int) -> str:
    """Why a socket cannot listen, in the referee's words (the system says it in English)."""
    import errno

    return {
        errno.EADDRINUSE: f"la porta {port} è già usata da un altro programma: sceglierne un'altra",
        errno.EADDRNOTAVAIL: "questo computer non ha più quell'indirizzo di rete: scegliere di nuovo la rete",
        errno.EACCES: f"la porta {port} è riservata al sistema: sceglierne una sopra 1024",
    }.get(error.errno or 0, error.strerror or str(error))


def address(sock: socket.socket) -> str:
    host, port = sock.getsockname()[:2]
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}/"


def _config(app: Starlette, capacity: Capacity) -> uvicorn.Config:
    return uvicorn.Config(
        app,
        # uvicorn's h11 with the room's rules: connections in all and per address, each request whole in time
        # (web/capacity.py, issue 39). Not uvicorn's limit_concurrency: it counts a burst whole and refuses all
        # of it; the protocol refuses only the surplus, as each connection arrives.
        http=protocol_for(capacity),
        loop="asyncio",
        lifespan="on",
        log_config=None,  # the desk's logging stays as it is
        log_level="warning",
        access_log=False,
        proxy_headers=False,  # nobody stands between the phones and the desk
        server_header=False,
        timeout_graceful_shutdown=1,  # the live connections never end by themselves
        h11_max_incomplete_event_size=16 * 1024,
    )


class LiveServer:
    """The server on a background thread; ``stop`` ends it. The desk keeps one while "Pubblica in sala" is on."""

    def __init__(
        self, desk: Desk, host: str, port: int, *, clock: Clock | None = None, writer: Desk | None = None
    ) -> None:
        self.desk = desk
        self.host, self._clock, self._writer = host, clock, writer
        self._make(port)

    def _make(self, port: int) -> None:
        # The desk raised its own limit at start (app.main); the server takes what the process has.
        capacity = Capacity.for_descriptors(descriptor_limit())
        self.app = create_app(self.desk, clock=self._clock, writer=self._writer, capacity=capacity)
        self._socket = bind(self.host, port)
        self.address = address(self._socket)
        self.port = int(self._socket.getsockname()[1])
        self._server = uvicorn.Server(_config(self.app, capacity))
        self._thread = threading.Thread(target=self._run, name="fibur-live-pages", daemon=True)
        self.error: BaseException | None = None

    def _run(self) -> None:
        try:
            asyncio.run(self._server.serve(sockets=[self._socket]))
        except BaseException as error:  # reported by running/stop, never raised into the desk
            self.error = error

    def start(self) -> str:
        self._thread.start()
        return self.address

    @property
    def started(self) -> bool:
        return self._server.started

    @property
    def running(self) -> bool:
        return self._thread.is_alive()

    def stop(self, timeout: float = 5.0) -> None:
        self._server.should_exit = True
        self._thread.join(timeout)
        self._socket.close()

    def answering(self, timeout: float = 2.0) -> bool:
        return self.running and answers(self.address, timeout)

    def restart(self, wait_s: float = 10.0) -> str:
        """Stop and start again on the same address and port (the desk's watch, as ``ServerProcess``)."""
        self.stop()
        deadline = time.monotonic() + wait_s
        while True:
            try:
                self._make(self.port)
                return self.start()
            except FiburError:
                if time.monotonic() >= deadline:
                    raise
                time.sleep(0.2)


def stored_clock(desk: Desk) -> Clock:
    """The round clock as the desk stores it (``rounds.clock_of``): the newest tournament with a round being
    played. What a server beside the desk shows on the projector."""
    from fibur_director.services.readmodel import list_tournaments
    from fibur_director.services.rounds import clock_of

    def state() -> dict[str, Any] | None:
        now = dt.datetime.now(dt.UTC).replace(tzinfo=None)
        for summary in list_tournaments(desk):
            clock = clock_of(desk, summary.id, now)
            if clock is not None:
                return {"running": clock.running, "left": clock.left_seconds, "total": clock.total_seconds}
        return None

    return state


def _end_with_parent() -> None:
    """A desk that ends without stopping its server (a crash, a kill) leaves it reparented: then it ends too, so
    no forgotten server keeps publishing the room's pages."""
    parent = os.getppid()

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1)
        os._exit(0)

    threading.Thread(target=watch, name="fibur-live-parent", daemon=True).start()


def serve_forever(
    database: Path | str | None,
    host: str,
    port: int,
    *,
    with_parent: bool = False,
    circuits: Sequence[Path] = (),
) -> None:
    """``fibur-director-cli serve``: beside any desk holding the file, until Ctrl+C (or the desk that started
    it stops it); it writes only what the room's devices send (issue 26)."""
    from fibur_director.services.live import reader, writer

    if with_parent:
        _end_with_parent()
    # Every phone holding a page open is a descriptor: as many as the system allows, and the server sized
    # from what it got (issue 39: at the usual 1,024 one device could stop it, at macOS's 256 a room).
    capacity = Capacity.for_descriptors(raise_descriptor_limit())
    desk = reader(Path(database) if database is not None else None)
    # What the room's devices send (issue 26) is all that is written from here, through the services, each
    # action under the file's write lock: the tables' score sheets (none when "Inserimento dai tavoli" is off)
    # and the check-in of the phones paired at the door (services.checkin.Writers, opened at its first mark).
    sheets = writer(Path(database) if database is not None else None)
    try:
        sock = bind(host, port)
        print(
            f"live pages on {address(sock)} (read-only but the tables' score sheets and the check-in; "
            "Ctrl+C stops)",
            flush=True,
        )
        for number, circuit in enumerate(circuits, start=1):
            print(f"circuit {circuit.name} on {address(sock)}circuito/{number}", flush=True)
        if host in ("0.0.0.0", "::"):
            print("listening on every network interface of this computer", flush=True)
        app = create_app(
            desk,
            clock=stored_clock(desk),
            circuits=[Path(c).resolve() for c in circuits],
            writer=sheets,
            capacity=capacity,
        )
        uvicorn.Server(_config(app, capacity)).run(sockets=[sock])
    finally:
        desk.database.close()
        sheets.database.close()


def _cli_command() -> list[str]:
    """How to run ``fibur-director-cli``: the frozen build's executable beside the desk's, else this Python."""
    if getattr(sys, "frozen", False):
        desk = Path(sys.executable)
        return [str(desk.with_name("fibur-director-cli" + desk.suffix))]
    return [sys.executable, "-m", "fibur_director.cli"]


# What the server process says on its error output is kept in this file of the desk's log folder, at most
# LOG_BYTES (then the older half goes to LOG_NAME + ".1"), never in a pipe nobody reads: a full pipe stops the
# server at its next warning, and a device sending malformed requests makes one warning each (issue 39).
LOG_NAME = "pagine-in-sala.log"
LOG_BYTES = 1_000_000
HEALTH_PATH = "/salute"


def _log_folder() -> Path:
    import platformdirs

    from fibur_director.locations import private

    return private(platformdirs.user_log_path("fibur-director", appauthor=False))


class _Drain:
    """Reads one of the child's output pipes to its end on a thread of its own, keeping the last lines (for a
    message if the server dies) and, for the error output, writing them to the log file."""

    def __init__(self, stream: Any, log: Path | None) -> None:
        self.last: collections.deque[str] = collections.deque(maxlen=20)
        self._stream = stream
        self._log = log
        self._thread = threading.Thread(target=self._run, name="fibur-live-drain", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        try:
            for line in self._stream:
                self.last.append(line.rstrip("\n"))
                if self._log is not None:
                    self._write(line)
        except (OSError, ValueError):
            pass  # the pipe closed under us: the server is gone, stop() said so

    def _write(self, line: str) -> None:
        assert self._log is not None
        try:
            if self._log.exists() and self._log.stat().st_size > LOG_BYTES:
                os.replace(self._log, self._log.with_name(self._log.name + ".1"))
            handle = os.open(self._log, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
            with os.fdopen(handle, "a", encoding="utf-8") as out:
                out.write(f"{dt.datetime.now():%Y-%m-%d %H:%M:%S} {line}")
        except OSError:
            self._log = None  # a log that cannot be written is not a reason to stop reading the pipe

    def join(self, timeout: float) -> None:
        self._thread.join(timeout)

    @property
    def alive(self) -> bool:
        return self._thread.is_alive()


def answers(url: str, timeout: float = 2.0) -> bool:
    """Whether the live server at ``url`` (its address, as printed) answers its health page in time: the desk's
    watch asks this every few seconds, from a thread of its own."""
    import http.client
    import urllib.parse

    parts = urllib.parse.urlsplit(url)
    host = parts.hostname or DEFAULT_CHECK_HOST
    if host in ("0.0.0.0", "::"):
        host = DEFAULT_CHECK_HOST if host == "0.0.0.0" else "::1"
    connection = http.client.HTTPConnection(host, parts.port or 80, timeout=timeout)
    try:
        connection.request("GET", HEALTH_PATH)
        answer = connection.getresponse()
        answer.read()
        return answer.status == 200
    except (OSError, http.client.HTTPException):
        return False
    finally:
        connection.close()


DEFAULT_CHECK_HOST = "127.0.0.1"


class ServerProcess:
    """``fibur-director-cli serve`` started by the desk on its own database file: the same pages, rendered on
    another core, never under the desk's interpreter lock. Same surface as ``LiveServer``, and ``restart``:
    the desk's watch (``ui/live_watch.py``) starts it again on the same address and port when it stops
    answering, so the codes printed on the tables' sheets keep working."""

    def __init__(self, database: Path, host: str, port: int, *, log: Path | None = None) -> None:
        self.database, self.host = database, host
        self.log = log if log is not None else _log_folder() / LOG_NAME
        self.error: BaseException | None = None
        self._start(port)

    def _start(self, port: int) -> None:
        # A busy port or a missing address: refused here, in words, before starting.
        bind(self.host, port).close()
        self._process = subprocess.Popen(
            [
                *_cli_command(),
                "serve",
                "--database",
                str(self.database),
                "--host",
                self.host,
                "--port",
                str(port),
                "--with-parent",
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            stdin=subprocess.DEVNULL,
            text=True,
            encoding="utf-8",
            errors="replace",
            env={**os.environ, "FIBUR_DIRECTOR_ERRORS": "it"},  # its refusal to start, shown at the desk
        )
        assert self._process.stdout is not None and self._process.stderr is not None
        self._errors = _Drain(self._process.stderr, self.log)
        line = self._process.stdout.readline()  # the address once bound, or nothing when it failed
        self._output = _Drain(self._process.stdout, None)
        if not line.startswith("live pages on "):
            self._process.wait(10)
            self._errors.join(2)
            reason = " ".join(" ".join(self._errors.last).split())[-300:]
            reason = reason.removeprefix("fibur-director-cli: error: ")
            raise FiburError(
                f"cannot start the live pages on {self.host}:{port}: {reason or 'no answer'}",
                f"impossibile pubblicare su {self.host}:{port}: {reason or 'nessuna risposta'}",
            )
        self.address = line.split()[3]
        self.port = int(self.address.rsplit(":", 1)[1].rstrip("/"))

    def start(self) -> str:
        return self.address

    @property
    def started(self) -> bool:
        return True

    @property
    def running(self) -> bool:
        return self._process.poll() is None

    def answering(self, timeout: float = 2.0) -> bool:
        return self.running and answers(self.address, timeout)

    def restart(self, wait_s: float = 10.0) -> str:
        """Stop this server (however stuck) and start it again on the same address and port; the port may take
        a moment to be free again."""
        self.stop()
        deadline = time.monotonic() + wait_s
        while True:
            try:
                self._start(self.port)
                return self.address
            except FiburError:
                if time.monotonic() >= deadline:
                    raise
                time.sleep(0.2)

    def stop(self, timeout: float = 5.0) -> None:
        self._process.terminate()
        try:
            self._process.wait(timeout)
        except subprocess.TimeoutExpired:
            self._process.kill()
            self._process.wait(timeout)
        # The pipes end with the process: the drains read to their end, then the pipes are closed. A drain still
        # reading (a grandchild holding the pipe) keeps its pipe; closing it under a read would wait for that.
        for drain, stream in ((self._output, self._process.stdout), (self._errors, self._process.stderr)):
            drain.join(2)
            if stream is not None and not drain.alive:
                stream.close()
