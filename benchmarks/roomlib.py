"""The room as it really runs, for benchmarks/room.py (its figures) and benchmarks/siege.py (its faults): a
tournament with the tables' score sheets on, the live server beside the desk in a process of its own, phones
that each have an address of their own and react to every event as ``static/pages.js`` does, tables whose two
lines post what the page posts (deal by deal, then the confirm button with the figures it showed), and the
checks that compare what the file holds with what was sent.

Run from the repository's top folder (or anywhere: the folder is put on the path). The phones live in a second
process (``python benchmarks/roomlib.py --room ...``) so that the desk's process only polls and reads, as the
desk does.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import re
import resource
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.support import wire  # noqa: E402  (the repository's top folder, put on the path above)

DEALS = 4
VERSION = re.compile(rb'data-version="(\d+)"')
CSRF = re.compile(rb'name="csrf" value="([^"]+)"')
HIDDEN = re.compile(rb'<input type="hidden" name="([^"]+)" value="([^"]*)">')
FLOOR = "/static/style.css"
TABLE_PHONES = 1000  # the tables' phones take the addresses after the live pages' phones


def percentile(values: list[float], share: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def median(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


def raise_own_limit() -> int:
    _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    with contextlib.suppress(ValueError, OSError):
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    return resource.getrlimit(resource.RLIMIT_NOFILE)[0]


# -- the tournament and the server (the desk's process) --------------------------------------------------------


@dataclass
class Room:
    path: Path
    tid: int
    number: int
    codes: list[tuple[int, str, str]]  # (table, NS code, EW code)


def build(folder: Path, tables: int, seed: int = 1, rounds: int = 3) -> Room:
    """A ``2 * tables``-pair tournament of ``rounds`` rounds, two Danish rounds played, round 3 published, the
    sheets from the tables on (deal by deal: the ruleset's paper sheet)."""
    from fibur_director.db.database import open_database
    from fibur_director.domain.tournament_file import dumps
    from fibur_director.games.burraco.simulation import simulate
    from fibur_director.services import rounds as round_services
    from fibur_director.services import table_entry as tab
    from fibur_director.services.actions import Desk
    from fibur_director.services.exchange import import_text

    document = json.loads(dumps(simulate(entries=2 * tables, rounds=2, plan="danish:2", seed=seed)))
    document["tournament"]["planned_rounds"] = rounds
    document["tournament"]["sessions"] = [list(range(1, rounds + 1))]
    path = folder / "room.sqlite3"
    with open_database(path) as database:
        desk = Desk(database, "banco")
        tid = import_text(desk, json.dumps(document))
        number = round_services.propose_round(desk, tid, seed=3)
        round_services.publish_round(desk, tid, number)
        tab.set_table_entry(desk, tid, True)
        codes = [(c.table, c.ns, c.ew) for c in tab.round_codes(desk, tid)]
    return Room(path, tid, number, codes)


def soft_limit(limit: int | None) -> Any:
    """A preexec function giving the server process ``limit`` descriptors as its soft limit (the hard one kept,
    as a session's or macOS's Finder's), or None."""
    if limit is None:
        return None

    def apply() -> None:
        _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(limit, hard), hard))

    return apply


class Serve:
    """``fibur-director-cli serve`` on the file, as "Pubblica in sala" starts it (or by hand), restartable on the
    same port."""

    def __init__(self, path: Path, port: int = 0, limit: int | None = None) -> None:
        self.path, self.limit = path, limit
        self.starts = 0
        self._start(port)

    def _start(self, port: int) -> None:
        self.process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "fibur_director.cli",
                "serve",
                "--database",
                str(self.path),
                "--port",
                str(port),
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            preexec_fn=soft_limit(self.limit),
        )
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        found = re.search(r"http://([\d.]+):(\d+)/", line)
        if found is None:
            self.process.kill()
            raise RuntimeError(f"serve did not start: {line!r}")
        self.host, self.port = found.group(1), int(found.group(2))
        self.starts += 1

    def kill_and_restart(self) -> None:
        self.process.kill()
        self.process.wait(10)
        deadline = time.monotonic() + 15
        while True:
            try:
                self._start(self.port)
                return
            except RuntimeError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.2)

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(10)


# -- the phones (the room's process) ---------------------------------------------------------------------------


@dataclass
class Tally:
    pages: list[float] = field(default_factory=list)  # a live page's load, seconds
    floor: list[float] = field(default_factory=list)  # the static file's, in the same moments
    failed: list[str] = field(default_factory=list)  # what a page or a post answered instead of its 200/303
    events: int = 0
    refused_streams: int = 0
    posts: list[dict[str, Any]] = field(default_factory=list)


