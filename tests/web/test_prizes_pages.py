"""The prize-giving on the live pages and the projector (issue 37, item 6): nothing while the final standings are
open to claims, the «Premiati» once they are definitive — the same awards the printed standings list, from the
tournament's own prize list; a Sicilian Tarot tournament's as soon as its final standings are published (it has no
claims window)."""

from __future__ import annotations

import datetime as dt
import re
from html import unescape
from pathlib import Path

from sqlalchemy import update
from starlette.testclient import TestClient

from fibur_director.db import models
from fibur_director.db.database import Database
from fibur_director.domain.prizes import read_prize_list
from fibur_director.domain.tournament_file import dumps
from fibur_director.games.burraco.simulation import simulate
from fibur_director.games.tarot.simulation import simulate_tarot
from fibur_director.services import prizes
from fibur_director.services import results as res
from fibur_director.services.actions import Desk
from fibur_director.services.exchange import import_text
from fibur_director.services.live import reader
from fibur_director.web.app import create_app

LIST = (
    '[[prize]]\nname = "Assoluti"\nplaces = 2\n\n[[prize]]\nname = "Ultimo"\nplaces = 1\nfrom_bottom = true\n'
)


def text_of(html: str) -> str:
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


def test_the_premiati_once_the_final_standings_are_definitive(db: Database, db_path: Path) -> None:
    desk = Desk(db, actor="test")
    tid = import_text(desk, dumps(simulate(entries=8, rounds=3, plan="danish:3", seed=5)))
    prizes.set_prize_list(desk, tid, read_prize_list(LIST))
    res.publish_standings(desk, tid, "final")
    awarded = prizes.awards(desk, tid)
    web = reader(db_path)
    try:
        with TestClient(create_app(web), raise_server_exceptions=False) as client:
            for page in ("classifica", "proiettore"):
                assert "Premiati" not in text_of(client.get(f"/t/{tid}/{page}").text), page
        with db.sessions.begin() as session:  # eleven minutes later: definitive
            session.execute(
                update(models.StandingsPublication).values(
                    published_at=dt.datetime.now(dt.UTC).replace(tzinfo=None) - dt.timedelta(minutes=11)
                )
            )
        # A new server: the pages are kept 30 seconds at most, and the clock was moved, not waited for.
        with TestClient(create_app(web), raise_server_exceptions=False) as client:
            for page in ("classifica", "proiettore"):
                shown = text_of(client.get(f"/t/{tid}/{page}").text)
                part = shown[shown.index("Premiati") :]
                for a in awarded.awards:
                    assert f"{a.prize} {a.rank} {a.entry} " in part, (page, a)
                    # The reasons in words on the phones' page; the projector shows who, readable across the room.
                    assert (a.perche in part) == (page == "classifica")
                assert ("Elenco dei premi del torneo" in part) == (page == "classifica")
    finally:
        web.database.close()


def test_a_tarot_tournament_shows_its_premiati_when_its_final_standings_are_published(
    db: Database, db_path: Path
) -> None:
    desk = Desk(db, actor="test")
    tid = import_text(desk, dumps(simulate_tarot(entries=8, seed=4)))
    web = reader(db_path)
    try:
        with TestClient(create_app(web), raise_server_exceptions=False) as client:
            assert "Premiati" not in text_of(client.get(f"/t/{tid}/classifica").text)
            res.publish_standings(desk, tid, "final")
            shown = text_of(client.get(f"/t/{tid}/classifica").text)
            part = shown[shown.index("Premiati") :]
            first = prizes.awards(desk, tid).awards[0]
            assert f"Classifica 1 {first.entry} " in part and "jochi" in part
            assert "categoria: quella del giocatore" in part and "coppia" not in part  # one player per entry
    finally:
        web.database.close()
