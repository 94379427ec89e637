"""``manifest.json``: what a published site holds, kept on the target beside the pages. Every file's SHA-256 and
size, the fingerprint the pages show and every round's, the time of publication. The push reads it to decide
what to send (only what differs) and reads it back afterwards as its receipt; ``verify`` reads it to say whether
the public site carries the fingerprints of a tournament file."""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from dataclasses import dataclass
from typing import Any

NAME = "manifest.json"
FORMAT = "fibur-director-site"
VERSION = 1


def digest(content: bytes) -> str:
    return hashlib.sha256(content).hexdigest()


@dataclass(frozen=True)
class FileEntry:
    sha256: str
    size: int


@dataclass(frozen=True)
class Manifest:
    title: str
    published: str  # ISO 8601 with the desk's offset
    round: int  # the round of the fingerprint the pages show (0: the entries)
    fingerprint: str
    fingerprints: tuple[str, ...]
    files: dict[str, FileEntry]

    def text(self) -> bytes:
        document: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "tournament": self.title,
            "published": self.published,
            "fingerprint": {"round": self.round, "value": self.fingerprint},
            "fingerprints": list(self.fingerprints),
            "files": {
                name: {"sha256": entry.sha256, "size": entry.size}
                for name, entry in sorted(self.files.items())
            },
        }
        return (json.dumps(document, ensure_ascii=False, indent=1, sort_keys=True) + "\n").encode("utf-8")

    @property
    def claim(self) -> str:
        """What ``verify FILE CLAIM`` reads: the round and the whole fingerprint."""
        return f"{self.round}:{self.fingerprint}"


def build(
    files: dict[str, bytes], title: str, when: dt.datetime, stamp_round: int, fingerprints: tuple[str, ...]
) -> Manifest:
    return Manifest(
        title,
        when.astimezone().isoformat(timespec="seconds"),
        stamp_round,
        fingerprints[stamp_round] if fingerprints else "",
        fingerprints,
        {name: FileEntry(digest(content), len(content)) for name, content in files.items()},
    )


class NotAManifest(ValueError):
    """A file that is not a manifest this program wrote (damaged, cut short, someone else's)."""


def parse(content: bytes) -> Manifest:
    try:
        document = json.loads(content.decode("utf-8"))
        if not isinstance(document, dict) or document.get("format") != FORMAT:
            raise NotAManifest("not a FIBur Director site manifest")
        if document.get("version") != VERSION:
            raise NotAManifest(f"manifest version {document.get('version')!r}, this program reads {VERSION}")
        stamp = document["fingerprint"]
        files = {
            str(name): FileEntry(str(entry["sha256"]), int(entry["size"]))
            for name, entry in document["files"].items()
        }
        return Manifest(
            str(document["tournament"]),
            str(document["published"]),
            int(stamp["round"]),
            str(stamp["value"]),
            tuple(str(f) for f in document["fingerprints"]),
            files,
        )
    except NotAManifest:
        raise
    except (ValueError, KeyError, TypeError, AttributeError) as error:
        raise NotAManifest(f"not a readable manifest ({type(error).__name__}: {error})") from None
