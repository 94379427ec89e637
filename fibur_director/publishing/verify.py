"""``verify FILE URL`` (issue 40, item 4): the public site's manifest, read from its own address or from any of
its pages' (the manifest sits beside them), for ``verify`` to check the file in hand against the fingerprint the
site carries. Read over HTTP(S) as any visitor reads it, or through the push's own targets (sftp://, ...)."""

from __future__ import annotations

import urllib.parse

from fibur_director.domain.errors import FiburError
from fibur_director.publishing import manifest as manifests
from fibur_director.publishing.targets import TIMEOUT, connected, parse, with_password


def manifest_address(url: str) -> str:
    """The manifest's address for ``url``: itself when it names the manifest, else the one beside the page (or in
    the folder) it names."""
    parts = urllib.parse.urlsplit(url)
    path = parts.path
    if path.endswith("/" + manifests.NAME) or path == manifests.NAME:
        return url
    folder = path if path.endswith("/") or not path else path.rsplit("/", 1)[0] + "/"
    return urllib.parse.urlunsplit((parts.scheme, parts.netloc, folder + manifests.NAME, "", ""))


def read_site(url: str) -> tuple[str, manifests.Manifest]:
    """(the manifest's address, the manifest) of the site ``url`` names; refused in one line when it cannot be
    read or is not a manifest this program wrote."""
    address = manifest_address(url.strip())
    scheme = urllib.parse.urlsplit(address).scheme.lower()
    try:
        if scheme in ("http", "https"):
            import httpx

            answer = httpx.get(address, timeout=TIMEOUT, follow_redirects=True)
            if answer.status_code != 200:
                raise FiburError(
                    f"{address}: the site answers {answer.status_code}: no manifest there",
                    f"{address}: il sito risponde {answer.status_code}: nessun manifest lì",
                )
            content = answer.content
        else:
            target = parse(address)
            folder, _, name = target.path.rpartition("/")
            with connected(with_password(target)) as opened:
                content = opened.fs.cat_file(f"{folder}/{name}")
    except FiburError:
        raise
    except Exception as error:
        raise FiburError(
            f"{address} cannot be read: {error}", f"{address} non si può leggere: {error}"
        ) from None
    try:
        return address, manifests.parse(content)
    except manifests.NotAManifest as error:
        raise FiburError(
            f"{address}: not a site published by FIBur Director ({error})",
            f"{address}: non è un sito pubblicato da FIBur Director ({error})",
        ) from None
