#!/usr/bin/env bash
# The interpreter `make` builds .venv with (and PyInstaller bundles): the distribution's /usr/bin/python3 when it
# is 3.11 or newer, can make a venv, and has its shared library beside it (PyInstaller copies libpython into the
# bundle); otherwise the first python3 on the PATH.
#
# Why not simply the PATH's: Debian and Ubuntu build their python3 with profile-guided and link-time optimisation;
# pyenv (and a plain ./configure) builds without either unless asked. On the 2-core test machine the same code
# shows the desk's window in 450 ms on Debian's 3.11.2 against 495 ms on pyenv's 3.11.7, and runs the tests in
# 142 s against 150-169 s (issue 23; docs/performance.md, "The interpreter"). `make PYTHON=...` overrides this.
set -u
system=/usr/bin/python3
if [ -x "$system" ] && "$system" - <<'EOF' 2>/dev/null; then
import ensurepip, os, sys, sysconfig, venv  # noqa: F401 (python3-venv installed)
library = os.path.join(sysconfig.get_config_var("LIBDIR") or "", sysconfig.get_config_var("INSTSONAME") or "")
sys.exit(0 if sys.version_info >= (3, 11) and os.path.exists(library) else 1)
EOF
    echo "$system"
else
    echo python3
fi
