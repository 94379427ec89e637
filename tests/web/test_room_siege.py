"""No device can silence the room (issue 39, items 2-4): event streams capped per address as well as in all, the
descriptor limit raised and the server sized from it, a refusal that is a quick 503 rather than a hang, slow
headers cut off, and the desk's own server kept up under a flood of malformed requests and started again when it
stops answering. Every server here is the real one: ``fibur-director-cli serve`` in a process of its own (or the
desk's ``ServerProcess``), the phones real sockets from addresses of their own (127.0.0.0/8)."""

from __future__ import annotations

import asyncio
import os
import re
import resource
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from fibur_director.db.database import Database
from fibur_director.services import rounds as rnd
from fibur_director.services.actions import Desk
from fibur_director.web import capacity as cap
from fibur_director.web.server import LiveServer, ServerProcess
from tests.support import wire
from tests.support.builders import make_tournament

CLI = [sys.executable, "-m", "fibur_director.cli"]
pytestmark = pytest.mark.slow


def _tournament(db: Database) -> int:
    desk = Desk(db, actor="arbitro")
    tid = make_tournament(desk, pairs=8, plan="mitchell:4")
    rnd.publish_round(desk, tid, rnd.propose_round(desk, tid, seed=3))
    return tid


def _limited(soft: int, hard: int | None = None) -> Callable[[], None]:
    def apply() -> None:
        _soft, current_hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard if hard is not None else current_hard))

    return apply


class Serve:
    def __init__(self, path: Path, preexec: Callable[[], None] | None = None) -> None:
        self.process = subprocess.Popen(
            [*CLI, "serve", "--database", str(path), "--port", "0", "--host", "127.0.0.1"],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            env=dict(os.environ, PYTHONUNBUFFERED="1"),
            preexec_fn=preexec,
        )
        assert self.process.stdout is not None
        found = re.search(r"http://127\.0\.0\.1:(\d+)/", self.process.stdout.readline())
        assert found is not None
        self.port = int(found.group(1))

    def limit(self) -> int:
        with open(f"/proc/{self.process.pid}/limits", encoding="ascii") as limits:
            line = next(row for row in limits if row.startswith("Max open files"))
        return int(line.split()[3])

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(10)


@pytest.fixture
def tournament_file(db: Database, db_path: Path) -> Iterator[tuple[Path, int]]:
    tid = _tournament(db)
    db.close()
    yield db_path, tid


def _run(coroutine: object) -> object:
    return asyncio.run(coroutine)  # type: ignore[arg-type]


async def _room(port: int, phones: int, tid: int, first: int = 0) -> tuple[list[wire.Stream], list[int]]:
    """``phones`` phones from addresses of their own, each holding its event stream, then each loading a page."""
    streams = await asyncio.gather(
        *(wire.open_stream("127.0.0.1", port, wire.phone_address(first + n)) for n in range(phones))
    )
    pages = await asyncio.gather(
        *(
            wire.get("127.0.0.1", port, f"/t/{tid}/posti", wire.phone_address(first + n))
            for n in range(phones)
        )
    )
    return list(streams), [page.status for page in pages]


def test_at_a_soft_limit_of_256_a_room_of_300_phones_is_served(tournament_file: tuple[Path, int]) -> None:
    """macOS gives an application started from the Finder 256 descriptors: serve raises its soft limit to the
    hard one, so 300 phones hold their streams, load their pages, and the next phone gets its stream."""
    path, tid = tournament_file
    server = Serve(path, _limited(256))
    try:
        assert server.limit() == resource.getrlimit(resource.RLIMIT_NOFILE)[1]

        async def evening() -> None:
            streams, pages = await _room(server.port, 300, tid)
            try:
                assert [s.status for s in streams] == [200] * 300
                assert pages == [200] * 300
                late = await wire.open_stream("127.0.0.1", server.port, wire.phone_address(300))
                assert late.status == 200
                late.close()
            finally:
                for stream in streams:
                    stream.close()

        _run(evening())
    finally:
        server.stop()


