"""Score sheets from the tables under a full room (issue 26): 150 tables (300 pairs, 600 players) each send a
sheet from one line's phone and confirm it from the other's within two minutes, while 300 phones hold the live
pages, through `fibur-director-cli serve` on the desk's file, as "Pubblica in sala" runs it.

    .venv/bin/python benchmarks/room.py [--tables 150] [--phones 300] [--seconds 120]

The desk's process holds the tournament (round 3 of a 300-pair Danish, published) and polls the file every
half second as the desk does while it publishes (``live_panel.PUBLISHING_POLL_MS``); at each change it reads the table board
with the phones' states (what the Risultati page's board shows) and the standings. A second process plays the
room: the live pages' phones as in benchmarks/live.py, and per table an NS phone that loads its code page and
posts the totals at a random moment in the first 100 s, and an EW phone that loads its page 5-15 s later and
confirms.

Printed: per post, the time from sending it to the desk's poll seeing its audit row (submission -> desk board),
median / p95 / worst, and its two parts: the post's own answer (the write, p50/p95) and the wait for the poll;
the live pages' load p50/p95 and the floor (a static file) in the same run; the desk's board + standings read
after a change, median / p95.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import platform
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from live import _phone, percentile  # noqa: E402  (benchmarks/ is not a package)

# How often the desk reads the file while it publishes (live_panel: PUBLISHING_POLL_MS).
POLL = 0.5
CSRF = re.compile(rb'name="csrf" value="([0-9a-f]+)"')


async def _request(host: str, port: int, raw: bytes) -> bytes:
    reader, writer = await asyncio.open_connection(host, port)
    writer.write(raw)
    await writer.drain()
    data = await reader.read()
    writer.close()
    return data


async def _page(host: str, port: int, code: str) -> bytes:
    answer = await _request(
        host, port, f"GET /t/{code} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n".encode()
    )
    found = CSRF.search(answer)
    if found is None:
        raise RuntimeError(answer[:120])
    return found.group(1)


async def _post(host: str, port: int, code: str, body: str) -> tuple[float, float, bytes]:
    sent = time.time()
    raw = (
        f"POST /t/{code} HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/x-www-form-urlencoded\r\n"
        f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n{body}"
    ).encode()
    answer = await _request(host, port, raw)
    return sent, time.time(), answer[:12]


async def _table(
    host: str, port: int, number: int, ns: str, ew: str, window: float, posts: list[dict[str, object]]
) -> None:
    await asyncio.sleep(random.uniform(0, window))
    points = (random.randrange(100, 400) * 5, random.randrange(100, 400) * 5)
    token = (await _page(host, port, ns)).decode()
    sent, answered, status = await _post(host, port, ns, f"ns={points[0]}&ew={points[1]}&csrf={token}")
    posts.append(
        {"actor": f"tavolo {number} NS", "sent": sent, "answered": answered, "status": status.decode()}
    )
    await asyncio.sleep(random.uniform(5, 15))
    token = (await _page(host, port, ew)).decode()
    sent, answered, status = await _post(host, port, ew, f"confirm=1&csrf={token}")
    posts.append(
        {"actor": f"tavolo {number} NS/EW", "sent": sent, "answered": answered, "status": status.decode()}
    )


async def _room(
    host: str, port: int, codes: list[list[object]], phones: int, seconds: float, out: Path
) -> None:
    until = time.time() + seconds
    events: list[list[tuple[int, float]]] = [[] for _ in range(phones)]
    loads: dict[str, list[float]] = {"page": [], "floor": [], "failed": []}
    posts: list[dict[str, object]] = []
    tasks = [asyncio.create_task(_phone(host, port, until, events[i], loads)) for i in range(phones)]
    window = max(1.0, seconds - 20)
    tasks += [
        asyncio.create_task(_table(host, port, int(n), str(a), str(b), window, posts))
        for n, a, b in codes  # type: ignore[misc]
    ]
    await asyncio.gather(*tasks, return_exceptions=True)
    out.write_text(json.dumps({"loads": loads, "posts": posts}))


def room_main(address: str, codes_file: str, phones: int, seconds: float, out: str) -> None:
    host, port = address.split(":")
    codes = json.loads(Path(codes_file).read_text())
    asyncio.run(_room(host, int(port), codes, phones, seconds, Path(out)))


def desk_main(tables: int, phones: int, seconds: float) -> None:
    from fibur_director.db.database import open_database
    from fibur_director.domain.tournament_file import dumps
    from fibur_director.games.burraco.simulation import simulate
    from fibur_director.services import journal, rounds
    from fibur_director.services import table_entry as tab
    from fibur_director.services.actions import Desk
    from fibur_director.services.exchange import import_text
    from fibur_director.services.readmodel import live_standings

    print(f"machine: {platform.machine()}, {platform.python_implementation()} {platform.python_version()}")
    document = json.loads(dumps(simulate(entries=2 * tables, rounds=2, plan="danish:2", seed=1)))
    document["tournament"]["planned_rounds"] = 3
    document["tournament"]["sessions"] = [[1, 2, 3]]
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "room.sqlite3"
        database = open_database(path)
        desk = Desk(database, "banco")
        tid = import_text(desk, json.dumps(document))
        rounds.publish_round(desk, tid, rounds.propose_round(desk, tid, seed=3))
        tab.set_table_entry(desk, tid, True)
        codes = [[c.table, c.ns, c.ew] for c in tab.round_codes(desk, tid)]
        codes_file = Path(folder) / "codes.json"
        codes_file.write_text(json.dumps(codes))
        served = subprocess.Popen(
            [sys.executable, "-m", "fibur_director.cli", "serve", "--database", str(path), "--port", "0"],
            stdout=subprocess.PIPE,
            text=True,
        )
        assert served.stdout is not None
        address = served.stdout.readline().split("http://", 1)[1].split("/", 1)[0]
        out = Path(folder) / "room.json"
        room = subprocess.Popen(
            [
                sys.executable,
                __file__,
                "--room-process",
                address,
                str(codes_file),
                str(phones),
                str(seconds),
                str(out),
            ]
        )
        seen: dict[str, float] = {}
        reads: list[float] = []
        version = desk.version()
        while room.poll() is None:
            time.sleep(POLL)
            now, _touched = desk.poll(version)
            if now == version:
                continue
            arrived = time.time()
            with desk.read() as session:
                from sqlalchemy import select

                from fibur_director.db.models import AuditEntry

                for actor, _id in session.execute(
                    select(AuditEntry.actor, AuditEntry.id).where(AuditEntry.id > (version or 0))
                ):
                    seen.setdefault(str(actor), arrived)
            version = now
            start = time.perf_counter()
            board = journal.table_board(desk, tid)
            tab.phone_states(desk, tid)
            live_standings(desk, tid)
            reads.append(time.perf_counter() - start)
            assert board
        served.terminate()
        served.wait()
        data = json.loads(out.read_text())
        recorded = sum(
            1
            for column in journal.table_board(desk, tid)
            if column.number == 3
            for s in column.states.values()
            if s == "entered"
        )
        database.close()

    ms = 1000
    posts = data["posts"]
    reach = [seen[str(p["actor"])] - float(p["sent"]) for p in posts if str(p["actor"]) in seen]
    answers = [float(p["answered"]) - float(p["sent"]) for p in posts]
    waits = [seen[str(p["actor"])] - float(p["answered"]) for p in posts if str(p["actor"]) in seen]
    pages, floor = data["loads"]["page"], data["loads"]["floor"]
    bad = [p for p in posts if not str(p["status"]).endswith("303")]
    print(
        f"{tables} tables, {phones} live-page phones, {seconds:.0f} s; {len(posts)} posts, {len(bad)} not 303"
    )
    print(f"tables recorded at the end: {recorded} of {tables}")
    print(
        f"submission -> desk board: median {statistics.median(reach) * ms:.0f} ms, p95 "
        f"{percentile(reach, 0.95) * ms:.0f} ms, worst {max(reach) * ms:.0f} ms ({len(reach)} of {len(posts)} seen)"
    )
    print(
        f"  the post's answer (the write): p50 {statistics.median(answers) * ms:.0f} ms, p95 "
        f"{percentile(answers, 0.95) * ms:.0f} ms; then the desk's poll: p50 {statistics.median(waits) * ms:.0f} "
        f"ms, p95 {percentile(waits, 0.95) * ms:.0f} ms"
    )
    for name, times in (("live page load", pages), ("floor, static file", floor)):
        print(
            f"{name}: p50 {statistics.median(times) * ms:.1f} ms, p95 {percentile(times, 0.95) * ms:.1f} ms "
            f"({len(times)} loads)"
        )
    print(f"failed live-page loads: {len(data['loads']['failed'])}")
    print(
        f"desk, board + phones' states + standings after a change ({2 * tables} pairs): median "
        f"{statistics.median(reads) * ms:.0f} ms, p95 {percentile(reads, 0.95) * ms:.0f} ms ({len(reads)} reads)"
    )


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--room-process":
        room_main(sys.argv[2], sys.argv[3], int(sys.argv[4]), float(sys.argv[5]), sys.argv[6])
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--tables", type=int, default=150)
    parser.add_argument("--phones", type=int, default=300)
    parser.add_argument("--seconds", type=float, default=120)
    args = parser.parse_args()
    desk_main(args.tables, args.phones, args.seconds)


if __name__ == "__main__":
    main()
