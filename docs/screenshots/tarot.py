"""Regenerate docs/screenshots/tarot-*.png: the desk on a Sicilian Tarot tournament (issue 17), offscreen, in
Italian, at a club laptop's 1024×700: the Torneo page with the kind chosen, the round seated by the trumps
drawn, the turn sheet being typed (three deals saved, the fourth typed and refused where its jochi are off) and
the standings with the coefficients.

QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshots/tarot.py
"""

from __future__ import annotations

import datetime as dt
import os
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
PLAYERS = (
    ("Russo", "Salvatore"),
    ("Ferrara", "Concetta"),
    ("La Rosa", "Turi"),
    ("Scuderi", "Agata"),
    ("Pappalardo", "Nino"),
    ("Di Mauro", "Rosaria"),
    ("Caruso", "Santo"),
    ("Grasso", "Venera"),
)


def stage(window: object) -> None:
    """Fill the database through the services, as the desk's pages would."""
    from fibur_director.games.tarot.scoring import Deal, Penalty
    from fibur_director.services import registration as reg
    from fibur_director.services import rounds as rnd
    from fibur_director.services.tarot import turn_sheets as tarot

    desk = window.context.desk  # type: ignore[attr-defined]
    tid = reg.create_tournament(
        desk,
        reg.TournamentSettings(
            "Tarocchi a Mineo", dt.date(2026, 11, 22), "tarocchi-siciliani", "tarot", 4, 3
        ),
    )
    for surname, name in PLAYERS:
        reg.register_entry(desk, tid, [reg.add_player(desk, surname, name)])
    tarot.record_draw(
        desk, tid, {e: t for e, t in zip(range(1, 9), (3, 21, 7, 15, 1, 12, 19, 9), strict=True)}
    )
    rnd.publish_round(desk, tid, 1)
    tarot.enter_deal(desk, tid, 1, 1, Deal(1, 3, "CV", partner=1, scommessa=True, difference=3,
                                           pigliate=(1, 0), scommessa_realised=True))  # fmt: skip
    tarot.enter_deal(desk, tid, 1, 1, Deal(2, 2, "S5", difference=-1, pigliate=(0, 1)))
    tarot.enter_deal(desk, tid, 1, 1, Deal(3, 1, "CF", partner=0, difference=2, pigliate=(2, 0),
                                           penalties=(Penalty(2, "exposure"),)))  # fmt: skip
    # Table B: East's voluntary solista ties him with table A's West on jochi; the call coefficient decides.
    tarot.enter_deal(desk, tid, 1, 2, Deal(1, 3, "SV", difference=2, pigliate=(1, 0)))
    tarot.enter_deal(desk, tid, 1, 2, Deal(2, 0, "CV", partner=3, difference=1))
    tarot.enter_deal(desk, tid, 1, 2, Deal(3, 1, "CF", partner=2, difference=0, pigliate=(0, 1)))
    window.open_tournament(tid)  # type: ignore[attr-defined]


def main() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory() as scratch:
        os.environ["XDG_DATA_HOME"] = os.environ["XDG_CONFIG_HOME"] = scratch
        from fibur_director.app import build

        desk = build(["--lang", "it", "--database", str(Path(scratch) / "torneo.sqlite3")])
        window = desk.window
        assert window is not None and desk.database is not None
        window.show()
        stage(window)
        window.statusBar().showMessage("Database: ~/.local/share/fibur-director/fibur-director.sqlite3")
        window.resize(1024, 700)
        tournament = window.tournament_page
        tournament.kind.setCurrentIndex(tournament.kind.findData("tarot"))
        tournament.name.setText("Tarocchi di primavera")
        sheet = window.tarot_page
        for index, name in ((0, "torneo"), (1, "iscrizioni"), (2, "turno"), (3, "scheda"), (5, "classifica")):
            window.tabs.setCurrentIndex(index)
            if name == "scheda":
                # The fourth deal typed with East's jochi off by one: refused, East's cells in red.
                grid = sheet.grid
                grid.set_texts(4, [["SV", "", "+6", "1", ""], ["", "", "-2", "", ""], ["", "R", "", "", ""],
                                   ["", "", "-3", "", ""]])  # fmt: skip
                grid.dirty.add(4)
                sheet.save_deal(4)
                grid.setCurrentCell(4, 3 * 6 + 2)
            desk.app.processEvents()
            target = HERE / f"tarot-{index + 1}-{name}-1024.png"
            window.grab().save(str(target))
            print(target)
        window.close()
        desk.database.close()


if __name__ == "__main__":
    sys.exit(main())
