#!/usr/bin/env bash
# The .deb as a referee installs it, tried: as root with apt-get it is installed for real (`apt-get install
# ./fibur-director_<version>_amd64.deb` brings the Qt xcb libraries it depends on), the smoke test runs the
# commands on the PATH, the desktop entry and icon are checked, and the package is removed again. Elsewhere the
# package is unpacked with dpkg-deb -x and the smoke test runs the bundle from there.
# Usage: packaging/smoke-deb.sh PYTHON DEB
set -euo pipefail
python=${1:?usage: smoke-deb.sh PYTHON DEB}
deb=$(realpath "${2:?usage: smoke-deb.sh PYTHON DEB}")
smoke="$(dirname "$0")/smoke.py"

contents=$(dpkg-deb -c "$deb")
for path in ./opt/fibur-director/fibur-director ./opt/fibur-director/fibur-director-cli ./usr/bin/fibur-director \
  ./usr/bin/fibur-director-cli ./usr/share/applications/fibur-director.desktop \
  ./usr/share/icons/hicolor/scalable/apps/fibur-director.svg; do
  grep -q " $path\( \|$\)" <<<"$contents" || { echo "FAIL $deb lacks $path" >&2; exit 1; }
done
dpkg-deb -f "$deb" Depends | grep -q libxcb-cursor0 || { echo "FAIL $deb: no Qt xcb dependencies" >&2; exit 1; }

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  if dpkg -s fibur-director >/dev/null 2>&1; then
    echo "fibur-director is already installed here: not touching it; trying the unpacked package instead"
  else
    trap 'DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq fibur-director >/dev/null 2>&1 || true' EXIT
    # A fresh machine may have no package lists yet: fetch them once if the first try cannot resolve.
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$deb" >/dev/null 2>&1 \
      || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$deb" >/dev/null; }
    test "$(readlink -f /usr/bin/fibur-director-cli)" = /opt/fibur-director/fibur-director-cli
    "$python" "$smoke" /usr/bin
    DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq fibur-director >/dev/null
    trap - EXIT
    [ ! -e /opt/fibur-director ] || { echo "FAIL: /opt/fibur-director left behind after removal" >&2; exit 1; }
    echo "installed, tried and removed: $deb"
    exit 0
  fi
fi
unpacked=$(mktemp -d)
trap 'rm -rf "$unpacked"' EXIT
dpkg-deb -x "$deb" "$unpacked"
"$python" "$smoke" "$unpacked/opt/fibur-director"
