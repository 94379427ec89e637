"""``verify FILE URL`` (issue 40, item 4): the public site's manifest, read from its own address or from any of
its pages' (the manifest sits beside them), for ``verify`` to check the file in hand against the fingerprint the
site carries. Read over HTTP(S) as any visitor reads it, or through the push's own targets (sftp://, ...)."""

from __future__ import annotations

import urllib.parse

from fibur_director.domain.errors import FiburError
from fibur_director.publishing import manifest as manifests
from fibur_director.publishing.targets import TIMEOUT, connected, parse, with_password
from fibur_director.web.export import PUBLICATION


def hidden(url: str) -> str:
    """``url`` without its password, for what is printed (issue 40's fourth attack, B7: ``verify`` printed an
    FTP password given in the URL)."""
    parts = urllib.parse.urlsplit(url)
    if parts.password is None:
        return url
    netloc = parts.netloc.rsplit("@", 1)[-1]
    user = parts.netloc.rsplit("@", 1)[0].split(":", 1)[0]
    return urllib.parse.urlunsplit(
        (parts.scheme, f"{user}@{netloc}", parts.path, parts.query, parts.fragment)
    )


def manifest_address(url: str) -> str:
    """The manifest's address for ``url``: itself when it names the manifest, else the one beside the page (or in
    the folder) it names."""
    parts = urllib.parse.urlsplit(url)
    path = parts.path
    if path.endswith("/" + manifests.NAME) or path == manifests.NAME:
        return url
    # A last segment without an extension is the site's folder (the address `publish --to` took, a visitor's
    # «…/torneo» without the slash: issue 40's fourth attack, B4); every published file has one.
    last = urllib.parse.unquote(path.rsplit("/", 1)[-1])
    folder = (
        path
        if path.endswith("/") or not path
        else path + "/"
        if "." not in last
        else path.rsplit("/", 1)[0] + "/"
    )
    return urllib.parse.urlunsplit((parts.scheme, parts.netloc, folder + manifests.NAME, "", ""))


def _read(address: str, missing: str) -> bytes:
    """The bytes at ``address`` over HTTP(S) or the push's own targets; ``missing``: what a 404 means here."""
    scheme = urllib.parse.urlsplit(address).scheme.lower()
    try:
        if scheme in ("http", "https"):
            import httpx

            answer = httpx.get(address, timeout=TIMEOUT, follow_redirects=True)
            if answer.status_code != 200:
                raise FiburError(
                    f"{hidden(address)}: the site answers {answer.status_code}: {missing}",
                    f"{hidden(address)}: il sito risponde {answer.status_code}: {MISSING.get(missing, missing)}",
                )
            return answer.content
        target = parse(address)
        folder, _, name = target.path.rpartition("/")
        with connected(with_password(target)) as opened:
            return bytes(opened.fs.cat_file(f"{folder}/{name}"))
    except FiburError:
        raise
    except Exception as error:
        raise FiburError(
            f"{hidden(address)} cannot be read: {error}", f"{hidden(address)} non si può leggere: {error}"
        ) from None


MISSING = {"no manifest there": "nessun manifest lì", "the page is not there": "la pagina non c'è"}


def read_site(url: str) -> tuple[str, manifests.Manifest]:
    """(the manifest's address, the manifest) of the site ``url`` names; refused in one line when it cannot be
    read or is not a manifest this program wrote."""
    address = manifest_address(url.strip())
    content = _read(address, "no manifest there")
    try:
        return address, manifests.parse(content)
    except manifests.NotAManifest as error:
        raise FiburError(
            f"{hidden(address)}: not a site published by FIBur Director ({error})",
            f"{hidden(address)}: non è un sito pubblicato da FIBur Director ({error})",
        ) from None


def checked_files(url: str, site: manifests.Manifest) -> list[str]:
    """The site's files ``altered`` compares for the address ``url``: the page it names (the folder's
    index.html), impronta.js and the static files every page loads."""
    named = urllib.parse.unquote(urllib.parse.urlsplit(url.strip()).path.rsplit("/", 1)[-1])
    named = named if "." in named else "index.html"  # the folder's address: its index, as a browser shows it
    shared = sorted(name for name in site.files if name.startswith("static/"))
    if named in (manifests.NAME, PUBLICATION):
        return [PUBLICATION, *shared]
    return [named, PUBLICATION, *shared]


def altered(url: str, address: str, site: manifests.Manifest) -> list[str]:
    """What on the site is not as its manifest says it was published (issue 40's third and fourth attacks): the
    manifest contradicting itself (the fingerprint the pages show is not its own list's for that round), and
    whichever of these files' SHA-256 is not the manifest's: the page ``url`` names (``index.html`` for the
    site's folder, as a browser shows it), ``impronta.js`` (every page's footer reads the fingerprint from it)
    and the static files every page loads (``static/``: a script can rewrite any page). Empty when all agree.
    Read as a visitor reads them, byte for byte. Not a proof against whoever can write the site: the manifest is
    not signed, so a page edited together with its line of the manifest passes (docs/fingerprint.md)."""
    lines = []
    if not 0 <= site.round < len(site.fingerprints) or site.fingerprints[site.round] != site.fingerprint:
        lines.append(
            f"{hidden(address)}: the manifest contradicts itself: the fingerprint its pages show for round {site.round} "
            "is not the one it lists for that round; the site was edited after it was published"
        )
    folder = address[: -len(manifests.NAME)]
    for page in checked_files(url, site):
        entry = site.files.get(page)
        if entry is None:
            lines.append(
                f"{hidden(folder)}{page}: not among the files the site's manifest lists as published"
            )
            continue
        if (
            manifests.digest(_read(folder + urllib.parse.quote(page), "the page is not there"))
            != entry.sha256
        ):
            lines.append(
                f"{hidden(folder)}{page}: not the file that was published (its SHA-256 is not the manifest's): edited "
                "after publication, or a publication in progress or cut short (then it is sent again: try "
                "again in a minute)"
            )
    return lines
