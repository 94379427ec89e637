""" "Pubblica in sala" (issue 16): the desk serves the live pages to the room's phones and projector.

A dock beside the pages: the referee picks the network interface (this computer only by default; every
interface only when chosen, and then said so), turns publishing on, and reads the address and its QR code to
show the room. On a database file the server is a process of its own (``web.server.ServerProcess``, reading the
file read-only), so rendering pages never holds the desk's interpreter; on a database server, a thread. "Esporta pagine web" writes the same pages
as static files for the club's web site.
"""

from __future__ import annotations

import io
import shutil
import subprocess
import tempfile
import threading
import webbrowser
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QGuiApplication, QPixmap
from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from fibur_director.domain.errors import FiburError
from fibur_director.domain.room_address import for_phones
from fibur_director.services.actions import Desk
from fibur_director.ui.context import DeskContext
from fibur_director.ui.docking import dock_of, side_dock
from fibur_director.ui.live_watch import ServerWatch, watch
from fibur_director.ui.round_clock import RoundClock
from fibur_director.ui.settings import LivePublication
from fibur_director.ui.site_panel import SitePanel
from fibur_director.ui.table_entry_panel import TableEntryPanel
from fibur_director.web import DEFAULT_HOST, DEFAULT_PORT

if TYPE_CHECKING:
    # The web stack (Starlette, uvicorn, Jinja, reportlab for the poster) loads when the referee starts the
    # server or exports the pages, not with the desk (issue 23: the window in half a second).
    from fibur_director.web.server import LiveServer, ServerProcess

EVERY_INTERFACE = "0.0.0.0"
PUBLISHING_POLL_MS = 500  # a desk on a file reads it this often while its server takes the tables' sheets


def interfaces() -> list[tuple[str, str]]:
    """(label, address): this computer first, then each IPv4 address of a network card that is up, then all."""
    found = [
        (
            QCoreApplication.translate("LivePanel", "Solo questo computer (%1)").replace("%1", DEFAULT_HOST),
            DEFAULT_HOST,
        )
    ]
    for interface in QNetworkInterface.allInterfaces():
        flags = interface.flags()
        if (
            not flags & QNetworkInterface.InterfaceFlag.IsUp
            or flags & QNetworkInterface.InterfaceFlag.IsLoopBack
        ):
            continue
        for entry in interface.addressEntries():
            ip = entry.ip()
            if ip.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
                found.append((f"{interface.humanReadableName()} ({ip.toString()})", ip.toString()))
    found.append(
        (
            QCoreApplication.translate("LivePanel", "Tutte le interfacce (%1)").replace(
                "%1", EVERY_INTERFACE
            ),
            EVERY_INTERFACE,
        )
    )
    return found


def qr_pixmap(address: str, scale: int = 5) -> QPixmap:
    import segno  # with its XML and HTTP writers some 10 ms: loaded when the referee first publishes

    png = io.BytesIO()
    segno.make(address, error="m").save(png, kind="png", scale=scale, border=2)
    pixmap = QPixmap()
    pixmap.loadFromData(png.getvalue(), "PNG")
    return pixmap


def projector_command(
    url: str, screens: list[tuple[int, int]], which: Callable[[str], str | None], scratch: str
) -> list[str] | None:
    """A Chromium-family browser full screen (kiosk) on the second monitor, or None to use the default browser.
    Its own profile folder, so the window opens where it is told even when the browser is already running."""
    if len(screens) < 2:
        return None
    browser = next(
        (
            found
            for name in ("chromium", "chromium-browser", "google-chrome", "msedge")
            if (found := which(name))
        ),
        None,
    )
    if browser is None:
        return None
    x, y = screens[1]
    return [
        browser,
        "--kiosk",
        "--new-window",
        f"--window-position={x},{y}",
        f"--user-data-dir={Path(scratch) / 'fibur-director-projector'}",
        url,
    ]


