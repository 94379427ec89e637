""" "Sito del circolo" on the desk (issue 40, item 3): the referee enters the site's address and password once;
the site then follows the evening by itself (a round played and closed reaches it after the quiet seconds), the
panel says the state in Italian words, and when the site cannot be reached the push waits in the queue on disk
and says why, and goes out once it can."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import keyring
import pytest
from pytestqt.qtbot import QtBot

from fibur_director.publishing import queue
from fibur_director.ui.main_window import MainWindow
from fibur_director.ui.site_panel import SitePanel
from fibur_director.web.export import site
from tests.publishing.conftest import MemoryKeyring
from tests.support.builders import make_tournament, play_round


@pytest.fixture(autouse=True)
def quick(monkeypatch: pytest.MonkeyPatch) -> Iterator[MemoryKeyring]:
    monkeypatch.setattr(queue, "QUIET_S", 0.2)  # the debouncing's own figure is measured in benchmarks/
    before = keyring.get_keyring()
    found = MemoryKeyring()
    keyring.set_keyring(found)
    yield found
    keyring.set_keyring(before)


def _site_panel(window: MainWindow) -> tuple[int, SitePanel]:
    """A played round's tournament open at the desk, «Pubblica in sala» shown: (its id, its one site panel)."""
    desk = window.context.desk
    tid = make_tournament(desk, pairs=4)
    play_round(desk, tid)
    window.open_tournament(tid)
    window.live_entry.trigger()
    sites = window.live_panel.findChildren(SitePanel)
    assert len(sites) == 1
    return tid, sites[0]


def test_the_club_site_follows_the_evening(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, quick: MemoryKeyring
) -> None:
    desk = window.context.desk
    tid, panel = _site_panel(window)
    assert panel.state.text() == "Nessun sito: le pagine restano in sala."

    folder = tmp_path / "club" / "torneo"
    panel.address.setText(f"file://{folder}")
    assert panel.save()
    qtbot.waitUntil(
        lambda: (folder / "manifest.json").exists() and "pubblicato alle" in panel.state.text(), timeout=15000
    )
    assert json.loads((folder / "manifest.json").read_text())["fingerprint"]["round"] == 1

    # A round played and closed at the desk: the site catches up by itself.
    play_round(desk, tid)
    window.context.poll()  # what the desk's own actions emit: the pages refresh
    window.context.changed.emit()
    qtbot.waitUntil(
        lambda: json.loads((folder / "manifest.json").read_text())["fingerprint"]["round"] == 2, timeout=15000
    )
    qtbot.waitUntil(lambda: "pubblicato alle" in panel.state.text(), timeout=5000)
    assert (
        json.loads((folder / "manifest.json").read_text())["fingerprint"]["value"]
        == site(desk, tid).stamp.fingerprint
    )
    window.live_panel.grab().save(str(tmp_path / "site-panel.png"))


def test_an_unreachable_site_is_queued_and_said_in_italian(
    window: MainWindow, qtbot: QtBot, quick: MemoryKeyring
) -> None:
    _tid, panel = _site_panel(window)
    panel.address.setText("sftp://circolo@127.0.0.1:1/public_html/torneo")
    panel.password.setText("segreta")
    assert panel.save()
    assert "portachiavi" in panel.feedback.text()
    assert quick.kept[("fibur-director", "sftp://circolo@127.0.0.1:1")] == "segreta"
    assert panel.address.text() == "sftp://circolo@127.0.0.1:1/public_html/torneo"  # never the password
    qtbot.waitUntil(
        lambda: "in coda da" in panel.state.text() and "non raggiungibile" in panel.feedback.text(),
        timeout=15000,
    )
    assert "il server non risponde" in panel.state.text()
    job = panel.job()
    assert job.pending and job.attempts == 1 and job.next_try is not None and not job.blocked
    # Nothing of the password in the queue's file or the settings.
    assert "segreta" not in job.path.read_text(encoding="utf-8")


def test_a_desk_reopened_with_a_site_owed_a_push_pushes_without_the_panel_opened(
    db_path: Path, qtbot: QtBot, tmp_path: Path, quick: MemoryKeyring
) -> None:
    """Issue 40's outside check, A6: after a restart nothing was pushed — neither the queued job nor a new change —
    until the referee opened «Pubblica in sala», where the push lives. A tournament with a site in the queue now
    builds that panel, hidden, when it opens; the site catches up by itself."""
    from fibur_director.db.database import open_database
    from fibur_director.publishing.run import add
    from fibur_director.services.actions import Desk
    from fibur_director.ui.context import DeskContext

    folder = tmp_path / "club" / "torneo"
    database = open_database(db_path)
    desk = Desk(database, actor="arbitro")
    tid = make_tournament(desk, pairs=4)
    play_round(desk, tid)
    add(desk, tid, f"file://{folder}")  # the site saved, its push owed when the desk closed
    database.close()
    assert not folder.exists()

    reopened = open_database(db_path)
    window = MainWindow(DeskContext(Desk(reopened, actor="arbitro"), "it"), str(db_path), 42)
    qtbot.addWidget(window)
    try:
        window.open_tournament(tid)
        qtbot.waitUntil(lambda: (folder / "manifest.json").exists(), timeout=15000)
        assert window._live_panel is not None and not window._live_panel.isVisible()  # built, not shown
        assert json.loads((folder / "manifest.json").read_text())["fingerprint"]["round"] == 1
    finally:
        window.close()
        reopened.close()


def test_a_password_the_computer_did_not_keep_is_asked_for_again_not_tried_without(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, quick: MemoryKeyring
) -> None:
    """The desk reopened on a computer without a keyring has the site's address in its queue but not the
    session's password (issue 40's outside check, A7): the panel says the password was not kept and to type it
    again, and the club's server is not asked to log in without it."""
    _tid, panel = _site_panel(window)
    # Port 1: a login attempt would be answered «connection refused» there.
    panel.address.setText("ftp://circolo@127.0.0.1:1/torneo")
    assert panel.save()
    qtbot.waitUntil(lambda: "password non conservata" in panel.state.text(), timeout=15000)
    assert "non raggiungibile" not in panel.state.text()  # no connection was tried
    assert panel.state.text().endswith("reinserirla — correggere indirizzo o password e pubblicare di nuovo")
    window.live_panel.grab().save(str(tmp_path / "site-panel-password.png"))


def test_what_changed_while_the_desk_was_closed_is_pushed_when_it_opens_the_tournament(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, quick: MemoryKeyring
) -> None:
    """Issue 40's fifth outside check, C2: a result corrected by the command line (or another desk) while this
    desk was closed left the site behind, the panel saying «pubblicato», until the next change at this desk."""
    desk = window.context.desk
    tid, panel = _site_panel(window)
    folder = tmp_path / "club" / "torneo"
    panel.address.setText(f"file://{folder}")
    assert panel.save()
    qtbot.waitUntil(lambda: "pubblicato alle" in panel.state.text(), timeout=15000)
    manifest = folder / "manifest.json"
    assert json.loads(manifest.read_text())["fingerprint"]["round"] == 1
    play_round(desk, tid)  # behind the desk's back: no signal of this desk's tells the panel
    window.open_tournament(tid)  # as the desk reopened on it
    qtbot.waitUntil(lambda: json.loads(manifest.read_text())["fingerprint"]["round"] == 2, timeout=15000)
    qtbot.waitUntil(lambda: "pubblicato alle" in panel.state.text(), timeout=5000)
    assert json.loads(manifest.read_text())["fingerprint"]["value"] == site(desk, tid).stamp.fingerprint
