"""Running the live pages: uvicorn on a socket we bind ourselves, in the foreground (``fibur-director-cli
serve``) or on a background thread of the desk ("Pubblica in sala").

The socket is bound before uvicorn starts so that a busy port or an address the machine does not have is a
clear message in both languages, not uvicorn's ``sys.exit`` inside a thread.
"""

from __future__ import annotations

import asyncio
import socket
import threading
from pathlib import Path

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

    def __init__(self, desk: Desk, host: str, port: int, *, clock: Clock | None = None) -> None:
        self.desk = desk
        self.app = create_app(desk, clock=clock)
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


def serve_forever(database: Path | None, host: str, port: int) -> None:
    """``fibur-director-cli serve``: read-only beside any desk holding the file, until Ctrl+C."""
    from fibur_director.services.live import reader

    desk = reader(database)
    try:
        sock = bind(host, port)
        print(f"live pages on {address(sock)} (read-only; Ctrl+C stops)", flush=True)
        if host in ("0.0.0.0", "::"):
            print("listening on every network interface of this computer", flush=True)
        uvicorn.Server(_config(create_app(desk))).run(sockets=[sock])
    finally:
        desk.database.close()
