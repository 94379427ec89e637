"""The process's open-file limit, raised as far as the system allows at start (the desk and ``serve``; issue 39).

Every phone holding the live pages' event stream is a socket, and a socket is a descriptor. The soft limit a
process starts with is often far below what the system allows: 1,024 on most Linux sessions, 256 on macOS for an
application started from the Finder, where one busy room of 300 phones stopped the server (``accept()`` failing
in a loop, pages, streams and sheets timing out). The soft limit may be raised to the hard one by any process,
so the desk and ``serve`` do it first; what the server then admits is sized from what it got
(``web.capacity.Capacity``), so that it refuses with a quick 503 instead of running out.
"""

from __future__ import annotations

import contextlib
import sys

# macOS refuses a soft limit above OPEN_MAX (10,240) even when the hard limit is "unlimited".
MACOS_OPEN_MAX = 10_240
# Windows has no such limit on sockets; the figure the server sizes itself from there.
WITHOUT_LIMIT = 8_192


def descriptor_limit() -> int:
    """The soft limit on open files now."""
    try:
        import resource
    except ImportError:  # Windows
        return WITHOUT_LIMIT
    soft, _hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    return WITHOUT_LIMIT if soft == resource.RLIM_INFINITY else int(soft)


def raise_descriptor_limit() -> int:
    """Raise the soft limit on open files to the hard one (on macOS at most OPEN_MAX); the soft limit after."""
    try:
        import resource
    except ImportError:  # Windows
        return WITHOUT_LIMIT
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = MACOS_OPEN_MAX if hard == resource.RLIM_INFINITY else int(hard)
    if sys.platform == "darwin":
        wanted = min(wanted, MACOS_OPEN_MAX)
    if soft == resource.RLIM_INFINITY or wanted <= soft:
        return descriptor_limit()
    # Refused (a sandbox): kept as it was, and the server sizes itself from what it has.
    with contextlib.suppress(ValueError, OSError):
        resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
    return descriptor_limit()
