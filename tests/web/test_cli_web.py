"""``fibur-director-cli publish`` and ``serve`` (issue 16), beside a desk holding the file open."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import urllib.request
from pathlib import Path

import pytest

from fibur_director.services.readmodel import live_standings
from tests.support.cli import run
from tests.web.conftest import Room


def test_publish_writes_static_pages_that_link_to_each_other(
    capsys: pytest.CaptureFixture[str], room: Room, tmp_path: Path
) -> None:
    out = tmp_path / "sito"
    code, printed, err = run(
        capsys, "publish", str(room.tid), "--out", str(out), "--database", str(room.path)
    )
    assert (code, err) == (0, "")
    names = {p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file()}
    assert {
        "index.html",
        "posti.html",
        "posti-1.html",
        "posti-2.html",
        "classifica.html",
        "risultati-1.html",
    } <= names
    assert {"static/style.css", "static/pages.js", "iscritto-1.html", "iscritto-9.html"} <= names
    assert printed.strip() == f"{out}: {len(names)} files"
    assert not [n for n in names if n.startswith(".")]  # no temporary file left behind
    standings = (out / "classifica.html").read_text(encoding="utf-8")
    first = live_standings(room.desk, room.tid)[0]
    assert f'data-iscritto="{first.entry}"><td class="num">1</td>' in standings
    # Every link is a file of the folder: the pages work from any web site or from a USB stick.
    for page in out.glob("*.html"):
        for link in re.findall(r'(?:href|src|action)="([^"]*)"', page.read_text(encoding="utf-8")):
            assert link == "" or (out / link).is_file(), (page.name, link)
        assert "data-events" not in page.read_text(encoding="utf-8")
        assert "SECRET-CARD" not in page.read_text(encoding="utf-8")


def test_publish_refuses_an_unknown_tournament(
    capsys: pytest.CaptureFixture[str], room: Room, tmp_path: Path
) -> None:
    code, _out, err = run(capsys, "publish", "77", "--out", str(tmp_path / "x"), "--database", str(room.path))
    assert code == 2 and "77" in err
    assert not (tmp_path / "x").exists()


def test_serve_refuses_a_missing_database(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, _out, err = run(capsys, "serve", "--database", str(tmp_path / "no.sqlite3"), "--port", "0")
    assert code == 2 and "does not exist" in err


@pytest.mark.slow
def test_serve_runs_beside_the_desk_holding_the_file(room: Room) -> None:
    command = [
        sys.executable,
        "-m",
        "fibur_director.cli",
        "serve",
        "--database",
        str(room.path),
        "--port",
        "0",
    ]
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    server = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        assert server.stdout is not None
        line = server.stdout.readline()
        found = re.search(r"http://127\.0\.0\.1:\d+/", line)
        assert found, line + (server.stderr.read() if server.poll() is not None else "")
        with urllib.request.urlopen(found.group(0) + f"t/{room.tid}/classifica", timeout=10) as answer:
            page = answer.read().decode("utf-8")
        assert "Classifica" in page and "Rossi1" in page
    finally:
        server.terminate()
        server.wait(10)


def _gone(pid: int) -> bool:
    status = Path(f"/proc/{pid}/status")
    try:
        return "\nState:\tZ" in status.read_text()  # a zombie left for init to reap has ended
    except FileNotFoundError:
        return True


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="reads process states from /proc (Linux)")
def test_the_desk_s_server_process_serves_and_ends_with_the_desk(room: Room) -> None:
    """'Pubblica in sala' on a file runs the pages in a process of their own (web.server.ServerProcess); when
    the desk dies without stopping it, it ends too."""
    import socket
    import time

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    script = (
        "import sys, time\n"
        "from pathlib import Path\n"
        "from fibur_director.web.server import ServerProcess\n"
        f"server = ServerProcess(Path({str(room.path)!r}), '127.0.0.1', {port})\n"
        "print(server._process.pid, server.address, flush=True)\n"
        "time.sleep(120)\n"
    )
    desk = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    try:
        assert desk.stdout is not None
        pid_text, address = desk.stdout.readline().split()
        page = urllib.request.urlopen(f"{address}t/{room.tid}/classifica", timeout=10).read().decode()
        assert "Classifica" in page
        desk.kill()  # the desk ends without a word
        desk.wait(10)
        deadline = time.monotonic() + 15
        while not _gone(int(pid_text)) and time.monotonic() < deadline:
            time.sleep(0.2)
        assert _gone(int(pid_text))
    finally:
        if desk.poll() is None:
            desk.kill()


def test_a_server_beside_the_desk_shows_the_round_clock_the_desk_stored(room: Room) -> None:
    """The projector of a server in its own process counts down the clock the desk stores with the round."""
    from fibur_director.services import rounds
    from fibur_director.web.server import stored_clock

    clock = stored_clock(room.web)
    assert clock() is None  # the desk never started its clock
    rounds.save_clock(room.desk, room.tid, 42 * 60, 40 * 60, running=False)
    assert clock() == {"running": False, "left": 40 * 60, "total": 42 * 60}
    rounds.save_clock(room.desk, room.tid, 42 * 60, 40 * 60, running=True)
    state = clock()
    assert state is not None and state["running"] and 40 * 60 - 5 < state["left"] <= 40 * 60
