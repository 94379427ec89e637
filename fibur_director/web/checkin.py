"""The check-in pages for the helpers' phones at the door (issue 26, item 7), beside the read-only live pages.

- ``/accoglienza``: the code the desk shows ("Accoglienza") pairs the phone; it gets a cookie holding a random
  token (only its hash is stored) that opens the check-in of that one tournament and nothing else.
- ``/accoglienza/elenco``: everyone expected, searchable by surname or card (a plain GET form; with JavaScript
  the list filters as one types, and refreshes when anything is marked anywhere, so the count moves).
- ``/accoglienza/giocatore/N``: a confirmation naming the player; its form marks present / paid.

The only posts the server accepts are these forms: a body of at most ``MAX_BODY`` bytes, form-encoded, with the
CSRF token (a double-submit cookie, SameSite=Strict); wrong codes are counted per address, ten in a rolling
hour, then 429 (``web.throttle``, the code pages' own). Every write goes through ``services.checkin`` (one transaction, audited as "accoglienza N",
under the desk's write lock) on ``services.checkin.Writers``. Every refusal is a sentence in Italian.
"""

from __future__ import annotations

import secrets
from typing import Any
from urllib.parse import parse_qs

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Route
from starlette.types import Scope

from fibur_director.domain.checkin import euro, parse_euro
from fibur_director.domain.errors import FiburError, StorageFault
from fibur_director.domain.text import fold
from fibur_director.services import checkin as door
from fibur_director.services.actions import Desk
from fibur_director.web import templating
from fibur_director.web.capacity import in_write_thread
from fibur_director.web.templating import MAX_ID
from fibur_director.web.throttle import Throttle

PREFIX = "/accoglienza"
STORAGE_WORDS = (
    "Il banco non riesce a registrare in questo momento: nulla è stato segnato. Annotare a mano e avvisare il "
    "banco."
)
TOKEN_COOKIE = "fibur_accoglienza"
CSRF_COOKIE = "fibur_csrf"
MAX_BODY = 2048
MAX_SEARCH = 60
COOKIE_SECONDS = 24 * 3600  # one tournament day


def accepts_post(scope: Scope) -> bool:
    """The check-in's forms are the one place a post is allowed (the live pages' guard asks)."""
    path: str = scope["path"]
    return path == PREFIX or path.startswith(PREFIX + "/giocatore/")


def body_refusal(scope: Scope) -> tuple[int, str] | None:
    """A post carries a small form and says its length; anything else is refused before it is read."""
    headers = dict(scope["headers"])
    if b"transfer-encoding" in headers:
        return 411, "Il modulo deve dichiarare la sua lunghezza."
    length = headers.get(b"content-length", b"")
    if not length.isdigit() or int(length) > MAX_BODY:
        return 413, "Modulo troppo grande."
    kind = headers.get(b"content-type", b"").split(b";")[0].strip().lower()
    if kind != b"application/x-www-form-urlencoded":
        return 415, "Si accettano solo i moduli di questa pagina."
    return None


def _form(body: bytes) -> dict[str, str]:
    try:
        fields = parse_qs(body.decode("utf-8"), keep_blank_values=True, max_num_fields=10)
    except (UnicodeDecodeError, ValueError):
        return {}
    return {key: values[0] for key, values in fields.items()}


