"""The tournament list reminds the referee of federation files not yet written (issue 27, item 6): named with
the date they are due (the tournament's date + 10 days), «scaduto» after it, gone once the file is written."""

from __future__ import annotations

import dataclasses
import datetime as dt
import os
from pathlib import Path

from PySide6.QtWidgets import QApplication

from fibur_director.domain.simulation import simulate
from fibur_director.domain.tournament_file import dumps
from fibur_director.services import federation
from fibur_director.services.exchange import import_text
from fibur_director.ui.main_window import MainWindow


def test_the_list_names_the_files_still_to_send(window: MainWindow, tmp_path: Path) -> None:
    desk = window.context.desk
    t = simulate(entries=6, rounds=2, plan="mitchell:2", seed=4, name="Torneo d'autunno")
    tid = import_text(
        desk, dumps(dataclasses.replace(t, setup=dataclasses.replace(t.setup, date="2026-11-10")))
    )
    page = window.tournament_page
    page.refresh()
    page.show_federation_due(dt.date(2026, 11, 15))
    assert page.federation_due.isVisible()
    assert page.federation_due.text().splitlines() == [
        "File per la federazione non ancora scritto (fibur-director-cli federation export N):",
        "«Torneo d'autunno»: da inviare entro il 20/11/2026",
    ]
    page.show_federation_due(dt.date(2026, 11, 21))
    assert page.federation_due.text().splitlines()[1] == "«Torneo d'autunno»: scaduto il 20/11/2026"
    if os.environ.get("FIBUR_SHOTS"):  # a look at it: FIBUR_SHOTS=folder
        QApplication.processEvents()  # the layout makes room for the label shown
        window.tournament_page.grab().save(str(Path(os.environ["FIBUR_SHOTS"]) / "federation-due.png"))
    exported = federation.export(desk, tid, dt.date(2026, 11, 21))
    federation.record_export(desk, tid, exported.fingerprint)
    page.show_federation_due(dt.date(2026, 11, 21))
    assert not page.federation_due.isVisible()