class _Start:
    """A server being started on a thread of its own: the server process takes a second or more to answer (its
    interpreter, the database), and the desk's window stays alive meanwhile, saying what it is doing."""

    def __init__(self, make: Callable[[], LiveServer | ServerProcess]) -> None:
        self.server: LiveServer | ServerProcess | None = None
        self.error: FiburError | None = None
        self.thread = threading.Thread(target=self._run, args=(make,), name="live-pages-start", daemon=True)
        self.thread.start()

    def _run(self, make: Callable[[], LiveServer | ServerProcess]) -> None:
        try:
            self.server = make()
        except FiburError as error:
            self.error = error
        except OSError as error:  # never a raw exception for the referee
            self.error = FiburError(
                f"cannot start the live pages: {error}", f"impossibile pubblicare: {error}"
            )


class LivePanel(QWidget):
    """The controls of "Pubblica in sala"; ``server`` is set while publishing."""

    publishing = Signal(bool)  # the pages are (no longer) live

    def __init__(self, context: DeskContext, clock: RoundClock, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("livePanel")
        self.context = context
        self.round_clock = clock
        # The plain-Python countdown, read by the server's thread: that thread never touches a Qt object.
        self._countdown = clock.countdown
        self.server: LiveServer | ServerProcess | None = None
        self._watch: ServerWatch | None = None
        self._starting: _Start | None = None
        self._web_desk: Desk | None = None
        self.remembered = LivePublication(context.desk.database.path or Path(context.desk.database.label))
        self.interface = QComboBox()
        for label, host in interfaces():
            self.interface.addItem(label, host)
        self.port = QSpinBox()
        self.port.setRange(1024, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.choose_remembered()
        self.toggle_button = QPushButton(self.tr("Pubblica in sala"))
        self.toggle_button.setCheckable(True)
        self.toggle_button.toggled.connect(self.set_publishing)
        self.address = QLabel(self.tr("Non pubblicato."))
        self.address.setWordWrap(True)
        self.address.setStyleSheet("QLabel { font-size: 16px; font-weight: bold; }")  # read out to the room
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # Said under the address, in ordinary type: publishing on this computer only is fine for a try, but no
        # phone of the room reaches it (issue 38).
        self.reach = QLabel()
        self.reach.setObjectName("liveReach")
        self.reach.setWordWrap(True)
        self.reach.setStyleSheet("QLabel { color: #b71c1c; }")
        self.reach.hide()
        self.qr = QLabel()
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.projector_button = QPushButton(self.tr("Apri il proiettore"))
        self.projector_button.clicked.connect(self.open_projector)
        self.export_button = QPushButton(self.tr("Esporta pagine web…"))
        self.export_button.clicked.connect(self.choose_export)
        self.feedback = QLabel()
        self.feedback.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Rete"), self.interface)
        form.addRow(self.tr("Porta"), self.port)
        buttons = QHBoxLayout()
        buttons.addWidget(self.projector_button)
        buttons.addWidget(self.export_button)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.toggle_button)
        layout.addWidget(self.address)
        layout.addWidget(self.reach)
        layout.addWidget(self.qr)
        layout.addLayout(buttons)
        layout.addWidget(self.feedback)
        layout.addWidget(TableEntryPanel(context))  # issue 26: the tables' score sheets through this server
        layout.addWidget(SitePanel(context))  # issue 40: the club's own web site follows the evening
        layout.addStretch(1)
        self._start_timer = QTimer(self)
        self._start_timer.setInterval(50)
        self._start_timer.timeout.connect(self._started)
        self.show_state()

    def choose_remembered(self) -> bool:
        """The network and port of this database's last publication, when that network is still here; whether
        the network was found (a laptop given another address by the Wi-Fi is not)."""
        port = self.remembered.port
        if port is not None and self.port.minimum() <= port <= self.port.maximum():
            self.port.setValue(port)
        host = self.remembered.host
        index = self.interface.findData(host) if host else -1
        if index >= 0:
            self.interface.setCurrentIndex(index)
        return index >= 0

    # -- the server ----------------------------------------------------------------------------------------

    def clock_state(self) -> dict[str, Any] | None:
        """Read on the server's thread: plain numbers of the desk's countdown, never a widget call."""
        countdown = self._countdown
        return {"running": countdown.running, "left": countdown.left(), "total": countdown.total}

    @property
    def live(self) -> bool:
        """Whether the pages are served, or about to be: what quitting would stop."""
        return self.server is not None or self._starting is not None

    def set_publishing(self, on: bool) -> None:
        if on and not self.live:
            self.start()
        elif not on and self.live:
            self.stop()

    def start(self) -> None:
        """Start serving on a thread of its own (``_Start``); ``_started`` takes the server when it answers."""
        host = str(self.interface.currentData())
        port = self.port.value()
        database = self.context.desk.database
        self.feedback.clear()
        if database.path is not None:
            # A database file: the pages are served by a process of their own (web/server.py says why).
            path = database.path

            def make() -> LiveServer | ServerProcess:
                from fibur_director.web.server import ServerProcess

                return ServerProcess(path, host, port)

        else:
            # A database server: a thread of the desk, on the desk's engine (the server's own connections).
            self._web_desk = web_desk = Desk(database, actor="web")
            # The tournament the desk's last action committed (immutable, keyed by the change counter) is what
            # the pages read: no second read of the file after each result.
            web_desk.cache = self.context.desk.cache
            clock = self.clock_state

            def make() -> LiveServer | ServerProcess:
                from fibur_director.web.server import LiveServer

                server = LiveServer(web_desk, host, port, clock=clock, writer=web_desk)
                server.start()
                return server

        self._starting = _Start(make)
        self._start_timer.start()
        self.show_state()

    def _started(self, wait: float = 0.0) -> None:
        starting = self._starting
        if starting is None:
            self._start_timer.stop()
            return
        starting.thread.join(wait)
        if starting.thread.is_alive():
            return
        self._start_timer.stop()
        self._starting = None
        if starting.error is not None or starting.server is None:
            self._close_reader()
            self.feedback.setText(starting.error.italian if starting.error else "")
            self.show_state()
            return
        self.server = starting.server
        self._watch = watch(self.server, self, self.feedback.setText, self._server_lost)
        if self.context.desk.database.path is not None:
            # The server writes the tables' score sheets into the file (issue 26): the desk polls it, as a desk
            # on a database server polls the others, every half second as the server polls for the phones (one
            # indexed query), so a sheet sent shows on the board within a second.
            self.context.timer.start(PUBLISHING_POLL_MS)
        self.remembered.publishing(str(self.interface.currentData()), self.port.value())
        self.show_state()
        self.publishing.emit(True)

    def wait_started(self, seconds: float = 30.0) -> None:
        """Block until a start under way has ended (scripts and quitting; the desk itself polls)."""
        if self._starting is not None:
            self._started(seconds)

    def _server_lost(self, reason: str) -> None:
        self.stop()
        self.feedback.setText(
            self.tr("Le pagine in sala si sono fermate e non ripartono: %1").replace("%1", reason)
        )

    def stop(self, *, quitting: bool = False) -> None:
        """Stop serving. ``quitting``: the desk is closing, so the next start offers to publish again."""
        self.wait_started()
        if self._watch is not None:
            self._watch.stop()
            self._watch.deleteLater()
            self._watch = None
        if self.server is not None:
            self.server.stop()
            self.server = None
            if not self.context.desk.database.on_server:
                self.context.timer.stop()
            self.context.timer.setInterval(self.context.POLL_MS)
            if not quitting:
                self.remembered.stopped()
            self.publishing.emit(False)
        self._close_reader()
        self.show_state()

    def _close_reader(self) -> None:
        if self._web_desk is not None and self._web_desk.database is not self.context.desk.database:
            self._web_desk.database.close()
        self._web_desk = None

    def public_address(self) -> str | None:
        """What the room types: the chosen interface's address (every interface: the first network card's)."""
        if self.server is None:
            return None
        host = str(self.interface.currentData())
        if host == EVERY_INTERFACE:
            cards = [h for _label, h in interfaces() if h not in (DEFAULT_HOST, EVERY_INTERFACE)]
            host = cards[0] if cards else DEFAULT_HOST
        port = self.server.address.rsplit(":", 1)[1].rstrip("/")
        return f"http://{host}:{port}/"

    def show_state(self) -> None:
        on = self.server is not None
        starting = self._starting is not None
        self.toggle_button.blockSignals(True)
        self.toggle_button.setChecked(on or starting)
        self.toggle_button.blockSignals(False)
        self.toggle_button.setEnabled(not starting)
        self.toggle_button.setText(
            self.tr("Avvio in corso…")
            if starting
            else self.tr("Smetti di pubblicare")
            if on
            else self.tr("Pubblica in sala")
        )
        self.interface.setEnabled(not on and not starting)
        self.port.setEnabled(not on and not starting)
        self.projector_button.setEnabled(on and self.context.tournament_id is not None)
        address = self.public_address()
        self.context.live_address = address
        self.reach.hide()
        if starting:
            # Several seconds on a loaded machine: say what is happening rather than "Non pubblicato."
            self.address.setText(
                self.tr("Avvio delle pagine in sala su %1:%2…")
                .replace("%1", str(self.interface.currentData()))
                .replace("%2", str(self.port.value()))
            )
            self.qr.clear()
            return
        if address is None:
            self.address.setText(self.tr("Non pubblicato."))
            self.qr.clear()
            return
        every = str(self.interface.currentData()) == EVERY_INTERFACE
        text = self.tr("Pagine in sala: %1").replace("%1", address)
        if every:
            text += "\n" + self.tr("In ascolto su tutte le interfacce di rete di questo computer.")
        self.address.setText(text)
        if for_phones(address) is None:
            # Fine for trying the pages here; printed sheets carry no such address.
            self.reach.setText(
                self.tr(
                    "Solo questo computer: i telefoni non raggiungono questo indirizzo. Per la sala scegliere la "
                    "rete del circolo."
                )
            )
            self.reach.show()
        self.qr.setPixmap(qr_pixmap(address))
        self.feedback.clear()

    def choose_network(self) -> None:
        """Shown when the sheets would print codes no phone can reach: the network to choose, with a word."""
        dock = dock_of(self)
        dock.show()
        dock.raise_()
        if self.live:
            self.feedback.setText(
                self.tr(
                    "Per i telefoni: «Smetti di pubblicare», scegliere in Rete la rete della sala (Wi-Fi), "
                    "pubblicare di nuovo, poi stampare di nuovo."
                )
            )
            self.toggle_button.setFocus()
            return
        if str(self.interface.currentData()) in (DEFAULT_HOST, EVERY_INTERFACE):
            cards = [i for i in range(self.interface.count()) if for_phones(str(self.interface.itemData(i)))]
            if cards:
                self.interface.setCurrentIndex(cards[0])
        self.feedback.setText(
            self.tr("Per i telefoni: scegliere in Rete la rete della sala (Wi-Fi), pubblicare, poi stampare.")
        )
        self.interface.setFocus()

    def open_projector(self) -> None:
        address = self.public_address()
        if address is None or self.context.tournament_id is None:
            return
        url = f"{address}t/{self.context.tournament_id}/proiettore"
        screens = [(s.geometry().x(), s.geometry().y()) for s in QGuiApplication.screens()]
        command = projector_command(url, screens, shutil.which, tempfile.gettempdir())
        if command is None:
            webbrowser.open(url)  # one screen, or no Chromium-family browser: F11 makes it full screen
        else:
            subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    # -- static export -------------------------------------------------------------------------------------

    def choose_export(self) -> None:
        if self.context.tournament_id is None:
            self.feedback.setText(self.tr("Aprire prima un torneo."))
            return
        folder = QFileDialog.getExistingDirectory(self, self.tr("Cartella delle pagine web"))
        if folder:
            self.export(Path(folder))

    def export(self, folder: Path) -> bool:
        try:
            from fibur_director.web.export import publish

            written = publish(self.context.desk, self.context.tid, folder)
        except FiburError as error:
            self.feedback.setText(error.italian)
            return False
        self.feedback.setText(
            self.tr("%1 pagine scritte in %2").replace("%1", str(len(written))).replace("%2", str(folder))
        )
        return True


def install(
    window: QMainWindow, context: DeskContext, clock: RoundClock, menu: Any, before: QAction
) -> LivePanel:
    """Add the panel as a dock (hidden until asked for) and its entry to ``menu`` before ``before``; stop the
    server with the window."""
    panel = LivePanel(context, clock)
    # The window's words, by name: lupdate would file ``window.tr`` under "window", which no lookup uses.
    dock = side_dock(window, QCoreApplication.translate("MainWindow", "Pubblica in sala"), "liveDock", panel)
    action: QAction = dock.toggleViewAction()
    action.setText(QCoreApplication.translate("MainWindow", "Pubblica in sala…"))
    menu.insertAction(before, action)
    context.opened.connect(lambda *_: panel.show_state())
    return panel