class CheckInPages:
    """The routes, over the desk handle the live pages read through and the writers beside it."""

    def __init__(self, desk: Desk, writer: Desk | None = None, throttle: Throttle | None = None) -> None:
        self.desk = desk
        self.writers = door.Writers(desk, writer)
        self.wrong = throttle or Throttle()
        self.links = templating.Links()

    def close(self) -> None:
        self.writers.close()

    def routes(self) -> list[Route]:
        return [
            Route(PREFIX, self.pairing, methods=["GET", "POST"]),
            Route(PREFIX + "/elenco", self.listing, methods=["GET"]),
            Route(PREFIX + "/giocatore/{player:int}", self.player, methods=["GET", "POST"]),
        ]

    # -- answers ---------------------------------------------------------------------------------------------

    def _page(
        self, template: str, request: Request, status: int = 200, version: int | None = None, **context: Any
    ) -> HTMLResponse:
        csrf = request.cookies.get(CSRF_COOKIE) or ""
        fresh = len(csrf) != 43
        if fresh:
            csrf = secrets.token_urlsafe(32)
        html = templating.render(template, self.links, version, csrf=csrf, **context)
        response = HTMLResponse(html, status, headers={"cache-control": "no-store"})
        if fresh:
            response.set_cookie(CSRF_COOKIE, csrf, path=PREFIX, httponly=True, samesite="strict")
        return response

    def _pairing_page(self, request: Request, status: int = 200, message: str = "") -> HTMLResponse:
        return self._page("checkin_pair.html", request, status, title="Accoglienza", message=message)

    async def _posted(self, request: Request) -> dict[str, str] | None:
        """The form, or None when its CSRF token is not the cookie's."""
        form = _form(await request.body())
        cookie = request.cookies.get(CSRF_COOKIE, "")
        if not cookie or not secrets.compare_digest(form.get("csrf", ""), cookie):
            return None
        return form

    def _device(self, request: Request) -> tuple[str, door.Device] | None:
        token = request.cookies.get(TOKEN_COOKIE, "")
        device = door.device_of(self.desk, token) if token else None
        return (token, device) if device is not None else None

    def _unpaired(self, request: Request) -> HTMLResponse:
        revoked = bool(request.cookies.get(TOKEN_COOKIE))
        message = (
            "Questo dispositivo non è più abilitato (revocato al banco): chiedere al banco un nuovo codice."
            if revoked
            else "Per usare l'accoglienza, inserire il codice mostrato al banco."
        )
        return self._pairing_page(request, 403, message)

    # -- routes ----------------------------------------------------------------------------------------------

    async def pairing(self, request: Request) -> Response:
        if request.method == "GET":
            if await run_in_threadpool(self._device, request) is not None:
                return RedirectResponse(PREFIX + "/elenco", 303)
            return self._pairing_page(request)
        address = request.client.host if request.client else "?"
        wait = self.wrong.blocked_for(address)
        if wait:
            page = self._pairing_page(
                request,
                429,
                f"Troppi codici errati da questo dispositivo: riprovare tra {max(1, round(wait / 60))} minuti.",
            )
            page.headers["retry-after"] = str(int(wait))
            return page
        form = await self._posted(request)
        if form is None:
            return self._pairing_page(request, 403, "Modulo scaduto: riprovare da questa pagina.")
        try:
            token, _device = await in_write_thread(
                door.pair, self.writers.desk("web"), form.get("codice", "")[:40]
            )
        except FiburError as error:
            self.wrong.missed(address)
            return self._pairing_page(request, 403, error.italian)
        response = RedirectResponse(PREFIX + "/elenco", 303)
        response.set_cookie(
            TOKEN_COOKIE, token, max_age=COOKIE_SECONDS, path=PREFIX, httponly=True, samesite="strict"
        )
        return response

    async def listing(self, request: Request) -> Response:
        found = await run_in_threadpool(self._device, request)
        if found is None:
            return self._unpaired(request)
        _token, device = found
        search = request.query_params.get("cerca", "")[:MAX_SEARCH]
        # The list is the one page that follows the desk's changes (pages.js): it carries the counter it was read
        # at, read first, so that a change landing in between makes it fetch itself once more, never miss it.
        # Without it (0) every list fetched itself again the moment it opened, under a helper's first tap.
        version = await run_in_threadpool(self.desk.version)
        state = await run_in_threadpool(door.door, self.desk, device.tournament_id)
        shown = door.find(state.arrivals, search)
        done = request.query_params.get("fatto", "")
        marked = next(
            (a for a in state.arrivals if done.isascii() and done.isdigit() and a.player_id == int(done)),
            None,
        )
        return self._page(
            "checkin_list.html",
            request,
            version=version,
            title=f"Accoglienza · {state.tournament}",
            door=state,
            device=device,
            rows=[(a, fold(f"{a.surname} {a.name} {a.card or ''} {a.entry}")) for a in shown],
            search=search,
            marked=marked,
            euro=euro,
        )

    async def player(self, request: Request) -> Response:
        found = await run_in_threadpool(self._device, request)
        if found is None:
            return self._unpaired(request)
        token, device = found
        player_id = int(request.path_params["player"])
        if not 1 <= player_id <= MAX_ID:  # no player has such a number, and the database could not hold it
            return self._not_expected(request)
        message, status = "", 200
        if request.method == "POST":
            # The mark first: the service refuses a player not expected, so the list need not be read for it.
            form = await self._posted(request)
            if form is None:
                message, status = "Modulo scaduto: riprovare.", 403
            else:
                try:
                    await in_write_thread(self._mark, form, token, device, player_id)
                    return RedirectResponse(f"{PREFIX}/elenco?fatto={player_id}", 303)
                except StorageFault:  # the desk's disk or file: nothing the helper can mend (issue 39)
                    message, status = STORAGE_WORDS, 503
                except FiburError as error:
                    message, status = error.italian, 400
        state = await run_in_threadpool(door.door, self.desk, device.tournament_id)
        arrival = next((a for a in state.arrivals if a.player_id == player_id), None)
        if arrival is None:
            return self._not_expected(request)
        return self._confirm(request, state, arrival, device, message, status)

    def _not_expected(self, request: Request) -> HTMLResponse:
        return self._page(
            "checkin_error.html",
            request,
            404,
            title="Accoglienza",
            message="Questo giocatore non è tra gli iscritti attesi.",
        )

    def _mark(self, form: dict[str, str], token: str, device: door.Device, player_id: int) -> None:
        paid = parse_euro(form["pagato"]) if form.get("pagato", "").strip() else None
        door.mark(
            self.writers.desk(device.actor),
            device.tournament_id,
            player_id,
            present=form.get("presente") == "1",
            paid_cents=paid,
            token=token,
        )

    def _confirm(
        self,
        request: Request,
        state: Any,
        arrival: Any,
        device: door.Device,
        message: str = "",
        status: int = 200,
    ) -> HTMLResponse:
        return self._page(
            "checkin_player.html",
            request,
            status,
            title=f"{arrival.surname} {arrival.name} · Accoglienza",
            door=state,
            a=arrival,
            device=device,
            message=message,
            # what was stored, or nothing: a fee written in advance would be recorded as paid by a tap on
            # "Conferma" for a player who has not paid
            paid_text=euro(arrival.paid_cents).replace(" €", "") if arrival.paid_cents else "",
            # a pair's payment covers the pair (issue 38): the helper sees the partner has paid
            owed=state.owed_by().get(arrival.player_id, 0),
            euro=euro,
        )
