#!/usr/bin/env bash
# The interpreter `make` builds .venv with (and PyInstaller bundles): the distribution's /usr/bin/python3 when it
# is the same minor version as the PATH's python3 (3.11 or newer: the one constraints.txt is resolved with), can
# make a venv, and is built with the shared library PyInstaller copies into the bundle; otherwise the PATH's.
#
# Why not simply the PATH's: Debian and Ubuntu build their python3 with profile-guided and link-time optimisation;
# pyenv (and a plain ./configure) builds without either unless asked. On the 2-core test machine the same code
# shows the desk's window in 430 ms on Debian's 3.11.2 against 483 ms on pyenv's 3.11.7, and its bundle is 16 MB
# smaller (issue 23; docs/performance.md, "The interpreter and the first page's reads"). A system python of
# another minor version (Ubuntu 24.04's 3.12 beside a pyenv 3.11) is not taken: the pinned packages and the
# releases are made with the PATH's. `make PYTHON=...` overrides all of this.
set -u
system=/usr/bin/python3
wanted=$(python3 -c 'import sys; print("%d.%d" % sys.version_info[:2])' 2>/dev/null || true)
if [ -x "$system" ] && "$system" - "$wanted" <<'EOF' 2>/dev/null; then
import ensurepip, os, sys, sysconfig, venv  # noqa: F401 (python3-venv installed)
wanted = sys.argv[1]
library = sysconfig.get_config_var("INSTSONAME") or ""
ok = (
    sys.version_info >= (3, 11)
    and (not wanted or wanted == "%d.%d" % sys.version_info[:2])
    and sysconfig.get_config_var("Py_ENABLE_SHARED") == 1
    and ".so" in library
    and os.path.isfile(os.path.join(sysconfig.get_config_var("LIBDIR") or "", library))
)
sys.exit(0 if ok else 1)
EOF
    echo "$system"
else
    echo python3
fi
