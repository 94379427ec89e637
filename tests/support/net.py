"""A free port to serve on and a page fetched while its server starts, for the desk's live-page tests (issue 36: no
test module imports another)."""

from __future__ import annotations

import socket
import time
import urllib.error
import urllib.request


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def fetch(url: str) -> str:
    deadline = time.monotonic() + 10
    while True:
        try:
            with urllib.request.urlopen(url, timeout=5) as answer:
                return str(answer.read().decode("utf-8"))
        except urllib.error.URLError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.05)