async def _timed_get(host: str, port: int, path: str, source: str, tally: Tally) -> wire.Answer | None:
    start = time.perf_counter()
    try:
        answer = await wire.get(host, port, path, source, timeout=30)
    except (OSError, TimeoutError, ConnectionError, asyncio.IncompleteReadError) as error:
        tally.failed.append(f"GET {path}: {type(error).__name__}")
        return None
    if answer.status != 200:
        tally.failed.append(f"GET {path}: {answer.status}")
        return None
    (tally.floor if path == FLOOR else tally.pages).append(time.perf_counter() - start)
    return answer


async def live_phone(
    host_port: list[Any], number: int, path: str, until: float, tally: Tally, floor_share: int = 10
) -> None:
    """One phone with a live page open: it loads the page, holds its event stream and, at every event whose
    counter is not its page's, loads the page again (``pages.js``); every ``floor_share``-th phone also loads
    the static file at the same moment, the floor. A stream refused or cut is opened again after a second, as
    EventSource does. ``host_port`` is read at each use: the siege restarts the server on the same port."""
    source = wire.phone_address(number)
    version = b""
    while time.time() < until:
        host, port = host_port
        page = await _timed_get(host, port, path, source, tally)
        if page is not None:
            found = VERSION.search(page.body)
            version = found.group(1) if found else b""
        try:
            stream = await wire.open_stream(host, port, source, timeout=10, first=False)
        except (OSError, TimeoutError, ConnectionError, asyncio.IncompleteReadError):
            await asyncio.sleep(1)
            continue
        if stream.status != 200:
            tally.refused_streams += 1
            await asyncio.sleep(1)
            continue
        try:
            while time.time() < until:
                event = await stream.next_event(timeout=max(0.1, until - time.time()))
                tally.events += 1
                data = json.loads(event.split("data: ", 1)[1])
                if str(data["version"]).encode() == version:
                    continue
                moments = [_timed_get(host, port, path, source, tally)]
                if number % floor_share == 0:
                    moments.append(_timed_get(host, port, FLOOR, source, tally))
                loaded = await asyncio.gather(*moments)
                if loaded[0] is not None:
                    found = VERSION.search(loaded[0].body)
                    version = found.group(1) if found else b""
        except (OSError, TimeoutError, ConnectionError, asyncio.IncompleteReadError, ValueError):
            await asyncio.sleep(1)  # the stream ended (a restart): open it again
        finally:
            stream.close()


def sheet_form(csrf: bytes, deals: list[tuple[int, int]]) -> dict[str, str]:
    """What the deal-by-deal form posts: the token and each deal's two figures (the totals are the desk's)."""
    form = {"csrf": csrf.decode()}
    for k, (ns, ew) in enumerate(deals, start=1):
        form[f"ns{k}"], form[f"ew{k}"] = str(ns), str(ew)
    return form


async def _post_page(
    host_port: list[Any], code: str, source: str, make_form: Any, tally: Tally, record: dict[str, Any]
) -> bool:
    """Load the code page, post the form made from it; retried (as a player would, reloading) while the server
    is down or restarting. True once the server answered the post with its 303."""
    for _attempt in range(30):
        host, port = host_port
        try:
            page = await wire.get(host, port, f"/t/{code}", source, timeout=30)
            if page.status != 200:
                tally.failed.append(f"GET /t/{code}: {page.status}")
                await asyncio.sleep(1)
                continue
            form = make_form(page.body)
            if form is None:
                record["outcome"] = "nothing to confirm"
                return False
            record["sent"] = time.time()
            answer = await wire.post_form(host, port, f"/t/{code}", form, source=source, timeout=30)
        except (OSError, TimeoutError, ConnectionError, asyncio.IncompleteReadError):
            await asyncio.sleep(1)
            continue
        record["answered"] = time.time()
        record["status"] = answer.status
        location = answer.headers.get("location", "")
        record["outcome"] = location.split("esito=", 1)[1] if "esito=" in location else answer.status
        if answer.status == 303:
            return True
        if answer.status in (500, 502, 503):
            tally.failed.append(f"POST /t/{code}: {answer.status}")
        return False
    record["outcome"] = "gave up"
    return False


async def table_lines(
    host_port: list[Any], table: int, ns: str, ew: str, start_within: float, tally: Tally, rng: random.Random
) -> None:
    """A table's two lines: NS sends its sheet deal by deal at a random moment, EW confirms 5-15 s later."""
    await asyncio.sleep(rng.uniform(0, start_within))
    deals = [(rng.randrange(0, 100) * 5, rng.randrange(0, 100) * 5) for _ in range(DEALS)]
    sending = {"table": table, "line": "ns", "deals": deals, "actor": f"tavolo {table} NS"}
    tally.posts.append(sending)
    source_ns = wire.phone_address(TABLE_PHONES + 2 * table)
    source_ew = wire.phone_address(TABLE_PHONES + 2 * table + 1)

    def sheet(body: bytes) -> dict[str, str] | None:
        found = CSRF.search(body)
        return sheet_form(found.group(1), deals) if found else None

    if not await _post_page(host_port, ns, source_ns, sheet, tally, sending):
        return
    await asyncio.sleep(rng.uniform(5, 15))
    confirming = {"table": table, "line": "ew", "deals": deals, "actor": f"tavolo {table} NS/EW"}
    tally.posts.append(confirming)

    def confirm(body: bytes) -> dict[str, str] | None:
        forms = [f for f in body.split(b"<form")[1:] if b'name="confirm"' in f]
        if not forms:
            return None
        return {k.decode(): v.decode() for k, v in HIDDEN.findall(forms[0].split(b"</form>")[0])}

    await _post_page(host_port, ew, source_ew, confirm, tally, confirming)


