"""The tables' phone page ``/t/CODE`` (issue 26): a line enters its score sheet or confirms the other line's.

Phone first and without JavaScript: one form posting ``ns``, ``ew`` and ``csrf``, or, where the ruleset's
paper sheet is written deal by deal, ``ns1``, ``ew1``, ``ns2``, ``ew2``, ... (one pair per deal; ``ns``/``ew``
then optional, the deals' sums) and ``csrf``; or ``confirm=1`` and ``csrf``; after a post that is accepted the page answers 303 to itself (a reload never sends twice). Every
rule is the services' (``services.table_entry``): this module only reads the form, keeps out who should not
be here and renders.

Kept out (docs/architecture.md, "Score sheets from the tables", the threat model):
- a code that is not one, or that no table has: 404, nothing written; ten of them from one address within an
  hour and that address gets 429 on every code page until the oldest is an hour old (``web.throttle``);
- a post without the page's token (``csrf``: an HMAC of the code and the hour under a key drawn when the
  server starts), or from another site's page (``Origin``): 403, nothing written;
- a body over ``MAX_FORM`` bytes, or without its length: refused by the guard before any route runs.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import time
import urllib.parse
from collections.abc import Callable

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Route

from fibur_director.domain import table_entry as te
from fibur_director.domain.errors import FiburError, StorageFault
from fibur_director.services import table_entry as tab
from fibur_director.services.actions import Desk
from fibur_director.web import templating
from fibur_director.web.capacity import in_write_thread
from fibur_director.web.parts import PAGES
from fibur_director.web.throttle import Throttle

MAX_FORM = 512  # bytes: two totals, a flag and a token need some 120; four deals' figures some 100 more
MAX_DEALS = 12  # deal fields read at most: a round has a handful of deals, the service checks how many
TOKEN_HOURS = 2  # a page's token is good for the hour it was shown and the next

STORAGE_WORDS = (
    "Il banco non riesce a registrare il referto in questo momento: nulla è stato registrato. Consegnare il "
    "foglio di carta al banco."
)
NO_PHONE_SHEET = "I tavoli di questo torneo non inviano il referto dal telefono: consegnarlo al banco."
OUTCOMES = {
    "inviato": "Referto inviato: ora l'altra linea lo conferma dal suo telefono.",
    "registrato": "Referto registrato al banco. Grazie!",
    "verifica": "Referto passato al banco: l'arbitro verifica il foglio di carta.",
}


def code_path(path: str) -> bool:
    """Whether a path is a code page, the one place a phone may post to (the guard asks)."""
    parts = path.split("/")
    return len(parts) == 3 and parts[0] == "" and parts[1] == "t" and te.normal_code(parts[2]) is not None


class Tokens:
    """The form's CSRF token: HMAC-SHA256 of the code and the hour, under a key of this server's run."""

    def __init__(self, clock: Callable[[], float] = time.time) -> None:
        self._key = secrets.token_bytes(32)
        self._clock = clock

    def _sign(self, code: str, hour: int) -> str:
        return hmac.new(self._key, f"{code}|{hour}".encode(), hashlib.sha256).hexdigest()[:32]

    def make(self, code: str) -> str:
        return self._sign(code, int(self._clock() // 3600))

    def good(self, code: str, token: str) -> bool:
        hour = int(self._clock() // 3600)
        return any(hmac.compare_digest(self._sign(code, hour - back), token) for back in range(TOKEN_HOURS))


def _address(request: Request) -> str:
    return request.client.host if request.client is not None else "?"


def _same_origin(request: Request) -> bool:
    """A post from the page itself carries its own origin, or "null": the pages' no-referrer policy makes
    Chromium send "null" from them, as it would from another site's page with the same policy, so the token
    is the real check; an origin naming another site is refused outright."""
    origin = request.headers.get("origin")
    if origin is None or origin == "null":
        return True
    try:
        return urllib.parse.urlsplit(origin).netloc == request.headers.get("host", "")
    except ValueError:  # not an origin at all ("http://["): no page of ours sent it (found from outside)
        return False


def _number(text: str) -> int | None:
    text = text.strip().replace(" ", "")
    if not text or len(text) > 6:
        return None
    sign = -1 if text[0] in "-−" else 1
    digits = text[1:] if text[0] in "-−+" else text
    # isdigit() alone takes '²' and other digits int() refuses: only ASCII 0-9 make a figure.
    return sign * int(digits) if digits.isascii() and digits.isdigit() else None


def _deals(form: dict[str, str]) -> tuple[tuple[int, int], ...] | None:
    """The deals posted as ``ns1``, ``ew1``, ``ns2``, ... (in order, up to the first deal not posted); None
    when a deal's figure is not a number, so the line is asked again."""
    deals = []
    for k in range(1, MAX_DEALS + 1):
        if f"ns{k}" not in form and f"ew{k}" not in form:
            break
        ns, ew = _number(form.get(f"ns{k}", "")), _number(form.get(f"ew{k}", ""))
        if ns is None or ew is None:
            return None
        deals.append((ns, ew))
    return tuple(deals)


def _form(body: bytes) -> dict[str, str] | None:
    try:
        pairs = urllib.parse.parse_qsl(body.decode("ascii"), keep_blank_values=True, strict_parsing=False)
    except (UnicodeDecodeError, ValueError):
        return None
    return {key: value for key, value in pairs}


