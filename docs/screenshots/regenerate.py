"""Regenerate docs/screenshots/page-*.png: every page of the desk, offscreen, in Italian, on a tournament in
the middle of its day (12 pairs, two rounds closed, the third being scored, a warning and a lateness, a
questioned score), at 1280×800 (``page-N-name.png``) and at a club laptop's 1024×700 (``page-N-name-1024.png``);
the Risultati page also with its table board (``page-4-risultati-tabellone*.png``); the print preview of a
round pack (``print-preview.png``).

QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshots/regenerate.py
"""

from __future__ import annotations

import datetime as dt
import os
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
PAIRS = (
    ("Rossi", "Maria", "Bianchi", "Niccolò"),
    ("Šimić", "Ivan", "Nowak", "Łukasz"),
    ("Esposito", "Anna", "Romano", "Luca"),
    ("Colombo", "Giulia", "Ricci", "Marco"),
    ("Marino", "Sara", "Greco", "Paolo"),
    ("Bruno", "Elena", "Gallo", "Franco"),
    ("Conti", "Laura", "De Luca", "Stefano"),
    ("Mancini", "Chiara", "Costa", "Andrea"),
    ("Giordano", "Rita", "Rizzo", "Carlo"),
    ("Lombardi", "Paola", "Moretti", "Giorgio"),
    ("Barbieri", "Lucia", "Fontana", "Sergio"),
    ("Santoro", "Marta", "Mariani", "Roberto"),
)
CLUBS = ("Circolo Aurora", "Burraco Club Roma", "ASD Le Carte")


def stage(window: object) -> None:
    """Fill the database through the services, as the desk's pages would."""
    from fibur_director.services import registration as reg
    from fibur_director.services import results as res
    from fibur_director.services import rounds as rnd

    desk = window.context.desk  # type: ignore[attr-defined]
    tid = reg.create_tournament(
        desk,
        reg.TournamentSettings(
            "Torneo d'Autunno",
            dt.date(2026, 11, 22),
            planned_rounds=4,
            plan="mitchell:3,danish:1",
            referee="Carla Neri",
        ),
    )
    for i, (s1, n1, s2, n2) in enumerate(PAIRS):
        club = CLUBS[i % len(CLUBS)]
        a = reg.add_player(desk, s1, n1, card=f"FIB{1000 + 2 * i}", club=club)
        b = reg.add_player(desk, s2, n2, card=f"FIB{1001 + 2 * i}", club=club)
        reg.register_entry(desk, tid, [a, b])
    for number in (1, 2, 3):
        rnd.propose_round(desk, tid, seed=11)
        rnd.publish_round(desk, tid, number)
        view = rnd.view_round(desk, tid, number)
        if number == 3:
            res.add_sanction(desk, tid, _late(view.tables[1].ew[0]))
        for table in view.tables[: 6 if number < 3 else 3]:
            ns = 600 + 235 * ((table.number * 7 + number * 3) % 9)
            if number == 3 and table.number == 2:
                ns = 80015  # a slip saved "to be checked": the list and the board mark it
            res.enter_result(desk, tid, number, table.number, ns, 700 + 45 * number)
        if number == 2:
            # An Art. 20 correction of table 1: the board shows it corrected.
            first = view.tables[0]
            res.enter_result(desk, tid, 2, first.number, 1500, 650, confirmed_by_opponents=True)
        if number == 1:
            res.give_warning(desk, tid, view.tables[2].ns[0], 1, "slow_play")
        if number < 3:
            rnd.close_round(desk, tid, number)
        if number == 2:
            res.publish_standings(desk, tid, "provisional")
    window.open_tournament(tid)  # type: ignore[attr-defined]


def _late(entry: int) -> object:
    from fibur_director.domain.tournament import Sanction

    return Sanction("late", entry=entry, round=3, minutes=7)


def main() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory() as scratch:
        # A throwaway data and config folder: screenshots never touch the user's database or settings.
        os.environ["XDG_DATA_HOME"] = os.environ["XDG_CONFIG_HOME"] = scratch
        from fibur_director.app import build

        desk = build(["--lang", "it", "--database", str(Path(scratch) / "torneo.sqlite3")])
        window = desk.window
        assert window is not None and desk.database is not None
        window.show()
        stage(window)
        # The status bar shows the database path; show the folder the referee would see, not the scratch one.
        window.statusBar().showMessage("Database: ~/.local/share/fibur-director/fibur-director.sqlite3")
        window.registration_page.search.setText("ro")
        sanctions = window.sanctions_page
        sanctions.kind.setCurrentIndex(sanctions.kind.findData("late"))
        sanctions.entry.setValue(window.score_page.rows[3].ns[0] if len(window.score_page.rows) > 3 else 1)
        sanctions.round.setValue(3)
        sanctions.minutes.setValue(12)
        names = ("torneo", "iscrizioni", "turno", "risultati", "sanzioni", "classifica", "registro")
        for size, suffix in (((1280, 800), ""), ((1024, 700), "-1024")):
            window.resize(*size)
            for index, name in enumerate(names):
                window.tabs.setCurrentIndex(index)
                if name == "sanzioni":
                    sanctions.entry.setValue(window.score_page.rows[3].ns[0])
                shots = [("", None)]
                if name == "risultati":
                    score = window.score_page
                    score.table_edit.setText("2")
                    score.choose_table()
                    shots.append(("-tabellone", score.board))
                for extra, tab in shots:
                    if tab is not None:
                        window.score_page.lists.setCurrentWidget(tab)
                    desk.app.processEvents()
                    target = HERE / f"page-{index + 1}-{name}{extra}{suffix}.png"
                    window.grab().save(str(target))
                    print(target)
                if name == "risultati":
                    window.score_page.lists.setCurrentIndex(0)
        # The print preview of the round pack (score sheets, seating, poster), as "Pacchetto del turno" shows it.
        from fibur_director.reports.burraco.score_sheets import score_sheets
        from fibur_director.reports.burraco.seating import seating, seating_poster
        from fibur_director.ui import printing

        window.resize(1280, 800)
        pdfs = printing.make_pdfs(
            window.context, [lambda b, o, w=w: w(b, 3, o) for w in (seating_poster, seating, score_sheets)]
        )
        preview = printing.PdfPreview(window, "Pacchetto del turno 3", "pacchetto.pdf", pdfs)
        preview.resize(1000, 700)
        preview.show()
        for _ in range(10):
            desk.app.processEvents()
        target = HERE / "print-preview.png"
        preview.grab().save(str(target))
        print(target)
        preview.close()
        window.close()
        desk.database.close()


if __name__ == "__main__":
    sys.exit(main())
