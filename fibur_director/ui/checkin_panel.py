"""Accoglienza (issue 26, items 7-8): the desk's side of the check-in at the door.

A dock like "Pubblica in sala": the one-time code a helper's phone types at ``/accoglienza`` of the live pages,
the paired devices (revoke one or all), who is here and what is paid and owed, the devices' latest marks (each
can be taken back), the fee, the printed sheet, and "Chiudi l'accoglienza", which before the first round takes
the entries with an absent member out of the tournament, so the draw seats only who is in the room.

The phones write beside the desk; on a database file nothing else tells the desk, so while the panel is shown
it looks at the change counter every ``POLL_MS`` (as a desk on a server always does) and every page refreshes.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QAction, QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from fibur_director.domain.checkin import euro, parse_euro
from fibur_director.domain.errors import FiburError
from fibur_director.services import checkin
from fibur_director.ui.context import DeskContext, Feedback
from fibur_director.ui.docking import side_dock


class CheckInPanel(QWidget):
    POLL_MS = 2000

    def __init__(self, context: DeskContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.code: str | None = None
        layout = QVBoxLayout(self)

        self.counts = QLabel()
        self.counts.setWordWrap(True)
        self.counts.setObjectName("checkinCounts")
        layout.addWidget(self.counts)

        pairing = QGroupBox(self.tr("Telefoni dell'accoglienza"))
        grid = QGridLayout(pairing)
        self.address = QLabel()
        self.address.setWordWrap(True)
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        grid.addWidget(self.address, 0, 0, 1, 2)
        self.code_label = QLabel("—")
        big = QFont()
        big.setPointSize(28)
        big.setBold(True)
        big.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, 6)
        self.code_label.setFont(big)
        self.code_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        grid.addWidget(self.code_label, 1, 0, 1, 2)
        self.code_button = QPushButton(self.tr("Mostra un &codice per un telefono"))
        self.code_button.clicked.connect(self.show_code)
        grid.addWidget(self.code_button, 2, 0, 1, 2)
        self.devices = QListWidget()
        self.devices.setMaximumHeight(90)
        grid.addWidget(self.devices, 3, 0, 1, 2)
        self.revoke_button = QPushButton(self.tr("Revoca il telefono scelto"))
        self.revoke_button.clicked.connect(self.revoke_chosen)
        self.revoke_all_button = QPushButton(self.tr("Revoca tutti"))
        self.revoke_all_button.clicked.connect(self.revoke_all)
        grid.addWidget(self.revoke_button, 4, 0)
        grid.addWidget(self.revoke_all_button, 4, 1)
        layout.addWidget(pairing)

        marks = QGroupBox(self.tr("Ultime segnature dai telefoni"))
        column = QVBoxLayout(marks)
        self.marks = QListWidget()
        # A few lines, so the whole panel fits a 700-pixel screen; the list scrolls for the rest.
        self.marks.setMaximumHeight(130)
        column.addWidget(self.marks)
        self.take_back_button = QPushButton(self.tr("Annulla la segnatura scelta"))
        self.take_back_button.clicked.connect(self.take_back)
        column.addWidget(self.take_back_button)
        layout.addWidget(marks)

        fee_row = QHBoxLayout()
        fee_row.addWidget(QLabel(self.tr("Quota per giocatore (euro):")))
        self.fee = QLineEdit()
        self.fee.setMaximumWidth(90)
        fee_row.addWidget(self.fee)
        self.fee_button = QPushButton(self.tr("Imposta"))
        self.fee_button.clicked.connect(self.set_fee)
        fee_row.addWidget(self.fee_button)
        fee_row.addStretch(1)
        layout.addLayout(fee_row)

        self.print_button = QPushButton(self.tr("Stampa il &foglio dell'accoglienza…"))
        self.print_button.clicked.connect(self.print_sheet)
        layout.addWidget(self.print_button)
        self.close_button = QPushButton(self.tr("C&hiudi l'accoglienza…"))
        self.close_button.clicked.connect(self.close_door)
        layout.addWidget(self.close_button)
        self.feedback = Feedback()
        layout.addWidget(self.feedback)
        layout.addStretch(1)

        self.timer = QTimer(self)
        self.timer.setInterval(self.POLL_MS)
        self.timer.timeout.connect(self.poll)
        # Only while shown, as the pages do: reading every player after each score would cost the desk's
        # keystroke-to-standings time for a panel nobody looks at; showing it reads afresh.
        context.changed.connect(lambda: self.refresh() if self.isVisible() else None)
        context.opened.connect(self.opened)
        self.refresh()

    # -- showing -------------------------------------------------------------------------------------------

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        self.refresh()
        if not self.context.desk.database.on_server:  # a desk on a server polls already
            self.timer.start()

    def hideEvent(self, event: Any) -> None:
        super().hideEvent(event)
        self.timer.stop()

    def poll(self) -> None:
        if self.context.tournament_id is not None:
            self.context.poll()

    def opened(self) -> None:
        self.code = None
        self.code_label.setText("—")
        self.feedback.clear_message()
        if self.isVisible():
            self.refresh()

    def refresh(self) -> None:
        tid = self.context.tournament_id
        for widget in (
            self.code_button,
            self.revoke_button,
            self.revoke_all_button,
            self.take_back_button,
            self.fee_button,
            self.print_button,
            self.close_button,
        ):
            widget.setEnabled(tid is not None)
        address = self.context.live_address
        self.address.setText(
            self.tr("Sui telefoni aprire %1 e digitare il codice.").replace("%1", f"{address}accoglienza")
            if address
            else self.tr("Accendere «Pubblica in sala» perché i telefoni raggiungano l'accoglienza.")
        )
        if tid is None:
            self.counts.setText(self.tr("Nessun torneo aperto."))
            self.devices.clear()
            self.marks.clear()
            return
        door, error = self.context.read(checkin.door, self.context.desk, tid)
        if door is None:
            self.counts.setText(error or "")
            return
        self.counts.setText(
            self.tr("<b>Arrivati %1 su %2</b> · mancano %3<br>Incassato %4 · da incassare %5")
            .replace("%1", str(door.here))
            .replace("%2", str(door.expected))
            .replace("%3", str(door.missing))
            .replace("%4", euro(door.paid_cents))
            .replace("%5", euro(door.owed_cents))
            + (
                "<br>"
                + self.tr("di cui pagato da chi non è più iscritto (da rimborsare): %1").replace(
                    "%1", euro(door.refund_cents)
                )
                if door.departed
                else ""
            )
        )
        if not self.fee.hasFocus():
            self.fee.setText(euro(door.fee_cents).replace(" €", ""))
        self.devices.clear()
        for device in checkin.devices(self.context.desk, tid):
            when = device.paired_at.strftime("%H:%M") if device.paired_at else ""
            state = (
                self.tr("revocato") if device.revoked_at else self.tr("abbinato alle %1").replace("%1", when)
            )
            item = QListWidgetItem(f"{device.actor} — {state}")
            item.setData(Qt.ItemDataRole.UserRole, device.number)
            if device.revoked_at:
                item.setForeground(Qt.GlobalColor.gray)
            self.devices.addItem(item)
        self.marks.clear()
        for mark in checkin.device_marks(self.context.desk, tid, limit=30):
            item = QListWidgetItem(f"{mark.at:%H:%M}  {mark.actor}: {mark.player}")
            item.setData(Qt.ItemDataRole.UserRole, mark.audit_id)
            self.marks.addItem(item)

    # -- actions -------------------------------------------------------------------------------------------

    def show_code(self) -> None:
        found, error = self.context.read(checkin.show_code, self.context.desk, self.context.tid)
        if found is None:
            self.feedback.bad(error or "")
            return
        number, self.code = found
        self.code_label.setText(self.code)
        self.feedback.good(
            self.tr("Codice per il telefono %1: vale una volta, per 30 minuti.").replace("%1", str(number))
        )

    def _revoke(self, number: int | None) -> None:
        revoked, error = self.context.read(checkin.revoke, self.context.desk, self.context.tid, number)
        if revoked is None:
            self.feedback.bad(error or "")
            return
        self.code = None
        self.code_label.setText("—")
        self.feedback.good(
            self.tr("Revocati: %1. Da ora non possono segnare nulla.").replace("%1", str(revoked))
        )
        self.refresh()

    def revoke_chosen(self) -> None:
        item = self.devices.currentItem()
        if item is None:
            self.feedback.bad(self.tr("Scegliere un telefono nell'elenco."))
            return
        self._revoke(int(item.data(Qt.ItemDataRole.UserRole)))

    def revoke_all(self) -> None:
        self._revoke(None)

    def take_back(self) -> None:
        item = self.marks.currentItem()
        if item is None:
            self.feedback.bad(self.tr("Scegliere una segnatura nell'elenco."))
            return
        _done, error = self.context.act(
            checkin.take_back, self.context.desk, self.context.tid, int(item.data(Qt.ItemDataRole.UserRole))
        )
        self.feedback.show_outcome(error, self.tr("Segnatura annullata."))

    def set_fee(self) -> None:
        try:
            cents = parse_euro(self.fee.text())
        except FiburError as refusal:
            self.feedback.bad(self.context.message(refusal))
            return
        _done, error = self.context.act(checkin.set_fee, self.context.desk, self.context.tid, cents)
        self.feedback.show_outcome(error, self.tr("Quota impostata: %1.").replace("%1", euro(cents)))

    def print_sheet(self, path: str | None = None) -> None:
        if not path:
            # Where every other file of the desk goes (the folder last saved into, else the home folder) and
            # named like them, not "accoglienza.pdf" in whatever folder the desk was launched from (issue 38).
            from fibur_director.ui.printing import ask_path, file_name

            chosen = ask_path(
                self,
                self.tr("Foglio dell'accoglienza"),
                file_name(self.context, "accoglienza"),
                "PDF (*.pdf)",
            )
            if chosen is None:
                return
            path = str(chosen)
        pages, error = self.context.read(checkin.sheet_pdf, self.context.desk, self.context.tid, path)
        if pages is None:
            self.feedback.bad(error or "")
        else:
            self.feedback.good(self.tr("Foglio dell'accoglienza scritto in %1.").replace("%1", path))

    def close_door(self) -> None:
        state, error = self.context.read(checkin.closing, self.context.desk, self.context.tid)
        if state is None:
            self.feedback.bad(error or "")
            return
        if not state.absent:
            self.feedback.good(self.tr("Tutti gli iscritti sono arrivati: l'accoglienza è chiusa."))
            return
        dialog = ClosingDialog(state, self.context, self)
        self.closing_dialog = dialog  # the tests answer it
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        numbers = dialog.chosen()
        if not numbers:
            return
        _done, error = self.context.act(checkin.strike_absent, self.context.desk, self.context.tid, numbers)
        self.feedback.show_outcome(
            error,
            self.tr("Tolti dal torneo: %1. Ctrl+Z li rimette.").replace("%1", ", ".join(map(str, numbers))),
        )


class ClosingDialog(QDialog):
    """The entries with an absent member, all ticked: take them out before the first round is drawn?"""

    def __init__(self, state: checkin.Closing, context: DeskContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Chiudi l'accoglienza"))
        layout = QVBoxLayout(self)
        if state.refusal is not None:
            intro = self.tr("Iscritti con un giocatore assente. %1").replace(
                "%1", context.message(state.refusal)
            )
        else:
            intro = self.tr(
                "Iscritti con un giocatore non arrivato. Toglierli dal torneo prima di sorteggiare il primo "
                "turno? Nessun tavolo li avrà; Ctrl+Z li rimette."
            )
        text = QLabel(intro)
        text.setWordWrap(True)
        layout.addWidget(text)
        self.list = QListWidget()
        for number, name, people in state.absent:
            line = f"{number} · {name} — " + self.tr("assenti: %1").replace("%1", ", ".join(people))
            if number in state.paid:
                # striking the entry does not give the money back: the referee sees whom to refund
                line += "\n    " + self.tr("hanno pagato (da rimborsare se tolti): %1").replace(
                    "%1", ", ".join(f"{who} {euro(cents)}" for who, cents in state.paid[number])
                )
            item = QListWidgetItem(line)
            item.setData(Qt.ItemDataRole.UserRole, number)
            if state.refusal is None:
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Checked)
            self.list.addItem(item)
        layout.addWidget(self.list)
        buttons = QDialogButtonBox()
        if state.refusal is None:
            self.strike = buttons.addButton(
                self.tr("Togli dal torneo i selezionati"), QDialogButtonBox.ButtonRole.AcceptRole
            )
        buttons.addButton(self.tr("Lascia com'è"), QDialogButtonBox.ButtonRole.RejectRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(560, 380)

    def chosen(self) -> list[int]:
        return [
            int(self.list.item(i).data(Qt.ItemDataRole.UserRole))
            for i in range(self.list.count())
            if self.list.item(i).checkState() == Qt.CheckState.Checked
        ]


def install(window: QMainWindow, context: DeskContext, menu: Any, before: QAction) -> CheckInPanel:
    """The panel as a dock (hidden until asked for), its entry in ``menu`` before ``before``."""
    panel = CheckInPanel(context)
    dock = side_dock(window, QCoreApplication.translate("MainWindow", "Accoglienza"), "checkinDock", panel)
    action: QAction = dock.toggleViewAction()
    action.setText(QCoreApplication.translate("MainWindow", "Accoglienza…"))
    menu.insertAction(before, action)
    return panel
