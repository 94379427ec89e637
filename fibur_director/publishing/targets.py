"""Where a site is pushed: a URL (``sftp://``, ``ftp://``, ``ftps://``, ``webdav://``, ``webdavs://``,
``file://``) opened through fsspec and its maintained backends (sshfs over asyncssh, fsspec's own FTP, webdav4),
so no protocol is written here; the password from the URL (scripts, tests) or else the system keyring, never
the database or a settings file; and every failure said as one of two kinds: the target cannot be reached now
(retried by the queue) or it refuses (a password, a permission, a changed host key: retrying will not help).
"""

from __future__ import annotations

import contextlib
import ftplib
import socket
import ssl
import urllib.parse
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import platformdirs

from fibur_director.domain.errors import FiburError

KEYRING_SERVICE = "fibur-director"
SCHEMES = ("sftp", "ftp", "ftps", "webdav", "webdavs", "file")
_PORTS = {"sftp": 22, "ftp": 21, "ftps": 21, "webdav": 80, "webdavs": 443}
# Seconds a connection or one operation may wait on a silent network before the push counts it unreachable.
TIMEOUT = 20.0


class Unreachable(FiburError):
    """The target cannot be reached now (no network, server down, the link cut mid-transfer): the push is queued
    and retried."""


class Refused(FiburError):
    """The target answered no (wrong password, no permission, a host key that changed) or the address is not one
    this program can push to: retrying by itself would not help."""


@dataclass(frozen=True)
class Target:
    scheme: str
    host: str
    port: int | None
    user: str
    path: str  # the folder on the target, as the server names it
    password: str | None = field(default=None, repr=False, compare=False)

    @property
    def shown(self) -> str:
        """The URL without its password: for messages, the queue's files and the keyring's key."""
        if self.scheme == "file":
            return "file://" + urllib.parse.quote(self.path)
        who = f"{urllib.parse.quote(self.user, safe='')}@" if self.user else ""
        port = f":{self.port}" if self.port is not None else ""
        return f"{self.scheme}://{who}{self.host}{port}{urllib.parse.quote(self.path)}"

    @property
    def account(self) -> str:
        """The keyring's user name for this target's password: the URL without password and path."""
        port = f":{self.port}" if self.port is not None else ""
        return f"{self.scheme}://{self.user}@{self.host}{port}"


def parse(url: str) -> Target:
    """The target a URL names; anything else is refused naming what is wrong."""
    text = url.strip()
    parts = urllib.parse.urlsplit(text)
    scheme = parts.scheme.lower()
    if scheme not in SCHEMES:
        raise Refused(
            f"{text}: not an address to publish to; use sftp://, ftp://, ftps://, webdav://, webdavs:// or file://",
            f"{text}: non è un indirizzo a cui pubblicare; usare sftp://, ftp://, ftps://, webdav://, webdavs:// o "
            "file://",
        )
    path = urllib.parse.unquote(parts.path)
    if scheme == "file":
        if parts.netloc not in ("", "localhost") or not path.startswith("/"):
            raise Refused(
                f"{text}: a folder is named file:///path/of/the/folder",
                f"{text}: una cartella si indica con file:///percorso/della/cartella",
            )
        return Target("file", "", None, "", path)
    try:
        port = parts.port
    except ValueError:
        port = -1
    if not parts.hostname or port == -1:
        raise Refused(
            f"{text}: the address names no server (scheme://user@server/folder)",
            f"{text}: l'indirizzo non indica un server (protocollo://utente@server/cartella)",
        )
    user = urllib.parse.unquote(parts.username or "")
    password = urllib.parse.unquote(parts.password) if parts.password is not None else None
    return Target(scheme, parts.hostname, port, user, path or "/", password)


# -- the password ---------------------------------------------------------------------------------------------


def stored_password(target: Target) -> str | None:
    """The password kept in the system keyring for ``target``; None when there is none or no keyring at all
    (a desktop without one: the desk then asks for it each session)."""
    import keyring
    import keyring.errors

    try:
        return keyring.get_password(KEYRING_SERVICE, target.account)
    except keyring.errors.KeyringError:
        return None


def store_password(target: Target, password: str) -> None:
    import keyring
    import keyring.errors

    try:
        keyring.set_password(KEYRING_SERVICE, target.account, password)
    except keyring.errors.KeyringError as error:
        raise Refused(
            f"the password cannot be kept: this computer has no usable system keyring ({error})",
            # Without the library's own words, which are English (the fifth outside check, C3).
            "la password non si può conservare: questo computer non ha un portachiavi di sistema utilizzabile",
        ) from None


def forget_password(target: Target) -> None:
    import keyring
    import keyring.errors

    with contextlib.suppress(keyring.errors.KeyringError):
        keyring.delete_password(KEYRING_SERVICE, target.account)


