"""A server out of descriptors must still say so: its 503 page is rendered from templates loaded when the module
was imported, never read from the disk then (CI found a 500 in a burst of 300 streams at 256 descriptors: the
first refusal read ``base.html``, which ``error.html`` extends, with no descriptor left)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

FRESH = """
import builtins, errno, os
import fibur_director.web.templating as templating

def no_descriptor(*args, **kwargs):
    raise OSError(errno.EMFILE, os.strerror(errno.EMFILE))

builtins.open = no_descriptor
os.open = no_descriptor
page = templating.error_page(503, "Troppe pagine aperte: riprovare tra poco.")
print("Errore 503" in page and "Troppe pagine aperte" in page)
"""


def test_the_refusal_page_needs_no_file_once_imported() -> None:
    # A fresh process: in the suite's own, another test may have rendered the page (and read base.html) before.
    run = subprocess.run([sys.executable, "-c", FRESH], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert (run.returncode, run.stdout.strip()) == (0, "True"), run.stderr
