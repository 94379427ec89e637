"""HTTP/1.1 on the wire for the room's tests and the siege (benchmarks/room.py, benchmarks/siege.py): asyncio
streams from a chosen source address (the 127.0.0.0/8 loopback addresses stand for the room's phones), a plain
request, and an event stream held open as the pages' EventSource holds it. No client library: every byte is
the test's, so a hostile device can send what a browser never would."""

from __future__ import annotations

import asyncio
import gzip
import urllib.parse
from dataclasses import dataclass, field


@dataclass
class Answer:
    status: int
    headers: dict[str, str]
    body: bytes

    @property
    def text(self) -> str:
        return self.body.decode("utf-8", "replace")


def phone_address(number: int) -> str:
    """The loopback address of phone ``number`` (0-based): 127.0.1.1, 127.0.1.2, ... 127.0.2.1, ..."""
    return f"127.0.{1 + number // 250}.{1 + number % 250}"


async def connect(
    host: str, port: int, source: str | None = None, timeout: float = 10.0
) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    return await asyncio.wait_for(
        asyncio.open_connection(host, port, local_addr=(source, 0) if source else None), timeout
    )


def raw_request(
    host: str,
    method: str,
    path: str,
    body: bytes = b"",
    headers: dict[str, str] | None = None,
    close: bool = True,
) -> bytes:
    lines = [f"{method} {path} HTTP/1.1", f"Host: {host}"]
    for name, value in (headers or {}).items():
        lines.append(f"{name}: {value}")
    if body or method == "POST":
        lines.append(f"Content-Length: {len(body)}")
    if close:
        lines.append("Connection: close")
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + body


async def _head(reader: asyncio.StreamReader) -> tuple[int, dict[str, str]]:
    status_line = await reader.readline()
    if not status_line:
        raise ConnectionError("closed before an answer")
    status = int(status_line.split()[1])
    headers: dict[str, str] = {}
    while (line := await reader.readline()) not in (b"\r\n", b"\n", b""):
        name, _, value = line.decode("latin-1").partition(":")
        headers[name.strip().lower()] = value.strip()
    return status, headers


async def _body(reader: asyncio.StreamReader, headers: dict[str, str]) -> bytes:
    if headers.get("transfer-encoding", "").lower() == "chunked":
        data = b""
        while True:
            size = int((await reader.readline()).strip() or b"0", 16)
            if size == 0:
                await reader.readline()
                return data
            data += await reader.readexactly(size)
            await reader.readline()
    if "content-length" in headers:
        return await reader.readexactly(int(headers["content-length"]))
    return await reader.read()


async def request(
    host: str,
    port: int,
    method: str,
    path: str,
    *,
    source: str | None = None,
    body: bytes = b"",
    headers: dict[str, str] | None = None,
    timeout: float = 10.0,
) -> Answer:
    reader, writer = await connect(host, port, source, timeout)
    try:
        writer.write(raw_request(host, method, path, body, headers))
        await writer.drain()

        async def whole() -> Answer:
            status, found = await _head(reader)
            body = await _body(reader, found)
            if found.get("content-encoding") == "gzip":  # as a browser: it asked for it (BROWSER below)
                body = gzip.decompress(body)
            return Answer(status, found, body)

        return await asyncio.wait_for(whole(), timeout)
    finally:
        writer.close()


# What a phone's browser says it accepts: the pages come compressed.
BROWSER = {"Accept": "text/html", "Accept-Encoding": "gzip, deflate"}


async def get(
    host: str, port: int, path: str, source: str | None = None, timeout: float = 10.0, browser: bool = True
) -> Answer:
    return await request(
        host, port, "GET", path, source=source, timeout=timeout, headers=BROWSER if browser else None
    )


async def post_form(
    host: str,
    port: int,
    path: str,
    form: dict[str, str],
    *,
    source: str | None = None,
    cookies: dict[str, str] | None = None,
    timeout: float = 10.0,
) -> Answer:
    headers = {"Content-Type": "application/x-www-form-urlencoded"}
    if cookies:
        headers["Cookie"] = "; ".join(f"{k}={v}" for k, v in cookies.items())
    body = urllib.parse.urlencode(form).encode("ascii")
    return await request(host, port, "POST", path, source=source, body=body, headers=headers, timeout=timeout)


RESET = 0  # the status of a stream refused with a connection reset instead of an answer


@dataclass
class Stream:
    """One page's ``/eventi`` held open: ``status`` 200 and the events as they come, or the refusal."""

    status: int
    reader: asyncio.StreamReader | None = None
    writer: asyncio.StreamWriter | None = None
    pending: bytes = b""
    chunked: bool = True
    events: list[str] = field(default_factory=list)

    async def next_event(self, timeout: float = 20.0) -> str:
        """The next event's text (``event: version`` and its data), pings skipped."""
        assert self.reader is not None
        deadline = asyncio.get_running_loop().time() + timeout
        while True:
            if b"\n\n" in self.pending:
                block, self.pending = self.pending.split(b"\n\n", 1)
                text = block.decode("utf-8")
                if text.startswith(":"):
                    continue  # a ping
                self.events.append(text)
                return text
            left = deadline - asyncio.get_running_loop().time()
            if left <= 0:
                raise TimeoutError("no event")
            self.pending += await asyncio.wait_for(self._chunk(), left)

    async def _chunk(self) -> bytes:
        assert self.reader is not None
        size = int((await self.reader.readline()).strip() or b"0", 16)
        if size == 0:
            raise ConnectionError("the stream ended")
        data = await self.reader.readexactly(size)
        await self.reader.readline()
        return data

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()


async def open_stream(
    host: str, port: int, source: str | None = None, timeout: float = 10.0, first: bool = True
) -> Stream:
    """Open ``/eventi`` as EventSource does; with ``first``, wait for its first event (the counter)."""
    reader, writer = await connect(host, port, source, timeout)
    writer.write(raw_request(host, "GET", "/eventi", headers={"Accept": "text/event-stream"}, close=False))
    await writer.drain()
    try:
        status, headers = await asyncio.wait_for(_head(reader), timeout)
        if status != 200:
            await _body(reader, headers)
            writer.close()
            return Stream(status)
    except ConnectionResetError:
        # A refusal beyond the server's reserve of descriptors closes at once, and the kernel may turn it into
        # a reset; asyncio then hides the 503 it had already received. A browser's EventSource tries again
        # after a reset as after a network error.
        writer.close()
        return Stream(RESET)
    stream = Stream(status, reader, writer)
    if first:
        await stream.next_event(timeout)
    return stream
