"""Wrong codes per device, counted over a rolling hour (issue 39, item 5): the one throttle of the tables' code
pages and the check-in's pairing form.

An address (its /64 network on IPv6, ``capacity.client_key``) that has sent ``MAX_WRONG`` codes nobody has
within the last ``WINDOW_SECONDS`` is refused (429) on every code page until the oldest of them is an hour old:
at most ten guesses an hour, however they are spread (the first throttle counted ten in one minute, so nine a
minute, 540 an hour, were never stopped). The figures this buys are in docs/architecture.md, "Threat model".

Memory: at most ``MAX_WRONG`` times per address and ``MAX_ADDRESSES`` addresses; past that the addresses whose
newest miss is oldest are forgotten first (a network with more than 65,536 addresses is not a room's).
"""

from __future__ import annotations

import collections
import threading
import time
from collections.abc import Callable

from fibur_director.web.capacity import client_key

MAX_WRONG = 10
WINDOW_SECONDS = 3600.0
MAX_ADDRESSES = 65_536


class Throttle:
    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._misses: dict[str, collections.deque[float]] = {}
        self._lock = threading.Lock()

    def _fresh(self, key: str, now: float) -> collections.deque[float] | None:
        times = self._misses.get(key)
        if times is None:
            return None
        while times and times[0] <= now - WINDOW_SECONDS:
            times.popleft()
        if not times:
            del self._misses[key]
            return None
        return times

    def blocked_for(self, address: str) -> float:
        """Seconds until ``address`` may try again (0: it may now)."""
        now = self._clock()
        with self._lock:
            times = self._fresh(client_key(address), now)
            if times is None or len(times) < MAX_WRONG:
                return 0.0
            return max(1.0, times[-MAX_WRONG] + WINDOW_SECONDS - now)

    def is_blocked(self, address: str) -> bool:
        return self.blocked_for(address) > 0

    def missed(self, address: str) -> None:
        now = self._clock()
        key = client_key(address)
        with self._lock:
            if key not in self._misses and len(self._misses) >= MAX_ADDRESSES:
                for old in sorted(self._misses, key=lambda a: self._misses[a][-1])[: MAX_ADDRESSES // 10]:
                    del self._misses[old]
            times = self._fresh(key, now)
            if times is None:
                times = self._misses[key] = collections.deque(maxlen=MAX_WRONG)
            times.append(now)
