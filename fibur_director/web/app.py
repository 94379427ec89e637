"""The live pages' web application (issue 16): Starlette, read-only, Italian, phone first.

- Every page is a plain GET that renders whole HTML (readable without JavaScript). With JavaScript, a page holds
  one Server-Sent Events connection (``/eventi``) and re-fetches itself when the database's change counter
  moves (``Desk.version``, the newest audit id).
- One poll of the counter every ``POLL_SECONDS`` serves every connected phone: the poller is one task on the
  server's event loop, the phones only wait on their queue.
- A page is rendered once per (address, change counter) and then served from memory to every phone asking
  for it, so 300 phones reloading cost the desk's machine one rendering each time a result is entered.
- Anything but GET and HEAD is 405; a body, an oversized address, a path trick or an unknown id is a clean
  400 or 404 page in Italian, never a traceback. The one exception is the check-in's small forms
  (``web.checkin``, issue 26), each with its own checks.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import gzip
import json
import threading
import time
from collections.abc import AsyncIterator, Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import segno
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import HTMLResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from fibur_director.domain.errors import FiburError
from fibur_director.services.actions import Desk
from fibur_director.web import checkin, circuit_page, games, table_entry, templating
from fibur_director.web.capacity import Capacity, RenderBudget, client_key, in_poll_thread
from fibur_director.web.pages import NotFound
from fibur_director.web.templating import MAX_ID
from fibur_director.web.throttle import Throttle

POLL_SECONDS = 0.5
PING_SECONDS = 15.0
MAX_TARGET = 2048  # path and query, in bytes
MAX_SEARCH = 60
ONLY_PHONES = frozenset({"table_submissions"})  # what the tables' phones write without a result
CACHED_PAGES = 512
HEALTHY_POLL_SECONDS = 10.0  # the hub read the file this recently: the server is alive and reads its file

# A clock provider returns the desk's round clock as {"running": bool, "left": seconds, "total": seconds}, or
# None when there is no clock (the headless server).
Clock = Callable[[], dict[str, Any] | None]

SECURITY_HEADERS = [
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (b"x-frame-options", b"DENY"),
    (
        b"content-security-policy",
        b"default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; object-src 'none'",
    ),
]


class Guard:
    """Refuses what a read-only phone page never needs, before any route runs."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        refusal = self._refusal(scope)
        if refusal is not None:
            status, message = refusal
            headers = {"allow": "GET, HEAD"} if status == 405 else {}
            response = HTMLResponse(templating.error_page(status, message), status, headers)
            await self._secured(response)(scope, receive, send)
            return

        async def send_secured(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = list(message.get("headers", [])) + SECURITY_HEADERS
            await send(message)

        await self.app(scope, receive, send_secured)

    @staticmethod
    def _secured(response: Response) -> Response:
        for name, value in SECURITY_HEADERS:
            response.headers[name.decode()] = value.decode()
        return response

    @staticmethod
    def _refusal(scope: Scope) -> tuple[int, str] | None:
        # The forms of the live pages: a table's score sheet posted to its code page, a helper's check-in mark
        # (issue 26); every other request only reads.
        sheet = scope["method"] == "POST" and table_entry.code_path(scope["path"])
        posting = sheet or (scope["method"] == "POST" and checkin.accepts_post(scope))
        if scope["method"] not in ("GET", "HEAD") and not posting:
            return 405, "Queste pagine si possono solo leggere."
        raw = scope.get("raw_path") or scope["path"].encode()
        query = scope.get("query_string", b"")
        if len(raw) + len(query) > MAX_TARGET:
            return 400, "Indirizzo troppo lungo."
        headers = dict(scope["headers"])
        if posting:
            if sheet:
                length = headers.get(b"content-length", b"")
                if b"transfer-encoding" in headers or not length.isdigit():
                    return 411, "Un referto si invia dal modulo della pagina."
                if int(length) > table_entry.MAX_FORM:
                    return 413, "Modulo troppo lungo."
                kind = headers.get(b"content-type", b"").split(b";")[0].strip().lower()
                if kind != b"application/x-www-form-urlencoded":
                    return 415, "Si accettano solo i moduli di questa pagina."
            else:
                refused = checkin.body_refusal(scope)
                if refused is not None:
                    return refused
        elif headers.get(b"content-length", b"0") not in (b"0", b"") or b"transfer-encoding" in headers:
            return 400, "Una richiesta di lettura non porta dati."
        path = scope["path"]
        if "\x00" in path or "\\" in path or any(part in ("..", ".") for part in path.split("/")):
            return 400, "Indirizzo non valido."
        if b"%2e" in raw.lower() or b"%2f" in raw.lower() or b"%5c" in raw.lower():
            return 400, "Indirizzo non valido."
        return None


class LiveHub:
    """The change counter and the round clock, polled once for everyone, pushed to every open page."""

    def __init__(self, desk: Desk, clock: Clock | None, capacity: Capacity | None = None) -> None:
        self.desk = desk
        self.clock = clock
        self.capacity = capacity or Capacity.for_descriptors(1024)
        self.version: int | None = None
        self.clock_state: dict[str, Any] | None = None
        self._listeners: set[asyncio.Queue[str]] = set()
        self._by_address: collections.Counter[str] = collections.Counter()
        self._task: asyncio.Task[None] | None = None
        self.polled_at: float | None = None  # when the change counter was last read (the health page says)

    @property
    def listeners(self) -> int:
        return len(self._listeners)

    def join(self, address: str) -> asyncio.Queue[str] | None:
        """A queue for one more open page of ``address``, or None when the room or this device has all the
        streams it may hold (issue 39: a device opening thousands must not take them from every other phone).
        Checked and counted at once, on the event loop, so two requests cannot both take the last place."""
        if len(self._listeners) >= self.capacity.streams:
            return None
        if self._by_address[address] >= self.capacity.streams_per_address:
            return None
        queue: asyncio.Queue[str] = asyncio.Queue(maxsize=1)
        self._listeners.add(queue)
        self._by_address[address] += 1
        return queue

    def leave(self, queue: asyncio.Queue[str], address: str) -> None:
        if queue in self._listeners:
            self._listeners.discard(queue)
            self._by_address[address] -= 1
            if self._by_address[address] <= 0:
                del self._by_address[address]

    def message(self, version: int | None = None) -> str:
        data = {"version": (self.version if version is None else version) or 0, "clock": self.clock_state}
        return f"event: version\ndata: {json.dumps(data)}\n\n"

    async def start(self) -> None:
        self.version = await in_poll_thread(self.desk.version)
        self.polled_at = time.monotonic()
        self.clock_state = self._read_clock()
        self._task = asyncio.create_task(self._poll())

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task

    def _read_clock(self) -> dict[str, Any] | None:
        if self.clock is None:
            return None
        state = self.clock()
        if state is None:
            return None
        return {
            "running": bool(state["running"]),
            "left": round(float(state["left"]), 1),
            "total": state["total"],
        }

    def _clock_moved(self, new: dict[str, Any] | None) -> bool:
        """A running clock's seconds go down by themselves on the phones; tell them only when it is started,
        paused, adjusted or reset."""
        old = self.clock_state
        if old is None or new is None:
            return old != new
        if old["running"] != new["running"] or old["total"] != new["total"]:
            return True
        expected = float(old["left"]) - (POLL_SECONDS if new["running"] else 0)
        return abs(float(new["left"]) - expected) > 1.0

    async def _poll(self) -> None:
        while True:
            await asyncio.sleep(POLL_SECONDS)
            try:
                version = await in_poll_thread(self.desk.version)
            except Exception:  # a busy or briefly unreadable file: try again at the next tick
                continue
            self.polled_at = time.monotonic()
            clock = self._read_clock()
            moved = self._clock_moved(clock)
            if moved or clock is not None:
                self.clock_state = clock
            if version != self.version and not moved and await self._only_phones(version):
                self.version = version  # nothing a page shows has changed
                continue
            if version != self.version or moved:
                self.version = version
                self.publish(self.message())

    async def _only_phones(self, version: int | None) -> bool:
        """Whether everything written since the last message is what the tables' phones sent (issue 26): a
        pending sheet shows on no live page, so the room's phones are not told to fetch their pages again
        for each of the 150 tables' first sheets."""
        try:
            _now, tables = await run_in_threadpool(self.desk.changes_since, self.version)
        except Exception:  # the same file the version came from: read again at the next tick
            return False
        return bool(tables) and tables <= ONLY_PHONES

    def publish(self, message: str) -> None:
        for queue in list(self._listeners):
            if queue.full():  # a slow phone only needs the newest news
                with contextlib.suppress(asyncio.QueueEmpty):
                    queue.get_nowait()
            queue.put_nowait(message)

    async def first_message(self) -> str:
        # A page opens its events just after it was rendered with the counter read then, and the hub's own
        # counter may be a poll older: told that, the page would fetch itself again at once, swapping the list
        # under a finger already on it (a helper's tap on a player lost). So the first message reads the
        # counter now. Only this page hears it: the hub's counter moves at its poll, which tells all.
        try:
            now = await run_in_threadpool(self.desk.version)
        except Exception:  # a busy or briefly unreadable file: the hub's counter, as before
            now = self.version
        return "retry: 1000\n" + self.message(now)


class EventStream:
    """``/eventi``: one open page's Server-Sent Events, as a plain ASGI application so that the place it takes is
    counted before anything is sent and given back however the connection ends (a phone gone before its first
    byte included). A refusal is a quick 503 that closes the connection: the page's EventSource tries again in
    a second (``retry``), and the device's other connections are not kept waiting."""

    def __init__(self, hub: LiveHub) -> None:
        self.hub = hub

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["method"] == "HEAD":  # nothing to hold open for a HEAD
            await Response(media_type="text/event-stream")(scope, receive, send)
            return
        client = scope.get("client")
        address = client_key(client[0] if client else None)
        queue = self.hub.join(address)
        if queue is None:
            refusal = HTMLResponse(
                templating.error_page(503, "Troppe pagine aperte: riprovare tra poco."),
                503,
                headers={"retry-after": "5", "connection": "close"},
            )
            await refusal(scope, receive, send)
            return
        try:
            await send(
                {
                    "type": "http.response.start",
                    "status": 200,
                    "headers": [
                        (b"content-type", b"text/event-stream; charset=utf-8"),
                        (b"cache-control", b"no-cache"),
                        (b"x-accel-buffering", b"no"),
                    ],
                }
            )
            await self._body(send, receive, queue, await self.hub.first_message())
        except OSError:
            pass  # the phone went away mid-write
        finally:
            self.hub.leave(queue, address)

    async def _body(self, send: Send, receive: Receive, queue: asyncio.Queue[str], first: str) -> None:
        gone = asyncio.ensure_future(self._disconnected(receive))
        try:
            await send({"type": "http.response.body", "body": first.encode(), "more_body": True})
            while not gone.done():
                waiting = asyncio.ensure_future(queue.get())
                done, _ = await asyncio.wait(
                    {waiting, gone}, timeout=PING_SECONDS, return_when=asyncio.FIRST_COMPLETED
                )
                if waiting in done:
                    text = waiting.result()
                else:
                    waiting.cancel()
                    if gone in done:
                        return
                    text = ": ping\n\n"
                await send({"type": "http.response.body", "body": text.encode(), "more_body": True})
        finally:
            gone.cancel()

    @staticmethod
    async def _disconnected(receive: Receive) -> None:
        while (await receive())["type"] != "http.disconnect":
            pass


@dataclass(frozen=True)
class Rendered:
    """A page as sent: its bytes, and compressed once for every phone that accepts gzip (all browsers do). A
    300-pair seating list is 187 KB of HTML and 22 KB compressed: after each result 300 phones fetch their pages,
    some 30 MB through the server and the room's Wi-Fi, 4 MB compressed (issue 39)."""

    html: bytes
    gzipped: bytes

    @classmethod
    def of(cls, text: str) -> Rendered:
        html = text.encode("utf-8")
        return cls(html, gzip.compress(html, compresslevel=6, mtime=0))


class PageCache:
    """Rendered pages by (address, change counter, half-minute): the half-minute lets "in verifica fino alle"
    turn into "definitiva" without an action at the desk."""

    def __init__(self) -> None:
        self._pages: dict[tuple[str, int | None, int], Rendered] = {}
        self._lock = threading.Lock()

    def has(self, key: tuple[str, int | None, int]) -> bool:
        return key in self._pages

    def get(self, key: tuple[str, int | None, int], make: Callable[[], str]) -> Rendered:
        found = self._pages.get(key)
        if found is not None:
            return found
        # One rendering at a time: when a result lands, the phones asking for the same page together wait for
        # the first one's rendering instead of each doing it again.
        with self._lock:
            found = self._pages.get(key)
            if found is None:
                found = Rendered.of(make())
                # Pages of an older change are never asked for again (the key holds the counter): drop them.
                if len(self._pages) >= CACHED_PAGES or any(k[1:] != key[1:] for k in self._pages):
                    self._pages.clear()
                self._pages[key] = found
        return found


def _accepts_gzip(request: Request) -> bool:
    return any(
        part.split(";")[0].strip() == "gzip" and "q=0" not in part.replace(" ", "")
        for part in request.headers.get("accept-encoding", "").lower().split(",")
    )


def page_response(request: Request, page: Rendered) -> Response:
    headers = {"cache-control": "no-cache", "vary": "accept-encoding"}
    if _accepts_gzip(request):
        headers["content-encoding"] = "gzip"
        return Response(page.gzipped, media_type="text/html; charset=utf-8", headers=headers)
    return Response(page.html, media_type="text/html; charset=utf-8", headers=headers)


def _client(request: Request) -> str:
    return request.client.host if request.client is not None else "?"


def _id(request: Request, name: str) -> int:
    value: int = request.path_params[name]
    if not 1 <= value <= MAX_ID:
        raise NotFound("questa pagina non esiste")
    return value


def _round_param(request: Request) -> int | None:
    text = request.query_params.get("turno")
    if text is None or text == "":
        return None
    if not text.isdigit() or len(text) > 4:
        raise HTTPException(400, "Il turno è un numero.")
    return int(text)


def create_app(
    desk: Desk,
    *,
    clock: Clock | None = None,
    circuits: Sequence[Path] = (),
    writer: Desk | None = None,
    capacity: Capacity | None = None,
) -> Starlette:
    """The application over a desk handle that reads (``services.live.reader`` or the desk's own file);
    ``circuits``: circuit files served at ``/circuito/1``, ``/circuito/2``... (``web.circuit_page``); ``writer``:
    the handle that writes the tables' score sheets (``services.live.writer``; None: the code pages refuse)."""
    hub = LiveHub(desk, clock, capacity)
    # One count of wrong codes per device for the tables' codes and the door's (issue 39): ten an hour in all.
    wrong_codes = Throttle()
    door = checkin.CheckInPages(desk, writer, wrong_codes)
    cache = PageCache()
    links = templating.Links()

    budget = RenderBudget()

    def cached(
        request: Request, make: Callable[[int | None], str], *asked: str, source: str = ""
    ) -> Response:
        """The page from the cache, rendered once per change: keyed by the parameters the page reads (``asked``),
        never by the whole query string, which a device could vary at will to make the server render for it;
        ``source``: what else the page is read from changed (a circuit file's time of writing)."""
        version = desk.version()
        query = "&".join(f"{name}={request.query_params.get(name, '')}" for name in asked)
        key = (str(request.url.path) + "?" + query + source, version, int(time.time() // 30))
        if not cache.has(key) and not budget.take(_client(request)):
            page = templating.error_page(
                429, "Troppe pagine diverse da questo dispositivo: riprovare tra un minuto."
            )
            return HTMLResponse(page, 429, headers={"retry-after": "60"})
        return page_response(request, cache.get(key, lambda: make(version)))

    def index(request: Request) -> Response:
        return cached(request, lambda v: templating.index_page(desk, links, v, circuit_page.listed(circuits)))

    def tournament(request: Request) -> Response:
        tid = _id(request, "tid")
        return cached(request, lambda v: games.tournament_page(desk, tid, links, v))

    def seating(request: Request) -> Response:
        tid, number = _id(request, "tid"), _round_param(request)
        search = request.query_params.get("cerca", "")
        if len(search) > MAX_SEARCH:
            raise HTTPException(400, "Testo di ricerca troppo lungo.")
        return cached(
            request, lambda v: games.seating_page(desk, tid, links, v, number, search), "turno", "cerca"
        )

    def standings(request: Request) -> Response:
        tid = _id(request, "tid")
        return cached(request, lambda v: games.standings_page(desk, tid, links, v))

    def results(request: Request) -> Response:
        tid, number = _id(request, "tid"), _round_param(request)
        return cached(request, lambda v: games.results_page(desk, tid, links, v, number), "turno")

    def entry(request: Request) -> Response:
        tid, number = _id(request, "tid"), _id(request, "number")
        return cached(request, lambda v: games.entry_page(desk, tid, number, links, v))

    def circuit(request: Request) -> Response:
        number = _id(request, "number")
        if number > len(circuits):
            raise NotFound("questo circuito non esiste")
        path = circuits[number - 1]
        try:
            written = str(path.stat().st_mtime_ns)
        except OSError:
            written = "gone"
        return cached(request, lambda v: circuit_page.live_page(desk, path, links, v), source=written)

    def projector(request: Request) -> Response:
        tid = _id(request, "tid")
        qr = qr_svg(str(request.base_url))
        page = games.projector_page(
            desk, tid, links, desk.version(), hub.clock_state or hub._read_clock(), qr
        )
        return HTMLResponse(page, headers={"cache-control": "no-cache"})

    async def health(_request: Request) -> Response:
        # The desk's watch asks this every few seconds (issue 39): answered on the event loop from the hub's last
        # poll of the file (its own thread), so pages rendering for a crowd never make a live server look dead.
        fresh = hub.polled_at is not None and time.monotonic() - hub.polled_at < HEALTHY_POLL_SECONDS
        headers = {"cache-control": "no-store"}
        if not fresh:
            return Response("no\n", 503, media_type="text/plain", headers=headers)
        return Response(f"ok {hub.version or 0}\n", media_type="text/plain", headers=headers)

    def qr(request: Request) -> Response:
        return Response(qr_svg(str(request.base_url)), media_type="image/svg+xml")

    async def not_found(_request: Request, error: Exception) -> Response:
        return HTMLResponse(templating.error_page(404, str(error) or "Pagina non trovata."), 404)

    async def refused(_request: Request, error: Exception) -> Response:
        # A refusal in words from below (a game without a part of this layer: issue 36's attack, S13), never a 500.
        assert isinstance(error, FiburError)
        return HTMLResponse(templating.error_page(404, error.italian + "."), 404)

    async def http_error(_request: Request, error: Exception) -> Response:
        assert isinstance(error, HTTPException)
        message = {404: "Pagina non trovata.", 405: "Queste pagine si possono solo leggere."}.get(
            error.status_code, error.detail
        )
        if error.status_code == 400:
            message = error.detail
        return HTMLResponse(templating.error_page(error.status_code, message), error.status_code)

    async def server_error(_request: Request, _error: Exception) -> Response:
        # Starlette answers this outside the guard's middleware: the page carries the headers itself.
        return Guard._secured(
            HTMLResponse(templating.error_page(500, "Errore interno: riprovare tra poco."), 500)
        )

    @contextlib.asynccontextmanager
    async def lifespan(_app: Starlette) -> AsyncIterator[None]:
        await hub.start()
        try:
            yield
        finally:
            await hub.stop()
            door.close()

    app = Starlette(
        routes=[
            Route("/", index, methods=["GET"]),
            Route("/t/{tid:int}", tournament, methods=["GET"]),
            Route("/t/{tid:int}/posti", seating, methods=["GET"]),
            Route("/t/{tid:int}/classifica", standings, methods=["GET"]),
            Route("/t/{tid:int}/risultati", results, methods=["GET"]),
            Route("/t/{tid:int}/iscritto/{number:int}", entry, methods=["GET"]),
            Route("/t/{tid:int}/proiettore", projector, methods=["GET"]),
            Route("/circuito/{number:int}", circuit, methods=["GET"]),
            *table_entry.routes(desk, writer, wrong_codes),
            Route("/eventi", EventStream(hub), methods=["GET", "HEAD"]),
            Route("/qr.svg", qr, methods=["GET"]),
            Route("/salute", health, methods=["GET"]),
            *door.routes(),
            Mount("/static", StaticFiles(directory=templating.STATIC), name="static"),
        ],
        exception_handlers={
            NotFound: not_found,
            FiburError: refused,
            HTTPException: http_error,
            Exception: server_error,
        },
        lifespan=lifespan,
    )
    app.state.hub = hub
    app.add_middleware(Guard)
    return app


def qr_svg(address: str) -> str:
    """The address as a QR code (SVG, no size fixed: the page scales it)."""
    code = segno.make(address, error="m")
    return str(code.svg_inline(scale=4, omitsize=True, dark="#000", light="#fff"))
