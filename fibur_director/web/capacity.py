"""What the live server admits, sized from the descriptors it has, so that no device can silence the room
(issue 39; docs/architecture.md, "The room under siege").

- **Connections in all** (uvicorn's ``limit_concurrency``): the descriptor limit less what the process needs
  besides sockets (``RESERVED``: the interpreter's files, SQLite's database, WAL and index for two pools, the
  logs). Beyond it uvicorn answers a quick 503 on the connection it has, never a hang at ``accept()``.
- **Event streams in all**: at most 2,000, and always a quarter of the connections (at least 16) kept for pages
  and sheets, so phones holding streams never keep a page from loading.
- **Per client address**: ``STREAMS_PER_ADDRESS`` event streams (a phone needs one, two with a second tab; the
  projector one) and ``CONNECTIONS_PER_ADDRESS`` connections (a browser opens up to six per server). A device
  beyond them is refused at once, the others never notice. On IPv6 the address is its /64 network, which one
  device can fill with addresses of its own.
- **A request's headers within ``HEADER_SECONDS``** of the connection (or of the previous response on a kept
  connection): a device dribbling bytes to hold connections open is cut off (uvicorn itself waits forever).
"""

from __future__ import annotations

import asyncio
import collections
import ipaddress
import weakref
from dataclasses import dataclass
from typing import Any

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

RESERVED = 128  # descriptors the server process needs besides its sockets
MAX_STREAMS = 2000
STREAMS_PER_ADDRESS = 4
CONNECTIONS_PER_ADDRESS = 24
HEADER_SECONDS = 10.0


@dataclass(frozen=True)
class Capacity:
    connections: int
    streams: int
    streams_per_address: int = STREAMS_PER_ADDRESS
    connections_per_address: int = CONNECTIONS_PER_ADDRESS

    @classmethod
    def for_descriptors(cls, limit: int) -> Capacity:
        connections = max(32, limit - RESERVED)
        for_pages = max(16, connections // 4)
        return cls(connections, max(1, min(MAX_STREAMS, connections - for_pages)))


def client_key(host: str | None) -> str:
    """Whom a request is counted against: its IPv4 address, or its IPv6 /64 network."""
    if not host:
        return "?"
    try:
        address = ipaddress.ip_address(host.split("%")[0])
    except ValueError:
        return host
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return str(address.ipv4_mapped)
        return str(ipaddress.ip_network(f"{address}/64", strict=False))
    return str(address)


class RoomProtocol(H11Protocol):
    """uvicorn's h11 protocol with the room's two connection rules: per address, and headers in time."""

    capacity = Capacity.for_descriptors(1024)  # set per server by ``protocol_for``

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._counted: str | None = None
        self._deadline: asyncio.TimerHandle | None = None

    def _per_address(self) -> collections.Counter[str]:
        state = self.server_state
        found: collections.Counter[str] | None = getattr(state, "fibur_per_address", None)
        if found is None:
            found = collections.Counter()
            state.fibur_per_address = found  # type: ignore[attr-defined]
        return found

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        key = client_key(self.client[0] if self.client else None)
        counts = self._per_address()
        if counts[key] >= self.capacity.connections_per_address:
            transport.abort()  # this device has enough: the room's other phones keep their room
            return
        counts[key] += 1
        self._counted = key
        self._arm()

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        if self._counted is not None:
            counts = self._per_address()
            counts[self._counted] -= 1
            if counts[self._counted] <= 0:
                del counts[self._counted]
            self._counted = None
        super().connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        super().data_received(data)
        if self.conn.their_state is not h11.IDLE:
            self._disarm()  # the request's headers are in: from here the application's own timing

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if not self.transport.is_closing():
            self._arm()

    def _arm(self) -> None:
        self._disarm()
        self._deadline = self.loop.call_later(HEADER_SECONDS, self._too_slow)

    def _disarm(self) -> None:
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None

    def _too_slow(self) -> None:
        self._deadline = None
        if self.conn.their_state is h11.IDLE and not self.transport.is_closing():
            self.transport.close()


def protocol_for(capacity: Capacity) -> type[RoomProtocol]:
    """The protocol class of one server, with its capacity (uvicorn makes one instance per connection)."""
    return type("RoomProtocolSized", (RoomProtocol,), {"capacity": capacity})


# The room's writes (a table's sheet, a mark at the door) wait for threads of their own, never behind the pages
# that 300 phones load at each event (issue 39: under a full room a sheet's post waited 1.4 s at p95 in the
# shared pool of 40 threads, most of them rendering or serving pages). Few: every write takes the file's one
# write lock anyway.
WRITE_THREADS = 4
_writers: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, Any] = weakref.WeakKeyDictionary()


async def in_write_thread(function: Any, *args: Any) -> Any:
    """``function(*args)`` on one of the room's write threads (per event loop: a limiter belongs to its loop)."""
    import anyio.to_thread

    loop = asyncio.get_running_loop()
    limiter = _writers.get(loop)
    if limiter is None:
        limiter = _writers[loop] = anyio.CapacityLimiter(WRITE_THREADS)
    return await anyio.to_thread.run_sync(lambda: function(*args), limiter=limiter)
