"""One push of a site to its target, and its receipt.

The target's ``manifest.json`` (and a listing of the folder, in case a file was removed by hand) decides what is
sent: only the files whose SHA-256 differs. Each file is uploaded under a temporary name beside it and renamed
over the page, so a reader never gets half a page; files the previous manifest listed and the site no longer has
are removed (never a file this program did not write); the manifest goes last, so while it is old the site still
says it is old and lists what is left to remove. The receipt reads the manifest back and compares it with what was sent and with the
newest fingerprint, and the folder's listing with every file's size: any difference is a failed push.
"""

from __future__ import annotations

import datetime as dt
import secrets
import ssl
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from fibur_director.domain.errors import FiburError
from fibur_director.publishing import manifest as manifests
from fibur_director.publishing.targets import Opened, Target, Unreachable, connected
from fibur_director.web.export import PUBLICATION, Site, publication

# The prefix of a file being uploaded, then ``<owner>-<random>-``: a push removes the temporary files its own
# owner left (a push of the same desk and site, cut), never another's, which may be in flight (two desks pushing
# one site; issue 40's fifth outside check, C1: one desk removed the other's upload before its rename).
TEMPORARY = ".fibur-"
RECEIPT_STEP = "(receipt)"  # the step ``on_step`` is told before the receipt is read back


class ReceiptMismatch(FiburError):
    """The site read back after a push is not what was sent: the push failed."""


@dataclass
class Progress:
    """What a push knows while it runs: the files it means to send, those confirmed on the target, the one in
    flight. A push that fails says from it what is not on the site yet."""

    to_send: list[str] = field(default_factory=list)
    confirmed: set[str] = field(default_factory=set)
    to_remove: list[str] = field(default_factory=list)
    in_flight: str | None = None
    compared: bool = False  # the target's manifest was read and what to send decided

    @property
    def missing(self) -> list[str]:
        """The files the site does not have as they are here (the one in flight counted: its rename may or may
        not have happened when the link went down), the manifest last."""
        return [name for name in self.to_send if name not in self.confirmed]


@dataclass(frozen=True)
class Outcome:
    target: str
    sent: tuple[str, ...]  # names sent, the manifest last; empty when the site already was up to date
    bytes_sent: int
    removed: tuple[str, ...]
    manifest: manifests.Manifest

    @property
    def unchanged(self) -> bool:
        return not self.sent


def _base(name: str) -> str:
    return name.rstrip("/").rsplit("/", 1)[-1]


def _ls(opened: Opened, where: str) -> list[dict[str, Any]]:
    """A folder's listing, asked twice when its data connection broke: listing a folder that is not there fails
    fsspec's FTP MLSD, whose fallback opens a second data connection, and an FTPS server under load was seen
    closing that one mid-handshake (CI). A control connection that is gone fails the second time too."""
    try:
        return list(opened.fs.ls(where, detail=True))
    except (ssl.SSLError, EOFError) as broken:
        opened.fs.invalidate_cache()
        try:
            return list(opened.fs.ls(where, detail=True))
        except (ssl.SSLError, EOFError):
            raise broken from None


def _listing(opened: Opened, folders: set[str]) -> dict[str, int]:
    """Size of every file in the site's folders on the target, by its name in the site (``static/style.css``)."""
    opened.fs.invalidate_cache()
    sizes: dict[str, int] = {}
    for folder in sorted(folders):
        where = opened.path(folder) if folder else opened.root
        try:
            found = _ls(opened, where)
        except FileNotFoundError:
            continue
        except Exception as error:
            # fsspec's FTP says a missing folder with the server's 550; others with their own error.
            if "550" in str(error) or "not found" in str(error).lower():
                continue
            raise
        for item in found:
            if item.get("type") == "file":
                name = _base(str(item["name"]))
                sizes[f"{folder}/{name}" if folder else name] = int(item.get("size") or 0)
    return sizes


