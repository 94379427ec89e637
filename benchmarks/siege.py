"""The room under siege, for minutes (issue 39): everything a tournament evening throws at the live server at
once, with faults, then the invariants checked on the file.

    .venv/bin/python benchmarks/siege.py [--seconds 600] [--tables 40] [--phones 80] [--server serve|desk]
    make siege          # ten minutes, both servers in turn; `make test` runs a 30-second one (tests/test_siege.py)

Each round of the tournament (about 100 s; one round for a short run) the desk publishes the round and prints its
codes, then a second process plays the room while the desk's process looks after it:
- the tables: each table's NS line sends its sheet deal by deal from its own phone, the EW line confirms it from
  another (roomlib.table_lines: what the page posts, retried as a player would while the server is away);
- the live pages: phones with an address each, every one loading its page again at every event (pages.js);
- the door: a helper's phone paired with the desk's code, marking players present and paid;
- a hostile device: wrong codes (until it is throttled), a flood of event streams, malformed and oversized
  requests, headers dribbled byte by byte;
- beside the server, the command line run again and again on the same file (`tournament list`, `standings`):
  the processes that deleted the WAL under the server when it had dropped its locks;
- the server killed with SIGKILL at random moments and started again on the same port (`--server serve`: the
  `serve` process; `--server desk`: the desk holding the file, its `ServerProcess`, as "Pubblica in sala").
At the end of each round the desk types the tables the phones did not finish (a desk action, acknowledged) and
closes the round.

The invariants, checked at the end: every sheet acknowledged to a phone ("inviato", "registrato") and every
result the desk wrote is in the file as sent; no result without two matching submissions or a desk action; every
check-in mark acknowledged to the door is in the file; the journal has each one's line; integrity ok; no answer
500 to anyone, the hostile device included; the server answered again after every kill. Exit 0 when all hold.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import platform
import random
import re
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import roomlib  # noqa: E402  (benchmarks/ is not a package)
from roomlib import wire  # noqa: E402

ROUND_SECONDS = 100.0
HOSTILE = "127.0.200.66"
DOOR = "127.0.199.1"
PAGES = ("posti", "classifica", "risultati")


# -- the room's process ---------------------------------------------------------------------------------------


async def door_helper(
    host_port: list[Any],
    code: str | None,
    players: list[int],
    until: float,
    tally: roomlib.Tally,
    rng: random.Random,
) -> None:
    """A helper at the door: pairs with the desk's code, then marks players present and paid, one every second
    or two. An acknowledged mark (303) is recorded in ``tally.posts`` as ``door``."""
    if code is None:
        return
    cookies: dict[str, str] = {}

    async def ask(method: str, path: str, form: dict[str, str] | None = None) -> wire.Answer:
        host, port = host_port
        headers = {"Cookie": "; ".join(f"{k}={v}" for k, v in cookies.items())} if cookies else {}
        body = b""
        if form is not None:
            import urllib.parse

            body = urllib.parse.urlencode(form).encode("ascii")
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        answer = await wire.request(
            host, port, method, path, source=DOOR, body=body, headers=headers, timeout=30
        )
        for name, value in answer.headers.items():
            if name == "set-cookie":
                key, _, rest = value.partition("=")
                cookies[key.strip()] = rest.split(";")[0]
        return answer

    async def csrf(path: str) -> str:
        page = await ask("GET", path)
        found = roomlib.CSRF.search(page.body)
        return found.group(1).decode() if found else ""

    paired = False
    while not paired and time.time() < until:
        try:
            answer = await ask("POST", "/accoglienza", {"codice": code, "csrf": await csrf("/accoglienza")})
            paired = answer.status == 303
            if answer.status >= 500:
                tally.failed.append(f"door pairing: {answer.status}")
        except (OSError, TimeoutError, ConnectionError, asyncio.IncompleteReadError):
            await asyncio.sleep(1)
    order = list(players)
    rng.shuffle(order)
    for player in order:
        if time.time() >= until:
            return
        paid = rng.choice([0, 5, 10, 15])
        path = f"/accoglienza/giocatore/{player}"
        try:
            answer = await ask("POST", path, {"csrf": await csrf(path), "presente": "1", "pagato": str(paid)})
        except (OSError, TimeoutError, ConnectionError, asyncio.IncompleteReadError):
            await asyncio.sleep(1)
            continue
        if answer.status == 303:
            tally.posts.append({"line": "door", "player": player, "paid_cents": paid * 100})
        elif answer.status >= 500:
            tally.failed.append(f"door mark: {answer.status}")
        await asyncio.sleep(rng.uniform(1, 2))


async def hostile(host_port: list[Any], until: float, tally: roomlib.Tally, rng: random.Random) -> None:
    """One device doing at once what no page does: guessing codes, flooding event streams, sending garbage and
    oversized bodies, dribbling headers. Every answer must be a refusal, never a 500."""
    held: list[wire.Stream] = []
    seen: dict[str, int] = {}

    def note(status: int) -> None:
        seen[str(status)] = seen.get(str(status), 0) + 1
        if status >= 500 and status != 503:
            tally.failed.append(f"hostile: {status}")

    async def guess() -> None:
        host, port = host_port
        fake = "".join(rng.choice("ABCDEFGHJKMNPRSTUVWXYZ") for _ in range(6))
        note((await wire.get(host, port, f"/t/{fake}", HOSTILE)).status)

    async def flood() -> None:
        host, port = host_port
        stream = await wire.open_stream(host, port, HOSTILE, timeout=10, first=False)
        note(stream.status)
        if stream.status == 200:
            held.append(stream)
        if len(held) > 40:
            held.pop(0).close()

    async def garbage() -> None:
        host, port = host_port
        reader, writer = await wire.connect(host, port, HOSTILE)
        writer.write(bytes(rng.randrange(256) for _ in range(rng.randrange(10, 400))) + b"\r\n\r\n")
        await writer.drain()
        answer = await asyncio.wait_for(reader.read(200), 10)
        writer.close()
        if answer.startswith(b"HTTP/1.1 "):
            note(int(answer.split()[1]))

    async def oversized() -> None:
        host, port = host_port
        path = rng.choice(["/t/ABCDEF", "/accoglienza", "/t/1/posti"])
        kind = rng.choice(["text/plain", "application/json", "application/x-www-form-urlencoded"])
        body = b"x" * rng.choice([100, 5_000, 50_000])
        note(
            (
                await wire.request(
                    host, port, "POST", path, source=HOSTILE, body=body, headers={"Content-Type": kind}
                )
            ).status
        )

    async def dribble() -> None:
        host, port = host_port
        reader, writer = await wire.connect(host, port, HOSTILE)
        for byte in b"GET / HTTP/1.1\r\nHost: x\r\nX-Slow: 1\r\n":
            writer.write(bytes([byte]))
            await writer.drain()
            await asyncio.sleep(0.5)
            if reader.at_eof():
                break
        writer.close()

    async def keep(attack: Any, pause: float) -> None:
        while time.time() < until:
            # Cut off, timed out, an answer that is not HTTP: what the server should do to it.
            with contextlib.suppress(
                OSError, TimeoutError, ConnectionError, asyncio.IncompleteReadError, ValueError
            ):
                await attack()
            await asyncio.sleep(rng.uniform(0, pause))

    await asyncio.gather(
        keep(guess, 0.2), keep(flood, 0.5), keep(garbage, 0.1), keep(oversized, 0.2), keep(dribble, 1.0)
    )
    for stream in held:
        stream.close()
    tally.posts.append({"line": "hostile", "answers": seen})


async def play(address: str, plan: dict[str, Any], out: Path) -> None:
    host, port = address.split(":")
    host_port: list[Any] = [host, int(port)]
    tally = roomlib.Tally()
    rng = random.Random(plan["seed"])
    until = time.time() + plan["seconds"]
    tid = plan["tid"]
    tasks = [
        asyncio.create_task(roomlib.live_phone(host_port, n, f"/t/{tid}/{PAGES[n % 3]}", until, tally))
        for n in range(plan["phones"])
    ]
    window = max(1.0, plan["seconds"] * 0.6)
    tasks += [
        asyncio.create_task(roomlib.table_lines(host_port, t, a, b, window, tally, rng))
        for t, a, b in plan["codes"]
    ]
    tasks.append(
        asyncio.create_task(door_helper(host_port, plan["door_code"], plan["players"], until, tally, rng))
    )
    tasks.append(asyncio.create_task(hostile(host_port, until, tally, rng)))
    await asyncio.gather(*tasks, return_exceptions=True)
    out.write_text(json.dumps(tally.__dict__))


def play_main(address: str, plan_file: str, out: str) -> None:
    roomlib.raise_own_limit()
    asyncio.run(play(address, json.loads(Path(plan_file).read_text()), Path(out)))


# -- the desk's process -----------------------------------------------------------------------------------------


class DeskServer:
    """``--server desk``: the desk holding the file and its own server process, as "Pubblica in sala"."""

    def __init__(self, path: Path) -> None:
        from fibur_director.db.database import open_database
        from fibur_director.web.server import ServerProcess

        self.database = open_database(path)
        self.server = ServerProcess(path, "127.0.0.1", 0, log=path.parent / "pagine.log")
        self.host, self.port, self.starts = "127.0.0.1", self.server.port, 1

    def kill_and_restart(self) -> None:
        self.server._process.send_signal(signal.SIGKILL)
        self.server.restart()
        self.starts += 1

    def stop(self) -> None:
        self.server.stop()
        self.database.close()


@contextlib.contextmanager
def acting(path: Path, held: Any) -> Any:
    """The desk's handle for one of its actions: the file it holds (``--server desk``), or the file opened for
    the action and closed after, as a command line does beside ``serve``."""
    from fibur_director.db.database import open_database
    from fibur_director.services.actions import Desk

    if held is not None:
        yield Desk(held, "banco")
        return
    database = open_database(path, wait_s=30)
    try:
        yield Desk(database, "banco")
    finally:
        database.close()


def beside(path: Path, tid: int, until: float, counts: dict[str, int]) -> None:
    """The command line run beside the server until ``until``: what a second referee's terminal does."""
    out = path.parent / "export-beside.json"
    commands = [
        ["tournament", "list"],
        ["tournament", "export", str(tid), "--out", str(out)],
        ["database", str(path)],
    ]
    rng = random.Random(3)
    while time.time() < until:
        command = rng.choice(commands)
        where = [] if command[0] == "database" else ["--database", str(path)]
        done = subprocess.run(
            [sys.executable, "-m", "fibur_director.cli", *command, *where],
            capture_output=True,
            text=True,
            timeout=120,
        )
        key = f"{' '.join(command[:2]) if command[0] != 'database' else 'database'} -> {done.returncode}"
        counts[key] = counts.get(key, 0) + 1
        time.sleep(rng.uniform(0.5, 2))