def page(sheet: tab.PhoneSheet, token: str, message: str | None, good: str | None) -> str | None:
    """The line's page, in the template its game's live pages name (issue 36: not a game's, named here); None
    when the game's tables send no sheet by phone."""
    template = PAGES.of_kind(sheet.kind).phone_sheet
    if template is None:
        return None
    return templating.render(
        template,
        templating.Links(),
        None,
        title=f"Tavolo {sheet.table} · turno {sheet.round}",
        sheet=sheet,
        line=te.LINE_WORDS[sheet.line],
        other=te.LINE_WORDS["ew" if sheet.line == "ns" else "ns"],
        token=token,
        message=message,
        good=good,
        closed=None if sheet.closed is None else sheet.closed.italian,
    )


def routes(desk: Desk, writer: Desk | None, throttle: Throttle | None = None) -> list[Route]:
    """The code page's GET and POST: the pages read through ``desk`` (WAL: a sheet just committed shows at
    once), a post writes through ``writer`` on the room's write threads (``capacity.in_write_thread``), so the
    phones' writes never queue behind the pages; without a writer every post is refused in words."""
    throttle = throttle or Throttle()
    tokens = Tokens()
    reads = desk

    def refused(status: int, message: str) -> HTMLResponse:
        return HTMLResponse(
            templating.error_page(status, message), status, headers={"cache-control": "no-store"}
        )

    def show(code: str, status: int = 200, message: str | None = None, good: str | None = None) -> Response:
        try:
            sheet = tab.phone_sheet(reads, code)
        except tab.UnknownCode:
            return refused(404, "Codice sconosciuto: controllare il codice stampato sul referto del tavolo.")
        html = page(sheet, tokens.make(sheet.code), message, good)
        if html is None:
            return refused(
                404, "I tavoli di questo torneo non inviano il referto dal telefono: consegnarlo al banco."
            )
        return HTMLResponse(html, status, headers={"cache-control": "no-store"})

    def known(request: Request) -> str | Response:
        """The normalised code, or the refusal: blocked address, or a code no table has (counted)."""
        address = _address(request)
        wait = throttle.blocked_for(address)
        if wait:
            page = refused(
                429,
                "Troppi codici sbagliati da questo telefono: riprovare tra "
                f"{max(1, round(wait / 60))} minuti, o consegnare il foglio al banco.",
            )
            page.headers["retry-after"] = str(int(wait))
            return page
        code = te.normal_code(request.path_params["code"])
        if code is None or not tab.code_exists(reads, code):
            throttle.missed(address)
            return refused(404, "Codice sconosciuto: controllare il codice stampato sul referto del tavolo.")
        return code

    async def get(request: Request) -> Response:
        code = await run_in_threadpool(known, request)
        if isinstance(code, Response):
            return code
        good = OUTCOMES.get(request.query_params.get("esito", ""))
        return await run_in_threadpool(show, code, 200, None, good)

    async def post(request: Request) -> Response:
        code = await run_in_threadpool(known, request)
        if isinstance(code, Response):
            return code
        if not _same_origin(request):
            return refused(403, "Invio rifiutato: il modulo non viene da questa pagina.")
        body = await request.body()
        form = _form(body[: MAX_FORM + 1]) if len(body) <= MAX_FORM else None
        if form is None:
            return refused(400, "Modulo non leggibile: ricaricare la pagina e riprovare.")
        if not tokens.good(code, form.get("csrf", "")):
            return refused(403, "Pagina scaduta o non valida: ricaricarla e inviare di nuovo.")
        if not await run_in_threadpool(lambda: PAGES.of_kind(tab.phone_sheet(reads, code).kind).phone_sheet):
            return refused(404, NO_PHONE_SHEET)
        if writer is None:
            return await run_in_threadpool(
                show, code, 503, "Questo server non accetta referti: consegnare il foglio al banco."
            )
        ns, ew, deals = _number(form.get("ns", "")), _number(form.get("ew", "")), _deals(form)
        if form.get("confirm") == "1":
            # The page's confirm button names the figures it showed (the totals and the deals): confirmed as
            # the same figures sent by this line, so a sheet the other line corrected meanwhile is a mismatch
            # for the desk, never confirmed unseen. A bare confirm=1 confirms what is pending.
            if ns is None or ew is None or deals is None:
                ns = ew = None
                deals = ()
        elif deals is None:
            return await run_in_threadpool(
                show, code, 400, "Scrivere ogni smazzata in cifre (anche 0, anche negativi)."
            )
        elif not deals and (ns is None or ew is None):
            return await run_in_threadpool(
                show, code, 400, "Scrivere i due totali in cifre (anche 0, anche negativi)."
            )
        elif deals and (form.get("ns", "").strip(), form.get("ew", "").strip()) == ("", ""):
            ns = ew = None  # deal by deal without totals: they are the deals' sums
        elif deals and (ns is None or ew is None):
            return await run_in_threadpool(
                show, code, 400, "Scrivere i due totali in cifre (anche 0, anche negativi)."
            )
        try:
            sent = await in_write_thread(tab.send, writer, code, ns, ew, deals, _address(request))
        except StorageFault:
            # The desk's disk or file, not the player's doing: nothing a phone can mend (issue 39).
            return await run_in_threadpool(show, code, 503, STORAGE_WORDS)
        except FiburError as error:
            return await run_in_threadpool(
                show, code, 409, error.italian[:1].upper() + error.italian[1:] + "."
            )
        outcome = (
            "registrato"
            if sent.recorded is not None
            else ("inviato" if sent.state.phase == te.PENDING else "verifica")
        )
        return RedirectResponse(f"/t/{code}?esito={outcome}", 303)

    return [Route("/t/{code}", get, methods=["GET"]), Route("/t/{code}", post, methods=["POST"])]
