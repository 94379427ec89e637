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
from fibur_director.services.actions import Desk
from fibur_director.web.app import Clock, create_app


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
            f"impossibile pubblicare su {host}:{port}: {reason}",
        ) from None
    sock.setblocking(False)
    return sock


def address(sock: socket.socket) -> str:
    host, port = sock.getsockname()[:2]
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}/"


def _config(app: Starlette) -> uvicorn.Config:
    return uvicorn.Config(
        app,
        http="h11",
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
        self.app = create_app(desk, clock=clock, writer=writer)
        self._socket = bind(host, port)
        self.address = address(self._socket)
        self._server = uvicorn.Server(_config(self.app))
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
            desk, clock=stored_clock(desk), circuits=[Path(c).resolve() for c in circuits], writer=sheets
        )
        uvicorn.Server(_config(app)).run(sockets=[sock])
    finally:
        desk.database.close()
        sheets.database.close()


def _cli_command() -> list[str]:
    """How to run ``fibur-director-cli``: the frozen build's executable beside the desk's, else this Python."""
    if getattr(sys, "frozen", False):
        desk = Path(sys.executable)
        return [str(desk.with_name("fibur-director-cli" + desk.suffix))]
    return [sys.executable, "-m", "fibur_director.cli"]


class ServerProcess:
    """``fibur-director-cli serve`` started by the desk on its own database file: the same pages, rendered on
    another core, never under the desk's interpreter lock. Same surface as ``LiveServer``."""

    def __init__(self, database: Path, host: str, port: int) -> None:
        bind(host, port).close()  # a busy port or a missing address: refused here, in words, before starting
        self._process = subprocess.Popen(
            [
                *_cli_command(),
                "serve",
                "--database",
                str(database),
                "--host",
                host,
                "--port",
                str(port),
                "--with-parent",
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            stdin=subprocess.DEVNULL,
            text=True,
            encoding="utf-8",
        )
        assert self._process.stdout is not None
        line = self._process.stdout.readline()  # the address once bound, or nothing when it failed
        if not line.startswith("live pages on "):
            self._process.wait(10)
            reason = " ".join((self._process.stderr.read() if self._process.stderr else "").split())[-300:]
            raise FiburError(
                f"cannot start the live pages on {host}:{port}: {reason or 'no answer'}",
                f"impossibile pubblicare su {host}:{port}: {reason or 'nessuna risposta'}",
            )
        self.address = line.split()[3]
        self.error: BaseException | None = None

    def start(self) -> str:
        return self.address

    @property
    def started(self) -> bool:
        return True

    @property
    def running(self) -> bool:
        return self._process.poll() is None

    def stop(self, timeout: float = 5.0) -> None:
        self._process.terminate()
        try:
            self._process.wait(timeout)
        except subprocess.TimeoutExpired:
            self._process.kill()
            self._process.wait(timeout)
        for stream in (self._process.stdout, self._process.stderr):
            if stream is not None:
                stream.close()
