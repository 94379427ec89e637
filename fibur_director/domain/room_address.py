"""The live pages' address as the players' phones see it (issue 38, item 2).

A printed address is for a phone in the room: one that names this computer itself (127.0.0.1, ``localhost``,
::1) or no computer at all (0.0.0.0, the "every interface" of a server) leads a phone nowhere, and its QR code
would send the room to a page that never loads. So nothing prints one: the desk asks for the room's network
first (or prints without the codes and says why), and the command line's ``print --address`` refuses it.
"""

from __future__ import annotations

import ipaddress
from urllib.parse import urlsplit

from fibur_director.domain.errors import FiburError


def host_of(address: str) -> str:
    """The host of ``http://HOST:PORT/`` (or of a bare ``HOST:PORT``), without brackets."""
    parts = urlsplit(address if "//" in address else f"//{address}")
    return (parts.hostname or "").lower()


def nowhere_for_phones(host: str) -> bool:
    """Whether a phone in the room cannot reach ``host``: this computer's own name for itself, or no host."""
    if host in ("", "localhost") or host.endswith(".localhost"):
        return True
    try:
        ip = ipaddress.ip_address(host)
    except ValueError:
        return False  # a name: the club's own (burraco.local), which the room's phones may resolve
    return ip.is_loopback or ip.is_unspecified


def for_phones(address: str | None) -> str | None:
    """``address`` ending in ``/`` when a phone in the room can reach it, else None (nothing to print)."""
    if not address or nowhere_for_phones(host_of(address)):
        return None
    return address.rstrip("/") + "/"


def check_for_phones(address: str) -> str:
    """``address`` for printing on the score sheets, or a refusal in one line saying why and what to give."""
    found = for_phones(address)
    if found is None:
        host = host_of(address) or address
        raise FiburError(
            f"--address {address}: {host} is not an address the room's phones can reach (it is this computer "
            "itself, or none); give the address 'serve' listens on in the room's network, e.g. "
            "http://192.168.1.10:8765",
            f"--address {address}: {host} non è un indirizzo che i telefoni della sala possano raggiungere (è "
            "questo computer stesso, o nessuno); indicare l'indirizzo su cui 'serve' ascolta nella rete della "
            "sala, es. http://192.168.1.10:8765",
        )
    return found