def _remote_manifest(opened: Opened, sizes: dict[str, int]) -> tuple[manifests.Manifest | None, bytes]:
    """The target's manifest and its bytes as read; None for none, or one this program cannot read (someone
    else's, damaged: the whole site is sent again, and a new manifest replaces it)."""
    if manifests.NAME not in sizes:
        return None, b""
    raw = opened.fs.cat_file(opened.path(manifests.NAME))
    if len(raw) != sizes[manifests.NAME]:
        # A link cut mid-read can end the file early with no error (FTP's data connection just closes): a short
        # read is a link that failed, not someone else's manifest, or the whole site would be sent again.
        shown = opened.target.shown
        raise Unreachable(
            f"{shown} cannot be reached: the link went down while reading the site's manifest",
            f"{shown} non raggiungibile: il collegamento è caduto mentre si leggeva il manifest del sito",
        )
    try:
        return manifests.parse(raw), raw
    except manifests.NotAManifest:
        return None, raw


def _upload(opened: Opened, name: str, content: bytes, owner: str) -> None:
    folder, _, base = name.rpartition("/")
    temporary = f"{TEMPORARY}{owner}-{secrets.token_hex(4)}-{base}"
    temporary = f"{folder}/{temporary}" if folder else temporary
    opened.fs.pipe_file(opened.path(temporary), content)
    try:
        opened.replace(opened.path(temporary), opened.path(name))
    except Exception as error:
        if opened.fs.exists(opened.path(temporary)):
            raise
        # Uploaded, then gone before its rename: someone else cleaned the folder (another program, or a desk of
        # an older version removing every temporary file). Not a refusal: the next try sends it again.
        shown = opened.target.shown
        raise Unreachable(
            f"{shown}: {name} vanished before it could take its place: another program is writing this folder; "
            "it is sent again at the next try",
            f"{shown}: {name} è sparito prima di prendere il suo posto: un altro programma sta scrivendo in questa "
            "cartella; si rimanda al prossimo tentativo",
        ) from error


def _folders(names: Any) -> set[str]:
    return {"", *(name.rpartition("/")[0] for name in names if "/" in name)}


def _order(name: str) -> tuple[int, str]:
    """The stylesheet and script before the pages that use them; the publication file after the pages."""
    return (0 if name.startswith("static/") else 2 if name == PUBLICATION else 1, name)


def push(
    target: Target,
    found: Site,
    when: dt.datetime | None = None,
    progress: Progress | None = None,
    on_step: Callable[[str], None] | None = None,
    owner: str = "solo",
) -> Outcome:
    """Send ``found`` to ``target`` (a Target with its password): only what differs from the target's manifest,
    then the receipt. Raises Unreachable, Refused or ReceiptMismatch; ``progress`` says how far it got.
    ``on_step`` is called with each file's name before it is sent, and with RECEIPT_STEP before the receipt
    (the tests cut the link or meddle there). ``owner`` marks this desk's temporary files on the target
    (``run.publish_to`` gives one per queue and site), so that its next push removes those a cut left."""
    progress = progress if progress is not None else Progress()
    with connected(target) as opened:
        sizes = _listing(opened, _folders([*found.files, PUBLICATION]))
        remote, raw = _remote_manifest(opened, sizes)

        def same(name: str, content: bytes) -> bool:
            known = remote.files.get(name) if remote is not None else None
            return (
                known is not None
                and known.sha256 == manifests.digest(content)
                and sizes.get(name) == known.size == len(content)
            )

        changed = [name for name, content in found.files.items() if not same(name, content)]
        if not changed and remote is not None and _stamp_on_site(remote, found, sizes):
            progress.compared = True
            _check(opened, remote, raw, found, set(remote.files))
            return Outcome(target.shown, (), 0, (), remote)
        when = when or dt.datetime.now(dt.UTC)
        files = {**found.files, PUBLICATION: publication(found, when)}
        new = manifests.build(files, found.title, when, found.stamp.round, found.fingerprints)
        text = new.text()
        progress.compared = True
        progress.to_send = [*sorted([*changed, PUBLICATION], key=_order), manifests.NAME]
        stale = sorted(set(remote.files) - set(files)) if remote is not None else []
        progress.to_remove = list(stale)
        _prepare(opened, sizes, changed, owner)
        sent_bytes = _send(opened, progress, files, text, stale, sizes, on_step, owner)
        if on_step is not None:
            on_step(RECEIPT_STEP)
        _check(opened, new, text, found, set(files))
        return Outcome(target.shown, tuple(progress.to_send), sent_bytes, tuple(stale), new)


