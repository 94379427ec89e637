"""A phone as the room's devices are: plain HTTP to the live server, its own cookies, the forms the pages post
(the score sheet deal by deal as ``static/tavolo.js``'s form sends it, the check-in's pairing code)."""

from __future__ import annotations

import re
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Sequence
from http.cookiejar import CookieJar

CSRF = re.compile(r'name="csrf" value="([^"]+)"')
OUTCOME = re.compile(r"esito=(\w+)")
HIDDEN = re.compile(r'<input type="hidden" name="([^"]+)" value="([^"]*)">')


class Phone:
    def __init__(self, base: str, timeout: float = 15.0) -> None:
        self.base = base.rstrip("/") + "/"
        self.timeout = timeout
        self.opener = urllib.request.build_opener(
            urllib.request.HTTPCookieProcessor(CookieJar()), _NoRedirect()
        )

    def get(self, path: str) -> tuple[int, str]:
        return self._ask(path, None)

    def post(self, path: str, form: dict[str, str]) -> tuple[int, str]:
        return self._ask(path, urllib.parse.urlencode(form).encode("ascii"))

    def _ask(self, path: str, data: bytes | None) -> tuple[int, str]:
        request = urllib.request.Request(self.base + path.lstrip("/"), data=data)
        if data is not None:
            request.add_header("Content-Type", "application/x-www-form-urlencoded")
        try:
            with self.opener.open(request, timeout=self.timeout) as answer:
                return answer.status, answer.read().decode("utf-8")
        except urllib.error.HTTPError as error:
            location = error.headers.get("location", "")
            return error.code, location or error.read().decode("utf-8", "replace")

    def token(self, path: str) -> str:
        status, page = self.get(path)
        found = CSRF.search(page)
        assert found is not None, (status, page[:300])
        return found.group(1)

    def send_sheet(self, code: str, deals: Sequence[tuple[int, int]]) -> str:
        """A line's sheet deal by deal, as the page posts it; the outcome the server redirects to
        (``inviato``, ``registrato``, ``verifica``), or the status and page of a refusal."""
        form = {"csrf": self.token(f"/t/{code}")}
        for number, (ns, ew) in enumerate(deals, start=1):
            form[f"ns{number}"], form[f"ew{number}"] = str(ns), str(ew)
        return self._outcome(*self.post(f"/t/{code}", form))

    def confirm(self, code: str) -> str:
        """The other line's confirm button, with the figures its page showed (as the page posts them)."""
        status, page = self.get(f"/t/{code}")
        forms = [f for f in page.split("<form")[1:] if 'name="confirm"' in f]
        if not forms:
            return f"{status}: nothing to confirm"
        form = dict(HIDDEN.findall(forms[0].split("</form>")[0]))
        return self._outcome(*self.post(f"/t/{code}", form))

    def pair_door(self, code: str) -> tuple[int, str]:
        """The check-in's pairing form with ``code`` (a wrong one is what any guest on the Wi-Fi can send)."""
        return self.post("/accoglienza", {"codice": code, "csrf": self.token("/accoglienza")})

    @staticmethod
    def _outcome(status: int, text: str) -> str:
        if status == 303:
            found = OUTCOME.search(text)
            return found.group(1) if found else text
        return f"{status}: {text[:200]}"


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args: object, **kwargs: object) -> None:
        return None