def siege(seconds: float, tables: int, phones: int, server_kind: str, seed: int) -> bool:
    import threading

    from fibur_director.services import checkin, results, rounds
    from fibur_director.services import table_entry as tab
    from fibur_director.services.readmodel import cached_tournament

    rounds_to_play = max(1, round(seconds / ROUND_SECONDS))
    round_seconds = seconds / rounds_to_play
    rng = random.Random(seed)
    problems: list[str] = []
    counts: dict[str, int] = {}
    failed: list[str] = []
    hostile_answers: dict[str, int] = {}
    door_marks: dict[int, int] = {}
    typed: list[tuple[int, int, int, int]] = []
    kills = 0
    recorded = acknowledged = 0
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        room = roomlib.build(folder, tables, rounds=2 + rounds_to_play)
        server: Any = roomlib.Serve(room.path) if server_kind == "serve" else DeskServer(room.path)
        held = getattr(server, "database", None)
        number = room.number
        codes = room.codes
        try:
            for played in range(rounds_to_play):
                with acting(room.path, held) as desk:
                    _n, door_code = checkin.show_code(desk, room.tid)
                    players = [a.player_id for a in checkin.door(desk, room.tid).arrivals]
                plan = {
                    "tid": room.tid,
                    "seconds": round_seconds,
                    "phones": phones,
                    "codes": codes,
                    "door_code": door_code,
                    "players": players,
                    "seed": seed + played,
                }
                plan_file, out = folder / f"plan-{number}.json", folder / f"room-{number}.json"
                plan_file.write_text(json.dumps(plan))
                until = time.time() + round_seconds
                room_process = subprocess.Popen(
                    [
                        sys.executable,
                        __file__,
                        "--play",
                        f"{server.host}:{server.port}",
                        str(plan_file),
                        str(out),
                    ]
                )
                command_line = threading.Thread(target=beside, args=(room.path, room.tid, until - 5, counts))
                command_line.start()
                # SIGKILL the server once or twice a round, at random moments, and start it again on its port.
                moments = sorted(rng.uniform(5, round_seconds - 10) for _ in range(rng.choice([1, 2])))
                started = time.time()
                for moment in moments:
                    time.sleep(max(0.0, started + moment - time.time()))
                    server.kill_and_restart()
                    kills += 1
                room_process.wait()
                command_line.join()
                data = json.loads(out.read_text())
                failed += data["failed"]
                for post in data["posts"]:
                    if post["line"] == "hostile":
                        for status, count in post["answers"].items():
                            hostile_answers[status] = hostile_answers.get(status, 0) + count
                    elif post["line"] == "door":
                        door_marks[post["player"]] = post["paid_cents"]
                sheets = [p for p in data["posts"] if p["line"] in ("ns", "ew")]
                acknowledged += sum(1 for p in sheets if p.get("status") == 303)
                recorded += sum(1 for p in sheets if p.get("outcome") == "registrato")
                problems += [
                    f"round {number}: {p}" for p in roomlib.check_sheets(room.path, room.tid, number, sheets)
                ]
                # The desk types what the phones did not finish, then closes the round and publishes the next.
                with acting(room.path, held) as desk:
                    now = cached_tournament(desk, room.tid).round(number)
                    assert now is not None
                    for table in now.tables:
                        if table.result is None:
                            ns, ew = rng.randrange(0, 400) * 5, rng.randrange(0, 400) * 5
                            results.enter_result(desk, room.tid, number, table.number, ns, ew)
                            typed.append((number, table.number, ns, ew))
                    rounds.close_round(desk, room.tid, number)
                    if played + 1 < rounds_to_play:
                        number = rounds.propose_round(desk, room.tid, seed=seed + played)
                        rounds.publish_round(desk, room.tid, number)
                        codes = [(c.table, c.ns, c.ew) for c in tab.round_codes(desk, room.tid)]
        finally:
            server.stop()
        problems += _check_desk_and_door(room.path, room.tid, typed, door_marks)
        verdict = roomlib.integrity(room.path)

    bad = sorted({f for f in failed if any(code in f for code in (": 500", "hostile"))})
    print(
        f"-- siege, {server_kind}: {seconds:.0f} s, {rounds_to_play} round(s), {tables} tables, {phones} phones, "
        f"{kills} kills of the server"
    )
    print(
        f"sheets acknowledged to phones: {acknowledged} posts, {recorded} recorded; typed at the desk: {len(typed)}"
    )
    print(f"check-in marks acknowledged: {len(door_marks)}; command lines beside: {counts}")
    print(f"hostile device's answers: {dict(sorted(hostile_answers.items()))}")
    reasons: dict[str, int] = {}
    for failure in failed:
        reason = re.sub(r"/t/[A-Z]{6}|/t/\d+/\w+|giocatore/\d+", "…", failure)
        reasons[reason] = reasons.get(reason, 0) + 1
    print(
        f"loads or posts that failed (tried again, as a phone does): {len(failed)} {reasons}; 500s: {len(bad)}"
    )
    print(f"integrity: {verdict}; problems: {len(problems)}")
    for problem in (problems + bad)[:30]:
        print(f"   {problem}")
    held_ok = not problems and not bad and verdict == "ok" and recorded > 0
    print("invariants: " + ("all hold" if held_ok else "BROKEN"))
    return held_ok