def test_with_only_256_descriptors_the_server_refuses_quickly_and_pages_still_load(
    tournament_file: tuple[Path, int],
) -> None:
    """Where even the hard limit is 256 the server cannot hold 300 streams: it holds what its size allows,
    refuses the rest at once with 503 (never a hang), and every phone's page still loads."""
    path, tid = tournament_file
    server = Serve(path, _limited(256, 256))
    size = cap.Capacity.for_descriptors(256)
    try:

        async def evening() -> None:
            # A burst of 300 at once meets the limit on connections first (a connection being answered counts
            # too); refused pages try again, as EventSource does after its second, until the room is as full as
            # the server's size allows.
            streams: dict[int, wire.Stream] = {}
            for _attempt in range(6):
                started = time.monotonic()
                waiting = [n for n in range(300) if n not in streams]
                tried = await asyncio.gather(
                    *(
                        wire.open_stream("127.0.0.1", server.port, wire.phone_address(n), timeout=5)
                        for n in waiting
                    )
                )
                assert time.monotonic() - started < 10  # answered at once, never left hanging
                assert {s.status for s in tried} <= {200, 503, wire.RESET}  # refused at once, either way
                streams.update((n, s) for n, s in zip(waiting, tried, strict=True) if s.status == 200)
                if len(streams) >= size.streams:
                    break
            assert len(streams) == size.streams
            try:
                for batch in range(0, 300, 20):
                    pages = await asyncio.gather(
                        *(
                            wire.get("127.0.0.1", server.port, f"/t/{tid}", wire.phone_address(n), timeout=10)
                            for n in range(batch, batch + 20)
                        )
                    )
                    assert [p.status for p in pages] == [200] * 20
            finally:
                for stream in streams.values():
                    stream.close()

        _run(evening())
    finally:
        server.stop()


def test_a_phone_refused_within_the_reserve_reads_its_503_whole(tournament_file: tuple[Path, int]) -> None:
    """A refusal closed at once, before the phone's request had arrived, was answered with a reset when the
    request came, and the phone lost the 503 it had been sent. Within half the process's reserve of descriptors
    the refusal lingers until the request is read: every refused phone reads its answer, one after the other."""
    path, _tid = tournament_file
    server = Serve(path, _limited(256, 256))
    size = cap.Capacity.for_descriptors(256)
    try:

        async def full_room() -> list[int]:
            held = [
                await wire.connect("127.0.0.1", server.port, wire.phone_address(n))
                for n in range(size.connections)
            ]
            try:
                refused = [
                    await wire.open_stream(
                        "127.0.0.1", server.port, wire.phone_address(1000 + n), first=False
                    )
                    for n in range(30)
                ]
                return [stream.status for stream in refused]
            finally:
                for _reader, writer in held:
                    writer.close()

        assert _run(full_room()) == [503] * 30
    finally:
        server.stop()


def test_a_burst_beyond_the_connections_refuses_only_the_surplus(tournament_file: tuple[Path, int]) -> None:
    """Found from outside: uvicorn's own limit counted a burst of connections whole and answered every one of
    them 503 (150 phones opening their streams together at 256 descriptors: 150 refusals). The room's protocol
    admits up to its size and refuses the connections beyond, as they arrive."""
    path, _tid = tournament_file
    server = Serve(path, _limited(256, 256))
    size = cap.Capacity.for_descriptors(256)
    try:

        async def burst() -> list[int]:
            tried = await asyncio.gather(
                *(
                    wire.open_stream("127.0.0.1", server.port, wire.phone_address(n), timeout=10, first=False)
                    for n in range(150)
                ),
                return_exceptions=True,
            )
            statuses = [t.status if isinstance(t, wire.Stream) else 0 for t in tried]
            for t in tried:
                if isinstance(t, wire.Stream):
                    t.close()
            return statuses

        statuses = _run(burst())
        assert statuses.count(200) >= size.streams // 2, statuses  # served, not all refused
        # The surplus is refused: a 503, or (closed as it arrived, before its request was read) a reset.
        assert statuses.count(200) <= size.streams and set(statuses) <= {0, 200, 503}
    finally:
        server.stop()