def with_password(target: Target) -> Target:
    """``target`` with its password: the URL's, or else the keyring's (else none: anonymous FTP, SSH keys).

    A user of FTP or WebDAV with no password anywhere is refused here, before any login: on a computer without
    a keyring the desk keeps the password only until it is closed, and a restarted desk that logged in without
    it was told «password refused» by the server (issue 40's outside check, A7) — the wrong cause, and one
    failed login more on the club's account each retry. An empty password in the URL (``user:@host``) is one."""
    if target.password is not None or target.scheme == "file":
        return target
    password = stored_password(target)
    if password is None and target.user and target.scheme != "sftp":  # SFTP: the user's SSH keys may do
        raise Refused(
            f"{target.shown}: no password: none in the address and none kept on this computer (without a system "
            f"keyring the desk keeps it until it is closed); give it again, or keep it with 'publish password URL'",
            f"{target.shown}: password non conservata: non è nell'indirizzo e questo computer non l'ha tenuta "
            f"(senza un portachiavi di sistema vale solo finché il programma resta aperto); reinserirla",
        )
    return Target(target.scheme, target.host, target.port, target.user, target.path, password)


# -- opening ----------------------------------------------------------------------------------------------------


def known_hosts_file() -> Path:
    """The SSH host keys this program has met (trust on first use), one per ``[host]:port``: outside the
    database, since a host key is the machine's knowledge, not the tournament's."""
    return platformdirs.user_data_path("fibur-director", appauthor=False) / "known_hosts"


def _host_name(target: Target) -> str:
    return f"[{target.host}]:{target.port or 22}"


def _known_key(target: Target) -> str | None:
    try:
        lines = known_hosts_file().read_text(encoding="utf-8").splitlines()
    except OSError:
        return None
    name = _host_name(target) + " "
    return next((line[len(name) :] for line in lines if line.startswith(name)), None)


def _remember_key(target: Target, key: str) -> None:
    from fibur_director.locations import private

    file = known_hosts_file()
    private(file.parent)
    with file.open("a", encoding="utf-8") as out:
        out.write(f"{_host_name(target)} {key}\n")


@dataclass
class Opened:
    """A connection to the target: the fsspec filesystem, the folder's path on it, and how to rename over a
    file (each protocol says it its own way)."""

    target: Target
    fs: Any
    root: str

    def path(self, name: str) -> str:
        return f"{self.root.rstrip('/')}/{name}" if self.root not in ("", "/") else f"/{name}"

    def replace(self, source: str, destination: str) -> None:
        """Rename ``source`` over ``destination`` on the server, in one step where the protocol has one."""
        scheme = self.target.scheme
        if scheme in ("ftp", "ftps"):
            try:
                self.fs.ftp.rename(source, destination)
            except ftplib.error_perm:
                # A server that will not rename over an existing file: the page is missing for a moment, never
                # half there.
                self.fs.ftp.delete(destination)
                self.fs.ftp.rename(source, destination)
        elif scheme in ("webdav", "webdavs"):
            self.fs.client.move(source.lstrip("/"), destination.lstrip("/"), overwrite=True)
        else:
            self.fs.mv(source, destination)  # sshfs: posix-rename; a folder: os.rename

    def close(self) -> None:
        with contextlib.suppress(Exception):
            if self.target.scheme in ("ftp", "ftps"):
                self.fs.ftp.close()
            elif self.target.scheme == "sftp":
                # sshfs's own finaliser, on its event loop: the connection is not ours to close from this thread.
                self.fs._finalize(self.fs.loop, self.fs._pool, self.fs._stack)
            elif self.target.scheme in ("webdav", "webdavs"):
                self.fs.client.http.close()


def _open_sftp(target: Target) -> Any:
    import asyncssh
    from sshfs import SSHFileSystem

    known = _known_key(target)
    options: dict[str, Any] = {
        "port": target.port or 22,
        "username": target.user or None,
        "password": target.password,
        "connect_timeout": TIMEOUT,
        "login_timeout": TIMEOUT,
        "skip_instance_cache": True,
        # Trust on first use: the key met the first time is kept (known_hosts_file) and required from then on.
        "known_hosts": asyncssh.import_known_hosts(f"{_host_name(target)} {known}\n") if known else None,
    }
    if target.password is not None:
        options["client_keys"] = None  # a password given: no key of the user's is tried first
    try:
        fs = SSHFileSystem(target.host, **options)
    except PermissionError as error:
        # sshfs says a refused login as a PermissionError: here, before any file, it is the password.
        raise asyncssh.PermissionDenied(str(error)) from error
    if known is None:
        key = fs.client.get_server_host_key()
        if key is not None:
            _remember_key(target, key.export_public_key("openssh").decode("ascii").strip())
    return fs


