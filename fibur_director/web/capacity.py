"""What the live server admits, sized from the descriptors it has, so that no device can silence the room
(issue 39; docs/architecture.md, "The room under siege").

- **Connections in all**: the descriptor limit less what the process needs besides sockets (``RESERVED``: the
  interpreter's files, SQLite's database, WAL and index for two pools, the logs). A connection beyond it is
  answered a quick 503 and closed as it arrives (``RoomProtocol``), never a hang at ``accept()``; only the
  surplus is refused (uvicorn's own ``limit_concurrency`` counted a burst whole and refused every connection of
  it, found from outside).
- **Event streams in all**: at most 2,000, and always a quarter of the connections (at least 16) kept for pages
  and sheets, so phones holding streams never keep a page from loading.
- **Per client address**: ``STREAMS_PER_ADDRESS`` event streams (a phone needs one, two with a second tab; the
  projector one) and up to ``CONNECTIONS_PER_ADDRESS`` connections (a browser opens up to six per server), fewer
  where the descriptors are few (a sixteenth of the connections, at least 4). A device beyond them is refused at
  once, the others never notice. On IPv6 too the address is the device's own: a room's phones share one /64
  network (counting by it made the whole room one device, found from outside); a device that gives itself many
  addresses is held by the caps in all.
- **A request whole within ``REQUEST_SECONDS``** of the connection (or of the previous response on a kept
  connection), its body included (the forms are under 2 KiB); an answer the client does not read is dropped as
  well: a device dribbling bytes, sending a body that never comes or never reading is cut off (uvicorn itself
  waits for ever).
"""

from __future__ import annotations

import asyncio
import collections
import ipaddress
import threading
import weakref
from dataclasses import dataclass
from typing import Any

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

RESERVED = 128  # descriptors the server process needs besides its sockets
MAX_STREAMS = 2000
STREAMS_PER_ADDRESS = 4
CONNECTIONS_PER_ADDRESS = 24
REQUEST_SECONDS = 10.0
# How long a refused connection waits for the phone to close first (see RoomProtocol._refuse).
LINGER_SECONDS = 1.0
REFUSED = (
    b"HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\nRetry-After: 5\r\n"
    b"Connection: close\r\nContent-Length: 39\r\n\r\nTroppe connessioni: riprovare tra poco.\n"
)


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
        per_address = min(CONNECTIONS_PER_ADDRESS, max(4, connections // 16))
        return cls(
            connections,
            max(1, min(MAX_STREAMS, connections - for_pages)),
            connections_per_address=per_address,
        )


def client_key(host: str | None) -> str:
    """Whom a request is counted against: its address (an IPv4 address mapped into IPv6 as itself)."""
    if not host:
        return "?"
    try:
        address = ipaddress.ip_address(host.split("%")[0])
    except ValueError:
        return host
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        return str(address.ipv4_mapped)
    return str(address)


class RoomProtocol(H11Protocol):
    """uvicorn's h11 protocol with the room's connection rules: connections in all and per address, and each
    request whole in time."""

    capacity = Capacity.for_descriptors(1024)  # set per server by ``protocol_for``

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._counted: str | None = None
        self._refusing = False
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
        if len(self.connections) > self.capacity.connections:
            self._refuse(transport)
            return
        key = client_key(self.client[0] if self.client else None)
        counts = self._per_address()
        if counts[key] >= self.capacity.connections_per_address:
            transport.abort()  # this device has enough: the room's other phones keep their room
            return
        counts[key] += 1
        self._counted = key
        self._arm()

    def _refuse(self, transport: asyncio.Transport) -> None:
        """The surplus only: the connections already in are served. Said in HTTP so a browser shows it, and
        closed the lingering way: the answer and an end of writing, then closed once the request has been read
        and dropped (or after LINGER_SECONDS). Closed at once, the request arriving after the close was answered with
        a reset, and the phone lost the 503 with it (seen in a burst of 300 at 256 descriptors)."""
        transport.write(REFUSED)
        if len(self.connections) > self.capacity.connections + RESERVED // 2 or not transport.can_write_eof():
            # Half the process's reserve is kept for its own files: beyond it a refusal closes at once, and the
            # phone may see a reset instead of the 503 (it tries again all the same).
            transport.close()
            return
        self._refusing = True
        transport.write_eof()
        self._deadline = self.loop.call_later(LINGER_SECONDS, transport.close)

    def eof_received(self) -> None:
        if self._refusing:
            self.transport.close()
            return
        super().eof_received()

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
        if self._refusing:
            # A refused phone's request, read (unread, it would turn the close into a reset) and dropped; its
            # descriptor freed at once, for the room's connections need it more.
            self.transport.close()
            return
        super().data_received(data)
        if self.conn.their_state is h11.DONE:
            self._disarm()  # the whole request is in: from here the application's own timing

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if not self.transport.is_closing():
            self._arm()

    def _arm(self) -> None:
        self._disarm()
        self._deadline = self.loop.call_later(REQUEST_SECONDS, self._too_slow)

    def _disarm(self) -> None:
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None

    def _too_slow(self) -> None:
        self._deadline = None
        if self.transport.get_write_buffer_size():
            self.transport.abort()  # an answer it does not read: dropped, not flushed for ever
        elif self.conn.their_state is not h11.DONE and not self.transport.is_closing():
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


_pollers: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, Any] = weakref.WeakKeyDictionary()


async def _in_threads(limiters: Any, size: int, function: Any, *args: Any) -> Any:
    import anyio.to_thread

    loop = asyncio.get_running_loop()
    limiter = limiters.get(loop)
    if limiter is None:
        limiter = limiters[loop] = anyio.CapacityLimiter(size)
    return await anyio.to_thread.run_sync(lambda: function(*args), limiter=limiter)


async def in_write_thread(function: Any, *args: Any) -> Any:
    """``function(*args)`` on one of the room's write threads (per event loop: a limiter belongs to its loop)."""
    return await _in_threads(_writers, WRITE_THREADS, function, *args)


async def in_poll_thread(function: Any, *args: Any) -> Any:
    """The live pages' poll of the change counter, on a thread of its own: pages rendering on every thread of the
    shared pool never hold it back, and the health page (answered from the last poll) stays true (issue 39)."""
    return await _in_threads(_pollers, 1, function, *args)


class RenderBudget:
    """Pages rendered anew for one address: ``PER_MINUTE`` a minute, a bucket refilled as time goes. A page
    already rendered for the change counter costs nothing; a device asking for pages nobody asked (a query
    string made up each time) would otherwise keep the server rendering for it alone (found from outside)."""

    PER_MINUTE = 30

    def __init__(self, clock: Any = None) -> None:
        import time

        self._clock = clock or time.monotonic
        self._left: dict[str, tuple[float, float]] = {}
        self._lock = threading.Lock()

    def take(self, address: str) -> bool:
        now = self._clock()
        key = client_key(address)
        with self._lock:
            if len(self._left) > 65_536:
                self._left.clear()
            left, at = self._left.get(key, (float(self.PER_MINUTE), now))
            left = min(float(self.PER_MINUTE), left + (now - at) * self.PER_MINUTE / 60)
            if left < 1:
                self._left[key] = (left, now)
                return False
            self._left[key] = (left - 1, now)
            return True