# -- what the file holds against what was sent (the desk's process) ---------------------------------------------


RESULT_LINE = re.compile(
    r"(?:Risultato|Correzione) del tavolo (\d+), turno (\d+): .*?(-?\d+)–(-?\d+)(?: \(|$)"
)


def check_sheets(path: Path, tid: int, number: int, posts: list[dict[str, Any]]) -> list[str]:
    """Every sheet acknowledged to a phone is in the file exactly as its line sent it: told "registrato", the
    result's totals and deals, the phones' rows agreeing on them, the journal's two lines; told "inviato", the
    line's row. And no result without two matching submissions or a desk action. The problems found, in words
    (none: an empty list)."""
    from fibur_director.db.database import open_reader
    from fibur_director.services import journal
    from fibur_director.services import table_entry as tab
    from fibur_director.services.actions import Desk
    from fibur_director.services.readmodel import cached_tournament

    problems: list[str] = []
    database = open_reader(path)
    try:
        desk = Desk(database, "verifica")
        played = cached_tournament(desk, tid).round(number)
        assert played is not None
        log = journal.audit_log(desk, tid, limit=1_000_000)
        lines = {(row.actor, row.summary.italian) for row in log}
        by_table: dict[
            int, str
        ] = {}  # table -> the actor of its latest result line (the log is newest first)
        for row in log:
            found = RESULT_LINE.match(row.summary.italian)
            if found and int(found.group(2)) == number:
                by_table.setdefault(int(found.group(1)), row.actor)
        states = tab.phone_states(desk, tid)
        confirmed = {p["table"]: p for p in posts if p["line"] == "ew" and p.get("outcome") == "registrato"}
        sent = {p["table"]: p for p in posts if p["line"] == "ns" and p.get("status") == 303}
        for table in played.tables:
            result, actor = table.result, by_table.get(table.number)
            state = states.get((number, table.number))
            if result is not None and actor is None:
                problems.append(f"table {table.number}: a result with no line in the journal")
            if result is not None and actor == f"tavolo {table.number} NS/EW":
                figures = (result.ns_points, result.ew_points, tuple(tuple(d) for d in (result.deals or ())))
                if state is None or state.phase != "agreed" or state.figures != figures:
                    problems.append(
                        f"table {table.number}: a result from the phones without two matching sheets"
                    )
            post = confirmed.get(table.number)
            if post is None:
                continue
            deals = tuple(tuple(d) for d in post["deals"])
            ns, ew = sum(d[0] for d in deals), sum(d[1] for d in deals)
            if result is None:
                problems.append(f"table {table.number}: told 'registrato' but no result in the file")
                continue
            if actor != f"tavolo {table.number} NS/EW":
                continue  # the desk typed over it afterwards (the siege's desk does): the desk wins
            if (result.ns_points, result.ew_points) != (ns, ew) or tuple(
                tuple(d) for d in (result.deals or ())
            ) != deals:
                problems.append(
                    f"table {table.number}: sent {ns}-{ew} {deals}, the file holds {result.ns_points}-"
                    f"{result.ew_points} {result.deals}"
                )
            expected = {
                (
                    f"tavolo {table.number} NS",
                    f"Tavolo {table.number}, turno {number}: NS ha inviato {ns}–{ew} dal telefono",
                ),
                (
                    f"tavolo {table.number} NS/EW",
                    f"Risultato del tavolo {table.number}, turno {number}: {ns}–{ew}",
                ),
            }
            if expected - lines:
                problems.append(f"table {table.number}: the journal lacks {sorted(expected - lines)}")
        for table_number, post in sent.items():
            state = states.get((number, table_number))
            deals = tuple(tuple(d) for d in post["deals"])
            if state is None or not any(v[3] == deals for v in state.versions):
                problems.append(
                    f"table {table_number}: NS was told 'inviato' but its sheet is not in the file"
                )
    finally:
        database.close()
    return problems


def integrity(path: Path) -> str:
    import sqlite3

    connection = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return str(connection.execute("PRAGMA integrity_check").fetchone()[0])
    finally:
        connection.close()