def _open(target: Target) -> Opened:
    scheme = target.scheme
    if scheme == "file":
        from fsspec.implementations.local import LocalFileSystem

        return Opened(target, LocalFileSystem(skip_instance_cache=True), target.path)
    if scheme == "sftp":
        return Opened(target, _open_sftp(target), target.path)
    if scheme in ("ftp", "ftps"):
        from fsspec.implementations.ftp import FTPFileSystem

        fs = FTPFileSystem(
            target.host,
            port=target.port or 21,
            username=target.user or None,
            password=target.password,
            tls=scheme == "ftps",
            timeout=TIMEOUT,
            skip_instance_cache=True,
        )
        return Opened(target, fs, target.path)
    from webdav4.fsspec import WebdavFileSystem

    base = f"{'https' if scheme == 'webdavs' else 'http'}://{target.host}"
    if target.port is not None:
        base += f":{target.port}"
    auth = (target.user, target.password or "") if target.user else None
    fs = WebdavFileSystem(base, auth=auth, timeout=TIMEOUT, skip_instance_cache=True)
    return Opened(target, fs, target.path)


@contextlib.contextmanager
def connected(target: Target) -> Iterator[Opened]:
    """An open connection to ``target``; any failure inside is said as Unreachable or Refused."""
    opened: Opened | None = None
    try:
        opened = _open(target)
        yield opened
    except FiburError:
        raise
    except Exception as error:
        raise said(target, error) from error
    finally:
        if opened is not None:
            opened.close()


# -- what went wrong, in words ---------------------------------------------------------------------------------


def said(target: Target, error: BaseException) -> FiburError:
    """``error`` as the referee reads it: Unreachable (try again later) or Refused (something to change)."""
    where = target.shown
    reason = _reason(error)
    refused = _refusal(error)
    if refused is not None:
        english, italian = refused
        return Refused(f"{where}: {english} ({reason})", f"{where}: {italian} ({reason})")
    return Unreachable(
        f"{where} cannot be reached: {reason}",
        f"{where} non raggiungibile: {_italian_reason(error, reason)}",
    )


def _refusal(error: BaseException) -> tuple[str, str] | None:
    import asyncssh
    from webdav4.client import ForbiddenOperation, HTTPError, InsufficientStorage

    if isinstance(error, asyncssh.HostKeyNotVerifiable):
        return (
            "the server's host key is not the one it had: someone may be in the middle; if the club changed "
            f"server, remove its line from {known_hosts_file()}",
            "la chiave del server non è quella di prima: qualcuno potrebbe intercettare; se il circolo ha cambiato "
            f"server, togliere la sua riga da {known_hosts_file()}",
        )
    if isinstance(error, asyncssh.PermissionDenied) or (
        isinstance(error, ftplib.error_perm) and str(error).startswith("530")
    ):
        return ("the user name or the password was refused", "nome utente o password rifiutati")
    if isinstance(error, HTTPError) and error.status_code in (401, 407):
        return ("the user name or the password was refused", "nome utente o password rifiutati")
    if isinstance(error, HTTPError) and error.status_code in (404, 405, 409):
        return (
            "the folder does not exist on the server or cannot hold files",
            "la cartella non esiste sul server o non può contenere file",
        )
    if isinstance(error, PermissionError | ForbiddenOperation | ftplib.error_perm):
        return ("the server does not let this user write there", "il server non permette di scrivere lì")
    if isinstance(error, InsufficientStorage) or (isinstance(error, OSError) and error.errno == 28):
        return ("the server has no room left", "il server non ha più spazio")
    if isinstance(error, ssl.SSLCertVerificationError):
        return ("the server's certificate is not valid", "il certificato del server non è valido")
    if isinstance(error, FileNotFoundError):
        return ("the folder does not exist on the server", "la cartella non esiste sul server")
    return None


def _reason(error: BaseException) -> str:
    text = str(error).strip() or type(error).__name__
    return text.splitlines()[0][:200]


def _italian_reason(error: BaseException, reason: str) -> str:
    if isinstance(error, socket.gaierror):
        return "rete assente o server sconosciuto"
    if isinstance(error, ConnectionRefusedError):
        return "il server non risponde (connessione rifiutata)"
    if isinstance(error, TimeoutError | socket.timeout):
        return "il server non risponde in tempo"
    if isinstance(error, ConnectionResetError | BrokenPipeError | EOFError):
        return "collegamento interrotto durante l'invio"
    if isinstance(error, OSError) and error.errno in (101, 113):  # ENETUNREACH, EHOSTUNREACH
        return "rete assente"
    return f"collegamento non riuscito ({reason})"
