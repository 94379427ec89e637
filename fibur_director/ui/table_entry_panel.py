"""The desk's side of the tables' score sheets (issue 26): the switch "Inserimento dai tavoli", kept in the
"Pubblica in sala" dock because the phones reach the desk through the server started there, and what the phones
sent, laid over the table board (a missing table with a sheet waiting for its other line, or one the referee
must decide, with both versions in its tooltip)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QLabel, QVBoxLayout, QWidget

from fibur_director.domain import table_entry as te
from fibur_director.services import journal
from fibur_director.services import table_entry as tab
from fibur_director.services.actions import Desk
from fibur_director.ui.context import DeskContext, Feedback


def phone_board(
    desk: Desk,
    tournament_id: int,
    board: list[journal.BoardRound],
    tips: dict[tuple[int, int], str],
) -> set[tuple[int, int]]:
    """Mark on ``board`` (in place) the missing tables the phones wrote about, and say what they sent; the
    (table, round) whose result is the sheet the phones agreed, which the desk can take back."""
    recorded: set[tuple[int, int]] = set()
    if not tab.table_entry_on(desk, tournament_id):
        return recorded
    states = tab.phone_states(desk, tournament_id)
    for column in board:
        for table, state in column.states.items():
            phones = states.get((column.number, table))
            if state == "entered" and phones is not None and phones.phase == te.AGREED:
                recorded.add((table, column.number))
                if phones.one_device:
                    column.states[table] = "phone_one_device"
                    place = (table, column.number)
                    said = QCoreApplication.translate(
                        "ScoreEntryPage",
                        "le due linee hanno inviato e confermato dallo stesso telefono: controllare il foglio "
                        "di carta firmato",
                    )
                    tips[place] = f"{tips[place]} · {said}" if place in tips else said
            if state != "missing" or phones is None or phones.phase == te.OPEN:
                continue
            column.states[table] = "phone_pending" if phones.phase == te.PENDING else "phone_check"
            sent = "; ".join(
                QCoreApplication.translate("ScoreEntryPage", "%1 ha inviato %2 – %3")
                .replace("%1", te.LINE_WORDS[line])
                .replace("%2", str(ns))
                .replace("%3", str(ew))
                # A sheet sent deal by deal shows its deals: two versions may differ in one deal only.
                + (" (" + ", ".join(f"{a}–{b}" for a, b in deals) + ")" if deals else "")
                for line, ns, ew, deals in phones.versions
            )
            if phones.phase == te.AGREED:
                sent += " · " + QCoreApplication.translate(
                    "ScoreEntryPage", "concordato dalle due linee, non registrato: inserirlo al banco"
                )
            place = (table, column.number)
            tips[place] = f"{tips[place]} · {sent}" if place in tips else sent
    return recorded


class TableEntryPanel(QWidget):
    """The switch for the open tournament: one audited action each way, undone with Ctrl+Z."""

    def __init__(self, context: DeskContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableEntryPanel")
        self.context = context
        self.switch = QCheckBox(self.tr("Inserimento dai tavoli"))
        self.switch.setObjectName("tableEntrySwitch")
        self.switch.toggled.connect(self.set_on)
        self.explanation = QLabel(
            self.tr(
                "I due giocatori di ogni linea inseriscono il referto dal telefono con il codice stampato sul "
                "referto del tavolo; l'altra linea lo conferma. Il banco resta l'ultima parola: un tavolo "
                "inserito o corretto qui è chiuso ai telefoni."
            )
        )
        self.explanation.setWordWrap(True)
        self.explanation.setStyleSheet("QLabel { color: #555; }")
        self.feedback = Feedback()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 6, 0, 0)
        layout.addWidget(self.switch)
        layout.addWidget(self.explanation)
        layout.addWidget(self.feedback)
        context.opened.connect(self.show_state)
        context.changed.connect(self.show_state)
        self.show_state()

    def show_state(self) -> None:
        tid = self.context.tournament_id
        on = False
        if tid is not None:
            found, _error = self.context.read(tab.table_entry_on, self.context.desk, tid)
            on = bool(found)
        self.switch.blockSignals(True)
        self.switch.setChecked(on)
        self.switch.blockSignals(False)
        self.switch.setEnabled(tid is not None)

    def set_on(self, on: bool) -> None:
        if self.context.tournament_id is None:
            return
        _done, error = self.context.act(tab.set_table_entry, self.context.desk, self.context.tid, on)
        if error is not None:
            self.feedback.bad(error)
            self.show_state()
            return
        self.feedback.good(
            self.tr("Inserimento dai tavoli attivo: i codici sono stampati sui referti del turno.")
            if on
            else self.tr("Inserimento dai tavoli spento: i referti si consegnano al banco.")
        )
