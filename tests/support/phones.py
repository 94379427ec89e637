"""A phone as the room's devices are: plain HTTP to the live server from its own address (``source``, one of
the loopback addresses 127.0.0.0/8 gives), its own cookies, and the forms the pages post (the score sheet deal
by deal as the page's form sends it, the confirm button with the figures it showed, the check-in's pairing)."""

from __future__ import annotations

import http.client
import re
import urllib.parse
from collections.abc import Sequence

CSRF = re.compile(r'name="csrf" value="([^"]+)"')
OUTCOME = re.compile(r"esito=(\w+)")
HIDDEN = re.compile(r'<input type="hidden" name="([^"]+)" value="([^"]*)">')


class Phone:
    def __init__(self, base: str, source: str | None = None, timeout: float = 15.0) -> None:
        parts = urllib.parse.urlsplit(base)
        self.host, self.port = parts.hostname or "127.0.0.1", parts.port or 80
        self.source = source
        self.timeout = timeout
        self.cookies: dict[str, str] = {}

    def _ask(
        self, method: str, path: str, body: bytes | None = None, headers: dict[str, str] | None = None
    ) -> tuple[int, dict[str, str], str]:
        connection = http.client.HTTPConnection(
            self.host,
            self.port,
            timeout=self.timeout,
            source_address=(self.source, 0) if self.source else None,
        )
        sent = dict(headers or {})
        if self.cookies:
            sent["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        try:
            connection.request(method, path, body=body, headers=sent)
            answer = connection.getresponse()
            text = answer.read().decode("utf-8", "replace")
            for header, value in answer.getheaders():
                if header.lower() == "set-cookie":
                    name, _, rest = value.partition("=")
                    self.cookies[name.strip()] = rest.split(";")[0]
            return answer.status, {k.lower(): v for k, v in answer.getheaders()}, text
        finally:
            connection.close()

    def get(self, path: str) -> tuple[int, str]:
        status, headers, text = self._ask("GET", path)
        return status, headers.get("location", "") if status in (301, 302, 303) else text

    def post(
        self, path: str, form: dict[str, str], content_type: str = "application/x-www-form-urlencoded"
    ) -> tuple[int, str]:
        body = urllib.parse.urlencode(form).encode("ascii")
        status, headers, text = self._ask("POST", path, body, {"Content-Type": content_type})
        return status, headers.get("location", "") if status in (301, 302, 303) else text

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