def _stamp_on_site(remote: manifests.Manifest, found: Site, sizes: dict[str, int]) -> bool:
    """Whether the target's manifest already carries this site's fingerprints and its publication file whole."""
    return (
        remote.fingerprint == found.stamp.fingerprint
        and remote.round == found.stamp.round
        and remote.fingerprints == found.fingerprints
        and PUBLICATION in remote.files
        and sizes.get(PUBLICATION) == remote.files[PUBLICATION].size
    )


def _prepare(opened: Opened, sizes: dict[str, int], changed: list[str], owner: str) -> None:
    """The temporary files a cut push of this owner left are removed (another's may be in flight); the folders
    the changed files need are made."""
    for name in [name for name in sizes if _base(name).startswith(f"{TEMPORARY}{owner}-")]:
        opened.fs.rm_file(opened.path(name))
    for folder in sorted(_folders(changed)):
        opened.fs.makedirs(opened.path(folder) if folder else opened.root, exist_ok=True)


def _send(
    opened: Opened,
    progress: Progress,
    files: dict[str, bytes],
    text: bytes,
    stale: list[str],
    sizes: dict[str, int],
    on_step: Callable[[str], None] | None,
    owner: str,
) -> int:
    """Every file of ``progress.to_send`` in its order, the manifest last; the bytes sent."""
    sent_bytes = 0
    for name in progress.to_send:
        if name == manifests.NAME:
            # The pages the site no longer has go before the manifest: until it is replaced, the old one still
            # lists them, so a push cut here finds them to remove the next time.
            for gone in stale:
                progress.in_flight = gone
                if on_step is not None:
                    on_step(gone)
                if gone in sizes and gone != manifests.NAME and not _base(gone).startswith(TEMPORARY):
                    opened.fs.rm_file(opened.path(gone))
                progress.to_remove.remove(gone)
        content = text if name == manifests.NAME else files[name]
        progress.in_flight = name
        if on_step is not None:
            on_step(name)
        _upload(opened, name, content, owner)
        progress.confirmed.add(name)
        progress.in_flight = None
        sent_bytes += len(content)
    return sent_bytes


def _check(opened: Opened, sent: manifests.Manifest, text: bytes, found: Site, names: set[str]) -> None:
    """The receipt: the manifest read back is the one sent and carries the newest fingerprint, and every file
    it lists is on the target with its size."""
    shown = opened.target.shown
    back = opened.fs.cat_file(opened.path(manifests.NAME))
    problems: list[tuple[str, str]] = []
    if back != text:
        problems.append(
            ("the manifest read back is not the one sent", "il manifest riletto non è quello inviato")
        )
    elif sent.fingerprint != found.stamp.fingerprint:
        problems.append(
            (
                f"the site carries the fingerprint of round {sent.round}, not the newest",
                f"il sito porta l'impronta del turno {sent.round}, non la più recente",
            )
        )
    sizes = _listing(opened, _folders(names))
    wrong = sorted(name for name in names if sizes.get(name) != sent.files[name].size)
    if wrong:
        shown_names = ", ".join(wrong[:5]) + (f" and {len(wrong) - 5} more" if len(wrong) > 5 else "")
        problems.append(
            (
                f"not on the site as sent: {shown_names}",
                f"non sul sito come inviati: {shown_names.replace(' and ', ' e altri ').replace(' more', '')}",
            )
        )
    if problems:
        raise ReceiptMismatch(
            f"{shown}: the receipt does not match: " + "; ".join(p[0] for p in problems),
            f"{shown}: la ricevuta non corrisponde: " + "; ".join(p[1] for p in problems),
        )
