"""The live pages go out compressed to every phone that asks (issue 39): rendered and compressed once per change,
the same page either way, and never compressed for a client that did not ask."""

from __future__ import annotations

import gzip

from starlette.testclient import TestClient

from tests.web.conftest import Room


def test_a_page_is_compressed_once_for_those_who_ask_and_plain_for_the_others(
    room: Room, client: TestClient
) -> None:
    path = f"/t/{room.tid}/posti"
    plain = client.get(path, headers={"accept-encoding": "identity"})
    asked = client.get(path, headers={"accept-encoding": "gzip, deflate, br"})
    assert plain.headers.get("content-encoding") is None and "accept-encoding" in plain.headers["vary"]
    assert asked.headers["content-encoding"] == "gzip" and "accept-encoding" in asked.headers["vary"]
    assert asked.text == plain.text  # the client decompressed what the server sent compressed
    refused = client.get(path, headers={"accept-encoding": "gzip;q=0, identity"})
    assert refused.headers.get("content-encoding") is None
    # Compressed bytes on the wire: the raw stream is gzip of the very page the others get.
    with client.stream("GET", path, headers={"accept-encoding": "gzip"}) as raw:
        wire_bytes = b"".join(raw.iter_raw())
    assert gzip.decompress(wire_bytes) == plain.content and len(wire_bytes) < len(plain.content) / 3