def _check_desk_and_door(
    path: Path, tid: int, typed: list[tuple[int, int, int, int]], marks: dict[int, int]
) -> list[str]:
    from fibur_director.db.database import open_reader
    from fibur_director.services import checkin
    from fibur_director.services.actions import Desk
    from fibur_director.services.readmodel import cached_tournament

    problems = []
    database = open_reader(path)
    try:
        desk = Desk(database, "verifica")
        tournament = cached_tournament(desk, tid)
        for number, table, ns, ew in typed:
            played = tournament.round(number)
            found = played.table(table) if played else None
            if (
                found is None
                or found.result is None
                or (found.result.ns_points, found.result.ew_points) != (ns, ew)
            ):
                problems.append(f"round {number}, table {table}: the desk typed {ns}-{ew}, the file differs")
        arrivals = {a.player_id: a for a in checkin.door(desk, tid).arrivals}
        for player, paid in marks.items():
            arrival = arrivals.get(player)
            if arrival is None or not arrival.present or arrival.paid_cents != paid:
                problems.append(
                    f"player {player}: marked present with {paid} cents at the door, the file differs"
                )
    finally:
        database.close()
    return problems


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--play":
        play_main(sys.argv[2], sys.argv[3], sys.argv[4])
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--seconds", type=float, default=600)
    parser.add_argument("--tables", type=int, default=40)
    parser.add_argument("--phones", type=int, default=80)
    parser.add_argument("--server", choices=("serve", "desk", "both"), default="both")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"machine: {platform.machine()}, {platform.python_implementation()} {platform.python_version()}")
    kinds = ("serve", "desk") if args.server == "both" else (args.server,)
    share = args.seconds / len(kinds)
    held = [siege(share, args.tables, args.phones, kind, args.seed) for kind in kinds]
    sys.exit(0 if all(held) else 1)


if __name__ == "__main__":
    main()
