"""A test server as a process of its own, so a test can stop it mid-transfer as a server stops: killed, its
connections dropped by the kernel and its port free at once (``servers.py``). Prints "ready" once listening.

    python -m tests.publishing.server_process ftp ROOT HOST PORT PASSIVE,PORTS MASQUERADE USER PASSWORD [CERT KEY]
    python -m tests.publishing.server_process webdav ROOT HOST PORT USER PASSWORD
"""

from __future__ import annotations

import itertools
import logging
import sys
from typing import Any


class _InTurn:
    """The passive ports, given to each PASV one at a time in turn, never the port the one before was given.

    The client reaches the passive port through the test's proxy (``servers.LinkProxy``), which accepts the
    client's data connection at once but opens its own to the server a moment later. pyftpdlib draws the port at
    random: after a listing refused (550) with its data connection still on its way, the next PASV could draw the
    same port, and the late connection, arriving then, was taken as the new one's (CI, under load: «Connection
    reset by peer»). On a real network a client's data connection reaches the server's port itself, in order, so
    the turn is the proxy's need, not the program's. The class sees the whole list (the server's start line)."""

    def __init__(self, ports: list[int]) -> None:
        self.ports = ports
        self.turn = itertools.cycle(ports)

    def __get__(self, handler: object, owner: type | None = None) -> list[int]:
        return self.ports if handler is None else [next(self.turn)]


def ftp(argv: list[str]) -> None:
    from pyftpdlib.authorizers import DummyAuthorizer
    from pyftpdlib.handlers import FTPHandler, TLS_FTPHandler
    from pyftpdlib.servers import FTPServer

    root, host, port, passive, masquerade, user, password, *tls = argv
    logging.getLogger("pyftpdlib").setLevel(logging.WARNING)
    authorizer = DummyAuthorizer()
    authorizer.add_user(user, password, root, perm="elradfmwMT")
    handler: Any = type("Handler", (TLS_FTPHandler if tls else FTPHandler,), {})
    handler.authorizer = authorizer
    handler.masquerade_address = masquerade  # the passive address the client is told: the proxy's
    handler.passive_ports = _InTurn([int(p) for p in passive.split(",")])
    handler.auth_failed_timeout = 0.05
    if tls:
        handler.certfile, handler.keyfile = tls
        handler.tls_control_required = handler.tls_data_required = True
    server = FTPServer((host, int(port)), handler)
    print("ready", flush=True)
    server.serve_forever(timeout=0.2)


def webdav(argv: list[str]) -> None:
    from cheroot import wsgi
    from wsgidav.wsgidav_app import WsgiDAVApp

    root, host, port, user, password = argv
    app = WsgiDAVApp(
        {
            "provider_mapping": {"/": root},
            "simple_dc": {"user_mapping": {"*": {user: {"password": password}}}},
            "http_authenticator": {"accept_basic": True, "accept_digest": False, "default_to_digest": False},
            "verbose": 0,
            "logging": {"enable": False},
            "lock_storage": True,
        }
    )
    server = wsgi.Server((host, int(port)), app, numthreads=4)
    server.prepare()
    print("ready", flush=True)
    server.serve()


if __name__ == "__main__":
    {"ftp": ftp, "webdav": webdav}[sys.argv[1]](sys.argv[2:])