def test_one_address_holding_1100_streams_leaves_every_other_address_served(
    tournament_file: tuple[Path, int],
) -> None:
    path, tid = tournament_file
    server = Serve(path)
    try:

        async def flood() -> None:
            hostile = "127.0.9.9"

            async def one() -> wire.Stream | None:
                try:
                    return await wire.open_stream("127.0.0.1", server.port, hostile, timeout=10, first=False)
                except (ConnectionError, OSError, asyncio.IncompleteReadError):
                    return None  # cut off at the door: this address has all its connections

            held = await asyncio.gather(*(one() for _ in range(1100)))
            taken = [s for s in held if s is not None and s.status == 200]
            assert len(taken) == cap.STREAMS_PER_ADDRESS
            try:
                streams, pages = await _room(server.port, 100, tid)
                assert [s.status for s in streams] == [200] * 100 and pages == [200] * 100
                for stream in streams:
                    stream.close()
            finally:
                for stream in held:
                    if stream is not None:
                        stream.close()

        _run(flood())
    finally:
        server.stop()


def test_a_device_dribbling_headers_is_cut_off(db: Database, monkeypatch: pytest.MonkeyPatch) -> None:
    """uvicorn waits for a request's headers for ever: a device sending a byte now and then could hold every
    connection. The room's protocol closes a connection whose request is not whole within REQUEST_SECONDS: the
    headers, and (found from outside) a body that never comes."""
    monkeypatch.setattr(cap, "REQUEST_SECONDS", 0.5)
    server = LiveServer(Desk(db, actor="web"), "127.0.0.1", 0)
    server.start()
    try:
        port = int(server.address.rsplit(":", 1)[1].rstrip("/"))

        async def dribble() -> bytes:
            reader, writer = await wire.connect("127.0.0.1", port)
            writer.write(b"GET / HTTP/1.1\r\nHost: x\r\n")
            await writer.drain()
            await asyncio.sleep(0.3)
            writer.write(b"X-A: 1\r\n")
            try:
                return await asyncio.wait_for(reader.read(), 5)
            finally:
                writer.close()

        async def no_body() -> bytes:
            reader, writer = await wire.connect("127.0.0.1", port)
            writer.write(
                b"POST /accoglienza HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\n"
                b"Content-Length: 2000\r\n\r\ncodice="
            )
            await writer.drain()
            try:
                return await asyncio.wait_for(reader.read(), 5)
            finally:
                writer.close()

        started = time.monotonic()
        assert _run(dribble()) == b""  # closed without an answer
        assert _run(no_body()) == b""
        assert time.monotonic() - started < 6
        assert _run(wire.get("127.0.0.1", port, "/")).status == 200  # whole requests are served as before
    finally:
        server.stop()


def test_the_desk_s_server_stays_up_after_5000_malformed_requests(
    db: Database, db_path: Path, tmp_path: Path
) -> None:
    """Each malformed request makes the server log a warning: the desk used to leave that output in a pipe it
    never read, and some 2,100 of them filled it and froze the server for good. Now it is drained to a file of
    bounded size."""
    _tournament(db)
    log = tmp_path / "log" / "pagine.log"
    log.parent.mkdir()
    server = ServerProcess(db_path, "127.0.0.1", 0, log=log)
    try:
        port = server.port

        async def garbage() -> None:
            async def one(n: int) -> None:
                try:
                    reader, writer = await wire.connect("127.0.0.1", port, wire.phone_address(n % 200))
                    writer.write(b"\x16\x03\x01 not http at all\r\n\r\n")
                    await writer.drain()
                    await asyncio.wait_for(reader.read(), 10)
                    writer.close()
                except (OSError, TimeoutError, ConnectionError):
                    pass

            for batch in range(0, 5000, 250):
                await asyncio.gather(*(one(n) for n in range(batch, batch + 250)))

        _run(garbage())
        assert server.answering(5)
        assert _run(wire.get("127.0.0.1", port, "/")).status == 200
        assert "Invalid HTTP request" in log.read_text(encoding="utf-8")
        assert log.stat().st_size < 2_000_000
    finally:
        server.stop()
