"""The built wheel, installed in a fresh venv away from the source tree, finds its migrations, rulesets,
fonts and translations through importlib.resources, and its commands work."""

from __future__ import annotations

import subprocess
import sys
import sysconfig
import venv
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

# The source tree's newest revision: the wheel must ship the same migrations.
from fibur_director.db.migrate import head_revision

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.slow


def _run(*argv: str | Path, cwd: Path) -> str:
    done = subprocess.run([str(a) for a in argv], cwd=cwd, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, f"{argv} failed:\n{done.stdout}\n{done.stderr}"
    return done.stdout


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    _run(
        sys.executable,
        "-m",
        "pip",
        "wheel",
        "--no-deps",
        "--no-build-isolation",
        "-q",
        "-w",
        out,
        ROOT,
        cwd=ROOT,
    )
    (built,) = out.glob("fibur_director-*.whl")
    return built


@pytest.fixture(scope="module")
def installed(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, Path]]:
    """(bin folder, empty working folder) of a fresh venv holding only the wheel; the dependencies are
    borrowed from the test venv by a .pth line (its editable-install hook is not processed from there)."""
    home = tmp_path_factory.mktemp("fresh")
    env_dir = home / "venv"
    venv.EnvBuilder(with_pip=False).create(env_dir)
    bin_dir = env_dir / ("Scripts" if sys.platform == "win32" else "bin")
    _run(
        sys.executable,
        "-m",
        "pip",
        "--python",
        bin_dir / "python",
        "install",
        "--no-deps",
        "--no-index",
        "-q",
        wheel,
        cwd=home,
    )
    site = Path(
        _run(
            bin_dir / "python", "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])", cwd=home
        ).strip()
    )
    (site / "borrowed_dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n", encoding="utf-8")
    work = home / "work"
    work.mkdir()
    yield bin_dir, work


def test_wheel_carries_the_data(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    expected = {
        "fibur_director/migrations/env.py",
        "fibur_director/migrations/script.py.mako",
        "fibur_director/migrations/versions/0001_initial_schema.py",
        "fibur_director/migrations/versions/0002_player_search_key.py",
        "fibur_director/resources/rulesets/burraco-italiano.toml",
        "fibur_director/resources/rulesets/burraco-revolution.toml",
        "fibur_director/resources/rulesets/fedibur-1985.toml",
        "fibur_director/resources/fonts/DejaVuSans.ttf",
        "fibur_director/resources/translations/fibur_director_en.qm",
        "fibur_director/resources/translations/qt_extra_it.qm",  # Qt's words qtbase_it lacks (issue 38)
        # The quick-start guide behind Aiuto → Guida rapida, with its screenshots (issue 23).
        "fibur_director/resources/manuale/manuale.md",
        "fibur_director/resources/manuale/immagini/08-prova.png",
        # The live pages' templates and assets (issue 16), served from the package.
        "fibur_director/web/templates/base.html",
        "fibur_director/web/static/style.css",
        "fibur_director/web/static/pages.js",
    }
    assert expected <= names
    # Every template, the games' own in their folders (web/templates/tarot/, burraco/: issue 24) among them: a
    # page whose template the wheel lacks answers 500.
    templates = ROOT / "fibur_director" / "web" / "templates"
    shipped = {
        f"fibur_director/web/templates/{p.relative_to(templates).as_posix()}"
        for p in templates.rglob("*.html")
    }
    assert "fibur_director/web/templates/tarot/standings.html" in shipped
    assert shipped <= names
    assert not any(
        n.startswith(("tests/", "migrations/", "resources/")) for n in names
    )  # nothing loose at top level


def test_installed_package_uses_its_own_data(installed: tuple[Path, Path]) -> None:
    bin_dir, work = installed
    out = _run(
        bin_dir / "python",
        "-c",
        "import fibur_director, fibur_director.locations as l\n"
        "print(fibur_director.__file__); print(l.rulesets_dir()); print(l.migrations_dir()); print(l.translations_dir())"
        "; print(l.fonts_dir()); print(l.manual_path().parent)",
        cwd=work,
    )
    package_file, *folders = out.splitlines()
    env_dir = bin_dir.parent
    assert Path(package_file).is_relative_to(env_dir)
    for folder in folders:
        assert Path(folder).is_relative_to(env_dir) and not Path(folder).is_relative_to(ROOT)
        assert Path(folder).is_dir(), folder


def test_installed_commands(installed: tuple[Path, Path]) -> None:
    bin_dir, work = installed
    cli = bin_dir / "fibur-director-cli"
    assert _run(cli, "vp", "--ruleset", "burraco-italiano", "--deals", "4", "350", cwd=work) == "12-8\n"
    assert _run(cli, "vp", "--ruleset", "burraco-italiano", "--deals", "4", "-350", cwd=work) == "8-12\n"
    assert "fedibur-1985" in _run(cli, "rulesets", cwd=work)
    assert (bin_dir / "fibur-director").exists()
    # Printing needs the fonts shipped inside the package.
    _run(
        cli,
        "simulate",
        "--entries",
        "8",
        "--rounds",
        "1",
        "--plan",
        "mitchell:1",
        "--out",
        "day.json",
        cwd=work,
    )
    assert _run(cli, "print", "score-sheets", "day.json", "--round", "1", "--out", "s.pdf", cwd=work) == (
        "s.pdf: 4 page(s)\n"
    )


def test_installed_package_migrates_an_old_file(installed: tuple[Path, Path]) -> None:
    bin_dir, work = installed
    script = (
        "from pathlib import Path\n"
        "from alembic import command\n"
        "from fibur_director.db.engine import make_migration_engine, sqlite_url\n"
        "from fibur_director.db.migrate import alembic_config\n"
        "from fibur_director.db.database import open_database\n"
        "path = Path('old.sqlite3')\n"
        "engine = make_migration_engine(sqlite_url(path))\n"
        "with engine.connect() as c, c.begin():\n"
        "    command.upgrade(alembic_config(c), '0001')\n"
        "engine.dispose()\n"
        "with open_database(path) as db:\n"
        "    print(db.migration.before, db.migration.after, db.integrity_check())\n"
    )
    assert _run(bin_dir / "python", "-c", script, cwd=work).strip() == f"0001 {head_revision()} ok"
    assert f"created at schema {head_revision()}" in _run(
        bin_dir / "fibur-director-cli", "database", "new.sqlite3", cwd=work
    )
