"""A server on the room's network: TLS when it offers it, a password that lives in ~/.pgpass or a service file
(never in the settings or the URL), and a clear message when the desk's credentials are refused."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import text

from fibur_director.db.database import CannotOpen, open_location
from tests.postgres import SUPERUSER, PostgresServer

SECRET = "segreto-della-sala"


@pytest.fixture(scope="module")
def network_server() -> Iterator[PostgresServer]:
    from tests.postgres import PostgresMissing

    try:
        server = PostgresServer(network=True, password=SECRET).start()
    except PostgresMissing as error:
        pytest.fail(str(error), pytrace=False)
    try:
        yield server
    finally:
        server.stop()


def _pgpass(tmp_path: Path, server: PostgresServer, monkeypatch: pytest.MonkeyPatch) -> None:
    pgpass = tmp_path / "pgpass"
    pgpass.write_text(f"127.0.0.1:{server.port}:*:{SUPERUSER}:{SECRET}\n", encoding="utf-8")
    pgpass.chmod(0o600)  # libpq ignores a password file others can read
    monkeypatch.setenv("PGPASSFILE", str(pgpass))


def test_without_the_password_the_desk_is_told_where_to_put_it(
    network_server: PostgresServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PGPASSFILE", str(tmp_path / "none"))
    url = network_server.network_url(network_server.create_database())
    with pytest.raises(CannotOpen) as caught:
        open_location(url)
    assert "non ha accettato le credenziali" in caught.value.italian and ".pgpass" in caught.value.italian


def test_password_from_pgpass_and_tls_when_offered(
    network_server: PostgresServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _pgpass(tmp_path, network_server, monkeypatch)
    url = network_server.network_url(network_server.create_database())
    assert SECRET not in url
    with open_location(url) as database, database.engine.connect() as connection:
        assert connection.execute(text("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()")).scalar()
        assert SECRET not in database.label


def test_a_service_file_names_the_server(
    network_server: PostgresServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _pgpass(tmp_path, network_server, monkeypatch)
    name = network_server.create_database()
    services = tmp_path / "pg_service.conf"
    services.write_text(
        f"[nazionale]\nhost=127.0.0.1\nport={network_server.port}\ndbname={name}\nuser={SUPERUSER}\n"
        "sslmode=require\n",
        encoding="utf-8",
    )
    monkeypatch.setenv("PGSERVICEFILE", str(services))
    with (
        open_location("postgresql:///?service=nazionale") as database,
        database.engine.connect() as connection,
    ):
        assert connection.execute(text("SELECT current_database()")).scalar() == name
        assert connection.execute(text("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()")).scalar()
