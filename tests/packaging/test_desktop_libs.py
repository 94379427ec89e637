"""`make run` names the missing system libraries of Qt's xcb platform instead of Qt's own message."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

SCRIPT = Path(__file__).parents[2] / "packaging" / "check-desktop-libs.sh"


def run_with(tmp_path: Path, listed: str) -> subprocess.CompletedProcess[str]:
    fake = tmp_path / "bin"
    fake.mkdir(exist_ok=True)
    (fake / "ldconfig").write_text(f"#!/bin/sh\nprintf '%s' '{listed}'\n")
    (fake / "ldconfig").chmod(0o755)
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    env["PATH"] = f"{fake}:{env['PATH']}"
    return subprocess.run(["bash", str(SCRIPT)], capture_output=True, text=True, env=env, check=False)


@pytest.mark.skipif(os.uname().sysname != "Linux", reason="the check is for Linux")
def test_missing_libraries_are_named_with_their_packages(tmp_path: Path) -> None:
    bare = run_with(tmp_path, "libGL.so.1 libEGL.so.1")
    assert bare.returncode == 1
    assert "libxcb-cursor0" in bare.stderr and "sudo apt-get install" in bare.stderr
    assert "libgl1" not in bare.stderr  # present: not asked for
    listed = (SCRIPT.parent / "desktop-libs.txt").read_text().splitlines()
    everything = " ".join(line.split()[0] for line in listed if line.strip() and not line.startswith("#"))
    assert run_with(tmp_path, everything).returncode == 0
